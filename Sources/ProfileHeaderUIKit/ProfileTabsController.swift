#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import ProfileHeaderCore
import UIKit

/// Several lists under one shared profile header, Twitter-style: swipe horizontally between tabs
/// with the indicator following, or tap a tab. The header stays exactly where it is on a switch —
/// the page gives the list about to appear the offset that matches it — short lists get the bottom
/// padding they need to collapse the header, and a pull on the active list stretches the shared
/// banner (with the engine's refresh spinner on pages that refresh).
///
/// ```swift
/// tabs = ProfileTabsController(containerView: view, lists: [postsTable, repliesTable, mediaGrid],
///                              tabTitles: ["Posts", "Replies", "Media"], design: .twitter)
/// ```
///
/// Like ``ProfileHeaderController`` it runs one pass per frame, in the header view's `layoutSubviews`:
/// the active list is read, the page engine makes its one call, and every list gets the page's
/// insets and spacer (a table list gets the spacer as its header view; for other lists see
/// ``onTopSpacerHeightChange``). The lists keep their delegates; this object is the delegate of the
/// horizontal pager it creates. ``detach()`` puts everything back.
@MainActor
public final class ProfileTabsController: NSObject, UIScrollViewDelegate {
    /// The horizontal pager holding the lists side by side.
    public let pagerView: UIScrollView = PagerScrollView()
    /// The shared header, floating over the pager.
    public let headerView: ProfileHeaderView
    /// The sticky tab bar.
    public let tabBarView: ProfileTabBarView
    /// The lists, one per tab.
    public let lists: [UIScrollView]
    /// The page: design, tab count, refresh, snapping.
    public let page: ProfilePage
    /// The page frame applied last; nil before the first layout pass.
    public private(set) var frame: ProfilePageFrame?
    /// The selected tab, `0 ..< lists.count` (the page's `ProfilePageFrame.selectedTab`): a tapped
    /// tab from the tap on (also while the switch waits for a pulled header to come back), a
    /// swiped-to tab once the pager comes to rest on it.
    public var selectedIndex: Int { frame?.selectedTab ?? 0 }
    /// The status bar style that reads best now; return it from `preferredStatusBarStyle`.
    public var statusBarStyle: UIStatusBarStyle { (frame?.statusBarStyle ?? .lightContent).uiStatusBarStyle }
    /// Called when another tab becomes the selected one (after the layout pass that selected it, on
    /// the main queue, like the two below).
    public var onSelectedTabChange: (@MainActor (Int) -> Void)?
    /// Called when the status bar style that reads best changes.
    public var onStatusBarStyleChange: (@MainActor (UIStatusBarStyle) -> Void)?
    /// Called once when a pull past the threshold is released (pages that refresh); call ``endRefreshing()``
    /// when done (at once, if nothing needs loading).
    public var onRefresh: (@MainActor () -> Void)?
    /// For lists that are not table views, under the pinned-header inset policy: called with the
    /// spacer's height (points) whenever it changes; make that much room at the top of each such list.
    public var onTopSpacerHeightChange: (@MainActor (Double) -> Void)?
    /// The view in the header's `detailsView` that shows the profile's name: the bar title starts to
    /// arrive when its top reaches the collapsed header, wherever the details' layout puts it.
    /// Measured every layout pass, where it is drawn; nil (or a view that is hidden or not in the
    /// details) keeps the design's `nameLabelContentY`. Not retained.
    public weak var nameView: UIView? {
        didSet { headerView.setNeedsLayout() }
    }
    /// Called after every frame is applied, for your own views. Runs inside the header's layout
    /// pass: place views there, nothing else.
    public var onFrame: (@MainActor (ProfilePageFrame) -> Void)?

