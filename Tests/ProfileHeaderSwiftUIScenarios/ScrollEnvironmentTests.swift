import ProfileHeaderCore
@testable import ProfileHeaderSwiftUI
import SwiftUIScrollModel
import Testing

/// Issue 46, defect 1: the pager stops taking swipes as soon as the header is pulled; its
/// `scrollDisabled(true)` reaches every tab through the environment. The pull and the refresh must
/// go on whatever SwiftUI makes of a tab's own `scrollDisabled(false)` (undocumented).
@MainActor
@Suite struct ScrollEnvironmentTests {
    static var tabbed: ProfilePage {
        ProfilePage.tabbed(design: .twitter, tabCount: 3, refreshes: true)
    }

    @Test("A pull past the threshold keeps following the finger while the pager takes no swipes, and refreshes")
    func pullGoesOn() {
        let scene = PageScene(page: Self.tabbed)
        scene.drag(by: 200, steps: 20, lift: false)
        #expect(!scene.driver.pagerTakesSwipes, "pulled: the pager is disabled")
        #expect(scene.tabScrolls, "and the followed tab still scrolls")
        #expect(-scene.scrolled(0) > 60, "pulled \(-scene.scrolled(0)) pt")
        scene.lift()
        #expect(scene.refreshRuns == 1)
    }

    @Test("The tab's own scrollDisabled(false) of before: under the reading where the ancestor wins, the pull dies")
    func oldTreeStops() {
        let scene = PageScene(page: Self.tabbed, tree: .beforeIssue46)
        scene.drag(by: 200, steps: 20)
        #expect(scene.refreshRuns == 0, "the pull stopped at its first points")
        #expect(!modelScrollEnabled([.scrollDisabled(true), .scrollDisabled(false)]))
        #expect(modelScrollEnabled([.scrollDisabled(true), .writesIsScrollEnabled(true)]))
    }

    @Test("A carousel inside a row still follows the app's own setting")
    func appScrollViewsKeepTheirs() {
        #expect(!modelScrollEnabled([.scrollDisabled(true), .writesIsScrollEnabled(true), .scrollDisabled(true)]))
        #expect(modelScrollEnabled([.scrollDisabled(true), .writesIsScrollEnabled(true), .inherits]))
    }

    @Test("The app's own scrollDisabled(true) around the page still stops the tabs")
    func appTurnsScrollingOff() {
        let scene = PageScene(page: Self.tabbed)
        scene.appDisablesScrolling = true
        scene.drag(by: -300, steps: 20)
        #expect(scene.scrolled(0) == 0, "the tab scrolled \(scene.scrolled(0)) under the app's scrollDisabled(true)")
        scene.appDisablesScrolling = false
        scene.drag(by: -300, steps: 20)
        #expect(scene.scrolled(0) > 100)
    }

    @Test("Defect 8: the app's refreshable around the page runs once per pull, by the page, with its spinner held until the action returns")
    func ancestorRefreshableRunsOnce() {
        let scene = PageScene(page: Self.tabbed)
        scene.ancestorRefreshable = true
        scene.drag(by: 200, steps: 20)
        #expect(scene.ancestorRefreshRunsBySystem == 0, "the tab's hidden system control ran the app's action")
        #expect(scene.ancestorRefreshRunsByPage == 1, "the page did not run the app's action")
        scene.frames(60)
        #expect(scene.frame.refresh.phase == .refreshing, "the spinner left before the app's action returned")
        scene.finishRefresh()
        scene.frames(120)
        #expect(scene.frame.refresh.phase == .idle)
        #expect(scene.headerOffset == 0)
    }

    @Test("Defect 8, before: the tabs inherit the app's refreshable, the page has no action: a hidden second refresh, the spinner gone at once")
    func ancestorRefreshableBefore() {
        var tree = SceneTree.shipping
        tree.adoptsAncestorRefreshable = false
        let scene = PageScene(page: Self.tabbed, tree: tree)
        scene.ancestorRefreshable = true
        scene.drag(by: 200, steps: 20)
        #expect(scene.ancestorRefreshRunsBySystem == 1)
        #expect(scene.ancestorRefreshRunsByPage == 0)
        scene.frames(60)
        #expect(scene.frame.refresh.phase != .refreshing)
    }

    @Test("Defect 8: the app's own views in the rows keep the app's refresh action; a page that does not refresh leaves the app's refreshable to the system's controls")
    func ancestorRefreshableElsewhere() {
        // A "Try again" button in a row reads `refresh`: the app's, around the page; the pager's empty
        // one; the app's given back to the rows.
        let rows: [ModelRefreshSetting] = [
            .refreshable("app's"),
            PageTree.tabsShadowRefresh(ancestorRefreshable: true, pageRefreshes: true) ? .refreshable("pager's empty") : .inherits,
            PageTree.rowsGetAncestorsRefresh(ancestorRefreshable: true, pageRefreshes: true) ? .refreshable("app's") : .inherits,
        ]
        #expect(modelRefreshAction(rows) == "app's", "a row's own button would run nothing")
        // A page that does not refresh: the tabs keep the app's action (its pull stretches, the
        // system's control refreshes).
        #expect(!PageTree.tabsShadowRefresh(ancestorRefreshable: true, pageRefreshes: false))
        #expect(PageTree.refreshHandler(givesOnRefresh: true, ancestorRefreshable: true) == .onRefresh)
    }
}

