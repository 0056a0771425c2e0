/// Everything a front end writes for one frame of a profile page, computed by
/// ``ProfilePage/frame(_:_:_:)``: each element's frame (pixel-aligned, mirrored for right-to-left)
/// with its alpha and the transform from its rest frame, the stacking, every list's insets and any
/// offset to set (``list(_:in:)``), the pager's position, the selected tab, where touches go, the
/// spinner, the status bar and what to announce. A front end applies it as it is: it makes no
/// decision of its own.
///
/// Frames are in viewport points (origin at the top-left of the scroll view's frame, y downward).
public struct ProfilePageFrame: Equatable, Hashable, Sendable {
    // MARK: What is in force (the configuration itself: ``ProfilePageState/configuration``)

    /// The header's layout at this frame's offset (left-to-right and unaligned: keyframe tracks read it).
    public var layout: ProfileHeaderLayout
    /// The engine offset: 0 at rest, negative while pulled, positive once scrolled, in points.
    public var offset: Double

    // MARK: Elements

    /// The header's own part, drawn once for its inputs (``HeaderDrawing``): the clip, the banner,
    /// the avatar, the title, the bar and its slots, the details, the tab bar and the stacking.
    var header: HeaderDrawing
    /// What the frame's write stage decided (the lists, the tabs and the pager, the system, the
    /// drawn indicator), kept as that stage made it: the fields below of the same names read it
    /// (inlinable, so a front end reads them as it reads a stored field).
    @usableFromInline var writes: FrameWrites

    /// The region the header draws in; clip the banner, the blurred banner, the title and the spinner to it.
    public var headerClip: Rect {
        get { header.headerClip }
        set { header.headerClip = newValue }
    }
    /// The banner image (zoomed while stretching, moving up while collapsing).
    public var banner: PageElement {
        get { header.banner }
        set { header.banner = newValue }
    }
    /// The blurred banner over it: its alpha is the blur fraction (a cross-fade), its frame the banner's.
    public var blurredBanner: PageElement {
        var blurred = banner
        blurred.alpha = clampUnit(blur.fraction)
        blurred.isVisible = banner.isVisible && blurred.alpha > 0
        return blurred
    }
    /// The banner's blur: radius for live blur, fraction, or cached levels to cross-fade (the
    /// layout's).
    public var blur: BlurState { layout.blur }
    /// True with Reduce Transparency: draw a solid tint with the blurred banner's alpha instead of blur.
    public var usesSolidBar: Bool
    /// The alpha of the solid layer drawn instead of blur: the blur's fraction when
    /// ``usesSolidBar``, else 0. `0 … 1`.
    public var solidBarAlpha: Double { usesSolidBar ? blur.fraction : 0 }
    /// How much blur to draw over the banner (a live blur's completion, a pre-blurred copy's alpha):
    /// the blur's fraction, 0 when ``usesSolidBar``. `0 … 1`.
    public var blurAlpha: Double { usesSolidBar ? 0 : blur.fraction }
    /// How opaque a black layer over the banner is, `0 … 1`, for a front end whose blur has no tint
    /// of its own (the browser's CSS blur): it comes in with the blur, so a white bar title and
    /// status bar read over any banner image, and is darker when it stands in for the blur under
    /// Reduce Transparency (``usesSolidBar``).
    public var bannerDimAlpha: Double {
        (usesSolidBar ? Self.solidBarDim : Self.blurDim) * clampUnit(blur.fraction)
    }
    /// The dimming at full blur (``bannerDimAlpha``), and in place of the blur.
    static let blurDim = 0.45
    static let solidBarDim = 0.75
    /// The avatar.
    public var avatar: PageElement {
        get { header.avatar }
        set { header.avatar = newValue }
    }
    /// The bar title (fully inside ``headerClip`` once arrived).
    public var title: PageElement {
        get { header.title }
        set { header.title = newValue }
    }
    /// The navigation bar's strip, where bar buttons sit whatever the offset (in
    /// ``ProfilePageState/barLeadingSlot`` and ``ProfilePageState/barTrailingSlot``).
    public var bar: Rect {
        get { header.bar }
        set { header.bar = newValue }
    }
    /// The alpha of the round backdrops behind the bar's buttons (the X profile's back, search and
    /// more): 1 while the bar is over the banner, falling to 0 as the title arrives, once the bar has
    /// its own blurred background. `0 … 1`.
    public var barButtonBackdropAlpha: Double { 1 - layout.titleProgress }
    /// The profile details, when the header draws them (``PageContentStart/belowTabBar``); hidden otherwise.
    public var details: PageElement {
        get { header.details }
        set { header.details = newValue }
    }
    /// The tab bar, when the header draws one; hidden otherwise.
    public var tabBar: PageElement {
        get { header.tabBar }
        set { header.tabBar = newValue }
    }
    /// The tab indicator, in viewport points (follows the pager's position, and the tab strip's
    /// scroll); empty without tabs.
    public var tabIndicator: Rect
    /// How far the tab buttons are scrolled to the left, in points, `0 …` (the buttons' span with the
    /// leading inset on both sides, less the tab bar's width; past either end only while the user's
    /// fling bounces): the tab strip's `contentOffset.x`.
    /// Draw tab `i` at ``ProfilePageState/tabButtonFrame(_:)``'s `minX` less this. When the buttons
    /// are wider than the bar (label-width tabs, as in the X app), the strip follows the pager so the
    /// tab under the indicator is centred where the strip can scroll that far; 0 when they fit.
    /// Right to left, the first tab is the rightmost, so at rest the strip is scrolled to its end.
    /// While the user scrolls the strip by hand (``ProfilePageMetrics/tabStripOffsetX``) it is
    /// theirs; left there, it stays until the pager moves and follows it again over one page.
    public var tabStripContentOffsetX: Double
    /// The refresh spinner.
    public var spinner: PageSpinner
    /// Front-to-back order of the header's layers.
    public var stacking: PageStacking {
        get { header.stacking }
        set { header.stacking = newValue }
    }