    private weak var containerView: UIView?
    private var state = ProfilePageState()
    /// What happened since the last pass, for the pass to make.
    private var pendingIntents = PageIntentQueue()
    private let notices = AppNotices()
    private var installations: [PageScrollViewInstallation] = []
    private var pagerObservation: ScrollViewObservation?
    private var animationFrames: AnimationFrames?
    private var settings: SystemSettingsObserver?
    /// The tabs given as child view controllers (empty when the lists were given as scroll views).
    public private(set) var tabViewControllers: [UIViewController] = []
    /// This controller's hold on the header (``ProfileHeaderView/takeDriver()``).
    private var driverToken: UInt64 = 0
    /// iOS 26's top edge effect off the pager (the banner is under it).
    private var pagerEdgeEffect: TopEdgeEffectHiding?
    /// The navigation bar hidden (``hidesNavigationBar(of:keepsSwipeBack:)``) or kept
    /// (``keepsNavigationBar(of:)``) while the page's screen is on top.
    private let navigationBar = NavigationBarOwnership()
    /// The view controller showing the page (`init(parent:…)`'s parent, or the screen given to
    /// ``hidesNavigationBar(of:keepsSwipeBack:)``): its content scroll view is the active list.
    private weak var screen: UIViewController?
    /// The list last made the screen's content scroll view (nil: none yet), and the screen's own
    /// content scroll views (top, bottom) before the page set one, put back by ``detach()``.
    private var contentScrollViewList: Int?
    private var originalContentScrollViews: (top: UIScrollView?, bottom: UIScrollView?)?

    /// Puts `lists` side by side in a pager filling `containerView`, under one header.
    ///
    /// - Parameters:
    ///   - containerView: the view to fill (a view controller's `view`).
    ///   - lists: one scroll view per tab (table or collection views); as many as `page.tabCount`.
    ///   - tabTitles: one title per list.
    ///   - page: a tabbed page (`ProfilePage.tabbed(design:tabCount:refreshes:snapping:pinnedHeader:)`, or
    ///     `ProfilePage.tabbed(design:scrollableTabs:refreshes:snapping:pinnedHeader:)` with
    ///     `.titles(n)` for tabs as wide as their titles, that scroll when they do not fit: the
    ///     controller measures `tabTitles` in the tab bar's font at the default text size, and the page
    ///     grows them with the user's).
    ///   - headerView: the header's views; put the profile details in its ``ProfileHeaderView/detailsView``.
    ///   - blurRendering: how the banner's blur is drawn.
    public init(containerView: UIView, lists: [UIScrollView], tabTitles: [String], page: ProfilePage,
                headerView: ProfileHeaderView = ProfileHeaderView(), blurRendering: BlurRendering = .live(.systemMaterialDark)) {
        precondition(page.tabCount == lists.count, "ProfileTabsController: one list per tab (\(page.tabCount) tabs, \(lists.count) lists)")
        self.containerView = containerView
        self.lists = lists
        // Label-width tabs are as wide as the titles drawn: the controller measures them.
        self.page = page.measuringTabLabels(ProfileTabBarView.labelWidths(tabTitles))
        self.headerView = headerView
        tabBarView = ProfileTabBarView(titles: tabTitles)
        super.init()

        pagerView.frame = containerView.bounds
        pagerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pagerView.contentInsetAdjustmentBehavior = .never
        pagerView.showsHorizontalScrollIndicator = false
        pagerView.alwaysBounceVertical = false
        pagerView.decelerationRate = .fast
        // A status-bar tap scrolls a scroll view only when it is the one on screen with `scrollsToTop`
        // ("If more than one is found, none will be scrolled", UIScrollView.h): the active list's.
        pagerView.scrollsToTop = false
        pagerView.delegate = self
        pagerEdgeEffect = TopEdgeEffectHiding(pagerView)
        containerView.addSubview(pagerView)
        lists.forEach { pagerView.addSubview($0) }
        installations = lists.enumerated().map { tab, list in
            PageScrollViewInstallation(
                list, onSpacerHeight: { [weak self] height in self?.onTopSpacerHeightChange?(height) },
                onEvent: { [weak self] event in self?.record(event, from: tab) })
        }
        pagerObservation = ScrollViewObservation(pagerView) { [weak headerView] _ in headerView?.setNeedsLayout() }
        headerView.blurRendering = blurRendering
        headerView.tabBarView = tabBarView
        headerView.frame = containerView.bounds
        headerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.addSubview(headerView)
        tabBarView.onSelect = { [weak self] index in self?.select(index, animated: true) }
        animationFrames = AnimationFrames(laying: headerView)
        settings = SystemSettingsObserver(rebuildingBlurOf: headerView) { [weak self] in
            self?.headerView.setNeedsDetailsMeasurement()
        }
        driverToken = headerView.takeDriver()
        headerView.onLayoutPass = { [weak self] in self?.layOut() }
    }

