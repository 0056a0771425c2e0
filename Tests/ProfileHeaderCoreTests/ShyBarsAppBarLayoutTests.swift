import PropertyBased
import Testing

@testable import ProfileHeaderCore

/// Android's AppBarLayout scroll flags on a shy bars stack (``ShyBarsStacking/appBarLayout``), each
/// rule stated as Android's documentation gives it, at named offsets. Screen: 59 pt status bar,
/// 852 pt tall, content 3 000 pt.
@Suite("Shy bars: Android's scroll flags")
struct ShyBarsAppBarLayoutTests {
    static func stack(_ bars: [ShyBar], resistance: Double = 0, snaps: Bool = true) throws -> ShyBarsSimulator {
        let configuration = try ShyBarsConfiguration(bars: bars, stacking: .appBarLayout, stackTopInset: 59,
                                                     expansionResistance: resistance, snapsOnRelease: snaps)
        return ShyBarsSimulator(configuration: configuration)
    }

    /// A 56 pt toolbar over a 48 pt tab strip without flags: the Material "toolbar scrolls, tabs stay".
    static func toolbarAndTabs(_ toolbar: ShyBarScrollFlags) throws -> ShyBarsSimulator {
        try stack([ShyBar(height: 56, scrollFlags: toolbar), ShyBar(height: 48, scrollFlags: [])])
    }

    @Test("scroll: the stack moves up as one block, top bar first; a bar without scroll and those below it stay, pinned")
    func scrollMovesTheBlock() throws {
        var sim = try Self.toolbarAndTabs([.scroll])
        #expect(sim.configuration.totalHideableDistance == 56)
        sim.start(at: 500)
        sim.scroll(by: 30)
        let toolbar = sim.layout.bar(0), tabs = sim.layout.bar(1)
        #expect(toolbar.translationY == -30 && toolbar.hiddenHeight == 30 && toolbar.minY == 29)
        #expect(tabs.translationY == -30 && tabs.hiddenHeight == 0 && tabs.minY == 85)  // follows the toolbar up
        sim.scroll(by: 200)
        #expect(sim.layout.bar(0).hiddenFraction == 1)
        #expect(sim.layout.bar(1).minY == 59 && sim.layout.bar(1).hiddenFraction == 0)  // pinned under the status bar
        #expect(sim.layout.stackBottom == 107)
    }

    @Test("Without enterAlways a bar comes back only as the content reaches the top; never further hidden than scrolled")
    func scrollAloneReturnsAtTheTop() throws {
        var sim = try Self.toolbarAndTabs([.scroll])
        sim.start(at: 1_000)
        sim.scroll(by: 100)
        sim.scroll(by: -400)
        #expect(sim.hidden == 56)  // far from the top: scrolling back brings nothing
        sim.scroll(to: 30)
        #expect(sim.hidden == 30)  // the content's top row is just under the toolbar's bottom
        sim.scroll(to: 0)
        #expect(sim.hidden == 0)
    }

    @Test("enterAlways: any scroll toward the top brings the bar back at once (quick return), past the resistance")
    func enterAlwaysQuickReturn() throws {
        var sim = try Self.toolbarAndTabs([.scroll, .enterAlways])
        sim.start(at: 1_000)
        sim.scroll(by: 100)
        sim.scroll(by: -20)
        #expect(sim.hidden == 36)
        var resisting = try Self.stack([ShyBar(height: 56, scrollFlags: [.scroll, .enterAlways]), ShyBar(height: 48, scrollFlags: [])],
                                       resistance: 50)
        resisting.start(at: 1_000)
        resisting.scroll(by: 100)
        resisting.scroll(by: -60)
        #expect(resisting.hidden == 46)  // 50 of resistance, then 10 back
    }

