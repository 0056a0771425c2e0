import ProfileHeaderCore
import ProfileHeaderUIKit
import Testing
import UIKit

/// Issue 45, mode (b): a profile pushed onto a navigation controller that keeps its own bar (the iOS
/// 26 way, `keepsNavigationBar(of:)`): the system bar is the header's bar — the pinned header ends at
/// the bar's measured bottom on every device, the title arrives under it —, it is transparent over
/// the banner with the system's Back and the screen's items, the status bar reads light, the edge
/// effect comes back once pinned, and everything is given back.
@MainActor
@Suite struct KeptNavigationBarTests {
    final class FeedScreen: UIViewController {}

    /// The app's profile: one table under the page, which keeps the system bar (unless `keepsBar` is
    /// false: a page that knows nothing of the bar, as before this issue).
    final class ProfileScreen: UIViewController {
        let table = UITableView(frame: .zero, style: .plain)
        let rows = Rows(80)
        var header: ProfileHeaderController!
        let keepsBar: Bool

        init(keepsBar: Bool = true) {
            self.keepsBar = keepsBar
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.title = "Jane"
            navigationItem.rightBarButtonItems = [UIBarButtonItem()]
            table.frame = view.bounds
            table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            table.dataSource = rows
            view.addSubview(table)
            header = ProfileHeaderController(scrollView: table, design: .twitter)
            if keepsBar { header.keepsNavigationBar(of: self) }
        }
    }

    @MainActor
    struct Scene {
        let window = makeWindow()
        let feed = FeedScreen()
        let navigation: UINavigationController
        let profile: ProfileScreen

        /// The feed (large titles, as a feed may have) with `profile` pushed; `barHeight` is the
        /// system bar's on the device played (44 on a phone, 50 on an iPad under iPadOS 26).
        init(profile: ProfileScreen = ProfileScreen(), barHeight: CGFloat = 44,
             beforePush: (UINavigationController) -> Void = { _ in }) {
            navigation = UINavigationController(rootViewController: feed)
            navigation.navigationBar.prefersLargeTitles = true
            navigation.modelNavigationBarHeight = barHeight
            beforePush(navigation)
            self.profile = profile
            window.rootViewController = navigation
            window.modelFrames(2)
            navigation.pushViewController(profile, animated: true)
            window.modelFrames(2)
        }

        /// The bar's bottom in the window, as UIKit laid it out.
        var barBottom: CGFloat { navigation.navigationBar.convert(navigation.navigationBar.bounds, to: nil).maxY }
        /// The header's visible part (its clip) in the window.
        var headerClip: CGRect {
            let clip = profile.header.headerView.titleLabel.superview!
            return clip.convert(clip.bounds, to: nil)
        }
        /// Scrolls the list far past the collapse.
        func pin() {
            profile.table.contentOffset.y = 2_000
            window.modelFrames(2)
        }
    }

    @Test("The pinned header ends at the system bar's bottom, on a phone and on an iPad (a taller bar)", arguments: [44.0, 50.0])
    func pinnedAtTheBarsBottom(barHeight: Double) {
        let scene = Scene(barHeight: CGFloat(barHeight))
        #expect(!scene.navigation.isNavigationBarHidden, "the bar stays")
        #expect(abs(scene.barBottom - (47 + CGFloat(barHeight))) < 0.01)
        scene.pin()
        #expect(abs(scene.headerClip.maxY - scene.barBottom) < 0.01, "\(scene.headerClip)")
        // A page that knows nothing of the bar: two bars, the header's a bar lower.
        let before = Scene(profile: ProfileScreen(keepsBar: false), barHeight: CGFloat(barHeight))
        before.pin()
        #expect(abs(before.headerClip.maxY - (before.barBottom + 44)) < 0.01)
    }

    @Test("The title arrives under the system bar; the item's own title gives way to an empty title view")
    func titleInTheBar() throws {
        let scene = Scene()
        let title = scene.profile.header.headerView.titleLabel
        scene.pin()
        let frame = title.convert(title.bounds, to: nil)
        #expect(title.alpha == 1 && frame.minY >= 47 && frame.maxY <= scene.barBottom, "\(frame)")
        let titleView = try #require(scene.profile.navigationItem.titleView)
        #expect(titleView.subviews.isEmpty && !titleView.isAccessibilityElement, "nothing drawn, nothing read twice")
        #expect(scene.profile.navigationItem.title == "Jane", "it still names the Back button of a screen pushed onward")
    }

    @Test("The app's own bar styling stays: the item's appearance is a transparent copy of the bar's, which is left alone")
    func appStylingKept() throws {
        let scene = Scene(beforePush: { navigation in
            navigation.navigationBar.standardAppearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        })
        let appearance = try #require(scene.profile.navigationItem.standardAppearance)
        #expect(appearance.titleTextAttributes[.foregroundColor] != nil, "the app's title styling copied")
        #expect(!scene.navigation.navigationBar.standardAppearance.modelHasTransparentBackground, "the shared bar's own is untouched")
    }

