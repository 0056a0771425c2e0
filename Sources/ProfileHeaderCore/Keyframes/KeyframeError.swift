/// Why a value cannot be a keyframe.
public enum KeyframeValueProblem: Equatable, Hashable, Sendable {
    /// A NaN or infinite number.
    case notFinite
    /// An alpha outside 0…1.
    case alphaOutOfRange
    /// A negative width or height.
    case negativeSize
    /// A negative corner radius.
    case negativeCornerRadius
}

/// Why a ``ProgressTrack`` was rejected; `index` is the offending keyframe's position in the list.
public enum KeyframeError: Error, Equatable, Hashable, Sendable {
    /// The list of keyframes is empty.
    case noKeyframes
    /// A keyframe's progress is NaN, infinite or outside 0…1.
    case progressOutOfRange(index: Int)
    /// A keyframe's progress is not greater than the previous keyframe's.
    case progressNotIncreasing(index: Int)
    /// A keyframe's value is unusable.
    case invalidValue(index: Int, problem: KeyframeValueProblem)
    /// A keyframe's Bézier easing has a control point whose x is outside 0…1 or whose y is not
    /// within `± 1 000` (``SupportedRange/maximumRatio``).
    case invalidEasing(index: Int)
    /// The driver's own parameters are unusable (a non-finite or non-positive distance, an empty range).
    case invalidDriver
}
