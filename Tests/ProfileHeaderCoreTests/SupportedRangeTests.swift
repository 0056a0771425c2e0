import PropertyBased
import Testing

@testable import ProfileHeaderCore

// Issue 12 (D, and the engine's halves of C and E): values the validation accepts never give inf or
// NaN. Magnitudes in a configuration are checked against `SupportedRange`; per-frame inputs are
// never rejected, and the arithmetic on them stays finite.

private let lengthRange = ValidationRule.mustBeWithinSupportedRange(
    lowerBound: SupportedRange.minimumPositiveLength, upperBound: SupportedRange.maximumLength)
private let nonNegativeRange = ValidationRule.mustBeWithinSupportedRange(
    lowerBound: 0, upperBound: SupportedRange.maximumLength)
private let positionRange = ValidationRule.mustBeWithinSupportedRange(
    lowerBound: -SupportedRange.maximumLength, upperBound: SupportedRange.maximumLength)
private let durationRange = ValidationRule.mustBeWithinSupportedRange(
    lowerBound: SupportedRange.minimumPositiveDuration, upperBound: SupportedRange.maximumDuration)
private let ratioRange = ValidationRule.mustBeWithinSupportedRange(
    lowerBound: SupportedRange.minimumPositiveRatio, upperBound: SupportedRange.maximumRatio)
private let countRange = ValidationRule.outOfSupportedRange(lowerBound: 1, upperBound: SupportedRange.maximumCount)

private func allFinite(_ rect: Rect) -> Bool { rect.isFinite }

@Suite("Supported ranges (issue 12)")
struct SupportedRangeTests {
    // MARK: - The profile header

