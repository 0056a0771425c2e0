import Testing

@testable import ProfileHeaderCore

@Suite("Configuration")
struct ConfigurationTests {
    @Test("The twitter preset has the documented numbers and derives the collapsed height")
    func twitterPreset() {
        let c = ProfileHeaderConfiguration.twitter
        #expect(c.viewportWidth == 393)
        #expect(c.topSafeAreaInset == 59)
        #expect(c.barHeight == 44)
        #expect(c.collapsedHeight == 103)
        #expect(c.expandedHeight == 190)
        #expect(c.collapseDistance == 87)
        #expect(c.titleStartOffset == 139)
        #expect(c.blurStartOffset == 139)
        #expect(c.blurEndOffset == 172)
        #expect(c.avatarCollapsedScale == 0.5)
        #expect(c.blurCacheLevels == 10)
    }

    @Test("twitter(viewportWidth:topSafeAreaInset:) keeps a 3:1 banner under any safe area")
    func twitterForOtherDevices() throws {
        // iPhone SE (20 pt status bar), iPhone 16 Pro Max (62 pt), landscape (no top inset), iPad (50 pt bar).
        for (width, safeTop, bar) in [(375.0, 20.0, 44.0), (440.0, 62.0, 44.0), (874.0, 0.0, 32.0), (1024.0, 24.0, 50.0)] {
            let c = try ProfileHeaderConfiguration.twitter(viewportWidth: width, topSafeAreaInset: safeTop, barHeight: bar)
            #expect(c.collapsedHeight == safeTop + bar)
            #expect(c.expandedHeight == safeTop + width / 3)
            #expect(isClose(c.nameLabelContentY - c.expandedHeight, 52))
        }
        #expect(ProfileHeaderConfiguration.twitter == (try .twitter(viewportWidth: 393, topSafeAreaInset: 59)))
    }

