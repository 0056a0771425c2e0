/// A value that keyframes can interpolate, and check before they accept it.
public protocol Interpolatable: Equatable, Sendable {
    /// The value `fraction` of the way from `start` to `end`. `fraction` is usually 0…1 but may
    /// overshoot with a Bézier easing; implementations keep their own invariants (alpha in 0…1,
    /// sizes ≥ 0) whatever it is.
    static func interpolate(from start: Self, to end: Self, fraction: Double) -> Self

    /// Why this value cannot be a keyframe, or nil when it can.
    var keyframeValueProblem: KeyframeValueProblem? { get }
}

extension Double: Interpolatable {
    /// Linear interpolation.
    public static func interpolate(from start: Double, to end: Double, fraction: Double) -> Double {
        lerp(start, end, fraction)
    }

    /// `.notFinite` for NaN and infinities.
    public var keyframeValueProblem: KeyframeValueProblem? {
        isFinite ? nil : .notFinite
    }
}

extension Rect: Interpolatable {
    /// Each edge interpolated linearly; width and height never go below 0.
    @inlinable
    public static func interpolate(from start: Rect, to end: Rect, fraction: Double) -> Rect {
        let x = directLerp(start.minX, end.minX, fraction)
        let y = directLerp(start.minY, end.minY, fraction)
        let width = directLerp(start.width, end.width, fraction)
        let height = directLerp(start.height, end.height, fraction)
        guard (x + y + width + height).isFinite else { return wideInterpolate(from: start, to: end, fraction: fraction) }
        return Rect(x: x, y: y, width: max(0, width), height: max(0, height))
    }

    /// ``interpolate(from:to:fraction:)`` edge by edge with ``lerp(_:_:_:)``, for rectangles so far
    /// apart that the direct form overflows.
    @usableFromInline
    static func wideInterpolate(from start: Rect, to end: Rect, fraction: Double) -> Rect {
        Rect(
            x: lerp(start.minX, end.minX, fraction),
            y: lerp(start.minY, end.minY, fraction),
            width: max(0, lerp(start.width, end.width, fraction)),
            height: max(0, lerp(start.height, end.height, fraction))
        )
    }

    /// `.notFinite` or `.negativeSize` when the rectangle cannot be a keyframe.
    public var keyframeValueProblem: KeyframeValueProblem? {
        if !isFinite { return .notFinite }
        if width < 0 || height < 0 { return .negativeSize }
        return nil
    }
}