    @Test("A screen whose view does not extend under an opaque bar is laid out under it while the bar is kept, and given back")
    func opaqueBar() {
        let scene = Scene(beforePush: { $0.navigationBar.isTranslucent = false })
        scene.pin()
        #expect(abs(scene.headerClip.maxY - scene.barBottom) < 0.01, "\(scene.headerClip)")
        #expect(scene.profile.extendedLayoutIncludesOpaqueBars)
        scene.profile.header.detach()
        #expect(!scene.profile.extendedLayoutIncludesOpaqueBars)
    }

    @Test("Over the banner the bar is transparent in every appearance; no large title; iOS 27's minimization held at .never")
    func transparentBar() throws {
        let scene = Scene()
        let item = scene.profile.navigationItem
        for appearance in [item.standardAppearance, item.scrollEdgeAppearance, item.compactAppearance, item.compactScrollEdgeAppearance] {
            #expect(try #require(appearance).modelHasTransparentBackground)
        }
        #expect(item.largeTitleDisplayMode == .never)
        #expect(abs(scene.barBottom - 91) < 0.01, "no large title part under the bar")
        #expect(item.navigationBarMinimization.minimizationBehavior == .never)
        #expect(scene.profile.header.headerView.leadingBarButton == nil, "no second Back: the system's is there")
        #expect(scene.navigation.interactivePopGestureRecognizer?.modelShouldBegin() == true, "the edge swipe back works, untouched")
    }

    @Test("The status bar reads light over the banner through the bar's style, and the feed's style is back after the pop")
    func statusBar() {
        let scene = Scene()
        #expect(scene.window.rootViewController?.modelResolvedStatusBarStyle == .lightContent)
        let before = Scene(profile: ProfileScreen(keepsBar: false))
        #expect(before.window.rootViewController?.modelResolvedStatusBarStyle == .default, "dark clock over the dark banner")
        scene.navigation.popViewController(animated: true)
        scene.window.modelFrames(2)
        #expect(scene.navigation.navigationBar.barStyle == .default)
        #expect(scene.window.rootViewController?.modelResolvedStatusBarStyle == .default)
    }

    @Test("iOS 26's top edge effect stays off the banner and comes back once the header is pinned (on every list and the pager)")
    func edgeEffectWhenPinned() {
        let scene = Scene()
        #expect(scene.profile.table.topEdgeEffect.isHidden)
        scene.pin()
        #expect(!scene.profile.table.topEdgeEffect.isHidden)
        scene.profile.table.contentOffset.y = -scene.profile.table.adjustedContentInset.top
        scene.window.modelFrames(2)
        #expect(scene.profile.table.topEdgeEffect.isHidden)
    }

    @Test("Detach gives back the item's appearances, large-title mode, minimization and the bar's style")
    func detachGivesBack() {
        let scene = Scene()
        let item = scene.profile.navigationItem
        scene.profile.header.detach()
        #expect(item.standardAppearance == nil && item.scrollEdgeAppearance == nil && item.compactAppearance == nil
                && item.compactScrollEdgeAppearance == nil)
        #expect(item.largeTitleDisplayMode == .automatic && item.titleView == nil)
        #expect(item.navigationBarMinimization.minimizationBehavior == .automatic)
        #expect(scene.navigation.navigationBar.barStyle == .default)
        #expect(!scene.profile.table.topEdgeEffect.isHidden)
    }

    @Test("A tabbed profile keeps the bar too: pinned at the bar's bottom, the edge effect back on every list and the pager")
    func tabbed() {
        final class TabbedProfile: UIViewController {
            var tabs: ProfileTabsController!
            let lists = (0..<3).map { _ in UITableView(frame: .zero, style: .plain) }
            let rows = Rows(80)
            override func viewDidLoad() {
                super.viewDidLoad()
                lists.forEach { $0.dataSource = rows }
                let page = ProfilePage.tabbed(design: .twitter, tabCount: 3)
                tabs = ProfileTabsController(containerView: view, lists: lists, tabTitles: ["Posts", "Replies", "Media"], page: page)
                tabs.keepsNavigationBar(of: self)
            }
        }
        let window = makeWindow()
        let navigation = UINavigationController(rootViewController: FeedScreen())
        window.rootViewController = navigation
        window.modelFrames(2)
        let profile = TabbedProfile()
        navigation.pushViewController(profile, animated: true)
        window.modelFrames(3)
        #expect(profile.lists.allSatisfy(\.topEdgeEffect.isHidden) && profile.tabs.pagerView.topEdgeEffect.isHidden)
        profile.lists[0].contentOffset.y = 2_000
        window.modelFrames(3)
        let tabBar = profile.tabs.tabBarView
        #expect(abs(tabBar.convert(tabBar.bounds, to: nil).minY - 91) < 0.01, "the tab bar pins right under the system bar")
        #expect(profile.lists.allSatisfy { !$0.topEdgeEffect.isHidden } && !profile.tabs.pagerView.topEdgeEffect.isHidden)
        #expect(window.rootViewController?.modelResolvedStatusBarStyle == .lightContent)
    }
}
