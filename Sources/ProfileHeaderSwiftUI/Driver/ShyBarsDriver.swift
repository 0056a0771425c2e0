// The SwiftUI shy bars' decisions, apart from SwiftUI: scroll geometry and phases in, one engine
// step each, what to show out. ShyBarsModifier and ShySystemBarsModifier only forward and apply.
#if (canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)) || PROFILE_HEADER_SWIFTUI_DRIVER
import ProfileHeaderCore

/// Shy bars over one scroll view, as a value: the engine's state and what the views show.
struct ShyBarsDriver {
    /// The bars; nil when no configuration could be made (the bars then stay shown).
    let configuration: ShyBarsConfiguration?
    /// The engine's state.
    private(set) var state = ShyBarsState()
    /// Where the scroll view's content is (`contentOffset.y`), as last reported.
    private(set) var contentOffsetY = 0.0
    /// Whether the system's bars (a navigation bar, a bottom bar) should be shown: SwiftUI shows or
    /// hides them whole (`toolbarVisibility`), so they follow the stack once it has settled — hidden
    /// once it is contracted, shown once it is expanded, and as they were while it moves between.
    private(set) var systemBarsVisible = true
    /// The follower's height, bottom safe area included, in points (0: none).
    let followerHeight: Double

    /// The configuration `shyBars(barHeight:followerHeight:scrollFlags:position:bar:background:follower:)`
    /// drives: one bar whose stack starts at 0 (the bars sit below the top safe area), TLYShyNavBar's order
    /// for the default flags and Android's for any other.
    static func configuration(barHeight: Double, followerHeight: Double, scrollFlags: ShyBarScrollFlags) -> ShyBarsConfiguration? {
        (try? ShyBarsConfiguration(
            bars: [ShyBar(height: barHeight, scrollFlags: scrollFlags)],
            stacking: scrollFlags == .quickReturn ? .slidesUnder : .appBarLayout,
            followers: followerHeight != 0 ? [ShyFollower(height: followerHeight)] : [],
            stackTopInset: 0))
            ?? (try? ShyBarsConfiguration.navigationBar(topSafeAreaInset: 0))
    }

    /// A position to give the scroll view, and whether to animate there (with the bars' own duration).
    struct ContentMove: Equatable, Sendable {
        var contentOffsetY: Double
        var duration: Double
    }

    /// Bars `configuration` (nil: none), with a follower `followerHeight` points tall (0: none).
    init(configuration: ShyBarsConfiguration?, followerHeight: Double) {
        self.configuration = configuration
        self.followerHeight = max(0, followerHeight.isFinite ? followerHeight : 0)
    }

    /// The bottom content margin the scroll view needs so its last rows end right above the follower,
    /// in points: the follower's height less the bottom safe area the scroll view already insets its
    /// content by ("a scroll view will automatically inset its content by the safe area plus" its
    /// margins, https://developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:)), the
    /// follower reaching the screen's bottom edge.
    func followerMargin(bottomSafeArea: Double) -> Double {
        guard followerHeight > 0 else { return 0 }
        return max(0, followerHeight - max(0, bottomSafeArea.isFinite ? bottomSafeArea : 0))
    }

    /// The bars' placement now (nil without a configuration).
    var layout: ShyBarsLayout? {
        configuration.map { ShyBarsLayout(configuration: $0, hiddenDistance: state.hiddenDistance) }
    }

    /// The scroll view reported its geometry. Returns a move of the content to make, if any.
    mutating func scrolled(_ metrics: ScrollMetrics) -> (animates: Bool, move: ContentMove?) {
        contentOffsetY = metrics.contentOffsetY
        return send(.scrolled(metrics))
    }

    /// The scroll view's phase changed from `old` to `new`; `velocityY` is SwiftUI's (used for its
    /// sign and as a release speed: the engine's snap reads it against its own thresholds).
    mutating func phaseChanged(from old: ScrollActivity, to new: ScrollActivity, velocityY: Double?)
        -> (animates: Bool, move: ContentMove?) {
        var result: (animates: Bool, move: ContentMove?) = (false, nil)
        if new == .interacting, old != .interacting { result = send(.dragBegan) }
        if old == .interacting, new != .interacting {
            let velocity = velocityY.map { $0.isFinite ? $0 : 0 } ?? 0
            result = send(.dragEnded(velocity: velocity))
        }
        if old == .decelerating, new == .idle { result = send(.decelerationEnded) }
        return result
    }

    private mutating func send(_ input: ShyBarsInput) -> (animates: Bool, move: ContentMove?) {
        guard let configuration else { return (false, nil) }
        let step = configuration.step(state, input)
        state = step.state
        switch step.layout.status {
        case .expanded: systemBarsVisible = true
        case .contracted: systemBarsVisible = false
        case .transitioning: break
        }
        let move = step.contentOffsetShift != 0
            ? ContentMove(contentOffsetY: contentOffsetY + step.contentOffsetShift, duration: step.animationDuration) : nil
        return (step.animatesChange, move)
    }
}
#endif
