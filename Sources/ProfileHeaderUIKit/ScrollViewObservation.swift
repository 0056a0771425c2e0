#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
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
    private let handler: Handler
    private let panRelay: PanGestureRelay
    private var observations: [NSKeyValueObservation] = []

    init(_ scrollView: UIScrollView, handler: @escaping @MainActor (ScrollViewEvent) -> Void) {
        let handler = Handler(handler)
        self.handler = handler
        panRelay = PanGestureRelay(scrollView.panGestureRecognizer) { [weak handler] pan in
            switch pan.state {
            case .began:
                handler?.deliver(.dragBegan)
            case .ended, .cancelled, .failed:
                // A finger moving up (negative y) moves the content toward its end.
                handler?.deliver(.dragEnded(velocity: -Double(pan.velocity(in: pan.view).y)))
            default:
                break
            }
        }
        observations = [
            scrollView.observe(\.contentOffset, options: []) { [weak handler] _, _ in Handler.changed(handler) },
            scrollView.observe(\.contentSize, options: []) { [weak handler] _, _ in Handler.changed(handler) },
            scrollView.observe(\.contentInset, options: []) { [weak handler] _, _ in Handler.changed(handler) },
            scrollView.observe(\.bounds, options: []) { [weak handler] _, _ in Handler.changed(handler) },
            // Neither is documented as key-value observable; both are also read on every other change
            // and on the header view's own layout and safe-area callbacks.
            scrollView.observe(\.adjustedContentInset, options: []) { [weak handler] _, _ in Handler.changed(handler) },
            scrollView.observe(\.safeAreaInsets, options: []) { [weak handler] _, _ in Handler.changed(handler) },
        ]
    }

    /// Stops observing now.
    func invalidate() {
        observations.forEach { $0.invalidate() }
        observations = []
        panRelay.invalidate()
    }

    deinit {
        // The key-value observations end with their tokens. The gesture's target is removed on the
        // main actor; the task keeps the relay alive until then.
        let panRelay = panRelay
        Task { @MainActor in panRelay.invalidate() }
    }
}

/// Where the observers' reports go: the controller's handler, on the main actor.
@MainActor
private final class Handler {
    let deliver: @MainActor (ScrollViewEvent) -> Void

    init(_ deliver: @escaping @MainActor (ScrollViewEvent) -> Void) {
        self.deliver = deliver
    }

    /// KVO calls back on the thread that made the change; UIKit changes scroll views on the main thread.
    nonisolated static func changed(_ handler: Handler?) {
        guard let handler else { return }
        MainActor.assumeIsolated { handler.deliver(.changed) }
    }
}
#endif
