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

    /// The rules a configuration value can break (shared with the other configurations).
    public typealias Rule = ValidationRule
}
