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
    /// The content's height changed (rows added or deleted, keyboard, a load at the bottom).
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
    /// Hide the bars (unless the content fits), animated or not.
    case contract(animated: Bool)
    /// Turn the behaviour on or off. Turning it off shows the bars and keeps them shown.
    case setEnabled(Bool)
    /// Pause or resume: while paused, the bars stay exactly where they are, whatever scrolls.
    case setPaused(Bool)
}
