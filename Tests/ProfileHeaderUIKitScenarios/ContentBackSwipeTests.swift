import ProfileHeaderCore
import ProfileHeaderUIKit
import Testing
import UIKit

/// Issue 45, defect 4: iOS 26's content back-swipe (`interactiveContentPopGestureRecognizer`, anywhere
/// in the content) against the tab pager. On the first tab a swipe toward the previous screen is the
/// system's (there is no tab that way); on any other tab it pages; a swipe toward later tabs always
/// pages — mirrored right to left. The pager's own pan decides, by the engine's answer
/// (`pagerTakesRightwardSwipes`, `pagerTakesLeftwardSwipes`), in `gestureRecognizerShouldBegin`.
@MainActor
@Suite struct ContentBackSwipeTests {
    typealias TabbedProfileScreen = PushedProfileTests.TabbedProfileScreen

    /// A feed with the tabbed profile pushed onto it, in a window (`layoutDirection`: the app's language).
    @MainActor struct Scene {
        let window = makeWindow()
        let navigation: UINavigationController
        let profile = TabbedProfileScreen()

        init(layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight, pushed: Bool = true) {
            window.modelTraitCollection = window.modelTraitCollection.modelWith(layoutDirection: layoutDirection)
            navigation = UINavigationController(rootViewController: pushed ? PushedProfileTests.FeedScreen() : profile)
            window.rootViewController = navigation
            window.modelFrames(2)
            if pushed {
                navigation.pushViewController(profile, animated: true)
                window.modelFrames(2)
            }
        }

        /// A horizontal swipe over the lists, `dx` points (positive: the finger moves right) in 8 moves.
        @discardableResult
        func swipe(_ dx: CGFloat) -> UIScrollView? {
            let took = window.modelDrag(at: CGPoint(x: 200, y: 600), moves: Array(repeating: CGPoint(x: dx / 8, y: 0), count: 8))
            window.modelFrames(60)
            return took
        }
    }

    @Test("First tab: a rightward swipe pops to the feed (the system's content swipe), a leftward one pages to the second tab")
    func firstTabLeavesTheBackSwipeToTheSystem() {
        let scene = Scene()
        #expect(scene.swipe(240) == nil, "the pager let the swipe go")
        #expect(scene.navigation.topViewController is PushedProfileTests.FeedScreen, "popped to the feed")

        let again = Scene()
        #expect(again.swipe(-240) === again.profile.tabs.pagerView)
        #expect(again.profile.tabs.selectedIndex == 1)
        // On the second tab a rightward swipe pages back to the first.
        #expect(again.swipe(240) === again.profile.tabs.pagerView)
        #expect(again.profile.tabs.selectedIndex == 0)
        #expect(again.navigation.topViewController === again.profile, "still on the profile")
    }

    @Test("Right to left: on the first tab (the rightmost) a leftward swipe is the system's, a rightward one pages")
    func rightToLeftIsMirrored() {
        let scene = Scene(layoutDirection: .rightToLeft)
        #expect(scene.swipe(-240) == nil)
        #expect(scene.navigation.topViewController is PushedProfileTests.FeedScreen)
        let again = Scene(layoutDirection: .rightToLeft)
        #expect(again.swipe(240) === again.profile.tabs.pagerView)
        #expect(again.profile.tabs.selectedIndex == 1)
    }

    @Test("A profile at the root of its stack (nothing to go back to) keeps every swipe for the pager")
    func rootProfileKeepsItsSwipes() {
        let scene = Scene(pushed: false)
        #expect(scene.swipe(240) === scene.profile.tabs.pagerView, "the pager bounces at its first page, as before")
        #expect(scene.profile.tabs.selectedIndex == 0)
    }

    @Test("A tabbed profile at the root of its navigation controller (a tab bar app's own profile) rests at the top with the bar hidden, its tabs free to switch")
    func rootTabbedProfileRestsAtTheTop() throws {
        // Found here: laid out first before its lists had a size, the page read no viewport and kept
        // the design's safe area (an inset of 147 pt), then a 47 pt "pull" that held the pager still.
        let scene = Scene(pushed: false)
        let list = scene.profile.lists[0]
        #expect(scene.navigation.isNavigationBarHidden)
        #expect(list.contentOffset.y == -list.adjustedContentInset.top, "at rest at the top: \(list.contentOffset.y), \(list.adjustedContentInset.top)")
        #expect(try #require(scene.profile.tabs.frame).canSwitchTabs)
        #expect(scene.swipe(-240) === scene.profile.tabs.pagerView)
        #expect(scene.profile.tabs.selectedIndex == 1)
    }

    @Test("Where no back swipe would take it (the app turned the content swipe off, or hides the Back button), the pager keeps the rightward swipe on the first tab",
          arguments: [false, true])
    func noSystemSwipeNoRefusal(hidesBackButton: Bool) {
        let scene = Scene()
        if hidesBackButton {
            scene.profile.navigationItem.hidesBackButton = true
        } else {
            scene.navigation.interactiveContentPopGestureRecognizer?.isEnabled = false
        }
        scene.profile.tabs.headerView.setNeedsLayout()
        scene.window.modelFrames(2)
        #expect(scene.swipe(240) === scene.profile.tabs.pagerView, "the pager takes it (and bounces), rather than nothing taking it")
        #expect(scene.navigation.topViewController === scene.profile)
    }
}
