import PropertyBased
import Testing

@testable import ProfileHeaderCore

/// True when `a` and `b` differ by at most `tolerance`.
func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// True when every edge of `a` is within `tolerance` of the same edge of `b`.
func isClose(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    isClose(a.minX, b.minX, tolerance) && isClose(a.minY, b.minY, tolerance)
        && isClose(a.maxX, b.maxX, tolerance) && isClose(a.maxY, b.maxY, tolerance)
}

/// The largest distance any edge of `a` has from the same edge of `b`, in points.
func largestEdgeMove(_ a: Rect, _ b: Rect) -> Double {
    max(abs(a.minX - b.minX), abs(a.maxX - b.maxX), abs(a.minY - b.minY), abs(a.maxY - b.maxY))
}

/// How much of the avatar a person sees, as a height in points: all of it while it is in front of the
/// header; behind the header, only the part below the header's bottom edge.
func visibleAvatarHeight(_ layout: ProfileHeaderLayout) -> Double {
    let avatar = layout.avatarFrame
    let top = layout.avatarStacking == .aboveHeader ? avatar.minY : max(avatar.minY, layout.headerFrame.maxY)
    return max(0, avatar.maxY - top)
}

/// Every number of a layout, for "everything is finite" checks.
func allNumbers(of layout: ProfileHeaderLayout) -> [Double] {
    let rects = [layout.headerFrame, layout.bannerFrame, layout.avatarFrame, layout.titleFrame, layout.tabBarFrame]
    return rects.flatMap { [$0.minX, $0.minY, $0.width, $0.height] } + [
        layout.offset, layout.collapseProgress, layout.stretch, layout.avatarScale, layout.titleAlpha,
        layout.titleProgress, layout.refreshProgress, layout.blur.fraction, layout.blur.radius,
        layout.blur.upperLevelWeight,
    ]
}

/// A random valid configuration built from 24 numbers in 0…1, so that shrinking the numbers
/// shrinks the configuration. Every rule of the validating initializer is respected by
/// construction; the test that uses it also checks that the initializer agrees.
func configuration(from unit: [Double]) -> ProfileHeaderConfiguration {
    func u(_ index: Int) -> Double { unit[index % unit.count] }
    func pick<T>(_ options: [T], _ index: Int) -> T { options[min(Int(u(index) * Double(options.count)), options.count - 1)] }
    let width = 200 + u(0) * 1_200
    let safeTop = u(1) * 70
    let bar = 30 + u(2) * 70
    let expanded = safeTop + bar + 1 + u(3) * 400
    let avatarSize = 10 + u(4) * 190
    let avatarLeading = u(5) * (width - avatarSize)
    let titleHeight = max(1, u(10) * bar)
    let blurRange: BlurRange = u(18) < 0.5
        ? .followsTitle
        : .offsets(start: -200 + u(19) * 600, end: -200 + u(19) * 600 + 1 + u(20) * 300)
    do {
        return try ProfileHeaderConfiguration(
            viewportWidth: width,
            topSafeAreaInset: safeTop,
            barHeight: bar,
            expandedHeight: expanded,
            stretchMode: pick(StretchMode.allCases, 6),
            avatarSize: avatarSize,
            avatarLeadingInset: avatarLeading,
            avatarOverhang: u(7) * avatarSize,
            avatarCollapsedScale: max(0.05, u(8)),
            avatarShrinkAnchor: pick(AvatarShrinkAnchor.allCases, 9),
            nameLabelContentY: expanded + u(11) * 400,
            titleHeight: titleHeight,
            titleHorizontalInset: u(12) * (width / 2 - 1),
            titleTravel: 1 + u(13) * 200,
            titleFadesIn: u(14) < 0.5,
            tabBarContentY: expanded + u(15) * 800,
            tabBarHeight: u(16) * 80,
            blurMaximumRadius: u(17) * 50,
            blurRange: blurRange,
            blurCacheLevels: 1 + Int(u(21) * 20),
            refreshThreshold: 1 + u(22) * 300
        )
    } catch {
        Issue.record("generated configuration was rejected: \(error)")
        return .twitter
    }
}

/// Random valid configurations, for property tests.
let configurations = Gen.double(in: 0...1).array(of: 24).map { configuration(from: $0) }

/// A random valid configuration (as ``configuration(from:)``) whose collapsed avatar is no taller
/// than its overhang, so `avatarOverlapWhenPinned == 0`: for half of the numbers exactly as tall
/// (flush with the pinned header's bottom edge, the boundary case), for the rest shorter.
func flushConfiguration(from unit: [Double]) -> ProfileHeaderConfiguration {
    let c = configuration(from: unit)
    let u = unit[23 % unit.count]
    let overhang = max(c.avatarOverhang, 0.05 * c.avatarSize)
    var scale = overhang / c.avatarSize * (u < 0.5 ? 1 : max(0.05, 2 * (1 - u)))
    while c.avatarSize * scale > overhang { scale = scale.nextDown }  // rounding never pokes above the edge
    do {
        return try ProfileHeaderConfiguration(
            viewportWidth: c.viewportWidth, topSafeAreaInset: c.topSafeAreaInset, barHeight: c.barHeight,
            expandedHeight: c.expandedHeight, stretchMode: c.stretchMode, avatarSize: c.avatarSize,
            avatarLeadingInset: c.avatarLeadingInset, avatarOverhang: overhang, avatarCollapsedScale: scale,
            avatarShrinkAnchor: c.avatarShrinkAnchor, nameLabelContentY: c.nameLabelContentY,
            titleHeight: c.titleHeight, titleHorizontalInset: c.titleHorizontalInset, titleTravel: c.titleTravel,
            titleFadesIn: c.titleFadesIn, tabBarContentY: c.tabBarContentY, tabBarHeight: c.tabBarHeight,
            blurMaximumRadius: c.blurMaximumRadius, blurRange: c.blurRange, blurCacheLevels: c.blurCacheLevels,
            refreshThreshold: c.refreshThreshold
        )
    } catch {
        Issue.record("generated flush configuration was rejected: \(error)")
        return .twitter
    }
}

/// Random valid configurations with `avatarOverlapWhenPinned == 0`, for property tests.
let flushConfigurations = Gen.double(in: 0...1).array(of: 24).map { flushConfiguration(from: $0) }

/// Offsets from well past a hard pull to far down a long list.
let offsets = Gen.double(in: -2_000...5_000)
