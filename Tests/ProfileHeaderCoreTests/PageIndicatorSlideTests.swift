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

    @Test("Between equal tabs the indicator's drawn width is the same at every position, and on the grid",
          arguments: [(393.0, 3.0), (390, 3), (375, 2), (1024, 2), (430, 3)])
    func constantWidth(width: Double, scale: Double) throws {
        for rightToLeft in [false, true] {
            var x = try Self.harness(width: width, scale: scale, rightToLeft: rightToLeft)
            var widths: Set<Double> = []
            for step in 0 ... 300 {
                x.environment.pagePosition = Double(step) / 100
                let indicator = x.frame().tabIndicator
                widths.insert(indicator.width)
                for edge in [indicator.minX, indicator.maxX] {
                    #expect(abs(edge * scale - (edge * scale).rounded()) < 1e-9, "\(width) pt at \(scale)×: edge \(edge) off the grid")
                }
            }
            #expect(widths.count == 1, "\(width) pt at \(scale)×, right to left \(rightToLeft): drawn widths \(widths.sorted())")
        }
    }
}
