import PropertyBased
import Testing

@testable import ProfileHeaderCore

/// A length the configuration supports: 0, or at least ``SupportedRange/minimumPositiveLength``.
func supportedLength(_ length: Double) -> Double {
    length < SupportedRange.minimumPositiveLength ? 0 : length
}

/// A random stack of 1–4 bars (some sticky, some keeping a strip), a follower, and resistances.
func shyConfiguration(from unit: [Double]) -> ShyBarsConfiguration {
    func u(_ index: Int) -> Double { unit[index % unit.count] }
    let count = 1 + Int(u(0) * 3.999)
    var bars: [ShyBar] = []
    for index in 0..<count {
        let height = 10 + u(1 + index * 4) * 90
        bars.append(ShyBar(
            height: height,
            minimumVisibleHeight: u(2 + index * 4) < 0.3 ? supportedLength(u(3 + index * 4) * height) : 0,
            isSticky: index > 0 && u(4 + index * 4) < 0.2,
            fade: ShyBarFade.allCases[Int(u(3 + index * 4) * 2.999)],
            contentScale: u(2 + index * 4) > 0.8 ? .shrink(minimumScale: max(0.1, u(4 + index * 4))) : .none
        ))
    }
    do {
        return try ShyBarsConfiguration(
            bars: bars,
            followers: u(20) < 0.5 ? [ShyFollower(height: supportedLength(u(21) * 100))] : [],
            stackTopInset: supportedLength(u(22) * 60),
            expansionResistance: u(23) < 0.3 ? 0 : u(23) * 300,
            contractionResistance: u(24) < 0.5 ? 0 : u(24) * 100,
            snapsOnRelease: u(25) < 0.85,
            decelerationRate: u(26) < 0.5 ? .normal : .fast,
            appearPolicy: ShyBarsPolicy.allCases[Int(u(27) * 2.999)],
            foregroundPolicy: ShyBarsPolicy.allCases[Int(u(28) * 2.999)]
        )
    } catch {
        Issue.record("generated shy configuration was rejected: \(error)")
        return ShyBarsSimulator.standard
    }
}

/// Plays a random sequence of inputs, given as pairs of numbers in 0…1, on a simulated scroll view.
func play(_ events: [Double], on configuration: ShyBarsConfiguration,
          check: (ShyBarsSimulator, ShyBarsInput) -> Void = { _, _ in }) -> ShyBarsSimulator {
    var sim = ShyBarsSimulator(configuration: configuration, contentHeight: 400 + events[0] * 4_000)
    sim.viewportHeight = 300 + events[1] * 700
    sim.start(at: 0)
    var index = 2
    while index + 1 < events.count {
        let kind = Int(events[index] * 20)
        let value = events[index + 1]
        index += 2
        let input: ShyBarsInput
        switch kind {
        case 0...8:  // scrolling, mostly small steps, sometimes large jumps
            let delta = (value - 0.5) * (kind == 8 ? 3_000 : 60)
            sim.position = min(max(sim.position + delta, -150), sim.maximumPosition + 150)
            input = .scrolled(sim.metrics)
        case 9: input = .dragBegan
        case 10: input = .dragEnded(velocity: (value - 0.5) * 8_000)
        case 11: input = .decelerationEnded
        case 12:
            input = .scrollToTop
        case 13:
            sim.contentHeight = value * 4_000
            sim.position = min(sim.position, sim.maximumPosition)
            input = .contentSizeChanged(sim.metrics)
        case 14:
            sim.viewportHeight = 300 + value * 700
            sim.position = min(sim.position, sim.maximumPosition)
            input = .viewportChanged(sim.metrics)
        case 15: input = value < 0.3 ? .appeared : value < 0.45 ? .sizeTransitionBegan : value < 0.6 ? .sizeTransitionEnded
            : value < 0.8 ? .containerHidesBars(value < 0.7) : .enteredForeground
        case 16: input = value < 0.5 ? .expand(animated: value < 0.25) : .contract(animated: value < 0.75)
        case 17: input = value < 0.5 ? .setEnabled(value < 0.4) : .setPaused(value < 0.7)
        case 18:  // garbage from a broken adapter
            let bad = [Double.nan, .infinity, -.infinity][Int(value * 2.999)]
            input = value < 0.5
                ? .scrolled(ScrollMetrics(contentOffsetY: bad, contentHeight: sim.contentHeight, viewportHeight: sim.viewportHeight))
                : .dragEnded(velocity: bad)
        default:
            sim.position = value < 0.5 ? -value * 200 : sim.maximumPosition + value * 100  // rubber band
            input = .scrolled(sim.metrics)
        }
        sim.send(input)
        check(sim, input)
    }
    return sim
}

