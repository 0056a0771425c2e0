/// The magnitudes the engine supports, far beyond anything a real screen or gesture comes near.
///
/// Validation checks signs and order, and also size: a configuration value outside these ranges is
/// rejected with ``ValidationRule/mustBeWithinSupportedRange(lowerBound:upperBound:)`` naming the
/// range, because arithmetic on it could leave the range of `Double` (a banner 10³⁰⁵ points wide
/// zooms to infinity; a bar 10⁻³⁰¹ points tall divides to infinity). Inside these ranges every output
/// of the engine is finite.
public enum SupportedRange {
    /// The largest length the engine accepts in a configuration (a height, width, inset, content
    /// position, threshold or distance), in points: 1 000 000. The largest iPad is 1 366 points
    /// tall; a profile's content positions stay within a few thousand points.
    public static let maximumLength: Double = 1_000_000
    /// The smallest length accepted where a length must be positive (a bar, a banner, an avatar, a
    /// tab), in points: 0.01. A hairline on a 3× display is 0.33 points. Lengths that may be zero (insets,
    /// margins, resistances) accept anything in `0 … maximumLength`.
    public static let minimumPositiveLength: Double = 0.01
    /// The largest duration the engine accepts in a configuration, in seconds: 1 000.
    public static let maximumDuration: Double = 1_000
    /// The smallest duration accepted where a duration must be positive (a spring's response), in
    /// seconds: 0.001 — a millisecond, a tenth of a 120 Hz frame.
    public static let minimumPositiveDuration: Double = 0.001
    /// The largest count of list entries (tabs, bars, followers, resting offsets): 100 000.
    public static let maximumCount: Int = 100_000
    /// The largest dimensionless ratio the engine accepts in a configuration (a spring's damping
    /// fraction, the magnitude of a Bézier easing's control-point y, spinner turns per second): 1 000.
    public static let maximumRatio: Double = 1_000
    /// The smallest ratio accepted where a ratio must be positive (a spring's damping fraction, spinner
    /// turns per second): 0.001.
    public static let minimumPositiveRatio: Double = 0.001
    /// Per-frame inputs that are not configuration (a scroll view's content offset and insets, a
    /// fling's proposed end, a spring's endpoints and velocity) are never rejected; beyond ± this
    /// many (points, or the spring's units) they are clamped to it, so sums and products of them stay
    /// finite: 10¹² — a list a trillion points long.
    public static let maximumFreeMagnitude: Double = 1e12
}
