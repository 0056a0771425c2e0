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
    ///   - scrollFlags: how the bar scrolls, in Android's words (`ShyBarScrollFlags`): the default,
    ///     `scroll|enterAlways|snap`, comes back on any scroll toward the top; `[.scroll]` only as the
    ///     content reaches the top; without `.snap` it stays where the finger leaves it.
    ///   - position: the scroll view's position, when your own code sets it too (`.scrollPosition`):
    ///     pass the same binding, and the content rides the bars' snap through it (two
    ///     `scrollPosition` modifiers on one scroll view would compete); nil: the bars keep their own.
    ///   - bar: the top bar's content (title, buttons), without a background.
    ///   - background: the top bar's background; it also fills the status bar's area above the bar.
    ///   - follower: the bottom bar, laid out `followerHeight` tall down to the screen's bottom edge
    ///     (pad its controls above the home indicator yourself); the list's last rows end right above it.
    @MainActor
    public func shyBars<Bar: View, Background: View, Follower: View>(
        barHeight: Double, followerHeight: Double = 0, scrollFlags: ShyBarScrollFlags = .quickReturn,
        position: Binding<ScrollPosition>? = nil,
        @ViewBuilder bar: () -> Bar,
        @ViewBuilder background: () -> Background = { Color(uiColor: .systemBackground) },
        @ViewBuilder follower: () -> Follower = { EmptyView() }
    ) -> some View {
        modifier(ShyBarsModifier(barHeight: barHeight, followerHeight: followerHeight, scrollFlags: scrollFlags,
                                 appPosition: position, bar: bar(), background: background(), follower: follower()))
    }
}

/// Drives ``SwiftUI/View/shyBars(barHeight:followerHeight:scrollFlags:position:bar:background:follower:)``: scroll
/// geometry and scroll phases in, the engine's bar layout out (the decisions are ``ShyBarsDriver``'s).
@available(iOS 18.0, *)
@MainActor
struct ShyBarsModifier<Bar: View, Background: View, Follower: View>: ViewModifier {
    let barHeight: Double
    let followerHeight: Double
    let bar: Bar
    let background: Background
    let follower: Follower
    /// The app's own position binding, if it gave one.
    let appPosition: Binding<ScrollPosition>?
    @State private var driver: ShyBarsDriver
    /// The bars' own position, when the app gave none.
    @State private var ownPosition = ScrollPosition(edge: .top)
    /// The one position binding the scroll view gets.
    private var position: Binding<ScrollPosition> { appPosition ?? $ownPosition }
    /// The bottom safe area over the scroll view (the home indicator's), which it already insets its
    /// content by.
    @State private var bottomSafeArea = 0.0

    init(barHeight: Double, followerHeight: Double, scrollFlags: ShyBarScrollFlags, appPosition: Binding<ScrollPosition>?,
         bar: Bar, background: Background, follower: Follower) {
        self.appPosition = appPosition
        self.barHeight = barHeight
        self.followerHeight = followerHeight
        self.bar = bar
        self.background = background
        self.follower = follower
        let configuration = ShyBarsDriver.configuration(barHeight: barHeight, followerHeight: followerHeight, scrollFlags: scrollFlags)
        _driver = State(initialValue: ShyBarsDriver(configuration: configuration, followerHeight: followerHeight))
    }

    func body(content: Content) -> some View {
        let layout = driver.layout
        let top = layout?.bar(0)
        content
            .contentMargins(.top, driver.configuration?.stackHeight ?? 0, for: .scrollContent)
            // The last rows scroll clear of the follower (it covered them for good).
            .contentMargins(.bottom, driver.followerMargin(bottomSafeArea: bottomSafeArea), for: .scrollContent)
            .background {
                GeometryReader { proxy in
                    Color.clear.onChange(of: Double(proxy.safeAreaInsets.bottom), initial: true) { _, inset in
                        bottomSafeArea = inset
                    }
                }
            }
            .scrollPosition(position)
            .onScrollGeometryChange(for: ScrollMetrics.self) { geometry in
                ScrollMetrics(contentOffsetY: Double(geometry.contentOffset.y), contentHeight: Double(geometry.contentSize.height),
                              viewportHeight: Double(geometry.containerSize.height),
                              contentInsetTop: Double(geometry.contentInsets.top),
                              contentInsetBottom: Double(geometry.contentInsets.bottom))
            } action: { _, metrics in
                step { $0.scrolled(metrics) }
            }
            .onScrollPhaseChange { oldPhase, newPhase, context in
                step {
                    $0.phaseChanged(from: ScrollActivity(oldPhase), to: ScrollActivity(newPhase),
                                    velocityY: context.velocity.map { Double($0.dy) })
                }
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
                // `followerHeight` tall, its bottom safe area included: down to the screen's edge.
                follower
                    .frame(height: CGFloat(driver.followerHeight), alignment: .top)
                    .ignoresSafeArea(.container, edges: .bottom)
                    .offset(y: layout?.followerTranslationY(0) ?? 0)
            }
    }

