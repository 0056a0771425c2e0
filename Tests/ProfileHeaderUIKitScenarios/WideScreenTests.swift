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
        let header = ProfileHeaderController(scrollView: table, configuration: .twitter)
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
}
