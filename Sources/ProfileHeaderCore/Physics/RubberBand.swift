/// UIScrollView's rubber band, for platforms that give no elastic overscroll of their own (the
/// browser playground): a finger pulled `x` points past an edge moves the content
/// `(1 − 1 / (x × c / d + 1)) × d` points, with `c` = 0.55 and `d` the viewport's length along the
/// pull. The content follows the finger one-to-one at first and can never move more than `d`.
public enum RubberBand {
    /// UIScrollView's constant.
    public static let coefficient = 0.55

    /// How far the content moves for a finger `overscroll` points past the edge (sign kept), in points.
    /// `dimension` is the viewport's length along the pull (> 0). Non-finite or invalid input gives 0.
    public static func distance(forOverscroll overscroll: Double, dimension: Double, coefficient: Double = coefficient) -> Double {
        guard overscroll.isFinite, dimension.isFinite, dimension > 0, coefficient.isFinite, coefficient > 0 else { return 0 }
        let magnitude = abs(overscroll)
        // (1 − 1 / (x + 1)) · dimension with x = magnitude · c / dimension, written as
        // magnitude · c / (x + 1): the same number without the cancellation that lost it for a
        // dimension far larger than the overscroll (1e16 pt: a 2.1 pt overscroll moved 2.2 pt,
        // ε · dimension), and without going through x, which loses its digits when it is subnormal
        // (5.4e-322 pt moved 5.73e-322 pt: more than the finger). Never past the dimension; beyond
        // Double's range x reads as ∞: the whole dimension.
        let x = magnitude * coefficient / dimension
        let moved = x.isFinite ? min(magnitude * coefficient / (x + 1), dimension) : dimension
        return overscroll < 0 ? -moved : moved
    }

    /// The finger distance that moves the content `distance` points: the inverse of
    /// ``distance(forOverscroll:dimension:coefficient:)``. A distance at or beyond `dimension` is out
    /// of reach; it gives the finger distance for `(1 − 10⁻¹²) × dimension`. The result is finite for
    /// every input, a subnormal dimension included: where the exact answer is beyond the range of
    /// `Double` it is the largest finite `Double`.
    public static func overscroll(forDistance distance: Double, dimension: Double, coefficient: Double = coefficient) -> Double {
        guard distance.isFinite, dimension.isFinite, dimension > 0, coefficient.isFinite, coefficient > 0 else { return 0 }
        // The fraction of the dimension moved, kept below 1 (`abs(distance) / dimension` may overflow
        // to infinity for a tiny dimension, which the `min` absorbs).
        let reach = 1 - 1e-12
        let ratio = min(abs(distance) / dimension, reach)
        let magnitude = ratio < reach ? abs(distance) : dimension * reach
        let finger = saturated(magnitude / (coefficient * (1 - ratio)))
        return distance < 0 ? -finger : finger
    }

    /// `position` kept inside `lower…upper`, with whatever lies outside rubber-banded toward the range.
    /// The result is finite.
    public static func clamp(_ position: Double, lower: Double, upper: Double, dimension: Double) -> Double {
        guard position.isFinite, lower.isFinite, upper.isFinite, lower <= upper else { return position.isFinite ? position : lower.isFinite ? lower : 0 }
        if position < lower { return saturated(lower + distance(forOverscroll: saturated(position - lower), dimension: dimension)) }
        if position > upper { return saturated(upper + distance(forOverscroll: saturated(position - upper), dimension: dimension)) }
        return position
    }
}
