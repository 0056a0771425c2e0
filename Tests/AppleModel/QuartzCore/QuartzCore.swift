// Core Animation.
@_exported import Foundation

public typealias CFTimeInterval = Double

/// https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()
public func CACurrentMediaTime() -> CFTimeInterval { ModelRunLoop.now }

/// Model only: the layer writes UIKit's model counts with its views' (QuartzCore is below UIKit,
/// so it reports through this hook).
public enum ModelLayerWrites {
    nonisolated(unsafe) public static var onWrite: ((_ changed: Bool) -> Void)?
    static func note(_ changed: Bool) { onWrite?(changed) }
}

/// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/calayer/zposition
    open var zPosition: CGFloat = 0 {
        didSet { ModelLayerWrites.note(zPosition != oldValue) }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
    open var cornerRadius: CGFloat = 0 {
        didSet { ModelLayerWrites.note(cornerRadius != oldValue) }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/bordercolor
    open var borderColor: CGColor? {
        didSet { ModelLayerWrites.note(borderColor != oldValue) }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/borderwidth
    open var borderWidth: CGFloat = 0 {
        didSet { ModelLayerWrites.note(borderWidth != oldValue) }
    }
}

/// https://developer.apple.com/documentation/quartzcore/cadisplaylink (not main-actor isolated in the iPhoneOS 17.4 SDK)
open class CADisplayLink: NSObject {
    /// The link's target, retained ("The newly constructed display link retains the target.").
    private var target: Any?
    private var onFrame: ((CADisplayLink) -> Void)?
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
    /// (the model has no Objective-C runtime to send `sel`: use ``init(modelTarget:onFrame:)``)
    public init(target: Any, selector sel: Selector) { self.target = target }
    /// Model only: a link whose frames call `onFrame` (what `selector` would be sent to `target`).
    public init(modelTarget target: AnyObject, onFrame: @escaping (CADisplayLink) -> Void) {
        self.target = target
        self.onFrame = onFrame
    }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
    /// (the run loop retains the link until it is invalidated)
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        ModelDisplayLinks.schedule(self)
    }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
    /// ("Removes the display link from all run loop modes ... and the display link releases the target.")
    open func invalidate() {
        ModelDisplayLinks.unschedule(self)
        target = nil
        onFrame = nil
    }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/ispaused
    open var isPaused = false
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/timestamp
    open var timestamp: CFTimeInterval = 0

    fileprivate func fire() {
        guard !isPaused else { return }
        timestamp = ModelRunLoop.now
        onFrame?(self)
    }
}

/// Model only: the display links scheduled on the main run loop, fired once per turn (after the
/// scroll views' animations, before the layout pass).
public enum ModelDisplayLinks {
    nonisolated(unsafe) private static var scheduled: [CADisplayLink] = []
    nonisolated(unsafe) private static var installed = false
    /// The links scheduled now, paused or not (a leak shows as a count that never goes down).
    public static var scheduledCount: Int { scheduled.count }
    static func schedule(_ link: CADisplayLink) {
        if !installed {
            installed = true
            ModelRunLoop.addStage(order: 20) { ModelDisplayLinks.scheduled.forEach { $0.fire() } }
        }
        if !scheduled.contains(where: { $0 === link }) { scheduled.append(link) }
    }
    static func unschedule(_ link: CADisplayLink) { scheduled.removeAll { $0 === link } }
}
