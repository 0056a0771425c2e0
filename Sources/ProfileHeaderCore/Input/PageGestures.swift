// The page's own scrolling from pointer input, for what the platform does not scroll: a browser
// page (no scroll view has physics there: the page scrolls its lists, pages its tabs and scrolls its
// tab strip itself) and a drag on the header's views over the platform's lists. Which of the active
// list, the pager and the tab strip a press moves is decided here, once the press has moved its
// slop, and each moves with the engine's motion: PageScroller for the list and the strip, TabSwipe
// for the pager. A re-tapped tab's scroll to the top runs on the list's motion too.

/// What the page's own scrolling is doing between frames: kept in ``ProfilePageState``.
struct PageGestures: Equatable, Hashable, Sendable {
    /// The active list's motion while the page moves it (a press or a wheel gesture on it,
    /// momentum, a key, a scroll to the top); nil when the platform's offset is the truth.
    var list: PageScroller? {
        didSet { if case .some = list { movesList = true } else { movesList = false } }
    }
    /// Whether ``list`` runs (kept beside it: a frame asks without touching the motion).
    private(set) var movesList = false
    /// The offset the list's motion was written at last (what the front end has now), to tell the
    /// platform's own scrolling from the page's.
    var listWritten = 0.0
    /// The pager swipe under way (the finger's, then its settle), if any.
    var swipe: TabSwipe? {
        didSet { if case .some = swipe { isSwiping = true } else { isSwiping = false } }
    }
    /// Whether a swipe of the pager is under way: the finger's, or its settle.
    private(set) var isSwiping = false
    /// Where the finger's x was when the drag became a swipe: the swipe's translation is measured
    /// from there, so the lists start moving from where they are (no jump by the slop).
    var swipeOriginX = 0.0
    /// The tab strip's motion while the user scrolls it by hand (a drag on it, its fling, a sideways
    /// wheel), x for y: its offset is the strip's `contentOffset.x`; nil when they do not.
    var strip: PageScroller? {
        didSet { if case .some = strip { movesStrip = true } else { movesStrip = false } }
    }
    /// Whether ``strip`` runs.
    private(set) var movesStrip = false
    /// The finger drags the strip.
    var stripDragging = false
    /// The press down now, if any.
    var press: Press?
    /// Whether the press (or the wheel gesture) has become a drag: a click must not act.
    var pressIsDrag = false

    /// A press: where and when it went down, with what, and what it has been found to do.
    struct Press: Equatable, Hashable, Sendable {
        var x: Double
        var y: Double
        var time: Double
        var pointer: PagePointer
        /// It went down on label-width tabs wider than the bar: a sideways drag scrolls the strip.
        var onStrip: Bool
        /// The finger across, since the press (where it is, and its velocity over every move, those
        /// under the slop included): a swipe or a strip drag it becomes releases at its speed.
        var fingerX: DragVelocity
        /// It moved its slop mostly up or down, or sideways where the pager takes no swipe: it
        /// scrolls the list, never pages.
        var scrolls = false
        /// It caught the strip coasting after a flick: it only stops it (never a tap on a tab).
        var caughtStrip = false
    }

    /// What a pointer input needs to know of the page as of now.
    struct Context {
        /// Where the active list may rest, and its viewport.
        var listBounds: PageScroller.Bounds
        /// The active list's offset as measured now.
        var listOffset: Double
        /// How much of the list the header leaves visible once pinned, in points (what a page key
        /// scrolls, less a line): the same whenever between frames the key comes.
        var visibleHeight: Double
        /// How far the tab strip scrolls (0: its tabs fit), its offset as drawn last frame and the
        /// bar's width, in points.
        var stripOverflow: Double
        var stripOffset: Double
        var stripWidth: Double
        /// The pager: its position in tabs, its tabs (their count, a page's width, the fling's
        /// projection), the direction the tabs run, and which way a finger may page it now (by the
        /// finger's direction on screen).
        var pagePosition: Double
        var tabs: TabsFrameGeometry
        var isRightToLeft: Bool
        var takesRightwardSwipes: Bool
        var takesLeftwardSwipes: Bool
        /// The time, in seconds, and Reduce Motion.
        var time: Double
        var reducesMotion: Bool
    }

    /// The strip's scroll range in `context`: 0 to how far it overflows the bar, its viewport the
    /// bar's width.
    static func stripBounds(_ context: Context) -> PageScroller.Bounds {
        let width = max(1, context.stripWidth)
        return PageScroller.Bounds(adjustedInsetTop: 0, contentHeight: width + context.stripOverflow, adjustedInsetBottom: 0,
                                   viewportHeight: width)
    }

