#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import ProfileHeaderCore
import UIKit

extension ScrollMetrics {
    /// What `scrollView` reports now: its offset, content height, frame height, adjusted insets and
    /// whether it decelerates.
    @MainActor init(_ scrollView: UIScrollView) {
        self.init(
            contentOffsetY: scrollView.contentOffset.y, contentHeight: scrollView.contentSize.height,
            viewportHeight: scrollView.bounds.height, contentInsetTop: scrollView.adjustedContentInset.top,
            contentInsetBottom: scrollView.adjustedContentInset.bottom, isDecelerating: scrollView.isDecelerating)
    }
}
#endif
