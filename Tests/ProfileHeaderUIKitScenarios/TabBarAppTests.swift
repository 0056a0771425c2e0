import ProfileHeaderCore
import ProfileHeaderUIKit
import Testing
import UIKit

/// Issue 45, defect 2 in a tab bar app: the profile's status bar style reaches the screen only
/// through containers that route it. A navigation controller whose bar the page hid routes it to
/// its top screen (observed); a tab bar controller does not say it routes to its selected tab, and
/// apps report it does not: the app's tab bar controller returns `selectedViewController` from
/// `childForStatusBarStyle` (one line, what the README and the example do).
@MainActor
@Suite struct TabBarAppTests {
    /// The app's tab bar controller with the one line.
    final class RoutingTabBarController: UITabBarController {
        override var childForStatusBarStyle: UIViewController? { selectedViewController }
    }

    /// A tab bar app: Home (a feed) and the user's own tabbed profile at the root of the second tab's
    /// navigation controller, that tab selected.
    private func app(_ tabBar: UITabBarController) -> (UIWindow, PushedProfileTests.TabbedProfileScreen) {
        let window = makeWindow()
        let profile = PushedProfileTests.TabbedProfileScreen()
        tabBar.viewControllers = [UINavigationController(rootViewController: PushedProfileTests.FeedScreen()),
                                  UINavigationController(rootViewController: profile)]
        tabBar.selectedIndex = 1
        window.rootViewController = tabBar
        window.modelFrames(3)
        return (window, profile)
    }

    @Test("Defect 2: with the one line the clock reads light over the banner; without it the tab bar controller's own style shows")
    func statusBarThroughATabBarController() throws {
        let (_, profile) = app(RoutingTabBarController())
        #expect(profile.tabs.statusBarStyle == .lightContent)
        #expect(profile.navigationController?.isNavigationBarHidden == true, "the page owns the bar on its own tab too")
        #expect(profile.tabBarController?.modelResolvedStatusBarStyle == .lightContent)
        let (_, plain) = app(UITabBarController())
        #expect(plain.tabBarController?.modelResolvedStatusBarStyle == .default, "UIKit's tab bar controller keeps its own")
    }
}
