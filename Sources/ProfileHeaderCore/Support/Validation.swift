// Checks shared by the validating initializers. Each takes the error to throw for a rule, so
// every configuration reports its own field.

/// Throws `error(.mustBeFinite)` for NaN and infinities.
@inline(__always)
func requireFinite<E: Error>(_ value: Double, _ error: (ValidationRule) -> E) throws(E) {
    guard value.isFinite else { throw error(.mustBeFinite) }
}

/// Throws for non-finite values and for values ≤ 0.
@inline(__always)
func requirePositive<E: Error>(_ value: Double, _ error: (ValidationRule) -> E) throws(E) {
    try requireFinite(value, error)
    guard value > 0 else { throw error(.mustBePositive) }
}

/// Throws for non-finite values and for values < 0.
@inline(__always)
func requireNonNegative<E: Error>(_ value: Double, _ error: (ValidationRule) -> E) throws(E) {
    try requireFinite(value, error)
    guard value >= 0 else { throw error(.mustNotBeNegative) }
}

/// Throws for a length (points) that is not finite, below zero, or above ``SupportedRange/maximumLength``:
/// the range `0 … 1 000 000`. (A length that may be zero — an inset, a margin, a resistance — is never
/// a divisor, so a tiny one is harmless; float noise such as 1e-14 in a measured inset is accepted.)
@inline(__always)
func requireLength<E: Error>(_ value: Double, _ error: (ValidationRule) -> E) throws(E) {
    try requireNonNegative(value, error)
    guard value <= SupportedRange.maximumLength else {
        throw error(.mustBeWithinSupportedRange(lowerBound: 0, upperBound: SupportedRange.maximumLength))
    }
}

/// Throws for a length (points) that is not finite, not above zero, or outside
/// ``SupportedRange/minimumPositiveLength`` … ``SupportedRange/maximumLength`` (`0.01 … 1 000 000`).
@inline(__always)
func requirePositiveLength<E: Error>(_ value: Double, _ error: (ValidationRule) -> E) throws(E) {
    try requirePositive(value, error)
    guard value >= SupportedRange.minimumPositiveLength, value <= SupportedRange.maximumLength else {
        throw error(.mustBeWithinSupportedRange(lowerBound: SupportedRange.minimumPositiveLength, upperBound: SupportedRange.maximumLength))
    }
}

/// Throws for a position (points, any sign: a content y, an offset) that is not finite or whose
/// magnitude exceeds ``SupportedRange/maximumLength``.
@inline(__always)
func requirePosition<E: Error>(_ value: Double, _ error: (ValidationRule) -> E) throws(E) {
    try requireFinite(value, error)
    guard value >= -SupportedRange.maximumLength, value <= SupportedRange.maximumLength else {
        throw error(.mustBeWithinSupportedRange(lowerBound: -SupportedRange.maximumLength, upperBound: SupportedRange.maximumLength))
    }
}

/// Throws for a duration (seconds) that is not finite, not above zero, or outside
/// ``SupportedRange/minimumPositiveDuration`` … ``SupportedRange/maximumDuration``.
@inline(__always)
func requirePositiveDuration<E: Error>(_ value: Double, _ error: (ValidationRule) -> E) throws(E) {
    try requirePositive(value, error)
    guard value >= SupportedRange.minimumPositiveDuration, value <= SupportedRange.maximumDuration else {
        throw error(.mustBeWithinSupportedRange(lowerBound: SupportedRange.minimumPositiveDuration, upperBound: SupportedRange.maximumDuration))
    }
}

/// Throws for a dimensionless ratio (a damping fraction, turns per second) that is not finite, not
/// above zero, or outside ``SupportedRange/minimumPositiveRatio`` … ``SupportedRange/maximumRatio``.
@inline(__always)
func requirePositiveRatio<E: Error>(_ value: Double, _ error: (ValidationRule) -> E) throws(E) {
    try requirePositive(value, error)
    guard value >= SupportedRange.minimumPositiveRatio, value <= SupportedRange.maximumRatio else {
        throw error(.mustBeWithinSupportedRange(lowerBound: SupportedRange.minimumPositiveRatio, upperBound: SupportedRange.maximumRatio))
    }
}
