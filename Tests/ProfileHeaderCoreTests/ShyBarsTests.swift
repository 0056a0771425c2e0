import Testing

@testable import ProfileHeaderCore

@Suite("Shy bars: drawer, followers, fades")
struct ShyBarsDrawerTests {
    @Test("A scroll view's numbers read as not decelerating unless said (ScrollMetrics' defaults: no insets, at rest)")
    func scrollMetricsDefaults() {
        let metrics = ScrollMetrics(contentOffsetY: 10, contentHeight: 2_000, viewportHeight: 800)
        #expect(!metrics.isDecelerating && metrics.contentInsetTop == 0 && metrics.contentInsetBottom == 0)
    }

    @Test("Scrolling toward the end hides the lowest bar first, then the next, in the same frame")
    func hidesLowestFirst() {
        var sim = ShyBarsSimulator()
        sim.start(at: 500)
        sim.scroll(by: 20)
        #expect(sim.layout.bar(1).hiddenHeight == 20)  // the extension slides under the bar
        #expect(sim.layout.bar(0).hiddenHeight == 0)
        #expect(sim.layout.bar(1).translationY == -20)
        #expect(sim.layout.bar(0).translationY == 0)
        sim.scroll(to: 570)  // 50 in one frame: 20 more for the extension, 30 passed on to the bar
        #expect(sim.layout.bar(1).hiddenHeight == 40)
        #expect(sim.layout.bar(0).hiddenHeight == 30)
        #expect(sim.layout.bar(0).translationY == -30)
        #expect(sim.layout.bar(1).translationY == -70)
        #expect(sim.layout.bar(0).minY == 29 && sim.layout.bar(0).maxY == 73)
        #expect(sim.layout.stackBottom == 73)
    }

    @Test("Scrolling back shows the top bar first; its residual passes to the next bar in the same frame")
    func showsTopFirst() {
        var sim = ShyBarsSimulator()
        sim.start(at: 500)
        sim.scroll(by: 300)
        #expect(sim.state.status == .contracted)
        sim.scroll(by: -200)  // TLYShyNavBar's expansion resistance
        #expect(sim.state.status == .contracted)
        sim.scroll(by: -10)
        #expect(sim.layout.bar(0).hiddenHeight == 34)
        #expect(sim.layout.bar(1).hiddenHeight == 40)
        sim.scroll(to: sim.position - 50)  // 34 for the bar, 16 passed on to the extension
        #expect(sim.layout.bar(0).hiddenHeight == 0)
        #expect(sim.layout.bar(1).hiddenHeight == 24)
    }

    @Test("Followers slide down in proportion; faded content follows each bar's own hidden fraction")
    func followersAndFades() {
        var sim = ShyBarsSimulator()
        sim.start(at: 500)
        sim.scroll(by: 62)  // extension fully hidden (40), bar half (22 of 44)
        #expect(isClose(sim.layout.followerTranslationY(0), 83.0 * 62 / 84))
        #expect(sim.layout.followerTranslationY(7) == 0)
        let bar = sim.layout.bar(0)
        #expect(bar.contentAlpha == 0.5 && bar.barAlpha == 1)  // .content fade
        let chips = sim.layout.bar(1)
        #expect(chips.barAlpha == 0 && chips.contentAlpha == 0)  // .wholeBar fade
    }

    @Test("A sticky bar never moves; the bar below it slides under it; bars above still hide")
    func stickyBar() throws {
        let config = try ShyBarsConfiguration(
            bars: [ShyBar(height: 44), ShyBar(height: 52, isSticky: true), ShyBar(height: 36)],
            stackTopInset: 59
        )
        let layout = ShyBarsLayout(configuration: config, hiddenDistance: 50)  // chips 36, bar 14
        #expect(config.totalHideableDistance == 80)
        #expect(layout.bar(2).hiddenHeight == 36 && layout.bar(2).translationY == -36)
        #expect(layout.bar(1).translationY == 0 && layout.bar(1).minY == 103)
        #expect(layout.bar(0).hiddenHeight == 14 && layout.bar(0).translationY == -14)
    }

