/// The result of one shy bars step: the state to keep, where everything is, and what changed.
public struct ShyBarsStep: Equatable, Hashable, Sendable {
    /// The state to pass to the next step.
    public var state: ShyBarsState
    /// Where the bars and followers are now.
    public var layout: ShyBarsLayout
    /// The new status when this step changed it; nil otherwise, so each change is delivered once.
    public var statusChange: ShyBarsStatus?
    /// True when the bars jumped to a new position that should be animated (a snap, a programmatic
    /// change, the bars coming back because the content shrank); false when they follow the scroll.
    public var animatesChange: Bool
    /// How far to move `contentOffset.y`, in points, together with the bars' animation, so that the
    /// content stays attached under the bars and nothing jumps (positive = toward the end). It is
    /// limited to the scrollable range. In UIKit add it to `targetContentOffset.y` in
    /// `scrollViewWillEndDragging`; the engine does not count that movement as scrolling.
    public var contentOffsetShift: Double
}

extension ShyBarsConfiguration {
    /// Applies one input to the state and returns the new state with the bars' layout.
    ///
    /// Pure: the same state and input always give the same step. It does not allocate. Non-finite
    /// numbers in the input are ignored (metrics) or read as 0 (velocity); the outputs are finite.
    /// Pass the configuration for the current device metrics: after a rotation the state is
    /// reconciled with it (contracted bars stay contracted at their new heights).
    public func step(_ previous: ShyBarsState, _ input: ShyBarsInput) -> ShyBarsStep {
        var state = previous
        state.hiddenDistance = previous.status == .contracted ? totalHideableDistance : geometry.clampedHidden(previous.hiddenDistance)
        var animates = false
        var shift = 0.0

        switch input {
        case let .scrolled(metrics):
            animates = track(&state, metrics)
        case let .contentSizeChanged(metrics), let .viewportChanged(metrics):
            animates = remeasure(&state, metrics)
        case .dragBegan:
            state.isDragging = true
            state.pendingOffsetShift = 0
        case let .dragEnded(velocity):
            state.isDragging = false
            if snapsOnRelease, state.isEnabled, !state.isPaused {
                (animates, shift) = snap(&state, velocity: velocity)
            }
        case .decelerationEnded:
            if snapsOnRelease, state.isEnabled, !state.isPaused, !state.isDragging {
                (animates, shift) = snap(&state, velocity: 0)
            }
        case .scrollToTop:
            animates = move(&state, to: 0)
        case .appeared:
            _ = apply(appearPolicy, &state)  // not on screen yet: nothing to animate
        case .enteredForeground:
            animates = apply(foregroundPolicy, &state)
        case let .expand(animated):
            animates = move(&state, to: 0) && animated
        case let .contract(animated):
            animates = apply(.contract, &state) && animated
        case let .setEnabled(enabled):
            state.isEnabled = enabled
            state.hasReference = false
            if !enabled { animates = move(&state, to: 0) }
        case let .setPaused(paused):
            state.isPaused = paused
            state.hasReference = false
        }

        let layout = ShyBarsLayout(geometry: geometry, hiddenDistance: state.hiddenDistance)
        state.hiddenDistance = layout.hiddenDistance
        state.status = layout.status
        return ShyBarsStep(
            state: state,
            layout: layout,
            statusChange: state.status != previous.status ? state.status : nil,
            animatesChange: animates,
            contentOffsetShift: shift
        )
    }

    // MARK: - Following the scroll

