/// A value an element takes at one progress, and how it moves on to the next keyframe.
public struct Keyframe<Value: Interpolatable>: Equatable, Sendable {
    /// Where on the driver's 0…1 progress this value is reached.
    public var progress: Double
    /// The value at ``progress``.
    public var value: Value
    /// How the segment from this keyframe to the next one moves (as CSS's `animation-timing-function`
    /// on a keyframe). Ignored on the last keyframe.
    public var easing: Easing

    /// Creates a keyframe: `value` at `progress` (0…1), moving on with `easing`.
    public init(_ progress: Double, _ value: Value, easing: Easing = .linear) {
        self.progress = progress
        self.value = value
        self.easing = easing
    }
}
