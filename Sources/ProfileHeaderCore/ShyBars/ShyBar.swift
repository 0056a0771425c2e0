/// One bar in a stack of shy bars (a navigation bar, a search field, filter chips), from the top down.
public struct ShyBar: Equatable, Hashable, Sendable {
    /// The bar's height, in points. `0.01 … 1 000 000`.
    public var height: Double
    /// How much of the bar stays on screen when it is hidden, in points (for example the status-bar
    /// area of a bar that includes it, or a compact strip). `0 … height`. In an
    /// ``ShyBarsStacking/appBarLayout`` stack it is Android's minimum height: what
    /// ``ShyBarScrollFlags/exitUntilCollapsed`` keeps and ``ShyBarScrollFlags/enterAlwaysCollapsed``
    /// brings back.
    public var minimumVisibleHeight: Double
    /// A sticky bar never hides and never moves; bars below it slide under it. Only in a
    /// ``ShyBarsStacking/slidesUnder`` stack (in an ``ShyBarsStacking/appBarLayout`` one a bar
    /// without ``ShyBarScrollFlags/scroll`` stays).
    public var isSticky: Bool
    /// How the bar scrolls in an ``ShyBarsStacking/appBarLayout`` stack, in Android's words
    /// (``ShyBarScrollFlags``). A ``ShyBarsStacking/slidesUnder`` stack needs the default,
    /// ``ShyBarScrollFlags/quickReturn``.
    public var scrollFlags: ShyBarScrollFlags
    /// Empty space above the bar, part of the stack, in points (Android's top margin), `0 … 1 000 000`;
    /// only in an ``ShyBarsStacking/appBarLayout`` stack (0 in the other).
    public var topMargin: Double
    /// Empty space below the bar, part of the stack, in points (Android's bottom margin),
    /// `0 … 1 000 000`; only in an ``ShyBarsStacking/appBarLayout`` stack (0 in the other).
    public var bottomMargin: Double
    /// What fades as the bar hides.
    public var fade: ShyBarFade
    /// Whether the bar's content shrinks as the bar hides.
    public var contentScale: ShyBarContentScale

    /// Creates a bar. By default it hides completely, fades its content and does not scale.
    public init(
        height: Double,
        minimumVisibleHeight: Double = 0,
        isSticky: Bool = false,
        fade: ShyBarFade = .content,
        contentScale: ShyBarContentScale = .none,
        scrollFlags: ShyBarScrollFlags = .quickReturn,
        topMargin: Double = 0,
        bottomMargin: Double = 0
    ) {
        self.height = height
        self.minimumVisibleHeight = minimumVisibleHeight
        self.isSticky = isSticky
        self.fade = fade
        self.contentScale = contentScale
        self.scrollFlags = scrollFlags
        self.topMargin = topMargin
        self.bottomMargin = bottomMargin
    }

    /// How far the bar can hide in a ``ShyBarsStacking/slidesUnder`` stack, in points:
    /// `height − minimumVisibleHeight`, or 0 when sticky. (In an ``ShyBarsStacking/appBarLayout``
    /// stack how far a bar hides depends on the bars above it: ``ShyBarLayout/hiddenHeight``.)
    public var hideableHeight: Double {
        isSticky ? 0 : height - minimumVisibleHeight
    }
}

/// What fades out as a shy bar hides.
public enum ShyBarFade: Equatable, Hashable, Sendable, CaseIterable {
    /// Nothing fades.
    case none
    /// The bar's content (title, buttons) fades; its background stays.
    case content
    /// The whole bar fades.
    case wholeBar
}

/// How a shy bar's content scales as the bar hides.
public enum ShyBarContentScale: Equatable, Hashable, Sendable {
    /// The content keeps its size.
    case none
    /// The content shrinks toward `minimumScale` (`0 < minimumScale ≤ 1`) as the bar hides, about its
    /// bottom centre (Instagram's "minimised" bar).
    case shrink(minimumScale: Double)
}

/// A view at the bottom edge (a tab bar or a toolbar, bottom safe area included) that slides down
/// as the top bars slide up, in proportion.
public struct ShyFollower: Equatable, Hashable, Sendable {
    /// The follower's height including the bottom safe area, in points. `0 … 1 000 000`.
    public var height: Double
    /// Creates a follower of the given height.
    public init(height: Double) { self.height = height }

    /// A follower measured as the system draws it: from its top edge (at rest) down to the bottom
    /// edge of the screen (window), so the home-indicator band below a toolbar or tab bar is
    /// included and the follower slides fully off screen. Both in the same coordinates, points;
    /// a top below the bottom edge gives 0, non-finite numbers give 0.
    public init(top: Double, bottomEdge: Double) {
        let height = bottomEdge - top
        self.height = height.isFinite ? max(0, height) : 0
    }
}

/// What happens to the bars on an event such as appearing or returning to the foreground.
public enum ShyBarsPolicy: Equatable, Hashable, Sendable, CaseIterable {
    /// Show every bar.
    case expand
    /// Leave the bars as they are.
    case keep
    /// Hide the bars (unless the content fits, in which case they stay shown).
    case contract
}
