// Target `shyBars`: ShyBarsConfiguration's and ShyBar's rule tables, DecelerationRate's rule, and
// the shy bars' "How it behaves" promises over a fuzzed sequence of inputs from a simulated scroll view.

struct ShyFields: CustomStringConvertible {
    var bars: [ShyBar] = []
    var followers: [ShyFollower] = []
    var stackTopInset = 59.0, expansionResistance = 200.0, contractionResistance = 0.0
    var snapsOnRelease = true
    var rate = 0.998
    var appear = ShyBarsPolicy.expand, foreground = ShyBarsPolicy.expand
    var stacking = ShyBarsStacking.slidesUnder
    /// How much larger than a phone's the stack (and the scrolling) is.
    var scale = 1.0

    init(_ input: inout FuzzInput) {
        let barCount = input.int(0...4) == 0 ? 0 : input.byte() % 8 == 0 ? input.int(5...12) : input.int(1...4)
        // Sometimes the whole stack is scaled up toward the largest supported lengths.
        scale = input.byte() % 4 == 0 ? input.pick([1e3, 1e4, 1e5 / 44, 1e6 / 44, 0.999e6 / 44, 0.7e6 / 44]) : 1
        for index in 0..<barCount {
            let height = input.double(typical: (index == 0 ? 44 : 40) * scale / (index == 0 ? 1 : 1.1))
            let minimum = input.byte() % 4 == 0 ? input.double(typical: 20 * scale) : 0
            let contentScale: ShyBarContentScale = input.byte() % 4 == 0 ? .shrink(minimumScale: input.double(typical: 0.5)) : .none
            bars.append(ShyBar(height: height, minimumVisibleHeight: minimum, isSticky: input.byte() % 6 == 0,
                               fade: input.pick([.none, .content, .wholeBar]), contentScale: contentScale))
        }
        // Android's order for a third of the stacks: flags mostly as Android combines them (a bar
        // that stays ends the scrolling ones), sometimes any bits; margins now and then. The other
        // order sometimes gets settings it does not read, to be refused.
        if input.byte() % 3 == 0 { stacking = .appBarLayout }
        var stopped = false
        for index in bars.indices {
            let wild = input.byte() % 10 == 0
            switch stacking {
            case .appBarLayout:
                if wild {
                    bars[index].scrollFlags = ShyBarScrollFlags(rawValue: input.byte())
                } else if stopped || input.byte() % 4 == 0 {
                    bars[index].scrollFlags = []
                    stopped = true
                } else {
                    var flags: ShyBarScrollFlags = [.scroll]
                    if input.bool() { flags.insert(.enterAlways) }
                    if flags.contains(.enterAlways), input.byte() % 3 == 0 { flags.insert(.enterAlwaysCollapsed) }
                    if input.byte() % 4 == 0 { flags.insert(.exitUntilCollapsed); stopped = true }
                    if input.bool() { flags.insert(.snap) }
                    if flags.contains(.snap), input.byte() % 3 == 0 { flags.insert(.snapMargins) }
                    bars[index].scrollFlags = flags
                }
                if input.byte() % 4 == 0 { bars[index].topMargin = input.double(typical: 8 * scale) }
                if input.byte() % 4 == 0 { bars[index].bottomMargin = input.double(typical: 8 * scale) }
                if input.byte() % 16 == 0 { bars[index].isSticky = true }  // refused in this order
                else { bars[index].isSticky = false }
            case .slidesUnder:
                if wild {
                    switch input.byte() % 3 {
                    case 0: bars[index].scrollFlags = ShyBarScrollFlags(rawValue: input.byte())
                    case 1: bars[index].topMargin = input.double(typical: 8)
                    default: bars[index].bottomMargin = input.double(typical: 8)
                    }
                }
            }
        }
        for _ in 0..<input.int(0...2) { followers.append(ShyFollower(height: input.double(typical: 83))) }
        stackTopInset = input.double(typical: stackTopInset)
        expansionResistance = input.byte() % 2 == 0 ? 0 : input.double(typical: expansionResistance)
        contractionResistance = input.byte() % 2 == 0 ? 0 : input.double(typical: 30)
        snapsOnRelease = input.byte() % 4 != 0
        rate = input.pick([0.998, 0.99, 0.5]) 
        if input.byte() % 8 == 0 { rate = input.double() }
        appear = input.pick(ShyBarsPolicy.allCases)
        foreground = input.pick(ShyBarsPolicy.allCases)
    }

