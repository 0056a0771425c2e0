#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_TYPECHECK)
import ProfileHeaderCore
import UIKit

/// TLYShyNavBar-style bars for a navigation controller: the navigation bar (and an optional
/// extension view under it) slides away under the status bar while the user reads, and comes back
/// when they scroll toward the top; followers (a `UITabBar`, a toolbar) slide off the bottom edge in
/// proportion. Every position comes from the engine's shy-bars step.
///
/// ```swift
/// shyBars = ShyBarsController(navigationController: navigationController!, scrollView: tableView,
///                             followers: [tabBarController!.tabBar])
/// ```
///
/// Bars move with transforms, so a hidden bar is hit-tested where it is drawn (off screen) and never
/// eats touches; a fully hidden bar also stops taking touches. The scroll view's delegate is left alone.
@MainActor
public final class ShyBarsController {
    /// The navigation controller whose bar hides.
    public private(set) weak var navigationController: UINavigationController?
    /// The scroll view that drives the bars.
    public private(set) weak var scrollView: UIScrollView?
    /// A view under the navigation bar that hides with it (a search or segmented bar), or nil.
    public let extensionView: UIView?
    /// Views at the bottom edge that slide down as the bars slide up.
    public let followers: [UIView]
    /// Makes the configuration for the current metrics (called again after rotation). The default is
    /// ``ProfileHeaderCore/ShyBarsConfiguration/navigationBar(topSafeAreaInset:navigationBarHeight:extensionHeight:followerHeight:)``.
    public var makeConfiguration: @MainActor (ShyBarsMetrics) throws -> ShyBarsConfiguration = { metrics in
        try ShyBarsConfiguration.navigationBar(
            topSafeAreaInset: metrics.topSafeAreaInset, navigationBarHeight: metrics.navigationBarHeight,
            extensionHeight: metrics.extensionHeight, followerHeight: metrics.followerHeight)
    }
    /// Called when the bars become fully shown, fully hidden or in between (once per change).
    public var onStatusChange: (@MainActor (ShyBarsStatus) -> Void)?
    /// The engine's state.
    public private(set) var state = ShyBarsState()
    /// The layout applied last.
    public private(set) var layout: ShyBarsLayout?

    private var configuration: ShyBarsConfiguration?
    private var metrics: ShyBarsMetrics?
    private var observation: ScrollViewObservation?
    private var settings: SystemSettingsObserver?
    private var wasDecelerating = false
    private var lastContentHeight: Double?

    /// The device metrics a shy-bars configuration is made for, in points.
    public struct ShyBarsMetrics: Equatable, Sendable {
        /// The top safe-area inset without the navigation bar (the status bar area).
        public var topSafeAreaInset: Double
        /// The navigation bar's height.
        public var navigationBarHeight: Double
        /// The extension view's height, 0 without one.
        public var extensionHeight: Double
        /// The first follower's height (bottom safe area included), 0 without one.
        public var followerHeight: Double
    }

    /// Makes the navigation controller's bar shy, driven by `scrollView`.
    public init(navigationController: UINavigationController, scrollView: UIScrollView,
                extensionView: UIView? = nil, followers: [UIView] = []) {
        self.navigationController = navigationController
        self.scrollView = scrollView
        self.extensionView = extensionView
        self.followers = followers
        observation = ScrollViewObservation(scrollView) { [weak self] event in self?.handle(event) }
        settings = SystemSettingsObserver(onSettingsChange: {}, onForeground: { [weak self] in self?.send(.enteredForeground) })
    }

    /// Call from `viewDidAppear(_:)`: the configuration's appear policy applies.
    public func viewDidAppear() { send(.appeared) }
    /// Call from your delegate's `scrollViewShouldScrollToTop(_:)` when it returns true.
    public func scrollViewWillScrollToTop() { send(.scrollToTop) }
    /// Shows every bar.
    public func expand(animated: Bool = true) { send(.expand(animated: animated)) }
    /// Hides the bars (unless the content fits).
    public func contract(animated: Bool = true) { send(.contract(animated: animated)) }
    /// Turns the behaviour on or off; off shows the bars and keeps them shown.
    public var isEnabled: Bool {
        get { state.isEnabled }
        set { send(.setEnabled(newValue)) }
    }
    /// While paused the bars stay exactly where they are, whatever scrolls (during a modal, say).
    public var isPaused: Bool {
        get { state.isPaused }
        set { send(.setPaused(newValue)) }
    }

