import PropertyBased
@testable import ProfileHeaderCore
import Testing

/// Issue 22: the profile page's pinned header can float — the collapsed bar and the tab bar scroll
/// away under the status bar on the way down and come back on the way up, with Android's scroll
/// flags (``PinnedHeaderScrolling``), Flutter's floating + pinned app bar with a tab bar.
@Suite("The pinned header floats")
struct PinnedHeaderScrollingTests {
    /// A tabbed page (two lists) with the given behaviour, laid out once at rest.
    static func harness(_ pinnedHeader: PinnedHeaderScrolling) throws -> PageHarness {
        let page = ProfilePage.tabbed(design: .twitter, tabCount: 2, pinnedHeader: pinnedHeader)
        var harness = PageHarness(page: page, lists: Array(repeating: ScrollViewModel(sections: PageScenarioTests.sections), count: 2))
        harness.frame()
        return harness
    }

    /// The offset (`contentOffsetY`) at which the tab bar reaches the bar, for `harness`'s page.
    static func pinOffset(_ harness: PageHarness) -> Double {
        let configuration = harness.state.configuration!
        return configuration.tabBarContentY - configuration.collapsedHeight - harness.scrollView.adjustedTop
    }

    /// Scrolls to `y` in steps of `step` points (a finger: every frame follows).
    static func drag(_ harness: inout PageHarness, to y: Double, step: Double = 7) {
        var current = harness.scrollView.contentOffsetY
        while abs(y - current) > step {
            current += y > current ? step : -step
            harness.scroll(toContentOffsetY: current, .dragging)
        }
        harness.scroll(toContentOffsetY: y, .dragging)
    }

    /// Reads 900 points past the pin point (the header floats away whole), rests, and taps the second
    /// tab: the page brings its list on screen with the page's insets and the offset it gives it
    /// (returned), and follows it from the next frame.
    static func readAwayThenPrepareList1(_ harness: inout PageHarness, pin: Double) throws -> Double {
        drag(&harness, to: pin + 900, step: 30)
        harness.environment.interaction = .idle
        harness.frame()
        let appearing = harness.frame(.tabTapped(1, animated: false))
        #expect(harness.lists[1].topSpacerHeight == appearing.list(0, in: harness.state).topSpacerHeight)
        return try #require(appearing.list(1, in: harness.state).contentOffsetY)
    }

    @Test("Pinned (the default): nothing scrolls away however far the list goes")
    func pinnedStays() throws {
        var harness = try Self.harness(.pinned)
        let pin = Self.pinOffset(harness)
        Self.drag(&harness, to: pin + 900, step: 40)
        let frame = try #require(harness.lastFrame)
        #expect(frame.pinnedHeaderHiddenDistance == 0)
        #expect(frame.tabBar.frame.minY == frame.bar.maxY)
        #expect(frame.barContentAlpha == 1)
    }