    @Test("A bar 1e-301 tall under a banner 2e-301 tall is refused (it zoomed to an infinite banner)")
    func subnormalBarIsRefused() {
        #expect(throws: ConfigurationError(field: .barHeight, rule: lengthRange)) {
            try ProfileHeaderConfiguration(topSafeAreaInset: 0, barHeight: 1e-301, expandedHeight: 2e-301,
                                           avatarSize: 1e-301, avatarLeadingInset: 0, avatarOverhang: 0,
                                           nameLabelContentY: 2e-301, titleHeight: 1e-301, titleHorizontalInset: 0,
                                           tabBarContentY: 2e-301)
        }
    }

    @Test("A viewport 1e305 wide is refused (the pulled banner was infinitely wide)")
    func hugeViewportIsRefused() {
        #expect(throws: ConfigurationError(field: .viewportWidth, rule: lengthRange)) {
            try ProfileHeaderConfiguration(viewportWidth: 1e305)
        }
    }

    @Test("A banner or title travel of 1e308 is refused (the title frame was infinite)")
    func hugeBannerAndTravelAreRefused() {
        #expect(throws: ConfigurationError(field: .expandedHeight, rule: lengthRange)) {
            try ProfileHeaderConfiguration(expandedHeight: 1e308, nameLabelContentY: 1e308, tabBarContentY: 1e308)
        }
        #expect(throws: ConfigurationError(field: .titleTravel, rule: lengthRange)) {
            try ProfileHeaderConfiguration(titleTravel: 1e308)
        }
    }

    @Test("titleTravel 1e-15 is refused: the blur range it follows would be empty (end = start)")
    func tinyTitleTravelIsRefused() {
        #expect(throws: ConfigurationError(field: .titleTravel, rule: lengthRange)) {
            try ProfileHeaderConfiguration(titleTravel: 1e-15)
        }
        let smallest = try? ProfileHeaderConfiguration(nameLabelContentY: SupportedRange.maximumLength,
                                                       titleTravel: SupportedRange.minimumPositiveLength)
        #expect(smallest.map { $0.blurEndOffset > $0.blurStartOffset } == true)
    }

    @Test("Every magnitude field of the profile header names its supported range")
    func profileHeaderRanges() {
        let cases: [(ConfigurationError, () throws(ConfigurationError) -> ProfileHeaderConfiguration)] = [
            (.init(field: .viewportWidth, rule: lengthRange), { () throws(ConfigurationError) in try .init(viewportWidth: 0.001) }),
            (.init(field: .topSafeAreaInset, rule: nonNegativeRange), { () throws(ConfigurationError) in try .init(topSafeAreaInset: 2e6) }),
            (.init(field: .barHeight, rule: lengthRange), { () throws(ConfigurationError) in try .init(barHeight: 2e6) }),
            (.init(field: .avatarSize, rule: lengthRange), { () throws(ConfigurationError) in try .init(avatarSize: 1e-9) }),
            (.init(field: .avatarLeadingInset, rule: nonNegativeRange), { () throws(ConfigurationError) in try .init(avatarLeadingInset: 2e6) }),
            (.init(field: .avatarOverhang, rule: nonNegativeRange), { () throws(ConfigurationError) in try .init(avatarOverhang: 1e300) }),
            (.init(field: .nameLabelContentY, rule: positionRange), { () throws(ConfigurationError) in try .init(nameLabelContentY: 1e300) }),
            (.init(field: .titleHeight, rule: lengthRange), { () throws(ConfigurationError) in try .init(titleHeight: 1e-5) }),
            (.init(field: .titleHorizontalInset, rule: nonNegativeRange), { () throws(ConfigurationError) in try .init(titleHorizontalInset: 1e300) }),
            (.init(field: .tabBarContentY, rule: positionRange), { () throws(ConfigurationError) in try .init(tabBarContentY: 1e7) }),
            (.init(field: .tabBarHeight, rule: nonNegativeRange), { () throws(ConfigurationError) in try .init(tabBarHeight: 1e7) }),
            (.init(field: .blurMaximumRadius, rule: nonNegativeRange), { () throws(ConfigurationError) in try .init(blurMaximumRadius: 1e308) }),
            (.init(field: .blurRangeStart, rule: positionRange), { () throws(ConfigurationError) in try .init(blurRange: .offsets(start: -1e308, end: 0)) }),
            (.init(field: .blurRangeEnd, rule: positionRange), { () throws(ConfigurationError) in try .init(blurRange: .offsets(start: 0, end: 1e308)) }),
            (.init(field: .refreshThreshold, rule: lengthRange), { () throws(ConfigurationError) in try .init(refreshThreshold: 1e-3) }),
        ]
        for (expected, build) in cases {
            #expect(throws: expected) { try build() }
        }
    }

    // MARK: - Shy bars and tabs

    @Test("Two shy bars of 1e308 are refused (the stack was infinite even at rest)")
    func hugeShyBarsAreRefused() {
        #expect(throws: ShyBarsConfigurationError(field: .barHeight, index: 0, rule: lengthRange)) {
            try ShyBarsConfiguration(bars: [ShyBar(height: 1e308), ShyBar(height: 1e308)], stackTopInset: 0)
        }
        #expect(throws: ShyBarsConfigurationError(field: .barMinimumVisibleHeight, index: 1, rule: nonNegativeRange)) {
            try ShyBarsConfiguration(bars: [ShyBar(height: 44), ShyBar(height: 40, minimumVisibleHeight: 1e300)], stackTopInset: 0)
        }
        #expect(throws: ShyBarsConfigurationError(field: .followerHeight, index: 0, rule: nonNegativeRange)) {
            try ShyBarsConfiguration(bars: [ShyBar(height: 44)], followers: [ShyFollower(height: 1e300)], stackTopInset: 0)
        }
        #expect(throws: ShyBarsConfigurationError(field: .stackTopInset, rule: nonNegativeRange)) {
            try ShyBarsConfiguration(bars: [ShyBar(height: 44)], stackTopInset: 1e7)
        }
        #expect(throws: ShyBarsConfigurationError(field: .expansionResistance, rule: nonNegativeRange)) {
            try ShyBarsConfiguration(bars: [ShyBar(height: 44)], stackTopInset: 0, expansionResistance: 1e308)
        }
        #expect(throws: ShyBarsConfigurationError(field: .contractionResistance, rule: nonNegativeRange)) {
            try ShyBarsConfiguration(bars: [ShyBar(height: 44)], stackTopInset: 0, contractionResistance: 1e308)
        }
        // The largest bars the engine takes give a finite stack.
        let largest = try? ShyBarsConfiguration(
            bars: [ShyBar(height: SupportedRange.maximumLength), ShyBar(height: SupportedRange.maximumLength)],
            followers: [ShyFollower(height: SupportedRange.maximumLength)], stackTopInset: SupportedRange.maximumLength)
        #expect(largest?.stackHeight == 2 * SupportedRange.maximumLength)
        #expect(largest.map { ShyBarsLayout(configuration: $0, hiddenDistance: 0).bar(1).minY.isFinite } == true)
    }

    @Test("Tab widths of 1e308 are refused (the tab and indicator frames were infinite)")
    func hugeTabWidthsAreRefused() {
        #expect(throws: TabsConfigurationError(field: .tabWidths, index: 0, rule: lengthRange)) {
            try TabsConfiguration.profile(header: .twitter, tabWidths: [1e308, 1e308], viewportHeight: 700)
        }
        let fields: [(TabsConfigurationError, () throws(TabsConfigurationError) -> TabsConfiguration)] = [
            (.init(field: .tabSpacing, rule: nonNegativeRange), { () throws(TabsConfigurationError) in try .profile(header: .twitter, tabWidths: [80], viewportHeight: 700, tabSpacing: 1e300) }),
            (.init(field: .tabBarLeadingInset, rule: nonNegativeRange), { () throws(TabsConfigurationError) in try .profile(header: .twitter, tabWidths: [80], viewportHeight: 700, tabBarLeadingInset: 1e300) }),
            (.init(field: .viewportHeight, rule: lengthRange), { () throws(TabsConfigurationError) in try .profile(header: .twitter, tabWidths: [80], viewportHeight: 1e300) }),
            (.init(field: .contentInsetBottom, rule: nonNegativeRange), { () throws(TabsConfigurationError) in try .profile(header: .twitter, tabWidths: [80], viewportHeight: 700, contentInsetBottom: 1e300) }),
            (.init(field: .tabBarHeight, rule: lengthRange), { () throws(TabsConfigurationError) in
                try TabsConfiguration(tabWidths: [80], tabBarHeight: 1e300, collapseDistance: 100, viewportHeight: 700, contentInsetTop: 0, pageWidth: 393) }),
            (.init(field: .indicatorHeight, rule: nonNegativeRange), { () throws(TabsConfigurationError) in
                try TabsConfiguration(tabWidths: [80], tabBarHeight: 44, indicatorHeight: 1e300, collapseDistance: 100, viewportHeight: 700, contentInsetTop: 0, pageWidth: 393) }),
            (.init(field: .indicatorHorizontalInset, rule: nonNegativeRange), { () throws(TabsConfigurationError) in
                try TabsConfiguration(tabWidths: [80], tabBarHeight: 44, indicatorHorizontalInset: 1e300, collapseDistance: 100, viewportHeight: 700, contentInsetTop: 0, pageWidth: 393) }),
            (.init(field: .collapseDistance, rule: lengthRange), { () throws(TabsConfigurationError) in
                try TabsConfiguration(tabWidths: [80], tabBarHeight: 44, collapseDistance: 1e300, viewportHeight: 700, contentInsetTop: 0, pageWidth: 393) }),
            (.init(field: .contentInsetTop, rule: nonNegativeRange), { () throws(TabsConfigurationError) in
                try TabsConfiguration(tabWidths: [80], tabBarHeight: 44, collapseDistance: 100, viewportHeight: 700, contentInsetTop: 1e300, pageWidth: 393) }),
            (.init(field: .pageWidth, rule: lengthRange), { () throws(TabsConfigurationError) in
                try TabsConfiguration(tabWidths: [80], tabBarHeight: 44, collapseDistance: 100, viewportHeight: 700, contentInsetTop: 0, pageWidth: 1e-300) }),
        ]
        for (expected, build) in fields {
            #expect(throws: expected) { try build() }
        }
        // The widest tabs the engine takes give finite frames everywhere.
        let widest = try? TabsConfiguration.profile(
            header: .twitter, tabWidths: [SupportedRange.maximumLength, SupportedRange.maximumLength], viewportHeight: 700,
            tabBarLeadingInset: SupportedRange.maximumLength, tabSpacing: SupportedRange.maximumLength)
        #expect(widest != nil)
        if let widest {
            for position in [-1e308, 0, 0.5, 1, 1e308, .nan, .infinity] {
                #expect(widest.indicatorFrame(pagePosition: position).isFinite)
            }
            #expect(widest.tabFrame(1).isFinite && widest.pagerContentWidth.isFinite)
        }
    }

    @Test("profile(tabCount: 1 << 60) throws before allocating; so does any count above the supported one")
    func hugeTabCountThrows() {
        #expect(throws: TabsConfigurationError(field: .tabWidths, rule: countRange)) {
            try TabsConfiguration.profile(header: .twitter, tabCount: 1 << 60, viewportHeight: 700)
        }
        #expect(throws: TabsConfigurationError(field: .tabWidths, rule: countRange)) {
            try TabsConfiguration.profile(header: .twitter, tabCount: Int.max, viewportHeight: 700)
        }
        #expect(throws: TabsConfigurationError(field: .tabWidths, rule: countRange)) {
            try TabsConfiguration.profile(header: .twitter, tabCount: SupportedRange.maximumCount + 1, viewportHeight: 700)
        }
        #expect(throws: TabsConfigurationError(field: .tabWidths, rule: .mustNotBeEmpty)) {
            try TabsConfiguration.profile(header: .twitter, tabCount: Int.min, viewportHeight: 700)
        }
    }

    @Test("A tab count worked out at run time is checked: 0, a negative count and one past the supported maximum throw, naming the field; a literal needs no try")
    func tabCountIsChecked() throws {
        let rule = ProfilePageError.Rule.outOfSupportedRange(lowerBound: 1, upperBound: SupportedRange.maximumCount)
        for count in [0, -1, Int.min, SupportedRange.maximumCount + 1, Int.max] {
            #expect(throws: ProfilePageError(field: .tabCount, rule: rule)) { try TabCount(count) }
        }
        #expect(try TabCount(1).value == 1 && TabCount(SupportedRange.maximumCount).value == SupportedRange.maximumCount)
        let page = ProfilePage.tabbed(design: .twitter, tabCount: 3)
        #expect(page.tabCount == 3 && page.contentStart == .belowTabBar)
        #expect(ProfilePage.tabbed(design: .twitter, tabCount: try TabCount(7)).tabCount == 7)
    }

    // MARK: - Refresh

    @Test("The spinner's rotation stays in 0…2π after 2e15 s of refreshing (it was 6.3e15)")
    func rotationStaysInOneTurn() throws {
        let refresh = RefreshConfiguration(header: .twitter)
        var state = refresh.step(RefreshState(), .beginRefreshing, at: 0).state
        for time in [0.25, 1e6, 4.5e15, 2e15 + 0.25, 1e300, .greatestFiniteMagnitude] {
            let step = refresh.step(state, .frame, at: time)
            state = step.state
            let rotation = step.output.spinnerRotation
            #expect(rotation >= 0 && rotation < 2 * Double.pi, "at \(time): \(rotation)")
        }
        // Refreshing from a time far in the past to one far in the future (the difference overflows).
        let fromPast = refresh.step(refresh.step(RefreshState(), .beginRefreshing, at: -.greatestFiniteMagnitude).state,
                                    .frame, at: .greatestFiniteMagnitude)
        #expect(fromPast.output.spinnerRotation >= 0 && fromPast.output.spinnerRotation < 2 * Double.pi)
        // An ordinary quarter of a turn is still a quarter of a turn.
        let quarter = refresh.step(refresh.step(RefreshState(), .beginRefreshing, at: 10).state, .frame, at: 10.25)
        #expect(isClose(quarter.output.spinnerRotation, Double.pi / 2))
    }

    @Test("Refresh magnitudes name their supported ranges")
    func refreshRanges() {
        #expect(throws: RefreshConfigurationError(field: .threshold, rule: lengthRange)) {
            try RefreshConfiguration(threshold: 1e308, viewportWidth: 393, topSafeAreaInset: 59)
        }
        #expect(throws: RefreshConfigurationError(field: .holdHeight, rule: lengthRange)) {
            try RefreshConfiguration(threshold: 80, holdHeight: 1e-300, viewportWidth: 393, topSafeAreaInset: 59)
        }
        #expect(throws: RefreshConfigurationError(field: .spinnerSize, rule: lengthRange)) {
            try RefreshConfiguration(threshold: 80, spinnerSize: 1e308, viewportWidth: 393, topSafeAreaInset: 59)
        }
        #expect(throws: RefreshConfigurationError(field: .viewportWidth, rule: lengthRange)) {
            try RefreshConfiguration(threshold: 80, viewportWidth: 1e308, topSafeAreaInset: 59)
        }
        #expect(throws: RefreshConfigurationError(field: .topSafeAreaInset, rule: nonNegativeRange)) {
            try RefreshConfiguration(threshold: 80, viewportWidth: 393, topSafeAreaInset: 1e308)
        }
        #expect(throws: RefreshConfigurationError(field: .spinnerTurnsPerSecond, rule: ratioRange)) {
            try RefreshConfiguration(threshold: 80, viewportWidth: 393, topSafeAreaInset: 59, spinnerTurnsPerSecond: 1e300)
        }
    }

    // MARK: - Springs

    @Test("A spring with a response of 5e-5 s or a damping fraction of 1e200 is refused (they gave NaN)")
    func extremeSpringsAreRefused() {
        #expect(throws: SpringError(field: .response, rule: durationRange)) { try DampedSpring(response: 5e-5, dampingFraction: 0.5) }
        #expect(throws: SpringError(field: .response, rule: durationRange)) { try DampedSpring(response: 1e6, dampingFraction: 0.5) }
        #expect(throws: SpringError(field: .dampingFraction, rule: ratioRange)) { try DampedSpring(response: 0.5, dampingFraction: 1e200) }
        #expect(throws: SpringError(field: .dampingFraction, rule: ratioRange)) { try DampedSpring(response: 0.5, dampingFraction: 1e-9) }
    }

    @Test("Springs at the ends of their ranges, moving from 1e308 to -1e308, stay finite at every time")
    func springsStayFinite() throws {
        let responses = [SupportedRange.minimumPositiveDuration, 0.5, SupportedRange.maximumDuration]
        let dampings = [SupportedRange.minimumPositiveRatio, 0.5, 1 - 1e-16, 1, 1 + 2e-16, 2, SupportedRange.maximumRatio]
        let times = [0, 1e-9, 0.016, 1, 1e3, 1e4, 2e15, 1e300, .greatestFiniteMagnitude, .infinity, .nan]
        for response in responses {
            for damping in dampings {
                let spring = try DampedSpring(response: response, dampingFraction: damping)
                for (from, to, velocity) in [(1e308, -1e308, 0.0), (-1e308, 1e308, 1e308), (0, 0, -1e308), (60, 0, 0)] {
                    let motion = spring.motion(from: from, to: to, initialVelocity: velocity)
                    let settle = motion.settleTime()
                    #expect(settle.isFinite && settle >= 0)
                    for time in times {
                        let (x, v) = motion.state(at: time)
                        #expect(x.isFinite && v.isFinite, "response \(response), damping \(damping), \(from) → \(to), t \(time)")
                        #expect(motion.position(at: time).isFinite && motion.envelope(at: time).isFinite)
                    }
                }
            }
        }
        // An ordinary spring still lands where it should.
        let motion = DampedSpring.smooth.motion(from: 60, to: 0)
        #expect(abs(motion.position(at: motion.settleTime())) <= 0.5)
    }

    // MARK: - Free functions

    @Test("RubberBand.overscroll with a subnormal dimension is finite (it was inf)")
    func rubberBandInverseIsFinite() {
        #expect(RubberBand.overscroll(forDistance: 1, dimension: .leastNonzeroMagnitude).isFinite)
        #expect(RubberBand.overscroll(forDistance: -1, dimension: .leastNonzeroMagnitude).isFinite)
        #expect(RubberBand.overscroll(forDistance: 1e308, dimension: 1e308, coefficient: .leastNonzeroMagnitude).isFinite)
        #expect(RubberBand.clamp(1e308, lower: -1e308, upper: -1e308, dimension: 1e308).isFinite)
        #expect(RubberBand.clamp(-1e308, lower: 1e308, upper: 1e308, dimension: 1e308).isFinite)
        // Ordinary values are unchanged: 100 pt of movement in an 800 pt viewport.
        let finger = RubberBand.overscroll(forDistance: 100, dimension: 800)
        #expect(isClose(RubberBand.distance(forOverscroll: finger, dimension: 800), 100, 1e-9))
    }

    @Test("Easing.cubicBezier(y1: 1e308) is refused by a track and evaluates finitely (it was NaN)")
    func hugeBezierY() {
        let huge = Easing.cubicBezier(x1: 0.5, y1: 1e308, x2: 0.5, y2: 0)
        #expect(!huge.isValid)
        for t in [0.0, 0.1, 0.5, 0.9, 1] { #expect(huge.fraction(at: t).isFinite) }
        #expect(throws: KeyframeError.invalidEasing(index: 0)) {
            try ProgressTrack<Double>(driver: .collapse, keyframes: [Keyframe(0, 0, easing: huge), Keyframe(1, 1)])
        }
        // The largest supported overshoot is accepted and finite.
        let largest = Easing.cubicBezier(x1: 0.5, y1: SupportedRange.maximumRatio, x2: 0.5, y2: -SupportedRange.maximumRatio)
        #expect(largest.isValid)
        for t in [0.0, 0.1, 0.5, 0.9, 1] { #expect(largest.fraction(at: t).isFinite) }
    }

    @Test("A keyframe track from -1e308 to 1e308 interpolates finitely (it gave inf)")
    func extremeKeyframesAreFinite() throws {
        let track = try ProgressTrack<Double>(driver: .collapse, keyframes: [Keyframe(0, -1e308), Keyframe(1, 1e308)])
        for p in [0.0, 0.25, 0.5, 0.75, 1] { #expect(track.value(at: p).isFinite, "at \(p)") }
        #expect(track.value(at: 0.5) == 0)
        let overshooting = try ProgressTrack<Double>(driver: .collapse, keyframes: [
            Keyframe(0, -1e308, easing: .cubicBezier(x1: 0.5, y1: SupportedRange.maximumRatio, x2: 0.5, y2: 1)),
            Keyframe(1, 1e308),
        ])
        for p in [0.0, 0.25, 0.5, 0.75, 1] { #expect(overshooting.value(at: p).isFinite, "at \(p)") }
        let rects = try ProgressTrack<Rect>(driver: .collapse, keyframes: [
            Keyframe(0, Rect(x: -1e308, y: -1e308, width: 0, height: 1e308)),
            Keyframe(1, Rect(x: 1e308, y: 1e308, width: 1e308, height: 0)),
        ])
        for p in [0.0, 0.3, 0.5, 1] { #expect(rects.value(at: p).isFinite) }
        let transforms = try ProgressTrack<ElementTransform>(driver: .collapse, keyframes: [
            Keyframe(0, ElementTransform(translationX: -1e308, scaleX: -1e308, rotation: 1e308)),
            Keyframe(1, ElementTransform(translationX: 1e308, scaleX: 1e308, rotation: -1e308)),
        ])
        for p in [0.0, 0.3, 0.5, 1] { #expect(transforms.value(at: p).keyframeValueProblem == nil) }
        // Interpolation is still exact at the keyframes.
        let ordinary = try ProgressTrack<Double>(driver: .collapse, keyframes: [Keyframe(0, 0.1), Keyframe(0.5, 0.7), Keyframe(1, 0.3)])
        #expect(ordinary.value(at: 0.5) == 0.7 && ordinary.value(at: 0.25) == 0.4)
    }

    @Test("ScrollViewBridge.offset(1e308, 1e308) and the other bridge sums are finite (they were inf)")
    func bridgeSumsAreFinite() throws {
        #expect(ScrollViewBridge.offset(contentOffsetY: 1e308, adjustedTop: 1e308).isFinite)
        #expect(ScrollViewBridge.offset(contentOffsetY: -1e308, adjustedTop: -1e308, heldInset: 1e308).isFinite)
        #expect(ScrollViewBridge.contentInsetTop(forAdjustedTop: 1e308, currentAdjustedTop: -1e308, currentContentInsetTop: 1e308).isFinite)
        #expect(ScrollViewBridge.contentOffsetY(forOffset: 1e308, adjustedTop: -1e308).isFinite)
        let snapping = HeaderSnapping.expandedOrCollapsed(.twitter)
        #expect(snapping.targetContentOffsetY(proposedContentOffsetY: 1e308, adjustedTop: 1e308, heldInset: -1e308).isFinite)
        let tabs = try TabsConfiguration.profile(header: .twitter, tabCount: 4, viewportHeight: 700)
        #expect(tabs.pagePosition(contentOffsetX: 1e308).isFinite)
        #expect(ProfileHeaderConfiguration.twitter.layout(at: 0).viewportRect(forContentY: -1e308, height: 1e308).isFinite)
        // Ordinary values are unchanged.
        #expect(ScrollViewBridge.offset(contentOffsetY: -300, adjustedTop: 300) == 0)
        #expect(ScrollViewBridge.offset(contentOffsetY: 5e6, adjustedTop: 300, heldInset: 60) == 5e6 + 240)
    }

    @Test("targetOffset(forProposedEnd: .infinity) is finite (it was inf)")
    func snappingTargetIsFinite() throws {
        let snapping = HeaderSnapping.expandedOrCollapsed(.twitter)
        #expect(snapping.targetOffset(forProposedEnd: .infinity).isFinite)
        #expect(snapping.targetOffset(forProposedEnd: .greatestFiniteMagnitude).isFinite)
        #expect(snapping.targetOffset(forProposedEnd: -.infinity) == 0)
        #expect(snapping.targetOffset(releasedAt: .greatestFiniteMagnitude, velocity: .infinity).isFinite)
        #expect(snapping.targetOffset(forProposedEnd: 5e6) == 5e6, "a long list's fling is left alone")
        #expect(throws: HeaderSnappingError(field: .restingOffsets, index: 1, rule: positionRange)) {
            try HeaderSnapping(restingOffsets: [0, 1e300])
        }
    }

    @Test("ElementTransform(from:to:) with a subnormal rest width has a finite scale (it was inf)")
    func transformFromSubnormalRest() {
        let rest = Rect(x: 0, y: 0, width: .leastNonzeroMagnitude, height: .leastNonzeroMagnitude)
        let t = ElementTransform(from: rest, to: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(t.keyframeValueProblem == nil, "\(t)")
        let far = ElementTransform(from: Rect(x: -1e308, y: -1e308, width: 1e308, height: 1e308),
                                   to: Rect(x: 1e308, y: 1e308, width: 1e308, height: 1e308))
        #expect(far.keyframeValueProblem == nil, "\(far)")
        // Ordinary values are unchanged.
        let ordinary = ElementTransform(from: Rect(x: 0, y: 0, width: 80, height: 80), to: Rect(x: 10, y: 20, width: 40, height: 40))
        #expect(ordinary == ElementTransform(translationX: -10, translationY: 0, scaleX: 0.5, scaleY: 0.5))
    }

    // MARK: - Counts

    @Test("Lists longer than the supported count are refused naming the range")
    func counts() {
        let tooMany = SupportedRange.maximumCount + 1
        #expect(throws: HeaderSnappingError(field: .restingOffsets, rule: countRange)) {
            try HeaderSnapping(restingOffsets: (0..<tooMany).map(Double.init))
        }
        #expect(throws: ShyBarsConfigurationError(field: .bars, rule: countRange)) {
            try ShyBarsConfiguration(bars: Array(repeating: ShyBar(height: 1), count: tooMany), stackTopInset: 0)
        }
        #expect(throws: ShyBarsConfigurationError(field: .followers, rule: .outOfSupportedRange(lowerBound: 0, upperBound: SupportedRange.maximumCount))) {
            try ShyBarsConfiguration(bars: [ShyBar(height: 1)], followers: Array(repeating: ShyFollower(height: 1), count: tooMany), stackTopInset: 0)
        }
        #expect(throws: TabsConfigurationError(field: .tabWidths, rule: countRange)) {
            try TabsConfiguration.profile(header: .twitter, tabWidths: Array(repeating: 1, count: tooMany), viewportHeight: 700)
        }
    }
}

