// Target `physics`: springs, rubber band, deceleration, easing, keyframe tracks (their error table),
// snapping (its table) and the scroll-view bridges and frame transforms.

func fuzzPhysics(_ input: inout FuzzInput) {
    for _ in 0..<input.int(1...6) {
        if input.isEmpty { break }
        switch input.byte() % 6 {
        case 0: fuzzSpring(&input)
        case 1: fuzzRubberBand(&input)
        case 2: fuzzEasing(&input)
        case 3: fuzzKeyframes(&input)
        case 4: fuzzSnapping(&input)
        default: fuzzBridges(&input)
        }
    }
}

func fuzzSpring(_ input: inout FuzzInput) {
    guard let spring = decodeSpring(&input) else { return }
    let from = input.bool() ? input.double() : input.ordinary(1000)
    let to = input.bool() ? input.double() : input.ordinary(1000)
    let v0 = input.bool() ? input.double() : input.ordinary(5000)
    let motion = spring.motion(from: from, to: to, initialVelocity: v0)
    let at = "\(spring) from \(from) to \(to) v0 \(v0)"
    check(motion.from.isFinite && motion.to.isFinite && motion.initialVelocity.isFinite, "spring.finite", "motion \(motion) \(at)")
    check(spring.stiffness.isFinite && spring.damping.isFinite, "spring.finite", "\(spring.stiffness) \(spring.damping) \(at)")
    let tolerance = input.bool() ? 0.5 : input.double()
    let settle = motion.settleTime(tolerance: tolerance)
    check(settle.isFinite && settle >= 0 && settle <= 10_000, "spring.settle-time-finite", "settleTime \(settle) \(at)")
    for _ in 0..<4 {
        let t = input.bool() ? input.double() : abs(input.ordinary(3))
        let (x, v) = motion.state(at: t)
        let p = motion.position(at: t), e = motion.envelope(at: t)
        check(x.isFinite && v.isFinite && p.isFinite && e.isFinite, "spring.finite", "at \(t): x \(x) v \(v) p \(p) envelope \(e) \(at)")
        // (Displacements below ~1e-150 pt may underflow in the envelope's square root: not a position.)
        check(abs(x) <= e * (1 + 1e-9) + 1e-12 * (abs(motion.from) + abs(motion.to)) + 1e-150, "spring.envelope-bounds", "|x| \(abs(x)) > envelope \(e) at \(t) \(at)")
    }
    // Settles: from the settle time on it stays within the tolerance of its target.
    if settle < 10_000 {
        let tol = tolerance.isFinite ? max(tolerance, 1e-9) : 0.5
        for extra in [0.0, 0.01, 0.5, 3, 100] {
            let x = motion.state(at: settle + extra).displacement
            check(abs(x) <= tol * (1 + 1e-9) + 1e-12 * (abs(motion.from) + abs(motion.to)), "spring.settles",
                  "|x| \(abs(x)) > \(tol) at settle \(settle) + \(extra) \(at)")
        }
    }
    let start = motion.position(at: 0)
    // (Rounding scales with the motion: its endpoints and how far its initial velocity carries.)
    let scale = max(abs(motion.from), abs(motion.to), abs(motion.initialVelocity) * spring.response)
    check(abs(start - motion.from) <= slack(scale) * 16, "spring.starts-at-from", "position(0) \(start) \(at)")
}

