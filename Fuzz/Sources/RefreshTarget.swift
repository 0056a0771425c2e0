// Target `refresh`: RefreshConfiguration's and DampedSpring's rule tables and the refresh cycle's
// documented transitions and outputs over fuzzed inputs and times.

func springTable(_ response: Double, _ damping: Double) -> Table {
    var t = Table()
    t.value(response, "response", .duration)
    t.value(damping, "dampingFraction", .ratio)
    return t
}

func decodeSpring(_ input: inout FuzzInput) -> DampedSpring? {
    switch input.byte() % 4 {
    case 0: return .smooth
    case 1: return input.pick([.snappy, .bouncy])
    default:
        let response = input.double(typical: 0.5), damping = input.double(typical: input.pick([0.7, 1, 1.5]))
        let (spring, error) = attempt { () throws(SpringError) in try DampedSpring(response: response, dampingFraction: damping) }
        guard compareRules("DampedSpring", springTable(response, damping), error, ordered: false, "DampedSpring(response: \(response), dampingFraction: \(damping))") else { return nil }
        return spring
    }
}

func fuzzRefresh(_ input: inout FuzzInput) {
    let configuration: RefreshConfiguration
    if input.byte() % 4 == 0 {
        guard let header = decodeHeader(&input) else { return }
        configuration = RefreshConfiguration(header: header)
    } else {
        let threshold = input.double(typical: 80), hold = input.double(typical: 60), size = input.double(typical: 28)
        let width = input.double(typical: 393), inset = input.double(typical: 59), turns = input.double(typical: 1)
        guard let spring = decodeSpring(&input) else { return }
        var t = Table()
        t.value(threshold, "threshold", .positiveLength)
        t.value(hold, "holdHeight", .positiveLength)
        t.value(size, "spinnerSize", .positiveLength)
        t.value(width, "viewportWidth", .positiveLength)
        t.value(inset, "topSafeAreaInset", .length)
        t.value(turns, "spinnerTurnsPerSecond", .ratio)
        let (made, error) = attempt { () throws(RefreshConfigurationError) in
            try RefreshConfiguration(threshold: threshold, holdHeight: hold, spinnerSize: size, viewportWidth: width,
                                     topSafeAreaInset: inset, spinnerTurnsPerSecond: turns, endingSpring: spring)
        }
        let accepted = compareRules("RefreshConfiguration", t, error, ordered: false,
                     "RefreshConfiguration(threshold: \(threshold), holdHeight: \(hold), spinnerSize: \(size), viewportWidth: \(width), topSafeAreaInset: \(inset), spinnerTurnsPerSecond: \(turns), endingSpring: \(spring))")
        guard accepted, let made else { return }
        configuration = made
    }
    let c = configuration
    check(c.endingDuration.isFinite && c.endingDuration >= 0, "refresh.finite", "endingDuration \(c.endingDuration) for \(c)")
    var state = RefreshState()
    var time = input.bool() ? 0 : input.double()
    var log: [String] = []
    var triggersThisPull = 0
    var endingStartedAt: Double?
    for _ in 0..<input.int(1...48) {
        if input.isEmpty { break }
        switch input.byte() % 8 {
        case 0: time = input.double()                              // any time at all
        case 1: time += input.ordinary(100)                         // may go back
        default: time += abs(input.ordinary(0.05))                  // a frame
        }
        let event: RefreshInput
        switch input.byte() % 10 {
        case 0...3: event = .pulled(stretch: input.bool() ? input.double() : input.ordinary(2 * c.threshold), isDragging: input.byte() % 4 != 0)
        case 4: event = .released
        case 5: event = .beginRefreshing
        case 6: event = .endRefreshing(offset: input.bool() ? input.double() : input.ordinary(100))
        default: event = .frame
        }
        log.append("\(event) at \(time)")
        let step = c.step(state, event, at: time)
        check(c.step(state, event, at: time) == step, "refresh.deterministic", "two steps differ \(log)")
        checkRefresh(c, state, event, time, step, { "\(c)\n inputs: \(log)" })
        // didTrigger at most once per pull: a pull ends when the finger lifts or the phase goes idle.
        if step.didTrigger { triggersThisPull += 1 }
        check(triggersThisPull <= 1, "refresh.trigger-once-per-pull", "triggered \(triggersThisPull) times in one pull \(log)")
        if case .released = event { triggersThisPull = 0 }
        // The ending lasts `endingDuration`: from then on the next step is idle.
        if state.phase != .ending, step.state.phase == .ending { endingStartedAt = step.state.time }
        if state.phase == .ending, let start = endingStartedAt, step.state.time - start >= c.endingDuration {
            if case .beginRefreshing = event {} else {
                check(step.state.phase == .idle, "refresh.ending-ends", "still \(step.state.phase) \(step.state.time - start) s into an ending of \(c.endingDuration) s \(log)")
            }
        }
        if step.state.phase != .ending { endingStartedAt = nil }
        state = step.state
    }
}

