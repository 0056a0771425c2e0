// Target `layout`: ProfileHeaderConfiguration's rule table, and every promise of "What the engine
// promises" and "The phases" for the layout at a sequence of offsets.

struct HeaderFields: CustomStringConvertible {
    var viewportWidth = 393.0, topSafeAreaInset = 59.0, barHeight = 44.0, expandedHeight = 190.0
    var stretchMode = StretchMode.zoom
    var bannerParallax = 0.0
    var avatarSize = 80.0, avatarLeadingInset = 16.0, avatarOverhang = 40.0, avatarCollapsedScale = 0.5
    var avatarShrinkAnchor = AvatarShrinkAnchor.bottomLeading
    var nameLabelContentY = 242.0, titleHeight = 22.0, titleHorizontalInset = 56.0, titleTravel = 33.0
    var titleFadesIn = false
    var tabBarContentY = 420.0, tabBarHeight = 44.0, blurMaximumRadius = 20.0
    var blurRange = BlurRange.followsTitle
    var blurCacheLevels = 10
    var stretchBlurDistance = 0.0
    var refreshThreshold = 80.0

    /// Decodes every field, each usually its default and sometimes anything.
    init(_ input: inout FuzzInput) {
        viewportWidth = input.double(typical: viewportWidth)
        topSafeAreaInset = input.double(typical: topSafeAreaInset)
        barHeight = input.double(typical: barHeight)
        expandedHeight = input.double(typical: expandedHeight)
        stretchMode = input.pick([.zoom, .grow, .none])
        bannerParallax = input.byte() % 2 == 0 ? input.pick([0, 0.5, 1]) : input.double(typical: 0.5)
        avatarSize = input.double(typical: avatarSize)
        avatarLeadingInset = input.double(typical: avatarLeadingInset)
        avatarOverhang = input.double(typical: avatarOverhang)
        avatarCollapsedScale = input.double(typical: avatarCollapsedScale)
        avatarShrinkAnchor = input.bool() ? .bottomCenter : .bottomLeading
        nameLabelContentY = input.double(typical: nameLabelContentY)
        titleHeight = input.double(typical: titleHeight)
        titleHorizontalInset = input.double(typical: titleHorizontalInset)
        titleTravel = input.double(typical: titleTravel)
        titleFadesIn = input.bool()
        tabBarContentY = input.double(typical: tabBarContentY)
        tabBarHeight = input.double(typical: tabBarHeight)
        blurMaximumRadius = input.double(typical: blurMaximumRadius)
        if input.byte() % 4 == 0 { blurRange = .offsets(start: input.double(typical: 150), end: input.double(typical: 200)) }
        blurCacheLevels = input.byte() % 4 == 0 ? input.pick([0, 1, 64, 65, -1, 1000, Int.max, Int.min]) : 10
        stretchBlurDistance = input.byte() % 2 == 0 ? 0 : input.double(typical: 60)
        refreshThreshold = input.double(typical: refreshThreshold)
    }

    var description: String {
        "ProfileHeaderConfiguration(viewportWidth: \(viewportWidth), topSafeAreaInset: \(topSafeAreaInset), barHeight: \(barHeight), expandedHeight: \(expandedHeight), stretchMode: .\(stretchMode), bannerParallax: \(bannerParallax), avatarSize: \(avatarSize), avatarLeadingInset: \(avatarLeadingInset), avatarOverhang: \(avatarOverhang), avatarCollapsedScale: \(avatarCollapsedScale), avatarShrinkAnchor: .\(avatarShrinkAnchor), nameLabelContentY: \(nameLabelContentY), titleHeight: \(titleHeight), titleHorizontalInset: \(titleHorizontalInset), titleTravel: \(titleTravel), titleFadesIn: \(titleFadesIn), tabBarContentY: \(tabBarContentY), tabBarHeight: \(tabBarHeight), blurMaximumRadius: \(blurMaximumRadius), blurRange: \(blurRange), blurCacheLevels: \(blurCacheLevels), stretchBlurDistance: \(stretchBlurDistance), refreshThreshold: \(refreshThreshold))"
    }

