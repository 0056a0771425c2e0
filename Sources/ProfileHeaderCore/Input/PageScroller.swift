// A scroll view's motion for surfaces that have none of their own (the browser playground: a DOM
// scroller has no elastic overscroll on Linux, no rubber band, no bounce, and a wheel has no notion
// of a drag that ends). Pure: inputs and time in, `contentOffsetY` and the interaction out.

/// The motion of a scroll view, for a surface that only measures and writes: touches, wheel notches
/// and key presses go in with their time; out comes the `contentOffsetY` to draw (beyond the bounds
/// while pulled or bouncing: the overscroll is drawn, not scrolled), what the finger is doing
/// (``PageInteraction``) and, once, the release of a drag with its velocity — the page engine's
/// ``ProfilePageIntent/listReleased(list:velocity:proposedContentOffsetY:)``.
///
/// It follows UIScrollView: a finger past an edge moves the content by the ``RubberBand``; a lifted
/// finger decelerates at ``DecelerationRate/normal``; a fling that reaches an edge bounces on a
/// spring, and a release beyond an edge springs back. A wheel has no finger: a *wheel gesture* is
/// a run of wheel events with gaps under ``wheelGestureGap``; it is a drag while it lasts and is
/// released when it ends. Only a wheel gesture that *starts* at the top may pull past it (a wheel
/// spun up from far down stops at the top, as momentum does on iOS), and it pulls at half the
/// wheel's distance. Both the wheel's scrolling and its pull are drawn smoothed over a few frames
/// (unless Reduce Motion), so one notch never jumps the header. A trackpad's fingers, where the
/// platform tells them from a wheel, are a finger on the content.
public struct PageScroller: Equatable, Hashable, Sendable {
    /// Where the content may rest: `top` is `-adjustedContentInset.top`, `bottom` the largest offset
    /// (never above `top`), `dimension` the viewport's height (the rubber band's `d`).
    public struct Bounds: Equatable, Hashable, Sendable {
        public var top: Double
        public var bottom: Double
        public var dimension: Double

        /// Bounds from the scroll view's numbers.
        public init(adjustedInsetTop: Double, contentHeight: Double, adjustedInsetBottom: Double, viewportHeight: Double) {
            let top = finite(-adjustedInsetTop)
            self.top = top
            self.bottom = max(top, finite(contentHeight + adjustedInsetBottom - viewportHeight))
            self.dimension = max(1, finite(viewportHeight))
        }
    }

    /// Something the user did.
    public enum Input: Equatable, Hashable, Sendable {
        /// A finger (or a mouse button, dragging as touch) went down at viewport `y`. On resting
        /// content it drags only once it has moved ``PageScroller/touchSlop`` (until then it is a tap).
        case touchBegan(y: Double)
        /// The finger moved to viewport `y`.
        case touchMoved(y: Double)
        /// The finger lifted (or the touch was cancelled).
        case touchEnded
        /// A wheel event: `deltaY` points toward the content's end (the DOM's `deltaY` in pixels).
        case wheel(deltaY: Double)
        /// A trackpad's two fingers moved `deltaY` points' worth toward the content's end (a step of
        /// 0: they came down), for a surface whose platform reports the gesture from the fingers
        /// coming down to their lift (UIKit's pan recognizer for scroll events). The fingers are a
        /// finger on the content, as a scroll view takes them: the first step catches it where it is
        /// (momentum stops), each step is drawn at once, past an edge by the rubber band, and the
        /// content is held — however long the fingers rest — until ``trackpadLifted(velocity:)``.
        case trackpad(deltaY: Double)
        /// The trackpad's fingers lifted, at `velocity` points per second toward the content's end:
        /// released as a finger's drag is, the content moving on with that momentum from where the
        /// fingers left it (a pull springs back, and may refresh). UIKit's recognizer ends there and
        /// sends no momentum after it. No trackpad holding the content: nothing. A velocity beyond
        /// ``DragVelocity/maximumSpeed`` is taken as that speed; one not finite as none.
        case trackpadLifted(velocity: Double)
        /// A key that scrolls, animated; `visibleHeight` is the height of the list the header does
        /// not cover, in points (a page is that less one line, at least one line).
        case key(ScrollKey, visibleHeight: Double)
        /// Moves by `delta` points, animated.
        case scrollBy(delta: Double)
        /// Scrolls to `contentOffsetY`, animated, clamped to the bounds (Home, End, a status bar tap).
        case scrollTo(contentOffsetY: Double)
        /// The offset was set from outside (the page engine's write, a tab switch, the platform's own
        /// scrolling): jump there and stop any motion.
        case set(contentOffsetY: Double)
        /// Content `height` points tall was inserted above what the user is reading (new posts
        /// landing while they read further down; negative: removed): the offset moves with it, so
        /// what is on screen stays where it is, and a motion under way — a finger, a fling, a wheel,
        /// a spring — carries on from there. A browser's scroll anchoring; which insertions are
        /// above the reading position is the app's to say (UIKit leaves it to the app as well).
        case contentInsertedAbove(height: Double)
        /// A finger went down at viewport `y` on a view floating over the list whose drags scroll it
        /// (the page's header and tab bar: UIKit hands their pans to the scroll view, which takes the
        /// content only once the pan is recognised). On resting content, as ``touchBegan(y:)``. On
        /// moving content (momentum, a spring back from a pull) the motion runs on until the finger
        /// moves ``PageScroller/touchSlop``, which takes the content; a release before that is a tap
        /// on that view (a tab) and leaves the motion alone.
        case touchBeganOnHeader(y: Double)
    }