    @Test("enterAlwaysCollapsed: the quick return brings back only the minimum height; the rest comes at the top")
    func enterAlwaysCollapsed() throws {
        var sim = try Self.stack([ShyBar(height: 120, minimumVisibleHeight: 56, scrollFlags: [.scroll, .enterAlways, .enterAlwaysCollapsed])])
        sim.start(at: 1_000)
        sim.scroll(by: 200)
        #expect(sim.hidden == 120)
        sim.scroll(by: -100)
        #expect(sim.hidden == 64 && sim.layout.bar(0).maxY == 59 + 56)  // the collapsed 56 pt strip shows
        sim.scroll(to: 40)
        #expect(sim.hidden == 40)
    }

    @Test("exitUntilCollapsed: the bar scrolls off down to its minimum height and stays, keeping the bars below on screen")
    func exitUntilCollapsed() throws {
        var sim = try Self.stack([ShyBar(height: 200, minimumVisibleHeight: 56, scrollFlags: [.scroll, .exitUntilCollapsed]),
                                  ShyBar(height: 48, scrollFlags: [])])
        #expect(sim.configuration.totalHideableDistance == 144)
        sim.start(at: 1_000)
        sim.scroll(by: 500)
        let header = sim.layout.bar(0), tabs = sim.layout.bar(1)
        #expect(header.hiddenHeight == 144 && header.maxY == 115 && header.hiddenFraction == 1 && header.takesTouches)
        #expect(tabs.minY == 115 && tabs.hiddenFraction == 0)
        sim.scroll(by: -300)
        #expect(sim.hidden == 144)  // no enterAlways: back only at the top
        var quick = try Self.stack([ShyBar(height: 200, minimumVisibleHeight: 56, scrollFlags: [.scroll, .enterAlways, .exitUntilCollapsed])])
        quick.start(at: 1_000)
        quick.scroll(by: 500)
        quick.scroll(by: -144)
        #expect(quick.hidden == 0)  // with enterAlways the whole collapsing part returns
    }

    @Test("The quick return brings back the lowest enterAlways bars: a scroll-only bar under them keeps them away")
    func quickReturnRangeIsTheLowestRun() throws {
        // Bottom up: the search bar (scroll only) comes first, so the quick-return range is empty…
        let geometry = try Self.stack([ShyBar(height: 56, scrollFlags: [.scroll, .enterAlways]), ShyBar(height: 50, scrollFlags: [.scroll])])
            .configuration.geometry
        #expect(geometry.totalHideableDistance == 106 && geometry.quickReturnFloor == 50)
        // …and pinned bars below do not break the run.
        let pinned = try Self.stack([ShyBar(height: 56, scrollFlags: [.scroll, .enterAlways]), ShyBar(height: 50, scrollFlags: [.scroll, .enterAlways]),
                                     ShyBar(height: 48, scrollFlags: [])]).configuration.geometry
        #expect(pinned.quickReturnFloor == 0)
    }

    @Test("snap: a release leaving a snapping bar part-way settles it to the nearer edge; a bar without snap stays")
    func snap() throws {
        for (hidden, settled) in [(20.0, 0.0), (27.0, 0.0), (29.0, 56.0), (50.0, 56.0)] {
            var sim = try Self.toolbarAndTabs([.scroll, .enterAlways, .snap])
            sim.start(at: 1_000)
            sim.drag(by: hidden)
            #expect(sim.hidden == settled, "released at \(hidden)")
        }
        var plain = try Self.toolbarAndTabs([.scroll, .enterAlways])
        plain.start(at: 1_000)
        plain.drag(by: 20)
        #expect(plain.hidden == 20)
        var off = try Self.stack([ShyBar(height: 56, scrollFlags: [.scroll, .snap])], snaps: false)
        off.start(at: 1_000)
        off.drag(by: 20)
        #expect(off.hidden == 20)  // snapsOnRelease off: nothing settles
    }

