/// Where a stack of shy bars and its followers are for one hidden distance. Per-bar values are
/// computed on demand in constant time, so reading them allocates nothing.
public struct ShyBarsLayout: Equatable, Hashable, Sendable {
    /// Where each bar goes (shared with the configuration; one reference, never copied).
    let geometry: ShyBarsGeometry
    /// Total hidden distance of the stack, `0 … totalHideableDistance` points.
    public let hiddenDistance: Double

    /// Creates the layout for a hidden distance (clamped to what the stack can hide; NaN reads as 0).
    public init(configuration: ShyBarsConfiguration, hiddenDistance: Double) {
        self.init(geometry: configuration.geometry, hiddenDistance: hiddenDistance)
    }

    init(geometry: ShyBarsGeometry, hiddenDistance: Double) {
        self.geometry = geometry
        self.hiddenDistance = geometry.clampedHidden(hiddenDistance)
    }

    /// How far the stack is hidden: 0 = every bar shown … 1 = every bar hidden (0 when nothing can hide).
    public var hiddenFraction: Double {
        let total = geometry.totalHideableDistance
        return total > 0 ? hiddenDistance / total : 0
    }

    /// The status this hidden distance means.
    public var status: ShyBarsStatus {
        if hiddenDistance <= 0 { return .expanded }
        if hiddenDistance >= geometry.totalHideableDistance { return .contracted }
        return .transitioning
    }

    /// The number of bars.
    public var barCount: Int { geometry.placements.count }

    /// The layout of bar `index` (0 = top). An index out of range gives the nearest bar's layout.
    ///
    /// A bar is exactly shown (`hiddenFraction` 0) or exactly hidden (1) wherever the stack's
    /// hidden distance is at or beyond the points where it starts or ends hiding — in particular
    /// after every release — at any size of stack.
    public func bar(_ index: Int) -> ShyBarLayout {
        let placements = geometry.placements
        let placement = placements[min(max(index, 0), placements.count - 1)]
        let hiddenHere = placement.hiddenHeight(hidden: hiddenDistance)
        let translation = placement.translation(hidden: hiddenDistance)
        let hiddenFraction = placement.hideableHeight > 0 ? hiddenHere / placement.hideableHeight : 0
        let shownAlpha = 1 - hiddenFraction
        return ShyBarLayout(
            minY: placement.restTop + translation,
            height: placement.height,
            translationY: translation,
            hiddenHeight: hiddenHere,
            hiddenFraction: hiddenFraction,
            barAlpha: placement.fade == .wholeBar ? shownAlpha : 1,
            contentAlpha: placement.fade == .none ? 1 : shownAlpha,
            contentScale: 1 - (1 - placement.minimumContentScale) * hiddenFraction
        )
    }

    /// The vertical translation of follower `index`, in points (positive = down, off the bottom edge):
    /// its height times ``hiddenFraction``. 0 for an index out of range.
    public func followerTranslationY(_ index: Int) -> Double {
        let heights = geometry.followerHeights
        guard index >= 0, index < heights.count else { return 0 }
        return heights[index] * hiddenFraction
    }

    /// The bottom edge of the lowest bar (and of the space below it, its ``ShyBar/bottomMargin``), in
    /// viewport points: where visible content starts below the bars.
    public var stackBottom: Double {
        bar(geometry.placements.count - 1).maxY + geometry.bottomMargin
    }
}

/// Where one shy bar is. Bars span the viewport's width, so only the vertical extent is given.
public struct ShyBarLayout: Equatable, Hashable, Sendable {
    /// The bar's top edge, in viewport points.
    public var minY: Double
    /// The bar's height, in points (bars move; they do not resize).
    public var height: Double
    /// The bar's bottom edge, in viewport points.
    public var maxY: Double { minY + height }
    /// Vertical translation from its rest position, in points (≤ 0: bars move up).
    public var translationY: Double
    /// How much of the bar itself is hidden, in points, `0 … hideableHeight`.
    public var hiddenHeight: Double
    /// ``hiddenHeight`` as a fraction of what the bar can hide, 0 … 1.
    public var hiddenFraction: Double
    /// Alpha for the whole bar, 0 … 1 (below 1 only with ``ShyBarFade/wholeBar``).
    public var barAlpha: Double
    /// Alpha for the bar's content, 0 … 1 (1 with ``ShyBarFade/none``).
    public var contentAlpha: Double
    /// Scale of the bar's content, `minimumScale … 1` (1 unless the bar shrinks its content).
    public var contentScale: Double
    /// Whether the bar takes touches: while any of it is on screen (a bar hidden down to a
    /// ``ShyBar/minimumVisibleHeight`` strip still does; a fully hidden bar does not).
    public var takesTouches: Bool { hiddenHeight < height }
}

/// The coarse state of a stack of shy bars.
public enum ShyBarsStatus: Equatable, Hashable, Sendable, CaseIterable {
    /// Every bar fully shown.
    case expanded
    /// Every bar hidden as far as it can.
    case contracted
    /// In between.
    case transitioning
}
