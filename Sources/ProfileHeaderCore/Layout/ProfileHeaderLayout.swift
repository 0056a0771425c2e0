/// Where everything in the profile header is for one scroll offset: frames in viewport
/// coordinates (points, origin at the top-left of the scroll view's frame, y downward), alphas,
/// stacking, blur and progress values.
///
/// A layout is a pure function of the configuration and the offset: no state survives between
/// frames, so a fast flick that jumps from pinned to pulled and back leaves nothing half-applied
/// (the avatar's stacking bug of seed 001 cannot happen). Any offset, NaN and infinities
/// included, gives a finite layout. Making one does not allocate.
public struct ProfileHeaderLayout: Equatable, Hashable, Sendable {
    /// Offsets beyond ± this many points are treated as ± this many points (it keeps every output finite).
    public static let offsetLimit: Double = 1_000_000

    /// The offset this layout is for, after sanitising: `contentOffset.y + adjustedContentInset.top`,
    /// NaN read as 0, clamped to ± ``offsetLimit``. 0 at rest, negative while pulled down.
    public var offset: Double
    /// The phase the offset falls in.
    public var phase: ProfileHeaderPhase
    /// How far the header has collapsed: 0 = expanded … 1 = pinned.
    public var collapseProgress: Double
    /// How far the content is pulled down past the top, in points; 0 unless stretching. `≥ 0`.
    public var stretch: Double

    /// The visible header region: from the top of the viewport (or, with ``StretchMode/none``, the
    /// stretch) down to the header's bottom edge. Its height is `expandedHeight` at rest and
    /// `collapsedHeight` once pinned. Clip the banner and the title to it.
    public var headerFrame: Rect
    /// Where the banner image is drawn: moved up while collapsing (its top leaves the screen, its
    /// bottom part stays visible), zoomed or grown while stretching.
    public var bannerFrame: Rect
    /// How blurred the banner is.
    public var blur: BlurState

    /// The avatar's frame: it scrolls with the content and shrinks with its bottom edge anchored.
    public var avatarFrame: Rect
    /// The avatar's scale relative to its rest size: 1 … `avatarCollapsedScale`.
    public var avatarScale: Double
    /// Whether the avatar is in front of or behind the header.
    public var avatarStacking: AvatarStacking

    /// The bar title's frame: it slides up from below the header's bottom edge to the bar's centre.
    /// Clip it to ``headerFrame``.
    public var titleFrame: Rect
    /// The bar title's alpha, 0 … 1 (always 1 unless the configuration fades it in).
    public var titleAlpha: Double
    /// How far the title has arrived: 0 = out of sight below the header … 1 = centred in the bar.
    public var titleProgress: Double

    /// The tab bar's frame: it scrolls with the content until its top reaches the collapsed
    /// header's bottom edge, then sticks there.
    public var tabBarFrame: Rect
    /// True once the tab bar is stuck under the collapsed header.
    public var isTabBarPinned: Bool

    /// Pull-to-refresh progress: stretch ÷ `refreshThreshold`, 0 … 1 (1 = armed).
    public var refreshProgress: Double
    /// The status bar style that reads best over what is behind it.
    public var statusBarStyle: StatusBarStyle

    /// A layout with nothing in it (every frame empty, every number 0): a page frame's before its
    /// scroll stage puts the header's in.
    init() {
        offset = 0
        phase = .stretching
        collapseProgress = 0
        stretch = 0
        headerFrame = .zero
        bannerFrame = .zero
        blur = BlurState(fraction: 0, radius: 0, lowerLevel: 0, upperLevel: 0, upperLevelWeight: 0)
        avatarFrame = .zero
        avatarScale = 1
        avatarStacking = .aboveHeader
        titleFrame = .zero
        titleAlpha = 0
        titleProgress = 0
        tabBarFrame = .zero
        isTabBarPinned = false
        refreshProgress = 0
        statusBarStyle = .lightContent
    }

