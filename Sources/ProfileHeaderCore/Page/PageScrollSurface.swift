/// The seam between the page engine and a platform's scroll view: the numbers a page reads and the
/// few it writes, in points. A conformance only forwards to the platform's own properties (UIKit:
/// `contentOffset.y`, `contentSize.height`, `bounds.size`, `contentInset`, `adjustedContentInset`,
/// `verticalScrollIndicatorInsets.top`, `safeAreaInsets.top`, `.left`, `.right`); all the logic is in
/// ``ProfilePage/update(_:_:environment:event:)``, which compiles and is tested everywhere.
public protocol PageScrollSurface {
    /// `contentOffset.y`.
    var pageContentOffsetY: Double { get set }
    /// `contentSize.height`.
    var pageContentHeight: Double { get }
    /// Height of the empty spacer at the top of the content (UIKit: the page's table header view);
    /// a surface that cannot have one keeps 0 and is used with ``PageInsetPolicy/belowExpandedHeader``.
    var pageTopSpacerHeight: Double { get set }
    /// `bounds.size.width`.
    var pageViewportWidth: Double { get }
    /// `bounds.size.height`.
    var pageViewportHeight: Double { get }
    /// `contentInset.top`.
    var pageContentInsetTop: Double { get set }
    /// `adjustedContentInset.top`.
    var pageAdjustedContentInsetTop: Double { get }
    /// `contentInset.bottom`.
    var pageContentInsetBottom: Double { get set }
    /// `adjustedContentInset.bottom`.
    var pageAdjustedContentInsetBottom: Double { get }
    /// `verticalScrollIndicatorInsets.top`.
    var pageVerticalIndicatorInsetTop: Double { get set }
    /// `safeAreaInsets.top`.
    var pageSafeAreaTop: Double { get }
    /// `safeAreaInsets.left` (0 by default, for a surface that has no horizontal safe area).
    var pageSafeAreaLeft: Double { get }
    /// `safeAreaInsets.right` (0 by default).
    var pageSafeAreaRight: Double { get }
}

extension PageScrollSurface {
    /// No left safe area: a surface written before the page read one.
    public var pageSafeAreaLeft: Double { 0 }
    /// No right safe area.
    public var pageSafeAreaRight: Double { 0 }
}

/// What a page needs from the platform besides the scroll view: the display, the user's settings,
/// the finger, the time and the heights the app's views measured.
public struct PageEnvironment: Equatable, Hashable, Sendable {
    /// Pixels per point.
    public var displayScale: Double
    /// Dynamic Type's text scale (1 at the default size).
    public var textScale: Double
    /// Reduce Motion.
    public var reducesMotion: Bool
    /// Reduce Transparency.
    public var reducesTransparency: Bool
    /// Right-to-left layout.
    public var isRightToLeft: Bool
    /// What the finger is doing.
    public var interaction: PageInteraction
    /// Now, in seconds.
    public var time: Double
    /// The details block's measured height (0 keeps the design's).
    public var detailsHeight: Double
    /// The tab pager's position in pages.
    public var pagePosition: Double
    /// The top of the app's name view below the top of the details, in points; nil keeps the
    /// design's (``ProfilePageMetrics/nameTop``).
    public var nameTop: Double?
    /// The tab strip's offset while the user scrolls it by hand, in points; nil when they do not
    /// (``ProfilePageMetrics/tabStripOffsetX``).
    public var tabStripOffsetX: Double?

    /// Creates an environment; every argument has the neutral default.
    public init(displayScale: Double = 3, textScale: Double = 1, reducesMotion: Bool = false,
                reducesTransparency: Bool = false, isRightToLeft: Bool = false, interaction: PageInteraction = .idle,
                time: Double = 0, detailsHeight: Double = 0, pagePosition: Double = 0, nameTop: Double? = nil,
                tabStripOffsetX: Double? = nil) {
        self.tabStripOffsetX = tabStripOffsetX
        self.displayScale = displayScale
        self.textScale = textScale
        self.reducesMotion = reducesMotion
        self.reducesTransparency = reducesTransparency
        self.isRightToLeft = isRightToLeft
        self.interaction = interaction
        self.time = time
        self.detailsHeight = detailsHeight
        self.pagePosition = pagePosition
        self.nameTop = nameTop
    }
}

extension ProfilePage {
    /// The metrics of `surface` in `environment`.
    public func metrics<Surface: PageScrollSurface>(of surface: Surface, in environment: PageEnvironment) -> ProfilePageMetrics {
        ProfilePageMetrics(
            contentOffsetY: surface.pageContentOffsetY, contentHeight: surface.pageContentHeight,
            topSpacerHeight: surface.pageTopSpacerHeight,
            viewportWidth: surface.pageViewportWidth, viewportHeight: surface.pageViewportHeight,
            contentInsetTop: surface.pageContentInsetTop, adjustedContentInsetTop: surface.pageAdjustedContentInsetTop,
            contentInsetBottom: surface.pageContentInsetBottom, adjustedContentInsetBottom: surface.pageAdjustedContentInsetBottom,
            verticalIndicatorInsetTop: surface.pageVerticalIndicatorInsetTop, safeAreaTop: surface.pageSafeAreaTop,
            safeAreaLeft: surface.pageSafeAreaLeft, safeAreaRight: surface.pageSafeAreaRight,
            displayScale: environment.displayScale, textScale: environment.textScale,
            reducesMotion: environment.reducesMotion, reducesTransparency: environment.reducesTransparency,
            isRightToLeft: environment.isRightToLeft, interaction: environment.interaction, time: environment.time,
            detailsHeight: environment.detailsHeight, pagePosition: environment.pagePosition, nameTop: environment.nameTop,
            tabStripOffsetX: environment.tabStripOffsetX)
    }

    /// One whole frame for a scroll view: reads it, makes the one engine call, and writes what the
    /// frame says must change (the spacer and the insets first, then the offset, each at most once). A front end calls
    /// it from one place per layout pass and applies the returned frame to its views.
    @discardableResult
    public func update<Surface: PageScrollSurface>(
        _ surface: inout Surface, _ state: inout ProfilePageState, environment: PageEnvironment,
        event: ProfilePageEvent = .frame
    ) -> ProfilePageFrame {
        let frame = frame(&state, metrics(of: surface, in: environment), event: event)
        let writes = frame.scrollViewWrites
        if let value = writes.topSpacerHeight { surface.pageTopSpacerHeight = value }
        if let value = writes.contentInsetTop { surface.pageContentInsetTop = value }
        if let value = writes.contentInsetBottom { surface.pageContentInsetBottom = value }
        if let value = writes.verticalIndicatorInsetTop { surface.pageVerticalIndicatorInsetTop = value }
        if let value = writes.contentOffsetY { surface.pageContentOffsetY = value }
        return frame
    }
}
