#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_TYPECHECK)
import QuartzCore
import UIKit

/// Frames for what moves with no scrolling to drive it (the refresh spinner spinning, its inset
/// springing back): a display link that runs only while ``isRunning`` (the page frame's
/// `needsAnimationFrames`) and whose tick only asks `view` for a layout pass.
@MainActor
final class AnimationFrames {
    /// Whether the display link sends frames.
    var isRunning = false {
        didSet { link.isPaused = !isRunning }
    }
    private let link: CADisplayLink

    /// A paused display link on the main run loop that lays `view` out on every frame it runs.
    init(laying view: UIView) {
        link = CADisplayLink(target: DisplayLinkTarget(view: view), selector: #selector(DisplayLinkTarget.tick(_:)))
        link.isPaused = true
        link.add(to: .main, forMode: .common)
    }

    /// Stops the display link for good (it retains its target and stays on the run loop until then:
    /// the controllers call this from `detach()`).
    func invalidate() {
        link.invalidate()
    }
}

/// The display link's target. A display link retains its target, so the target holds the view weakly.
@MainActor
private final class DisplayLinkTarget: NSObject {
    weak var view: UIView?

    init(view: UIView) {
        self.view = view
    }

    /// A frame: the view's pass runs in this frame's layout, before Core Animation commits it.
    @objc func tick(_ link: CADisplayLink) {
        guard let view else { return link.invalidate() }  // the header is gone without a detach
        view.setNeedsLayout()
    }
}
#endif
