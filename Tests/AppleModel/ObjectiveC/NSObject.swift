// The Objective-C runtime types the front ends touch. Built with Objective-C interop (the type-check,
// scripts/check-apple-frontends.sh) they are declared as the SDK declares them; built without it (the
// running model, scripts/check-uikit-model.sh) they are plain Swift classes, and the model's own
// behaviour (Foundation's key-value observing, UIKit's views) is written on top of them.

#if _runtime(_ObjC)
/// https://developer.apple.com/documentation/objectivec/nsobjectprotocol
@objc public protocol NSObjectProtocol: AnyObject {}

extension NSObjectProtocol {
    /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:) (a
    /// requirement of the protocol in the SDK; here an extension, whose Bool needs no bridging)
    public func responds(to aSelector: Selector!) -> Bool { false }
}

/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class
@objc open class NSObject: NSObjectProtocol, Hashable {
    public init() {}
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
    @nonobjc open func responds(to aSelector: Selector!) -> Bool { false }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/forwardingtarget(for:)
    @nonobjc open func forwardingTarget(for aSelector: Selector!) -> Any? { nil }
}
#else
// https://developer.apple.com/documentation/objectivec/nsobjectprotocol (no Objective-C runtime: a Swift protocol)
public protocol NSObjectProtocol: AnyObject {}

// https://developer.apple.com/documentation/objectivec/nsobject-swift.class (no Objective-C runtime: a Swift class;
// equality is identity, as NSObject's default `isEqual(_:)` is)
open class NSObject: NSObjectProtocol, Hashable {
    public init() {}
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
#endif

/// https://developer.apple.com/documentation/objectivec/selector
@frozen public struct Selector: ExpressibleByStringLiteral, Hashable { // not Sendable in the iPhoneOS 17.4 SDK
    var ptr: OpaquePointer
    public init(_ name: String) { ptr = OpaquePointer(bitPattern: 1)! }
    public init(stringLiteral name: String) { self.init(name) }
}
