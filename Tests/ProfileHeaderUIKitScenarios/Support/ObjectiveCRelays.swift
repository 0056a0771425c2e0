#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import QuartzCore
import UIKit

// The model's version of Sources/ProfileHeaderUIKit/ObjectiveCRelays.swift: the same two types with
// the same behaviour, registered through the model's target-action stand-ins (the model has no
// Objective-C runtime to send selectors). scripts/check-uikit-model.sh compiles the front end with
// this file in place of that one; nothing else of the front end is replaced.

@MainActor
final class PanGestureRelay: NSObject {
    private let onAction: @MainActor (UIPanGestureRecognizer) -> Void
    private weak var gestureRecognizer: UIPanGestureRecognizer?

    init(_ gestureRecognizer: UIPanGestureRecognizer, onAction: @escaping @MainActor (UIPanGestureRecognizer) -> Void) {
        self.onAction = onAction
        self.gestureRecognizer = gestureRecognizer
        super.init()
        // Unretained, as UIKit keeps a recognizer's targets.
        gestureRecognizer.modelAddTarget(self) { [weak self, weak gestureRecognizer] in
            guard let self, let gestureRecognizer else { return }
            self.onAction(gestureRecognizer)
        }
    }

    func invalidate() {
        gestureRecognizer?.removeTarget(self, action: nil)
        gestureRecognizer = nil
    }
}

@MainActor
final class DisplayLinkRelay: NSObject {
    private let onFrame: @MainActor (CADisplayLink) -> Void

    private init(onFrame: @escaping @MainActor (CADisplayLink) -> Void) {
        self.onFrame = onFrame
    }

    static func scheduledLink(onFrame: @escaping @MainActor (CADisplayLink) -> Void) -> CADisplayLink {
        let relay = DisplayLinkRelay(onFrame: onFrame)
        // The link retains its target (the relay), as CADisplayLink does.
        let link = CADisplayLink(modelTarget: relay) { link in MainActor.assumeIsolated { relay.onFrame(link) } }
        link.add(to: .main, forMode: .common)
        return link
    }
}
/// The model's relay: the same answer to `gestureRecognizerShouldBegin(_:)`; the model's delegate
/// protocol has one other question, handed to UIKit's delegate as the real relay forwards it.
@MainActor
final class PopGestureDelegateRelay: NSObject, UIGestureRecognizerDelegate {
    private weak var recognizer: UIGestureRecognizer?
    private weak var navigation: UINavigationController?
    private weak var original: (any UIGestureRecognizerDelegate)?

    init(installedOn recognizer: UIGestureRecognizer, in navigation: UINavigationController) {
        self.recognizer = recognizer
        self.navigation = navigation
        original = recognizer.delegate
        super.init()
        recognizer.delegate = self
    }

    func uninstall() {
        if let recognizer, recognizer.delegate === self { recognizer.delegate = original }
        recognizer = nil
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        NavigationBarHider.swipeBackMayBegin(in: navigation)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        original?.gestureRecognizer(gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer) ?? false
    }
}
#endif
