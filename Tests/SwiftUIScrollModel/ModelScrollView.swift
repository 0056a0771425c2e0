// A model of one SwiftUI `ScrollView` (iOS 18) as its modifiers and callbacks see it: what
// `onScrollGeometryChange` reports, what `ScrollPosition.scrollTo` does, what a finger does, what a
// scroll target behavior is asked. Plain Swift, so the SwiftUI page's decisions (PageDriver) run
// against it on Linux. Each rule names the Apple page it follows, or says it is undocumented and
// where the model's choice comes from. A model is worth what it would have caught: the scenarios in
// Tests/ProfileHeaderSwiftUIScenarios show what it catches.

/// What `ScrollGeometry` reports (https://developer.apple.com/documentation/swiftui/scrollgeometry),
/// along one axis, in points.
public struct ModelScrollGeometry: Equatable, Sendable {
    /// `contentOffset` along the axis.
    public var contentOffset: Double
    /// `contentSize` along the axis.
    public var contentSize: Double
    /// `containerSize` along the axis.
    public var containerSize: Double
    /// `contentInsets` at the start (top or leading) and the end (bottom or trailing).
    public var contentInsetStart: Double
    public var contentInsetEnd: Double
}

/// `ScrollPhase` (https://developer.apple.com/documentation/swiftui/scrollphase).
public enum ModelScrollPhase: Equatable, Sendable {
    /// "The idle phase where no kind of scrolling is occurring."
    case idle
    /// "...tracking a potential scroll by the user but the user hasn't started a scroll."
    case tracking
    /// "...the user is interacting with the scroll view."
    case interacting
    /// "...the user use has stopped interacting with the scroll view and the scroll view is
    /// decelerating towards its final target."
    case decelerating
    /// "...the result of a programmatic scroll" (animated).
    case animating
}

/// One scroll view along its scrolling axis.
///
/// **Insets.** `contentInsets` is the safe area the scroll view takes in on that edge plus its
/// content margins: a scroll view "will automatically inset its content by the safe area plus" the
/// margins (https://developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:)). A view
/// under `ignoresSafeArea` on an edge takes in none there: the modifier "expands the safe area" of the
/// view into that region (https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)),
/// so nothing of it is left to inset by (an inference from the two pages; Apple's WWDC23 "Beyond scroll
/// views": "A ScrollView resolves the safe area into the margins it applies to its content").
///
/// **Offsets.** At the start of the content, `contentOffset` is `-contentInsets.start`: the offset
/// "may extend before zero ... when the content insets of the scroll view are non-zero"
/// (https://developer.apple.com/documentation/swiftui/scrollgeometry/contentoffset) and the insets add
/// to the scrollable space (…/contentinsets). That the resting start is exactly `-inset` is not
/// stated; it is how public iOS 18 code reads it (`contentOffset.y + contentInsets.top` is 0 at rest).
/// `ScrollPosition.scrollTo(y:)` takes the same coordinate (undocumented; public code scrolls to a
/// negative y to reach the top inset) and is clamped: the scroll view "will clamp this value to only
/// scroll to the size of its actual content" (https://developer.apple.com/documentation/swiftui/scrollposition/scrollto(y:)).
///
/// **When things apply.** A content margin, a spacer height or a position the app writes in a
/// callback reaches the scroll view at SwiftUI's next update (state written in an action is read by
/// the next body evaluation), not at once: ``write(marginStart:marginEnd:spacer:)`` holds it until
/// ``applyPendingWrites()``. A change of insets leaves `contentOffset` where it was (undocumented: as
/// UIKit's `contentInset` does).
///
/// **The finger** (undocumented for SwiftUI; the model uses UIScrollView's behaviour, which SwiftUI's
/// scroll view shows on iOS): past either end the content follows the finger with UIScrollView's
/// rubber band, `(1 − 1/(x·0.55/d + 1))·d` of the container size d; a release projects its end with
/// the normal deceleration rate (0.998 per millisecond: `velocity × 0.499` s), asks the scroll target
/// behavior (https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/updatetarget(_:context:):
/// "When a scroll gesture ends, it calculates where it would naturally scroll to"), clamps the
/// target to the content and decelerates to it; a release past an end springs back to that end.
public final class ModelScrollView {
    /// The container's size along the axis, in points.
    public var containerSize: Double
    /// The safe area the scroll view takes in at the start and the end (0 on an edge the tree ignores).
    public var safeAreaStart: Double
    public var safeAreaEnd: Double
    /// The content below the page's spacer (the app's rows), in points.
    public var appContentSize: Double

