import ProfileHeaderCore
import ProfileHeaderUIKit
import Testing
import UIKit

/// Issue 45: a profile pushed onto a navigation controller from a feed — the X app's shape — with
/// the page owning the bar (`hidesNavigationBar(of:)`): one bar, Back by tap, swipe and VoiceOver's
/// escape, the bar put back as found whichever way the profile leaves, the status bar readable over
/// the banner, and iOS 26's top edge effect kept off the banner.
@MainActor
@Suite struct PushedProfileTests {
    /// The screen before the profile: the feed, under the system bar.
    final class FeedScreen: UIViewController {}

    /// The app's profile screen: one table under the page, which hides the system bar while the
    /// screen is on top (unless `hidesBar` is false: the page as it was before this issue).
    final class ProfileScreen: UIViewController {
        let table = UITableView(frame: .zero, style: .plain)
        let rows = Rows(60)
        var header: ProfileHeaderController!
        let hidesBar: Bool
        let keepsSwipeBack: Bool
        let leadingBarButton: UIButton?

        init(hidesBar: Bool = true, keepsSwipeBack: Bool = true, leadingBarButton: UIButton? = nil) {
            self.hidesBar = hidesBar
            self.keepsSwipeBack = keepsSwipeBack
            self.leadingBarButton = leadingBarButton
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            table.frame = view.bounds
            table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            table.dataSource = rows
            view.addSubview(table)
            header = ProfileHeaderController(scrollView: table, design: .twitter)
            header.onStatusBarStyleChange = { [weak self] _ in self?.setNeedsStatusBarAppearanceUpdate() }
            header.headerView.leadingBarButton = leadingBarButton
            if hidesBar { header.hidesNavigationBar(of: self, keepsSwipeBack: keepsSwipeBack) }
        }

        override var preferredStatusBarStyle: UIStatusBarStyle { header?.statusBarStyle ?? .default }
    }

    /// A feed in a navigation controller in a window, with `profile` pushed onto it.
    @MainActor
    struct Scene {
        let window: UIWindow
        let feed: FeedScreen
        let navigation: UINavigationController
        let profile: ProfileScreen

        init(profile: ProfileScreen? = nil, feedHidesBar: Bool = false) {
            window = makeWindow()
            feed = FeedScreen()
            let profile = profile ?? ProfileScreen()
            navigation = UINavigationController(rootViewController: feed)
            self.profile = profile
            window.rootViewController = navigation
            if feedHidesBar { navigation.setNavigationBarHidden(true, animated: false) }
            window.modelFrames(2)
            navigation.pushViewController(profile, animated: true)
            window.modelFrames(2)
        }

        /// The top of the header's bar content (under the status bar when the page owns the bar), in the window.
        var barTop: CGFloat {
            let bar = profile.header.headerView.barContentView
            return bar.convert(bar.bounds, to: nil).minY
        }
    }

    @Test("Pushed: the system bar hides while the profile is on top, so the header's bar is the only one, under the status bar")
    func oneBar() {
        let scene = Scene()
        #expect(scene.navigation.isNavigationBarHidden)
        #expect(scene.barTop == 47, "the header's bar starts under the status bar, not under a system bar: \(scene.barTop)")
        #expect(scene.profile.table.safeAreaInsets.top == 47)
        // Without it (as before): two bars, the header laid out one bar lower.
        let before = Scene(profile: ProfileScreen(hidesBar: false))
        #expect(!before.navigation.isNavigationBarHidden && before.barTop == 47 + 44)
    }

    @Test("Pushed: the status bar reads light over the banner through the navigation controller (observed routing while its bar is hidden)")
    func statusBarThroughTheNavigationController() {
        let scene = Scene()
        #expect(scene.window.rootViewController?.modelResolvedStatusBarStyle == .lightContent)
        let before = Scene(profile: ProfileScreen(hidesBar: false))
        #expect(before.window.rootViewController?.modelResolvedStatusBarStyle == .default, "the system bar's style decides while it shows")
    }

