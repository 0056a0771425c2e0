/// A damped spring, parameterised like SwiftUI's `Spring(response:dampingFraction:)`: unit mass,
/// stiffness `(2π / response)²`, damping `4π × dampingFraction / response`. Solved in closed form, so
/// every platform (UIKit, SwiftUI, the browser) computes the same motion for every snap and spring-back.
public struct Spring: Equatable, Hashable, Sendable {
    /// The period of the undamped oscillation, in seconds. `0.001 … 1 000`
    /// (``SupportedRange/minimumPositiveDuration`` … ``SupportedRange/maximumDuration``).
    public let response: Double
    /// Damping relative to critical: `< 1` bounces, `1` is critically damped, `> 1` creeps.
    /// `0.001 … 1 000` (``SupportedRange/minimumPositiveRatio`` … ``SupportedRange/maximumRatio``).
    public let dampingFraction: Double

    /// Creates a spring.
    ///
    /// - Throws: ``SpringError`` for a response that is not finite, not positive or outside
    ///   `0.001 … 1 000` seconds, or a damping fraction that is not finite, not positive (an undamped
    ///   spring would never settle) or outside `0.001 … 1 000`.
    public init(response: Double, dampingFraction: Double) throws(SpringError) {
        try requirePositiveDuration(response, SpringError.maker(.response))
        try requirePositiveRatio(dampingFraction, SpringError.maker(.dampingFraction))
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
public typealias SpringError = ValidationError<SpringField>

/// A spring's parameters.
public enum SpringField: Equatable, Hashable, Sendable, CaseIterable {
    case response
    case dampingFraction
}

/// One spring motion: where it is and how fast it moves at any time, in closed form.
///
/// Non-finite starting values read as 0 (a NaN target as the start), starting values, targets and
/// velocities beyond ± ``SupportedRange/maximumFreeMagnitude`` (10¹²) are clamped to it, and times are
/// clamped to 0 … 10 000 s, so every answer is finite.
public struct SpringMotion: Equatable, Hashable, Sendable {
    /// The spring.
    public let spring: Spring
    /// Where the motion starts.
    public let from: Double
    /// Where it comes to rest.
    public let to: Double
    /// The velocity at time 0, in units per second.
    public let initialVelocity: Double

    /// The displacement from `to` over time, solved once when the motion is made.
    private let solution: Solution

    /// The three regimes of a damped spring, with their constants.
    private enum Solution: Equatable, Hashable, Sendable {
        /// `e^(−decay·t) (x0 cos(ωd t) + b sin(ωd t))`.
        case underdamped(decay: Double, frequency: Double, x0: Double, b: Double)
        /// `e^(−ω0 t) (x0 + b t)`.
        case critical(rate: Double, x0: Double, b: Double)
        /// `c1 e^(r1 t) + c2 e^(r2 t)`.
        case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)
    }

    /// Creates a motion.
    public init(spring: Spring, from: Double, to: Double, initialVelocity: Double = 0) {
        self.spring = spring
        let limit = SupportedRange.maximumFreeMagnitude
        self.from = from.isFinite ? clamp(from, -limit, limit) : 0
        self.to = to.isFinite ? clamp(to, -limit, limit) : self.from
        self.initialVelocity = initialVelocity.isFinite ? clamp(initialVelocity, -limit, limit) : 0
        let x0 = self.from - self.to
        let v0 = self.initialVelocity
        let w0 = spring.naturalFrequency
        let zeta = spring.dampingFraction
        if zeta < 1 {
            let wd = w0 * squareRoot(1 - zeta * zeta)
            solution = .underdamped(decay: zeta * w0, frequency: wd, x0: x0, b: (v0 + zeta * w0 * x0) / wd)
        } else if zeta == 1 {
            solution = .critical(rate: w0, x0: x0, b: v0 + w0 * x0)
        } else {
            let root = squareRoot(zeta * zeta - 1)
            // r1 = −ω0(ζ − √(ζ²−1)) computed as ω0² / r2, which does not cancel for a large ζ.
            let r2 = -w0 * (zeta + root)
            let r1 = -w0 / (zeta + root)
            let c1 = (v0 - r2 * x0) / (r1 - r2)
            solution = .overdamped(r1: r1, r2: r2, c1: c1, c2: x0 - c1)
        }
    }

    /// The displacement from `to` and its velocity at `time` seconds.
    public func state(at time: Double) -> (displacement: Double, velocity: Double) {
        let t = clamp(time, 0, 10_000)
        switch solution {
        case let .underdamped(decay, wd, x0, b):
            let envelope = exponential(-decay * t)
            // The phase ωd·t, reduced to one period before the multiplication so sin and cos work on
            // 0 … 2π (they lose precision far from it).
            let (sine, cosine) = sineAndCosine(2 * Double.pi * fractionalPart(t * wd / (2 * Double.pi)))
            let x = envelope * (x0 * cosine + b * sine)
            let v = envelope * ((b * wd - decay * x0) * cosine - (x0 * wd + decay * b) * sine)
            return (x, v)
        case let .critical(w0, x0, b):
            let envelope = exponential(-w0 * t)
            return (envelope * (x0 + b * t), envelope * (b - w0 * (x0 + b * t)))
        case let .overdamped(r1, r2, c1, c2):
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
        switch solution {
        case let .underdamped(decay, _, x0, b):
            return exponential(-decay * t) * squareRoot(x0 * x0 + b * b)
        case let .critical(w0, x0, b):
            return exponential(-w0 * t) * (abs(x0) + abs(b) * t)
        case let .overdamped(r1, r2, c1, c2):
            return abs(c1) * exponential(r1 * t) + abs(c2) * exponential(r2 * t)
        }
    }

    /// The time, in seconds, after which the motion stays within `tolerance` of `to` (0 if it starts
    /// there). Found by bisection on the envelope, at most 10 000 s; `tolerance` below 1e-9 counts as 1e-9.
    public func settleTime(tolerance: Double = 0.5) -> Double {
        let tolerance = tolerance.isFinite ? max(tolerance, 1e-9) : 0.5
        // The envelope decreases from `earliest` on (for a critically damped spring it may rise first).
        var earliest = 0.0
        if case let .critical(w0, x0, b) = solution, b != 0 {
            earliest = max(0, (abs(b) - w0 * abs(x0)) / (w0 * abs(b)))
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