    /// The list's motion, made at its measured offset when the page starts moving it.
    private mutating func listMotion(_ context: Context) -> PageScroller {
        if let list { return list }
        var motion = PageScroller(contentOffsetY: context.listOffset, bounds: context.listBounds)
        motion.reducesMotion = context.reducesMotion
        return motion
    }

    /// Applies `input` at `context.time`.
    mutating func apply(_ input: PagePointerInput, _ context: Context) {
        let time = context.time
        let bounds = context.listBounds
        var list = listMotion(context)
        switch input {
        case let .pressed(x, y, region, pointer):
            let onStrip = region == .tabStrip && context.stripOverflow > 0
            press = Press(x: finite(x), y: finite(y), time: time, pointer: pointer, onStrip: onStrip,
                          fingerX: DragVelocity(y: finite(x), time: time))
            swipe = nil
            // A press with no lift before it (a touch's end lost): the strip's drag ends as a lift
            // would, or the strip would wait for that finger for ever, asking for frames.
            endStripDrag(context)
            if onStrip, movesStrip {
                // A finger on the coasting strip stops it where it is (the page keeps it there), as a
                // finger stops a fling on iOS: that press is not a tap on a tab.
                strip = nil
                press?.caughtStrip = true
            }
            list.slop = pointer.slop
            list.apply(region == .list ? .touchBegan(y: finite(y)) : .touchBeganOnHeader(y: finite(y)), at: time, bounds: bounds)
        case let .moved(x, y):
            if stripDragging {
                strip?.apply(.touchMoved(y: finite(x)), at: time, bounds: Self.stripBounds(context))
            } else if !swipes(toX: finite(x), y: finite(y), list: &list, context) {
                list.apply(.touchMoved(y: finite(y)), at: time, bounds: bounds)
            }
        case .released:
            endStripDrag(context)
            if var released = swipe, released.isDragging {
                // One page on for a flick, else the nearer tab, as a paging scroll view's swipe.
                let tab = context.tabs.settledTab(pagePosition: released.pagePosition, velocity: released.releaseVelocity(at: time))
                released.release(toward: tab, at: time, reducesMotion: context.reducesMotion)
                swipe = released
            }
            press = nil
            list.apply(.touchEnded, at: time, bounds: bounds)
        case let .wheel(deltaX, deltaY, region), let .trackpad(deltaX, deltaY, region):
            if region == .tabStrip, context.stripOverflow > 0, abs(deltaX) > abs(deltaY) {
                // Set, not a wheel gesture: it stops at both ends, as a browser's sideways scrolling
                // does (a wheel gesture would pull past its start only).
                guard !stripDragging, !isSwiping, deltaX.isFinite else { return }
                let from = strip?.contentOffsetY ?? context.stripOffset
                var moved = PageScroller(contentOffsetY: from, bounds: Self.stripBounds(context))
                moved.apply(.set(contentOffsetY: clamp(from + deltaX, 0, context.stripOverflow)), at: time,
                            bounds: Self.stripBounds(context))
                strip = moved
                return
            }
            guard !isSwiping else { return }  // the list under a swipe stays where it is
            let isTrackpad: Bool
            if case .trackpad = input { isTrackpad = true } else { isTrackpad = false }
            list.apply(isTrackpad ? .trackpad(deltaY: finite(deltaY)) : .wheel(deltaY: finite(deltaY)), at: time, bounds: bounds)
        case let .trackpadLifted(velocityY):
            guard !isSwiping else { return }
            list.apply(.trackpadLifted(velocity: velocityY), at: time, bounds: bounds)
        case let .key(key):
            guard !isSwiping else { return }
            list.apply(.key(key, visibleHeight: context.visibleHeight), at: time, bounds: bounds)
        case .scrollToTop:
            list.apply(.scrollTo(contentOffsetY: bounds.top), at: time, bounds: bounds)
        case let .contentInsertedAbove(height):
            list.apply(.contentInsertedAbove(height: finite(height)), at: time, bounds: bounds)
        }
        self.list = list
        pressIsDrag = swipe?.isDragging == true || stripDragging || press?.caughtStrip == true || list.interaction == .dragging
    }

    /// The finger dragging the strip, if one does, lifts: the strip coasts on or rests.
    private mutating func endStripDrag(_ context: Context) {
        guard stripDragging else { return }
        stripDragging = false
        strip?.apply(.touchEnded, at: context.time, bounds: Self.stripBounds(context))
    }

