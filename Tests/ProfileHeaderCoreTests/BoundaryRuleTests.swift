@testable import ProfileHeaderCore
import PropertyBased
import Testing

// Rules at the edges of the engine's behaviour that a user meets rarely but certainly: each test
// was written for a mistake (one flipped operator, found by `scripts/mutation-test.py`) that the
// rest of the suite let through, and was seen failing on it.

@Suite("Shy bars at the edges of their inputs")
struct ShyBarsEdgeTests {
    @Test("Metrics of a scroll view with no height are ignored, even when every number is finite")
    func zeroHeightViewportIsIgnored() {
        #expect(!ScrollMetrics(contentOffsetY: 100, contentHeight: 3_000, viewportHeight: 0).isUsable)
        #expect(!ScrollMetrics(contentOffsetY: 100, contentHeight: 3_000, viewportHeight: -1).isUsable)
        // Numbers so large that their sum overflows take the careful path: the same rule there.
        #expect(!ScrollMetrics(contentOffsetY: 1e308, contentHeight: 1e308, viewportHeight: 0).isUsable)
        #expect(ScrollMetrics(contentOffsetY: 1e308, contentHeight: 1e308, viewportHeight: 852).isUsable)
        var sim = ShyBarsSimulator()
        sim.scroll(to: 500)
        sim.scroll(by: 30)
        let before = sim.state
        sim.viewportHeight = 0  // a scroll view before its first layout
        sim.scroll(by: 200)
        #expect(sim.state.hiddenDistance == before.hiddenDistance, "an unmeasured viewport moves no bar")
    }

    @Test("A release after the position was forgotten (paused and resumed) settles the bars and moves no content")
    func releaseWithoutAPositionMovesNoContent() {
        var sim = ShyBarsSimulator()
        sim.scroll(to: 500)
        sim.scroll(by: 30)
        #expect(sim.state.status == .transitioning)
        sim.send(.setPaused(true))
        sim.send(.setPaused(false))   // movement while paused is not scrolling: the position is measured anew
        sim.send(.dragBegan)
        let release = sim.send(.dragEnded(velocity: 0))
        #expect(release.state.status == .expanded, "30 of 84 pt hidden settles back to shown")
        #expect(release.contentOffsetShift == 0, "no known position to move the content from")
    }

    @Test("A redundant resume changes nothing, not even who has the bars")
    func redundantResume() {
        var fresh = ShyBarsSimulator()
        let redundant = fresh.send(.setPaused(false))
        #expect(redundant.state == ShyBarsState() && redundant.ownership == .leave)
    }
}

@Suite("Configuration edits at the edges")
struct ConfigurationEdgeTests {
    @Test("A taller banner moves a custom blur range down with the content below it")
    func resizingMovesACustomBlurRange() throws {
        let design = try ProfileHeaderConfiguration(blurRange: .offsets(start: 100, end: 150))
        let taller = try design.resizingBanner(toExpandedHeight: design.expandedHeight + 30)
        #expect(taller.blurRange == .offsets(start: 130, end: 180))
        #expect(taller.nameLabelContentY == design.nameLabelContentY + 30)
    }
}

@Suite("Tabs read from a state with no entries")
struct TabsEmptyStateTests {
    @Test("A state with no tabs reads as every tab at rest, and a switch may start")
    func emptyStateReadsAtRest() throws {
        let tabs = try TabsConfiguration.profile(header: .twitter, tabCount: 3, viewportHeight: 852)
        let empty = TabsState(tabCount: 0, selectedIndex: 0)
        #expect(tabs.headerOffset(empty) == 0)
        #expect(tabs.canSwitchTabs(empty))
    }
}

@Suite("Elementary functions at their documented limits")
struct ElementaryFunctionLimitTests {
    @Test("sin and cos refuse arguments of 10⁹ and beyond (NaN), where their reduction loses its accuracy")
    func sineAndCosineRange() {
        #expect(sineAndCosine(1e9).sin.isNaN && sineAndCosine(-1e9).cos.isNaN)
        #expect(sineAndCosine(999_999_999).sin.isFinite)
    }
}

@Suite("Page scroller: what a wheel leaves behind")
struct PageScrollerWheelEdgeTests {
    static let bounds = PageScrollerTests.bounds

