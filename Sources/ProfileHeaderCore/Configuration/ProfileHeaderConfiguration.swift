/// Everything the engine needs to know about a profile header, checked once when it is made.
///
/// Units are points, y grows downward, and content positions (`…ContentY`) are measured from
/// the top of the scroll view's content, which sits at the top of the viewport when the
/// offset is 0. The collapsed height is derived (`topSafeAreaInset + barHeight`), never a
/// constant, so notch, Dynamic Island, landscape and iPad metrics come from the device: rebuild
/// the configuration with ``adapting(viewportWidth:topSafeAreaInset:barHeight:)`` when they change.
///
/// Every initializer validates; an impossible value throws a ``ConfigurationError`` naming the
/// field and the rule, so a configuration that exists is always one the layout can honour. Sizes
/// and positions must lie in the ranges of ``SupportedRange`` (lengths `0.01 … 1 000 000` points,
/// or `0 … 1 000 000` where a field may be 0; content positions within `± 1 000 000`), far beyond any screen,
/// so that every output of the layout is finite.
public struct ProfileHeaderConfiguration: Equatable, Hashable, Sendable {
    /// Width of the scroll view's frame, in points. `0.01 … 1 000 000`.
    public let viewportWidth: Double
    /// Top safe-area inset (status bar, notch or Dynamic Island), in points. `0 … 1 000 000`.
    public let topSafeAreaInset: Double
    /// Height of the navigation bar the header collapses into, below the safe area, in points.
    /// `0.01 … 1 000 000`.
    public let barHeight: Double
    /// Height of the banner at rest, from the top of the viewport (status bar included), in points.
    /// `> collapsedHeight`, at most `1 000 000`.
    public let expandedHeight: Double
    /// How the banner responds to a pull-down.
    public let stretchMode: StretchMode
    /// How much the banner lags the content while the header collapses (parallax), as a fraction of
    /// the content's movement: 0 moves it with the content, 0.5 at half the content's speed (the
    /// default multiplier of Android's CollapsingToolbarLayout in parallax mode), 1 holds it still
    /// while the header's bottom edge closes over it. `0 … 1`.
    public let bannerParallax: Double

    /// Side of the (square) avatar at rest, in points. `0.01 … 1 000 000`.
    public let avatarSize: Double
    /// Distance from the viewport's leading edge to the avatar at rest, in points.
    /// `0 … 1 000 000`, and `avatarLeadingInset + avatarSize ≤ viewportWidth`.
    public let avatarLeadingInset: Double
    /// How far the avatar's bottom edge sits below the banner's bottom edge at rest, in points.
    /// `0 … avatarSize`.
    public let avatarOverhang: Double
    /// The avatar's scale once the header is collapsed, relative to ``avatarSize``. `0 < scale ≤ 1`.
    /// Keep `avatarSize × avatarCollapsedScale ≤ avatarOverhang`, so that the collapsed avatar's top
    /// edge is flush with (or below) the pinned header's bottom edge when it goes behind the header;
    /// otherwise the part above that edge vanishes in one frame (``avatarOverlapWhenPinned``).
    public let avatarCollapsedScale: Double
    /// The point of the avatar that stays put while it shrinks.
    public let avatarShrinkAnchor: AvatarShrinkAnchor

    /// Content position of the top of the name label in the profile, in points. When it scrolls
    /// up to the collapsed header's bottom edge, the bar title starts to arrive.
    /// `expandedHeight … 1 000 000`.
    public let nameLabelContentY: Double
    /// Height of the bar title's frame, in points. `0.01 … barHeight`.
    public let titleHeight: Double
    /// Inset of the bar title's frame from both side edges of the viewport, in points (room for bar
    /// buttons). `0 … 1 000 000`, and `2 × titleHorizontalInset < viewportWidth`.
    public let titleHorizontalInset: Double
    /// How far below the bar's centre the title starts, which is also how many points of scrolling
    /// bring it to the centre. `0.01 … 1 000 000`.
    public let titleTravel: Double
    /// When true the title fades in as it arrives; when false it is opaque and only the header's
    /// clip hides it.
    public let titleFadesIn: Bool

    /// Content position of the top of the tab bar, in points. `expandedHeight … 1 000 000`.
    public let tabBarContentY: Double
    /// Height of the tab bar, in points; 0 when the profile has none. `0 … 1 000 000`.
    public let tabBarHeight: Double

    /// Blur radius of the banner when fully blurred, in points. `0 … 1 000 000`.
    public let blurMaximumRadius: Double
    /// The offsets over which the blur goes from none to ``blurMaximumRadius``.
    public let blurRange: BlurRange
    /// Number of pre-blurred banner images an adapter may cache (seed 000 uses 10); the layout names
    /// the two levels to cross-fade. Level 0 is the sharp banner, level `n` is fully blurred. `1 … 64`.
    public let blurCacheLevels: Int

