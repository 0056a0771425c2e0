/// What one input changed, besides the state ``ShyBarsConfiguration/apply(_:to:)`` updated in
/// place: whether the status changed, whether to animate, how far to move the content, what to do
/// with the bars and whether a frame clock is needed. A plain value of a few words: making,
/// copying and dropping one costs nothing beyond its stores.
public struct ShyBarsChange: Equatable, Hashable, Sendable {
    /// The new status when this input changed it; nil otherwise, so each change is delivered once.
    public var statusChange: ShyBarsStatus? { statusAfter != statusBefore ? statusAfter : nil }
    /// True when the bars jumped to a new position that should be animated (a snap, a programmatic
    /// change, the bars coming back because the content shrank); false when they follow the scroll.
    public var animatesChange: Bool
    /// How far to move `contentOffset.y`, in points, together with the bars' animation, so that the
    /// content stays attached under the bars and nothing jumps (positive = toward the end). It is
    /// limited to the scrollable range. In UIKit add it to `targetContentOffset.y` in
    /// `scrollViewWillEndDragging`; the engine does not count that movement as scrolling.
    public var contentOffsetShift: Double
    /// What the front end does with the bars: take, drive, hand back or leave them.
    public var ownership: ShyBarsOwnership
    /// True while the front end needs a pass every display frame even if nothing changes (momentum
    /// is moving the content: its end must be noticed on the first pass without it). A front end
    /// runs a frame clock (`CADisplayLink`) that only asks for a layout pass while this is true.
    public var needsFrameClock: Bool
    /// The status before the input.
    var statusBefore: ShyBarsStatus
    /// The status after it.
    var statusAfter: ShyBarsStatus

    /// How long the front end animates the change, in seconds: ``ShyBarsStep/snapDuration`` when
    /// ``animatesChange``, 0 (write at once) otherwise.
    public var animationDuration: Double { animatesChange ? ShyBarsStep.snapDuration : 0 }

    /// Nothing changed for a state left as it is: the bars stay with whoever has them.
    init(unchanged state: ShyBarsState) {
        animatesChange = false
        contentOffsetShift = 0
        ownership = state.holdsBars ? .drive : .leave
        needsFrameClock = state.canHoldBars && state.isDecelerating
        statusBefore = state.status
        statusAfter = state.status
    }

    init(animatesChange: Bool, contentOffsetShift: Double, ownership: ShyBarsOwnership, needsFrameClock: Bool,
         statusBefore: ShyBarsStatus, statusAfter: ShyBarsStatus) {
        self.animatesChange = animatesChange
        self.contentOffsetShift = contentOffsetShift
        self.ownership = ownership
        self.needsFrameClock = needsFrameClock
        self.statusBefore = statusBefore
        self.statusAfter = statusAfter
    }

    /// This change followed by `next` (made by the input after this one) as one change, for a front
    /// end that applies several inputs in one layout pass and writes once: `next`'s frame clock; the
    /// status change from before this input to after `next`; animated if either was (unless the bars
    /// are handed back); the content shifts added; and what to do with the bars over both — taken
    /// then driven is taken, taken then handed back is left alone (nothing was written), handed back
    /// then taken again is driven (what was taken still stands).
    public func then(_ next: ShyBarsChange) -> ShyBarsChange {
        let ownership: ShyBarsOwnership
        switch (self.ownership, next.ownership) {
        case (.take, .drive): ownership = .take
        case (.take, .handBack): ownership = .leave
        case (.handBack, .take): ownership = .drive
        case (.handBack, .leave): ownership = .handBack
        case (_, let last): ownership = last
        }
        let handsBack = ownership == .handBack || ownership == .leave
        return ShyBarsChange(
            animatesChange: (animatesChange || next.animatesChange) && !handsBack,
            contentOffsetShift: handsBack ? 0 : contentOffsetShift + next.contentOffsetShift,
            ownership: ownership, needsFrameClock: next.needsFrameClock,
            statusBefore: statusBefore, statusAfter: next.statusAfter)
    }
}

/// The result of one shy bars step: the state to keep, where everything is, and what changed —
/// ``ShyBarsConfiguration/apply(_:to:)`` with the state and the layout put beside its change.
public struct ShyBarsStep: Equatable, Hashable, Sendable {
    /// The state to pass to the next step.
    public var state: ShyBarsState
    /// Where the bars and followers are now.
    public var layout: ShyBarsLayout
    /// What changed.
    public var change: ShyBarsChange

