/// Everything the shy bars remember between inputs. The caller keeps it and passes it back to the
/// next `step`; it is a small value with no references, so keeping it costs nothing.
public struct ShyBarsState: Equatable, Hashable, Sendable {
    /// Total hidden distance of the stack, in points, `0 … totalHideableDistance`.
    public internal(set) var hiddenDistance: Double = 0
    /// The coarse status at the last step.
    public internal(set) var status: ShyBarsStatus = .expanded
    /// True between a drag's start and its end.
    public internal(set) var isDragging = false
    /// False after `.setEnabled(false)`.
    public internal(set) var isEnabled = true
    /// True after `.setPaused(true)`.
    public internal(set) var isPaused = false
    /// The direction of the last movement, for resetting resistance when it changes.
    public internal(set) var direction: ScrollDirection = .none
    /// Resistance consumed in the current direction, in points.
    public internal(set) var resistanceConsumed: Double = 0
    /// True while the bars are this screen's to move: it is on screen (not between
    /// ``ShyBarsInput/disappeared`` and the next ``ShyBarsInput/appeared``), no size change is under
    /// way and its container does not hide the bars itself. Otherwise the bars are handed back and
    /// nothing moves them.
    public internal(set) var canHoldBars = true
    /// False between ``ShyBarsInput/disappeared`` and the next ``ShyBarsInput/appeared``.
    public internal(set) var hasAppeared = true
    /// True while the bars' container hides them itself (``ShyBarsInput/containerHidesBars(_:)``):
    /// they are handed back, untransformed, until it shows them again.
    public internal(set) var isHiddenByContainer = false
    /// True while the front end has the bars (from its first step on screen until they are handed back).
    public internal(set) var holdsBars = false
    /// True from a ``ShyBarsInput/sizeTransitionBegan`` that handed the bars back to the
    /// ``ShyBarsInput/sizeTransitionEnded`` of the last size change begun since: the bars are handed
    /// back for a size change.
    public var isInSizeTransition: Bool { sizeTransitionsUnderway > 0 }
    /// Size changes begun and not yet ended while the bars are handed back for them (overlapping
    /// changes, or one heard twice), `0 … 255` (one byte, beside the flags; more begins count as 255).
    var sizeTransitionsUnderway: UInt8 = 0
    /// True while momentum moves the content, as the last ``ShyBarsInput/frame(_:)`` reported.
    public internal(set) var isDecelerating = false

    /// The last position seen (clamped to the scrollable range); valid when `hasReference`.
    var lastPosition: Double = 0
    /// The last maximum position seen; a change means the range moved under the finger.
    var lastMaximumPosition: Double = 0
    /// Whether `lastPosition` can be used to measure the next movement.
    var hasReference = false
    /// Whether any usable metrics were seen (until then, content is taken to fit).
    var hasMetrics = false
    /// Content-offset movement still expected from the last snap's shift; not the user's scrolling.
    var pendingOffsetShift: Double = 0
    /// ``ShyBarsStacking/appBarLayout``: a program's contract (``ShyBarsInput/contract(animated:)``
    /// or a contracting policy) hid the block further than the content is scrolled; it stays so
    /// until the user scrolls back or the bars move otherwise.
    var isContractedByProgram = false
    /// The content shift of the snap made on the last release, for `targetContentOffset`; kept
    /// until the next drag begins.
    var releaseShift: Double = 0
    /// After a snap on release, until momentum ends: the direction the snap moved the bars
    /// (`.towardEnd` = hiding). Momentum the other way was already counted in the snap's choice,
    /// so it does not move the bars again.
    var settlingDirection: ScrollDirection = .none
    /// What the last metrics were, to tell a layout pass's scroll from a content or viewport change.
    var lastContentHeight: Double = 0
    var lastViewportHeight: Double = 0
    /// The stack the last step was made with (a new configuration is a viewport change).
    var lastStackHeight: Double = 0
    var lastStackTopInset: Double = 0

    /// The state before anything happened: bars shown, nothing measured.
    public init() {}

    /// The `contentOffset.y` to leave in `targetContentOffset` when the finger lifts
    /// (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`), after sending
    /// ``ShyBarsInput/dragEnded(velocity:)``: the platform's proposed end plus the content shift of
    /// the snap made on that release, limited to the scrollable range of `metrics`. The platform
    /// then decelerates to it, so the snap rides the fling instead of fighting it. Without a snap
    /// the proposal is returned unchanged, and so it is for a release without velocity
    /// (`velocity` 0, in points per second as the release reported it): there is no deceleration
    /// to carry the shift, and UIScrollView jumps to a target moved at rest, so the bars settle by
    /// themselves and the content stays where the finger left it. A non-finite proposal gives the
    /// current offset (0 when that is not finite either).
    public func targetContentOffsetY(proposedContentOffsetY proposed: Double, velocity: Double,
                                     metrics: ScrollMetrics) -> Double {
        guard proposed.isFinite else { return metrics.contentOffsetY.isFinite ? metrics.contentOffsetY : 0 }
        guard releaseShift != 0, velocity != 0, metrics.isUsable else { return proposed }
        let top = -metrics.contentInsetTop
        return clamp(proposed + releaseShift, top, top + metrics.maximumPosition)
    }
}

/// What a front end does with the bars on a step. The navigation bar and a navigation controller's
/// toolbar are shared by every screen of the stack, so a screen only writes to them while it has them.
public enum ShyBarsOwnership: Equatable, Hashable, Sendable, CaseIterable {
    /// Take the bars: remember how they are (tint, title, touches, transforms) so they can be
    /// handed back, then write the step's layout. The first step on screen, and after appearing again.
    case take
    /// Write the step's layout.
    case drive
    /// Put every bar back exactly as it was taken — at rest, taking touches — without animation,
    /// and write nothing else.
    case handBack
    /// Touch nothing: the screen is not on screen (another screen has the bars).
    case leave
}

/// Which way the content last moved.
public enum ScrollDirection: Equatable, Hashable, Sendable, CaseIterable {
    /// No movement yet.
    case none
    /// Toward the end of the content (offset increasing): bars hide.
    case towardEnd
    /// Toward the start of the content (offset decreasing): bars return.
    case towardStart
}
