// Foundation (with the Dispatch and key-value observing parts the front ends use).
@_exported import CoreGraphics
@_exported import ObjectiveC

public typealias TimeInterval = Double

/// https://developer.apple.com/documentation/foundation/nscoder
open class NSCoder: NSObject {}

/// https://developer.apple.com/documentation/foundation/notification
public struct Notification {
    /// https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct
    public typealias Name = NSNotification.Name
}

/// https://developer.apple.com/documentation/foundation/nsnotification
open class NSNotification: NSObject {
    public struct Name: Hashable, Sendable {
        public init(_ rawValue: String) {}
    }
}

/// https://developer.apple.com/documentation/foundation/operationqueue
open class OperationQueue: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/foundation/operationqueue/main
    open class var main: OperationQueue { OperationQueue() }
}

/// https://developer.apple.com/documentation/foundation/notificationcenter
open class NotificationCenter: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/foundation/notificationcenter/default
    open class var `default`: NotificationCenter { NotificationCenter() }
    /// https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(forname:object:queue:using:)
    open func addObserver(forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue?,
                          using block: @escaping @Sendable (Notification) -> Void) -> any NSObjectProtocol { NSObject() }
    /// https://developer.apple.com/documentation/foundation/notificationcenter/removeobserver(_:)
    open func removeObserver(_ observer: Any) {}
}

/// https://developer.apple.com/documentation/foundation/runloop
open class RunLoop: NSObject {
    /// https://developer.apple.com/documentation/foundation/runloop/main
    open class var main: RunLoop { RunLoop() }
    /// https://developer.apple.com/documentation/foundation/runloop/mode
    public struct Mode: Hashable, Sendable {
        /// https://developer.apple.com/documentation/foundation/runloop/mode/common
        public static let common = Mode()
        /// https://developer.apple.com/documentation/foundation/runloop/mode/default
        public static let `default` = Mode()
    }
}

// MARK: Key-value observing

/// https://developer.apple.com/documentation/foundation/nskeyvalueobservation (`@unchecked Sendable` from iOS 16)
public class NSKeyValueObservation: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/foundation/nskeyvalueobservation/invalidate()
    public func invalidate() {}
}

/// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
}

/// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange
public struct NSKeyValueObservedChange<Value> {
    public let newValue: Value?
    public let oldValue: Value?
}
extension NSKeyValueObservedChange: Sendable where Value: Sendable {}

/// The protocol NSObject adopts for `observe(_:options:changeHandler:)`.
public protocol _KeyValueCodingAndObserving {}
extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/observe(_:options:changehandler:)
    /// (the handler is `@Sendable`; observation stops when the returned object is deinitialised)
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        NSKeyValueObservation()
    }
}

// MARK: Dispatch (re-exported by Foundation on Apple platforms)

/// https://developer.apple.com/documentation/dispatch/dispatchqueue
public final class DispatchQueue: @unchecked Sendable {
    /// https://developer.apple.com/documentation/dispatch/dispatchqueue/main
    public class var main: DispatchQueue { DispatchQueue() }
    /// https://developer.apple.com/documentation/dispatch/dispatchqueue/global(qos:)
    public class func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { DispatchQueue() }
    /// https://developer.apple.com/documentation/dispatch/dispatchqueue/async(group:qos:flags:execute:)
    public func async(execute work: @escaping @Sendable () -> Void) {}
}

/// https://developer.apple.com/documentation/dispatch/dispatchqos
public struct DispatchQoS: Equatable { // not Sendable in the iPhoneOS 17.4 SDK
    /// https://developer.apple.com/documentation/dispatch/dispatchqos/qosclass
    public enum QoSClass: Hashable { // not Sendable in the iPhoneOS 17.4 SDK
        case background, utility, `default`, userInitiated, userInteractive, unspecified
    }
}

/// https://developer.apple.com/documentation/foundation/indexpath
public struct IndexPath: Hashable, Sendable {
    /// https://developer.apple.com/documentation/foundation/indexpath/row (declared by UIKit)
    public var row: Int { get { 0 } set {} }
    /// https://developer.apple.com/documentation/foundation/indexpath/section (declared by UIKit)
    public var section: Int { get { 0 } set {} }
}

/// https://developer.apple.com/documentation/dispatch/dispatchtime
public struct DispatchTime: Sendable {
    /// https://developer.apple.com/documentation/dispatch/dispatchtime/now()
    public static func now() -> DispatchTime { DispatchTime() }
    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime { time }
}

extension DispatchQueue {
    /// https://developer.apple.com/documentation/dispatch/dispatchqueue/asyncafter(deadline:qos:flags:execute:)
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable () -> Void) {}
}

/// https://developer.apple.com/documentation/foundation/bundle
open class Bundle: NSObject, @unchecked Sendable {}

/// https://developer.apple.com/documentation/foundation/nsattributedstring
open class NSAttributedString: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key
    public struct Key: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}
