#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import UIKit

/// A page that owns the bar of the screen it is on, in a navigation controller (the X app's way):
/// while that screen is the top screen, the navigation controller's bar is hidden and the header's
/// bar is the only one; when the screen leaves the top — popped, by Back, a swipe or VoiceOver's
/// escape, or covered by a screen pushed onward — the bar is put back as the page found it. A
/// disappearance that leaves the screen on top (a modal over it, another tab, a swipe back still
/// under way or cancelled) keeps it hidden. (Undocumented: the order in which the outgoing and the
/// incoming screens hear their appearance; the page reads whether its screen is still on top, not
/// which callback came first.)
///
/// It is a child view controller of the app's screen, so UIKit tells it of the screen's appearance
/// transitions (a container forwards "appearance-related containment callbacks to child view
/// controllers" by default: `shouldAutomaticallyForwardAppearanceMethods`); the app's controllers
/// are not subclassed and the navigation controller's delegate is left alone. Its view is an empty,
/// hidden one in the screen's view.
///
/// Hiding the bar is widely reported to stop the edge swipe back (the pop gesture's own delegate
/// refuses while the bar is hidden: observed, not documented). With `keepsSwipeBack`, while the
/// screen is on top the pop gesture's delegate is a relay that lets the swipe begin when there is a
/// screen to go back to and no transition is in flight, and hands every other question to UIKit's
/// delegate; it is put back when the screen leaves, and on ``uninstall()``.
@MainActor
final class NavigationBarHider: UIViewController {
    private weak var screen: UIViewController?
    private weak var headerView: ProfileHeaderView?
    private let keepsSwipeBack: Bool
    /// Whether the bar was hidden when the page hid it (nil while the page does not hide it).
    private var barWasHidden: Bool?
    /// The navigation controller the page hid the bar of.
    private weak var hiddenIn: UINavigationController?
    private var popRelay: PopGestureDelegateRelay?
    /// The Back button the page put in the header's leading slot (nil if the app has its own).
    private var backButton: UIButton?

    /// Hides the bar of `screen`'s navigation controller while `screen` is on top; `headerView`
    /// gets a Back button that pops if its leading slot is empty (once the screen has one to go
    /// back to), and pops on VoiceOver's escape.
    init(screen: UIViewController, headerView: ProfileHeaderView, keepsSwipeBack: Bool) {
        self.screen = screen
        self.headerView = headerView
        self.keepsSwipeBack = keepsSwipeBack
        super.init(nibName: nil, bundle: nil)
        headerView.onAccessibilityEscape = { [weak self] in self?.popScreen() ?? false }
        screen.addChild(self)
        screen.view.addSubview(view)
        didMove(toParent: screen)
        // Installed on a screen already on screen: at once, as its appearance would have.
        if screen.viewIfLoaded?.window != nil { hideBar(animated: false) }
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let empty = UIView(frame: .zero)
        empty.isHidden = true
        empty.isUserInteractionEnabled = false
        view = empty
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        hideBar(animated: animated)
    }

    /// The screen leaves the top of its navigation controller (popped, or covered by a push): the
    /// bar goes back, alongside the transition. A disappearance that leaves it on top — a modal
    /// presented over it, another tab selected, a swipe back still under way — keeps the bar hidden.
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if !isOnTop { restoreBar(animated: animated) }
    }

    /// A swipe back that finished (the screen is no longer on top): the bar goes back now.
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if !isOnTop { restoreBar(animated: false) }
    }

    /// Puts back everything: the bar, the pop gesture's delegate, the leading slot, the escape; and
    /// leaves the app's screen. Calling it again does nothing.
    func uninstall() {
        restoreBar(animated: false)
        if let headerView {
            headerView.onAccessibilityEscape = nil
            if let backButton, headerView.leadingBarButton === backButton { headerView.leadingBarButton = nil }
        }
        backButton = nil
        guard parent != nil else { return }
        willMove(toParent: nil)
        viewIfLoaded?.removeFromSuperview()
        removeFromParent()
    }

    /// Whether the screen is still the top screen of the navigation controller the page hid the bar of.
    private var isOnTop: Bool {
        guard let hiddenIn, let screen else { return false }
        return hiddenIn.topViewController === screen
    }

    /// The screen's navigation controller, if the screen is its top screen.
    private var navigation: UINavigationController? {
        guard let screen, let navigation = screen.navigationController, navigation.topViewController === screen else { return nil }
        return navigation
    }

    private func hideBar(animated: Bool) {
        guard let navigation else { return }
        if hiddenIn !== navigation {
            barWasHidden = navigation.isNavigationBarHidden
            hiddenIn = navigation
        }
        if !navigation.isNavigationBarHidden { navigation.setNavigationBarHidden(true, animated: animated) }
        if backButton == nil, let headerView, headerView.leadingBarButton == nil, navigation.viewControllers.first !== screen {
            backButton = makeBackButton(over: headerView)
            headerView.leadingBarButton = backButton
        }
        if keepsSwipeBack, popRelay == nil, let recognizer = navigation.interactivePopGestureRecognizer {
            popRelay = PopGestureDelegateRelay(installedOn: recognizer, in: navigation)
        }
    }

    private func restoreBar(animated: Bool) {
        popRelay?.uninstall()
        popRelay = nil
        guard let navigation = hiddenIn, let barWasHidden else { return }
        hiddenIn = nil
        self.barWasHidden = nil
        if navigation.isNavigationBarHidden != barWasHidden { navigation.setNavigationBarHidden(barWasHidden, animated: animated) }
    }

    /// Back: Liquid Glass on iOS 26, as the system's own (`UIButton.Configuration.glass()`), unless
    /// the header draws its own round backdrop behind its buttons (`barButtonBackdropColor`); a plain
    /// chevron otherwise.
    private func makeBackButton(over headerView: ProfileHeaderView) -> UIButton {
        var configuration = UIButton.Configuration.plain()
        if #available(iOS 26.0, *), headerView.barButtonBackdropColor == nil { configuration = .glass() }
        configuration.image = UIImage(systemName: "chevron.backward")
        let back = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.popScreen() })
        back.accessibilityLabel = "Back"
        return back
    }

    /// Whether a swipe back may begin in `navigation` while the page has hidden its bar: there is a
    /// screen to go back to and no transition is in flight (a swipe begun during one freezes the
    /// stack). The relay's answer, both where it ships and in the platform model's version.
    static func swipeBackMayBegin(in navigation: UINavigationController?) -> Bool {
        guard let navigation else { return false }
        return navigation.viewControllers.count > 1 && navigation.transitionCoordinator == nil
    }

    /// Back: pops the screen if it is on top of a stack it can leave. Returns whether it did.
    @discardableResult
    private func popScreen() -> Bool {
        guard let navigation, navigation.viewControllers.count > 1 else { return false }
        navigation.popViewController(animated: true)
        return true
    }
}
#endif
