// Adapting the page's design to the device, once per change of metrics.

extension ProfilePage {
    /// The design adapted to `key`: the viewport's width and safe area, a banner that keeps its
    /// proportions on wider screens (up to a third of the viewport's height), a bar (and title) grown with
    /// Dynamic Type as far as the banner allows, a tab bar grown with Dynamic Type (up to twice its height, never shrunk),
    /// the details' measured height, the name view's measured position, and Reduce Motion. Under a
    /// system bar kept over the page the bar is that one, as measured.
    /// The header's own content keeps inside the horizontal safe area (the banner still fills the
    /// width): the avatar is pushed in by the leading side's inset, and the centred title is inset by
    /// the wider side's on both sides (the bar strip's own, where wider: window controls) — each as
    /// far as the width allows.
    /// Nil when even the design's own bar does not fit the metrics (a zero width before the first
    /// layout): the caller keeps the last configuration.
    @inline(never)  // one copy, shared by every caller
    func adaptedConfiguration(for key: PageAdaptationKey) -> ProfileHeaderConfiguration? {
        let width = key.viewportWidth
        // Under a system bar kept over the page, the header's bar is that bar (as tall as measured:
        // the system grows it with the text itself) and only the rest of the safe area is status bar.
        let keepsSystemBar = key.systemBarHeight > 0
        let safeTop = key.safeAreaTop - key.systemBarHeight
        let scaledBar = keepsSystemBar ? key.systemBarHeight : design.barHeight * key.textScale
        guard let adapted = (try? design.adapting(viewportWidth: width, topSafeAreaInset: safeTop, barHeight: scaledBar))
            ?? (try? design.adapting(viewportWidth: width, topSafeAreaInset: safeTop))
        else { return nil }
        // A banner wider than the design's keeps the design's proportions (its picture's: `.twitter`
        // is 3:1 at 393 points) up to a third of the viewport's height, leaving the list room in
        // landscape; never shorter than the design's (a phone keeps it as designed).
        let designBanner = design.expandedHeight - design.topSafeAreaInset
        let banner = max(designBanner, min(designBanner * width / design.viewportWidth, key.viewportHeight / 3))
        let fitted = banner > designBanner
            ? (try? adapted.resizingBanner(toExpandedHeight: safeTop + banner)) ?? adapted : adapted
        // The title grows with the text, inside its bar, and leaves room for bar buttons that grow
        // with the bar (square, as tall as the bar); the details push the tab bar down.
        let titleHeight = min(design.titleHeight * key.textScale, fitted.barHeight)
        let barGrowth = fitted.barHeight / design.barHeight
        // The title's travel grows with the title and the bar, so the title still starts below the
        // header's clip at rest (the design's travel is measured for its own title and bar).
        let titleTravel = design.titleTravel * max(barGrowth, titleHeight / design.titleHeight)
        let sideInset = max(key.barLeft, key.barRight)
        let titleHorizontalInset = min(design.titleHorizontalInset * barGrowth + sideInset,
                                       (width - SupportedRange.minimumPositiveLength) / 2)
        var avatarLeadingInset = design.avatarLeadingInset + key.safeAreaLeading
        if !(avatarLeadingInset + fitted.avatarSize <= width) {
            // A safe area too wide for the avatar: as far in as it fits (the design's own inset fits).
            avatarLeadingInset = max(design.avatarLeadingInset, width - fitted.avatarSize)
            if !(avatarLeadingInset + fitted.avatarSize <= width) { avatarLeadingInset = design.avatarLeadingInset }
        }
        let tabBarContentY = contentStart == .belowTabBar && key.detailsHeight > 0
            ? fitted.expandedHeight + key.detailsHeight : fitted.tabBarContentY
        // The title arrives when the app's name view reaches the bar, wherever the details put it.
        let nameLabelContentY = key.nameTop >= 0
            ? fitted.expandedHeight + min(key.nameTop, SupportedRange.maximumLength - fitted.expandedHeight) : nil
        // The tab bar grows with its titles, up to twice its height (room for a 49-point title at the
        // largest accessibility size; more would leave little of a landscape screen for the lists),
        // and never below the design's height (a touch target).
        let tabBarHeight = design.tabBarHeight * min(2, max(1, key.textScale))
        let measured = (try? fitted.replacing(
            avatarLeadingInset: avatarLeadingInset, titleHeight: titleHeight, titleHorizontalInset: titleHorizontalInset,
            titleTravel: titleTravel, nameLabelContentY: nameLabelContentY, tabBarContentY: tabBarContentY, tabBarHeight: tabBarHeight))
            ?? (try? fitted.replacing(avatarLeadingInset: avatarLeadingInset, titleHorizontalInset: titleHorizontalInset))
            ?? fitted
        return key.reducesMotion ? measured.reducingMotion() : measured
    }

