// Small numeric helpers shared by the engine. Every one of them maps NaN to a
// defined, finite answer so that no non-finite number can leak into a layout.

// How these are compiled: inlined in native builds, where they are a few instructions; called in an
// Embedded build, where a chain of inlined comparisons lets the optimizer copy the code after each
// one for every way it can go.

/// The larger of two numbers, exactly as the standard library's `max` (`b >= a ? b : a`); it
/// shadows that function for `Double`s in this module so that an Embedded build can call it.
#if hasFeature(Embedded)
@inline(never)
#else
@inline(__always)
#endif
@usableFromInline
func max(_ a: Double, _ b: Double) -> Double {
    b >= a ? b : a
}

/// The smaller of two numbers, exactly as the standard library's `min` (`b < a ? b : a`); see ``max(_:_:)``.
#if hasFeature(Embedded)
@inline(never)
#else
@inline(__always)
#endif
@usableFromInline
func min(_ a: Double, _ b: Double) -> Double {
    b < a ? b : a
}

/// `value` limited to `lower...upper`; NaN gives `lower`.
#if hasFeature(Embedded)
@inline(never)
#else
@inline(__always)
#endif
@usableFromInline
func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
    if value >= upper { return upper }
    if value >= lower { return value }
    return lower  // below the range, or NaN
}

/// `value` limited to 0...1; NaN gives 0.
@inline(__always) @usableFromInline
func clampUnit(_ value: Double) -> Double {
    clamp(value, 0, 1)
}

/// Linear interpolation from `start` (fraction 0) to `end` (fraction 1). Finite whenever the three
/// arguments are: between values far apart (−10³⁰⁸ to 10³⁰⁸, whose difference overflows) it weighs
/// the two ends instead, and an overshoot beyond the range of `Double` saturates at the largest one.
@inline(__always) @usableFromInline
func lerp(_ start: Double, _ end: Double, _ fraction: Double) -> Double {
    let value = start + (end - start) * fraction
    return value.isFinite ? value : wideLerp(start, end, fraction)
}

/// `start + (end − start) × fraction`, unchecked: callers that interpolate several numbers check the
/// results once (their sum is finite exactly when no result overflowed or was NaN, or the sum
/// itself overflowed) and fall back to ``lerp(_:_:_:)`` otherwise.
@inline(__always) @usableFromInline
func directLerp(_ start: Double, _ end: Double, _ fraction: Double) -> Double {
    start + (end - start) * fraction
}

/// ``lerp(_:_:_:)`` when the direct form overflows. Non-finite arguments give what the direct form
/// gives (NaN or an infinity), as before.
@usableFromInline
func wideLerp(_ start: Double, _ end: Double, _ fraction: Double) -> Double {
    guard start.isFinite, end.isFinite, fraction.isFinite else { return start + (end - start) * fraction }
    let weighed = start * (1 - fraction) + end * fraction
    if !weighed.isNaN { return saturated(weighed) }
    // Both weighted ends overflowed with opposite signs: the nearer end's side wins.
    return saturated(fraction < 0.5 ? start * (1 - fraction) : end * fraction)
}

/// The fractional part of `value`, in `0 ..< 1` (`value − ⌊value⌋`); 0 for NaN and infinities, and
/// for magnitudes of 2⁵² and more, where every `Double` is a whole number.
@inline(__always) @usableFromInline
func fractionalPart(_ value: Double) -> Double {
    // Below 2⁵¹, adding and removing 1.5 × 2⁵² rounds to the nearest integer with no conversion.
    guard abs(value) < 2_251_799_813_685_248 else { return wideFractionalPart(value) }
    let magic = 6_755_399_441_055_744.0
    let fraction = value - ((value + magic) - magic)  // exact: in −0.5 … 0.5
    if fraction >= 0 { return fraction }
    let wrapped = fraction + 1
    return wrapped < 1 ? wrapped : 0
}

/// ``fractionalPart(_:)`` from 2⁵¹ on (and for NaN): a multiple of ½ below 2⁵², whole beyond.
@usableFromInline
@inline(never)  // one copy, shared by every caller
func wideFractionalPart(_ value: Double) -> Double {
    guard value.isFinite, abs(value) < 4_503_599_627_370_496 else { return 0 }
    let fraction = value - Double(Int(value))  // exact: 0 or ±0.5
    return fraction < 0 ? fraction + 1 : fraction
}

/// `value` with infinities replaced by the largest finite `Double` of the same sign, and NaN by 0.
@inline(__always) @usableFromInline
func saturated(_ value: Double) -> Double {
    if value.isNaN { return 0 }
    return clamp(value, -.greatestFiniteMagnitude, .greatestFiniteMagnitude)
}
