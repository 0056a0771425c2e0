import ProfileHeaderCore
import ProfileHeaderUIKit
import Testing
import UIKit

/// Issue 19, defects 6, 8 and 11: the page keeps UIKit's own scroll-view behaviour working.
@MainActor
@Suite struct ScrollViewIntegrationTests {
    @Test("Defect 6: a status-bar tap scrolls the active tab's list to the top (exactly one scroll view may have scrollsToTop)")
    func statusBarTapOnTabbedPage() {
        let scene = TabbedScene()
        let list = scene.lists[0]
        let top = list.modelMinimumOffset.y
        list.contentOffset.y = top + 900
        scene.window.modelFrames(2)
        #expect(scene.window.modelTapStatusBar() === list)
        scene.window.modelFrames(30)
        #expect(list.contentOffset.y == top)
    }

    @Test("Defect 6: after a switch, the status-bar tap scrolls the new active list")
    func statusBarTapAfterSwitch() {
        let scene = TabbedScene()
        scene.tabs.select(1, animated: false)
        scene.window.modelFrames(3)
        #expect(scene.tabs.selectedIndex == 1)
        #expect(scene.window.modelTapStatusBar() === scene.lists[1])
    }

    @Test("Defect 11: the scroll indicator stops above the home indicator, and starts below the header")
    func indicatorInsets() throws {
        let scene = SingleListScene()
        let insets = scene.table.modelVerticalIndicatorInsets
        #expect(insets.bottom == 34)
        let covered = try #require(scene.header?.frame?.hitMap.covered)
        #expect(Double(insets.top) == covered.height)
        // Scrolled until the header pins: the indicator follows the pinned header.
        scene.table.contentOffset.y += 400
        scene.window.modelFrames(2)
        let pinned = try #require(scene.header?.frame?.hitMap.covered)
        #expect(Double(scene.table.modelVerticalIndicatorInsets.top) == pinned.height)
        #expect(scene.table.modelVerticalIndicatorInsets.bottom == 34)
    }

    @Test("Defect 8: a slow release mid-collapse on a snapping page glides to the snap point, never jumps")
    func slowReleaseDoesNotJump() {
        let scene = SingleListScene(snapping: .expandedOrCollapsed)
        let table = scene.table
        let delegate = SnappingDelegate(scene.header!)
        table.delegate = delegate
        table.contentOffset.y = table.modelMinimumOffset.y  // at rest (see tabbedPageFirstAppearsAtRest)
        scene.window.modelFrames(2)
        // Drag up 60 points, hold still, lift (no velocity): the largest move in any one frame from
        // the release on.
        table.modelBeginDrag()
        scene.window.modelFrame()
        for _ in 0..<6 {
            table.modelDragMove(by: CGPoint(x: 0, y: -10))
            scene.window.modelFrame()
        }
        #expect(largestStepAfterRelease(table, in: scene.window, frames: 60) < 20)
        // And it comes to rest on a snap point: collapsed (60 of the 91 points of collapse is past half).
        #expect(table.contentOffset.y == table.modelMinimumOffset.y + CGFloat(scene.header!.page.design.collapseDistance))
    }

    @Test("Snapping needs no delegate hook: a fling that comes to rest half-collapsed glides on to a snap point")
    func snappingWithoutTheHook() {
        let scene = SingleListScene(snapping: .expandedOrCollapsed)
        let table = scene.table
        table.contentOffset.y = table.modelMinimumOffset.y
        scene.window.modelFrames(2)
        let top = table.modelMinimumOffset.y
        // A short flick up: UIKit's own deceleration stops it inside the collapse.
        table.modelBeginDrag()
        scene.window.modelFrame()
        table.modelDragMove(by: CGPoint(x: 0, y: -10))
        scene.window.modelFrame()
        table.modelEndDrag(velocity: CGPoint(x: 0, y: -60))
        var restedInside = false
        for _ in 0..<240 {
            scene.window.modelFrame()
            if !table.isDecelerating, table.contentOffset.y > top, table.contentOffset.y < top + 80 { restedInside = true }
        }
        #expect(restedInside)
        // About 40 points in, under half the collapse: back to expanded.
        #expect(table.contentOffset.y == top)
    }

    @Test("A page first appears at rest, expanded: the list at the top of its content (tabbed and single list)")
    func pageFirstAppearsAtRest() {
        let scene = TabbedScene()
        let single = SingleListScene()
        // (UIKit also moves a scroll view resting at its top when its adjusted top inset first
        // changes; undocumented, and the model does not: the page must not rely on it.)
        #expect(scene.lists[0].contentOffset.y == scene.lists[0].modelMinimumOffset.y)
        #expect(single.table.contentOffset.y == single.table.modelMinimumOffset.y)
        #expect(scene.tabs.frame?.offset == 0)
        #expect(single.header?.frame?.offset == 0)
    }
}

/// The app's delegate that snaps, as the README shows.
@MainActor
final class SnappingDelegate: NSObject, UIScrollViewDelegate {
    let header: ProfileHeaderController
    init(_ header: ProfileHeaderController) { self.header = header }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee = header.targetContentOffset(forProposed: targetContentOffset.pointee, withVelocity: velocity)
    }
}
