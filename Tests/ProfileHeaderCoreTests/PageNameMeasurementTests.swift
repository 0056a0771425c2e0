@testable import ProfileHeaderCore
import Testing

/// Issue 21: the page measures where the app's name view is, so the bar title arrives when that view
/// reaches the bar, whatever the layout of the details (no text padded to sit at the design's
/// `nameLabelContentY`).
@Suite struct PageNameMeasurementTests {
    /// The Twitter design at 393 × 852: expanded 190, collapsed 103, the name at 242 by design.
    private static let twitter = PageScenarioTests.twitter

    @Test("Single list: a name measured 120 pt below the banner starts the title when it reaches the bar, not at the design's 242",
          arguments: [PageInsetPolicy.belowPinnedHeader, .belowExpandedHeader])
    func singleListTitleFollowsTheName(policy: PageInsetPolicy) throws {
        var harness = try PageScenarioTests.singleList(policy)
        harness.environment.nameTop = 120
        let rest = harness.frame()
        let restOffsetY = harness.lists[0].contentOffsetY
        #expect(rest.offset == 0)
        #expect(harness.state.configuration!.nameLabelContentY == 190 + 120)
        // The name's top reaches the collapsed header's bottom (103) at header offset 310 − 103 = 207.
        let before = harness.scroll(toContentOffsetY: restOffsetY + 206)
        #expect(before.layout.titleProgress == 0)
        let halfWay = harness.scroll(toContentOffsetY: restOffsetY + 207 + 33 / 2)
        #expect(halfWay.layout.titleProgress == 0.5)
        let done = harness.scroll(toContentOffsetY: restOffsetY + 240)
        #expect(done.layout.titleProgress == 1)
        // The blur follows the title (the design's blur range).
        #expect(before.blur.radius == 0)
        #expect(done.blur.radius > 0)
        #expect(harness.writesOnRemeasure().isEmpty)
    }

    @Test("Without a measurement the design's name position holds: the title starts at 242 − 103 = 139")
    func unmeasuredKeepsTheDesign() throws {
        var harness = try PageScenarioTests.singleList()
        harness.frame()
        let restOffsetY = harness.lists[0].contentOffsetY
        #expect(harness.state.configuration?.nameLabelContentY == 242)
        #expect(harness.scroll(toContentOffsetY: restOffsetY + 139).layout.titleProgress == 0)
        #expect(harness.scroll(toContentOffsetY: restOffsetY + 155.5).layout.titleProgress == 0.5)
    }

    @Test("Tabs: the name inside the details the header draws; details that grow above the name move the title's start with it")
    func tabsTitleFollowsTheName() throws {
        var harness = try PageScenarioTests.tabbed(lists: 1)
        harness.environment.detailsHeight = 230
        harness.environment.nameTop = 64
        harness.frame()
        #expect(harness.state.configuration!.nameLabelContentY == 190 + 64)
        harness.scroll(toContentOffsetY: 800, .idle)
        // A banner of a different height (Dynamic Type in the details above the name, say) moves it.
        harness.environment.nameTop = 80
        harness.frame()
        #expect(harness.state.configuration!.nameLabelContentY == 190 + 80)
        #expect(harness.writesOnRemeasure().isEmpty)
    }

    @Test("A measurement moves with the safe area: the name stays the same distance below the banner's bottom")
    func followsTheSafeArea() throws {
        var harness = try PageScenarioTests.singleList()
        harness.environment.nameTop = 100
        harness.lists[0].safeAreaTop = 20
        harness.frame()
        let configuration = try #require(harness.state.configuration)
        #expect(configuration.nameLabelContentY == configuration.expandedHeight + 100)
    }

    @Test("Bad measurements: non-finite reads as the design's, negative as the banner's bottom, huge stays valid",
          arguments: [(Double.nan, 242.0), (.infinity, 242), (-.infinity, 242), (-40, 190), (0, 190),
                      (1e15, 1_000_000), (.greatestFiniteMagnitude, 1_000_000)])
    func badMeasurements(nameTop: Double, expected: Double) throws {
        var harness = try PageScenarioTests.singleList()
        harness.environment.nameTop = nameTop
        let frame = harness.frame()
        #expect(harness.state.configuration?.nameLabelContentY == expected)
        #expect(frame.layout.titleProgress.isFinite)
        #expect(frame.headerClip.isFinite && frame.title.frame.isFinite)
        // And a good measurement afterwards is used.
        harness.environment.nameTop = 50
        harness.frame()
        #expect(harness.state.configuration?.nameLabelContentY == 240)
    }
}