    /// A wheel pull of 100 from rest at the top, followed until the gesture ends (0.14 s after its event).
    static func pulledAndReleased() -> PageScroller {
        var scroller = PageScroller(contentOffsetY: -103, bounds: bounds)
        scroller.apply(.wheel(deltaY: -100), at: 0, bounds: bounds)
        var time = 0.0
        while time < PageScroller.wheelGestureGap - 1e-9 {
            time = min(time + 1 / 60, PageScroller.wheelGestureGap)
            scroller.advance(to: time, bounds: bounds)
        }
        return scroller
    }

    @Test("A wheel pull that ends past the top comes back on the bounce spring, as a fling into the top does")
    func pullEndsOnTheBounce() {
        var scroller = Self.pulledAndReleased()
        let released = scroller.contentOffsetY
        #expect(released < -103 - 5, "still pulled when the gesture ends")
        let bounce = PageScroller.bounceSpring.motion(from: released, to: -103)
        scroller.advance(to: PageScroller.wheelGestureGap + 0.3, bounds: Self.bounds)
        #expect(abs(scroller.contentOffsetY - bounce.position(at: 0.3)) < 0.05)
    }

    @Test("Content that shrinks under a wheel gesture: past the new end when it ends, it bounces back like a fling")
    func shrunkUnderTheWheel() {
        var bounds = Self.bounds
        var scroller = PageScroller(contentOffsetY: bounds.bottom, bounds: bounds)
        scroller.apply(.wheel(deltaY: 40), at: 0, bounds: bounds)
        bounds = PageScroller.Bounds(adjustedInsetTop: 103, contentHeight: 2_500, adjustedInsetBottom: 0, viewportHeight: 852)
        var time = 0.0
        while time < PageScroller.wheelGestureGap - 1e-9 {
            time = min(time + 1 / 60, PageScroller.wheelGestureGap)
            scroller.advance(to: time, bounds: bounds)
        }
        let ended = scroller.contentOffsetY
        #expect(ended > bounds.bottom + 5, "the smoothing has not reached the new end yet")
        let bounce = PageScroller.bounceSpring.motion(from: ended, to: bounds.bottom)
        scroller.advance(to: PageScroller.wheelGestureGap + 0.1, bounds: bounds)
        #expect(abs(scroller.contentOffsetY - bounce.position(at: 0.1)) < 0.05)
    }

    @Test("A wheel notch that catches a pull springing back carries on from where it is, with no jump")
    func catchingTheSpringBack() {
        var scroller = Self.pulledAndReleased()
        let catchTime = PageScroller.wheelGestureGap + 0.1
        scroller.advance(to: catchTime, bounds: Self.bounds)
        let before = scroller.contentOffsetY
        #expect(before < -103 - 2, "still springing back")
        scroller.apply(.wheel(deltaY: -1), at: catchTime, bounds: Self.bounds)
        scroller.advance(to: catchTime + 1 / 60, bounds: Self.bounds)
        #expect(abs(scroller.contentOffsetY - before) < 1)
    }
}

@Suite("More rules at the edges")
struct MoreEdgeRuleTests {
    @Test("A refresh ending with the content exactly at its top (offset 0) drops the held inset at once")
    func endingAtTheTopDropsTheInset() {
        var driver = RefreshTests.Driver(refresh: RefreshConfiguration(header: .twitter))
        driver.pull(to: 100)
        driver.send(.released)
        driver.send(.pulled(stretch: 0, isDragging: true))
        let step = driver.send(.endRefreshing(offset: 0))
        #expect(step.output.phase == .idle && step.output.heldInset == 0)
    }

    @Test("On an exact tie at the middle, a stack last moving back toward the top shows again")
    func tieTowardTheStartShows() throws {
        let configuration = try ShyBarsConfiguration(
            bars: [ShyBar(height: 44), ShyBar(height: 40, fade: .wholeBar)], stackTopInset: 59, expansionResistance: 0)
        var sim = ShyBarsSimulator(configuration: configuration)
        sim.start(at: 500)
        sim.send(.dragBegan)
        sim.scroll(by: 60, step: 1)
        sim.scroll(by: -18, step: 1)   // back up: 42 of 84 hidden, the last movement toward the top
        #expect(sim.state.hiddenDistance == 42)
        #expect(sim.send(.dragEnded(velocity: 0)).state.hiddenDistance == 0)
    }

