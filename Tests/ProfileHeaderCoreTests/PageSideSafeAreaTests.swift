@testable import ProfileHeaderCore
import Testing

/// A phone in landscape: the sensor housing's side of the screen has a left (or right) safe area.
/// The header's own content (avatar, bar title, tabs, spinner) stays inside the horizontal safe
/// area; the banner, its blur and the header's clip still fill the whole width, as iOS draws
/// backgrounds edge to edge.
@Suite("Page: side safe areas")
struct PageSideSafeAreaTests {
    static let twitter = ProfileHeaderConfiguration.twitter
    static let sections = [ScrollViewModel.Section](repeating: .init(headerHeight: 40, rowCount: 10, rowHeight: 60), count: 6)
    // An iPhone 16 Pro in landscape: 852 × 393 pt, safe area left 59, right 59, bottom 21, top 0.
    static let width = 852.0, side = 59.0

    /// A landscape scroll view with `left`/`right` safe areas.
    static func landscape(left: Double = side, right: Double = side) -> ScrollViewModel {
        var view = ScrollViewModel(width: width, height: 393, safeAreaTop: 0, sections: sections)
        view.safeAreaBottom = 21
        view.safeAreaLeft = left
        view.safeAreaRight = right
        return view
    }

    static func harness(_ page: ProfilePage, left: Double = side, right: Double = side, lists: Int = 1,
                        rightToLeft: Bool = false) -> PageHarness {
        var harness = PageHarness(page: page, lists: Array(repeating: landscape(left: left, right: right), count: lists))
        harness.environment.isRightToLeft = rightToLeft
        return harness
    }

    /// Offsets from a pull through the collapse to well past the title's arrival, as content offsets.
    static func offsets(_ top: Double) -> [Double] {
        stride(from: -120.0, through: 600, by: 7.5).map { $0 - top }
    }

    @Test("Landscape, label-width tabs with an inset: the first button starts that inset inside the left safe area")
    func scrollableTabsKeepTheirInsetInsideTheSafeArea() throws {
        let tabs = try ScrollableTabs(labelWidths: [37, 52, 72, 56, 44, 36], labelPadding: 16, inset: 12)
        var harness = Self.harness(ProfilePage.tabbed(design: Self.twitter, scrollableTabs: tabs), lists: 6)
        harness.frame()
        #expect(harness.state.tabButtonFrame(0).minX == Self.side + 12, "\(harness.state.tabButtonFrame(0))")
    }

    @Test("Landscape, left to right: the avatar starts 16 pt inside the left safe area and the title keeps inside both; the banner fills the width")
    func landscapeLeftToRight() throws {
        var harness = Self.harness(try ProfilePage(design: Self.twitter, refreshes: true))
        let rest = harness.frame()
        #expect(rest.avatar.frame.minX == Self.side + 16)
        #expect(rest.avatar.restFrame.minX == Self.side + 16)
        let top = harness.scrollView.adjustedTop
        var sawTitle = false
        for y in Self.offsets(top) {
            let frame = harness.scroll(toContentOffsetY: y, .dragging)
            #expect(frame.avatar.frame.minX >= Self.side + 16, "offset \(frame.offset)")
            #expect(frame.title.frame.minX >= Self.side && frame.title.frame.maxX <= Self.width - Self.side, "offset \(frame.offset)")
            #expect(frame.banner.frame.minX <= 0 && frame.banner.frame.maxX >= Self.width, "offset \(frame.offset)")
            #expect(frame.blurredBanner.frame == frame.banner.frame)
            #expect(frame.headerClip.minX == 0 && frame.headerClip.maxX == Self.width)
            #expect(harness.writesOnRemeasure().isEmpty)
            sawTitle = sawTitle || frame.title.frame.maxY <= frame.headerClip.maxY
        }
        #expect(sawTitle)
        let settled = harness.scroll(toContentOffsetY: -top, .idle)
        #expect(settled.banner.frame == Rect(x: 0, y: 0, width: Self.width, height: harness.state.configuration!.expandedHeight))
        // The title is inset by the design's 56 pt beyond the safe area on both sides.
        #expect(settled.title.frame.minX == Self.side + 56 && settled.title.frame.maxX == Self.width - Self.side - 56)
    }