    /// How far a line scrolls, in points: an arrow key, and a wheel that counts in lines (the DOM's
    /// `deltaMode` 1) — one line of text and then some, as browsers do.
    public static let lineHeight = 40.0
    /// A run of wheel events with gaps shorter than this many seconds is one gesture.
    public static let wheelGestureGap = 0.14
    /// Points of pull per point of wheel travel past the top.
    public static let wheelPullFactor = 0.5
    /// Time constant of the smoothing that a wheel's scrolling and pull are drawn with, in seconds.
    public static let wheelPullSmoothing = 0.05
    /// The spring an overscroll comes back on, and a fling bounces on.
    public static let bounceSpring = try! DampedSpring(response: 0.4, dampingFraction: 1)
    /// The spring keyboard scrolling moves on.
    public static let keySpring = try! DampedSpring(response: 0.3, dampingFraction: 1)
    /// A deceleration slower than this (points per second) has stopped.
    public static let restingSpeed = 8.0
    /// A finger that did not move for this long before lifting releases with no velocity.
    public static let velocityTimeout = DragVelocity.timeout
    /// How far a finger that comes down on resting content moves before it drags it, in points: a
    /// shorter wobble is a tap (a tab, a button), and the content does not move. Android's touch slop
    /// (`ViewConfiguration`'s 8 dp); UIKit's scroll views wait for a movement too (UIPanGestureRecognizer's
    /// distance is undocumented). A finger on moving or overscrolled content catches it at once.
    public static let touchSlop = 8.0
    /// How far a mouse pressed on resting content moves before it drags it, in points: a shorter
    /// movement is a click. A mouse is steadier than a finger; browsers treat a press that moves a
    /// few pixels as a click too.
    public static let clickSlop = 6.0

    /// The offset to draw: between the bounds, or beyond them while pulled or bouncing.
    public private(set) var contentOffsetY: Double
    /// What the finger (or wheel) is doing.
    public private(set) var interaction: PageInteraction = .idle
    /// Whether the finger holding the content (``Input/trackpad(deltaY:)``) is a trackpad's fingers,
    /// which lift with ``Input/trackpadLifted(velocity:)``. (Declared here, it lies in the padding
    /// after `interaction`: the scroller, kept in every page's state, does not grow.)
    private var trackpadHolds = false
    /// The bounds the last input or step used.
    public private(set) var bounds: Bounds
    /// When the motion came to rest, in seconds, if it did since time last moved on (in the last
    /// frame's step, or at this instant): the instant itself, between two frames (a fling's speed
    /// dropping under ``restingSpeed``, a spring settling, a wheel gesture's end), not the frame that
    /// finds it at rest — what starts after a rest (a snap glide, a floating header's settle) starts
    /// then, whatever the frame rate.
    private(set) var restedAt: Double?
    /// Reduce Motion: keyboard scrolling and programmatic scrolls jump instead of animating.
    public var reducesMotion = false
    /// How far a press moves before it drags, in points: ``touchSlop`` for a finger (the default),
    /// ``clickSlop`` for a mouse (``PagePointer/slop``).
    var slop = touchSlop

