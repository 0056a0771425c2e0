@testable import ProfileHeaderCore
import Testing

/// The header moved from code (``ProfilePageIntent/moveHeader(to:animated:)``): what the user sees
/// when the app expands or collapses it, or opens the page collapsed — no jump, no refresh, the
/// other tabs where a scroll would leave them, a finger winning.
@Suite struct HeaderFromCodeTests {
    /// `frames` frames of 1/120 s after `first` (the command's frame). Returns every frame, the first included.
    static func play(_ harness: inout PageHarness, _ first: ProfilePageIntent, frames: Int = 90) -> [ProfilePageFrame] {
        harness.environment.interaction = .idle
        harness.environment.time += 1.0 / 120
        var played = [harness.frame(first)]
        for _ in 0..<frames {
            harness.environment.time += 1.0 / 120
            played.append(harness.frame())
        }
        return played
    }

    /// The header offset at which the list's first row lies right under the pinned header.
    static func listTop(_ harness: PageHarness) -> Double {
        harness.scrollView.topSpacerHeight + harness.scrollView.minOffsetY
    }

    @Test("Collapsed from code, animated: the header collapses smoothly to pinned, the first row right under it, and the page comes to rest; expanded, it comes back the same way — never a pull, never a refresh",
          arguments: [false, true])
    func collapseAndExpandAnimated(tabbed: Bool) throws {
        var harness = tabbed ? try PageTabbedHandOverTests.tabbed() : try PageScenarioTests.singleList(refreshes: true)
        harness.frame()
        let collapsing = Self.play(&harness, .moveHeader(to: .collapsed, animated: true))
        Self.expectSmooth(collapsing, from: 0, to: 1)
        let rest = try #require(collapsing.last)
        #expect(rest.layout.collapseProgress == 1 && !rest.needsAnimationFrames, "pinned and at rest")
        let firstRow = harness.scrollView.contentOffsetY + harness.scrollView.adjustedTop
        #expect(abs(firstRow - harness.scrollView.topSpacerHeight) < 1e-6,
                "the first row right under the pinned header: \(firstRow) scrolled, spacer \(harness.scrollView.topSpacerHeight)")
        #expect(harness.writesOnRemeasure().isEmpty)
        let expanding = Self.play(&harness, .moveHeader(to: .expanded, animated: true))
        Self.expectSmooth(expanding, from: 1, to: 0)
        #expect(expanding.last!.offset == 0 && !expanding.last!.needsAnimationFrames, "expanded and at rest")
        #expect(harness.writesOnRemeasure().isEmpty)
    }

    /// Every frame: no pull, no refresh, the collapse moving one way only, and no step over a tenth
    /// of the distance (a jump is all of it; the spring's fastest 1/120 s step is under a tenth).
    static func expectSmooth(_ frames: [ProfilePageFrame], from start: Double, to end: Double,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        var last = start
        var lastOffset = frames.first?.offset ?? 0
        let distance = abs((frames.last?.offset ?? 0) - lastOffset)
        for (index, frame) in frames.enumerated() {
            #expect(abs(frame.offset - lastOffset) <= max(1, distance / 10),
                    "frame \(index): jumped \(frame.offset - lastOffset) of \(distance)", sourceLocation: sourceLocation)
            lastOffset = frame.offset
            let progress = frame.layout.collapseProgress
            #expect(frame.offset >= 0, "frame \(index): pulled to \(frame.offset)", sourceLocation: sourceLocation)
            #expect(frame.refresh.phase == .idle && !frame.didTriggerRefresh, "frame \(index): refresh \(frame.refresh.phase)",
                    sourceLocation: sourceLocation)
            #expect(end > start ? progress >= last - 1e-9 : progress <= last + 1e-9,
                    "frame \(index): back from \(last) to \(progress)", sourceLocation: sourceLocation)
            last = progress
        }
        #expect(last == end, "ends at \(last)", sourceLocation: sourceLocation)
    }

    @Test("Not animated (and under Reduce Motion), the frame of the command shows the header collapsed, then expanded, and measured again there is nothing more to write",
          arguments: [false, true])
    func atOnce(reducesMotion: Bool) throws {
        var harness = try PageScenarioTests.singleList()
        harness.environment.reducesMotion = reducesMotion
        harness.frame()
        let collapsed = Self.play(&harness, .moveHeader(to: .collapsed, animated: reducesMotion), frames: 0)[0]
        #expect(collapsed.layout.collapseProgress == 1, "collapsed in its frame: \(collapsed.layout.collapseProgress)")
        #expect(harness.writesOnRemeasure().isEmpty, "measured again: \(harness.writesOnRemeasure())")
        let expanded = Self.play(&harness, .moveHeader(to: .expanded, animated: reducesMotion), frames: 0)[0]
        #expect(expanded.offset == 0 && expanded.layout.collapseProgress == 0, "expanded in its frame: offset \(expanded.offset)")
        #expect(harness.writesOnRemeasure().isEmpty, "measured again: \(harness.writesOnRemeasure())")
    }

    @Test("A page opened collapsed (the command with its first frame, not animated) shows the header pinned from its first frame, on a short list too, and a drag back to the top brings the header out",
          arguments: [(80, false), (3, false), (80, true)])
    func startsCollapsed(rows: Int, newScrollView: Bool) throws {
        var harness = try PageScenarioTests.singleList(sections: [.init(headerHeight: 0, rowCount: rows, rowHeight: 50)])
        // A new UIScrollView starts at offset 0 whatever insets it will have: at the page's top too.
        if newScrollView { harness.scrollView.contentOffsetY = 0 }
        var frames = [harness.frame(.moveHeader(to: .collapsed, animated: false))]
        for _ in 0..<5 {
            harness.environment.time += 1.0 / 60
            frames.append(harness.frame())
        }
        for (index, frame) in frames.enumerated() {
            #expect(frame.layout.collapseProgress == 1, "frame \(index): collapse \(frame.layout.collapseProgress)")
        }
        #expect(harness.writesOnRemeasure().isEmpty)
        let top = harness.scroll(toContentOffsetY: harness.scrollView.minOffsetY)
        #expect(top.offset == 0 && top.layout.collapseProgress == 0, "expanded at the top")
    }

    @Test("Collapsing a list read past the collapse keeps the reader's place: nothing moves, nothing is written")
    func collapseKeepsThePlace() throws {
        var harness = try PageScenarioTests.singleList()
        harness.frame()
        harness.scroll(toContentOffsetY: 1_500, .idle)
        let before = harness.scrollView.contentOffsetY
        let frames = Self.play(&harness, .moveHeader(to: .collapsed, animated: true), frames: 10)
        #expect(harness.scrollView.contentOffsetY == before)
        #expect(frames.allSatisfy { $0.scrollViewWrites.contentOffsetY == nil && !$0.needsAnimationFrames })
    }

    @Test("Collapse sent while an expand from code runs, from deep in the list: it stops at the collapse, not at the top")
    func collapseOverridesExpand() throws {
        var harness = try PageScenarioTests.singleList()
        harness.frame()
        harness.scroll(toContentOffsetY: 1_500, .idle)
        _ = Self.play(&harness, .moveHeader(to: .expanded, animated: true), frames: 3)
        let frames = Self.play(&harness, .moveHeader(to: .collapsed, animated: true))
        #expect(frames.last!.layout.collapseProgress == 1 && !frames.last!.needsAnimationFrames)
        #expect(abs(harness.scrollView.contentOffsetY + harness.scrollView.adjustedTop - harness.scrollView.topSpacerHeight) < 1e-6)
    }

    @Test("A finger on the list wins: a command sent while it drags is dropped, and a finger catching the move stops it where it is")
    func fingerWins() throws {
        var harness = try PageScenarioTests.singleList()
        harness.frame()
        let held = harness.scroll(toContentOffsetY: harness.scrollView.minOffsetY + 20)
        harness.environment.time += 1.0 / 120
        harness.frame(.moveHeader(to: .collapsed, animated: true))
        harness.environment.time += 1.0 / 120
        let next = harness.frame()
        #expect(next.offset == held.offset && next.scrollViewWrites.contentOffsetY == nil, "the finger's place: \(next.offset)")
        // Released; the move starts, a finger catches it: the page stops moving the list.
        _ = Self.play(&harness, .moveHeader(to: .collapsed, animated: true), frames: 4)
        let caught = harness.scrollView.contentOffsetY
        harness.environment.interaction = .dragging
        harness.environment.time += 1.0 / 120
        let touched = harness.frame()
        harness.environment.time += 1.0 / 120
        let after = harness.frame()
        #expect(touched.scrollViewWrites.contentOffsetY == nil && after.scrollViewWrites.contentOffsetY == nil)
        #expect(harness.scrollView.contentOffsetY == caught)
    }

    @Test("A finger elsewhere wins too: a drag on the header (the page moves the list itself), a finger paging the tabs — the command is dropped")
    func fingerOnHeaderOrPagerWins() throws {
        var harness = try PageTabbedHandOverTests.tabbed()
        harness.environment.time += 1.0 / 120
        harness.frame(.pointer(.pressed(x: 200, y: 300, on: .header, by: .touch)))
        for step in 1...4 {
            harness.environment.time += 1.0 / 120
            harness.frame(.pointer(.moved(x: 200, y: 300 - 10 * Double(step))))
        }
        let dragged = harness.scrollView.contentOffsetY
        harness.environment.time += 1.0 / 120
        harness.frame(.moveHeader(to: .collapsed, animated: true))
        harness.environment.time += 1.0 / 120
        harness.frame(.pointer(.moved(x: 200, y: 250)))
        #expect(harness.scrollView.contentOffsetY == dragged + 10, "the finger's list still follows it: \(harness.scrollView.contentOffsetY), dragged to \(dragged)")
        harness.environment.time += 1.0 / 120
        harness.frame(.pointer(.released))
        // A finger on the platform's pager.
        var paging = try PageTabbedHandOverTests.tabbed()
        paging.environment.pager = (40, .dragging)
        paging.environment.time += 1.0 / 120
        paging.frame()
        let before = paging.scrollView.contentOffsetY
        _ = Self.play(&paging, .moveHeader(to: .collapsed, animated: true), frames: 10)
        #expect(paging.scrollView.contentOffsetY == before, "the list beside stays where the swipe placed it")
    }

    @Test("Expanded while a refresh holds at the top: nothing moves, the spinner stays in sight")
    func expandDuringRefreshKeepsTheSpinner() throws {
        var harness = try PageScenarioTests.singleList(refreshes: true)
        harness.frame()
        _ = Self.play(&harness, .refreshStarted, frames: 30)
        let held = try #require(harness.lastFrame)
        #expect(held.refresh.heldInset > 0 && held.offset == -held.refresh.heldInset)
        let frames = Self.play(&harness, .moveHeader(to: .expanded, animated: true), frames: 30)
        #expect(frames.allSatisfy { $0.offset == -held.refresh.heldInset }, "offsets \(frames.map(\.offset))")
    }

    @Test("The other tabs end where the same scroll by a finger leaves them: the header moved from code is a scroll of the followed list",
          arguments: [HeaderPosition.expanded, .collapsed])
    func otherTabsAsAScrollLeavesThem(position: HeaderPosition) throws {
        func prepared() throws -> PageHarness {
            var harness = try PageTabbedHandOverTests.tabbed()
            // Tab 1 read deep, tab 2 part way, back on tab 0 with the header half collapsed.
            harness.scroll(toContentOffsetY: 3_000, .idle)
            harness.switchTab(to: 1)
            harness.scroll(toContentOffsetY: harness.scrollView.contentOffsetY + 2_000, .idle)
            harness.switchTab(to: 2)
            harness.switchTab(to: 0)
            harness.scroll(toContentOffsetY: harness.scrollView.minOffsetY + 60, .idle)
            return harness
        }
        var commanded = try prepared()
        let readDeep = commanded.lists[1].contentOffsetY
        _ = Self.play(&commanded, .moveHeader(to: position, animated: true))
        var scrolled = try prepared()
        let target = position == .expanded ? scrolled.scrollView.minOffsetY : Self.listTop(scrolled)
        scrolled.scroll(toContentOffsetY: target, .idle)
        _ = Self.play(&scrolled, .none, frames: 4)
        #expect(commanded.lastFrame!.offset == scrolled.lastFrame!.offset)
        for tab in 0..<3 {
            #expect(abs(commanded.lists[tab].contentOffsetY - scrolled.lists[tab].contentOffsetY) < 1e-6,
                    "tab \(tab): \(commanded.lists[tab].contentOffsetY) from code, \(scrolled.lists[tab].contentOffsetY) by a finger")
        }
        #expect(commanded.lists[1].contentOffsetY == readDeep, "tab 1 keeps its reader's place")
    }

    @Test("While a refresh holds, collapsing from code scrolls the page away with the refresh going on, and expanding brings it back; neither starts another")
    func duringRefresh() throws {
        var harness = try PageScenarioTests.singleList(refreshes: true)
        harness.frame()
        _ = Self.play(&harness, .refreshStarted, frames: 30)
        #expect(harness.lastFrame!.refresh.phase == .refreshing)
        let collapsing = Self.play(&harness, .moveHeader(to: .collapsed, animated: true))
        #expect(collapsing.last!.layout.collapseProgress == 1)
        #expect(collapsing.allSatisfy { $0.refresh.phase == .refreshing && !$0.didTriggerRefresh })
        let expanding = Self.play(&harness, .moveHeader(to: .expanded, animated: true))
        #expect(expanding.last!.layout.collapseProgress == 0)
        #expect(expanding.allSatisfy { !$0.didTriggerRefresh })
    }
}

