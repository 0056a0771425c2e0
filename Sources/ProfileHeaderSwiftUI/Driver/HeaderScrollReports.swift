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
        /// `.continuous`: a trackpad's two fingers. Its beginning catches a coasting list, its steps
        /// are drawn as they come, and its end (the fingers lifting) hands the engine their velocity,
        /// from which the list coasts.
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

    /// The engine's input for one report, if any: `translationX`/`translationY` since the gesture
    /// began, `velocityY` now (points per second), as the recognizer gives them.
    mutating func input(_ phase: Phase, translationX: Double, translationY: Double, velocityY: Double) -> PagePointerInput? {
        switch phase {
        case .began:
            (handedX, handedY) = (0, 0)
            // Fingers on the trackpad catch the list where it is, as they stop a scroll view's
            // momentum (a step of nothing: the coast ends, a new gesture begins).
            return device == .trackpad ? .trackpad(deltaX: 0, deltaY: 0, on: .header) : nil
        case .changed:
            guard translationX.isFinite, translationY.isFinite else { return nil }
            let deltaX = translationX - handedX, deltaY = translationY - handedY
            (handedX, handedY) = (translationX, translationY)
            guard deltaX != 0 || deltaY != 0 else { return nil }
            switch device {
            case .trackpad: return .trackpad(deltaX: -deltaX, deltaY: -deltaY, on: .header)
            case .mouseWheel: return .wheel(deltaX: -deltaX, deltaY: -deltaY, on: .header)
            }
        case .ended, .cancelled:
            (handedX, handedY) = (0, 0)
            guard device == .trackpad else { return nil }
            // (A velocity that is not finite is none, as the engine reads it.)
            return .trackpadLifted(velocityY: phase == .ended ? -velocityY : 0)
        }
    }
}
#endif
