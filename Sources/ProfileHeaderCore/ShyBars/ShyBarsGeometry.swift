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
    /// Each bar's place in the stack, top down: all a bar's layout reads, in one entry.
    let placements: [ShyBarPlacement]
    /// How far the whole stack can hide: the hideable heights summed from the lowest bar up, so
    /// that it equals the top bar's hideable height plus the top bar's `hiddenFrom` exactly.
    let totalHideableDistance: Double

    /// Derives the geometry; the bars must already be valid.
    init(bars: [ShyBar], followerHeights: [Double], stackTopInset: Double) {
        // For each bar, the sum of the hideable heights of the bars below it (the bars that hide
        // before it), summed from the bottom up in the order the bars hide: bar `i` is fully shown
        // while the stack hides at most that much and fully hidden from the next bar up's sum
        // (the total for the top bar) on. These are the only places where a bar starts or ends
        // hiding, so a snap lands on one of them and every bar reads exactly 0 or exactly 1 hidden
        // there, whatever the stack's size: the comparisons are exact, no rounding is involved.
        var hideableBelow = Array(repeating: 0.0, count: bars.count)
        var below = 0.0
        for index in bars.indices.reversed() {
            hideableBelow[index] = below
            below += bars[index].hideableHeight
        }
        var placements: [ShyBarPlacement] = []
        placements.reserveCapacity(bars.count)
        var top = stackTopInset
        var lastSticky = -1
        for index in bars.indices {
            let bar = bars[index]
            if bar.isSticky { lastSticky = index }
            let minimumScale: Double
            switch bar.contentScale {
            case .none: minimumScale = 1
            case let .shrink(scale): minimumScale = scale
            }
            placements.append(ShyBarPlacement(
                restTop: top, height: bar.height, hideableHeight: bar.hideableHeight,
                hiddenFrom: hideableBelow[index], hiddenUntil: index > 0 ? hideableBelow[index - 1] : below,
                // A bar moves up with what the bars from it up to its sticky anchor (or the top) hide.
                movesUntil: max(hideableBelow[index], lastSticky >= 0 ? hideableBelow[lastSticky] : below),
                fade: bar.fade, minimumContentScale: minimumScale))
            top += bar.height
        }
        self.bars = bars
        self.followerHeights = followerHeights
        self.stackTopInset = stackTopInset
        self.placements = placements
        self.totalHideableDistance = below
    }

    /// The hidden distance `hidden` limited to what the stack can hide (NaN reads as 0).
    func clampedHidden(_ hidden: Double) -> Double {
        clamp(hidden, 0, totalHideableDistance)
    }

    // The derived values follow from these three, so they decide equality.
    static func == (lhs: ShyBarsGeometry, rhs: ShyBarsGeometry) -> Bool {
        lhs === rhs || (lhs.bars == rhs.bars && lhs.followerHeights == rhs.followerHeights && lhs.stackTopInset == rhs.stackTopInset)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(bars)
        hasher.combine(followerHeights)
        hasher.combine(stackTopInset)
    }
}

/// One bar's place in a stack of shy bars, derived once.
struct ShyBarPlacement: Equatable, Hashable, Sendable {
    /// The bar's top edge at rest, in viewport points.
    var restTop: Double
    /// The bar's height, in points.
    var height: Double
    /// How far the bar itself can hide, in points.
    var hideableHeight: Double
    /// The stack's hidden distance up to which this bar is fully shown (what the bars below it hide).
    var hiddenFrom: Double
    /// The stack's hidden distance from which this bar is fully hidden.
    var hiddenUntil: Double
    /// The stack's hidden distance beyond which this bar stops moving up (its sticky anchor's
    /// `hiddenFrom`, or the whole stack's), `≥ hiddenFrom`.
    var movesUntil: Double
    /// What fades as the bar hides.
    var fade: ShyBarFade
    /// The content's scale once hidden (1 when it does not shrink).
    var minimumContentScale: Double

    /// How much of the bar itself is hidden when the stack hides `hidden` points, lowest bar first:
    /// exactly 0 at or below where it starts hiding, exactly its hideable height at or beyond
    /// where it is fully hidden.
    @inline(__always)
    func hiddenHeight(hidden: Double) -> Double {
        if hidden >= hiddenUntil { return hideableHeight }
        if hidden <= hiddenFrom { return 0 }
        return min(hidden - hiddenFrom, hideableHeight)
    }

    /// How far the bar moves up when the stack hides `hidden` points, `≤ 0`.
    @inline(__always)
    func translation(hidden: Double) -> Double {
        -(clamp(hidden, hiddenFrom, movesUntil) - hiddenFrom)
    }
}