    var description: String {
        "ShyBarsConfiguration(bars: \(bars), stacking: .\(stacking), followers: \(followers), stackTopInset: \(stackTopInset), expansionResistance: \(expansionResistance), contractionResistance: \(contractionResistance), snapsOnRelease: \(snapsOnRelease), decelerationRate: \(rate), appearPolicy: .\(appear), foregroundPolicy: .\(foreground))"
    }

    /// README "Shy bars configuration reference" and the ShyBar table (order not specified there).
    var table: Table {
        var t = Table()
        t.require(!bars.isEmpty, "bars", nil, .mustNotBeEmpty)
        if tableHasRanges { t.require(bars.count <= 100_000, "bars", nil, .outOfSupportedRange(lowerBound: 1, upperBound: 100_000)) }
        t.value(stackTopInset, "stackTopInset", .length)
        for (i, bar) in bars.enumerated() {
            t.value(bar.height, "barHeight", i, .positiveLength)
            if t.value(bar.minimumVisibleHeight, "barMinimumVisibleHeight", i, .length) || bar.minimumVisibleHeight >= 0 {
                t.require(bar.minimumVisibleHeight <= bar.height, "barMinimumVisibleHeight", i, .mustNotExceedBarHeight)
            }
            if case let .shrink(s) = bar.contentScale {
                t.require(s > 0 && s <= 1, "barContentScale", i, .mustBeInZeroExclusiveToOne)
            }
            t.value(bar.topMargin, "barTopMargin", i, .length)
            t.value(bar.bottomMargin, "barBottomMargin", i, .length)
            // README's ShyBar table: settings of the other order, and flags that need another.
            let flags = bar.scrollFlags
            switch stacking {
            case .slidesUnder:
                t.require(flags == [.scroll, .enterAlways, .snap], "barScrollFlags", i, .requiresAppBarLayoutStacking)
                t.require(bar.topMargin == 0, "barTopMargin", i, .requiresAppBarLayoutStacking)
                t.require(bar.bottomMargin == 0, "barBottomMargin", i, .requiresAppBarLayoutStacking)
            case .appBarLayout:
                t.require(!bar.isSticky, "barIsSticky", i, .notWithAppBarLayoutStacking)
                let alone = flags.rawValue & ~0b11_1111 != 0 || (!flags.isEmpty && !flags.contains(.scroll))
                    || (flags.contains(.enterAlwaysCollapsed) && !flags.contains(.enterAlways))
                    || (flags.contains(.snapMargins) && !flags.contains(.snap))
                t.require(!alone, "barScrollFlags", i, .requiresAnotherFlag)
                if i > 0, flags.contains(.scroll) {
                    let above = bars[i - 1].scrollFlags
                    t.require(above.contains(.scroll) && !above.contains(.exitUntilCollapsed), "barScrollFlags", i, .cannotScrollBelowAStop)
                }
            }
        }
        if tableHasRanges { t.require(followers.count <= 100_000, "followers", nil, .outOfSupportedRange(lowerBound: 0, upperBound: 100_000)) }
        for (i, follower) in followers.enumerated() { t.value(follower.height, "followerHeight", i, .length) }
        t.value(expansionResistance, "expansionResistance", .length)
        t.value(contractionResistance, "contractionResistance", .length)
        return t
    }

    func make() -> (ShyBarsConfiguration?, ShyBarsConfigurationError?) {
        let rate = DecelerationRate(self.rate)
        check((rate != nil) == (self.rate > 0 && self.rate < 1), "rules.deceleration-rate", "DecelerationRate(\(self.rate)) gave \(String(describing: rate))")
        return attempt { () throws(ShyBarsConfigurationError) in
            try ShyBarsConfiguration(bars: bars, stacking: stacking, followers: followers, stackTopInset: stackTopInset,
                                     expansionResistance: expansionResistance, contractionResistance: contractionResistance,
                                     snapsOnRelease: snapsOnRelease, decelerationRate: rate ?? .normal,
                                     appearPolicy: appear, foregroundPolicy: foreground)
        }
    }
}

