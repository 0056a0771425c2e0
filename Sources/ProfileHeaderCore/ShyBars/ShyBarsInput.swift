/// One thing that happened to a scroll view with shy bars, in the order it happened.
public enum ShyBarsInput: Equatable, Hashable, Sendable {
    /// The scroll view scrolled (every frame: dragging, momentum, programmatic, bounces).
    case scrolled(ScrollMetrics)
    /// A front end's layout pass: the scroll view's metrics as they are now, whatever changed.
    /// The engine decides what the pass means — a scroll, a content size change, a viewport change
    /// (against the metrics and configuration it saw last) — and, from
    /// ``ScrollMetrics/isDecelerating``, when momentum ends: the first pass that reports it no
    /// longer decelerating settles a part-way stack, so no later change is needed. A front end that
    /// sends this needs no `if` about which input to send.
    case frame(ScrollMetrics)
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
    /// The screen appeared — the first time, or again after a pushed screen was popped (or a
    /// cancelled swipe back): the configuration's `appearPolicy` applies. After ``disappeared`` the
    /// bars were handed back shown, so the step says to take them again
    /// (``ShyBarsOwnership/take``); the first frame after it only measures.
    case appeared
    /// The screen is going away (a push on top of it, a pop or dismissal, a cancelled swipe that
    /// starts): the bars — the navigation bar and toolbar are shared with the next screen — are
    /// handed back fully shown, without animation, taking touches (``ShyBarsOwnership/handBack``).
    /// Until ``appeared`` nothing moves them: frames only measure, commands and policies wait.
    case disappeared
    /// The screen's size is about to change (a rotation, a split view resized). Its containers lay
    /// the bars out again by frame during the change, and a bar left transformed then ends up
    /// anywhere (UIKit leaves a frame set under a transform undefined), so bars this screen has are
    /// handed back at rest, without animation, for the change (``ShyBarsOwnership/handBack``);
    /// frames only measure until ``sizeTransitionEnded``. A screen that does not have the bars (off
    /// screen, or never appeared) changes nothing. Changes may overlap, or be heard twice: each
    /// begin needs its end.
    case sizeTransitionBegan
    /// A size change is over: when it was the last one under way, the bars handed back for it are
    /// taken again, shown (``ShyBarsOwnership/take``), and measured from the next frame. Nothing
    /// happens when the bars were not handed back for a size change (or the screen disappeared
    /// meanwhile).
    case sizeTransitionEnded
    /// The bars' container hides them itself (`true`), or shows them again (`false`): UIKit's
    /// `isNavigationBarHidden`, whether the app set it or (as observed; Apple documents only that the
    /// bars hide) the navigation controller's own bar hiding did (`hidesBarsWhenKeyboardAppears`,
    /// `hidesBarsWhenVerticallyCompact`). The container lays the bars out by frame as they go and as
    /// they come back, and a bar left transformed then ends up anywhere (UIKit leaves a frame set
    /// under a transform undefined), so while it hides them they are handed back at rest, without
    /// animation (``ShyBarsOwnership/handBack``), and nothing moves them; when it shows them again
    /// they are taken again, shown, and measured from the next frame. A front end sends the
    /// container's state whenever it may have changed; the value already in effect changes nothing.
    case containerHidesBars(Bool)
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
    /// Resuming brings them back at once when the content fits or is at the top; in Android's order
    /// a block left hidden further than the content now is lands on it (animated); otherwise the
    /// next frame only measures. The value already in effect changes nothing.
    case setPaused(Bool)
}