    /// The tabs under `configuration` for a viewport `viewportHeight` tall with `bottomInset` points
    /// of the app's own bottom inset, and how far their strip scrolls (points); nil for a single list
    /// or impossible metrics. Equal tab buttons share the width inside the horizontal safe area
    /// (`safeAreaLeft`, `safeAreaRight`), or the whole width when the safe area leaves no room for
    /// them, and never scroll; ``ScrollableTabs`` are as wide as their labels scaled by `textScale`,
    /// from the safe area's left edge plus their inset. Pages stay as wide as the viewport.
    @inline(never)  // one copy, shared by every caller
    func tabsConfiguration(for configuration: ProfileHeaderConfiguration, viewportHeight: Double,
                           bottomInset: Double, safeAreaLeft: Double = 0, safeAreaRight: Double = 0,
                           textScale: Double = 1) -> (tabs: TabsConfiguration, stripOverflow: Double)? {
        guard tabCount > 0 else { return nil }
        let viewportHeight = max(viewportHeight, SupportedRange.minimumPositiveLength)
        let width = configuration.viewportWidth
        let safeWidth = width - safeAreaLeft - safeAreaRight
        if let scrollableTabs, safeWidth > 0,
           let tabs = try? TabsConfiguration.profile(
               header: configuration, tabWidths: scrollableTabs.buttonWidths(textScale: textScale, safeWidth: safeWidth),
               viewportHeight: viewportHeight, contentInsetBottom: bottomInset,
               tabBarLeadingInset: safeAreaLeft + scrollableTabs.inset) {
            let stripWidth = tabs.tabFrame(tabs.tabCount - 1).maxX + scrollableTabs.inset + safeAreaRight
            return (tabs, max(0, stripWidth - width))
        }
        if safeAreaLeft > 0 || safeAreaRight > 0, safeWidth > 0,
           let tabs = try? TabsConfiguration.profile(
               header: configuration, tabWidths: Array(repeating: safeWidth / Double(tabCount), count: tabCount),
               viewportHeight: viewportHeight, contentInsetBottom: bottomInset, tabBarLeadingInset: safeAreaLeft) {
            return (tabs, 0)
        }
        return (try? TabsConfiguration.profile(header: configuration, tabCount: tabCount,
                                               viewportHeight: viewportHeight, contentInsetBottom: bottomInset)).map { ($0, 0) }
    }
}

/// Everything a page derives from the metrics it adapts to: the adapted configuration, the rest
/// frames, the refresh and tabs settings and the constants of the inset policy. Made when the
/// metrics change and shared — one reference — by every frame until they change again, so a frame
/// copies none of it. Immutable.
final class PageAdaptation: Hashable, Sendable {
    /// The metrics it was made for.
    let key: PageAdaptationKey
    /// False while no metrics could adapt the design yet (a zero width before the first layout):
    /// the design itself is drawn, and ``ProfilePageState/configuration`` reads nil.
    let isAdapted: Bool
    /// The header configuration in force.
    let configuration: ProfileHeaderConfiguration
    /// The elements' rest frames.
    let rest: PageRestFrames
    /// The refresh settings for ``configuration``.
    let refresh: RefreshConfiguration
    /// The tabs in force (nil for a single list).
    let tabs: TabsConfiguration?
    /// Whether the page has tabs in force.
    let hasTabs: Bool
    /// The numbers of ``tabs`` every frame reads: a plain value, so a frame uses it with no copy of
    /// the configuration's arrays and nothing retained. Without tabs: ``TabsFrameGeometry/noTabs``
    /// (never read then).
    let tabsGeometry: TabsFrameGeometry
    /// The tab buttons of ``tabs``, for the indicator.
    let tabSpans: [TabSpan]
    /// The indicator at each tab as drawn, in tab-bar points: its left edge and width with both edges
    /// on the pixel grid (the tab bar's left edge, 0, is on it), as its button's are. Made when the
    /// page adapts; a frame moves between two of them (``drawnIndicator(pagePosition:tabBarOrigin:pixels:)``).
    let indicatorStops: [TabSpan]
    /// The indicator's top and height in the tab bar, in points, on the pixel grid.
    let indicatorTop: Double
    let indicatorDrawnHeight: Double
    /// A right-to-left layout with tabs: the tab buttons and the indicator are mirrored within the
    /// buttons' span, whose two edges (tab-bar points) add up to ``tabSpanEdges``.
    let mirrorsTabs: Bool
    let tabSpanEdges: Double
    /// How far the tab strip can scroll, in points: its content (the buttons with their inset and the
    /// safe area on both sides) less the tab bar's width; 0 when the buttons fit (equal tabs always do).
    let tabStripOverflow: Double

