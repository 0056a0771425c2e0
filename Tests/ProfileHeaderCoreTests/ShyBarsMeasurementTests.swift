import Testing

@testable import ProfileHeaderCore

@Suite("Shy bars: the measurement a configuration is made from")
struct ShyBarsMeasurementTests {
    let compact = ShyBarsMeasurement(topSafeAreaInset: 47, navigationBarHeight: 44, followerHeights: [83])
    /// A list whose top inset is the status bar plus the bar, at `position` points past its top.
    func list(at position: Double, barHeight: Double = 44) -> ScrollMetrics {
        ScrollMetrics(contentOffsetY: position - 47 - barHeight, contentHeight: 4_000, viewportHeight: 844,
                      contentInsetTop: 47 + barHeight)
    }

    @Test("A new bar height waits at the top (a large title growing or collapsing) and is taken past it")
    func barHeightWaitsAtTheTop() {
        var expanded = compact
        expanded.navigationBarHeight = 96
        #expect(expanded.settled(after: compact, at: list(at: 0, barHeight: 96)) == compact)
        #expect(expanded.settled(after: compact, at: list(at: -40, barHeight: 96)) == compact, "pulled past the top")
        #expect(expanded.settled(after: compact, at: list(at: 1e-13, barHeight: 96)) == compact, "rounding is not past the top")
        #expect(expanded.settled(after: compact, at: list(at: 1.0 / 3, barHeight: 96)) == compact, "nor is a pixel")
        var shrunk = compact
        shrunk.navigationBarHeight = 32
        #expect(shrunk.settled(after: compact, at: list(at: 5, barHeight: 32)) == shrunk)
        #expect(expanded.settled(after: nil, at: list(at: 0, barHeight: 96)) == expanded, "the first one is taken as it is")
    }

    @Test("Every other change is taken at once, even at the top; the bar's height still waits")
    func otherChangesAtOnce() {
        var rotated = compact
        rotated.topSafeAreaInset = 0
        rotated.navigationBarHeight = 32
        rotated.followerHeights = [53]
        var expected = rotated
        expected.navigationBarHeight = 44
        #expect(rotated.settled(after: compact, at: list(at: 0)) == expected)
        #expect(rotated.settled(after: compact, at: ScrollMetrics(contentOffsetY: .nan, contentHeight: 1, viewportHeight: 1)) == expected,
                "unusable metrics are not past the top")
    }

    @Test("The configuration made from a measurement is the navigation bar preset with its numbers")
    func configuration() throws {
        let made = try ShyBarsConfiguration.navigationBar(compact)
        let preset = try ShyBarsConfiguration.navigationBar(topSafeAreaInset: 47, navigationBarHeight: 44, followerHeights: [83])
        #expect(made == preset)
    }
}