    @Test("snap with a minimum height: settles at the collapsed height too (exitUntilCollapsed, enterAlwaysCollapsed)")
    func snapToTheCollapsedHeight() throws {
        let collapsing: ShyBarScrollFlags = [.scroll, .enterAlways, .enterAlwaysCollapsed, .snap]
        // Seam at 64 (56 pt showing): above it between 0 and 64, beyond it between 64 and 120.
        for (hidden, settled) in [(20.0, 0.0), (40.0, 64.0), (80.0, 64.0), (100.0, 120.0)] {
            var sim = try Self.stack([ShyBar(height: 120, minimumVisibleHeight: 56, scrollFlags: collapsing)])
            sim.start(at: 1_000)
            sim.drag(by: hidden)
            #expect(sim.hidden == settled, "enterAlwaysCollapsed released at \(hidden)")
        }
        for (hidden, settled) in [(60.0, 0.0), (80.0, 144.0)] {
            var sim = try Self.stack([ShyBar(height: 200, minimumVisibleHeight: 56, scrollFlags: [.scroll, .exitUntilCollapsed, .snap])])
            sim.start(at: 1_000)
            sim.drag(by: hidden)
            #expect(sim.hidden == settled, "exitUntilCollapsed released at \(hidden)")
        }
    }

    @Test("snapMargins: the bar settles with its margins, shown with the space above and hidden with the space below")
    func snapMargins() throws {
        func bars(_ flags: ShyBarScrollFlags) -> [ShyBar] {
            [ShyBar(height: 44, scrollFlags: flags, topMargin: 8, bottomMargin: 8), ShyBar(height: 48, scrollFlags: [])]
        }
        var with = try Self.stack(bars([.scroll, .enterAlways, .snap, .snapMargins]))
        #expect(with.configuration.totalHideableDistance == 60 && with.configuration.stackHeight == 108)
        with.start(at: 1_000)
        with.drag(by: 35)
        #expect(with.hidden == 60)  // the space below goes too
        #expect(with.layout.bar(1).minY == 59 && with.layout.stackBottom == 107)
        var edges = try Self.stack(bars([.scroll, .enterAlways, .snap]))
        edges.start(at: 1_000)
        edges.drag(by: 35)
        #expect(edges.hidden == 52)  // the bar's own bottom
        var inMargin = try Self.stack(bars([.scroll, .enterAlways, .snap]))
        inMargin.start(at: 1_000)
        inMargin.drag(by: 4)
        #expect(inMargin.hidden == 4)  // in the margin above the bar: no bar is part-way
        // With snapMargins the margin above is the bar's too: a release in it settles shown.
        for distance in [4.0, 12] {
            var inSnapMargin = try Self.stack(bars([.scroll, .enterAlways, .snap, .snapMargins]))
            inSnapMargin.start(at: 1_000)
            inSnapMargin.drag(by: distance)
            #expect(inSnapMargin.hidden == 0, "released \(distance) pt into the margin above")
        }
    }

    @Test("Frames the engine does not follow (the first after a pause, momentum against a snap) never leave the block hidden further than scrolled")
    func unfollowedFrameKeepsTheBlockOnTheContent() throws {
        var sim = try Self.toolbarAndTabs([.scroll])
        sim.start(at: 1_000)
        sim.scroll(by: 100)
        #expect(sim.hidden == 56)
        sim.send(.setPaused(true))
        sim.scroll(to: 400)
        sim.send(.setPaused(false))
        sim.scroll(to: 20)  // one frame, not measured: the reference was dropped on resuming
        #expect(sim.hidden == 20)  // the toolbar's bottom 36 pt show, flush with the content's top row
        sim.scroll(to: 0)
        #expect(sim.hidden == 0)
        // Momentum against the snap made on release is not followed, but the block stays on the content.
        var snapping = try Self.toolbarAndTabs([.scroll, .snap])
        snapping.start(at: 0)
        snapping.drag(by: 40)
        #expect(snapping.hidden == 56 && snapping.lastStep.contentOffsetShift == 16)  // past the middle: hidden, content with it
        snapping.scroll(to: 56)  // the front end applies the shift
        snapping.scroll(to: 30)  // then momentum carries the content back toward the top
        #expect(snapping.hidden == 30)
        // A program's contract near the top is not a scroll: it is kept until the user scrolls.
        var contracted = try Self.toolbarAndTabs([.scroll])
        contracted.start(at: 30)
        contracted.send(.contract(animated: false))
        #expect(contracted.hidden == 56)
        contracted.scroll(by: 10)
        #expect(contracted.hidden == 56)  // scrolling on keeps it contracted
        contracted.scroll(by: -4, step: 4)
        #expect(abs(contracted.hidden - 56 * 36 / 40) < 1e-9)  // scrolling back: it comes back in proportion
        #expect(!contracted.lastStep.animatesChange)
        contracted.scroll(to: 0)
        #expect(contracted.hidden == 0)  // all shown as the content reaches the top
    }