    /// Content margins (`.scrollContent`) and the spacer in force.
    public private(set) var marginStart = 0.0
    public private(set) var marginEnd = 0.0
    public private(set) var spacer = 0.0
    private var pendingMarginStart: Double?
    private var pendingMarginEnd: Double?
    private var pendingSpacer: Double?
    private var pendingOffset: Double?

    /// Where the content is (`contentOffset` along the axis).
    public private(set) var contentOffset: Double
    /// The scroll phase.
    public private(set) var phase = ModelScrollPhase.idle

    /// How a scroll target behavior's rect is placed (undocumented): `rect.minY` as the content
    /// offset, or as the offset plus the top inset (the context's container size is "the bounds ...
    /// subtracting any insets", https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/containersize,
    /// which suggests the latter). Scenarios run both.
    public var targetRectIsInsetAdjusted = false
    /// The unit of the velocity SwiftUI hands the behavior and the phase change (undocumented):
    /// points per second (1) or per millisecond (0.001), as UIKit's `scrollViewWillEndDragging` has it.
    public var reportedVelocityScale = 1.0
    /// The offset when the finger came down: the gesture's original target.
    public private(set) var gestureStartOffset = 0.0

    /// The finger, while one is down: its last position and the offset the content had when the
    /// drag was "logically" there (before the rubber band).
    private var finger: (position: Double, logicalOffset: Double, velocity: Double)?
    /// A motion after the finger lifted: to `target`, eased; or, for a release past an end, back to
    /// that end wherever it is by then (`target` nil).
    private var motion: (target: Double?, edgeIsStart: Bool, remaining: Double)?
    /// A release past an end that the scroll target behavior left alone.
    private var releasedPast: (edgeIsStart: Bool, proposed: Double)?

    /// A scroll view at the start of its content.
    public init(containerSize: Double, safeAreaStart: Double = 0, safeAreaEnd: Double = 0, appContentSize: Double) {
        self.containerSize = containerSize
        self.safeAreaStart = safeAreaStart
        self.safeAreaEnd = safeAreaEnd
        self.appContentSize = appContentSize
        contentOffset = -safeAreaStart
    }

    // MARK: What it reports

    /// `contentInsets` at the start and the end: the safe area it takes in plus the margins.
    public var contentInsetStart: Double { safeAreaStart + marginStart }
    public var contentInsetEnd: Double { safeAreaEnd + marginEnd }
    /// `contentSize`: the spacer and the app's content.
    public var contentSize: Double { spacer + appContentSize }
    /// The offset at the start of the content, and at its end (never before the start).
    public var minimumOffset: Double { -contentInsetStart }
    public var maximumOffset: Double { max(minimumOffset, contentSize + contentInsetEnd - containerSize) }

    /// What `onScrollGeometryChange` reads now.
    public var geometry: ModelScrollGeometry {
        ModelScrollGeometry(contentOffset: contentOffset, contentSize: contentSize, containerSize: containerSize,
                            contentInsetStart: contentInsetStart, contentInsetEnd: contentInsetEnd)
    }

    // MARK: What the page writes (applied at the next update)

    /// New content margins and spacer, as a view's body would read them at the next update.
    public func write(marginStart: Double, marginEnd: Double, spacer: Double) {
        if marginStart != self.marginStart { pendingMarginStart = marginStart }
        if marginEnd != self.marginEnd { pendingMarginEnd = marginEnd }
        if spacer != self.spacer { pendingSpacer = spacer }
    }

