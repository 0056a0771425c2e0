// Core Animation.
@_exported import Foundation

public typealias CFTimeInterval = Double

/// https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()
public func CACurrentMediaTime() -> CFTimeInterval { 0 }

/// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/calayer/zposition
    open var zPosition: CGFloat = 0
    /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
    open var cornerRadius: CGFloat = 0
    /// https://developer.apple.com/documentation/quartzcore/calayer/bordercolor
    open var borderColor: CGColor?
    /// https://developer.apple.com/documentation/quartzcore/calayer/borderwidth
    open var borderWidth: CGFloat = 0
}

/// https://developer.apple.com/documentation/quartzcore/cadisplaylink (not main-actor isolated in the iPhoneOS 17.4 SDK)
open class CADisplayLink: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
    /// ("The newly constructed display link retains the target.")
    public init(target: Any, selector sel: Selector) {}
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
    open func invalidate() {}
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/ispaused
    open var isPaused = false
}
