#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_TYPECHECK)
import ProfileHeaderCore
import UIKit

/// Runs a controller's layout pass. Writing insets and offsets makes the observed scroll views report
/// again while the pass runs; those reports are folded into at most two more passes, never recursion.
@MainActor
final class LayoutPasses {
    private var isRunning = false
    private var isAnotherPassRequested = false

    /// Runs `pass` now, or — when called from inside a pass — once more after it.
    func run(_ pass: () -> Void) {
        guard !isRunning else {
            isAnotherPassRequested = true
            return
        }
        isRunning = true
        defer { isRunning = false }
        var passes = 0
        repeat {
            isAnotherPassRequested = false
            pass()
            passes += 1
        } while isAnotherPassRequested && passes < 3
    }

    /// Asks for one more pass after the current one (something it read has changed).
    func requestAnotherPass() {
        isAnotherPassRequested = true
    }
}

extension UIScrollView {
    /// Sets `contentInset.top` so that the adjusted top inset becomes `adjustedTop` points, respecting
    /// what the system adds. A scroll view resting at its top stays at its top (first attach, a refresh
    /// holding or releasing its inset). Nothing is written when nothing changes.
    func setAdjustedTopInset(_ adjustedTop: Double) {
        let insetTop = ScrollViewBridge.contentInsetTop(
            forAdjustedTop: adjustedTop, currentAdjustedTop: adjustedContentInset.top, currentContentInsetTop: contentInset.top)
        guard ScrollViewBridge.differs(insetTop, contentInset.top) else { return }
        let wasResting = !isDragging && !isDecelerating
            && !ScrollViewBridge.differs(contentOffset.y, -adjustedContentInset.top)
        contentInset.top = insetTop
        if wasResting { contentOffset.y = -adjustedContentInset.top }
    }

    /// The engine offset of this scroll view with `heldInset` points of refresh inset inside its top inset.
    func engineOffset(heldInset: Double = 0) -> Double {
        ScrollViewBridge.offset(contentOffsetY: contentOffset.y, adjustedTop: adjustedContentInset.top, heldInset: heldInset)
    }
}
#endif
