@testable import ProfileHeaderCore
import Testing

/// Tabbed pages through the one call: what a user notices when the pager, a tap and fingers on the
/// list and on the header meet — each a defect found while moving the front ends onto intents.
@Suite struct PageTabbedHandOverTests {
    static let sections = [ScrollViewModel.Section(headerHeight: 0, rowCount: 80, rowHeight: 50)]

    static func tabbed(tabs: Int = 3) throws -> PageHarness {
        let page = try ProfilePage.tabbed(design: .twitter, tabCount: tabs)
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
}