    private var motion = Motion.none
    private var time = 0.0
    private var pendingRelease: Double?
    /// A finger down on the header over moving content (``Input/touchBeganOnHeader(y:)``), not yet
    /// moved ``touchSlop``: where it went down, and the finger since; the motion runs on meanwhile.
    private var headerPress: Press?

    /// A finger down, not yet moved the slop: where it went down (the slop counts from there), and
    /// the finger since — where it is, and its velocity over every move since the press, those
    /// under the slop included, so the drag it becomes releases at the finger's speed whenever a
    /// move crosses the slop.
    private struct Press: Equatable, Hashable, Sendable {
        var y: Double
        var finger: DragVelocity

        init(y: Double, time: Double) {
            self.y = y
            finger = DragVelocity(y: y, time: time)
        }
    }

    private enum Edge: Equatable, Hashable, Sendable { case none, top, bottom }

    private enum Motion: Equatable, Hashable, Sendable {
        case none
        /// A finger down on resting content, not yet moved ``touchSlop`` from where it went down.
        case pressed(Press)
        /// A finger down: where it was last, when, and its velocity; and the offset the finger
        /// would have scrolled to without the rubber band.
        case touch(DragVelocity, logical: Double)
        /// A wheel gesture: its last event, whether it started at the top (only then may it pull), the
        /// wheel's travel past the top, the pull as drawn (smoothed), and the offset the wheel's
        /// scrolling is heading to (the drawn offset follows it, smoothed).
        case wheel(lastEvent: Double, mayPull: Bool, pull: Double, drawnPull: Double, target: Double)
        /// Momentum: released at `from` with `velocity`, at `since`.
        case decelerating(from: Double, velocity: Double, since: Double)
        /// A spring: toward an edge (a bounce, a spring-back) or to a key's target.
        case spring(SpringMotion, since: Double, edge: Edge)
    }

    /// Whether a jump (a scroll to a target under Reduce Motion: a key, a scroll to the top) has been
    /// in a frame: it is the user's scrolling, `decelerating`, in the frame that shows it — which a
    /// floating header follows — and at rest from the next.
    private var jumpShown = true

    /// A scroll view at `contentOffsetY` within `bounds`, at rest.
    public init(contentOffsetY: Double, bounds: Bounds) {
        self.contentOffsetY = finite(contentOffsetY)
        self.bounds = bounds
    }

    /// The release of a drag since the last call, if any: its velocity in points per second (toward
    /// the content's end), to give the page engine as ``ProfilePageIntent/listReleased(list:velocity:proposedContentOffsetY:)``.
    public mutating func takeRelease() -> Double? {
        defer { pendingRelease = nil }
        return pendingRelease
    }

    /// True while the offset may move with no input to drive it (momentum, a spring, a wheel gesture
    /// waiting to end): keep sending frames.
    public var isMoving: Bool {
        switch motion {
        case .none, .pressed, .touch: return false
        default: return true
        }
    }

    /// Where an animated scroll (a key's, a scroll to an offset) is heading, as `contentOffset.y`;
    /// nil for any other motion.
    var scrollTarget: Double? {
        if case let .spring(spring, _, .none) = motion { return spring.to }
        return nil
    }

    /// True when nothing moves and nothing is held: no finger or wheel gesture, no momentum or spring,
    /// no release waiting to be taken. A scroll view in this state is wherever it was left.
    var isAtRest: Bool {
        guard case .none = motion, interaction == .idle, headerPress == nil else { return false }
        if case .some = pendingRelease { return false }
        return true
    }

