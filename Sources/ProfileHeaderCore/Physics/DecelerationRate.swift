/// How quickly a released scroll slows down: the fraction of its velocity kept after each millisecond,
/// as `UIScrollView.DecelerationRate`.
public struct DecelerationRate: Equatable, Hashable, Sendable {
    /// Velocity kept per millisecond, `0 < value < 1`.
    public let value: Double

    /// UIScrollView's normal rate, 0.998.
    public static var normal: DecelerationRate { DecelerationRate(uncheckedValue: 0.998) }
    /// UIScrollView's fast rate, 0.99 (paging and short lists).
    public static var fast: DecelerationRate { DecelerationRate(uncheckedValue: 0.99) }

    /// A custom rate; nil unless `0 < value < 1`.
    public init?(_ value: Double) {
        guard value > 0, value < 1 else { return nil }
        self.value = value
    }

    private init(uncheckedValue: Double) {
        value = uncheckedValue
    }

    /// How far a scroll released at `velocity` (points per second) travels before it stops, in points,
    /// with the sign of the velocity: `velocity / 1000 × rate / (1 − rate)` (UIScrollView's decay,
    /// velocity multiplied by the rate every millisecond). NaN reads as 0; the result is finite.
    public func projectedDistance(velocity: Double) -> Double {
        let pointsPerMillisecond = (velocity.isNaN ? 0 : clamp(velocity, -Self.velocityLimit, Self.velocityLimit)) / 1000
        return pointsPerMillisecond * value / (1 - value)
    }

    /// Velocities beyond ± this many points per second are treated as ± this (no finger moves faster).
    public static let velocityLimit: Double = 100_000
}
