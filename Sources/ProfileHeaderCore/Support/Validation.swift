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
