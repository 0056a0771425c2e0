/// What the platform measured this frame: the active list's scroll view (the one the last frame's
/// ``ProfilePageFrame/activeList`` names; the first before any frame) as it reports itself, the
/// platform's pager and tab strip, the device's settings and the heights the app's own views
/// measured — the one input shape of ``ProfilePage/frame(_:_:_:)``. Every value is in points unless
/// noted; a non-finite value reads as 0 (or as the neutral value named on the field).
public struct ProfilePageMetrics: Equatable, Hashable, Sendable {
    /// The scroll view's `contentOffset.y`, in its own coordinates.
    public var contentOffsetY: Double
    /// The scroll view's `contentSize.height`: the app's content and the page's spacer, if any.
    public var contentHeight: Double
    /// Height of the empty spacer the content starts with now (what the page wrote last; 0 for none).
    public var topSpacerHeight: Double
    /// Width of the scroll view's bounds. A width of 0 (before the first layout) keeps the last
    /// adapted configuration.
    public var viewportWidth: Double
    /// Height of the scroll view's bounds.
    public var viewportHeight: Double
    /// The scroll view's `contentInset.top` as it is now (what the page wrote last, or the app's).
    public var contentInsetTop: Double
    /// The scroll view's `adjustedContentInset.top`: `contentInsetTop` plus what the system adds.
    public var adjustedContentInsetTop: Double
    /// The scroll view's `contentInset.bottom` as it is now (the app's, plus the page's padding).
    public var contentInsetBottom: Double
    /// The scroll view's `adjustedContentInset.bottom`.
    public var adjustedContentInsetBottom: Double
    /// The scroll view's `verticalScrollIndicatorInsets.top` as it is now.
    public var verticalIndicatorInsetTop: Double
    /// The top safe-area inset of the scroll view: the status bar (notch, Dynamic Island), and the
    /// system's navigation bar when one is kept over the page (``systemBarHeight``).
    public var safeAreaTop: Double
    /// Height of the platform's own navigation bar kept over the page (a navigation controller that
    /// shows its bar over a pushed profile, the iOS 26 way), in points; the safe area includes it,
    /// so its bottom is ``safeAreaTop``. The header then collapses to that bottom — the system bar
    /// is its bar: the status bar is `safeAreaTop − systemBarHeight`, the header's bar is the system
    /// bar's height, its title arrives under it, nothing of it scrolls away, and
    /// ``ProfilePageFrame/topEdgeEffectHidden`` turns false once pinned. 0 (the default): the page
    /// draws its own bar below the status bar, and ``safeAreaTop`` is all status bar. Read within
    /// `0 … safeAreaTop`; non-finite reads as 0.
    public var systemBarHeight: Double
    /// The left safe-area inset of the scroll view (the sensor housing of a phone in landscape), `≥ 0`.
    /// The header's own content (avatar, bar title, tabs, spinner) stays inside it; the banner, blur
    /// and tab bar's background still fill the whole width.
    public var safeAreaLeft: Double
    /// The right safe-area inset of the scroll view, `≥ 0`; see ``safeAreaLeft``.
    public var safeAreaRight: Double
    /// The left safe-area inset of the bar's strip at the top, where it is wider than
    /// ``safeAreaLeft`` (iPadOS 26's window controls at the top corner of a window: the safe area
    /// adapted to that corner horizontally), in points; 0: none wider. The bar's buttons and title
    /// keep inside it; the avatar, the banner and the tabs below do not. Read within
    /// `0 … viewportWidth`; non-finite reads as 0.
    public var barSafeAreaLeft: Double
    /// The right safe-area inset of the bar's strip; see ``barSafeAreaLeft``.
    public var barSafeAreaRight: Double
    /// Pixels per point (1, 2 or 3); frames are aligned to it. Non-finite or below 1 reads as 1.
    public var displayScale: Double
    /// How much Dynamic Type scales text (1 at the default size; `UIFontMetrics` scaled 1 point, or
    /// SwiftUI's `@ScaledMetric`). The bar grows with it as far as the banner allows. Reads as 1 when
    /// not finite or not positive.
    public var textScale: Double
    /// Reduce Motion: the banner grows instead of zooming and the avatar keeps its size.
    public var reducesMotion: Bool
    /// Reduce Transparency: a solid bar instead of blur.
    public var reducesTransparency: Bool
    /// Right-to-left layout: the avatar and the title sit at the trailing side.
    public var isRightToLeft: Bool
    /// What the finger is doing.
    public var interaction: PageInteraction
    /// Now, in seconds from any fixed origin (only differences count; it must not go back).
    public var time: Double
    /// Height of the profile details block (name, bio, buttons) as the app's views measured it, for
    /// pages whose header draws it (``PageContentStart/belowTabBar``); 0 keeps the design's.
    public var detailsHeight: Double
    /// The `contentOffset.x` of the platform's horizontal pager of the lists (a paging scroll view
    /// whose pages are ``viewportWidth`` wide, side by side as the frame's ``PageListWrites/pageOriginX``
    /// puts them), in points; nil when the page moves the lists itself (a browser page). The page
    /// follows it while a finger moves it (``pagerInteraction``) and drives it otherwise
    /// (``ProfilePageFrame/pagerContentOffsetX``).
    public var pagerContentOffsetX: Double?
    /// What the finger is doing to the platform's pager.
    public var pagerInteraction: PageInteraction
    /// Whether the platform's pager counts its offset from its leading edge, its pages in the tabs'
    /// order (SwiftUI mirrors a scroll view right to left); false: from its left edge, as UIKit's
    /// `contentOffset.x` does (right to left the pages then run from the right, where
    /// ``PageListWrites/pageOriginX`` puts them). The same holds for the frame's pager offsets.
    public var pagerCountsFromLeadingEdge: Bool
    /// Whether the system's back gesture can pop this page now (it was pushed onto a navigation
    /// stack that keeps its swipe back): the pager then leaves a swipe toward the previous screen,
    /// on the first tab, to the system (``ProfilePageFrame/pagerTakesRightwardSwipes``; mirrored right to left).
    public var backSwipeAvailable: Bool
    /// Whether the active list keeps an offset set past its content's edges (UIKit's scroll views
    /// do; so do the browser's lists, which the page draws past them). SwiftUI clamps a position set
    /// to the content: with false, the page's own scrolling of the list (a drag on the header, a
    /// re-tapped tab) stops at the edges.
    public var keepsOffsetsPastEdges: Bool
    /// Whether the surface draws the page's scroll indicator (the browser, whose own is hidden):
    /// ``ProfilePageFrame/scrollIndicator`` and its alpha are worked out only then.
    public var drawsScrollIndicator: Bool
    /// Whether the surface's refresh spinner turns by itself once refreshing (a system activity
    /// indicator: SwiftUI's `ProgressView`): a refresh that holds still then needs no frames
    /// (``ProfilePageFrame/needsAnimationFrames``), and ``ProfilePageFrame/spinner``'s rotation is
    /// not read while ``PageSpinner/isSpinning``.
    public var spinnerTurnsByItself: Bool
    /// Where the top of the app's name view sits below the top of the details (the banner's bottom
    /// edge), in points, as the app's views are laid out now; nil keeps the design's
    /// ``ProfileHeaderConfiguration/nameLabelContentY``. The bar title starts to arrive when that
    /// view's top reaches the collapsed header, whatever the layout of the details. Non-finite
    /// reads as nil, negative as 0.
    public var nameTop: Double?
    /// The tab strip's `contentOffset.x` while the user scrolls it by hand (a drag on label-width
    /// tabs wider than the bar, or the fling and bounce after it), in points, as drawn: `0` shows the
    /// leftmost tab, in both layout directions (right to left the strip rests at its end); nil when
    /// they are not. Read only when the tabs overflow the bar; limited to a bar's width past either
    /// end; non-finite reads as nil. The strip then stays where they leave it (within its range)
    /// until the pager moves, and comes back to following the pager over the next page it travels
    /// (``ProfilePageFrame/tabStripContentOffsetX``).
    public var tabStripOffsetX: Double?