    @Test("Back: the header gets a Back button that pops; the bar is back, as it was, on the feed")
    func backButtonPops() throws {
        let scene = Scene()
        let back = try #require(scene.profile.header.headerView.leadingBarButton)
        #expect(back.configuration?.modelStyle == "glass", "iOS 26: a Liquid Glass Back, as the system's")
        back.modelSendPrimaryAction()
        scene.window.modelFrames(2)
        #expect(scene.navigation.viewControllers.count == 1)
        #expect(!scene.navigation.isNavigationBarHidden, "the feed has its bar again")
        // A feed that had hidden its bar itself keeps it hidden.
        let hiddenFeed = Scene(feedHidesBar: true)
        hiddenFeed.profile.header.headerView.leadingBarButton?.modelSendPrimaryAction()
        hiddenFeed.window.modelFrames(2)
        #expect(hiddenFeed.navigation.viewControllers.count == 1 && hiddenFeed.navigation.isNavigationBarHidden)
    }

    @Test("An app's own leading button is kept: the page adds Back only where the bar has none")
    func ownLeadingButtonKept() {
        let own = UIButton(type: .system, primaryAction: UIAction(title: "Own") { _ in })
        let scene = Scene(profile: ProfileScreen(leadingBarButton: own))
        #expect(scene.navigation.isNavigationBarHidden && scene.navigation.viewControllers.count == 2, "pushed, with a screen to go back to")
        #expect(scene.profile.header.headerView.leadingBarButton === own)
        scene.profile.header.detach()
        #expect(scene.profile.header.headerView.leadingBarButton === own, "the app's button is left where it was")
    }

    @Test("Swipe-back works with the bar hidden; a cancelled swipe leaves the profile as it was; a finished one gives the feed its bar and UIKit its delegate")
    func swipeBack() {
        let scene = Scene()
        let recognizer = scene.navigation.interactivePopGestureRecognizer
        // Without the page's delegate, UIKit's refuses while the bar is hidden (observed, modelled).
        let before = Scene(profile: ProfileScreen(keepsSwipeBack: false))
        #expect(before.navigation.isNavigationBarHidden && !before.navigation.modelSwipeFromLeadingEdge(), "the opt-out leaves UIKit's delegate")

        #expect(scene.navigation.modelSwipeFromLeadingEdge(), "the swipe begins with the bar hidden")
        scene.window.modelFrames(2)
        scene.navigation.modelEndInteractivePop(finished: false)
        scene.window.modelFrames(2)
        #expect(scene.navigation.topViewController === scene.profile)
        #expect(scene.navigation.isNavigationBarHidden, "cancelled: the profile keeps its one bar")
        #expect(scene.barTop == 47)

        #expect(scene.navigation.modelSwipeFromLeadingEdge())
        scene.navigation.modelEndInteractivePop(finished: true)
        scene.window.modelFrames(2)
        #expect(scene.navigation.viewControllers.count == 1 && !scene.navigation.isNavigationBarHidden)
        // UIKit's own delegate again: on a screen that hides the bar by itself the swipe goes by its rules.
        scene.navigation.pushViewController(FeedScreen(), animated: false)
        scene.navigation.setNavigationBarHidden(true, animated: false)
        #expect(recognizer?.delegate != nil && !scene.navigation.modelSwipeFromLeadingEdge())
    }

    @Test("Pushing onward: the next screen gets the bar; coming back hides it again")
    func pushOnward() {
        let scene = Scene()
        let next = FeedScreen()
        scene.navigation.pushViewController(next, animated: true)
        scene.window.modelFrames(2)
        #expect(!scene.navigation.isNavigationBarHidden)
        // The delegate is UIKit's while another screen is on top: its swipe goes by UIKit's rules.
        scene.navigation.popViewController(animated: true)
        scene.window.modelFrames(2)
        #expect(scene.navigation.isNavigationBarHidden && scene.barTop == 47)
    }

    @Test("No Back where there is nothing to go back to (the root screen, or no navigation controller); the bar still hides on a root profile")
    func noBackOnARootScreen() {
        let window = makeWindow()
        let profile = ProfileScreen()
        let navigation = UINavigationController(rootViewController: profile)
        window.rootViewController = navigation
        window.modelFrames(2)
        #expect(navigation.isNavigationBarHidden && profile.header.headerView.leadingBarButton == nil)
        let alone = ProfileScreen()
        let other = makeWindow()
        other.rootViewController = alone
        other.modelFrames(2)
        #expect(alone.header.headerView.leadingBarButton == nil)
    }

