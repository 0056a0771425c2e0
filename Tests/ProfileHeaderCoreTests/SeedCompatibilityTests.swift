import Testing

@testable import ProfileHeaderCore

/// Seed 002 ("Implementing the Twitter iOS App UI") written out as its views end up on screen:
/// its transforms applied to its views' rest frames, in viewport coordinates. Written from the
/// tutorial's formulas, independently of the engine, so the engine can be checked against them.
private struct ThinkAndBuildTutorial {
    let width = 375.0
    let headerHeight = 104.0  // header view's height; it collapses to 20 + 44
    let headerStop = 40.0  // offset_HeaderStop
    let labelOffset = 95.0  // offset_B_LabelHeader
    let labelDistance = 35.0  // distance_W_LabelHeader
    let avatarSide = 70.0
    let avatarRestInContent = Rect(x: 16, y: 104 + 35 - 70, width: 70, height: 70)
    let barHeight = 44.0
    let labelHeight = 22.0

    /// The header view after `header.layer.transform`.
    func header(_ offset: Double) -> Rect {
        if offset < 0 {
            // Scale 1 + (−offset)/height, then translate by the size variation: grows from the top.
            let factor = -offset / headerHeight
            let sizeVariation = (headerHeight * (1 + factor) - headerHeight) / 2
            let scaled = Size(width: width * (1 + factor), height: headerHeight * (1 + factor))
            let center = Point(x: width / 2, y: headerHeight / 2 + sizeVariation)
            return Rect(x: center.x - scaled.width / 2, y: center.y - scaled.height / 2, width: scaled.width, height: scaled.height)
        }
        return Rect(x: 0, y: max(-headerStop, -offset), width: width, height: headerHeight)
    }

    /// The avatar after its transform, scrolled with the content.
    func avatar(_ offset: Double) -> Rect {
        var frame = avatarRestInContent
        if offset >= 0 {
            let factor = min(headerStop, offset) / avatarSide / 1.4
            let sizeVariation = (avatarSide * (1 + factor) - avatarSide) / 2
            let side = avatarSide * (1 - factor)
            let centerY = frame.midY + sizeVariation
            frame = Rect(x: frame.midX - side / 2, y: centerY - side / 2, width: side, height: side)
        }
        frame.origin.y -= offset
        return frame
    }

    /// "Until the offset is less than or equal to offset_HeaderStop the frontmost layer is the Avatar."
    func avatarInFront(_ offset: Double) -> Bool { offset <= headerStop }

    /// The part of the white label that the header shows (offset ≥ 0).
    func visibleLabel(_ offset: Double) -> Rect {
        let header = header(offset)
        let restCenterInHeader = headerHeight - barHeight / 2 + labelDistance
        let translation = max(-labelDistance, labelOffset - offset)
        let frame = Rect(x: 56, y: header.minY + restCenterInHeader - labelHeight / 2 + translation, width: width - 112, height: labelHeight)
        return frame.intersection(header)
    }

    /// `headerBlurImageView.alpha`, as UIKit would clamp it.
    func blurAlpha(_ offset: Double) -> Double {
        max(0, min(1.0, (offset - labelOffset) / labelDistance))
    }
}

@Suite("Seed 002 compatibility")
struct SeedCompatibilityTests {
    private let seed = ThinkAndBuildTutorial()
    private let preset = ProfileHeaderConfiguration.thinkAndBuildTutorial
    private let sampledOffsets = Array(stride(from: -150.0, through: 300.0, by: 0.25))

    @Test("The header matches the tutorial's scale-and-translate at every sampled offset")
    func header() {
        for offset in sampledOffsets {
            let layout = preset.layout(at: offset)
            #expect(isClose(layout.bannerFrame, seed.header(offset), 1e-9), "offset \(offset)")
        }
    }

    @Test("The avatar matches the tutorial's slowed-down, bottom-anchored scale at every sampled offset")
    func avatar() {
        for offset in sampledOffsets {
            let layout = preset.layout(at: offset)
            #expect(isClose(layout.avatarFrame, seed.avatar(offset), 1e-9), "offset \(offset)")
            #expect((layout.avatarStacking == .aboveHeader) == seed.avatarInFront(offset), "offset \(offset)")
        }
    }

    @Test("The visible title and the blur alpha match the white label and blurred image")
    func titleAndBlur() {
        for offset in sampledOffsets where offset >= 0 {
            let layout = preset.layout(at: offset)
            let visibleTitle = layout.titleFrame.intersection(layout.headerFrame)
            let seedLabel = seed.visibleLabel(offset)
            #expect(visibleTitle.isEmpty == seedLabel.isEmpty, "offset \(offset)")
            if !seedLabel.isEmpty {
                #expect(isClose(visibleTitle, seedLabel, 1e-9), "offset \(offset)")
            }
            #expect(isClose(layout.blur.fraction, seed.blurAlpha(offset), 1e-12), "offset \(offset)")
            // With one cached level, the level-1 image's alpha is the tutorial's alpha.
            let cachedAlpha = layout.blur.lowerLevel == 1 ? 1 : layout.blur.upperLevelWeight
            #expect(isClose(cachedAlpha, seed.blurAlpha(offset), 1e-12), "offset \(offset)")
        }
    }
}
