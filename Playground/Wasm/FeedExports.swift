// The engine's API for the feed screen (shy bars), exported from feed.wasm: compiled only into that
// module (with ProfileHeaderCore's own sources and Shared.swift), never into the host library. The
// page configures the bars once (`phk_shy_configure`) and forwards every scroll and touch event
// (`phk_shy_step`); each step writes the bars' placement to the output buffer by name (`ShyOut`).

// MARK: - Shy bars (the feed)

/// The feed's bars: nil until the page configures them (`phk_shy_configure`, which it calls first);
/// a step before that writes nothing. (No preset built at start-up: it cost 2 KB of the engine.)
nonisolated(unsafe) private var shy: ShyBarsConfiguration?
nonisolated(unsafe) private var shyState = ShyBarsState()
/// The feed's finger, while one is down: the engine estimates its release velocity.
nonisolated(unsafe) private var shyFinger: DragVelocity?
nonisolated(unsafe) private var shyHasExtension = true

/// Applies the configuration buffer's shy bar fields (`ShyField`); an extension of height 0 means
/// no extension. With `applies` 0 nothing changes (the tune panel asks what the engine accepts).
/// Returns 1, or 0 with the error codes set (field codes: `ShyField`).
@_expose(wasm, "phk_shy_configure")
public func phkShyConfigure(_ applies: Int32) -> Int32 {
    let b = configBuffer
    for field in 0..<ShyField.count {
        let (lower, upper) = ShyField.ranges[field]
        guard b[field].isFinite else { return refuse(field, Rule.mustBeFinite) }
        guard b[field] >= lower, b[field] <= upper else { return refuse(field, Rule.outsidePlaygroundRange) }
    }
    let hasExtension = b[ShyField.extensionHeight] > 0
    var bars = [ShyBar(height: b[ShyField.navigationBarHeight], minimumVisibleHeight: b[ShyField.navigationBarMinimumHeight],
                       scrollFlags: shyScrollFlags(b[ShyField.navigationBarFlags]))]
    if hasExtension {
        bars.append(ShyBar(height: b[ShyField.extensionHeight], fade: .wholeBar, scrollFlags: shyScrollFlags(b[ShyField.extensionFlags])))
    }
    do {
        let configuration = try ShyBarsConfiguration(
            bars: bars,
            stacking: Int32(b[ShyField.stacking]) == ShyStackingCode.appBarLayout ? .appBarLayout : .slidesUnder,
            followers: b[ShyField.followerHeight] > 0 ? [ShyFollower(height: b[ShyField.followerHeight])] : [],
            stackTopInset: b[ShyField.topSafeAreaInset],
            expansionResistance: b[ShyField.expansionResistance],
            contractionResistance: b[ShyField.contractionResistance])
        guard applies != 0 else { return 1 }
        shy = configuration
        shyHasExtension = hasExtension
        return 1
    } catch {
        let field: Int
        switch error.field {
        case .barScrollFlags: field = error.index == 1 ? ShyField.extensionFlags : ShyField.navigationBarFlags
        case .barMinimumVisibleHeight: field = ShyField.navigationBarMinimumHeight
        case .bars, .barHeight, .barContentScale, .barIsSticky, .barTopMargin, .barBottomMargin: field = ShyField.navigationBarHeight
        case .followers, .followerHeight: field = ShyField.followerHeight
        case .stackTopInset: field = ShyField.topSafeAreaInset
        case .expansionResistance: field = ShyField.expansionResistance
        case .contractionResistance: field = ShyField.contractionResistance
        }
        return refuse(field, code(error.rule))
    }
}


/// How far a snap has gone at `timeFraction` (0 … 1) of its duration, 0 … 1: the engine's snap curve
/// (`ShyBarsStep.snapEasing`), which the bars' CSS transition follows too (`phk_shy_snap_curve`) —
/// the list's part of a snap, frame by frame, lands with them.
@_expose(wasm, "phk_shy_snap_progress")
public func phkShySnapProgress(_ timeFraction: Double) -> Double {
    ShyBarsStep.snapEasing.fraction(at: timeFraction)
}