    @Test("Floating: past the pin point the bar, then the tab bar, scroll away point for point under the status bar's strip, which stays")
    func floatsAwayWithTheContent() throws {
        var harness = try Self.harness(.floats)
        let pin = Self.pinOffset(harness)
        let safeTop = harness.state.configuration!.topSafeAreaInset
        let collapsed = harness.state.configuration!.collapsedHeight
        Self.drag(&harness, to: pin)
        #expect(harness.lastFrame!.pinnedHeaderHiddenDistance == 0, "pinned, all on screen")
        Self.drag(&harness, to: pin + 20)
        var frame = try #require(harness.lastFrame)
        #expect(frame.pinnedHeaderHiddenDistance == 20, "as far as the content went past the pin point")
        #expect(abs(frame.tabBar.frame.minY - (collapsed - 20)) < 0.34)
        #expect(abs(frame.bar.minY - (safeTop - 20)) < 0.34)
        #expect(abs(frame.barContentAlpha - (1 - 20.0 / 44)) < 1e-9)
        #expect(abs(frame.title.alpha - frame.barContentAlpha) < 1e-9, "the arrived title fades with the bar")
        #expect(abs(frame.headerClip.height - (collapsed - 20)) < 0.34, "the header's clip shrinks from below")
        Self.drag(&harness, to: pin + 400)
        frame = try #require(harness.lastFrame)
        #expect(frame.pinnedHeaderHiddenDistance == 88, "bar (44) and tab bar (44) gone")
        #expect(frame.tabBar.frame.maxY <= safeTop + 0.34, "the tab bar is under the status bar's strip")
        #expect(abs(frame.headerClip.height - safeTop) < 0.34, "the status bar's strip stays")
        #expect(frame.barContentAlpha == 0 && frame.title.alpha == 0)
        // Nothing hidden takes a touch: where the bar and the tab bar were is the content's.
        for y in [safeTop + 5, collapsed + 5] {
            #expect(frame.hitMap.target(at: Point(x: 200, y: y)) == .content, "y \(y)")
        }
        #expect(abs(harness.scrollView.adjustedTop - harness.scrollView.contentInsetTop + harness.scrollView.verticalIndicatorInsetTop
                    - frame.hitMap.covered.height) < 0.34, "the scroll indicator starts under what still covers the content")
        #expect(frame.details.frame.maxY <= frame.tabBar.frame.minY + 0.34, "the details went with the tab bar")
        #expect(harness.writesOnRemeasure().isEmpty)
    }

    @Test("Floating: any scroll toward the top brings the bar and the tab bar back at once, wherever the content is")
    func quickReturn() throws {
        var harness = try Self.harness(.floats)
        let pin = Self.pinOffset(harness)
        Self.drag(&harness, to: pin + 1_500, step: 30)
        #expect(harness.lastFrame!.pinnedHeaderHiddenDistance == 88)
        Self.drag(&harness, to: pin + 1_470)
        #expect(harness.lastFrame!.pinnedHeaderHiddenDistance == 58, "30 points back: 30 points shown")
        Self.drag(&harness, to: pin + 1_300)
        let frame = try #require(harness.lastFrame)
        #expect(frame.pinnedHeaderHiddenDistance == 0)
        #expect(frame.tabBar.frame.minY == frame.bar.maxY, "back pinned under the bar")
        #expect(frame.hitMap.target(at: Point(x: 200, y: frame.tabBar.frame.midY)) == .headerControl(.tabBar))
    }

    @Test("Bar floats, tab bar stays: the tab bar pins right under the status bar once the bar has gone")
    func tabBarStays() throws {
        var harness = try Self.harness(.barFloats)
        let pin = Self.pinOffset(harness)
        let safeTop = harness.state.configuration!.topSafeAreaInset
        Self.drag(&harness, to: pin + 600, step: 25)
        let frame = try #require(harness.lastFrame)
        #expect(frame.pinnedHeaderHiddenDistance == 44)
        #expect(abs(frame.tabBar.frame.minY - safeTop) < 0.34)
        #expect(frame.hitMap.target(at: Point(x: 200, y: frame.tabBar.frame.midY)) == .headerControl(.tabBar))
    }

    @Test("A tab bar that collapses (a second pinned SliverAppBar): under the bar, which stays, it slides to its 20-point minimum and pins; it comes back with the content")
    func collapsingTabBar() throws {
        var harness = try Self.harness(try .collapsingTabBar(minimumHeight: 20))
        let pin = Self.pinOffset(harness)
        let collapsed = harness.state.configuration!.collapsedHeight
        Self.drag(&harness, to: pin + 10)
        var frame = try #require(harness.lastFrame)
        #expect(frame.pinnedHeaderHiddenDistance == 10)
        #expect(abs(frame.tabBar.frame.minY - (collapsed - 10)) < 0.34, "under the bar by 10 points")
        #expect(frame.barContentAlpha == 1 && abs(frame.headerClip.height - collapsed) < 0.34, "the bar stays, whole")
        Self.drag(&harness, to: pin + 600, step: 25)
        frame = try #require(harness.lastFrame)
        #expect(frame.pinnedHeaderHiddenDistance == 24, "44 less its 20-point minimum")
        #expect(abs(frame.tabBar.frame.maxY - (collapsed + 20)) < 0.34)
        #expect(abs(frame.hitMap.tabBar.minY - collapsed) < 0.34 && abs(frame.hitMap.tabBar.height - 20) < 0.34,
                "only what shows takes a touch")
        #expect(frame.tabIndicator.maxY <= frame.tabBar.frame.maxY && frame.tabIndicator.minY >= collapsed, "the indicator shows")
        #expect(harness.scrollView.verticalIndicatorInsetTop + harness.scrollView.adjustedTop - harness.scrollView.contentInsetTop
                - (collapsed + 20) < 0.34)
        Self.drag(&harness, to: pin + 300, step: 25)
        #expect(harness.lastFrame!.pinnedHeaderHiddenDistance == 24, "no quick return without enterAlways")
        Self.drag(&harness, to: pin + 12)
        #expect(harness.lastFrame!.pinnedHeaderHiddenDistance == 12)
    }

    @Test("Without enterAlways the header comes back only as the content returns to the pin point")
    func scrollOnlyReturnsAtThePin() throws {
        var harness = try Self.harness(try PinnedHeaderScrolling(bar: [.scroll], tabBar: [.scroll]))
        let pin = Self.pinOffset(harness)
        Self.drag(&harness, to: pin + 600, step: 25)
        Self.drag(&harness, to: pin + 300, step: 25)
        #expect(harness.lastFrame!.pinnedHeaderHiddenDistance == 88, "scrolling back does not bring it")
        Self.drag(&harness, to: pin + 30)
        #expect(harness.lastFrame!.pinnedHeaderHiddenDistance == 30, "it comes back with the content")
    }

    @Test("Snap: a list that comes to rest with the header part-way settles it, shown or hidden, in a quarter second")
    func snaps() throws {
        for (distance, settled) in [(30.0, 44.0), (15.0, 0.0), (70.0, 88.0), (50.0, 44.0)] {
            var harness = try Self.harness(.floats)
            let pin = Self.pinOffset(harness)
            Self.drag(&harness, to: pin + 500, step: 30)
            Self.drag(&harness, to: pin + 500 - (88 - distance), step: 5)
            #expect(harness.lastFrame!.pinnedHeaderHiddenDistance == distance)
            harness.environment.interaction = .idle
            var frames = 0
            var previous = distance
            while harness.frame().needsAnimationFrames, frames < 60 {
                let hidden = harness.lastFrame!.pinnedHeaderHiddenDistance
                #expect((settled - previous) * (hidden - previous) >= 0, "one way, toward \(settled)")
                previous = hidden
                harness.environment.time += 1.0 / 60
                frames += 1
            }
            #expect(harness.lastFrame!.pinnedHeaderHiddenDistance == settled, "from \(distance)")
            #expect(frames >= 10 && frames <= 17, "\(frames) frames")
            #expect(harness.scrollView.contentOffsetY == pin + 500 - (88 - distance), "the content does not move")
        }
    }

    @Test("A tab switch keeps the header where it is: the incoming list goes at least as far past the pin point as the header is hidden (no gap above it), or stays further down")
    func tabSwitch() throws {
        for incomingPastPin in [1_200.0, 0, 30] {
            var harness = try Self.harness(.floats)
            let pin = Self.pinOffset(harness)
            harness.lists[1].contentOffsetY = pin + incomingPastPin
            let prepared = try Self.readAwayThenPrepareList1(&harness, pin: pin)
            #expect(prepared >= pin + 88, "incoming list \(incomingPastPin) past the pin point: prepared at \(prepared - pin)")
            #expect(harness.lastFrame!.pinnedHeaderHiddenDistance == 88)
            #expect(harness.lists[1].contentOffsetY == prepared)
            harness.frame()
            #expect(harness.active == 1)
            #expect(harness.lastFrame!.pinnedHeaderHiddenDistance == 88)
            harness.frame()
            #expect(harness.lastFrame!.pinnedHeaderHiddenDistance == 88, "no jump back")
            // Back toward the top on the new list: it comes back, as on the first.
            Self.drag(&harness, to: prepared - 40)
            #expect(harness.lastFrame!.pinnedHeaderHiddenDistance == 48)
        }
    }

    @Test("An animated tab switch keeps the header away too, through the glide and the frame that takes up the new list, on a page that moves its lists itself and beside a platform's pager")
    func animatedTabSwitch() throws {
        for platformPager in [false, true] {
            var harness = try Self.harness(.floats)
            if platformPager { harness.environment.pager = (0, .idle) }
            let pin = Self.pinOffset(harness)
            Self.drag(&harness, to: pin + 900, step: 30)
            harness.environment.interaction = .idle
            harness.frame()
            #expect(harness.lastFrame!.pinnedHeaderHiddenDistance == 88)
            harness.environment.time += 1.0 / 60
            var frame = harness.frame(.tabTapped(1, animated: true))
            var frames = 0
            while (frame.needsAnimationFrames || harness.active != 1) && frames < 240 {
                harness.environment.time += 1.0 / 60
                frame = harness.frame()
                frames += 1
                #expect(frame.pinnedHeaderHiddenDistance == 88, "pager \(platformPager), frame \(frames): \(frame.pinnedHeaderHiddenDistance)")
            }
            #expect(harness.active == 1 && frame.selectedTab == 1)
            harness.environment.time += 1.0 / 60
            #expect(harness.frame().pinnedHeaderHiddenDistance == 88, "no pop back")
        }
    }

    @Test("A tab switch to a short list keeps the header away too: every list is padded to scroll it away whole")
    func tabSwitchToAShortList() throws {
        var harness = try Self.harness(.floats)
        harness.lists[1] = ScrollViewModel(sections: [.init(headerHeight: 0, rowCount: 3, rowHeight: 60)])
        let pin = Self.pinOffset(harness)
        let prepared = try Self.readAwayThenPrepareList1(&harness, pin: pin)
        #expect(harness.lists[1].maxOffsetY >= prepared, "the short list reaches where it is shown: \(harness.lists[1].maxOffsetY) < \(prepared)")
        #expect(harness.lists[1].contentOffsetY == prepared)
        harness.frame()
        #expect(harness.active == 1)
        harness.frame()
        #expect(harness.lastFrame!.pinnedHeaderHiddenDistance == 88, "no pop back")
        #expect(harness.writesOnRemeasure().isEmpty)
    }

    @Test("Only the user's scrolling moves it: the details growing while reading (the content kept in place), a bounce past the end, a list moved at rest")
    func onlyTheUserMovesIt() throws {
        var harness = try Self.harness(.floats)
        let pin = Self.pinOffset(harness)
        Self.drag(&harness, to: pin + 30)
        #expect(harness.lastFrame!.pinnedHeaderHiddenDistance == 30)
        // The details grow by 60 points while the list is read: the page moves the offset with them.
        harness.environment.detailsHeight += 60
        harness.frame()
        #expect(harness.lastFrame!.pinnedHeaderHiddenDistance == 30, "the header's content changed height: no scroll")
        // At rest, the app moves the list further down: the header stays (no hiding without the user).
        var moved = try Self.harness(.floats)
        Self.drag(&moved, to: pin + 60)
        moved.environment.interaction = .idle
        moved.frame()
        moved.environment.time += 1
        moved.frame()
        #expect(moved.lastFrame!.pinnedHeaderHiddenDistance == 44, "settled: the bar hidden, the tab bar shown")
        moved.scroll(toContentOffsetY: moved.scrollView.contentOffsetY + 200, .idle)
        #expect(moved.lastFrame!.pinnedHeaderHiddenDistance == 44, "not moved by the program")
        // A fling into the end of the list bounces back: not a scroll toward the top.
        var bouncing = try Self.harness(.floats)
        Self.drag(&bouncing, to: bouncing.scrollView.maxOffsetY, step: 40)
        #expect(bouncing.lastFrame!.pinnedHeaderHiddenDistance == 88)
        bouncing.scroll(toContentOffsetY: bouncing.scrollView.maxOffsetY + 30, .decelerating)
        bouncing.scroll(toContentOffsetY: bouncing.scrollView.maxOffsetY + 10, .decelerating)
        bouncing.scroll(toContentOffsetY: bouncing.scrollView.maxOffsetY, .decelerating)
        #expect(bouncing.lastFrame!.pinnedHeaderHiddenDistance == 88, "the bounce back brings nothing")
    }

    @Test("Readapting the floating header: hidden whole stays whole, part-way keeps what it hid within the new total; the same total changes nothing (a settle under way goes on)")
    func readaptRules() {
        var whole = PinnedHeaderFloat()
        whole.hiddenDistance = 88
        whole.readapt(from: 88, to: 110)
        #expect(whole.hiddenDistance == 110)
        var partWay = PinnedHeaderFloat()
        partWay.hiddenDistance = 40
        partWay.settleStart = 1
        partWay.readapt(from: 88, to: 30)
        #expect(partWay.hiddenDistance == 30 && partWay.settleStart == nil)
        var settling = PinnedHeaderFloat()
        settling.hiddenDistance = 40
        settling.settleStart = 1
        let before = settling
        settling.readapt(from: 88, to: 88)
        #expect(settling == before)
    }

    @Test("Larger text while hidden: the taller bars stay hidden whole")
    func readaptsHidden() throws {
        var harness = try Self.harness(.floats)
        let pin = Self.pinOffset(harness)
        Self.drag(&harness, to: pin + 900, step: 30)
        #expect(harness.lastFrame!.pinnedHeaderHiddenDistance == 88)
        harness.environment.textScale = 1.5
        harness.environment.interaction = .idle
        let frame = harness.frame()
        let configuration = harness.state.configuration!
        #expect(frame.pinnedHeaderHiddenDistance == configuration.barHeight + configuration.tabBarHeight)
        #expect(frame.pinnedHeaderHiddenDistance > 88)
        #expect(frame.tabBar.frame.maxY <= configuration.topSafeAreaInset + 0.34)
    }

    @Test("Touches follow the drawing order: an avatar in front of the header, drawn over the tab bar (now behind the header's clip), takes the touch")
    func avatarBeforeTabBar() {
        let map = PageHitMap(bar: Rect(x: 0, y: 59, width: 393, height: 44), tabBar: Rect(x: 0, y: 220, width: 393, height: 44),
                             avatar: Rect(x: 16, y: 150, width: 80, height: 80), details: .zero,
                             covered: Rect(x: 0, y: 0, width: 393, height: 190), contentTop: 264)
        #expect(map.target(at: Point(x: 50, y: 225)) == .headerControl(.avatar))
        #expect(map.target(at: Point(x: 200, y: 225)) == .headerControl(.tabBar))
    }

    @Test("The rules: flags that need another, a tab bar that scrolls under a bar that stays, a bad minimum height")
    func validation() {
        #expect(throws: PinnedHeaderScrollingError(field: .bar, rule: .requiresAnotherFlag)) {
            try PinnedHeaderScrolling(bar: [.enterAlways])
        }
        #expect(throws: PinnedHeaderScrollingError(field: .tabBar, rule: .requiresAnotherFlag)) {
            try PinnedHeaderScrolling(bar: .quickReturn, tabBar: [.scroll, .snapMargins])
        }
        #expect(throws: PinnedHeaderScrollingError(field: .tabBar, rule: .cannotScrollBelowAStop)) {
            try PinnedHeaderScrolling(bar: [], tabBar: [.scroll])
        }
        #expect(throws: PinnedHeaderScrollingError(field: .tabBar, rule: .cannotScrollBelowAStop)) {
            try PinnedHeaderScrolling(bar: [], tabBar: [.scroll, .enterAlways])
        }
        #expect(throws: Never.self) { try PinnedHeaderScrolling(bar: [], tabBar: [.scroll, .exitUntilCollapsed]) }
        #expect(throws: PinnedHeaderScrollingError(field: .tabBar, rule: .cannotScrollBelowAStop)) {
            try PinnedHeaderScrolling(bar: [.scroll, .exitUntilCollapsed], tabBar: [.scroll])
        }
        #expect(throws: PinnedHeaderScrollingError(field: .tabBarMinimumHeight, rule: .mustBeFinite)) {
            try PinnedHeaderScrolling(bar: .quickReturn, tabBarMinimumHeight: .nan)
        }
        #expect(throws: PinnedHeaderScrollingError(field: .tabBarMinimumHeight, rule: .mustNotBeNegative)) {
            try PinnedHeaderScrolling(bar: .quickReturn, tabBarMinimumHeight: -1)
        }
        #expect(throws: PinnedHeaderScrollingError(field: .bar, rule: .requiresAnotherFlag)) {
            try PinnedHeaderScrolling(bar: ShyBarScrollFlags(rawValue: 0x80))
        }
    }
}

