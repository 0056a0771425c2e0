import ProfileHeaderCore

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
/// (a table's header view), and it logs every write made through the page's seam.
struct ScrollViewModel: PageScrollSurface {
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

    // MARK: PageScrollSurface (each write logged)

    var pageContentOffsetY: Double {
        get { contentOffsetY }
        set { writes.append("contentOffset.y"); contentOffsetY = newValue }
    }
    var pageContentHeight: Double { contentHeight }
    var pageTopSpacerHeight: Double {
        get { topSpacerHeight }
        set { writes.append("spacer"); topSpacerHeight = newValue }
    }
    var pageViewportWidth: Double { width }
    var pageViewportHeight: Double { height }
    var pageContentInsetTop: Double {
        get { contentInsetTop }
        set { writes.append("contentInset.top"); contentInsetTop = newValue }
    }
    var pageAdjustedContentInsetTop: Double { adjustedTop }
    var pageContentInsetBottom: Double {
        get { contentInsetBottom }
        set { writes.append("contentInset.bottom"); contentInsetBottom = newValue }
    }
    var pageAdjustedContentInsetBottom: Double { adjustedBottom }
    var pageVerticalIndicatorInsetTop: Double {
        get { verticalIndicatorInsetTop }
        set { writes.append("indicatorInset.top"); verticalIndicatorInsetTop = newValue }
    }
    var pageSafeAreaTop: Double { safeAreaTop }
    var pageSafeAreaLeft: Double { safeAreaLeft }
    var pageSafeAreaRight: Double { safeAreaRight }
}

/// A front end reduced to what the issue asks of it: per frame, observe → one engine call → apply.
/// It counts engine calls and writes, and checks after every frame that the page is a fixed point.
struct PageHarness {
    let page: ProfilePage
    var state = ProfilePageState()
    var lists: [ScrollViewModel]
    var active = 0
    var environment = PageEnvironment()
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

    /// One frame: the engine call and the writes it asks for; then the same measured again must ask
    /// for nothing (what was written, fed back in, changes nothing). Returns the frame.
    @discardableResult
    mutating func frame(_ event: ProfilePageEvent = .frame) -> ProfilePageFrame {
        lists[active].writes = []
        engineCalls += 1
        let frame = page.update(&lists[active], &state, environment: environment, event: event)
        lastFrame = frame
        return frame
    }

    /// Measures again without any change and returns what the engine would write (nothing, for a fixed point).
    func writesOnRemeasure() -> PageScrollViewWrites {
        var state = self.state
        return page.frame(&state, page.metrics(of: lists[active], in: environment)).scrollViewWrites
    }

    /// Scrolls the active list to `contentOffsetY` as a finger or momentum would, then lays out.
    @discardableResult
    mutating func scroll(toContentOffsetY y: Double, _ interaction: PageInteraction = .dragging) -> ProfilePageFrame {
        environment.interaction = interaction
        lists[active].contentOffsetY = y
        return frame()
    }
}
