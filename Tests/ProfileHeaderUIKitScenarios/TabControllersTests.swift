import ProfileHeaderCore
import ProfileHeaderUIKit
import Testing
import UIKit

/// Issue 19: tabs from child view controllers, as JXPagingView users bring them — each tab a view
/// controller whose view is its list, made children of the page's controller and given back.
@MainActor
@Suite struct TabControllersTests {
    /// A tab: a view controller whose view is a table (what `UITableViewController` is).
    final class ListController: UIViewController {
        let rows = Rows(60)
        init(title: String) {
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { nil }
        override func loadView() {
            let table = UITableView(frame: .zero, style: .plain)
            table.dataSource = rows
            view = table
        }
    }

    /// The page's controller in a window, and its three tabs.
    static func makePage() -> (window: UIWindow, page: UIViewController, tabs: [ListController]) {
        let window = makeWindow()
        let page = UIViewController()
        window.rootViewController = page
        return (window, page, [ListController(title: "Posts"), ListController(title: "Replies"), ListController(title: "Media")])
    }

    @Test("Child view controllers become the tabs: children of the page, titled by their titles, driving the header")
    func childrenAreTabs() throws {
        let (window, page, tabs) = Self.makePage()
        let controller = try ProfileTabsController(parent: page, tabs: tabs, design: .twitter)
        window.modelFrames(2)
        #expect(page.children == tabs)
        #expect(tabs.allSatisfy { $0.view.superview === controller.pagerView })
        #expect(controller.tabBarView.buttons.map { $0.title(for: .normal) } == ["Posts", "Replies", "Media"])
        #expect(controller.frame?.offset == 0)   // at rest, expanded
        let list = try #require(tabs[0].view as? UITableView)
        window.modelDrag(at: CGPoint(x: 200, y: 600), moves: Array(repeating: CGPoint(x: 0, y: -10), count: 5), releaseVelocity: .zero)
        #expect(list.contentOffset.y == list.modelMinimumOffset.y + 50)
        #expect(controller.frame?.offset == 50)

        controller.detach()
        #expect(page.children.isEmpty)
        #expect(tabs.allSatisfy { $0.view.superview == nil })
    }

    @Test("A tabs controller released without detach() gives its tabs back to no parent")
    func releasedGivesTabsBack() async throws {
        let (window, page, tabs) = Self.makePage()
        var controller: ProfileTabsController? = try ProfileTabsController(parent: page, tabs: tabs, design: .twitter)
        window.modelFrames(2)
        weak let released = controller
        controller = nil
        for _ in 0..<5 { await Task.yield() }
        window.modelFrames(1)
        #expect(released == nil)
        #expect(page.children.isEmpty)
    }

    @Test("Rebuilding the page with the same tabs: the old controller, released after, leaves the new one whole")
    func rebuiltWithSameTabs() async throws {
        let (window, page, tabs) = Self.makePage()
        let header = ProfileHeaderView()
        var old: ProfileTabsController? = try ProfileTabsController(parent: page, tabs: tabs, design: .twitter, headerView: header)
        window.modelFrames(2)
        let new = try ProfileTabsController(parent: page, tabs: tabs, design: .twitter, headerView: header)
        old = nil
        for _ in 0..<5 { await Task.yield() }
        window.modelFrames(2)
        #expect(old == nil)
        #expect(page.children == tabs)
        #expect(tabs.allSatisfy { $0.view.superview === new.pagerView })
        #expect(header.superview === page.view)
        let list = try #require(tabs[0].view as? UITableView)
        #expect(list.tableHeaderView != nil)                        // the new page's spacer
        #expect(list.contentOffset.y == list.modelMinimumOffset.y)  // at rest, under the header
        window.modelDrag(at: CGPoint(x: 200, y: 600), moves: Array(repeating: CGPoint(x: 0, y: -10), count: 3), releaseVelocity: .zero)
        #expect(new.frame?.offset == 30)
        new.detach()
    }

    @Test("Titles that do not match the tabs are refused")
    func titleCount() {
        let (_, page, tabs) = Self.makePage()
        #expect(throws: ProfileTabsError.titleCountMismatch(tabs: 3, titles: 2)) {
            try ProfileTabsController(parent: page, tabs: tabs, tabTitles: ["A", "B"], design: .twitter)
        }
        #expect(page.children.isEmpty)
    }

    @Test("A tab whose view is not a scroll view is refused by index, before anything changes; no tabs is refused")
    func refused() {
        let (_, page, tabs) = Self.makePage()
        let notAList = UIViewController()
        #expect(throws: ProfileTabsError.tabViewIsNotAScrollView(index: 1)) {
            try ProfileTabsController(parent: page, tabs: [tabs[0], notAList], design: .twitter)
        }
        #expect(page.children.isEmpty)
        #expect(page.view.subviews.isEmpty)
        #expect(throws: ProfileTabsError.noTabs) {
            try ProfileTabsController(parent: page, tabs: [], design: .twitter)
        }
    }
}