    /// Whether the header draws the details and the tab bar (``PageContentStart/belowTabBar``).
    let drawsTabBar: Bool
    /// The height of the header's part of the content (spacer or inset), in points.
    let headerContentHeight: Double
    /// What stays over the content once collapsed: the bar, and a tab bar the header draws, in points.
    let pinnedCover: Double
    /// `contentInset.top` plus what the system adds, without a held refresh inset, in points.
    let baseTop: Double
    /// The spacer the content starts with, in points (0 under ``PageInsetPolicy/belowExpandedHeader``,
    /// and while the header is held collapsed).
    let topSpacerHeight: Double
    /// What turns a list's `contentOffset.y` into the header's offset (offset = `contentOffset.y` +
    /// this), in points: ``baseTop``, or while the header is held collapsed the whole header's height
    /// (a list at its top, right under the pinned header, is at the collapse).
    let offsetBase: Double
    /// The least header offset the header is laid out at, in points: the collapse while it is held
    /// collapsed (a pull at a list's top stretches nothing), else no floor.
    let layoutFloor: Double
    /// The offset a short list must still reach to settle the header, in points.
    let settleOffset: Double
    /// Pixels per point, `1 … 16`.
    let pixels: Double
    /// The bar strip, aligned.
    let bar: Rect
    /// The bar's parts beside its title, where bar buttons go: leading and trailing (mirrored right to
    /// left), aligned.
    let barLeadingSlot: Rect
    let barTrailingSlot: Rect
    /// How far the spinner moves from the viewport's centre to the safe area's, in points.
    let spinnerShift: Double
    /// Where the details start in the content (the banner's bottom), and their height, in points:
    /// ``ProfileHeaderConfiguration/detailsFrame(in:)``'s numbers.
    let detailsContentY: Double
    let detailsHeight: Double
    /// The pinned header as a block that scrolls away (``ProfilePage/pinnedHeader``): the bar below
    /// the status bar, then the tab bar the header draws, as an `AppBarLayout` stack; nil when
    /// nothing scrolls away (the frame skips the float).
    let floatGeometry: ShyBarsGeometry?
    /// The offset at which the header pins (the tab bar it draws reaches the bar, or the header
    /// collapses), from which the block may hide, in points.
    let floatStartOffset: Double
    /// The bar's height below the status bar, in points: how far the header's own part hides.
    let floatBarHeight: Double
    /// How far the floating block can hide, in points (0 when nothing floats): how much further than
    /// the collapse every list can scroll (``settleOffset``, each tab's bottom padding).
    let floatReach: Double