    @Test("A content size change while the finger drags settles nothing and animates nothing")
    func remeasureWhileDragging() {
        var sim = ShyBarsSimulator()
        sim.start(at: 500)
        sim.send(.dragBegan)
        sim.scroll(by: 30, step: 1)
        sim.contentHeight = 4_000   // rows loaded below
        let step = sim.send(.contentSizeChanged(sim.metrics))
        #expect(!step.animatesChange && step.state.hiddenDistance == 30)
    }

    @Test("Every easing reaches exactly 1 at the end of its segment, however its curve is drawn")
    func easingsEndExactlyAtOne() async {
        await propertyCheck(count: 500, input: Gen.double(in: 0...1), Gen.double(in: -3...3), Gen.double(in: 0...1),
                            Gen.double(in: -3...3)) { x1, y1, x2, y2 in
            #expect(Easing.cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2).fraction(at: 1) == 1)
        }
        for easing in [Easing.easeIn, .easeOut, .easeInOut, .cubicBezier(x1: 0.1, y1: 0.7, x2: 0.3, y2: 0.9)] {
            #expect(easing.fraction(at: 1) == 1)
        }
    }

    @Test("Right-to-left: the avatar's rest frame is mirrored too, so at rest its transform moves nothing")
    func rightToLeftRestFrames() throws {
        var harness = try PageScenarioTests.singleList()
        harness.environment.isRightToLeft = true
        let frame = harness.frame()
        #expect(frame.avatar.restFrame.maxX == 393 - 16)
        #expect(frame.avatar.transform == .identity && frame.title.transform == .identity)
    }
}

@Suite("Shy bars: settling after a content change")
struct ShyBarsRemeasureTests {
    @Test("Bars left part-way settle when the content changes size, and then follow the next scroll as usual")
    func settleThenFollow() {
        var sim = ShyBarsSimulator()
        sim.start(at: 500)
        sim.scroll(by: 30, step: 1)          // a programmatic scroll: the bars follow it part-way
        #expect(sim.state.status == .transitioning)
        sim.contentHeight = 4_000            // rows loaded below
        let settled = sim.send(.contentSizeChanged(sim.metrics))
        #expect(settled.state.hiddenDistance == 0 && settled.contentOffsetShift == 0, "the content is at rest: it stays")
        sim.scroll(by: 20, step: 1)
        #expect(sim.state.hiddenDistance == 20, "nothing of the settling is left to hold the next scroll back")
    }
}

@Suite("Page scroller: content that changes under a resting offset")
struct PageScrollerRestingTests {
    @Test("Half a point or less past an end is simply clamped (no bounce); more comes back on the bounce spring")
    func halfAPointIsClamped() {
        let bounds = PageScrollerTests.bounds
        for shrink in [0.5, 0.25] {
            var scroller = PageScroller(contentOffsetY: bounds.bottom, bounds: bounds)
            let shrunk = PageScroller.Bounds(adjustedInsetTop: 103, contentHeight: 3_000 - shrink, adjustedInsetBottom: 0,
                                             viewportHeight: 852)
            scroller.advance(to: 1 / 60, bounds: shrunk)
            #expect(scroller.contentOffsetY == shrunk.bottom && scroller.interaction == .idle, "shrunk by \(shrink)")
        }
        var scroller = PageScroller(contentOffsetY: bounds.bottom, bounds: bounds)
        let shrunk = PageScroller.Bounds(adjustedInsetTop: 103, contentHeight: 2_990, adjustedInsetBottom: 0, viewportHeight: 852)
        scroller.advance(to: 1 / 60, bounds: shrunk)
        #expect(scroller.interaction == .decelerating && scroller.contentOffsetY > shrunk.bottom, "10 pt past the end bounces back")
    }
}

@Suite("Thresholds met exactly")
struct ExactThresholdTests {
    @Test("A pull that reaches the threshold exactly, step by step, arms the refresh")
    func pullToExactlyTheThreshold() {
        var driver = RefreshTests.Driver(refresh: RefreshConfiguration(header: .twitter))  // threshold 80
        driver.pull(to: 75)
        #expect(driver.state.phase == .pulling)
        driver.pull(to: 80)
        #expect(driver.state.phase == .armed)
    }

