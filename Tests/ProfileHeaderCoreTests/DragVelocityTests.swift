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

    @Test("A move 1/60 s long is weighed 0.7 against the last estimate, a shorter one less: the estimate forgets by time, not by moves")
    func smoothing() {
        var finger = DragVelocity(y: 100, time: 1)
        finger.moved(to: 90, at: 1 + 1.0 / 60)  // 600 pt/s for one frame at 60 Hz
        #expect(isClose(finger.velocity, 420))
        finger.moved(to: 90, at: 1 + 2.0 / 60)  // at rest for another
        #expect(isClose(finger.velocity, 126))
        // The same finger seen twice as often: the same estimate at the same instants.
        var twice = DragVelocity(y: 100, time: 1)
        twice.moved(to: 95, at: 1 + 0.5 / 60)
        #expect(twice.velocity > 0 && twice.velocity < 420, "half the time: less of the new speed")
        twice.moved(to: 90, at: 1 + 1.0 / 60)
        #expect(isClose(twice.velocity, 420))
        twice.moved(to: 90, at: 1 + 1.5 / 60)
        twice.moved(to: 90, at: 1 + 2.0 / 60)
        #expect(isClose(twice.velocity, 126))
        // A move a fraction of a millisecond on counts for that fraction; one at the same instant only
        // moves the finger.
        let before = finger.velocity
        finger.moved(to: 89.5, at: 1 + 2.0 / 60 + 0.0005)  // 1 000 pt/s for half a millisecond
        #expect(isClose(finger.velocity, before + (1_000 - before) * 0.0355, 0.5))
        let counted = finger.velocity
        finger.moved(to: 80, at: finger.time)
        #expect(finger.y == 80 && finger.velocity == counted)
    }

    /// The defect this guards: the estimate weighed every move 0.7, so its memory was a number of
    /// moves: a flick's last 50 ms left 2.7 % of the speed before it at 60 Hz and 0.02 % at 144 Hz,
    /// and the same flick flung further on a faster screen (FrameRateIndependenceTests.quickFlicks).
    @Test("A slow drag ending in a quick flick releases at the same speed whatever the rate of the finger's moves",
          arguments: [60.0, 90, 120, 144, 240])
    func sameReleaseAtEveryRate(rate: Double) {
        // 200 pt/s for a third of a second, then 2 000 pt/s for 50 ms: moves every 1/rate s, and where
        // the finger lifts.
        func y(_ time: Double) -> Double { time <= 1.0 / 3 ? 500 - 200 * time : 500 - 200.0 / 3 - 2_000 * (time - 1.0 / 3) }
        var finger = DragVelocity(y: 500, time: 0)
        let lift = 1.0 / 3 + 0.05
        var index = 1.0
        while index / rate < lift {
            finger.moved(to: y(index / rate), at: index / rate)
            index += 1
        }
        finger.moved(to: y(lift), at: lift)
        // Smoothed in time: 2 000 less 1 800 of the slow drag's speed, 0.3 of it left per 1/60 s.
        let expected = 2_000 - 1_800 * exponential(-72.23836825955617 * 0.05)
        #expect(isClose(finger.release(at: lift), expected, 0.01), "\(expected) pt/s")
    }

    @Test("Bad input never gives a non-finite or out-of-range velocity")
    func badInput() {
        var finger = DragVelocity(y: .nan, time: .infinity)
        #expect(finger.y == 0 && finger.time == 0)
        finger.moved(to: .nan, at: 1)
        finger.moved(to: 5, at: .nan)
        #expect(finger.velocity == 0 && finger.y == 0)
        // Each move's speed is clamped to ± maximumSpeed before it is smoothed in.
        finger.moved(to: -1e300, at: 1.0 / 60)
        #expect(isClose(finger.velocity, 0.7 * DragVelocity.maximumSpeed))
        finger.moved(to: 1e300, at: 2.0 / 60)
        #expect(isClose(finger.velocity, -0.7 * DragVelocity.maximumSpeed + 0.3 * 0.7 * DragVelocity.maximumSpeed))
        // Fuzz finding: the largest positions and times overflowed the speed to ∞ / ∞ = NaN.
        var extreme = DragVelocity(y: -.greatestFiniteMagnitude, time: -.greatestFiniteMagnitude)
        extreme.moved(to: .greatestFiniteMagnitude, at: .greatestFiniteMagnitude)
        #expect(extreme.velocity.isFinite && extreme.release(at: .greatestFiniteMagnitude).isFinite)
        for time in [Double.nan, .infinity, -.infinity, -1e300, 1e300] {
            #expect(finger.release(at: time).isFinite)
        }
    }
}
