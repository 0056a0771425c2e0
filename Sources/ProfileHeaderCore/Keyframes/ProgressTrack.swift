/// Binds one value of a custom element to a progress of the header: a sorted list of keyframes
/// and the driver that selects the progress.
///
/// Before the first keyframe the first value holds, after the last the last one does. Finding the
/// segment is a binary search, and evaluating does not allocate.
public struct ProgressTrack<Value: Interpolatable>: Equatable, Sendable {
    /// The progress that drives this track.
    public let driver: ProgressDriver
    /// The keyframes, by strictly increasing progress in 0…1; never empty.
    public let keyframes: [Keyframe<Value>]

    /// Creates a track after checking the driver, every keyframe's progress, value and easing.
    ///
    /// - Throws: ``KeyframeError`` naming the first offending keyframe.
    public init(driver: ProgressDriver, keyframes: [Keyframe<Value>]) throws(KeyframeError) {
        guard driver.isValid else { throw .invalidDriver }
        guard !keyframes.isEmpty else { throw .noKeyframes }
        var previous = -1.0
        for index in keyframes.indices {
            let keyframe = keyframes[index]
            guard keyframe.progress >= 0, keyframe.progress <= 1 else { throw .progressOutOfRange(index: index) }
            guard keyframe.progress > previous else { throw .progressNotIncreasing(index: index) }
            if let problem = keyframe.value.keyframeValueProblem { throw .invalidValue(index: index, problem: problem) }
            guard keyframe.easing.isValid else { throw .invalidEasing(index: index) }
            previous = keyframe.progress
        }
        self.driver = driver
        self.keyframes = keyframes
    }

    /// The value at `progress` (0…1; clamped, NaN reads as 0).
    ///
    /// Inlinable so that it is specialised for the app's value type: unspecialised generic code
    /// would look up type metadata on every call.
    @inlinable
    public func value(at progress: Double) -> Value {
        let p = clampUnit(progress)
        // Only the progresses are read until the segment is known (a keyframe of a large value is
        // not copied to compare its progress).
        let last = keyframes.endIndex - 1
        if p <= keyframes[keyframes.startIndex].progress { return keyframes[keyframes.startIndex].value }
        if p >= keyframes[last].progress { return keyframes[last].value }
        // The segment [low, low + 1] with keyframes[low].progress <= p < keyframes[low + 1].progress.
        var low = keyframes.startIndex
        var high = last
        while high - low > 1 {
            let middle = (low + high) / 2
            if keyframes[middle].progress <= p { low = middle } else { high = middle }
        }
        let startProgress = keyframes[low].progress
        let local = (p - startProgress) / (keyframes[high].progress - startProgress)
        return Value.interpolate(from: keyframes[low].value, to: keyframes[high].value,
                                 fraction: keyframes[low].easing.fraction(at: local))
    }

    /// The value for a layout, read through this track's driver.
    @inlinable
    public func value(in layout: ProfileHeaderLayout) -> Value {
        value(at: layout.progress(for: driver))
    }
}
