// exp, log, sin and cos without libm: an app that links only this module on Linux has no libm, and the
// wasm build has no C library at all. Range reduction plus Taylor polynomials; accurate to a few
// units in the last place over the ranges the engine uses (checked against the C library in tests).

/// ln 2 split in two, so that `k × ln2High` is exact for the k used here.
private let ln2High = 6.93147180369123816490e-01
private let ln2Low = 1.90821492927058770002e-10
/// π/2 split in two (Cody–Waite), for reducing sin and cos arguments.
private let halfPiHigh = 1.57079632673412561417e+00
private let halfPiLow = 6.07710050650619224932e-11
/// 1.5 × 2⁵²: adding it to a Double of magnitude below 2⁵¹ rounds it to an integer (ties to even) and
/// leaves that integer, as two's complement, in the low bits of the sum's significand.
private let roundingMagic = 6_755_399_441_055_744.0

/// `x` rounded to the nearest integer (ties to even), as a `Double` and as an `Int`, for
/// `|x| < 2³¹`: no conversion with range checks, no libm.
@inline(__always)
private func nearestInteger(_ x: Double) -> (Double, Int) {
    let shifted = x + roundingMagic
    return (shifted - roundingMagic, Int(Int32(truncatingIfNeeded: shifted.bitPattern)))
}

/// 2 raised to `k`, for `-1022 ≤ k ≤ 1023` (a normal `Double`), built from its bits.
@inline(__always)
private func powerOfTwo(_ k: Int) -> Double {
    Double(bitPattern: UInt64(truncatingIfNeeded: k + 1023) << 52)
}

/// e raised to `x`. NaN gives NaN; the result saturates to `greatestFiniteMagnitude` above ~709.78
/// and to 0 below ~−745, so it is finite for every finite argument.
func exponential(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x > 709.78 { return .greatestFiniteMagnitude }
    if x < -745.2 { return 0 }
    let (kd, k) = nearestInteger(x * 1.4426950408889634)  // x / ln 2
    let r = (x - kd * ln2High) - kd * ln2Low  // |r| ≤ ln2 / 2, a hair more where k rounded the other way
    // The Taylor series of e^r to the 13th power, in Horner form: the next term is below 1e-17
    // for |r| ≤ 0.35.
    var sum = 1.6059043836821613e-10
    sum = sum * r + 2.08767569878681e-09
    sum = sum * r + 2.505210838544172e-08
    sum = sum * r + 2.755731922398589e-07
    sum = sum * r + 2.7557319223985893e-06
    sum = sum * r + 2.48015873015873e-05
    sum = sum * r + 0.0001984126984126984
    sum = sum * r + 0.001388888888888889
    sum = sum * r + 0.008333333333333333
    sum = sum * r + 0.041666666666666664
    sum = sum * r + 0.16666666666666666
    sum = sum * r + 0.5
    sum = sum * r + 1
    sum = sum * r + 1
    // Multiply by 2^k in two steps when 2^k alone would be subnormal or overflow.
    if k < -1_022 { return sum * powerOfTwo(k + 600) * powerOfTwo(-600) }
    if k > 1_023 { return sum * powerOfTwo(k - 1) * 2 }
    return sum * powerOfTwo(k)
}

/// The natural logarithm of `x`, for a positive finite `x` (anything else gives NaN, 0 gives −∞).
/// `x = m·2^e` with `m` in [√½, √2): ln x = e·ln 2 + 2·atanh((m − 1)/(m + 1)), the series of atanh
/// to its 23rd power (|s| ≤ 0.172: the next term is below 1e-19).
func logarithm(_ x: Double) -> Double {
    if x.isNaN || x < 0 || x == .infinity { return .nan }
    if x == 0 { return -.infinity }
    var e = Double(x.exponent)
    var m = x.significand  // 1 ≤ m < 2, subnormals included
    if m > 1.4142135623730951 {
        m /= 2
        e += 1
    }
    let s = (m - 1) / (m + 1), s2 = s * s
    var sum = 1.0 / 23
    sum = sum * s2 + 1.0 / 21
    sum = sum * s2 + 1.0 / 19
    sum = sum * s2 + 1.0 / 17
    sum = sum * s2 + 1.0 / 15
    sum = sum * s2 + 1.0 / 13
    sum = sum * s2 + 1.0 / 11
    sum = sum * s2 + 1.0 / 9
    sum = sum * s2 + 1.0 / 7
    sum = sum * s2 + 1.0 / 5
    sum = sum * s2 + 1.0 / 3
    sum = sum * s2 + 1
    return e * ln2High + (e * ln2Low + 2 * s * sum)
}

/// sin and cos of `x` (radians), together. Accurate for |x| up to about 1e6; NaN and infinities give NaN.
func sineAndCosine(_ x: Double) -> (sin: Double, cos: Double) {
    guard x.isFinite, abs(x) < 1e9 else { return (.nan, .nan) }
    let (quadrantValue, quadrant) = nearestInteger(x * 0.6366197723675814)  // x / (π/2)
    let r = (x - quadrantValue * halfPiHigh) - quadrantValue * halfPiLow  // |r| ≤ π/4
    let r2 = r * r
    // Taylor series to r^19 and r^18, in Horner form: the next terms are below 1e-18 for |r| ≤ π/4.
    var sinPart = -8.22063524662433e-18
    sinPart = sinPart * r2 + 2.8114572543455206e-15
    sinPart = sinPart * r2 - 7.647163731819816e-13
    sinPart = sinPart * r2 + 1.6059043836821613e-10
    sinPart = sinPart * r2 - 2.505210838544172e-08
    sinPart = sinPart * r2 + 2.7557319223985893e-06
    sinPart = sinPart * r2 - 0.0001984126984126984
    sinPart = sinPart * r2 + 0.008333333333333333
    sinPart = sinPart * r2 - 0.16666666666666666
    let sinSum = r + r * r2 * sinPart
    var cosPart = -1.5619206968586225e-16
    cosPart = cosPart * r2 + 4.779477332387385e-14
    cosPart = cosPart * r2 - 1.1470745597729725e-11
    cosPart = cosPart * r2 + 2.08767569878681e-09
    cosPart = cosPart * r2 - 2.755731922398589e-07
    cosPart = cosPart * r2 + 2.48015873015873e-05
    cosPart = cosPart * r2 - 0.001388888888888889
    cosPart = cosPart * r2 + 0.041666666666666664
    cosPart = cosPart * r2 - 0.5
    let cosSum = 1 + r2 * cosPart
    switch quadrant & 3 {
    case 0: return (sinSum, cosSum)
    case 1: return (cosSum, -sinSum)
    case 2: return (-sinSum, -cosSum)
    default: return (-cosSum, sinSum)
    }
}

/// The square root of `x` (NaN for negative or NaN input). `Double.squareRoot()` becomes a call to
/// libm's `sqrt` in unoptimised builds; Newton's method from a guess within a factor of two of the
/// root reaches full precision in six steps. WebAssembly has the instruction (`f64.sqrt`, correctly
/// rounded, no import), so a wasm32 build uses it.
func squareRoot(_ x: Double) -> Double {
    #if arch(wasm32)
    return x.squareRoot()
    #else
    if x.isNaN || x < 0 { return .nan }
    if x == 0 || x == .infinity { return x }
    var root = Double(sign: .plus, exponent: x.exponent / 2, significand: 1)
    for _ in 0..<6 { root = (root + x / root) / 2 }
    return root
    #endif
}