    /// Pull distance, in points of stretch, at which a refresh is armed. `0.01 … 1 000 000`.
    public let refreshThreshold: Double

    // Derived once here, so one frame's layout does no more than it must.

    /// Height of the header once pinned: `topSafeAreaInset + barHeight`, in points.
    public let collapsedHeight: Double
    /// Offset over which the header collapses: `expandedHeight − collapsedHeight`, in points, `> 0`.
    public let collapseDistance: Double
    /// Offset at which the name label reaches the collapsed header's bottom edge and the title starts
    /// to arrive: `nameLabelContentY − collapsedHeight`, in points, `≥ collapseDistance`.
    public let titleStartOffset: Double
    /// Offset at which the blur starts, in points.
    public let blurStartOffset: Double
    /// Offset at which the blur reaches its maximum, in points, `> blurStartOffset`.
    public let blurEndOffset: Double

    /// The pull, in points of stretch, over which the banner blurs from sharp to
    /// ``blurMaximumRadius`` while stretched (Flutter's `StretchMode.blurBackground`); 0 keeps it
    /// sharp while pulled. Combines with every ``StretchMode``. 0, or `0.01 … 1 000 000`.
    public let stretchBlurDistance: Double

    /// How far the collapsed avatar reaches above the header's bottom edge at the pin point, in
    /// points, `≥ 0`: that much of it disappears in one frame when it goes behind the pinned header.
    /// 0 means it slides behind without a jump. `max(0, avatarSize × avatarCollapsedScale − avatarOverhang)`.
    public var avatarOverlapWhenPinned: Double {
        max(0, avatarSize * avatarCollapsedScale - avatarOverhang)
    }

