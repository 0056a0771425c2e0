#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif
@testable import ProfileHeaderCore
import Testing

/// Rules at their edges, each one a user (or an app) would notice: found by mutation testing
/// (`python3 scripts/mutation-test.py`, seed 25), where flipping the operator behind the rule
/// passed every other test.
@Suite("Rules at their edges")
struct BoundaryRulesTests {
    @Test("The tab indicator is inset from its button on both sides: a 100-point tab with an 8-point inset has an 84-point indicator")
    func indicatorInset() throws {
        let tabs = try TabsConfiguration(tabWidths: [100, 120], tabBarHeight: 44, indicatorHorizontalInset: 8,
                                         collapseDistance: 200, viewportHeight: 800, contentInsetTop: 300, pageWidth: 390)
        #expect(tabs.indicatorFrame(pagePosition: 0) == Rect(x: 8, y: 41, width: 84, height: 3))
        #expect(tabs.indicatorFrame(pagePosition: 1) == Rect(x: 108, y: 41, width: 104, height: 3))
    }

    @Test("A display scale that is not finite, or under 1, aligns to whole points (an infinite scale gave non-finite edges)")
    func alignmentToAnUnusableScale() {
        let rect = Rect(x: 10.2, y: 20.7, width: 30.4, height: 40.6)
        for scale in [Double.infinity, -.infinity, .nan, 0, 0.5, -3] {
            #expect(rect.aligned(toScale: scale) == rect.aligned(toScale: 1), "scale \(scale)")
        }
    }

    @Test("A text scale that is not a number or not finite reads as the default size, 1 (an infinite one read as the largest, 4)")
    func unusableTextScale() throws {
        let page = try ProfilePage(design: .twitter)
        func frame(textScale: Double) -> ProfilePageFrame {
            var state = ProfilePageState()
            let metrics = ProfilePageMetrics(contentOffsetY: -103, contentHeight: 3_000, viewportWidth: 393, viewportHeight: 852,
                                             contentInsetTop: 103, adjustedContentInsetTop: 103, safeAreaTop: 59, textScale: textScale)
            return page.frame(&state, metrics, .none)
        }
        let standard = frame(textScale: 1)
        for textScale in [Double.infinity, -.infinity, .nan] {
            #expect(frame(textScale: textScale) == standard, "text scale \(textScale)")
        }
        #expect(frame(textScale: 4) != standard, "a real scale does change the page")
    }

    @Test("A follower index past the last follower moves nothing (and does not trap)")
    func followerPastTheEnd() throws {
        let configuration = try ShyBarsConfiguration(bars: [ShyBar(height: 44)], followers: [ShyFollower(height: 83)], stackTopInset: 59)
        var state = ShyBarsState()
        configuration.apply(.scrolled(ScrollMetrics(contentOffsetY: 400, contentHeight: 4_000, viewportHeight: 800,
                                                    contentInsetTop: 103, contentInsetBottom: 0)), to: &state)
        let layout = configuration.layout(for: state)
        #expect(layout.followerTranslationY(1) == 0)
        #expect(layout.followerTranslationY(-1) == 0)
    }

    @Test("Shy bar stacks that differ only in their bars are different")
    func geometryEquality() {
        let one = ShyBarsGeometry(bars: [ShyBar(height: 44)], followerHeights: [83], stackTopInset: 59)
        let other = ShyBarsGeometry(bars: [ShyBar(height: 50)], followerHeights: [83], stackTopInset: 59)
        let third = ShyBarsGeometry(bars: [ShyBar(height: 44)], followerHeights: [49], stackTopInset: 59)
        #expect(one != other && one != third)
        #expect(one == ShyBarsGeometry(bars: [ShyBar(height: 44)], followerHeights: [83], stackTopInset: 59))
    }

    @Test("A page's writes are empty only when every one of them is nil")
    func writesEmpty() {
        #expect(PageScrollViewWrites().isEmpty)
        var offset = PageScrollViewWrites()
        offset.contentOffsetY = 12
        #expect(!offset.isEmpty)
        var inset = PageScrollViewWrites()
        inset.contentInsetTop = 103
        #expect(!inset.isEmpty)
    }

