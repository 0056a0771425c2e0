/// Why a configuration was rejected: the field, the list entry it belongs to (for per-bar,
/// per-tab or per-position fields), and the rule the value breaks. Every validating initializer
/// in the engine throws one, with its own `Field` type.
public struct ValidationError<FieldName: Hashable & Sendable>: Error, Equatable, Hashable, Sendable {
    /// The configuration's field type.
    public typealias Field = FieldName
    /// The rules a value can break.
    public typealias Rule = ValidationRule

    /// The offending field.
    public var field: Field
    /// The index of the entry in a list field (a bar, a tab, a resting offset); nil otherwise.
    public var index: Int?
    /// The rule the value breaks.
    public var rule: ValidationRule

    /// Creates an error.
    public init(field: Field, index: Int? = nil, rule: ValidationRule) {
        self.field = field
        self.index = index
        self.rule = rule
    }

    /// The error-maker for one field, for the shared `require…` checks.
    static func maker(_ field: Field, _ index: Int? = nil) -> (ValidationRule) -> ValidationError {
        { rule in ValidationError(field: field, index: index, rule: rule) }
    }
}