    // MARK: The scroll view

    /// What to write to the scroll view this frame; nil fields are already right and must not be
    /// written (writing them back would only make the scroll view report again).
    @inlinable
    public var scrollViewWrites: PageScrollViewWrites {
        get { writes.scrollViewWrites }
        set { writes.scrollViewWrites = newValue }
    }
    /// What every list but the active one needs (side by side, or kept for a switch): the active
    /// list's spacer and indicator inset, and its content inset without a held refresh.
    var otherLists: PageListInsets {
        get { writes.otherLists }
        set { writes.otherLists = newValue }
    }
    /// The active list's writes in full (each value as it should be, written or not).
    var activeListWrites: PageListWrites {
        get { writes.activeListWrites }
        set { writes.activeListWrites = newValue }
    }
    /// The list the page follows from the next frame on (its metrics are the next frame's), `≥ 0`:
    /// `0` for a single list.
    @inlinable
    public var activeList: Int {
        get { writes.activeList }
        set { writes.activeList = newValue }
    }
    /// The list this frame read (``activeListWrites`` are its own): ``activeList`` until the frame
    /// that hands the page over to another list.
    var measuredList: Int {
        get { writes.measuredList }
        set { writes.measuredList = newValue }
    }
    /// A list coming on screen this frame (``incomingTabContentOffsetY`` is its offset); −1 for none.
    var incomingList: Int {
        get { writes.incomingList }
        set { writes.incomingList = newValue }
    }
    /// The app's own bottom inset as measured on the active list, which every list keeps under the
    /// page's padding, in points.
    var appContentInsetBottom = 0.0
    /// For ``ProfilePageIntent/listReleased(list:velocity:proposedContentOffsetY:)`` (and a release of the page's own scrolling): where the content should
    /// come to rest (put it in `targetContentOffset`), or nil to leave the platform's (a page that
    /// does not snap; a release without velocity that proposes an offset, which the page glides
    /// once the list rests).
    public var targetContentOffsetY: Double?
    /// For a list coming on screen (``list(_:in:)``'s `contentOffsetY` says which): the
    /// `contentOffset.y` to give it so the header stays exactly where it is.
    var incomingTabContentOffsetY: Double? {
        get { writes.incomingTabContentOffsetY }
        set { writes.incomingTabContentOffsetY = newValue }
    }
    /// Whether a tab switch may start now (not while the active list is pulled down).
    @inlinable
    public var canSwitchTabs: Bool {
        get { writes.canSwitchTabs }
        set { writes.canSwitchTabs = newValue }
    }

    // MARK: Tabs and the pager