// MARK: - Extremes, as a property

/// A configuration with every field at one end of its supported range (or at a typical value), chosen
/// by 24 numbers in 0…1; every rule of the initializer is respected by construction.
func extremeConfiguration(from unit: [Double]) -> ProfileHeaderConfiguration {
    func u(_ index: Int) -> Double { unit[index % unit.count] }
    func pick(_ options: [Double], _ index: Int) -> Double { options[min(Int(u(index) * Double(options.count)), options.count - 1)] }
    let minimum = SupportedRange.minimumPositiveLength
    let maximum = SupportedRange.maximumLength
    let width = pick([minimum, 393, maximum], 0)
    let bar = pick([minimum, 44, maximum / 2 - 1], 1)
    let safeTop = pick([0, minimum, 59, maximum / 2], 2)
    let collapsed = safeTop + bar
    let expanded = pick([collapsed.nextUp, collapsed + minimum, maximum], 3)
    let avatarSize = pick([minimum, width], 4)
    let titleInsetLimit = width / 2 - minimum
    let blurRange: BlurRange
    switch Int(u(19) * 4) {
    case 0: blurRange = .offsets(start: -maximum, end: maximum)
    case 1: blurRange = .offsets(start: -maximum, end: (-maximum).nextUp)
    case 2: blurRange = .offsets(start: maximum.nextDown, end: maximum)
    default: blurRange = .followsTitle
    }
    do {
        return try ProfileHeaderConfiguration(
            viewportWidth: width,
            topSafeAreaInset: safeTop,
            barHeight: bar,
            expandedHeight: expanded,
            stretchMode: StretchMode.allCases[min(Int(u(5) * 3), 2)],
            avatarSize: avatarSize,
            avatarLeadingInset: pick([0, width - avatarSize < minimum ? 0 : width - avatarSize], 6),
            avatarOverhang: pick([0, avatarSize], 7),
            avatarCollapsedScale: pick([.leastNonzeroMagnitude, 0.6, 1], 8),
            avatarShrinkAnchor: u(9) < 0.5 ? .bottomLeading : .bottomCenter,
            nameLabelContentY: pick([expanded, maximum], 10),
            titleHeight: pick([minimum, bar], 11),
            titleHorizontalInset: pick([0, titleInsetLimit >= minimum ? titleInsetLimit : 0], 12),
            titleTravel: pick([minimum, maximum], 13),
            titleFadesIn: u(14) < 0.5,
            tabBarContentY: pick([expanded, maximum], 15),
            tabBarHeight: pick([0, minimum, maximum], 16),
            blurMaximumRadius: pick([0, maximum], 17),
            blurRange: blurRange,
            blurCacheLevels: u(20) < 0.5 ? 1 : 64,
            refreshThreshold: pick([minimum, maximum], 21)
        )
    } catch {
        Issue.record("extreme configuration was rejected: \(error)")
        return .twitter
    }
}

