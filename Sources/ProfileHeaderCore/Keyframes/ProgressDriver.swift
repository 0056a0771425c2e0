/// The progress value, 0…1, that drives a keyframe track.
public enum ProgressDriver: Equatable, Hashable, Sendable {
    /// ``ProfileHeaderLayout/collapseProgress``: 0 expanded … 1 pinned.
    case collapse
    /// ``ProfileHeaderLayout/titleProgress``: 0 title out of sight … 1 centred.
    case title
    /// The blur fraction: 0 sharp … 1 fully blurred.
    case blur
    /// ``ProfileHeaderLayout/refreshProgress``: 0 … 1 armed.
    case refresh
    /// The stretch divided by `fullAt` points (> 0), clamped to 0…1.
    case stretch(fullAt: Double)
    /// The offset mapped from `start` (0) to `end` (1), clamped; `start > end` counts down.
    case offset(start: Double, end: Double)

    /// True when the parameters are usable.
    @inlinable
    public var isValid: Bool {
        switch self {
        case .collapse, .title, .blur, .refresh: return true
        case let .stretch(fullAt): return fullAt.isFinite && fullAt > 0
        case let .offset(start, end): return start.isFinite && end.isFinite && start != end
        }
    }
}

extension ProfileHeaderLayout {
    /// The value of a progress driver for this layout, 0…1 (an invalid driver gives 0).
    @inlinable
    public func progress(for driver: ProgressDriver) -> Double {
        switch driver {
        case .collapse: return collapseProgress
        case .title: return titleProgress
        case .blur: return blur.fraction
        case .refresh: return refreshProgress
        case let .stretch(fullAt):
            return driver.isValid ? clampUnit(stretch / fullAt) : 0
        case let .offset(start, end):
            return driver.isValid ? clampUnit((offset - start) / (end - start)) : 0
        }
    }
}