/// A page with one list and no tab bar whose header draws the details (SwiftUI's page without tabs).
@Suite struct SingleListWithDetailsTests {
    @Test("One list, no tab bar: at rest the list starts right under the details; pinned, only the bar stays and the first row lies right under it")
    func singleList() throws {
        let page = ProfilePage.singleList(design: .twitter)
        #expect(page.tabCount == 1 && page.design.tabBarHeight == 0)
        var harness = PageHarness(page: page, lists: [ScrollViewModel(sections: PageTabbedHandOverTests.sections)])
        let rest = harness.frame()
        #expect(rest.tabBar.frame.height == 0, "no tab bar drawn: \(rest.tabBar.frame)")
        #expect(harness.scrollView.topSpacerHeight + harness.scrollView.adjustedTop == rest.details.frame.maxY,
                "the first row right under the details: \(harness.scrollView.topSpacerHeight + harness.scrollView.adjustedTop), details end \(rest.details.frame.maxY)")
        let pinned = harness.scroll(toContentOffsetY: 2_000, .idle)
        #expect(pinned.layout.collapseProgress == 1)
        #expect(harness.scrollView.adjustedTop == pinned.bar.maxY, "the list's top inset is the bar's bottom: \(harness.scrollView.adjustedTop), bar \(pinned.bar.maxY)")
        harness.environment.time += 1
        let collapsed = HeaderFromCodeTests.play(&harness, .moveHeader(to: .expanded, animated: false), frames: 0)[0]
        #expect(collapsed.offset == 0)
    }
}
