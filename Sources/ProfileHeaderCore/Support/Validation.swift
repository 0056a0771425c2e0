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

/// Throws for a length (points) that is not finite, below zero, or above ``SupportedRange/maximumLength``;
/// a non-zero length must also be at least ``SupportedRange/minimumPositiveLength``.
@inline(__always)
func requireLength<E: Error>(_ value: Double, _ error: (ValidationRule) -> E) throws(E) {
    try requireNonNegative(value, error)
    guard value == 0 || (value >= SupportedRange.minimumPositiveLength && value <= SupportedRange.maximumLength) else {
        throw error(.mustBeWithinSupportedRange(lowerBound: SupportedRange.minimumPositiveLength, upperBound: SupportedRange.maximumLength))
    }
}

/// Throws for a length (points) that is not finite, not above zero, or outside
/// ``SupportedRange/minimumPositiveLength`` … ``SupportedRange/maximumLength``.
@inline(__always)
func requirePositiveLength<E: Error>(_ value: Double, _ error: (ValidationRule) -> E) throws(E) {
    try requirePositive(value, error)
    try requireLength(value, error)
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
