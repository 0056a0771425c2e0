@testable import ProfileHeaderCore
import Testing

/// The scroll motion for surfaces without one (the browser playground): wheel gestures, touches,
/// momentum, rubber band and bounce, each checked as a user would notice it.
@Suite("Page scroller")
struct PageScrollerTests {
    /// A list 3 000 pt tall in an 852 pt viewport under a 103 pt inset.
    static let bounds = PageScroller.Bounds(adjustedInsetTop: 103, contentHeight: 3_000, adjustedInsetBottom: 0, viewportHeight: 852)

    static func run(_ scroller: inout PageScroller, from start: Double, to end: Double, step: Double = 1 / 60,
                    _ body: (inout PageScroller) -> Void = { _ in }) {
        var time = start
        while time < end {
            time += step
            scroller.advance(to: time, bounds: bounds)
            body(&scroller)
        }
    }

    @Test("A flick toward the content released exactly at the top coasts as one released a point below it (no bounce at an edge it is not past)")
    func flickReleasedExactlyAtTheTop() {
        // The list is set under the finger (as the playground's scrubber does) at `top` (its top or a
        // point below), and the finger lifts at once, still moving up: a flick toward the content's end.
        func flick(from top: Double) -> (velocity: Double?, rest: Double) {
            var scroller = PageScroller(contentOffsetY: 0, bounds: Self.bounds)
            scroller.apply(.touchBegan(y: 500), at: 0, bounds: Self.bounds)
            for (step, y) in [480.0, 460, 440].enumerated() {
                scroller.apply(.touchMoved(y: y), at: Double(step + 1) / 60, bounds: Self.bounds)
            }
            scroller.apply(.set(contentOffsetY: top), at: 0.06, bounds: Self.bounds)
            scroller.apply(.touchEnded, at: 0.06, bounds: Self.bounds)
            let velocity = scroller.takeRelease()
            Self.run(&scroller, from: 0.06, to: 4)
            return (velocity, scroller.contentOffsetY)
        }
        let atTop = flick(from: -103), below = flick(from: -102)
        #expect(atTop.velocity.map { $0 > 500 } == true, "released flinging toward the end: \(String(describing: atTop.velocity))")
        #expect(atTop.rest > -103 + 100, "it coasted into the content: \(atTop.rest)")
        #expect(abs(atTop.rest - (below.rest - 1)) < 1, "a point apart at the release, a point apart at rest: \(atTop.rest), \(below.rest)")
    }

    @Test("A wheel gesture from rest within half a point of the top (a list left a fraction below it) may pull; one from further down may not")
    func wheelPullsFromWithinHalfAPointOfTheTop() {
        for (offset, pulls) in [(-103.0, true), (-102.75, true), (-102.5, true), (-102.4, false)] {
            var scroller = PageScroller(contentOffsetY: offset, bounds: Self.bounds)
            scroller.apply(.wheel(deltaY: -100), at: 0, bounds: Self.bounds)
            var deepest = 0.0
            Self.run(&scroller, from: 0, to: 0.1) { deepest = max(deepest, -103 - $0.contentOffsetY) }
            #expect((deepest > 5) == pulls, "from \(offset): pulled \(deepest)")
        }
    }

