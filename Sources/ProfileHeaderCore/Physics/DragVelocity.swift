/// The velocity of a finger dragging content, as a release sees it: smoothed over the last moves,
/// and zero when the finger rested before lifting — so a slow drag that stops and lifts does not
/// fling, and a flick does. Used by ``PageScroller`` and by any front end that reads raw touches
/// (the playground's feed) to give ``ShyBarsInput/dragEnded(velocity:)`` or
/// ``ProfilePageIntent/listReleased(list:velocity:proposedContentOffsetY:)`` a velocity. (UIKit and SwiftUI
/// front ends get theirs from the platform's pan gesture instead.)
public struct DragVelocity: Equatable, Hashable, Sendable {
    /// A finger that did not move for this long (seconds) before lifting releases with no velocity.
    public static let timeout = 0.08
    /// The largest release speed reported, in points per second (either direction).
    public static let maximumSpeed = 10_000.0
    /// How much of each new move's speed goes into the estimate (the rest is the previous estimate).
    public static let smoothing = 0.7

    /// Where the finger was last, in viewport points (finite).
    public private(set) var y: Double
    /// When it was there, in seconds (finite, never decreasing).
    public private(set) var time: Double
    /// The smoothed velocity, in points per second toward the content's end (finger moving up is
    /// positive), within ± ``maximumSpeed`` (each move's speed is clamped to it before smoothing).
    public private(set) var velocity = 0.0

    /// A finger put down at `y` (points) at `time` (seconds). Non-finite values read as 0.
    public init(y: Double, time: Double) {
        self.y = y.isFinite ? y : 0
        self.time = time.isFinite ? time : 0
    }

    /// The finger moved to `y` at `time`. Moves less than a millisecond apart (or with time going
    /// backwards) update the position without changing the estimate; non-finite values are ignored.
    public mutating func moved(to y: Double, at time: Double) {
        guard y.isFinite, time.isFinite else { return }
        let elapsed = time - self.time
        let delta = self.y - y  // toward the content's end
        self.y = y
        guard elapsed >= 0.001 else { return }  // "less than a millisecond apart": no estimate
        // Extreme positions and times can overflow to ∞ / ∞: read as no speed; ∞ is clamped.
        let rawSpeed = delta / elapsed
        let moveSpeed = rawSpeed.isNaN ? 0 : min(max(rawSpeed, -Self.maximumSpeed), Self.maximumSpeed)
        velocity = Self.smoothing * moveSpeed + (1 - Self.smoothing) * velocity
        self.time = time
    }

    /// The velocity to release with if the finger lifts at `time` (seconds): 0 when it rested
    /// longer than ``timeout`` since its last move, else the estimate. Points per second, finite.
    public func release(at time: Double) -> Double {
        guard time.isFinite else { return velocity }
        return time - self.time > Self.timeout ? 0 : velocity
    }
}