    /// Puts `lists` under one header made of `design`, one tab per list (at least one).
    public convenience init(containerView: UIView, lists: [UIScrollView], tabTitles: [String],
                            design: ProfileHeaderConfiguration, refreshes: Bool = false, snapping: PageSnapping = .none,
                            headerView: ProfileHeaderView = ProfileHeaderView(), blurRendering: BlurRendering = .live(.systemMaterialDark)) {
        // Throws only for no lists, or more than the supported number: a programming error.
        let page = try! ProfilePage.tabbed(design: design, tabCount: TabCount(lists.count), refreshes: refreshes, snapping: snapping)
        self.init(containerView: containerView, lists: lists, tabTitles: tabTitles, page: page,
                  headerView: headerView, blurRendering: blurRendering)
    }

    /// Puts the tabs' views side by side under one header filling `parent`'s view, the tabs being
    /// child view controllers of `parent` — the way JXPagingView users bring their lists:
    ///
    /// ```swift
    /// tabs = try ProfileTabsController(parent: self, tabs: [postsController, repliesController, mediaController],
    ///                                  design: .twitter)
    /// ```
    ///
    /// Each tab's `view` must be its scrolling list: a `UITableViewController`, a
    /// `UICollectionViewController`, or a controller whose `loadView()` makes a scroll view. The tabs
    /// are added as children of `parent` and removed again by ``detach()`` or when the controller goes
    /// away. They all appear and disappear with `parent` (UIKit forwards appearance to every child),
    /// not on a tab switch: follow ``onSelectedTabChange`` for that.
    ///
    /// - Parameters:
    ///   - parent: the page's view controller: its view is filled, and the tabs become its children.
    ///   - tabs: one view controller per tab, whose view is its list.
    ///   - tabTitles: one per tab; each tab's `title` (or an empty title) when nil.
    ///   - design: the header as designed; the page adapts it to the device every frame.
    ///   - refreshes: pull past the threshold to refresh.
    ///   - snapping: where a list may come to rest.
    ///   - headerView: the header's views; put the profile details in its ``ProfileHeaderView/detailsView``.
    ///   - blurRendering: how the banner's blur is drawn.
    /// - Throws: a ``ProfileTabsError`` when there are no tabs, too many, titles that do not match
    ///   them, or a tab whose view is not a scroll view. The tabs' views have been loaded to check
    ///   them; nothing else has changed then.
    public convenience init(parent: UIViewController, tabs: [UIViewController], tabTitles: [String]? = nil,
                            design: ProfileHeaderConfiguration, refreshes: Bool = false, snapping: PageSnapping = .none,
                            headerView: ProfileHeaderView = ProfileHeaderView(),
                            blurRendering: BlurRendering = .live(.systemMaterialDark)) throws {
        // (Untyped `throws`: Swift 6.3 crashes generating a class convenience initializer with a typed one.)
        guard !tabs.isEmpty else { throw ProfileTabsError.noTabs }
        var lists: [UIScrollView] = []
        for (index, tab) in tabs.enumerated() {
            guard let list = tab.view as? UIScrollView else { throw ProfileTabsError.tabViewIsNotAScrollView(index: index) }
            lists.append(list)
        }
        guard let page = try? ProfilePage.tabbed(design: design, tabCount: TabCount(tabs.count), refreshes: refreshes, snapping: snapping)
        else { throw ProfileTabsError.tooManyTabs(count: tabs.count) }
        if let tabTitles, tabTitles.count != tabs.count {
            throw ProfileTabsError.titleCountMismatch(tabs: tabs.count, titles: tabTitles.count)
        }
        for tab in tabs { parent.addChild(tab) }
        self.init(containerView: parent.view, lists: lists, tabTitles: tabTitles ?? tabs.map { $0.title ?? "" }, page: page,
                  headerView: headerView, blurRendering: blurRendering)
        tabViewControllers = tabs
        screen = parent
        for tab in tabs { tab.didMove(toParent: parent) }
    }

