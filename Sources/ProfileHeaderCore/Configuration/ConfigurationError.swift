/// Why a ``ProfileHeaderConfiguration`` was rejected.
public typealias ConfigurationError = ValidationError<ProfileHeaderField>

/// The fields of ``ProfileHeaderConfiguration``, by name.
public enum ProfileHeaderField: Equatable, Hashable, Sendable, CaseIterable {
    case viewportWidth
    case topSafeAreaInset
    case barHeight
    case expandedHeight
    case bannerParallax
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
    case stretchBlurDistance
    case refreshThreshold
}