func fuzzRubberBand(_ input: inout FuzzInput) {
    let overscroll = input.bool() ? input.double() : input.ordinary(1000)
    let dimension = input.bool() ? input.double() : input.double(typical: 852)
    let d = RubberBand.distance(forOverscroll: overscroll, dimension: dimension)
    let at = "overscroll \(overscroll) dimension \(dimension)"
    check(d.isFinite, "rubber-band.finite", "distance \(d) \(at)")
    if dimension.isFinite, dimension > 0, overscroll.isFinite {
        check(abs(d) <= dimension && abs(d) <= abs(overscroll) * (1 + 1e-12) && (d == 0 || (d < 0) == (overscroll < 0)),
              "rubber-band.bounds", "distance \(d) \(at)")
    }
    let distance = input.bool() ? input.double() : input.ordinary(dimension.isFinite ? dimension : 100)
    let finger = RubberBand.overscroll(forDistance: distance, dimension: dimension)
    check(finger.isFinite, "rubber-band.finite", "overscroll(forDistance: \(distance), dimension: \(dimension)) = \(finger)")
    // Round trip inside the reachable range.
    if dimension.isFinite, dimension >= 1e-3, dimension <= 1e6, distance.isFinite, abs(distance) < dimension * 0.99 {
        let back = RubberBand.distance(forOverscroll: finger, dimension: dimension)
        check(abs(back - distance) <= 1e-9 * dimension, "rubber-band.round-trip", "distance \(distance) → finger \(finger) → \(back) (dimension \(dimension))")
    }
    let lower = input.ordinary(100), upper = lower + abs(input.ordinary(1000))
    let clamped = RubberBand.clamp(input.double(), lower: lower, upper: upper, dimension: dimension)
    check(clamped.isFinite, "rubber-band.finite", "clamp \(clamped)")
    let rateValue = input.double()
    let rate = DecelerationRate(rateValue)
    check((rate != nil) == (rateValue > 0 && rateValue < 1), "rules.deceleration-rate", "DecelerationRate(\(rateValue)) = \(String(describing: rate))")
    for r in [rate ?? .normal, .fast] {
        let projected = r.projectedDistance(velocity: input.double())
        check(projected.isFinite, "deceleration.finite", "projected \(projected) at rate \(r.value)")
    }
}

func decodeEasing(_ input: inout FuzzInput) -> Easing {
    switch input.byte() % 7 {
    case 0: return .linear
    case 1: return .easeIn
    case 2: return .easeOut
    case 3: return .easeInOut
    case 4: return .hold
    default:
        func v(_ typical: Double) -> Double { input.byte() % 3 == 0 ? input.double() : typical + input.ordinary(1) }
        return .cubicBezier(x1: v(0.42), y1: v(0), x2: v(0.58), y2: v(1))
    }
}

func fuzzEasing(_ input: inout FuzzInput) {
    let easing = decodeEasing(&input)
    var valid = true
    if case let .cubicBezier(x1, y1, x2, y2) = easing {
        valid = x1 >= 0 && x1 <= 1 && x2 >= 0 && x2 <= 1 && y1.isFinite && y2.isFinite && abs(y1) <= 1_000 && abs(y2) <= 1_000
    }
    check(easing.isValid == valid, "rules.easing", "\(easing).isValid = \(easing.isValid)")
    for _ in 0..<3 {
        let p = input.bool() ? input.double() : input.ordinary(1.2)
        let f = easing.fraction(at: p)
        check(f.isFinite, "easing.finite", "\(easing).fraction(at: \(p)) = \(f)")
    }
    if valid {
        check(easing.fraction(at: 0) == 0 && easing.fraction(at: 1) == 1 && easing.fraction(at: .nan) == 0, "easing.ends",
              "\(easing): f(0) = \(easing.fraction(at: 0)), f(1) = \(easing.fraction(at: 1))")
    }
}

/// KeyframeError's rules, in the order the initializer documents: driver, then each keyframe's
/// progress (in 0…1, increasing), value, easing.
func keyframeTable<V: Interpolatable>(_ driver: ProgressDriver, _ keyframes: [Keyframe<V>], problem: (V) -> KeyframeValueProblem?) -> KeyframeError? {
    switch driver {
    case let .stretch(fullAt): if !(fullAt.isFinite && fullAt > 0) { return .invalidDriver }
    case let .offset(start, end): if !(start.isFinite && end.isFinite && start != end) { return .invalidDriver }
    default: break
    }
    if keyframes.isEmpty { return .noKeyframes }
    var previous = -1.0
    for (i, k) in keyframes.enumerated() {
        if !(k.progress >= 0 && k.progress <= 1) { return .progressOutOfRange(index: i) }
        if !(k.progress > previous) { return .progressNotIncreasing(index: i) }
        if let p = problem(k.value) { return .invalidValue(index: i, problem: p) }
        if case let .cubicBezier(x1, y1, x2, y2) = k.easing, !(x1 >= 0 && x1 <= 1 && x2 >= 0 && x2 <= 1 && abs(y1) <= 1_000 && abs(y2) <= 1_000) {
            return .invalidEasing(index: i)
        }
        previous = k.progress
    }
    return nil
}

