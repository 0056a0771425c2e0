@testable import ProfileHeaderCore
import Testing

/// The decisions a front end used to make itself, now the engine's outputs: which list's release
/// counts, which list answers a status-bar tap, what the lists not followed keep, when display
/// frames are needed, the inset policy for a kind of list, the blur's layers.
@Suite("Page outputs for front ends")
struct PageFrontEndOutputTests {
    static let page = PageTabPagerTests.page

    /// A frame of the tabbed page at rest, or with a refresh held, Reduce Transparency on or off.
    static func frame(refreshing: Bool = false, reducesTransparency: Bool = false, offset: Double = 0, selectedTab: Int = 0)
        -> (ProfilePageFrame, ProfilePageState) {
        var state = ProfilePageState(selectedTab: selectedTab)
        let inset = 103.0
        var metrics = ProfilePageMetrics(
            contentOffsetY: -inset + offset, contentHeight: 3_000, viewportWidth: 393, viewportHeight: 852,
            contentInsetTop: inset, adjustedContentInsetTop: inset, safeAreaTop: 59)
        metrics.reducesTransparency = reducesTransparency
        var frame = page.frame(&state, metrics)
        if refreshing {
            frame = page.frame(&state, metrics, .refreshStarted)
            for _ in 0..<30 { frame = page.frame(&state, metrics) }
        }
        return (frame, state)
    }

    @Test("pressIsDrag: a press is a click until it moves its pointer's slop (6 pt for a mouse, 8 for a finger), a drag from then until it lifts; a sideways swipe is a drag too")
    func pressIsDrag() throws {
        let page = ProfilePage.tabbed(design: .twitter, tabCount: 3)
        let list = ScrollViewModel(sections: [.init(headerHeight: 0, rowCount: 80, rowHeight: 50)])
        for (pointer, slop) in [(PagePointer.mouse, 6.0), (.touch, 8.0)] {
            var x = PageHarness(page: page, lists: Array(repeating: list, count: 3))
            x.frame()
            func at(_ intent: PagePointerInput) -> Bool {
                x.environment.time += 1.0 / 60
                return x.frame(.pointer(intent)).pressIsDrag
            }
            #expect(!at(.pressed(x: 200, y: 600, on: .list, by: pointer)), "\(pointer): a press is a click")
            #expect(!at(.moved(x: 200, y: 600 - (slop - 1))), "\(pointer): inside its slop")
            #expect(at(.moved(x: 200, y: 600 - (slop + 1))), "\(pointer): past its slop, a drag")
            #expect(at(.moved(x: 200, y: 600 - (slop - 1))), "\(pointer): a drag until it lifts")
            #expect(!at(.released), "\(pointer): lifted")
            for _ in 0 ..< 120 { x.environment.time += 1.0 / 60; x.frame() }
            #expect(!at(.pressed(x: 300, y: 600, on: .list, by: pointer)))
            #expect(at(.moved(x: 200, y: 600)), "\(pointer): a sideways swipe is a drag")
            #expect(!at(.released))
        }
    }

    @Test("A sideways swipe starts where the finger crossed its slop: the frame that starts it has moved the pager only the finger's way past that point")
    func swipeStartsFromItsSlop() throws {
        let page = ProfilePage.tabbed(design: .twitter, tabCount: 3)
        let list = ScrollViewModel(sections: [.init(headerHeight: 0, rowCount: 80, rowHeight: 50)])
        for pointer in [PagePointer.touch, .mouse] {
            var x = PageHarness(page: page, lists: Array(repeating: list, count: 3))
            x.frame()
            x.environment.time += 1.0 / 60
            x.frame(.pointer(.pressed(x: 300, y: 600, on: .list, by: pointer)))
            x.environment.time += 1.0 / 60
            let frame = x.frame(.pointer(.moved(x: 300 - pointer.slop - 12, y: 600)))
            #expect(abs(frame.pagePosition - 12.0 / 393) < 0.002, "\(pointer): \(frame.pagePosition)")
        }
    }

    @Test("A drag that began scrolling the list stays a scroll when the finger turns sideways: it never pages the tabs mid-scroll")
    func scrollStaysAScroll() throws {
        let page = ProfilePage.tabbed(design: .twitter, tabCount: 3)
        let list = ScrollViewModel(sections: [.init(headerHeight: 0, rowCount: 80, rowHeight: 50)])
        var x = PageHarness(page: page, lists: Array(repeating: list, count: 3))
        x.frame()
        x.environment.time += 1.0 / 60
        x.frame(.pointer(.pressed(x: 300, y: 600, on: .list, by: .touch)))
        x.environment.time += 1.0 / 60
        x.frame(.pointer(.moved(x: 300, y: 560)))  // down the list: a scroll
        for step in 1...6 {
            x.environment.time += 1.0 / 60
            let frame = x.frame(.pointer(.moved(x: 300 - Double(step) * 40, y: 560)))
            #expect(frame.pagePosition == 0, "sideways \(step * 40) pt after the scroll began: page \(frame.pagePosition)")
        }
    }

