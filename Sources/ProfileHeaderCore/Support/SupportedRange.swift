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
    /// tab), in points: 0.01. A hairline on a 3× display is 0.33 points.
    public static let minimumPositiveLength: Double = 0.01
    /// The largest duration the engine accepts in a configuration, in seconds: 1 000.
    public static let maximumDuration: Double = 1_000
    /// The smallest duration accepted where a duration must be positive (a spring's response), in
    /// seconds: 0.001 — a millisecond, a tenth of a 120 Hz frame.
    public static let minimumPositiveDuration: Double = 0.001
    /// The largest count of list entries (tabs, bars, followers, resting offsets, keyframes): 100 000.
    public static let maximumCount: Int = 100_000
}