func rectProblem(_ r: Rect) -> KeyframeValueProblem? {
    if !(r.minX.isFinite && r.minY.isFinite && r.width.isFinite && r.height.isFinite) { return .notFinite }
    if r.width < 0 || r.height < 0 { return .negativeSize }
    return nil
}

func fuzzKeyframes(_ input: inout FuzzInput) {
    let driver: ProgressDriver
    switch input.byte() % 8 {
    case 0: driver = .stretch(fullAt: input.double(typical: 100))
    case 1: driver = .offset(start: input.double(typical: 0), end: input.double(typical: 200))
    default: driver = input.pick([.collapse, .title, .blur, .refresh])
    }
    var progresses: [Double] = []
    let count = input.int(0...5)
    for i in 0..<count {
        progresses.append(input.byte() % 6 == 0 ? input.double() : Double(i) / Double(max(count - 1, 1)) * (input.bool() ? 1 : 0.9))
    }
    let layout = ProfileHeaderConfiguration.twitter.layout(at: input.ordinary(600))
    func value() -> Double { input.bool() ? input.double() : input.ordinary(500) }
    if input.bool() {
        let keyframes = progresses.map { Keyframe($0, value(), easing: decodeEasing(&input)) }
        let expected = keyframeTable(driver, keyframes) { $0.isFinite ? nil : .notFinite }
        let (track, error) = attempt { () throws(KeyframeError) in try ProgressTrack(driver: driver, keyframes: keyframes) }
        check(error == expected, "rules.keyframes", "ProgressTrack(\(driver), \(keyframes.map { ($0.progress, $0.value, $0.easing) })) threw \(String(describing: error)), table \(String(describing: expected))")
        guard let track else { return }
        checkTrack(track, &input, layout) { $0.isFinite }
    } else {
        let keyframes = progresses.map { p -> Keyframe<ElementAttributes> in
            let frame = Rect(x: value(), y: value(), width: input.bool() ? input.double() : abs(input.ordinary(200)), height: abs(input.ordinary(200)))
            let alpha = input.byte() % 4 == 0 ? input.double() : abs(input.ordinary(1))
            let transform = ElementTransform(translationX: value(), translationY: value(), scaleX: input.double(typical: 1),
                                             scaleY: input.double(typical: 1), rotation: input.double(typical: 0))
            return Keyframe(p, ElementAttributes(frame: frame, alpha: alpha, transform: transform, cornerRadius: input.double(typical: 8)),
                            easing: decodeEasing(&input))
        }
        let expected = keyframeTable(driver, keyframes) { a in
            if let p = rectProblem(a.frame) { return p }
            let t = a.transform
            if !([t.translationX, t.translationY, t.scaleX, t.scaleY, t.rotation].allSatisfy { $0.isFinite }) { return .notFinite }
            if !(a.alpha.isFinite && a.cornerRadius.isFinite) { return .notFinite }
            if a.alpha < 0 || a.alpha > 1 { return .alphaOutOfRange }
            if a.cornerRadius < 0 { return .negativeCornerRadius }
            return nil
        }
        let (track, error) = attempt { () throws(KeyframeError) in try ProgressTrack(driver: driver, keyframes: keyframes) }
        check(error == expected, "rules.keyframes", "ProgressTrack<ElementAttributes> threw \(String(describing: error)), table \(String(describing: expected)) for \(keyframes.map { ($0.progress, $0.value) })")
        guard let track else { return }
        checkTrack(track, &input, layout) { a in
            let t = a.transform
            return a.frame.isFinite && a.frame.width >= 0 && a.frame.height >= 0 && isUnit(a.alpha) && a.cornerRadius >= 0 && a.cornerRadius.isFinite
                && [t.translationX, t.translationY, t.scaleX, t.scaleY, t.rotation].allSatisfy { $0.isFinite }
        }
    }
}

