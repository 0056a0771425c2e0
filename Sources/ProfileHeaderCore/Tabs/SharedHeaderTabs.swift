/// Several tabs (Twitter's Posts / Replies / Media / Likes), each its own list, under one shared
/// header: the geometry, checked once.
///
/// The header follows the active tab's offset up to the offset `H` (``collapseDistance``) at which it
/// has settled, and stays there. When another tab is about to appear it gets the offset that keeps
/// the header exactly where it is: the current collapse `c = clamp(activeOffset, 0, H)` when the
/// header is not fully collapsed, otherwise its own saved offset but at least `H`. The active tab's
/// offset is never rewritten and overscroll never passes to other tabs.
///
/// Every per-frame operation (recording the active offset, the header offset, the indicator frame)
/// costs the same whatever the number of tabs, and mutates ``TabsState`` in place.
public struct TabsConfiguration: Equatable, Hashable, Sendable {
    /// The width of each tab button in the tab bar, in points, `0.01 … 1 000 000`; one entry per tab, at least one and
    /// at most ``SupportedRange/maximumCount`` (100 000).
    public let tabWidths: [Double]
    /// Space between tab buttons, in points. `0 … 1 000 000`.
    public let tabSpacing: Double
    /// Space before the first tab button, in points. `0 … 1 000 000`.
    public let tabBarLeadingInset: Double
    /// Height of the tab bar, in points. `0.01 … 1 000 000`.
    public var tabBarHeight: Double { frameGeometry.tabBarHeight }
    /// Height of the selection indicator at the bottom of the tab bar, in points. `0 … tabBarHeight`.
    public var indicatorHeight: Double { frameGeometry.indicatorHeight }
    /// How far the indicator is inset from each side of its tab button, in points. `0 … 1 000 000`, less
    /// than half the narrowest tab.
    public var indicatorHorizontalInset: Double { frameGeometry.indicatorHorizontalInset }
    /// The offset at which the shared header has settled (`H`), in points. `0.01 … 1 000 000`.
    public var collapseDistance: Double { frameGeometry.collapseDistance }
    /// Height of the lists' viewport, in points. `0.01 … 1 000 000`.
    public var viewportHeight: Double { frameGeometry.viewportHeight }
    /// Top content inset of every list (the shared header above it), in points. `0 … 1 000 000`.
    public var contentInsetTop: Double { frameGeometry.contentInsetTop }
    /// Bottom content inset of every list (a tab bar, the home indicator), in points. `0 … 1 000 000`.
    public var contentInsetBottom: Double { frameGeometry.contentInsetBottom }
    /// Width of one page of the horizontal pager, in points. `0.01 … 1 000 000`.
    public let pageWidth: Double
    /// The deceleration used to project a horizontal fling.
    public let decelerationRate: DecelerationRate

    /// Each tab button's left edge and width, in tab-bar points (one array, so the indicator reads
    /// two entries with two bounds checks).
    let tabSpans: [TabSpan]
    /// The numbers every frame's operations read, as one plain value (see ``TabsFrameGeometry``).
    let frameGeometry: TabsFrameGeometry

    /// Creates a validated configuration.
    ///
    /// - Throws: ``TabsConfigurationError`` naming the first offending field (and tab index).
    @inline(never)  // made rarely and called from many places: one copy
    public init(
        tabWidths: [Double],
        tabSpacing: Double = 0,
        tabBarLeadingInset: Double = 0,
        tabBarHeight: Double,
        indicatorHeight: Double = 3,
        indicatorHorizontalInset: Double = 0,
        collapseDistance: Double,
        viewportHeight: Double,
        contentInsetTop: Double,
        contentInsetBottom: Double = 0,
        pageWidth: Double,
        decelerationRate: DecelerationRate = .fast
    ) throws(TabsConfigurationError) {
        guard !tabWidths.isEmpty else { throw TabsConfigurationError(field: .tabWidths, rule: .mustNotBeEmpty) }
        guard tabWidths.count <= SupportedRange.maximumCount else { throw TabsConfigurationError.tooManyTabs }
        try requireLength(tabSpacing, TabsConfigurationError.maker(.tabSpacing))
        try requireLength(tabBarLeadingInset, TabsConfigurationError.maker(.tabBarLeadingInset))
        var tabSpans: [TabSpan] = []
        tabSpans.reserveCapacity(tabWidths.count)
        var x = tabBarLeadingInset
        var narrowest = Double.infinity
        for index in tabWidths.indices {
            try requirePositiveLength(tabWidths[index], TabsConfigurationError.maker(.tabWidths, index))
            tabSpans.append(TabSpan(minX: x, width: tabWidths[index]))
            x += tabWidths[index] + tabSpacing
            narrowest = min(narrowest, tabWidths[index])
        }
        try requirePositiveLength(tabBarHeight, TabsConfigurationError.maker(.tabBarHeight))
        try requireLength(indicatorHeight, TabsConfigurationError.maker(.indicatorHeight))
        guard indicatorHeight <= tabBarHeight else {
            throw TabsConfigurationError(field: .indicatorHeight, rule: .mustNotExceedBarHeight)
        }
        try requireLength(indicatorHorizontalInset, TabsConfigurationError.maker(.indicatorHorizontalInset))
        guard 2 * indicatorHorizontalInset < narrowest else {
            throw TabsConfigurationError(field: .indicatorHorizontalInset, rule: .mustLeaveWidth)
        }
        try requirePositiveLength(collapseDistance, TabsConfigurationError.maker(.collapseDistance))
        try requirePositiveLength(viewportHeight, TabsConfigurationError.maker(.viewportHeight))
        try requireLength(contentInsetTop, TabsConfigurationError.maker(.contentInsetTop))
        try requireLength(contentInsetBottom, TabsConfigurationError.maker(.contentInsetBottom))
        try requirePositiveLength(pageWidth, TabsConfigurationError.maker(.pageWidth))

        self.tabWidths = tabWidths
        self.tabSpacing = tabSpacing
        self.tabBarLeadingInset = tabBarLeadingInset
        self.pageWidth = pageWidth
        self.decelerationRate = decelerationRate
        self.tabSpans = tabSpans
        self.frameGeometry = TabsFrameGeometry(
            tabCount: tabWidths.count, collapseDistance: collapseDistance, viewportHeight: viewportHeight,
            contentInsetTop: contentInsetTop, contentInsetBottom: contentInsetBottom, tabBarHeight: tabBarHeight,
            indicatorHeight: indicatorHeight, indicatorHorizontalInset: indicatorHorizontalInset, pageWidth: pageWidth,
            decelerationRate: decelerationRate)
    }

