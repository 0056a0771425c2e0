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

    /// How the stack hides (decides the placements; kept for settling).
    let stacking: ShyBarsStacking
    /// ``ShyBarsStacking/appBarLayout`` only: the least hidden distance a scroll toward the top brings
    /// the stack back to before the content reaches the top (the total less Android's "down
    /// pre-scroll range", what the lowest ``ShyBarScrollFlags/enterAlways`` bars span). 0 for the other stacking.
    let quickReturnFloor: Double
    /// The space below the lowest bar (its bottom margin), part of the stack, in points.
    let bottomMargin: Double

    /// Derives the geometry; the bars must already be valid.
    init(bars: [ShyBar], stacking: ShyBarsStacking = .slidesUnder, followerHeights: [Double], stackTopInset: Double) {
        var placements: [ShyBarPlacement] = []
        placements.reserveCapacity(bars.count)
        var total = 0.0
        var quickReturnFloor = 0.0
        switch stacking {
        case .slidesUnder:
            // For each bar, the sum of the hideable heights of the bars below it (the bars that hide
            // before it), summed from the bottom up in the order the bars hide: bar `i` is fully shown
            // while the stack hides at most that much and fully hidden from the next bar up's sum
            // (the total for the top bar) on. These are the only places where a bar starts or ends
            // hiding, so a snap lands on one of them and every bar reads exactly 0 or exactly 1 hidden
            // there, whatever the stack's size: the comparisons are exact, no rounding is involved.
            var hideableBelow = Array(repeating: 0.0, count: bars.count)
            for index in bars.indices.reversed() {
                hideableBelow[index] = total
                total += bars[index].hideableHeight
            }
            var top = stackTopInset
            var lastSticky = -1
            for index in bars.indices {
                let bar = bars[index]
                if bar.isSticky { lastSticky = index }
                placements.append(ShyBarPlacement(
                    bar, restTop: top, hideableHeight: bar.hideableHeight,
                    hiddenFrom: hideableBelow[index], hiddenUntil: index > 0 ? hideableBelow[index - 1] : total,
                    // A bar moves up with what the bars from it up to its sticky anchor (or the top) hide.
                    movesFrom: hideableBelow[index],
                    movesUntil: max(hideableBelow[index], lastSticky >= 0 ? hideableBelow[lastSticky] : total)))
                top += bar.height
            }
        case .appBarLayout:
            // AppBarLayout's scroll range: the bars from the top with `scroll`, margins included, up
            // to the first without it, or through the first with `exitUntilCollapsed` less its
            // minimum height. The block moves up by the hidden distance, so a bar `offset` points
            // below the stack's top starts hiding there. Offsets and the range are summed in one
            // pass, in the same order, so a bar past the range hides exactly nothing.
            var offset = 0.0
            var inRange = true
            for bar in bars {
                let flags = bar.scrollFlags
                offset += bar.topMargin
                var hideable = 0.0
                if inRange, flags.contains(.scroll) {
                    if flags.contains(.exitUntilCollapsed) {
                        // Unlike AppBarLayout, whose range takes in the bottom margin and so hides
                        // that much of the minimum height, the bar keeps its minimum height and the
                        // space below.
                        hideable = bar.height - bar.minimumVisibleHeight
                        total = offset + hideable
                        inRange = false
                    } else {
                        hideable = bar.height
                        total = offset + bar.height + bar.bottomMargin
                    }
                } else {
                    inRange = false
                }
                // Every bar moves with the block as far as the range goes (set once it is known).
                placements.append(ShyBarPlacement(
                    bar, restTop: stackTopInset + offset, hideableHeight: hideable,
                    hiddenFrom: offset, hiddenUntil: offset + hideable, movesFrom: 0, movesUntil: 0))
                offset += bar.height + bar.bottomMargin
            }
            for index in placements.indices { placements[index].movesUntil = total }
            // Android's down pre-scroll range, from the lowest bar up: the run of bars with
            // `scroll|enterAlways` nearest the bottom (bars that stay do not break it before it starts).
            var quickReturn = 0.0
            for bar in bars.reversed() {
                let flags = bar.scrollFlags
                if flags.isSuperset(of: [.scroll, .enterAlways]) {
                    if flags.contains(.enterAlwaysCollapsed) {
                        quickReturn += bar.topMargin + bar.minimumVisibleHeight + bar.bottomMargin
                    } else if flags.contains(.exitUntilCollapsed) {
                        quickReturn += bar.topMargin + bar.height - bar.minimumVisibleHeight
                    } else {
                        quickReturn += bar.topMargin + bar.height + bar.bottomMargin
                    }
                } else if quickReturn > 0 {
                    break
                }
            }
            quickReturnFloor = max(0, total - quickReturn)
        }
        self.bars = bars
        self.followerHeights = followerHeights
        self.stackTopInset = stackTopInset
        self.placements = placements
        self.totalHideableDistance = total
        self.stacking = stacking
        self.quickReturnFloor = quickReturnFloor
        self.bottomMargin = bars.last?.bottomMargin ?? 0
    }

    /// ``ShyBarsStacking/appBarLayout`` only: where a release leaving the stack `hidden` points
    /// hidden settles it when the bar it leaves part-way hidden snaps (AppBarLayout's rule: the first
    /// bar, from the top, whose span holds the hidden distance), as the two hidden distances to
    /// choose between; nil when that bar does not snap.
    func snapChoice(hidden: Double) -> (shown: Double, hidden: Double)? {
        guard stacking == .appBarLayout else { return nil }
        var top = 0.0
        for bar in bars {
            top += bar.topMargin
            let edges = ShyBarSnapEdges(bar, top: top)
            top += bar.height + bar.bottomMargin
            guard edges.spanTop <= hidden, hidden <= edges.spanBottom else { continue }
            guard edges.snaps else { return nil }
            // Shown with the space above, hidden with the space below (with snapMargins)…
            var shown = edges.shown - edges.marginAbove
            var hiddenEdge = edges.hidden + edges.marginBelow
            if edges.collapsedSeam.isFinite {
                // …and between shown and collapsed, or between collapsed and hidden, whichever side
                // of the collapsed height it is on (the collapsed bar takes no margin).
                if hidden > edges.collapsedSeam { shown = edges.collapsedSeam } else { hiddenEdge = edges.collapsedSeam }
            }
            return (clampedHidden(shown), clampedHidden(hiddenEdge))
        }
        return nil
    }

    /// The hidden distance `hidden` limited to what the stack can hide (NaN reads as 0).
    func clampedHidden(_ hidden: Double) -> Double {
        clamp(hidden, 0, totalHideableDistance)
    }

    // The derived values follow from these four, so they decide equality.
    static func == (lhs: ShyBarsGeometry, rhs: ShyBarsGeometry) -> Bool {
        lhs === rhs || (lhs.bars == rhs.bars && lhs.stacking == rhs.stacking && lhs.followerHeights == rhs.followerHeights
                        && lhs.stackTopInset == rhs.stackTopInset)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(bars)
        hasher.combine(stacking)
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
    /// The stack's hidden distance from which this bar moves up (`hiddenFrom` when the bars slide
    /// under each other; 0 when the stack moves as one block).
    var movesFrom: Double
    /// The stack's hidden distance beyond which this bar stops moving up (its sticky anchor's
    /// `hiddenFrom`, or the whole stack's), `≥ movesFrom`.
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
        -(clamp(hidden, movesFrom, movesUntil) - movesFrom)
    }

    init(_ bar: ShyBar, restTop: Double, hideableHeight: Double, hiddenFrom: Double, hiddenUntil: Double,
         movesFrom: Double, movesUntil: Double) {
        self.restTop = restTop
        self.height = bar.height
        self.hideableHeight = hideableHeight
        self.hiddenFrom = hiddenFrom
        self.hiddenUntil = hiddenUntil
        self.movesFrom = movesFrom
        self.movesUntil = movesUntil
        self.fade = bar.fade
        switch bar.contentScale {
        case .none: minimumContentScale = 1
        case let .shrink(scale): minimumContentScale = scale
        }
    }
}

