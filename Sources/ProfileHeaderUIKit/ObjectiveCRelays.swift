#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import QuartzCore
import UIKit

// The front end's only Objective-C: the receivers of UIKit's target-action messages (a pan gesture's
// action, a display link's frame), each handing the message to a Swift closure, and a gesture
// delegate that forwards what it does not answer itself. Everything else is
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
/// The navigation controller's pop gesture's delegate while a page that hides the bar is on top:
/// the swipe back may begin whenever there is a screen to go back to and no transition is in flight
/// (UIKit's own delegate refuses while the bar is hidden: observed); every other question goes to
/// UIKit's delegate, by Objective-C message forwarding (`responds(to:)`, `forwardingTarget(for:)`),
/// so the pop keeps its relations to the scroll views' pans. ``uninstall()`` puts UIKit's back.
@MainActor
final class PopGestureDelegateRelay: NSObject, UIGestureRecognizerDelegate {
    private weak var recognizer: UIGestureRecognizer?
    private weak var navigation: UINavigationController?
    /// UIKit's delegate, put back by ``uninstall()`` (the recognizer holds its delegate weakly; the
    /// navigation controller keeps its own alive). Set once, in `init`; read by the forwarding methods,
    /// which NSObject declares nonisolated (UIKit calls them on the main thread).
    nonisolated(unsafe) private weak var original: (any UIGestureRecognizerDelegate)?

    init(installedOn recognizer: UIGestureRecognizer, in navigation: UINavigationController) {
        self.recognizer = recognizer
        self.navigation = navigation
        original = recognizer.delegate
        super.init()
        recognizer.delegate = self
    }

    /// Puts UIKit's delegate back, unless another has been set since. Calling it again does nothing.
    func uninstall() {
        if let recognizer, recognizer.delegate === self { recognizer.delegate = original }
        recognizer = nil
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        NavigationBarHider.swipeBackMayBegin(in: navigation)
    }

    // (NSObject's, so nonisolated; UIKit asks a gesture recognizer's delegate on the main thread.)
    override nonisolated func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || (original?.responds(to: aSelector) ?? false)
    }

    override nonisolated func forwardingTarget(for aSelector: Selector!) -> Any? {
        original?.responds(to: aSelector) == true ? original : super.forwardingTarget(for: aSelector)
    }
}
#endif