    init(page: ProfilePage, key: PageAdaptationKey, configuration: ProfileHeaderConfiguration, isAdapted: Bool,
         rest: PageRestFrames, refresh: RefreshConfiguration, tabs: TabsConfiguration?, tabStripOverflow: Double = 0) {
        self.key = key
        self.isAdapted = isAdapted
        self.configuration = configuration
        self.rest = rest
        self.refresh = refresh
        self.tabs = tabs
        if let tabs {
            hasTabs = true
            tabsGeometry = tabs.frameGeometry
            tabSpans = tabs.tabSpans
            let inset = tabs.frameGeometry.indicatorHorizontalInset
            let scale = key.displayScale.isFinite && key.displayScale >= 1 ? key.displayScale : 1
            indicatorStops = Self.indicatorStops(of: tabs.tabSpans, inset: inset, pixels: scale)
            let geometry = tabs.frameGeometry
            indicatorTop = Rect.alignedEdge(geometry.tabBarHeight - geometry.indicatorHeight, scale)
            indicatorDrawnHeight = max(0, Rect.alignedEdge(geometry.tabBarHeight, scale) - indicatorTop)
            let first = tabs.tabFrame(0), last = tabs.tabFrame(tabs.tabCount - 1)
            mirrorsTabs = key.isRightToLeft
            // On the pixel grid, so what is on the grid stays on it mirrored (label-width tabs' edges
            // need not be).
            tabSpanEdges = Rect.alignedEdge(first.minX + last.maxX, scale)
            self.tabStripOverflow = tabStripOverflow
        } else {
            hasTabs = false
            tabsGeometry = .noTabs
            tabSpans = []
            indicatorStops = []
            indicatorTop = 0
            indicatorDrawnHeight = 0
            mirrorsTabs = false
            tabSpanEdges = 0
            self.tabStripOverflow = 0
        }
        let drawsTabBar = page.contentStart == .belowTabBar
        self.drawsTabBar = drawsTabBar
        headerContentHeight = drawsTabBar
            ? configuration.tabBarContentY + configuration.tabBarHeight : configuration.expandedHeight
        pinnedCover = configuration.collapsedHeight + (drawsTabBar ? configuration.tabBarHeight : 0)
        if key.holdsHeaderCollapsed {
            // Held collapsed: the content starts right under the pinned header, at the collapse.
            baseTop = pinnedCover
            topSpacerHeight = 0
            offsetBase = headerContentHeight
            layoutFloor = max(0, headerContentHeight - pinnedCover)
        } else {
            baseTop = page.insetPolicy == .belowPinnedHeader ? pinnedCover : headerContentHeight
            topSpacerHeight = page.insetPolicy == .belowPinnedHeader ? headerContentHeight - pinnedCover : 0
            offsetBase = baseTop
            layoutFloor = -SupportedRange.maximumLength
        }
        let collapseSettle = drawsTabBar ? configuration.sharedHeaderCollapseDistance : configuration.collapseDistance
        pixels = key.displayScale.isFinite && key.displayScale >= 1 ? key.displayScale : 1
        bar = configuration.barFrame.aligned(pixels: pixels)
        // From each side's safe area to the title's edge (the title's inset already holds the wider
        // side safe area, so each slot is at least the design's inset wide).
        let titleInset = configuration.titleHorizontalInset
        // (A safe area wider than that leaves an empty slot at the title's edge.)
        // (The bar's own side safe areas: iPadOS 26's window controls in the top corner.)
        let left = Rect(x: min(key.barLeft, titleInset), y: configuration.topSafeAreaInset,
                        width: max(0, titleInset - key.barLeft), height: configuration.barHeight).aligned(pixels: pixels)
        let right = Rect(x: configuration.viewportWidth - titleInset, y: configuration.topSafeAreaInset,
                         width: max(0, titleInset - key.barRight), height: configuration.barHeight).aligned(pixels: pixels)
        barLeadingSlot = key.isRightToLeft ? right : left
        barTrailingSlot = key.isRightToLeft ? left : right
        spinnerShift = (key.safeAreaLeft - key.safeAreaRight) / 2
        let details = configuration.detailsFrame(in: configuration.layout(at: 0))
        detailsContentY = details.minY
        detailsHeight = details.height
        let scrolling = page.pinnedHeader
        let hasTabBar = drawsTabBar && configuration.tabBarHeight > 0
        // Under a bar that stays, a tab bar that collapses is the whole block: the header does not move.
        // (A system bar kept over the page stays where the system puts it.)
        let barMoves = !scrolling.collapsesTabBarOnly && key.systemBarHeight == 0
        floatBarHeight = barMoves ? configuration.barHeight : 0
        floatStartOffset = drawsTabBar
            ? max(configuration.collapseDistance, configuration.tabBarContentY - configuration.collapsedHeight)
            : configuration.collapseDistance
        if scrolling.scrollsAway, barMoves || hasTabBar {
            var bars: [ShyBar] = []
            if barMoves { bars.append(ShyBar(height: configuration.barHeight, scrollFlags: scrolling.bar)) }
            if hasTabBar {
                bars.append(ShyBar(height: configuration.tabBarHeight,
                                   minimumVisibleHeight: min(scrolling.tabBarMinimumHeight, configuration.tabBarHeight),
                                   scrollFlags: scrolling.tabBar))
            }
            floatGeometry = ShyBarsGeometry(bars: bars, stacking: .appBarLayout, followerHeights: [], stackTopInset: 0)
        } else {
            floatGeometry = nil
        }
        floatReach = floatGeometry?.totalHideableDistance ?? 0
        // A short list still scrolls far enough to settle the header — and to take a floating one away whole.
        settleOffset = collapseSettle + floatReach
    }