@Suite("Supported ranges: extremes")
struct SupportedRangeExtremesTests {
    static let extremes = Gen.double(in: 0...1).array(of: 24).map { extremeConfiguration(from: $0) }
    static let specialOffsets: [Double] = [
        0, -1e6, 1e6, -1e6 - 1, 1e6 + 1, .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, -0.5, 0.5,
    ]

    @Test("A configuration at the ends of every supported range gives finite, in-range outputs at any offset")
    func extremesAreFinite() async {
        await propertyCheck(count: 300, input: Self.extremes, Gen.double(in: -2e6...2e6)) { c, random in
            #expect(c.blurEndOffset > c.blurStartOffset)
            #expect(c.collapseDistance > 0 && c.collapseDistance.isFinite)
            #expect(c.sharedHeaderCollapseDistance.isFinite)
            for offset in Self.specialOffsets + [random, c.collapseDistance, c.titleStartOffset, c.blurEndOffset] {
                let l = c.layout(at: offset)
                for number in allNumbers(of: l) { #expect(number.isFinite, "offset \(offset) in \(c)") }
                for progress in [l.collapseProgress, l.titleProgress, l.refreshProgress, l.blur.fraction, l.titleAlpha] {
                    #expect(progress >= 0 && progress <= 1)
                }
                #expect(l.blur.radius >= 0 && l.blur.radius <= c.blurMaximumRadius)
                #expect(l.coveredHeight.isFinite && c.detailsFrame(in: l).isFinite)
                for driver in [ProgressDriver.collapse, .title, .blur, .refresh, .stretch(fullAt: c.refreshThreshold)] {
                    let p = l.progress(for: driver)
                    #expect(p >= 0 && p <= 1)
                }
            }
            let refresh = RefreshConfiguration(header: c)
            var state = RefreshState()
            for (input, time) in [(RefreshInput.pulled(stretch: 2e6, isDragging: true), 0.0), (.released, 0.1),
                                  (.frame, 1e6), (.endRefreshing(offset: -1), 2e6), (.frame, 2e6 + 0.1), (.frame, 1e300)] {
                let step = refresh.step(state, input, at: time)
                state = step.state
                #expect(step.output.spinnerFrame.isFinite && step.output.heldInset.isFinite && step.output.progress.isFinite)
                #expect(step.output.spinnerRotation >= 0 && step.output.spinnerRotation <= 2 * Double.pi)
            }
            let snapping = HeaderSnapping.expandedOrCollapsed(c)
            for end in Self.specialOffsets { #expect(snapping.targetOffset(forProposedEnd: end).isFinite) }
        }
    }
}