    /// Shows tab `index` (a tab tap does this): its list, and every list the pager passes on the
    /// way, gets the offset that keeps the header still, and the pager glides there frame by frame
    /// (jumps when not `animated`, or under Reduce Motion). Ignored while the active list is dragged
    /// and while a finger moves the pager; while the list springs back from a pull or a refresh holds
    /// the header the switch waits until the header is back (the tab shows selected meanwhile); the
    /// selected tab again scrolls its list back to its first row under the pinned header, and again
    /// with the list there expands the header (the engine decides; not while ``keepsHeaderCollapsed``).
    /// Takes effect in the next
    /// layout pass (this frame's), like the refresh calls below: call them from anywhere.
    public func select(_ index: Int, animated: Bool) {
        perform(.tabTapped(index, animated: animated))
    }

    /// Expands or collapses the header from code: the selected tab's list scrolls to its top, or to
    /// its first row right under the pinned header (a list read past it stays where it is), with the
    /// page's scroll spring — at once without `animated`, or under Reduce Motion. The other tabs keep
    /// their places as they do when the user scrolls. Called before the page first appears (in
    /// `viewDidLoad`), not animated, it opens the page collapsed. It never refreshes; a finger on the
    /// list wins. Takes effect in the next layout pass, like ``select(_:animated:)``.
    public func moveHeader(to position: HeaderPosition, animated: Bool) {
        perform(.moveHeader(to: position, animated: animated))
    }

    /// Keeps the header collapsed while `true` — a search over the profile's posts, a compose field — until
    /// set back to `false`. A header not collapsed yet collapses at once (set in `viewDidLoad`, the page
    /// opens collapsed); ``setKeepsHeaderCollapsed(_:animated:)`` collapses it with the page's scroll
    /// spring. A finger on the list wins: asked under one, the hold waits for the user's own collapse (the
    /// property says what was asked, not whether the header is held yet). Held, every tab's list starts
    /// right under the pinned header (a tab at its top shows its first row there), a pull at the top is the
    /// list's own bounce (no banner, no refresh), ``moveHeader(to:animated:)`` to `.expanded` and a re-tap
    /// of the selected tab scroll the list to its top with the header still collapsed, and nothing on
    /// screen jumps; a refresh under way goes on, and one the app begins shows its spinner. Set back to
    /// `false`, nothing moves: the header comes out as the user scrolls back to the top. Takes effect in
    /// the next layout pass, like ``moveHeader(to:animated:)``.
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

    /// Starts a refresh from the app.
    public func beginRefreshing() { perform(.refreshStarted) }

    /// Ends a refresh; the held inset springs back.
    public func endRefreshing() { perform(.refreshFinished) }

