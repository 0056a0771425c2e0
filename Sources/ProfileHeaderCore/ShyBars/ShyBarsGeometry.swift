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
    /// For each bar, the sum of the hideable heights of the bars below it (the bars that hide
    /// before it): bar `i` is fully shown while the stack hides at most `hideableBelow[i]` and
    /// fully hidden from `hideableBelow[i − 1]` (``totalHideableDistance`` for the top bar) on.
    /// These are the only places where a bar starts or ends hiding, so a snap lands on one of them
    /// and every bar reads exactly 0 or exactly 1 hidden there, whatever the stack's size: the
    /// comparisons are exact, no rounding tolerance is involved.
    let hideableBelow: [Double]
    /// The top edge of each bar at rest, in viewport points.
    let restTop: [Double]
    /// For each bar, the nearest sticky bar at or above it, or -1.
    let anchor: [Int]
    /// How far the whole stack can hide: the hideable heights summed from the lowest bar up, so
    /// that it equals the top bar's hideable height plus `hideableBelow[0]` exactly.
    let totalHideableDistance: Double

    /// Derives the geometry; the bars must already be valid.
    init(bars: [ShyBar], followerHeights: [Double], stackTopInset: Double) {
        var hideableBelow = Array(repeating: 0.0, count: bars.count)
        var restTop: [Double] = []
        var anchor: [Int] = []
        restTop.reserveCapacity(bars.count)
        anchor.reserveCapacity(bars.count)
        var top = stackTopInset
        var lastSticky = -1
        for index in bars.indices {
            if bars[index].isSticky { lastSticky = index }
            restTop.append(top)
            anchor.append(lastSticky)
            top += bars[index].height
        }
        // Summed from the bottom up, in the order the bars hide.
        var below = 0.0
        for index in bars.indices.reversed() {
            hideableBelow[index] = below
            below += bars[index].hideableHeight
        }
        self.bars = bars
        self.followerHeights = followerHeights
        self.stackTopInset = stackTopInset
        self.hideableBelow = hideableBelow
        self.restTop = restTop
        self.anchor = anchor
        self.totalHideableDistance = below
    }

    /// The hidden distance `hidden` limited to what the stack can hide (NaN reads as 0).
    func clampedHidden(_ hidden: Double) -> Double {
        clamp(hidden, 0, totalHideableDistance)
    }

    /// The hidden distance at which bar `index` is fully hidden (and the bar above starts hiding).
    func hiddenWhenBarHidden(_ index: Int) -> Double {
        index > 0 ? hideableBelow[index - 1] : totalHideableDistance
    }

    /// How much of bar `index` itself is hidden when the stack hides `hidden` points, lowest bar
    /// first: exactly 0 at or below where it starts hiding, exactly its hideable height at or
    /// beyond where it is fully hidden.
    func hiddenHeight(_ index: Int, hidden: Double) -> Double {
        let hideable = bars[index].hideableHeight
        if hidden >= hiddenWhenBarHidden(index) { return hideable }
        if hidden <= hideableBelow[index] { return 0 }
        return min(hidden - hideableBelow[index], hideable)
    }

    /// How far bar `index` moves up when the stack hides `hidden` points: what the bars from it up
    /// to its sticky anchor (or the top) have hidden.
    func translation(_ index: Int, hidden: Double) -> Double {
        let start = hideableBelow[index]
        let end = anchor[index] >= 0 ? hideableBelow[anchor[index]] : totalHideableDistance
        return -(clamp(hidden, start, max(start, end)) - start)
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
