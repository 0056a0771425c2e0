/// How a stack of shy bars hides: the order its bars leave and come back in.
public enum ShyBarsStacking: Equatable, Hashable, Sendable, CaseIterable {
    /// TLYShyNavBar's stack (the default): scrolling toward the end, the lowest bar hides first,
    /// sliding under the one above it; scrolling back, the top bar returns first. A
    /// ``ShyBar/isSticky`` bar stays and the bars below it slide under it; a bar with a
    /// ``ShyBar/minimumVisibleHeight`` keeps that strip. The whole stack settles on release
    /// (``ShyBarsConfiguration/snapsOnRelease``).
    case slidesUnder
    /// Android's `AppBarLayout`: the stack moves up as one block, so the top bar leaves first and the
    /// bars below follow it; each bar's ``ShyBar/scrollFlags`` say how far the block moves, which bars
    /// come back at once and which settle on release (see ``ShyBarScrollFlags``).
    case appBarLayout
}