    /// Applies one input at `time` seconds (times only have to increase).
    public mutating func apply(_ input: Input, at rawTime: Double, bounds newBounds: Bounds) {
        move(to: rawTime, bounds: newBounds)
        switch input {
        case .touchBegan, .touchBeganOnHeader, .touchEnded, .wheel:
            headerPress = nil  // a new press, a lift or the wheel ends a header press
            trackpadHolds = false  // (a finger or a wheel takes the content from the trackpad)
        case .trackpad:
            headerPress = nil
        default:
            break
        }
        switch input {
        case let .touchBeganOnHeader(y):
            if case .none = motion {
                motion = .pressed(Press(y: finite(y), time: time))
                interaction = .idle  // (a jump not yet shown ends under the finger)
            } else {
                headerPress = Press(y: finite(y), time: time)
            }
        case let .touchBegan(y):
            if case .none = motion {
                // On resting content: a tap until the finger moves the touch slop.
                motion = .pressed(Press(y: finite(y), time: time))
                interaction = .idle
                return
            }
            // A finger catches the content wherever it is, an overscroll included.
            catchContent(DragVelocity(y: finite(y), time: time), followingFrom: finite(y))
        case let .touchMoved(rawY):
            let y = finite(rawY)
            // A press (on resting content, or on the header over moving content) becomes a drag past
            // the slop.
            var press = headerPress
            if case let .pressed(pressed) = motion { press = pressed }
            if var press {
                // The finger's velocity counts every move since the press, under the slop too: from
                // the crossing alone, the first estimate took the distance from the slop's edge (or
                // the press) over the time since the press (or the crossing's first frame), and a
                // flick after a hold released slower the later that frame came.
                press.finger.moved(to: y, at: time)
                guard abs(y - press.y) >= slop else {
                    if case .pressed = motion { motion = .pressed(press) } else { headerPress = press }
                    return
                }
                headerPress = nil
                // The drag starts where the finger crossed the slop: the content follows the rest
                // of the movement, without a jump (Android's scroll views subtract the slop too).
                // Over moving content the finger takes it where it is then, as a pan recognised late.
                catchContent(press.finger, followingFrom: y > press.y ? press.y + slop : press.y - slop)
            }
            drag(to: y)
        case .touchEnded:
            if case .pressed = motion {
                motion = .none  // a tap: nothing moved, nothing to release
                return
            }
            guard case let .touch(finger, _) = motion else { return }
            let speed = finger.release(at: time)
            pendingRelease = speed
            startFreeMotion(velocity: speed)
        case let .wheel(rawDelta):
            wheel(finite(rawDelta))
        case let .trackpad(rawDelta):
            // The fingers as one finger on the content, in points from where they came down.
            var fingerY = 0.0
            if trackpadHolds, case let .touch(finger, _) = motion {
                fingerY = finger.y
            } else {
                // The fingers come down: they catch the content where it is, as a finger does.
                catchContent(DragVelocity(y: 0, time: time), followingFrom: 0)
                trackpadHolds = true
            }
            drag(to: fingerY - finite(rawDelta))  // (content toward its end: the fingers move up)
        case let .trackpadLifted(rawVelocity):
            guard trackpadHolds, case .touch = motion else { return }
            trackpadHolds = false
            let speed = DragVelocity.maximumSpeed  // (as a finger's release is bounded)
            let velocity = rawVelocity.isFinite ? clamp(rawVelocity, -speed, speed) : 0
            pendingRelease = velocity
            startFreeMotion(velocity: velocity)
        case let .key(key, visibleHeight):
            let line = Self.lineHeight
            let page = max(line, finite(visibleHeight) - line)
            switch key {
            case .lineDown: scroll(by: line)
            case .lineUp: scroll(by: -line)
            case .pageDown: scroll(by: page)
            case .pageUp: scroll(by: -page)
            case .home: scroll(to: bounds.top)
            case .end: scroll(to: bounds.bottom)
            }
        case let .scrollBy(delta):
            scroll(by: finite(delta))
        case let .scrollTo(offset):
            scroll(to: finite(offset))
        case let .contentInsertedAbove(height):
            shift(by: height)
        case let .set(offset):
            contentOffsetY = finite(offset)
            if let press = headerPress {
                // The motion under a header press stops here: the finger now presses resting content.
                headerPress = nil
                motion = .pressed(press)
                interaction = .idle
            }
            if case let .touch(finger, _) = motion {
                // The finger stays down: it drags on from the new offset.
                motion = .touch(finger, logical: contentOffsetY)
            } else if case let .pressed(press) = motion {
                // Within the bounds (the engine's write, the browser's own scrolling) a press stays
                // a press; past an edge (the scrubber, a hand on the content, pulling) the finger
                // holds the content there, as a drag does.
                if contentOffsetY < bounds.top || contentOffsetY > bounds.bottom {
                    catchContent(press.finger, followingFrom: press.finger.y)
                }
            } else {
                rest(at: time)
            }
        }
    }

