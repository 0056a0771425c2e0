// Checks shared by the validating initializers. Each takes the error to throw for a rule, so
// every configuration reports its own field. The rule itself is found by one small function per
// kind of value, called (not inlined) from every check of that kind: configurations are made
// rarely, and one copy of each check serves every field.

/// Throws `error(.mustBeFinite)` for NaN and infinities.
@inline(__always)
func requireFinite<E: Error>(_ value: Double, _ error: (ValidationRule) -> E) throws(E) {
    guard value.isFinite else { throw error(.mustBeFinite) }
}

/// Throws for non-finite values and for values ≤ 0.
@inline(__always)
func requirePositive<E: Error>(_ value: Double, _ error: (ValidationRule) -> E) throws(E) {
    if let rule = positiveRule(value) { throw error(rule) }
}

/// Throws for non-finite values and for values < 0.
@inline(__always)
func requireNonNegative<E: Error>(_ value: Double, _ error: (ValidationRule) -> E) throws(E) {
    if let rule = nonNegativeRule(value) { throw error(rule) }
}

/// Throws for a length (points) that is not finite, below zero, or above ``SupportedRange/maximumLength``:
/// the range `0 … 1 000 000`. (A length that may be zero — an inset, a margin, a resistance — is never
/// a divisor, so a tiny one is harmless; float noise such as 1e-14 in a measured inset is accepted.)
@inline(__always)
func requireLength<E: Error>(_ value: Double, _ error: (ValidationRule) -> E) throws(E) {
    if let rule = lengthRule(value) { throw error(rule) }
}

/// Throws for a length (points) that is not finite, not above zero, or outside
/// ``SupportedRange/minimumPositiveLength`` … ``SupportedRange/maximumLength`` (`0.01 … 1 000 000`).
@inline(__always)
func requirePositiveLength<E: Error>(_ value: Double, _ error: (ValidationRule) -> E) throws(E) {
    if let rule = positiveLengthRule(value) { throw error(rule) }
}

/// Throws for a position (points, any sign: a content y, an offset) that is not finite or whose
/// magnitude exceeds ``SupportedRange/maximumLength``.
@inline(__always)
func requirePosition<E: Error>(_ value: Double, _ error: (ValidationRule) -> E) throws(E) {
    if let rule = positionRule(value) { throw error(rule) }
}

/// Throws for a duration (seconds) that is not finite, not above zero, or outside
/// ``SupportedRange/minimumPositiveDuration`` … ``SupportedRange/maximumDuration``.
@inline(__always)
func requirePositiveDuration<E: Error>(_ value: Double, _ error: (ValidationRule) -> E) throws(E) {
    if let rule = rangeRule(value, SupportedRange.minimumPositiveDuration, SupportedRange.maximumDuration) {
        throw error(rule)
    }
}

/// Throws for a dimensionless ratio (a damping fraction, turns per second) that is not finite, not
/// above zero, or outside ``SupportedRange/minimumPositiveRatio`` … ``SupportedRange/maximumRatio``.
@inline(__always)
func requirePositiveRatio<E: Error>(_ value: Double, _ error: (ValidationRule) -> E) throws(E) {
    if let rule = rangeRule(value, SupportedRange.minimumPositiveRatio, SupportedRange.maximumRatio) {
        throw error(rule)
    }
}

// MARK: - The rules, one function each

/// The rule a value that must be positive breaks, if any.
@inline(never)
func positiveRule(_ value: Double) -> ValidationRule? {
    guard value.isFinite else { return .mustBeFinite }
    return value > 0 ? nil : .mustBePositive
}

/// The rule a value that must not be negative breaks, if any.
@inline(never)
func nonNegativeRule(_ value: Double) -> ValidationRule? {
    guard value.isFinite else { return .mustBeFinite }
    return value >= 0 ? nil : .mustNotBeNegative
}

/// The rule a length that may be zero breaks, if any: `0 … maximumLength`.
@inline(never)
func lengthRule(_ value: Double) -> ValidationRule? {
    if let rule = nonNegativeRule(value) { return rule }
    guard value <= SupportedRange.maximumLength else {
        return .mustBeWithinSupportedRange(lowerBound: 0, upperBound: SupportedRange.maximumLength)
    }
    return nil
}

/// The rule a length that must be positive breaks, if any: `minimumPositiveLength … maximumLength`.
@inline(never)
func positiveLengthRule(_ value: Double) -> ValidationRule? {
    rangeRule(value, SupportedRange.minimumPositiveLength, SupportedRange.maximumLength)
}

/// The rule a position breaks, if any: finite, within `± maximumLength`.
@inline(never)
func positionRule(_ value: Double) -> ValidationRule? {
    guard value.isFinite else { return .mustBeFinite }
    guard value >= -SupportedRange.maximumLength, value <= SupportedRange.maximumLength else {
        return .mustBeWithinSupportedRange(lowerBound: -SupportedRange.maximumLength, upperBound: SupportedRange.maximumLength)
    }
    return nil
}

/// The rule a positive value that must lie in `lowerBound … upperBound` breaks, if any: first
/// finiteness, then the sign, then the range.
@inline(never)
func rangeRule(_ value: Double, _ lowerBound: Double, _ upperBound: Double) -> ValidationRule? {
    if let rule = positiveRule(value) { return rule }
    guard value >= lowerBound, value <= upperBound else {
        return .mustBeWithinSupportedRange(lowerBound: lowerBound, upperBound: upperBound)
    }
    return nil
}
