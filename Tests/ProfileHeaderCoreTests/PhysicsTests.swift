#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PropertyBased
import Testing

@testable import ProfileHeaderCore

@Suite("Elementary functions (no libm in the engine)")
struct ElementaryFunctionTests {
    @Test("exp, sin, cos and sqrt agree with the C library to within a few ulps")
    func agreeWithLibm() async {
        await propertyCheck(count: 2_000, input: Gen.double(in: -60...60)) { x in
            #expect(abs(exponential(x) - exp(x)) <= 4 * exp(x).ulp)
            let (s, c) = sineAndCosine(x)
            #expect(abs(s - sin(x)) <= 1e-15 + 4 * abs(sin(x)).ulp)
            #expect(abs(c - cos(x)) <= 1e-15 + 4 * abs(cos(x)).ulp)
            #expect(abs(squareRoot(abs(x)) - sqrt(abs(x))) <= 2 * sqrt(abs(x)).ulp)
        }
        for x in [0.0, 1, -1, 709, -700, -745, 1e-300, 5e-324] {
            #expect(abs(exponential(x) - exp(x)) <= 4 * exp(x).ulp + 1e-320, "exp(\(x))")
        }
        for x in [Double.pi, Double.pi / 2, 3 * Double.pi / 4, 1e5, -12345.678] {
            let (s, c) = sineAndCosine(x)
            #expect(abs(s - sin(x)) <= 1e-11 && abs(c - cos(x)) <= 1e-11, "sincos(\(x))")
        }
    }

    @Test("log agrees with the C library to within a few ulps (and a few ulps of 1 near 1), from subnormals to the largest Double")
    func logarithmAgreesWithLibm() async {
        await propertyCheck(count: 2_000, input: Gen.double(in: -745...709)) { power in
            let x = exp(power)
            guard x > 0, x.isFinite else { return }
            #expect(abs(logarithm(x) - log(x)) <= 4 * abs(log(x)).ulp + 2 * (1.0).ulp, "log(\(x))")
        }
        for x in [1.0, 2, 0.5, 1.4142135623730951, 1.4142135623730954, 8.0 / 10_000, 10_000 / 8.0, 5e-324,
                  .leastNormalMagnitude, .greatestFiniteMagnitude, 1 + 1e-15, 1 - 1e-16] {
            #expect(abs(logarithm(x) - log(x)) <= 4 * abs(log(x)).ulp + 2 * (1.0).ulp, "log(\(x))")
        }
        #expect(logarithm(1) == 0)
        #expect(logarithm(0) == -.infinity && logarithm(-1).isNaN && logarithm(.nan).isNaN && logarithm(.infinity).isNaN)
    }

    @Test("Edge values stay finite or say NaN, never crash")
    func edges() {
        #expect(exponential(1_000) == .greatestFiniteMagnitude)
        #expect(exponential(-1_000) == 0)
        #expect(exponential(.nan).isNaN)
        #expect(sineAndCosine(.infinity).sin.isNaN)
        #expect(squareRoot(-4).isNaN && squareRoot(0) == 0 && squareRoot(4) == 2)
        #expect(squareRoot(.greatestFiniteMagnitude).isFinite)
        #expect(squareRoot(.leastNonzeroMagnitude) > 0)
    }
}

@Suite("Rubber band and projection")
struct RubberBandTests {
    @Test("A dimension far larger than the overscroll: the content moves the overscroll times the coefficient, never more than the overscroll (the fuzzer's case: 2.1 pt in 1e16 pt moved 2.2 pt)")
    func hugeDimension() {
        for dimension in [1e16, 1e12, 1e300] {
            let moved = RubberBand.distance(forOverscroll: 2.109375, dimension: dimension)
            #expect(isClose(moved, 2.109375 * RubberBand.coefficient, 1e-9), "\(dimension): \(moved)")
            #expect(RubberBand.distance(forOverscroll: -2.109375, dimension: dimension) == -moved)
        }
        // Beyond Double's range the product reads as infinite: the whole dimension.
        #expect(RubberBand.distance(forOverscroll: 1e308, dimension: 1e-300) == 1e-300)
    }