    /// `ScrollPosition.scrollTo(y:)` without animation: applied at the next update, clamped to the
    /// content, under a finger too; it stops a motion ("it will stop any active scrolls for unanimated
    /// scrolls", https://developer.apple.com/documentation/swiftui/transaction/scrollpositionupdatepreservesvelocity).
    public func scrollTo(_ offset: Double) {
        pendingOffset = offset
    }

    /// SwiftUI's next update: what was written takes effect. Returns whether anything changed.
    @discardableResult
    public func applyPendingWrites() -> Bool {
        let before = geometry
        if let margin = pendingMarginStart { marginStart = margin }
        if let margin = pendingMarginEnd { marginEnd = margin }
        if let height = pendingSpacer { spacer = height }
        pendingMarginStart = nil
        pendingMarginEnd = nil
        pendingSpacer = nil
        if let offset = pendingOffset {
            pendingOffset = nil
            contentOffset = min(max(offset, minimumOffset), maximumOffset)
            if var finger {
                // Under a finger too: the content moves to the new position and the finger drags on
                // from there (undocumented; what an unanimated position update does to a UIScrollView
                // being tracked).
                finger.logicalOffset = contentOffset
                self.finger = finger
            } else if motion != nil {
                motion = nil
                phase = .idle
            }
        }
        return geometry != before
    }

    // MARK: The container's size

    /// The scroll view's container takes a new size along the axis (a rotation, a window resize):
    /// its content offset stays where it was, clamped to the new range. SwiftUI keeps the content's
    /// top (leading) edge in place on a "container size change" unless an anchor for
    /// `ScrollAnchorRole.sizeChanges` says otherwise ("how a scroll view should adjust its content
    /// offset when the scroll view's content or container size changes",
    /// https://developer.apple.com/documentation/swiftui/scrollanchorrole/sizechanges; the default,
    /// no anchor, is the top leading edge — undocumented, and what UIScrollView does with its
    /// `contentOffset` when its bounds change size). A motion under way goes on (the scenarios turn
    /// the device at rest).
    public func resize(containerSize newSize: Double, safeAreaStart newStart: Double, safeAreaEnd newEnd: Double) {
        containerSize = newSize
        safeAreaStart = newStart
        safeAreaEnd = newEnd
        contentOffset = min(max(contentOffset, minimumOffset), maximumOffset)
    }

    // MARK: The finger

    /// A finger touches the content (a moving content stops under it).
    public func touchDown() {
        gestureStartOffset = contentOffset
        motion = nil
        finger = (0, logicalOffset(for: contentOffset), 0)
        phase = .tracking
    }

    /// The finger moves by `distance` points toward the start of the content (positive: the content
    /// moves toward its end, the offset decreases), over `interval` seconds.
    public func drag(by distance: Double, over interval: Double) {
        guard var finger else { return }
        finger.position += distance
        finger.logicalOffset -= distance
        finger.velocity = interval > 0 ? -distance / interval : 0
        self.finger = finger
        phase = .interacting
        contentOffset = rubberBanded(finger.logicalOffset)
    }

    /// The finger lifts. For a drag, returns the release — the end it would naturally come to rest
    /// at and the velocity, in points per second, positive toward the end of the content — and the
    /// phase is decelerating; the scroll target behavior is asked where to end
    /// (https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/updatetarget(_:context:):
    /// "When a scroll gesture ends, it calculates where it would naturally scroll to"), and the answer
    /// given to ``decelerate(to:)``. A touch that never dragged goes back to idle (nil).
    public func lift() -> (proposed: Double, velocity: Double)? {
        guard let finger else { return nil }
        self.finger = nil
        guard phase == .interacting else {
            phase = .idle
            return nil
        }
        let velocity = finger.velocity
        releaseVelocity = velocity * reportedVelocityScale
        phase = .decelerating
        // Past an end: springs back to it; inside: the natural deceleration target.
        if contentOffset < minimumOffset || contentOffset > maximumOffset {
            let edgeIsStart = contentOffset < minimumOffset
            let edge = edgeIsStart ? minimumOffset : maximumOffset
            releasedPast = (edgeIsStart, edge)
            return (edge, velocity)
        }
        releasedPast = nil
        return (min(max(contentOffset + velocity * 0.499, minimumOffset), maximumOffset), velocity)
    }

