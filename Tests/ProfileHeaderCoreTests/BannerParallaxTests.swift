import PropertyBased
import Testing

@testable import ProfileHeaderCore

/// Parallax (issue 22): while the header collapses, the banner moves up by `1 − bannerParallax` of
/// what the content moves — Android's CollapsingToolbarLayout in parallax mode, whose child is offset
/// back down by its multiplier times the scroll, so 0.5 moves it at half speed and 1 holds it still.
/// The header's clip still closes at full speed, so the banner's bottom is cut off, never a gap.
@Suite("Banner parallax")
struct BannerParallaxTests {
    static func twitter(parallax: Double) throws -> ProfileHeaderConfiguration {
        try ProfileHeaderConfiguration(bannerParallax: parallax)
    }

    @Test("At named offsets: the banner's top moves by (1 − parallax) × the offset, the clip by the offset")
    func namedOffsets() throws {
        // The twitter design: 190 pt banner, 103 pt pinned header, collapsing over 87 pt.
        let half = try Self.twitter(parallax: 0.5)
        #expect(half.layout(at: 0).bannerFrame == Rect(x: 0, y: 0, width: 393, height: 190), "at rest: as without parallax")
        #expect(half.layout(at: 40).bannerFrame == Rect(x: 0, y: -20, width: 393, height: 190), "half speed")
        #expect(half.layout(at: 40).headerFrame == Rect(x: 0, y: 0, width: 393, height: 150), "the clip at full speed")
        #expect(half.layout(at: 87).bannerFrame.minY == -43.5, "pinned: half the collapse")
        #expect(half.layout(at: 400).bannerFrame.minY == -43.5, "and no further once pinned")
        let still = try Self.twitter(parallax: 1)
        #expect(still.layout(at: 60).bannerFrame == Rect(x: 0, y: 0, width: 393, height: 190), "held still")
        let none = try Self.twitter(parallax: 0)
        #expect(none.layout(at: 60).bannerFrame.minY == -60, "0: with the content, as before")
        #expect(none == ProfileHeaderConfiguration.twitter, "0 is the default")
        // A pull is parallax's business no more than the rest: the stretch is the same.
        #expect(half.layout(at: -50).bannerFrame == none.layout(at: -50).bannerFrame)
    }

    @Test("For any parallax and offset: the banner's bottom is never above the header's (no gap), its top never below the viewport's top, and it moves no faster than the content")
    func neverAGap() async {
        await propertyCheck(input: Gen.double(in: 0...1), Gen.double(in: -300...2_000)) { parallax, offset in
            let configuration = try! ProfileHeaderConfiguration(bannerParallax: parallax)
            let layout = configuration.layout(at: offset)
            #expect(layout.bannerFrame.maxY >= layout.headerFrame.maxY - 1e-9)
            #expect(layout.bannerFrame.minY <= 1e-9)
            let collapsedBy = min(max(offset, 0), configuration.collapseDistance)
            #expect(layout.bannerFrame.minY >= -collapsedBy - 1e-9)
            let further = configuration.layout(at: offset + 1)
            #expect(further.bannerFrame.minY <= layout.bannerFrame.minY + 1e-9, "never moves down while scrolling up")
        }
    }

    @Test("A parallax outside 0 … 1, or not a number, is refused, naming the field and the rule")
    func badInput() {
        for value in [-0.01, 1.01, 2, -1_000_000] {
            #expect(throws: ConfigurationError(field: .bannerParallax, rule: .mustBeWithinSupportedRange(lowerBound: 0, upperBound: 1))) {
                try ProfileHeaderConfiguration(bannerParallax: value)
            }
        }
        for value in [Double.nan, .infinity, -.infinity] {
            #expect(throws: ConfigurationError(field: .bannerParallax, rule: .mustBeFinite)) {
                try ProfileHeaderConfiguration(bannerParallax: value)
            }
        }
    }

    @Test("Kept through adaptation: a rotated or resized design keeps its parallax")
    func keptThroughAdaptation() throws {
        let design = try Self.twitter(parallax: 0.5)
        #expect(try design.adapting(viewportWidth: 852, topSafeAreaInset: 0).bannerParallax == 0.5)
        #expect(try design.resizingBanner(toExpandedHeight: 250).bannerParallax == 0.5)
        #expect(design.reducingMotion().bannerParallax == 0.5)
    }
}
