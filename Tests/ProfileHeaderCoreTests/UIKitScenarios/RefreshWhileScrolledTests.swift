@testable import ProfileHeaderCore
import Testing

/// Issue 19, defect 3: a refresh holds an inset so the spinner stays in view; scrolled down into the
/// list before the refresh ends, that inset must not stay in `contentInset.top`, which is where a
/// plain table pins its section headers (UITableView.h: plain-style section headers "float" at the
/// top of the visible content, which starts at `adjustedContentInset.top`).
@Suite("UIKit scenario: a refresh, then scrolling down before it ends")
struct RefreshWhileScrolledTests {
    @Test("Sticky section headers pin right under the pinned header while a refresh is still running")
    func headersPinUnderTheHeaderDuringARefresh() throws {
        var harness = try PageScenarioTests.singleList(refreshes: true)
        harness.frame()
        let rest = harness.scrollView.contentOffsetY
        for pull in stride(from: 10.0, through: 100, by: 10) {
            harness.environment.time += 1.0 / 60
            harness.scroll(toContentOffsetY: rest - pull)
        }
        harness.environment.interaction = .decelerating
        let released = harness.release(velocity: 0, proposedContentOffsetY: nil)
        #expect(released.refresh.phase == .refreshing)
        harness.lists[0].settle()
        harness.environment.interaction = .idle
        harness.frame()
        #expect(harness.scrollView.adjustedTop == 163, "resting while refreshing: the spinner's 60 pt held in view")

        // The user scrolls down into the list while the refresh still runs.
        var y = harness.scrollView.contentOffsetY
        while y < 1_000 {
            y += 25
            harness.environment.time += 1.0 / 60
            harness.scroll(toContentOffsetY: y)
            #expect(harness.writesOnRemeasure().isEmpty)
        }
        #expect(harness.lastFrame?.refresh.phase == .refreshing)
        // The pinned header is 103 pt (59 + 44): the section header under it pins at 103, not 163.
        let view = harness.scrollView
        let pinnedSection = (0..<view.sections.count).last { view.sectionTop($0) - view.contentOffsetY <= 103 } ?? 0
        #expect(view.sectionHeaderMinY(pinnedSection) == 103, "section \(pinnedSection)'s header pins at \(view.sectionHeaderMinY(pinnedSection))")
        #expect(harness.scrollView.adjustedTop == 103)

        // Back up to the top while still refreshing: the spinner's place opens again.
        while y > harness.scrollView.minOffsetY - 70 {
            y -= 25
            harness.environment.time += 1.0 / 60
            harness.scroll(toContentOffsetY: y)
        }
        harness.lists[0].settle()
        harness.environment.interaction = .idle
        let back = harness.frame()
        #expect(back.refresh.phase == .refreshing && back.spinner.alpha == 1)
        #expect(harness.scrollView.adjustedTop == 163 && back.offset == -60)
    }
}