    @Test("A minimum visible height stays on screen; content can shrink instead of fading")
    func minimumVisibleAndScale() throws {
        let config = try ShyBarsConfiguration(
            bars: [ShyBar(height: 103, minimumVisibleHeight: 59, fade: .none, contentScale: .shrink(minimumScale: 0.5))],
            stackTopInset: 0
        )
        #expect(config.totalHideableDistance == 44)
        let hidden = ShyBarsLayout(configuration: config, hiddenDistance: 44).bar(0)
        #expect(hidden.maxY == 59 && hidden.contentScale == 0.5 && hidden.contentAlpha == 1)
        let half = ShyBarsLayout(configuration: config, hiddenDistance: 22).bar(0)
        #expect(half.contentScale == 0.75)
    }

    @Test("Each status change is delivered once, not every frame")
    func statusChangesOnce() {
        var sim = ShyBarsSimulator()
        sim.start(at: 500)
        sim.scroll(by: 300, step: 2)
        #expect(sim.statusChanges == [.transitioning, .contracted])
        sim.scroll(by: -600, step: 2)
        #expect(sim.statusChanges == [.transitioning, .contracted, .transitioning, .expanded])
    }
}

@Suite("Shy bars: the peers' reported bugs cannot happen")
struct ShyBarsPeerBugTests {
    static let noExpansionResistance = try! ShyBarsConfiguration(
        bars: [ShyBar(height: 44), ShyBar(height: 40)], stackTopInset: 59, expansionResistance: 0)

    @Test("No jitter at the bottom bounce: overscrolling past the end and springing back moves nothing",
          arguments: [ShyBarsSimulator.standard, noExpansionResistance])
    func bottomBounce(_ configuration: ShyBarsConfiguration) {
        var sim = ShyBarsSimulator(configuration: configuration)
        sim.start(at: sim.maximumPosition - 400)
        sim.scroll(by: 400)
        #expect(sim.state.status == .contracted)
        let hiddenAtEnd = sim.hidden
        for overscroll in [20.0, 60, 95, 60, 30, 5, 0, 12, 0] {  // the rubber band out and back
            sim.scroll(to: sim.maximumPosition + overscroll)
            #expect(sim.hidden == hiddenAtEnd)
        }
        #expect(sim.statusChanges == [.transitioning, .contracted])
    }

    @Test("No jitter at the top bounce: pulling past the top moves nothing")
    func topBounce() {
        var sim = ShyBarsSimulator()
        sim.start(at: 0)
        for pull in [-10.0, -80, -120, -40, 0] {
            sim.scroll(to: pull)
            #expect(sim.hidden == 0)
        }
    }

    @Test("The bottom range changing under the finger (a page loading at the end) is not a scroll")
    func rangeChangeAtBottom() {
        var sim = ShyBarsSimulator()
        sim.start(at: sim.maximumPosition - 300)
        sim.scroll(by: 300)
        #expect(sim.state.status == .contracted)
        sim.contentHeight -= 250  // the end moves up under the finger: the offset is clamped back
        sim.scroll(to: sim.maximumPosition)
        sim.scroll(to: sim.maximumPosition)
        #expect(sim.state.status == .contracted)
    }

    @Test("telly/TLYShyNavBar#53: hidden bars come back when the content shrinks to fit")
    func comeBackWhenContentShrinks() {
        var sim = ShyBarsSimulator()
        sim.start(at: 800)
        sim.scroll(by: 300)
        #expect(sim.state.status == .contracted)
        sim.contentHeight = 600  // rows deleted: now the content fits
        sim.position = 0
        let step = sim.send(.contentSizeChanged(sim.metrics))
        #expect(step.state.status == .expanded)
        #expect(step.statusChange == .expanded)
        #expect(step.animatesChange)
    }

    @Test("Content that fits never hides the bars, however it is dragged")
    func contentThatFitsNeverHides() {
        var sim = ShyBarsSimulator(contentHeight: 680)  // can scroll 54 pt, the bars could hide 84
        #expect(sim.maximumPosition == 54)
        sim.start(at: 0)
        sim.drag(by: 54, step: 3, releaseVelocity: 3_000)
        #expect(sim.hidden == 0)
        #expect(sim.send(.contract(animated: true)).state.hiddenDistance == 0)
        #expect(sim.statusChanges.isEmpty)
        // Content that scrolls exactly as far as the bars could hide fits too: hiding them would
        // only uncover the space they leave.
        var exact = ShyBarsSimulator(contentHeight: 710)
        #expect(exact.maximumPosition == 84)
        exact.start(at: 0)
        exact.drag(by: 84, step: 3, releaseVelocity: 3_000)
        #expect(exact.hidden == 0)
    }