    /// The new status when this step changed it; nil otherwise, so each change is delivered once.
    public var statusChange: ShyBarsStatus? { change.statusChange }
    /// See ``ShyBarsChange/animatesChange``.
    public var animatesChange: Bool { change.animatesChange }
    /// See ``ShyBarsChange/contentOffsetShift``.
    public var contentOffsetShift: Double { change.contentOffsetShift }
    /// See ``ShyBarsChange/ownership``.
    public var ownership: ShyBarsOwnership { change.ownership }
    /// See ``ShyBarsChange/needsFrameClock``.
    public var needsFrameClock: Bool { change.needsFrameClock }
    /// How long the front end animates the change, in seconds: ``ShyBarsStep/snapDuration`` when
    /// ``animatesChange``, 0 (write at once) otherwise.
    public var animationDuration: Double { change.animationDuration }
    /// The duration of a snap or a programmatic change, in seconds.
    public static let snapDuration = 0.25
    /// The curve of a snap or a programmatic change over ``snapDuration``: ease-out (CSS's `ease-out`,
    /// UIKit's `curveEaseOut`, SwiftUI's `easeOut`, the cubic Bézier (0, 0, 0.58, 1)). The bars and a
    /// content shift animated with them follow it, so they land together.
    public static let snapEasing = Easing.easeOut

    /// This step followed by `next` (made from this step's state) as one step: `next`'s state and
    /// layout, and the two changes combined (``ShyBarsChange/then(_:)``).
    public func then(_ next: ShyBarsStep) -> ShyBarsStep {
        ShyBarsStep(state: next.state, layout: next.layout, change: change.then(next.change))
    }
}

extension ShyBarsConfiguration {
    /// Applies one input to `state` in place and says what changed: the one call a front end makes
    /// per input. Read where the bars are with ``layout(for:)``.
    ///
    /// Pure: the same state and input always give the same state and change. It does not allocate.
    /// Non-finite numbers in the input are ignored (metrics) or read as 0 (velocity); the outputs are
    /// finite. Pass the configuration for the current device metrics: after a rotation the state is
    /// reconciled with it (contracted bars stay contracted at their new heights).
    ///
    /// Two rules follow from where the content is, not from how it got there, so they hold on
    /// every input that reports metrics (`.scrolled`, `.contentSizeChanged`, `.viewportChanged`)
    /// however the frame arrives — with a content size change in it, after a snap's shift, as the
    /// first frame after enabling or resuming: content that fits shows every bar, and content at
    /// the top (scrolled to or above its top inset) shows every bar. While paused neither applies
    /// (pausing wins); resuming applies both at once. An input that changes nothing (a redundant
    /// `.setEnabled(true)` or `.setPaused(false)`) leaves the state exactly as it was.
    public func apply(_ input: ShyBarsInput, to state: inout ShyBarsState) -> ShyBarsChange {
        let statusBefore = state.status
        let couldHoldBars = state.canHoldBars
        let heldBars = state.holdsBars
        state.hiddenDistance = statusBefore == .contracted ? totalHideableDistance : geometry.clampedHidden(state.hiddenDistance)
        var animates = false
        var shift = 0.0
        var changesNothing = false

        switch input {
        case let .setEnabled(enabled):
            guard enabled != state.isEnabled else { changesNothing = true; break }
            state.isEnabled = enabled
            state.hasReference = false  // movement while disabled is not the user's scrolling
            if !enabled { animates = move(&state, to: 0) }
        case let .setPaused(paused):
            guard paused != state.isPaused else { changesNothing = true; break }
            state.isPaused = paused
            state.hasReference = false  // movement while paused is not the user's scrolling
            if !paused {
                // The content may have moved meanwhile: the block lands on it, animated.
                let landed = keepsBlockOnContentInAndroidOrder(&state)
                animates = showIfThePositionSays(&state) || landed
            }
        case .appeared:
            state.sizeTransitionsUnderway = 0
            state.hasAppeared = true
            takeBackIfFree(&state)
            if !couldHoldBars { state.hasReference = false }  // movement while away is not scrolling
            // The bars were handed back at rest: nothing to animate. A container hiding them keeps
            // them at rest, to be taken again shown.
            if state.canHoldBars { _ = apply(appearPolicy, &state) }
        case .disappeared:
            // The bars are shared with the next screen: back at rest, at once. Whatever the finger
            // or momentum does from here is not this screen's business.
            state.sizeTransitionsUnderway = 0
            state.hasAppeared = false
            handBackAtRest(&state)
        case .sizeTransitionBegan:
            // The containers lay the bars out by frame during the change: at rest, untransformed.
            // Only bars this screen has (not a screen that never appeared), or a change begun while
            // they are already handed back for another or while the container hides them (it may
            // show them during the change: they are taken again when it is over).
            guard heldBars || state.isInSizeTransition || (state.hasAppeared && state.isHiddenByContainer) else {
                changesNothing = true; break
            }
            state.sizeTransitionsUnderway = max(state.sizeTransitionsUnderway, state.sizeTransitionsUnderway &+ 1)
            handBackAtRest(&state)
        case .sizeTransitionEnded:
            guard state.isInSizeTransition else { changesNothing = true; break }
            state.sizeTransitionsUnderway -= 1
            takeBackIfFree(&state)  // when the last change under way ends
        case let .containerHidesBars(hides):
            guard hides != state.isHiddenByContainer else { changesNothing = true; break }
            state.isHiddenByContainer = hides
            if hides { handBackAtRest(&state) } else { takeBackIfFree(&state) }
        default:
            if couldHoldBars {
                (animates, shift) = onScreen(&state, input)
            } else {
                measureOnly(&state, input)  // off screen: the bars stay handed back
            }
        }

        state.hiddenDistance = geometry.clampedHidden(state.hiddenDistance)
        state.status = status(hiddenDistance: state.hiddenDistance)
        let ownership: ShyBarsOwnership
        if changesNothing {
            // An input that changes nothing changes nothing, not even who has the bars.
            ownership = heldBars ? .drive : .leave
        } else {
            switch (heldBars, state.canHoldBars) {
            case (false, true): ownership = .take
            case (true, true): ownership = .drive
            case (true, false): ownership = .handBack
            case (false, false): ownership = .leave
            }
            state.holdsBars = state.canHoldBars
            state.lastStackHeight = stackHeight
            state.lastStackTopInset = stackTopInset
        }
        let handsBack = ownership == .handBack || ownership == .leave
        return ShyBarsChange(
            animatesChange: animates && !handsBack, contentOffsetShift: handsBack ? 0 : shift,
            ownership: ownership, needsFrameClock: state.canHoldBars && state.isDecelerating,
            statusBefore: statusBefore, statusAfter: state.status)
    }

