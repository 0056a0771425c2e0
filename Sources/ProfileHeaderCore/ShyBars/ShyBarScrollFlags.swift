/// How one bar of a ``ShyBarsStacking/appBarLayout`` stack scrolls, in the words of Android's
/// `AppBarLayout.LayoutParams` scroll flags, with their meanings. Read only with that stacking; a
/// ``ShyBarsStacking/slidesUnder`` stack takes the default (see ``ShyBar/scrollFlags``).
///
/// The stack moves up as one block by its hidden distance; how far it can move and when it comes
/// back follow from the flags of its bars, as in `AppBarLayout`:
/// - The block can hide the bars from the top down to the first bar without ``scroll`` (it and the
///   bars below it stay, pinned under the ones that left) or through the first bar with
///   ``exitUntilCollapsed`` (which keeps its ``ShyBar/minimumVisibleHeight`` and the bars below it).
/// - Scrolling back toward the top brings back at once (a "quick return") the lowest bars with
///   ``enterAlways``; the others come back only as the content itself reaches the top.
public struct ShyBarScrollFlags: OptionSet, Equatable, Hashable, Sendable {
    /// The flags as bits.
    public let rawValue: UInt8
    /// Makes flags from bits (bits beyond the six flags are refused by the configuration).
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Android's `scroll`: the bar scrolls off with the content. Without it the bar stays, and so
    /// do the bars below it: the block stops moving there (a pinned tab strip or filter bar).
    public static let scroll = ShyBarScrollFlags(rawValue: 1 << 0)
    /// Android's `enterAlways`: the bar comes back on any scroll toward the top, wherever the
    /// content is ("quick return"). Without it the bar comes back only as the content reaches the top.
    public static let enterAlways = ShyBarScrollFlags(rawValue: 1 << 1)
    /// Android's `enterAlwaysCollapsed` (with ``enterAlways``): the quick return brings back only the
    /// bar's lowest ``ShyBar/minimumVisibleHeight`` points; the rest comes back at the top.
    public static let enterAlwaysCollapsed = ShyBarScrollFlags(rawValue: 1 << 2)
    /// Android's `exitUntilCollapsed`: the bar scrolls off only until its
    /// ``ShyBar/minimumVisibleHeight`` points are left, then stays, keeping the bars below it on screen.
    public static let exitUntilCollapsed = ShyBarScrollFlags(rawValue: 1 << 3)
    /// Android's `snap`: a release that leaves this bar part-way hidden settles it, shown or hidden
    /// (or at its collapsed height, with ``exitUntilCollapsed`` or ``enterAlwaysCollapsed``),
    /// whichever the release would carry it nearer to.
    public static let snap = ShyBarScrollFlags(rawValue: 1 << 4)
    /// Android's `snapMargins` (with ``snap``): the bar settles with its margins
    /// (``ShyBar/topMargin``, ``ShyBar/bottomMargin``): shown with the space above it, hidden
    /// with the space below it.
    public static let snapMargins = ShyBarScrollFlags(rawValue: 1 << 5)

    /// What a bar gets unless told: it scrolls off, comes back on any scroll toward the top and
    /// settles on release — TLYShyNavBar's bar, in Android's words `scroll|enterAlways|snap`.
    public static let quickReturn: ShyBarScrollFlags = [.scroll, .enterAlways, .snap]
    /// Every flag this version knows.
    static let known = ShyBarScrollFlags(rawValue: (1 << 6) - 1)

    /// True when a flag here needs another that is missing (anything without ``scroll``,
    /// ``enterAlwaysCollapsed`` without ``enterAlways``, ``snapMargins`` without ``snap``) or a bit
    /// is unknown: ``ValidationRule/requiresAnotherFlag``, for shy bars and the page's pinned header alike.
    var needsAnotherFlag: Bool {
        (!isEmpty && !contains(.scroll))
            || (contains(.enterAlwaysCollapsed) && !contains(.enterAlways))
            || (contains(.snapMargins) && !contains(.snap))
            || !isSubset(of: .known)
    }
}