    @Test("Slow drags (half a point per frame) still hide and still bring the bars back")
    func slowDrags() {
        var sim = ShyBarsSimulator()
        sim.start(at: 1_000)
        sim.send(.dragBegan)
        sim.scroll(by: 90, step: 0.5)
        #expect(sim.state.status == .contracted)
        sim.scroll(by: -199.5, step: 0.5)
        #expect(sim.state.status == .contracted, "the expansion resistance holds")
        sim.scroll(by: -90, step: 0.5)
        #expect(sim.state.status == .expanded)
    }

    @Test("AMScrollingNavbar#330: momentum is followed; a fling up without a finger brings the bars back")
    func momentumIsFollowed() {
        var sim = ShyBarsSimulator()
        sim.start(at: 1_500)
        sim.drag(by: 200)
        #expect(sim.state.status == .contracted)
        sim.drag(by: -30, releaseVelocity: -4_000)  // a flick up; the finger leaves
        for _ in 0..<100 where sim.position > 0 {  // momentum frames, no finger
            sim.scroll(to: max(0, sim.position - 30))
        }
        #expect(sim.position == 0)
        #expect(sim.state.status == .expanded)
        // And momentum toward the end hides them again.
        sim.drag(by: 300, releaseVelocity: 2_000)
        sim.scroll(by: 400, step: 25)
        #expect(sim.state.status == .contracted)
    }

    @Test("A flick toward the end then an immediate reversal: no jump, resistance starts afresh")
    func flickThenReversal() {
        var sim = ShyBarsSimulator()
        sim.start(at: 600)
        sim.drag(by: 60, step: 30, releaseVelocity: 5_000)
        sim.scroll(by: 300, step: 40)  // momentum
        #expect(sim.state.status == .contracted)
        sim.send(.dragBegan)  // the finger catches the list and pulls it back
        var previous = sim.hidden
        for _ in 0..<30 {
            sim.scroll(by: -8, step: 8)
            #expect(abs(sim.hidden - previous) <= 8, "bars never move further than the content")
            previous = sim.hidden
        }
        // 240 pt back: the first 200 are resisted, the next 40 bring the bar most of the way back.
        #expect(sim.hidden == 84 - 40)
        #expect(sim.state.status == .transitioning)
    }

    @Test("AMScrollingNavbar#170: 1–5 pt jitter drags do not make the bars jump or flicker")
    func jitterDrags() {
        var sim = ShyBarsSimulator()
        sim.start(at: 1_000)
        sim.send(.dragBegan)
        var previous = sim.hidden
        let wiggles: [Double] = [3, -2, 5, -4, 1, -1, 4, -5, 2, -3, 5, -1, 3, -2, 4]
        for round in 0..<6 {
            for wiggle in wiggles {
                sim.scroll(to: sim.position + wiggle * (round.isMultiple(of: 2) ? 1 : -1))
                #expect(abs(sim.hidden - previous) <= abs(wiggle))
                previous = sim.hidden
            }
        }
        #expect(sim.statusChanges.count <= 2, "no flicker between statuses: \(sim.statusChanges)")
        sim.send(.dragEnded(velocity: 0))
        #expect([0.0, 40, 84].contains(sim.hidden), "released, every bar is shown or hidden")
    }

