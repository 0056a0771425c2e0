#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_TYPECHECK)
import UIKit

/// Something that happened to an observed scroll view.
enum ScrollViewEvent {
    /// Its offset, size, insets or bounds changed.
    case changed
    /// The user put a finger down and started dragging.
    case dragBegan
    /// The user lifted the finger; `velocity` in points per second, positive toward the content's end.
    case dragEnded(velocity: Double)
}

/// Watches a scroll view without becoming its delegate: key-value observation of the values the
/// engine reads (offset, size, insets, adjusted insets, safe area, bounds), and the pan gesture's
/// state through target-action. No swizzling, no private API.
/// Observation ends when this object goes away (or on ``invalidate()``).
@MainActor
final class ScrollViewObservation {
    private let relay: EventRelay
    private var observations: [NSKeyValueObservation] = []
    private weak var panGestureRecognizer: UIPanGestureRecognizer?

    init(_ scrollView: UIScrollView, handler: @escaping @MainActor (ScrollViewEvent) -> Void) {
        let relay = EventRelay(handler: handler)
        self.relay = relay
        panGestureRecognizer = scrollView.panGestureRecognizer
        scrollView.panGestureRecognizer.addTarget(relay, action: #selector(EventRelay.panGestureChanged(_:)))
        observations = [
            scrollView.observe(\.contentOffset, options: []) { [weak relay] _, _ in Self.deliver(to: relay) },
            scrollView.observe(\.contentSize, options: []) { [weak relay] _, _ in Self.deliver(to: relay) },
            scrollView.observe(\.contentInset, options: []) { [weak relay] _, _ in Self.deliver(to: relay) },
            scrollView.observe(\.bounds, options: []) { [weak relay] _, _ in Self.deliver(to: relay) },
            // Neither is documented as key-value observable; both are also read on every other change
            // and on the header view's own layout and safe-area callbacks.
            scrollView.observe(\.adjustedContentInset, options: []) { [weak relay] _, _ in Self.deliver(to: relay) },
            scrollView.observe(\.safeAreaInsets, options: []) { [weak relay] _, _ in Self.deliver(to: relay) },
        ]
    }

    /// KVO calls back on the thread that made the change; UIKit changes scroll views on the main thread.
    private nonisolated static func deliver(to relay: EventRelay?) {
        guard let relay else { return }
        MainActor.assumeIsolated { relay.handler(.changed) }
    }

    /// Stops observing now.
    func invalidate() {
        observations.forEach { $0.invalidate() }
        observations = []
        panGestureRecognizer?.removeTarget(relay, action: nil)
    }

    deinit {
        // The key-value observations end with their tokens. The gesture's target is removed on the
        // main actor; the task keeps the relay alive until then.
        let relay = relay
        let panGestureRecognizer = panGestureRecognizer
        Task { @MainActor in panGestureRecognizer?.removeTarget(relay, action: nil) }
    }
}

/// The target of the pan gesture's action messages.
@MainActor
private final class EventRelay: NSObject {
    let handler: @MainActor (ScrollViewEvent) -> Void

    init(handler: @escaping @MainActor (ScrollViewEvent) -> Void) {
        self.handler = handler
    }

    @objc func panGestureChanged(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            handler(.dragBegan)
        case .ended, .cancelled, .failed:
            // A finger moving up (negative y) moves the content toward its end.
            handler(.dragEnded(velocity: -Double(pan.velocity(in: pan.view).y)))
        default:
            break
        }
    }
}
#endif
