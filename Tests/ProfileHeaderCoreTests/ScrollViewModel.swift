@testable import ProfileHeaderCore

/// A scroll view that follows UIScrollView's documented rules, so whole scenarios of a front end can
/// run frame by frame on Linux:
/// - `adjustedContentInset = contentInset + safe area`, by `contentInsetAdjustmentBehavior`
///   (`.automatic` adds the vertical safe area to a vertically scrolling view; `.never` adds nothing);
/// - `bounds.origin = contentOffset`: content at content y is drawn at viewport y `y − contentOffset.y`;
/// - writing `contentInset` does not move `contentOffset`;
/// - the offset rests in `−adjustedTop … contentHeight + adjustedBottom − height` (a drag may leave it
///   beyond, the bounce brings it back);
/// - plain-table section headers (and compositional `pinToVisibleBounds` ones) pin at
///   `adjustedContentInset.top` while their section is under it, and leave with their section's end.
/// It also plays the front end's part that is not the engine's: the spacer at the top of the content
/// (a table's header view), and it logs every write the page's frame asks of the active list.
struct ScrollViewModel {
    enum AdjustmentBehavior { case automatic, never }
    struct Section { var headerHeight: Double; var rowCount: Int; var rowHeight: Double }

    var width: Double
    var height: Double
    var safeAreaTop: Double
    var safeAreaBottom: Double = 34
    /// The horizontal safe area (a phone in landscape); it adds nothing to a vertical scroll view's
    /// adjusted insets, but the header keeps its own content inside it.
    var safeAreaLeft = 0.0
    var safeAreaRight = 0.0
    var adjustmentBehavior = AdjustmentBehavior.automatic
    var contentOffsetY = 0.0
    var contentInsetTop = 0.0
    var contentInsetBottom = 0.0
    var verticalIndicatorInsetTop = 0.0
    var topSpacerHeight = 0.0
    var sections: [Section]
    /// Every write made through the seam, by property name, since the log was last cleared.
    var writes: [String] = []

    init(width: Double = 393, height: Double = 852, safeAreaTop: Double = 59, sections: [Section]) {
        self.width = width
        self.height = height
        self.safeAreaTop = safeAreaTop
        self.sections = sections
        contentOffsetY = -adjustedTop  // a new scroll view rests at its top
    }

    var adjustedTop: Double { contentInsetTop + (adjustmentBehavior == .never ? 0 : safeAreaTop) }
    var adjustedBottom: Double { contentInsetBottom + (adjustmentBehavior == .never ? 0 : safeAreaBottom) }
    var appContentHeight: Double {
        sections.reduce(0) { $0 + $1.headerHeight + Double($1.rowCount) * $1.rowHeight }
    }
    var contentHeight: Double { topSpacerHeight + appContentHeight }
    var minOffsetY: Double { -adjustedTop }
    var maxOffsetY: Double { max(minOffsetY, contentHeight + adjustedBottom - height) }

    /// The bounce at the end of a gesture: back inside the resting range.
    mutating func settle() {
        contentOffsetY = min(max(contentOffsetY, minOffsetY), maxOffsetY)
    }

    // MARK: What the user sees

    /// Content y (the app's content, below the spacer) of section `index`'s header.
    func sectionTop(_ index: Int) -> Double {
        topSpacerHeight + sections[..<index].reduce(0) { $0 + $1.headerHeight + Double($1.rowCount) * $1.rowHeight }
    }

    /// Viewport y of section `index`'s header, pinned as a plain table pins it.
    func sectionHeaderMinY(_ index: Int) -> Double {
        let section = sections[index]
        let top = sectionTop(index)
        let end = top + section.headerHeight + Double(section.rowCount) * section.rowHeight
        let pinned = max(top - contentOffsetY, adjustedTop)
        return min(pinned, end - section.headerHeight - contentOffsetY)
    }

