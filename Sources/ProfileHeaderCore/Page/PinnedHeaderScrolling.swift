/// What the pinned header — the collapsed bar and, under it, the tab bar the header draws — does
/// once the content scrolls on past the point where it pins, in the words of Android's
/// `AppBarLayout` scroll flags (``ShyBarScrollFlags``), one set for each of the two.
///
/// The two move up as one block, as an `AppBarLayout` does, under the status bar (its strip keeps
/// the collapsed banner behind it): the bar with ``ShyBarScrollFlags/scroll`` hides, and the tab bar
/// with it too when it also scrolls; a tab bar that does not scroll stays, pinned right under the
/// status bar once the bar has left. Scrolling back brings back at once the lowest run of parts with
/// ``ShyBarScrollFlags/enterAlways`` (Flutter's `floating: true`); the others come back as the content
/// returns to where the header pins. With ``ShyBarScrollFlags/snap`` a part left part-way hidden when
/// the list comes to rest settles, shown or hidden, whichever is nearer. The block is never hidden
/// further than the content has scrolled past the pin point, so no gap opens above the content.
///
/// The default, ``pinned``, is a header that stays (Android's `scroll|exitUntilCollapsed` on a
/// collapsing toolbar; Flutter's `pinned: true`).
public struct PinnedHeaderScrolling: Equatable, Hashable, Sendable {
    /// How the collapsed bar scrolls: empty (it stays), or with ``ShyBarScrollFlags/scroll``.
    public let bar: ShyBarScrollFlags
    /// How the tab bar scrolls (read only when the header draws one): empty (it stays), or with
    /// ``ShyBarScrollFlags/scroll``, which needs the bar above it to scroll away whole (``bar`` with
    /// ``ShyBarScrollFlags/scroll`` and without ``ShyBarScrollFlags/exitUntilCollapsed``) — or, under a
    /// bar that stays, ``ShyBarScrollFlags/exitUntilCollapsed``: the tab bar collapses under the bar
    /// to ``tabBarMinimumHeight`` and pins there, as a second pinned `SliverAppBar` does (Android's
    /// flags cannot say this: a view without `scroll` stops the ones below it).
    public let tabBar: ShyBarScrollFlags
    /// The tab bar's Android minimum height, in points, `0 …` (limited to the tab bar's height): what
    /// ``ShyBarScrollFlags/exitUntilCollapsed`` keeps on screen and
    /// ``ShyBarScrollFlags/enterAlwaysCollapsed`` brings back first.
    public let tabBarMinimumHeight: Double

    /// Creates a validated behaviour.
    ///
    /// - Throws: ``PinnedHeaderScrollingError`` naming the field: flags that need another flag
    ///   (``ShyBarScrollFlags/enterAlways`` without ``ShyBarScrollFlags/scroll``,
    ///   ``ShyBarScrollFlags/enterAlwaysCollapsed`` without ``ShyBarScrollFlags/enterAlways``,
    ///   ``ShyBarScrollFlags/snapMargins`` without ``ShyBarScrollFlags/snap``, unknown bits)
    ///   (``ValidationRule/requiresAnotherFlag``); a tab bar that scrolls away under a bar that stays
    ///   or keeps a minimum height (``ValidationRule/cannotScrollBelowAStop``); a minimum height that is not a finite number
    ///   `≥ 0` within ``SupportedRange/maximumLength``.
    public init(bar: ShyBarScrollFlags, tabBar: ShyBarScrollFlags = [], tabBarMinimumHeight: Double = 0)
        throws(PinnedHeaderScrollingError) {
        if bar.needsAnotherFlag {
            throw PinnedHeaderScrollingError(field: .bar, rule: .requiresAnotherFlag)
        }
        if tabBar.needsAnotherFlag {
            throw PinnedHeaderScrollingError(field: .tabBar, rule: .requiresAnotherFlag)
        }
        if tabBar.contains(.scroll), bar.contains(.exitUntilCollapsed)
            || (!bar.contains(.scroll) && !tabBar.contains(.exitUntilCollapsed)) {
            throw PinnedHeaderScrollingError(field: .tabBar, rule: .cannotScrollBelowAStop)
        }
        guard tabBarMinimumHeight.isFinite else {
            throw PinnedHeaderScrollingError(field: .tabBarMinimumHeight, rule: .mustBeFinite)
        }
        guard tabBarMinimumHeight >= 0 else {
            throw PinnedHeaderScrollingError(field: .tabBarMinimumHeight, rule: .mustNotBeNegative)
        }
        guard tabBarMinimumHeight <= SupportedRange.maximumLength else {
            throw PinnedHeaderScrollingError(
                field: .tabBarMinimumHeight, rule: .mustBeWithinSupportedRange(lowerBound: 0, upperBound: SupportedRange.maximumLength))
        }
        self.bar = bar
        self.tabBar = tabBar
        self.tabBarMinimumHeight = tabBarMinimumHeight
    }

    private init(unchecked bar: ShyBarScrollFlags, tabBar: ShyBarScrollFlags) {
        self.bar = bar
        self.tabBar = tabBar
        self.tabBarMinimumHeight = 0
    }

    /// The header stays pinned under the status bar, and the tab bar under it: the default.
    public static let pinned = PinnedHeaderScrolling(unchecked: [], tabBar: [])
    /// The bar and the tab bar scroll away together and come back on any scroll toward the top,
    /// settling shown or hidden when the list rests — Flutter's floating, snapping app bar with a
    /// tab bar, the "shy" behaviour applied to the profile's pinned header (`scroll|enterAlways|snap`).
    public static let floats = PinnedHeaderScrolling(unchecked: .quickReturn, tabBar: .quickReturn)
    /// The bar scrolls away and comes back on any scroll toward the top; the tab bar stays, pinned
    /// under the status bar once the bar has gone (`scroll|enterAlways|snap` over a tab bar without
    /// `scroll`: the Play Store's pattern).
    public static let barFloats = PinnedHeaderScrolling(unchecked: .quickReturn, tabBar: [])

    /// The tab bar collapses under the bar, which stays, to `minimumHeight` points (limited to the
    /// tab bar's height) and pins there; it comes back as the content returns to where the header
    /// pins, settling collapsed or whole when the list rests — a second pinned `SliverAppBar` that
    /// collapses (`scroll|exitUntilCollapsed|snap` on the tab bar under a bar that stays).
    /// - Throws: ``PinnedHeaderScrollingError`` for a minimum height that is not a finite number `0 …`
    ///   ``SupportedRange/maximumLength``.
    public static func collapsingTabBar(minimumHeight: Double) throws(PinnedHeaderScrollingError) -> PinnedHeaderScrolling {
        try PinnedHeaderScrolling(bar: [], tabBar: [.scroll, .exitUntilCollapsed, .snap], tabBarMinimumHeight: minimumHeight)
    }

    /// Whether anything scrolls away at all (otherwise the page skips the float's step).
    var scrollsAway: Bool { bar.contains(.scroll) || tabBar.contains(.scroll) }
    /// Whether the bar stays while the tab bar collapses under it.
    var collapsesTabBarOnly: Bool { !bar.contains(.scroll) && tabBar.contains(.scroll) }

}

/// Why a ``PinnedHeaderScrolling`` was rejected.
public typealias PinnedHeaderScrollingError = ValidationError<PinnedHeaderScrollingField>

/// The fields of ``PinnedHeaderScrolling``.
public enum PinnedHeaderScrollingField: Equatable, Hashable, Sendable, CaseIterable {
    case bar
    case tabBar
    case tabBarMinimumHeight
}