    @Test("Content that moves near the top while the bars are paused, or that shrinks, finds the block on it when it can follow again")
    func blockLandsOnTheContentAfterPauseAndResize() throws {
        // Paused with the toolbar hidden, a program scrolls to 20: resuming puts the block on the content.
        var paused = try Self.toolbarAndTabs([.scroll])
        paused.start(at: 1_000)
        paused.scroll(by: 100)
        paused.send(.setPaused(true))
        paused.scroll(to: 20)
        #expect(paused.hidden == 56)  // pausing wins: nothing moves
        paused.send(.setPaused(false))
        #expect(paused.hidden == 20)  // resumed: 36 pt of the toolbar show, flush with the first row
        #expect(paused.lastStep.animatesChange)  // a jump the front end animates
        paused.scroll(to: 20)
        #expect(paused.hidden == 20)
        // Content that shrinks near the top (rows removed) while reading at 100 with the toolbar hidden.
        var shrinking = try Self.toolbarAndTabs([.scroll])
        shrinking.start(at: 1_000)
        shrinking.scroll(by: 100)
        shrinking.scroll(to: 100)
        #expect(shrinking.hidden == 56)
        shrinking.contentHeight = 852 - 59 - 104 + 100  // rows above removed: 100 pt of scrolling, the content at 30
        shrinking.position = 30
        shrinking.send(.contentSizeChanged(shrinking.metrics))
        #expect(shrinking.hidden == 30 && shrinking.lastStep.animatesChange)
        // Disabled, the same change moves nothing and animates nothing.
        var disabled = try Self.toolbarAndTabs([.scroll])
        disabled.start(at: 1_000)
        disabled.scroll(by: 100)
        disabled.send(.setEnabled(false))
        let shown = disabled.hidden
        disabled.contentHeight = 852 - 59 - 104 + 100
        disabled.position = 30
        disabled.send(.contentSizeChanged(disabled.metrics))
        #expect(disabled.hidden == shown && !disabled.lastStep.animatesChange)
    }

