@testable import ProfileHeaderCore
import Testing

/// Issue 19, defect 8: a snapping page never rests half-collapsed and never jumps. A release without
/// velocity keeps the platform's target (UIKit jumps to a moved one) and, once the list rests, the
/// page glides it to the nearest snap point frame by frame.
@Suite("Snapping without a jump")
struct SnapGlideTests {
    /// The collapse distance of the harness's adapted design, in points.
    static let collapse: Double = {
        var harness = try! PageScenarioTests.singleList(snapping: .expandedOrCollapsed)
        harness.frame()
        return harness.state.configuration!.collapseDistance
    }()

    /// A snapping single list (inset 103) dragged to `offset` points into the collapse
    /// and let go without velocity: the release as the delegate hook sees it (finger still down) and
    /// as the pan's end reports it.
    static func released(at offset: Double, refreshes: Bool = false) throws -> PageHarness {
        var harness = try PageScenarioTests.singleList(refreshes: refreshes, snapping: .expandedOrCollapsed)
        harness.frame()
        harness.scroll(toContentOffsetY: -103 + offset)
        let hook = harness.release(velocity: 0, proposedContentOffsetY: -103 + offset)
        #expect(hook.targetContentOffsetY == nil, "the platform's target stays")
        harness.environment.interaction = .idle
        harness.release(velocity: 0, proposedContentOffsetY: nil)
        return harness
    }

    /// Frames at 60 Hz until nothing more is needed (at most two seconds); the offsets written.
    static func glide(_ harness: inout PageHarness) -> [Double] {
        var offsets: [Double] = [harness.scrollView.contentOffsetY]
        for _ in 0..<120 {
            harness.environment.time += 1.0 / 60
            let frame = harness.frame()
            offsets.append(harness.scrollView.contentOffsetY)
            if !frame.needsAnimationFrames { break }
        }
        return offsets
    }

    @Test("Released under half the collapse in, it glides back to expanded; past half, on to collapsed; each in small steps")
    func glidesToTheNearestSnapPoint() throws {
        let c = Self.collapse
        for (offset, rest) in [(0.4 * c, 0.0), (0.6 * c, c), (c / 2, 0), (c / 2 + 0.5, c), (1, 0), (c - 1, c)] {
            var harness = try Self.released(at: offset)
            let offsets = Self.glide(&harness)
            #expect(offsets.last == -103 + rest, "released at \(offset)")
            let steps = zip(offsets, offsets.dropFirst()).map { $1 - $0 }
            #expect(steps.allSatisfy { abs($0) < 12 }, "released at \(offset): \(steps)")
            #expect(steps.allSatisfy { rest == 0 ? $0 <= 0 : $0 >= 0 }, "one way, no overshoot: \(steps)")
            #expect(offsets.count > 5 && offsets.count < 60, "a glide of well under a second: \(offsets.count) frames")
            #expect(harness.writesOnRemeasure().contentOffsetY == nil)
        }
    }

    @Test("Resting on a snap point, past the collapse, or pulled, a release moves nothing")
    func nothingToGlide() throws {
        for offset in [0.0, Self.collapse, 300, -30] {
            var harness = try Self.released(at: offset)
            let frame = harness.frame()
            #expect(!frame.needsAnimationFrames, "released at \(offset)")
            #expect(harness.scrollView.contentOffsetY == -103 + offset || offset < 0, "released at \(offset)")
        }
    }

    @Test("A finger stops the glide where it is; so does the app moving the list; a page that does not snap never glides")
    func glidesStop() throws {
        var touched = try Self.released(at: 30)
        touched.environment.time += 0.1
        touched.frame()
        let held = touched.scrollView.contentOffsetY
        #expect(held < -103 + 30 && held > -103)
        touched.environment.interaction = .dragging
        #expect(!touched.frame().needsAnimationFrames)
        touched.environment.time += 0.5
        touched.frame()
        #expect(touched.scrollView.contentOffsetY == held)

        var moved = try Self.released(at: 30)
        moved.environment.time += 0.1
        moved.frame()
        moved.scrollView.contentOffsetY = 500   // the app scrolls the list
        moved.environment.time += 1.0 / 60
        #expect(!moved.frame().needsAnimationFrames)
        #expect(moved.scrollView.contentOffsetY == 500)

        var plain = try PageScenarioTests.singleList()
        plain.frame()
        plain.scroll(toContentOffsetY: -103 + 30)
        plain.environment.interaction = .idle
        #expect(!plain.release(velocity: 0, proposedContentOffsetY: nil).needsAnimationFrames)
        plain.environment.time += 1
        plain.frame()
        #expect(plain.scrollView.contentOffsetY == -103 + 30)
    }

    @Test("A release with velocity is retargeted to a snap point as before, and a fling's rest there needs no glide")
    func flingsStillRetarget() throws {
        var harness = try PageScenarioTests.singleList(snapping: .expandedOrCollapsed)
        harness.frame()
        harness.scroll(toContentOffsetY: -103 + 30)
        let released = harness.release(velocity: 800, proposedContentOffsetY: -103 + 70)
        #expect(released.targetContentOffsetY == -103 + Self.collapse)
        // The platform decelerates there, then rests.
        harness.scroll(toContentOffsetY: -103 + 80, .decelerating)
        harness.scroll(toContentOffsetY: -103 + Self.collapse, .decelerating)
        harness.environment.interaction = .idle
        #expect(!harness.frame().needsAnimationFrames)
    }

    @Test("Times that are not finite or go back land the glide at once, on the snap point")
    func hostileTimes() throws {
        for time in [Double.nan, .infinity, -.infinity, -10] {
            var harness = try Self.released(at: 30)
            harness.environment.time = time
            let frame = harness.frame()
            #expect(harness.scrollView.contentOffsetY.isFinite)
            #expect(harness.scrollView.contentOffsetY == -103 || frame.needsAnimationFrames, "time \(time)")
        }
    }
}
