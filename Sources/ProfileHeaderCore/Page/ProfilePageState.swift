/// What the page remembers between frames: the configuration adapted to the last metrics, the
/// refresh cycle, the tabs' offsets and the tab pager, the page's own scrolling, and what was last
/// announced. The caller keeps it and passes it
/// back to every ``ProfilePage/frame(_:_:_:)`` call, which updates it in place (no allocation,
/// except when the metrics change so much that the configuration is adapted anew).
///
/// A state belongs to one page: give a new page (another design, tab count, inset policy) a new state.
public struct ProfilePageState: Equatable, Hashable, Sendable {
    /// The header configuration in force: the design adapted to the last valid metrics (nil before any).
    public var configuration: ProfileHeaderConfiguration? {
        guard let adaptation, adaptation.isAdapted else { return nil }
        return adaptation.configuration
    }
    /// The tabs in force (nil for a single list).
    public var tabs: TabsConfiguration? { adaptation?.tabs }
    /// The part of the bar before its title, in viewport points: from the leading safe area to the
    /// title's leading edge, as tall as the bar (the leading side is the right one in a right-to-left
    /// layout). Where a back button goes — round, with a backdrop of
    /// ``ProfilePageFrame/barButtonBackdropAlpha`` while it is over the banner, as on the X profile.
    /// It changes only when the page adapts (a rotation, a new text size); `.zero` before the first frame.
    public var barLeadingSlot: Rect { adaptation?.barLeadingSlot ?? .zero }
    /// The part of the bar after its title, in viewport points, as ``barLeadingSlot`` on the other
    /// side: where search and more buttons go.
    public var barTrailingSlot: Rect { adaptation?.barTrailingSlot ?? .zero }
    /// Tab `tab`'s button in tab-bar points, where the page draws it (and its indicator): the tabs'
    /// ``TabsConfiguration/tabFrame(_:)``, mirrored within the buttons' span in a right-to-left
    /// layout, where the first tab is the rightmost; `.zero` without tabs. An index out of range
    /// reads as the nearest tab.
    @inline(never)  // one copy, shared by every caller
    public func tabButtonFrame(_ tab: Int) -> Rect {
        guard let adaptation, let tabs = adaptation.tabs else { return .zero }
        return adaptation.drawnInTabBar(tabs.tabFrame(tab))
    }

    // The lists side by side in a horizontal pager (``PageAdaptation``'s map, as of the last frame).

    /// Where tab `tab`'s page starts in a horizontal pager's content, in points.
    func pageOriginX(ofTab tab: Int, pageWidth: Double) -> Double {
        PageAdaptation.pageOriginX(ofTab: tab, pageWidth: pageWidth, adaptation)
    }

    /// The pager position in tabs for a horizontal pager scrolled to `contentOffsetX` points.
    func pagePosition(contentOffsetX: Double, pageWidth: Double) -> Double {
        PageAdaptation.pagePosition(contentOffsetX: contentOffsetX, pageWidth: pageWidth, adaptation)
    }

    /// The `contentOffset.x` (points) that shows pager position `pagePosition` (in tabs).
    func contentOffsetX(pagePosition: Double, pageWidth: Double) -> Double {
        PageAdaptation.contentOffsetX(pagePosition: pagePosition, pageWidth: pageWidth, adaptation)
    }

    /// A horizontal pager's velocity (`contentOffset.x` points per second) as a velocity toward later
    /// tabs, in points per second.
    func tabVelocity(contentVelocityX: Double) -> Double {
        PageAdaptation.tabVelocity(contentVelocityX: contentVelocityX, adaptation)
    }

