// The configuration tables, checked independently: each target restates its configuration's rules
// (from the README's tables and the initializers' documentation) as a list of the rules a value
// breaks, and `compareRules` asserts that the initializer accepts exactly when that list is empty
// and, when it rejects, names a field, index and rule the list also names.

/// One broken rule, as the independent table sees it.
struct Broken: Equatable, CustomStringConvertible {
    var field: String
    var index: Int?
    var rule: ValidationRule
    var description: String { "\(field)\(index.map { "[\($0)]" } ?? "") \(rule)" }
}

/// The README's "Supported ranges": lengths 0 … 1 000 000 pt (0.01 … 1 000 000 where they must be
/// positive), positions ±1 000 000 pt, durations 0.001 … 1 000 s, ratios 0.001 … 1 000, Bézier y
/// ±1 000, counts up to 100 000.
/// `PHK_FUZZ_SKIP=ranges` is for an engine without them: a configuration the table rejects only
/// for its size is then not compared and not used (so the other promises can still be fuzzed).
let tableHasRanges = true
let skipRanges = skippedPromises.contains("ranges")

extension Broken {
    var isSupportedRange: Bool {
        switch rule {
        case .mustBeWithinSupportedRange: return true
        case let .outOfSupportedRange(_, upper): return upper == 100_000
        default: return false
        }
    }
}
let lengthRange = ValidationRule.mustBeWithinSupportedRange(lowerBound: 0.01, upperBound: 1_000_000)
let zeroLengthRange = ValidationRule.mustBeWithinSupportedRange(lowerBound: 0, upperBound: 1_000_000)
let ratioRange = ValidationRule.mustBeWithinSupportedRange(lowerBound: 0.001, upperBound: 1_000)
let positionRange = ValidationRule.mustBeWithinSupportedRange(lowerBound: -1_000_000, upperBound: 1_000_000)
let durationRange = ValidationRule.mustBeWithinSupportedRange(lowerBound: 0.001, upperBound: 1_000)

/// A table being filled in, field by field, in the order the rules are checked.
struct Table {
    var broken: [Broken] = []

    /// Adds `rule` for `field` when `condition` is false.
    mutating func require(_ condition: Bool, _ field: String, _ index: Int? = nil, _ rule: ValidationRule) {
        if !condition { broken.append(Broken(field: field, index: index, rule: rule)) }
    }

    @discardableResult
    mutating func value(_ v: Double, _ field: String, _ kind: Kind) -> Bool { value(v, field, nil, kind) }

    /// A value's own rules (finite, then sign, then size) stop at the first one broken: a NaN is
    /// not also "negative". Returns true when the value passed them all.
    @discardableResult
    mutating func value(_ v: Double, _ field: String, _ index: Int? = nil, _ kind: Kind) -> Bool {
        guard v.isFinite else { broken.append(Broken(field: field, index: index, rule: .mustBeFinite)); return false }
        var rule: ValidationRule?
        switch kind {
        case .finite: break
        case .positive: if !(v > 0) { rule = .mustBePositive }
        case .nonNegative: if v < 0 { rule = .mustNotBeNegative }
        case .positiveLength:
            if !(v > 0) { rule = .mustBePositive } else if tableHasRanges, v < 0.01 || v > 1_000_000 { rule = lengthRange }
        case .length:
            if v < 0 { rule = .mustNotBeNegative } else if tableHasRanges, v > 1_000_000 { rule = zeroLengthRange }
        case .position:
            if tableHasRanges, v < -1_000_000 || v > 1_000_000 { rule = positionRange }
        case .ratio:
            if !(v > 0) { rule = .mustBePositive } else if tableHasRanges, v < 0.001 || v > 1_000 { rule = ratioRange }
        case .duration:
            if !(v > 0) { rule = .mustBePositive } else if tableHasRanges, v < 0.001 || v > 1_000 { rule = durationRange }
        }
        if let rule { broken.append(Broken(field: field, index: index, rule: rule)); return false }
        return true
    }

    enum Kind { case finite, positive, nonNegative, positiveLength, length, position, duration, ratio }
}

/// Compares an initializer's verdict with the table's.
///
/// - ordered: the README says the rules are checked in this order and the first broken one is
///   thrown: the error must name the table's first broken field (and one of that field's broken
///   rules, since a field's own checks and its cross-field rule may come in either order).
///   Otherwise it must name one of the broken rules.
/// Returns true when the table accepts (the value may be used).
@discardableResult
func compareRules<F>(_ what: String, _ table: Table, _ error: ValidationError<F>?, ordered: Bool, _ inputs: @autoclosure () -> String) -> Bool {
    let expected = table.broken
    if skipRanges, !expected.isEmpty, expected.contains(where: { $0.isSupportedRange }) { return false }
    guard let error else {
        check(expected.isEmpty, "rules.accepts-only-valid", "\(what) accepted \(inputs()) but its table says \(expected)")
        return expected.isEmpty
    }
    let actual = Broken(field: "\(error.field)", index: error.index, rule: error.rule)
    check(!expected.isEmpty, "rules.rejects-only-invalid", "\(what) rejected \(inputs()) with \(actual) but its table accepts it")
    guard !expected.isEmpty else { return false }
    if ordered {
        let first = expected[0]
        let candidates = expected.filter { $0.field == first.field && $0.index == first.index }
        check(candidates.contains(actual), "rules.names-first-broken", "\(what) rejected \(inputs()) with \(actual); the table's first broken rule is \(candidates)")
    } else {
        check(expected.contains(actual), "rules.names-a-broken-rule", "\(what) rejected \(inputs()) with \(actual); the table says \(expected)")
    }
    return false
}

/// Runs a typed-throwing initializer and returns its value or error.
func attempt<T, E: Error>(_ make: () throws(E) -> T) -> (T?, E?) {
    do { return (try make(), nil) } catch { return (nil, error) }
}