    @Test("Fuzz finding: a subnormal overscroll moves the content no more than the finger, to the last bit (5.4e-322 pt moved 5.73e-322 pt)")
    func subnormalOverscroll() {
        for overscroll in [5.4e-322, 4.9e-324, 1e-310, 2.2250738585072014e-308, 1e-300] {
            for dimension in [116.0, 1, 852, 1e16] {
                let moved = RubberBand.distance(forOverscroll: overscroll, dimension: dimension)
                #expect(moved >= 0 && moved <= overscroll, "\(overscroll) in \(dimension): \(moved)")
                #expect(RubberBand.distance(forOverscroll: -overscroll, dimension: dimension) == -moved)
            }
        }
        #expect(RubberBand.distance(forOverscroll: 5.4e-322, dimension: 116) <= 5.4e-322)
    }

    @Test("Known values of UIScrollView's rubber band, (1 − 1/(x·0.55/d + 1))·d")
    func knownValues() {
        // d = 852 (an iPhone's height): a 100 pt pull moves the content 100·0.55/(1 + 100·0.55/852).
        #expect(isClose(RubberBand.distance(forOverscroll: 100, dimension: 852), 852 * (1 - 1 / (55.0 / 852 + 1))))
        #expect(isClose(RubberBand.distance(forOverscroll: 100, dimension: 852), 51.6648, 1e-4))
        #expect(isClose(RubberBand.distance(forOverscroll: 852 / 0.55, dimension: 852), 426))  // half the viewport
        #expect(RubberBand.distance(forOverscroll: -100, dimension: 852) == -RubberBand.distance(forOverscroll: 100, dimension: 852))
        #expect(RubberBand.distance(forOverscroll: 0, dimension: 852) == 0)
        #expect(RubberBand.distance(forOverscroll: 1e12, dimension: 852) < 852)
        #expect(RubberBand.distance(forOverscroll: .nan, dimension: 852) == 0)
        #expect(RubberBand.distance(forOverscroll: 10, dimension: 0) == 0)
    }

    @Test("The inverse gives back the finger distance; the clamp rubber-bands only outside the range")
    func inverseAndClamp() async {
        await propertyCheck(count: 500, input: Gen.double(in: -3_000...3_000), Gen.double(in: 100...2_000)) { finger, dimension in
            let moved = RubberBand.distance(forOverscroll: finger, dimension: dimension)
            #expect(abs(moved) <= abs(finger) + 1e-9 && abs(moved) < dimension)
            #expect(isClose(RubberBand.overscroll(forDistance: moved, dimension: dimension), finger, 1e-6 * max(1, abs(finger))))
        }
        #expect(RubberBand.clamp(50, lower: 0, upper: 100, dimension: 800) == 50)
        #expect(RubberBand.clamp(-40, lower: 0, upper: 100, dimension: 800) == RubberBand.distance(forOverscroll: -40, dimension: 800))
        #expect(RubberBand.clamp(140, lower: 0, upper: 100, dimension: 800) == 100 + RubberBand.distance(forOverscroll: 40, dimension: 800))
        #expect(RubberBand.overscroll(forDistance: 900, dimension: 800).isFinite)
    }

    @Test("Projection of a release velocity under UIScrollView's deceleration rates")
    func projection() {
        #expect(isClose(DecelerationRate.normal.projectedDistance(velocity: 1_000), 499))
        #expect(isClose(DecelerationRate.normal.projectedDistance(velocity: -2_000), -998))
        #expect(isClose(DecelerationRate.fast.projectedDistance(velocity: 1_000), 99))
        #expect(DecelerationRate.normal.projectedDistance(velocity: 0) == 0)
        #expect(DecelerationRate.normal.projectedDistance(velocity: .nan) == 0)
        #expect(isClose(DecelerationRate(0.9)!.projectedDistance(velocity: 1_000), 9))
    }
}

