#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import ProfileHeaderCore
import UIKit

/// Attaches a profile page to one scroll view — a table view, a collection view or a plain
/// `UIScrollView` — in one line:
///
/// ```swift
/// header = ProfileHeaderController(scrollView: tableView, design: .twitter)
/// ```
///
/// Per frame it reads the scroll view, makes the page engine's one call (`ProfilePage.frame(_:_:_:)`)
/// and applies the frame to its ``ProfileHeaderView``; it decides nothing itself. That one pass runs
/// in the header view's `layoutSubviews`: the observers (key-value observation of the scroll view, its
/// pan gesture, system settings, the refresh's display link) only note what happened and ask for
/// a layout, so a frame in which several of them fire is laid out once, and what the pass writes to
/// the scroll view is never written from inside an observer. It never becomes the scroll view's
/// delegate and uses no swizzling or private API.
///
/// Insets: under `PageInsetPolicy.belowPinnedHeader` the top inset covers only
/// the pinned header, so plain-table and `pinToVisibleBounds` section headers pin right under the
/// collapsed bar; the content starts with an empty spacer. In a `UITableView` the controller makes
/// the spacer the top of the table's header view (your own header view goes under it: set
/// ``tableHeaderView``). Any other scroll view cannot be given a spacer from outside: make room for
/// ``topSpacerHeight`` at the top of your content yourself (``onTopSpacerHeightChange``), or use
/// `PageInsetPolicy.belowExpandedHeader` (the convenience initializer's default
/// there) if it has no sticky headers. ``detach()`` puts back everything the controller changed.
@MainActor
public final class ProfileHeaderController {
    /// The scroll view the page is attached to.
    public let scrollView: UIScrollView
    /// The page: design, inset policy, refresh, snapping.
    public let page: ProfilePage
    /// The header's views.
    public let headerView: ProfileHeaderView
    /// The page frame applied last; nil before the first layout pass.
    public private(set) var frame: ProfilePageFrame?
    /// The status bar style that reads best now; return it from `preferredStatusBarStyle`.
    public var statusBarStyle: UIStatusBarStyle { (frame?.statusBarStyle ?? .lightContent).uiStatusBarStyle }
    /// Height of the empty spacer your content starts with, in points (0 under
    /// `PageInsetPolicy.belowExpandedHeader`). A table view gets it as the top of its header view.
    public var topSpacerHeight: Double { installation?.spacer.height ?? 0 }
    /// For a `UITableView`: your own table header view (the profile details, say), shown right under
    /// the page's spacer and sized with Auto Layout at the table's width. A table header view the
    /// table already had when the controller attached is taken as this. Set it again after its
    /// content changes height.
    public var tableHeaderView: UIView? {
        get { installation?.tableHeader?.content }
        set {
            installation?.tableHeader?.content = newValue
            installation?.reinstallTableHeader()
        }
    }
    /// The view in your content that shows the profile's name (a label in ``tableHeaderView``, say):
    /// the bar title starts to arrive when its top reaches the collapsed header, wherever your
    /// layout puts it. Measured every layout pass, where it is drawn; nil (or a view that is hidden
    /// or not in the scroll view) keeps the design's `nameLabelContentY`. Not retained.
    public weak var nameView: UIView? {
        didSet { headerView.setNeedsLayout() }
    }
    /// For a scroll view that is not a table view, under the pinned-header inset policy: called with
    /// ``topSpacerHeight`` (points) whenever it changes. Make that much room at the top of your
    /// content (a first section inset, a spacer item).
    public var onTopSpacerHeightChange: (@MainActor (Double) -> Void)?
    /// Called when the status bar style that reads best changes: call `setNeedsStatusBarAppearanceUpdate()`
    /// and return ``statusBarStyle`` from `preferredStatusBarStyle`. Called after the layout pass
    /// that found it, on the main queue.
    public var onStatusBarStyleChange: (@MainActor (UIStatusBarStyle) -> Void)?
    /// Called once when a pull past the threshold is released (pages that refresh): load, then call
    /// ``endRefreshing()`` (at once, if nothing needs loading). Called after the layout pass that saw
    /// the release, on the main queue.
    public var onRefresh: (@MainActor () -> Void)?
    /// Called after every frame is applied, for your own views (keyframe tracks read its `layout`).
    /// Runs inside the header's layout pass: place views there, nothing else.
    public var onFrame: (@MainActor (ProfilePageFrame) -> Void)?