    @Test("Only a page that snaps proposes where a fling rests; the others leave the platform's")
    func snappingOnlyWhereAsked() throws {
        for snapping in [PageSnapping.none, .expandedOrCollapsed] {
            var harness = try PageScenarioTests.singleList(snapping: snapping)
            harness.frame()
            harness.scroll(toContentOffsetY: -103 + 40)
            let released = harness.release(velocity: 300, proposedContentOffsetY: -103 + 40)
            #expect((released.targetContentOffsetY != nil) == (snapping == .expandedOrCollapsed), "\(snapping)")
        }
    }
}

@Suite("Tabs and page states compared and read at their edges")
struct StateEdgeTests {
    @Test("A state selecting one tab past its own entries reads that tab at rest, and never traps")
    func selectionPastTheEntries() throws {
        let tabs = try TabsConfiguration.profile(header: .twitter, tabCount: 3, viewportHeight: 852)
        let state = TabsState(tabCount: 2, selectedIndex: 2)
        #expect(tabs.headerOffset(state) == 0 && tabs.canSwitchTabs(state))
    }

    @Test("Two page states made the same way are equal; a state adapted to other metrics is not")
    func pageStatesCompareByContent() throws {
        let page = try ProfilePage(design: .twitter)
        let metrics = ProfilePageMetrics(contentOffsetY: -103, contentHeight: 2_000, topSpacerHeight: 87, viewportWidth: 393,
                                         viewportHeight: 852, contentInsetTop: 103, adjustedContentInsetTop: 103, safeAreaTop: 59)
        var first = ProfilePageState()
        var second = ProfilePageState()
        _ = page.frame(&first, metrics)
        _ = page.frame(&second, metrics)
        #expect(first == second)
        var wider = metrics
        wider.viewportWidth = 430
        var third = ProfilePageState()
        _ = page.frame(&third, wider)
        #expect(first != third)
    }
}

