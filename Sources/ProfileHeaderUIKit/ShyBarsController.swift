#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import ProfileHeaderCore
import UIKit

/// TLYShyNavBar-style bars for a screen in a navigation controller: the navigation bar (and an
/// optional extension view under it) slides away under the status bar while the user reads, and
/// comes back when they scroll toward the top; followers (a toolbar, a tab bar) slide off the bottom
/// edge in proportion. Every position, fade, touch and lifecycle decision comes from the engine's
/// shy-bars step; this class reads the scroll view, makes one engine call per layout pass and
/// writes what comes back.
///
/// One line, in `viewDidLoad()`:
///
/// ```swift
/// shyBars = ShyBarsController(viewController: self, scrollView: tableView,
///                             followers: [navigationController!.toolbar])
/// ```
///
/// Nothing else is needed: the controller hears the screen appear and disappear through a child
/// view controller of its own (UIKit forwards appearance to children), follows the scroll view by
/// key-value observation and its pan gesture, settles the bars when the finger lifts, and gives
/// everything back when it goes away. Forward `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
/// if you want the content to ride a snap too (below).
///
/// The screen's `extendedLayoutIncludesOpaqueBars` is set to true while the controller is installed,
/// so with an opaque navigation bar the screen's view still reaches under the bar (its safe area, and
/// so the scroll view's content inset, keep the content below the bar at rest): a bar that slides
/// away uncovers content, not the window behind it.
///
/// **The bars are shared.** A navigation controller's bar and toolbar belong to every screen of its
/// stack. The controller takes them when its screen is on screen and hands them back — at rest,
/// opaque, taking touches, exactly as it found them — in ``viewWillDisappear()`` (a push, a pop,
/// a dismissal, the start of a swipe back), so the next screen's back button is where it belongs.
/// While another screen is on top it writes nothing to them; ``viewDidAppear()`` takes them again.
/// A size change (a rotation, a resized split view) hands them back at rest while UIKit lays them out
/// again and takes them again when it is over. While the navigation controller's bar is hidden
/// (`isNavigationBarHidden`) the controller stands aside entirely — bar, extension and followers at
/// rest, commands waiting — and takes them again, shown, when the bar is shown: hide and show the bar
/// with ``setNavigationBarHidden(_:animated:)`` (and a following toolbar with
/// ``setToolbarHidden(_:animated:)``) so the bars stand aside before UIKit lays them out. With
/// `hidesBarsWhenKeyboardAppears` the controller hears the keyboard and stands aside on the same
/// layout pass (observed: UIKit then reports `isNavigationBarHidden`; Apple documents only that the
/// bars hide). `hidesBarsOnSwipe` and `hidesBarsOnTap` are UIKit's own alternative to shy bars:
/// turn them off. A screen that keeps its navigation bar hidden (a profile page drawing its own bar)
/// has nothing for this controller to move; drive its followers with the engine's
/// `ShyBarsConfiguration` directly. Followers you lay out yourself move by
/// `transform`: lay them out with Auto Layout (a bar pinned to `keyboardLayoutGuide` follows the
/// keyboard) or with `center` and `bounds`, not by setting `frame` (with a transform on the view,
/// UIKit leaves `frame` undefined). Handing the bars back reports ``onStatusChange`` `.expanded`,
/// as they are at rest, even while the navigation controller keeps the bar out of sight. Under a large title or a search bar that hides when
/// scrolling, the bar hides only once UIKit has collapsed it, by its compact height.
/// It never becomes the navigation controller's (or the scroll view's) delegate.
///
/// What it changes, and gives back on hand-back and ``detach()``: the navigation bar's `transform`,
/// `isUserInteractionEnabled` and `tintColor` (bar buttons and the back button fade through the tint;
/// given back as found: an inherited tint inherited again, the bar's own written back); the screen's own `navigationItem`'s
/// `standardAppearance` and `compactAppearance` (the title fades through its
/// `titleTextAttributes` foreground colour, on a copy of the appearance in effect — the item's own,
/// else the bar's — so only this screen's item changes and handing back puts back exactly what the
/// item had, usually nil); the alpha of the item's `titleView` and of its bar button items' custom
/// views; the extension view's `transform`, `alpha` and `isUserInteractionEnabled`; each follower's
/// `transform`. A plain `title` therefore fades with the bar and is never drawn under the clock.
@MainActor
public final class ShyBarsController {
    /// The screen whose navigation item fades and whose navigation controller's bar hides.
    public private(set) weak var viewController: UIViewController?
    /// The scroll view that drives the bars.
    public private(set) weak var scrollView: UIScrollView?
    /// A view under the navigation bar that hides with it (a search or segmented bar), or nil.
    public let extensionView: UIView?
    /// Views at the bottom edge that slide down as the bars slide up, every one of them.
    public let followers: [UIView]
    /// Makes the configuration for the current metrics (called again when they change). The default is
    /// `ShyBarsConfiguration.navigationBar(topSafeAreaInset:navigationBarHeight:extensionHeight:followerHeights:)`.
    /// A navigation bar that grows and shrinks by itself at the top of the content (a large title,
    /// a search bar that hides when scrolling) is measured past the top: see
    /// `ShyBarsMeasurement.settled(after:at:)`.
    public var makeConfiguration: @MainActor (ShyBarsMetrics) throws -> ShyBarsConfiguration = { metrics in
        try ShyBarsConfiguration.navigationBar(metrics)
    }
    /// Called when the bars become fully shown, fully hidden or in between (once per change).
    public var onStatusChange: (@MainActor (ShyBarsStatus) -> Void)?
    /// The engine's state.
    public private(set) var state = ShyBarsState()
    /// The layout applied last.
    public private(set) var layout: ShyBarsLayout?