    /// The tab shown as selected (the tab bar's selection), `0 ..< tabCount` (`0` without tabs): the
    /// tapped tab from the tap on — also while the switch waits for a pulled header to come back —
    /// and the tab a swipe settles on once the pager rests there.
    @inlinable
    public var selectedTab: Int {
        get { writes.selectedTab }
        set { writes.selectedTab = newValue }
    }
    /// True on the frame where ``selectedTab`` differs from the one reported before: tell the app.
    @inlinable
    public var selectedTabChanged: Bool {
        get { writes.selectedTabChanged }
        set { writes.selectedTabChanged = newValue }
    }
    /// The pager's position in tabs (`1.5`: halfway from the second tab to the third), which the
    /// indicator follows; `0` without tabs.
    @inlinable
    public var pagePosition: Double {
        get { writes.pagePosition }
        set { writes.pagePosition = newValue }
    }
    /// The `contentOffset.x` to give the platform's pager (``ProfilePageMetrics/pagerContentOffsetX``)
    /// now: where a tapped tab's glide, a settle or the page's own swipe has it; nil while the
    /// platform's finger moves it (its own position is the truth then), and without tabs.
    @inlinable
    public var pagerContentOffsetX: Double? {
        get { writes.pagerContentOffsetX }
        set { writes.pagerContentOffsetX = newValue }
    }
    /// For ``ProfilePageIntent/pagerReleased(velocityX:)``: the `contentOffset.x` the pager should come
    /// to rest at (one page on for a flick), for the platform's target offset; nil to leave the
    /// platform's (a release without velocity: the pager then springs to the nearest tab once it
    /// stops, as a target moved without velocity would be jumped to at once).
    @inlinable
    public var pagerTargetContentOffsetX: Double? {
        get { writes.pagerTargetContentOffsetX }
        set { writes.pagerTargetContentOffsetX = newValue }
    }
    /// Whether the pager may begin a swipe whose finger moves to the right, now: not while the header
    /// is pulled or refreshing, and not on the first tab when the system's back gesture is there
    /// (``ProfilePageMetrics/backSwipeAvailable``; right to left, the first tab is the rightmost and
    /// this is the way to later tabs). A platform pager asks it in its pan's `gestureRecognizerShouldBegin`.
    @inlinable
    public var pagerTakesRightwardSwipes: Bool {
        get { writes.pagerTakesRightwardSwipes }
        set { writes.pagerTakesRightwardSwipes = newValue }
    }
    /// Whether the pager may begin a swipe whose finger moves to the left (see ``pagerTakesRightwardSwipes``).
    @inlinable
    public var pagerTakesLeftwardSwipes: Bool {
        get { writes.pagerTakesLeftwardSwipes }
        set { writes.pagerTakesLeftwardSwipes = newValue }
    }
    /// Whether the press down now (``ProfilePageIntent/pointer(_:)``) has become a drag — past its
    /// slop, or catching moving content: its release is not a click.
    @inlinable
    public var pressIsDrag: Bool {
        get { writes.pressIsDrag }
        set { writes.pressIsDrag = newValue }
    }
    /// What moves the active list now: a finger (the platform's, or a press or wheel gesture the page
    /// scrolls it with), momentum or a spring after one, or nothing.
    public var listInteraction = PageInteraction.idle

    // MARK: Touch, system, accessibility

    /// Where touches go.
    public var hitMap = PageHitMap(bar: .zero, tabBar: .zero, avatar: .zero, details: .zero, covered: .zero, contentTop: 0)
    /// The status bar content style that reads best now.
    public var statusBarStyle = StatusBarStyle.lightContent
    /// True on the frame where ``statusBarStyle`` differs from the one reported before.
    @inlinable
    public var statusBarStyleChanged: Bool {
        get { writes.statusBarStyleChanged }
        set { writes.statusBarStyleChanged = newValue }
    }
    /// Whether the platform's top scroll edge effect (iOS 26's, under the status bar and a system
    /// bar) is hidden on the lists and the pager now: always while the page draws its own bar (the
    /// banner is under it); under a system bar kept over the page
    /// (``ProfilePageMetrics/systemBarHeight``), until the header is pinned — then it is shown,
    /// so the system bar's items stay readable over the content.
    @inlinable
    public var topEdgeEffectHidden: Bool {
        get { writes.topEdgeEffectHidden }
        set { writes.topEdgeEffectHidden = newValue }
    }
    /// Something for assistive technologies to hear this frame, if anything.
    @inlinable
    public var announcement: PageAnnouncement? {
        get { writes.announcement }
        set { writes.announcement = newValue }
    }
    /// The refresh cycle as it stands.
    public var refresh = RefreshOutput.idle
    /// True on the one frame where a release started a refresh: run the app's refresh action.
    public var didTriggerRefresh = false
    /// True while something moves with no scrolling to drive it (the refresh spinning — unless
    /// ``ProfilePageMetrics/spinnerTurnsByItself`` — or springing back, a snapping page waiting for a released list to rest and gliding it to its snap point,
    /// the pager gliding to a tab or a switch under way, the page's own scrolling moving on, a
    /// floating header settling, the drawn scroll indicator fading): keep sending frames (a display
    /// link, `requestAnimationFrame`).
    @inlinable
    public var needsAnimationFrames: Bool {
        get { writes.needsAnimationFrames }
        set { writes.needsAnimationFrames = newValue }
    }
    /// The drawn scroll indicator's thumb, in viewport points, on the pixel grid, and its opacity
    /// `0 … 1` (``ProfilePageMetrics/drawsScrollIndicator``; `.zero` and 0 otherwise).
    @inlinable
    public var scrollIndicator: Rect {
        get { writes.scrollIndicator }
        set { writes.scrollIndicator = newValue }
    }
    /// The drawn scroll indicator's opacity, `0 … 1` (0 unless ``ProfilePageMetrics/drawsScrollIndicator``).
    @inlinable
    public var scrollIndicatorAlpha: Double {
        get { writes.scrollIndicatorAlpha }
        set { writes.scrollIndicatorAlpha = newValue }
    }