/// The snap curve's control points for CSS's `cubic-bezier()`: x1, y1, x2, y2 for `index` 0 … 3
/// (`Easing.controlPoints`; the snap curve is a Bézier: a hold, which none draws, would read as linear).
@_expose(wasm, "phk_shy_snap_curve")
public func phkShySnapCurve(_ index: Int32) -> Double {
    let points = ShyBarsStep.snapEasing.controlPoints ?? (0, 0, 1, 1)
    switch index {
    case 0: return points.x1
    case 1: return points.y1
    case 2: return points.x2
    default: return points.y2
    }
}

/// One shy bars input (`ShyInputCode`): scrolled and contentSizeChanged (a…c = offset, content
/// height, viewport height), dragEnded (a = velocity, for a wheel gesture's end), touchBegan and
/// touchMoved (a = the finger's y, b = the event's time in seconds), touchEnded (a = time: the
/// drag ends with the velocity ``DragVelocity`` estimates), the others without numbers. Writes `ShyOut`.
@_expose(wasm, "phk_shy_step")
public func phkShyStep(_ kind: Int32, _ a: Double, _ b: Double, _ c: Double) {
    guard let shy else { return }
    let metrics = ScrollMetrics(contentOffsetY: a, contentHeight: b, viewportHeight: c, contentInsetTop: 0, contentInsetBottom: 0)
    // One input per call (no array per scroll event); a finger's move only updates its velocity.
    var input: ShyBarsInput?
    switch kind {
    case ShyInputCode.scrolled: input = .scrolled(metrics)
    case ShyInputCode.dragBegan: input = .dragBegan
    case ShyInputCode.dragEnded: input = .dragEnded(velocity: a)
    case ShyInputCode.decelerationEnded: input = .decelerationEnded
    case ShyInputCode.scrollToTop: input = .scrollToTop
    case ShyInputCode.contentSizeChanged: input = .contentSizeChanged(metrics)
    case ShyInputCode.touchBegan:
        shyFinger = DragVelocity(y: a, time: b)
        input = .dragBegan
    case ShyInputCode.touchMoved:
        shyFinger?.moved(to: a, at: b)
    case ShyInputCode.touchEnded:
        input = .dragEnded(velocity: shyFinger?.release(at: a) ?? 0)
        shyFinger = nil
    default: input = .appeared
    }
    let step = input.map { shy.step(shyState, $0) } ?? shy.step(shyState, [])
    shyState = step.state
    output[ShyOut.hidden] = step.layout.hiddenDistance
    output[ShyOut.status] = shyStatus(step.layout.status)
    output[ShyOut.statusChange] = step.statusChange.map(shyStatus) ?? -1
    output[ShyOut.animates] = flag(step.animatesChange)
    output[ShyOut.contentOffsetShift] = step.contentOffsetShift
    output[ShyOut.animationDuration] = step.animationDuration
    let bar = step.layout.bar(0)
    output[ShyOut.barMinY] = bar.minY
    output[ShyOut.barContentAlpha] = bar.contentAlpha
    output[ShyOut.barContentScale] = bar.contentScale
    if shyHasExtension {
        let chips = step.layout.bar(1)
        output[ShyOut.extensionMinY] = chips.minY
        output[ShyOut.extensionAlpha] = chips.barAlpha
    } else {
        output[ShyOut.extensionMinY] = bar.minY + bar.height
        output[ShyOut.extensionAlpha] = 0
    }
    output[ShyOut.followerTranslationY] = shy.followers.isEmpty ? 0 : step.layout.followerTranslationY(0)
}

private func shyStatus(_ status: ShyBarsStatus) -> Double {
    switch status {
    case .expanded: return Double(ShyStatusCode.expanded)
    case .contracted: return Double(ShyStatusCode.contracted)
    case .transitioning: return Double(ShyStatusCode.transitioning)
    }
}