/// The float's promises over any sequence of drags, flings, rests and tab switches, for every
/// behaviour the rules accept.
@Suite("The pinned header floats: properties")
struct PinnedHeaderScrollingPropertyTests {
    /// Every valid pair of flag sets for the bar and the tab bar (from a few Android combinations).
    static let behaviours: [PinnedHeaderScrolling] = {
        let sets: [ShyBarScrollFlags] = [[], [.scroll], [.scroll, .snap], .quickReturn, [.scroll, .exitUntilCollapsed],
                                         [.scroll, .exitUntilCollapsed, .snap, .enterAlways],
                                         [.scroll, .enterAlways, .enterAlwaysCollapsed, .snap]]
        return sets.flatMap { bar in sets.compactMap { tabBar in try? PinnedHeaderScrolling(bar: bar, tabBar: tabBar, tabBarMinimumHeight: 12) } }
    }()

    @Test("Hidden never more than the block, never more than the content went past the pin point; the tab bar never below the bar; every frame finite")
    func bounds() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...(Self.behaviours.count - 1)), Gen.double(in: 0...1).array(of: 2...120)) { choice, steps in
            guard var harness = try? PinnedHeaderScrollingTests.harness(Self.behaviours[choice]) else {
                Issue.record("harness"); return
            }
            let pin = PinnedHeaderScrollingTests.pinOffset(harness)
            for step in steps {
                if step < 0.05 {
                    harness.environment.interaction = .idle
                    harness.environment.time += 1.0 / 60
                    harness.frame()
                } else if step < 0.08 {
                    harness.environment.interaction = .idle
                    harness.switchTab(to: 1 - harness.active)
                } else {
                    harness.environment.time += 1.0 / 60
                    harness.scroll(toContentOffsetY: -harness.scrollView.adjustedTop + (step - 0.08) * 2_500,
                                   step < 0.5 ? .dragging : .decelerating)
                }
                let frame = harness.lastFrame!
                let pastPin = max(0, frame.offset - pin - harness.scrollView.adjustedTop)
                #expect(frame.pinnedHeaderHiddenDistance >= 0 && frame.pinnedHeaderHiddenDistance <= 88)
                #expect(frame.pinnedHeaderHiddenDistance <= pastPin + 1e-9, "no gap above the content")
                #expect(frame.tabBar.frame.minY >= frame.bar.maxY - 0.34 || frame.pinnedHeaderHiddenDistance > 0)
                #expect(frame.barContentAlpha >= 0 && frame.barContentAlpha <= 1)
                #expect(frame.tabBar.frame.isFinite && frame.headerClip.isFinite && frame.bar.isFinite)
                #expect(frame.headerClip.height >= harness.state.configuration!.topSafeAreaInset - 0.34, "the status bar's strip stays")
            }
        }
    }
}