    /// Where the bars and followers are for `state`.
    public func layout(for state: ShyBarsState) -> ShyBarsLayout {
        ShyBarsLayout(geometry: geometry, hiddenDistance: state.hiddenDistance)
    }

    /// Applies one input to the state and returns the new state with the bars' layout and what
    /// changed: ``apply(_:to:)`` and ``layout(for:)`` in one value.
    public func step(_ previous: ShyBarsState, _ input: ShyBarsInput) -> ShyBarsStep {
        var state = previous
        let change = apply(input, to: &state)
        return ShyBarsStep(state: state, layout: layout(for: state), change: change)
    }

    /// Applies several inputs in order, as one step (see ``ShyBarsStep/then(_:)``): what a front
    /// end sends in one layout pass — the events its observers queued, then `.frame` with the
    /// scroll view's metrics, then a lifecycle input. No inputs: the state as it is, nothing to do.
    public func step<Inputs: Sequence>(_ previous: ShyBarsState, _ inputs: Inputs) -> ShyBarsStep where Inputs.Element == ShyBarsInput {
        var state = previous
        var change: ShyBarsChange?
        for input in inputs {
            let next = apply(input, to: &state)
            change = change.map { $0.then(next) } ?? next
        }
        return ShyBarsStep(state: state, layout: layout(for: state), change: change ?? ShyBarsChange(unchanged: previous))
    }

    /// The status a hidden distance means (see ``ShyBarsLayout/status``).
    private func status(hiddenDistance: Double) -> ShyBarsStatus {
        if hiddenDistance <= 0 { return .expanded }
        if hiddenDistance >= totalHideableDistance { return .contracted }
        return .transitioning
    }

    /// The bars go back at rest and nothing moves them until ``takeBackIfFree(_:)`` finds them free.
    private func handBackAtRest(_ state: inout ShyBarsState) {
        _ = move(&state, to: 0)
        state.canHoldBars = false
        state.isDragging = false
        state.isDecelerating = false
        state.hasReference = false
        state.releaseShift = 0
    }

