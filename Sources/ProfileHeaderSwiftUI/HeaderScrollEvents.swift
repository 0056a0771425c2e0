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
@available(iOS 18.0, *)
@MainActor
struct HeaderScrollEvents: UIGestureRecognizerRepresentable {
    let model: PageModel

    /// The translation last handed on, in points (the recognizer's is cumulative).
    final class Coordinator {
        var lastTranslation = CGPoint.zero
    }

    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator {
        Coordinator()
    }

    func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
        let recognizer = UIPanGestureRecognizer()
        recognizer.allowedScrollTypesMask = .all
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
        default:
            coordinator.lastTranslation = .zero
        }
    }
}
#endif
