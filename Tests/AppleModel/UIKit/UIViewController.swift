// View controllers: loading a view, containment, appearance transitions, and the navigation
// controller's stack and bar, as the pages cited on each member describe them. Behaviour Apple does
// not document is marked "(undocumented)" with what the model does and why.

/// https://developer.apple.com/documentation/uikit/uirectedge
public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1)
    public static let left = UIRectEdge(rawValue: 2)
    public static let bottom = UIRectEdge(rawValue: 4)
    public static let right = UIRectEdge(rawValue: 8)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// https://developer.apple.com/documentation/uikit/nsdirectionalrectedge
public struct NSDirectionalRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1)
    public static let leading = NSDirectionalRectEdge(rawValue: 2)
    public static let bottom = NSDirectionalRectEdge(rawValue: 4)
    public static let trailing = NSDirectionalRectEdge(rawValue: 8)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
    private var storedView: UIView? {
        didSet { storedView?.modelViewController = self }
    }
    private lazy var storedNavigationItem = UINavigationItem()
    private weak var storedParent: UIViewController?
    private var storedChildren: [UIViewController] = []
    /// Model only: where the controller is in its appearance (the last transition begun or ended).
    public private(set) var modelAppearance = ModelAppearance.disappeared
    /// Model only: the appearance callbacks this controller received, in order ("willAppear", …).
    public private(set) var modelAppearanceCalls: [String] = []

    /// Model only: a view controller's place in an appearance transition.
    public enum ModelAppearance: Sendable { case disappeared, appearing, appeared, disappearing }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    /// (`NSObject`'s `init()`, which UIViewController answers as `init(nibName: nil, bundle: nil)`:
    /// "If you specify nil for the nibName parameter … the view controller … loads its view by calling
    /// loadView()", https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:))
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) {}

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    /// ("If you access this property when its value is nil, the view controller automatically calls
    /// the loadView() method and returns the resulting view"; viewDidLoad() follows loadView())
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set { storedView = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
    open var isViewLoaded: Bool { storedView != nil }
    /// https://developer.apple.com/documentation/uikit/uiresponder/next ("UIViewController implements
    /// the method by returning its view's superview")
    open override var next: UIResponder? { storedView?.superview }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
    open var viewIfLoaded: UIView? { storedView }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()
    open func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil { storedView = UIView() }
        viewDidLoad()
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    /// (without a nib: "creates a plain UIView object instead")
    open func loadView() { storedView = UIView() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    open var title: String?
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/toolbaritems (shown in the
    /// navigation controller's toolbar while this controller is on top; the model shows nothing)
    open var toolbarItems: [UIBarButtonItem]?
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
    /// ("created on demand", one per controller)
    open var navigationItem: UINavigationItem { storedNavigationItem }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/extendedlayoutincludesopaquebars
    /// (false by default; undocumented when the container reads it: the model's navigation controller
    /// reads it in each layout pass and a change asks for one)
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { parent?.storedView?.setNeedsLayout() }
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/edgesforextendedlayout
    open var edgesForExtendedLayout: UIRectEdge = .all

    // MARK: Containment

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
    open var parent: UIViewController? { storedParent }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/children
    open var children: [UIViewController] { storedChildren }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
    /// ("the nearest ancestor in the view controller hierarchy that is a navigation controller")
    open var navigationController: UINavigationController? {
        parent as? UINavigationController ?? parent?.navigationController
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbarcontroller ("The nearest
    /// ancestor in the view controller hierarchy that is a tab bar controller")
    open var tabBarController: UITabBarController? {
        parent as? UITabBarController ?? parent?.tabBarController
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    /// ("If the child view controller is already the child of a different view controller, it is
    /// first removed from that container"; "This method calls willMove(toParent:) for you" — the
    /// container calls didMove(toParent:) after adding the child's view.)
    open func addChild(_ childController: UIViewController) {
        guard childController.storedParent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        storedChildren.append(childController)
        childController.storedParent = self
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
    /// ("this method calls didMove(toParent:) with nil"; the caller calls willMove(toParent: nil) first)
    open func removeFromParent() {
        guard let parent = storedParent else { return }
        parent.storedChildren.removeAll { $0 === self }
        storedParent = nil
        didMove(toParent: nil)
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
    open func willMove(toParent parent: UIViewController?) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Appearance

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
    open func viewWillAppear(_ animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
    open func viewDidAppear(_ animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
    open func viewWillDisappear(_ animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
    open func viewDidDisappear(_ animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods
    /// ("whether to automatically forward appearance-related containment callbacks to child view
    /// controllers"; true by default)
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:)
    /// (viewWillAppear/viewWillDisappear; the model forwards it to the children whose views are in
    /// this controller's view, when forwarding is automatic — undocumented which children UIKit
    /// forwards to; one whose view is not in the hierarchy is not appearing)
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        modelAppearance = isAppearing ? .appearing : .disappearing
        modelAppearanceCalls.append(isAppearing ? "willAppear" : "willDisappear")
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        for child in modelForwardedChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
        lastTransitionAnimated = animated
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/endappearancetransition()
    open func endAppearanceTransition() {
        let appearing = modelAppearance == .appearing
        guard appearing || modelAppearance == .disappearing else { return }
        modelAppearance = appearing ? .appeared : .disappeared
        modelAppearanceCalls.append(appearing ? "didAppear" : "didDisappear")
        if appearing { viewDidAppear(lastTransitionAnimated) } else { viewDidDisappear(lastTransitionAnimated) }
        for child in modelForwardedChildren { child.endAppearanceTransition() }
    }
    private var lastTransitionAnimated = false

    /// The children an appearance transition is forwarded to.
    var modelForwardedChildren: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let view = storedView else { return [] }
        return storedChildren.filter { child in child.storedView.map { $0.isDescendant(of: view) } ?? false }
    }

    /// https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)
    /// ("View controllers forward the size change message to their views and child view
    /// controllers"; UIViewController.h: to each child whose size from
    /// `size(forChildContentContainer:withParentContainerSize:)` differs from its current size)
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in storedChildren {
            let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
            guard childSize != child.storedView?.bounds.size else { continue }
            child.viewWillTransition(to: childSize, with: coordinator)
        }
    }
    /// https://developer.apple.com/documentation/uikit/uicontentcontainer/size(forchildcontentcontainer:withparentcontainersize:)
    /// (the model's default: the parent's size)
    open func size(forChildContentContainer container: UIViewController, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredstatusbarstyle
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle
    /// ("If you return nil or do not override this method, the status bar style for self is used")
    open var childForStatusBarStyle: UIViewController? { nil }
    /// Model only: the style the status bar shows for this controller: its `childForStatusBarStyle`'s,
    /// followed down, else its own `preferredStatusBarStyle`.
    public var modelResolvedStatusBarStyle: UIStatusBarStyle {
        childForStatusBarStyle?.modelResolvedStatusBarStyle ?? preferredStatusBarStyle
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/setcontentscrollview(_:for:)
    /// (iOS 15: the scroll view a containing navigation or tab bar controller follows for that edge —
    /// its bars' appearance and, on iOS 26, their edge effects; "When contentScrollView is nil for an
    /// edge, UIKit uses a heuristic to search for a UIScrollView to track", UIViewController.h;
    /// aggregate edges accepted; the model records the scroll view per edge)
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        for single in [NSDirectionalRectEdge.top, .leading, .bottom, .trailing] where edge.contains(single) {
            contentScrollViews[single.rawValue] = scrollView.map(WeakScrollView.init)
        }
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/contentscrollview(for:)
    /// (one edge only; the model returns the one set, not UIKit's heuristic's guess)
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        contentScrollViews[edge.rawValue]?.scrollView
    }
    private var contentScrollViews: [UInt: WeakScrollView] = [:]
    private struct WeakScrollView { weak var scrollView: UIScrollView? }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
    /// ("the transition coordinator of the view controller or one of its ancestors"; nil when none
    /// is in flight)
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { parent?.transitionCoordinator }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsstatusbarappearanceupdate()
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/prefersstatusbarhidden
    open var prefersStatusBarHidden: Bool { false }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarhidden
    /// ("If you return nil or don't override this property, the status bar hidden/unhidden state for
    /// self is used")
    open var childForStatusBarHidden: UIViewController? { nil }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    /// (the model presents nothing: nil)
    open var presentedViewController: UIViewController? { nil }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations
    /// (the model answers `.all`, the iPad's default)
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isanimated
    var isAnimated: Bool { get }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// Model only: the coordinator of a window's size change. The alongside animations run after the
/// new size is laid out, the completions after them (the model animates nothing: the transition
/// ends within the same turn).
@MainActor final class ModelTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    var isAnimated: Bool { true }
    private(set) var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private(set) var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animation.map { animations.append($0) }
        completion.map { completions.append($0) }
        return true
    }
}

/// https://developer.apple.com/documentation/uikit/uinavigationbar
/// https://developer.apple.com/documentation/uikit/uibarstyle
public enum UIBarStyle: Int, Sendable { case `default` = 0, black = 1 }

@MainActor open class UINavigationBar: UIView {
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/barstyle ("The default value
    /// is UIBarStyle.default"; with the bar shown, its navigation controller's status bar follows it:
    /// see ``UINavigationController/preferredStatusBarStyle``)
    open var barStyle = UIBarStyle.default
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/topitem
    open var topItem: UINavigationItem? { modelTopItem }
    var modelTopItem: UINavigationItem?
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/standardappearance
    open var standardAppearance: UINavigationBarAppearance = UINavigationBarAppearance()  // copy
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/compactappearance
    open var compactAppearance: UINavigationBarAppearance?  // copy
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/istranslucent
    /// (true by default; an opaque bar's screen is laid out below it unless the screen's
    /// `extendedLayoutIncludesOpaqueBars` is true)
    open var isTranslucent = true {
        didSet { superview?.setNeedsLayout() }
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles
    /// (false by default, UINavigationBar.h)
    open var prefersLargeTitles = false {
        didSet { superview?.setNeedsLayout() }
    }
}

/// https://developer.apple.com/documentation/uikit/uisearchcontroller
/// (the model has no search bar of its own: a navigation item's search controller only makes the
/// bar taller)
@MainActor open class UISearchController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uisearchcontroller/init(searchresultscontroller:)
    public init(searchResultsController: UIViewController?) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(nibName: nil, bundle: nil) }
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
/// The model lays out its view as UIKit does on an iPhone in portrait: the bar under the status bar,
/// 44 points tall (undocumented; the height the system bar has there), the toolbar (when shown) 44
/// points tall above the home indicator (undocumented likewise), and the top screen's view filling the navigation
/// controller's view — or starting below an opaque bar. The screen's safe area reaches down to the
/// bar's bottom ("Positioning content relative to the safe area": the safe area reflects the
/// navigation bar). Pushes and pops complete at once; an interactive pop is begun and ended by the test.
@MainActor open class UINavigationController: UIViewController {
    private let storedNavigationBar = UINavigationBar()
    private let storedToolbar = UIToolbar()
    private var storedViewControllers: [UIViewController] = []
    /// The screen under the top one while a swipe back is under way.
    private var revealed: UIViewController?

    /// The keyboard observer behind `hidesBarsWhenKeyboardAppears`.
    private var keyboardObserver: (any NSObjectProtocol)?
    /// From the bars' hiding for the keyboard until a tap in the content shows them: whether the
    /// toolbar was hidden before (a tap brings back only what the keyboard hid).
    private var modelToolbarHiddenBeforeKeyboard: Bool?

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        storedPopDelegate.navigationController = self
        storedPopGesture.delegate = storedPopDelegate
        storedContentPopDelegate.navigationController = self
        storedContentPopGesture.delegate = storedContentPopDelegate
        addChild(rootViewController)
        storedViewControllers = [rootViewController]
        rootViewController.didMove(toParent: self)
        // UIKit's own observer: registered when the controller is made, so it hears the keyboard
        // before any observer an app or a library adds later (the model's centre calls observers
        // in the order they were added; UIKit documents no order).
        keyboardObserver = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
        ) { [weak self] _ in MainActor.assumeIsolated { self?.modelKeyboardWillShow() } }
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
    /// ("The gesture recognizer responsible for popping the top view controller off the navigation
    /// stack"; "The navigation controller installs this gesture recognizer on its view and uses it
    /// to pop the topmost view controller"). Its delegate is UIKit's own (``ModelPopGestureDelegate``).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { storedPopGesture }
    private let storedPopGesture = UIScreenEdgePanGestureRecognizer()
    private let storedPopDelegate = ModelPopGestureDelegate()

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
    /// (iOS 26: "recognizes on the entire content area of the navigation controller in cases that are
    /// not covered by the interactive pop gesture recognizer and initiates an interactive pop",
    /// UINavigationController.h). In the model it is attached to the navigation controller's view and
    /// takes a horizontal drag toward the trailing edge that no scroll view under the finger begins
    /// (``UIWindow/modelDrag(at:moves:releaseVelocity:)``; UIKit's arbitration is not documented).
    /// Its delegate is UIKit's own (``ModelContentPopGestureDelegate``).
    open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { storedContentPopGesture }
    private let storedContentPopGesture = UIPanGestureRecognizer()
    private let storedContentPopDelegate = ModelContentPopGestureDelegate()

    /// Model only: a finger swipes in from the leading edge. The pop gesture asks its delegate
    /// (``UIGestureRecognizer/modelShouldBegin()``), and begins the interactive pop if it may.
    /// Returns whether it began.
    @discardableResult
    public func modelSwipeFromLeadingEdge() -> Bool {
        guard storedPopGesture.modelShouldBegin() else { return false }
        modelBeginInteractivePop()
        return revealed != nil
    }

    /// The transition in flight: an interactive pop, begun and not yet ended.
    open override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        revealed == nil ? parent?.transitionCoordinator : popCoordinator
    }
    private let popCoordinator = ModelTransitionCoordinator()

    /// Observed, not documented: a navigation controller whose bar is hidden lets its top view
    /// controller set the status bar's style; with the bar shown the bar's style decides (the
    /// model: `.default`). Apple documents only that a container that "derives its status bar style
    /// from one of its child view controllers" returns it here.
    open override var childForStatusBarStyle: UIViewController? {
        isNavigationBarHidden ? topViewController : nil
    }
    /// Observed, not documented (and what apps that keep the bar set for a light status bar): with the
    /// bar shown, the style follows the bar's `barStyle` — black gives light content.
    open override var preferredStatusBarStyle: UIStatusBarStyle {
        navigationBar.barStyle == .black ? .lightContent : .default
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/hidesbarswhenkeyboardappears
    /// ("When the keyboard appears, the navigation controller's navigationBar toolbar will be hidden.
    /// The bars will remain hidden when the keyboard dismisses, but a tap in the content area will
    /// show them", UINavigationController.h)
    open var hidesBarsWhenKeyboardAppears = false
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/isnavigationbarhidden
    open var isNavigationBarHidden = false {
        didSet { if isViewLoaded { view.setNeedsLayout() } }
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setnavigationbarhidden(_:animated:)
    /// (the model moves the bar at once; UIKit animates it vertically)
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
        if isViewLoaded { view.layoutIfNeeded() }
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/settoolbarhidden(_:animated:)
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
        if isViewLoaded { view.layoutIfNeeded() }
    }

    /// The keyboard appears: with `hidesBarsWhenKeyboardAppears`, the bar and toolbar hide. Undocumented,
    /// and modelled: that hiding them is `setNavigationBarHidden(true, animated: true)` and
    /// `setToolbarHidden(true, animated: true)` (so `isNavigationBarHidden` reads true), and that only
    /// a controller whose view is in a window reacts.
    private func modelKeyboardWillShow() {
        guard hidesBarsWhenKeyboardAppears, !isNavigationBarHidden, isViewLoaded, view.window != nil else { return }
        modelToolbarHiddenBeforeKeyboard = isToolbarHidden
        setNavigationBarHidden(true, animated: true)
        setToolbarHidden(true, animated: true)
    }

    /// Model only: a tap in the content area. After the bars were hidden for the keyboard, it shows
    /// them again ("a tap in the content area will show them", UINavigationController.h); the toolbar
    /// comes back only if it was shown before (undocumented; the header says of the swipe and tap
    /// hiding that "the toolbar only participates if it has items").
    public func modelTapInContent() {
        guard let toolbarWasHidden = modelToolbarHiddenBeforeKeyboard else { return }
        modelToolbarHiddenBeforeKeyboard = nil
        setNavigationBarHidden(false, animated: true)
        setToolbarHidden(toolbarWasHidden, animated: true)
    }
    public required init?(coder: NSCoder) { super.init(nibName: nil, bundle: nil) }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    open var viewControllers: [UIViewController] { storedViewControllers }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
    open var topViewController: UIViewController? { storedViewControllers.last }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar
    open var navigationBar: UINavigationBar { storedNavigationBar }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/toolbar
    open var toolbar: UIToolbar! { storedToolbar }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/istoolbarhidden
    open var isToolbarHidden = true {
        didSet { if isViewLoaded { view.setNeedsLayout() } }
    }
    /// The model's bar height, in points.
    public static let modelBarHeight: CGFloat = 44
    /// Model only: the bar's height on the device a scenario plays (undocumented, observed: 44 on an
    /// iPhone in portrait, 50 on an iPad under iPadOS 26); ``modelBarHeight`` by default.
    public var modelNavigationBarHeight: CGFloat = UINavigationController.modelBarHeight {
        didSet { if isViewLoaded { view.setNeedsLayout() } }
    }
    /// The model's toolbar height above the home indicator, in points.
    public static let modelToolbarHeight: CGFloat = 44
    /// The height a large title adds under the bar, in points (undocumented; 52 on iPhone).
    public static let modelLargeTitleHeight: CGFloat = 52
    /// The height a search controller's bar adds under the bar, in points (undocumented; 52 on iPhone).
    public static let modelSearchBarHeight: CGFloat = 52
    /// How much of the collapsible part of the bar (large title, search bar) shows now; nil before
    /// the first layout with one, or after the top screen changed.
    private var collapsibleShown: CGFloat?
    private var collapsibleScreen: ObjectIdentifier?

    open override func loadView() {
        let container = ModelNavigationView()
        container.controller = self
        view = container
        container.addGestureRecognizer(storedContentPopGesture)
        topViewController.map { container.addSubview($0.view) }
        container.addSubview(storedNavigationBar)
        storedNavigationBar.modelTopItem = topViewController?.navigationItem
    }

    /// The navigation controller forwards appearance to its top screen only.
    override var modelForwardedChildren: [UIViewController] { topViewController.map { [$0] } ?? [] }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let old = topViewController
        addChild(viewController)
        storedViewControllers.append(viewController)
        transition(from: old, to: viewController, animated: animated)
        viewController.didMove(toParent: self)
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard storedViewControllers.count > 1, let popped = storedViewControllers.popLast() else { return nil }
        popped.willMove(toParent: nil)
        transition(from: popped, to: topViewController, animated: animated)
        popped.removeFromParent()
        return popped
    }

    /// Model only: a swipe from the left edge begins (UINavigationController's
    /// `interactivePopGestureRecognizer`): the top screen begins disappearing and the one under it
    /// appearing, under it.
    public func modelBeginInteractivePop() {
        guard storedViewControllers.count > 1, isViewLoaded else { return }
        let top = storedViewControllers[storedViewControllers.count - 1]
        let below = storedViewControllers[storedViewControllers.count - 2]
        revealed = below
        view.insertSubview(below.view, belowSubview: top.view)
        let shown = view.window != nil
        if shown { top.beginAppearanceTransition(false, animated: true) }
        if shown { below.beginAppearanceTransition(true, animated: true) }
        view.setNeedsLayout()
    }
    /// Model only: the swipe ends: `finished` completes the pop; otherwise the top screen stays and
    /// appears again, and the one under it disappears again (undocumented: the order of these calls
    /// on a cancelled swipe; the model gives each screen a complete, reversed transition).
    public func modelEndInteractivePop(finished: Bool) {
        guard let below = revealed, let top = topViewController else { return }
        revealed = nil
        let shown = view.window != nil
        if finished {
            top.willMove(toParent: nil)
            storedViewControllers.removeLast()
            top.view.removeFromSuperview()
            storedNavigationBar.modelTopItem = below.navigationItem
            if shown { top.endAppearanceTransition(); below.endAppearanceTransition() }
            top.removeFromParent()
        } else {
            below.view.removeFromSuperview()
            if shown {
                top.beginAppearanceTransition(true, animated: true)
                top.endAppearanceTransition()
                below.beginAppearanceTransition(false, animated: true)
                below.endAppearanceTransition()
            }
        }
        view.setNeedsLayout()
    }

    /// Swaps the top screen's view, with the appearance transitions when on screen.
    private func transition(from old: UIViewController?, to new: UIViewController?, animated: Bool) {
        guard isViewLoaded else { return }
        // The incoming screen's view is loaded before its appearance begins (viewDidLoad() comes
        // before viewWillAppear(_:): "called before the view controller's view is about to be added
        // to a view hierarchy", https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)).
        new?.loadViewIfNeeded()
        let shown = view.window != nil
        if shown { old?.beginAppearanceTransition(false, animated: animated) }
        if shown { new?.beginAppearanceTransition(true, animated: animated) }
        new.map { view.insertSubview($0.view, belowSubview: storedNavigationBar) }
        old?.view.removeFromSuperview()
        storedNavigationBar.modelTopItem = new?.navigationItem
        if shown { old?.endAppearanceTransition(); new?.endAppearanceTransition() }
        view.setNeedsLayout()
    }

    /// The layout pass of the navigation controller's view.
    func modelLayOut() {
        let bounds = view.bounds
        let statusBar = view.safeAreaInsets.top
        let barHeight = modelNavigationBarHeight + (isNavigationBarHidden ? 0 : modelCollapseBar())
        let barFrame = CGRect(x: 0, y: statusBar, width: bounds.width, height: barHeight)
        // UIKit sets the bar's frame in its own layout passes, whatever transform an app left on it
        // (undocumented when; the model sets it when the bar's place or size changes). With a
        // transform on the bar "the value of this property is undefined" (UIView.frame): the model
        // records such a write (`modelUndefinedFrameWrites`). A hidden bar (undocumented, modelled):
        // goes up above the screen and its `isHidden` is set, at once (UIKit slides it out over
        // `hideShowBarDuration`); it has no large title or search bar part; the safe area no longer
        // includes it ("the safe area reflects the navigation bar", as for every bar: a hidden one
        // covers nothing).
        Self.modelPlace(storedNavigationBar, isNavigationBarHidden ? barFrame.offsetBy(dx: 0, dy: -barFrame.maxY) : barFrame)
        if storedNavigationBar.isHidden != isNavigationBarHidden { storedNavigationBar.isHidden = isNavigationBarHidden }
        let coveredTop = isNavigationBarHidden ? statusBar : barFrame.maxY
        if isToolbarHidden {
            // A toolbar that hides "will transition vertically" (setToolbarHidden(_:animated:),
            // UINavigationController.h): the model puts it below the screen, then takes it out
            // (undocumented: that it leaves the view tree), so showing it again places it anew.
            if storedToolbar.superview === view {
                Self.modelPlace(storedToolbar, storedToolbar.bounds.offsetBy(dx: 0, dy: bounds.height))
                storedToolbar.removeFromSuperview()
            }
        } else {
            if storedToolbar.superview !== view { view.insertSubview(storedToolbar, belowSubview: storedNavigationBar) }
            let bottom = bounds.height - view.safeAreaInsets.bottom
            let toolbarFrame = CGRect(x: 0, y: bottom - Self.modelToolbarHeight, width: bounds.width, height: Self.modelToolbarHeight)
            Self.modelPlace(storedToolbar, toolbarFrame)
        }
        // The screen's safe area ends above a shown toolbar ("the safe area reflects the ... toolbars":
        // https://developer.apple.com/documentation/uikit/positioning-content-relative-to-the-safe-area).
        let toolbarTop: CGFloat? = isToolbarHidden
            ? nil : view.convert(CGPoint(x: 0, y: bounds.height - view.safeAreaInsets.bottom - Self.modelToolbarHeight), to: nil).y
        for screen in [topViewController, revealed].compactMap({ $0 }) {
            let underBar = storedNavigationBar.isTranslucent || screen.extendedLayoutIncludesOpaqueBars
            let top = underBar ? 0 : coveredTop
            let frame = CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
            if screen.view.frame != frame { screen.view.frame = frame }
            screen.view.modelSafeAreaTopInWindow = view.convert(CGPoint(x: 0, y: coveredTop), to: nil).y
            screen.view.modelSafeAreaBottomInWindow = toolbarTop
        }
    }
}

extension UINavigationController {
    /// Sets `bar`'s frame when its untransformed place or size differs from `frame`.
    static func modelPlace(_ bar: UIView, _ frame: CGRect) {
        guard bar.center != CGPoint(x: frame.midX, y: frame.midY) || bar.bounds.size != frame.size else { return }
        bar.frame = frame
    }

    /// The part of the bar the top screen's item adds and that collapses as its content scrolls: a
    /// large title ("When UINavigationBar.prefersLargeTitles=YES, this property controls when the
    /// larger out-of-line title is displayed", UINavigationItem.h; `.automatic` follows the previous
    /// item's request, and a first item's is the bar's preference: the model treats every
    /// `.automatic` item as a first item) and a search controller's bar
    /// while `hidesSearchBarWhenScrolling` ("the searchController's search bar will hide as the user
    /// scrolls in the top view controller's scroll view", UINavigationItem.h). A search bar that
    /// does not hide is a fixed part of the bar.
    var modelCollapsibleHeight: CGFloat {
        guard let item = topViewController?.navigationItem else { return 0 }
        let largeTitle = navigationBar.prefersLargeTitles && item.largeTitleDisplayMode != .never && item.largeTitleDisplayMode != .inline
        let searchHides = item.searchController != nil && item.hidesSearchBarWhenScrolling
        return (largeTitle ? Self.modelLargeTitleHeight : 0) + (searchHides ? Self.modelSearchBarHeight : 0)
    }
    /// A search bar that stays: part of the bar at every offset.
    private var modelPinnedSearchHeight: CGFloat {
        guard let item = topViewController?.navigationItem, item.searchController != nil, !item.hidesSearchBarWhenScrolling else { return 0 }
        return Self.modelSearchBarHeight
    }

    /// How much the bar adds to its 44 points in this layout pass. The collapsible part shows in full
    /// while the top screen's scroll view (its view, when that is one) rests at its top, and
    /// collapses as the content scrolls past it: "displays the title below the content of the
    /// navigation bar when scrollable content is scrolled to the top and transitions to the center
    /// of the toolbar as content is scrolled" — SwiftUI's page for the same bar, UIKit's says less:
    /// https://developer.apple.com/documentation/swiftui/toolbartitledisplaymode/large
    /// Undocumented, how: the model lets the bar's bottom edge ride the content's top while it
    /// collapses or comes back (the content stays under the finger; the bar shrinks by what the
    /// content moved past its top, or grows by what it moved back above it), and the safe area —
    /// so the scroll view's automatic inset — follows the bar ("the safe area reflects the
    /// navigation bar", as for every bar). A pull past the top does not stretch it further.
    fileprivate func modelCollapseBar() -> CGFloat {
        let collapsible = modelCollapsibleHeight
        let screen = topViewController.map(ObjectIdentifier.init)
        if screen != collapsibleScreen { collapsibleScreen = screen; collapsibleShown = collapsible }
        var shown = min(collapsibleShown ?? collapsible, collapsible)
        if let scrollView = topViewController?.view as? UIScrollView, scrollView.window != nil {
            let pastTop = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
            shown = min(collapsible, max(0, shown - pastTop))
        }
        collapsibleShown = shown
        return shown + modelPinnedSearchHeight
    }
}

/// UIKit's own delegate of the pop gesture (a private class there). It lets the swipe begin only
/// with a screen to go back to and no transition in flight — and, observed rather than documented
/// (widely reported since iOS 7, and why apps that hide the bar install a delegate of their own),
/// not while the navigation bar is hidden.
@MainActor final class ModelPopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController else { return false }
        return navigationController.viewControllers.count > 1 && navigationController.transitionCoordinator == nil
            && !navigationController.isNavigationBarHidden
    }
}

/// UIKit's own delegate of iOS 26's content pop gesture: a screen to go back to, no transition in
/// flight. Whether it also refuses while the navigation bar is hidden (as the edge swipe's does) is
/// not documented, nor observed here: the model lets it begin, and a device must confirm it.
@MainActor final class ModelContentPopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController else { return false }
        return navigationController.viewControllers.count > 1 && navigationController.transitionCoordinator == nil
    }
}

/// The navigation controller's view: its layout pass lays out the bar, the toolbar and the screen.
@MainActor
final class ModelNavigationView: UIView {
    weak var controller: UINavigationController?
    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.modelLayOut()
    }
}

/// https://developer.apple.com/documentation/uikit/uitabbaritem
@MainActor open class UITabBarItem: UIBarItem {
    /// https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:tag:)
    public init(title: String?, image: UIImage?, tag: Int) {}
}

extension UIViewController {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem (the model keeps
    /// none: the example sets one, nothing reads it)
    public var tabBarItem: UITabBarItem! {
        get { nil }
        set {}
    }
}

/// https://developer.apple.com/documentation/uikit/uitabbarcontroller. The model holds its tabs as
/// children and shows the selected tab's view; it draws no tab bar (no scenario runs one yet).
/// It does not route the status bar's style to the selected tab: UIKit's own does not document
/// doing so, and apps report having to return `selectedViewController` from `childForStatusBarStyle`
/// themselves (see the example's tab bar controller).
/// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
@MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)-5bjyi
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

@MainActor open class UITabBarController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate (weak; the model
    /// selects no tab by a tap, so it calls nothing)
    open weak var delegate: (any UITabBarControllerDelegate)?
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/minimizebehavior (iOS 26:
    /// automatic = 0, never, onScrollDown, onScrollUp, UITabBarController.h)
    @available(iOS 26.0, *)
    public enum MinimizeBehavior: Int, Sendable { case automatic = 0, never, onScrollDown, onScrollUp }
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbarminimizebehavior (iOS 26;
    /// "The default value for this property is UITabBarMinimizeBehaviorAutomatic"; the model stores it)
    @available(iOS 26.0, *)
    public var tabBarMinimizeBehavior: MinimizeBehavior {
        get { MinimizeBehavior(rawValue: modelMinimizeBehavior) ?? .automatic }
        set { modelMinimizeBehavior = newValue.rawValue }
    }
    private var modelMinimizeBehavior = 0

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers (each becomes
    /// a child; the first is selected)
    open var viewControllers: [UIViewController]? {
        didSet {
            for old in oldValue ?? [] where !(viewControllers ?? []).contains(where: { $0 === old }) { old.removeFromParent() }
            for tab in viewControllers ?? [] where tab.parent !== self {
                addChild(tab)
                tab.didMove(toParent: self)
            }
            selectedIndex = 0
        }
    }
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex
    open var selectedIndex = 0 {
        didSet { if isViewLoaded { showSelected() } }
    }
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller
    open var selectedViewController: UIViewController? {
        get { viewControllers.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil } }
        set { newValue.flatMap { tab in viewControllers?.firstIndex { $0 === tab } }.map { selectedIndex = $0 } }
    }

    open override func loadView() {
        super.loadView()
        showSelected()
    }

    /// The selected tab's view fills the tab bar controller's; the others leave it.
    private func showSelected() {
        guard let view = viewIfLoaded else { return }
        for tab in viewControllers ?? [] where tab !== selectedViewController { tab.viewIfLoaded?.removeFromSuperview() }
        guard let selected = selectedViewController else { return }
        selected.view.frame = view.bounds
        selected.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if selected.view.superview !== view { view.addSubview(selected.view) }
    }
}
