@testable import ProfileHeaderCore
import Testing

/// The header kept collapsed from code (``ProfilePageIntent/holdHeaderCollapsed(_:animated:)``): what the user
/// sees when the app holds it and lets it go — nothing jumps, a list at its top shows its first row
/// right under the pinned header, a pull stretches nothing and refreshes nothing.
@Suite struct HeaderHoldTests {
    /// Where the active list's first row of the app's content is on screen, in viewport points.
    static func firstRowY(_ harness: PageHarness) -> Double {
        harness.scrollView.topSpacerHeight - harness.scrollView.contentOffsetY
    }

    /// A finger drags the active list `distance` points down (toward its top, past it into a pull if
    /// that is further) over 10 frames, lifts, and the list springs back to its top as UIScrollView's
    /// does (the platform's motion: the page writes nothing of it). Returns every frame.
    static func dragDown(_ harness: inout PageHarness, by distance: Double) -> [ProfilePageFrame] {
        var frames: [ProfilePageFrame] = []
        let start = harness.scrollView.contentOffsetY
        for step in 1...10 {
            harness.environment.time += 1.0 / 120
            frames.append(harness.scroll(toContentOffsetY: start - distance * Double(step) / 10))
        }
        harness.environment.time += 1.0 / 120
        frames.append(harness.release(velocity: 0))
        let pulledTo = harness.scrollView.contentOffsetY
        let top = harness.scrollView.minOffsetY
        for step in 1...20 where pulledTo < top {
            harness.environment.time += 1.0 / 120
            frames.append(harness.scroll(toContentOffsetY: pulledTo + (top - pulledTo) * Double(step) / 20, .decelerating))
        }
        frames += HeaderFromCodeTests.play(&harness, .none, frames: 10)
        return frames
    }

    @Test("Held from the top: the header collapses smoothly, then holds; scrolled back to the top, the first row rests right under the pinned header; a pull stretches nothing and refreshes nothing",
          arguments: [PageInsetPolicy.belowPinnedHeader, .belowExpandedHeader])
    func heldFromTheTop(policy: PageInsetPolicy) throws {
        var harness = try PageScenarioTests.singleList(policy, refreshes: true)
        harness.frame()
        let collapsing = HeaderFromCodeTests.play(&harness, .holdHeaderCollapsed(true, animated: true))
        HeaderFromCodeTests.expectSmooth(collapsing, from: 0, to: 1)
        #expect(harness.state.headerHold == .held)
        let pinnedBottom = try #require(harness.lastFrame).bar.maxY
        #expect(abs(Self.firstRowY(harness) - pinnedBottom) < 1e-6, "first row at \(Self.firstRowY(harness)), pinned header ends at \(pinnedBottom)")
        #expect(harness.scrollView.topSpacerHeight == 0, "no spacer while held")
        #expect(harness.writesOnRemeasure().isEmpty)
        // Read down, then back up to the top and past it: the header stays collapsed.
        harness.scroll(toContentOffsetY: harness.scrollView.contentOffsetY + 800, .idle)
        let pulled = Self.dragDown(&harness, by: 1_000)
        for (index, frame) in pulled.enumerated() {
            #expect(frame.layout.collapseProgress == 1 && frame.layout.stretch == 0, "frame \(index): collapse \(frame.layout.collapseProgress), stretch \(frame.layout.stretch)")
            #expect(frame.refresh.phase == .idle && !frame.didTriggerRefresh, "frame \(index): \(frame.refresh.phase)")
        }
        #expect(abs(Self.firstRowY(harness) - pinnedBottom) < 1e-6, "back at the top: first row at \(Self.firstRowY(harness))")
    }