    /// Creates a validated configuration. Defaults are those of ``twitter``.
    ///
    /// - Throws: ``ConfigurationError`` naming the first field, in declaration order, that breaks a rule.
    @inline(never)  // made rarely and called from many places: one copy
    public init(
        viewportWidth: Double = 393,
        topSafeAreaInset: Double = 59,
        barHeight: Double = 44,
        expandedHeight: Double = 190,
        stretchMode: StretchMode = .zoom,
        bannerParallax: Double = 0,
        avatarSize: Double = 80,
        avatarLeadingInset: Double = 16,
        avatarOverhang: Double = 40,
        avatarCollapsedScale: Double = 0.5,
        avatarShrinkAnchor: AvatarShrinkAnchor = .bottomLeading,
        nameLabelContentY: Double = 242,
        titleHeight: Double = 22,
        titleHorizontalInset: Double = 56,
        titleTravel: Double = 33,
        titleFadesIn: Bool = false,
        tabBarContentY: Double = 420,
        tabBarHeight: Double = 44,
        blurMaximumRadius: Double = 20,
        blurRange: BlurRange = .followsTitle,
        blurCacheLevels: Int = 10,
        stretchBlurDistance: Double = 0,
        refreshThreshold: Double = 80
    ) throws(ConfigurationError) {
        try requirePositiveLength(viewportWidth, ConfigurationError.maker(.viewportWidth))
        try requireLength(topSafeAreaInset, ConfigurationError.maker(.topSafeAreaInset))
        try requirePositiveLength(barHeight, ConfigurationError.maker(.barHeight))
        try requireFinite(expandedHeight, ConfigurationError.maker(.expandedHeight))
        let collapsedHeight = topSafeAreaInset + barHeight
        guard expandedHeight > collapsedHeight else {
            throw ConfigurationError(field: .expandedHeight, rule: .mustExceedCollapsedHeight)
        }
        try requirePositiveLength(expandedHeight, ConfigurationError.maker(.expandedHeight))
        try requireFinite(bannerParallax, ConfigurationError.maker(.bannerParallax))
        guard bannerParallax >= 0, bannerParallax <= 1 else {
            throw ConfigurationError(field: .bannerParallax, rule: .mustBeWithinSupportedRange(lowerBound: 0, upperBound: 1))
        }

        try requirePositiveLength(avatarSize, ConfigurationError.maker(.avatarSize))
        try requireLength(avatarLeadingInset, ConfigurationError.maker(.avatarLeadingInset))
        guard avatarLeadingInset + avatarSize <= viewportWidth else {
            throw ConfigurationError(field: .avatarLeadingInset, rule: .mustFitInViewportWidth)
        }
        try requireLength(avatarOverhang, ConfigurationError.maker(.avatarOverhang))
        guard avatarOverhang <= avatarSize else {
            throw ConfigurationError(field: .avatarOverhang, rule: .mustNotExceedAvatarSize)
        }
        try requireFinite(avatarCollapsedScale, ConfigurationError.maker(.avatarCollapsedScale))
        guard avatarCollapsedScale > 0, avatarCollapsedScale <= 1 else {
            throw ConfigurationError(field: .avatarCollapsedScale, rule: .mustBeInZeroExclusiveToOne)
        }

        try Self.requireNotAboveBanner(nameLabelContentY, expandedHeight, .nameLabelContentY)
        try requirePositiveLength(titleHeight, ConfigurationError.maker(.titleHeight))
        guard titleHeight <= barHeight else {
            throw ConfigurationError(field: .titleHeight, rule: .mustNotExceedBarHeight)
        }
        try requireLength(titleHorizontalInset, ConfigurationError.maker(.titleHorizontalInset))
        guard 2 * titleHorizontalInset < viewportWidth else {
            throw ConfigurationError(field: .titleHorizontalInset, rule: .mustLeaveWidth)
        }
        try requirePositiveLength(titleTravel, ConfigurationError.maker(.titleTravel))

        try Self.requireNotAboveBanner(tabBarContentY, expandedHeight, .tabBarContentY)
        try requireLength(tabBarHeight, ConfigurationError.maker(.tabBarHeight))

        try requireLength(blurMaximumRadius, ConfigurationError.maker(.blurMaximumRadius))
        let titleStartOffset = nameLabelContentY - collapsedHeight
        let blurStartOffset: Double
        let blurEndOffset: Double
        switch blurRange {
        case .followsTitle:
            blurStartOffset = titleStartOffset
            blurEndOffset = titleStartOffset + titleTravel
        case let .offsets(start, end):
            try requirePosition(start, ConfigurationError.maker(.blurRangeStart))
            try requirePosition(end, ConfigurationError.maker(.blurRangeEnd))
            guard end > start else {
                throw ConfigurationError(field: .blurRangeEnd, rule: .mustExceedRangeStart)
            }
            blurStartOffset = start
            blurEndOffset = end
        }
        guard blurCacheLevels >= 1, blurCacheLevels <= 64 else {
            throw ConfigurationError(field: .blurCacheLevels, rule: .outOfSupportedRange(lowerBound: 1, upperBound: 64))
        }
        // 0 is off; any other distance is a length that must be positive (0.01 … 1 000 000).
        try requireLength(stretchBlurDistance, ConfigurationError.maker(.stretchBlurDistance))
        if stretchBlurDistance != 0 {
            try requirePositiveLength(stretchBlurDistance, ConfigurationError.maker(.stretchBlurDistance))
        }

        try requirePositiveLength(refreshThreshold, ConfigurationError.maker(.refreshThreshold))

        self.viewportWidth = viewportWidth
        self.topSafeAreaInset = topSafeAreaInset
        self.barHeight = barHeight
        self.expandedHeight = expandedHeight
        self.stretchMode = stretchMode
        self.bannerParallax = bannerParallax
        self.avatarSize = avatarSize
        self.avatarLeadingInset = avatarLeadingInset
        self.avatarOverhang = avatarOverhang
        self.avatarCollapsedScale = avatarCollapsedScale
        self.avatarShrinkAnchor = avatarShrinkAnchor
        self.nameLabelContentY = nameLabelContentY
        self.titleHeight = titleHeight
        self.titleHorizontalInset = titleHorizontalInset
        self.titleTravel = titleTravel
        self.titleFadesIn = titleFadesIn
        self.tabBarContentY = tabBarContentY
        self.tabBarHeight = tabBarHeight
        self.blurMaximumRadius = blurMaximumRadius
        self.blurRange = blurRange
        self.blurCacheLevels = blurCacheLevels
        self.stretchBlurDistance = stretchBlurDistance
        self.refreshThreshold = refreshThreshold
        self.collapsedHeight = collapsedHeight
        self.collapseDistance = expandedHeight - collapsedHeight
        self.titleStartOffset = titleStartOffset
        self.blurStartOffset = blurStartOffset
        self.blurEndOffset = blurEndOffset
    }

    /// The same configuration for new device metrics (rotation, a different phone, Dynamic Type
    /// changing the bar height). The banner keeps its height below the safe area, so
    /// `expandedHeight`, `nameLabelContentY` and `tabBarContentY` move with the safe-area change.
    ///
    /// - Throws: ``ConfigurationError`` when the new metrics make the configuration impossible.
    public func adapting(
        viewportWidth: Double,
        topSafeAreaInset: Double,
        barHeight: Double? = nil
    ) throws(ConfigurationError) -> ProfileHeaderConfiguration {
        let shift = topSafeAreaInset - self.topSafeAreaInset
        return try replacing(
            viewportWidth: viewportWidth, topSafeAreaInset: topSafeAreaInset, barHeight: barHeight,
            expandedHeight: expandedHeight + shift, contentShift: shift
        )
    }

