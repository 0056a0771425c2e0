/// The velocity of a finger dragging content, as a release sees it: smoothed over the last moves
/// by the time they span (not by how many there were, so a flick releases at the same speed on a
/// 60 Hz and a 144 Hz screen), and zero when the finger rested before lifting — so a slow drag that
/// stops and lifts does not fling, and a flick does. Used by ``PageScroller`` and by any front end
/// that reads raw touches (the playground's feed) to give ``ShyBarsInput/dragEnded(velocity:)`` or
/// ``ProfilePageIntent/listReleased(list:velocity:proposedContentOffsetY:)`` a velocity. (UIKit and SwiftUI
/// front ends get theirs from the platform's pan gesture instead.)
public struct DragVelocity: Equatable, Hashable, Sendable {
    /// A finger that did not move for this long (seconds) before lifting releases with no velocity.
    public static let timeout = 0.08
    /// The largest release speed reported, in points per second (either direction).
    public static let maximumSpeed = 10_000.0
    /// How much of the speed of a move ``smoothingInterval`` long goes into the estimate (the rest is
    /// the previous estimate). A move of another length goes in as that smoothing, run continuously
    /// over the move's time, has it: `1 − (1 − smoothing)^(elapsed / smoothingInterval)` — so moves
    /// every 1/60 s are weighed 0.7 each, every 1/144 s 0.39 each, and the estimate after a given
    /// time of moving is the same whatever their rate.
    public static let smoothing = 0.7
    /// The length of a move that ``smoothing`` weighs, in seconds: one frame at 60 Hz.
    public static let smoothingInterval = 1.0 / 60
    /// ln(1 − ``smoothing``) / ``smoothingInterval`` (ln 0.3 × 60), per second: the estimate's old
    /// part decays as e^(elapsed · this).
    private static let logRetentionPerSecond = -72.23836825955617

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

    /// The finger moved to `y` at `time`. The move counts for the time it spans: one a fraction of a
    /// millisecond after the last counts for that fraction (two moves in a row count as the one move
    /// they make together, at a steady speed). A move at the same instant (or with time going
    /// backwards) updates the position without changing the estimate; non-finite values are ignored.
    public mutating func moved(to y: Double, at time: Double) {
        guard y.isFinite, time.isFinite else { return }
        let elapsed = time - self.time
        let delta = self.y - y  // toward the content's end
        self.y = y
        guard elapsed > 0 else { return }
        // Extreme positions and times can overflow to ∞ / ∞: read as no speed; ∞ is clamped.
        let rawSpeed = delta / elapsed
        let moveSpeed = rawSpeed.isNaN ? 0 : min(max(rawSpeed, -Self.maximumSpeed), Self.maximumSpeed)
        // The move's weight by the time it spans (0.7 for 1/60 s; a sliver of time, a sliver of
        // weight, so a sudden speed over a few microseconds changes little), so that the estimate
        // forgets the past at the same rate in time whatever the rate of the moves (∞ where the time
        // overflows weighs the move whole).
        let retained = exponential(elapsed * Self.logRetentionPerSecond)
        velocity = moveSpeed + (velocity - moveSpeed) * retained
        self.time = time
    }

    /// The same finger with positions counted from `origin` (its place `origin` less; its time and
    /// velocity the same): a finger one motion watched, handed on to another that counts from
    /// elsewhere (a swipe's translation from where it crossed the slop).
    func counted(from origin: Double) -> DragVelocity {
        var finger = self
        finger.y -= origin
        return finger
    }

    /// The velocity to release with if the finger lifts at `time` (seconds): 0 when it rested
    /// longer than ``timeout`` since its last move, else the estimate. Points per second, finite.
    public func release(at time: Double) -> Double {
        guard time.isFinite else { return velocity }
        return time - self.time > Self.timeout ? 0 : velocity
    }
}
