#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import SwiftUI
import UIKit

/// A trackpad's two-finger scroll and a mouse wheel over the header's views (iPad, Mac Catalyst):
/// the header lies over the pager, outside every scroll view, and a `DragGesture` sees touches only,
/// so without this the scroll would do nothing over much of the screen at rest. A UIKit pan
/// recognizer that takes scroll events and no touch (`allowedScrollTypesMask`,
/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/allowedscrolltypesmask;
/// `allowedTouchTypes` empty, https://developer.apple.com/documentation/uikit/uigesturerecognizer/allowedtouchtypes),
/// attached through `UIGestureRecognizerRepresentable` (iOS 18,
/// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable), hands each
/// change of its translation to the page as a wheel over the header (``PageDriver/headerScrolled(deltaX:deltaY:at:)``).
/// Fingers stay the `DragGesture`'s.
///
/// Two of them lie on the header, one for each ``scrollTypes``, because they end differently. A
/// trackpad's (`UIScrollTypeMask.continuous`) ends as the fingers lift, and the page coasts on at its
/// velocity then (`velocity(in:)`,
/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:);
/// ``PageDriver/headerScrollEnded(velocityY:at:)``): whether UIKit sends the momentum as more changes
/// before that end is not documented, and either way the page coasts once — a gesture that ran its
/// momentum out ends near still. A mouse wheel's (`.discrete`) notches end a gap after the last one,
/// as the engine's wheel does: no velocity, so a notch never flings.
@available(iOS 18.0, *)
@MainActor
struct HeaderScrollEvents: UIGestureRecognizerRepresentable {
    let model: PageModel
    /// The scroll events this recognizer takes: `.continuous` (a trackpad) or `.discrete` (a mouse wheel).
    let scrollTypes: UIScrollTypeMask

    /// The translation last handed on, in points (the recognizer's is cumulative).
    final class Coordinator {
        var lastTranslation = CGPoint.zero
    }

    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator {
        Coordinator()
    }

    func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
        let recognizer = UIPanGestureRecognizer()
        recognizer.allowedScrollTypesMask = scrollTypes
        recognizer.allowedTouchTypes = []
        return recognizer
    }

    func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
        let coordinator = context.coordinator
        switch recognizer.state {
        case .began:
            coordinator.lastTranslation = .zero
        case .changed:
            let translation = recognizer.translation(in: recognizer.view)
            let deltaX = Double(translation.x - coordinator.lastTranslation.x)
            let deltaY = Double(translation.y - coordinator.lastTranslation.y)
            coordinator.lastTranslation = translation
            // The fingers move the content: moving down shows what is above (toward the start).
            model.headerScrolled(deltaX: -deltaX, deltaY: -deltaY)
        case .ended:
            coordinator.lastTranslation = .zero
            if scrollTypes == .continuous {
                // The fingers lifted: the content moves on at their speed (toward the end: upward).
                model.headerScrollEnded(velocityY: -Double(recognizer.velocity(in: recognizer.view).y))
            }
        default:
            coordinator.lastTranslation = .zero
        }
    }
}
#endif