    @Test("Let go at the top: nothing moves in the frame, and the header comes out as the user scrolls back up",
          arguments: [PageInsetPolicy.belowPinnedHeader, .belowExpandedHeader])
    func letGo(policy: PageInsetPolicy) throws {
        var harness = try PageScenarioTests.singleList(policy)
        harness.frame()
        _ = HeaderFromCodeTests.play(&harness, .holdHeaderCollapsed(true, animated: true))
        let rowBefore = Self.firstRowY(harness)
        let released = HeaderFromCodeTests.play(&harness, .holdHeaderCollapsed(false, animated: true), frames: 3)
        #expect(harness.state.headerHold == .released)
        for frame in released { #expect(frame.layout.collapseProgress == 1, "the header stays collapsed: \(frame.layout.collapseProgress)") }
        #expect(abs(Self.firstRowY(harness) - rowBefore) < 1e-6, "the content stays: \(Self.firstRowY(harness)), was \(rowBefore)")
        #expect(harness.scrollView.topSpacerHeight == (policy == .belowPinnedHeader ? 87 : 0))
        #expect(harness.writesOnRemeasure().isEmpty)
        _ = Self.dragDown(&harness, by: 300)
        #expect(harness.lastFrame!.offset == 0 && harness.lastFrame!.layout.collapseProgress == 0, "expanded at the top")
    }

    @Test("Held while read deep, under a finger: nothing moves on screen, the header offset holds; let go, nothing moves")
    func heldDeep() throws {
        var harness = try PageScenarioTests.singleList()
        harness.frame()
        harness.scroll(toContentOffsetY: 1_500, .idle)
        let row = Self.firstRowY(harness)
        let offset = harness.lastFrame!.offset
        // Asked under a finger: held at once, the finger's content where it was.
        harness.environment.interaction = .dragging
        harness.environment.time += 1.0 / 120
        let first = harness.frame(.holdHeaderCollapsed(true, animated: true))
        #expect(harness.state.headerHold == .held && first.offset == offset)
        #expect(abs(Self.firstRowY(harness) - row) < 1e-6, "the content stays under the finger")
        let held = HeaderFromCodeTests.play(&harness, .none, frames: 3)
        #expect(held.allSatisfy { $0.offset == offset }, "the header offset holds: \(held.map(\.offset))")
        #expect(abs(Self.firstRowY(harness) - row) < 1e-6, "the content stays")
        _ = HeaderFromCodeTests.play(&harness, .holdHeaderCollapsed(false, animated: true), frames: 3)
        #expect(harness.state.headerHold == .released && harness.lastFrame!.offset == offset)
        #expect(abs(Self.firstRowY(harness) - row) < 1e-6, "the content stays")
    }

    @Test("Tabs: held, a switch to a tab at its top shows it under the pinned header, a tab read deep keeps its place; let go, each comes out at its own top")
    func tabs() throws {
        var harness = try PageTabbedHandOverTests.tabbed()
        harness.switchTab(to: 2)
        harness.scroll(toContentOffsetY: 2_000, .idle)
        let deep = Self.firstRowY(harness)
        harness.switchTab(to: 0)
        harness.scroll(toContentOffsetY: harness.scrollView.minOffsetY, .idle)
        _ = HeaderFromCodeTests.play(&harness, .none, frames: 4)
        _ = HeaderFromCodeTests.play(&harness, .holdHeaderCollapsed(true, animated: true))
        #expect(harness.state.headerHold == .held && harness.lastFrame!.layout.collapseProgress == 1)
        let pinnedBottom = harness.lastFrame!.tabBar.frame.maxY
        harness.switchTab(to: 1)
        _ = HeaderFromCodeTests.play(&harness, .none, frames: 4)
        #expect(harness.lastFrame!.layout.collapseProgress == 1)
        #expect(abs(Self.firstRowY(harness) - pinnedBottom) < 1e-6, "tab 1's first row under the pinned tab bar: \(Self.firstRowY(harness)), \(pinnedBottom)")
        harness.switchTab(to: 2)
        _ = HeaderFromCodeTests.play(&harness, .none, frames: 4)
        #expect(abs(Self.firstRowY(harness) - deep) < 1e-6, "tab 2 where it was read: \(Self.firstRowY(harness)), was \(deep)")
        harness.switchTab(to: 1)
        _ = HeaderFromCodeTests.play(&harness, .holdHeaderCollapsed(false, animated: true), frames: 4)
        _ = Self.dragDown(&harness, by: 400)
        #expect(harness.lastFrame!.offset == 0, "tab 1 expanded at its top")
    }

    @Test("A hold waiting for the user's collapse, taken in the frame the details shrink: the header stays where the page without a hold puts it, nothing jumps, and measured again nothing more is asked")
    func heldWhileTheDetailsShrink() throws {
        // The same steps on a page without the hold: where the header and the content end up.
        func play(holds: Bool) throws -> (offset: Double, collapse: Double, row: Double, harness: PageHarness) {
            var harness = try PageScenarioTests.tabbed(lists: 1)
            harness.environment.detailsHeight = 230
            harness.frame()
            // Asked under a finger: waits for the user's collapse.
            harness.environment.interaction = .dragging
            harness.environment.time += 1.0 / 120
            harness.frame(holds ? .holdHeaderCollapsed(true, animated: true) : .none)
            if holds { #expect(harness.state.headerHold == .pending) }
            harness.environment.time += 1.0 / 120
            harness.scroll(toContentOffsetY: 100)
            // The details shrink in the frame the finger goes on: under the new header the list is
            // past the collapse.
            harness.environment.detailsHeight = 10
            harness.environment.time += 1.0 / 120
            let frame = harness.scroll(toContentOffsetY: 100)
            return (frame.offset, frame.layout.collapseProgress, harness.scrollView.rowMinY(section: 0, row: 0), harness)
        }
        let plain = try play(holds: false)
        let held = try play(holds: true)
        #expect(held.harness.state.headerHold == .held)
        #expect(abs(held.offset - plain.offset) < 1e-6, "header offset \(held.offset), without the hold \(plain.offset)")
        #expect(held.collapse == 1 && plain.collapse == 1)
        #expect(abs(held.row - plain.row) < 1e-6, "first row at \(held.row), without the hold \(plain.row)")
        #expect(held.harness.writesOnRemeasure().isEmpty)
    }

    @Test("A hold waiting for the user's collapse, taken while the page's own motion scrolls the list past it (a wheel): the motion goes on from where the content is, every frame shows what the page without a hold shows")
    func heldUnderTheOwnMotion() throws {
        func play(holds: Bool) throws -> (rows: [Double], harness: PageHarness) {
            var harness = try PageScenarioTests.singleList()
            harness.frame()
            // Asked under a finger: waits for the user's collapse.
            harness.environment.interaction = .dragging
            harness.environment.time += 1.0 / 120
            harness.frame(holds ? .holdHeaderCollapsed(true, animated: true) : .none)
            harness.environment.interaction = .idle
            harness.environment.time += 1.0 / 120
            harness.frame()
            var rows: [Double] = []
            for step in 0..<40 {
                harness.environment.time += 1.0 / 120
                harness.frame(step < 8 ? .pointer(.wheel(deltaX: 0, deltaY: 40, on: .list)) : .none)
                rows.append(Self.firstRowY(harness))
            }
            return (rows, harness)
        }
        let plain = try play(holds: false)
        let held = try play(holds: true)
        #expect(held.harness.state.headerHold == .held)
        #expect(plain.rows.last! < plain.rows.first! - 200, "the wheel scrolled: \(plain.rows)")
        for (index, (row, without)) in zip(held.rows, plain.rows).enumerated() {
            #expect(abs(row - without) < 1e-6, "frame \(index): first row at \(row), without the hold \(without)")
        }
        #expect(held.harness.writesOnRemeasure().isEmpty)
    }

    @Test("Held with the page's first frame, not animated: the page opens collapsed and held, the first row right under the pinned header, no animation",
          arguments: [false, true])
    func heldFromTheFirstFrame(tabbed: Bool) throws {
        var harness = tabbed ? try PageScenarioTests.tabbed(lists: 3) : try PageScenarioTests.singleList()
        if tabbed { harness.environment.pager = (0, .idle) }
        let first = harness.frame(.holdHeaderCollapsed(true, animated: false))
        #expect(first.layout.collapseProgress == 1, "collapsed in the first frame: \(first.layout.collapseProgress)")
        let frames = HeaderFromCodeTests.play(&harness, .none, frames: 3)
        #expect(harness.state.headerHold == .held)
        #expect(frames.allSatisfy { $0.layout.collapseProgress == 1 && !$0.needsAnimationFrames })
        let pinnedBottom = tabbed ? frames.last!.tabBar.frame.maxY : frames.last!.bar.maxY
        #expect(abs(Self.firstRowY(harness) - pinnedBottom) < 1e-6, "first row at \(Self.firstRowY(harness)), pinned header ends at \(pinnedBottom)")
        #expect(harness.writesOnRemeasure().isEmpty)
    }

    @Test("A short list (four rows) held, animated or not, from the top or the first frame: once collapsed it stays — the first row right under the pinned header every frame after, no bounce",
          arguments: [(false, false), (false, true), (true, false)])
    func shortListHeld(firstFrame: Bool, animated: Bool) throws {
        var harness = try PageScenarioTests.singleList(sections: [.init(headerHeight: 0, rowCount: 4, rowHeight: 60)])
        if !firstFrame { harness.frame() }
        var frames = [harness.frame(.holdHeaderCollapsed(true, animated: animated))]
        frames += HeaderFromCodeTests.play(&harness, .none, frames: 150)
        let collapsedAt = try #require(frames.firstIndex { $0.layout.collapseProgress == 1 }, "it collapses")
        let pinnedBottom = frames.last!.bar.maxY
        for (index, frame) in frames.enumerated().dropFirst(collapsedAt) {
            #expect(frame.layout.collapseProgress == 1, "frame \(index): collapse \(frame.layout.collapseProgress)")
        }
        #expect(abs(Self.firstRowY(harness) - pinnedBottom) < 1e-6, "first row at \(Self.firstRowY(harness)), pinned header ends at \(pinnedBottom)")
        #expect(!frames.last!.needsAnimationFrames && harness.writesOnRemeasure().isEmpty)
    }

    @Test("Tabs held, a tab tapped while the list bounces back from a pull: the incoming tab's first row right under the pinned tab bar (no gap)")
    func tabTappedUnderAPull() throws {
        var harness = try PageTabbedHandOverTests.tabbed()
        _ = HeaderFromCodeTests.play(&harness, .holdHeaderCollapsed(true, animated: false), frames: 4)
        let pinnedBottom = harness.lastFrame!.tabBar.frame.maxY
        let top = harness.scrollView.minOffsetY
        harness.environment.time += 1.0 / 120
        harness.scroll(toContentOffsetY: top - 50)
        harness.environment.time += 1.0 / 120
        harness.release(velocity: 0)
        harness.environment.time += 1.0 / 120
        harness.scroll(toContentOffsetY: top - 40, .decelerating)
        harness.switchTab(to: 1)
        _ = HeaderFromCodeTests.play(&harness, .none, frames: 4)
        #expect(harness.lastFrame!.layout.collapseProgress == 1)
        #expect(abs(Self.firstRowY(harness) - pinnedBottom) < 1e-6, "tab 1's first row at \(Self.firstRowY(harness)), pinned tab bar ends at \(pinnedBottom)")
    }

    @Test("Held and read deep, expanded from code: the list scrolls back to its top, the header stays collapsed")
    func expandWhileHeld() throws {
        var harness = try PageScenarioTests.singleList()
        harness.frame()
        _ = HeaderFromCodeTests.play(&harness, .holdHeaderCollapsed(true, animated: false), frames: 4)
        let pinnedBottom = harness.lastFrame!.bar.maxY
        harness.scroll(toContentOffsetY: harness.scrollView.contentOffsetY + 1_500, .idle)
        let frames = HeaderFromCodeTests.play(&harness, .moveHeader(to: .expanded, animated: true))
        #expect(frames.allSatisfy { $0.layout.collapseProgress == 1 })
        #expect(abs(Self.firstRowY(harness) - pinnedBottom) < 1e-6, "at its top: first row at \(Self.firstRowY(harness))")
    }
}