    /// The bars are this screen's again when it has appeared, no size change is under way and the
    /// container does not hide them (they were handed back at rest: they are taken shown).
    private func takeBackIfFree(_ state: inout ShyBarsState) {
        state.canHoldBars = state.hasAppeared && !state.isInSizeTransition && !state.isHiddenByContainer
    }

    /// Every input but the lifecycle and the switches, while the screen is on screen.
    #if !hasFeature(Embedded)
    @inline(__always)  // for speed (an Embedded build keeps one copy)
    #endif
    private func onScreen(_ state: inout ShyBarsState, _ input: ShyBarsInput) -> (animates: Bool, shift: Double) {
        switch input {
        case let .scrolled(metrics):
            return (track(&state, metrics), 0)
        case let .frame(metrics):
            return (pass(&state, metrics), 0)
        case let .contentSizeChanged(metrics), let .viewportChanged(metrics):
            return (remeasure(&state, metrics), 0)
        case .dragBegan:
            state.isDragging = true
            state.pendingOffsetShift = 0
            state.releaseShift = 0
            state.settlingDirection = .none
            return (false, 0)
        case let .dragEnded(velocity):
            let wasDragging = state.isDragging
            state.isDragging = false
            guard snapsOnRelease, state.isEnabled, !state.isPaused else { return (false, 0) }
            let snapped = snap(&state, velocity: velocity, movesContent: true)
            // A second report of the same release (the pan gesture and the delegate both tell)
            // finds the bars settled and keeps the first one's shift for `targetContentOffset`.
            if snapped.animates || wasDragging { state.releaseShift = snapped.shift }
            return snapped
        case .decelerationEnded:
            return (endMomentum(&state), 0)
        case .scrollToTop:
            return (move(&state, to: 0), 0)
        case .enteredForeground:
            return (apply(foregroundPolicy, &state), 0)
        case let .expand(animated):
            return (move(&state, to: 0) && animated, 0)
        case let .contract(animated):
            return (apply(.contract, &state) && animated, 0)
        case .setEnabled, .setPaused, .appeared, .disappeared, .sizeTransitionBegan, .sizeTransitionEnded, .containerHidesBars:
            return (false, 0)  // handled by `apply`
        }
    }

    /// Off screen: metrics are remembered (so coming back measures from where the content is), and
    /// nothing else happens — commands and policies wait for the screen to appear.
    private func measureOnly(_ state: inout ShyBarsState, _ input: ShyBarsInput) {
        switch input {
        case let .scrolled(metrics), let .frame(metrics), let .contentSizeChanged(metrics), let .viewportChanged(metrics):
            guard metrics.isUsable else { return }
            remember(&state, metrics)
            state.hasReference = false
        default:
            return
        }
    }

    /// Records the metrics a layout pass is compared with next time.
    private func remember(_ state: inout ShyBarsState, _ metrics: ScrollMetrics) {
        state.lastMaximumPosition = metrics.maximumPosition
        state.lastPosition = clamp(metrics.position, 0, metrics.maximumPosition)
        state.lastContentHeight = metrics.contentHeight
        state.lastViewportHeight = metrics.viewportHeight
        state.hasMetrics = true
    }

    /// A front end's layout pass: a content size change (the content's height changed), a viewport
    /// change (the viewport's height or the configuration changed) or a scroll; then the end of
    /// momentum when the pass reports it over.
    private func pass(_ state: inout ShyBarsState, _ metrics: ScrollMetrics) -> Bool {
        guard metrics.isUsable else { return false }
        let seen = state.hasMetrics
        let remeasures = seen && (metrics.contentHeight != state.lastContentHeight
            || metrics.viewportHeight != state.lastViewportHeight
            || stackHeight != state.lastStackHeight || stackTopInset != state.lastStackTopInset)
        var animates = remeasures ? remeasure(&state, metrics) : track(&state, metrics)
        let momentumEnded = state.isDecelerating && !metrics.isDecelerating
        state.isDecelerating = metrics.isDecelerating
        if momentumEnded { animates = endMomentum(&state) || animates }
        return animates
    }