    @Test("No tab switch while a refresh holds the list pulled (what issue 20's SwiftUI pager relies on): the frame says so; a tap is kept, shown selected, and made once the header is back; a drag drops it")
    func noSwitchWhileRefreshing() {
        func refreshing() -> (PageHarness, ProfilePageFrame) {
            var harness = PageHarness(page: Self.page, lists: [ScrollViewModel(sections: [.init(headerHeight: 0, rowCount: 60, rowHeight: 50)])])
            var frame = harness.frame()
            #expect(frame.canSwitchTabs)
            frame = harness.frame(.refreshStarted)
            for step in 1...60 {
                harness.environment.time = Double(step) / 60
                frame = harness.frame()
            }
            return (harness, frame)
        }
        var (harness, frame) = refreshing()
        #expect(frame.refresh.phase == .refreshing)
        #expect(frame.layout.offset == -frame.refresh.heldInset, "the list rests on the spinner's held room")
        #expect(!frame.canSwitchTabs)
        #expect(!frame.pagerTakesLeftwardSwipes && !frame.pagerTakesRightwardSwipes)
        // Issue 44, defect 1: a tap then was dropped with no word. It is kept: selected at once, made
        // once the refresh has ended and the header is back.
        frame = harness.frame(.tabTapped(1, animated: true))
        #expect(frame.selectedTab == 1 && frame.selectedTabChanged && frame.activeList == 0 && frame.pagePosition == 0)
        #expect(frame.needsAnimationFrames)
        for step in 61...120 {
            harness.environment.time = Double(step) / 60
            frame = harness.frame()
        }
        #expect(frame.activeList == 0 && frame.pagePosition == 0 && frame.selectedTab == 1, "still held: still waiting")
        frame = harness.frame(.refreshFinished)
        for step in 121...300 {
            harness.environment.time = Double(step) / 60
            frame = harness.frame()
        }
        #expect(frame.refresh.phase == .idle && frame.activeList == 1 && frame.pagePosition == 1 && frame.selectedTab == 1)
        // A finger that drags the list meanwhile drops it: the user took the page back.
        (harness, frame) = refreshing()
        frame = harness.frame(.tabTapped(1, animated: true))
        #expect(frame.selectedTab == 1)
        harness.environment.interaction = .dragging
        frame = harness.frame()
        #expect(frame.selectedTab == 0 && frame.selectedTabChanged && harness.state.tabPager.deferredTab == nil)
    }