    private var configuration: ShyBarsConfiguration?
    private var metrics: ShyBarsMetrics?
    /// The followers' heights measured in the last pass.
    private var followerHeights: [Double] = []
    private var hooks: ShyBarsHooks?
    /// Tells the controller when the screen appears and disappears; nil once detached.
    private var appearance: AppearanceObserver?
    /// The screen's `extendedLayoutIncludesOpaqueBars` before the controller set it.
    private let originalExtendedLayoutIncludesOpaqueBars: Bool
    /// The bars as they were when taken; what hand-back and detach write back.
    private var taken: ShyBarsTakenState?
    /// The layout written last while driving (nil after a hand-back): an unchanged layout is not
    /// written again, so a pass that moves nothing costs no appearance copies.
    private var written: ShyBarsLayout?

    /// The device metrics a shy-bars configuration is made for, in points (the engine's
    /// `ShyBarsMeasurement`).
    public typealias ShyBarsMetrics = ShyBarsMeasurement

    /// Makes the bars of `viewController`'s navigation controller shy, driven by `scrollView`.
    /// Call it from `viewDidLoad()` (or later: it loads the screen's view); the bars are taken on the
    /// first layout pass.
    public init(viewController: UIViewController, scrollView: UIScrollView,
                extensionView: UIView? = nil, followers: [UIView] = []) {
        self.viewController = viewController
        self.scrollView = scrollView
        self.extensionView = extensionView
        self.followers = followers
        // A controller already installed in this screen detaches first: its bars go back and the
        // screen's layout setting is its own again before this one records it.
        AppearanceObserver.replaceObservers(in: viewController)
        originalExtendedLayoutIncludesOpaqueBars = viewController.extendedLayoutIncludesOpaqueBars
        viewController.extendedLayoutIncludesOpaqueBars = true
        hooks = ShyBarsHooks(scrollView) { [weak self] in self?.pass([]) }
        let appearance = AppearanceObserver()
        appearance.onAppear = { [weak self] in self?.pass([.appeared]) }
        appearance.onDisappear = { [weak self] in self?.pass([.disappeared]) }
        appearance.onReplaced = { [weak self] in self?.detach() }
        // A rotation or a resized split view: the bars go back at rest while the containers lay
        // them out again, and are taken again when the change is over.
        appearance.onSizeTransition = { [weak self] size, coordinator in self?.viewWillTransition(to: size, with: coordinator) }
        appearance.install(in: viewController)
        self.appearance = appearance
    }

