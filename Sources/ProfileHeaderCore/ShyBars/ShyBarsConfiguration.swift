/// A stack of shy bars and their followers, and how they respond to scrolling; checked once when made.
///
/// The bars stack from ``stackTopInset`` downward in list order (the navigation bar first). While
/// the content scrolls toward its end the lowest bar hides first (sliding under the one above it),
/// then the next; while it scrolls back the top bar returns first. Because of that order, how much
/// each bar is hidden follows from one number, the total hidden distance, which is all the state
/// the engine keeps about the bars.
public struct ShyBarsConfiguration: Equatable, Hashable, Sendable {
    /// The bars from the top down. At least one, at most ``SupportedRange/maximumCount`` (100 000).
    public let bars: [ShyBar]
    /// The order the bars hide and come back in: TLYShyNavBar's (``ShyBarsStacking/slidesUnder``,
    /// the default) or Android's `AppBarLayout` with each bar's scroll flags (``ShyBarsStacking/appBarLayout``).
    public let stacking: ShyBarsStacking
    /// Views at the bottom edge that slide down as the bars slide up, in proportion. At most
    /// ``SupportedRange/maximumCount`` (100 000).
    public let followers: [ShyFollower]
    /// Where the first bar's top edge sits at rest, in viewport points (usually the top safe-area
    /// inset, so the bar slides under the status bar). `0 … 1 000 000`.
    public let stackTopInset: Double
    /// Points of scrolling back toward the top before hidden bars start to return (TLYShyNavBar's
    /// default, 200). Reset when the direction changes. `0 … 1 000 000`.
    public let expansionResistance: Double
    /// Points of scrolling toward the end before shown bars start to hide (default 0).
    /// `0 … 1 000 000`.
    public let contractionResistance: Double
    /// Whether a stack left part-way when the finger lifts settles: as a whole, every bar shown or
    /// every bar hidden (``ShyBarsStacking/slidesUnder``), or by the flags of the bar the release
    /// leaves part-way hidden (``ShyBarsStacking/appBarLayout``: only a bar with
    /// ``ShyBarScrollFlags/snap``). Without it the bars stay where the scroll left them.
    public let snapsOnRelease: Bool
    /// The deceleration used to project a release velocity when choosing where to snap.
    public let decelerationRate: DecelerationRate
    /// What the bars do when their screen appears.
    public let appearPolicy: ShyBarsPolicy
    /// What the bars do when the app returns to the foreground.
    public let foregroundPolicy: ShyBarsPolicy

    /// How far the stack can hide in all, in points: the sum of the bars' ``ShyBar/hideableHeight``.
    public var totalHideableDistance: Double { geometry.totalHideableDistance }
    /// Total height of the stack at rest, in points (margins included).
    public let stackHeight: Double
    /// Where each bar goes, derived once and shared by every layout.
    let geometry: ShyBarsGeometry

    /// Creates a validated configuration.
    ///
    /// - Throws: ``ShyBarsConfigurationError`` naming the first offending field (and bar or follower index).
    @inline(never)  // made rarely and called from many places: one copy
    public init(
        bars: [ShyBar],
        stacking: ShyBarsStacking = .slidesUnder,
        followers: [ShyFollower] = [],
        stackTopInset: Double,
        expansionResistance: Double = 200,
        contractionResistance: Double = 0,
        snapsOnRelease: Bool = true,
        decelerationRate: DecelerationRate = .normal,
        appearPolicy: ShyBarsPolicy = .expand,
        foregroundPolicy: ShyBarsPolicy = .expand
    ) throws(ShyBarsConfigurationError) {
        guard !bars.isEmpty else { throw ShyBarsConfigurationError(field: .bars, rule: .mustNotBeEmpty) }
        guard bars.count <= SupportedRange.maximumCount else {
            throw ShyBarsConfigurationError(field: .bars, rule: .outOfSupportedRange(lowerBound: 1, upperBound: SupportedRange.maximumCount))
        }
        guard followers.count <= SupportedRange.maximumCount else {
            throw ShyBarsConfigurationError(field: .followers, rule: .outOfSupportedRange(lowerBound: 0, upperBound: SupportedRange.maximumCount))
        }
        try requireLength(stackTopInset, ShyBarsConfigurationError.maker(.stackTopInset))
        var stackHeight = 0.0
        for index in bars.indices {
            let bar = bars[index]
            try requirePositiveLength(bar.height, ShyBarsConfigurationError.maker(.barHeight, index))
            try requireLength(bar.minimumVisibleHeight, ShyBarsConfigurationError.maker(.barMinimumVisibleHeight, index))
            guard bar.minimumVisibleHeight <= bar.height else {
                throw ShyBarsConfigurationError(field: .barMinimumVisibleHeight, index: index, rule: .mustNotExceedBarHeight)
            }
            if case let .shrink(minimumScale) = bar.contentScale, !(minimumScale > 0 && minimumScale <= 1) {
                throw ShyBarsConfigurationError(field: .barContentScale, index: index, rule: .mustBeInZeroExclusiveToOne)
            }
            try requireLength(bar.topMargin, ShyBarsConfigurationError.maker(.barTopMargin, index))
            try requireLength(bar.bottomMargin, ShyBarsConfigurationError.maker(.barBottomMargin, index))
            try Self.validateStacking(stacking, bars: bars, index: index)
            stackHeight += bar.topMargin + bar.height + bar.bottomMargin
        }
        for index in followers.indices {
            try requireLength(followers[index].height, ShyBarsConfigurationError.maker(.followerHeight, index))
        }
        try requireLength(expansionResistance, ShyBarsConfigurationError.maker(.expansionResistance))
        try requireLength(contractionResistance, ShyBarsConfigurationError.maker(.contractionResistance))

        self.bars = bars
        self.stacking = stacking
        self.followers = followers
        self.stackTopInset = stackTopInset
        self.expansionResistance = expansionResistance
        self.contractionResistance = contractionResistance
        self.snapsOnRelease = snapsOnRelease
        self.decelerationRate = decelerationRate
        self.appearPolicy = appearPolicy
        self.foregroundPolicy = foregroundPolicy
        self.stackHeight = stackHeight
        self.geometry = ShyBarsGeometry(bars: bars, stacking: stacking, followerHeights: followers.map { $0.height },
                                        stackTopInset: stackTopInset)
    }