    private var state = ProfilePageState()
    /// What happened since the last pass, for the pass to make.
    private var pendingIntents = PageIntentQueue()
    /// The header view's autoresizing before the controller set it.
    private let originalHeaderAutoresizing: UIView.AutoresizingMask
    private let notices = AppNotices()
    private var installation: PageScrollViewInstallation?
    private var animationFrames: AnimationFrames?
    private var settings: SystemSettingsObserver?
    /// The navigation bar hidden (``hidesNavigationBar(of:keepsSwipeBack:)``) or kept
    /// (``keepsNavigationBar(of:)``) while the page's screen is on top.
    private let navigationBar = NavigationBarOwnership()
    /// This controller's hold on the header (``ProfileHeaderView/takeDriver()``).
    private var driverToken: UInt64 = 0

    /// Attaches `page` to `scrollView`. The scroll view may not be in a window yet; the header appears
    /// with its first layout pass.
    ///
    /// - Parameters:
    ///   - scrollView: the scroll view to follow; held strongly until the controller goes away.
    ///   - page: the page; its design is adapted to the scroll view's width, safe area, Dynamic Type,
    ///     Reduce Motion and right-to-left layout by the engine.
    ///   - headerView: the views to drive; the ready-made ``ProfileHeaderView`` by default.
    ///   - blurRendering: how the banner's blur is drawn.
    public init(scrollView: UIScrollView, page: ProfilePage, headerView: ProfileHeaderView = ProfileHeaderView(),
                blurRendering: BlurRendering = .live(.systemMaterialDark)) {
        self.scrollView = scrollView
        self.page = page
        self.headerView = headerView
        headerView.blurRendering = blurRendering
        headerView.layer.zPosition = 1_000
        // A new size of the scroll view (rotation, a window resized live) resizes the header with it,
        // which lays it out: the pass runs in that frame ("When a view's bounds change, that view
        // automatically resizes its subviews according to each subview's autoresizing mask",
        // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask). The pass sets
        // its frame from the scroll view's bounds each time.
        originalHeaderAutoresizing = headerView.autoresizingMask
        headerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        installation = PageScrollViewInstallation(
            scrollView, onSpacerHeight: { [weak self] height in self?.onTopSpacerHeightChange?(height) },
            onEvent: { [weak self] event in self?.record(event) })
        animationFrames = AnimationFrames(laying: headerView)
        settings = SystemSettingsObserver(rebuildingBlurOf: headerView) { [weak self] in
            // The pass measures the table header again if the text size changed.
            self?.headerView.setNeedsLayout()
        }
        driverToken = headerView.takeDriver()
        headerView.onLayoutPass = { [weak self] in self?.layOut() }
        scrollView.addSubview(headerView)
    }

    /// Attaches a page made of `design` to `scrollView`: for a plain-style `UITableView` under
    /// the pinned-header inset policy (sticky section headers pin under the bar), for any other scroll
    /// view (a grouped table, whose headers scroll) under the expanded-header policy (no spacer
    /// needed). A collection view that pins its section headers should be given a page made with
    /// `PageInsetPolicy.belowPinnedHeader` (``init(scrollView:page:headerView:blurRendering:)``).
    ///
    /// - Parameters:
    ///   - scrollView: the list under the header (a table view, a collection view, any scroll view).
    ///   - design: the header as designed (`.twitter`, or one of your own); the page adapts it
    ///     to the device every frame.
    ///   - refreshes: pull past the threshold to refresh (``onRefresh``).
    ///   - snapping: where the list may come to rest: one that rests half-collapsed after a release
    ///     glides to the nearest snap point by itself; forward ``targetContentOffset(forProposed:withVelocity:)``
    ///     from your delegate to make flings land there directly.
    ///   - headerView: the header's views; a ``ProfileHeaderView`` of your own (from a nib, or subclassed).
    ///   - blurRendering: how the banner's blur is drawn.
    public convenience init(scrollView: UIScrollView, design: ProfileHeaderConfiguration, refreshes: Bool = false,
                            snapping: PageSnapping = .none, headerView: ProfileHeaderView = ProfileHeaderView(),
                            blurRendering: BlurRendering = .live(.systemMaterialDark)) {
        // Only a plain-style table pins its section headers.
        let policy = PageInsetPolicy(listPinsSectionHeaders: (scrollView as? UITableView)?.style == .plain)
        // A single list below the banner is always a valid page.
        let page = try! ProfilePage(design: design, insetPolicy: policy, refreshes: refreshes, snapping: snapping)
        self.init(scrollView: scrollView, page: page, headerView: headerView, blurRendering: blurRendering)
    }

