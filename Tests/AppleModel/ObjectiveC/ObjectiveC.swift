// The Objective-C runtime types the front ends touch.

/// https://developer.apple.com/documentation/objectivec/nsobjectprotocol
@objc public protocol NSObjectProtocol: AnyObject {}

/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class
@objc open class NSObject: NSObjectProtocol, Hashable {
    public init() {}
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// https://developer.apple.com/documentation/objectivec/selector
@frozen public struct Selector: ExpressibleByStringLiteral, Hashable { // not Sendable in the iPhoneOS 17.4 SDK
    var ptr: OpaquePointer
    public init(_ name: String) { ptr = OpaquePointer(bitPattern: 1)! }
    public init(stringLiteral name: String) { self.init(name) }
}
