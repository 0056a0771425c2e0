/// A damped spring, parameterised like SwiftUI's `Spring(response:dampingFraction:)`: unit mass,
/// stiffness `(2π / response)²`, damping `4π × dampingFraction / response`. Solved in closed form, so
/// every platform (UIKit, SwiftUI, the browser) computes the same motion for every snap and spring-back.
public struct DampedSpring: Equatable, Hashable, Sendable {
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
    public static var smooth: DampedSpring { DampedSpring(unchecked: 0.5, 1) }
    /// A small bounce, quick (SwiftUI's `.snappy`): response 0.5 s, damping 0.85.
    public static var snappy: DampedSpring { DampedSpring(unchecked: 0.5, 0.85) }
    /// A visible bounce (SwiftUI's `.bouncy`): response 0.5 s, damping 0.7.
    public static var bouncy: DampedSpring { DampedSpring(unchecked: 0.5, 0.7) }

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

/// Why a ``DampedSpring`` was rejected.
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
    public let spring: DampedSpring
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
        /// `e^(−decay·t) (x0 cosh(βt) + b sinh(βt)/β)`, with β = ω0√(ζ²−1): the same motion as
        /// `c1 e^(r1 t) + c2 e^(r2 t)`, written so nothing cancels when ζ is close to 1 (where c1 and
        /// c2 grow without bound and their sum loses every digit).
        case overdamped(decay: Double, beta: Double, x0: Double, b: Double)
    }

    /// Creates a motion.
    public init(spring: DampedSpring, from: Double, to: Double, initialVelocity: Double = 0) {
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
            // (ζ−1)(ζ+1) rather than ζ²−1: exact for ζ just above 1.
            let beta = w0 * squareRoot((zeta - 1) * (zeta + 1))
            solution = .overdamped(decay: zeta * w0, beta: beta, x0: x0, b: v0 + zeta * w0 * x0)
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
        case let .overdamped(decay, beta, x0, b):
            let (coshPart, sinhPart) = Self.overdampedParts(decay: decay, beta: beta, t: t)
            let x = x0 * coshPart + b * sinhPart
            // d/dt of e^(−at)cosh(βt) is β²·e^(−at)sinh(βt)/β − a·e^(−at)cosh(βt); of e^(−at)sinh(βt)/β,
            // e^(−at)cosh(βt) − a·e^(−at)sinh(βt)/β.
            let v = x0 * (beta * beta * sinhPart - decay * coshPart) + b * (coshPart - decay * sinhPart)
            return (x, v)
        }
    }

    /// When `e^(−a t) sinh(βt)/β` peaks (where its slope `e^(−at)cosh(βt) − a·e^(−at)sinh(βt)/β`
    /// turns negative, once), found by bisection; at most 10 000 s.
    private static func overdampedPeak(decay a: Double, beta: Double) -> Double {
        @inline(never)  // one copy, shared by every caller
        func slope(_ t: Double) -> Double {
            let (coshPart, sinhPart) = overdampedParts(decay: a, beta: beta, t: t)
            return coshPart - a * sinhPart
        }
        var upper = 1 / a
        while slope(upper) >= 0, upper < 10_000 { upper *= 2 }
        var lower = 0.0
        for _ in 0..<64 {
            let middle = (lower + upper) / 2
            if slope(middle) >= 0 { lower = middle } else { upper = middle }
        }
        return min(upper, 10_000)
    }

    /// `e^(−a t) cosh(βt)` and `e^(−a t) sinh(βt)/β` for `0 ≤ β < a`, without overflow (the two
    /// exponents are combined first) and without cancellation (a series where βt is small).
    @inline(never)  // one copy, shared by every caller
    private static func overdampedParts(decay a: Double, beta: Double, t: Double) -> (Double, Double) {
        let slow = exponential((beta - a) * t)   // e^(r1 t), r1 = β − a < 0
        let fast = exponential(-(beta + a) * t)  // e^(r2 t)
        let coshPart = (slow + fast) / 2
        let y = beta * t
        if y < 1e-2 {
            // sinh(y)/β = t (1 + y²/6 + y⁴/120 + …): the difference of the exponentials would cancel.
            let y2 = y * y
            return (coshPart, exponential(-a * t) * t * (1 + y2 / 6 + y2 * y2 / 120))
        }
        return (coshPart, (slow - fast) / (2 * beta))
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
    @inline(never)  // (called from settleTime's loops: one copy, not one per loop)
    public func envelope(at time: Double) -> Double {
        let t = clamp(time, 0, 10_000)
        switch solution {
        case let .underdamped(decay, _, x0, b):
            return exponential(-decay * t) * squareRoot(x0 * x0 + b * b)
        case let .critical(w0, x0, b):
            return exponential(-w0 * t) * (abs(x0) + abs(b) * t)
        case let .overdamped(decay, beta, x0, b):
            let (coshPart, sinhPart) = Self.overdampedParts(decay: decay, beta: beta, t: t)
            return abs(x0) * coshPart + abs(b) * sinhPart
        }
    }

    /// The time, in seconds, after which the motion stays within `tolerance` of `to` (0 if it starts
    /// there). Found by bisection on the envelope, at most 10 000 s; `tolerance` below 1e-9 counts as 1e-9.
    public func settleTime(tolerance: Double = 0.5) -> Double {
        let tolerance = tolerance.isFinite ? max(tolerance, 1e-9) : 0.5
        // The envelope decreases from `earliest` on (for a critically damped spring it may rise first).
        var earliest = 0.0
        if case let .critical(w0, x0, b) = solution, b != 0 {
            // (|b| − ω0|x0|)/(ω0|b|), written so that a tiny b cannot underflow a product to 0.
            earliest = clamp(1 / w0 - abs(x0) / abs(b), 0, 10_000)
        }
        // Over-damped, the velocity term e^(−at)sinh(βt)/β rises to a peak first; the rest decreases.
        if case let .overdamped(decay, beta, _, b) = solution, b != 0 {
            earliest = Self.overdampedPeak(decay: decay, beta: beta)
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