/// A scroll view as the shy bars see it.
struct SimulatedScroll: CustomStringConvertible {
    var offsetY = -59.0, contentHeight = 3000.0, viewportHeight = 852.0, insetTop = 59.0, insetBottom = 34.0
    var metrics: ScrollMetrics {
        ScrollMetrics(contentOffsetY: offsetY, contentHeight: contentHeight, viewportHeight: viewportHeight,
                      contentInsetTop: insetTop, contentInsetBottom: insetBottom)
    }
    var description: String { "\(metrics)" }
}

func fuzzShyBars(_ input: inout FuzzInput) {
    let fields = ShyFields(&input)
    let (made, error) = fields.make()
    guard compareRules("ShyBarsConfiguration", fields.table, error, ordered: false, "\(fields)"), let c = made else { return }
    let total = c.totalHideableDistance
    check(total.isFinite && total >= 0, "shy.finite", "totalHideableDistance \(total) for \(fields)")

    var scroll = SimulatedScroll()
    let scale = fields.scale * Double(max(c.bars.count, 4)) / 4
    scroll.contentHeight = input.byte() % 4 == 0 ? input.double(typical: 400 * scale) : input.double(typical: 3000 * scale)
    scroll.insetTop = input.double(typical: c.stackTopInset + c.stackHeight)
    scroll.offsetY = -scroll.insetTop
    // The same stack with other bar heights (a rotation, Dynamic Type), when valid.
    let factor = input.pick([0.75, 1.25, 0.5])
    let rotated = try? ShyBarsConfiguration(
        bars: c.bars.map { ShyBar(height: $0.height * factor, minimumVisibleHeight: $0.minimumVisibleHeight * factor, isSticky: $0.isSticky,
                                  fade: $0.fade, contentScale: $0.contentScale, scrollFlags: $0.scrollFlags,
                                  topMargin: $0.topMargin * factor, bottomMargin: $0.bottomMargin * factor) },
        stacking: c.stacking, followers: c.followers, stackTopInset: c.stackTopInset * factor, expansionResistance: c.expansionResistance,
        contractionResistance: c.contractionResistance, snapsOnRelease: c.snapsOnRelease, decelerationRate: c.decelerationRate,
        appearPolicy: c.appearPolicy, foregroundPolicy: c.foregroundPolicy)
    var useRotated = false
    var disappeared = false
    var state = ShyBarsState()
    var log: [String] = []
    var lastUsable: ScrollMetrics?
    let steps = input.int(1...64)
    for _ in 0..<steps {
        if input.isEmpty { break }
        let event: ShyBarsInput
        switch input.byte() % 24 {
        case 0...7:  // scroll by a step, the usual frame
            scroll.offsetY += input.ordinary(input.bool() ? 30 * scale : 600 * scale)
            event = .scrolled(scroll.metrics)
        case 8:  // to the very top, or into the top bounce
            scroll.offsetY = -scroll.insetTop - (input.bool() ? 0 : abs(input.ordinary(80)))
            event = .scrolled(scroll.metrics)
        case 9:  // to the end, or into the bottom bounce
            scroll.offsetY = scroll.metrics.maximumPosition - scroll.insetTop + (input.bool() ? 0 : abs(input.ordinary(80)))
            event = .scrolled(scroll.metrics)
        case 10:  // content height changes (reported as a scroll frame or as a size change)
            scroll.contentHeight = input.bool() ? input.double(typical: 300) : input.double(typical: 5000)
            if input.bool() { scroll.offsetY = min(scroll.offsetY, scroll.metrics.maximumPosition - scroll.insetTop) }
            event = input.bool() ? .contentSizeChanged(scroll.metrics) : .scrolled(scroll.metrics)
        case 11:  // rotation: new metrics and, sometimes, the configuration for the new bar heights
            scroll.viewportHeight = input.double(typical: 393)
            event = .viewportChanged(scroll.metrics)
            if input.bool(), let r = rotated { useRotated.toggle(); _ = r }
        case 12: event = .dragBegan
        case 13, 14: event = .dragEnded(velocity: input.bool() ? input.double() : input.ordinary(4000))
        case 15: event = .decelerationEnded
        case 16: event = .scrollToTop
        case 17:
            switch input.byte() % 7 {
            case 0: event = .disappeared
            case 1: event = .enteredForeground
            case 2: event = .sizeTransitionBegan
            case 3: event = .sizeTransitionEnded
            case 4: event = .containerHidesBars(input.bool())
            default: event = .appeared
            }
        case 18: event = input.bool() ? .expand(animated: input.bool()) : .contract(animated: input.bool())
        case 19: event = .setEnabled(input.byte() % 4 != 0)
        case 20: event = .setPaused(input.bool())
        case 21:  // metrics with anything in them
            var m = scroll.metrics
            switch input.byte() % 5 {
            case 0: m.contentOffsetY = input.double()
            case 1: m.contentHeight = input.double()
            case 2: m.viewportHeight = input.double()
            case 3: m.contentInsetTop = input.double()
            default: m.contentInsetBottom = input.double()
            }
            if m.isUsable, input.bool() { scroll = SimulatedScroll(offsetY: m.contentOffsetY, contentHeight: m.contentHeight, viewportHeight: m.viewportHeight, insetTop: m.contentInsetTop, insetBottom: m.contentInsetBottom) }
            event = input.bool() ? .scrolled(m) : .contentSizeChanged(m)
        default:  // a layout pass (any change, momentum or not), or the same offset again
            if input.bool() {
                scroll.offsetY += input.byte() % 2 == 0 ? 0 : input.ordinary(300 * scale)
                var m = scroll.metrics
                m.isDecelerating = input.bool()
                event = .frame(m)
            } else {
                event = .scrolled(scroll.metrics)
            }
        }
        let current = useRotated ? rotated! : c
        log.append(useRotated ? "\(event) (rotated configuration)" : "\(event)")
        let step = current.step(state, event)
        checkShyStep(current, state, event, step, lastUsable, { "\(fields)\n inputs: \(log)" })
        // Rotation keeps contracted bars contracted (at their new heights) unless the content now fits.
        // (At the top every bar is shown instead; in Android's order a block that would hide further
        // than the content is scrolled rests on the content, unless a program contracted it.)
        let blockRestsOnContent = current.stacking == .appBarLayout && !step.state.isContractedByProgram
            && step.state.lastPosition < current.totalHideableDistance
        if case let .viewportChanged(m) = event, state.status == .contracted, m.isUsable, m.maximumPosition > current.totalHideableDistance,
           m.position > 0, step.state.isEnabled, !blockRestsOnContent {
            check(step.state.status == .contracted, "shy.rotation-keeps-contracted", "contracted bars became \(step.state.status) \(fields)\n inputs: \(log)")
        }
        if case let .scrolled(m) = event, m.isUsable { lastUsable = m }
        if case let .contentSizeChanged(m) = event, m.isUsable { lastUsable = m }
        if case let .viewportChanged(m) = event, m.isUsable { lastUsable = m }
        if case let .frame(m) = event, m.isUsable { lastUsable = m }
        // A screen's bars are shared: from .disappeared until .appeared they are handed back shown
        // and nothing moves them.
        if case .disappeared = event { disappeared = true }
        if case .appeared = event { disappeared = false }
        if disappeared {
            check(step.state.hiddenDistance == 0, "shy.disappeared-hands-back", "hidden \(step.state.hiddenDistance) after .disappeared \(fields)\n inputs: \(log)")
        }
        if step.contentOffsetShift != 0, input.bool() {  // the platform moves the content with the bars
            scroll.offsetY += step.contentOffsetShift
            log.append("(content moved by the shift)")
        }
        state = step.state
    }
}