    /// The screen's size is about to change. Not needed: the controller hears it by itself (UIKit
    /// forwards `viewWillTransition(to:with:)` to children); call it from your own override only
    /// when that override does not call `super`, or from a container that does not forward it. The
    /// bars go back at rest while UIKit lays them out again and are taken again when `coordinator`
    /// completes. Hearing one change twice is harmless.
    public func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        pass([.sizeTransitionBegan])
        _ = coordinator.animate(alongsideTransition: nil) { [weak self] _ in self?.pass([.sizeTransitionEnded]) }
    }

    /// The screen is on screen (the first time, or back after a pop or a cancelled swipe): the bars
    /// are taken again and the appear policy applies. Not needed: the controller hears it by itself;
    /// call it only for a screen whose container does not forward appearance to its children.
    /// Calling it again changes nothing.
    public func viewDidAppear() { pass([.appeared]) }
    /// The screen is about to go: the bars are handed back at once — at rest, opaque, taking touches —
    /// before the transition starts, so the next screen gets them as it expects. Not needed: the
    /// controller hears it by itself (see ``viewDidAppear()``). Calling it again changes nothing.
    public func viewWillDisappear() { pass([.disappeared]) }
    /// Call from your delegate's `scrollViewShouldScrollToTop(_:)` when it returns true.
    public func scrollViewWillScrollToTop() { pass([.scrollToTop]) }

    /// Call from your `UIScrollViewDelegate`'s `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    /// A stack left part-way settles whole (all shown or all hidden), and the content rides with it:
    /// the snap's shift is added to `targetContentOffset`, so UIKit's own deceleration carries it
    /// (the controller never animates `contentOffset`). Without this call the bars still snap when
    /// the finger lifts (the controller watches the pan gesture), but the content does not move with
    /// them: a snapping stack uncovers or covers up to half its height of content instead.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        // UIKit gives points per millisecond, positive toward the end.
        let velocity = Double(velocity.y) * 1000
        pass([.dragEnded(velocity: velocity)])
        targetContentOffset.pointee.y = CGFloat(state.targetContentOffsetY(
            proposedContentOffsetY: Double(targetContentOffset.pointee.y), velocity: velocity, metrics: ScrollMetrics(scrollView)))
    }

    /// Hides or shows the navigation bar through the screen's navigation controller
    /// (`setNavigationBarHidden(_:animated:)`), the shy bars standing aside first: before hiding, the
    /// bars are handed back at rest, so UIKit lays out an untransformed bar; after showing, they are
    /// taken again, shown. Use this rather than calling the navigation controller directly: the
    /// controller notices a bar the navigation controller hid on its next pass (a scroll, the keyboard,
    /// a size change), but a bar hidden and shown again with no pass in between comes back under the
    /// shy bars' transform, where UIKit leaves its frame undefined.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        if hidden { pass([.containerHidesBars(true)]) }
        viewController?.navigationController?.setNavigationBarHidden(hidden, animated: animated)
        pass([])  // reads the navigation controller: shown again, the bars are taken
    }

    /// Hides or shows the navigation controller's toolbar (`setToolbarHidden(_:animated:)`) and
    /// measures it at once: a hidden follower counts 0 points, so it is untransformed when UIKit lays
    /// it out to show it again, and then follows the bars. Use this rather than calling the
    /// navigation controller directly when the toolbar is a follower.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        viewController?.navigationController?.setToolbarHidden(hidden, animated: animated)
        pass([])
    }

    /// Shows every bar.
    public func expand(animated: Bool = true) { pass([.expand(animated: animated)]) }
    /// Hides the bars (unless the content fits).
    public func contract(animated: Bool = true) { pass([.contract(animated: animated)]) }
    /// Turns the behaviour on or off; off shows the bars and keeps them shown.
    public var isEnabled: Bool {
        get { state.isEnabled }
        set { pass([.setEnabled(newValue)]) }
    }
    /// While paused the bars stay exactly where they are, whatever scrolls (during a modal, say).
    public var isPaused: Bool {
        get { state.isPaused }
        set { pass([.setPaused(newValue)]) }
    }

    /// Stops following the scroll view and hands every bar back exactly as it was taken (the same as
    /// ``viewWillDisappear()``, then nothing more), and puts back the screen's
    /// `extendedLayoutIncludesOpaqueBars`. Install again with a new controller. A controller that
    /// goes away does the same by itself; call this to stop earlier.
    public func detach() {
        pass([.disappeared])
        hooks?.invalidate()
        hooks = nil
        Self.remove(appearance, from: viewController, extendedLayout: originalExtendedLayoutIncludesOpaqueBars)
        appearance = nil
    }

    /// Released without ``detach()``: the bars go back as they were taken, on the main actor (a bar
    /// left hidden would stay hidden for every screen of the stack).
    deinit {
        let taken = state.holdsBars ? taken : nil, appearance = appearance, viewController = viewController
        let extendedLayout = originalExtendedLayoutIncludesOpaqueBars
        Task { @MainActor in
            UIView.performWithoutAnimation { taken?.handBack() }
            Self.remove(appearance, from: viewController, extendedLayout: extendedLayout)
        }
    }

    /// Takes the appearance observer out of the screen and puts back its layout setting.
    private static func remove(_ appearance: AppearanceObserver?, from viewController: UIViewController?, extendedLayout: Bool) {
        guard let appearance else { return }
        appearance.uninstall()
        viewController?.extendedLayoutIncludesOpaqueBars = extendedLayout
    }

    // MARK: - The layout pass: read, one engine call, write

    /// Reads the scroll view, applies the queued events, a `.frame` with the metrics and `inputs` in
    /// one engine call, and writes the combined step once.
    private func pass(_ inputs: [ShyBarsInput]) {
        guard let scrollView, let hooks else { return }
        let scrollMetrics = ScrollMetrics(scrollView)
        guard let configuration = currentConfiguration(scrollMetrics) else { return }
        let queued = hooks.takeQueued()
        let frame = ShyBarsInput.frame(scrollMetrics)
        // Whether the navigation controller hides its bar itself (the app, or its own hiding on
        // swipe, tap, keyboard or compact height), sent when it differs from what the engine has.
        let hiddenByContainer = viewController?.navigationController?.isNavigationBarHidden ?? false
        let container: [ShyBarsInput] = hiddenByContainer != state.isHiddenByContainer ? [.containerHidesBars(hiddenByContainer)] : []
        // A scroll frame has nothing queued and no input: one step, and no array is made per frame.
        let step = queued.isEmpty && inputs.isEmpty && container.isEmpty
            ? configuration.step(state, frame)
            : configuration.step(state, container + queued.map(\.input) + [frame] + inputs)
        state = step.state
        layout = step.layout
        write(step)
        hooks.runFrameClock(step.needsFrameClock)
        step.statusChange.map { change in onStatusChange?(change) }
    }

    /// The configuration for the bars' current metrics, remade when the engine's settled measurement
    /// changes (rotation, a new bar height past the top); impossible metrics keep the last one. The
    /// engine tells a new configuration apart itself.
    private func currentConfiguration(_ scrollMetrics: ScrollMetrics) -> ShyBarsConfiguration? {
        guard let navigationController = viewController?.navigationController else { return configuration }
        // Measured into one buffer, so a pass allocates only after a change (the kept measurement
        // shares the buffer until the next pass writes it).
        followerHeights.removeAll(keepingCapacity: true)
        for follower in followers { followerHeights.append(Self.measuredHeight(follower)) }
        let metrics = ShyBarsMetrics(
            // The navigation controller's own view is not inset by its bar: this is the status bar area.
            topSafeAreaInset: navigationController.view.safeAreaInsets.top,
            navigationBarHeight: navigationController.navigationBar.bounds.height,
            extensionHeight: extensionView.map { Double($0.bounds.height) } ?? 0,
            followerHeights: followerHeights
        ).settled(after: self.metrics, at: scrollMetrics)
        guard metrics != self.metrics else { return configuration }
        self.metrics = metrics
        configuration = (try? makeConfiguration(metrics)) ?? configuration
        return configuration
    }

    /// A follower's height as the system draws it: from its top edge at rest (its centre and bounds,
    /// which its transform does not change) down to the bottom of its window; 0 while it is hidden
    /// or out of the window (a toolbar the navigation controller hides), so it is untransformed when
    /// its container lays it out again to show it.
    private static func measuredHeight(_ follower: UIView) -> Double {
        guard !follower.isHidden, follower.window != nil else { return 0 }
        let restTop = CGPoint(x: follower.center.x, y: follower.center.y - follower.bounds.height / 2)
        let top = follower.superview?.convert(restTop, to: nil).y ?? 0
        return ShyFollower(top: Double(top), bottomEdge: Double(follower.window?.bounds.height ?? 0)).height
    }

    // MARK: - Writing

    /// Applies a step literally: take (remember, then drive), drive, hand back, or leave alone.
    private func write(_ step: ShyBarsStep) {
        switch step.ownership {
        case .take:
            taken = ShyBarsTakenState(navigationBar: viewController?.navigationController?.navigationBar,
                                      item: viewController?.navigationItem, extensionView: extensionView, followers: followers)
            written = nil
            drive(step)
        case .drive:
            drive(step)
        case .handBack:
            UIView.performWithoutAnimation { taken?.handBack() }
            written = nil
        case .leave:
            break
        }
    }

    private func drive(_ step: ShyBarsStep) {
        guard let taken, step.layout != written else { return }
        written = step.layout
        UIView.animate(withDuration: step.animationDuration, delay: 0,
                       options: [.beginFromCurrentState, .allowUserInteraction, ShyBarsStep.snapEasing.viewAnimationCurve]) {
            taken.write(step.layout)
        }
    }
}

