#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_TYPECHECK)
import ProfileHeaderCore
import UIKit

/// Attaches a profile header to any scroll view — a table view, a collection view or a plain
/// `UIScrollView` — in one line:
///
/// ```swift
/// header = ProfileHeaderController(scrollView: tableView, configuration: .twitter)
/// ```
///
/// It observes the scroll view (key-value observation of its offset, size, insets and bounds; the pan
/// gesture through target-action), asks the engine for the layout, and applies it to a
/// ``ProfileHeaderView`` that covers the scroll view's visible bounds. It never becomes the scroll
/// view's delegate and uses no swizzling or private API.
///
/// It manages the scroll view's top content inset — the app's content starts right under the banner,
/// whatever the system adds for the safe area — and its vertical scroll-indicator insets, which start
/// under whatever the header covers. Keep a strong reference to it for as long as the header is shown.
@MainActor
public final class ProfileHeaderController {
    /// The scroll view the header is attached to.
    public private(set) weak var scrollView: UIScrollView?
    /// The header's views.
    public let headerView: ProfileHeaderView
    /// The configuration as given, before it is adapted to the device's metrics.
    public var configuration: ProfileHeaderConfiguration {
        get { adapter.base }
        set { adapter.base = newValue; update() }
    }
    /// Header snapping: when set, call ``targetContentOffset(forProposed:)`` from your delegate's
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    public var snapping: HeaderSnapping?
    /// The layout applied last.
    public private(set) var layout: ProfileHeaderLayout
    /// Called after every layout is applied, for the app's own views.
    public var onLayout: (@MainActor (ProfileHeaderLayout) -> Void)?
    /// Called when the status bar style that reads best changes; call
    /// `setNeedsStatusBarAppearanceUpdate()` and return ``ProfileHeaderLayout/statusBarStyle`` (see
    /// ``ProfileHeaderCore/StatusBarStyle/uiStatusBarStyle``) from `preferredStatusBarStyle`.
    public var onStatusBarStyleChange: (@MainActor (StatusBarStyle) -> Void)?
    /// Set to enable pull-to-refresh with the engine's spinner over the banner: called once when a
    /// pull past the threshold is released. Call ``endRefreshing()`` when the refresh is done.
    public var onRefresh: (@MainActor () -> Void)? {
        didSet { refresh.onTrigger = onRefresh }
    }

    private let refresh: RefreshDriver
    private var observation: ScrollViewObservation?
    private var settings: SystemSettingsObserver?
    private var adapter: ConfigurationAdapter
    private var refreshConfiguredFor: ProfileHeaderConfiguration?
    private var originalContentInsetTop: CGFloat
    private var originalAdjustsIndicatorInsets: Bool
    private let passes = LayoutPasses()

    /// Attaches a header to `scrollView`. The scroll view may not be in a window yet; the header
    /// appears with its first layout.
    ///
    /// - Parameters:
    ///   - scrollView: the scroll view to follow; held weakly.
    ///   - configuration: the header's geometry; it is adapted to the scroll view's width, safe area,
    ///     Dynamic Type and Reduce Motion by itself.
    ///   - headerView: the views to drive; the ready-made ``ProfileHeaderView`` by default.
    ///   - blurRendering: how the banner's blur is drawn.
    public init(
        scrollView: UIScrollView,
        configuration: ProfileHeaderConfiguration,
        headerView: ProfileHeaderView = ProfileHeaderView(),
        blurRendering: BlurRendering = .live(.regular)
    ) {
        self.scrollView = scrollView
        adapter = ConfigurationAdapter(base: configuration)
        self.headerView = headerView
        layout = configuration.layout(at: 0)
        refresh = RefreshDriver(configuration: RefreshConfiguration(header: configuration))
        originalContentInsetTop = scrollView.contentInset.top
        originalAdjustsIndicatorInsets = scrollView.automaticallyAdjustsScrollIndicatorInsets
        headerView.blurRendering = blurRendering
        headerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        headerView.layer.zPosition = 1_000
        scrollView.automaticallyAdjustsScrollIndicatorInsets = false
        scrollView.addSubview(headerView)
        headerView.onGeometryChange = { [weak self] in self?.update() }
        refresh.onFrame = { [weak self] in self?.update() }
        observation = ScrollViewObservation(scrollView) { [weak self] event in self?.handle(event) }
        settings = SystemSettingsObserver(rebuildingBlurOf: headerView) { [weak self] in
            self?.adapter.invalidate()
            self?.update()
        }
        update()
    }

