/// One thing that happened to a scroll view with shy bars, in the order it happened.
public enum ShyBarsInput: Equatable, Hashable, Sendable {
    /// The scroll view scrolled (every frame: dragging, momentum, programmatic, bounces).
    case scrolled(ScrollMetrics)
    /// The user put a finger down and started dragging.
    case dragBegan
    /// The user lifted the finger. `velocity` is in points per second along the content, positive
    /// when the content moves toward its end (offset increasing). UIKit's
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` gives points per millisecond:
    /// multiply by 1000.
    case dragEnded(velocity: Double)
    /// Momentum scrolling stopped.
    case decelerationEnded
    /// The user tapped the status bar to scroll to the top.
    case scrollToTop
    /// The content's height changed (rows added or deleted, keyboard, a load at the bottom). Like
    /// every input with metrics, it shows every bar when the content now fits or is at the top.
    case contentSizeChanged(ScrollMetrics)
    /// The viewport or safe area changed (rotation, split view); pass the configuration for the new
    /// metrics to `step` along with it.
    case viewportChanged(ScrollMetrics)
    /// The screen appeared; the configuration's `appearPolicy` applies.
    case appeared
    /// The app returned to the foreground; the configuration's `foregroundPolicy` applies.
    case enteredForeground
    /// Show every bar, animated or not.
    case expand(animated: Bool)
    /// Hide the bars (unless the content fits), animated or not. Sent while the content is at the
    /// top, it holds until the next frame that reports the top (at the top every bar is shown).
    case contract(animated: Bool)
    /// Turn the behaviour on or off. Turning it off shows the bars and keeps them shown; turning it
    /// on measures again from the next frame (unless that frame is at the top, where every bar is
    /// shown anyway). The value already in effect changes nothing.
    case setEnabled(Bool)
    /// Pause or resume. While paused, the bars stay exactly where they are whatever scrolls — even
    /// when the content shrinks to fit or reaches the top (explicit commands still apply).
    /// Resuming brings them back at once when the content fits or is at the top; otherwise the next
    /// frame only measures. The value already in effect changes nothing.
    case setPaused(Bool)
}
