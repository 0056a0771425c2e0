#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_TYPECHECK)
import ProfileHeaderCore
import SwiftUI

extension View {
    /// TLYShyNavBar-style bars over a scroll view: `bar` slides away under the status bar while the
    /// user reads and comes back when they scroll toward the top; `follower` (a bottom bar) slides off
    /// the bottom edge in proportion. Apply it to the `ScrollView`. Every position comes from the
    /// engine's shy-bars step.
    ///
    /// Hiding needs iOS 18 (scroll geometry and phases); on iOS 16 and 17 the bars stay shown, in the
    /// same place.
    ///
    /// - Parameters:
    ///   - barHeight: the top bar's height, in points.
    ///   - followerHeight: the bottom bar's height (bottom safe area included), or 0 for none.
    ///   - bar: the top bar.
    ///   - follower: the bottom bar.
    @MainActor
    public func shyBars<Bar: View, Follower: View>(
        barHeight: Double, followerHeight: Double = 0,
        @ViewBuilder bar: () -> Bar, @ViewBuilder follower: () -> Follower = { EmptyView() }
    ) -> some View {
        modifier(ShyBarsModifier(barHeight: barHeight, followerHeight: followerHeight, bar: bar(), follower: follower()))
    }
}

/// Drives ``SwiftUI/View/shyBars(barHeight:followerHeight:bar:follower:)``.
@MainActor
struct ShyBarsModifier<Bar: View, Follower: View>: ViewModifier {
    let barHeight: Double
    let followerHeight: Double
    let bar: Bar
    let follower: Follower

    func body(content: Content) -> some View {
        // The bars sit below the top safe area, so the configuration's stack starts at 0 here.
        let configuration = try? ShyBarsConfiguration.navigationBar(
            topSafeAreaInset: 0, navigationBarHeight: barHeight, followerHeight: followerHeight)
        if #available(iOS 18.0, *), let configuration {
            ShyBarsTracking(content: content, configuration: configuration, bar: bar, follower: follower)
        } else {
            content
                .safeAreaInset(edge: .top, spacing: 0) { bar.frame(height: barHeight) }
                .safeAreaInset(edge: .bottom, spacing: 0) { follower }
        }
    }
}

/// The iOS 18 path: scroll geometry and phases in, bar offsets out.
@available(iOS 18.0, *)
@MainActor
struct ShyBarsTracking<Content: View, Bar: View, Follower: View>: View {
    let content: Content
    let configuration: ShyBarsConfiguration
    let bar: Bar
    let follower: Follower
    @State private var state = ShyBarsState()
    @State private var position = ScrollPosition(edge: .top)
    @State private var contentOffsetY = 0.0

    var body: some View {
        let layout = ShyBarsLayout(configuration: configuration, hiddenDistance: state.hiddenDistance)
        let top = layout.bar(0)
        content
            .contentMargins(.top, configuration.stackHeight, for: .scrollContent)
            .scrollPosition($position)
            .onScrollGeometryChange(for: ScrollMetrics.self) { geometry in
                ScrollMetrics(contentOffsetY: geometry.contentOffset.y, contentHeight: geometry.contentSize.height,
                              viewportHeight: geometry.containerSize.height, contentInsetTop: geometry.contentInsets.top,
                              contentInsetBottom: geometry.contentInsets.bottom)
            } action: { _, metrics in
                contentOffsetY = metrics.contentOffsetY
                send(.scrolled(metrics))
            }
            .onScrollPhaseChange { oldPhase, newPhase, context in
                if newPhase == .interacting, oldPhase != .interacting { send(.dragBegan) }
                if oldPhase == .interacting, newPhase != .interacting {
                    // Points per second, positive toward the end of the content.
                    send(.dragEnded(velocity: context.velocity.map { Double($0.dy) } ?? 0))
                }
                if oldPhase == .decelerating, newPhase == .idle { send(.decelerationEnded) }
            }
            .overlay(alignment: .top) {
                bar.frame(height: top.height)
                    .opacity(top.barAlpha)
                    .offset(y: top.translationY)
                    .allowsHitTesting(top.hiddenFraction < 1)
            }
            .overlay(alignment: .bottom) {
                follower.offset(y: layout.followerTranslationY(0))
            }
    }

    private func send(_ input: ShyBarsInput) {
        let step = configuration.step(state, input)
        if step.animatesChange {
            withAnimation(.easeOut(duration: 0.25)) { state = step.state }
        } else {
            state = step.state
        }
        if step.contentOffsetShift != 0 {
            // The content follows the bars' snap, so nothing under them jumps.
            withAnimation(.easeOut(duration: 0.25)) {
                position.scrollTo(y: contentOffsetY + step.contentOffsetShift)
            }
        }
    }
}
#endif