    /// Starts the list's scroll to `contentOffsetY` (a re-tapped tab's, a header moved from code):
    /// animated, or at once under `context.reducesMotion`.
    mutating func scroll(to contentOffsetY: Double, _ context: Context) {
        var list = listMotion(context)
        list.reducesMotion = context.reducesMotion
        list.apply(.scrollTo(contentOffsetY: contentOffsetY), at: context.time, bounds: context.listBounds)
        self.list = list
    }

    /// Whether any of the page's own motions runs (the list's, the strip's, a swipe's): only then is
    /// there anything to move on.
    var isMoving: Bool { movesList || movesStrip || isSwiping }

    /// True while something of the page's own scrolling moves with no input to drive it, or a finger
    /// or wheel gesture is on it: keep sending frames.
    var needsAnimationFrames: Bool {
        guard isMoving else { return false }
        if movesStrip || isSwiping { return true }
        guard let list else { return false }
        return list.isMoving || list.interaction != .idle
    }

    /// The finger moved to `x`, `y`. Once it has moved its slop it either scrolls (mostly up or down,
    /// or where the pager takes no swipe that way: the list takes it), scrolls the strip (sideways,
    /// pressed on label-width tabs wider than the bar) or pages the tabs (sideways): from then on the
    /// whole drag does that. Returns true while the drag pages or scrolls the strip.
    private mutating func swipes(toX x: Double, y: Double, list: inout PageScroller, _ context: Context) -> Bool {
        guard var start = press else { return false }
        if var paging = swipe, paging.isDragging {
            paging.moved(translationX: x - swipeOriginX, at: context.time)
            swipe = paging
            return true
        }
        start.fingerX.moved(to: x, at: context.time)
        press = start
        let dx = x - start.x, dy = y - start.y
        let slop = start.pointer.slop
        guard !start.scrolls, abs(dx) >= slop || abs(dy) >= slop else { return false }
        let sideways = abs(dx) > abs(dy)
        if start.onStrip, sideways {
            // (From where the strip is, pressed where the press began, with the finger as followed
            // since, so a quick flick keeps its speed: a finger moving left raises contentOffset.x.)
            var moved = PageScroller(contentOffsetY: context.stripOffset, bounds: Self.stripBounds(context))
            moved.slop = start.pointer.slop
            moved.press(at: start.x, following: start.fingerX, bounds: Self.stripBounds(context))
            moved.apply(.touchMoved(y: x), at: context.time, bounds: Self.stripBounds(context))
            strip = moved
            stripDragging = true
            // The list is not the finger's: its press ends without touching its motion (a fling or a
            // spring back runs on under the strip, as in the X app).
            list.apply(.touchEnded, at: context.time, bounds: context.listBounds)
            return true
        }
        // (A press that caught moving content may still page: it has not dragged the list.)
        let takesSwipe = dx > 0 ? context.takesRightwardSwipes : context.takesLeftwardSwipes
        // The swipe starts where the finger crossed the slop: the lists follow the rest of the
        // movement, as the list does (no jump, no travel lost past the slop), with the finger's speed
        // as followed since the press, so a quick flick keeps it (from the crossing, the first
        // estimate took the distance from the slop's edge over the time since the press, and a
        // flick released slower the later the first frame after the crossing came).
        let origin = start.x + (dx > 0 ? slop : -slop)
        guard sideways, takesSwipe,
              var paging = TabSwipe(pagePosition: context.pagePosition, tabCount: context.tabs.tabCount, pageWidth: context.tabs.pageWidth,
                                    isRightToLeft: context.isRightToLeft, finger: start.fingerX.counted(from: origin)) else {
            press?.scrolls = true
            return false
        }
        paging.moved(translationX: x - origin, at: context.time)
        swipe = paging
        swipeOriginX = origin
        // The list stops where it is (a glide under a press on the header would go on moving under
        // the swipe, away from the lists beside it).
        list.apply(.set(contentOffsetY: list.contentOffsetY), at: context.time, bounds: context.listBounds)
        return true
    }

    /// Moves the page's motions on to `context.time`: the list, the strip and the swipe. Returns the
    /// strip's offset while the user scrolls it by hand (once more, where it stopped, the frame it
    /// stops).
    mutating func advance(_ context: Context) -> Double? {
        if var moving = list {
            moving.reducesMotion = context.reducesMotion
            moving.advance(to: context.time, bounds: context.listBounds)
            list = moving
        }
        guard var moving = strip else { return nil }
        moving.advance(to: context.time, bounds: Self.stripBounds(context))
        if stripDragging || moving.isMoving || moving.interaction != .idle {
            strip = moving
        } else {
            strip = nil  // its last place, once; the page keeps it from here
        }
        return moving.contentOffsetY
    }
}

private func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
