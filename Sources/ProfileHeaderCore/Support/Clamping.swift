// Small numeric helpers shared by the engine. Every one of them maps NaN to a
// defined, finite answer so that no non-finite number can leak into a layout.

/// `value` limited to `lower...upper`; NaN gives `lower`.
@inline(__always) @usableFromInline
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

/// Linear interpolation from `start` (fraction 0) to `end` (fraction 1).
@inline(__always) @usableFromInline
func lerp(_ start: Double, _ end: Double, _ fraction: Double) -> Double {
    start + (end - start) * fraction
}
