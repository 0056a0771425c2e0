/// A damped spring, parameterised like SwiftUI's `Spring(response:dampingFraction:)`: unit mass,
/// stiffness `(2π / response)²`, damping `4π × dampingFraction / response`. Solved in closed form, so
/// every platform (UIKit, SwiftUI, the browser) computes the same motion for every snap and spring-back.
public struct Spring: Equatable, Hashable, Sendable {
    /// The period of the undamped oscillation, in seconds. `> 0`.
    public let response: Double
    /// Damping relative to critical: `< 1` bounces, `1` is critically damped, `> 1` creeps. `> 0`.
    public let dampingFraction: Double

    /// Creates a spring.
    ///
    /// - Throws: ``SpringError`` for a response that is not positive and finite, or a damping fraction
    ///   that is not positive and finite (an undamped spring would never settle).
    public init(response: Double, dampingFraction: Double) throws(SpringError) {
        try requirePositive(response) { SpringError(field: .response, rule: $0) }
        try requirePositive(dampingFraction) { SpringError(field: .dampingFraction, rule: $0) }
        self.response = response
        self.dampingFraction = dampingFraction
    }

    private init(unchecked response: Double, _ dampingFraction: Double) {
        self.response = response
        self.dampingFraction = dampingFraction
    }

    /// No bounce, settles smoothly (SwiftUI's `.smooth`): response 0.5 s, damping 1.
    public static var smooth: Spring { Spring(unchecked: 0.5, 1) }
    /// A small bounce, quick (SwiftUI's `.snappy`): response 0.5 s, damping 0.85.
    public static var snappy: Spring { Spring(unchecked: 0.5, 0.85) }
    /// A visible bounce (SwiftUI's `.bouncy`): response 0.5 s, damping 0.7.
    public static var bouncy: Spring { Spring(unchecked: 0.5, 0.7) }

    /// Stiffness per unit mass, `(2π / response)²`, in 1/s².
    public var stiffness: Double { naturalFrequency * naturalFrequency }
    /// Damping per unit mass, `4π × dampingFraction / response`, in 1/s.
    public var damping: Double { 2 * dampingFraction * naturalFrequency }
    /// Undamped angular frequency `2π / response`, in radians per second.
    public var naturalFrequency: Double { 2 * Double.pi / response }

    /// The motion from `from` to `to` starting with `initialVelocity` (units per second).
    public func motion(from: Double, to: Double, initialVelocity: Double = 0) -> SpringMotion {
        SpringMotion(spring: self, from: from, to: to, initialVelocity: initialVelocity)
    }
}

/// Why a ``Spring`` was rejected.
public struct SpringError: Error, Equatable, Hashable, Sendable {
    /// The spring's parameters.
    public enum Field: Equatable, Hashable, Sendable, CaseIterable {
        case response
        case dampingFraction
    }
    /// The offending parameter.
    public var field: Field
    /// The rule it breaks.
    public var rule: ValidationRule
    /// Creates an error.
    public init(field: Field, rule: ValidationRule) {
        self.field = field
        self.rule = rule
    }
}

/// One spring motion: where it is and how fast it moves at any time, in closed form.
///
/// Non-finite starting values read as 0 (a NaN target as the start), and times are clamped to
/// 0 … 10 000 s, so every answer is finite.
public struct SpringMotion: Equatable, Hashable, Sendable {
    /// The spring.
    public let spring: Spring
    /// Where the motion starts.
    public let from: Double
    /// Where it comes to rest.
    public let to: Double
    /// The velocity at time 0, in units per second.
    public let initialVelocity: Double