    @Test("Rotation while contracted keeps the bars contracted at their new heights")
    func rotationWhileContracted() throws {
        var sim = ShyBarsSimulator()
        sim.start(at: 800)
        sim.scroll(by: 200)
        #expect(sim.state.status == .contracted)
        // Landscape: 32 pt bar, no top safe area, a shorter viewport.
        sim.configuration = try ShyBarsConfiguration(
            bars: [ShyBar(height: 32), ShyBar(height: 40, fade: .wholeBar)],
            followers: [ShyFollower(height: 53)], stackTopInset: 0
        )
        sim.viewportHeight = 393
        let step = sim.send(.viewportChanged(sim.metrics))
        #expect(step.state.status == .contracted)
        #expect(step.state.hiddenDistance == 72)
        #expect(step.layout.bar(0).maxY == 0 && step.layout.stackBottom == 0)
        #expect(step.statusChange == nil)
        // A stack left part-way by the rotation settles as a whole, by position (middle 42 of 84).
        var under = ShyBarsSimulator()
        under.start(at: 800)
        under.scroll(by: 40)  // the extension hidden, the bar shown
        #expect(under.send(.viewportChanged(under.metrics)).state.status == .expanded)
        var past = ShyBarsSimulator()
        past.start(at: 800)
        past.scroll(by: 50)
        #expect(past.send(.viewportChanged(past.metrics)).state.status == .contracted)
    }

    @Test("AMScrollingNavbar#170: scroll-to-top from deep in the list expands the bars and they stay")
    func scrollToTopFromDeep() {
        var sim = ShyBarsSimulator()
        sim.start(at: 2_000)
        sim.drag(by: 200)
        #expect(sim.state.status == .contracted)
        let step = sim.send(.scrollToTop)
        #expect(step.state.status == .expanded && step.animatesChange && step.statusChange == .expanded)
        while sim.position > 0 {  // the system's own animation to the top
            sim.scroll(to: max(0, sim.position - 120))
            #expect(sim.state.status == .expanded)
        }
    }
}

@Suite("Shy bars: rules")
struct ShyBarsRuleTests {
    @Test("Expansion resistance restarts when the direction changes")
    func resistanceResetsOnDirectionChange() {
        var sim = ShyBarsSimulator()
        sim.start(at: 1_000)
        sim.scroll(by: 200)
        sim.scroll(by: -150)
        sim.scroll(by: 10)  // a change of direction…
        sim.scroll(by: -150)  // …so 150 more is still resisted
        #expect(sim.state.status == .contracted)
        sim.scroll(by: -60)
        #expect(sim.hidden == 84 - 10)
    }

    @Test("Contraction resistance holds the bars before they hide")
    func contractionResistance() throws {
        var sim = ShyBarsSimulator(configuration: try ShyBarsConfiguration(
            bars: [ShyBar(height: 44)], stackTopInset: 59, contractionResistance: 100))
        sim.start(at: 500)
        sim.scroll(by: 100)
        #expect(sim.hidden == 0)
        sim.scroll(by: 10)
        #expect(sim.hidden == 10)
    }

    @Test("Near the top the bars follow freely, whatever the resistance, and are back at 0")
    func freeNearTheTop() throws {
        var sim = ShyBarsSimulator(configuration: try ShyBarsConfiguration(
            bars: [ShyBar(height: 44), ShyBar(height: 40)], stackTopInset: 59,
            expansionResistance: 500, contractionResistance: 500))
        sim.start(at: 0)
        sim.scroll(by: 30, step: 3)
        #expect(sim.hidden == 30)
        sim.scroll(by: -12, step: 3)
        #expect(sim.hidden == 18)
        sim.scroll(to: 0)
        #expect(sim.hidden == 0)
    }

    @Test("Bars contracted by a program at the top come back in proportion, fully at the top")
    func programmaticContractAtTop() {
        var sim = ShyBarsSimulator()
        sim.start(at: 40)
        #expect(sim.send(.contract(animated: true)).animatesChange)
        #expect(sim.state.status == .contracted)
        sim.scroll(to: 20)
        #expect(sim.hidden == 42)
        sim.scroll(to: 0)
        #expect(sim.hidden == 0)
    }

