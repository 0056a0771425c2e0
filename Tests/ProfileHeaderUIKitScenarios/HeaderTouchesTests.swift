import ProfileHeaderCore
import ProfileHeaderUIKit
import Testing
import UIKit

/// Issue 19, defect 10: what the app puts in the header takes its taps when it handles touches in
/// any of UIKit's ways (a control, a gesture recognizer on it or on a view around it, a text view's
/// links), drags that start on its text still scroll, and a bar button takes the first tap while
/// the content glides (a decelerating scroll view would take it to stop).
@MainActor
@Suite struct HeaderTouchesTests {
    /// A recognizer that counts the taps it recognized.
    @MainActor final class TapCounter {
        let recognizer = UITapGestureRecognizer()
        var count = 0
        init(on view: UIView) {
            view.addGestureRecognizer(recognizer)
            recognizer.modelAddTarget(self) { [unowned self] in
                if recognizer.state == .ended { count += 1 }
            }
        }
    }

    @Test("A bio with a tap recognizer on its container takes a tap on its text")
    func recognizerAroundTheBio() {
        var bioTaps: TapCounter?
        var bioLine: UIView?
        let scene = TabbedScene { details in
            // The app's bio: a row of views (a plain container, as a stack view is) holding a label,
            // with "tap to expand" on the bio as a whole.
            let bio = UIView(frame: CGRect(x: 16, y: 100, width: 240, height: 44))
            let line = UIView(frame: bio.bounds)
            let label = UILabel(frame: line.bounds)
            line.addSubview(label)
            bio.addSubview(line)
            details.addSubview(bio)
            bioTaps = TapCounter(on: bio)
            bioLine = line
        }
        let line = try! #require(bioLine)
        #expect(scene.window.modelTap(at: scene.center(of: line)) === line)
        #expect(bioTaps?.count == 1)
    }

    @Test("A text view with links in the details takes its taps; one that is not selectable lets them through")
    func textViewLinks() {
        var bioView: UITextView?
        let scene = TabbedScene { details in
            let bio = UITextView(frame: CGRect(x: 16, y: 100, width: 240, height: 44))
            bio.isEditable = false
            bio.isScrollEnabled = false
            details.addSubview(bio)
            bioView = bio
        }
        let bio = try! #require(bioView)
        #expect(scene.window.modelTap(at: scene.center(of: bio)) === bio)
        #expect(bio.modelLinkTaps == 1)
        #expect(scene.taps.names.isEmpty)

        // Not selectable and not scrolling: it handles no touches, so a drag on it scrolls the list.
        bio.isSelectable = false
        let dragged = scene.window.modelDrag(at: scene.center(of: bio), moves: Array(repeating: CGPoint(x: 0, y: -10), count: 3),
                                             releaseVelocity: .zero)
        #expect(dragged === scene.lists[0])
    }

    @Test("A tappable avatar takes its taps; a plain one lets a drag on it scroll the list")
    func avatar() throws {
        let plain = TabbedScene()
        let list = plain.lists[0]
        let avatarCenter = plain.center(of: plain.tabs.headerView.avatarView)
        let dragged = plain.window.modelDrag(at: avatarCenter, moves: Array(repeating: CGPoint(x: 0, y: -10), count: 3),
                                             releaseVelocity: .zero)
        #expect(dragged === list)

        let tappable = TabbedScene()
        let avatar = tappable.tabs.headerView.avatarView
        avatar.isUserInteractionEnabled = true
        let avatarTaps = TapCounter(on: avatar)
        #expect(tappable.window.modelTap(at: tappable.center(of: avatar)) === avatar)
        #expect(avatarTaps.count == 1)
    }

    @Test("A drag that starts on the bio's text scrolls the active list")
    func dragOnBioText() throws {
        var bioLabel: UILabel?
        let scene = TabbedScene { details in
            let label = UILabel(frame: CGRect(x: 16, y: 100, width: 240, height: 44))
            details.addSubview(label)
            bioLabel = label
        }
        let label = try #require(bioLabel)
        #expect(!label.isUserInteractionEnabled && !scene.tabs.headerView.avatarView.isUserInteractionEnabled)  // their headers' defaults
        let before = try #require(scene.tabs.frame?.offset)
        let dragged = scene.window.modelDrag(at: scene.center(of: label), moves: Array(repeating: CGPoint(x: 0, y: -10), count: 4),
                                             releaseVelocity: .zero)
        #expect(dragged === scene.lists[0])
        #expect(try #require(scene.tabs.frame?.offset) == before + 40)
    }

    /// A single list whose header has one bar button, `name` (leading or trailing), laid out.
    private func singleList(barButton name: String, leading: Bool) -> (scene: SingleListScene, taps: Taps, button: UIButton) {
        let scene = SingleListScene()
        let taps = Taps()
        let button = taps.button(name)
        if leading { scene.header?.headerView.leadingBarButton = button } else { scene.header?.headerView.trailingBarButton = button }
        scene.window.modelFrames(1)
        return (scene, taps, button)
    }

    /// The centre of `view` in the window's coordinates.
    private func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test("Back takes the first tap while the list glides after a flick, and the list stops there")
    func backDuringDeceleration() throws {
        var (scene, taps, back) = singleList(barButton: "Back", leading: true)
        scene.window.modelDrag(at: CGPoint(x: 200, y: 600), moves: Array(repeating: CGPoint(x: 0, y: -30), count: 4),
                               releaseVelocity: CGPoint(x: 0, y: -2_500))
        scene.window.modelFrames(3)
        #expect(scene.table.isDecelerating)
        #expect(scene.window.modelTap(at: center(of: back)) === back)
        #expect(taps.names == ["Back"])
        #expect(!scene.table.isDecelerating)
        let stoppedAt = scene.table.contentOffset
        scene.window.modelFrames(10)
        #expect(scene.table.contentOffset == stoppedAt)
        scene.header = nil
    }

    @Test("A tap on More while a pulled list springs back leaves it to spring back: it never stays stretched")
    func moreDuringBounce() throws {
        var (scene, _, more) = singleList(barButton: "More", leading: false)
        let header = try #require(scene.header)
        let top = scene.table.modelMinimumOffset.y
        scene.window.modelDrag(at: CGPoint(x: 200, y: 400), moves: Array(repeating: CGPoint(x: 0, y: 30), count: 4),
                               releaseVelocity: .zero)
        scene.window.modelFrames(2)
        #expect(scene.table.isDecelerating)
        #expect(scene.table.contentOffset.y < top)
        scene.window.modelTap(at: center(of: more))
        scene.window.modelFrames(200)    // the model's spring back follows its deceleration curve: about 2.4 s
        #expect(scene.table.contentOffset.y == top)     // back at rest, not stuck overscrolled
        #expect(header.frame?.layout.stretch == 0)
        scene.header = nil
    }

    @Test("A tap on a row while the list glides only stops it, as in any list")
    func rowDuringDeceleration() {
        let scene = SingleListScene()
        scene.window.modelDrag(at: CGPoint(x: 200, y: 600), moves: Array(repeating: CGPoint(x: 0, y: -30), count: 4),
                               releaseVelocity: CGPoint(x: 0, y: -2_500))
        scene.window.modelFrames(3)
        #expect(scene.table.isDecelerating)
        scene.window.modelTap(at: CGPoint(x: 200, y: 600))
        #expect(!scene.table.isDecelerating)
    }
}