    @Test("Settings of the other stacking and flags that need another are refused, naming the bar and the rule")
    func validation() {
        func error(_ bars: [ShyBar], _ stacking: ShyBarsStacking = .appBarLayout) -> ShyBarsConfigurationError? {
            do { _ = try ShyBarsConfiguration(bars: bars, stacking: stacking, stackTopInset: 59); return nil } catch { return error }
        }
        #expect(error([ShyBar(height: 44, scrollFlags: [.scroll])], .slidesUnder)
                == ShyBarsConfigurationError(field: .barScrollFlags, index: 0, rule: .requiresAppBarLayoutStacking))
        #expect(error([ShyBar(height: 44), ShyBar(height: 44, bottomMargin: 4)], .slidesUnder)
                == ShyBarsConfigurationError(field: .barBottomMargin, index: 1, rule: .requiresAppBarLayoutStacking))
        #expect(error([ShyBar(height: 44, topMargin: 4)], .slidesUnder)
                == ShyBarsConfigurationError(field: .barTopMargin, index: 0, rule: .requiresAppBarLayoutStacking))
        #expect(error([ShyBar(height: 44), ShyBar(height: 44, isSticky: true)])
                == ShyBarsConfigurationError(field: .barIsSticky, index: 1, rule: .notWithAppBarLayoutStacking))
        for flags: ShyBarScrollFlags in [[.enterAlways], [.snap], [.scroll, .enterAlwaysCollapsed], [.scroll, .snapMargins],
                                         [.scroll, ShyBarScrollFlags(rawValue: 64)]] {
            #expect(error([ShyBar(height: 44, scrollFlags: flags)])
                    == ShyBarsConfigurationError(field: .barScrollFlags, index: 0, rule: .requiresAnotherFlag), "\(flags)")
        }
        #expect(error([ShyBar(height: 44, scrollFlags: []), ShyBar(height: 44, scrollFlags: [.scroll])])
                == ShyBarsConfigurationError(field: .barScrollFlags, index: 1, rule: .cannotScrollBelowAStop))
        #expect(error([ShyBar(height: 44, minimumVisibleHeight: 10, scrollFlags: [.scroll, .exitUntilCollapsed]), ShyBar(height: 44)])
                == ShyBarsConfigurationError(field: .barScrollFlags, index: 1, rule: .cannotScrollBelowAStop))
        #expect(error([ShyBar(height: 44, topMargin: -1)])?.field == .barTopMargin)
        #expect(error([ShyBar(height: 44, bottomMargin: .nan)])?.field == .barBottomMargin)
        #expect(error([ShyBar(height: 44, scrollFlags: []), ShyBar(height: 44, scrollFlags: [])]) == nil)  // nothing scrolls: fine
    }
}

/// A random Android stack: 1–4 bars from the top, scrolling ones first (each with random flags), then
/// pinned ones; margins and minimum heights now and then.
func appBarConfiguration(from unit: [Double]) -> ShyBarsConfiguration {
    func u(_ index: Int) -> Double { unit[index % unit.count] }
    let count = 1 + Int(u(0) * 3.999)
    var bars: [ShyBar] = []
    var stopped = false
    for index in 0..<count {
        let height = 10 + u(1 + index * 5) * 190
        let bits = u(2 + index * 5)
        var flags: ShyBarScrollFlags = []
        if !stopped, bits > 0.2 {
            flags.insert(.scroll)
            if bits > 0.4 { flags.insert(.enterAlways) }
            if bits > 0.55, flags.contains(.enterAlways) { flags.insert(.enterAlwaysCollapsed) }
            if u(3 + index * 5) < 0.25 { flags.insert(.exitUntilCollapsed); stopped = true }
            if u(4 + index * 5) > 0.3 { flags.insert(.snap) }
            if u(4 + index * 5) > 0.8 { flags.insert(.snapMargins) }
        } else {
            stopped = true
        }
        bars.append(ShyBar(height: height, minimumVisibleHeight: supportedLength(u(5 + index * 5) * height * 0.8),
                           scrollFlags: flags, topMargin: u(3 + index * 5) > 0.7 ? 8 : 0, bottomMargin: u(5 + index * 5) > 0.7 ? 6 : 0))
    }
    do {
        return try ShyBarsConfiguration(bars: bars, stacking: .appBarLayout, followers: u(20) < 0.5 ? [ShyFollower(height: 83)] : [],
                                        stackTopInset: supportedLength(u(22) * 60), expansionResistance: u(23) < 0.5 ? 0 : u(23) * 300,
                                        snapsOnRelease: u(25) < 0.85, decelerationRate: u(26) < 0.5 ? .normal : .fast)
    } catch {
        Issue.record("generated app bar configuration was rejected: \(error)")
        return ShyBarsSimulator.standard
    }
}

let appBarConfigurations = Gen.double(in: 0...1).array(of: 30).map { appBarConfiguration(from: $0) }

