// What reaches a scroll view through the environment from the views around it.

/// How a view sets whether the scroll views inside it scroll.
public enum ModelScrollEnabling: Equatable, Sendable {
    /// Nothing of its own: it inherits.
    case inherits
    /// `scrollDisabled(_:)` with this value.
    case scrollDisabled(Bool)
    /// `environment(\.isScrollEnabled, _:)` with this value.
    case writesIsScrollEnabled(Bool)
}

/// Whether a scroll view scrolls, given what its ancestors set, outermost first, and what it sets itself.
///
/// - `scrollDisabled(true)` disables it and every scroll view inside: "SwiftUI passes the disabled
///   property through the environment, which means you can use this modifier to disable scrolling for
///   all scroll views within a view hierarchy" (https://developer.apple.com/documentation/swiftui/view/scrolldisabled(_:)).
/// - `scrollDisabled(false)` under an ancestor's `true`: undocumented. The model takes the rule
///   `disabled(_:)` documents ("The higher views in a view hierarchy can override the value you set
///   on this view", https://developer.apple.com/documentation/swiftui/view/disabled(_:)): it stays
///   disabled. A page must not depend on the other reading either.
/// - `environment(\.isScrollEnabled, value)` sets the value for the view and what it contains
///   (https://developer.apple.com/documentation/swiftui/view/environment(_:_:): "Sets the environment
///   value of the specified key path to the given value"; `isScrollEnabled` has a setter,
///   https://developer.apple.com/documentation/swiftui/environmentvalues/isscrollenabled).
public func modelScrollEnabled(_ chain: [ModelScrollEnabling]) -> Bool {
    var enabled = true
    var disabledByModifier = false
    for setting in chain {
        switch setting {
        case .inherits: break
        case .scrollDisabled(let disabled):
            if disabled {
                enabled = false
                disabledByModifier = true
            } else if !disabledByModifier {
                enabled = true
            }
        case .writesIsScrollEnabled(let value):
            enabled = value
            disabledByModifier = !value
        }
    }
    return enabled
}

/// How a view sets the refresh action of the scroll views inside it.
public enum ModelRefreshSetting: Equatable, Sendable {
    /// Nothing of its own: it inherits.
    case inherits
    /// `refreshable(action:)` with the action named here.
    case refreshable(String)
}

/// The refresh action a scroll view has (by name), given what its ancestors set, outermost first,
/// and what it sets itself; nil for none. `refreshable` "sets the refresh value in the view’s
/// environment" (https://developer.apple.com/documentation/swiftui/view/refreshable(action:)), and
/// an environment value set nearer the view wins over one set further out
/// (https://developer.apple.com/documentation/swiftui/environment-values: "A view inherits its
/// environment from its container view, subject to explicit changes").
public func modelRefreshAction(_ chain: [ModelRefreshSetting]) -> String? {
    var action: String?
    for setting in chain {
        if case .refreshable(let name) = setting { action = name }
    }
    return action
}

/// How far past its top a scroll view with a refresh action must be pulled when the finger lifts for
/// the system's refresh control to run that action ("the list displays a standard refresh control
/// that allows the user to refresh the list by dragging it down",
/// https://developer.apple.com/documentation/swiftui/view/refreshable(action:)); the distance is not
/// documented: the model takes 60 points, about where UIKit's control starts refreshing.
public let modelSystemRefreshPull = 60.0
