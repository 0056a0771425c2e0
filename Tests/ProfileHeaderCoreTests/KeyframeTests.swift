import PropertyBased
import Testing

@testable import ProfileHeaderCore

@Suite("Easing")
struct EasingTests {
    static let all: [Easing] = [.linear, .easeIn, .easeOut, .easeInOut, .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1), .hold]

    @Test("Every easing starts at 0 and ends at 1", arguments: all)
    func endpoints(_ easing: Easing) {
        #expect(easing.fraction(at: 0) == 0)
        #expect(easing.fraction(at: 1) == 1)
        #expect(easing.fraction(at: -3) == 0)
        #expect(easing.fraction(at: 7) == 1)
        #expect(easing.fraction(at: .nan) == 0)
    }

    @Test("Known values: CSS ease-in-out is symmetric, CSS ease reaches 0.8024 at 0.5, hold waits")
    func knownValues() {
        #expect(isClose(Easing.easeInOut.fraction(at: 0.5), 0.5, 1e-9))
        #expect(isClose(Easing.easeInOut.fraction(at: 0.25) + Easing.easeInOut.fraction(at: 0.75), 1, 1e-9))
        // Reference value of CSS `ease`, cubic-bezier(0.25, 0.1, 0.25, 1), at x = 0.5.
        #expect(isClose(Easing.cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1).fraction(at: 0.5), 0.8024033877399112, 1e-6))
        #expect(Easing.easeIn.fraction(at: 0.5) < 0.5)
        #expect(Easing.easeOut.fraction(at: 0.5) > 0.5)
        #expect(Easing.hold.fraction(at: 0.999) == 0)
        #expect(Easing.linear.fraction(at: 0.3) == 0.3)
    }

    @Test("Every valid cubic Bézier gives the y of the parameter whose x is the progress (a bisection of the curve in the test agrees to 1e-5)")
    func bezierMatchesAReferenceSolve() {
        func reference(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
            func point(_ a: Double, _ b: Double, _ s: Double) -> Double {
                3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
            }
            var low = 0.0, high = 1.0
            for _ in 0..<200 {
                let middle = (low + high) / 2
                if point(x1, x2, middle) < x { low = middle } else { high = middle }
            }
            return point(y1, y2, (low + high) / 2)
        }
        let handles = [0.0, 0.05, 0.3, 0.6, 0.95, 1]
        let heights = [-0.6, 0, 0.4, 1, 1.6]
        for x1 in handles { for x2 in handles { for y1 in heights { for y2 in heights {
            let easing = Easing.cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
            for x in stride(from: 0.02, through: 0.98, by: 0.12) {
                let expected = reference(x1, y1, x2, y2, at: x)
                // (1e-5: where x(s) is flat, cubic-bezier(1, y1, 0, y2) at 0.5, x to 1e-12 pins s only to
                // about 1e-4, and y to about 3e-6.)
                #expect(abs(easing.fraction(at: x) - expected) < 1e-5, "cubic-bezier(\(x1), \(y1), \(x2), \(y2)) at \(x)")
            }
        } } } }
    }

    @Test("Control points: CSS's named curves, a Bézier's own, linear's for an invalid one, none for a hold")
    func controlPoints() throws {
        func points(_ easing: Easing) -> [Double]? { easing.controlPoints.map { [$0.x1, $0.y1, $0.x2, $0.y2] } }
        #expect(points(.linear) == [0, 0, 1, 1])
        #expect(points(.easeIn) == [0.42, 0, 1, 1])
        #expect(points(.easeOut) == [0, 0, 0.58, 1])
        #expect(points(.easeInOut) == [0.42, 0, 0.58, 1])
        #expect(points(.cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)) == [0.25, 0.1, 0.25, 1])
        #expect(points(.cubicBezier(x1: 1.5, y1: 0, x2: 0.5, y2: 1)) == [0, 0, 1, 1])
        #expect(points(.hold) == nil)
        // What a front end draws from the points is the curve the engine evaluates.
        for easing in Self.all {
            guard let p = easing.controlPoints else { continue }
            let drawn = Easing.cubicBezier(x1: p.x1, y1: p.y1, x2: p.x2, y2: p.y2)
            for step in 0...20 {
                let t = Double(step) / 20
                #expect(isClose(drawn.fraction(at: t), easing.fraction(at: t), 1e-9), "\(easing) at \(t)")
            }
        }
    }

    @Test("A Bézier with y outside 0…1 overshoots, as in CSS")
    func overshoot() {
        let backOut = Easing.cubicBezier(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1)
        let peak = stride(from: 0.0, through: 1, by: 0.01).map(backOut.fraction(at:)).max() ?? 0
        #expect(peak > 1.05)
    }

    @Test("Bézier easings with y in 0…1 are monotonic and continuous")
    func bezierMonotonic() async {
        let unit = Gen.double(in: 0...1)
        await propertyCheck(count: 200, input: unit, unit, unit, unit) { x1, y1, x2, y2 in
            let easing = Easing.cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
            var previous = 0.0
            for step in 1...200 {
                let value = easing.fraction(at: Double(step) / 200)
                #expect(value >= previous - 1e-9)
                #expect(value.isFinite)
                previous = value
            }
        }
    }

    @Test("Invalid control points are reported, and evaluate as linear rather than crash")
    func invalidControlPoints() {
        let bad = Easing.cubicBezier(x1: 1.5, y1: 0, x2: 0.5, y2: 1)
        #expect(!bad.isValid)
        #expect(bad.fraction(at: 0.25) == 0.25)
        #expect(!Easing.cubicBezier(x1: 0.5, y1: .nan, x2: 0.5, y2: 1).isValid)
    }
}

