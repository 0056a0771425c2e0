/// The tab strip where the user left it by hand (X lets you scroll its six tabs yourself): it stays
/// there while the pager rests, and comes back to following the pager over the pager's next page of
/// movement (a swipe, a tapped tab sliding in), so it never jumps.
struct TabStripHold: Equatable, Hashable, Sendable {
    /// Where the user left the strip, in points (`contentOffset.x`).
    var offsetX: Double
    /// The pager's position then, in tabs.
    var pagePosition: Double

    /// The strip's offset with the pager at `pagePosition`, where following it would put the strip
    /// at `followingOffsetX`: the user's, moved toward the follow in proportion to how far the pager
    /// has gone since (all of the way after one page); nil once it follows again.
    func offsetX(pagePosition: Double, followingOffsetX: Double) -> Double? {
        let progress = min(1, abs(pagePosition - self.pagePosition))
        guard progress < 1 else { return nil }
        return offsetX + (followingOffsetX - offsetX) * progress
    }
}