/// Where one bar of an ``ShyBarsStacking/appBarLayout`` stack settles on release, as hidden distances
/// of the stack (AppBarLayout's snap offsets, with the sign turned: positive is more hidden).
struct ShyBarSnapEdges: Equatable, Hashable, Sendable {
    /// Whether the bar snaps (``ShyBarScrollFlags/snap``).
    var snaps: Bool
    /// The span that makes this bar the one a release settles by: its top to its bottom, with its
    /// margins when it snaps with them.
    var spanTop: Double
    var spanBottom: Double
    /// The hidden distance that shows the bar whole: its top at the stack's top.
    var shown: Double
    /// The hidden distance that hides it: its bottom at the stack's top, less its minimum height
    /// with ``ShyBarScrollFlags/exitUntilCollapsed``.
    var hidden: Double
    /// With ``ShyBarScrollFlags/enterAlways`` and ``ShyBarScrollFlags/enterAlwaysCollapsed``: the
    /// hidden distance that leaves its minimum height showing, where a release chooses between
    /// shown and collapsed (above it) or collapsed and hidden (beyond it); NaN otherwise.
    var collapsedSeam: Double
    /// With ``ShyBarScrollFlags/snapMargins``: the top and bottom margins the chosen edges take in
    /// (shown with the space above, hidden with the space below); 0 otherwise.
    var marginAbove: Double
    var marginBelow: Double

    init(_ bar: ShyBar, top: Double) {
        let flags = bar.scrollFlags
        let withMargins = flags.contains(.snapMargins)
        snaps = flags.contains(.snap)
        marginAbove = withMargins ? bar.topMargin : 0
        marginBelow = withMargins ? bar.bottomMargin : 0
        spanTop = top - marginAbove
        spanBottom = top + bar.height + marginBelow
        shown = top
        hidden = top + bar.height
        collapsedSeam = .nan
        if flags.contains(.exitUntilCollapsed) {
            hidden -= bar.minimumVisibleHeight
        } else if flags.isSuperset(of: [.scroll, .enterAlways, .enterAlwaysCollapsed]) {
            collapsedSeam = hidden - bar.minimumVisibleHeight
        }
    }
}