    /// A finger pressed on resting content at viewport `y`, followed since by another motion as
    /// `finger` (where it is now, when, and its velocity): as ``Input/touchBegan(y:)`` and the moves
    /// since, handed on (a press on the tab strip that a sideways move makes the strip's drag).
    mutating func press(at y: Double, following finger: DragVelocity, bounds newBounds: Bounds) {
        move(to: finger.time, bounds: newBounds)
        headerPress = nil
        var press = Press(y: finite(y), time: finger.time)
        press.finger = finger
        motion = .pressed(press)
        interaction = .idle
    }

    /// Moves the content and the motion under way by `rawHeight` points, as content of that height
    /// inserted above would (``Input/contentInsertedAbove(height:)``), at this instant and without
    /// looking at the edges: the page's own change of what lies above the content (a hold of the
    /// header changing the spacer) moves the content and its edges together, and the next step sees
    /// the new edges.
    mutating func shift(by rawHeight: Double) {
        let height = finite(rawHeight)
        contentOffsetY = finite(contentOffsetY + height)
        switch motion {
        case .none, .pressed:
            break
        case let .touch(finger, logical):
            motion = .touch(finger, logical: logical + height)
        case let .wheel(last, mayPull, pull, drawn, target):
            motion = .wheel(lastEvent: last, mayPull: mayPull, pull: pull, drawnPull: drawn, target: target + height)
        case let .decelerating(from, velocity, since):
            motion = .decelerating(from: from + height, velocity: velocity, since: since)
        case let .spring(spring, since, edge):
            // The same motion, moved (a spring toward an edge re-aims at the edge next frame).
            motion = .spring(SpringMotion(spring: spring.spring, from: spring.from + height, to: spring.to + height,
                                          initialVelocity: spring.initialVelocity), since: since, edge: edge)
        }
    }

    /// The edges moved under the content at the same time (the page's own writes moved them): what
    /// a frame at this time under `newBounds` does (a pull stays a pull from the moved edge; an edge
    /// moving away from a bounce past it carries the content along, one moving toward it is sprung to
    /// from where the content is), short of counting a frame.
    mutating func move(to newBounds: Bounds) {
        move(to: time, bounds: newBounds)
    }

    /// Moves time on to `time` seconds under `bounds` (a frame).
    public mutating func advance(to rawTime: Double, bounds newBounds: Bounds) {
        move(to: rawTime, bounds: newBounds)
        if case .none = motion, interaction == .decelerating {
            if jumpShown {
                interaction = .idle
                restedAt = time
            } else {
                jumpShown = true
            }
        }
    }