    @Test("On release a part-way stack settles whole: by position, by projected velocity, by direction on a tie")
    func snapsOnRelease() {
        func released(after scroll: Double, velocity: Double) -> ShyBarsStep {
            var sim = ShyBarsSimulator()
            sim.start(at: 500)
            sim.send(.dragBegan)
            sim.scroll(by: scroll, step: scroll > 0 ? 1 : -1)
            return sim.send(.dragEnded(velocity: velocity))
        }
        // The stack hides 84 (bar 44 + extension 40): its middle is 42.
        #expect(released(after: 30, velocity: 0).state.hiddenDistance == 0, "a short slow drag: everything back (issue 15)")
        #expect(released(after: 15, velocity: 0).state.hiddenDistance == 0, "under half: show it all")
        #expect(released(after: 40, velocity: 0).state.hiddenDistance == 0,
                "the extension hidden under a shown bar is not a place to rest: under half, all back")
        #expect(released(after: 42, velocity: 0).state.hiddenDistance == 84, "exactly half, moving toward the end")
        #expect(released(after: 10, velocity: 1_000).state.hiddenDistance == 84, "a fling toward the end hides it all")
        #expect(released(after: 35, velocity: -500).state.hiddenDistance == 0, "a fling back shows")
        #expect(released(after: 70, velocity: 0).state.hiddenDistance == 84, "past half")
        #expect(released(after: 50, velocity: 0).state.hiddenDistance == 84, "past half, though the bar shows most of itself")
        for scroll in stride(from: 1.0, through: 83, by: 1) {
            let status = released(after: scroll, velocity: 0).state.status
            #expect(status == .expanded || status == .contracted, "released after \(scroll): \(status)")
        }
        // UIScrollView's projection: 1000 pt/s at 0.998 travels 499 pt.
        #expect(isClose(DecelerationRate.normal.projectedDistance(velocity: 1_000), 499))
        #expect(isClose(DecelerationRate.fast.projectedDistance(velocity: -1_000), -99))
        let snapped = released(after: 50, velocity: 0)
        #expect(snapped.animatesChange && snapped.statusChange == .contracted)
        #expect(snapped.contentOffsetShift == 34, "the content moves with the bars")
        #expect(snapped.layout.bar(0).hiddenFraction == 1 && snapped.layout.bar(1).hiddenFraction == 1)
        let back = released(after: 30, velocity: 0)
        #expect(back.statusChange == .expanded && back.contentOffsetShift == -30)
        #expect(back.layout.bar(0).hiddenFraction == 0 && back.layout.bar(1).hiddenFraction == 0)
    }

    @Test("The snap's own content-offset shift is not counted as scrolling")
    func shiftIsNotScrolling() {
        var sim = ShyBarsSimulator()
        sim.start(at: 500)
        sim.scroll(by: 200)
        sim.scroll(by: -210)  // bar 34 hidden, extension 40: 74 hidden
        #expect(sim.hidden == 74)
        sim.send(.dragBegan)
        sim.scroll(by: -40)  // 34 hidden: under half of the stack
        let step = sim.send(.dragEnded(velocity: 0))
        #expect(step.state.hiddenDistance == 0)
        #expect(step.contentOffsetShift == -34)
        sim.scroll(by: -34, step: 34)  // the adapter applies the shift
        #expect(sim.hidden == 0)
        #expect(sim.state.resistanceConsumed == 0, "the shift toward the top is not the user scrolling back")
    }

    @Test("Appearing and returning to the foreground follow their policies")
    func policies() throws {
        var contracting = ShyBarsSimulator(configuration: try ShyBarsConfiguration(
            bars: [ShyBar(height: 44)], stackTopInset: 59, appearPolicy: .contract, foregroundPolicy: .keep))
        contracting.start(at: 300)
        let appeared = contracting.send(.appeared)
        #expect(appeared.state.status == .contracted && !appeared.animatesChange)
        #expect(!contracting.send(.enteredForeground).animatesChange)
        #expect(contracting.state.status == .contracted)

        var expanding = ShyBarsSimulator()
        expanding.start(at: 800)
        expanding.scroll(by: 200)
        let foreground = expanding.send(.enteredForeground)
        #expect(foreground.state.status == .expanded && foreground.animatesChange)
    }

    @Test("Programmatic expand and contract, animated or not")
    func programmatic() {
        var sim = ShyBarsSimulator()
        sim.start(at: 800)
        let contracted = sim.send(.contract(animated: false))
        #expect(contracted.state.status == .contracted && !contracted.animatesChange)
        let expanded = sim.send(.expand(animated: true))
        #expect(expanded.state.status == .expanded && expanded.animatesChange)
        #expect(!sim.send(.expand(animated: true)).animatesChange, "nothing moved")
    }

    @Test("Disabled bars are shown and stay shown; re-enabled they track again without a jump")
    func enableDisable() {
        var sim = ShyBarsSimulator()
        sim.start(at: 800)
        sim.scroll(by: 200)
        let disabled = sim.send(.setEnabled(false))
        #expect(disabled.state.status == .expanded && disabled.animatesChange)
        sim.scroll(by: 300)
        #expect(sim.hidden == 0)
        sim.send(.setEnabled(true))
        sim.scroll(by: 5, step: 5)
        #expect(sim.hidden == 0, "the first frame after enabling only measures")
        sim.scroll(by: 10)
        #expect(sim.hidden == 10)
    }

    @Test("Paused bars stay exactly where they are, and resume without a jump")
    func pause() {
        var sim = ShyBarsSimulator()
        sim.start(at: 800)
        sim.scroll(by: 30)
        sim.send(.setPaused(true))
        sim.scroll(by: 500)
        sim.send(.dragEnded(velocity: 3_000))
        #expect(sim.hidden == 30)
        sim.send(.setPaused(false))
        sim.scroll(by: 4, step: 4)
        #expect(sim.hidden == 30)
        sim.scroll(by: 4, step: 4)
        #expect(sim.hidden == 34)
    }

    @Test("Non-finite input is ignored (metrics) or read as 0 (velocity)")
    func nonFiniteInput() {
        var sim = ShyBarsSimulator()
        sim.start(at: 800)
        sim.scroll(by: 30)
        let before = sim.state
        for bad in [Double.nan, .infinity, -.infinity] {
            let step = sim.send(.scrolled(ScrollMetrics(contentOffsetY: bad, contentHeight: 3_000, viewportHeight: 852)))
            #expect(step.state == before)
            sim.send(.scrolled(ScrollMetrics(contentOffsetY: 0, contentHeight: bad, viewportHeight: 852)))
            sim.send(.contentSizeChanged(ScrollMetrics(contentOffsetY: 0, contentHeight: 10, viewportHeight: bad)))
            #expect(sim.state == before)
        }
        sim.send(.dragBegan)
        #expect(sim.send(.dragEnded(velocity: .nan)).state.hiddenDistance == 0, "NaN velocity: by position (30 of 84)")
        #expect(DecelerationRate.normal.projectedDistance(velocity: .infinity).isFinite)
    }

    @Test("Impossible shy bar configurations are rejected naming the field, index and rule")
    func validation() {
        func error(_ build: () throws(ShyBarsConfigurationError) -> ShyBarsConfiguration) -> ShyBarsConfigurationError? {
            do { _ = try build(); return nil } catch { return error }
        }
        let bar = ShyBar(height: 44)
        #expect(error { () throws(ShyBarsConfigurationError) in try ShyBarsConfiguration(bars: [], stackTopInset: 0) }
            == ShyBarsConfigurationError(field: .bars, rule: .mustNotBeEmpty))
        #expect(error { () throws(ShyBarsConfigurationError) in try ShyBarsConfiguration(bars: [bar, ShyBar(height: 0)], stackTopInset: 0) }
            == ShyBarsConfigurationError(field: .barHeight, index: 1, rule: .mustBePositive))
        #expect(error { () throws(ShyBarsConfigurationError) in try ShyBarsConfiguration(bars: [ShyBar(height: .nan)], stackTopInset: 0) }
            == ShyBarsConfigurationError(field: .barHeight, index: 0, rule: .mustBeFinite))
        #expect(error { () throws(ShyBarsConfigurationError) in try ShyBarsConfiguration(bars: [ShyBar(height: 44, minimumVisibleHeight: 50)], stackTopInset: 0) }
            == ShyBarsConfigurationError(field: .barMinimumVisibleHeight, index: 0, rule: .mustNotExceedBarHeight))
        #expect(error { () throws(ShyBarsConfigurationError) in try ShyBarsConfiguration(bars: [ShyBar(height: 44, minimumVisibleHeight: -1)], stackTopInset: 0) }
            == ShyBarsConfigurationError(field: .barMinimumVisibleHeight, index: 0, rule: .mustNotBeNegative))
        #expect(error { () throws(ShyBarsConfigurationError) in try ShyBarsConfiguration(bars: [ShyBar(height: 44, contentScale: .shrink(minimumScale: 0))], stackTopInset: 0) }
            == ShyBarsConfigurationError(field: .barContentScale, index: 0, rule: .mustBeInZeroExclusiveToOne))
        #expect(error { () throws(ShyBarsConfigurationError) in try ShyBarsConfiguration(bars: [bar], followers: [ShyFollower(height: -83)], stackTopInset: 0) }
            == ShyBarsConfigurationError(field: .followerHeight, index: 0, rule: .mustNotBeNegative))
        #expect(error { () throws(ShyBarsConfigurationError) in try ShyBarsConfiguration(bars: [bar], stackTopInset: -1) }
            == ShyBarsConfigurationError(field: .stackTopInset, rule: .mustNotBeNegative))
        // Exactly the supported number of followers is accepted; one more is refused.
        let followers = Array(repeating: ShyFollower(height: 1), count: SupportedRange.maximumCount)
        #expect(error { () throws(ShyBarsConfigurationError) in try ShyBarsConfiguration(bars: [bar], followers: followers, stackTopInset: 0) } == nil)
        #expect(error { () throws(ShyBarsConfigurationError) in try ShyBarsConfiguration(bars: [bar], followers: followers + [ShyFollower(height: 1)], stackTopInset: 0) }
            == ShyBarsConfigurationError(field: .followers, rule: .outOfSupportedRange(lowerBound: 0, upperBound: SupportedRange.maximumCount)))
        #expect(error { () throws(ShyBarsConfigurationError) in try ShyBarsConfiguration(bars: [bar], stackTopInset: 0, expansionResistance: .infinity) }
            == ShyBarsConfigurationError(field: .expansionResistance, rule: .mustBeFinite))
        #expect(error { () throws(ShyBarsConfigurationError) in try ShyBarsConfiguration(bars: [bar], stackTopInset: 0, contractionResistance: -5) }
            == ShyBarsConfigurationError(field: .contractionResistance, rule: .mustNotBeNegative))
        #expect(DecelerationRate(1) == nil && DecelerationRate(0) == nil && DecelerationRate(.nan) == nil)
        #expect(DecelerationRate(0.95)?.value == 0.95)
    }
}