@Suite("DampedSpring")
struct SpringTests {
    /// The same equation, x'' = −k·x − c·x', integrated numerically with fourth-order Runge–Kutta.
    static func integrate(_ motion: SpringMotion, until time: Double, step: Double = 1e-4) -> (Double, Double) {
        let k = motion.spring.stiffness
        let c = motion.spring.damping
        var x = motion.from - motion.to
        var v = motion.initialVelocity
        func acceleration(_ x: Double, _ v: Double) -> Double { -k * x - c * v }
        var t = 0.0
        while t < time - 1e-12 {
            let h = min(step, time - t)
            let (k1x, k1v) = (v, acceleration(x, v))
            let (k2x, k2v) = (v + h / 2 * k1v, acceleration(x + h / 2 * k1x, v + h / 2 * k1v))
            let (k3x, k3v) = (v + h / 2 * k2v, acceleration(x + h / 2 * k2x, v + h / 2 * k2v))
            let (k4x, k4v) = (v + h * k3v, acceleration(x + h * k3x, v + h * k3v))
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += h
        }
        return (x + motion.to, v)
    }

    @Test("Closed form matches numerical integration: under-, critically and over-damped",
          arguments: [0.3, 0.7, 1.0, 1.5, 4.0])
    func matchesIntegration(_ dampingFraction: Double) throws {
        let spring = try DampedSpring(response: 0.4, dampingFraction: dampingFraction)
        let motion = spring.motion(from: 120, to: 0, initialVelocity: -900)
        for time in [0.0, 0.05, 0.1, 0.2, 0.35, 0.6, 1.0] {
            let (x, v) = Self.integrate(motion, until: time)
            #expect(isClose(motion.position(at: time), x, 1e-7), "x at \(time)")
            #expect(isClose(motion.velocity(at: time), v, 1e-5), "v at \(time)")
        }
    }

    @Test("SwiftUI's parameterisation: stiffness (2π/response)², damping 4π·ζ/response")
    func parameters() throws {
        let spring = try DampedSpring(response: 0.5, dampingFraction: 0.8)
        #expect(isClose(spring.stiffness, (2 * Double.pi / 0.5) * (2 * Double.pi / 0.5)))
        #expect(isClose(spring.damping, 4 * Double.pi * 0.8 / 0.5))
        let motion = spring.motion(from: 10, to: 50, initialVelocity: 3)
        #expect(motion.position(at: 0) == 10)
        #expect(isClose(motion.velocity(at: 0), 3))
        #expect(isClose(motion.position(at: 100), 50))
    }