    /// A release as the scroll target behavior sees it: the proposed and the original targets in
    /// the rect's coordinates and the velocity in SwiftUI's unit (``targetRectIsInsetAdjusted``,
    /// ``reportedVelocityScale``).
    public func targetContext(proposed: Double, velocity: Double) -> (proposedRect: Double, originalRect: Double, velocity: Double) {
        let shift = targetRectIsInsetAdjusted ? contentInsetStart : 0
        return (proposed + shift, gestureStartOffset + shift, velocity * reportedVelocityScale)
    }

    /// A rect's minY from the behavior, as an offset.
    public func offset(fromRect rectMinY: Double) -> Double {
        rectMinY - (targetRectIsInsetAdjusted ? contentInsetStart : 0)
    }

    /// After a release, the content moves on to `end` (clamped to the content), or rests if it is
    /// there. Sprung back past an end (the behavior left the target at that end), it goes back to the
    /// end as it is at each frame — the insets may change meanwhile (undocumented; UIScrollView's
    /// bounce settles on its adjusted inset as it is then).
    public func decelerate(to end: Double) {
        if let past = releasedPast, past.proposed == end {
            releasedPast = nil
            motion = (nil, past.edgeIsStart, 0.4)
            phase = .decelerating
            return
        }
        releasedPast = nil
        let end = min(max(end, minimumOffset), maximumOffset)
        if end == contentOffset {
            phase = .idle
        } else {
            motion = (end, true, 0.4)
            phase = .decelerating
        }
    }

    /// The velocity of the last release as `ScrollPhaseChangeContext.velocity` carries it (its unit
    /// and sign are undocumented: positive toward the end of the content, in ``reportedVelocityScale``).
    public private(set) var releaseVelocity: Double?

    /// Where a motion after a release is heading, if one runs.
    public var motionTarget: Double? {
        motion.map { $0.target ?? ($0.edgeIsStart ? minimumOffset : maximumOffset) }
    }

    /// Time passes by `interval` seconds: a motion moves on (eased to its target, within 0.4 s).
    public func advance(by interval: Double) {
        guard var motion else { return }
        let target = motion.target ?? (motion.edgeIsStart ? minimumOffset : maximumOffset)
        let remaining = max(0, motion.remaining - interval)
        let fraction = motion.remaining > 0 ? 1 - remaining / motion.remaining : 1
        contentOffset += (target - contentOffset) * min(1, max(fraction, 0.25))
        motion.remaining = remaining
        if remaining == 0 || abs(contentOffset - target) < 0.01 {
            contentOffset = target
            self.motion = nil
            phase = .idle
        } else {
            self.motion = motion
        }
    }

    /// Whether a finger is down.
    public var isTouched: Bool { finger != nil }

    // MARK: The rubber band

    private func rubberBanded(_ logical: Double) -> Double {
        let dimension = max(containerSize, 1)
        func band(_ distance: Double) -> Double { (1 - 1 / (distance * 0.55 / dimension + 1)) * dimension }
        if logical < minimumOffset { return minimumOffset - band(minimumOffset - logical) }
        if logical > maximumOffset { return maximumOffset + band(logical - maximumOffset) }
        return logical
    }

    private func logicalOffset(for offset: Double) -> Double {
        let dimension = max(containerSize, 1)
        func unband(_ banded: Double) -> Double {
            let ratio = min(banded / dimension, 0.999)
            return ratio / (1 - ratio) * dimension / 0.55
        }
        if offset < minimumOffset { return minimumOffset - unband(minimumOffset - offset) }
        if offset > maximumOffset { return maximumOffset + unband(offset - maximumOffset) }
        return offset
    }
}