    /// Each tab's offset and content height (no tabs for a single list).
    public internal(set) var tabsState = TabsState(tabCount: 0, selectedIndex: 0)
    /// The refresh cycle.
    public internal(set) var refresh = RefreshState()
    /// Everything derived from the last metrics, shared by every frame until they change.
    var adaptation: PageAdaptation?
    /// The app's hold of the header collapsed (``ProfilePageIntent/holdHeaderCollapsed(_:animated:)``).
    var headerHold = HeaderHold.released
    /// The hold began or ended this frame: every list's spacer changes, and a list at its top is not
    /// at rest there (its content stays where it is on screen; the header does not move).
    var headerHoldChanged = false
    /// How much the hold beginning or ending this frame changes the spacer (the new spacer less the
    /// one before it), in points; 0 in any other frame.
    var headerHoldSpacerShift = 0.0
    /// The refresh inset held in the scroll view's top inset after the last frame (0 while scrolled
    /// into the content), in points.
    var heldInset = 0.0
    /// Whether the bar title was announced as shown.
    var isTitleAnnounced = false
    /// The status bar style reported last.
    var statusBarStyle: StatusBarStyle?
    /// The bottom padding the page added to the content inset last, in points.
    var bottomPaddingWritten = 0.0
    /// The `contentOffset.y` of the last frame if the page was resting at its top then (idle, nothing
    /// pulled or scrolled): measured unchanged, it still rests there whatever the insets did since
    /// (a rotation changes the safe area under a resting page).
    var restingContentOffsetY: Double?
    /// The height of the header's part of the content (spacer or inset) last frame, in points.
    var headerContentHeight: Double?
    /// A snapping page: a release happened and the list has not come to rest since.
    var awaitsRest = false
    /// A snapping page: the glide to a snap point running, if any.
    var snapGlide: SnapGlide?
    /// Whether a glide to a snap point runs.
    var isSnapGliding: Bool {
        if case .some = snapGlide { return true }
        return false
    }
    /// How far the pinned header has scrolled away (``ProfilePage/pinnedHeader``).
    var pinnedHeaderFloat = PinnedHeaderFloat()
    /// Where the user left the tab strip by hand (points) and the pager's position then; nil while
    /// the strip follows the pager.
    var tabStripHold: TabStripHold?

    /// The tab pager: the selected tab, where the pager is, and the list the page follows.
    var tabPager: TabPager
    /// A list the page began to follow at the end of the last frame: this frame's metrics are its
    /// list's, and the page takes it up (its offset recorded, its padding read) before anything else.
    var activatedList: Int?
    /// The selected tab reported last (for ``ProfilePageFrame/selectedTabChanged``).
    var selectedTabReported: Int
    /// The page's own scrolling from pointer input: the list's, the pager's and the strip's motions.
    var gestures = PageGestures()
    /// The tab strip's scroll as drawn last frame, in points.
    var tabStripOffsetX = 0.0
    /// The header's layout in the last frame, and whether it is for the adaptation in force.
    var headerLayout = ProfileHeaderLayout()
    var headerLayoutIsValid = false
    /// The header's own part of the last frame, what it was drawn from, and whether it is for the
    /// adaptation in force.
    var headerDrawing = HeaderDrawing()
    var headerDrawingKey = HeaderDrawing.Key(headerOffset: 0, floatHidden: 0, headerShift: 0, barContentAlpha: 0)
    var headerDrawingIsValid = false
    /// Where the header's bar and tab bar take touches, as drawn last (``PageHitMap``'s).
    var barHit = Rect.zero
    var tabBarHit = Rect.zero
    /// The tab strip of the last frame, while it followed the pager.
    var stripDrawing = StripDrawing()
    /// The drawn scroll indicator's fade (``ProfilePageMetrics/drawsScrollIndicator``).
    var scrollIndicatorFade = ScrollIndicatorFade()

    /// A page that has not seen a frame yet, showing tab `selectedTab` first (clamped to the page's
    /// tabs at its first frame; ignored without tabs): its list is the one to measure.
    public init(selectedTab: Int = 0) {
        tabPager = TabPager(activeTab: selectedTab)
        selectedTabReported = max(0, selectedTab)
    }
}