    @Test("A disappearance that leaves the profile on top (its tab bar controller shows another tab) keeps the bar hidden: no slide out and back")
    func otherTabKeepsTheBarHidden() {
        let scene = Scene()
        // What a tab bar controller does to its selected child when another tab is selected, and back.
        scene.navigation.beginAppearanceTransition(false, animated: false)
        scene.navigation.endAppearanceTransition()
        #expect(scene.navigation.isNavigationBarHidden, "hidden while away")
        scene.navigation.beginAppearanceTransition(true, animated: false)
        scene.navigation.endAppearanceTransition()
        scene.window.modelFrames(2)
        #expect(scene.navigation.isNavigationBarHidden && scene.barTop == 47)
        #expect(scene.navigation.modelSwipeFromLeadingEdge(), "swipe back still kept")
    }

    @Test("VoiceOver's escape on the header pops the profile")
    func escapePops() {
        let scene = Scene()
        #expect(scene.profile.header.headerView.barContentView.modelAccessibilityEscape())
        scene.window.modelFrames(2)
        #expect(scene.navigation.viewControllers.count == 1 && !scene.navigation.isNavigationBarHidden)
    }

    @Test("detach() gives the bar, the Back slot and the pop gesture back")
    func detachGivesEverythingBack() {
        let scene = Scene()
        scene.profile.header.detach()
        scene.window.modelFrames(2)
        #expect(!scene.navigation.isNavigationBarHidden)
        #expect(scene.profile.header.headerView.leadingBarButton == nil)
        // UIKit's own delegate of the pop gesture again: with the bar hidden by the app, it refuses.
        scene.navigation.setNavigationBarHidden(true, animated: false)
        #expect(!scene.navigation.modelSwipeFromLeadingEdge(), "the page's relay is gone")
        #expect(scene.profile.children.isEmpty, "no helper left behind in the app's controller")
    }

    /// A tabbed profile screen: three tables under one header, pushed.
    final class TabbedProfileScreen: UIViewController {
        let lists = (0..<3).map { _ in UITableView(frame: .zero, style: .plain) }
        let rows = (0..<3).map { _ in Rows(60) }
        var tabs: ProfileTabsController!

        override func viewDidLoad() {
            super.viewDidLoad()
            for (list, rows) in zip(lists, rows) { list.dataSource = rows }
            tabs = ProfileTabsController(containerView: view, lists: lists, tabTitles: ["Posts", "Replies", "Media"],
                                         design: .twitter)
            tabs.onStatusBarStyleChange = { [weak self] _ in self?.setNeedsStatusBarAppearanceUpdate() }
            tabs.hidesNavigationBar(of: self)
        }

        override var preferredStatusBarStyle: UIStatusBarStyle { tabs?.statusBarStyle ?? .default }
    }

    @Test("Defect 8: the screen's content scroll view is the active tab's list (UIKit would guess the pager), following a tab switch")
    func contentScrollViewFollowsTheActiveTab() {
        let window = makeWindow()
        let navigation = UINavigationController(rootViewController: FeedScreen())
        window.rootViewController = navigation
        window.modelFrames(2)
        let profile = TabbedProfileScreen()
        navigation.pushViewController(profile, animated: true)
        window.modelFrames(2)
        #expect(navigation.isNavigationBarHidden)
        #expect(profile.contentScrollView(for: .top) === profile.lists[0] && profile.contentScrollView(for: .bottom) === profile.lists[0])
        profile.tabs.select(2, animated: false)
        window.modelFrames(4)
        #expect(profile.contentScrollView(for: .top) === profile.lists[2], "after the switch")
        profile.tabs.detach()
        #expect(profile.contentScrollView(for: .top) == nil, "given back to UIKit's own search (the screen had set none)")
    }

    @Test("iOS 26: the list's top edge effect is hidden while the page is attached (the banner is under it), and put back on detach")
    func topEdgeEffectHidden() {
        let scene = Scene()
        #expect(scene.profile.table.topEdgeEffect.isHidden)
        scene.profile.header.detach()
        #expect(!scene.profile.table.topEdgeEffect.isHidden)
        let tabbed = TabbedScene()
        #expect(tabbed.lists.allSatisfy(\.topEdgeEffect.isHidden) && tabbed.tabs.pagerView.topEdgeEffect.isHidden)
        tabbed.tabs.detach()
        #expect(tabbed.lists.allSatisfy { !$0.topEdgeEffect.isHidden } && !tabbed.tabs.pagerView.topEdgeEffect.isHidden)
    }
}
