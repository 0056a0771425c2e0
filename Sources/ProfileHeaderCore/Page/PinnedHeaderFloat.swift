/// How far the pinned header has scrolled away (``PinnedHeaderScrolling``), kept between frames.
struct PinnedHeaderFloat: Equatable, Hashable, Sendable {
    /// How far the block (bar, then tab bar) is hidden, in points, `0 …` its hideable distance.
    var hiddenDistance = 0.0
    /// How far the followed list was past the pin point last frame (points, negative before it);
    /// nil before the first frame.
    var lastPastPin: Double?
    /// Whether the list was dragged or decelerating last frame (its rest settles a part-way block).
    var wasScrolling = false
    /// A settle under way: from and to (hidden distances) and when it started (seconds); nil when none.
    var settleFrom = 0.0
    var settleTo = 0.0
    var settleStart: Double?

    /// How long a settle takes, in seconds, on the shy bars' snap curve (``ShyBarsStep/snapDuration``,
    /// ``ShyBarsStep/snapEasing``).
    static let settleDuration = ShyBarsStep.snapDuration

    /// Follows one frame: the followed list `pastPin` points beyond where the header pins (negative
    /// before it; within the list's scrollable range), `interaction` and `time` (seconds) as measured,
    /// and when the list came to rest if it rests (`restedAt`, `time` or before: a settle starts then,
    /// so it is where it would be whenever the frame that finds the list at rest comes).
    /// Only the user's scrolling moves the block (dragging or decelerating, to where it came to rest):
    /// a list moved by a program or by content inserted above it while at rest only keeps it on the
    /// content. A frame whose list
    /// is another one (a tab switch) only measures (`follows` false). Returns true while a settle runs;
    /// a settle needs `time` to advance to end.
    @inline(never)  // one copy, shared by every caller
    mutating func advance(pastPin: Double, interaction: PageInteraction, time: Double, restedAt: Double,
                          follows: Bool, geometry: ShyBarsGeometry) -> Bool {
        let isScrolling = interaction != .idle
        // (The frame that finds the list at rest follows it too: it moved on until it came to rest,
        // between the two frames — a part of the scroll the next frame came too late to see moving.)
        let delta = follows && (isScrolling || wasScrolling) ? pastPin - (lastPastPin ?? pastPin) : 0
        lastPastPin = pastPin
        let pastPin = max(0, pastPin)
        if let start = settleStart {
            if isScrolling, delta != 0 {
                settleStart = nil  // the finger took over where the settle was
            } else {
                settle(at: time, since: start)
            }
        }
        if settleStart == nil, delta != 0 {
            if delta > 0 {
                hiddenDistance = min(geometry.totalHideableDistance, hiddenDistance + delta)
            } else if hiddenDistance > geometry.quickReturnFloor {
                // Back toward the top: the quick-return parts come back at once, as far as they reach.
                hiddenDistance = max(geometry.quickReturnFloor, hiddenDistance + delta)
            }
        }
        // Never hidden further than the content is scrolled past the pin point: no gap above it, and
        // the whole header back by the time the content returns there.
        hiddenDistance = clamp(hiddenDistance, 0, min(pastPin, geometry.totalHideableDistance))
        if !isScrolling, wasScrolling, settleStart == nil, let edges = geometry.snapChoice(hidden: hiddenDistance),
           edges.shown < hiddenDistance, hiddenDistance < edges.hidden {
            // The list came to rest with a snapping part part-way: the nearer edge (one the content
            // has scrolled far enough for).
            var target = hiddenDistance - edges.shown < edges.hidden - hiddenDistance ? edges.shown : edges.hidden
            if target > pastPin { target = edges.shown }
            settleFrom = hiddenDistance
            settleTo = target
            let start = min(restedAt, time)
            settleStart = start
            if start < time { settle(at: time, since: start) }  // under way since then
        }
        wasScrolling = isScrolling
        return settleStart != nil
    }

    /// The settle that started at `start`, at `time`: where it has brought the block, and its end once
    /// it has run its course.
    private mutating func settle(at time: Double, since start: Double) {
        let elapsed = time - start
        let fraction = elapsed >= Self.settleDuration || !(elapsed >= 0) ? 1 : ShyBarsStep.snapEasing.fraction(at: elapsed / Self.settleDuration)
        hiddenDistance = settleFrom + (settleTo - settleFrom) * fraction
        if fraction >= 1 { settleStart = nil }
    }

    /// The page adapted anew (a rotation, Dynamic Type): the block that could hide `previousTotal`
    /// points can now hide `newTotal`. Hidden whole stays hidden whole; otherwise it keeps what it hid,
    /// within the new total, and settles at the next rest (a settle under way stops).
    mutating func readapt(from previousTotal: Double, to newTotal: Double) {
        guard previousTotal != newTotal else { return }
        hiddenDistance = previousTotal > 0 && hiddenDistance >= previousTotal ? newTotal : min(hiddenDistance, newTotal)
        settleStart = nil
        wasScrolling = hiddenDistance > 0 && hiddenDistance < newTotal
    }
}