    /// Where a fling of the active list should come to rest, for its delegate's
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (velocity in points per
    /// millisecond, as UIKit gives it). Unchanged unless the page snaps, and for a release without
    /// velocity (the page glides the list to the snap point once it rests). Optional. The answer is
    /// the engine's for a copy of the page's state; the release is made in the layout pass.
    public func targetContentOffset(forProposed proposed: CGPoint, withVelocity velocity: CGPoint) -> CGPoint {
        let release = ProfilePageIntent.listReleased(list: activeList, velocity: velocity.y * 1_000, proposedContentOffsetY: proposed.y)
        performRelease(release, of: activeList)
        return CGPoint(x: proposed.x, y: whatIf(release)?.targetContentOffsetY ?? proposed.y)
    }

    /// Makes the header the only bar of `screen` — the view controller that shows this page — when
    /// it is pushed onto a navigation controller: as ``ProfileHeaderController/hidesNavigationBar(of:keepsSwipeBack:)``.
    /// Call it once, in `screen`'s `viewDidLoad()`; ``detach()`` puts everything back.
    public func hidesNavigationBar(of screen: UIViewController, keepsSwipeBack: Bool = true) {
        if screen !== self.screen {
            restoreContentScrollViews()
            self.screen = screen
            headerView.setNeedsLayout()
        }
        navigationBar.hide(of: screen, headerView: headerView, keepsSwipeBack: keepsSwipeBack)
    }

    /// Makes the navigation controller's own bar the header's bar while `screen` is pushed onto it:
    /// as ``ProfileHeaderController/keepsNavigationBar(of:)``. The top edge effect comes back on
    /// every list and the pager once the header is pinned. Call it once, in `screen`'s
    /// `viewDidLoad()`; ``detach()`` puts everything back.
    public func keepsNavigationBar(of screen: UIViewController) {
        if screen !== self.screen {
            restoreContentScrollViews()
            self.screen = screen
        }
        navigationBar.keep(of: screen)
        headerView.setNeedsLayout()
    }

    /// Removes the header and the pager and puts back everything the controller changed on every
    /// list (insets, indicator insets and their automatic adjustment, a table's header view,
    /// observers, the pan gestures' targets, the top edge effect), stops the display link and gives back
    /// the navigation bar if the page hid or kept it. The lists leave the pager;
    /// add them back where you want them (tabs given as view controllers also leave their parent: add
    /// them back as children). Calling it again does nothing. A controller that goes away
    /// does the same by itself; call this to remove the page earlier.
    public func detach() {
        notices.cancel()
        Self.remove(installations, pagerObservation, animationFrames, headerView, driverToken, pagerView, lists, tabViewControllers)
        pagerEdgeEffect?.restore()
        pagerEdgeEffect = nil
        navigationBar.release()
        restoreContentScrollViews()
        tabViewControllers = []
        installations = []
        pagerObservation = nil
        animationFrames = nil
        settings = nil
    }

    /// Released without ``detach()``: the same, on the main actor.
    deinit {
        let installations = installations, pagerObservation = pagerObservation, animationFrames = animationFrames
        let headerView = headerView, token = driverToken, pagerView = pagerView, lists = lists, tabs = tabViewControllers
        let pagerEdgeEffect = pagerEdgeEffect, navigationBar = navigationBar
        let screen = contentScrollViewList == nil ? nil : screen, originals = originalContentScrollViews
        Task { @MainActor in
            Self.remove(installations, pagerObservation, animationFrames, headerView, token, pagerView, lists, tabs)
            pagerEdgeEffect?.restore()
            navigationBar.release()
            if let screen, let originals { Self.restore(originals, on: screen) }
        }
    }

    /// Puts back what the installations changed and removes the header, the pager and the lists, and
    /// takes tabs given as child view controllers out of their parent (UIKit's order: `willMove(toParent: nil)`,
    /// the view out, `removeFromParent()`). What another controller has taken over since — the
    /// header, a list or a tab now in its pager — is left to it.
    private static func remove(_ installations: [PageScrollViewInstallation], _ pagerObservation: ScrollViewObservation?,
                               _ animationFrames: AnimationFrames?, _ headerView: ProfileHeaderView, _ driverToken: UInt64,
                               _ pagerView: UIScrollView, _ lists: [UIScrollView], _ tabs: [UIViewController]) {
        let leaving = tabs.filter { $0.view.superview === pagerView }
        for tab in leaving { tab.willMove(toParent: nil) }
        installations.forEach { $0.uninstall() }
        pagerObservation?.invalidate()
        animationFrames?.invalidate()
        if headerView.driverToken == driverToken {
            headerView.onLayoutPass = nil
            headerView.removeFromSuperview()
        }
        pagerView.delegate = nil
        for list in lists where list.superview === pagerView { list.removeFromSuperview() }
        pagerView.removeFromSuperview()
        for tab in leaving { tab.removeFromParent() }
    }

    // MARK: Pager delegate

    /// The pager's swipe ends: where it comes to rest is the engine's (one page per fling; a release
    /// without velocity is left to stop, and the pager then springs to the nearest tab).
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        // UIKit's velocity is in points per millisecond, the engine's per second.
        let release = ProfilePageIntent.pagerReleased(velocityX: velocity.x * 1_000)
        perform(release)
        whatIf(release)?.pagerTargetContentOffsetX.map { targetContentOffset.pointee.x = CGFloat($0) }
    }

