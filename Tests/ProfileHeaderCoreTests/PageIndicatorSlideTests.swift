@testable import ProfileHeaderCore
import Testing

/// Issue 23 (item 13): the tab indicator slid between two tabs of the same width flickered by a
/// device pixel (97.3 … 97.7 pt at 3×): its two edges were put on the pixel grid one by one, so
/// its drawn width changed as it moved. A moving indicator keeps its width; its origin and its
/// size are each on the grid.
@Suite("Page: the tab indicator slides without changing width")
struct PageIndicatorSlideTests {
    static func harness(width: Double, scale: Double, rightToLeft: Bool) throws -> PageHarness {
        let page = ProfilePage.tabbed(design: .twitter, tabCount: 4)
        let view = ScrollViewModel(width: width, height: 852, safeAreaTop: 59,
                                   sections: [.init(headerHeight: 0, rowCount: 40, rowHeight: 60)])
        var harness = PageHarness(page: page, lists: Array(repeating: view, count: 4))
        harness.environment.displayScale = scale
        harness.environment.isRightToLeft = rightToLeft
        return harness
    }

    @Test("Sliding from tab to tab the indicator's drawn width never flickers: constant between tabs drawn alike, changing once between two widths, always on the grid",
          arguments: [(393.0, 3.0), (390, 3), (375, 2), (1024, 2), (430, 3), (393, 1)])
    func steadyWidth(width: Double, scale: Double) throws {
        for rightToLeft in [false, true] {
            var x = try Self.harness(width: width, scale: scale, rightToLeft: rightToLeft)
            for tab in 0 ..< 3 {
                var widths: [Double] = []
                for step in 0 ... 100 {
                    x.environment.pagePosition = Double(tab) + Double(step) / 100
                    let indicator = x.frame().tabIndicator
                    widths.append(indicator.width)
                    for edge in [indicator.minX, indicator.maxX] {
                        #expect(abs(edge * scale - (edge * scale).rounded()) < 1e-9, "\(width) pt at \(scale)×: edge \(edge) off the grid")
                    }
                }
                let label = "\(width) pt at \(scale)×, right to left \(rightToLeft), tab \(tab) → \(tab + 1)"
                // Drawn widths, to the nearest pixel (sums of on-grid values carry rounding noise).
                let pixels = widths.map { ($0 * scale).rounded() }
                let changes = zip(pixels, pixels.dropFirst()).filter { $0 != $1 }.count
                if pixels.first == pixels.last {
                    #expect(changes == 0, "\(label): drawn widths \(Set(pixels).sorted())")
                } else {
                    #expect(changes == 1, "\(label): drawn widths change \(changes) times: \(pixels)")
                }
            }
        }
    }

    @Test("At a tab the indicator's edges are the grid-aligned edges of its span, as the button's are")
    func atTabsLikeTheButtons() throws {
        var x = try Self.harness(width: 393, scale: 1, rightToLeft: false)
        for tab in 0 ..< 4 {
            x.environment.pagePosition = Double(tab)
            let frame = x.frame()
            let button = x.state.tabButtonFrame(tab)
            let left = (frame.tabBar.frame.minX + button.minX).rounded(.toNearestOrEven)
            let right = (frame.tabBar.frame.minX + button.maxX).rounded(.toNearestOrEven)  // the engine rounds ties to even
            // The Twitter design's indicator spans its button less no inset.
            #expect(frame.tabIndicator.minX == left && frame.tabIndicator.maxX == right, "tab \(tab): \(frame.tabIndicator), button \(left) … \(right)")
        }
    }

    @Test("Label-width tabs, both directions, 3×: at every tab and while sliding the indicator's edges are on the grid in the strip (right to left mirrors about an edge on the grid)")
    func labelWidthTabsOnTheGrid() throws {
        for rightToLeft in [false, true] {
            let tabs = try ScrollableTabs(labelWidths: [37.3, 52.1, 72.4, 56.2, 44.7, 36.9], labelPadding: 16)
            let view = ScrollViewModel(width: 393, height: 852, safeAreaTop: 59,
                                       sections: [.init(headerHeight: 0, rowCount: 40, rowHeight: 60)])
            var x = PageHarness(page: ProfilePage.tabbed(design: .twitter, scrollableTabs: tabs),
                                lists: Array(repeating: view, count: 6))
            x.environment.displayScale = 3
            x.environment.isRightToLeft = rightToLeft
            for step in 0 ... 500 {
                x.environment.pagePosition = Double(step) / 100
                let frame = x.frame()
                // In the strip's content (the strip's scroll, exactly at its end, need not be on the
                // grid: the buttons move with it by the same amount).
                for edge in [frame.tabIndicator.minX, frame.tabIndicator.maxX].map({ $0 + frame.tabStripContentOffsetX }) {
                    #expect(abs(edge * 3 - (edge * 3).rounded()) < 1e-6, "right to left \(rightToLeft), position \(Double(step) / 100): edge \(edge)")
                }
            }
        }
    }
}
