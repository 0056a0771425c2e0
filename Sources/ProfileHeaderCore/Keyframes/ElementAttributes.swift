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
        ElementAttributes(
            frame: .interpolate(from: start.frame, to: end.frame, fraction: fraction),
            alpha: clampUnit(lerp(start.alpha, end.alpha, fraction)),
            transform: .interpolate(from: start.transform, to: end.transform, fraction: fraction),
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
