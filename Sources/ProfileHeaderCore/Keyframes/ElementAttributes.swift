/// Everything a custom element (a follow button, a back-button background, a counter…) can have
/// bound to the header's progress: frame, alpha, transform and corner radius.
public struct ElementAttributes: Equatable, Hashable, Sendable {
    /// Frame in viewport coordinates, in points (before ``transform``).
    public var frame: Rect
    /// Opacity, 0 (invisible) … 1.
    public var alpha: Double
    /// Transform about the frame's centre.
    public var transform: ElementTransform
    /// Corner radius, in points, `≥ 0`.
    public var cornerRadius: Double

    /// Creates attributes; alpha defaults to 1, transform to identity, corner radius to 0.
    public init(frame: Rect, alpha: Double = 1, transform: ElementTransform = .identity, cornerRadius: Double = 0) {
        self.frame = frame
        self.alpha = alpha
        self.transform = transform
        self.cornerRadius = cornerRadius
    }
}

extension ElementAttributes: Interpolatable {
    /// Each attribute interpolated on its own; alpha stays in 0…1 and sizes and radius stay ≥ 0
    /// even when an easing overshoots.
    public static func interpolate(from start: ElementAttributes, to end: ElementAttributes, fraction: Double) -> ElementAttributes {
        let a = start.frame, b = end.frame, s = start.transform, e = end.transform
        let x = directLerp(a.minX, b.minX, fraction), y = directLerp(a.minY, b.minY, fraction)
        let width = directLerp(a.width, b.width, fraction), height = directLerp(a.height, b.height, fraction)
        let alpha = directLerp(start.alpha, end.alpha, fraction)
        let translationX = directLerp(s.translationX, e.translationX, fraction)
        let translationY = directLerp(s.translationY, e.translationY, fraction)
        let scaleX = directLerp(s.scaleX, e.scaleX, fraction), scaleY = directLerp(s.scaleY, e.scaleY, fraction)
        let rotation = directLerp(s.rotation, e.rotation, fraction)
        let cornerRadius = directLerp(start.cornerRadius, end.cornerRadius, fraction)
        // One check for all eleven: the sum is finite only if every one is (or it overflowed itself).
        let sum = x + y + width + height + alpha + translationX + translationY + scaleX + scaleY + rotation + cornerRadius
        guard sum.isFinite else { return wideInterpolate(from: start, to: end, fraction: fraction) }
        return ElementAttributes(
            frame: Rect(x: x, y: y, width: max(0, width), height: max(0, height)),
            alpha: clampUnit(alpha),
            transform: ElementTransform(translationX: translationX, translationY: translationY,
                                        scaleX: scaleX, scaleY: scaleY, rotation: rotation),
            cornerRadius: max(0, cornerRadius)
        )
    }

    /// ``interpolate(from:to:fraction:)`` attribute by attribute with ``lerp(_:_:_:)``, for values so
    /// far apart that the direct form overflows.
    static func wideInterpolate(from start: ElementAttributes, to end: ElementAttributes, fraction: Double) -> ElementAttributes {
        ElementAttributes(
            frame: .wideInterpolate(from: start.frame, to: end.frame, fraction: fraction),
            alpha: clampUnit(lerp(start.alpha, end.alpha, fraction)),
            transform: .wideInterpolate(from: start.transform, to: end.transform, fraction: fraction),
            cornerRadius: max(0, lerp(start.cornerRadius, end.cornerRadius, fraction))
        )
    }

    /// The first problem found in frame, alpha, transform or corner radius, or nil.
    public var keyframeValueProblem: KeyframeValueProblem? {
        if let problem = frame.keyframeValueProblem { return problem }
        if let problem = transform.keyframeValueProblem { return problem }
        guard alpha.isFinite, cornerRadius.isFinite else { return .notFinite }
        if alpha < 0 || alpha > 1 { return .alphaOutOfRange }
        if cornerRadius < 0 { return .negativeCornerRadius }
        return nil
    }
}