    /// Creates a measurement. Only the scroll view's numbers have no neutral default.
    public init(
        contentOffsetY: Double, contentHeight: Double, topSpacerHeight: Double = 0, viewportWidth: Double, viewportHeight: Double,
        contentInsetTop: Double, adjustedContentInsetTop: Double,
        contentInsetBottom: Double = 0, adjustedContentInsetBottom: Double = 0, verticalIndicatorInsetTop: Double = 0,
        safeAreaTop: Double, systemBarHeight: Double = 0, safeAreaLeft: Double = 0, safeAreaRight: Double = 0,
        barSafeAreaLeft: Double = 0, barSafeAreaRight: Double = 0, displayScale: Double = 3, textScale: Double = 1,
        reducesMotion: Bool = false, reducesTransparency: Bool = false, isRightToLeft: Bool = false,
        interaction: PageInteraction = .idle, time: Double = 0, detailsHeight: Double = 0,
        nameTop: Double? = nil, tabStripOffsetX: Double? = nil, pagerContentOffsetX: Double? = nil,
        pagerInteraction: PageInteraction = .idle, pagerCountsFromLeadingEdge: Bool = false, backSwipeAvailable: Bool = false,
        keepsOffsetsPastEdges: Bool = true,
        drawsScrollIndicator: Bool = false, spinnerTurnsByItself: Bool = false
    ) {
        self.tabStripOffsetX = tabStripOffsetX
        self.contentOffsetY = contentOffsetY
        self.contentHeight = contentHeight
        self.topSpacerHeight = topSpacerHeight
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        self.contentInsetTop = contentInsetTop
        self.adjustedContentInsetTop = adjustedContentInsetTop
        self.contentInsetBottom = contentInsetBottom
        self.adjustedContentInsetBottom = adjustedContentInsetBottom
        self.verticalIndicatorInsetTop = verticalIndicatorInsetTop
        self.safeAreaTop = safeAreaTop
        self.systemBarHeight = systemBarHeight
        self.safeAreaLeft = safeAreaLeft
        self.safeAreaRight = safeAreaRight
        self.barSafeAreaLeft = barSafeAreaLeft
        self.barSafeAreaRight = barSafeAreaRight
        self.displayScale = displayScale
        self.textScale = textScale
        self.reducesMotion = reducesMotion
        self.reducesTransparency = reducesTransparency
        self.isRightToLeft = isRightToLeft
        self.interaction = interaction
        self.time = time
        self.detailsHeight = detailsHeight
        self.nameTop = nameTop
        self.pagerContentOffsetX = pagerContentOffsetX
        self.pagerInteraction = pagerInteraction
        self.pagerCountsFromLeadingEdge = pagerCountsFromLeadingEdge
        self.backSwipeAvailable = backSwipeAvailable
        self.keepsOffsetsPastEdges = keepsOffsetsPastEdges
        self.drawsScrollIndicator = drawsScrollIndicator
        self.spinnerTurnsByItself = spinnerTurnsByItself
    }
}

/// What the finger is doing to the scroll view.
public enum PageInteraction: Equatable, Hashable, Sendable {
    /// Nothing: at rest, or moved by the app.
    case idle
    /// A finger is down and dragging.
    case dragging
    /// The finger lifted and the content is still moving.
    case decelerating
}
