/// A sideways drag that began on the header's views — the details, the tab bar — which lie over a
/// horizontal pager of the tabs and take its touches: it pages the tabs as a swipe of the pager
/// would. The front end gives the drag's horizontal translation (points since it began, positive to
/// the right, in the screen's left-to-right space); this gives the pager position to show, and, on
/// release, the velocity toward later tabs that ``PageTabPager/releaseTarget(pagePosition:velocity:state:)``
/// takes.
///
/// Left to right a drag to the left moves on a tab; right to left, where the first tab is the
/// rightmost, a drag to the right does. The position stays within the tabs (no rubber band).
public struct PageHeaderSwipe: Equatable, Hashable, Sendable {
    /// The pager position when the drag began, in tabs, `0 … tabCount − 1`.
    public let startPosition: Double
    /// Where the finger puts the pager now, in tabs, `0 … tabCount − 1`.
    public private(set) var pagePosition: Double
    /// The number of tabs, `≥ 2`.
    public let tabCount: Int
    /// The width of one page, in points, `> 0`.
    public let pageWidth: Double
    /// Whether the tabs run from the right.
    public let isRightToLeft: Bool
    /// The finger, for the release velocity (its `y` is the horizontal translation).
    private var finger: DragVelocity

    /// A swipe beginning at pager position `pagePosition` (in tabs; clamped to the tabs, NaN reads as
    /// the first), with the finger at `translationX` points at `time` seconds. Nil when there is
    /// nothing to page: fewer than two tabs, or a page width that is not a positive finite length.
    public init?(pagePosition: Double, tabCount: Int, pageWidth: Double, isRightToLeft: Bool,
                 translationX: Double, time: Double) {
        guard tabCount >= 2, pageWidth > 0, pageWidth.isFinite else { return nil }
        let start = clamp(pagePosition, 0, Double(tabCount - 1))
        startPosition = start
        self.pagePosition = start
        self.tabCount = tabCount
        self.pageWidth = pageWidth
        self.isRightToLeft = isRightToLeft
        finger = DragVelocity(y: translationX, time: time)
    }

    /// The finger is at `translationX` points since the drag began, at `time` seconds: the pager
    /// follows it a page per page width. Non-finite values are ignored.
    public mutating func moved(translationX: Double, at time: Double) {
        guard translationX.isFinite, time.isFinite else { return }
        finger.moved(to: translationX, at: time)
        let pages = translationX / pageWidth * (isRightToLeft ? 1 : -1)
        pagePosition = clamp(startPosition + pages, 0, Double(tabCount - 1))
    }

    /// The velocity toward later tabs if the finger lifts at `time` seconds, in points per second
    /// (0 when it rested before lifting; see ``DragVelocity``).
    public func releaseVelocity(at time: Double) -> Double {
        // DragVelocity is positive toward smaller coordinates: a finger moving left, toward later
        // tabs left to right, toward earlier ones right to left.
        finger.release(at: time) * (isRightToLeft ? -1 : 1)
    }
}