    /// Bar `index`'s settings that belong to the other stacking, and its scroll flags' own rules.
    private static func validateStacking(_ stacking: ShyBarsStacking, bars: [ShyBar], index: Int) throws(ShyBarsConfigurationError) {
        let bar = bars[index]
        let flags = bar.scrollFlags
        switch stacking {
        case .slidesUnder:
            guard flags == .quickReturn else {
                throw ShyBarsConfigurationError(field: .barScrollFlags, index: index, rule: .requiresAppBarLayoutStacking)
            }
            guard bar.topMargin == 0 else {
                throw ShyBarsConfigurationError(field: .barTopMargin, index: index, rule: .requiresAppBarLayoutStacking)
            }
            guard bar.bottomMargin == 0 else {
                throw ShyBarsConfigurationError(field: .barBottomMargin, index: index, rule: .requiresAppBarLayoutStacking)
            }
        case .appBarLayout:
            guard !bar.isSticky else {
                throw ShyBarsConfigurationError(field: .barIsSticky, index: index, rule: .notWithAppBarLayoutStacking)
            }
            guard !flags.needsAnotherFlag else {
                throw ShyBarsConfigurationError(field: .barScrollFlags, index: index, rule: .requiresAnotherFlag)
            }
            if flags.contains(.scroll), index > 0 {
                let above = bars[index - 1].scrollFlags
                if !above.contains(.scroll) || above.contains(.exitUntilCollapsed) {
                    throw ShyBarsConfigurationError(field: .barScrollFlags, index: index, rule: .cannotScrollBelowAStop)
                }
            }
        }
    }

    /// A navigation bar that slides away under the status bar, like TLYShyNavBar's default, with an
    /// optional extension view under it and an optional bottom bar that follows.
    ///
    /// - Parameters:
    ///   - topSafeAreaInset: the top safe-area inset, in points; the bar slides under it.
    ///   - navigationBarHeight: the navigation bar's height, in points (44 on iPhone).
    ///   - extensionHeight: the height of an extension view under the bar, or 0 for none.
    ///   - followerHeight: the height of a bottom tab bar or toolbar (bottom safe area included), or 0.
    public static func navigationBar(
        topSafeAreaInset: Double,
        navigationBarHeight: Double = 44,
        extensionHeight: Double = 0,
        followerHeight: Double = 0
    ) throws(ShyBarsConfigurationError) -> ShyBarsConfiguration {
        try navigationBar(topSafeAreaInset: topSafeAreaInset, navigationBarHeight: navigationBarHeight,
                          extensionHeight: extensionHeight, followerHeights: followerHeight != 0 ? [followerHeight] : [])
    }

    /// The same, made from a measurement of the bars as the platform lays them out.
    public static func navigationBar(_ measurement: ShyBarsMeasurement) throws(ShyBarsConfigurationError) -> ShyBarsConfiguration {
        try navigationBar(topSafeAreaInset: measurement.topSafeAreaInset, navigationBarHeight: measurement.navigationBarHeight,
                          extensionHeight: measurement.extensionHeight, followerHeights: measurement.followerHeights)
    }

    /// The same with any number of followers, one height each (bottom safe area included; see
    /// ``ShyFollower/init(top:bottomEdge:)``), in the order of the views they stand for: follower
    /// `i` of the layout is the `i`-th height, so every follower moves.
    public static func navigationBar(
        topSafeAreaInset: Double,
        navigationBarHeight: Double = 44,
        extensionHeight: Double = 0,
        followerHeights: [Double]
    ) throws(ShyBarsConfigurationError) -> ShyBarsConfiguration {
        var bars = [ShyBar(height: navigationBarHeight)]
        if extensionHeight != 0 { bars.append(ShyBar(height: extensionHeight, fade: .wholeBar)) }
        return try ShyBarsConfiguration(
            bars: bars,
            followers: followerHeights.map { ShyFollower(height: $0) },
            stackTopInset: topSafeAreaInset
        )
    }
}

/// Why a ``ShyBarsConfiguration`` was rejected (`index` names the bar or follower).
public typealias ShyBarsConfigurationError = ValidationError<ShyBarsField>

/// The fields of a shy bars configuration.
public enum ShyBarsField: Equatable, Hashable, Sendable, CaseIterable {
    case bars
    case barHeight
    case barMinimumVisibleHeight
    case barContentScale
    /// A bar's ``ShyBar/isSticky``.
    case barIsSticky
    /// A bar's ``ShyBar/scrollFlags``.
    case barScrollFlags
    /// A bar's ``ShyBar/topMargin``.
    case barTopMargin
    /// A bar's ``ShyBar/bottomMargin``.
    case barBottomMargin
    /// The list of followers (too long).
    case followers
    case followerHeight
    case stackTopInset
    case expansionResistance
    case contractionResistance
}