/// The metrics a configuration is adapted for; a change of any of them adapts it anew.
struct PageAdaptationKey: Equatable, Hashable, Sendable {
    /// Compared every frame: field by field, no call.
    @inline(__always)
    static func == (lhs: PageAdaptationKey, rhs: PageAdaptationKey) -> Bool {
        lhs.viewportWidth == rhs.viewportWidth && lhs.viewportHeight == rhs.viewportHeight
            && lhs.safeAreaTop == rhs.safeAreaTop && lhs.textScale == rhs.textScale
            && lhs.reducesMotion == rhs.reducesMotion && lhs.detailsHeight == rhs.detailsHeight
            && lhs.appBottomInset == rhs.appBottomInset && lhs.displayScale == rhs.displayScale
            && lhs.isRightToLeft == rhs.isRightToLeft && lhs.safeAreaLeft == rhs.safeAreaLeft
            && lhs.safeAreaRight == rhs.safeAreaRight && lhs.nameTop == rhs.nameTop
            && lhs.systemBarHeight == rhs.systemBarHeight
            && lhs.barSafeAreaLeft == rhs.barSafeAreaLeft && lhs.barSafeAreaRight == rhs.barSafeAreaRight
            && lhs.holdsHeaderCollapsed == rhs.holdsHeaderCollapsed
    }

    var viewportWidth: Double
    var viewportHeight: Double
    var safeAreaTop: Double
    var textScale: Double
    var reducesMotion: Bool
    var detailsHeight: Double
    var appBottomInset: Double
    var displayScale: Double
    var isRightToLeft: Bool
    /// The horizontal safe area, in points (sanitized: finite, `≥ 0`).
    var safeAreaLeft = 0.0
    var safeAreaRight = 0.0
    /// The name view's measured top below the details' top, in points (sanitized: finite, `≥ 0`);
    /// negative: none measured, the design's holds.
    var nameTop = -1.0
    /// The system's navigation bar kept over the page, in points (sanitized: `0 … safeAreaTop`); 0
    /// for none: the page draws its own bar.
    var systemBarHeight = 0.0
    /// The bar strip's own side safe areas where wider than the scroll view's, in points
    /// (sanitized: `0 … viewportWidth`); 0 for none.
    var barSafeAreaLeft = 0.0
    var barSafeAreaRight = 0.0
    /// The app keeps the header collapsed (``ProfilePageIntent/holdHeaderCollapsed(_:animated:)``, once it is):
    /// the lists start right under the pinned header, with no spacer.
    var holdsHeaderCollapsed = false

    /// A measured length the key keeps within `0 … limit` (a system bar within the safe area's top,
    /// a bar side inset within the width); non-finite reads as 0.
    #if !hasFeature(Embedded)
    @inline(__always)  // for speed (an Embedded build keeps one copy)
    #else
    @inline(never)
    #endif
    static func length(measured: Double, limit: Double) -> Double {
        measured.isFinite ? min(max(0, measured), limit) : 0
    }

    /// A measured name position as the key keeps it: `0 … SupportedRange.maximumLength`, or −1 for
    /// none (nil, or not finite).
    #if !hasFeature(Embedded)
    @inline(__always)  // for speed (an Embedded build keeps one copy)
    #else
    @inline(never)
    #endif
    static func nameTop(measured: Double?) -> Double {
        guard let measured, measured.isFinite else { return -1 }
        return min(max(0, measured), SupportedRange.maximumLength)
    }

    /// The leading side's safe-area inset: the left one in left-to-right, the right one in right-to-left.
    var safeAreaLeading: Double { isRightToLeft ? safeAreaRight : safeAreaLeft }
    /// The bar strip's side safe areas: the scroll view's, or the bar's own where wider.
    var barLeft: Double { max(safeAreaLeft, barSafeAreaLeft) }
    var barRight: Double { max(safeAreaRight, barSafeAreaRight) }
}

/// The elements' rest frames, mirrored for right-to-left and aligned to the display, made once per
/// adaptation: the frames the views are laid out at and transformed from.
struct PageRestFrames: Equatable, Hashable, Sendable {
    var banner: Rect
    var avatar: Rect
    var title: Rect
    var details: Rect
    var tabBar: Rect
}
