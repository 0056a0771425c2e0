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

    /// The state before anything happened: bars shown, nothing measured.
    public init() {}
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