    @Test("A fling decelerates frame by frame: its first frame moves it about its speed for that frame, and every frame less than the one before")
    func flingDeceleratesFrameByFrame() {
        var scroller = PageScroller(contentOffsetY: 500, bounds: Self.bounds)
        scroller.apply(.touchBegan(y: 600), at: 0, bounds: Self.bounds)
        for step in 1 ... 6 { scroller.apply(.touchMoved(y: 600 - 20 * Double(step)), at: Double(step) / 60, bounds: Self.bounds) }
        scroller.apply(.touchEnded, at: 0.1, bounds: Self.bounds)
        let velocity = scroller.takeRelease() ?? 0
        #expect(velocity > 1_000, "a flick of 1 200 pt/s: \(velocity)")
        var previous = scroller.contentOffsetY
        var steps: [Double] = []
        Self.run(&scroller, from: 0.1, to: 0.6) { s in
            steps.append(s.contentOffsetY - previous)
            previous = s.contentOffsetY
        }
        #expect(abs(steps[0] - velocity / 60) < velocity / 60 * 0.05, "first frame \(steps[0]) for \(velocity / 60)")
        for (before, after) in zip(steps, steps.dropFirst()) { #expect(after < before && after > 0) }
    }

    @Test("A wheel gesture ends exactly its gap after its last notch: a frame at that instant releases it")
    func wheelGestureEndsAtItsGap() {
        var scroller = PageScroller(contentOffsetY: 500, bounds: Self.bounds)
        scroller.apply(.wheel(deltaY: 40), at: 1, bounds: Self.bounds)
        scroller.advance(to: 1 + PageScroller.wheelGestureGap / 2, bounds: Self.bounds)
        #expect(scroller.takeRelease() == nil && scroller.interaction == .dragging)
        scroller.advance(to: 1 + PageScroller.wheelGestureGap, bounds: Self.bounds)
        #expect(scroller.takeRelease() != nil, "released at the gap")
    }

    @Test("A trackpad's fingers are a finger on the content: each step drawn at once (a wheel's notches are smoothed), past the top by the rubber band at the full rate — also for a step that crosses the top from the content — and held, however long they rest, until they lift")
    func trackpadIsAFinger() {
        var trackpad = PageScroller(contentOffsetY: 500, bounds: Self.bounds)
        var wheel = trackpad
        var time = 0.0
        for step in 1...10 {
            time += 1.0 / 120
            trackpad.apply(.trackpad(deltaY: 12), at: time, bounds: Self.bounds)
            trackpad.advance(to: time, bounds: Self.bounds)
            wheel.apply(.wheel(deltaY: 12), at: time, bounds: Self.bounds)
            wheel.advance(to: time, bounds: Self.bounds)
            #expect(trackpad.contentOffsetY == 500 + 12 * Double(step), "step \(step): \(trackpad.contentOffsetY)")
        }
        #expect(wheel.contentOffsetY < 600, "a wheel's notches lag behind, smoothed: \(wheel.contentOffsetY)")
        // The fingers rest half a second: still held, nothing released (a wheel ends a gap after its
        // last notch).
        trackpad.advance(to: time + 0.5, bounds: Self.bounds)
        #expect(trackpad.interaction == .dragging && trackpad.takeRelease() == nil && trackpad.contentOffsetY == 620)
        // From 40 points below the top, one step of 100 toward the start: 40 to the top, 60 of pull,
        // drawn by the touch's rubber band.
        var crossing = PageScroller(contentOffsetY: -63, bounds: Self.bounds)
        crossing.apply(.trackpad(deltaY: 0), at: 0, bounds: Self.bounds)
        crossing.apply(.trackpad(deltaY: -100), at: 0.01, bounds: Self.bounds)
        let expected = RubberBand.clamp(-163, lower: -103, upper: Self.bounds.bottom, dimension: 852)
        #expect(abs(crossing.contentOffsetY - expected) < 1e-9, "pulled to \(crossing.contentOffsetY), not \(expected)")
        crossing.advance(to: 1, bounds: Self.bounds)
        #expect(abs(crossing.contentOffsetY - expected) < 1e-9 && crossing.interaction == .dragging, "held pulled under resting fingers")
    }

    @Test("A trackpad's fingers lifting (UIKit's pan recognizer for scroll events ends there, with no momentum after it) release the content with their speed: it coasts on from where they left it, at their speed, slower every frame, as far as UIScrollView's normal deceleration carries it; released once")
    func trackpadLiftedCoasts() {
        var scroller = PageScroller(contentOffsetY: 500, bounds: Self.bounds)
        var time = 0.0
        for _ in 0..<10 {
            time += 1.0 / 120
            scroller.apply(.trackpad(deltaY: 12), at: time, bounds: Self.bounds)
            scroller.advance(to: time, bounds: Self.bounds)
        }
        let lifted = scroller.contentOffsetY
        #expect(lifted == 620, "where the fingers left it")
        scroller.apply(.trackpadLifted(velocity: 1_440), at: time, bounds: Self.bounds)
        #expect(scroller.takeRelease() == 1_440, "released with the fingers' speed")
        #expect(scroller.interaction == .decelerating && scroller.contentOffsetY == lifted)
        var previous = scroller.contentOffsetY
        var previousStep = 12.0  // the fingers' last step
        var releases = 0
        Self.run(&scroller, from: time, to: time + 4, step: 1.0 / 120) { s in
            let step = s.contentOffsetY - previous
            #expect(step >= 0 && step <= previousStep + 1e-9, "coasting on, never faster: \(step) after \(previousStep)")
            previousStep = step
            previous = s.contentOffsetY
            if s.takeRelease() != nil { releases += 1 }
        }
        #expect(releases == 0, "released once, at the lift")
        // UIScrollView's normal rate (0.998 a millisecond) carries 1 440 pt/s, down to the resting
        // speed, about 716 pt.
        let coast = (1_440 - PageScroller.restingSpeed) / (1 - 0.998) / 1_000
        #expect(abs(scroller.contentOffsetY - (lifted + coast)) < 2, "coasted \(scroller.contentOffsetY - lifted) pt, not \(coast)")
        #expect(scroller.interaction == .idle)
    }

    @Test("Trackpad fingers coming down catch a coast where it is; lifted still they leave the content there; lifted pulled it springs back; a lift with no trackpad holding the content does nothing",
          arguments: [0.0, 5.0])
    func trackpadCatchesAndLifts(velocity: Double) {
        var coasting = PageScroller(contentOffsetY: 500, bounds: Self.bounds)
        coasting.apply(.touchBegan(y: 400), at: 0, bounds: Self.bounds)
        coasting.apply(.touchMoved(y: 300), at: 0.016, bounds: Self.bounds)
        coasting.apply(.touchMoved(y: 200), at: 0.032, bounds: Self.bounds)
        coasting.apply(.touchEnded, at: 0.033, bounds: Self.bounds)
        coasting.advance(to: 0.2, bounds: Self.bounds)
        #expect(coasting.interaction == .decelerating)
        let caught = coasting.contentOffsetY
        coasting.apply(.trackpad(deltaY: 0), at: 0.2, bounds: Self.bounds)
        coasting.advance(to: 1, bounds: Self.bounds)
        #expect(coasting.contentOffsetY == caught && coasting.interaction == .dragging, "caught at \(caught): \(coasting.contentOffsetY)")
        _ = coasting.takeRelease()
        coasting.apply(.trackpadLifted(velocity: velocity), at: 1, bounds: Self.bounds)
        #expect(coasting.takeRelease() == velocity && coasting.contentOffsetY == caught && coasting.interaction == .idle)

        var pulled = PageScroller(contentOffsetY: -103, bounds: Self.bounds)
        pulled.apply(.trackpad(deltaY: -100), at: 0, bounds: Self.bounds)
        #expect(pulled.contentOffsetY < -113, "pulled: \(pulled.contentOffsetY)")
        pulled.apply(.trackpadLifted(velocity: velocity), at: 0.05, bounds: Self.bounds)
        #expect(pulled.takeRelease() == velocity && pulled.interaction == .decelerating)
        Self.run(&pulled, from: 0.05, to: 1.5)
        #expect(pulled.contentOffsetY == -103 && pulled.interaction == .idle)

        var resting = PageScroller(contentOffsetY: 500, bounds: Self.bounds)
        resting.apply(.trackpadLifted(velocity: 2_000), at: 0, bounds: Self.bounds)
        resting.advance(to: 0.5, bounds: Self.bounds)
        #expect(resting.takeRelease() == nil && resting.contentOffsetY == 500 && resting.interaction == .idle)
        // A wheel takes the content from the trackpad: a lift after it does nothing.
        var taken = PageScroller(contentOffsetY: 500, bounds: Self.bounds)
        taken.apply(.trackpad(deltaY: 10), at: 0, bounds: Self.bounds)
        taken.apply(.wheel(deltaY: 10), at: 0.01, bounds: Self.bounds)
        taken.apply(.trackpadLifted(velocity: 2_000), at: 0.02, bounds: Self.bounds)
        #expect(taken.takeRelease() == nil && taken.interaction == .dragging)
    }

    @Test("Two wheel notches past the top pull less than a refresh's 80 pt; the gesture ends and releases once")
    func twoNotchesDoNotArm() {
        var scroller = PageScroller(contentOffsetY: -103, bounds: Self.bounds)
        scroller.apply(.wheel(deltaY: -100), at: 0, bounds: Self.bounds)
        scroller.apply(.wheel(deltaY: -100), at: 0.05, bounds: Self.bounds)
        var deepest = 0.0
        var releases = 0
        var largestStep = 0.0
        var previous = scroller.contentOffsetY
        Self.run(&scroller, from: 0.05, to: 1.5) { s in
            deepest = max(deepest, -103 - s.contentOffsetY)
            largestStep = max(largestStep, abs(s.contentOffsetY - previous))
            previous = s.contentOffsetY
            if s.takeRelease() != nil { releases += 1 }
        }
        #expect(deepest > 20 && deepest < 80)
        #expect(largestStep < 20)   // smoothed: no jump of a whole notch in one frame
        #expect(releases == 1)
        #expect(scroller.contentOffsetY == -103 && scroller.interaction == .idle)
    }

    @Test("A wheel spun up from far down stops at the top: no pull, however long it goes on")
    func wheelFromMomentumNeverPulls() {
        var scroller = PageScroller(contentOffsetY: 1_000, bounds: Self.bounds)
        var time = 0.0
        for _ in 0..<40 {
            time += 0.03
            scroller.apply(.wheel(deltaY: -60), at: time, bounds: Self.bounds)
            scroller.advance(to: time + 0.015, bounds: Self.bounds)
            #expect(scroller.contentOffsetY >= -103)
        }
        #expect(scroller.contentOffsetY == -103)
    }

    @Test("Wheel −60 then +120 within a gesture: the pull is let go, the content scrolls 60, nothing stays pulled")
    func pullThenPushBack() {
        var scroller = PageScroller(contentOffsetY: -103, bounds: Self.bounds)
        scroller.apply(.wheel(deltaY: -60), at: 0, bounds: Self.bounds)
        scroller.advance(to: 0.016, bounds: Self.bounds)
        #expect(scroller.contentOffsetY < -103)
        scroller.apply(.wheel(deltaY: 120), at: 0.05, bounds: Self.bounds)
        #expect(scroller.contentOffsetY == -103)   // the pull is let go; the 60 pt that are left scroll, smoothed
        Self.run(&scroller, from: 0.05, to: 0.5)
        #expect(scroller.takeRelease() == 0)
        #expect(scroller.contentOffsetY == -43 && scroller.interaction == .idle)
    }

    @Test("A fling into the top bounces past it on the rubber band and comes back to rest; a fling into the bottom too")
    func flingBounces() {
        var scroller = PageScroller(contentOffsetY: 300, bounds: Self.bounds)
        scroller.apply(.touchBegan(y: 400), at: 0, bounds: Self.bounds)
        for step in 1...5 { scroller.apply(.touchMoved(y: 400 + Double(step) * 40), at: Double(step) * 0.016, bounds: Self.bounds) }
        scroller.apply(.touchEnded, at: 0.09, bounds: Self.bounds)
        #expect((scroller.takeRelease() ?? 0) < -1_000)
        var deepest = 0.0
        Self.run(&scroller, from: 0.09, to: 3) { s in deepest = max(deepest, -103 - s.contentOffsetY) }
        #expect(deepest > 10 && deepest < 200)
        #expect(scroller.contentOffsetY == -103 && scroller.interaction == .idle)

        var down = PageScroller(contentOffsetY: 2_000, bounds: Self.bounds)
        down.apply(.touchBegan(y: 600), at: 0, bounds: Self.bounds)
        for step in 1...5 { down.apply(.touchMoved(y: 600 - Double(step) * 40), at: Double(step) * 0.016, bounds: Self.bounds) }
        down.apply(.touchEnded, at: 0.09, bounds: Self.bounds)
        var furthest = 0.0
        Self.run(&down, from: 0.09, to: 3) { s in furthest = max(furthest, s.contentOffsetY - Self.bounds.bottom) }
        #expect(furthest > 10)
        #expect(down.contentOffsetY == Self.bounds.bottom)
    }

    @Test("One long frame (a page hidden mid-fling or mid-wheel) finds the motion where it would be: at rest, not starting to bounce")
    func longFrameFinishesTheMotion() {
        var fling = PageScroller(contentOffsetY: 300, bounds: Self.bounds)
        fling.apply(.touchBegan(y: 400), at: 0, bounds: Self.bounds)
        for step in 1...5 { fling.apply(.touchMoved(y: 400 + Double(step) * 40), at: Double(step) * 0.016, bounds: Self.bounds) }
        fling.apply(.touchEnded, at: 0.09, bounds: Self.bounds)
        fling.advance(to: 0.1, bounds: Self.bounds)
        fling.advance(to: 60, bounds: Self.bounds)
        #expect(fling.contentOffsetY == -103 && fling.interaction == .idle && !fling.isMoving,
                "the bounce began when the fling reached the top, a minute ago")
        // A long frame just after the fling reaches the top lands where the bounce is by then.
        func flung() -> PageScroller {
            var scroller = PageScroller(contentOffsetY: 300, bounds: Self.bounds)
            scroller.apply(.touchBegan(y: 400), at: 0, bounds: Self.bounds)
            for step in 1...5 { scroller.apply(.touchMoved(y: 400 + Double(step) * 40), at: Double(step) * 0.016, bounds: Self.bounds) }
            scroller.apply(.touchEnded, at: 0.09, bounds: Self.bounds)
            return scroller
        }
        var manyFrames = flung()
        Self.run(&manyFrames, from: 0.09, to: 0.6, step: 1.0 / 240)
        var end = 0.09
        while end < 0.6 { end += 1.0 / 240 }
        var oneFrame = flung()
        oneFrame.advance(to: end, bounds: Self.bounds)
        #expect(manyFrames.isMoving && manyFrames.contentOffsetY < -103 - 1, "mid-bounce at 0.6 s: \(manyFrames.contentOffsetY)")
        #expect(abs(manyFrames.contentOffsetY - oneFrame.contentOffsetY) < 0.5,
                "one frame or many, the same place: \(manyFrames.contentOffsetY) vs \(oneFrame.contentOffsetY)")

