import ProfileHeaderUIKit
import UIKit

/// The X app's shape: a tab bar controller with a Home tab — a feed whose navigation bar slides away
/// while reading; a post pushes its author's tabbed profile, which is the screen's only bar while it
/// is on top (Back, swipe back, and on iOS 26 the content swipe on its first tab) — and a Profile
/// tab, the user's own tabbed profile at the root of its navigation controller.
final class ExampleTabBarController: UITabBarController, UITabBarControllerDelegate {
    init(close: @escaping @MainActor () -> Void) {
        super.init(nibName: nil, bundle: nil)
        let feed = FeedViewController(close: close, followsWithToolbar: false) { TabbedProfileViewController(close: close) }
        let home = UINavigationController(rootViewController: feed)
        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        let own = UINavigationController(rootViewController: TabbedProfileViewController(close: close))
        own.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person"), tag: 1)
        viewControllers = [home, own]
        // On iOS 26 the system shrinks the tab bar while reading (iPhone): the shy bars hide only the
        // feed's navigation bar, which the system's minimization does not hide.
        if #available(iOS 26.0, *) { tabBarMinimizeBehavior = .onScrollDown }
        delegate = self
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    /// A tab bar controller does not let its tabs set the status bar's style unless told to: the
    /// profile's light clock over its dark banner needs this line.
    override var childForStatusBarStyle: UIViewController? { selectedViewController }

    /// Another tab chosen: the status bar asks again ("If the return value from this method changes,
    /// call the setNeedsStatusBarAppearanceUpdate() method", UIViewController.childForStatusBarStyle).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        setNeedsStatusBarAppearanceUpdate()
    }
}