func checkShyStep(_ c: ShyBarsConfiguration, _ previous: ShyBarsState, _ event: ShyBarsInput, _ step: ShyBarsStep,
                  _ lastUsable: ScrollMetrics?, _ context: () -> String) {
    let total = c.totalHideableDistance
    let layout = step.layout
    let hidden = step.state.hiddenDistance
    // Determinism.
    check(c.step(previous, event) == step, "shy.deterministic", "two steps differ \(context())")
    // Finite and in range.
    check(hidden.isFinite && hidden >= 0 && hidden <= total && layout.hiddenDistance == hidden, "shy.hidden-in-range",
          "hidden \(hidden) of \(total) \(context())")
    check(step.contentOffsetShift.isFinite, "shy.finite", "shift \(step.contentOffsetShift) \(context())")
    check(layout.hiddenFraction.isFinite && isUnit(layout.hiddenFraction), "shy.hidden-in-range", "fraction \(layout.hiddenFraction) \(context())")
    var fractions: [Double] = []
    for i in 0..<layout.barCount {
        let bar = layout.bar(i)
        let spec = c.bars[i]
        fractions.append(bar.hiddenFraction)
        check([bar.minY, bar.maxY, bar.translationY, bar.hiddenHeight, bar.hiddenFraction, bar.barAlpha, bar.contentAlpha, bar.contentScale].allSatisfy { $0.isFinite },
              "shy.finite", "bar \(i): \(bar) \(context())")
        check(isUnit(bar.hiddenFraction) && isUnit(bar.barAlpha) && isUnit(bar.contentAlpha), "shy.per-bar-in-range",
              "bar \(i): \(bar) \(context())")
        // What a bar can hide: its hideable height one under another; in one block, its height
        // (less its minimum height with exitUntilCollapsed).
        let hideable = c.stacking == .slidesUnder ? spec.hideableHeight
            : spec.scrollFlags.contains(.exitUntilCollapsed) ? spec.height - spec.minimumVisibleHeight : spec.height
        check(bar.hiddenHeight >= 0 && bar.hiddenHeight <= hideable + slack(hideable), "shy.per-bar-in-range", "bar \(i): \(bar) \(context())")
        check(bar.translationY <= 0, "shy.per-bar-in-range", "bar \(i) moved down: \(bar) \(context())")
        if spec.isSticky { check(bar.translationY == 0, "shy.sticky-never-moves", "sticky bar \(i): \(bar) \(context())") }
        var minimumScale = 1.0
        if case let .shrink(s) = spec.contentScale { minimumScale = s }
        check(bar.contentScale >= minimumScale - 1e-15 && bar.contentScale <= 1, "shy.per-bar-in-range", "bar \(i) scale \(bar.contentScale) \(context())")
    }
    for i in 0..<c.followers.count {
        let t = layout.followerTranslationY(i)
        check(t.isFinite && t >= 0 && t <= c.followers[i].height, "shy.follower-in-range", "follower \(i) \(t) \(context())")
    }
    if c.stacking == .appBarLayout {
        // No gap between the block and the content: never hidden further than the content is
        // scrolled, but while paused or disabled, while a snap's shift is under way, or after a
        // program's contract until the user scrolls back.
        // Checked after every frame with usable metrics, a resume, a release and the end of momentum
        // (a command or a lifecycle input waits for the next frame).
        let after = step.state
        var isFrameOrSettling = false
        switch event {
        case let .scrolled(m), let .frame(m), let .contentSizeChanged(m), let .viewportChanged(m): isFrameOrSettling = m.isUsable
        case .setPaused(false): isFrameOrSettling = previous.isPaused  // a resume, not a redundant call
        case .dragEnded, .decelerationEnded: isFrameOrSettling = true
        default: break
        }
        if isFrameOrSettling, after.isEnabled, !after.isPaused, after.hasMetrics, after.pendingOffsetShift == 0,
           !after.isContractedByProgram {
            check(hidden <= max(0, after.lastPosition) + 1e-9, "shy.app-bar-block-on-content",
                  "hidden \(hidden) at \(after.lastPosition) \(context())")
        }
        // One block: every bar moves up by the hidden distance; a bar that stays (no scroll), and
        // every bar below it or below an exitUntilCollapsed bar, never hides.
        var stopped = false
        for i in c.bars.indices {
            let bar = layout.bar(i)
            check(bar.translationY == -hidden, "shy.app-bar-one-block", "bar \(i) moved \(bar.translationY), the block \(hidden) \(context())")
            let flags = c.bars[i].scrollFlags
            if stopped || !flags.contains(.scroll) {
                check(bar.hiddenHeight == 0, "shy.app-bar-pinned-stays", "bar \(i) below the stop hid \(bar.hiddenHeight) \(context())")
                stopped = true
            }
            if flags.contains(.exitUntilCollapsed) { stopped = true }
        }
    }
    // Drawer order: an upper bar hides only once every hideable bar below it is fully hidden.
    for i in c.bars.indices where c.stacking == .slidesUnder && c.bars[i].hideableHeight > 0 && fractions[i] > 1e-9 {
        for j in c.bars.indices where j > i && c.bars[j].hideableHeight > 0 {
            check(fractions[j] >= 1 - 1e-9, "shy.drawer-order", "bar \(i) hides (\(fractions[i])) before bar \(j) is hidden (\(fractions[j])) \(context())")
        }
    }
    // Status and its change, once.
    let status: ShyBarsStatus = hidden <= 0 ? .expanded : hidden >= total ? .contracted : .transitioning
    check(step.state.status == status, "shy.status", "status \(step.state.status) for hidden \(hidden)/\(total) \(context())")
    check(step.statusChange == (status != previous.status ? status : nil), "shy.status-change-once",
          "statusChange \(String(describing: step.statusChange)) from \(previous.status) to \(status) \(context())")

    let state = step.state
    // Disabled: shown, and kept shown.
    if !state.isEnabled { check(hidden == 0, "shy.disabled-shows", "disabled with hidden \(hidden) \(context())") }
    // Paused: frozen whatever scrolls.
    var isScrollish = false
    switch event {
    case .scrolled, .contentSizeChanged, .viewportChanged, .dragBegan, .dragEnded, .decelerationEnded: isScrollish = true
    default: break
    }
    if previous.isPaused, state.isPaused, isScrollish {
        let before = reconciled(previous, c)
        check(hidden == before, "shy.paused-frozen", "paused bars moved \(before) → \(hidden) on \(event) \(context())")
    }
    var metrics: ScrollMetrics?
    switch event {
    case let .scrolled(m), let .contentSizeChanged(m), let .viewportChanged(m): metrics = m.isUsable ? m : nil
    default: break
    }
    if let m = metrics, state.isEnabled, !state.isPaused {
        // Content that fits never hides the bars.
        if m.maximumPosition <= total {
            check(hidden == 0, "shy.content-fits", "content fits (max \(m.maximumPosition) ≤ \(total)) but hidden \(hidden) \(context())")
        }
        // At the top every bar is shown: any input with metrics at or above the top inset.
        if m.position <= 0 {
            check(hidden == 0, "shy.back-at-top", "content at the top (position \(m.position)) but hidden \(hidden) \(context())")
        }
        // Rotation settles a part-way stack: all shown or all hidden (one under another).
        if case .viewportChanged = event, !state.isDragging, c.stacking == .slidesUnder {
            check(hidden == 0 || hidden == total, "shy.rotation-settles", "stack left at \(hidden) of \(total) (bars \(fractions)) after \(event) \(context())")
        }
    }
    // Redundant .setEnabled / .setPaused change nothing at all.
    var redundant = false
    if case let .setEnabled(x) = event, x == previous.isEnabled { redundant = true }
    if case let .setPaused(x) = event, x == previous.isPaused { redundant = true }
    if redundant {
        check(state == previous && step.statusChange == nil && !step.animatesChange && step.contentOffsetShift == 0,
              "shy.redundant-changes-nothing", "\(event) changed the state \(context())")
    }
    // On resuming, content that fits or is at the top brings the bars back at once.
    if case .setPaused(false) = event, previous.isPaused, state.isEnabled, let m = lastUsable,
       m.maximumPosition <= total || m.position <= 0 {
        check(hidden == 0, "shy.resume-applies", "resumed with content fitting or at the top (\(m)) but hidden \(hidden) \(context())")
    }
    // Non-finite metrics are ignored.
    switch event {
    case let .scrolled(m), let .contentSizeChanged(m), let .viewportChanged(m):
        if !m.isUsable {
            let r = reconciled(previous, c)
            let rStatus: ShyBarsStatus = r <= 0 ? .expanded : r >= c.totalHideableDistance ? .contracted : .transitioning
            check(state.hiddenDistance == r && (step.statusChange == nil || rStatus != previous.status),
                  "shy.unusable-metrics-ignored", "unusable \(m) moved the bars from \(previous.hiddenDistance) (\(previous.status), paused \(previous.isPaused), enabled \(previous.isEnabled)) to \(hidden) of \(c.totalHideableDistance) \(context())")
        }
    case let .dragEnded(v):
        if v.isNaN { check(step == c.step(previous, .dragEnded(velocity: 0)), "shy.nan-velocity-is-zero", "NaN velocity differs from 0 \(context())") }
    default: break
    }
    // Settled after a release or the end of momentum: the whole stack shown or hidden, every bar exactly.
    var settles = false
    switch event {
    case .dragEnded: settles = c.snapsOnRelease && state.isEnabled && !state.isPaused
    case .decelerationEnded: settles = c.snapsOnRelease && state.isEnabled && !state.isPaused && !state.isDragging
    default: break
    }
    if settles, c.stacking == .slidesUnder {
        check(fractions.allSatisfy { $0 == 0 || $0 == 1 }, "shy.settled-after-release", "bars left at \(fractions) after \(event) \(context())")
        check(hidden == 0 || hidden == c.totalHideableDistance, "shy.settled-whole", "stack left part-way at \(hidden) after \(event) \(context())")
    }
    if settles, c.stacking == .appBarLayout, hidden > 0, hidden < total {
        // One block: the bar the release leaves part-way, if it snaps, is at one of its edges
        // (README: shown, hidden, or at its collapsed height), found here from the bars themselves.
        var top = 0.0
        for bar in c.bars {
            top += bar.topMargin
            let flags = bar.scrollFlags
            let withMargins = flags.contains(.snapMargins)
            let spanTop = top - (withMargins ? bar.topMargin : 0)
            let spanBottom = top + bar.height + (withMargins ? bar.bottomMargin : 0)
            if spanTop <= hidden, hidden <= spanBottom {
                if flags.contains(.snap) {
                    var edges = [spanTop, flags.contains(.exitUntilCollapsed) ? top + bar.height - bar.minimumVisibleHeight : spanBottom]
                    if flags.contains(.enterAlwaysCollapsed) {
                        // The collapsed height splits the bar: a release settles on the side it was on.
                        let seam = top + bar.height - bar.minimumVisibleHeight
                        edges = reconciled(previous, c) > seam ? [seam, edges[1]] : [edges[0], seam]
                    }
                    check(edges.contains { abs($0 - hidden) <= slack(max(abs($0), total)) || $0 >= total && hidden == total },
                          "shy.app-bar-snapped", "left at \(hidden) of \(total), edges \(edges) after \(event) \(context())")
                }
                break
            }
            top += bar.height + bar.bottomMargin
        }
    }
    // The content offset shift stays inside the scrollable range.
    if step.contentOffsetShift != 0, let m = lastUsable {
        let position = min(max(m.position, 0), m.maximumPosition)
        let landing = position + step.contentOffsetShift
        check(landing >= -slack(position) && landing <= m.maximumPosition + slack(m.maximumPosition), "shy.shift-in-range",
              "shift \(step.contentOffsetShift) from \(position) leaves 0…\(m.maximumPosition) \(context())")
    }
}

/// The previous hidden distance under (possibly new) configuration `c`: contracted bars stay
/// contracted at the new heights, anything else is limited to what the stack can hide.
func reconciled(_ previous: ShyBarsState, _ c: ShyBarsConfiguration) -> Double {
    previous.status == .contracted ? c.totalHideableDistance : min(max(previous.hiddenDistance, 0), c.totalHideableDistance)
}
