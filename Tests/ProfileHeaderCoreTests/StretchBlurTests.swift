import PropertyBased
import Testing

@testable import ProfileHeaderCore

/// Blur while pulled (issue 22; Flutter's `StretchMode.blurBackground`): over `stretchBlurDistance`
/// points of stretch the banner blurs from sharp to `blurMaximumRadius`, whatever the stretch mode
/// does to its size; the blur of the collapse is unchanged.
@Suite("Stretch blur")
struct StretchBlurTests {
    @Test("Flutter's three stretch modes at once: the banner zooms and blurs, and the name's track (fadeTitle, as the reference gives it) fades")
    func flutterStretchModesCombine() throws {
        let design = try ProfileHeaderConfiguration(stretchMode: .zoom, stretchBlurDistance: 100)
        let nameFade = try ProgressTrack<Double>(driver: .stretch(fullAt: 80), keyframes: [Keyframe(0, 1), Keyframe(1, 0)])
        // (offset, name alpha, blur fraction, banner height): 190 pt at rest, zoomed by the pull.
        let named: [(Double, Double, Double, Double)] = [
            (0, 1, 0, 190), (-20, 0.75, 0.2, 210), (-40, 0.5, 0.4, 230), (-80, 0, 0.8, 270), (-120, 0, 1, 310),
        ]
        for (offset, alpha, blur, height) in named {
            let layout = design.layout(at: offset)
            #expect(nameFade.value(in: layout) == alpha, "name at \(offset)")
            #expect(layout.blur.fraction == blur, "blur at \(offset)")
            #expect(layout.bannerFrame.height == height && layout.bannerFrame.minY == 0, "zoom at \(offset)")
        }
        // Collapsing is not a pull: the name keeps its alpha (it scrolls under the bar instead).
        for offset in [20.0, 87, 150, 400] { #expect(nameFade.value(in: design.layout(at: offset)) == 1, "at \(offset)") }
    }

    @Test("At named pulls: the blur grows with the stretch over the distance, then stays at its maximum; 0 keeps the banner sharp")
    func namedPulls() throws {
        let blurring = try ProfileHeaderConfiguration(stretchBlurDistance: 100)  // twitter: 20 pt at most, 10 levels
        #expect(blurring.layout(at: 0).blur.fraction == 0, "at rest: sharp")
        let half = blurring.layout(at: -50).blur
        #expect(half.fraction == 0.5 && half.radius == 10 && half.lowerLevel == 5 && half.upperLevel == 6)
        #expect(blurring.layout(at: -100).blur.fraction == 1)
        #expect(blurring.layout(at: -400).blur.fraction == 1, "no further than the maximum")
        #expect(blurring.layout(at: -50).bannerFrame == ProfileHeaderConfiguration.twitter.layout(at: -50).bannerFrame,
                "the zoom is the stretch mode's, unchanged")
        let sharp = ProfileHeaderConfiguration.twitter
        #expect(sharp.stretchBlurDistance == 0)
        #expect(sharp.layout(at: -100).blur.fraction == 0, "0: sharp while pulled, as before")
        for offset in [20.0, 139, 150, 172, 400] {
            #expect(blurring.layout(at: offset).blur == sharp.layout(at: offset).blur, "the collapse's blur at \(offset)")
        }
        let growing = try ProfileHeaderConfiguration(stretchMode: .grow, stretchBlurDistance: 40)
        #expect(growing.layout(at: -10).blur.fraction == 0.25, "with every stretch mode")
    }

    @Test("For any distance and pull: the blur is the larger of the collapse's and the stretch's, in 0 … 1, and never lessens as the pull deepens")
    func monotonic() async {
        await propertyCheck(input: Gen.double(in: 0.01...500), Gen.double(in: -600...600)) { distance, offset in
            let configuration = try! ProfileHeaderConfiguration(stretchBlurDistance: distance)
            let blur = configuration.layout(at: offset).blur
            #expect(blur.fraction >= 0 && blur.fraction <= 1 && blur.radius.isFinite)
            let deeper = configuration.layout(at: min(offset, 0) - 1).blur
            if offset <= 0 { #expect(deeper.fraction >= blur.fraction) }
            if offset >= 0 { #expect(blur == ProfileHeaderConfiguration.twitter.layout(at: offset).blur) }
        }
    }

    @Test("A negative or non-finite distance is refused, naming the field and the rule; it is kept through adaptation")
    func badInputAndAdaptation() throws {
        #expect(throws: ConfigurationError(field: .stretchBlurDistance, rule: .mustNotBeNegative)) {
            try ProfileHeaderConfiguration(stretchBlurDistance: -0.5)
        }
        #expect(throws: ConfigurationError(field: .stretchBlurDistance, rule: .mustBeFinite)) {
            try ProfileHeaderConfiguration(stretchBlurDistance: .infinity)
        }
        // A distance other than 0 is a positive length: a vanishing one (the fuzzer's 5e-324) is refused.
        for tiny in [5e-324, 0.001] {
            #expect(throws: ConfigurationError(field: .stretchBlurDistance,
                                               rule: .mustBeWithinSupportedRange(lowerBound: 0.01, upperBound: 1_000_000))) {
                try ProfileHeaderConfiguration(stretchBlurDistance: tiny)
            }
        }
        #expect((try? ProfileHeaderConfiguration(stretchBlurDistance: 0.01)) != nil)
        let design = try ProfileHeaderConfiguration(stretchBlurDistance: 80)
        #expect(try design.adapting(viewportWidth: 852, topSafeAreaInset: 0).stretchBlurDistance == 80)
        #expect(design.reducingMotion().stretchBlurDistance == 80)
    }
}
