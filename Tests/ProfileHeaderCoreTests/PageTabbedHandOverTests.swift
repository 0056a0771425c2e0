@testable import ProfileHeaderCore
import Testing

/// Tabbed pages through the one call: what a user notices when the pager, a tap and fingers on the
/// list and on the header meet — each a defect found while moving the front ends onto intents.
@Suite struct PageTabbedHandOverTests {
    static let sections = [ScrollViewModel.Section(headerHeight: 0, rowCount: 80, rowHeight: 50)]

    static func tabbed(tabs: Int = 3) throws -> PageHarness {
        let page = try ProfilePage.tabbed(design: .twitter, tabCount: TabCount(tabs))
        var harness = PageHarness(page: page, lists: Array(repeating: ScrollViewModel(sections: sections), count: tabs))
        harness.environment.pager = (0, .idle)
        harness.frame()
        harness.frame()
        return harness
    }

    /// `count` frames of 1/120 s.
    static func frames(_ harness: inout PageHarness, _ count: Int) {
        for _ in 0..<count {
            harness.environment.time += 1.0 / 120
            harness.frame()
        }
    }

    @Test("After a tapped tab's glide, a swipe back gives the list it brings on screen the offset that keeps the pinned header pinned")
    func swipeAfterGlidePreparesTheList() throws {
        var harness = try Self.tabbed()
        let width = harness.lists[0].width
        harness.frame(.tabTapped(2, animated: true))
        Self.frames(&harness, 120)
        #expect(harness.lastFrame?.activeList == 2 && harness.environment.pager?.contentOffsetX == 2 * width)
        // Reading far down tab 2: the header pinned.
        harness.scroll(toContentOffsetY: 1_500)
        harness.environment.interaction = .idle
        Self.frames(&harness, 2)
        #expect(harness.lastFrame?.layout.collapseProgress == 1)
        // A finger swipes the pager back toward tab 1.
        var prepared = false
        for step in 1...30 {
            harness.environment.time += 1.0 / 120
            harness.environment.pager = (width * (2 - 0.6 * Double(step) / 30), .dragging)
            let frame = harness.frame()
            if frame.list(1, in: harness.state).contentOffsetY != nil { prepared = true }
        }
        #expect(prepared, "tab 1's list is given the header's offset as it comes on screen")
        // Released: the pager moves on to tab 1 by itself and rests.
        for step in 1...20 {
            harness.environment.time += 1.0 / 120
            harness.environment.pager = (width * (1.4 - 0.4 * Double(step) / 20), .decelerating)
            harness.frame()
        }
        harness.environment.pager = (width, .idle)
        Self.frames(&harness, 10)
        #expect(harness.lastFrame?.activeList == 1)
        #expect(harness.lastFrame?.layout.collapseProgress == 1, "the header stays pinned on tab 1")
    }

    @Test("A finger on the header while another holds the list pulled moves neither the list nor the pager",
          arguments: [true, false])
    func headerPressWhileTheListIsHeld(keepsOffsetsPastEdges: Bool) throws {
        var harness = try Self.tabbed()
        harness.environment.keepsOffsetsPastEdges = keepsOffsetsPastEdges
        let top = harness.scrollView.minOffsetY
        // A finger pulls the list 60 points down and holds it.
        harness.scroll(toContentOffsetY: top - 60)
        Self.frames(&harness, 2)
        #expect(harness.lastFrame!.layout.stretch > 0)
        // Another finger drags sideways on the header.
        harness.environment.time += 1.0 / 120
        harness.frame(.pointer(.pressed(x: 300, y: 400, on: .header, by: .touch)))
        for step in 1...10 {
            harness.environment.time += 1.0 / 120
            harness.frame(.pointer(.moved(x: 300 - 20 * Double(step), y: 400)))
            #expect(harness.scrollView.contentOffsetY == top - 60, "the list stays where the finger holds it")
            #expect(harness.lastFrame!.pagePosition == 0, "the pager takes no swipe while the header is pulled")
        }
        harness.environment.time += 1.0 / 120
        harness.frame(.pointer(.released))
        #expect(harness.scrollView.contentOffsetY == top - 60 && harness.lastFrame!.pagePosition == 0)
    }

