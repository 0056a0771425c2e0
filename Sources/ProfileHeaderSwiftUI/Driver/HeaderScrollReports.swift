// What a scroll-event recognizer over the header reports, turned into the engine's input: plain
// numbers in, so the mapping runs on Linux against the model too (scripts/check-swiftui-model.sh).
#if (canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)) || PROFILE_HEADER_SWIFTUI_DRIVER
import ProfileHeaderCore

/// One UIKit pan recognizer for scroll events over the header's views (``HeaderScrollEvents``): its
/// reports — the state, the translation since it began and the velocity, in the view's points with y
/// downward (`translation(in:)`, `velocity(in:)` of
/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer) — as the engine's pointer
/// input. Fingers moving down show what is above: the content moves toward its start, so the signs
/// turn over.
struct HeaderScrollReports: Equatable, Sendable {
    /// What the recognizer takes (`allowedScrollTypesMask`,
    /// https://developer.apple.com/documentation/uikit/uiscrolltypemask).
    enum Device: Equatable, Sendable {
        /// `.continuous`: a trackpad's two fingers, a finger on the list to the engine: its beginning
        /// catches a coasting list, its steps are drawn as they come, the list is held while the
        /// fingers rest, and its end (the fingers lifting) hands the engine their velocity, from which
        /// the list coasts (a pull refreshes then).
        case trackpad
        /// `.discrete`: a mouse wheel. Its notches are smoothed, and its end carries no velocity (a
        /// notch never flings): the engine ends the gesture a gap after its last notch.
        case mouseWheel
    }

    /// The recognizer's state (`UIGestureRecognizer.State`), as far as the page reads it.
    enum Phase: Equatable, Sendable {
        case began, changed, ended
        /// Cancelled or failed: the gesture ends where it is, with no momentum.
        case cancelled
    }

    let device: Device
    /// The translation already handed on, in points (the recognizer's is cumulative).
    private var handedX = 0.0
    private var handedY = 0.0

    init(device: Device) {
        self.device = device
    }

    /// What one report asks of the engine, in order: a step (the fingers or the wheel moved, or the
    /// fingers came down), then the fingers' lift.
    struct Inputs: Equatable, Sendable {
        var step: PagePointerInput?
        var lift: PagePointerInput?
    }

    /// The engine's input for one report: `translationX`/`translationY` since the gesture began and
    /// `velocityY` now (points per second), as the recognizer gives them.
    mutating func inputs(_ phase: Phase, translationX: Double, translationY: Double, velocityY: Double) -> Inputs {
        var inputs = Inputs()
        switch phase {
        case .began:
            (handedX, handedY) = (0, 0)
            // Fingers on the trackpad catch the list where it is, as they stop a scroll view's
            // momentum (a step of nothing); a wheel's notch begins nothing yet.
            if device == .trackpad { inputs.step = .trackpad(deltaX: 0, deltaY: 0, on: .header) }
            inputs.step = step(translationX: translationX, translationY: translationY) ?? inputs.step
        case .changed:
            inputs.step = step(translationX: translationX, translationY: translationY)
        case .ended, .cancelled:
            // A last movement reported with the end goes first.
            inputs.step = step(translationX: translationX, translationY: translationY)
            (handedX, handedY) = (0, 0)
            // (A velocity that is not finite is none, as the engine reads it.)
            if device == .trackpad { inputs.lift = .trackpadLifted(velocityY: phase == .ended ? -velocityY : 0) }
        }
        return inputs
    }

    /// The movement since the last one handed on, turned over (fingers moving down show what is
    /// above: the content toward its start); nil for none.
    private mutating func step(translationX: Double, translationY: Double) -> PagePointerInput? {
        guard translationX.isFinite, translationY.isFinite else { return nil }
        let deltaX = translationX - handedX, deltaY = translationY - handedY
        (handedX, handedY) = (translationX, translationY)
        guard deltaX != 0 || deltaY != 0 else { return nil }
        switch device {
        case .trackpad: return .trackpad(deltaX: -deltaX, deltaY: -deltaY, on: .header)
        case .mouseWheel: return .wheel(deltaX: -deltaX, deltaY: -deltaY, on: .header)
        }
    }
}
#endif