    /// Tabs under a profile header: the header settles at its
    /// ``ProfileHeaderConfiguration/sharedHeaderCollapseDistance``, the lists start under the tab bar,
    /// and pages are as wide as the viewport.
    ///
    /// - Throws: ``TabsConfigurationError`` for an invalid list of widths or metrics, and also when the
    ///   header's settle offset or the tab bar's bottom (`tabBarContentY + tabBarHeight`) exceeds the
    ///   supported 1 000 000 points (possible only for a header near the ends of its ranges).
    public static func profile(
        header: ProfileHeaderConfiguration,
        tabWidths: [Double],
        viewportHeight: Double,
        contentInsetBottom: Double = 0,
        tabBarLeadingInset: Double = 0,
        tabSpacing: Double = 0
    ) throws(TabsConfigurationError) -> TabsConfiguration {
        try TabsConfiguration(
            tabWidths: tabWidths,
            tabSpacing: tabSpacing,
            tabBarLeadingInset: tabBarLeadingInset,
            tabBarHeight: header.tabBarHeight,
            collapseDistance: header.sharedHeaderCollapseDistance,
            viewportHeight: viewportHeight,
            contentInsetTop: header.tabBarContentY + header.tabBarHeight,
            contentInsetBottom: contentInsetBottom,
            pageWidth: header.viewportWidth
        )
    }

    /// The number of tabs.
    public var tabCount: Int { tabWidths.count }

    /// A state with every tab at rest and the first one selected.
    public func makeState(selectedIndex: Int = 0) -> TabsState {
        TabsState(tabCount: tabCount, selectedIndex: validIndex(selectedIndex))
    }

    // MARK: - The shared header

    /// The offset to lay the shared header out at: the active tab's offset, up to ``collapseDistance``.
    /// Negative while the active list is pulled down (the stretch belongs to the header).
    public func headerOffset(_ state: TabsState) -> Double {
        frameGeometry.headerOffset(state)
    }

    /// Whether a tab switch may start now: not while the active list is pulled down. The stretch
    /// belongs to the list being pulled and never passes to another tab, so switching mid-pull would
    /// drop the header's stretch at once; adapters let the pager's swipe (and tab taps) wait until
    /// this is true, which it is again as soon as the pull springs back.
    public func canSwitchTabs(_ state: TabsState) -> Bool {
        frameGeometry.canSwitchTabs(state)
    }

    /// Records the active tab's offset (every frame it scrolls), clamped to
    /// ± ``ProfileHeaderLayout/offsetLimit``. NaN is ignored (the state is left as it was).
    public func recordActiveOffset(_ offset: Double, in state: inout TabsState) {
        frameGeometry.recordActiveOffset(offset, in: &state)
    }

    /// Records a tab's content height (points; negative, NaN and infinite read as 0).
    public func setContentHeight(_ height: Double, ofTab tab: Int, in state: inout TabsState) {
        frameGeometry.setContentHeight(height, ofTab: tab, in: &state)
    }

    /// Call when `tab` is about to appear (a horizontal swipe starts toward it, or it is tapped):
    /// gives it the offset that keeps the header exactly where it is, stores it, and returns it for
    /// the list's `contentOffset` (`offset − contentInsetTop`). The active tab is left alone.
    @discardableResult
    public func prepareToShow(_ tab: Int, in state: inout TabsState) -> Double {
        frameGeometry.prepareToShow(tab, in: &state)
    }