    /// The README's configuration reference, in its order ("checks the rules in this order").
    var table: Table {
        var t = Table()
        t.value(viewportWidth, "viewportWidth", .positiveLength)
        t.value(topSafeAreaInset, "topSafeAreaInset", .length)
        t.value(barHeight, "barHeight", .positiveLength)
        if t.value(expandedHeight, "expandedHeight", .positiveLength) || expandedHeight.isFinite {
            t.require(expandedHeight > topSafeAreaInset + barHeight, "expandedHeight", nil, .mustExceedCollapsedHeight)
        }
        if t.value(bannerParallax, "bannerParallax", .finite) {
            t.require(bannerParallax >= 0 && bannerParallax <= 1, "bannerParallax", nil,
                      .mustBeWithinSupportedRange(lowerBound: 0, upperBound: 1))
        }
        t.value(avatarSize, "avatarSize", .positiveLength)
        if t.value(avatarLeadingInset, "avatarLeadingInset", .length) || avatarLeadingInset >= 0 {
            t.require(avatarLeadingInset + avatarSize <= viewportWidth, "avatarLeadingInset", nil, .mustFitInViewportWidth)
        }
        if t.value(avatarOverhang, "avatarOverhang", .length) || avatarOverhang >= 0 {
            t.require(avatarOverhang <= avatarSize, "avatarOverhang", nil, .mustNotExceedAvatarSize)
        }
        if t.value(avatarCollapsedScale, "avatarCollapsedScale", .finite) {
            t.require(avatarCollapsedScale > 0 && avatarCollapsedScale <= 1, "avatarCollapsedScale", nil, .mustBeInZeroExclusiveToOne)
        }
        if t.value(nameLabelContentY, "nameLabelContentY", .position) || nameLabelContentY.isFinite {
            t.require(nameLabelContentY >= expandedHeight, "nameLabelContentY", nil, .mustNotBeAboveBannerBottom)
        }
        if t.value(titleHeight, "titleHeight", .positiveLength) || titleHeight > 0 {
            t.require(titleHeight <= barHeight, "titleHeight", nil, .mustNotExceedBarHeight)
        }
        if t.value(titleHorizontalInset, "titleHorizontalInset", .length) || titleHorizontalInset >= 0 {
            t.require(2 * titleHorizontalInset < viewportWidth, "titleHorizontalInset", nil, .mustLeaveWidth)
        }
        t.value(titleTravel, "titleTravel", .positiveLength)
        if t.value(tabBarContentY, "tabBarContentY", .position) || tabBarContentY.isFinite {
            t.require(tabBarContentY >= expandedHeight, "tabBarContentY", nil, .mustNotBeAboveBannerBottom)
        }
        t.value(tabBarHeight, "tabBarHeight", .length)
        t.value(blurMaximumRadius, "blurMaximumRadius", .length)
        if case let .offsets(start, end) = blurRange {
            let startOK = t.value(start, "blurRangeStart", .position)
            if t.value(end, "blurRangeEnd", .position) || end.isFinite, startOK || start.isFinite {
                t.require(end > start, "blurRangeEnd", nil, .mustExceedRangeStart)
            }
        }
        t.require(blurCacheLevels >= 1 && blurCacheLevels <= 64, "blurCacheLevels", nil, .outOfSupportedRange(lowerBound: 1, upperBound: 64))
        if t.value(stretchBlurDistance, "stretchBlurDistance", .length), stretchBlurDistance != 0 {
            t.value(stretchBlurDistance, "stretchBlurDistance", .positiveLength)
        }
        t.value(refreshThreshold, "refreshThreshold", .positiveLength)
        return t
    }