/// The bars as they were when taken, with the writes that move them and the write that gives them back.
@MainActor
private struct ShyBarsTakenState {
    weak var navigationBar: UINavigationBar?
    weak var item: UINavigationItem?
    weak var extensionView: UIView?
    let followers: [ShyBarsTakenView]
    let barTransform: CGAffineTransform
    let barTakesTouches: Bool
    /// The bar's tint, faded and given back as found (its own, or inherited).
    let tint: ShyBarsTakenTint
    let standardAppearance: UINavigationBarAppearance?
    let compactAppearance: UINavigationBarAppearance?
    let titleView: ShyBarsTakenView?
    let customViews: [ShyBarsTakenView]
    let extensionTransform: CGAffineTransform
    let extensionAlpha: CGFloat
    let extensionTakesTouches: Bool
    /// iOS 26's glass capsules behind the item's bar button items, hidden while the bar is not fully shown.
    let sharedBackgrounds: SharedBackgroundHiding
    /// iOS 27's own minimization held off the item while the shy bars drive its bar.
    let systemMinimization: SystemBarMinimizationHold

    init(navigationBar: UINavigationBar?, item: UINavigationItem?, extensionView: UIView?, followers: [UIView]) {
        self.navigationBar = navigationBar
        self.item = item
        self.extensionView = extensionView
        self.followers = followers.map(ShyBarsTakenView.init)
        barTransform = navigationBar?.transform ?? .identity
        barTakesTouches = navigationBar?.isUserInteractionEnabled ?? true
        tint = ShyBarsTakenTint()
        standardAppearance = item?.standardAppearance
        compactAppearance = item?.compactAppearance
        titleView = item?.titleView.map(ShyBarsTakenView.init)
        customViews = ((item?.leftBarButtonItems ?? []) + (item?.rightBarButtonItems ?? [])).compactMap(\.customView).map(ShyBarsTakenView.init)
        extensionTransform = extensionView?.transform ?? .identity
        extensionAlpha = extensionView?.alpha ?? 1
        extensionTakesTouches = extensionView?.isUserInteractionEnabled ?? true
        sharedBackgrounds = SharedBackgroundHiding(item)
        systemMinimization = SystemBarMinimizationHold(item)
    }