func checkTrack<V: Interpolatable>(_ track: ProgressTrack<V>, _ input: inout FuzzInput, _ layout: ProfileHeaderLayout, _ valid: (V) -> Bool) {
    let keyframes = track.keyframes
    // Hits every keyframe's value at its progress; holds the ends outside them.
    for k in keyframes {
        let v = track.value(at: k.progress)
        check(v == k.value, "keyframes.hits-keyframes", "value at \(k.progress) is \(v), keyframe says \(k.value); track \(keyframes.map { ($0.progress, $0.value, $0.easing) })")
    }
    check(track.value(at: -1) == keyframes[0].value && track.value(at: .nan) == keyframes[0].value && track.value(at: 2) == keyframes[keyframes.count - 1].value,
          "keyframes.holds-ends", "ends not held; track \(keyframes.map { ($0.progress, $0.value) })")
    for _ in 0..<4 {
        let p = input.bool() ? input.double() : input.ordinary(1.1)
        let v = track.value(at: p)
        check(valid(v), "keyframes.finite-valid", "value at \(p) is \(v); track \(keyframes.map { ($0.progress, $0.value, $0.easing) })")
    }
    check(valid(track.value(in: layout)), "keyframes.finite-valid", "value in layout \(layout.offset)")
}

func fuzzSnapping(_ input: inout FuzzInput) {
    var offsets: [Double] = []
    for i in 0..<input.int(0...4) { offsets.append(input.byte() % 4 == 0 ? input.double() : Double(i) * 150 + input.ordinary(10)) }
    var t = Table()
    t.require(!offsets.isEmpty, "restingOffsets", nil, .mustNotBeEmpty)
    t.require(offsets.count <= 100_000, "restingOffsets", nil, .outOfSupportedRange(lowerBound: 1, upperBound: 100_000))
    for (i, o) in offsets.enumerated() {
        // A position (±1 000 000) that is also ≥ 0.
        var ok = t.value(o, "restingOffsets", i, .nonNegative)
        if ok { ok = t.value(o, "restingOffsets", i, .position) }
        ok = ok || (o.isFinite && o >= 0)
        if ok, i > 0, offsets[i - 1].isFinite { t.require(o > offsets[i - 1], "restingOffsets", i, .mustBeIncreasing) }
    }
    let (made, error) = attempt { () throws(HeaderSnappingError) in try HeaderSnapping(restingOffsets: offsets) }
    guard compareRules("HeaderSnapping", t, error, ordered: false, "restingOffsets \(offsets)"), let snapping = made else { return }
    let first = offsets[0], last = offsets[offsets.count - 1]
    for _ in 0..<4 {
        let proposed = input.bool() ? input.double() : input.ordinary(800)
        let target = snapping.targetOffset(forProposedEnd: proposed)
        let at = "proposed \(proposed) resting \(offsets)"
        check(target.isFinite, "snapping.finite", "target \(target) \(at)")
        if proposed.isNaN || proposed <= first {
            check(target == first, "snapping.rule", "target \(target) \(at)")
        } else if proposed <= last {
            // The resting offsets either side of the end; the nearer wins, the lower on a tie.
            let below = offsets.last { $0 <= proposed }!, above = offsets.first { $0 >= proposed }!
            let nearest = proposed - below <= above - proposed ? below : above
            check(target == nearest, "snapping.rule", "target \(target), nearest \(nearest) \(at)")
        } else if proposed.isFinite, proposed <= 1_000_000 {
            check(target == proposed, "snapping.rule", "beyond the last resting offset, target \(target) \(at)")
        }
        let released = snapping.targetOffset(releasedAt: input.double(), velocity: input.double())
        check(released.isFinite, "snapping.finite", "targetOffset(releasedAt:) \(released) \(at)")
        let y = snapping.targetContentOffsetY(proposedContentOffsetY: input.double(), adjustedTop: input.double(), heldInset: input.double())
        check(y.isFinite, "snapping.finite", "targetContentOffsetY \(y) \(at)")
    }
}