    func make() -> (ProfileHeaderConfiguration?, ConfigurationError?) {
        attempt { () throws(ConfigurationError) in
            try ProfileHeaderConfiguration(
                viewportWidth: viewportWidth, topSafeAreaInset: topSafeAreaInset, barHeight: barHeight,
                expandedHeight: expandedHeight, stretchMode: stretchMode, bannerParallax: bannerParallax, avatarSize: avatarSize,
                avatarLeadingInset: avatarLeadingInset, avatarOverhang: avatarOverhang,
                avatarCollapsedScale: avatarCollapsedScale, avatarShrinkAnchor: avatarShrinkAnchor,
                nameLabelContentY: nameLabelContentY, titleHeight: titleHeight,
                titleHorizontalInset: titleHorizontalInset, titleTravel: titleTravel, titleFadesIn: titleFadesIn,
                tabBarContentY: tabBarContentY, tabBarHeight: tabBarHeight, blurMaximumRadius: blurMaximumRadius,
                blurRange: blurRange, blurCacheLevels: blurCacheLevels, stretchBlurDistance: stretchBlurDistance,
                refreshThreshold: refreshThreshold)
        }
    }
}

/// Decodes a header configuration and checks its table; nil when it was (rightly) rejected.
func decodeHeader(_ input: inout FuzzInput) -> ProfileHeaderConfiguration? {
    let fields = HeaderFields(&input)
    let (configuration, error) = fields.make()
    guard compareRules("ProfileHeaderConfiguration", fields.table, error, ordered: true, "\(fields)"),
          let c = configuration else { return nil }
    check(c.collapseDistance > 0 && c.collapseDistance.isFinite, "layout.derived", "collapseDistance \(c.collapseDistance) for \(fields)")
    check(c.titleStartOffset >= c.collapseDistance, "layout.derived", "titleStartOffset \(c.titleStartOffset) < collapseDistance \(c.collapseDistance) for \(fields)")
    check(c.blurEndOffset > c.blurStartOffset, "layout.derived", "blurEndOffset \(c.blurEndOffset) ≤ blurStartOffset \(c.blurStartOffset) for \(fields)")
    return c
}

func fuzzLayout(_ input: inout FuzzInput) {
    guard let c = decodeHeader(&input) else { return }
    let count = input.int(1...24)
    var offsets: [Double] = []
    for _ in 0..<count {
        switch input.byte() % 6 {
        case 0: offsets.append(input.double())
        case 1:  // the rule's edges: rest, pin point, title start/end, blur range, tab bar pinning
            let edges = [0, c.collapseDistance, c.titleStartOffset, c.titleStartOffset + c.titleTravel,
                         c.blurStartOffset, c.blurEndOffset, c.tabBarContentY - c.collapsedHeight, -c.refreshThreshold,
                         ProfileHeaderLayout.offsetLimit, -ProfileHeaderLayout.offsetLimit]
            let edge = input.pick(edges)
            offsets.append(input.pick([edge, edge.nextUp, edge.nextDown, edge + 0.5, edge - 0.5]))
        default:
            let last = offsets.last ?? 0
            offsets.append(last + input.ordinary(input.bool() ? 40 : 2000))
        }
    }
    var layouts: [ProfileHeaderLayout] = []
    for offset in offsets {
        let layout = c.layout(at: offset)
        checkLayout(c, offset, layout)
        layouts.append(layout)
    }
    // No state between frames: the same offset gives the same layout whatever came before.
    for (offset, layout) in zip(offsets, layouts).reversed() {
        check(c.layout(at: offset) == layout, "layout.stateless", "layout at \(offset) differs on a second call for \(c)")
    }
    // Continuity and monotonicity between consecutive frames, and between any two.
    for i in layouts.indices.dropFirst() {
        checkStep(c, layouts[i - 1], layouts[i])
    }
    if layouts.count > 2 { checkStep(c, layouts[0], layouts[layouts.count - 1]) }
}