    /// Moves time on to `time` seconds under `bounds` (before an input, or as a frame).
    private mutating func move(to rawTime: Double, bounds newBounds: Bounds) {
        let now = rawTime.isFinite ? max(rawTime, time) : time
        let before = time
        time = now
        if now > before { restedAt = nil }
        let boundsChanged = newBounds != bounds
        bounds = newBounds
        switch motion {
        case .none, .pressed:
            // Content that shrank under the offset: back within the bounds — or, under a press,
            // held by the finger (it is down: the content does not move away from under it).
            if contentOffsetY < bounds.top - 0.5 || contentOffsetY > bounds.bottom + 0.5 {
                if case let .pressed(press) = motion {
                    catchContent(press.finger, followingFrom: press.finger.y)
                } else {
                    startFreeMotion(velocity: 0)
                }
            } else {
                contentOffsetY = clamp(contentOffsetY, bounds.top, bounds.bottom)
            }
        case .touch:
            break
        case let .wheel(last, mayPull, pull, drawn, rawTarget):
            // The smoothing runs until the gesture ends, a gap after its last event, not on to the
            // frame that notices the end: from there on the motion is the spring's, whatever the
            // frame rate.
            let smoothed = max(0, min(now, last + Self.wheelGestureGap) - before)
            let follow = reducesMotion ? 1 : 1 - exponential(-smoothed / Self.wheelPullSmoothing)
            let pullTarget = Self.pullDistance(pull, bounds.dimension)
            var newDrawn = drawn + (pullTarget - drawn) * follow
            if abs(newDrawn - pullTarget) < 0.25 { newDrawn = pullTarget }
            let target = clamp(rawTarget, bounds.top, bounds.bottom)
            if newDrawn > 0 || drawn > 0 {
                contentOffsetY = bounds.top - newDrawn
            } else {
                contentOffsetY += (target - contentOffsetY) * follow
                if abs(contentOffsetY - target) < 0.25 { contentOffsetY = target }
            }
            motion = .wheel(lastEvent: last, mayPull: mayPull, pull: pull, drawnPull: newDrawn, target: target)
            if now - last >= Self.wheelGestureGap {
                pendingRelease = 0
                // The gesture ended a gap after its last event (a long frame may have passed it).
                let ended = min(now, last + Self.wheelGestureGap)
                if contentOffsetY < bounds.top || contentOffsetY > bounds.bottom || contentOffsetY == target {
                    startFreeMotion(velocity: 0, since: ended)
                } else {
                    // The wheel's scrolling finishes on a spring, no longer a drag.
                    motion = .spring(SpringMotion(spring: Self.keySpring, from: contentOffsetY, to: target), since: ended, edge: .none)
                    interaction = .decelerating
                }
                advanceSpring(now)
            }
        case let .decelerating(from, velocity, since):
            var t = now - since
            var decay = exponential(1000 * t * Self.logRate)
            // Slower than the resting speed by now: it came to rest when its speed fell under it, there
            // (where it is then, without the logarithm: the decay has brought the speed to the resting
            // speed) — not where and when the frame that finds it so comes.
            let rests = abs(velocity * decay) < Self.restingSpeed
            if rests {
                t = min(t, Self.timeToSlow(from: velocity))
                decay = Self.restingSpeed / abs(velocity)
            }
            let position = from + velocity * (decay - 1) / (1000 * Self.logRate)
            if position < bounds.top || position > bounds.bottom {
                // The fling reaches an edge: it bounces there with the speed it had — from the moment
                // it got there, which a long frame (a hidden page) may have passed long ago.
                let edge: Edge = position < bounds.top ? .top : .bottom
                let at = edge == .top ? bounds.top : bounds.bottom
                let reached = Self.timeToReach(at, from: from, velocity: velocity, within: t)
                let speedThen = velocity * exponential(1000 * reached * Self.logRate)
                motion = .spring(SpringMotion(spring: Self.bounceSpring, from: at, to: at, initialVelocity: speedThen),
                                 since: since + reached, edge: edge)
                contentOffsetY = at
                advanceSpring(now)
            } else if rests {
                contentOffsetY = position
                rest(at: since + t)
            } else {
                contentOffsetY = position
            }
        case let .spring(spring, since, edge):
            if edge != .none, boundsChanged {
                // The edge moved (a refresh holds or lets go of its inset).
                let at = edge == .top ? bounds.top : bounds.bottom
                if edge == .top, at > spring.to {
                    // The top edge away from the content pulled past it (a refresh's inset springing
                    // back): the content rests on the edge and moves with it, its overscroll springing
                    // back as before — where the edge is now, whenever the frame comes. (Sprung anew
                    // toward each frame's edge, it chased the edge, and a bounce that had settled by
                    // one frame rested on it while one still settling at another rate lagged it: 25 pt
                    // apart.) Not the bottom edge: it moves when the content's height does, and the
                    // content past it would jump by the change (a list measured again with the height
                    // the page wrote moved 4 pt in a frame that changed nothing: the page fuzz target).)
                    let moved = at - spring.to
                    motion = .spring(SpringMotion(spring: spring.spring, from: spring.from + moved, to: at,
                                                  initialVelocity: spring.initialVelocity), since: since, edge: edge)
                } else if at != spring.to {
                    // Toward it (a refresh starting to hold, at the release): the content springs on
                    // toward the edge from where the spring has brought it by now, at its speed now.
                    let position = spring.position(at: now - since), velocity = spring.velocity(at: now - since)
                    motion = .spring(SpringMotion(spring: Self.bounceSpring, from: position, to: at, initialVelocity: velocity),
                                     since: now, edge: edge)
                }
            }
            advanceSpring(now)
        }
    }