    @Test("Landscape, right to left: the avatar ends 16 pt inside the right safe area")
    func landscapeRightToLeft() throws {
        var harness = Self.harness(try ProfilePage(design: Self.twitter), left: 0, right: Self.side, rightToLeft: true)
        let rest = harness.frame()
        #expect(rest.avatar.frame.maxX == Self.width - Self.side - 16)
        let top = harness.scrollView.adjustedTop
        for y in Self.offsets(top) {
            let frame = harness.scroll(toContentOffsetY: y, .dragging)
            #expect(frame.avatar.frame.maxX <= Self.width - Self.side - 16, "offset \(frame.offset)")
            #expect(frame.title.frame.minX >= Self.side && frame.title.frame.maxX <= Self.width - Self.side)
            #expect(frame.banner.frame.minX <= 0 && frame.banner.frame.maxX >= Self.width)
        }
        // Both sides: the leading (right) one moves the avatar.
        var both = Self.harness(try ProfilePage(design: Self.twitter), left: 30, right: Self.side, rightToLeft: true)
        #expect(both.frame().avatar.frame.maxX == Self.width - Self.side - 16)
        var leftOnly = Self.harness(try ProfilePage(design: Self.twitter), left: Self.side, right: 0, rightToLeft: true)
        #expect(leftOnly.frame().avatar.frame.maxX == Self.width - 16)
    }

    @Test("Landscape with tabs: every tab button and the indicator sit inside the safe area; the tab bar's background fills the width")
    func landscapeTabs() throws {
        var harness = Self.harness(ProfilePage.tabbed(design: Self.twitter, tabCount: 3), lists: 3)
        harness.environment.detailsHeight = 120
        harness.frame()
        let top = harness.scrollView.adjustedTop
        for y in stride(from: -top, through: 500, by: 25) {
            for position in [0, 0.5, 1, 1.75, 2] {
                harness.environment.pagePosition = position
                let frame = harness.scroll(toContentOffsetY: y, .dragging)
                let tabs = try #require(harness.state.tabs)
                #expect(frame.tabBar.frame.minX == 0 && frame.tabBar.frame.maxX == Self.width)
                for tab in 0 ..< 3 {
                    let button = tabs.tabFrame(tab)
                    #expect(frame.tabBar.frame.minX + button.minX >= Self.side)
                    #expect(frame.tabBar.frame.minX + button.maxX <= Self.width - Self.side + 1e-9)
                }
                #expect(frame.tabIndicator.minX >= Self.side && frame.tabIndicator.maxX <= Self.width - Self.side)
                #expect(tabs.pageWidth == Self.width)  // the pager's pages stay as wide as the view
            }
        }
        let tabs = try #require(harness.state.tabs)
        #expect(tabs.tabFrame(0).minX == Self.side)
        #expect(abs(tabs.tabFrame(2).maxX - (Self.width - Self.side)) < 1e-9)
    }

    @Test("Details too tall for the supported range keep the design's tab bar, and the avatar and title still keep inside the safe area")
    func tooTallDetailsKeepTheSafeArea() throws {
        var harness = Self.harness(ProfilePage.tabbed(design: Self.twitter, tabCount: 2), lists: 2)
        harness.environment.detailsHeight = 2_000_000  // beyond SupportedRange: the measured tab bar position is refused
        let frame = harness.frame()
        #expect(harness.state.configuration!.tabBarContentY == Self.twitter.tabBarContentY - 59)  // the design's, moved with the safe area
        #expect(frame.avatar.frame.minX == Self.side + 16)
        #expect(frame.title.frame.minX == Self.side + 56)
    }

    @Test("The refresh spinner is centred in the safe area")
    func spinnerCentredInSafeArea() throws {
        var harness = Self.harness(try ProfilePage(design: Self.twitter, refreshes: true), left: Self.side, right: 0)
        harness.frame()
        let frame = harness.scroll(toContentOffsetY: harness.scrollView.adjustedTop * -1 - 60, .dragging)
        #expect(frame.spinner.alpha > 0)
        #expect(abs(frame.spinner.frame.midX - (Self.side + Self.width) / 2) <= 0.5)
        var symmetric = Self.harness(try ProfilePage(design: Self.twitter, refreshes: true))
        symmetric.frame()
        let centred = symmetric.scroll(toContentOffsetY: symmetric.scrollView.adjustedTop * -1 - 60, .dragging)
        #expect(abs(centred.spinner.frame.midX - Self.width / 2) <= 0.5)
    }