func checkLayout(_ c: ProfileHeaderConfiguration, _ raw: Double, _ l: ProfileHeaderLayout) {
    let at = "at offset \(raw) for \(c)"
    let expectedOffset = raw.isNaN ? 0 : min(max(raw, -1_000_000), 1_000_000)
    check(l.offset == expectedOffset, "layout.sanitised-offset", "offset \(l.offset), expected \(expectedOffset) \(at)")
    let numbers = [l.offset, l.collapseProgress, l.stretch, l.blur.fraction, l.blur.radius, l.blur.upperLevelWeight,
                   l.avatarScale, l.titleAlpha, l.titleProgress, l.refreshProgress, l.coveredHeight]
    let rects = [l.headerFrame, l.bannerFrame, l.avatarFrame, l.titleFrame, l.tabBarFrame, c.detailsFrame(in: l), c.barFrame]
    check(numbers.allSatisfy { $0.isFinite } && rects.allSatisfy { $0.isFinite }, "layout.finite", "non-finite output \(numbers) \(rects) \(at)")
    check(rects.allSatisfy { $0.width >= 0 && $0.height >= 0 }, "layout.frames-non-negative", "negative size \(rects) \(at)")
    check(isUnit(l.collapseProgress) && isUnit(l.blur.fraction) && isUnit(l.titleProgress) && isUnit(l.titleAlpha)
          && isUnit(l.refreshProgress) && isUnit(l.blur.upperLevelWeight), "layout.progress-in-unit",
          "collapse \(l.collapseProgress) blur \(l.blur.fraction) title \(l.titleProgress) alpha \(l.titleAlpha) refresh \(l.refreshProgress) weight \(l.blur.upperLevelWeight) \(at)")
    check(l.blur.radius >= 0 && l.blur.radius <= c.blurMaximumRadius, "layout.blur-radius-bounds", "radius \(l.blur.radius) \(at)")
    check(l.blur.lowerLevel >= 0 && l.blur.lowerLevel <= l.blur.upperLevel && l.blur.upperLevel <= c.blurCacheLevels,
          "layout.blur-levels", "levels \(l.blur.lowerLevel)…\(l.blur.upperLevel) of \(c.blurCacheLevels) \(at)")
    check(l.stretch >= 0 && l.stretch == max(0, -l.offset), "layout.stretch", "stretch \(l.stretch) \(at)")
    check(l.avatarScale >= c.avatarCollapsedScale - 1e-15 && l.avatarScale <= 1, "layout.avatar-scale", "scale \(l.avatarScale) \(at)")
    // Phases.
    let o = l.offset
    let phase: ProfileHeaderPhase = o < 0 ? .stretching : o <= c.collapseDistance ? .collapsing : .pinned
    check(l.phase == phase, "layout.phase", "phase \(l.phase), expected \(phase) \(at)")
    // The stacking flips at the pin point exactly.
    check(l.avatarStacking == (o <= c.collapseDistance ? .aboveHeader : .belowHeader), "layout.stacking-at-pin-point",
          "stacking \(l.avatarStacking) at \(o), pin point \(c.collapseDistance) \(at)")
    // Heights: E at rest, C once pinned; the tab bar sticks at C.
    if o == 0 { check(abs(l.headerFrame.height - c.expandedHeight) <= slack(c.expandedHeight), "layout.rest-height", "header \(l.headerFrame) \(at)") }
    if o >= c.collapseDistance {
        check(abs(l.headerFrame.height - c.collapsedHeight) <= slack(c.expandedHeight), "layout.pinned-height", "header \(l.headerFrame) \(at)")
        check(l.collapseProgress == 1, "layout.pinned-progress", "progress \(l.collapseProgress) \(at)")
    }
    if l.isTabBarPinned { check(l.tabBarFrame.minY == c.collapsedHeight, "layout.tab-bar-sticks", "tab bar \(l.tabBarFrame) \(at)") }
    check(l.tabBarFrame.minY >= c.collapsedHeight - slack(c.tabBarContentY), "layout.tab-bar-sticks", "tab bar above C: \(l.tabBarFrame) \(at)")
    check(l.headerFrame.width == c.viewportWidth, "layout.header-width", "header \(l.headerFrame) \(at)")
    // Progress drivers stay in 0…1.
    for driver in [ProgressDriver.collapse, .title, .blur, .refresh, .stretch(fullAt: 50), .offset(start: 0, end: c.collapseDistance), .offset(start: 1e6, end: -1e6)] {
        let p = l.progress(for: driver)
        check(isUnit(p), "layout.driver-in-unit", "driver \(driver) gives \(p) \(at)")
    }
}