/// Sequences found by fuzzing (issue 12): each frame that reaches the top must bring the bars back,
/// however the frame is delivered; pausing must win over content that fits; settled bars are exact.
@Suite("Shy bars: the top, pausing and settling, whatever the frame carries")
struct ShyBarsTopTests {
    static let oneBar = try! ShyBarsConfiguration(bars: [ShyBar(height: 44)], stackTopInset: 59)

    /// One 44 pt bar: scrolled 0 → 300 in 10 pt steps and back to 100 (the expansion resistance
    /// holds it hidden).
    static func hiddenAt100() -> ShyBarsSimulator {
        var sim = ShyBarsSimulator(configuration: oneBar)
        sim.start(at: 0)
        sim.scroll(by: 300)
        sim.scroll(by: -200)
        #expect(sim.position == 100)
        #expect(sim.hidden == 44 && sim.state.status == .contracted)
        return sim
    }

    @Test("Bars come back when the frame that reaches the top also changes the content height")
    func barsComeBackWhenTopFrameChangesContentHeight() {
        var sim = Self.hiddenAt100()
        sim.contentHeight = 2_900  // a self-sizing cell settles in the same frame
        sim.scroll(to: 0)
        #expect(sim.hidden == 0)
        #expect(sim.state.status == .expanded)
        #expect(sim.layout.bar(0).hiddenFraction == 0)
    }

