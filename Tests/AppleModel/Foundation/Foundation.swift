// Foundation (with the Dispatch and key-value observing parts the front ends use).
@_exported import CoreGraphics
@_exported import ObjectiveC

public typealias TimeInterval = Double

/// https://developer.apple.com/documentation/foundation/nscoder
open class NSCoder: NSObject {}

/// https://developer.apple.com/documentation/foundation/nsnumber
open class NSNumber: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/foundation/nsnumber/init(value:)-6ftsj (Int)
    public init(value: Int) {}
}

/// https://developer.apple.com/documentation/foundation/thread
open class Thread: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/foundation/thread/ismainthread-swift.type.property
    /// (the model runs on the main thread only)
    open class var isMainThread: Bool { true }
}

/// https://developer.apple.com/documentation/foundation/notification
public struct Notification {
    /// https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct
    public typealias Name = NSNotification.Name
    /// https://developer.apple.com/documentation/foundation/notification/name-swift.property
    public var name: Name
}

/// https://developer.apple.com/documentation/foundation/nsnotification
open class NSNotification: NSObject {
    public struct Name: Hashable, Sendable {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}

let _modelDefaultCenter = NotificationCenter()

/// https://developer.apple.com/documentation/foundation/operationqueue
open class OperationQueue: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/foundation/operationqueue/main
    open class var main: OperationQueue { OperationQueue() }
}

/// https://developer.apple.com/documentation/foundation/notificationcenter
open class NotificationCenter: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/foundation/notificationcenter/default
    open class var `default`: NotificationCenter { _modelDefaultCenter }
    private var registrations: [(token: NSObject, name: NSNotification.Name?, block: @Sendable (Notification) -> Void)] = []
    /// https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(forname:object:queue:using:)
    /// (with a queue, the block runs on it; the centre keeps the block until the token is removed)
    open func addObserver(forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue?,
                          using block: @escaping @Sendable (Notification) -> Void) -> any NSObjectProtocol {
        let token = NSObject()
        registrations.append((token, name, block))
        return token
    }
    /// https://developer.apple.com/documentation/foundation/notificationcenter/removeobserver(_:)
    open func removeObserver(_ observer: Any) {
        registrations.removeAll { $0.token === (observer as AnyObject) }
    }
    /// https://developer.apple.com/documentation/foundation/notificationcenter/post(name:object:)
    /// (observers registered with a queue run there; the model's only queue is the main one, so the
    /// blocks run now, on the main thread, in the order they were added)
    open func post(name aName: NSNotification.Name, object anObject: Any?) {
        for registration in registrations where registration.name == nil || registration.name == aName {
            registration.block(Notification(name: aName))
        }
    }
    /// Model only: how many observers are registered (a leak shows as a count that never goes down).
    public var modelObserverCount: Int { registrations.count }
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
    fileprivate var registration: ModelKeyValueObserving.Registration?
    /// https://developer.apple.com/documentation/foundation/nskeyvalueobservation/invalidate()
    public func invalidate() {
        registration.map { ModelKeyValueObserving.remove($0) }
        registration = nil
    }
    deinit { invalidate() }
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
    ///
    /// The model: a property is observable when its getter reports its key (``ModelKeyValueObserving/noteRead(_:_:)``)
    /// and its setter reports every set (``ModelKeyValueObserving/didSet(_:_:)``). Reading the key path once
    /// here tells which key it names. A key path to a property that is not observable never calls back
    /// (as with UIKit properties Apple does not document as key-value observable).
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let observation = NSKeyValueObservation()
        let object = self as AnyObject
        let key = ModelKeyValueObserving.key(of: object) { _ = self[keyPath: keyPath] }
        guard let key else { return observation }
        observation.registration = ModelKeyValueObserving.add(object: object, key: key) { [weak object] in
            guard let observed = object as? Self else { return }
            let value = options.contains(.new) ? observed[keyPath: keyPath] : nil
            changeHandler(observed, NSKeyValueObservedChange(newValue: value, oldValue: nil))
        }
        return observation
    }
}

/// Model only: the key-value observing registry behind `observe(_:options:changeHandler:)`.
/// "Automatic key-value observing" notifies on every call of a compliant setter, whether or not the
/// value changed (https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/KeyValueObserving/Articles/KVOCompliance.html),
/// and calls the handlers synchronously on the thread of the change.
public enum ModelKeyValueObserving {
    /// One observer of one key of one object.
    public final class Registration: @unchecked Sendable {
        let object: ObjectIdentifier
        let key: String
        let handler: () -> Void
        init(object: ObjectIdentifier, key: String, handler: @escaping () -> Void) {
            self.object = object; self.key = key; self.handler = handler
        }
    }
    nonisolated(unsafe) private static var registrations: [Registration] = []
    nonisolated(unsafe) private static var readKeys: [String]?