    /// The indicator at each of `spans` on the pixel grid (`pixels` per point): inset by `inset` on
    /// each side, both edges rounded to the grid.
    @inline(never)  // made when the page adapts: one copy
    private static func indicatorStops(of spans: [TabSpan], inset: Double, pixels: Double) -> [TabSpan] {
        spans.map { span in
            let left = Rect.alignedEdge(span.minX + inset, pixels)
            return TabSpan(minX: left, width: max(0, Rect.alignedEdge(span.minX + span.width - inset, pixels) - left))
        }
    }

    /// The header's layout at `offset` (read in place: the configuration is not copied).
    #if !hasFeature(Embedded)
    @inline(__always)  // for speed (an Embedded build keeps one copy)
    #endif
    func layout(at offset: Double) -> ProfileHeaderLayout {
        ProfileHeaderLayout(configuration: configuration, offset: max(offset, layoutFloor))
    }

    /// The tab indicator in tab-bar points for a pager position (read in place: the tab spans are
    /// not retained).
    @inline(never)
    func indicatorFrame(pagePosition: Double) -> Rect {
        tabsGeometry.indicatorFrame(spans: tabSpans, pagePosition: pagePosition)
    }

    /// The tab indicator at `pagePosition` drawn on the pixel grid (`pixels` per point, `≥ 1`) in the
    /// tab bar's superview, where the bar's origin is `tabBarOrigin` (on the grid), before
    /// mirroring. At a tab it is that tab's stop (``indicatorStops``: its edges on the grid, as its
    /// button's are). Between two tabs its left edge moves from the one stop's to the other's and its
    /// width from one stop's width to the other's, each put on the grid: between tabs drawn alike it
    /// keeps its width all the way (its edges rounded one by one, it was drawn a pixel wider and
    /// narrower as it moved: 97.3 … 97.7 pt at 3×), between two widths it changes once.
    /// (Read in place: the stops are not retained.)
    @inline(never)
    func drawnIndicator(pagePosition: Double, tabBarOrigin: Point, pixels: Double) -> Rect {
        let last = indicatorStops.count - 1
        guard last >= 0 else { return .zero }
        let position = clamp(pagePosition, 0, Double(last))  // NaN reads as the first tab, as the indicator does
        let lower = min(Int(position), last)
        let from = indicatorStops[lower]
        let to = indicatorStops[min(lower + 1, last)]
        let fraction = position - Double(lower)
        let left = Rect.alignedEdge(tabBarOrigin.x + from.minX + (to.minX - from.minX) * fraction, pixels)
        let width = Rect.alignedEdge(from.width + (to.width - from.width) * fraction, pixels)
        // (The tab bar's origin is on the grid: its frame is drawn aligned.)
        return Rect(x: left, y: tabBarOrigin.y + indicatorTop, width: max(0, width), height: indicatorDrawnHeight)
    }

    /// `frame` as drawn: mirrored within the tab buttons' span in a right-to-left layout, where the
    /// first tab is the rightmost, as a stack of buttons lays them out; unchanged left to right.
    /// `frame` is in the coordinates of the tab bar's superview when the tab bar's left edge there
    /// is `tabBarMinX` (0: in tab-bar points).
    #if !hasFeature(Embedded)
    @inline(__always)  // for speed (an Embedded build keeps one copy)
    #endif
    func drawnInTabBar(_ frame: Rect, tabBarMinX: Double = 0) -> Rect {
        guard mirrorsTabs else { return frame }
        return Rect(x: 2 * tabBarMinX + tabSpanEdges - frame.minX - frame.width, y: frame.minY,
                    width: frame.width, height: frame.height)
    }

