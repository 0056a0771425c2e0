/// How blurred the banner is, expressed for each way an adapter may render it.
///
/// - Live blur: use ``radius``.
/// - One pre-blurred image cross-faded over the sharp one (seed 002): use ``fraction`` as its alpha.
/// - `n` cached levels (seed 000), where level `k` is blurred by `k / n` of the maximum radius and
///   level 0 is the sharp banner: show ``lowerLevel`` and, over it, ``upperLevel`` with alpha
///   ``upperLevelWeight``.
public struct BlurState: Equatable, Hashable, Sendable {
    /// Blur amount, 0 (sharp) … 1 (maximum radius).
    public var fraction: Double
    /// Blur radius in points, 0 … the configuration's `blurMaximumRadius`.
    public var radius: Double
    /// The cached level at or just below the current blur, 0 … `blurCacheLevels`.
    public var lowerLevel: Int
    /// The cached level just above ``lowerLevel`` (equal to it at the maximum), 0 … `blurCacheLevels`.
    public var upperLevel: Int
    /// Alpha of ``upperLevel`` drawn over ``lowerLevel``, 0 … 1.
    public var upperLevelWeight: Double

    /// Creates a blur state from its parts (the engine makes these; adapters read them).
    public init(fraction: Double, radius: Double, lowerLevel: Int, upperLevel: Int, upperLevelWeight: Double) {
        self.fraction = fraction
        self.radius = radius
        self.lowerLevel = lowerLevel
        self.upperLevel = upperLevel
        self.upperLevelWeight = upperLevelWeight
    }

    /// The blur for a fraction `0 … 1` (NaN counts as 0) under a maximum radius and a number of cached levels.
    public init(fraction rawFraction: Double, maximumRadius: Double, cacheLevels: Int) {
        let fraction = clampUnit(rawFraction)
        let levels = max(cacheLevels, 1)
        let position = fraction * Double(levels)
        let lower = min(Int(position), levels)  // position is finite and in 0…levels
        let upper = min(lower + 1, levels)
        self.init(
            fraction: fraction,
            radius: maximumRadius * fraction,
            lowerLevel: lower,
            upperLevel: upper,
            upperLevelWeight: upper == lower ? 0 : position - Double(lower)
        )
    }
}