func fuzzBridges(_ input: inout FuzzInput) {
    func any() -> Double { input.bool() ? input.double() : input.ordinary(2000) }
    let y = any(), top = any(), held = any()
    let offset = ScrollViewBridge.offset(contentOffsetY: y, adjustedTop: top, heldInset: held)
    check(offset.isFinite, "bridges.finite", "offset(\(y), \(top), \(held)) = \(offset)")
    let back = ScrollViewBridge.contentOffsetY(forOffset: ScrollViewBridge.offset(contentOffsetY: y, adjustedTop: top), adjustedTop: top)
    check(back.isFinite, "bridges.finite", "contentOffsetY round trip \(back) for \(y), \(top)")
    if y.isFinite, top.isFinite, abs(y) <= 1e6, abs(top) <= 1e6 {
        check(abs(back - y) <= slack(abs(y) + abs(top)), "bridges.round-trip", "contentOffsetY \(y) → offset → \(back) (top \(top))")
    }
    let target = any(), adjusted = any(), inset = any()
    let newInset = ScrollViewBridge.contentInsetTop(forAdjustedTop: target, currentAdjustedTop: adjusted, currentContentInsetTop: inset)
    check(newInset.isFinite, "bridges.finite", "contentInsetTop \(newInset) for \(target) \(adjusted) \(inset)")
    if [target, adjusted, inset].allSatisfy({ $0.isFinite && abs($0) <= 1e6 }) {
        let systemPart = adjusted - inset
        check(abs(newInset + systemPart - target) <= slack(abs(target) + abs(adjusted) + abs(inset)), "bridges.round-trip",
              "adjusted top \(target) → inset \(newInset) → \(newInset + systemPart)")
    }
    let a = any()
    check(!ScrollViewBridge.differs(a, a), "bridges.differs", "differs(\(a), \(a))")
    // Frame transforms: finite for finite rectangles, and they carry the rest frame onto the frame.
    let rest = Rect(x: any(), y: any(), width: input.bool() ? input.double() : abs(input.ordinary(300)), height: abs(input.ordinary(300)))
    let frame = Rect(x: any(), y: any(), width: abs(input.ordinary(300)), height: input.bool() ? input.double() : abs(input.ordinary(300)))
    if rest.isFinite, frame.isFinite {
        let t = ElementTransform(from: rest, to: frame)
        check([t.translationX, t.translationY, t.scaleX, t.scaleY].allSatisfy { $0.isFinite }, "bridges.finite", "ElementTransform(from: \(rest), to: \(frame)) = \(t)")
        if rest.width >= 0.01, frame.width >= 0, [rest.minX, rest.width, frame.minX, frame.width].allSatisfy({ abs($0) <= 1e6 }) {
            check(abs(rest.midX + t.translationX - frame.midX) <= slack(4e6) && abs(rest.width * t.scaleX - frame.width) <= slack(4e6),
                  "bridges.round-trip", "transform \(t) does not carry \(rest) onto \(frame)")
        }
    }
    let width = any()
    let mirrored = rest.mirrored(inWidth: width)
    if rest.isFinite, width.isFinite, abs(width) <= 1e6, [rest.minX, rest.width].allSatisfy({ abs($0) <= 1e6 }) {
        let twice = mirrored.mirrored(inWidth: width)
        check(abs(twice.minX - rest.minX) <= slack(4e6) && twice.width == rest.width, "bridges.round-trip", "mirrored twice \(twice) ≠ \(rest)")
    }
    let header = ProfileHeaderConfiguration.twitter
    let l = header.layout(at: any())
    let r = l.viewportRect(forContentY: any(), height: any())
    check(r.isFinite && header.adjustedContentInsetTop(heldRefreshInset: any()).isFinite, "bridges.finite", "viewportRect \(r)")
}
