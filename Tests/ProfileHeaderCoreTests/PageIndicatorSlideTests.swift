import ProfileHeaderCore
import Testing

/// Issue 23 (item 13): the tab indicator slid between two tabs of the same width flickered by a
/// device pixel (97.3 … 97.7 pt at 3×): its two edges were put on the pixel grid one by one, so
/// its drawn width changed as it moved. A moving indicator keeps its width; its origin and its
/// size are each on the grid.
@Suite("Page: the tab indicator slides without changing width")
struct PageIndicatorSlideTests {
    static func harness(width: Double, scale: Double, rightToLeft: Bool) throws -> PageHarness {
        let page = try ProfilePage.tabbed(design: .twitter, tabCount: 4)
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
}
