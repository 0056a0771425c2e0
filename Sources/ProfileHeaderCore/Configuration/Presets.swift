extension ProfileHeaderConfiguration {
    /// A profile resembling Twitter's (X) on an iPhone 16 Pro in portrait: 393 pt wide, 59 pt top
    /// safe area (Dynamic Island), 44 pt bar, so the header collapses to 103 pt. The banner is a
    /// 3:1 image under the status bar (59 + 131 = 190 pt); an 80 pt avatar hangs 40 pt below it and
    /// shrinks to half (40 pt) anchored at its bottom-leading corner, so its top is flush with the
    /// pinned header's bottom edge when it goes behind it (``avatarOverlapWhenPinned`` is 0); the name
    /// label starts 52 pt below the banner; the title travels 33 pt (half the bar plus half the title,
    /// so it starts just out of sight); the blur follows the title up to 20 pt over 10 cached levels;
    /// the tab bar starts 230 pt below the banner; a pull of 80 pt arms a refresh.
    public static var twitter: ProfileHeaderConfiguration {
        // The defaults of the initializer are this preset; they are checked by the test suite.
        try! ProfileHeaderConfiguration()
    }

    /// ``twitter`` for another device: the banner stays a 3:1 image under the given safe area, and
    /// everything below it moves with it.
    ///
    /// - Parameters:
    ///   - viewportWidth: the scroll view's width, in points.
    ///   - topSafeAreaInset: the top safe-area inset, in points (0 in landscape on most phones).
    ///   - barHeight: the navigation bar's height, in points (44 on iPhone, 50 on iPad).
    /// - Throws: ``ConfigurationError`` when the metrics are impossible (negative, NaN, …).
    public static func twitter(
        viewportWidth: Double,
        topSafeAreaInset: Double,
        barHeight: Double = 44
    ) throws(ConfigurationError) -> ProfileHeaderConfiguration {
        let bannerBottom = topSafeAreaInset + viewportWidth / 3
        return try ProfileHeaderConfiguration(
            viewportWidth: viewportWidth,
            topSafeAreaInset: topSafeAreaInset,
            barHeight: barHeight,
            expandedHeight: bannerBottom,
            nameLabelContentY: bannerBottom + 52,
            tabBarContentY: bannerBottom + 230
        )
    }

    /// The constants of the "Implementing the Twitter iOS App UI" tutorial (seed 002), so its
    /// formulas can be checked against ours: header stop 40 (a 104 pt header collapsing to
    /// 20 + 44 pt), label offset 95, white-label distance 35, avatar scale slowed down by 1.4
    /// (a 70 pt avatar reaching `1 − 40 / (70 × 1.4)` at the stop, anchored at its bottom centre),
    /// the blur cross-faded in step with the title, one blur level, no tab bar. Its collapsed avatar
    /// (about 41.4 pt) is taller than its 35 pt overhang, as in the tutorial, so about 6.4 pt of it
    /// vanish when it goes behind the pinned header (``avatarOverlapWhenPinned``).
    public static var thinkAndBuildTutorial: ProfileHeaderConfiguration {
        try! ProfileHeaderConfiguration(
            viewportWidth: 375,
            topSafeAreaInset: 20,
            barHeight: 44,
            expandedHeight: 104,
            stretchMode: .zoom,
            avatarSize: 70,
            avatarLeadingInset: 16,
            avatarOverhang: 35,
            avatarCollapsedScale: 1 - 40 / (70 * 1.4),
            avatarShrinkAnchor: .bottomCenter,
            nameLabelContentY: 95 + 64,
            titleHeight: 22,
            titleHorizontalInset: 56,
            titleTravel: 35,
            titleFadesIn: false,
            tabBarContentY: 104,
            tabBarHeight: 0,
            blurMaximumRadius: 10,
            blurRange: .followsTitle,
            blurCacheLevels: 1,
            refreshThreshold: 80
        )
    }
}
