import ProfileHeaderCore
import ProfileHeaderUIKit
import Testing
import UIKit

/// Issue 45, defect 11: on an iPad the banner keeps its picture's proportions (the `.twitter` design
/// is a 3:1 banner at 393 points), up to a third of the screen's height; a phone keeps the design's.
@MainActor
@Suite struct WideScreenTests {
    /// The banner's frame in the window, at rest, for a single list in a window `size` big.
    private func restingBanner(in size: CGSize, safeTop: CGFloat) -> CGRect {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.modelSafeAreaInsets = UIEdgeInsets(top: safeTop, left: 0, bottom: 20, right: 0)
        let table = UITableView(frame: window.bounds, style: .plain)
        let rows = Rows(60)
        table.dataSource = rows
        window.addSubview(table)
        let header = ProfileHeaderController(scrollView: table, design: .twitter)
        window.modelFrames(2)
        let banner = header.headerView.bannerView
        return withExtendedLifetime((header, rows)) { banner.convert(banner.bounds, to: nil) }
    }

    @Test("Defect 11: an iPad's banner is a 3:1 picture of the width (portrait), and a third of the height at most (landscape)")
    func iPadBannerKeepsItsProportions() {
        let portrait = restingBanner(in: CGSize(width: 1024, height: 1366), safeTop: 24)
        #expect(abs(portrait.height - (24 + 1024 / 3)) < 0.5, "12.9-inch iPad, portrait: \(portrait.height)")
        let landscape = restingBanner(in: CGSize(width: 1366, height: 1024), safeTop: 24)
        #expect(abs(landscape.height - (24 + 1024 / 3)) < 0.5, "landscape: a third of the height, \(landscape.height)")
    }

    @Test("Defect 11: a phone keeps the design's banner, in portrait and in landscape")
    func phoneKeepsTheDesign() {
        let portrait = restingBanner(in: CGSize(width: 390, height: 844), safeTop: 47)
        #expect(abs(portrait.height - (47 + 131)) < 0.5, "\(portrait.height)")
        let landscape = restingBanner(in: CGSize(width: 844, height: 390), safeTop: 0)
        #expect(abs(landscape.height - 131) < 0.5, "\(landscape.height)")
    }

    @Test("iPadOS 26, a windowed app: the header's Back sits clear of the window controls; the avatar does not move")
    func backClearOfTheWindowControls() throws {
        func pushedProfile(controls: CGRect?) -> (back: CGRect, avatar: CGRect, title: CGRect) {
            final class Screen: UIViewController {
                let table = UITableView(frame: .zero, style: .plain)
                let rows = Rows(60)
                var header: ProfileHeaderController!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    table.frame = view.bounds
                    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    table.dataSource = rows
                    view.addSubview(table)
                    header = ProfileHeaderController(scrollView: table, design: .twitter)
                    header.headerView.titleLabel.text = "Ada"
                    header.hidesNavigationBar(of: self)
                }
            }
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
            window.modelSafeAreaInsets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
            window.modelWindowControlsFrame = controls
            let navigation = UINavigationController(rootViewController: UIViewController())
            window.rootViewController = navigation
            window.modelFrames(2)
            let screen = Screen()
            navigation.pushViewController(screen, animated: true)
            window.modelFrames(3)
            let back = screen.header.headerView.leadingBarButton!
            let avatar = screen.header.headerView.avatarView, title = screen.header.headerView.titleLabel
            return withExtendedLifetime(navigation) {
                (back.convert(back.bounds, to: nil), avatar.convert(avatar.bounds, to: nil), title.convert(title.bounds, to: nil))
            }
        }
        // The close, minimize and tile controls in the window's top-leading corner (their size: observed).
        let controls = CGRect(x: 10, y: 4, width: 74, height: 36)
        let windowed = pushedProfile(controls: controls), plain = pushedProfile(controls: nil)
        #expect(windowed.back.minX >= controls.maxX, "Back at \(windowed.back), the controls end at \(controls.maxX)")
        #expect(plain.back.minX < controls.maxX, "without controls Back sits in the corner")
        #expect(windowed.avatar == plain.avatar)
        #expect(windowed.title.minX >= controls.maxX)
    }
}
