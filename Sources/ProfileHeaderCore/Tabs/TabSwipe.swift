/// The page's own swipe of its pager: a sideways drag the platform does not page with (a browser
/// page's; one that began on the header's views over the platform's pager, which take its touches).
/// The finger moves the pager a tab per page width; once it lifts, the pager decelerates to the tab
/// a flick goes on to, or the nearer one, on the tab pager's spring at the finger's speed — as a
/// paging scroll view does. The tab pager reads it as its measured pager
/// (``TabPager/track(measuredPagePosition:interaction:tabCount:)``): dragging, then decelerating,
/// then at rest on the tab.
///
/// Positions are in tabs; the finger's translation is in points, positive to the right, in the
/// screen's left-to-right space. Left to right a drag to the left moves on a tab; right to left,
/// where the first tab is the rightmost, a drag to the right does. The position stays within the
/// tabs (no rubber band).
struct TabSwipe: Equatable, Hashable, Sendable {
    /// The pager position when the drag began, in tabs, `0 … tabCount − 1`.
    let startPosition: Double
    /// Where the finger, or the settle after it, puts the pager now, in tabs, `0 … tabCount − 1`.
    private(set) var pagePosition: Double
    /// The number of tabs, `≥ 2`.
    let tabCount: Int
    /// The width of one page, in points, `> 0`.
    let pageWidth: Double
    /// Whether the tabs run from the right.
    let isRightToLeft: Bool
    /// The finger, for the release velocity (its `y` is the horizontal translation).
    private var finger: DragVelocity
    /// After the release: the spring to the tab, when it started (seconds) and when it lands.
    private var settle: Settle?

    private struct Settle: Equatable, Hashable, Sendable {
        var motion: SpringMotion
        var since: Double
        var landsAt: Double
    }

    /// A swipe beginning at pager position `pagePosition` (in tabs; clamped to the tabs, NaN reads as
    /// the first), with the finger at `translationX` points at `time` seconds (where its speed is
    /// measured from; the pager is at `pagePosition` at translation 0 whatever it is). Nil when there
    /// is nothing to page: fewer than two tabs, or a page width that is not a positive finite length.
    init?(pagePosition: Double, tabCount: Int, pageWidth: Double, isRightToLeft: Bool, translationX: Double, time: Double) {
        self.init(pagePosition: pagePosition, tabCount: tabCount, pageWidth: pageWidth, isRightToLeft: isRightToLeft,
                  finger: DragVelocity(y: translationX, time: time))
    }

    /// A swipe as above, the finger already followed since its press: `finger` is where it is, in
    /// points of translation, and its velocity so far (the pager is at `pagePosition` at translation
    /// 0).
    init?(pagePosition: Double, tabCount: Int, pageWidth: Double, isRightToLeft: Bool, finger: DragVelocity) {
        guard tabCount >= 2, pageWidth > 0, pageWidth.isFinite else { return nil }
        let start = clamp(pagePosition, 0, Double(tabCount - 1))
        startPosition = start
        self.pagePosition = start
        self.tabCount = tabCount
        self.pageWidth = pageWidth
        self.isRightToLeft = isRightToLeft
        self.finger = finger
    }

    /// Whether the finger is still down (not yet released).
    var isDragging: Bool {
        if case .some = settle { return false }
        return true
    }

    /// The finger is at `translationX` points since the drag began, at `time` seconds: the pager
    /// follows it a tab per page width. Non-finite values, and moves after the release, are ignored.
    mutating func moved(translationX: Double, at time: Double) {
        guard isDragging, translationX.isFinite, time.isFinite else { return }
        finger.moved(to: translationX, at: time)
        let pages = translationX / pageWidth * (isRightToLeft ? 1 : -1)
        pagePosition = clamp(startPosition + pages, 0, Double(tabCount - 1))
    }

    /// The velocity toward later tabs if the finger lifts at `time` seconds, in points per second
    /// (0 when it rested before lifting; see ``DragVelocity``).
    func releaseVelocity(at time: Double) -> Double {
        // DragVelocity is positive toward smaller coordinates: a finger moving left, toward later
        // tabs left to right, toward earlier ones right to left.
        finger.release(at: time) * (isRightToLeft ? -1 : 1)
    }

    /// The finger lifted at `time` seconds: the pager decelerates to `tab` at the finger's speed on
    /// ``TabPager/spring`` (lands at once when `reducesMotion`).
    mutating func release(toward tab: Int, at time: Double, reducesMotion: Bool) {
        guard isDragging else { return }
        let target = Double(min(max(tab, 0), tabCount - 1))
        let motion = SpringMotion(spring: TabPager.spring, from: pagePosition, to: target,
                                  initialVelocity: releaseVelocity(at: time) / pageWidth)
        settle = Settle(motion: motion, since: time.isFinite ? time : 0,
                        landsAt: reducesMotion ? 0 : motion.settleTime(tolerance: TabPager.settleTolerance))
    }

    /// The pager as this swipe measures it at `time` seconds: dragging while the finger is down,
    /// decelerating while it settles, at rest on the tab once it has landed.
    mutating func measure(at time: Double) -> PageInteraction {
        guard var settle else { return .dragging }
        if time < settle.since, time.isFinite {
            // A clock that went back past the release (a bad timestamp before it): the settle runs
            // from now, rather than waiting for the clock to come back to it.
            settle.since = time
            self.settle = settle
        }
        let elapsed = time - settle.since
        if !(elapsed < settle.landsAt) {
            pagePosition = settle.motion.to
            return .idle
        }
        // Within the tabs, as the finger's drag is: a fling past the last tab (or the first) carries
        // the spring beyond its target, and there is no page there to show.
        pagePosition = clamp(settle.motion.position(at: max(0, elapsed)), 0, Double(tabCount - 1))
        return .decelerating
    }
}