    // MARK: - Private

    /// The finger holding the content (a finger's, or the trackpad's fingers') moved to viewport `y`:
    /// the content follows it, past an edge by the rubber band.
    private mutating func drag(to y: Double) {
        guard case .touch(var finger, let logical) = motion else { return }
        let moved = logical + (finger.y - y)  // toward the content's end
        contentOffsetY = RubberBand.clamp(moved, lower: bounds.top, upper: bounds.bottom, dimension: bounds.dimension)
        finger.moved(to: y, at: time)
        motion = .touch(finger, logical: moved)
    }

    /// `finger` (where it is now, and its velocity so far) takes the content where it is, an
    /// overscroll included; the content follows its movement from viewport `start` on (the finger's
    /// place: at once; the slop's edge for a press that has just become a drag).
    @inline(never)  // one copy, shared by every caller
    private mutating func catchContent(_ finger: DragVelocity, followingFrom start: Double) {
        let edge = contentOffsetY < bounds.top ? bounds.top : contentOffsetY > bounds.bottom ? bounds.bottom : contentOffsetY
        let logical = edge + RubberBand.overscroll(forDistance: contentOffsetY - edge, dimension: bounds.dimension)
            + (start - finger.y)
        motion = .touch(finger, logical: logical)
        interaction = .dragging
    }

    /// ln(0.998), UIScrollView's normal deceleration per millisecond.
    private static let logRate = -0.0020020026706730793

    private static func pullDistance(_ pull: Double, _ dimension: Double) -> Double {
        RubberBand.distance(forOverscroll: max(0, pull) * wheelPullFactor, dimension: dimension)
    }

    private mutating func wheel(_ delta: Double) {
        var mayPull: Bool
        var pull: Double
        var drawn: Double
        var target: Double
        if case let .wheel(last, allowed, oldPull, oldDrawn, oldTarget) = motion, time - last < Self.wheelGestureGap {
            (mayPull, pull, drawn, target) = (allowed, oldPull, oldDrawn, oldTarget)
        } else {
            // A new gesture may pull only from rest at the top, or catching its own spring-back;
            // never from momentum, never from a wheel spun up from further down.
            let atTop = contentOffsetY <= bounds.top + 0.5
            if case .decelerating = motion { mayPull = false } else { mayPull = atTop }
            drawn = max(0, bounds.top - contentOffsetY)
            pull = drawn == 0 ? 0 : RubberBand.overscroll(forDistance: drawn, dimension: bounds.dimension) / Self.wheelPullFactor
            contentOffsetY = clamp(contentOffsetY, bounds.top - drawn, bounds.bottom)
            target = clamp(contentOffsetY, bounds.top, bounds.bottom)
        }
        if delta < 0 {
            if pull > 0 {
                pull -= delta
            } else {
                let moved = target + delta
                target = max(bounds.top, moved)
                if moved < bounds.top, mayPull, contentOffsetY <= bounds.top + 0.5 { pull = bounds.top - moved }
            }
        } else if delta > 0 {
            if pull > 0 || drawn > 0 {
                pull -= delta
                if pull <= 0 {
                    // Past the pull's end: the rest of the wheel scrolls the content.
                    target = min(bounds.bottom, bounds.top - pull)
                    contentOffsetY = bounds.top
                    pull = 0
                    drawn = 0
                }
            } else {
                target = min(bounds.bottom, max(bounds.top, target) + delta)
            }
        }
        motion = .wheel(lastEvent: time, mayPull: mayPull, pull: pull, drawnPull: drawn, target: target)
        interaction = .dragging
        if pull > 0 || drawn > 0 {
            contentOffsetY = bounds.top - drawn
        } else if reducesMotion {
            contentOffsetY = target
        }
    }