    /// Expands or collapses the header from code: the list scrolls to its top, or to its first row
    /// right under the pinned header (a list read past it stays where it is), with the page's scroll
    /// spring — at once without `animated`, or under Reduce Motion. Called before the page first
    /// appears (in `viewDidLoad`), not animated, it opens the page collapsed. It never refreshes; a
    /// finger on the list wins. Takes effect in the next layout pass, like ``beginRefreshing()``.
    public func moveHeader(to position: HeaderPosition, animated: Bool) {
        perform(.moveHeader(to: position, animated: animated))
    }

    /// Keeps the header collapsed while `true` — a search over the profile's posts, a compose field — until
    /// set back to `false`. A header not collapsed yet collapses at once (set in `viewDidLoad`, the page
    /// opens collapsed); ``setKeepsHeaderCollapsed(_:animated:)`` collapses it with the page's scroll
    /// spring. A finger on the list wins: asked under one, the hold waits for the user's own collapse (the
    /// property says what was asked, not whether the header is held yet). Held, the list starts right under
    /// the pinned header, a pull at the top is the list's own bounce (no banner, no refresh),
    /// ``moveHeader(to:animated:)`` to `.expanded` scrolls the list to its top with the header still
    /// collapsed, and nothing on screen jumps; a refresh under way goes on, and one the app begins shows
    /// its spinner. Set back to `false`, nothing moves: the header comes out as the user scrolls back to
    /// the top. Takes effect in the next layout pass, like ``moveHeader(to:animated:)``.
    public var keepsHeaderCollapsed: Bool {
        get { keepsHeaderCollapsedValue }
        set { setKeepsHeaderCollapsed(newValue, animated: false) }
    }

    /// Sets ``keepsHeaderCollapsed``; `animated`, a header not collapsed yet collapses with the page's
    /// scroll spring (at once under Reduce Motion). Letting go moves nothing either way.
    public func setKeepsHeaderCollapsed(_ keeps: Bool, animated: Bool) {
        guard keeps != keepsHeaderCollapsedValue else { return }
        keepsHeaderCollapsedValue = keeps
        perform(.holdHeaderCollapsed(keeps, animated: animated))
    }

    /// What ``keepsHeaderCollapsed`` was last set to.
    private var keepsHeaderCollapsedValue = false

    /// Starts a refresh from the app (the spinner shows; ``onRefresh`` is not called). Takes effect in
    /// the next layout pass (this frame's), so it may be called from anywhere, a scroll view callback too.
    public func beginRefreshing() { perform(.refreshStarted) }

    /// Ends a refresh: the held inset springs back (or is dropped at once when scrolled away). Takes
    /// effect in the next layout pass, like ``beginRefreshing()``.
    public func endRefreshing() { perform(.refreshFinished) }

    /// Where a fling should come to rest, for your delegate's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`:
    /// `targetContentOffset.pointee = header.targetContentOffset(forProposed: targetContentOffset.pointee, withVelocity: velocity)`.
    /// `velocity` as UIKit gives it there (points per millisecond). Unchanged unless the page snaps,
    /// and unchanged for a release without velocity (UIKit would jump to a moved target; the page
    /// glides the list to the snap point once it rests). Optional: without it a snapping page still
    /// comes to rest on a snap point, after UIKit's deceleration.
    ///
    /// The answer is the engine's for a copy of the page's state; the release itself is made in the
    /// layout pass, which writes what it changes (an inset written here, inside UIKit's callback,
    /// would move the deceleration's bounds under it).
    public func targetContentOffset(forProposed proposed: CGPoint, withVelocity velocity: CGPoint) -> CGPoint {
        let release = ProfilePageIntent.listReleased(list: 0, velocity: velocity.y * 1_000, proposedContentOffsetY: proposed.y)
        performRelease(release, of: 0)
        guard let installation else { return proposed }
        // What the pass will do: what came before the release in this frame (a refresh ended), then it.
        var whatIf = state
        let metrics = metrics(installation)
        for intent in pendingIntents.intents.dropLast() { _ = page.frame(&whatIf, metrics, intent) }
        let frame = page.frame(&whatIf, metrics, release)
        return CGPoint(x: proposed.x, y: frame.targetContentOffsetY ?? proposed.y)
    }