@Suite("Page scroller: an edge that moves under a bounce")
struct PageScrollerMovingEdgeTests {
    /// Not held still on that frame, restarted from where the last frame drew it: an edge that moves
    /// every frame would hold the content still until it stopped, wherever the frames left it.
    @Test("On the frame the top edge moves toward the content, the bounce turns toward it from where it has brought the content by then")
    func bounceTurnsOnTheFrameTheEdgeMoves() {
        let bounds = PageScrollerTests.bounds
        var scroller = PageScroller(contentOffsetY: -103, bounds: bounds)
        scroller.apply(.touchBegan(y: 300), at: 0, bounds: bounds)
        scroller.apply(.touchMoved(y: 500), at: 0.2, bounds: bounds)
        scroller.apply(.touchEnded, at: 0.5, bounds: bounds)
        scroller.advance(to: 0.5 + 1 / 60, bounds: bounds)
        let before = scroller.contentOffsetY
        var unmoved = scroller  // the same bounce under the edge that stays
        unmoved.advance(to: 0.5 + 2 / 60, bounds: bounds)
        let held = PageScroller.Bounds(adjustedInsetTop: 163, contentHeight: 3_000, adjustedInsetBottom: 0, viewportHeight: 852)
        scroller.advance(to: 0.5 + 2 / 60, bounds: held)
        #expect(scroller.contentOffsetY == unmoved.contentOffsetY && scroller.contentOffsetY > before,
                "where the bounce had brought it by now: neither held still nor sent on toward the old edge")
        scroller.advance(to: 0.5 + 3 / 60, bounds: held)
        unmoved.advance(to: 0.5 + 3 / 60, bounds: bounds)
        #expect(scroller.contentOffsetY > before && scroller.contentOffsetY < -163, "toward the new edge, not yet there")
        #expect(scroller.contentOffsetY < unmoved.contentOffsetY, "turned: slower than toward the old edge")
    }

    @Test("An edge that moves away from the content past it (a refresh's inset springing back) carries the content along, its bounce going on")
    func edgeMovingAwayCarriesTheContent() {
        let held = PageScroller.Bounds(adjustedInsetTop: 163, contentHeight: 3_000, adjustedInsetBottom: 0, viewportHeight: 852)
        var scroller = PageScroller(contentOffsetY: -163, bounds: held)
        scroller.apply(.touchBegan(y: 300), at: 0, bounds: held)
        scroller.apply(.touchMoved(y: 500), at: 0.2, bounds: held)
        scroller.apply(.touchEnded, at: 0.5, bounds: held)
        scroller.advance(to: 0.55, bounds: held)
        var unmoved = scroller  // the same bounce under the held edge
        var time = 0.55
        for inset in [150.0, 130, 110, 103] {
            time += 1 / 60
            let bounds = PageScroller.Bounds(adjustedInsetTop: inset, contentHeight: 3_000, adjustedInsetBottom: 0, viewportHeight: 852)
            scroller.advance(to: time, bounds: bounds)
            unmoved.advance(to: time, bounds: held)
            #expect(abs(scroller.contentOffsetY - (unmoved.contentOffsetY + 163 - inset)) < 1e-9,
                    "the edge's move added to the bounce, at \(time)")
        }
        scroller.advance(to: 3, bounds: PageScrollerTests.bounds)
        #expect(scroller.contentOffsetY == -103 && scroller.interaction == .idle)
    }

    @Test("The bottom edge moving under content bounced past it (the content's height measured anew) does not move the content at that instant: it springs on from where it is (the page fuzz target's fixed point)")
    func bottomEdgeMovingDoesNotCarryTheContent() {
        // Content 40 pt past the bottom of a list whose content is shorter than its viewport: a bounce
        // toward the bottom edge, at rest on no frame yet.
        let short = PageScroller.Bounds(adjustedInsetTop: 147, contentHeight: 317, adjustedInsetBottom: 705, viewportHeight: 852)
        var scroller = PageScroller(contentOffsetY: short.bottom + 40, bounds: short)
        scroller.move(to: short)
        scroller.advance(to: 0.1, bounds: short)
        let before = scroller.contentOffsetY
        #expect(before > short.bottom && scroller.interaction == .decelerating)
        // Measured again at the same instant, the content 4 pt shorter: its bottom edge 4 pt higher.
        let shorter = PageScroller.Bounds(adjustedInsetTop: 147, contentHeight: 313, adjustedInsetBottom: 705, viewportHeight: 852)
        scroller.advance(to: 0.1, bounds: shorter)
        #expect(scroller.contentOffsetY == before, "no jump at the instant the edge moved")
        scroller.advance(to: 3, bounds: shorter)
        #expect(scroller.contentOffsetY == shorter.bottom && scroller.interaction == .idle)
    }
}

@Suite("Easing curves whose x barely moves")
struct FlatEasingTests {
    /// y at the x of a cubic Bézier (0,0) (x1,y1) (x2,y2) (1,1), by bisection on x(s) alone: slow and sure.
    static func reference(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func bezier(_ a: Double, _ b: Double, _ s: Double) -> Double {
            3 * a * s * (1 - s) * (1 - s) + 3 * b * s * s * (1 - s) + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if bezier(x1, x2, middle) < x { low = middle } else { high = middle }
        }
        return bezier(y1, y2, (low + high) / 2)
    }

    /// Near a point where x(s) is flat, y is ill-conditioned in x (an x within 10⁻¹² of the target
    /// allows s to move by ~10⁻⁴ there), so the comparison allows 10⁻³: what it catches is a wrong
    /// curve, not rounding.
    @Test("Curves with a flat stretch in x (where Newton's method gives up) still give the curve's y")
    func flatCurves() {
        for (x1, y1, x2, y2) in [(1.0, 0.0, 0.0, 1.0), (0.0, 1.0, 1.0, 0.0), (0.0, 0.5, 1.0, 0.5), (1.0, 0.2, 1.0, 0.8)] {
            let easing = Easing.cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
            for step in 1..<100 {
                let x = Double(step) / 100
                let expected = Self.reference(x1, y1, x2, y2, at: x)
                #expect(abs(easing.fraction(at: x) - expected) < 1e-3, "(\(x1), \(y1), \(x2), \(y2)) at \(x)")
            }
        }
    }
}