    /// Viewport y of row `row` of section `index`.
    func rowMinY(section index: Int, row: Int) -> Double {
        sectionTop(index) + sections[index].headerHeight + Double(row) * sections[index].rowHeight - contentOffsetY
    }

    // MARK: The page's seam: what a front end reads, and writes (each write logged)

    /// What a front end measures of this list in `environment`.
    func metrics(_ environment: TestEnvironment) -> ProfilePageMetrics {
        ProfilePageMetrics(
            contentOffsetY: contentOffsetY, contentHeight: contentHeight, topSpacerHeight: topSpacerHeight,
            viewportWidth: width, viewportHeight: height, contentInsetTop: contentInsetTop, adjustedContentInsetTop: adjustedTop,
            contentInsetBottom: contentInsetBottom, adjustedContentInsetBottom: adjustedBottom,
            verticalIndicatorInsetTop: verticalIndicatorInsetTop, safeAreaTop: safeAreaTop,
            systemBarHeight: environment.systemBarHeight, safeAreaLeft: safeAreaLeft,
            safeAreaRight: safeAreaRight, displayScale: environment.displayScale, textScale: environment.textScale,
            reducesMotion: environment.reducesMotion, reducesTransparency: environment.reducesTransparency,
            isRightToLeft: environment.isRightToLeft, interaction: environment.interaction, time: environment.time,
            detailsHeight: environment.detailsHeight, nameTop: environment.nameTop, tabStripOffsetX: environment.tabStripOffsetX)
    }

    /// Writes what the frame says must change, as a front end does: the spacer and the insets first,
    /// then the offset, each at most once (and logged).
    mutating func apply(_ writes: PageScrollViewWrites) {
        if let value = writes.topSpacerHeight { self.writes.append("spacer"); topSpacerHeight = value }
        if let value = writes.contentInsetTop { self.writes.append("contentInset.top"); contentInsetTop = value }
        if let value = writes.contentInsetBottom { self.writes.append("contentInset.bottom"); contentInsetBottom = value }
        if let value = writes.verticalIndicatorInsetTop { self.writes.append("indicatorInset.top"); verticalIndicatorInsetTop = value }
        if let value = writes.contentOffsetY { self.writes.append("contentOffset.y"); contentOffsetY = value }
    }

    /// Gives a list the page does not follow what it should have (not logged).
    mutating func apply(_ writes: PageListWrites) {
        topSpacerHeight = writes.topSpacerHeight
        contentInsetTop = writes.contentInsetTop
        contentInsetBottom = writes.contentInsetBottom
        verticalIndicatorInsetTop = writes.verticalIndicatorInsetTop
        if let offset = writes.contentOffsetY { contentOffsetY = offset }
    }
}

/// What a page needs from the platform besides a list, in a test: the display, the user's settings,
/// the finger, the time and the heights the app's views measured; and the pager, if a finger holds
/// it at a position (in tabs).
struct TestEnvironment {
    var displayScale = 3.0
    var textScale = 1.0
    var reducesMotion = false
    var reducesTransparency = false
    var isRightToLeft = false
    var interaction = PageInteraction.idle
    var time = 0.0
    var detailsHeight = 0.0
    /// Whether the surface's spinner turns by itself once refreshing (SwiftUI's `ProgressView`).
    var spinnerTurnsByItself = false
    /// The pager held by a finger at this position, in tabs (the indicator follows it); nil: the
    /// pager is where the page put it.
    var pagePosition: Double?
    var nameTop: Double?
    var tabStripOffsetX: Double?
    /// A platform's paging scroll view of the lists (UIKit's, SwiftUI's): its `contentOffset.x` in
    /// points and what the finger does to it; nil: none (the page moves the lists itself), or only
    /// the finger's ``pagePosition``. The harness puts it where each frame drives it while idle.
    var pager: (contentOffsetX: Double, interaction: PageInteraction)?
    /// Whether the active list keeps an offset set past its content's edges (SwiftUI's does not).
    var keepsOffsetsPastEdges = true
    /// A system navigation bar kept over the page, in points (its part of the list's top safe area); 0: none.
    var systemBarHeight = 0.0
}