let shyConfigurations = Gen.double(in: 0...1).array(of: 30).map { shyConfiguration(from: $0) }
let eventSequences = Gen.double(in: 0...1).array(of: 2...160)

@Suite("Shy bars properties")
struct ShyBarsPropertyTests {
    @Test("Hidden amounts stay within each bar, and every output is finite, for any input sequence")
    func boundsAndFiniteness() async {
        await propertyCheck(count: 300, input: shyConfigurations, eventSequences) { config, events in
            _ = play(events, on: config) { sim, _ in
                let step = sim.lastStep
                #expect(step.state.hiddenDistance >= 0 && step.state.hiddenDistance <= config.totalHideableDistance)
                #expect(step.contentOffsetShift.isFinite)
                for index in config.bars.indices {
                    let bar = step.layout.bar(index)
                    #expect(bar.hiddenHeight >= -1e-9 && bar.hiddenHeight <= config.bars[index].hideableHeight + 1e-9)
                    for number in [bar.minY, bar.translationY, bar.barAlpha, bar.contentAlpha, bar.contentScale, bar.hiddenFraction] {
                        #expect(number.isFinite)
                    }
                    #expect(bar.barAlpha >= 0 && bar.barAlpha <= 1 && bar.contentAlpha >= 0 && bar.contentAlpha <= 1)
                    #expect(bar.translationY <= 0)
                }
                for index in config.followers.indices {
                    let translation = step.layout.followerTranslationY(index)
                    #expect(translation >= 0 && translation <= config.followers[index].height + 1e-9)
                }
            }
        }
    }

    @Test("When the content fits, nothing is hidden (unless paused: pausing wins until resumed)")
    func contentThatFitsShowsEverything() async {
        await propertyCheck(count: 300, input: shyConfigurations, eventSequences) { config, events in
            _ = play(events, on: config) { sim, _ in
                if !sim.state.isPaused, sim.state.hasMetrics, sim.state.lastMaximumPosition <= config.totalHideableDistance {
                    #expect(sim.hidden == 0)
                }
            }
        }
    }

    @Test("A frame at the top with content that scrolls leaves every bar fully shown unless paused")
    func barsAreBackAtTheTop() async {
        await propertyCheck(count: 400, input: shyConfigurations, eventSequences, Gen.double(in: 0...1)) { config, events, last in
            var sim = play(events, on: config)
            // At or above the top inset; sometimes the same frame changes the content height, and
            // sometimes it arrives as a content size change before the frame at the top.
            sim.position = last < 0.5 ? 0 : -(last - 0.5) * 300
            if last > 0.3, last < 0.8 { sim.contentHeight = 2 * config.totalHideableDistance + sim.viewportHeight + last * 3_000 }
            if last > 0.6 { sim.send(.contentSizeChanged(sim.metrics)) }
            sim.send(.scrolled(sim.metrics))
            guard !sim.state.isPaused else { return }
            #expect(sim.hidden == 0)
            for index in config.bars.indices {
                #expect(sim.lastStep.layout.bar(index).hiddenFraction == 0)
            }
        }
    }

    @Test("While paused no scrolling or content change moves the bars; resuming with content that fits shows them")
    func pausingWins() async {
        await propertyCheck(count: 300, input: shyConfigurations, eventSequences) { config, events in
            var previous = 0.0
            let sim = play(events, on: config) { sim, input in
                defer { previous = sim.hidden }
                switch input {
                case .scrolled, .contentSizeChanged, .viewportChanged, .dragEnded, .decelerationEnded:
                    if sim.steps.count >= 2, sim.steps[sim.steps.count - 2].state.isPaused {
                        #expect(sim.hidden == previous)
                    }
                case .setPaused(false):
                    if sim.state.hasMetrics, sim.state.lastMaximumPosition <= config.totalHideableDistance {
                        #expect(sim.hidden == 0)
                    }
                default: break
                }
            }
            _ = sim
        }
    }

