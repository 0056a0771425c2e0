#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import UIKit

/// A page under the navigation controller's own bar (the iOS 26 way): the system bar stays, with
/// its Back (Liquid Glass on 26) and the screen's bar button items, and is the header's bar — the
/// header collapses to the bar's bottom (``systemBarHeight``, measured each pass) and its title
/// arrives under the bar.
///
/// What it sets is on the screen's own navigation item, so it holds only while that screen is on
/// top and needs no tracking ("When set and this item is topmost, overrides the hosting navigation
/// bar's standardAppearance", UINavigationItem.h; the same for the compact and scroll-edge ones): the
/// bar's own appearance made transparent ("Reset background and shadow properties to be
/// transparent", UIBarAppearance.h: the app's button and title styling stays) in all four, the
/// system title replaced by an empty title view (the header's title is the one that arrives, and
/// VoiceOver reads it once; the item's `title` still names the Back button of a screen pushed
/// onward: "Custom view to use in lieu of a title … Only used when item is topmost"),
/// `largeTitleDisplayMode = .never` (the feed before it may use large titles), and on iOS 27 the
/// system's minimization held at `.never` (the header is laid out to the bar's height). The screen's
/// view is laid out under the bar even when the bar is opaque (`extendedLayoutIncludesOpaqueBars`),
/// so its safe area holds the bar. The one thing shared with other screens is the bar's `barStyle`,
/// which decides the status bar's style while the bar shows (observed, not documented: a navigation
/// controller with its bar shown does not ask its top screen): it follows the page while the screen
/// is on top and is put back as found when the screen leaves, as ``NavigationBarHider`` puts back a
/// hidden bar. Everything goes back on ``uninstall()``. `screen` must be the view controller the
/// navigation controller holds (not a child of it).
@MainActor
final class NavigationBarKeeper: UIViewController {
    private weak var screen: UIViewController?
    private weak var item: UINavigationItem?
    private let original: (standard: UINavigationBarAppearance?, compact: UINavigationBarAppearance?,
                           scrollEdge: UINavigationBarAppearance?, compactScrollEdge: UINavigationBarAppearance?,
                           largeTitle: UINavigationItem.LargeTitleDisplayMode, titleView: UIView?,
                           extendsUnderOpaqueBars: Bool)
    /// The bar's height measured last while the screen was on top, in points.
    private var measuredBarHeight = 0.0
    private let minimization: SystemBarMinimizationHold
    /// The navigation controller whose bar style the page set, and the style it had.
    private weak var styledIn: UINavigationController?
    private var originalBarStyle: UIBarStyle?
    /// The status bar style the page wants now.
    private var statusBarStyle = UIStatusBarStyle.lightContent
    private var isInstalled = true

    init(screen: UIViewController) {
        self.screen = screen
        let item = screen.navigationItem
        self.item = item
        original = (item.standardAppearance, item.compactAppearance, item.scrollEdgeAppearance,
                    item.compactScrollEdgeAppearance, item.largeTitleDisplayMode, item.titleView,
                    screen.extendedLayoutIncludesOpaqueBars)
        minimization = SystemBarMinimizationHold(item)
        super.init(nibName: nil, bundle: nil)
        let transparent = Self.transparentAppearance(
            from: item.standardAppearance ?? screen.navigationController?.navigationBar.standardAppearance)
        item.standardAppearance = transparent
        item.compactAppearance = transparent
        item.scrollEdgeAppearance = transparent
        item.compactScrollEdgeAppearance = transparent
        item.largeTitleDisplayMode = .never
        let emptyTitle = UIView(frame: .zero)
        emptyTitle.isAccessibilityElement = false
        item.titleView = emptyTitle
        screen.extendedLayoutIncludesOpaqueBars = true
        minimization.hold()
        screen.addChild(self)
        screen.view.addSubview(view)
        didMove(toParent: screen)
        if screen.viewIfLoaded?.window != nil { styleBar() }
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let empty = UIView(frame: .zero)
        empty.isHidden = true
        empty.isUserInteractionEnabled = false
        view = empty
    }

    /// A copy of the app's appearance (`base`; a default one without) with no background and no
    /// shadow (`configureWithTransparentBackground()`).
    private static func transparentAppearance(from base: UINavigationBarAppearance?) -> UINavigationBarAppearance {
        let appearance = base?.copy() ?? UINavigationBarAppearance()
        appearance.configureWithTransparentBackground()
        return appearance
    }

    /// Height of the navigation controller's bar over the screen, in points: measured while the
    /// screen is the top screen (0 when its bar is hidden); while another screen is on top — pushed
    /// onward, or the one a pop goes back to, whose bar may be taller or hidden — the last one
    /// measured, so the page does not re-lay itself out under another screen's bar.
    var systemBarHeight: Double {
        if let screen, let navigation = screen.navigationController, navigation.topViewController === screen {
            measuredBarHeight = navigation.isNavigationBarHidden ? 0 : Double(navigation.navigationBar.bounds.height)
        }
        return measuredBarHeight
    }

    /// The status bar style the page wants: the bar's style follows it while the screen is on top.
    /// Called from the page's layout pass; writes only a change.
    func write(statusBarStyle style: UIStatusBarStyle) {
        statusBarStyle = style
        if styledIn != nil { styleBar() }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        styleBar()
    }

    /// The screen leaves the top (popped, or covered by a push): the bar's style goes back. A
    /// disappearance that leaves it on top (a modal, another tab, a swipe back under way) keeps it.
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if !isOnTop { restoreBarStyle() }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if !isOnTop { restoreBarStyle() }
    }

    /// Puts back the item's appearances, large-title mode and minimization, and the bar's style;
    /// leaves the screen. Calling it again does nothing.
    func uninstall() {
        guard isInstalled else { return }
        isInstalled = false
        restoreBarStyle()
        if let item {
            item.standardAppearance = original.standard
            item.compactAppearance = original.compact
            item.scrollEdgeAppearance = original.scrollEdge
            item.compactScrollEdgeAppearance = original.compactScrollEdge
            item.largeTitleDisplayMode = original.largeTitle
            item.titleView = original.titleView
        }
        screen?.extendedLayoutIncludesOpaqueBars = original.extendsUnderOpaqueBars
        minimization.release()
        guard parent != nil else { return }
        willMove(toParent: nil)
        viewIfLoaded?.removeFromSuperview()
        removeFromParent()
    }

    private var isOnTop: Bool {
        guard let styledIn, let screen else { return false }
        return styledIn.topViewController === screen
    }

    /// The bar's style for the status bar the page wants (black: light content), while the screen
    /// is the top screen; the bar's own is kept to give back.
    private func styleBar() {
        guard let screen, let navigation = screen.navigationController, navigation.topViewController === screen else { return }
        if styledIn !== navigation {
            restoreBarStyle()
            styledIn = navigation
            originalBarStyle = navigation.navigationBar.barStyle
        }
        let barStyle: UIBarStyle = statusBarStyle == .lightContent ? .black : .default
        if navigation.navigationBar.barStyle != barStyle {
            navigation.navigationBar.barStyle = barStyle
            navigation.setNeedsStatusBarAppearanceUpdate()
        }
    }

    private func restoreBarStyle() {
        guard let navigation = styledIn, let originalBarStyle else { return }
        styledIn = nil
        self.originalBarStyle = nil
        if navigation.navigationBar.barStyle != originalBarStyle {
            navigation.navigationBar.barStyle = originalBarStyle
            navigation.setNeedsStatusBarAppearanceUpdate()
        }
    }
}
#endif