    /// Starts a refresh from the app (the spinner shows; ``onRefresh`` is not called).
    public func beginRefreshing() {
        refresh.begin()
        update()
    }

    /// Ends a refresh: the held inset springs back (or is dropped at once when scrolled away).
    public func endRefreshing() {
        guard let scrollView else { return }
        refresh.end(offset: scrollView.engineOffset(heldInset: refresh.heldInset))
        update()
    }

    /// The engine's resting place for a fling: call from your delegate's
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` as
    /// `targetContentOffset.pointee = header.targetContentOffset(forProposed: targetContentOffset.pointee)`.
    /// Unchanged when ``snapping`` is nil.
    public func targetContentOffset(forProposed proposed: CGPoint) -> CGPoint {
        guard let snapping, let scrollView else { return proposed }
        let y = snapping.targetContentOffsetY(
            proposedContentOffsetY: proposed.y, adjustedTop: scrollView.adjustedContentInset.top,
            heldInset: refresh.heldInset)
        return CGPoint(x: proposed.x, y: y)
    }

    /// Removes the header and gives the scroll view back its own insets.
    public func detach() {
        observation?.invalidate()
        observation = nil
        settings = nil
        headerView.removeFromSuperview()
        if let scrollView {
            scrollView.contentInset.top = originalContentInsetTop
            scrollView.automaticallyAdjustsScrollIndicatorInsets = originalAdjustsIndicatorInsets
        }
    }

    private func handle(_ event: ScrollViewEvent) {
        switch event {
        case .changed, .dragBegan:
            break
        case .dragEnded:
            refresh.released()
        }
        update()
    }

    /// Reads the scroll view, asks the engine, applies the answer. Changing the insets makes the scroll
    /// view report again; those reports are folded into at most two more passes.
    public func update() {
        passes.run { applyOnce() }
    }

    private func applyOnce() {
        guard let scrollView, observation != nil, let (configuration, rest) = adapter.configuration(for: scrollView) else { return }
        headerView.setReducesTransparency(UIAccessibility.isReduceTransparencyEnabled)
        let heldBefore = refresh.heldInset
        scrollView.setAdjustedTopInset(configuration.adjustedContentInsetTop(heldRefreshInset: heldBefore))
        let offset = scrollView.engineOffset(heldInset: heldBefore)
        let layout = configuration.layout(at: offset)
        if refreshConfiguredFor != configuration {
            refreshConfiguredFor = configuration
            refresh.configuration = RefreshConfiguration(header: configuration)
        }
        refresh.pulled(stretch: layout.stretch, isDragging: scrollView.isDragging)
        if ScrollViewBridge.differs(refresh.heldInset, heldBefore) { passes.requestAnotherPass() }

        if headerView.frame != scrollView.bounds { headerView.frame = scrollView.bounds }
        scrollView.bringSubviewToFront(headerView)
        headerView.apply(layout, rest: rest, configuration: configuration, refresh: onRefresh == nil ? nil : refresh.output,
                         isRightToLeft: scrollView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        if ScrollViewBridge.differs(layout.coveredHeight, scrollView.verticalScrollIndicatorInsets.top) {
            scrollView.verticalScrollIndicatorInsets.top = layout.coveredHeight
        }

        let previousStyle = self.layout.statusBarStyle
        self.layout = layout
        if layout.statusBarStyle != previousStyle { onStatusBarStyleChange?(layout.statusBarStyle) }
        onLayout?(layout)
    }
}
#endif
