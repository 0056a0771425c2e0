import ProfileHeaderCore
import ProfileHeaderUIKit
import Testing
import UIKit

/// Issue 19, defect 9: a controller released without `detach()` leaves nothing behind — no header
/// swallowing touches, no observers, no display link.
@MainActor
@Suite struct LifetimeTests {
    /// Lets tasks queued on the main actor run.
    private func settle(_ window: UIWindow) async {
        for _ in 0..<5 { await Task.yield() }
        window.modelFrames(2)
    }

    @Test("A released ProfileHeaderController takes its header, observers and gesture target with it")
    func releasedHeaderController() async {
        var scene = SingleListScene()
        let observers = ModelKeyValueObserving.registrationCount
        let notificationObservers = NotificationCenter.default.modelObserverCount
        let headerView = scene.header!.headerView
        weak let released = scene.header
        scene.header = nil
        await settle(scene.window)
        #expect(released == nil)
        #expect(headerView.superview == nil)
        #expect(ModelKeyValueObserving.registrationCount < observers)
        #expect(NotificationCenter.default.modelObserverCount < notificationObservers)
        #expect(scene.table.panGestureRecognizer.modelTargetCount == 0)
        #expect(scene.table.contentInset == .zero)
        #expect(!(scene.window.hitTest(CGPoint(x: 200, y: 100), with: nil) is ProfileHeaderView))
    }

    @Test("A released ProfileHeaderController stops its display link (a refresh was running)")
    func releasedDuringRefresh() async {
        let window = makeWindow()
        let table = UITableView(frame: window.bounds, style: .plain)
        let rows = Rows(40)
        table.dataSource = rows
        window.addSubview(table)
        var header: ProfileHeaderController? = ProfileHeaderController(scrollView: table, design: .twitter, refreshes: true)
        window.modelFrames(2)
        let links = ModelDisplayLinks.scheduledCount
        header?.beginRefreshing()
        window.modelFrames(2)
        #expect(ModelDisplayLinks.scheduledCount == links + 1)
        header = nil
        await settle(window)
        #expect(ModelDisplayLinks.scheduledCount == links)
    }
}

extension LifetimeTests {
    @Test("A released ProfileTabsController takes its header and pager with it")
    func releasedTabsController() async {
        var scene: TabbedScene? = TabbedScene()
        let window = scene!.window
        weak let released = scene?.tabs
        let pager = scene!.tabs.pagerView
        #expect(pager.superview != nil)
        scene = nil
        await settle(window)
        #expect(released == nil)
        #expect(pager.superview == nil)
        #expect(!(window.hitTest(CGPoint(x: 30, y: 69), with: nil) is ProfileHeaderView))
    }

    @Test("A ProfileHeaderController replaced on the same table, released after its successor took over, leaves the successor whole")
    func replacedHeaderController() async throws {
        var scene = SingleListScene()
        let successor = ProfileHeaderController(scrollView: scene.table, design: .twitter)
        scene.window.modelFrames(2)
        scene.header = nil
        await settle(scene.window)
        #expect(successor.headerView.superview === scene.table)
        #expect(scene.table.tableHeaderView != nil)   // the successor's spacer
        scene.table.contentOffset.y = scene.table.modelMinimumOffset.y + 40
        scene.window.modelFrames(2)
        #expect(successor.frame?.offset == 40)
        successor.detach()
        // Given back as the app had it, not as the first controller left it.
        #expect(scene.table.contentInset.top == 0)
        #expect(scene.table.tableHeaderView == nil)
    }
}
