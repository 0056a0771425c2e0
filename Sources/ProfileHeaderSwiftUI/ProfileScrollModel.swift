#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_TYPECHECK)
import Combine
import SwiftUI
import ProfileHeaderCore
import QuartzCore

/// What a ``ProfileScrollView`` remembers between frames: the scroll offset, the tabs' state and the
/// refresh cycle. Changed only from scroll and refresh callbacks, never while a body is computed.
@MainActor
final class ProfileScrollModel: ObservableObject {
    /// The configuration and tabs for the current metrics (set when the metrics change).
    @Published private(set) var configuration: ProfileHeaderConfiguration?
    @Published private(set) var tabs: TabsConfiguration?
    private var refreshConfiguration: RefreshConfiguration?
    /// Offset of the content's top: 0 at rest, negative while pulled, points.
    @Published private(set) var offset = 0.0
    @Published private(set) var tabsState: TabsState?
    @Published private(set) var refreshState = RefreshState()
    @Published private(set) var refreshOutput: RefreshOutput?

    /// Adapts the configuration to new metrics — width, safe area, Dynamic Type (a taller bar, as long as
    /// the banner can hold it) and Reduce Motion — with its tabs. Impossible metrics keep the last ones.
    func configure(for metrics: PageMetrics) {
        let barHeight = metrics.base.barHeight * metrics.barScale
        let fitted = (try? metrics.base.adapting(viewportWidth: metrics.width, topSafeAreaInset: metrics.topSafeAreaInset,
                                                 barHeight: barHeight))
            ?? (try? metrics.base.adapting(viewportWidth: metrics.width, topSafeAreaInset: metrics.topSafeAreaInset))
        guard let fitted else { return }
        let configuration = metrics.reducesMotion ? fitted.reducingMotion() : fitted
        guard let tabs = try? TabsConfiguration.profile(header: configuration, tabCount: metrics.tabCount,
                                                        viewportHeight: metrics.height,
                                                        contentInsetBottom: metrics.bottomSafeAreaInset) else { return }
        adopt(configuration, tabs: tabs)
    }

    /// Adopts a configuration and its tabs, keeping the tabs' state when the tab count is unchanged.
    private func adopt(_ configuration: ProfileHeaderConfiguration, tabs: TabsConfiguration) {
        if configuration != self.configuration { refreshConfiguration = RefreshConfiguration(header: configuration) }
        self.configuration = configuration
        if tabsState?.offsets.count != tabs.tabCount { tabsState = tabs.makeState() }
        self.tabs = tabs
        record()
    }

    /// The scroll view scrolled.
    func scrolled(to offset: Double) {
        guard offset != self.offset else { return }
        self.offset = offset
        record()
    }

    /// The selected tab's content measured `height` points.
    func contentHeightChanged(_ height: Double, tab: Int) {
        guard let tabs, var state = tabsState else { return }
        tabsState = nil
        tabs.setContentHeight(height, ofTab: tab, in: &state)
        tabsState = state
    }

    /// The app selected another tab: it gets the offset that keeps the header where it is.
    func select(_ tab: Int) {
        guard let tabs, var state = tabsState, tab != state.selectedIndex else { return }
        tabsState = nil
        _ = tabs.prepareToShow(tab, in: &state)
        tabs.select(tab, in: &state)
        tabsState = state
    }

    /// The layout offset for the shared header.
    var headerOffset: Double {
        guard let tabs, let tabsState else { return offset }
        return tabs.headerOffset(tabsState)
    }

    /// The app's refresh action (from `.refreshable`), run by ``runRefresh()``.
    private var refreshAction: RefreshAction?

    /// Keeps the current refresh action; changes nothing that is observed.
    func adoptRefreshAction(_ action: RefreshAction?) {
        refreshAction = action
    }

    /// Runs the app's refresh with the engine's spinner showing over the banner.
    func runRefresh() async {
        stepRefresh(.beginRefreshing)
        await RefreshActionBox(refreshAction).run()
        stepRefresh(.endRefreshing(offset: offset))
    }

    private func record() {
        guard let tabs, var state = tabsState else { return }
        tabsState = nil
        tabs.recordActiveOffset(offset, in: &state)
        tabsState = state
        if let configuration {
            stepRefresh(.pulled(stretch: configuration.layout(at: headerOffset).stretch, isDragging: false))
        }
    }

    private func stepRefresh(_ input: RefreshInput) {
        guard let refreshConfiguration else { return }
        let step = refreshConfiguration.step(refreshState, input, at: CACurrentMediaTime())
        refreshState = step.state
        refreshOutput = step.output
    }

    /// The refresh output at `time` (seconds, `CACurrentMediaTime` clock) without changing anything:
    /// the fade of an ending refresh, drawn frame by frame.
    func refreshOutput(at time: Double) -> RefreshOutput? {
        guard let refreshConfiguration, refreshState.phase == .ending else { return refreshOutput }
        return refreshConfiguration.step(refreshState, .frame, at: time).output
    }
}

/// Carries the app's refresh action to where it runs. `RefreshAction` is not documented as
/// `Sendable`; this box is only made and run by ``ProfileScrollModel/runRefresh()``, one at a time.
private final class RefreshActionBox: @unchecked Sendable {
    private let action: RefreshAction?

    init(_ action: RefreshAction?) {
        self.action = action
    }

    nonisolated func run() async {
        await action?()
    }
}

/// The raw metrics a ``ProfileScrollView`` is laid out for; a change re-adapts the configuration.
struct PageMetrics: Equatable, Sendable {
    var base: ProfileHeaderConfiguration
    /// Viewport size, points.
    var width: Double
    var height: Double
    /// Safe-area insets, points.
    var topSafeAreaInset: Double
    var bottomSafeAreaInset: Double
    /// Dynamic Type's scale for the headline style (1 at the default size).
    var barScale: Double
    var reducesMotion: Bool
    var tabCount: Int
}
#endif
