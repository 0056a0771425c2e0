#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_TYPECHECK)
import ProfileHeaderCore
import QuartzCore
import SwiftUI

/// A profile page in SwiftUI: a header drawn from the engine's layout over one vertical scroll view
/// holding the profile details, a gap the sticky tab bar scrolls through, and the selected tab's content.
///
/// ```swift
/// ProfileScrollView(configuration: .twitter) { layout, configuration in
///     ProfileHeader(layout: layout, configuration: configuration, title: Text("Jane")) {
///         Image("banner").resizable().scaledToFill()
///     } avatar: {
///         Image("jane").resizable().scaledToFill()
///     }
/// } details: {
///     ProfileDetails()              // name, bio, buttons: tabBarContentY − expandedHeight points tall
/// } tabBar: { _ in
///     Picker("Tab", selection: $tab) { … }.pickerStyle(.segmented)
/// } content: { tab in
///     LazyVStack { ForEach(posts[tab]) { PostRow(post: $0) } }
/// }
/// .refreshable { await model.reload() }
/// ```
///
/// The offset comes from `onScrollGeometryChange` on iOS 18 and later, and from a geometry reader at
/// the top of the content on iOS 16 and 17. The configuration is adapted to the width, the safe area,
/// Dynamic Type and Reduce Motion by itself. `.refreshable` works as usual: the system runs the action
/// and the engine's spinner shows over the banner while it runs. With several tabs (a `selection`
/// binding), they share the header: the offset is kept across a switch, so the header stays exactly
/// where it is, and short tabs get the bottom padding that lets the header collapse.
@MainActor
public struct ProfileScrollView<Header: View, Details: View, TabBar: View, Content: View>: View {
    private let configuration: ProfileHeaderConfiguration
    private let snapping: HeaderSnapping?
    private let selection: Binding<Int>?
    private let tabCount: Int
    private let header: (ProfileHeaderLayout, ProfileHeaderConfiguration) -> Header
    private let details: () -> Details
    private let tabBar: (ProfileHeaderLayout) -> TabBar
    private let content: (Int) -> Content

    @StateObject private var model = ProfileScrollModel()
    @Environment(\.refresh) private var refreshAction
    @Environment(\.accessibilityReduceMotion) private var reducesMotion
    @ScaledMetric(relativeTo: .headline) private var barScale: Double = 1

    /// A profile page.
    ///
    /// - Parameters:
    ///   - configuration: the header's geometry (adapted to the device by itself).
    ///   - snapping: resting offsets for the header (iOS 17 and later); nil to rest anywhere.
    ///   - selection: the selected tab, for several tabs under one header; nil for one.
    ///   - tabCount: the number of tabs (1 without a selection).
    ///   - header: draws the header for a layout — usually a ``ProfileHeader``.
    ///   - details: the profile details between the banner and the tab bar.
    ///   - tabBar: the sticky tab bar (`tabBarHeight` points tall), placed where the engine says.
    ///   - content: the content of a tab.
    public init(configuration: ProfileHeaderConfiguration, snapping: HeaderSnapping? = nil,
                selection: Binding<Int>? = nil, tabCount: Int = 1,
                @ViewBuilder header: @escaping (ProfileHeaderLayout, ProfileHeaderConfiguration) -> Header,
                @ViewBuilder details: @escaping () -> Details,
                @ViewBuilder tabBar: @escaping (ProfileHeaderLayout) -> TabBar,
                @ViewBuilder content: @escaping (Int) -> Content) {
        self.configuration = configuration
        self.snapping = snapping
        self.selection = selection
        self.tabCount = max(1, tabCount)
        self.header = header
        self.details = details
        self.tabBar = tabBar
        self.content = content
    }

    private var selectedTab: Int { min(max(selection?.wrappedValue ?? 0, 0), tabCount - 1) }