@Suite("Keyframe tracks")
struct KeyframeTrackTests {
    /// A follow button that moves into the bar and turns into a circle as the header collapses.
    func followButton() throws -> ProgressTrack<ElementAttributes> {
        try ProgressTrack(driver: .collapse, keyframes: [
            Keyframe(0, ElementAttributes(frame: Rect(x: 280, y: 200, width: 97, height: 34), cornerRadius: 8)),
            Keyframe(0.5, ElementAttributes(frame: Rect(x: 300, y: 150, width: 77, height: 34), alpha: 0.5, cornerRadius: 12), easing: .easeIn),
            Keyframe(1, ElementAttributes(frame: Rect(x: 343, y: 64, width: 34, height: 34), alpha: 1,
                                          transform: ElementTransform(scale: 0.9), cornerRadius: 17)),
        ])
    }

    @Test("Values hold before the first and after the last keyframe, and are exact at each keyframe")
    func holdsOutside() throws {
        let track = try followButton()
        #expect(track.value(at: -1) == track.keyframes[0].value)
        #expect(track.value(at: 0) == track.keyframes[0].value)
        #expect(track.value(at: 0.5) == track.keyframes[1].value)
        #expect(track.value(at: 1) == track.keyframes[2].value)
        #expect(track.value(at: 2) == track.keyframes[2].value)
        #expect(track.value(at: .nan) == track.keyframes[0].value)
    }

    @Test("Between keyframes each attribute interpolates, with the segment's easing")
    func interpolates() throws {
        let track = try followButton()
        let quarter = track.value(at: 0.25)  // linear segment, half-way
        #expect(quarter.frame == Rect(x: 290, y: 175, width: 87, height: 34))
        #expect(quarter.alpha == 0.75)
        #expect(quarter.cornerRadius == 10)
        let threeQuarters = track.value(at: 0.75)  // ease-in segment: less than half-way
        let eased = Easing.easeIn.fraction(at: 0.5)
        #expect(isClose(threeQuarters.frame.minX, 300 + 43 * eased))
        #expect(isClose(threeQuarters.transform.scaleX, 1 - 0.1 * eased))
        #expect(threeQuarters.frame.minX < 321.5)
    }

    @Test("A track reads its driver from a layout")
    func readsDriver() throws {
        let twitter = ProfileHeaderConfiguration.twitter
        let track = try followButton()
        #expect(track.value(in: twitter.layout(at: 43.5)) == track.value(at: 0.5))
        let titleAlpha = try ProgressTrack<Double>(driver: .title, keyframes: [Keyframe(0, 0), Keyframe(1, 1)])
        #expect(titleAlpha.value(in: twitter.layout(at: 155.5)) == 0.5)
        let pull = try ProgressTrack<Double>(driver: .stretch(fullAt: 50), keyframes: [Keyframe(0, 0), Keyframe(1, 360)])
        #expect(pull.value(in: twitter.layout(at: -25)) == 180)
        let range = try ProgressTrack<Double>(driver: .offset(start: 200, end: 100), keyframes: [Keyframe(0, 0), Keyframe(1, 1)])
        #expect(range.value(in: twitter.layout(at: 150)) == 0.5)
        #expect(range.value(in: twitter.layout(at: 0)) == 1)
    }

    @Test("Transforms interpolate by their parts: a half-way rotation is a rotation, scale stays uniform")
    func decomposedTransforms() throws {
        let track = try ProgressTrack<ElementTransform>(driver: .blur, keyframes: [
            Keyframe(0, ElementTransform(translationX: 0, translationY: 0, scaleX: 1, scaleY: 1, rotation: 0)),
            Keyframe(1, ElementTransform(translationX: 40, translationY: -20, scaleX: 0.5, scaleY: 0.5, rotation: .pi)),
        ])
        let half = track.value(at: 0.5)
        #expect(half == ElementTransform(translationX: 20, translationY: -10, scaleX: 0.75, scaleY: 0.75, rotation: .pi / 2))
    }

    @Test("Overshooting easings keep alpha in 0…1 and sizes and radius non-negative")
    func overshootKeepsInvariants() throws {
        let track = try ProgressTrack<ElementAttributes>(driver: .collapse, keyframes: [
            Keyframe(0, ElementAttributes(frame: Rect(x: 0, y: 0, width: 10, height: 10), alpha: 0.9, cornerRadius: 1),
                     easing: .cubicBezier(x1: 0.3, y1: -2, x2: 0.7, y2: 3)),
            Keyframe(1, ElementAttributes(frame: Rect(x: 0, y: 0, width: 0, height: 0), alpha: 0.1, cornerRadius: 0)),
        ])
        for step in 0...100 {
            let value = track.value(at: Double(step) / 100)
            #expect(value.alpha >= 0 && value.alpha <= 1)
            #expect(value.frame.width >= 0 && value.frame.height >= 0 && value.cornerRadius >= 0)
        }
    }

