@testable import ProfileHeaderCore

/// A simulated scroll view feeding a shy bars configuration, the way an adapter would.
/// Standard screen: 852 pt tall, 59 pt safe area, a 44 pt navigation bar, a 40 pt extension
/// (filter chips) and an 83 pt tab bar (49 + 34 safe area) that follows.
struct ShyBarsSimulator {
    var configuration: ShyBarsConfiguration
    var state = ShyBarsState()
    var position: Double = 0
    var contentHeight: Double
    var viewportHeight: Double = 852
    /// Every step's result, in order.
    var steps: [ShyBarsStep] = []

    static let standard = try! ShyBarsConfiguration(
        bars: [ShyBar(height: 44), ShyBar(height: 40, fade: .wholeBar)],
        followers: [ShyFollower(height: 83)],
        stackTopInset: 59
    )

    init(configuration: ShyBarsConfiguration = standard, contentHeight: Double = 3_000) {
        self.configuration = configuration
        self.contentHeight = contentHeight
    }

    var insetTop: Double { configuration.stackTopInset + configuration.stackHeight }
    var insetBottom: Double { configuration.followers.first?.height ?? 0 }
    var metrics: ScrollMetrics {
        ScrollMetrics(contentOffsetY: position - insetTop, contentHeight: contentHeight, viewportHeight: viewportHeight,
                      contentInsetTop: insetTop, contentInsetBottom: insetBottom)
    }
    var maximumPosition: Double { metrics.maximumPosition }
    var layout: ShyBarsLayout { ShyBarsLayout(configuration: configuration, hiddenDistance: state.hiddenDistance) }
    var hidden: Double { state.hiddenDistance }
    var lastStep: ShyBarsStep { steps[steps.count - 1] }
    var statusChanges: [ShyBarsStatus] { steps.compactMap(\.statusChange) }

    @discardableResult
    mutating func send(_ input: ShyBarsInput) -> ShyBarsStep {
        let step = configuration.step(state, input)
        state = step.state
        steps.append(step)
        return step
    }

    /// Scrolls to a position (which may be outside the range: a bounce) and reports it.
    mutating func scroll(to newPosition: Double) {
        position = newPosition
        send(.scrolled(metrics))
    }

    /// Scrolls by `total` points in frames of `step` points (the sign of `total` gives the direction).
    mutating func scroll(by total: Double, step: Double = 10) {
        var remaining = abs(total)
        let sign: Double = total < 0 ? -1 : 1
        while remaining > 0 {
            let move = min(step, remaining)
            scroll(to: position + sign * move)
            remaining -= move
        }
    }

    /// A whole drag: finger down, movement, finger up with a velocity.
    mutating func drag(by total: Double, step: Double = 10, releaseVelocity: Double = 0) {
        send(.dragBegan)
        scroll(by: total, step: step)
        send(.dragEnded(velocity: releaseVelocity))
    }

    /// Starts at a position, measured, with the bars as they are.
    mutating func start(at newPosition: Double) {
        position = newPosition
        send(.scrolled(metrics))
    }
}