    /// The tab strip's scroll for the pager at `pagePosition`, in points, `0 … tabStripOverflow`: the
    /// indicator's centre, as drawn, in the middle of the tab bar where the strip can scroll that far
    /// (as Android's scrollable TabLayout centres the selected tab), on the pixel grid — but exactly
    /// at the strip's end, so the last button meets the bar's edge; 0 when the buttons fit (then
    /// nothing is worked out).
    func tabStripContentOffsetX(pagePosition: Double) -> Double {
        guard tabStripOverflow > 0 else { return 0 }  // equal tabs: nothing to work out
        let indicator = indicatorFrame(pagePosition: pagePosition)
        let center = indicator.minX + indicator.width / 2
        let drawnCenter = mirrorsTabs ? tabSpanEdges - center : center
        return clamp(Rect.alignedEdge(drawnCenter - configuration.viewportWidth / 2, pixels), 0, tabStripOverflow)
    }

    /// ``refresh``'s step (read in place: the refresh settings are not copied).
    #if !hasFeature(Embedded)
    @inline(__always)  // for speed (an Embedded build keeps one copy)
    #endif
    func refreshStep(_ previous: RefreshState, _ input: RefreshInput, at time: Double) -> RefreshStep {
        refresh.step(previous, input, at: time)
    }

    // The lists side by side in a horizontal pager, one page each, `pageWidth` points wide: left to
    // right the first tab's page is the leftmost; right to left (with tabs) it is the rightmost, as
    // the tab buttons are, so a swipe and the indicator agree. (Static, taking the adaptation in force
    // or nil before any: a frame maps its pager without copying the state that holds it.)

    /// Where tab `tab`'s page starts in a horizontal pager's content, in points.
    static func pageOriginX(ofTab tab: Int, pageWidth: Double, _ adaptation: PageAdaptation?) -> Double {
        pageWidth * pagerIndex(Double(tab), adaptation)
    }

    /// The pager position in tabs (1.5: halfway from the second tab to the third) for a horizontal
    /// pager scrolled to `contentOffsetX` points (`contentOffset.x`; from the leading edge when
    /// `fromLeadingEdge`); 0 for a page width of 0.
    static func pagePosition(contentOffsetX: Double, pageWidth: Double, _ adaptation: PageAdaptation?,
                             fromLeadingEdge: Bool = false) -> Double {
        guard pageWidth > 0, pageWidth.isFinite, contentOffsetX.isFinite else { return 0 }
        return pagerIndex(contentOffsetX / pageWidth, fromLeadingEdge ? nil : adaptation)
    }

    /// The `contentOffset.x` (points; from the leading edge when `fromLeadingEdge`) that shows pager
    /// position `pagePosition` (in tabs).
    static func contentOffsetX(pagePosition: Double, pageWidth: Double, _ adaptation: PageAdaptation?,
                               fromLeadingEdge: Bool = false) -> Double {
        pageWidth * pagerIndex(pagePosition, fromLeadingEdge ? nil : adaptation)
    }

    /// A horizontal pager's velocity (`contentOffset.x` points per second; from the leading edge when
    /// `fromLeadingEdge`) as a velocity toward later tabs, in points per second.
    static func tabVelocity(contentVelocityX: Double, _ adaptation: PageAdaptation?, fromLeadingEdge: Bool = false) -> Double {
        guard let adaptation, adaptation.mirrorsTabs, !fromLeadingEdge else { return contentVelocityX }
        return -contentVelocityX
    }

    /// A position in tabs as a position in pages from the pager's left edge, and back (the same map).
    private static func pagerIndex(_ position: Double, _ adaptation: PageAdaptation?) -> Double {
        guard let adaptation, adaptation.mirrorsTabs else { return position }
        return Double(adaptation.tabsGeometry.tabCount - 1) - position
    }

    /// The same adaptation under new metrics that could not adapt the design (the last one stays).
    func keeping(for key: PageAdaptationKey, page: ProfilePage) -> PageAdaptation {
        PageAdaptation(page: page, key: key, configuration: configuration, isAdapted: isAdapted, rest: rest,
                       refresh: refresh, tabs: tabs, tabStripOverflow: tabStripOverflow)
    }

    // The derived constants follow from these and the page, so these decide equality.
    static func == (lhs: PageAdaptation, rhs: PageAdaptation) -> Bool {
        lhs === rhs || (lhs.key == rhs.key && lhs.isAdapted == rhs.isAdapted && lhs.configuration == rhs.configuration
            && lhs.rest == rhs.rest && lhs.refresh == rhs.refresh && lhs.tabs == rhs.tabs)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(isAdapted)
        hasher.combine(configuration)
    }
}