    @Test("Bars come back when the top frame arrives as a content size change, then a frame at the top")
    func barsComeBackWhenTopFrameIsAContentSizeChange() {
        var sim = Self.hiddenAt100()
        sim.contentHeight = 2_900
        sim.position = 0
        let changed = sim.send(.contentSizeChanged(sim.metrics))  // as ShyBarsController sends it
        #expect(changed.state.hiddenDistance == 0)
        #expect(changed.statusChange == .expanded && changed.animatesChange)
        sim.scroll(to: 0)
        #expect(sim.hidden == 0)
    }

    @Test("Bars come back when a snap's content-offset shift carries the content to the top")
    func barsComeBackWhenSnapShiftReachesTheTop() throws {
        var sim = ShyBarsSimulator(configuration: try ShyBarsConfiguration(
            bars: [ShyBar(height: 100), ShyBar(height: 10)], stackTopInset: 0))
        sim.start(at: 0)
        sim.scroll(to: 20)
        sim.send(.contract(animated: true))
        sim.send(.dragBegan)
        sim.scroll(to: 5)
        let released = sim.send(.dragEnded(velocity: 0))
        sim.scroll(to: sim.position + released.contentOffsetShift)  // the adapter applies the shift
        #expect(sim.position == 0)
        #expect(sim.hidden == 0)
        #expect(sim.layout.bar(0).hiddenFraction == 0 && sim.layout.bar(1).hiddenFraction == 0)
        #expect(released.state.hiddenDistance == 0, "the snap itself lands the bars where the content lands: at the top")
    }

