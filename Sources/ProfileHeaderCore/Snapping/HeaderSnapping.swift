/// Offsets the header may come to rest at (optional; a profile does not snap unless it is given
/// one). On release the header goes to the resting offset nearest to where the fling would end,
/// expressed as a target offset for the platform's own deceleration — UIKit's
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` and SwiftUI's
/// `ScrollTargetBehavior` — so no second animation fights the scroll view's.
public struct HeaderSnapping: Equatable, Hashable, Sendable {
    /// Resting offsets in points, strictly increasing, each `0 … 1 000 000` (for example 0 = expanded
    /// and the collapse distance = pinned). Never empty; at most ``SupportedRange/maximumCount`` (100 000).
    public let restingOffsets: [Double]
    /// The deceleration used to project a release velocity.
    public let decelerationRate: DecelerationRate

    /// Creates snapping positions.
    ///
    /// - Throws: ``HeaderSnappingError`` for an empty or too long list, or a position that is not
    ///   finite, negative, beyond 1 000 000 points, or not greater than the one before it.
    public init(restingOffsets: [Double], decelerationRate: DecelerationRate = .normal) throws(HeaderSnappingError) {
        guard !restingOffsets.isEmpty else { throw HeaderSnappingError(field: .restingOffsets, rule: .mustNotBeEmpty) }
        guard restingOffsets.count <= SupportedRange.maximumCount else {
            throw HeaderSnappingError(field: .restingOffsets, rule: .outOfSupportedRange(lowerBound: 1, upperBound: SupportedRange.maximumCount))
        }
        for index in restingOffsets.indices {
            try requireNonNegative(restingOffsets[index], HeaderSnappingError.maker(.restingOffsets, index))
            try requirePosition(restingOffsets[index], HeaderSnappingError.maker(.restingOffsets, index))
            if index > 0, restingOffsets[index] <= restingOffsets[index - 1] {
                throw HeaderSnappingError(field: .restingOffsets, index: index, rule: .mustBeIncreasing)
            }
        }
        self.restingOffsets = restingOffsets
        self.decelerationRate = decelerationRate
    }

    /// Expanded or pinned: the header never rests half-collapsed.
    public static func expandedOrCollapsed(_ configuration: ProfileHeaderConfiguration) -> HeaderSnapping {
        // Both offsets are valid by construction (0 < collapseDistance).
        try! HeaderSnapping(restingOffsets: [0, configuration.collapseDistance])
    }

    /// Where the content should come to rest, given where the platform's deceleration would stop it
    /// (`targetContentOffset.y + adjustedContentInset.top`). Inside the span of the resting offsets
    /// the nearest one wins (the lower on a tie); above the top one it goes to the top one; below the
    /// last one the fling is left alone (an end beyond ``SupportedRange/maximumFreeMagnitude``, 10¹²
    /// points, or infinity, gives that limit). NaN reads as the first resting offset. The result is finite.
    public func targetOffset(forProposedEnd proposedEnd: Double) -> Double {
        let first = restingOffsets[0]
        let last = restingOffsets[restingOffsets.count - 1]
        if proposedEnd.isNaN || proposedEnd <= first { return first }
        if proposedEnd > last { return min(proposedEnd, SupportedRange.maximumFreeMagnitude) }
        var low = 0
        var high = restingOffsets.count - 1
        while high - low > 1 {  // binary search for the two resting offsets around the end
            let middle = (low + high) / 2
            if restingOffsets[middle] <= proposedEnd { low = middle } else { high = middle }
        }
        let below = restingOffsets[low]
        let above = restingOffsets[high]
        return proposedEnd - below <= above - proposedEnd ? below : above
    }

    /// ``targetOffset(forProposedEnd:)`` for a release at `offset` with `velocity` (points per second,
    /// positive toward the end), projected with ``decelerationRate`` — for platforms that do not
    /// propose an end of their own (the browser).
    public func targetOffset(releasedAt offset: Double, velocity: Double) -> Double {
        let start = offset.isFinite ? offset : restingOffsets[0]
        return targetOffset(forProposedEnd: start + decelerationRate.projectedDistance(velocity: velocity))
    }
}

/// Why a ``HeaderSnapping`` was rejected (`index` names the resting offset).
public typealias HeaderSnappingError = ValidationError<HeaderSnappingField>

/// The fields of header snapping.
public enum HeaderSnappingField: Equatable, Hashable, Sendable, CaseIterable {
    case restingOffsets
}