    /// Writes a layout: bar 0 is the navigation bar, bar 1 the extension view (when there is one),
    /// follower `i` the `i`-th follower.
    func write(_ layout: ShyBarsLayout) {
        let bar = layout.bar(0)
        let alpha = CGFloat(bar.contentAlpha)
        navigationBar?.transform = CGAffineTransform(translationX: 0, y: bar.translationY)
        navigationBar?.isUserInteractionEnabled = bar.takesTouches
        navigationBar.map { tint.write(alpha, to: $0) }
        titleView.map { $0.view?.alpha = $0.alpha * alpha }
        customViews.forEach { $0.view?.alpha = $0.alpha * alpha }
        sharedBackgrounds.write(hidden: alpha < 1)
        systemMinimization.hold()
        navigationBar.map { navigationBar in
            let standard = standardAppearance ?? navigationBar.standardAppearance
            item?.standardAppearance = Self.fading(standard, alpha)
            item?.compactAppearance = Self.fading(compactAppearance ?? navigationBar.compactAppearance ?? standard, alpha)
        }
        let extensionBar = layout.bar(1)
        extensionView?.transform = CGAffineTransform(translationX: 0, y: extensionBar.translationY)
        extensionView?.alpha = extensionAlpha * CGFloat(extensionBar.barAlpha)
        extensionView?.isUserInteractionEnabled = extensionBar.takesTouches
        for (index, follower) in followers.enumerated() {
            follower.view?.transform = CGAffineTransform(translationX: 0, y: layout.followerTranslationY(index))
        }
    }