    @Test("Bars come back at the top after a redundant enable or resume",
          arguments: [ShyBarsInput.setEnabled(true), .setPaused(false)])
    func barsComeBackAfterRedundantEnableOrResume(_ redundant: ShyBarsInput) {
        var sim = Self.hiddenAt100()
        let before = sim.state
        let step = sim.send(redundant)
        #expect(step.state == before, "an input that changes nothing changes nothing")
        sim.scroll(to: 0)
        #expect(sim.hidden == 0)
        #expect(sim.state.status == .expanded)
    }

    @Test("Paused bars stay put when the content shrinks to fit; resuming brings them back")
    func pausedBarsStayWhenContentShrinksToFit() {
        var sim = ShyBarsSimulator()
        sim.start(at: 800)
        sim.scroll(by: 30)
        #expect(sim.hidden == 30)
        sim.send(.setPaused(true))
        sim.contentHeight = 600  // rows deleted: now the content fits
        sim.position = 0
        let changed = sim.send(.contentSizeChanged(sim.metrics))
        #expect(changed.state.hiddenDistance == 30 && !changed.animatesChange && changed.statusChange == nil)
        sim.scroll(to: 0)
        #expect(sim.hidden == 30, "pausing wins while paused")
        let resumed = sim.send(.setPaused(false))
        #expect(resumed.state.hiddenDistance == 0)
        #expect(resumed.statusChange == .expanded && resumed.animatesChange)
    }

    /// Twelve bars of up to a million points each (a stack of about 6.8 million points) with
    /// hideable heights whose prefix sums do not round exactly.
    static let hugeStack = try! ShyBarsConfiguration(
        bars: [879140.0517795637, 382511.36085702135, 414132.8204001236, 732762.8199736349, 788271.2289643052,
               9.61, 238063.79396024052, 715357.8691150807, 2.9099999999999997, 326140.67128171015,
               642760.6368506489, 835919.5297668538].map { ShyBar(height: $0) },
        stackTopInset: 0)

    @Test("Released bars are exactly shown or hidden in a stack of millions of points")
    func releasedBarsAreExactInAHugeStack() {
        let config = Self.hugeStack
        var boundaries = [0.0]
        var below = 0.0
        for bar in config.bars.reversed() {
            boundaries.append(below + bar.hideableHeight / 2)  // the middle of each bar, lowest first
            below += bar.hideableHeight
        }
        for hidden in boundaries {
            for velocity in [0.0, 3_000, -3_000] {
                var sim = ShyBarsSimulator(configuration: config, contentHeight: 30_000_000)
                sim.start(at: 10_000_000)
                sim.send(.dragBegan)
                sim.scroll(to: 10_000_000 + hidden)
                let released = sim.send(.dragEnded(velocity: velocity))
                for index in config.bars.indices {
                    let fraction = released.layout.bar(index).hiddenFraction
                    #expect(fraction == 0 || fraction == 1, "hidden \(hidden), velocity \(velocity): bar \(index) at \(fraction)")
                }
            }
        }
    }
}