    // MARK: The pinned header scrolling away (``ProfilePage/pinnedHeader``)

    /// How far the pinned header has scrolled away (``ProfilePage/pinnedHeader``), in points, `≥ 0`: 0
    /// while it is all on screen (always, for a header that stays); up to the bar's height below the
    /// status bar plus the tab bar's when both float; the tab bar's height less its minimum when it
    /// collapses under the bar. Every frame here already has it applied.
    public var pinnedHeaderHiddenDistance: Double = 0
    /// The alpha of what the app puts in the bar (its buttons in ``barLeadingSlot`` and
    /// ``barTrailingSlot``): 1, falling to 0 as the bar scrolls up into the status bar's strip (its
    /// content fades as it goes, as UIKit's `hidesBarsOnSwipe` and TLYShyNavBar fade theirs). The bar
    /// title's alpha already has it. `0 … 1`.
    public var barContentAlpha: Double = 1
    /// Where the bar's leading buttons go this frame, in viewport points: ``ProfilePageState/barLeadingSlot``
    /// moved up with the bar as it scrolls away.
    public var barLeadingSlot: Rect {
        get { header.barLeadingSlot }
        set { header.barLeadingSlot = newValue }
    }
    /// Where the bar's trailing buttons go this frame, in viewport points:
    /// ``ProfilePageState/barTrailingSlot`` moved up with the bar as it scrolls away.
    public var barTrailingSlot: Rect {
        get { header.barTrailingSlot }
        set { header.barTrailingSlot = newValue }
    }
}

/// One element's placement.
public struct PageElement: Equatable, Hashable, Sendable {
    /// Where it is drawn, in viewport points, aligned to the display's pixels.
    public var frame: Rect
    /// Where it is at rest (offset 0), aligned: lay the view out there once and apply ``transform``.
    public var restFrame: Rect
    /// The transform from ``restFrame`` to ``frame`` about the view's centre.
    public var transform: ElementTransform
    /// Opacity, 0 … 1.
    public var alpha: Double
    /// False when the element is not part of this page (no details, no tab bar) or has no area.
    public var isVisible: Bool

    /// Places an element at `frame`, its rest frame `rest`, with `alpha`.
    #if !hasFeature(Embedded)
    @inline(__always)  // for speed (an Embedded build keeps one copy)
    #endif
    init(frame: Rect, rest: Rect, alpha: Double = 1) {
        self.frame = frame
        self.restFrame = rest
        self.transform = ElementTransform(from: rest, to: frame)
        self.alpha = clampUnit(alpha)
        self.isVisible = !frame.isEmpty && self.alpha > 0
    }

    /// Nothing: no frame, no alpha, not shown (the identity transform).
    init() {
        frame = .zero
        restFrame = .zero
        transform = ElementTransform()
        alpha = 0
        isVisible = false
    }

    /// An element that is not shown.
    static var hidden: PageElement {
        var element = PageElement(frame: .zero, rest: .zero, alpha: 0)
        element.isVisible = false
        return element
    }
}

/// The refresh spinner.
public struct PageSpinner: Equatable, Hashable, Sendable {
    /// Where it is drawn, aligned.
    public var frame: Rect
    /// Opacity, 0 … 1.
    public var alpha: Double
    /// Rotation in radians, 0 … 2π: one turn over the pull, then spinning.
    public var rotation: Double
    /// True while refreshing (a platform spinner may animate itself instead of following ``rotation``).
    public var isSpinning: Bool
}