        var wheel = PageScroller(contentOffsetY: 0, bounds: Self.bounds)
        wheel.apply(.wheel(deltaY: 100), at: 0, bounds: Self.bounds)
        wheel.advance(to: 60, bounds: Self.bounds)
        #expect(wheel.contentOffsetY == 100 && wheel.interaction == .idle && !wheel.isMoving)
    }

    @Test("A finger past the top moves the content by the rubber band, and the release springs back with the edge wherever it moves")
    func touchPullAndHeldEdge() {
        var scroller = PageScroller(contentOffsetY: -103, bounds: Self.bounds)
        scroller.apply(.touchBegan(y: 300), at: 0, bounds: Self.bounds)
        scroller.apply(.touchMoved(y: 500), at: 0.2, bounds: Self.bounds)
        let expected = -103 - RubberBand.distance(forOverscroll: 200 - PageScroller.touchSlop, dimension: 852)
        #expect(abs(scroller.contentOffsetY - expected) < 1e-9)
        #expect(scroller.interaction == .dragging)
        scroller.apply(.touchEnded, at: 0.5, bounds: Self.bounds)
        #expect(scroller.takeRelease() == 0)
        // A refresh holds 60 pt more inset: the spring ends at the new edge.
        let held = PageScroller.Bounds(adjustedInsetTop: 163, contentHeight: 3_000, adjustedInsetBottom: 0, viewportHeight: 852)
        var time = 0.5
        while time < 2 { time += 1 / 60; scroller.advance(to: time, bounds: held) }
        #expect(scroller.contentOffsetY == -163 && scroller.interaction == .idle)
    }

    @Test("A wheel notch scrolls smoothly over a few frames and lands exactly; Reduce Motion jumps")
    func wheelScrollsSmoothly() {
        var scroller = PageScroller(contentOffsetY: 0, bounds: Self.bounds)
        scroller.apply(.wheel(deltaY: 100), at: 0, bounds: Self.bounds)
        var steps: [Double] = []
        var previous = scroller.contentOffsetY
        Self.run(&scroller, from: 0, to: 1) { s in
            steps.append(s.contentOffsetY - previous)
            previous = s.contentOffsetY
        }
        #expect(steps.allSatisfy { $0 >= 0 && $0 < 40 })
        #expect(scroller.contentOffsetY == 100 && scroller.interaction == .idle)
        scroller.reducesMotion = true
        scroller.apply(.wheel(deltaY: 100), at: 2, bounds: Self.bounds)
        #expect(scroller.contentOffsetY == 200)
    }

    @Test("Keys scroll on a spring to a clamped target; Reduce Motion jumps, decelerating for the frame that shows it")
    func keys() {
        var scroller = PageScroller(contentOffsetY: -103, bounds: Self.bounds)
        scroller.apply(.scrollBy(delta: 500), at: 0, bounds: Self.bounds)
        scroller.apply(.scrollBy(delta: 500), at: 0.01, bounds: Self.bounds)
        Self.run(&scroller, from: 0.01, to: 2)
        #expect(scroller.contentOffsetY == 897)
        scroller.reducesMotion = true
        scroller.apply(.scrollTo(contentOffsetY: 1e9), at: 2, bounds: Self.bounds)
        #expect(scroller.contentOffsetY == Self.bounds.bottom)
        // The jump is the user's scrolling in the frame that shows it (a floating header follows it),
        // then the list is at rest.
        scroller.advance(to: 2.016, bounds: Self.bounds)
        #expect(scroller.contentOffsetY == Self.bounds.bottom && scroller.interaction == .decelerating)
        scroller.advance(to: 2.032, bounds: Self.bounds)
        #expect(scroller.contentOffsetY == Self.bounds.bottom && scroller.interaction == .idle && !scroller.isMoving)
        // An input between the jump and its frame does not use the jump up…
        scroller.apply(.key(.pageUp, visibleHeight: 500), at: 3, bounds: Self.bounds)
        scroller.apply(.contentInsertedAbove(height: 0), at: 3.005, bounds: Self.bounds)
        scroller.apply(.touchEnded, at: 3.008, bounds: Self.bounds)
        scroller.advance(to: 3.016, bounds: Self.bounds)
        #expect(scroller.interaction == .decelerating)
        scroller.advance(to: 3.032, bounds: Self.bounds)
        #expect(scroller.interaction == .idle)
        // …and a finger down right after a jump presses resting content: idle, and it stays so.
        scroller.apply(.key(.pageDown, visibleHeight: 500), at: 4, bounds: Self.bounds)
        scroller.apply(.touchBegan(y: 300), at: 4.005, bounds: Self.bounds)
        #expect(scroller.interaction == .idle)
        for frame in 1...5 { scroller.advance(to: 4.005 + Double(frame) * 0.016, bounds: Self.bounds) }
        #expect(scroller.interaction == .idle && !scroller.isMoving)
    }

    @Test("A wheel pull held at the top comes to a standstill: once it is within a quarter point of where the pull puts it, it is there, frame after frame")
    func heldWheelPullStandsStill() {
        var scroller = PageScroller(contentOffsetY: Self.bounds.top, bounds: Self.bounds)
        scroller.apply(.wheel(deltaY: -30), at: 0, bounds: Self.bounds)
        var time = 0.0, offsets: [Double] = []
        for frame in 1...60 {  // a second, the gesture kept alive by events that move nothing
            time = Double(frame) / 60
            if frame % 6 == 0 { scroller.apply(.wheel(deltaY: 0), at: time, bounds: Self.bounds) }
            scroller.advance(to: time, bounds: Self.bounds)
            offsets.append(scroller.contentOffsetY)
        }
        #expect(offsets[59] < Self.bounds.top, "pulled")
        #expect(offsets[30...].allSatisfy { $0 == offsets[59] }, "still over the last half second: \(Set(offsets[30...]).count) distinct offsets")
    }

    @Test("A key's scroll rests exactly on its target in the frame at its settle time, not a fraction short")
    func keyScrollRestsAtItsSettleTime() {
        var scroller = PageScroller(contentOffsetY: 500, bounds: Self.bounds)
        scroller.apply(.scrollTo(contentOffsetY: Self.bounds.top), at: 0, bounds: Self.bounds)
        let settle = SpringMotion(spring: PageScroller.keySpring, from: 500, to: Self.bounds.top).settleTime(tolerance: 0.25)
        scroller.advance(to: settle, bounds: Self.bounds)
        #expect(scroller.contentOffsetY == Self.bounds.top && !scroller.isMoving, "at \(scroller.contentOffsetY) after \(settle) s")
    }

    @Test("Keys: a line is 40 pt, a page the visible height less a line, Home and End the bounds; presses add up")
    func keyDistances() {
        func pressed(_ keys: [ScrollKey], visibleHeight: Double = 749, from start: Double = 500) -> Double {
            var scroller = PageScroller(contentOffsetY: start, bounds: Self.bounds)
            scroller.reducesMotion = true  // jumps, so each press lands at once
            for (index, key) in keys.enumerated() {
                scroller.apply(.key(key, visibleHeight: visibleHeight), at: Double(index) * 0.01, bounds: Self.bounds)
            }
            return scroller.contentOffsetY
        }
        #expect(pressed([.lineDown]) == 540)
        #expect(pressed([.lineUp, .lineUp]) == 420)
        #expect(pressed([.pageDown]) == 500 + 749 - 40, "one line of the last page stays in view")
        #expect(pressed([.pageUp], from: 1_000) == 1_000 - 709)
        #expect(pressed([.pageUp]) == Self.bounds.top, "clamped to the top")
        #expect(pressed([.pageDown], visibleHeight: 10) == 540, "a page is at least a line")
        #expect(pressed([.pageDown], visibleHeight: .nan) == 540)
        #expect(pressed([.home]) == Self.bounds.top && pressed([.end]) == Self.bounds.bottom)
        #expect(pressed([.pageDown, .pageDown, .pageDown, .pageDown]) == Self.bounds.bottom, "clamped to the end")
        // Animated: a second press while the first one's spring runs goes on from its target.
        var scroller = PageScroller(contentOffsetY: 0, bounds: Self.bounds)
        scroller.apply(.key(.lineDown, visibleHeight: 749), at: 0, bounds: Self.bounds)
        scroller.apply(.key(.lineDown, visibleHeight: 749), at: 0.02, bounds: Self.bounds)
        Self.run(&scroller, from: 0.02, to: 2)
        #expect(scroller.contentOffsetY == 80)
    }

    @Test("Content inserted above moves the offset with it; a finger, a fling, a wheel or a key's spring carries on from there")
    func contentInsertedAbove() {
        let grown = PageScroller.Bounds(adjustedInsetTop: 103, contentHeight: 3_088, adjustedInsetBottom: 0, viewportHeight: 852)
        // Each motion is started on two scrollers; 88 pt of posts land above the reading position of
        // one of them mid-way. From then on it is exactly 88 pt further down, frame by frame.
        let starts: [(String, (inout PageScroller) -> Void)] = [
            ("at rest", { _ in }),
            ("a fling", { s in
                s.apply(.touchBegan(y: 600), at: 0, bounds: Self.bounds)
                s.apply(.touchMoved(y: 560), at: 0.016, bounds: Self.bounds)
                s.apply(.touchMoved(y: 500), at: 0.033, bounds: Self.bounds)
                s.apply(.touchEnded, at: 0.04, bounds: Self.bounds)
            }),
            ("a wheel", { s in s.apply(.wheel(deltaY: 300), at: 0.04, bounds: Self.bounds) }),
            ("a key", { s in s.apply(.scrollBy(delta: 400), at: 0.04, bounds: Self.bounds) }),
        ]
        for (name, start) in starts {
            var reference = PageScroller(contentOffsetY: 500, bounds: Self.bounds)
            var anchored = reference
            start(&reference)
            start(&anchored)
            reference.advance(to: 0.1, bounds: Self.bounds)
            anchored.advance(to: 0.1, bounds: Self.bounds)
            let moving = anchored.isMoving
            anchored.apply(.contentInsertedAbove(height: 88), at: 0.1, bounds: Self.bounds)
            #expect(anchored.contentOffsetY == reference.contentOffsetY + 88, "\(name): at once")
            #expect(anchored.isMoving == moving && anchored.interaction == reference.interaction, "\(name): the motion goes on")
            var time = 0.1
            while time < 3 {
                time += 1 / 60
                reference.advance(to: time, bounds: Self.bounds)
                anchored.advance(to: time, bounds: grown)
                #expect(abs(anchored.contentOffsetY - (reference.contentOffsetY + 88)) < 1e-6, "\(name) at \(time)")
            }
            #expect(!anchored.isMoving && reference.contentOffsetY > (name == "at rest" ? 499 : 520), "\(name) moved on to rest")
        }
        // Bounds that do not grow with it (nothing was added below): a key's spring whose end moved
        // past the bottom never rests there; it comes back within the bounds.
        var keyed = PageScroller(contentOffsetY: 1_900, bounds: Self.bounds)
        keyed.apply(.scrollBy(delta: 200), at: 0, bounds: Self.bounds)
        keyed.apply(.contentInsertedAbove(height: 88), at: 0.05, bounds: Self.bounds)
        Self.run(&keyed, from: 0.05, to: 3) { s in
            #expect(s.isMoving || (s.contentOffsetY >= Self.bounds.top && s.contentOffsetY <= Self.bounds.bottom),
                    "at rest at \(s.contentOffsetY), past the bottom \(Self.bounds.bottom)")
        }
        #expect(keyed.contentOffsetY == Self.bounds.bottom)
        // A scroll to the top whose end content removed above moves a fraction of a point past the
        // top (less than the half point under which a resting list is simply put back): it comes to
        // rest at the top, not 0.06 pt pulled (found by the page fuzz target: the page then rested a
        // fraction of a point below its top).
        var toTop = PageScroller(contentOffsetY: 0, bounds: Self.bounds)
        toTop.apply(.scrollTo(contentOffsetY: Self.bounds.top), at: 0, bounds: Self.bounds)
        toTop.apply(.contentInsertedAbove(height: -0.061), at: 0.016, bounds: Self.bounds)
        Self.run(&toTop, from: 0.016, to: 3) { s in
            #expect(s.isMoving || s.contentOffsetY == Self.bounds.top, "at rest at \(s.contentOffsetY), the top is \(Self.bounds.top)")
        }
        #expect(!toTop.isMoving && toTop.interaction == .idle)
        #expect(toTop.contentOffsetY == Self.bounds.top, "at rest at \(toTop.contentOffsetY), the top is \(Self.bounds.top)")
        // Under a finger: it drags on from the moved offset.
        var held = PageScroller(contentOffsetY: 500, bounds: Self.bounds)
        held.apply(.touchBegan(y: 400), at: 0, bounds: Self.bounds)
        held.apply(.contentInsertedAbove(height: 88), at: 0.1, bounds: Self.bounds)
        held.apply(.touchMoved(y: 380), at: 0.2, bounds: grown)
        #expect(held.contentOffsetY == 600 && held.interaction == .dragging)  // 588, then 20 pt less the 8 pt slop
    }

    @Test("A press that wobbles less than the touch slop is a tap: nothing moves; past it the content follows the rest; moving content is caught at once")
    func touchSlop() {
        #expect(PageScroller.touchSlop == 8)
        var scroller = PageScroller(contentOffsetY: -103, bounds: Self.bounds)
        scroller.apply(.touchBegan(y: 400), at: 0, bounds: Self.bounds)
        for (time, y) in [(0.02, 403.0), (0.04, 395), (0.06, 407.9)] {
            scroller.apply(.touchMoved(y: y), at: time, bounds: Self.bounds)
            #expect(scroller.contentOffsetY == -103 && scroller.interaction == .idle, "a wobble to \(y) moves nothing")
        }
        scroller.apply(.touchEnded, at: 0.1, bounds: Self.bounds)
        #expect(scroller.takeRelease() == nil && !scroller.isMoving, "a tap releases nothing")
        // Past the slop: up by 30 pt scrolls the content 22 pt, and on from there.
        scroller.apply(.touchBegan(y: 400), at: 0.2, bounds: Self.bounds)
        scroller.apply(.touchMoved(y: 370), at: 0.22, bounds: Self.bounds)
        #expect(scroller.contentOffsetY == -81 && scroller.interaction == .dragging)
        scroller.apply(.touchMoved(y: 360), at: 0.24, bounds: Self.bounds)
        #expect(scroller.contentOffsetY == -71)
        scroller.apply(.touchEnded, at: 0.25, bounds: Self.bounds)
        #expect(scroller.takeRelease() != nil && scroller.isMoving)
        // A finger on the moving content catches it where it is, and the slop does not apply.
        scroller.advance(to: 0.3, bounds: Self.bounds)
        let caught = scroller.contentOffsetY
        scroller.apply(.touchBegan(y: 300), at: 0.3, bounds: Self.bounds)
        #expect(scroller.interaction == .dragging && !scroller.isMoving)
        scroller.apply(.touchMoved(y: 297), at: 0.32, bounds: Self.bounds)
        #expect(scroller.contentOffsetY == caught + 3)
        // An offset set under a press (the playground's scrubber, a hand on the content) is held there.
        var scrubbed = PageScroller(contentOffsetY: -103, bounds: Self.bounds)
        scrubbed.apply(.touchBegan(y: 0), at: 0, bounds: Self.bounds)
        scrubbed.apply(.set(contentOffsetY: -183), at: 0.1, bounds: Self.bounds)
        scrubbed.advance(to: 1, bounds: Self.bounds)
        #expect(scrubbed.contentOffsetY == -183 && scrubbed.interaction == .dragging, "pulled 80 pt and held")
        // An offset written within the bounds under a press (the engine's write, the browser's own
        // scrolling) leaves it a tap: a wobble still moves nothing.
        var written = PageScroller(contentOffsetY: 200, bounds: Self.bounds)
        written.apply(.touchBegan(y: 400), at: 0, bounds: Self.bounds)
        written.apply(.set(contentOffsetY: 300), at: 0.05, bounds: Self.bounds)
        written.apply(.touchMoved(y: 404), at: 0.1, bounds: Self.bounds)
        #expect(written.contentOffsetY == 300 && written.interaction == .idle)
        // Content that shrinks under a press: the finger holds it, and drags it on.
        let shrunk = PageScroller.Bounds(adjustedInsetTop: 103, contentHeight: 2_000, adjustedInsetBottom: 0, viewportHeight: 852)
        var held = PageScroller(contentOffsetY: 2_000, bounds: Self.bounds)
        held.apply(.touchBegan(y: 400), at: 0, bounds: Self.bounds)
        held.advance(to: 0.1, bounds: shrunk)
        #expect(held.contentOffsetY == 2_000 && held.interaction == .dragging && !held.isMoving)
        held.apply(.touchMoved(y: 420), at: 0.2, bounds: shrunk)
        #expect(held.contentOffsetY < 2_000)
        held.apply(.touchEnded, at: 0.2, bounds: shrunk)
        #expect(held.takeRelease() != nil)
        // A quick flick, one move past the slop: its speed is measured from the press, not lost.
        var flick = PageScroller(contentOffsetY: 500, bounds: Self.bounds)
        flick.apply(.touchBegan(y: 400), at: 0, bounds: Self.bounds)
        flick.apply(.touchMoved(y: 340), at: 0.016, bounds: Self.bounds)
        flick.apply(.touchEnded, at: 0.017, bounds: Self.bounds)
        #expect((flick.takeRelease() ?? 0) > 2_000, "52 pt in 16 ms toward the end")
    }

    @Test("A press on the header over moving content is a tap until it moves the touch slop: the spring back from a pull runs on; past the slop the finger takes the content")
    func headerPressOverMovingContent() {
        // Pulled 120 pt and let go: the content springs back.
        var scroller = PageScroller(contentOffsetY: -103, bounds: Self.bounds)
        scroller.apply(.touchBegan(y: 300), at: 0, bounds: Self.bounds)
        scroller.apply(.touchMoved(y: 428), at: 0.1, bounds: Self.bounds)
        scroller.apply(.touchEnded, at: 0.2, bounds: Self.bounds)
        _ = scroller.takeRelease()
        scroller.advance(to: 0.25, bounds: Self.bounds)
        let springing = scroller.contentOffsetY
        #expect(springing < -103 && scroller.isMoving)
        // A tap on a tab: the spring runs on under the press, and the release is no drag's.
        scroller.apply(.touchBeganOnHeader(y: 440), at: 0.25, bounds: Self.bounds)
        #expect(scroller.interaction != .dragging && scroller.isMoving)
        scroller.apply(.touchMoved(y: 443), at: 0.27, bounds: Self.bounds)
        scroller.advance(to: 0.3, bounds: Self.bounds)
        #expect(scroller.contentOffsetY > springing && scroller.interaction != .dragging, "the spring moved on")
        scroller.apply(.touchEnded, at: 0.3, bounds: Self.bounds)
        #expect(scroller.takeRelease() == nil && scroller.isMoving)
        Self.run(&scroller, from: 0.3, to: 2)
        #expect(scroller.contentOffsetY == -103 && !scroller.isMoving)
        // A drag that starts on the header over momentum takes the content once past the slop, from
        // where it is then, and follows the rest of the movement.
        var fling = PageScroller(contentOffsetY: 500, bounds: Self.bounds)
        fling.apply(.touchBegan(y: 400), at: 0, bounds: Self.bounds)
        fling.apply(.touchMoved(y: 300), at: 0.05, bounds: Self.bounds)
        fling.apply(.touchEnded, at: 0.06, bounds: Self.bounds)
        _ = fling.takeRelease()
        fling.apply(.touchBeganOnHeader(y: 200), at: 0.1, bounds: Self.bounds)
        fling.apply(.touchMoved(y: 195), at: 0.12, bounds: Self.bounds)
        #expect(fling.isMoving, "within the slop the fling runs on")
        fling.advance(to: 0.14, bounds: Self.bounds)
        let taken = fling.contentOffsetY
        fling.apply(.touchMoved(y: 180), at: 0.14, bounds: Self.bounds)
        #expect(fling.interaction == .dragging && !fling.isMoving)
        #expect(fling.contentOffsetY == taken + 12, "20 pt moved, less the 8 pt slop")
        // The page writes the offset under a header press (a tab switch): the motion stops there, the
        // finger presses resting content, and a move past the slop drags it.
        var written = PageScroller(contentOffsetY: 500, bounds: Self.bounds)
        written.apply(.touchBegan(y: 400), at: 0, bounds: Self.bounds)
        written.apply(.touchMoved(y: 300), at: 0.05, bounds: Self.bounds)
        written.apply(.touchEnded, at: 0.06, bounds: Self.bounds)
        written.apply(.touchBeganOnHeader(y: 200), at: 0.1, bounds: Self.bounds)
        written.apply(.set(contentOffsetY: 800), at: 0.12, bounds: Self.bounds)
        #expect(!written.isMoving && written.interaction == .idle && written.contentOffsetY == 800)
        written.apply(.touchMoved(y: 180), at: 0.14, bounds: Self.bounds)
        #expect(written.interaction == .dragging && written.contentOffsetY == 812)
        // On resting content a press on the header is a press: the same as on the list.
        var resting = PageScroller(contentOffsetY: 200, bounds: Self.bounds)
        var list = resting
        resting.apply(.touchBeganOnHeader(y: 400), at: 0, bounds: Self.bounds)
        list.apply(.touchBegan(y: 400), at: 0, bounds: Self.bounds)
        #expect(resting == list)
    }

    @Test("Any input, NaN and infinities included, leaves a finite offset")
    func finiteAlways() {
        var scroller = PageScroller(contentOffsetY: .nan, bounds: Self.bounds)
        let inputs: [PageScroller.Input] = [.touchBegan(y: .infinity), .touchMoved(y: .nan), .touchEnded, .wheel(deltaY: -.infinity),
                                            .wheel(deltaY: .nan), .scrollBy(delta: .infinity), .set(contentOffsetY: -.infinity),
                                            .contentInsertedAbove(height: .nan), .contentInsertedAbove(height: .infinity),
                                            .wheel(deltaY: 10), .trackpadLifted(velocity: .infinity), .trackpad(deltaY: .nan),
                                            .trackpad(deltaY: .infinity), .trackpadLifted(velocity: .nan)]
        var time = 0.0
        for input in inputs {
            time += 0.01
            scroller.apply(input, at: time, bounds: Self.bounds)
            scroller.advance(to: time + 0.005, bounds: Self.bounds)
            #expect(scroller.contentOffsetY.isFinite)
        }
    }
}
