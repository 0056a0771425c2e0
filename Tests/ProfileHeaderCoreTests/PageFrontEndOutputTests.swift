import ProfileHeaderCore
import Testing

/// The decisions a front end used to make itself, now the engine's outputs: which list's release
/// counts, which list answers a status-bar tap, what the lists not followed keep, which event a
/// frame sends, when display frames are needed, the inset policy for a kind of list, the blur's
/// layers.
@Suite("Page outputs for front ends")
struct PageFrontEndOutputTests {
    static let page = PageTabPagerTests.page

    /// A frame of the tabbed page at rest, or with a refresh held, Reduce Transparency on or off.
    static func frame(refreshing: Bool = false, reducesTransparency: Bool = false, offset: Double = 0)
        -> (ProfilePageFrame, ProfilePageState) {
        var state = ProfilePageState()
        let inset = 103.0
        var metrics = ProfilePageMetrics(
            contentOffsetY: -inset + offset, contentHeight: 3_000, viewportWidth: 393, viewportHeight: 852,
            contentInsetTop: inset, adjustedContentInsetTop: inset, safeAreaTop: 59)
        metrics.reducesTransparency = reducesTransparency
        var frame = page.frame(&state, metrics)
        if refreshing {
            frame = page.frame(&state, metrics, event: .beginRefreshing)
            for _ in 0..<30 { frame = page.frame(&state, metrics) }
        }
        return (frame, state)
    }

    @Test("No tab switch while a refresh holds the list pulled (what issue 20's SwiftUI pager relies on): the frame says so and the pager refuses a tap")
    func noSwitchWhileRefreshing() {
        var list = ScrollViewModel(sections: [.init(headerHeight: 0, rowCount: 60, rowHeight: 50)])
        var state = ProfilePageState()
        var frame = Self.page.update(&list, &state, environment: PageEnvironment(time: 0))
        #expect(frame.canSwitchTabs)
        frame = Self.page.update(&list, &state, environment: PageEnvironment(time: 0), event: .beginRefreshing)
        for step in 1...60 { frame = Self.page.update(&list, &state, environment: PageEnvironment(time: Double(step) / 60)) }
        #expect(frame.refresh.phase == .refreshing)
        #expect(frame.layout.offset == -frame.refresh.heldInset, "the list rests on the spinner's held room")
        #expect(!frame.canSwitchTabs)
        var pager = PageTabPager(listsSideBySide: true)
        let switched = pager.request(1, at: 1, page: Self.page, state: state, interaction: .idle)
        #expect(!switched)
        #expect(pager.activeTab == 0)
        // Not kept for later either (even with the list moving under the held refresh).
        let moving = pager.request(1, at: 1, page: Self.page, state: state, interaction: .decelerating)
        #expect(!moving && pager.deferredTab == nil)
    }

    @Test("Only the followed list's release counts, and only it answers a status-bar tap")
    func followedListOnly() {
        let pager = PageTabPager(activeTab: 1, listsSideBySide: true)
        #expect(pager.listReleased(tab: 1, velocity: 800) == .dragEnded(velocity: 800, proposedContentOffsetY: nil))
        #expect(pager.listReleased(tab: 0, velocity: 800) == nil)
        #expect((0..<4).map(pager.scrollsToTop(tab:)) == [false, true, false, false])
    }

    @Test("Lists not followed keep the page's insets without a held refresh; the followed one's are in the writes")
    func otherListInsets() {
        let (resting, _) = Self.frame()
        let (refreshing, state) = Self.frame(refreshing: true)
        let pager = PageTabPager(activeTab: 0, listsSideBySide: true)
        #expect(pager.insets(ofTab: 0, in: refreshing) == nil)
        let other = pager.insets(ofTab: 2, in: refreshing)
        #expect(other?.contentInsetTop == resting.otherLists.contentInsetTop, "no refresh room on a list not pulled")
        #expect(refreshing.refresh.heldInset > 0)
        #expect(other?.topSpacerHeight == resting.otherLists.topSpacerHeight)
        // The indicator starts below the header as drawn (stretched by the held refresh).
        #expect(other?.verticalIndicatorInsetTop == refreshing.otherLists.verticalIndicatorInsetTop)
        #expect(Self.page.contentInsetBottom(ofTab: 2, appContentInsetBottom: 34, in: state)
                == 34 + Self.page.bottomPadding(ofTab: 2, in: state))
    }

    @Test("The app's event goes first and the pager's waits; display frames while either needs them")
    func eventAndFrames() {
        var pager = PageTabPager(activeTab: 0)
        pager.request(2, at: 0, page: Self.page, state: PageTabPagerTests.resting, interaction: .idle)
        #expect(pager.event(after: .beginRefreshing) == .beginRefreshing)
        #expect(pager.event(after: nil) == .tabWillAppear(2), "the pager's switch waited a frame")
        let (frame, _) = Self.frame()
        #expect(!frame.needsAnimationFrames)
        #expect(pager.needsAnimationFrames(alongside: frame), "the pager still glides")
        #expect(!PageTabPager().needsAnimationFrames(alongside: frame))
        var idle = PageTabPager()
        #expect(idle.event(after: nil) == .frame)
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