    /// The pager's fling came to rest: a pass notices (the engine makes its tab the active one).
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { headerView.setNeedsLayout() }

    /// The pager was released: a pass notices.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        headerView.setNeedsLayout()
    }

    // MARK: The pass

    /// An observer's report: noted (a release of a list), and one layout pass asked for.
    private func record(_ event: ScrollViewEvent, from tab: Int) {
        switch event {
        case .changed: headerView.setNeedsLayout()
        case .dragBegan:
            pendingIntents.dragBegan(list: tab)
            headerView.setNeedsLayout()
        case let .dragEnded(velocity):
            performRelease(.listReleased(list: tab, velocity: velocity, proposedContentOffsetY: nil), of: tab)
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

    /// The frame `intent` would make now, for an answer UIKit wants inside its callback (where to
    /// rest): the engine's call on a copy of the page's state; nothing is written.
    private func whatIf(_ intent: ProfilePageIntent) -> ProfilePageFrame? {
        guard installations.count == lists.count, !lists.isEmpty else { return nil }
        // What the pass will do: what came before in this frame (a refresh ended), then `intent`.
        var copy = state
        let metrics = metrics()
        for earlier in pendingIntents.intents.dropLast() { _ = page.frame(&copy, metrics, earlier) }
        return page.frame(&copy, metrics, intent)
    }

    /// The list the page follows: the one to measure (the last frame's word; the first before any).
    private var activeList: Int { min(frame?.activeList ?? 0, lists.count - 1) }

    /// Lays the pages out, reads the list the page follows and the pager, makes the one engine call,
    /// gives every list what the frame says (insets, spacer, an offset to set, the status-bar tap),
    /// puts the pager where the engine says, and applies the frame.
    private func run(_ intent: ProfilePageIntent) {
        guard installations.count == lists.count, !lists.isEmpty else { return }
        installations.forEach { $0.fitTableHeader() }
        let width = Double(pagerView.bounds.size.width)
        let frame = page.frame(&state, metrics(), intent)
        for (index, list) in installations.enumerated() {
            let writes = frame.list(index, in: state)
            assign(CGRect(x: writes.pageOriginX, y: 0, width: width, height: Double(pagerView.bounds.size.height)),
                   to: \.frame, of: list.scrollView)
            list.write(writes)
            list.writeTopEdgeEffect(hidden: frame.topEdgeEffectHidden)
        }
        pagerEdgeEffect?.write(hidden: frame.topEdgeEffectHidden)
        navigationBar.write(statusBarStyle: frame.statusBarStyle.uiStatusBarStyle)
        assign(CGSize(width: pagerView.bounds.size.width * CGFloat(lists.count), height: pagerView.bounds.size.height),
               to: \.contentSize, of: pagerView)
        frame.pagerContentOffsetX.map { assign(CGPoint(x: $0, y: 0), to: \.contentOffset, of: pagerView) }
        headerView.apply(frame)
        tabBarView.layOut(state, frame, selectedIndex: frame.selectedTab)
        assign(frame.canSwitchTabs, to: \.isScrollEnabled, of: pagerView)
        (pagerView as? PagerScrollView).map { pager in
            assign(frame.pagerTakesRightwardSwipes, to: \.takesRightwardSwipes, of: pager)
            assign(frame.pagerTakesLeftwardSwipes, to: \.takesLeftwardSwipes, of: pager)
        }
        report(frame)
    }

    /// What the engine reads: the list the page follows, its spacer, the header view, the pager,
    /// the details' height and where the name is in them.
    private func metrics() -> ProfilePageMetrics {
        let active = installations[activeList]
        return ProfilePageMetrics(
            list: active.scrollView, spacerHeight: active.spacer.height, view: headerView, pager: pagerView,
            detailsHeight: headerView.detailsHeight(width: Double(pagerView.bounds.size.width)),
            nameTop: headerView.detailsView.flatMap { nameView?.top(in: $0) }, backSwipeAvailable: hasScreenToGoBackTo,
            systemBarHeight: navigationBar.systemBarHeight)
    }

    /// Whether a swipe toward the previous screen, anywhere over the lists, is the system's back
    /// swipe: iOS 26's content swipe (`interactiveContentPopGestureRecognizer`) is enabled and the
    /// screen showing the page — the screen given (`init(parent:…)`, ``hidesNavigationBar(of:keepsSwipeBack:)``)
    /// or the view controller whose view holds the page — has one to go back to. Before iOS 26 only
    /// the screen's edge pops, so the pager keeps every swipe (refused, one would do nothing).
    private var hasScreenToGoBackTo: Bool {
        var responder: UIResponder? = containerView
        while let current = responder, !(current is UIViewController) { responder = current.next }
        // The screen's entry in the stack: itself, or the ancestor the navigation controller holds.
        guard var entry = screen ?? responder as? UIViewController else { return false }
        while let parent = entry.parent, !(parent is UINavigationController) { entry = parent }
        guard let navigation = entry.parent as? UINavigationController, navigation.viewControllers.first !== entry else { return false }
        guard #available(iOS 26.0, *) else { return false }
        return navigation.interactiveContentPopGestureRecognizer?.isEnabled == true && !entry.navigationItem.hidesBackButton
    }

    /// What the frame says to tell the app and the display link.
    /// Gives the screen back the content scroll views it had before the page set the active list.
    private func restoreContentScrollViews() {
        if let screen, let originals = originalContentScrollViews { Self.restore(originals, on: screen) }
        originalContentScrollViews = nil
        contentScrollViewList = nil
    }

    private static func restore(_ originals: (top: UIScrollView?, bottom: UIScrollView?), on screen: UIViewController) {
        screen.setContentScrollView(originals.top, for: .top)
        screen.setContentScrollView(originals.bottom, for: .bottom)
    }

    private func report(_ frame: ProfilePageFrame) {
        self.frame = frame
        // The bars of a navigation or tab bar controller follow the active list, not a guess (UIKit's
        // heuristic finds the pager): `setContentScrollView(_:for:)`, UIViewController.h, iOS 15.
        if let screen, contentScrollViewList != frame.activeList, lists.indices.contains(frame.activeList) {
            if originalContentScrollViews == nil {
                originalContentScrollViews = (screen.contentScrollView(for: .top), screen.contentScrollView(for: .bottom))
            }
            contentScrollViewList = frame.activeList
            screen.setContentScrollView(lists[frame.activeList], for: [.top, .bottom])
        }
        animationFrames?.isRunning = frame.needsAnimationFrames
        if frame.statusBarStyleChanged {
            let style = frame.statusBarStyle.uiStatusBarStyle
            notices.post { [weak self] in self?.onStatusBarStyleChange?(style) }
        }
        if frame.didTriggerRefresh { notices.post { [weak self] in self?.onRefresh?() } }
        if frame.selectedTabChanged {
            let tab = frame.selectedTab
            notices.post { [weak self] in self?.onSelectedTabChange?(tab) }
        }
        onFrame?(frame)
    }
}

/// Why tabs given as view controllers cannot make a page.
public enum ProfileTabsError: Error, Equatable, Sendable {
    /// No tabs were given.
    case noTabs
    /// The tab at `index` (0-based) has a view that is not a scroll view: give a table or collection
    /// view controller, or one whose `loadView()` makes a scroll view.
    case tabViewIsNotAScrollView(index: Int)
    /// More tabs than a page supports (`ProfilePage.tabbed(design:tabCount:refreshes:snapping:pinnedHeader:)`).
    case tooManyTabs(count: Int)
    /// `tabTitles` has `titles` titles for `tabs` tabs: give one per tab, or none.
    case titleCountMismatch(tabs: Int, titles: Int)
}

/// Writes `value` at `keyPath` of `object` only when it is not there already: every write to an
/// observed property is reported, and writing the same value every frame would ask for a pass every frame.
@MainActor
func assign<Object: AnyObject, Value: Equatable>(_ value: Value, to keyPath: ReferenceWritableKeyPath<Object, Value>, of object: Object) {
    if object[keyPath: keyPath] != value { object[keyPath: keyPath] = value }
}
#endif