    public var body: some View {
        // The app's `.refreshable` action, run by the bridge below (storing it changes no published state).
        let _ = model.adoptRefreshAction(refreshAction)
        GeometryReader { proxy in
            // Only the raw metrics are gathered per frame; the configuration is adapted when they change.
            let metrics = PageMetrics(
                base: configuration, width: proxy.size.width, height: proxy.size.height,
                topSafeAreaInset: proxy.safeAreaInsets.top, bottomSafeAreaInset: proxy.safeAreaInsets.bottom,
                barScale: barScale, reducesMotion: reducesMotion, tabCount: tabCount)
            ZStack(alignment: .topLeading) {
                if let configuration = model.configuration, let tabs = model.tabs {
                    page(configuration: configuration, tabs: tabs, containerMinY: proxy.frame(in: .global).minY)
                }
            }
            .task(id: metrics) { model.configure(for: metrics) }
        }
        .ignoresSafeArea(edges: .top)
        .task(id: selectedTab) { model.select(selectedTab) }
    }

    private func page(configuration: ProfileHeaderConfiguration, tabs: TabsConfiguration, containerMinY: CGFloat) -> some View {
        let layout = configuration.layout(at: model.headerOffset)
        let rest = configuration.layout(at: 0)
        let padding = model.tabsState.map { tabs.bottomPadding(ofTab: selectedTab, in: $0) } ?? 0
        return ZStack(alignment: .topLeading) {
            ScrollView(.vertical) {
                VStack(spacing: 0) {
                    OffsetMarker(containerMinY: containerMinY)
                    Color.clear.frame(height: configuration.expandedHeight)
                    details().frame(height: configuration.detailsFrame(in: rest).height, alignment: .top).clipped()
                    Color.clear.frame(height: configuration.tabBarHeight)
                    content(selectedTab).background { ContentHeightReader(tab: selectedTab, model: model) }
                    Color.clear.frame(height: padding)
                }
            }
            // The content starts at the top of the viewport, under the status bar, as the engine measures it.
            .ignoresSafeArea(edges: .top)
            .modifier(ScrollOffsetTracking(model: model))
            .modifier(SnappingBehavior(snapping: snapping))
            .modifier(RefreshBridge(model: model, isEnabled: refreshAction != nil))

            header(layout, configuration)
                .allowsHitTesting(false)
            // Where the header is collapsed, taps stop at it instead of reaching hidden content.
            if layout.isTabBarPinned {
                Color.clear.contentShape(Rectangle()).placed(at: layout.headerFrame)
            }
            tabBar(layout).placed(at: layout.tabBarFrame)
            TimelineView(.animation(paused: model.refreshState.phase != .ending)) { _ in
                RefreshSpinner(output: model.refreshOutput(at: CACurrentMediaTime()))
            }
            .allowsHitTesting(false)
        }
    }
}

/// The engine's refresh spinner.
@MainActor
struct RefreshSpinner: View {
    let output: RefreshOutput?

    var body: some View {
        if let output, output.spinnerAlpha > 0 {
            ProgressView()
                .tint(.white)
                .rotationEffect(.radians(output.phase == .refreshing ? 0 : output.spinnerRotation))
                .placed(at: output.spinnerFrame)
                .opacity(output.spinnerAlpha)
        }
    }
}

/// Measures the selected tab's content height for the engine's bottom padding.
@MainActor
struct ContentHeightReader: View {
    let tab: Int
    let model: ProfileScrollModel

    var body: some View {
        GeometryReader { proxy in
            Color.clear.preference(key: ContentHeightKey.self, value: proxy.size.height)
        }
        .onPreferenceChange(ContentHeightKey.self) { [model, tab] height in
            MainActor.assumeIsolated { model.contentHeightChanged(height, tab: tab) }
        }
    }
}

struct ContentHeightKey: PreferenceKey {
    static let defaultValue = 0.0
    static func reduce(value: inout Double, nextValue: () -> Double) { value = nextValue() }
}
#endif