    /// Makes the header the only bar of `screen` — the view controller that shows this page — when
    /// it is pushed onto a navigation controller (the X app's profile): while `screen` is the top
    /// screen the navigation controller's bar is hidden, and when `screen` leaves the top (popped, or
    /// covered by a screen pushed onward) the bar is put back as it was; a swipe back that is
    /// cancelled, a modal over it or another tab selected leave it hidden. If the header has no
    /// ``ProfileHeaderView/leadingBarButton`` and there is a screen to go back to, it gets a Back
    /// button that pops, and VoiceOver's escape with focus in the header pops too.
    ///
    /// Call it once, in `screen`'s `viewDidLoad()`. It adds a small child view controller to `screen`
    /// to hear its appearance (no subclass of your controllers, no navigation controller delegate);
    /// ``detach()`` takes it out and puts everything back.
    ///
    /// - Parameters:
    ///   - screen: the view controller whose view shows this page.
    ///   - keepsSwipeBack: with the bar hidden, UIKit's edge swipe back stops working (observed, and
    ///     widely reported); true keeps it, by setting the delegate of the navigation controller's
    ///     `interactivePopGestureRecognizer` to a relay that forwards to UIKit's own while `screen` is
    ///     on top (UIKit's is put back when it leaves). Apple's header reserves that recognizer for
    ///     failure requirements: pass false to leave it alone (your app manages it, or does without).
    public func hidesNavigationBar(of screen: UIViewController, keepsSwipeBack: Bool = true) {
        navigationBar.hide(of: screen, headerView: headerView, keepsSwipeBack: keepsSwipeBack)
    }

    /// Makes the navigation controller's own bar the header's bar while `screen` — the view
    /// controller that shows this page — is pushed onto it (the iOS 26 way): the bar stays, with the
    /// system's Back (Liquid Glass on iOS 26), the edge and content swipes back, and the bar button
    /// items you give `screen.navigationItem`. It turns transparent over the banner; the header
    /// collapses to the bar's bottom, measured every pass (its height differs by device), and the
    /// header's title arrives under it (the system title gives way to an empty title view; the item's
    /// `title` still names the Back button of a screen pushed onward). The header's own bar buttons
    /// are not wanted then: use the navigation item's.
    ///
    /// Set on `screen.navigationItem`, so only while it is the top item: a transparent copy of the
    /// bar's appearance, `largeTitleDisplayMode = .never`, and on iOS 27 `navigationBarMinimization`
    /// held at `.never`; `screen`'s view is laid out under the bar even if it is opaque
    /// (`extendedLayoutIncludesOpaqueBars`). `screen` is the view controller the navigation
    /// controller holds, not a child of it.
    /// Shared with other screens, and put back when `screen` leaves the top: the bar's `barStyle`,
    /// which decides the status bar's style while the bar shows (the page sets black for light
    /// content). iOS 26's top edge effect comes back once the header is pinned, so the bar's items
    /// stay readable over the rows. Call it once, in `screen`'s `viewDidLoad()`; ``detach()`` puts
    /// everything back.
    public func keepsNavigationBar(of screen: UIViewController) {
        navigationBar.keep(of: screen)
        headerView.setNeedsLayout()
    }

    /// Removes the header and puts back everything the controller changed on the scroll view: its
    /// content and indicator insets, `automaticallyAdjustsScrollIndicatorInsets`, a table's header
    /// view (yours again, without the spacer), the observers, the pan gesture's target, the display
    /// link, and the navigation bar if the page hid or kept it. Calling it again does nothing. A controller
    /// that goes away does the same by itself; call this to remove the page earlier.
    public func detach() {
        notices.cancel()
        if installation != nil { headerView.autoresizingMask = originalHeaderAutoresizing }
        Self.remove(installation, animationFrames, headerView, driverToken)
        navigationBar.release()
        installation = nil
        animationFrames = nil
        settings = nil
    }

