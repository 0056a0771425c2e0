/// A 2D transform kept as its decomposed parts, applied in the order scale, rotate, translate
/// about the element's centre (the order of CSS `translate() rotate() scale()` and of
/// `CGAffineTransform(translationX:y:).rotated(by:).scaledBy(x:y:)`).
///
/// Keyframes interpolate the parts, not the matrix, so a rotation stays a rotation half-way and a
/// scale never shears.
public struct ElementTransform: Equatable, Hashable, Sendable {
    /// Horizontal translation, in points.
    public var translationX: Double
    /// Vertical translation, in points (downward).
    public var translationY: Double
    /// Horizontal scale factor (1 = unchanged).
    public var scaleX: Double
    /// Vertical scale factor (1 = unchanged).
    public var scaleY: Double
    /// Rotation in radians, clockwise on screen. Interpolated as a number, so 0 → 2π is a full turn.
    public var rotation: Double

    /// Creates a transform from its parts; every part defaults to "no change".
    public init(translationX: Double = 0, translationY: Double = 0, scaleX: Double = 1, scaleY: Double = 1, rotation: Double = 0) {
        self.translationX = translationX
        self.translationY = translationY
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.rotation = rotation
    }

    /// A uniform scale.
    public init(scale: Double) {
        self.init(scaleX: scale, scaleY: scale)
    }

    /// The transform that changes nothing.
    public static var identity: ElementTransform { ElementTransform() }
}

extension ElementTransform: Interpolatable {
    /// Each part interpolated linearly.
    @inlinable
    public static func interpolate(from start: ElementTransform, to end: ElementTransform, fraction: Double) -> ElementTransform {
        let transform = ElementTransform(
            translationX: directLerp(start.translationX, end.translationX, fraction),
            translationY: directLerp(start.translationY, end.translationY, fraction),
            scaleX: directLerp(start.scaleX, end.scaleX, fraction),
            scaleY: directLerp(start.scaleY, end.scaleY, fraction),
            rotation: directLerp(start.rotation, end.rotation, fraction)
        )
        let sum = transform.translationX + transform.translationY + transform.scaleX + transform.scaleY + transform.rotation
        return sum.isFinite ? transform : wideInterpolate(from: start, to: end, fraction: fraction)
    }

    /// ``interpolate(from:to:fraction:)`` part by part with ``lerp(_:_:_:)``, for transforms so far
    /// apart that the direct form overflows.
    @usableFromInline
    static func wideInterpolate(from start: ElementTransform, to end: ElementTransform, fraction: Double) -> ElementTransform {
        ElementTransform(
            translationX: lerp(start.translationX, end.translationX, fraction),
            translationY: lerp(start.translationY, end.translationY, fraction),
            scaleX: lerp(start.scaleX, end.scaleX, fraction),
            scaleY: lerp(start.scaleY, end.scaleY, fraction),
            rotation: lerp(start.rotation, end.rotation, fraction)
        )
    }

    /// `.notFinite` when a part is NaN or infinite.
    public var keyframeValueProblem: KeyframeValueProblem? {
        let allFinite = translationX.isFinite && translationY.isFinite
            && scaleX.isFinite && scaleY.isFinite && rotation.isFinite
        return allFinite ? nil : .notFinite
    }
}