    @Test("No side safe area gives exactly the frames of a page that never heard of one")
    func zeroInsetsChangeNothing() throws {
        let page = ProfilePage.tabbed(design: Self.twitter, tabCount: 2, refreshes: true)
        var legacyState = ProfilePageState()
        var harness = PageHarness(page: page, lists: [ScrollViewModel(sections: Self.sections)])
        harness.environment = TestEnvironment(detailsHeight: 150, pagePosition: 0.5)
        for y in stride(from: -400.0, through: 400, by: 13) {
            harness.scrollView.contentOffsetY = y
            // Measured by a front end written before the side safe area existed (the defaults).
            let list = harness.scrollView
            let legacy = ProfilePageMetrics(
                contentOffsetY: list.contentOffsetY, contentHeight: list.contentHeight, topSpacerHeight: list.topSpacerHeight,
                viewportWidth: list.width, viewportHeight: list.height, contentInsetTop: list.contentInsetTop,
                adjustedContentInsetTop: list.adjustedTop, contentInsetBottom: list.contentInsetBottom,
                adjustedContentInsetBottom: list.adjustedBottom, verticalIndicatorInsetTop: list.verticalIndicatorInsetTop,
                safeAreaTop: list.safeAreaTop, detailsHeight: 150, pagerContentOffsetX: harness.metrics().pagerContentOffsetX,
                pagerInteraction: .dragging)
            let old = page.frame(&legacyState, legacy)
            let new = harness.frame()
            #expect(old == new)
        }
        // Today's numbers for the design on its own device.
        let frame = harness.scroll(toContentOffsetY: -harness.scrollView.adjustedTop, .idle)
        #expect(frame.avatar.frame.minX == 16)
        #expect(frame.title.frame.minX == 56 && frame.title.frame.width == 393 - 112)
        let tabs = try #require(harness.state.tabs)
        #expect(tabs.tabFrame(0) == Rect(x: 0, y: 0, width: 196.5, height: 44))
        #expect(tabs.tabFrame(1) == Rect(x: 196.5, y: 0, width: 196.5, height: 44))
    }

    @Test("Non-finite, negative or absurd side safe areas give a valid page and finite frames",
          arguments: [Double.nan, .infinity, -.infinity, -59, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
                      .greatestFiniteMagnitude, 1e15, 426, 1e6])
    func extremeSideInsets(_ value: Double) throws {
        let page = ProfilePage.tabbed(design: Self.twitter, tabCount: 3, refreshes: true)
        let harmless = !(value.isFinite && value > 0)  // reads as no safe area at all
        for (left, right) in [(value, value), (value, 59), (59, value), (value, 0)] {
            for rightToLeft in [false, true] {
                var harness = Self.harness(page, left: left, right: right, lists: 3, rightToLeft: rightToLeft)
                var reference = Self.harness(page, left: left.isFinite && left > 0 ? left : 0,
                                             right: right.isFinite && right > 0 ? right : 0, lists: 3, rightToLeft: rightToLeft)
                harness.frame()
                reference.frame()
                for y in stride(from: -200.0, through: 500, by: 50) {
                    let frame = harness.scroll(toContentOffsetY: y, .dragging)
                    let expected = reference.scroll(toContentOffsetY: y, .dragging)
                    let rects = [frame.headerClip, frame.banner.frame, frame.avatar.frame, frame.avatar.restFrame, frame.title.frame,
                                 frame.title.restFrame, frame.tabBar.frame, frame.tabIndicator, frame.spinner.frame, frame.bar]
                    #expect(rects.allSatisfy { $0.isFinite })
                    #expect(frame.avatar.frame.minX >= 0 && frame.avatar.frame.maxX <= Self.width + 1e-9)
                    #expect(frame.title.frame.width >= 0 && frame.title.frame.minX >= 0 && frame.title.frame.maxX <= Self.width)
                    #expect(frame.spinner.frame.minX >= 0 && frame.spinner.frame.maxX <= Self.width)
                    if harmless { #expect(frame == expected) }
                }
                let configuration = try #require(harness.state.configuration)
                #expect(configuration.avatarLeadingInset + configuration.avatarSize <= configuration.viewportWidth)
                #expect(2 * configuration.titleHorizontalInset < configuration.viewportWidth)
                let tabs = try #require(harness.state.tabs)
                #expect((0 ..< 3).allSatisfy { tabs.tabFrame($0).isFinite && tabs.tabFrame($0).maxX <= Self.width + 1e-9 })
            }
        }
        if harmless {  // and exactly no safe area
            var harness = Self.harness(page, left: value, right: value, lists: 3)
            var none = Self.harness(page, left: 0, right: 0, lists: 3)
            #expect(harness.frame() == none.frame())
        }
    }
}
