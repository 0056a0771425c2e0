// Snapping without a jump: a list released with no velocity (or a fling nobody retargeted) that comes
// to rest with the header half-collapsed glides to the nearest snap point, frame by frame, on a
// spring — UIKit jumps straight to a target moved at zero velocity, so the page never moves one.

/// A released list's glide to a snap point: header offsets (points) from `from` to `to`, started at
/// `since` (seconds), critically damped (no overshoot), and the offset written last (measured
/// otherwise, someone else moved the list: the glide stops).
struct SnapGlide: Equatable, Hashable, Sendable {
    /// The glide's angular frequency, in radians per second: a critically damped spring with a
    /// 0.3 s response.
    static let angularFrequency = 2 * 3.141592653589793 / 0.3
    /// The longest a glide lasts, in seconds: by then `(1 + ωt)·e^(−ωt)` is under 5·10⁻⁵, so the
    /// last step onto the snap point is under 0.05 points for any glide under 1 000 points.
    static let duration = 0.6
    /// Closer than this to the snap point (points), the glide lands on it.
    static let landingDistance = 0.1

    var from: Double
    var to: Double
    var since: Double
    var written: Double

    /// The header offset `elapsed` seconds in (`0 …` ``duration``).
    func position(at elapsed: Double) -> Double {
        let phase = Self.angularFrequency * elapsed
        return to + (from - to) * (1 + phase) * exponential(-phase)
    }

    /// Where a list that came to rest at header offset `offset` should glide on a page that rests
    /// expanded (0) or collapsed (`collapseDistance`): the nearer, the expanded one on a tie (the
    /// rule of ``HeaderSnapping/expandedOrCollapsed(_:)``); nil when it rests on one already, or
    /// beyond them (pulled, or reading below the header).
    static func target(restingAt offset: Double, collapseDistance: Double) -> Double? {
        guard offset > 0, offset < collapseDistance else { return nil }
        return offset <= collapseDistance - offset ? 0 : collapseDistance
    }

    /// This frame's header offset for a snapping page measured at `offset` (points) at `time`
    /// (seconds) with `interaction`, `released` this frame or not: the glide's position while one
    /// runs, else nil (leave the list where it is). A finger stops a glide; a release waits for the
    /// list to rest (`state.awaitsRest`); resting half-collapsed, it starts one (not while a refresh
    /// holds the list: `isHeld`) from when it came to rest (`restedAt`, `time` or before it: the
    /// page's own motion rests between frames), so the glide is where it would be whenever the frame
    /// that finds the list at rest comes.
    static func offset(_ state: inout ProfilePageState, measured offset: Double, interaction: PageInteraction, time: Double,
                       restedAt: Double, released: Bool, collapseDistance: Double, isHeld: Bool) -> Double? {
        if interaction == .dragging {
            state.snapGlide = nil
            state.awaitsRest = false
            return nil
        }
        if released { state.awaitsRest = true }
        if state.awaitsRest, interaction == .idle {
            state.awaitsRest = false
            if !isHeld, let target = target(restingAt: offset, collapseDistance: collapseDistance) {
                state.snapGlide = SnapGlide(from: offset, to: target, since: min(restedAt, time), written: offset)
            }
        }
        guard var glide = state.snapGlide else { return nil }
        // Moved by someone else since the last frame (the app, a status-bar tap): theirs. (Within half
        // a point it is the glide's own write, as the platform rounded it to its pixels.)
        guard abs(offset - glide.written) <= 0.5 else {
            state.snapGlide = nil
            return nil
        }
        let elapsed = time - glide.since
        let position = glide.position(at: max(0, elapsed))
        // Landed (within a third of a pixel at 3×, or the time is not usable): exactly on the snap
        // point, a step large enough to be written (steps under 0.01 points are not).
        guard elapsed < duration, abs(position - glide.to) >= landingDistance else {
            state.snapGlide = nil
            return glide.to
        }
        glide.written = position
        state.snapGlide = glide
        return glide.written
    }
}