    /// Momentum stopped: the snap made on release is over, and a stack left part-way settles where it
    /// is. The content is at rest, so it does not move with the bars.
    private func endMomentum(_ state: inout ShyBarsState) -> Bool {
        state.settlingDirection = .none
        state.pendingOffsetShift = 0
        // A shift the content did not make: the block lands on the content, animated.
        let landed = keepsBlockOnContentInAndroidOrder(&state)
        guard snapsOnRelease, state.isEnabled, !state.isPaused, !state.isDragging else { return landed }
        return snap(&state, velocity: 0, movesContent: false).animates || landed
    }

    // MARK: - Following the scroll

    /// Moves the bars with one frame's scrolling, then applies what the position alone decides.
    /// Returns true when the bars jumped (content that fits, or the top reached by a frame that
    /// could not be followed).
    #if !hasFeature(Embedded)
    @inline(__always)  // for speed (an Embedded build keeps one copy)
    #endif
    private func track(_ state: inout ShyBarsState, _ metrics: ScrollMetrics) -> Bool {
        guard metrics.isUsable else { return false }
        let maximum = metrics.maximumPosition
        // Positions are clamped to the scrollable range: the rubber band at either edge moves nothing.
        let position = clamp(metrics.position, 0, maximum)
        let rangeChanged = state.hasMetrics && maximum != state.lastMaximumPosition
        let canMeasure = state.hasReference && !rangeChanged
        let delta = position - state.lastPosition
        remember(&state, metrics)
        state.hasReference = true

        if !contentFits(state) {
            follow(&state, delta: delta, position: position, canMeasure: canMeasure)
            // Not animated: the block moves with the content the user scrolls.
            keepsBlockOnContentInAndroidOrder(&state)
        }
        // Following is measured from the last frame, and some frames cannot be measured (the
        // reference was cleared, the range changed, a snap's shift absorbed the movement); what
        // the position alone decides does not depend on that.
        return showIfThePositionSays(&state)
    }

    /// ``keepBlockOnContent(_:)`` in AppBarLayout's order only (the stacking checked here, where it is
    /// cheapest: a slides-under stack never makes the call). Returns true when it moved the block.
    @inline(__always)
    @discardableResult
    private func keepsBlockOnContentInAndroidOrder(_ state: inout ShyBarsState) -> Bool {
        geometry.stacking == .appBarLayout && keepBlockOnContent(&state)
    }

    /// AppBarLayout: the block is never hidden further than the content is scrolled (a gap would open
    /// between the bars and the content), whatever moved the content — a frame the engine could not
    /// follow (the first after a pause), momentum against a snap, a resume after the content moved
    /// while paused, a content size change. Two things may leave it above for a while: a snap's
    /// content shift still under way (the content is on its way to it), and a program's contract,
    /// kept until the user scrolls back. While paused or disabled nothing moves.
    /// Returns true when it moved the block (a jump to animate, except in a frame the user scrolls).
    @inline(never)
    @discardableResult
    private func keepBlockOnContent(_ state: inout ShyBarsState) -> Bool {
        guard state.hasMetrics, state.isEnabled, !state.isPaused, state.pendingOffsetShift == 0 else { return false }
        if state.hiddenDistance <= state.lastPosition {
            state.isContractedByProgram = false
        } else if !state.isContractedByProgram {
            state.hiddenDistance = state.lastPosition
            return true
        }
        return false
    }

