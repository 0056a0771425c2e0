/// The rules a configuration value can break. Every configuration error names its field and one of these.
public enum ValidationRule: Equatable, Hashable, Sendable {
    /// The value is NaN or infinite.
    case mustBeFinite
    /// The value is below zero.
    case mustNotBeNegative
    /// The value is zero or below.
    case mustBePositive
    /// A scale outside `0 < scale ≤ 1`.
    case mustBeInZeroExclusiveToOne
    /// The expanded height does not exceed the collapsed height (`topSafeAreaInset + barHeight`),
    /// so the header would have nothing to collapse.
    case mustExceedCollapsedHeight
    /// A content position above the banner's bottom edge (`expandedHeight`).
    case mustNotBeAboveBannerBottom
    /// The avatar reaches past the viewport's trailing edge (`avatarLeadingInset + avatarSize > viewportWidth`).
    case mustFitInViewportWidth
    /// The avatar would not touch the banner (`avatarOverhang > avatarSize`).
    case mustNotExceedAvatarSize
    /// A height larger than the bar it belongs to (a title taller than its bar, a minimum visible
    /// height above the bar's height).
    case mustNotExceedBarHeight
    /// Insets on both sides leave no width (`2 × inset ≥` the width available: the title's in the
    /// viewport, the indicator's in the narrowest tab).
    case mustLeaveWidth
    /// The end of a range is not after its start.
    case mustExceedRangeStart
    /// A value in a list is not greater than the one before it.
    case mustBeIncreasing
    /// A list that must not be empty is empty.
    case mustNotBeEmpty
    /// A page with tabs whose content does not start below the tab bar (tabs need the header to draw
    /// the details and the tab bar: ``PageContentStart/belowTabBar``).
    case mustBeBelowTabBarWithTabs
    /// A setting that only a ``ShyBarsStacking/appBarLayout`` stack reads (scroll flags other than the
    /// default, margins), in a ``ShyBarsStacking/slidesUnder`` one.
    case requiresAppBarLayoutStacking
    /// A setting that an ``ShyBarsStacking/appBarLayout`` stack does not read (``ShyBar/isSticky``:
    /// there a bar without ``ShyBarScrollFlags/scroll`` stays).
    case notWithAppBarLayoutStacking
    /// Scroll flags that do nothing without another, as in Android (any flag without
    /// ``ShyBarScrollFlags/scroll``, ``ShyBarScrollFlags/enterAlwaysCollapsed`` without
    /// ``ShyBarScrollFlags/enterAlways``, ``ShyBarScrollFlags/snapMargins`` without
    /// ``ShyBarScrollFlags/snap``), or bits beyond the known flags.
    case requiresAnotherFlag
    /// A bar with ``ShyBarScrollFlags/scroll`` below a bar where the stack stops moving (one without
    /// ``ShyBarScrollFlags/scroll``, or with ``ShyBarScrollFlags/exitUntilCollapsed``): it could never scroll.
    case cannotScrollBelowAStop
    /// A count outside the supported range (see the field's documentation).
    case outOfSupportedRange(lowerBound: Int, upperBound: Int)
    /// A magnitude (points, seconds, a ratio) outside the supported range `lowerBound … upperBound`
    /// (see ``SupportedRange`` and the field's documentation): the range accepted is exactly
    /// `lowerBound … upperBound` — `0 … 1 000 000` for a length that may be zero, `0.01 … 1 000 000`
    /// for one that must be positive, `−1 000 000 … 1 000 000` for a content position.
    case mustBeWithinSupportedRange(lowerBound: Double, upperBound: Double)
}
