#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import UIKit

/// Everything `ShyBarsController` listens to, none of which writes anything: key-value observation
/// of the scroll view's geometry, its pan gesture, the app returning to the foreground, the keyboard
/// showing and hiding, and a frame
/// clock (`CADisplayLink`) that runs only while asked to. Each of them only records an event or asks
/// for a layout pass (`setNeedsLayout` on a zero-size view inside the scroll view); the controller
/// reads, steps and writes in that view's `layoutSubviews`, once per pass. No delegate is taken, no
/// swizzling, no private API. Everything stops on ``invalidate()`` or when this object goes away.
@MainActor
final class ShyBarsHooks {
    /// Called in the layout pass.
    private let onPass: @MainActor () -> Void
    /// Events recorded by observers since the last pass, applied at its start.
    private(set) var queued: [ShyBarsQueuedEvent] = []
    private let passView = ShyBarsPassView()
    private let relay: ShyBarsEventRelay
    private var observations: [NSKeyValueObservation] = []
    private let panRelay: PanGestureRelay
    private let foreground: ShyBarsNotificationToken
    /// The keyboard coming and going: a navigation controller may hide or show its bars for it
    /// (`hidesBarsWhenKeyboardAppears`), which the next pass reads.
    private let keyboard: [ShyBarsNotificationToken]
    private var clock: CADisplayLink?

    init(_ scrollView: UIScrollView, onPass: @escaping @MainActor () -> Void) {
        self.onPass = onPass
        let relay = ShyBarsEventRelay()
        self.relay = relay
        panRelay = PanGestureRelay(scrollView.panGestureRecognizer) { [weak relay] pan in relay?.panGestureChanged(pan) }
        foreground = ShyBarsNotificationToken(UIApplication.willEnterForegroundNotification) { [weak relay] in
            relay?.record?(.enteredForeground)
        }
        keyboard = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                    UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification].map { name in
            ShyBarsNotificationToken(name) { [weak relay] in _ = relay?.tick?() }
        }
        relay.record = { [weak self] event in self?.record(event) }
        relay.tick = { [weak self] in
            self?.passView.setNeedsLayout()
            return self != nil
        }
        passView.onLayout = { [weak self] in self?.onPass() }
        passView.isUserInteractionEnabled = false
        scrollView.addSubview(passView)
        observations = [
            scrollView.observe(\.contentOffset, options: []) { [weak relay] _, _ in ShyBarsEventRelay.changed(relay) },
            scrollView.observe(\.contentSize, options: []) { [weak relay] _, _ in ShyBarsEventRelay.changed(relay) },
            scrollView.observe(\.contentInset, options: []) { [weak relay] _, _ in ShyBarsEventRelay.changed(relay) },
            scrollView.observe(\.bounds, options: []) { [weak relay] _, _ in ShyBarsEventRelay.changed(relay) },
        ]
    }

    /// Records an event for the next pass and asks for the pass.
    func record(_ event: ShyBarsQueuedEvent) {
        queued.append(event)
        passView.setNeedsLayout()
    }

    /// Asks for a layout pass.
    func setNeedsPass() { passView.setNeedsLayout() }

    /// The events recorded since the last pass, emptied.
    func takeQueued() -> [ShyBarsQueuedEvent] {
        defer { queued.removeAll(keepingCapacity: true) }
        return queued
    }

    /// Runs the frame clock (a pass every display frame) while `running`, stops it otherwise.
    func runFrameClock(_ running: Bool) {
        clock?.isPaused = !running
        guard running, clock == nil else { return }
        // The hooks went away while the clock ran: stop it.
        clock = DisplayLinkRelay.scheduledLink { [weak relay] link in
            guard relay?.tick?() == true else { return link.invalidate() }
        }
    }

    /// Stops listening now and takes the pass view out of the scroll view.
    func invalidate() {
        observations.forEach { $0.invalidate() }
        observations = []
        panRelay.invalidate()
        clock?.invalidate()
        clock = nil
        foreground.invalidate()
        keyboard.forEach { $0.invalidate() }
        passView.onLayout = nil
        passView.removeFromSuperview()
    }

    deinit {
        // Key-value observations end with their tokens and the notification with its token. The
        // rest is main-actor work; the task keeps what it needs alive until then.
        let panRelay = panRelay
        let passView = passView
        // A running frame clock stops itself on its next tick (its relay is gone by then).
        Task { @MainActor in
            panRelay.invalidate()
            passView.removeFromSuperview()
        }
    }
}

/// An event an observer recorded for the next pass.
enum ShyBarsQueuedEvent {
    case dragBegan
    /// Points per second, positive toward the content's end.
    case dragEnded(velocity: Double)
    case enteredForeground
}

/// A zero-size, untouchable view inside the scroll view whose `layoutSubviews` is the layout pass.
private final class ShyBarsPassView: UIView {
    var onLayout: (@MainActor () -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
    }
}

/// Where the pan gesture's and the frame clock's messages and the key-value observations go (the
/// latter may call back on any thread in principle; UIKit changes scroll views on the main thread).
@MainActor
private final class ShyBarsEventRelay {
    var record: (@MainActor (ShyBarsQueuedEvent) -> Void)?
    /// Asks for a layout pass; false once the hooks are gone.
    var tick: (@MainActor () -> Bool)?

    nonisolated static func changed(_ relay: ShyBarsEventRelay?) {
        guard let relay else { return }
        MainActor.assumeIsolated { _ = relay.tick?() }
    }

    func panGestureChanged(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            record?(.dragBegan)
        case .ended, .cancelled, .failed:
            // A finger moving up (negative y) moves the content toward its end.
            record?(.dragEnded(velocity: -Double(pan.velocity(in: pan.view).y)))
        default:
            break
        }
    }
}

/// A notification observer that ends with this object (or on ``invalidate()``).
private final class ShyBarsNotificationToken: @unchecked Sendable {
    // Only the token lives here; NotificationCenter may be called from any thread.
    private var token: (any NSObjectProtocol)?

    init(_ name: Notification.Name, _ handler: @escaping @MainActor () -> Void) {
        let box = ShyBarsMainActorHandler(handler)
        token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in box.run() }
    }

    func invalidate() {
        token.map { NotificationCenter.default.removeObserver($0) }
        token = nil
    }

    deinit { invalidate() }
}

/// A main-actor callback that a notification block registered with `queue: .main` can call.
private final class ShyBarsMainActorHandler: @unchecked Sendable {
    // Only ever called on the main queue.
    private let action: @MainActor () -> Void

    init(_ action: @escaping @MainActor () -> Void) { self.action = action }

    func run() { MainActor.assumeIsolated { action() } }
}
#endif
