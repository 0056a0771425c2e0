@testable import ProfileHeaderCore
import Testing

/// Right to left, a stack of tab buttons starts at the right: the first tab is the rightmost. The
/// page draws its tab buttons and indicator that way (``ProfilePageState/tabButtonFrame(_:)``,
/// ``ProfilePageFrame/tabIndicator``), and maps a horizontal pager's pages the same way, so a swipe,
/// the buttons and the indicator agree in both directions.
@Suite("Page: tabs right to left")
struct PageRightToLeftTabsTests {
    static let twitter = ProfileHeaderConfiguration.twitter

    static func harness(rightToLeft: Bool, left: Double = 0, right: Double = 0, width: Double = 393) throws -> PageHarness {
        let sections = [ScrollViewModel.Section](repeating: .init(headerHeight: 40, rowCount: 10, rowHeight: 60), count: 6)
        var view = ScrollViewModel(width: width, height: 852, safeAreaTop: 59, sections: sections)
        view.safeAreaLeft = left
        view.safeAreaRight = right
        var harness = PageHarness(page: ProfilePage.tabbed(design: twitter, tabCount: 3), lists: Array(repeating: view, count: 3))
        harness.environment.isRightToLeft = rightToLeft
        return harness
    }

    @Test("Right to left, the buttons and the indicator are the left-to-right ones mirrored within the buttons' span, at every pager position")
    func mirrored() throws {
        for (left, right, width) in [(0.0, 0.0, 393.0), (59.0, 59.0, 852.0), (0.0, 59.0, 852.0), (59.0, 0.0, 852.0)] {
            var ltr = try Self.harness(rightToLeft: false, left: left, right: right, width: width)
            var rtl = try Self.harness(rightToLeft: true, left: left, right: right, width: width)
            for position in [0, 0.25, 0.5, 1, 1.75, 2] {
                ltr.environment.pagePosition = position
                rtl.environment.pagePosition = position
                let forward = ltr.frame(), backward = rtl.frame()
                let spanMin = ltr.state.tabButtonFrame(0).minX, spanMax = ltr.state.tabButtonFrame(2).maxX
                #expect(spanMin == left && abs(spanMax - (width - right)) < 1e-9, "the buttons keep inside the safe area")
                // The exact mirror of the left-to-right indicator as drawn, so still on the 3× pixel grid.
                let mirroredIndicator = forward.tabIndicator.minX - spanMin
                #expect(abs((spanMax - backward.tabIndicator.maxX) - mirroredIndicator) < 1e-9, "\(left) \(right) \(position)")
                #expect(backward.tabIndicator.width == forward.tabIndicator.width)
                #expect(backward.tabIndicator.minY == forward.tabIndicator.minY)
                for edge in [backward.tabIndicator.minX, backward.tabIndicator.maxX] {
                    #expect(abs(edge * 3 - (edge * 3).rounded()) < 1e-6, "on the pixel grid")
                }
                for tab in 0 ..< 3 {
                    let forwardButton = ltr.state.tabButtonFrame(tab), backwardButton = rtl.state.tabButtonFrame(tab)
                    #expect(forwardButton == ltr.state.tabs?.tabFrame(tab), "left to right: the tabs' own frames")
                    #expect(abs((spanMax - backwardButton.maxX) - (forwardButton.minX - spanMin)) < 1e-9)
                    #expect(backwardButton.width == forwardButton.width)
                }
            }
            // The indicator is under its tab's button at rest.
            rtl.environment.pagePosition = 1
            let atRest = rtl.frame()
            let button = rtl.state.tabButtonFrame(1)
            #expect(abs(atRest.tabIndicator.midX - (atRest.tabBar.frame.minX + button.midX)) < 0.5)
        }
    }

    @Test("A horizontal pager's pages run from the right, right to left: origins, positions and offsets map back and forth")
    func pager() throws {
        var rtl = try Self.harness(rightToLeft: true)
        rtl.frame()
        let state = rtl.state
        #expect((0 ..< 3).map { state.pageOriginX(ofTab: $0, pageWidth: 393) } == [786, 393, 0])
        #expect(state.pagePosition(contentOffsetX: 786, pageWidth: 393) == 0)
        #expect(state.pagePosition(contentOffsetX: 196.5, pageWidth: 393) == 1.5)
        #expect(state.contentOffsetX(pagePosition: 0.5, pageWidth: 393) == 589.5)
        #expect(state.tabVelocity(contentVelocityX: -1_000) == 1_000, "moving toward the left page is moving on")
        var ltr = try Self.harness(rightToLeft: false)
        ltr.frame()
        #expect((0 ..< 3).map { ltr.state.pageOriginX(ofTab: $0, pageWidth: 393) } == [0, 393, 786])
        #expect(ltr.state.pagePosition(contentOffsetX: 196.5, pageWidth: 393) == 0.5)
        #expect(ltr.state.tabVelocity(contentVelocityX: -1_000) == -1_000)
        // Bad input never escapes as a non-finite position.
        for x in [Double.nan, .infinity, -.infinity] {
            #expect(state.pagePosition(contentOffsetX: x, pageWidth: 393).isFinite)
            #expect(state.pagePosition(contentOffsetX: 100, pageWidth: x).isFinite)
        }
        #expect(state.pagePosition(contentOffsetX: 100, pageWidth: 0) == 0, "a pager not laid out yet: at the first tab")
        #expect(ProfilePageState().tabButtonFrame(0) == .zero, "no tabs before the first frame")
    }
}
