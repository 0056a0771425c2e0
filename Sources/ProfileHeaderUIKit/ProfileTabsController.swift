#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_TYPECHECK)
import ProfileHeaderCore
import UIKit

/// Several lists under one shared profile header, Twitter-style: swipe horizontally between tabs
/// with the indicator following, or tap a tab. The header stays exactly where it is on a switch —
/// the engine gives the tab about to appear the offset that matches it — short lists get the bottom
/// padding they need to collapse the header, and a pull on any list stretches the shared banner
/// (with the engine's refresh spinner when ``onRefresh`` is set).
///
/// ```swift
/// tabs = ProfileTabsController(containerView: view, lists: [postsTable, repliesTable, mediaGrid],
///                              tabTitles: ["Posts", "Replies", "Media"], configuration: .twitter)
/// ```
///
/// The lists keep their delegates; this object is the delegate of the horizontal pager it creates.
@MainActor
public final class ProfileTabsController: NSObject, UIScrollViewDelegate {
    /// The horizontal pager holding the lists side by side.
    public let pagerView = UIScrollView()
    /// The shared header, floating over the pager.
    public let headerView: ProfileHeaderView
    /// The sticky tab bar.
    public let tabBarView: ProfileTabBarView
    /// The lists, one per tab.
    public let lists: [UIScrollView]
    /// The header's configuration as given (adapted to the device by itself).
    public var configuration: ProfileHeaderConfiguration {
        get { adapter.base }
        set { adapter.base = newValue; update() }
    }
    /// The selected tab.
    public var selectedIndex: Int { tabsState?.selectedIndex ?? 0 }
    /// Called when a different tab becomes selected.
    public var onSelectedTabChange: (@MainActor (Int) -> Void)?
    /// Called after every header layout is applied.
    public var onLayout: (@MainActor (ProfileHeaderLayout) -> Void)?
    /// Set to enable pull-to-refresh with the engine's spinner; call ``endRefreshing()`` when done.
    public var onRefresh: (@MainActor () -> Void)? {
        didSet { refresh.onTrigger = onRefresh }
    }

    private weak var containerView: UIView?
    private var adapter: ConfigurationAdapter
    private var tabs: TabsConfiguration?
    private var tabsState: TabsState?
    private let refresh: RefreshDriver
    private var refreshConfiguredFor: ProfileHeaderConfiguration?
    private var observations: [ScrollViewObservation] = []
    private var settings: SystemSettingsObserver?
    private var originalBottomInsets: [CGFloat]
    private let passes = LayoutPasses()

    /// Puts `lists` side by side in a pager filling `containerView`, under one header.
    ///
    /// - Parameters:
    ///   - containerView: the view to fill (a view controller's `view`).
    ///   - lists: one scroll view per tab (table or collection views); at least one.
    ///   - tabTitles: one title per list.
    ///   - configuration: the header's geometry; its tab bar height must be above 0.
    ///   - headerView: the header's views.
    ///   - blurRendering: how the banner's blur is drawn.
    public init(containerView: UIView, lists: [UIScrollView], tabTitles: [String],
                configuration: ProfileHeaderConfiguration, headerView: ProfileHeaderView = ProfileHeaderView(),
                blurRendering: BlurRendering = .live(.regular)) {
        self.containerView = containerView
        self.lists = lists
        self.headerView = headerView
        tabBarView = ProfileTabBarView(titles: tabTitles)
        adapter = ConfigurationAdapter(base: configuration)
        refresh = RefreshDriver(configuration: RefreshConfiguration(header: configuration))
        originalBottomInsets = lists.map { $0.contentInset.bottom }
        super.init()

        pagerView.frame = containerView.bounds
        pagerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pagerView.contentInsetAdjustmentBehavior = .never
        pagerView.showsHorizontalScrollIndicator = false
        pagerView.alwaysBounceVertical = false
        pagerView.decelerationRate = .fast
        pagerView.delegate = self
        containerView.addSubview(pagerView)
        for list in lists {
            list.automaticallyAdjustsScrollIndicatorInsets = false
            pagerView.addSubview(list)
        }
        headerView.blurRendering = blurRendering
        headerView.passesTouchesThroughUnpinnedHeader = true
        headerView.tabBarView = tabBarView
        headerView.frame = containerView.bounds
        headerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.addSubview(headerView)
        headerView.onGeometryChange = { [weak self] in self?.update() }
        tabBarView.onSelect = { [weak self] index in self?.select(index, animated: true) }
        refresh.onFrame = { [weak self] in self?.update() }
        observations = lists.indices.map { index in
            ScrollViewObservation(lists[index]) { [weak self] event in self?.handle(event, fromList: index) }
        }
        observations.append(ScrollViewObservation(pagerView) { [weak self] _ in self?.update() })
        settings = SystemSettingsObserver(rebuildingBlurOf: headerView) { [weak self] in
            self?.adapter.invalidate()
            self?.update()
        }
        update()
    }

    /// Shows tab `index` (a tap does this): it gets the offset that keeps the header still, then the
    /// pager moves to it. Ignored while the active list is pulled down (the stretch belongs to it).
    public func select(_ index: Int, animated: Bool) {
        guard let tabs, var state = tabsState, tabs.canSwitchTabs(state), index != state.selectedIndex else { return }
        prepare(index, tabs: tabs, state: &state)
        tabsState = state
        pagerView.setContentOffset(CGPoint(x: tabs.contentOffsetX(ofTab: index), y: 0), animated: animated)
        if !animated { settle() }
    }

    /// Starts a refresh from the app.
    public func beginRefreshing() {
        refresh.begin()
        update()
    }

