// What the playground's two engines share: each screen loads a module of its own, compiled from
// ProfileHeaderCore's sources with its screen's glue (ProfileExports.swift for the profile,
// FeedExports.swift for the feed) and this file, so neither downloads the other's code. Compiled only
// into the wasm modules, never into the host library.

// MARK: - Buffers

nonisolated(unsafe) let configBuffer = UnsafeMutablePointer<Double>.allocate(capacity: 64)
nonisolated(unsafe) let output = UnsafeMutablePointer<Double>.allocate(capacity: 256)
nonisolated(unsafe) private var errorField: Int32 = -1
nonisolated(unsafe) private var errorRule: Int32 = -1

@_expose(wasm, "phk_config") public func phkConfig() -> UnsafeMutablePointer<Double> { configBuffer }
@_expose(wasm, "phk_output") public func phkOutput() -> UnsafeMutablePointer<Double> { output }
/// The last refusal: a field code (Boundary.swift's `Field` or, for the feed, `ShyField` order of
/// the engine's ShyBarsField) and a rule code (`Rule`); the page words them from boundary.js.
@_expose(wasm, "phk_error_field") public func phkErrorField() -> Int32 { errorField }
@_expose(wasm, "phk_error_rule") public func phkErrorRule() -> Int32 { errorRule }

/// The engine's number `index` (boundary.py's `CONSTANTS`: the line a key or a wheel scrolls, the
/// slops, the wheel gesture's gap), for the page to use as it is, never typed twice.
@_expose(wasm, "phk_constant") public func phkConstant(_ index: Int32) -> Double { engineConstant(index) }

func flag(_ value: Bool) -> Double { value ? 1 : 0 }

/// Records a refusal (`field`, `rule`) for the page to word, and returns 0.
@inline(never)  // one copy, not one per caller: the browser's module is budgeted
func refuse(_ field: Int, _ rule: Int32) -> Int32 {
    errorField = Int32(field)
    errorRule = rule
    return 0
}

// MARK: - Error codes

@inline(never)  // one copy, not one per caller: the browser's module is budgeted
func code(_ rule: ValidationRule) -> Int32 {
    switch rule {
    case .mustBeFinite: return Rule.mustBeFinite
    case .mustNotBeNegative: return Rule.mustNotBeNegative
    case .mustBePositive: return Rule.mustBePositive
    case .mustBeInZeroExclusiveToOne: return Rule.mustBeInZeroExclusiveToOne
    case .mustExceedCollapsedHeight: return Rule.mustExceedCollapsedHeight
    case .mustNotBeAboveBannerBottom: return Rule.mustNotBeAboveBannerBottom
    case .mustFitInViewportWidth: return Rule.mustFitInViewportWidth
    case .mustNotExceedAvatarSize: return Rule.mustNotExceedAvatarSize
    case .mustNotExceedBarHeight: return Rule.mustNotExceedBarHeight
    case .mustLeaveWidth: return Rule.mustLeaveWidth
    case .mustExceedRangeStart: return Rule.mustExceedRangeStart
    case .mustBeIncreasing: return Rule.mustBeIncreasing
    case .mustNotBeEmpty: return Rule.mustNotBeEmpty
    case .mustBeBelowTabBarWithTabs: return Rule.mustBeBelowTabBarWithTabs
    case .requiresAppBarLayoutStacking: return Rule.requiresAppBarLayoutStacking
    case .notWithAppBarLayoutStacking: return Rule.notWithAppBarLayoutStacking
    case .requiresAnotherFlag: return Rule.requiresAnotherFlag
    case .cannotScrollBelowAStop: return Rule.cannotScrollBelowAStop
    case .outOfSupportedRange: return Rule.outOfSupportedRange
    case .mustBeWithinSupportedRange: return Rule.mustBeWithinSupportedRange
    }
}