    @Test("Binary search finds the same segment as a linear scan, with 100 keyframes")
    func manyKeyframes() async throws {
        let keyframes = (0...99).map { Keyframe(Double($0) / 99, Double($0 * $0)) }
        let track = try ProgressTrack(driver: .collapse, keyframes: keyframes)
        await propertyCheck(count: 300, input: Gen.double(in: 0...1)) { progress in
            let segment = keyframes.lastIndex { $0.progress <= progress } ?? 0
            let next = min(segment + 1, keyframes.count - 1)
            let local = next == segment ? 0 : (progress - keyframes[segment].progress) / (keyframes[next].progress - keyframes[segment].progress)
            let expected = keyframes[segment].value + (keyframes[next].value - keyframes[segment].value) * local
            #expect(isClose(track.value(at: progress), expected, 1e-6))
        }
    }

    @Test("A track with one keyframe is a constant")
    func singleKeyframe() throws {
        let track = try ProgressTrack<Double>(driver: .refresh, keyframes: [Keyframe(0.4, 7)])
        #expect(track.value(at: 0) == 7 && track.value(at: 0.4) == 7 && track.value(at: 1) == 7)
    }

    struct Rejection: Sendable, CustomTestStringConvertible {
        let expected: KeyframeError
        let driver: ProgressDriver
        let keyframes: [Keyframe<ElementAttributes>]
        var testDescription: String { "\(expected)" }
    }

    static let square = ElementAttributes(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    static let rejections: [Rejection] = [
        Rejection(expected: .noKeyframes, driver: .collapse, keyframes: []),
        Rejection(expected: .invalidDriver, driver: .stretch(fullAt: 0), keyframes: [Keyframe(0, square)]),
        Rejection(expected: .invalidDriver, driver: .stretch(fullAt: .nan), keyframes: [Keyframe(0, square)]),
        Rejection(expected: .invalidDriver, driver: .offset(start: 10, end: 10), keyframes: [Keyframe(0, square)]),
        Rejection(expected: .invalidDriver, driver: .offset(start: 0, end: .infinity), keyframes: [Keyframe(0, square)]),
        Rejection(expected: .progressOutOfRange(index: 1), driver: .collapse, keyframes: [Keyframe(0, square), Keyframe(1.5, square)]),
        Rejection(expected: .progressOutOfRange(index: 0), driver: .collapse, keyframes: [Keyframe(.nan, square)]),
        Rejection(expected: .progressOutOfRange(index: 0), driver: .collapse, keyframes: [Keyframe(-0.1, square)]),
        Rejection(expected: .progressNotIncreasing(index: 2), driver: .collapse,
                  keyframes: [Keyframe(0, square), Keyframe(0.5, square), Keyframe(0.5, square)]),
        Rejection(expected: .progressNotIncreasing(index: 1), driver: .collapse, keyframes: [Keyframe(0.8, square), Keyframe(0.2, square)]),
        Rejection(expected: .invalidValue(index: 0, problem: .notFinite), driver: .collapse,
                  keyframes: [Keyframe(0, ElementAttributes(frame: Rect(x: .nan, y: 0, width: 1, height: 1)))]),
        Rejection(expected: .invalidValue(index: 0, problem: .negativeSize), driver: .collapse,
                  keyframes: [Keyframe(0, ElementAttributes(frame: Rect(x: 0, y: 0, width: -1, height: 1)))]),
        Rejection(expected: .invalidValue(index: 0, problem: .alphaOutOfRange), driver: .collapse,
                  keyframes: [Keyframe(0, ElementAttributes(frame: .zero, alpha: 1.2))]),
        Rejection(expected: .invalidValue(index: 0, problem: .negativeCornerRadius), driver: .collapse,
                  keyframes: [Keyframe(0, ElementAttributes(frame: .zero, cornerRadius: -4))]),
        Rejection(expected: .invalidValue(index: 0, problem: .notFinite), driver: .collapse,
                  keyframes: [Keyframe(0, ElementAttributes(frame: .zero, transform: ElementTransform(rotation: .infinity)))]),
        Rejection(expected: .invalidEasing(index: 0), driver: .collapse,
                  keyframes: [Keyframe(0, square, easing: .cubicBezier(x1: -1, y1: 0, x2: 1, y2: 1)), Keyframe(1, square)]),
    ]

    @Test("Unusable keyframes are rejected with a typed error naming the keyframe", arguments: rejections)
    func rejects(_ rejection: Rejection) {
        #expect(throws: rejection.expected) {
            try ProgressTrack(driver: rejection.driver, keyframes: rejection.keyframes)
        }
    }
}