    /// Ends a refresh; the held inset springs back.
    public func endRefreshing() {
        guard let list = activeList else { return }
        refresh.end(offset: list.engineOffset(heldInset: refresh.heldInset))
        update()
    }

    private var activeList: UIScrollView? {
        lists.indices.contains(selectedIndex) ? lists[selectedIndex] : nil
    }

    private func handle(_ event: ScrollViewEvent, fromList index: Int) {
        if case .dragEnded = event, index == selectedIndex { refresh.released() }
        update()
    }

    // MARK: Pager delegate

    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        guard scrollView === pagerView, let tabs, var state = tabsState else { return }
        // The neighbours about to appear get the offset that keeps the header where it is.
        for neighbour in [state.selectedIndex - 1, state.selectedIndex + 1] where lists.indices.contains(neighbour) {
            prepare(neighbour, tabs: tabs, state: &state)
        }
        tabsState = state
    }

    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard scrollView === pagerView, let tabs else { return }
        // UIKit gives points per millisecond; the engine takes points per second.
        let tab = tabs.settledTab(pagePosition: tabs.pagePosition(contentOffsetX: scrollView.contentOffset.x),
                                  velocity: velocity.x * 1_000)
        targetContentOffset.pointee.x = tabs.contentOffsetX(ofTab: tab)
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        if scrollView === pagerView { settle() }
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        if scrollView === pagerView { settle() }
    }

    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if scrollView === pagerView, !decelerate { settle() }
    }

    /// The pager came to rest: the tab it shows becomes the active one.
    private func settle() {
        guard let tabs, var state = tabsState else { return }
        let tab = tabs.settledTab(pagePosition: tabs.pagePosition(contentOffsetX: pagerView.contentOffset.x), velocity: 0)
        guard tab != state.selectedIndex else { return }
        prepare(tab, tabs: tabs, state: &state)
        tabs.select(tab, in: &state)
        tabsState = state
        update()
        onSelectedTabChange?(tab)
    }

    /// Gives `tab`'s list the offset that keeps the header still.
    private func prepare(_ tab: Int, tabs: TabsConfiguration, state: inout TabsState) {
        let offset = tabs.prepareToShow(tab, in: &state)
        let list = lists[tab]
        list.contentOffset.y = ScrollViewBridge.contentOffsetY(forOffset: offset, adjustedTop: list.adjustedContentInset.top)
    }

    // MARK: Layout

    /// Reads the lists and the pager, asks the engine, applies the answer (at most three passes when
    /// the inset changes make the lists report again).
    public func update() {
        passes.run { applyOnce() }
    }

    private func applyOnce() {
        guard let containerView, !lists.isEmpty, let (configuration, rest) = adapter.configuration(for: containerView) else { return }
        headerView.setReducesTransparency(UIAccessibility.isReduceTransparencyEnabled)
        let size = containerView.bounds.size
        guard let tabs = try? TabsConfiguration.profile(
            header: configuration, tabCount: lists.count, viewportHeight: size.height,
            contentInsetBottom: containerView.safeAreaInsets.bottom) else { return }
        if tabs != self.tabs {
            self.tabs = tabs
            if tabsState?.offsets.count != lists.count { tabsState = tabs.makeState() }
        }
        // Taken out while it changes, so its arrays are changed in place rather than copied.
        guard var state = tabsState else { return }
        tabsState = nil
        if refreshConfiguredFor != configuration {
            refreshConfiguredFor = configuration
            refresh.configuration = RefreshConfiguration(header: configuration)
        }

        // Pages side by side. Values are only written when they change: every write is observed and
        // would cause another pass.
        let contentSize = CGSize(width: tabs.pagerContentWidth, height: size.height)
        if pagerView.contentSize != contentSize { pagerView.contentSize = contentSize }
        let heldBefore = refresh.heldInset
        for (index, list) in lists.enumerated() {
            let page = CGRect(x: tabs.contentOffsetX(ofTab: index), y: 0, width: size.width, height: size.height)
            if list.frame != page { list.frame = page }
            list.setAdjustedTopInset(tabs.contentInsetTop + (index == state.selectedIndex ? heldBefore : 0))
            tabs.setContentHeight(list.contentSize.height, ofTab: index, in: &state)
            let insetBottom = originalBottomInsets[index] + tabs.bottomPadding(ofTab: index, in: state)
            if ScrollViewBridge.differs(insetBottom, list.contentInset.bottom) { list.contentInset.bottom = insetBottom }
        }

        // The active list drives the shared header.
        let active = lists[state.selectedIndex]
        tabs.recordActiveOffset(active.engineOffset(heldInset: heldBefore), in: &state)
        tabsState = state
        let layout = configuration.layout(at: tabs.headerOffset(state))
        refresh.pulled(stretch: layout.stretch, isDragging: active.isDragging)
        if ScrollViewBridge.differs(refresh.heldInset, heldBefore) { passes.requestAnotherPass() }
        // No switching while a list is pulled: the stretch belongs to it.
        let canSwitch = tabs.canSwitchTabs(state)
        if pagerView.isScrollEnabled != canSwitch { pagerView.isScrollEnabled = canSwitch }

        headerView.apply(layout, rest: rest, configuration: configuration, refresh: onRefresh == nil ? nil : refresh.output,
                         isRightToLeft: containerView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        tabBarView.apply(tabs, pagePosition: tabs.pagePosition(contentOffsetX: pagerView.contentOffset.x),
                         selectedIndex: state.selectedIndex)
        for list in lists where ScrollViewBridge.differs(layout.coveredHeight, list.verticalScrollIndicatorInsets.top) {
            list.verticalScrollIndicatorInsets.top = layout.coveredHeight
        }
        onLayout?(layout)
    }
}
#endif