/// Continuity (README's Lipschitz bounds) and monotonicity between two layouts.
func checkStep(_ c: ProfileHeaderConfiguration, _ a: ProfileHeaderLayout, _ b: ProfileHeaderLayout) {
    let delta = abs(b.offset - a.offset)
    let at = "from \(a.offset) to \(b.offset) for \(c)"
    func within(_ ra: Rect, _ rb: Rect, _ factor: Double, _ name: String) {
        for (ea, eb) in zip(ra.edges, rb.edges) {
            let bound = delta * factor
            let tolerance = slack(max(abs(ea), abs(eb), abs(a.offset), abs(b.offset), c.tabBarContentY, c.nameLabelContentY) )
            check(abs(eb - ea) <= bound + tolerance + bound * 1e-12, "layout.continuity",
                  "\(name) edge moved \(abs(eb - ea)) > \(bound) (δ = \(delta), factor \(factor)): \(ra) → \(rb) \(at)")
        }
    }
    within(a.headerFrame, b.headerFrame, 1, "header")
    within(a.titleFrame, b.titleFrame, 1, "title")
    within(a.tabBarFrame, b.tabBarFrame, 1, "tab bar")
    within(a.avatarFrame, b.avatarFrame, 1 + c.avatarSize * (1 - c.avatarCollapsedScale) / c.collapseDistance, "avatar")
    within(a.bannerFrame, b.bannerFrame, max(1, c.viewportWidth / (2 * c.expandedHeight)), "banner")
    let blurRate = c.stretchBlurDistance > 0 ? max(1 / (c.blurEndOffset - c.blurStartOffset), 1 / c.stretchBlurDistance)
        : 1 / (c.blurEndOffset - c.blurStartOffset)
    let blurBound = delta * c.blurMaximumRadius * blurRate
    check(abs(b.blur.radius - a.blur.radius) <= blurBound * (1 + 1e-12) + slack(c.blurMaximumRadius), "layout.continuity",
          "blur radius moved \(abs(b.blur.radius - a.blur.radius)) > \(blurBound) \(at)")
    // Monotonic: further never un-collapses, un-blurs or sends the title back; a deeper pull never
    // un-blurs a banner that blurs while pulled (when the blur range starts at an offset ≥ 0).
    let (lo, hi) = a.offset <= b.offset ? (a, b) : (b, a)
    let pullBlurs = c.stretchBlurDistance > 0 && lo.offset < 0
    if pullBlurs, hi.offset <= 0, c.blurStartOffset >= 0 {
        check(lo.blur.fraction >= hi.blur.fraction, "layout.monotonic", "the pull's blur lessened \(at)")
    }
    check(hi.collapseProgress >= lo.collapseProgress && (pullBlurs || (hi.blur.fraction >= lo.blur.fraction && hi.blur.radius >= lo.blur.radius))
          && hi.titleProgress >= lo.titleProgress, "layout.monotonic",
          "collapse \(lo.collapseProgress)→\(hi.collapseProgress) blur \(lo.blur.fraction)→\(hi.blur.fraction) title \(lo.titleProgress)→\(hi.titleProgress) \(at)")
}