    /// Puts back everything ``write(_:)`` changes, as it was when taken.
    func handBack() {
        navigationBar?.transform = barTransform
        navigationBar?.isUserInteractionEnabled = barTakesTouches
        navigationBar.map { tint.write(1, to: $0) }
        titleView?.view?.alpha = titleView?.alpha ?? 1
        customViews.forEach { $0.view?.alpha = $0.alpha }
        sharedBackgrounds.write(hidden: false)
        systemMinimization.release()
        item?.standardAppearance = standardAppearance
        item?.compactAppearance = compactAppearance
        extensionView?.transform = extensionTransform
        extensionView?.alpha = extensionAlpha
        extensionView?.isUserInteractionEnabled = extensionTakesTouches
        followers.forEach { $0.view?.transform = $0.transform }
    }

    /// A copy of `appearance` whose title colour (the default label colour when it sets none) has `alpha`.
    private static func fading(_ appearance: UINavigationBarAppearance, _ alpha: CGFloat) -> UINavigationBarAppearance {
        let faded = appearance.copy()
        let color = faded.titleTextAttributes[.foregroundColor] as? UIColor ?? .label
        faded.titleTextAttributes[.foregroundColor] = color.withAlphaComponent(alpha)
        return faded
    }
}

/// The tint a navigation bar has set on itself, or that it inherits its superview's, as the shy bars
/// last saw it shown unfaded: UIKit's getter answers the inherited tint, so the two are told apart by
/// comparing with the superview's. The bars fade the bar's buttons through its tint, and at rest give
/// back what they found — an inherited tint is inherited again (the app's accent colour changing, the
/// dimming under an alert: https://developer.apple.com/documentation/uikit/uiview/tintcolor), not
/// written down; a tint the app sets while the bar is shown is the bar's own from then on.
@MainActor
final class ShyBarsTakenTint {
    /// The bar's own tint, `.some(nil)` for an inherited one; nil before the bar was seen in a superview.
    private(set) var own: UIColor??
    /// Whether the bar shows a faded tint the shy bars wrote.
    private var isFaded = false

    /// Fades `navigationBar`'s tint to `alpha` (`0 … 1`), or gives it back at 1.
    func write(_ alpha: CGFloat, to navigationBar: UINavigationBar) {
        if !isFaded, let superview = navigationBar.superview {
            own = .some(superview.tintColor == navigationBar.tintColor ? nil : navigationBar.tintColor)
        }
        guard let own else { return }
        if alpha < 1 {
            navigationBar.tintColor = (own ?? navigationBar.superview?.tintColor)?.withAlphaComponent(alpha)
            isFaded = true
        } else if isFaded {
            navigationBar.tintColor = own
            isFaded = false
        }
    }
}

/// A view and the alpha and transform it had when taken.
@MainActor
private struct ShyBarsTakenView {
    weak var view: UIView?
    let alpha: CGFloat
    let transform: CGAffineTransform

    init(_ view: UIView) {
        self.view = view
        alpha = view.alpha
        transform = view.transform
    }
}

private extension ShyBarsQueuedEvent {
    var input: ShyBarsInput {
        switch self {
        case .dragBegan: .dragBegan
        case let .dragEnded(velocity): .dragEnded(velocity: velocity)
        case .enteredForeground: .enteredForeground
        }
    }
}
#endif
