// Which view bodies SwiftUI evaluates again in an update.

/// The view bodies SwiftUI evaluates again in one update, given which of the views' inputs changed:
///
/// - a view whose body read a property of an observable model: when that property changed ("Updating
///   views based on changes to the observable properties that a view’s body reads instead of any
///   property changes that occur to an observable object",
///   https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro);
/// - a view compared by `equatable()`: when its new value is not `==` to its old one ("prevents the
///   view from updating its child view when its new value is the same as its old value",
///   https://developer.apple.com/documentation/swiftui/view/equatable()).
///
/// `changed` holds one entry per view: whether what decides it changed. Views whose inputs did not
/// change are not evaluated. The model does not count SwiftUI's own views (modifiers, stacks) or the
/// layout and drawing that follow.
public func modelBodyEvaluations(_ changed: [Bool]) -> Int {
    changed.reduce(0) { $0 + ($1 ? 1 : 0) }
}