    /// The same profile with a taller or shorter banner: the content below it (name label, tab bar,
    /// a custom blur range) moves with the banner's bottom edge.
    ///
    /// - Throws: ``ConfigurationError`` when the new height is impossible (not above the collapsed
    ///   height, not finite).
    public func resizingBanner(toExpandedHeight newHeight: Double) throws(ConfigurationError) -> ProfileHeaderConfiguration {
        try replacing(expandedHeight: newHeight, contentShift: newHeight - expandedHeight)
    }

    /// The same configuration for Reduce Motion: the banner grows instead of zooming when pulled.
    /// Everything else is unchanged — the avatar still shrinks, because its size follows the finger
    /// (no motion of its own) and a full-size avatar would lose its top half at once when it goes
    /// behind the pinned header (``avatarOverlapWhenPinned``).
    @inline(never)  // one copy, shared by every caller
    public func reducingMotion() -> ProfileHeaderConfiguration {
        // Valid by construction: only the stretch mode changes, to a valid value.
        try! replacing(stretchMode: stretchMode == .zoom ? .grow : stretchMode)
    }

    /// This configuration with some values replaced, validated again. `contentShift` moves every
    /// content position below the banner (name label, tab bar, a custom blur range) by that many points.
    /// `avatarLeadingInset`, `titleHeight`, `titleHorizontalInset`, `nameLabelContentY`, `tabBarContentY` and `tabBarHeight`,
    /// when given, are used as they are (what a page measured), not shifted.
    @inline(never)  // one copy, shared by every caller
    func replacing(
        viewportWidth: Double? = nil, topSafeAreaInset: Double? = nil, barHeight: Double? = nil,
        expandedHeight: Double? = nil, stretchMode: StretchMode? = nil, avatarLeadingInset: Double? = nil,
        avatarCollapsedScale: Double? = nil, titleHeight: Double? = nil, titleHorizontalInset: Double? = nil,
        titleTravel: Double? = nil, nameLabelContentY: Double? = nil, tabBarContentY: Double? = nil, tabBarHeight: Double? = nil, contentShift: Double = 0
    ) throws(ConfigurationError) -> ProfileHeaderConfiguration {
        let blur: BlurRange
        switch blurRange {
        case .followsTitle: blur = .followsTitle
        case let .offsets(start, end): blur = .offsets(start: start + contentShift, end: end + contentShift)
        }
        return try ProfileHeaderConfiguration(
            viewportWidth: viewportWidth ?? self.viewportWidth,
            topSafeAreaInset: topSafeAreaInset ?? self.topSafeAreaInset,
            barHeight: barHeight ?? self.barHeight,
            expandedHeight: expandedHeight ?? self.expandedHeight,
            stretchMode: stretchMode ?? self.stretchMode,
            bannerParallax: bannerParallax,
            avatarSize: avatarSize,
            avatarLeadingInset: avatarLeadingInset ?? self.avatarLeadingInset,
            avatarOverhang: avatarOverhang,
            avatarCollapsedScale: avatarCollapsedScale ?? self.avatarCollapsedScale,
            avatarShrinkAnchor: avatarShrinkAnchor,
            nameLabelContentY: nameLabelContentY ?? self.nameLabelContentY + contentShift,
            titleHeight: titleHeight ?? self.titleHeight,
            titleHorizontalInset: titleHorizontalInset ?? self.titleHorizontalInset,
            titleTravel: titleTravel ?? self.titleTravel,
            titleFadesIn: titleFadesIn,
            tabBarContentY: tabBarContentY ?? self.tabBarContentY + contentShift,
            tabBarHeight: tabBarHeight ?? self.tabBarHeight,
            blurMaximumRadius: blurMaximumRadius,
            blurRange: blur,
            blurCacheLevels: blurCacheLevels,
            stretchBlurDistance: stretchBlurDistance,
            refreshThreshold: refreshThreshold
        )
    }

    // MARK: - Validation

    private static func requireNotAboveBanner(
        _ value: Double, _ expandedHeight: Double, _ field: ConfigurationError.Field
    ) throws(ConfigurationError) {
        try requirePosition(value, ConfigurationError.maker(field))
        guard value >= expandedHeight else { throw ConfigurationError(field: field, rule: .mustNotBeAboveBannerBottom) }
    }
}