    /// Makes `tab` the active one (the swipe settled, or a tap). Call ``prepareToShow(_:in:)`` first.
    public func select(_ tab: Int, in state: inout TabsState) {
        frameGeometry.select(tab, in: &state)
    }

    /// The bottom padding, in points, that `tab`'s list needs so it can scroll far enough to settle
    /// the header, however short (or empty) it is. Recompute when its content height, the viewport
    /// or the header changes.
    @inline(never)  // one copy, shared by every caller
    public func bottomPadding(ofTab tab: Int, in state: TabsState) -> Double {
        frameGeometry.bottomPadding(ofTab: tab, in: state)
    }

    // MARK: - The tab bar

    /// The frame of tab button `tab` in tab-bar coordinates.
    public func tabFrame(_ tab: Int) -> Rect {
        let span = tabSpans[validIndex(tab)]
        return Rect(x: span.minX, y: 0, width: span.width, height: tabBarHeight)
    }

    /// The selection indicator's frame in tab-bar coordinates for a pager position in pages
    /// (`contentOffset.x / pageWidth`: 1.25 is a quarter of the way from tab 1 to tab 2),
    /// interpolated between the two tabs' frames; clamped to the first and last tab.
    public func indicatorFrame(pagePosition: Double) -> Rect {
        frameGeometry.indicatorFrame(spans: tabSpans, pagePosition: pagePosition)
    }

    /// The tab a horizontal swipe settles on: where the fling would take the pager (`velocity` in
    /// points per second, positive toward later tabs), limited to the two pages around the release
    /// point, rounded to the nearest page. A fast fling past half a page goes to the next tab.
    public func settledTab(pagePosition: Double, velocity: Double) -> Int {
        frameGeometry.settledTab(pagePosition: pagePosition, velocity: velocity)
    }

    /// `index` limited to the tabs that exist: an index out of range (negative, or past the last
    /// tab) means the nearest tab.
    func validIndex(_ index: Int) -> Int {
        frameGeometry.validIndex(index)
    }
}

/// One tab button's place in the tab bar, in tab-bar points.
struct TabSpan: Equatable, Hashable, Sendable {
    /// Its left edge.
    var minX: Double
    /// Its width, `> 0`.
    var width: Double
}

/// What a tabbed profile remembers: the selected tab, and each tab's offset and content height.
/// The caller keeps it and changes it only through ``TabsConfiguration``'s methods.
///
/// A state may be given to a configuration with another number of tabs (the app gained or lost a
/// tab and kept its state): nothing traps. Reading treats a tab the state has no entry for as at
/// rest and a selection past the last tab as the last tab; the first change (recording an offset,
/// preparing, selecting, setting a content height) adapts the state to the configuration — new
/// tabs start at rest, entries past the last tab are dropped, the selection is limited to the
/// tabs that exist — and from then on it is that configuration's own.
public struct TabsState: Equatable, Hashable, Sendable {
    /// The active tab.
    public internal(set) var selectedIndex: Int
    /// Each tab's offset (`contentOffset.y + contentInsetTop`), in points.
    public internal(set) var offsets: [Double]
    /// Each tab's content height, in points.
    public internal(set) var contentHeights: [Double]

    init(tabCount: Int, selectedIndex: Int) {
        self.selectedIndex = selectedIndex
        offsets = Array(repeating: 0, count: tabCount)
        contentHeights = Array(repeating: 0, count: tabCount)
    }

    /// Keeps the first `count` tabs' entries and adds entries at rest for the rest.
    mutating func resize(to count: Int) {
        func resized(_ values: inout [Double]) {
            if values.count > count {
                values.removeLast(values.count - count)
            } else if values.count < count {
                values.append(contentsOf: repeatElement(0, count: count - values.count))
            }
        }
        resized(&offsets)
        resized(&contentHeights)
    }
}

/// Why a ``TabsConfiguration`` was rejected (`index` names the tab, for `tabWidths`).
public typealias TabsConfigurationError = ValidationError<TabsField>

extension ValidationError where FieldName == TabsField {
    /// More tabs than ``SupportedRange/maximumCount``.
    static var tooManyTabs: TabsConfigurationError {
        TabsConfigurationError(field: .tabWidths, rule: .outOfSupportedRange(lowerBound: 1, upperBound: SupportedRange.maximumCount))
    }
}

/// The fields of a tabs configuration.
public enum TabsField: Equatable, Hashable, Sendable, CaseIterable {
    case tabWidths, tabSpacing, tabBarLeadingInset, tabBarHeight, indicatorHeight, indicatorHorizontalInset
    case collapseDistance, viewportHeight, contentInsetTop, contentInsetBottom, pageWidth
}

extension ProfileHeaderConfiguration {
    /// The offset past which nothing in the header changes any more — the tab bar has pinned, the
    /// title has arrived, the blur is complete — so tabs sharing the header can sit anywhere beyond it.
    @inline(never)  // one copy, shared by every caller
    public var sharedHeaderCollapseDistance: Double {
        max(collapseDistance, titleStartOffset + titleTravel, blurEndOffset, tabBarContentY - collapsedHeight)
    }
}