/// The order of the header's layers, back to front.
public enum PageStacking: Equatable, Hashable, Sendable {
    /// details, header (banner, blur, title, spinner), avatar, tab bar, bar: the avatar in front.
    case avatarInFront
    /// details, avatar, header, tab bar, bar: the avatar behind the pinned header.
    case avatarBehind
}

/// What assistive technologies should hear.
public enum PageAnnouncement: Equatable, Hashable, Sendable {
    /// The bar title has arrived: expose it (and post a layout change).
    case titleShown
    /// The bar title has left: hide it from assistive technologies (and post a layout change).
    case titleHidden
}

/// The insets a list that is not followed keeps, so it lines up with the header when it shows.
struct PageListInsets: Equatable, Hashable, Sendable {
    /// The height of the list's empty top spacer, in points, `≥ 0`.
    var topSpacerHeight: Double
    /// `contentInset.top`, in points (the page's inset policy less what the system adds; no
    /// refresh is held on a list that is not followed).
    var contentInsetTop: Double
    /// `verticalScrollIndicatorInsets.top`, in points, `≥ 0`.
    var verticalIndicatorInsetTop: Double
}

/// What one list's scroll view should have this frame (``ProfilePageFrame/list(_:in:)``): every
/// value as it should be — write it where it differs — and the offset only when it must be set.
/// Write them in this order: the spacer, the insets, then the offset.
public struct PageListWrites: Equatable, Hashable, Sendable {
    /// Height of the empty spacer the list's content starts with (``PageInsetPolicy/belowPinnedHeader``:
    /// a table's header view), in points, `≥ 0`.
    public var topSpacerHeight: Double
    /// `contentInset.top`, in points: the page's inset policy (with a refresh's held inset on the
    /// active list) less what the system adds.
    public var contentInsetTop: Double
    /// `contentInset.bottom`, in points: the app's own bottom inset (as measured on the active list)
    /// plus the padding this list needs to collapse the header however short it is.
    public var contentInsetBottom: Double
    /// `verticalScrollIndicatorInsets.top`, in points, `≥ 0`: the indicator starts below what the
    /// header covers, less what the system adds.
    public var verticalIndicatorInsetTop: Double
    /// `contentOffset.y` to set now, or nil to leave it: the active list's when the page moves it (at
    /// rest under a new inset, a snap's glide, the page's own scrolling), a list coming on screen's
    /// so the header stays exactly where it is.
    public var contentOffsetY: Double?
    /// Whether a tap on the status bar scrolls this list (only the active one: UIKit scrolls none
    /// when several scroll views in a window would).
    public var scrollsToTop: Bool
    /// Where this list's page starts in the pager's content, in points (its frame's `minX` there):
    /// left to right the first tab's is the leftmost, right to left the rightmost.
    public var pageOriginX: Double
}

/// Values to write to the active list's scroll view; each is nil when the scroll view already has it.
public struct PageScrollViewWrites: Equatable, Hashable, Sendable {
    /// Height of the empty spacer the content starts with (``PageInsetPolicy/belowPinnedHeader``: the
    /// header's part of the page less what stays pinned), in points; 0 under
    /// ``PageInsetPolicy/belowExpandedHeader``. Write it before the insets.
    public var topSpacerHeight: Double?
    /// `contentInset.top`: the page's inset policy plus a held refresh inset, less what the system
    /// adds (the app's `contentInsetAdjustmentBehavior` is respected).
    public var contentInsetTop: Double?
    /// `contentInset.bottom`: the app's own, plus padding so a short list can still scroll far
    /// enough to collapse the header.
    public var contentInsetBottom: Double?
    /// `verticalScrollIndicatorInsets.top`: the indicator starts below what the header covers, less
    /// what the system adds to it (it adjusts the indicator insets by as much as the content insets:
    /// leave `automaticallyAdjustsScrollIndicatorInsets` on, so the bottom clears the home indicator).
    public var verticalIndicatorInsetTop: Double?
    /// `contentOffset.y`, set when an inset change would otherwise move what the user sees: a page
    /// resting at its top stays at its top (a refresh holding or releasing its inset, the first
    /// frame); content scrolled under the pinned header stays put when the header's content
    /// changes height.
    public var contentOffsetY: Double?

    /// True when nothing is to be written.
    public var isEmpty: Bool {
        topSpacerHeight == nil && contentInsetTop == nil && contentInsetBottom == nil && verticalIndicatorInsetTop == nil && contentOffsetY == nil
    }
}