    /// One step of the driver: the bars move (animated for a snap), and the content rides a snap.
    private func step(_ input: (inout ShyBarsDriver) -> (animates: Bool, move: ShyBarsDriver.ContentMove?)) {
        var next = driver
        let result = input(&next)
        if result.animates {
            withAnimation(ShyBarsStep.snapEasing.animation(duration: ShyBarsStep.snapDuration)) { driver = next }
        } else {
            driver = next
        }
        if let move = result.move {
            // The content follows the bars' snap, so nothing under them jumps.
            withAnimation(ShyBarsStep.snapEasing.animation(duration: move.duration)) {
                position.wrappedValue.scrollTo(y: CGFloat(move.contentOffsetY))
            }
        }
    }
}

@available(iOS 18.0, *)
extension View {
    /// Shy system bars: the navigation bar of the `NavigationStack` this scroll view is in (and its
    /// bottom bar and tab bar, with `bottomBars`) are hidden once the reader has scrolled the bars'
    /// height away and shown again once they scroll back or reach the top, as the engine's shy bars
    /// settle (`ShyBarsConfiguration`: resistance, the drawer, the snap on release). Apply it to the
    /// `ScrollView`. SwiftUI shows and hides these bars whole (`toolbarVisibility`), so they do not
    /// slide part-way as ``shyBars(barHeight:followerHeight:scrollFlags:position:bar:background:follower:)``'s do; and
    /// while the navigation bar is hidden the back swipe may not start (undocumented; reported by
    /// users of `toolbar(.hidden, for: .navigationBar)`): it comes back with the bar. The system's own
    /// minimization of the navigation bar (iOS 27) is held off while these bars are the library's, so
    /// the two never move the same bar. For the system's instead — it shrinks the navigation bar
    /// rather than hiding it (iOS 27), or the tab bar on iPhone (`tabBarMinimizeBehavior`, iOS 26, on
    /// the `TabView`) — leave this modifier out and opt in there.
    @MainActor
    public func shySystemBars(bottomBars: Bool = true) -> some View {
        modifier(ShySystemBarsModifier(bottomBars: bottomBars))
    }
}

/// Drives ``SwiftUI/View/shySystemBars(bottomBars:)``.
@available(iOS 18.0, *)
@MainActor
struct ShySystemBarsModifier: ViewModifier {
    let bottomBars: Bool
    @State private var driver: ShyBarsDriver

    init(bottomBars: Bool) {
        self.bottomBars = bottomBars
        // A 44-point navigation bar (and a 49-point bottom bar) as the distances the reader scrolls.
        let configuration = try? ShyBarsConfiguration.navigationBar(
            topSafeAreaInset: 0, navigationBarHeight: 44, followerHeight: bottomBars ? 49 : 0)
        _driver = State(initialValue: ShyBarsDriver(configuration: configuration, followerHeight: 0))
    }

    func body(content: Content) -> some View {
        let visibility: Visibility = driver.systemBarsVisible ? .visible : .hidden
        content
            .onScrollGeometryChange(for: ScrollMetrics.self) { geometry in
                ScrollMetrics(contentOffsetY: Double(geometry.contentOffset.y), contentHeight: Double(geometry.contentSize.height),
                              viewportHeight: Double(geometry.containerSize.height),
                              contentInsetTop: Double(geometry.contentInsets.top),
                              contentInsetBottom: Double(geometry.contentInsets.bottom))
            } action: { _, metrics in
                update { _ = $0.scrolled(metrics) }
            }
            .onScrollPhaseChange { oldPhase, newPhase, context in
                update {
                    _ = $0.phaseChanged(from: ScrollActivity(oldPhase), to: ScrollActivity(newPhase),
                                        velocityY: context.velocity.map { Double($0.dy) })
                }
            }
            .toolbarVisibility(visibility, for: .navigationBar)
            .toolbarVisibility(bottomBars ? visibility : .automatic, for: .bottomBar, .tabBar)
            .modifier(IOS27Bars())
    }

    /// Runs `change` on the driver; a change of the bars' visibility is animated.
    private func update(_ change: (inout ShyBarsDriver) -> Void) {
        var next = driver
        change(&next)
        if next.systemBarsVisible != driver.systemBarsVisible {
            withAnimation(ShyBarsStep.snapEasing.animation(duration: ShyBarsStep.snapDuration)) { driver = next }
        } else {
            driver = next
        }
    }
}

extension Easing {
    /// This curve as a SwiftUI animation of `duration` seconds: its cubic Bézier's control points
    /// (``Easing/controlPoints``) through `Animation.timingCurve(_:_:_:_:duration:)`
    /// (https://developer.apple.com/documentation/swiftui/animation/timingcurve(_:_:_:_:duration:));
    /// nil for a hold, which no timing curve draws: the change lands at once, not at the end (the
    /// snap curve, ``ShyBarsStep/snapEasing``, is a Bézier).
    func animation(duration: Double) -> Animation? {
        guard let points = controlPoints else { return nil }
        return .timingCurve(points.x1, points.y1, points.x2, points.y2, duration: duration)
    }
}
#endif