    @Test("Random springs: finite, settle within the tolerance by the settle time, never gain energy")
    func randomSprings() async {
        await propertyCheck(count: 400, input: Gen.double(in: 0.05...2), Gen.double(in: 0.05...3),
                            Gen.double(in: -500...500), Gen.double(in: -5_000...5_000)) { response, damping, start, velocity in
            guard let spring = try? DampedSpring(response: response, dampingFraction: damping) else {
                Issue.record("valid spring rejected")
                return
            }
            let motion = spring.motion(from: start, to: 0, initialVelocity: velocity)
            let settle = motion.settleTime(tolerance: 0.5)
            #expect(settle.isFinite && settle >= 0)
            var previousEnergy = Double.infinity
            for step in 0...200 {
                let time = settle * 1.5 * Double(step) / 200
                let (x, v) = motion.state(at: time)
                #expect(x.isFinite && v.isFinite)
                if time >= settle { #expect(abs(x) <= 0.5 + 1e-9, "settled at \(settle), at \(time): \(x)") }
                let energy = 0.5 * v * v + 0.5 * spring.stiffness * x * x
                #expect(energy <= previousEnergy * (1 + 1e-9) + 1e-9)
                previousEnergy = energy
            }
        }
    }

    @Test("Bad parameters are rejected; bad motion input reads safely")
    func badInput() {
        #expect(throws: SpringError(field: .response, rule: .mustBePositive)) { try DampedSpring(response: 0, dampingFraction: 1) }
        #expect(throws: SpringError(field: .response, rule: .mustBeFinite)) { try DampedSpring(response: .nan, dampingFraction: 1) }
        #expect(throws: SpringError(field: .dampingFraction, rule: .mustBePositive)) { try DampedSpring(response: 1, dampingFraction: 0) }
        #expect(throws: SpringError(field: .dampingFraction, rule: .mustBeFinite)) { try DampedSpring(response: 1, dampingFraction: .infinity) }
        let motion = DampedSpring.smooth.motion(from: .nan, to: .infinity, initialVelocity: .nan)
        #expect(motion.position(at: .nan).isFinite && motion.position(at: .infinity).isFinite)
        #expect(DampedSpring.smooth.motion(from: 5, to: 5).settleTime() == 0)
    }
}

@Suite("Springs close to critical damping")
struct NearCriticalSpringTests {
    @Test("Fuzz finding: just over-damped with a huge start velocity, the motion starts where it starts and stays finite")
    func nearCriticalHugeVelocity() throws {
        let spring = try DampedSpring(response: 0.5, dampingFraction: 1.0000000001)
        let motion = spring.motion(from: -14.7705078125, to: 0, initialVelocity: -8.959526369746506e+305)
        #expect(motion.position(at: 0) == -14.7705078125)
        #expect(motion.velocity(at: 0) == -1e12)  // clamped to the free-input range
        for time in stride(from: 0.0, through: 20, by: 0.05) {
            #expect(motion.position(at: time).isFinite && motion.velocity(at: time).isFinite)
        }
        #expect(motion.settleTime(tolerance: 0.5) > 0)
        #expect(abs(motion.position(at: motion.settleTime(tolerance: 0.5) + 0.01)) <= 0.5)
    }

    @Test("Just over-damped matches critically damped to within rounding, at every time")
    func nearCriticalMatchesCritical() throws {
        let critical = try DampedSpring(response: 0.5, dampingFraction: 1).motion(from: 100, to: 0, initialVelocity: 800)
        let nearly = try DampedSpring(response: 0.5, dampingFraction: 1 + 1e-12).motion(from: 100, to: 0, initialVelocity: 800)
        for time in stride(from: 0.0, through: 5, by: 0.01) {
            #expect(abs(nearly.position(at: time) - critical.position(at: time)) < 1e-6)
            #expect(abs(nearly.velocity(at: time) - critical.velocity(at: time)) < 1e-5)
        }
    }

    @Test("A motion that starts at its target but moving leaves it, comes back, and settles after its peak")
    func overdampedSettleAfterPeak() throws {
        let motion = try DampedSpring(response: 0.5, dampingFraction: 3).motion(from: 0, to: 0, initialVelocity: 2_000)
        let settle = motion.settleTime(tolerance: 0.5)
        #expect(settle > 0)
        var peak = 0.0
        for time in stride(from: 0.0, through: 10, by: 0.01) { peak = max(peak, abs(motion.position(at: time))) }
        #expect(peak > 0.5)
        for time in stride(from: settle, through: settle + 10, by: 0.05) { #expect(abs(motion.position(at: time)) <= 0.5 + 1e-9) }
    }
}

@Suite("DampedSpring settle time")
struct SpringSettleTimeTests {
    @Test("Fuzz finding: a critically damped motion with a subnormal start velocity settles in finite time", arguments: [501.890625, 20, 0.5])
    func subnormalVelocity(response: Double) throws {
        let motion = try DampedSpring(response: response, dampingFraction: 1).motion(from: 0, to: 0, initialVelocity: 5e-324)
        let settle = motion.settleTime()
        #expect(settle.isFinite && settle >= 0 && settle <= 10_000)
    }
}
