@testable import ProfileHeaderCore
import Testing

@Suite("A finger's release velocity")
struct DragVelocityTests {
    /// A finger moving up `step` points every `interval` seconds, `count` times, from y = 500 at t = 0.
    static func finger(step: Double, interval: Double, count: Int) -> DragVelocity {
        var finger = DragVelocity(y: 500, time: 0)
        for index in 1...count { finger.moved(to: 500 - step * Double(index), at: interval * Double(index)) }
        return finger
    }

    @Test("A flick releases at the finger's speed, toward the content's end when the finger moves up")
    func flick() {
        let up = Self.finger(step: 5, interval: 0.016, count: 10)
        #expect(isClose(up.velocity, 312.5, 0.01), "5 pt per 16 ms, steady")
        #expect(up.release(at: 0.16 + 0.01) == up.velocity, "lifted while moving")
        let down = Self.finger(step: -5, interval: 0.016, count: 10)
        #expect(down.release(at: 0.17) < -300)
    }

    @Test("A finger that rests before lifting releases with no velocity (a slow drag never flings)")
    func restBeforeLifting() {
        let finger = Self.finger(step: 5, interval: 0.03, count: 6)
        #expect(finger.release(at: finger.time + DragVelocity.timeout * 0.99) > 0, "just inside the timeout: still moving")
        #expect(finger.release(at: finger.time + DragVelocity.timeout * 1.01) == 0, "rested past it")
        #expect(finger.release(at: finger.time + 0.15) == 0, "the playground's 30 px drag held 150 ms")
    }

    @Test("Each move is smoothed with the last estimate; moves under a millisecond apart only move the finger")
    func smoothing() {
        var finger = DragVelocity(y: 100, time: 1)
        finger.moved(to: 90, at: 1.01)  // 1 000 pt/s
        #expect(isClose(finger.velocity, 700))
        finger.moved(to: 90, at: 1.02)  // at rest
        #expect(isClose(finger.velocity, 210))
        finger.moved(to: 80, at: 1.0205)
        #expect(finger.y == 80 && finger.time == 1.02 && isClose(finger.velocity, 210))
    }

    @Test("Bad input never gives a non-finite or out-of-range velocity")
    func badInput() {
        var finger = DragVelocity(y: .nan, time: .infinity)
        #expect(finger.y == 0 && finger.time == 0)
        finger.moved(to: .nan, at: 1)
        finger.moved(to: 5, at: .nan)
        #expect(finger.velocity == 0 && finger.y == 0)
        // Each move's speed is clamped to ± maximumSpeed before it is smoothed in.
        finger.moved(to: -1e300, at: 0.01)
        #expect(finger.velocity == 0.7 * DragVelocity.maximumSpeed)
        finger.moved(to: 1e300, at: 0.02)
        #expect(finger.velocity == -0.7 * DragVelocity.maximumSpeed + 0.3 * 0.7 * DragVelocity.maximumSpeed)
        // Fuzz finding: the largest positions and times overflowed the speed to ∞ / ∞ = NaN.
        var extreme = DragVelocity(y: -.greatestFiniteMagnitude, time: -.greatestFiniteMagnitude)
        extreme.moved(to: .greatestFiniteMagnitude, at: .greatestFiniteMagnitude)
        #expect(extreme.velocity.isFinite && extreme.release(at: .greatestFiniteMagnitude).isFinite)
        for time in [Double.nan, .infinity, -.infinity, -1e300, 1e300] {
            #expect(finger.release(at: time).isFinite)
        }
    }
}