@Suite("Shy bars: Android's scroll flags, properties")
struct ShyBarsAppBarLayoutPropertyTests {
    @Test("The block moves together, within its range, never further hidden than the content is scrolled; pinned bars never hide")
    func blockInvariants() async {
        await propertyCheck(count: 300, input: appBarConfigurations, eventSequences) { config, events in
            // A `.contract` since the flag that exempts the block from the rule below was last clear:
            // only a program's contract may set it (the generated stacks' policies expand).
            var contractedSinceClear = false
            _ = play(events, on: config) { sim, input in
                let layout = sim.lastStep.layout
                let hidden = layout.hiddenDistance
                #expect(hidden >= 0 && hidden <= config.totalHideableDistance)
                if case .contract = input { contractedSinceClear = true }
                #expect(!sim.state.isContractedByProgram || contractedSinceClear, "the flag set by \(input), no contract since")
                if !sim.state.isContractedByProgram { contractedSinceClear = false }
                // The rule that no gap opens between the bars and the content: after every frame (a
                // scroll followed or not, a content size change), a resume, a release and the end of
                // momentum, the stack is never hidden further than the content is scrolled, but while
                // paused or disabled, while a snap's content shift is under way, or after a program's
                // contract until the user scrolls back. (A command, a lifecycle input or unusable
                // metrics wait for the next frame.)
                let state = sim.state
                let isFrameOrSettling: Bool
                switch input {
                case let .scrolled(metrics), let .frame(metrics), let .contentSizeChanged(metrics), let .viewportChanged(metrics):
                    isFrameOrSettling = metrics.isUsable
                case .dragEnded, .decelerationEnded:
                    isFrameOrSettling = true
                case .setPaused(false):
                    isFrameOrSettling = sim.steps.count >= 2 && sim.steps[sim.steps.count - 2].state.isPaused  // a resume
                default:
                    isFrameOrSettling = false
                }
                if isFrameOrSettling, state.isEnabled, !state.isPaused, state.hasMetrics, state.pendingOffsetShift == 0,
                   !state.isContractedByProgram {
                    #expect(hidden <= max(0, state.lastPosition) + 1e-9, "hidden \(hidden) at \(state.lastPosition) after \(input)")
                }
                var stopped = false
                for index in config.bars.indices {
                    let bar = layout.bar(index)
                    #expect(bar.translationY == -hidden)  // one block
                    for number in [bar.minY, bar.hiddenHeight, bar.barAlpha, bar.contentAlpha, bar.contentScale, bar.hiddenFraction] {
                        #expect(number.isFinite)
                    }
                    #expect(bar.hiddenFraction >= 0 && bar.hiddenFraction <= 1)
                    let flags = config.bars[index].scrollFlags
                    if stopped || !flags.contains(.scroll) { #expect(bar.hiddenHeight == 0); stopped = true }
                    if flags.contains(.exitUntilCollapsed) {
                        #expect(bar.height - bar.hiddenHeight >= config.bars[index].minimumVisibleHeight - 1e-9)
                        stopped = true
                    }
                }
            }
        }
    }

    @Test("After a release the bar it left part-way, if it snaps, is at one of its edges")
    func releasedSnappingBarSettles() async {
        await propertyCheck(count: 300, input: appBarConfigurations, eventSequences) { config, events in
            _ = play(events, on: config) { sim, input in
                guard case .dragEnded = input, config.snapsOnRelease, sim.state.isEnabled, !sim.state.isPaused else { return }
                let hidden = sim.hidden
                guard hidden > 0, hidden < config.totalHideableDistance, let edges = config.geometry.snapChoice(hidden: hidden) else { return }
                // (Within a nanopoint: the edges are sums of lengths, as the position is; one random
                // search in some 800 found a bar 1 ulp (4e-15 pt) from its edge, which an exact
                // comparison told apart: seed B+19rWdpFdNASTHIcUe6H9mE4gLEkpqKNJVKw39R+rk=.)
                #expect(abs(hidden - edges.shown) < 1e-9 || abs(hidden - edges.hidden) < 1e-9,
                        "left at \(hidden) between \(edges) at \(sim.state.lastPosition) of \(sim.state.lastMaximumPosition), \(config.bars)")
            }
        }
    }
}
