/// The tab strip where the user left it by hand (X lets you scroll its six tabs yourself): it stays
/// there while the pager rests, and comes back to following the pager over the next page the pager
/// travels (a swipe, a tapped tab sliding in), so it never jumps.
struct TabStripHold: Equatable, Hashable, Sendable {
    /// Where the user left the strip, in points (`contentOffset.x`, `0 …` how far the strip overflows).
    var offsetX: Double
    /// The pager's position last frame, in tabs.
    var pagePosition: Double
    /// How far the pager has travelled since, in tabs, `0 … 1` (both ways count).
    var travelled = 0.0

    /// The strip's offset with the pager now at `pagePosition`, where following it would put the
    /// strip at `followingOffsetX` (points): the user's, moved toward the follow in proportion to how
    /// far the pager has travelled since (all of the way after one page); nil once it follows again.
    mutating func offsetX(pagePosition: Double, followingOffsetX: Double) -> Double? {
        travelled = min(1, travelled + abs(pagePosition - self.pagePosition))
        self.pagePosition = pagePosition
        guard travelled < 1 else { return nil }
        return offsetX + (followingOffsetX - offsetX) * travelled
    }
}
