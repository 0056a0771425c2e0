// Combine: the observable-object protocol SwiftUI's @StateObject uses.
@_exported import Foundation

/// https://developer.apple.com/documentation/combine/observableobject
public protocol ObservableObject: AnyObject {}

/// https://developer.apple.com/documentation/combine/published
@propertyWrapper public struct Published<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}
