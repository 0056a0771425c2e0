import ProfileHeaderCore
import ProfileHeaderUIKit
import Testing
import UIKit

/// Issue 45, defect 10: the page writes to the scroll view only in its layout pass, and tells the app
/// what happened only after that pass — never from inside UIKit's callbacks, where a write changes
/// what UIKit is computing (an inset changed in `scrollViewWillEndDragging` moves the deceleration's
/// bounds under it) and where the app's reaction (a cached refresh ended at once, a table reloaded)
/// would re-enter the pass.
@MainActor
@Suite struct CallbackTimingTests {
    /// A single refreshing list whose delegate forwards the release to the page, as the README says.
    final class Screen: NSObject, UITableViewDelegate {
        let window = makeWindow()
        let table = UITableView(frame: .zero, style: .plain)
        let rows = Rows(60)
        var header: ProfileHeaderController!
        /// The scroll view's insets and offset just before and just after the page answered the delegate.
        var aroundTargetCall: [(before: UIEdgeInsets, after: UIEdgeInsets, offsetBefore: CGPoint, offsetAfter: CGPoint)] = []

        /// `forwardsRelease`: the delegate answers `scrollViewWillEndDragging` with the page's target.
        init(forwardsRelease: Bool = true) {
            super.init()
            table.frame = window.bounds
            table.dataSource = rows
            table.delegate = forwardsRelease ? self : nil
            window.addSubview(table)
            header = ProfileHeaderController(scrollView: table, design: .twitter, refreshes: true, snapping: .expandedOrCollapsed)
            window.modelFrames(2)
        }

        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            let before = scrollView.contentInset, offsetBefore = scrollView.contentOffset
            targetContentOffset.pointee = header.targetContentOffset(forProposed: targetContentOffset.pointee, withVelocity: velocity)
            aroundTargetCall.append((before, scrollView.contentInset, offsetBefore, scrollView.contentOffset))
        }

        /// Pulls the list down past the refresh threshold and lifts the finger.
        func pullToRefresh() {
            table.modelBeginDrag()
            for _ in 0..<12 {
                table.modelDragMove(by: CGPoint(x: 0, y: 20))
                window.modelFrame()
            }
            table.modelEndDrag(velocity: CGPoint(x: 0, y: 300))
        }
    }

    @Test("Defect 10: the delegate's targetContentOffset(forProposed:) on a pull past the threshold writes nothing to the scroll view there; the pass holds the spinner's room")
    func releaseAnswerWritesNothing() throws {
        let screen = Screen()
        var refreshes = 0
        screen.header.onRefresh = { refreshes += 1 }
        let restingInset = screen.table.contentInset.top
        screen.pullToRefresh()
        let call = try #require(screen.aroundTargetCall.last)
        #expect(call.before == call.after, "no inset written inside scrollViewWillEndDragging: \(call.before.top) → \(call.after.top)")
        #expect(call.offsetBefore == call.offsetAfter, "no offset written there")
        screen.window.modelFrames(30)
        #expect(refreshes == 1, "the release refreshes, once")
        #expect(screen.table.contentInset.top > restingInset, "the pass holds the spinner's room")
    }

    @Test("Defect 10: onRefresh runs after the layout pass; a cached refresh ended at once from onRefresh ends cleanly")
    func refreshCallbackComesAfterThePass() throws {
        let screen = Screen(forwardsRelease: false)
        var refreshCallsInLayout: [Int] = []
        screen.header.onRefresh = {
            refreshCallsInLayout.append(UIView.modelLayoutSubviewsDepth)
            screen.header.endRefreshing()   // cached: nothing to load
        }
        let restingInset = screen.table.contentInset.top
        screen.pullToRefresh()
        screen.window.modelFrames(120)
        #expect(refreshCallsInLayout == [0], "onRefresh once, outside any layoutSubviews: \(refreshCallsInLayout)")
        #expect(screen.table.contentInset.top == restingInset, "the ended refresh gave its room back")
        #expect(screen.header.frame?.refresh.heldInset == 0)
    }

    @Test("Defect 10: onStatusBarStyleChange runs after the layout pass (a banner that rides down with a pull uncovers the status bar, then covers it again)")
    func styleCallbackComesAfterThePass() throws {
        let window = makeWindow()
        let table = UITableView(frame: window.bounds, style: .plain)
        let rows = Rows(60)
        table.dataSource = rows
        window.addSubview(table)
        let riding = try ProfileHeaderConfiguration(topSafeAreaInset: 47, expandedHeight: 47 + 131, stretchMode: .none,
                                                    nameLabelContentY: 47 + 131 + 52, tabBarContentY: 47 + 131 + 230)
        let header = ProfileHeaderController(scrollView: table, design: riding)
        window.modelFrames(2)
        var styles: [(UIStatusBarStyle, depth: Int)] = []
        header.onStatusBarStyleChange = { styles.append(($0, UIView.modelLayoutSubviewsDepth)) }
        table.modelBeginDrag()
        for _ in 0..<6 {
            table.modelDragMove(by: CGPoint(x: 0, y: 20))
            window.modelFrame()
        }
        table.modelEndDrag(velocity: .zero)
        window.modelFrames(90)
        #expect(styles.map(\.0) == [.darkContent, .lightContent], "the style changed twice: \(styles.map(\.0))")
        #expect(styles.allSatisfy { $0.depth == 0 }, "outside any layoutSubviews: \(styles.map(\.depth))")
    }

    @Test("Defect 10: endRefreshing() and beginRefreshing() write nothing at once (an app may call them from a scroll view callback); the next pass does")
    func refreshCallsWaitForThePass() throws {
        let screen = Screen()
        let restingInset = screen.table.contentInset.top
        screen.header.beginRefreshing()
        #expect(screen.table.contentInset.top == restingInset, "nothing written by the call")
        screen.window.modelFrames(30)
        let held = screen.table.contentInset.top
        #expect(held > restingInset, "the pass held the spinner's room")
        screen.header.endRefreshing()
        #expect(screen.table.contentInset.top == held, "nothing written by the call")
        screen.window.modelFrames(60)
        #expect(screen.table.contentInset.top == restingInset)
    }

    @Test("Defect 10, tabbed: beginRefreshing, endRefreshing and select write nothing at once; onSelectedTabChange comes after the pass")
    func tabbedCallsWaitForThePass() throws {
        let scene = TabbedScene(refreshes: true)
        var selections: [(tab: Int, depth: Int)] = []
        scene.tabs.onSelectedTabChange = { selections.append(($0, UIView.modelLayoutSubviewsDepth)) }
        let resting = scene.lists[0].contentInset.top
        scene.tabs.beginRefreshing()
        #expect(scene.lists[0].contentInset.top == resting, "nothing written by the call")
        scene.window.modelFrames(30)
        let held = scene.lists[0].contentInset.top
        #expect(held > resting)
        scene.tabs.endRefreshing()
        #expect(scene.lists[0].contentInset.top == held, "nothing written by the call")
        scene.window.modelFrames(60)
        #expect(scene.lists[0].contentInset.top == resting)
        let pagerX = scene.tabs.pagerView.contentOffset.x
        scene.tabs.select(1, animated: false)
        #expect(scene.tabs.pagerView.contentOffset.x == pagerX, "nothing written by the call")
        scene.window.modelFrames(3)
        #expect(scene.tabs.pagerView.contentOffset.x == scene.tabs.pagerView.bounds.width, "the pass switched")
        #expect(selections.map(\.tab) == [1] && selections.allSatisfy { $0.depth == 0 },
                "onSelectedTabChange once, outside any layoutSubviews: \(selections)")
    }
}
