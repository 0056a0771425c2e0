#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import QuartzCore
import UIKit

/// Frames for what moves with no scrolling to drive it (the refresh spinner spinning, its inset
/// springing back): a display link that exists only while ``isRunning`` (the page frame's
/// `needsAnimationFrames`) and whose tick only asks `view` for a layout pass.
///
/// The link is made when frames are needed and invalidated when they stop, so none waits paused
/// on the run loop. A display link retains its target, so the target holds this object weakly:
/// if it goes away without ``invalidate()`` (a controller released without `detach()`), the next
/// tick invalidates the link — nothing keeps running or stays retained.
@MainActor
final class AnimationFrames {
    /// Whether the display link sends frames.
    var isRunning = false {
        didSet {
            guard isRunning != oldValue else { return }
            if isRunning { start() } else { stop() }
        }
    }
    /// The view laid out on every frame.
    private weak var view: UIView?
    private var link: CADisplayLink?

    /// Frames that, while running, lay `view` out on every display frame.
    init(laying view: UIView) {
        self.view = view
    }

    /// Stops the frames (the controllers call this from `detach()`).
    func invalidate() {
        isRunning = false
        stop()
    }

    private func start() {
        guard link == nil else { return }
        // A frame: the view's pass runs in this frame's layout, before Core Animation commits it. The
        // frames or the header went away without stopping them: stop for good.
        link = DisplayLinkRelay.scheduledLink { [weak self] link in
            guard let view = self?.view else { return link.invalidate() }
            view.setNeedsLayout()
        }
    }

    private func stop() {
        link?.invalidate()
        link = nil
    }
}
#endif
