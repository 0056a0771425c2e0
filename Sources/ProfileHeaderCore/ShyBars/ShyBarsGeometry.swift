/// Everything a shy bars layout needs to place each bar, derived once when a configuration is made
/// and shared (one reference) by every layout made from it, so a step copies and retains one
/// object instead of the configuration's arrays. Immutable.
final class ShyBarsGeometry: Hashable, Sendable {
    /// The bars, top down.
    let bars: [ShyBar]
    /// Each follower's height.
    let followerHeights: [Double]
    /// Where the first bar's top edge sits at rest.
    let stackTopInset: Double
    /// Sum of the hideable heights of bars 0…i, for each i.
    let hideableThrough: [Double]
    /// The top edge of each bar at rest, in viewport points.
    let restTop: [Double]
    /// For each bar, the nearest sticky bar at or above it, or -1.
    let anchor: [Int]
    /// How far the whole stack can hide.
    let totalHideableDistance: Double

    /// Derives the geometry; the bars must already be valid.
    init(bars: [ShyBar], followerHeights: [Double], stackTopInset: Double) {
        var hideableThrough: [Double] = []
        var restTop: [Double] = []
        var anchor: [Int] = []
        hideableThrough.reserveCapacity(bars.count)
        restTop.reserveCapacity(bars.count)
        anchor.reserveCapacity(bars.count)
        var hideable = 0.0
        var top = stackTopInset
        var lastSticky = -1
        for index in bars.indices {
            if bars[index].isSticky { lastSticky = index }
            hideable += bars[index].hideableHeight
            hideableThrough.append(hideable)
            restTop.append(top)
            anchor.append(lastSticky)
            top += bars[index].height
        }
        self.bars = bars
        self.followerHeights = followerHeights
        self.stackTopInset = stackTopInset
        self.hideableThrough = hideableThrough
        self.restTop = restTop
        self.anchor = anchor
        self.totalHideableDistance = hideable
    }

    /// The hidden distance `hidden` limited to what the stack can hide (NaN reads as 0).
    func clampedHidden(_ hidden: Double) -> Double {
        clamp(hidden, 0, totalHideableDistance)
    }

    /// How much of bars 0…index is hidden when the stack hides `hidden` points, lowest bar first.
    func hiddenThrough(_ index: Int, hidden: Double) -> Double {
        guard index >= 0 else { return 0 }
        let hideableBelow = totalHideableDistance - hideableThrough[index]
        return clamp(hidden - hideableBelow, 0, hideableThrough[index])
    }

    // The derived arrays follow from these three, so they decide equality.
    static func == (lhs: ShyBarsGeometry, rhs: ShyBarsGeometry) -> Bool {
        lhs === rhs || (lhs.bars == rhs.bars && lhs.followerHeights == rhs.followerHeights && lhs.stackTopInset == rhs.stackTopInset)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(bars)
        hasher.combine(followerHeights)
        hasher.combine(stackTopInset)
    }
}