    /// Follows one movement of `delta` points ending at `position`, if it can be measured (a
    /// movement that cannot is left to `keepBlockOnContent` and `showIfThePositionSays`).
    #if !hasFeature(Embedded)
    @inline(__always)  // for speed (an Embedded build keeps one copy)
    #endif
    private func follow(_ state: inout ShyBarsState, delta: Double, position: Double, canMeasure: Bool) {
        guard state.isEnabled, !state.isPaused, delta != 0 else { return }
        guard canMeasure else { return }  // `track` keeps the block on the content
        var userDelta = absorbPendingShift(&state, delta)
        guard userDelta != 0 else { return }

        let direction: ScrollDirection = userDelta > 0 ? .towardEnd : .towardStart
        // After a snap on release, momentum against the snap was counted in choosing it.
        guard state.isDragging || state.settlingDirection == .none || direction == state.settlingDirection else {
            return  // `track` keeps the block on the content
        }
        if direction != state.direction {
            state.direction = direction
            state.resistanceConsumed = 0
        }
        let resistance = direction == .towardEnd ? contractionResistance : expansionResistance
        var previousPosition = position - delta
        if userDelta < 0, geometry.stacking == .appBarLayout {
            // AppBarLayout: scrolling back, the quick-return bars come back at once (past the
            // expansion resistance) as far as the quick-return floor; the others only as the content
            // reaches the top, for the stack is never hidden further than the content is scrolled.
            let remaining = max(0, resistance - state.resistanceConsumed)
            state.resistanceConsumed = min(resistance, state.resistanceConsumed - userDelta)
            let movement = max(0, -userDelta - remaining)
            if state.isContractedByProgram {
                // Hidden further than scrolled by a program: come back in proportion, so the block is
                // fully shown exactly when the content reaches the top (no jump onto the content).
                state.hiddenDistance *= previousPosition > 0 ? max(0, position / previousPosition) : 0
                return
            }
            let floor = geometry.quickReturnFloor
            var hidden = state.hiddenDistance
            if hidden > floor { hidden = max(floor, hidden - movement) }
            state.hiddenDistance = min(hidden, position)
            return
        }

        let zone = totalHideableDistance
        // Near the top the bars follow freely, whatever the resistance, and are all back at 0 (a
        // frame at 0 that cannot be followed is settled by `showIfThePositionSays`). A frame that
        // comes back into that zone from outside it is split at its edge: the part outside meets the
        // resistance, as it would over several shorter frames, and only the rest is free (whole, a
        // frame at 60 Hz moved the bars further than the same scroll did at 144 Hz).
        let inZone = position < zone || previousPosition < zone
        let entersZone = userDelta < 0 && position < zone && position - userDelta > zone
        let resisted = entersZone ? zone - (position - userDelta) : inZone ? 0 : userDelta
        if resisted != 0 {
            let magnitude = abs(resisted)
            let remaining = max(0, resistance - state.resistanceConsumed)
            if magnitude > remaining {
                state.resistanceConsumed = resistance
                let movement = magnitude - remaining
                state.hiddenDistance = geometry.clampedHidden(state.hiddenDistance + (resisted > 0 ? movement : -movement))
            } else {
                state.resistanceConsumed += magnitude
            }
        }
        guard inZone else { return }
        if entersZone {
            userDelta = position - zone
            previousPosition = zone
        }
        state.resistanceConsumed = resistance
        if userDelta > 0 {
            state.hiddenDistance = min(zone, state.hiddenDistance + userDelta)
        } else if state.hiddenDistance <= previousPosition {
            state.hiddenDistance = max(0, state.hiddenDistance + userDelta)
        } else {
            // More hidden than scrolled (contracted by a program near the top): come back in
            // proportion, so the bars are fully shown exactly when the content reaches the top.
            state.hiddenDistance *= previousPosition > 0 ? max(0, position / previousPosition) : 0
        }
    }

    /// The part of a movement that the user made, after taking out what the last snap's content
    /// offset shift still accounts for.
    #if !hasFeature(Embedded)
    @inline(__always)  // for speed (an Embedded build keeps one copy)
    #endif
    private func absorbPendingShift(_ state: inout ShyBarsState, _ delta: Double) -> Double {
        let pending = state.pendingOffsetShift
        guard pending != 0, !state.isDragging else { return delta }
        guard (pending > 0) == (delta > 0) else {
            state.pendingOffsetShift = 0
            return delta
        }
        let absorbed = abs(delta) < abs(pending) ? delta : pending
        state.pendingOffsetShift = pending - absorbed
        return delta - absorbed
    }

    /// Content that cannot scroll further than the bars can hide never hides them.
    private func contentFits(_ state: ShyBarsState) -> Bool {
        !state.hasMetrics || state.lastMaximumPosition <= totalHideableDistance
    }

    /// Whether the last known position alone says every bar is shown: the content fits, or it is
    /// at the top (positions are clamped to the scrollable range, so a pull past the top is 0).
    private func positionShowsBars(_ state: ShyBarsState) -> Bool {
        contentFits(state) || state.lastPosition <= 0
    }

    /// Shows every bar when the position says so, unless paused (pausing wins until resumed).
    /// Returns true when the bars moved: a jump to animate.
    #if !hasFeature(Embedded)
    @inline(__always)  // for speed (an Embedded build keeps one copy)
    #endif
    private func showIfThePositionSays(_ state: inout ShyBarsState) -> Bool {
        guard !state.isPaused, positionShowsBars(state) else { return false }
        return move(&state, to: 0)
    }

