#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import QuartzCore
import UIKit

// The front end's only Objective-C: the receivers of UIKit's target-action messages (a pan gesture's
// action, a display link's frame), each handing the message to a Swift closure. Everything else is
// plain Swift, so the platform model (Tests/AppleModel, which has no Objective-C runtime) runs the
// rest of the front end as it ships, with its own version of this file (same types, same behaviour).

/// Hands a pan gesture recognizer's action messages (every state change) to a closure, until
/// ``invalidate()``. The recognizer keeps its targets unretained; its owner keeps the relay.
@MainActor
final class PanGestureRelay: NSObject {
    private let onAction: @MainActor (UIPanGestureRecognizer) -> Void
    private weak var gestureRecognizer: UIPanGestureRecognizer?

    /// Becomes a target of `gestureRecognizer`; `onAction` gets every action message it sends.
    init(_ gestureRecognizer: UIPanGestureRecognizer, onAction: @escaping @MainActor (UIPanGestureRecognizer) -> Void) {
        self.onAction = onAction
        self.gestureRecognizer = gestureRecognizer
        super.init()
        gestureRecognizer.addTarget(self, action: #selector(handleAction(_:)))
    }

    /// Stops receiving the recognizer's messages. Calling it again does nothing.
    func invalidate() {
        gestureRecognizer?.removeTarget(self, action: nil)
        gestureRecognizer = nil
    }

    @objc private func handleAction(_ gestureRecognizer: UIPanGestureRecognizer) {
        onAction(gestureRecognizer)
    }
}

/// The target of a display link: hands each frame to a closure. A display link retains its target,
/// and the run loop retains a scheduled link until it is invalidated, so the closure must hold its
/// owner weakly and invalidate the link once the owner is gone.
@MainActor
final class DisplayLinkRelay: NSObject {
    private let onFrame: @MainActor (CADisplayLink) -> Void

    private init(onFrame: @escaping @MainActor (CADisplayLink) -> Void) {
        self.onFrame = onFrame
    }

    /// A display link scheduled on the main run loop in the common modes (so it runs while a scroll
    /// view tracks a finger), calling `onFrame` once per display frame until it is invalidated.
    static func scheduledLink(onFrame: @escaping @MainActor (CADisplayLink) -> Void) -> CADisplayLink {
        let link = CADisplayLink(target: DisplayLinkRelay(onFrame: onFrame), selector: #selector(frame(_:)))
        link.add(to: .main, forMode: .common)
        return link
    }

    @objc private func frame(_ link: CADisplayLink) {
        onFrame(link)
    }
}
#endif
