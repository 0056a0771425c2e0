/// Why a ``ProfileHeaderConfiguration`` was rejected: which field, and which rule it broke.
public struct ConfigurationError: Error, Equatable, Hashable, Sendable {
    /// The configuration field that holds the offending value.
    public var field: Field
    /// The rule that value breaks.
    public var rule: Rule

    /// Creates an error naming a field and a rule.
    public init(field: Field, rule: Rule) {
        self.field = field
        self.rule = rule
    }

    /// The fields of ``ProfileHeaderConfiguration``, by name.
    public enum Field: Equatable, Hashable, Sendable, CaseIterable {
        case viewportWidth
        case topSafeAreaInset
        case barHeight
        case expandedHeight
        case avatarSize
        case avatarLeadingInset
        case avatarOverhang
        case avatarCollapsedScale
        case nameLabelContentY
        case titleHeight
        case titleHorizontalInset
        case titleTravel
        case tabBarContentY
        case tabBarHeight
        case blurMaximumRadius
        case blurRangeStart
        case blurRangeEnd
        case blurCacheLevels
        case refreshThreshold
    }

    /// The rules a configuration value can break.
    public enum Rule: Equatable, Hashable, Sendable {
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
        /// The title is taller than the bar it is centred in.
        case mustNotExceedBarHeight
        /// The title's horizontal insets leave it no width (`2 × titleHorizontalInset ≥ viewportWidth`).
        case mustLeaveTitleWidth
        /// The end of a range is not after its start.
        case mustExceedRangeStart
        /// A count outside the supported range (see the field's documentation).
        case outOfSupportedRange(lowerBound: Int, upperBound: Int)
    }
}