    @Test("After a release (or the end of momentum) the whole stack is shown or hidden, never part-way")
    func releasedBarsSettle() async {
        await propertyCheck(count: 300, input: shyConfigurations, eventSequences) { config, events in
            _ = play(events, on: config) { sim, input in
                guard config.snapsOnRelease, sim.state.isEnabled, !sim.state.isPaused else { return }
                let settles: Bool
                switch input {
                case .dragEnded: settles = true
                case .decelerationEnded: settles = !sim.state.isDragging
                default: settles = false
                }
                guard settles else { return }
                #expect(sim.lastStep.layout.status != .transitioning, "left part-way at \(sim.lastStep.layout.hiddenDistance)")
                for index in config.bars.indices {
                    let fraction = sim.lastStep.layout.bar(index).hiddenFraction
                    #expect(fraction == 0 || fraction == 1, "bar \(index) left at \(fraction)")
                }
            }
        }
    }

    @Test("Released anywhere in a stack of bars up to a million points each, every bar is exactly shown or hidden")
    func releasedBarsSettleAtAnySize() async {
        let heights = Gen.double(in: 0.01...1_000_000).array(of: 1...12)
        await propertyCheck(count: 300, input: heights, Gen.double(in: 0...1), Gen.double(in: -8_000...8_000)) { heights, fraction, velocity in
            let bars = heights.enumerated().map { index, height in
                ShyBar(height: height, minimumVisibleHeight: index % 3 == 1 ? supportedLength(height / 3) : 0, isSticky: index % 5 == 4)
            }
            guard let config = try? ShyBarsConfiguration(bars: bars, stackTopInset: 0) else {
                Issue.record("rejected: \(heights)")
                return
            }
            let start = 2 * config.totalHideableDistance + 1_000
            var sim = ShyBarsSimulator(configuration: config, contentHeight: 4 * start)
            sim.start(at: start)
            sim.send(.dragBegan)
            sim.scroll(to: start + fraction * config.totalHideableDistance)
            let released = sim.send(.dragEnded(velocity: velocity))
            #expect(released.layout.hiddenDistance == 0 || released.layout.hiddenDistance == config.totalHideableDistance,
                    "\(heights) left part-way at \(released.layout.hiddenDistance)")
            for index in config.bars.indices {
                let settled = released.layout.bar(index).hiddenFraction
                #expect(settled == 0 || settled == 1, "bar \(index) of \(heights) left at \(settled)")
            }
        }
    }

    @Test("The same sequence gives the same result")
    func deterministic() async {
        await propertyCheck(count: 200, input: shyConfigurations, eventSequences) { config, events in
            let first = play(events, on: config)
            let second = play(events, on: config)
            #expect(first.steps == second.steps)
        }
    }

    @Test("Following the scroll, the bars never move further than the content did")
    func noJumpsWhileTracking() async {
        await propertyCheck(count: 300, input: shyConfigurations, eventSequences) { config, events in
            var previousHidden = 0.0
            var previousPosition = 0.0
            _ = play(events, on: config) { sim, input in
                defer { previousHidden = sim.hidden; previousPosition = sim.state.lastPosition }
                guard case .scrolled = input, !sim.lastStep.animatesChange else { return }
                let contentMoved = abs(sim.state.lastPosition - previousPosition)
                let barsMoved = abs(sim.hidden - previousHidden)
                // Near the top, bars hidden by a program come back in proportion (faster than the
                // content, by at most hidden / position); elsewhere they never outrun the content.
                if previousPosition >= config.totalHideableDistance, sim.state.lastPosition >= config.totalHideableDistance {
                    #expect(barsMoved <= contentMoved + 1e-9)
                }
            }
        }
    }
}
