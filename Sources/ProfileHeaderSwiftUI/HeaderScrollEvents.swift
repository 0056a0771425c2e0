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
/// report to the page (``HeaderScrollReports`` turns it into the engine's input). Fingers stay the
/// `DragGesture`'s.
///
/// Two of them lie on the header, one for each ``HeaderScrollReports/Device``, because they end
/// differently. A trackpad's (`UIScrollTypeMask.continuous`) fingers are a finger on the list: its
/// steps are drawn as they come, the list is held while they rest, and its end, as they lift, hands
/// the page their velocity (`velocity(in:)`,
/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)), from which
/// the list coasts. Whether UIKit sends the momentum as more changes before that end is not
/// documented: if it does, the end comes near still and the list coasts no further. A mouse wheel's
/// (`.discrete`) notches are smoothed and end a gap after the last one, with no velocity, so a notch
/// never flings.
@available(iOS 18.0, *)
@MainActor
struct HeaderScrollEvents: UIGestureRecognizerRepresentable {
    let model: PageModel
    /// What this recognizer takes: a trackpad's scroll events, or a mouse wheel's.
    let device: HeaderScrollReports.Device

    /// The recognizer's reports so far.
    final class Coordinator {
        var reports: HeaderScrollReports
        init(device: HeaderScrollReports.Device) { reports = HeaderScrollReports(device: device) }
    }

    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator {
        Coordinator(device: device)
    }

    func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
        let recognizer = UIPanGestureRecognizer()
        recognizer.allowedScrollTypesMask = device == .trackpad ? .continuous : .discrete
        recognizer.allowedTouchTypes = []
        return recognizer
    }

    func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
        let phase: HeaderScrollReports.Phase
        switch recognizer.state {
        case .began: phase = .began
        case .changed: phase = .changed
        case .ended: phase = .ended
        case .cancelled, .failed: phase = .cancelled
        default: return
        }
        let translation = recognizer.translation(in: recognizer.view)
        let velocity = recognizer.velocity(in: recognizer.view)
        let inputs = context.coordinator.reports.inputs(phase, translationX: Double(translation.x), translationY: Double(translation.y),
                                                        velocityY: Double(velocity.y))
        if let step = inputs.step { model.headerScrolled(step) }
        if let lift = inputs.lift { model.headerScrolled(lift) }
    }
}
#endif
