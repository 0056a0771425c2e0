// exp, sin and cos without libm: an app that links only this module on Linux has no libm, and the
// wasm build has no C library at all. Range reduction plus Taylor polynomials; accurate to a few
// units in the last place over the ranges the engine uses (checked against the C library in tests).

/// ln 2 split in two, so that `k × ln2High` is exact for the k used here.
private let ln2High = 6.93147180369123816490e-01
private let ln2Low = 1.90821492927058770002e-10
/// π/2 split in two (Cody–Waite), for reducing sin and cos arguments.
private let halfPiHigh = 1.57079632673412561417e+00
private let halfPiLow = 6.07710050650619224932e-11

/// The nearest integer to `value`, as an Int (`value` must be well inside Int's range).
@inline(__always)
private func nearestInteger(_ value: Double) -> Int {
    Int(value < 0 ? value - 0.5 : value + 0.5)
}

/// e raised to `x`. NaN gives NaN; the result saturates to `greatestFiniteMagnitude` above ~709.78
/// and to 0 below ~−745, so it is finite for every finite argument.
func exponential(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x > 709.78 { return .greatestFiniteMagnitude }
    if x < -745.2 { return 0 }
    let k = nearestInteger(x / (ln2High + ln2Low))
    let r = (x - Double(k) * ln2High) - Double(k) * ln2Low  // |r| ≤ ln2 / 2
    // Taylor series of e^r to the 13th power: the next term is below 1e-17 for |r| ≤ 0.35.
    var term = 1.0
    var sum = 1.0
    for n in 1...13 {
        term *= r / Double(n)
        sum += term
    }
    // Multiply by 2^k in two steps when 2^k alone would be subnormal.
    if k < -1_000 {
        return sum * Double(sign: .plus, exponent: k + 600, significand: 1) * Double(sign: .plus, exponent: -600, significand: 1)
    }
    return sum * Double(sign: .plus, exponent: k, significand: 1)
}

/// sin and cos of `x` (radians), together. Accurate for |x| up to about 1e6; NaN and infinities give NaN.
func sineAndCosine(_ x: Double) -> (sin: Double, cos: Double) {
    guard x.isFinite, abs(x) < 1e9 else { return (.nan, .nan) }
    let quadrant = nearestInteger(x / (halfPiHigh + halfPiLow))
    let r = (x - Double(quadrant) * halfPiHigh) - Double(quadrant) * halfPiLow  // |r| ≤ π/4
    let r2 = r * r
    // Taylor series to r^17 and r^18: the next terms are below 1e-18 for |r| ≤ π/4.
    var sinTerm = r
    var sinSum = r
    var cosTerm = 1.0
    var cosSum = 1.0
    for n in 1...9 {
        let twoN = Double(2 * n)
        sinTerm *= -r2 / (twoN * (twoN + 1))
        cosTerm *= -r2 / ((twoN - 1) * twoN)
        sinSum += sinTerm
        cosSum += cosTerm
    }
    switch quadrant & 3 {
    case 0: return (sinSum, cosSum)
    case 1: return (cosSum, -sinSum)
    case 2: return (-sinSum, -cosSum)
    default: return (-cosSum, sinSum)
    }
}

/// The square root of `x` (NaN for negative or NaN input). `Double.squareRoot()` becomes a call to
/// libm's `sqrt` in unoptimised builds; Newton's method from a guess within a factor of two of the
/// root reaches full precision in six steps.
func squareRoot(_ x: Double) -> Double {
    if x.isNaN || x < 0 { return .nan }
    if x == 0 || x == .infinity { return x }
    var root = Double(sign: .plus, exponent: x.exponent / 2, significand: 1)
    for _ in 0..<6 { root = (root + x / root) / 2 }
    return root
}