    @Test("A list's last resting offset includes its bottom inset (the home indicator, a tab bar)")
    func scrollerBottom() {
        let bounds = PageScroller.Bounds(adjustedInsetTop: 147, contentHeight: 4_000, adjustedInsetBottom: 34, viewportHeight: 852)
        #expect(bounds.top == -147)
        #expect(bounds.bottom == 4_000 + 34 - 852)
        #expect(PageScroller.Bounds(adjustedInsetTop: 147, contentHeight: 100, adjustedInsetBottom: 34, viewportHeight: 852).bottom == -147,
                "a short list rests at its top")
    }

    @Test("A tab switch that jumps (no glide) still needs a frame to announce the new tab")
    func activationNeedsAFrame() {
        var pager = PageTabPager()
        let switched = pager.request(2, at: 0, page: PageTabPagerTests.page, state: PageTabPagerTests.resting, interaction: .idle, animated: false)
        #expect(switched)
        let first = pager.takeEvent()
        #expect(first == .tabWillAppear(2))
        #expect(pager.needsAnimationFrames, "tabDidBecomeActive is still to be sent")
        let second = pager.takeEvent()
        #expect(second == .tabDidBecomeActive(2))
        #expect(!pager.needsAnimationFrames)
    }

    @Test("A rectangle with an edge beyond 2⁵¹ pixels keeps its size when aligned")
    func wideAlignment() {
        let far = Rect(x: 1e16, y: -1e16, width: 4, height: 8).aligned(toScale: 1)
        #expect(far.width == 4 && far.height == 8)
        #expect(far.minX == 1e16 && far.minY == -1e16)
    }

    @Test("Interpolating with a non-finite end gives what the plain formula gives (NaN or an infinity), never a made-up finite value")
    func nonFiniteLerp() {
        let cases: [(Double, Double, Double)] = [(.infinity, .infinity, 0.5), (-.infinity, .infinity, 0.25), (1, .nan, 0.5),
                                                 (0, .infinity, 0.5), (.infinity, 1, 0), (1, 2, .infinity)]
        for (start, end, fraction) in cases {
            let plain = start + (end - start) * fraction
            let value = lerp(start, end, fraction)
            #expect(value.isNaN == plain.isNaN && (plain.isNaN || value == plain), "\(start) \(end) \(fraction)")
        }
    }

    @Test("A step with no inputs animates nothing")
    func emptyStep() throws {
        let configuration = try ShyBarsConfiguration(bars: [ShyBar(height: 44)], stackTopInset: 59)
        let step = configuration.step(ShyBarsState(), [ShyBarsInput]())
        #expect(!step.animatesChange && step.animationDuration == 0)
    }

    @Test("A content size change measured as not a number changes nothing and animates nothing")
    func unusableRemeasure() throws {
        let configuration = try ShyBarsConfiguration(bars: [ShyBar(height: 44)], stackTopInset: 59)
        var state = ShyBarsState()
        let metrics = ScrollMetrics(contentOffsetY: .nan, contentHeight: 4_000, viewportHeight: 800, contentInsetTop: 103, contentInsetBottom: 0)
        let change = configuration.apply(.contentSizeChanged(metrics), to: &state)
        #expect(!change.animatesChange)
        #expect(state.hiddenDistance == 0 && state.status == .expanded)
        #expect(!state.hasReference && !state.hasMetrics, "nothing measured from it")
    }

    @Test("A large title's new bar height waits at the top and within half a point past it, and counts beyond")
    func pastTopTolerance() {
        let configured = ShyBarsMeasurement(topSafeAreaInset: 59, navigationBarHeight: 96)
        let collapsed = ShyBarsMeasurement(topSafeAreaInset: 59, navigationBarHeight: 44)
        func metrics(position: Double) -> ScrollMetrics {
            ScrollMetrics(contentOffsetY: position - 155, contentHeight: 4_000, viewportHeight: 800, contentInsetTop: 155, contentInsetBottom: 0)
        }
        #expect(collapsed.settled(after: configured, at: metrics(position: 0)).navigationBarHeight == 96)
        #expect(collapsed.settled(after: configured, at: metrics(position: 0.5)).navigationBarHeight == 96, "exactly the tolerance: not past")
        #expect(collapsed.settled(after: configured, at: metrics(position: 0.75)).navigationBarHeight == 44)
    }

    @Test("A page that does not refresh never reports a refresh triggered, however far it is pulled")
    func noRefreshNoTrigger() throws {
        let view = ScrollViewModel(width: 393, height: 852, safeAreaTop: 59, sections: [.init(headerHeight: 0, rowCount: 40, rowHeight: 60)])
        var harness = PageHarness(page: try ProfilePage(design: .twitter), lists: [view])
        #expect(harness.page.refreshes == false, "the default: no refresh")
        for offset in [-59.0, -200, -400, -59] {
            let frame = harness.scroll(toContentOffsetY: offset - 88)
            #expect(!frame.didTriggerRefresh, "at \(offset)")
        }
        let released = harness.release(velocity: 0, proposedContentOffsetY: nil)
        #expect(!released.didTriggerRefresh && released.refresh.phase == .idle)
    }

    @Test("Without snapping on release, momentum that ends with the bars part-way leaves them there, without animating")
    func noSnapOnRelease() throws {
        let configuration = try ShyBarsConfiguration(bars: [ShyBar(height: 44)], stackTopInset: 59, snapsOnRelease: false)
        var state = ShyBarsState()
        func scrolled(_ y: Double) -> ShyBarsInput {
            .scrolled(ScrollMetrics(contentOffsetY: y, contentHeight: 4_000, viewportHeight: 800, contentInsetTop: 103, contentInsetBottom: 0))
        }
        _ = configuration.apply(scrolled(-103 + 300), to: &state)
        _ = configuration.apply(.dragBegan, to: &state)
        _ = configuration.apply(scrolled(-103 + 320), to: &state)
        _ = configuration.apply(.dragEnded(velocity: 0), to: &state)
        let hidden = state.hiddenDistance
        #expect(hidden > 0 && hidden < 44, "part-way: \(hidden)")
        let change = configuration.apply(.decelerationEnded, to: &state)
        #expect(!change.animatesChange)
        #expect(state.hiddenDistance == hidden)
    }

    @Test("A finger move counts toward the release velocity for the time it spans, however short; one at the same instant only moves the finger")
    func dragVelocityMillisecond() {
        var finger = DragVelocity(y: 0, time: 0)
        finger.moved(to: -0.5, at: 0.0005)  // 1 000 pt/s for half a millisecond
        #expect(finger.velocity > 30 && finger.velocity < 40 && finger.y == -0.5)
        let counted = finger.velocity
        finger.moved(to: -10, at: 0.0005)
        #expect(finger.velocity == counted && finger.y == -10)
    }

    @Test("A touch exactly where the content starts, away from the header's controls, is the content's: blocked under the drawn header")
    func contentTopEdge() throws {
        var tabbed = try PageRightToLeftTabsTests.harness(rightToLeft: false)
        tabbed.frame()
        let frame = tabbed.scroll(toContentOffsetY: 2_000, .idle)
        let top = frame.hitMap.contentTop
        #expect(frame.hitMap.targetAwayFromControls(at: Point(x: 1, y: top)) == .blocked)
        #expect(frame.hitMap.targetAwayFromControls(at: Point(x: 1, y: top - 0.01)) == .passThrough)
    }

    @Test("Changes combined in one pass that end with the bars handed back animate nothing and shift no content")
    func combinedHandBack() {
        let driving = ShyBarsChange(animatesChange: true, contentOffsetShift: 12, ownership: .drive, needsFrameClock: false,
                                    statusBefore: .expanded, statusAfter: .transitioning)
        let handing = ShyBarsChange(animatesChange: false, contentOffsetShift: 0, ownership: .handBack, needsFrameClock: false,
                                    statusBefore: .transitioning, statusAfter: .expanded)
        let combined = driving.then(handing)
        #expect(combined.ownership == .handBack)
        #expect(!combined.animatesChange && combined.contentOffsetShift == 0)
    }

    @Test("A container that says again what it already said changes nothing, not even who holds the bars")
    func containerSaysItAgain() throws {
        let configuration = try ShyBarsConfiguration(bars: [ShyBar(height: 44)], stackTopInset: 59)
        var state = ShyBarsState()
        #expect(!state.holdsBars && state.canHoldBars)
        let change = configuration.apply(.containerHidesBars(false), to: &state)
        #expect(change.ownership == .leave)
        #expect(!state.holdsBars)
    }

    @Test("A finger held still on the content is not motion: no frames are asked for until it moves or lets go")
    func heldFingerIsNotMoving() {
        let bounds = PageScroller.Bounds(adjustedInsetTop: 147, contentHeight: 4_000, adjustedInsetBottom: 34, viewportHeight: 852)
        var scroller = PageScroller(contentOffsetY: 100, bounds: bounds)
        scroller.apply(.touchBegan(y: 400), at: 1, bounds: bounds)
        scroller.apply(.touchMoved(y: 380), at: 1.016, bounds: bounds)
        scroller.advance(to: 1.2, bounds: bounds)
        #expect(!scroller.isMoving)
        #expect(scroller.interaction == .dragging)
    }

    @Test("Over the header's empty top strip, a touch exactly where the content starts is the content's (blocked), just above it passes through")
    func coveredAtContentTop() throws {
        let view = ScrollViewModel(width: 393, height: 852, safeAreaTop: 59, sections: [.init(headerHeight: 0, rowCount: 40, rowHeight: 60)])
        var single = PageHarness(page: try ProfilePage(design: .twitter), lists: [view])
        single.frame()
        // Scroll until the content's top edge lies in the status bar strip, above the bar's controls.
        var found: ProfilePageFrame?
        for y in stride(from: -147.0, through: 400, by: 1) {
            let frame = single.scroll(toContentOffsetY: y, .idle)
            if frame.hitMap.contentTop > 5, frame.hitMap.contentTop < frame.bar.minY - 5 { found = frame; break }
        }
        let frame = try #require(found)
        let top = frame.hitMap.contentTop
        #expect(frame.hitMap.target(at: Point(x: 1, y: top)) == .blocked)
        #expect(frame.hitMap.target(at: Point(x: 1, y: top - 0.01)) == .passThrough)
    }

    @Test("A just over-damped spring follows e^(−at)(x₀ cosh βt + b sinh βt / β) to 12 digits where βt is small")
    func overdampedSeries() throws {
        let spring = try DampedSpring(response: 0.5, dampingFraction: 1.000_001)
        let motion = SpringMotion(spring: spring, from: 100, to: 0, initialVelocity: -400)
        let w0 = spring.naturalFrequency
        let a = 1.000_001 * w0
        let beta = w0 * ((1.000_001 - 1) * (1.000_001 + 1)).squareRoot()
        for t in [0.05, 0.2, 0.5] {
            #expect(beta * t < 1e-2)
            let x0 = 100.0, b = -400 + a * x0
            let expected = exp(-a * t) * (x0 * cosh(beta * t) + b * sinh(beta * t) / beta)
            let position = motion.position(at: t)
            #expect(abs(position - expected) <= 1e-12 * max(1, abs(expected)) + 1e-12, "t \(t): \(position) vs \(expected)")
        }
    }

    @Test("Measurements beyond ±10¹² points read as ±10¹² (the engine clamps what it reads): the same frame")
    func hugeMeasurementsClamp() throws {
        let page = try ProfilePage(design: .twitter)
        func frame(offset: Double) -> ProfilePageFrame {
            var state = ProfilePageState()
            let metrics = ProfilePageMetrics(contentOffsetY: offset, contentHeight: 4_000, viewportWidth: 393, viewportHeight: 852,
                                             contentInsetTop: 88, adjustedContentInsetTop: 147, contentInsetBottom: 0,
                                             adjustedContentInsetBottom: 34, safeAreaTop: 59, time: 1)
            _ = page.frame(&state, metrics)
            return page.frame(&state, metrics)
        }
        // The offset the engine writes back to the scroll view is the one it read, so an unclamped reading shows.
        #expect(frame(offset: 1e15) == frame(offset: 1e12))
        #expect(frame(offset: -1e15) == frame(offset: -1e12))
        #expect(frame(offset: 1e15).scrollViewWrites.contentOffsetY == 1e12 + 87)
    }

    @Test("An over-damped spring pushed from its rest point settles only once it has come back within the tolerance")
    func overdampedPushSettles() throws {
        for damping in [1.2, 2.0, 4.0] {
            let spring = try DampedSpring(response: 0.4, dampingFraction: damping)
            let motion = SpringMotion(spring: spring, from: 0, to: 0, initialVelocity: 2_000)
            let settle = motion.settleTime(tolerance: 0.5)
            #expect(settle > 0.05, "damping \(damping): settles at \(settle)")
            // Out of tolerance somewhere before it, within it from then on.
            let before = stride(from: 0.0, to: settle, by: settle / 50).map { abs(motion.state(at: $0).displacement) }
            #expect(before.contains { $0 > 0.5 }, "damping \(damping)")
            for t in stride(from: settle, through: settle + 5, by: 0.05) {
                #expect(abs(motion.state(at: t).displacement) <= 0.5 + 1e-9, "damping \(damping) at \(t)")
            }
        }
    }

    @Test("The spinner turns as fast as its turns per second say (2 a second: 0.4 of a turn after 0.2 s), whatever that rate")
    func spinnerTurnsAtItsRate() throws {
        for (rate, turns) in [(2.0, 0.4), (0.5, 0.1)] {
            let refresh = try RefreshConfiguration(threshold: 80, viewportWidth: 393, topSafeAreaInset: 59, spinnerTurnsPerSecond: rate)
            let step = refresh.step(refresh.step(RefreshState(), .beginRefreshing, at: 10).state, .frame, at: 10.2)
            #expect(isClose(step.output.spinnerRotation, 2 * Double.pi * turns), "rate \(rate): \(step.output.spinnerRotation)")
        }
    }

    @Test("Metrics made without the accessibility settings read them as off: no solid bar, left to right, motion on")
    func metricsDefaultToSettingsOff() throws {
        let metrics = ProfilePageMetrics(contentOffsetY: -147, contentHeight: 4_000, viewportWidth: 393, viewportHeight: 852,
                                         contentInsetTop: 88, adjustedContentInsetTop: 147, safeAreaTop: 59)
        #expect(!metrics.reducesTransparency && !metrics.isRightToLeft && !metrics.reducesMotion)
        var state = ProfilePageState()
        let frame = try ProfilePage(design: .twitter).frame(&state, metrics)
        #expect(!frame.usesSolidBar)
    }
}