    /// Moves the bars with one frame's scrolling. Returns true when the bars jumped (content fits).
    private func track(_ state: inout ShyBarsState, _ metrics: ScrollMetrics) -> Bool {
        guard metrics.isUsable else { return false }
        let maximum = metrics.maximumPosition
        // Positions are clamped to the scrollable range: the rubber band at either edge moves nothing.
        let position = clamp(metrics.position, 0, maximum)
        let rangeChanged = state.hasMetrics && maximum != state.lastMaximumPosition
        let canMeasure = state.hasReference && !rangeChanged
        let delta = position - state.lastPosition
        state.lastPosition = position
        state.lastMaximumPosition = maximum
        state.hasReference = true
        state.hasMetrics = true

        if contentFits(state) { return move(&state, to: 0) }
        guard state.isEnabled, !state.isPaused, canMeasure, delta != 0 else { return false }
        let userDelta = absorbPendingShift(&state, delta)
        guard userDelta != 0 else { return false }

        let direction: ScrollDirection = userDelta > 0 ? .towardEnd : .towardStart
        if direction != state.direction {
            state.direction = direction
            state.resistanceConsumed = 0
        }
        let resistance = direction == .towardEnd ? contractionResistance : expansionResistance
        let previousPosition = position - delta

        if position < totalHideableDistance || previousPosition < totalHideableDistance {
            // Near the top the bars follow freely, whatever the resistance, and are all back at 0.
            state.resistanceConsumed = resistance
            if userDelta > 0 {
                state.hiddenDistance = min(totalHideableDistance, state.hiddenDistance + userDelta)
            } else if state.hiddenDistance <= previousPosition {
                state.hiddenDistance = max(0, state.hiddenDistance + userDelta)
            } else {
                // More hidden than scrolled (contracted by a program near the top): come back in
                // proportion, so the bars are fully shown exactly when the content reaches the top.
                state.hiddenDistance *= previousPosition > 0 ? max(0, position / previousPosition) : 0
            }
            return false
        }

        let magnitude = abs(userDelta)
        let remaining = max(0, resistance - state.resistanceConsumed)
        guard magnitude > remaining else {
            state.resistanceConsumed += magnitude
            return false
        }
        state.resistanceConsumed = resistance
        let movement = magnitude - remaining
        state.hiddenDistance = geometry.clampedHidden(state.hiddenDistance + (userDelta > 0 ? movement : -movement))
        return false
    }

    /// The part of a movement that the user made, after taking out what the last snap's content
    /// offset shift still accounts for.
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

    /// A new content size or viewport: measure again from here, bring the bars back if the content
    /// now fits, and settle a bar left half-way.
    private func remeasure(_ state: inout ShyBarsState, _ metrics: ScrollMetrics) -> Bool {
        guard metrics.isUsable else { return false }
        state.lastMaximumPosition = metrics.maximumPosition
        state.lastPosition = clamp(metrics.position, 0, metrics.maximumPosition)
        state.hasMetrics = true
        state.hasReference = true
        state.pendingOffsetShift = 0
        if contentFits(state) { return move(&state, to: 0) }
        guard state.isEnabled, !state.isPaused, !state.isDragging else { return false }
        return snap(&state, velocity: 0).animates
    }

    // MARK: - Settling

    /// On release (or when momentum ends) with a bar half-way: snap it to shown or hidden, by where
    /// the release would carry it (position plus projected velocity), by direction on a tie.
    private func snap(_ state: inout ShyBarsState, velocity: Double) -> (animates: Bool, shift: Double) {
        let hidden = state.hiddenDistance
        // The bars hide lowest first, so the points at which some bar is exactly shown or hidden
        // are total − hideableThrough[i]. Find the two around the current hidden distance.
        var lower = 0.0
        var upper = totalHideableDistance
        for index in bars.indices {
            let boundary = totalHideableDistance - geometry.hideableThrough[index]
            if boundary <= hidden { lower = max(lower, boundary) }
            if boundary >= hidden { upper = min(upper, boundary) }
        }
        guard lower < hidden, hidden < upper else { return (false, 0) }

        let projected = hidden + decelerationRate.projectedDistance(velocity: velocity)
        let middle = (lower + upper) / 2
        let target: Double
        if projected > middle {
            target = upper
        } else if projected < middle {
            target = lower
        } else {
            target = state.direction == .towardEnd ? upper : lower
        }
        state.hiddenDistance = target
        state.resistanceConsumed = 0
        let position = state.lastPosition
        let shift = state.hasReference
            ? clamp(target - hidden, -position, state.lastMaximumPosition - position)
            : 0
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
            return move(&state, to: totalHideableDistance)
        }
    }

    /// Puts the bars at a hidden distance outside of scrolling. Returns true when they moved.
    private func move(_ state: inout ShyBarsState, to hidden: Double) -> Bool {
        let moved = state.hiddenDistance != hidden
        state.hiddenDistance = hidden
        state.resistanceConsumed = 0
        state.pendingOffsetShift = 0
        return moved
    }
}
