import ProfileHeaderCore
import ProfileHeaderUIKit
import Testing
import UIKit

/// Issue 19, defect 2: switching tabs, by a tap on the tab bar or a swipe of the pager, moves the
/// pager frame by frame, never jumps, and always comes to rest on one tab whose list is the active one.
@MainActor
@Suite struct TabSwitchTests {
    /// The pager's offset after each of `count` frames.
    static func pagerOffsets(_ scene: TabbedScene, frames count: Int, _ each: () -> Void = {}) -> [CGFloat] {
        (0..<count).map { _ in
            scene.window.modelFrame()
            each()
            return scene.tabs.pagerView.contentOffset.x
        }
    }

    /// The page at rest on one tab: the pager on that tab's page, the active list that tab's, the
    /// indicator under it, and only that list answering a status-bar tap.
    static func expectAtRest(_ scene: TabbedScene, on tab: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let width = scene.tabs.pagerView.bounds.width
        #expect(scene.tabs.pagerView.contentOffset.x == width * CGFloat(tab), sourceLocation: sourceLocation)
        #expect(scene.tabs.selectedIndex == tab, sourceLocation: sourceLocation)
        let button = scene.tabs.tabBarView.buttons[tab]
        let indicator = scene.tabs.headerView.tabIndicatorView
        #expect(abs(indicator.convert(indicator.bounds, to: nil).midX - button.convert(button.bounds, to: nil).midX) < 0.5,
                sourceLocation: sourceLocation)
        #expect(scene.lists.map(\.scrollsToTop) == scene.lists.indices.map { $0 == tab }, sourceLocation: sourceLocation)
    }

    @Test("Defect 2: a tapped tab glides the pager to its page over several frames, then becomes the active one")
    func tapGlides() throws {
        let scene = TabbedScene()
        let media = scene.tabs.tabBarView.buttons[2]
        #expect(scene.window.modelTap(at: scene.center(of: media)) === media)
        let offsets = Self.pagerOffsets(scene, frames: 45)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }, "the pager moves one way: \(offsets)")
        #expect(offsets.filter { $0 > 0 && $0 < 780 }.count >= 8, "a visible glide, not a jump: \(offsets)")
        Self.expectAtRest(scene, on: 2)
    }

    @Test("Defect 2: the tabs a glide passes slide in where the header is, not at their own stale offsets")
    func passedTabsMatchTheHeader() {
        let scene = TabbedScene()
        // Partly collapse the header on the first tab.
        let first = scene.lists[0]
        first.contentOffset.y = first.modelMinimumOffset.y + 100
        scene.window.modelFrames(2)
        let shared = first.contentOffset.y
        scene.tabs.select(2, animated: true)
        var framesWithSecondTabOnScreen = 0
        _ = Self.pagerOffsets(scene, frames: 45) {
            let x = scene.tabs.pagerView.contentOffset.x
            guard x > 0, x < 780 else { return }
            framesWithSecondTabOnScreen += 1
            #expect(scene.lists[1].contentOffset.y == shared, "tab 1 on screen at pager x \(x)")
        }
        #expect(framesWithSecondTabOnScreen >= 8)
        #expect(scene.lists[2].contentOffset.y == shared)
        Self.expectAtRest(scene, on: 2)
    }

    @Test("Defect 2: a slow swipe of the pager released mid-page glides back to its tab, never jumps")
    func slowSwipeReleaseGlides() {
        let scene = TabbedScene()
        let pager = scene.window.modelScrollView(at: CGPoint(x: 200, y: 600), vertically: false)
        #expect(pager === scene.tabs.pagerView)
        pager?.modelBeginDrag()
        for _ in 0..<6 {
            pager?.modelDragMove(by: CGPoint(x: -20, y: 0))
            scene.window.modelFrame()
        }
        var previous = scene.tabs.pagerView.contentOffset.x
        #expect(previous == 120)
        // Held still, then lifted: no velocity. The largest move in one frame from here on.
        pager?.modelEndDrag(velocity: .zero)
        var largestStep: CGFloat = 0
        _ = Self.pagerOffsets(scene, frames: 45) {
            let x = scene.tabs.pagerView.contentOffset.x
            largestStep = max(largestStep, abs(x - previous))
            previous = x
        }
        #expect(largestStep < 40)
        Self.expectAtRest(scene, on: 0)
    }

    @Test("Defect 2: a fling of the pager settles one page on, and that tab becomes the active one")
    func flingSettlesOnNextTab() {
        let scene = TabbedScene()
        scene.window.modelDrag(at: CGPoint(x: 200, y: 600), moves: Array(repeating: CGPoint(x: -30, y: 0), count: 3),
                               releaseVelocity: CGPoint(x: -1_500, y: 0))
        _ = Self.pagerOffsets(scene, frames: 90)
        Self.expectAtRest(scene, on: 1)
    }

    @Test("Defect 2: a glide cut short by a finger still comes to rest on one tab, with that tab active")
    func cutGlideSettles() {
        let scene = TabbedScene()
        scene.tabs.select(2, animated: true)
        scene.window.modelFrames(6)
        let x = scene.tabs.pagerView.contentOffset.x
        scene.window.modelDrag(at: CGPoint(x: 200, y: 600), moves: [CGPoint(x: 4, y: 0)], releaseVelocity: .zero)
        _ = Self.pagerOffsets(scene, frames: 60)
        let tab = Int((x - 4) / 390 + 0.5)
        Self.expectAtRest(scene, on: tab)
    }

    @Test("A refresh held on the active list stays on that list: the others keep the page's inset without it, and a status-bar tap is answered by the active list alone")
    func heldRefreshStaysOnItsList() throws {
        let scene = TabbedScene(refreshes: true)
        let restingInset = scene.lists[1].contentInset.top
        #expect(scene.lists[1].contentInset.top == scene.lists[0].contentInset.top, "at rest every list lines up")
        scene.tabs.beginRefreshing()
        scene.window.modelFrames(30)
        let held = scene.lists[0].contentInset.top - restingInset
        #expect(held > 0, "the active list holds the spinner's room")
        #expect(scene.lists[1].contentInset.top == restingInset, "a list not pulled holds no refresh room")
        #expect(scene.lists[2].contentInset.top == restingInset)
        #expect(scene.lists.map(\.scrollsToTop) == [true, false, false])
    }

    @Test("Right to left: the first tab's button and page are the rightmost, with the indicator under the active tab; a tap glides the pager leftward, and a fling back brings the next page in from the right")
    func rightToLeft() throws {
        let scene = TabbedScene(layoutDirection: .rightToLeft)
        let width = scene.tabs.pagerView.bounds.width
        let buttons = scene.tabs.tabBarView.buttons
        let midX = buttons.map { $0.convert($0.bounds, to: nil).midX }
        #expect(midX[0] > midX[1] && midX[1] > midX[2], "the tabs run from the right: \(midX)")
        #expect(scene.lists.map(\.frame.minX) == [2 * width, width, 0], "the pages run from the right")
        let indicator = scene.tabs.headerView.tabIndicatorView
        func expectAtRest(on tab: Int, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(scene.tabs.pagerView.contentOffset.x == width * CGFloat(2 - tab), sourceLocation: sourceLocation)
            #expect(scene.tabs.selectedIndex == tab, sourceLocation: sourceLocation)
            #expect(abs(indicator.convert(indicator.bounds, to: nil).midX - midX[tab]) < 0.5, sourceLocation: sourceLocation)
        }
        expectAtRest(on: 0)

        // A tap on the leftmost tab: the pager glides to the left, one way, to the first page.
        #expect(scene.window.modelTap(at: scene.center(of: buttons[2])) === buttons[2])
        let offsets = Self.pagerOffsets(scene, frames: 45)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 >= $1 }, "the pager moves one way: \(offsets)")
        expectAtRest(on: 2)

        // A fling to the left from the first page: the page to its right, the middle tab's, comes in.
        scene.window.modelDrag(at: CGPoint(x: 200, y: 600), moves: Array(repeating: CGPoint(x: -30, y: 0), count: 3),
                               releaseVelocity: CGPoint(x: -1_500, y: 0))
        _ = Self.pagerOffsets(scene, frames: 90)
        expectAtRest(on: 1)
    }
}
