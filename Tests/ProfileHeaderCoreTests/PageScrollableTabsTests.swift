@testable import ProfileHeaderCore
import PropertyBased
import Testing

/// Label-width tabs that scroll, as in the X app (Posts, Replies, Highlights, Articles, Media, Likes):
/// each button its label plus padding, a strip that follows the pager so the tab under the indicator
/// stays centred where the strip can scroll that far, and equal growth to fill a bar they fit in.
@Suite("Page: scrollable label-width tabs")
struct PageScrollableTabsTests {
    /// The X app's six labels at 15 points, roughly: buttons 69, 84, 104, 88, 76, 68 wide with 16
    /// points of padding each side — 489 in all, 96 more than a 393-point iPhone.
    static let labels = [37.0, 52, 72, 56, 44, 36]

    static func harness(width: Double = 393, rightToLeft: Bool = false, textScale: Double = 1,
                        labels: [Double] = labels) throws -> PageHarness {
        let tabs = try ScrollableTabs(labelWidths: labels, labelPadding: 16)
        let page = ProfilePage.tabbed(design: .twitter, scrollableTabs: tabs)
        let view = ScrollViewModel(width: width, height: 852, safeAreaTop: 59,
                                   sections: [.init(headerHeight: 0, rowCount: 40, rowHeight: 60)])
        var harness = PageHarness(page: page, lists: Array(repeating: view, count: labels.count))
        harness.environment.isRightToLeft = rightToLeft
        harness.environment.textScale = textScale
        return harness
    }

    /// A finger drags the strip 80 points leftward at bar height `y`, slowly (no fling), and stays
    /// down: the last frame.
    static func dragStrip(_ x: inout PageHarness, atY y: Double) -> ProfilePageFrame {
        x.environment.time += 1.0 / 60
        var frame = x.frame(.pointer(.pressed(x: 300, y: y, on: .tabStrip, by: .touch)))
        for step in 1 ... 20 {
            x.environment.time += 1.0 / 60
            frame = x.frame(.pointer(.moved(x: 300 - 4 * Double(step), y: y)))
        }
        return frame
    }

    /// Tab `tab`'s button where the user sees it, in viewport points.
    static func drawnButton(_ tab: Int, _ harness: PageHarness, _ frame: ProfilePageFrame) -> Rect {
        let button = harness.state.tabButtonFrame(tab)
        return Rect(x: frame.tabBar.frame.minX + button.minX - frame.tabStripContentOffsetX, y: button.minY,
                    width: button.width, height: button.height)
    }