/// A front end reduced to what the issue asks of it: per frame, observe → one engine call → apply.
/// It counts engine calls and writes, and checks after every frame that the page is a fixed point.
struct PageHarness {
    let page: ProfilePage
    var state = ProfilePageState()
    var lists: [ScrollViewModel]
    /// The list the page follows (the frame's `activeList`): the one measured.
    private(set) var active = 0
    var environment = TestEnvironment()
    private(set) var engineCalls = 0
    private(set) var lastFrame: ProfilePageFrame?

    init(page: ProfilePage, lists: [ScrollViewModel]) {
        self.page = page
        self.lists = lists
    }

    var scrollView: ScrollViewModel {
        get { lists[active] }
        set { lists[active] = newValue }
    }

    /// The metrics a front end measures now: the active list, and the pager if a finger holds it.
    func metrics() -> ProfilePageMetrics {
        var metrics = lists[active].metrics(environment)
        metrics.keepsOffsetsPastEdges = environment.keepsOffsetsPastEdges
        metrics.spinnerTurnsByItself = environment.spinnerTurnsByItself
        if let pager = environment.pager {
            metrics.pagerContentOffsetX = pager.contentOffsetX
            metrics.pagerInteraction = pager.interaction
        }
        if let position = environment.pagePosition {
            // Pages run from the right, right to left (the first tab's is the rightmost).
            let page = environment.isRightToLeft ? Double(max(1, self.page.tabCount) - 1) - position : position
            metrics.pagerContentOffsetX = page * lists[active].width
            metrics.pagerInteraction = .dragging
        }
        return metrics
    }

    /// One frame: the engine call and the writes it asks for (the active list's through the seam,
    /// every other list's in full), then the list the page follows next. Returns the frame.
    @discardableResult
    mutating func frame(_ intent: ProfilePageIntent = .none) -> ProfilePageFrame {
        lists[active].writes = []
        engineCalls += 1
        let frame = page.frame(&state, metrics(), intent)
        lists[active].apply(frame.scrollViewWrites)
        for index in lists.indices where index != active { lists[index].apply(frame.list(index, in: state)) }
        active = min(max(frame.activeList, 0), lists.count - 1)
        if let pager = environment.pager, pager.interaction == .idle, let driven = frame.pagerContentOffsetX {
            environment.pager?.contentOffsetX = driven
        }
        lastFrame = frame
        return frame
    }

    /// A tap on tab `tab`, not animated: the frame that switches (the tapped list gets the offset
    /// that keeps the header where it is), then the frame that reads the tapped list. Returns both.
    @discardableResult
    mutating func switchTab(to tab: Int) -> (switched: ProfilePageFrame, active: ProfilePageFrame) {
        let switched = frame(.tabTapped(tab, animated: false))
        return (switched, frame())
    }

    /// A release of the active list's drag.
    @discardableResult
    mutating func release(velocity: Double, proposedContentOffsetY: Double? = nil) -> ProfilePageFrame {
        frame(.listReleased(list: active, velocity: velocity, proposedContentOffsetY: proposedContentOffsetY))
    }

    /// Measures again without any change and returns what the engine would write (nothing, for a fixed point).
    func writesOnRemeasure() -> PageScrollViewWrites {
        var state = self.state
        return page.frame(&state, metrics()).scrollViewWrites
    }

    /// Scrolls the active list to `contentOffsetY` as a finger or momentum would, then lays out.
    @discardableResult
    mutating func scroll(toContentOffsetY y: Double, _ interaction: PageInteraction = .dragging) -> ProfilePageFrame {
        environment.interaction = interaction
        lists[active].contentOffsetY = y
        return frame()
    }
}