    @Test("Only the followed list's release counts, and only it answers a status-bar tap")
    func followedListOnly() {
        var state = ProfilePageState(selectedTab: 1)
        let metrics = ProfilePageMetrics(
            contentOffsetY: -103 + 200, contentHeight: 3_000, viewportWidth: 393, viewportHeight: 852,
            contentInsetTop: 103, adjustedContentInsetTop: 103, safeAreaTop: 59, time: 0)
        _ = Self.page.frame(&state, metrics)
        let other = Self.page.frame(&state, metrics, .listReleased(list: 0, velocity: 800, proposedContentOffsetY: nil))
        #expect(other.refresh.phase == .idle && state.awaitsRest == false)
        let snapping = ProfilePage.tabbed(design: .twitter, tabCount: 4, snapping: .expandedOrCollapsed)
        var snapState = ProfilePageState(selectedTab: 1)
        _ = snapping.frame(&snapState, metrics)
        #expect(snapping.frame(&snapState, metrics, .listReleased(list: 0, velocity: 800, proposedContentOffsetY: nil))
            .targetContentOffsetY == nil, "another list's release")
        #expect(snapping.frame(&snapState, metrics, .listReleased(list: 1, velocity: 800, proposedContentOffsetY: nil))
            .targetContentOffsetY != nil, "the followed list's")
        #expect((0..<4).map { other.list($0, in: state).scrollsToTop } == [false, true, false, false])
        #expect(other.activeList == 1 && other.selectedTab == 1)
    }

    @Test("Lists not followed keep the page's insets without a held refresh; the followed one's are in the writes")
    func otherListInsets() {
        let (resting, restingState) = Self.frame()
        let (refreshing, state) = Self.frame(refreshing: true)
        let followed = refreshing.list(0, in: state)
        let other = refreshing.list(2, in: state)
        #expect(followed.contentInsetTop == other.contentInsetTop + refreshing.refresh.heldInset, "the followed list holds the refresh")
        #expect(other.contentInsetTop == resting.list(2, in: restingState).contentInsetTop, "no refresh room on a list not pulled")
        #expect(refreshing.refresh.heldInset > 0)
        #expect(other.topSpacerHeight == resting.list(2, in: restingState).topSpacerHeight)
        // The indicator starts below the header as drawn (stretched by the held refresh).
        #expect(other.verticalIndicatorInsetTop == followed.verticalIndicatorInsetTop)
        #expect(other.contentInsetBottom == state.bottomPadding(ofTab: 2), "the app's own bottom inset (none here) and the tab's padding")
        #expect(other.contentOffsetY == nil, "nothing moves a list not coming on screen")
    }

    @Test("A spinner that turns by itself: no display frames while a refresh holds still, frames again while it ends; one the page turns: frames throughout")
    func refreshFramesFollowTheSpinner() {
        for turnsByItself in [false, true] {
            var harness = PageHarness(page: Self.page, lists: [ScrollViewModel(sections: [.init(headerHeight: 0, rowCount: 60, rowHeight: 50)])])
            harness.environment.spinnerTurnsByItself = turnsByItself
            var frame = harness.frame(.refreshStarted)
            #expect(frame.refresh.phase == .refreshing)
            for step in 1...60 {
                harness.environment.time = Double(step) / 60
                frame = harness.frame()
            }
            #expect(frame.refresh.phase == .refreshing && frame.spinner.isSpinning)
            #expect(frame.needsAnimationFrames == !turnsByItself, "turns by itself: \(turnsByItself)")
            frame = harness.frame(.refreshFinished)
            #expect(frame.refresh.phase == .ending)
            #expect(frame.needsAnimationFrames, "the header springs back either way")
        }
    }

    @Test("Display frames while the pager glides to a tapped tab, none at rest")
    func framesWhileGliding() {
        var harness = PageHarness(page: Self.page, lists: (0..<4).map { _ in ScrollViewModel(sections: [.init(headerHeight: 0, rowCount: 60, rowHeight: 50)]) })
        #expect(!harness.frame().needsAnimationFrames)
        let tapped = harness.frame(.tabTapped(2, animated: true))
        #expect(tapped.selectedTab == 2 && tapped.selectedTabChanged)
        #expect(tapped.needsAnimationFrames, "the pager glides")
        var frames = 0
        while harness.frame().needsAnimationFrames, frames < 120 {
            harness.environment.time += 1.0 / 60
            frames += 1
        }
        #expect(frames > 5 && frames < 120)
        #expect(harness.active == 2 && harness.lastFrame!.pagePosition == 2 && !harness.lastFrame!.selectedTabChanged)
    }

    @Test("A list that pins section headers gets the pinned-header policy; any other the expanded one")
    func insetPolicy() {
        #expect(PageInsetPolicy(listPinsSectionHeaders: true) == .belowPinnedHeader)
        #expect(PageInsetPolicy(listPinsSectionHeaders: false) == .belowExpandedHeader)
    }

    @Test("Reduce Transparency turns the blur into a solid layer with the blur's alpha")
    func blurLayers() {
        let (blurred, _) = Self.frame(offset: 400)
        #expect(blurred.blur.fraction > 0)
        #expect(blurred.blurAlpha == blurred.blur.fraction && blurred.solidBarAlpha == 0)
        let (solid, _) = Self.frame(reducesTransparency: true, offset: 400)
        #expect(solid.solidBarAlpha == solid.blur.fraction && solid.blurAlpha == 0)
    }

    @Test("A touch on a header control stops content gliding inside its range, never content bouncing past an end or at rest")
    func controlTouchStops() {
        func metrics(position: Double, decelerating: Bool) -> ScrollMetrics {
            ScrollMetrics(contentOffsetY: position - 103, contentHeight: 3_000, viewportHeight: 852,
                          contentInsetTop: 103, contentInsetBottom: 34, isDecelerating: decelerating)
        }
        let end = metrics(position: 0, decelerating: true).maximumPosition
        #expect(metrics(position: 400, decelerating: true).controlTouchStopsContent)
        #expect(metrics(position: 0, decelerating: true).controlTouchStopsContent)
        #expect(metrics(position: end, decelerating: true).controlTouchStopsContent)
        #expect(!metrics(position: -20, decelerating: true).controlTouchStopsContent, "bouncing past the top")
        #expect(!metrics(position: end + 20, decelerating: true).controlTouchStopsContent, "bouncing past the end")
        #expect(!metrics(position: 400, decelerating: false).controlTouchStopsContent, "at rest")
        #expect(!ScrollMetrics(contentOffsetY: .nan, contentHeight: 1, viewportHeight: 1, isDecelerating: true).controlTouchStopsContent)
    }
}