    /// An observable getter reports that it was read (the key it answers to).
    public static func noteRead(_ object: AnyObject, _ key: String) {
        if readKeys != nil { readKeys!.append(key) }
    }
    /// An observable setter reports that it was called: every observer of `key` on `object` is called now.
    public static func didSet(_ object: AnyObject, _ key: String) {
        let identifier = ObjectIdentifier(object)
        for registration in registrations where registration.object == identifier && registration.key == key {
            registration.handler()
        }
    }
    /// How many observations are registered (a leak shows as a count that never goes down).
    public static var registrationCount: Int { registrations.count }

    static func key(of object: AnyObject, reading: () -> Void) -> String? {
        readKeys = []
        reading()
        defer { readKeys = nil }
        return readKeys?.first
    }
    static func add(object: AnyObject, key: String, handler: @escaping () -> Void) -> Registration {
        let registration = Registration(object: ObjectIdentifier(object), key: key, handler: handler)
        registrations.append(registration)
        return registration
    }
    static func remove(_ registration: Registration) {
        registrations.removeAll { $0 === registration }
    }
}

// MARK: Dispatch (re-exported by Foundation on Apple platforms)

/// https://developer.apple.com/documentation/dispatch/dispatchqueue
public final class DispatchQueue: @unchecked Sendable {
    /// https://developer.apple.com/documentation/dispatch/dispatchqueue/main
    public class var main: DispatchQueue { _modelMainQueue }
    /// https://developer.apple.com/documentation/dispatch/dispatchqueue/global(qos:)
    public class func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { DispatchQueue() }
    /// https://developer.apple.com/documentation/dispatch/dispatchqueue/async(group:qos:flags:execute:)
    /// (the model: main-queue work runs on the next turn of the model's run loop, ``ModelRunLoop/turn()``;
    /// global-queue work also runs there, the model has one thread)
    public func async(execute work: @escaping @Sendable () -> Void) {
        ModelRunLoop.enqueue(at: ModelRunLoop.now, work)
    }
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
    /// Seconds on the model's clock.
    let seconds: Double
    /// https://developer.apple.com/documentation/dispatch/dispatchtime/now()
    public static func now() -> DispatchTime { DispatchTime(seconds: ModelRunLoop.now) }
    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime { DispatchTime(seconds: time.seconds + seconds) }
}

extension DispatchQueue {
    /// https://developer.apple.com/documentation/dispatch/dispatchqueue/asyncafter(deadline:qos:flags:execute:)
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable () -> Void) {
        ModelRunLoop.enqueue(at: deadline.seconds, work)
    }
}

let _modelMainQueue = DispatchQueue()

/// Model only: the main thread's run loop, one turn per display frame (60 per second). A turn
/// advances the clock, then runs the work of each stage registered for it, in order (the higher
/// layers add theirs: scroll animations, display links, layout), then the dispatched work due.
public enum ModelRunLoop {
    /// The model's clock, in seconds (what `CACurrentMediaTime()` and `DispatchTime.now()` read).
    nonisolated(unsafe) public private(set) static var now = 1_000.0
    /// Seconds per turn.
    public static let frameDuration = 1.0 / 60
    nonisolated(unsafe) private static var queued: [(time: Double, order: Int, work: () -> Void)] = []
    nonisolated(unsafe) private static var order = 0
    nonisolated(unsafe) private static var stages: [(order: Int, run: () -> Void)] = []

    /// Registers a stage run on every turn, by `order` (lower first).
    public static func addStage(order: Int, _ run: @escaping () -> Void) {
        stages.append((order, run))
        stages.sort { $0.order < $1.order }
    }
    static func enqueue(at time: Double, _ work: @escaping () -> Void) {
        order += 1
        queued.append((time, order, work))
    }
    /// Runs the main queue's work that is due now (and any work that work dispatches for now).
    public static func drainMainQueue() {
        while let next = queued.filter({ $0.time <= now }).min(by: { ($0.time, $0.order) < ($1.time, $1.order) }) {
            queued.removeAll { $0.order == next.order }
            next.work()
        }
    }
    /// One frame: the clock moves on, the main queue's due work runs, then every stage.
    public static func turn() {
        now += frameDuration
        drainMainQueue()
        for stage in stages { stage.run() }
    }
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
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/string
    public let string: String
    /// Model only: the attributes given (one run over the whole string).
    public let modelAttributes: [Key: Any]
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/init(string:attributes:)
    public init(string: String, attributes: [Key: Any]? = nil) {
        self.string = string
        modelAttributes = attributes ?? [:]
    }
}

/// https://developer.apple.com/documentation/foundation/processinfo
open class ProcessInfo: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/foundation/processinfo/processinfo
    open class var processInfo: ProcessInfo { ProcessInfo() }
    /// https://developer.apple.com/documentation/foundation/processinfo/ismaccatalystapp
    /// (the model is an iPhone or iPad app: false)
    open var isMacCatalystApp: Bool { false }
    /// https://developer.apple.com/documentation/foundation/processinfo/isiosapponmac
    open var isiOSAppOnMac: Bool { false }
}
