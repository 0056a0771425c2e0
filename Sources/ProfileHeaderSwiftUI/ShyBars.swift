#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import ProfileHeaderCore
import SwiftUI

@available(iOS 18.0, *)
extension View {
    /// TLYShyNavBar-style bars over a scroll view: `bar` slides away under the status bar while the
    /// user reads and comes back when they scroll toward the top; `follower` (a bottom bar) slides off
    /// the bottom edge in proportion. Apply it to the `ScrollView`. Every position and alpha comes from
    /// the engine's shy-bars step: the bar's content (its title, buttons) fades with the engine's
    /// `contentAlpha`, its background with `barAlpha`, so nothing of the title shows under the status bar.
    ///
    /// - Parameters:
    ///   - barHeight: the top bar's height, in points.
    ///   - followerHeight: the bottom bar's height (bottom safe area included), or 0 for none.
    ///   - bar: the top bar's content (title, buttons), without a background.
    ///   - background: the top bar's background; it also fills the status bar's area above the bar.
    ///   - follower: the bottom bar.
    @MainActor
    public func shyBars<Bar: View, Background: View, Follower: View>(
        barHeight: Double, followerHeight: Double = 0,
        @ViewBuilder bar: () -> Bar,
        @ViewBuilder background: () -> Background = { Color(uiColor: .systemBackground) },
        @ViewBuilder follower: () -> Follower = { EmptyView() }
    ) -> some View {
        modifier(ShyBarsModifier(barHeight: barHeight, followerHeight: followerHeight,
                                 bar: bar(), background: background(), follower: follower()))
    }
}

/// Drives ``SwiftUI/View/shyBars(barHeight:followerHeight:bar:background:follower:)``: scroll
/// geometry and scroll phases in, the engine's bar layout out.
@available(iOS 18.0, *)
@MainActor
struct ShyBarsModifier<Bar: View, Background: View, Follower: View>: ViewModifier {
    let barHeight: Double
    let followerHeight: Double
    let bar: Bar
    let background: Background
    let follower: Follower
    @State private var state = ShyBarsState()
    @State private var position = ScrollPosition(edge: .top)
    @State private var contentOffsetY = 0.0

    func body(content: Content) -> some View {
        // The bars sit below the top safe area, so the configuration's stack starts at 0 here.
        let configuration = (try? ShyBarsConfiguration.navigationBar(
            topSafeAreaInset: 0, navigationBarHeight: barHeight, followerHeight: followerHeight))
            ?? (try? ShyBarsConfiguration.navigationBar(topSafeAreaInset: 0))
        let layout = configuration.map { ShyBarsLayout(configuration: $0, hiddenDistance: state.hiddenDistance) }
        let top = layout?.bar(0)
        content
            .contentMargins(.top, configuration?.stackHeight ?? 0, for: .scrollContent)
            .scrollPosition($position)
            .onScrollGeometryChange(for: ScrollMetrics.self) { geometry in
                ScrollMetrics(contentOffsetY: Double(geometry.contentOffset.y), contentHeight: Double(geometry.contentSize.height),
                              viewportHeight: Double(geometry.containerSize.height),
                              contentInsetTop: Double(geometry.contentInsets.top),
                              contentInsetBottom: Double(geometry.contentInsets.bottom))
            } action: { _, metrics in
                contentOffsetY = metrics.contentOffsetY
                send(.scrolled(metrics), configuration)
            }
            .onScrollPhaseChange { oldPhase, newPhase, context in
                if newPhase == .interacting, oldPhase != .interacting { send(.dragBegan, configuration) }
                if oldPhase == .interacting, newPhase != .interacting {
                    // Points per second, positive toward the end of the content.
                    send(.dragEnded(velocity: context.velocity.map { Double($0.dy) } ?? 0), configuration)
                }
                if oldPhase == .decelerating, newPhase == .idle { send(.decelerationEnded, configuration) }
            }
            .overlay(alignment: .top) {
                ZStack {
                    background
                        .opacity(top?.barAlpha ?? 1)
                        .ignoresSafeArea(edges: .top)
                    bar
                        .opacity(top?.contentAlpha ?? 1)
                        .scaleEffect(top?.contentScale ?? 1)
                }
                .frame(height: top?.height ?? barHeight)
                .offset(y: top?.translationY ?? 0)
                .allowsHitTesting(top?.takesTouches ?? true)
            }
            .overlay(alignment: .bottom) {
                follower.offset(y: layout?.followerTranslationY(0) ?? 0)
            }
    }

    private func send(_ input: ShyBarsInput, _ configuration: ShyBarsConfiguration?) {
        guard let configuration else { return }
        let step = configuration.step(state, input)
        if step.animatesChange {
            withAnimation(.easeOut(duration: step.animationDuration)) { state = step.state }
        } else {
            state = step.state
        }
        if step.contentOffsetShift != 0 {
            // The content follows the bars' snap, so nothing under them jumps.
            withAnimation(.easeOut(duration: step.animationDuration)) {
                position.scrollTo(y: contentOffsetY + step.contentOffsetShift)
            }
        }
    }
}
#endif
