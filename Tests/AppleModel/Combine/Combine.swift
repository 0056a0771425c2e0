// Combine: the observable-object protocol SwiftUI's @StateObject uses.
@_exported import Foundation

/// https://developer.apple.com/documentation/combine/observableobject
public protocol ObservableObject: AnyObject {}

/// https://developer.apple.com/documentation/combine/published
@propertyWrapper public struct Published<Value> {
    var value: Value
    public init(wrappedValue: Value) { value = wrappedValue }
    public init(initialValue: Value) { value = initialValue }
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value { get { fatalError() } set {} }
    public static subscript<EnclosingSelf: AnyObject>(_enclosingInstance object: EnclosingSelf,
                                                     wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
                                                     storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set { object[keyPath: storageKeyPath].value = newValue }
    }
}