func checkRefresh(_ c: RefreshConfiguration, _ previous: RefreshState, _ event: RefreshInput, _ rawTime: Double,
                  _ step: RefreshStep, _ context: () -> String) {
    let out = step.output
    let state = step.state
    check([out.progress, out.heldInset, out.spinnerAlpha, out.spinnerRotation, state.stretch, state.time].allSatisfy { $0.isFinite } && out.spinnerFrame.isFinite,
          "refresh.finite", "\(out) \(context())")
    check(isUnit(out.progress) && isUnit(out.spinnerAlpha), "refresh.progress-alpha-in-unit", "\(out) \(context())")
    check(out.heldInset >= 0 && out.heldInset <= c.holdHeight, "refresh.held-inset-bounds", "\(out) \(context())")
    check(out.spinnerRotation >= 0 && out.spinnerRotation <= 2 * Double.pi, "refresh.rotation-0-to-2pi", "rotation \(out.spinnerRotation) \(context())")
    check(out.spinnerFrame.width == c.spinnerSize && out.spinnerFrame.minY >= c.topSafeAreaInset - slack(c.topSafeAreaInset + c.spinnerSize + out.heldInset + state.stretch), "refresh.spinner-frame", "\(out.spinnerFrame) \(context())")
    check(out.phase == state.phase, "refresh.phase", "output phase \(out.phase) vs state \(state.phase) \(context())")
    // Time: non-finite reads as the last time; it never goes back.
    let time = rawTime.isFinite ? max(rawTime, previous.time) : previous.time
    check(state.time == time, "refresh.time", "time \(state.time), expected \(time) \(context())")
    // Transitions (README: idle → pulling → armed → refreshing → ending → idle).
    let from = previous.phase, to = state.phase
    var allowed: [RefreshPhase]
    switch event {
    case let .pulled(stretch, dragging):
        let s = stretch.isFinite ? min(max(stretch, 0), 1_000_000) : previous.stretch
        switch from {
        case .idle: allowed = dragging && s > 0 ? [s >= c.threshold ? .armed : .pulling] : [.idle]
        case .pulling: allowed = [s >= c.threshold ? .armed : s <= 0 ? .idle : .pulling]
        case .armed: allowed = dragging && s < c.threshold ? [s > 0 ? .pulling : .idle] : [.armed]
        case .refreshing: allowed = [.refreshing]   // a second pull while refreshing starts nothing
        case .ending: allowed = [.ending, .idle]
        }
    case .released:
        switch from {
        case .armed: allowed = [.refreshing]
        case .pulling: allowed = [.idle]            // released before the threshold: nothing happens
        case .idle: allowed = [.idle]
        case .refreshing: allowed = [.refreshing]
        case .ending: allowed = [.ending, .idle]
        }
    case .beginRefreshing: allowed = [.refreshing]
    case let .endRefreshing(offset):
        switch from {
        case .refreshing: allowed = offset.isFinite && offset >= 0 ? [.idle] : [.ending, .idle]
        case .ending: allowed = [.ending, .idle]
        default: allowed = [from]
        }
    case .frame: allowed = from == .ending ? [.ending, .idle] : [from]
    }
    check(allowed.contains(to), "refresh.transitions", "\(from) → \(to) on \(event); allowed \(allowed) \(context())")
    let triggers: Bool
    if case .released = event, from == .armed { triggers = true } else { triggers = false }
    check(step.didTrigger == triggers, "refresh.did-trigger", "didTrigger \(step.didTrigger) on \(event) from \(from) \(context())")
    if to == .idle { check(out.heldInset == 0 && out.spinnerAlpha == 0, "refresh.idle-shows-nothing", "\(out) \(context())") }
    if to == .refreshing { check(out.heldInset == c.holdHeight, "refresh.holds-while-refreshing", "\(out) \(context())") }
}