    @Test("Tabs from titles: placeholders until the front end measures them; measured widths kept as given, bad ones made the smallest, a list of the wrong length ignored; a page without label-width tabs unchanged")
    func tabsFromTitles() {
        let titles = ScrollableTabs.titles(3)
        #expect(titles.labelWidths == [60, 60, 60] && titles.labelPadding == 16 && titles.inset == 0)
        #expect(titles.measured(labelWidths: [41, 83.5, 42]).labelWidths == [41, 83.5, 42])
        #expect(titles.measured(labelWidths: [0, .nan, 1e12]).labelWidths
                == [SupportedRange.minimumPositiveLength, SupportedRange.minimumPositiveLength, SupportedRange.maximumLength])
        #expect(titles.measured(labelWidths: [41]) == titles, "one width for three tabs: left as it was")
        let page = ProfilePage.tabbed(design: .twitter, scrollableTabs: titles)
        #expect(page.measuringTabLabels([41, 83.5, 42]).scrollableTabs?.labelWidths == [41, 83.5, 42])
        let equal = ProfilePage.tabbed(design: .twitter, tabCount: 3)
        #expect(equal.measuringTabLabels([41, 83.5, 42]) == equal)
    }

    @Test("Buttons are label plus padding; the strip scrolls only once the selected tab would pass the bar's middle, and stops at the end")
    func namedPositions() throws {
        var x = try Self.harness()
        x.frame()
        #expect((0 ..< 6).map { x.state.tabButtonFrame($0).width } == [69, 84, 104, 88, 76, 68])
        #expect((0 ..< 6).map { x.state.tabButtonFrame($0).minX } == [0, 69, 153, 257, 345, 421])
        var offsets: [Double] = []
        for position in [0.0, 1, 2, 3, 4, 5] {
            x.environment.pagePosition = position
            offsets.append(x.frame().tabStripContentOffsetX)
        }
        // Posts and Replies sit left of the middle (centres 34.5, 111): no scroll. Highlights' centre
        // 205 is 8.5 past the middle (196.5): 8.5, on the 3× grid. Articles onwards: the end, 96.
        #expect(offsets[0] == 0 && offsets[1] == 0)
        #expect(abs(offsets[2] - 8.5) <= 1.0 / 6 && abs(offsets[2] * 3 - (offsets[2] * 3).rounded()) < 1e-9)
        #expect(offsets[3] == 96 && offsets[4] == 96 && offsets[5] == 96)
    }

    @Test("At every tab the selected button is wholly on screen and the indicator is under it")
    func selectedInView() throws {
        for rightToLeft in [false, true] {
            var x = try Self.harness(rightToLeft: rightToLeft)
            for tab in 0 ..< 6 {
                x.environment.pagePosition = Double(tab)
                let frame = x.frame()
                let button = Self.drawnButton(tab, x, frame)
                #expect(button.minX >= 0 && button.maxX <= 393, "\(rightToLeft) tab \(tab): \(button)")
                #expect(abs(frame.tabIndicator.midX - button.midX) < 0.5, "\(rightToLeft) tab \(tab)")
                #expect(frame.tabIndicator.width == button.width, "the indicator spans the label's button")
            }
        }
    }

    @Test("Right to left, the first tab is the rightmost: at rest the strip is scrolled to its end, and the first button touches the bar's right edge")
    func rightToLeft() throws {
        var x = try Self.harness(rightToLeft: true)
        let frame = x.frame()
        #expect(frame.tabStripContentOffsetX == 96)
        #expect(Self.drawnButton(0, x, frame).maxX == 393)
        x.environment.pagePosition = 5
        #expect(x.frame().tabStripContentOffsetX == 0)
    }

    @Test("Tabs that fit grow alike to fill the bar, and never scroll")
    func fitting() throws {
        var x = try Self.harness(width: 820)
        x.frame()
        let widths = (0 ..< 6).map { x.state.tabButtonFrame($0).width }
        let growth = (820.0 - 489) / 6
        for (width, expected) in zip(widths, [69.0, 84, 104, 88, 76, 68]) { #expect(abs(width - (expected + growth)) < 1e-9) }
        #expect(abs(x.state.tabButtonFrame(5).maxX - 820) < 1e-9)
        for position in stride(from: 0.0, through: 5, by: 0.25) {
            x.environment.pagePosition = position
            #expect(x.frame().tabStripContentOffsetX == 0)
        }
    }

    @Test("Labels grow with Dynamic Type; the padding does not")
    func textScale() throws {
        var x = try Self.harness(textScale: 1.5)
        x.frame()
        let widths: [Double] = (0 ..< 6).map { x.state.tabButtonFrame($0).width }
        let expected: [Double] = Self.labels.map { $0 * 1.5 + 32 }
        #expect(widths == expected)
        x.environment.pagePosition = 5
        let stripWidth: Double = expected.reduce(0, +)
        #expect(x.frame().tabStripContentOffsetX == stripWidth - 393)
    }

    @Test("A strip scrolled by hand on a page that moves its lists itself stays where the finger left it, and follows the pager again once a tapped tab's glide moves it")
    func stripByHandThenATap() throws {
        var x = try Self.harness()
        var frame = x.frame()
        let y = frame.tabBar.frame.midY
        // A finger drags the strip 80 points leftward, slowly (no fling), and lifts.
        frame = Self.dragStrip(&x, atY: y)
        x.environment.time += 0.2
        frame = x.frame(.pointer(.released))
        for _ in 0 ..< 120 where frame.needsAnimationFrames {
            x.environment.time += 1.0 / 60
            frame = x.frame()
        }
        let held = frame.tabStripContentOffsetX
        #expect(held > 60 && held < 96, "the strip stays where the finger left it: \(held)")
        x.environment.time += 1.0 / 60
        #expect(x.frame().tabStripContentOffsetX == held, "at rest it stays")
        // Replies is tapped: the pager glides there, and the strip comes back to following it (0 at
        // Replies, whose centre is left of the bar's middle).
        x.environment.time += 1.0 / 60
        frame = x.frame(.tabTapped(1, animated: true))
        for _ in 0 ..< 240 where frame.needsAnimationFrames {
            x.environment.time += 1.0 / 60
            frame = x.frame()
        }
        #expect(frame.selectedTab == 1 && frame.pagePosition == 1)
        #expect(frame.tabStripContentOffsetX == 0, "the strip follows the pager again")
    }

    @Test("A touch's end lost while a finger drags the strip (the next press comes with no lift before it): the strip's drag ends there, it stays where the finger left it, and the page comes to rest instead of asking for frames for ever (a fuzz finding)",
          arguments: [PagePressRegion.list, .header, .tabStrip])
    func stripDragWhoseLiftIsLost(nextPress: PagePressRegion) throws {
        var x = try Self.harness()
        var frame = x.frame()
        let y = frame.tabBar.frame.midY
        frame = Self.dragStrip(&x, atY: y)
        let dragged = frame.tabStripContentOffsetX
        #expect(dragged > 60, "the strip follows the finger: \(dragged)")
        // The lift is lost; another finger presses and lifts without moving (a tap).
        x.environment.time += 0.2
        frame = x.frame(.pointer(.pressed(x: 200, y: nextPress == .list ? 700 : y, on: nextPress, by: .touch)))
        x.environment.time += 0.05
        frame = x.frame(.pointer(.released))
        for _ in 0 ..< 600 where frame.needsAnimationFrames {
            x.environment.time += 1.0 / 60
            frame = x.frame()
        }
        let asksForFrames = frame.needsAnimationFrames
        #expect(!asksForFrames, "still asks for frames 10 s on")
        #expect(abs(frame.tabStripContentOffsetX - dragged) < 1 || nextPress == .tabStrip,
                "the strip stays where the finger left it: \(frame.tabStripContentOffsetX), left at \(dragged)")
    }

    @Test("Swiping from tab to tab, the strip moves continuously and stays within its range")
    func continuity() async throws {
        await propertyCheck(count: 200, input: Gen.double(in: 0 ... 5).array(of: 2 ... 40), Gen.bool) { positions, rightToLeft in
            var x = try! Self.harness(rightToLeft: rightToLeft)
            var previous: (position: Double, offset: Double)?
            for position in positions.sorted() {
                x.environment.pagePosition = position
                let offset = x.frame().tabStripContentOffsetX
                #expect(offset >= 0 && offset <= 96)
                if let previous {
                    // The widest step between two tab centres is 96 points a tab (Replies to Highlights);
                    // one pixel of rounding either way.
                    let allowed: Double = 96 * (position - previous.position) + 2.0 / 3 + 1e-9
                    #expect(abs(offset - previous.offset) <= allowed)
                }
                previous = (position, offset)
            }
        }
    }

    @Test("Bad label widths, padding or inset are refused, naming the field, the tab and the rule")
    func validation() {
        #expect(throws: ProfilePageError(field: .scrollableTabs, rule: .mustNotBeEmpty)) { try ScrollableTabs(labelWidths: []) }
        #expect(throws: ProfilePageError(field: .scrollableTabs, index: 1, rule: .mustBeFinite)) {
            try ScrollableTabs(labelWidths: [40, .nan])
        }
        #expect(throws: ProfilePageError(field: .scrollableTabs, index: 0, rule: .mustBePositive)) { try ScrollableTabs(labelWidths: [0]) }
        #expect(throws: ProfilePageError(field: .scrollableTabs, rule: .mustNotBeNegative)) {
            try ScrollableTabs(labelWidths: [40], labelPadding: -1)
        }
        #expect(throws: ProfilePageError(field: .scrollableTabs, rule: .mustBeFinite)) {
            try ScrollableTabs(labelWidths: [40], inset: .infinity)
        }
        #expect(throws: ProfilePageError.self) { try ScrollableTabs(labelWidths: [2e6]) }
    }

    @Test("Absurd magnitudes (a million-point label, a hundred thousand tabs) give finite frames in range")
    func extremes() throws {
        for labels in [[1e6, 1e6], Array(repeating: 0.01, count: 1_000), Array(repeating: 1e6, count: 100)] {
            var x = try Self.harness(labels: labels)
            for position in [0, Double(labels.count - 1) / 2, Double(labels.count - 1), .nan, .infinity] {
                x.environment.pagePosition = position
                let frame = x.frame()
                #expect(frame.tabStripContentOffsetX.isFinite && frame.tabStripContentOffsetX >= 0)
                #expect(frame.tabIndicator.minX.isFinite && frame.tabIndicator.width.isFinite)
            }
        }
        let many = try ScrollableTabs(labelWidths: Array(repeating: 30, count: SupportedRange.maximumCount))
        #expect(ProfilePage.tabbed(design: .twitter, scrollableTabs: many).tabCount == SupportedRange.maximumCount)
        #expect(throws: ProfilePageError.self) { try ScrollableTabs(labelWidths: Array(repeating: 30, count: SupportedRange.maximumCount + 1)) }
    }

    @Test("Issue 23: the strip scrolled by hand is the user's; left there it stays while the pager rests, and follows the pager again over one page of its movement, without a jump")
    func stripByHand() throws {
        var harness = try Self.harness()
        harness.frame()
        let following = harness.frame().tabStripContentOffsetX
        #expect(following == 0, "on the first tab the strip is at its start")
        // The user drags the strip 60 points toward the later tabs: it is theirs, the indicator with it.
        harness.environment.tabStripOffsetX = 60
        var frame = harness.frame()
        #expect(frame.tabStripContentOffsetX == 60)
        #expect(Self.drawnButton(0, harness, frame).minX == harness.state.tabButtonFrame(0).minX - 60)
        #expect(abs(frame.tabIndicator.midX - Self.drawnButton(0, harness, frame).midX) < 0.5, "the indicator stays under its tab")
        // Let go: it stays while the pager rests.
        harness.environment.tabStripOffsetX = nil
        frame = harness.frame()
        #expect(frame.tabStripContentOffsetX == 60)
        // The pager moves half-way to the second tab: the strip is half-way back to following.
        harness.environment.pagePosition = 0.5
        var fresh = try Self.harness()
        let halfFollow = fresh.following(at: 0.5)
        frame = harness.frame()
        #expect(abs(frame.tabStripContentOffsetX - (60 + (halfFollow - 60) / 2)) < 1e-9)
        // A page on, it follows again, and keeps following.
        harness.environment.pagePosition = 1
        let follow = fresh.following(at: 1)
        #expect(harness.frame().tabStripContentOffsetX == follow)
        harness.environment.pagePosition = 0
        #expect(harness.frame().tabStripContentOffsetX == 0)
        // The pager moving less than a page and back still counts as travel: after one page of it in
        // all, the strip follows again (it never stays part-way).
        harness.environment.tabStripOffsetX = 60
        harness.frame()
        harness.environment.tabStripOffsetX = nil
        for position in [0.3, 0.0, 0.3, 0.0] {
            harness.environment.pagePosition = position
            harness.frame()
        }
        #expect(harness.lastFrame!.tabStripContentOffsetX != 60, "part-way back after 0.9 of travel")
        harness.environment.pagePosition = 0.1
        #expect(harness.frame().tabStripContentOffsetX == fresh.following(at: 0.1), "following after a page of travel")
        // A drag past the ends bounces, never further than a bar's width; not a number is not a drag.
        harness.environment.tabStripOffsetX = 10_000
        #expect(harness.frame().tabStripContentOffsetX <= 96 + 393 + 1)
        harness.environment.tabStripOffsetX = .nan
        #expect(harness.frame().tabStripContentOffsetX.isFinite)
    }

}

extension PageHarness {
    /// The strip's offset when it follows the pager at `pagePosition` (a fresh page, nothing held).
    mutating func following(at pagePosition: Double) -> Double {
        environment.pagePosition = pagePosition
        frame()
        return frame().tabStripContentOffsetX
    }
}