    /// A new content size or viewport: measure again from here, bring the bars back if the content
    /// now fits or is at the top, and settle a stack left part-way.
    private func remeasure(_ state: inout ShyBarsState, _ metrics: ScrollMetrics) -> Bool {
        guard metrics.isUsable else { return false }
        remember(&state, metrics)
        state.hasReference = true
        state.pendingOffsetShift = 0
        state.settlingDirection = .none
        // The content's new size may leave the block above it: it lands on the content, animated.
        let landed = keepsBlockOnContentInAndroidOrder(&state)
        if positionShowsBars(state) { return showIfThePositionSays(&state) || landed }
        guard state.isEnabled, !state.isPaused, !state.isDragging else { return landed }
        return snap(&state, velocity: 0, movesContent: false).animates || landed
    }

    // MARK: - Settling

    /// On release (or when momentum ends) with the stack part-way hidden: settle the whole stack,
    /// every bar shown or every bar hidden, by where the release would carry it (position plus
    /// projected velocity) against the middle of the stack's hideable distance, by direction on a
    /// tie — TLYShyNavBar's rule: a release never leaves one bar hidden under another that shows.
    /// When the content shift that goes with it would carry the content to the top, every bar is
    /// shown instead: at the top the bars are all back.
    ///
    /// `movesContent` is false where the content is at rest or moved by something else (the end of
    /// momentum, a content or viewport change): the bars settle and the content stays.
    private func snap(_ state: inout ShyBarsState, velocity: Double, movesContent: Bool) -> (animates: Bool, shift: Double) {
        // The block settles from the content, not from above it (a shift just ended, content resized).
        keepsBlockOnContentInAndroidOrder(&state)
        let hidden = state.hiddenDistance
        // Both ends are exact (0 and the stack's total), so every bar reads exactly 0 or 1 hidden
        // there, whatever the stack's size.
        var lower = 0.0
        var upper = totalHideableDistance
        guard lower < hidden, hidden < upper else { return (false, 0) }
        if geometry.stacking == .appBarLayout {
            // AppBarLayout: only the bar the release leaves part-way hidden settles, if it snaps,
            // between its own edges.
            guard let edges = geometry.snapChoice(hidden: hidden), edges.shown < hidden, hidden < edges.hidden else {
                return (false, 0)
            }
            (lower, upper) = edges
        }

        let projected = hidden + decelerationRate.projectedDistance(velocity: velocity)
        let middle = (lower + upper) / 2
        var target: Double
        if projected > middle {
            target = upper
        } else if projected < middle {
            target = lower
        } else {
            target = state.direction == .towardEnd ? upper : lower
        }
        let position = state.lastPosition
        let limits = state.hasReference && movesContent ? (-position, state.lastMaximumPosition - position) : (0.0, 0.0)
        var shift = clamp(target - hidden, limits.0, limits.1)
        if position + shift <= 0 {
            target = 0
            shift = clamp(-hidden, limits.0, limits.1)
        } else if geometry.stacking == .appBarLayout, target > position + shift {
            // One block is never hidden further than the content is scrolled (a gap would open
            // between the bars and the content): where the content cannot go with it, it shows.
            target = lower
            shift = clamp(lower - hidden, limits.0, limits.1)
        }
        state.settlingDirection = movesContent ? (target > hidden ? .towardEnd : .towardStart) : .none
        state.hiddenDistance = target
        state.resistanceConsumed = 0
        state.pendingOffsetShift = shift
        return (true, shift)
    }

    /// Applies a policy. Returns true when the bars moved.
    private func apply(_ policy: ShyBarsPolicy, _ state: inout ShyBarsState) -> Bool {
        switch policy {
        case .expand: return move(&state, to: 0)
        case .keep: return false
        case .contract:
            guard state.isEnabled, !contentFits(state) else { return false }
            let moved = move(&state, to: totalHideableDistance)
            state.isContractedByProgram = geometry.stacking == .appBarLayout
            return moved
        }
    }

    /// Puts the bars at a hidden distance outside of scrolling. Returns true when they moved.
    private func move(_ state: inout ShyBarsState, to hidden: Double) -> Bool {
        let moved = state.hiddenDistance != hidden
        state.hiddenDistance = hidden
        state.resistanceConsumed = 0
        state.pendingOffsetShift = 0
        state.settlingDirection = .none
        state.isContractedByProgram = false
        return moved
    }
}
