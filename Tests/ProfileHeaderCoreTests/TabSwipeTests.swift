@testable import ProfileHeaderCore
import Testing

/// A sideways drag on the header's views pages the tabs as a swipe of the pager would: a page per
/// page width, within the tabs, toward later tabs to the left (left to right) or to the right
/// (right to left), and a release velocity toward later tabs for the pager's settling rule.
@Suite("Page: swiping the tabs from the header")
struct TabSwipeTests {
    static func swipe(from position: Double = 1, rightToLeft: Bool = false) -> TabSwipe {
        TabSwipe(pagePosition: position, tabCount: 4, pageWidth: 390, isRightToLeft: rightToLeft, translationX: 0, time: 0)!
    }

    @Test("Left to right, a drag to the left moves on: half a page width is half a tab; the tabs' ends hold")
    func leftToRight() {
        var swipe = Self.swipe()
        swipe.moved(translationX: -195, at: 0.1)
        #expect(swipe.pagePosition == 1.5)
        swipe.moved(translationX: 390, at: 0.2)
        #expect(swipe.pagePosition == 0)
        swipe.moved(translationX: 600, at: 0.3)
        #expect(swipe.pagePosition == 0, "no page before the first")
        swipe.moved(translationX: -5_000, at: 0.4)
        #expect(swipe.pagePosition == 3, "none after the last")
        #expect(swipe.startPosition == 1)
    }

    @Test("Right to left, where the first tab is the rightmost, a drag to the right moves on")
    func rightToLeft() {
        var swipe = Self.swipe(rightToLeft: true)
        swipe.moved(translationX: 195, at: 0.1)
        #expect(swipe.pagePosition == 1.5)
        swipe.moved(translationX: -390, at: 0.2)
        #expect(swipe.pagePosition == 0)
    }

    @Test("A flick toward later tabs releases with a positive velocity in both directions; a finger that rested releases with none")
    func releaseVelocity() {
        for rightToLeft in [false, true] {
            var swipe = Self.swipe(rightToLeft: rightToLeft)
            let toward = rightToLeft ? 1.0 : -1.0  // the way to later tabs
            for step in 1 ... 5 { swipe.moved(translationX: toward * 40 * Double(step), at: Double(step) / 60) }
            #expect(swipe.releaseVelocity(at: 5.0 / 60) > 1_000, "rightToLeft \(rightToLeft)")
            #expect(swipe.releaseVelocity(at: 5.0 / 60 + 0.2) == 0, "rested before lifting")
        }
        var back = Self.swipe()
        back.moved(translationX: 30, at: 1.0 / 60)
        back.moved(translationX: 60, at: 2.0 / 60)
        #expect(back.releaseVelocity(at: 2.0 / 60) < 0, "toward earlier tabs")
    }

    @Test("A hard flick past the last tab (or the first) settles within the tabs at every instant: the spring's overshoot has no page to show (found by the scroller fuzz target)")
    func flickPastTheEndStaysWithinTheTabs() {
        for rightToLeft in [false, true] {
            for (start, toward) in [(3.0, 1.0), (0.0, -1.0)] {  // at the last tab flung on, at the first flung back
                var swipe = Self.swipe(from: start, rightToLeft: rightToLeft)
                let onScreen = toward * (rightToLeft ? 1 : -1)  // the finger's way on screen
                for step in 1 ... 4 { swipe.moved(translationX: onScreen * 160 * Double(step), at: Double(step) / 60) }
                #expect(swipe.pagePosition == start)
                #expect(abs(swipe.releaseVelocity(at: 4.0 / 60)) > 5_000)
                swipe.release(toward: Int(start), at: 4.0 / 60, reducesMotion: false)
                var frame = 5
                while swipe.measure(at: Double(frame) / 60) == .decelerating, frame < 200 {
                    #expect(swipe.pagePosition >= 0 && swipe.pagePosition <= 3,
                            "rightToLeft \(rightToLeft), from \(start): \(swipe.pagePosition) at frame \(frame)")
                    frame += 1
                }
                #expect(swipe.pagePosition == start)
            }
        }
    }

    @Test("A settle released at a bad timestamp far ahead (a clock that then goes back) still lands, from the frame that finds the clock behind it (found by the page fuzz target: frames forever)")
    func settleAfterTheClockWentBack() {
        var swipe = Self.swipe(from: 1)
        swipe.moved(translationX: -100, at: 0.1)
        swipe.release(toward: 1, at: 7.3e194, reducesMotion: false)
        var frame = 0
        var interaction = PageInteraction.decelerating
        while interaction != .idle, frame < 120 {
            frame += 1
            interaction = swipe.measure(at: 0.1 + Double(frame) / 60)
        }
        #expect(interaction == .idle, "still settling after two seconds of frames")
        #expect(swipe.pagePosition == 1)
    }

    @Test("Nothing to page with one tab or no width; bad numbers are ignored, a NaN start reads as the first tab")
    func badInput() {
        #expect(TabSwipe(pagePosition: 0, tabCount: 1, pageWidth: 390, isRightToLeft: false, translationX: 0, time: 0) == nil)
        #expect(TabSwipe(pagePosition: 0, tabCount: 4, pageWidth: 0, isRightToLeft: false, translationX: 0, time: 0) == nil)
        #expect(TabSwipe(pagePosition: 0, tabCount: 4, pageWidth: .nan, isRightToLeft: false, translationX: 0, time: 0) == nil)
        var swipe = Self.swipe(from: .nan)
        #expect(swipe.startPosition == 0)
        swipe.moved(translationX: .nan, at: 0.1)
        swipe.moved(translationX: -100, at: .infinity)
        #expect(swipe.pagePosition == 0)
        #expect(Self.swipe(from: 9).startPosition == 3)
        #expect(swipe.releaseVelocity(at: .nan).isFinite)
    }
}