    /// The layout of `configuration` at `offset` (`contentOffset.y + adjustedContentInset.top`, points).
    #if !hasFeature(Embedded)
    @inline(__always)  // for speed (an Embedded build keeps one copy)
    #endif
    public init(configuration: ProfileHeaderConfiguration, offset rawOffset: Double) {
        let c = configuration
        let offset = Self.sanitizedOffset(rawOffset)
        let stretch = offset < 0 ? -offset : 0
        let collapsedBy = clamp(offset, 0, c.collapseDistance)
        let collapseProgress = collapsedBy / c.collapseDistance

        self.offset = offset
        self.stretch = stretch
        self.collapseProgress = collapseProgress
        if offset < 0 {
            phase = .stretching
        } else if offset <= c.collapseDistance {
            phase = .collapsing
        } else {
            phase = .pinned
        }

        // Header and banner.
        let width = c.viewportWidth
        if stretch > 0 {
            switch c.stretchMode {
            case .zoom:
                let scale = 1 + stretch / c.expandedHeight
                headerFrame = Rect(x: 0, y: 0, width: width, height: c.expandedHeight + stretch)
                bannerFrame = Rect(
                    x: -width * (scale - 1) / 2, y: 0,
                    width: width * scale, height: c.expandedHeight + stretch
                )
            case .grow:
                headerFrame = Rect(x: 0, y: 0, width: width, height: c.expandedHeight + stretch)
                bannerFrame = headerFrame
            case .none:
                headerFrame = Rect(x: 0, y: stretch, width: width, height: c.expandedHeight)
                bannerFrame = headerFrame
            }
        } else {
            headerFrame = Rect(x: 0, y: 0, width: width, height: c.expandedHeight - collapsedBy)
            // Parallax: the banner lags the content by `bannerParallax` of its movement; its bottom
            // never rises above the header's (it moves up by at most `collapsedBy`).
            bannerFrame = Rect(x: 0, y: -collapsedBy * (1 - c.bannerParallax), width: width, height: c.expandedHeight)
        }
        let headerBottom = headerFrame.maxY

        // Blur: over the blur range while collapsing, and over the stretch blur distance while pulled.
        var blurFraction = (offset - c.blurStartOffset) / (c.blurEndOffset - c.blurStartOffset)
        if stretch > 0, c.stretchBlurDistance > 0 {
            blurFraction = max(blurFraction, stretch / c.stretchBlurDistance)
        }
        blur = BlurState(
            fraction: blurFraction,
            maximumRadius: c.blurMaximumRadius,
            cacheLevels: c.blurCacheLevels
        )

        // Avatar: part of the content, so it moves by −offset; shrinks with its bottom edge kept.
        let avatarScale = 1 - (1 - c.avatarCollapsedScale) * collapseProgress
        let avatarSide = c.avatarSize * avatarScale
        let avatarBottom = c.expandedHeight + c.avatarOverhang - offset
        let avatarX: Double
        switch c.avatarShrinkAnchor {
        case .bottomLeading: avatarX = c.avatarLeadingInset
        case .bottomCenter: avatarX = c.avatarLeadingInset + (c.avatarSize - avatarSide) / 2
        }
        self.avatarScale = avatarScale
        avatarFrame = Rect(x: avatarX, y: avatarBottom - avatarSide, width: avatarSide, height: avatarSide)
        avatarStacking = offset <= c.collapseDistance ? .aboveHeader : .belowHeader

        // Title: from `titleTravel` below the bar's centre up to the bar's centre.
        let titleProgress = clampUnit((offset - c.titleStartOffset) / c.titleTravel)
        let titleCenterY = headerBottom - c.barHeight / 2 + c.titleTravel * (1 - titleProgress)
        self.titleProgress = titleProgress
        titleFrame = Rect(
            x: c.titleHorizontalInset, y: titleCenterY - c.titleHeight / 2,
            width: width - 2 * c.titleHorizontalInset, height: c.titleHeight
        )
        titleAlpha = c.titleFadesIn ? titleProgress : 1

        // Tab bar: scrolls with the content, sticks under the collapsed header.
        let tabBarScrolledY = c.tabBarContentY - offset
        isTabBarPinned = tabBarScrolledY < c.collapsedHeight
        tabBarFrame = Rect(
            x: 0, y: isTabBarPinned ? c.collapsedHeight : tabBarScrolledY,
            width: width, height: c.tabBarHeight
        )

        refreshProgress = clampUnit(stretch / c.refreshThreshold)
        statusBarStyle = headerFrame.minY <= c.topSafeAreaInset / 2 ? .lightContent : .darkContent
    }

    /// `offset` with NaN read as 0 and clamped to ± ``offsetLimit``.
    public static func sanitizedOffset(_ offset: Double) -> Double {
        offset.isNaN ? 0 : clamp(offset, -offsetLimit, offsetLimit)
    }
}

extension ProfileHeaderConfiguration {
    /// The layout of the header at `offset` (`contentOffset.y + adjustedContentInset.top`, in points).
    @inlinable
    public func layout(at offset: Double) -> ProfileHeaderLayout {
        ProfileHeaderLayout(configuration: self, offset: offset)
    }
}