    /// Scrolls `delta` points on from where the content is heading (a key pressed again while the
    /// last one's spring runs adds to it).
    @inline(never)  // one copy, shared by every caller
    private mutating func scroll(by delta: Double) {
        var base = contentOffsetY
        if case let .spring(spring, _, .none) = motion { base = spring.to }
        scroll(to: base + delta)
    }

    private mutating func scroll(to target: Double) {
        let goal = clamp(target, bounds.top, bounds.bottom)
        if reducesMotion {
            contentOffsetY = goal
            motion = .none
            interaction = .decelerating  // (until the frame that shows it has passed: jumpShown)
            jumpShown = false
            return
        }
        var velocity = 0.0
        if case let .spring(spring, since, _) = motion { velocity = spring.velocity(at: time - since) }
        motion = .spring(SpringMotion(spring: Self.keySpring, from: contentOffsetY, to: goal, initialVelocity: velocity),
                         since: time, edge: .none)
        interaction = .decelerating
    }

    /// After a release: back to an edge on the spring if beyond one, else momentum (or rest).
    private mutating func startFreeMotion(velocity: Double, since start: Double? = nil) {
        let since = start ?? time
        if contentOffsetY < bounds.top || contentOffsetY > bounds.bottom {
            let edge: Edge = contentOffsetY < bounds.top ? .top : .bottom
            let at = edge == .top ? bounds.top : bounds.bottom
            motion = .spring(SpringMotion(spring: Self.bounceSpring, from: contentOffsetY, to: at, initialVelocity: velocity),
                             since: since, edge: edge)
            interaction = .decelerating
        } else if abs(velocity) >= Self.restingSpeed {
            motion = .decelerating(from: contentOffsetY, velocity: velocity, since: since)
            interaction = .decelerating
        } else {
            rest(at: since)
        }
    }

    /// The motion ends: at rest since `instant` (seconds).
    private mutating func rest(at instant: Double) {
        motion = .none
        interaction = .idle
        restedAt = instant
    }

    /// How long a fling released at `velocity` (at least ``restingSpeed`` either way) decelerates
    /// before its speed falls under ``restingSpeed``, in seconds: ln(restingSpeed / |velocity|)
    /// over the deceleration's rate.
    private static func timeToSlow(from velocity: Double) -> Double {
        max(0, logarithm(restingSpeed / abs(velocity)) / (1000 * logRate))
    }

    /// The time after its release (seconds, `0 … within`) at which a fling from `from` at `velocity`
    /// reaches `edge`, which it passes by `within`: the decelerated position is monotonic, so halving
    /// the interval finds it (to well under a microsecond).
    private static func timeToReach(_ edge: Double, from: Double, velocity: Double, within: Double) -> Double {
        var early = 0.0
        var late = max(0, within)
        for _ in 0..<48 {
            let middle = (early + late) / 2
            let position = from + velocity * (exponential(1000 * middle * logRate) - 1) / (1000 * logRate)
            if (velocity > 0 && position > edge) || (velocity < 0 && position < edge) { late = middle } else { early = middle }
        }
        return late
    }

    private mutating func advanceSpring(_ now: Double) {
        guard case let .spring(spring, since, _) = motion else { return }
        let t = now - since
        let settleTime = spring.settleTime(tolerance: 0.25)
        if t >= settleTime {
            contentOffsetY = spring.to
            if contentOffsetY < bounds.top - 0.5 || contentOffsetY > bounds.bottom + 0.5 {
                // Its end is past an edge now (content inserted above moved it, and the bounds have
                // not grown with it): back within them from here.
                startFreeMotion(velocity: 0)
            } else {
                // Within half a point of them: on the edge, as a resting list is put back (not a
                // fraction of a point pulled).
                contentOffsetY = clamp(contentOffsetY, bounds.top, bounds.bottom)
                rest(at: since + settleTime)
            }
        } else {
            contentOffsetY = spring.position(at: t)
        }
    }
}

private func finite(_ value: Double) -> Double {
    value.isFinite ? clamp(value, -SupportedRange.maximumFreeMagnitude, SupportedRange.maximumFreeMagnitude) : 0
}