    /// Stops following the scroll view and puts every bar back.
    public func detach() {
        observation?.invalidate()
        observation = nil
        settings = nil
        for view in movedViews { view.transform = .identity; view.alpha = 1 }
        navigationController?.navigationBar.isUserInteractionEnabled = true
    }

    private var movedViews: [UIView] {
        var views: [UIView] = []
        if let bar = navigationController?.navigationBar { views.append(bar) }
        if let extensionView { views.append(extensionView) }
        return views + followers
    }

    private func handle(_ event: ScrollViewEvent) {
        guard let scrollView else { return }
        switch event {
        case .dragBegan:
            send(.dragBegan)
        case let .dragEnded(velocity):
            send(.dragEnded(velocity: velocity))
        case .changed:
            let metrics = scrollMetrics(scrollView)
            if refreshConfigurationIfNeeded() {
                send(.viewportChanged(metrics))
            } else if lastContentHeight != metrics.contentHeight {
                lastContentHeight = metrics.contentHeight
                send(.contentSizeChanged(metrics))
            } else {
                send(.scrolled(metrics))
            }
            if wasDecelerating, !scrollView.isDecelerating { send(.decelerationEnded) }
            wasDecelerating = scrollView.isDecelerating
        }
    }

    private func scrollMetrics(_ scrollView: UIScrollView) -> ScrollMetrics {
        ScrollMetrics(
            contentOffsetY: scrollView.contentOffset.y, contentHeight: scrollView.contentSize.height,
            viewportHeight: scrollView.bounds.height, contentInsetTop: scrollView.adjustedContentInset.top,
            contentInsetBottom: scrollView.adjustedContentInset.bottom)
    }

    /// Rebuilds the configuration when the bars' metrics changed (rotation, a new bar height).
    /// Returns true when it did. Impossible metrics keep the last configuration.
    private func refreshConfigurationIfNeeded() -> Bool {
        guard let navigationController else { return false }
        let bar = navigationController.navigationBar
        let metrics = ShyBarsMetrics(
            // The navigation controller's own view is not inset by its bar: this is the status bar area.
            topSafeAreaInset: navigationController.view.safeAreaInsets.top,
            navigationBarHeight: bar.bounds.height,
            extensionHeight: extensionView.map { Double($0.bounds.height) } ?? 0,
            followerHeight: followers.first.map { Double($0.bounds.height) } ?? 0)
        guard metrics != self.metrics else { return false }
        self.metrics = metrics
        guard let configuration = try? makeConfiguration(metrics) else { return false }
        let isFirst = self.configuration == nil
        self.configuration = configuration
        return !isFirst
    }

    private func send(_ input: ShyBarsInput) {
        if configuration == nil { _ = refreshConfigurationIfNeeded() }
        guard let configuration else { return }
        let step = configuration.step(state, input)
        state = step.state
        layout = step.layout
        if step.animatesChange {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
                self.apply(step.layout, contentOffsetShift: step.contentOffsetShift)
            }
        } else {
            apply(step.layout, contentOffsetShift: step.contentOffsetShift)
        }
        if let change = step.statusChange { onStatusChange?(change) }
    }

    private func apply(_ layout: ShyBarsLayout, contentOffsetShift: Double) {
        if let bar = navigationController?.navigationBar {
            let barLayout = layout.bar(0)
            bar.transform = CGAffineTransform(translationX: 0, y: barLayout.translationY)
            bar.isUserInteractionEnabled = barLayout.hiddenFraction < 1
            // The bar's background stays; its content (title view, custom button views) fades.
            bar.topItem?.titleView?.alpha = barLayout.contentAlpha
            for item in (bar.topItem?.leftBarButtonItems ?? []) + (bar.topItem?.rightBarButtonItems ?? []) {
                item.customView?.alpha = barLayout.contentAlpha
            }
            bar.tintColor = bar.tintColor.withAlphaComponent(barLayout.contentAlpha)
        }
        if let extensionView, layout.barCount > 1 {
            let extensionLayout = layout.bar(1)
            extensionView.transform = CGAffineTransform(translationX: 0, y: extensionLayout.translationY)
            extensionView.alpha = extensionLayout.barAlpha
            extensionView.isUserInteractionEnabled = extensionLayout.hiddenFraction < 1
        }
        for (index, follower) in followers.enumerated() {
            follower.transform = CGAffineTransform(translationX: 0, y: layout.followerTranslationY(index))
        }
        if contentOffsetShift != 0, let scrollView {
            scrollView.contentOffset.y += contentOffsetShift
        }
    }
}
#endif