    /// Creates a motion.
    public init(spring: Spring, from: Double, to: Double, initialVelocity: Double = 0) {
        self.spring = spring
        self.from = from.isFinite ? from : 0
        self.to = to.isFinite ? to : self.from
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// The displacement from `to` and its velocity at `time` seconds.
    public func state(at time: Double) -> (displacement: Double, velocity: Double) {
        let t = clamp(time, 0, 10_000)
        let x0 = from - to
        let v0 = initialVelocity
        let w0 = spring.naturalFrequency
        let zeta = spring.dampingFraction
        if zeta < 1 {
            // Under-damped: a decaying oscillation at the damped frequency.
            let wd = w0 * squareRoot(1 - zeta * zeta)
            let decay = exponential(-zeta * w0 * t)
            let (sine, cosine) = sineAndCosine(wd * t)
            let b = (v0 + zeta * w0 * x0) / wd
            let x = decay * (x0 * cosine + b * sine)
            let v = decay * ((b * wd - zeta * w0 * x0) * cosine - (x0 * wd + zeta * w0 * b) * sine)
            return (x, v)
        } else if zeta == 1 {
            // Critically damped.
            let decay = exponential(-w0 * t)
            let b = v0 + w0 * x0
            return (decay * (x0 + b * t), decay * (b - w0 * (x0 + b * t)))
        } else {
            // Over-damped: two decaying exponentials.
            let root = w0 * squareRoot(zeta * zeta - 1)
            let r1 = -zeta * w0 + root
            let r2 = -zeta * w0 - root
            let c1 = (v0 - r2 * x0) / (r1 - r2)
            let c2 = x0 - c1
            let e1 = exponential(r1 * t)
            let e2 = exponential(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// The position at `time` seconds.
    public func position(at time: Double) -> Double {
        to + state(at: time).displacement
    }

    /// The velocity at `time` seconds, in units per second.
    public func velocity(at time: Double) -> Double {
        state(at: time).velocity
    }

    /// A bound on the distance from `to` at `time` (the decaying envelope of the motion): the motion
    /// never strays further from its target from then on.
    public func envelope(at time: Double) -> Double {
        let t = clamp(time, 0, 10_000)
        let x0 = from - to
        let v0 = initialVelocity
        let w0 = spring.naturalFrequency
        let zeta = spring.dampingFraction
        if zeta < 1 {
            let wd = w0 * squareRoot(1 - zeta * zeta)
            let b = (v0 + zeta * w0 * x0) / wd
            return exponential(-zeta * w0 * t) * squareRoot(x0 * x0 + b * b)
        } else if zeta == 1 {
            return exponential(-w0 * t) * (abs(x0) + abs(v0 + w0 * x0) * t)
        } else {
            let root = w0 * squareRoot(zeta * zeta - 1)
            let r1 = -zeta * w0 + root
            let r2 = -zeta * w0 - root
            let c1 = (v0 - r2 * x0) / (r1 - r2)
            return abs(c1) * exponential(r1 * t) + abs(x0 - c1) * exponential(r2 * t)
        }
    }

    /// The time, in seconds, after which the motion stays within `tolerance` of `to` (0 if it starts
    /// there). Found by bisection on the envelope, at most 10 000 s; `tolerance` below 1e-9 counts as 1e-9.
    public func settleTime(tolerance: Double = 0.5) -> Double {
        let tolerance = tolerance.isFinite ? max(tolerance, 1e-9) : 0.5
        // The envelope decreases from `earliest` on (for a critically damped spring it may rise first).
        var earliest = 0.0
        if spring.dampingFraction == 1 {
            let w0 = spring.naturalFrequency
            let b = abs(initialVelocity + w0 * (from - to))
            if b > 0 { earliest = max(0, (b - w0 * abs(from - to)) / (w0 * b)) }
        }
        if envelope(at: earliest) <= tolerance { return earliest }
        var upper = max(earliest, spring.response)
        while envelope(at: upper) > tolerance, upper < 10_000 { upper *= 2 }
        if upper >= 10_000 { return 10_000 }
        var lower = earliest
        for _ in 0..<64 {
            let middle = (lower + upper) / 2
            if envelope(at: middle) > tolerance { lower = middle } else { upper = middle }
        }
        return upper
    }
}