    /// Released without ``detach()``: the same, on the main actor (a header left behind would be
    /// frozen and swallow touches).
    deinit {
        let installation = installation, animationFrames = animationFrames, headerView = headerView, token = driverToken
        let navigationBar = navigationBar
        Task { @MainActor in
            Self.remove(installation, animationFrames, headerView, token)
            navigationBar.release()
        }
    }

    /// Puts back what an installation changed and takes the header off the scroll view — unless
    /// another controller has taken the scroll view or the header over since (it gave them back then).
    private static func remove(_ installation: PageScrollViewInstallation?, _ animationFrames: AnimationFrames?,
                               _ headerView: ProfileHeaderView, _ driverToken: UInt64) {
        installation?.uninstall()
        animationFrames?.invalidate()
        guard headerView.driverToken == driverToken else { return }
        headerView.onLayoutPass = nil
        headerView.removeFromSuperview()
    }

    /// An observer's report: noted, and one layout pass asked for.
    private func record(_ event: ScrollViewEvent) {
        switch event {
        case .changed: headerView.setNeedsLayout()
        case .dragBegan:
            pendingIntents.dragBegan(list: 0)
            headerView.setNeedsLayout()
        case let .dragEnded(velocity):
            performRelease(.listReleased(list: 0, velocity: velocity, proposedContentOffsetY: nil), of: 0)
        }
    }

    /// Queues `intent` for the next layout pass, and asks for one.
    private func perform(_ intent: ProfilePageIntent) {
        pendingIntents.append(intent)
        headerView.setNeedsLayout()
    }

    /// Queues the release of list `list`'s drag (once per drag), and asks for a pass.
    private func performRelease(_ release: ProfilePageIntent, of list: Int) {
        pendingIntents.release(release, of: list)
        headerView.setNeedsLayout()
    }

    /// The pass, from the header view's layout: one engine call with what happened since the last
    /// (one more for each further thing that happened in the same frame: rare).
    private func layOut() {
        let intents = pendingIntents.take()
        guard !intents.isEmpty else { return run(.none) }
        for intent in intents { run(intent) }
    }

    /// What the engine reads: the scroll view, the spacer, the header view, where the name is.
    private func metrics(_ installation: PageScrollViewInstallation) -> ProfilePageMetrics {
        // The name's top below the details' top: below the spacer the app's content starts with.
        let nameTop = nameView?.top(in: scrollView).map { $0 - installation.spacer.height }
        return ProfilePageMetrics(list: scrollView, spacerHeight: installation.spacer.height, view: headerView, nameTop: nameTop,
                                  systemBarHeight: navigationBar.systemBarHeight)
    }

    /// Reads the scroll view, makes the one engine call, writes what it says and applies the frame.
    private func run(_ intent: ProfilePageIntent) {
        installation.map { installation in
            installation.fitTableHeader()
            let frame = page.frame(&state, metrics(installation), intent)
            installation.write(frame.list(0, in: state))
            installation.writeTopEdgeEffect(hidden: frame.topEdgeEffectHidden)
            navigationBar.write(statusBarStyle: frame.statusBarStyle.uiStatusBarStyle)
            assign(scrollView.bounds, to: \.frame, of: headerView)
            // In front of the content the scroll view adds as it scrolls (cells, section headers).
            if scrollView.subviews.last !== headerView { scrollView.bringSubviewToFront(headerView) }
            headerView.apply(frame)
            report(frame)
        }
    }

    /// What the frame says to tell the app (after the pass) and the display link.
    private func report(_ frame: ProfilePageFrame) {
        self.frame = frame
        animationFrames?.isRunning = frame.needsAnimationFrames
        if frame.statusBarStyleChanged {
            let style = frame.statusBarStyle.uiStatusBarStyle
            notices.post { [weak self] in self?.onStatusBarStyleChange?(style) }
        }
        if frame.didTriggerRefresh { notices.post { [weak self] in self?.onRefresh?() } }
        onFrame?(frame)
    }
}
#endif