    @Test("A finger that catches the platform's pager while a swipe on the header settles takes the pager: the page stops driving it")
    func pagerCaughtWhileASwipeSettles() throws {
        var harness = try Self.tabbed()
        let width = harness.lists[0].width
        // A finger swipes the header toward tab 1 and lifts: the page's own swipe settles on tab 1.
        harness.environment.time += 1.0 / 120
        harness.frame(.pointer(.pressed(x: 300, y: 250, on: .header, by: .touch)))
        for step in 1...8 {
            harness.environment.time += 1.0 / 120
            harness.frame(.pointer(.moved(x: 300 - 25 * Double(step), y: 250)))
        }
        harness.environment.time += 1.0 / 120
        harness.frame(.pointer(.released))
        Self.frames(&harness, 4)
        let settling = try #require(harness.lastFrame)
        #expect(settling.needsAnimationFrames && settling.pagePosition > 0 && settling.pagePosition < 1, "the swipe settles")
        // Another finger catches the pager (the lists) where it is and drags it back toward tab 0.
        var x = try #require(harness.environment.pager?.contentOffsetX)
        for _ in 1...10 {
            x -= 10
            harness.environment.time += 1.0 / 120
            harness.environment.pager = (x, .dragging)
            let frame = harness.frame()
            #expect(frame.pagerContentOffsetX == nil, "the page drives the pager to \(String(describing: frame.pagerContentOffsetX)) under the finger at \(x)")
            #expect(abs(frame.pagePosition - x / width) < 1e-9, "the tabs follow the finger: \(frame.pagePosition) for \(x / width)")
        }
    }

    @Test("Under Reduce Motion the selected tab tapped again puts its list back to its first row under the pinned header in the frame of the tap, and a second tap the page's top, as a status-bar tap does at once (measured again, nothing more to write)",
          arguments: [false, true])
    func retapUnderReduceMotionJumpsAtOnce(statusBarTap: Bool) throws {
        var harness = try Self.tabbed()
        harness.environment.reducesMotion = true
        harness.scroll(toContentOffsetY: 900)
        harness.environment.interaction = .idle
        Self.frames(&harness, 2)
        #expect(harness.lastFrame!.layout.collapseProgress == 1)
        harness.environment.time += 1.0 / 120
        if !statusBarTap {
            // The first tap: the list's first row right under the pinned header, the header still collapsed.
            let first = harness.frame(.tabTapped(0, animated: true))
            let listTop = harness.scrollView.minOffsetY + first.list(0, in: harness.state).topSpacerHeight
            #expect(first.scrollViewWrites.contentOffsetY == listTop, "written \(String(describing: first.scrollViewWrites.contentOffsetY)), list top \(listTop)")
            #expect(first.layout.collapseProgress == 1, "the header stays collapsed")
            #expect(harness.writesOnRemeasure().isEmpty, "measured again: \(harness.writesOnRemeasure())")
            harness.environment.time += 1.0 / 120
        }
        let tapped = harness.frame(statusBarTap ? .pointer(.scrollToTop) : .tabTapped(0, animated: true))
        #expect(tapped.scrollViewWrites.contentOffsetY == harness.scrollView.minOffsetY, "written \(String(describing: tapped.scrollViewWrites.contentOffsetY))")
        #expect(tapped.offset == 0 && tapped.layout.collapseProgress == 0, "the header shown expanded at once: offset \(tapped.offset)")
        #expect(harness.writesOnRemeasure().isEmpty, "measured again: \(harness.writesOnRemeasure())")
    }

    @Test("A page shown on another tab first, whose first frame comes before the first layout (no width), rests at its top on that tab",
          arguments: [false, true])
    func firstFrameWithoutWidthOnAnotherTab(pager: Bool) throws {
        // As SwiftUI's driver plays it: the page starts on tab 2; each frame measures the list the last
        // one named (tab 2 before any), and every list is given what the frame says for it.
        let page = ProfilePage.tabbed(design: .twitter, tabCount: 3)
        var state = ProfilePageState(selectedTab: 2)
        var lists = [80, 30, 4].map { ScrollViewModel(sections: [.init(headerHeight: 0, rowCount: $0, rowHeight: 50)]) }
        var environment = TestEnvironment()
        var measured = 2
        var pagerX: Double? = pager ? 0 : nil
        var last: ProfilePageFrame?
        for frameNumber in 0..<6 {
            for index in lists.indices { lists[index].width = frameNumber == 0 ? 0 : 393 }
            environment.time += 1.0 / 60
            var metrics = lists[measured].metrics(environment)
            metrics.pagerContentOffsetX = pagerX
            let frame = page.frame(&state, metrics)
            for index in lists.indices { lists[index].apply(frame.list(index, in: state)) }
            if pager, let driven = frame.pagerContentOffsetX { pagerX = driven }
            #expect(frame.activeList == 2 && frame.selectedTab == 2 && !frame.selectedTabChanged,
                    "frame \(frameNumber): the page follows list \(frame.activeList), tab \(frame.selectedTab) selected")
            measured = frame.activeList
            last = frame
        }
        let rest = try #require(last)
        #expect(rest.offset == 0 && rest.layout.collapseProgress == 0, "the header rests expanded, not scrolled \(rest.offset) points")
        #expect(lists[2].contentOffsetY == -lists[2].adjustedTop, "tab 2's list rests at its top")
    }
}