    @Test("adapting to a rotation moves everything below the safe area with it")
    func adaptingToNewMetrics() throws {
        let portrait = ProfileHeaderConfiguration.twitter
        let landscape = try portrait.adapting(viewportWidth: 852, topSafeAreaInset: 0, barHeight: 32)
        #expect(landscape.collapsedHeight == 32)
        #expect(landscape.expandedHeight == 131)
        #expect(landscape.nameLabelContentY == 183)
        #expect(landscape.tabBarContentY == 361)
        #expect(landscape.avatarSize == portrait.avatarSize)
        // Back again gives the original.
        #expect(try landscape.adapting(viewportWidth: 393, topSafeAreaInset: 59, barHeight: 44) == portrait)
        // Metrics that leave nothing to collapse are refused, naming the field.
        #expect(throws: ConfigurationError(field: .expandedHeight, rule: .mustExceedCollapsedHeight)) {
            try portrait.adapting(viewportWidth: 393, topSafeAreaInset: 59, barHeight: 200)
        }
    }

    @Test("The seed 002 preset has the tutorial's constants")
    func thinkAndBuildPreset() {
        let c = ProfileHeaderConfiguration.thinkAndBuildTutorial
        #expect(c.collapseDistance == 40)  // offset_HeaderStop
        #expect(c.titleStartOffset == 95)  // offset_B_LabelHeader
        #expect(c.titleTravel == 35)  // distance_W_LabelHeader
        #expect(isClose(c.avatarCollapsedScale, 1 - 40 / 70 / 1.4))  // slowed down by 1.4
    }

    /// One invalid configuration per rule, with the error that must name it.
    struct Rejection: Sendable, CustomTestStringConvertible {
        let expected: ConfigurationError
        let build: @Sendable () throws -> ProfileHeaderConfiguration
        var testDescription: String { "\(expected.field) \(expected.rule)" }

        init(_ field: ConfigurationError.Field, _ rule: ConfigurationError.Rule,
             _ build: @escaping @Sendable () throws -> ProfileHeaderConfiguration) {
            expected = ConfigurationError(field: field, rule: rule)
            self.build = build
        }
    }

    static let rejections: [Rejection] = [
        Rejection(.viewportWidth, .mustBePositive) { try .init(viewportWidth: 0) },
        Rejection(.viewportWidth, .mustBeFinite) { try .init(viewportWidth: .nan) },
        Rejection(.viewportWidth, .mustBeFinite) { try .init(viewportWidth: .infinity) },
        Rejection(.topSafeAreaInset, .mustNotBeNegative) { try .init(topSafeAreaInset: -1) },
        Rejection(.topSafeAreaInset, .mustBeFinite) { try .init(topSafeAreaInset: .nan) },
        Rejection(.barHeight, .mustBePositive) { try .init(barHeight: 0) },
        Rejection(.barHeight, .mustBeFinite) { try .init(barHeight: -.infinity) },
        Rejection(.expandedHeight, .mustExceedCollapsedHeight) { try .init(expandedHeight: 103) },
        Rejection(.expandedHeight, .mustExceedCollapsedHeight) { try .init(expandedHeight: 50) },
        Rejection(.expandedHeight, .mustBeFinite) { try .init(expandedHeight: .infinity) },
        Rejection(.avatarSize, .mustBePositive) { try .init(avatarSize: -80) },
        Rejection(.avatarLeadingInset, .mustNotBeNegative) { try .init(avatarLeadingInset: -1) },
        Rejection(.avatarLeadingInset, .mustFitInViewportWidth) { try .init(avatarLeadingInset: 320) },
        Rejection(.avatarOverhang, .mustNotBeNegative) { try .init(avatarOverhang: -5) },
        Rejection(.avatarOverhang, .mustNotExceedAvatarSize) { try .init(avatarOverhang: 81) },
        Rejection(.bannerParallax, .mustBeWithinSupportedRange(lowerBound: 0, upperBound: 1)) { try .init(bannerParallax: -0.1) },
        Rejection(.bannerParallax, .mustBeWithinSupportedRange(lowerBound: 0, upperBound: 1)) { try .init(bannerParallax: 1.1) },
        Rejection(.bannerParallax, .mustBeFinite) { try .init(bannerParallax: .infinity) },
        Rejection(.stretchBlurDistance, .mustNotBeNegative) { try .init(stretchBlurDistance: -1) },
        Rejection(.stretchBlurDistance, .mustBeFinite) { try .init(stretchBlurDistance: .nan) },
        Rejection(.avatarCollapsedScale, .mustBeInZeroExclusiveToOne) { try .init(avatarCollapsedScale: 0) },
        Rejection(.avatarCollapsedScale, .mustBeInZeroExclusiveToOne) { try .init(avatarCollapsedScale: 1.5) },
        Rejection(.avatarCollapsedScale, .mustBeFinite) { try .init(avatarCollapsedScale: .nan) },
        Rejection(.nameLabelContentY, .mustNotBeAboveBannerBottom) { try .init(nameLabelContentY: 150) },
        Rejection(.titleHeight, .mustBePositive) { try .init(titleHeight: 0) },
        Rejection(.titleHeight, .mustNotExceedBarHeight) { try .init(titleHeight: 45) },
        Rejection(.titleHorizontalInset, .mustNotBeNegative) { try .init(titleHorizontalInset: -2) },
        Rejection(.titleHorizontalInset, .mustLeaveWidth) { try .init(titleHorizontalInset: 196.5) },
        Rejection(.titleTravel, .mustBePositive) { try .init(titleTravel: 0) },
        Rejection(.tabBarContentY, .mustNotBeAboveBannerBottom) { try .init(tabBarContentY: 189) },
        Rejection(.tabBarHeight, .mustNotBeNegative) { try .init(tabBarHeight: -44) },
        Rejection(.blurMaximumRadius, .mustNotBeNegative) { try .init(blurMaximumRadius: -1) },
        Rejection(.blurRangeStart, .mustBeFinite) { try .init(blurRange: .offsets(start: .nan, end: 10)) },
        Rejection(.blurRangeEnd, .mustBeFinite) { try .init(blurRange: .offsets(start: 0, end: .infinity)) },
        Rejection(.blurRangeEnd, .mustExceedRangeStart) { try .init(blurRange: .offsets(start: 100, end: 100)) },
        Rejection(.blurCacheLevels, .outOfSupportedRange(lowerBound: 1, upperBound: 64)) { try .init(blurCacheLevels: 0) },
        Rejection(.blurCacheLevels, .outOfSupportedRange(lowerBound: 1, upperBound: 64)) { try .init(blurCacheLevels: 65) },
        Rejection(.refreshThreshold, .mustBePositive) { try .init(refreshThreshold: 0) },
        Rejection(.refreshThreshold, .mustBeFinite) { try .init(refreshThreshold: .nan) },
        // Issue 12: magnitudes outside the supported ranges (lengths 0.01 … 1 000 000 or 0 … 1 000 000,
        // content positions within ± 1 000 000), each naming the range.
        Rejection(.viewportWidth, positiveLength) { try .init(viewportWidth: 1e305) },
        Rejection(.viewportWidth, positiveLength) { try .init(viewportWidth: 0.001) },
        Rejection(.topSafeAreaInset, length) { try .init(topSafeAreaInset: 1e7) },
        Rejection(.barHeight, positiveLength) { try .init(barHeight: 1e-301) },
        Rejection(.expandedHeight, positiveLength) { try .init(expandedHeight: 1e308) },
        Rejection(.avatarSize, positiveLength) { try .init(avatarSize: 0.005) },
        Rejection(.avatarLeadingInset, length) { try .init(avatarLeadingInset: 1e7) },
        Rejection(.avatarOverhang, length) { try .init(avatarOverhang: 1e7) },
        Rejection(.nameLabelContentY, position) { try .init(nameLabelContentY: 1e7) },
        Rejection(.titleHeight, positiveLength) { try .init(titleHeight: 1e-9) },
        Rejection(.titleHorizontalInset, length) { try .init(titleHorizontalInset: 1e7) },
        Rejection(.titleTravel, positiveLength) { try .init(titleTravel: 1e-15) },
        Rejection(.titleTravel, positiveLength) { try .init(titleTravel: 1e308) },
        Rejection(.tabBarContentY, position) { try .init(tabBarContentY: 1e7) },
        Rejection(.tabBarHeight, length) { try .init(tabBarHeight: 1e7) },
        Rejection(.blurMaximumRadius, length) { try .init(blurMaximumRadius: 1e7) },
        Rejection(.blurRangeStart, position) { try .init(blurRange: .offsets(start: -1e7, end: 10)) },
        Rejection(.blurRangeEnd, position) { try .init(blurRange: .offsets(start: 0, end: 1e7)) },
        Rejection(.refreshThreshold, positiveLength) { try .init(refreshThreshold: 1e7) },
    ]

    static let positiveLength = ValidationRule.mustBeWithinSupportedRange(lowerBound: 0.01, upperBound: 1_000_000)
    static let length = ValidationRule.mustBeWithinSupportedRange(lowerBound: 0, upperBound: 1_000_000)
    static let position = ValidationRule.mustBeWithinSupportedRange(lowerBound: -1_000_000, upperBound: 1_000_000)

    @Test("Each impossible value is rejected with a typed error naming its field and rule", arguments: rejections)
    func rejectsImpossibleValues(_ rejection: Rejection) {
        #expect(throws: rejection.expected) { try rejection.build() }
    }

    @Test("Every field of the configuration has at least one rejection test")
    func everyFieldIsCovered() {
        let covered = Set(Self.rejections.map(\.expected.field))
        for field in ConfigurationError.Field.allCases {
            #expect(covered.contains(field), "no rejection test for \(field)")
        }
    }

    @Test("Limits that are allowed are accepted: no safe area, no tab bar, no blur, a scale of 1")
    func acceptsBoundaryValues() throws {
        let c = try ProfileHeaderConfiguration(
            topSafeAreaInset: 0, expandedHeight: 44.5, avatarLeadingInset: 0, avatarOverhang: 80,
            avatarCollapsedScale: 1, nameLabelContentY: 44.5, titleHeight: 44, titleHorizontalInset: 0,
            tabBarContentY: 44.5, tabBarHeight: 0, blurMaximumRadius: 0, blurCacheLevels: 64
        )
        #expect(c.collapseDistance == 0.5)
        #expect(c.titleStartOffset == 0.5)
        // The ends of the supported ranges, and float noise in a measured inset, are accepted.
        let largest = try ProfileHeaderConfiguration(
            viewportWidth: 1_000_000, topSafeAreaInset: 1e-14, expandedHeight: 1_000_000, nameLabelContentY: 1_000_000,
            titleTravel: 1_000_000, tabBarContentY: 1_000_000, tabBarHeight: 1_000_000, blurMaximumRadius: 1_000_000,
            refreshThreshold: 1_000_000)
        #expect(largest.blurEndOffset > largest.blurStartOffset)
        let smallest = try ProfileHeaderConfiguration(
            viewportWidth: 0.01, topSafeAreaInset: 0, barHeight: 0.01, expandedHeight: 0.02, avatarSize: 0.01,
            avatarLeadingInset: 0, avatarOverhang: 0, nameLabelContentY: 0.02, titleHeight: 0.01, titleHorizontalInset: 0,
            titleTravel: 0.01, tabBarContentY: 0.02, refreshThreshold: 0.01)
        #expect(smallest.blurEndOffset > smallest.blurStartOffset)
    }
}

@Suite("Configuration edits")
struct ConfigurationEditTests {
    @Test("Resizing the banner moves the content below it; impossible heights are refused")
    func resizingBanner() throws {
        let taller = try ProfileHeaderConfiguration.twitter.resizingBanner(toExpandedHeight: 250)
        #expect(taller.expandedHeight == 250)
        #expect(taller.nameLabelContentY == 302 && taller.tabBarContentY == 480)
        #expect(taller.titleStartOffset == 302 - 103)
        let custom = try ProfileHeaderConfiguration(blurRange: .offsets(start: 100, end: 150))
        #expect(try custom.resizingBanner(toExpandedHeight: 200).blurStartOffset == 110)
        #expect(throws: ConfigurationError(field: .expandedHeight, rule: .mustExceedCollapsedHeight)) {
            try ProfileHeaderConfiguration.twitter.resizingBanner(toExpandedHeight: 90)
        }
        #expect(throws: ConfigurationError(field: .expandedHeight, rule: .mustBeFinite)) {
            try ProfileHeaderConfiguration.twitter.resizingBanner(toExpandedHeight: .nan)
        }
        #expect(try ProfileHeaderConfiguration.twitter.resizingBanner(toExpandedHeight: 190) == .twitter)
    }
}
