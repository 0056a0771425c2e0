#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import UIKit

/// What a page does with the navigation bar of the screen it is on: nothing, hide it while the
/// screen is on top (``NavigationBarHider``), or keep it as the header's bar
/// (``NavigationBarKeeper``) — one at a time, for both controllers. ``release()`` gives back
/// whichever is in force.
@MainActor
final class NavigationBarOwnership {
    private var hider: NavigationBarHider?
    private var keeper: NavigationBarKeeper?

    /// Hides `screen`'s navigation bar while it is on top (giving back what was in force before).
    func hide(of screen: UIViewController, headerView: ProfileHeaderView, keepsSwipeBack: Bool) {
        release()
        hider = NavigationBarHider(screen: screen, headerView: headerView, keepsSwipeBack: keepsSwipeBack)
    }

    /// Keeps `screen`'s navigation bar as the header's bar (giving back what was in force before).
    func keep(of screen: UIViewController) {
        release()
        keeper = NavigationBarKeeper(screen: screen)
    }

    /// Gives the bar back, hidden or kept. Calling it again does nothing.
    func release() {
        hider?.uninstall()
        hider = nil
        keeper?.uninstall()
        keeper = nil
    }

    /// Height of a kept system bar over the page, in points; 0 when the bar is not kept.
    var systemBarHeight: Double { keeper?.systemBarHeight ?? 0 }

    /// The status bar style the page wants, for a kept bar's style (from the layout pass).
    func write(statusBarStyle: UIStatusBarStyle) {
        keeper?.write(statusBarStyle: statusBarStyle)
    }
}
#endif
