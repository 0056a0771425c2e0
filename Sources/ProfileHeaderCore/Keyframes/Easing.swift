/// How a keyframe segment moves between its two values: maps linear progress 0…1 within the
/// segment to the fraction of the way from the first value to the second.
public enum Easing: Equatable, Hashable, Sendable {
    /// Constant speed.
    case linear
    /// Starts slowly: CSS `ease-in`, `cubic-bezier(0.42, 0, 1, 1)`.
    case easeIn
    /// Ends slowly: CSS `ease-out`, `cubic-bezier(0, 0, 0.58, 1)`.
    case easeOut
    /// Starts and ends slowly: CSS `ease-in-out`, `cubic-bezier(0.42, 0, 0.58, 1)`.
    case easeInOut
    /// A CSS-style cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2);
    /// `x1` and `x2` in 0…1, `y1` and `y2` within `± 1 000` (``SupportedRange/maximumRatio``; outside
    /// 0…1 overshoots).
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// Keeps the segment's first value until the next keyframe, then jumps (CSS `step-end`).
    case hold

    /// True when the parameters are usable: `x1` and `x2` in 0…1, `y1` and `y2` within `± 1 000`
    /// (``SupportedRange/maximumRatio``), so that every eased fraction is finite.
    public var isValid: Bool {
        guard case let .cubicBezier(x1, y1, x2, y2) = self else { return true }
        let yLimit = SupportedRange.maximumRatio
        return x1 >= 0 && x1 <= 1 && x2 >= 0 && x2 <= 1 && abs(y1) <= yLimit && abs(y2) <= yLimit
    }

    /// The eased fraction for a linear `progress` in 0…1 (clamped; NaN reads as 0). 0 gives 0 and
    /// 1 gives 1, except that ``hold`` gives 0 until 1. Always finite; an invalid Bézier (see
    /// ``isValid``) evaluates as ``linear``.
    public func fraction(at progress: Double) -> Double {
        let t = clampUnit(progress)
        // (The named curves' points as literals, as ``controlPoints`` gives them — a test holds the two
        // together —: going through that optional cost keyframe tracks about 1 % a frame.)
        switch self {
        case .linear: return t
        case .easeIn: return Self.bezier(0.42, 0, 1, 1, at: t)
        case .easeOut: return Self.bezier(0, 0, 0.58, 1, at: t)
        case .easeInOut: return Self.bezier(0.42, 0, 0.58, 1, at: t)
        case let .cubicBezier(x1, y1, x2, y2):
            guard isValid else { return t }
            return Self.bezier(x1, y1, x2, y2, at: t)
        case .hold: return t >= 1 ? 1 : 0
        }
    }

    /// The curve as a cubic Bézier from (0, 0) to (1, 1): its control points (x1, y1) and (x2, y2), as
    /// CSS's `cubic-bezier()` and SwiftUI's `Animation.timingCurve` take them — ``linear`` is
    /// (0, 0, 1, 1), and an invalid Bézier (see ``isValid``) too, as it evaluates; nil for ``hold``
    /// (a jump at the end), which no Bézier draws.
    public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
        switch self {
        case .linear: return (0, 0, 1, 1)
        case .easeIn: return (0.42, 0, 1, 1)
        case .easeOut: return (0, 0, 0.58, 1)
        case .easeInOut: return (0.42, 0, 0.58, 1)
        case let .cubicBezier(x1, y1, x2, y2): return isValid ? (x1, y1, x2, y2) : (0, 0, 1, 1)
        case .hold: return nil
        }
    }

    /// y of the cubic Bézier (0,0) (x1,y1) (x2,y2) (1,1) at the parameter whose x is `x`.
    private static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // Polynomial form: B(s) = ((a·s + b)·s + c)·s for each axis.
        let cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx
        let cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by
        func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
        func slopeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

        // Newton's method from s = x converges in a few steps for ordinary curves…
        var s = x
        for _ in 0..<8 {
            let error = sampleX(s) - x
            if abs(error) < 1e-12 { return ((ay * s + by) * s + cy) * s }
            let slope = slopeX(s)
            if abs(slope) < 1e-9 { break }
            s -= error / slope
        }
        // …and bisection (x(s) is monotonic for x1, x2 in 0…1) settles the rest.
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<64 {
            let sampled = sampleX(s)
            if abs(sampled - x) < 1e-12 { break }
            if sampled < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return ((ay * s + by) * s + cy) * s
    }
}
