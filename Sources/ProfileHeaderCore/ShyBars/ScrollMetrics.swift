/// What a scroll view reports in one frame, as the shy bars and the header read it: where the
/// content is and whether it moves. Points; y downward.
public struct ScrollMetrics: Equatable, Hashable, Sendable {
    /// `contentOffset.y`.
    public var contentOffsetY: Double
    /// `contentSize.height`. Negative values count as 0.
    public var contentHeight: Double
    /// The scroll view's frame height. Must be > 0 for the metrics to be used.
    public var viewportHeight: Double
    /// `adjustedContentInset.top`.
    public var contentInsetTop: Double
    /// `adjustedContentInset.bottom`.
    public var contentInsetBottom: Double
    /// `isDecelerating`: momentum is moving the content (read by ``ShyBarsInput/frame(_:)`` only).
    public var isDecelerating: Bool

    /// Creates metrics from a scroll view's numbers.
    public init(contentOffsetY: Double, contentHeight: Double, viewportHeight: Double,
                contentInsetTop: Double = 0, contentInsetBottom: Double = 0, isDecelerating: Bool = false) {
        self.contentOffsetY = contentOffsetY
        self.contentHeight = contentHeight
        self.viewportHeight = viewportHeight
        self.contentInsetTop = contentInsetTop
        self.contentInsetBottom = contentInsetBottom
        self.isDecelerating = isDecelerating
    }

    /// True when every number is finite and the viewport has a height; other metrics are ignored.
    public var isUsable: Bool {
        // One check for the common case: a finite sum means every number is finite.
        let sum = contentOffsetY + contentHeight + viewportHeight + contentInsetTop + contentInsetBottom
        guard !sum.isFinite else { return viewportHeight > 0 }
        return contentOffsetY.isFinite && contentHeight.isFinite && viewportHeight.isFinite && viewportHeight > 0
            && contentInsetTop.isFinite && contentInsetBottom.isFinite
    }

    /// Scroll position from the top: 0 at rest, negative in the top bounce, `maximumPosition` at the end.
    public var position: Double { contentOffsetY + contentInsetTop }

    /// Whether a touch on a control drawn over this content (a header's bar button) stops the
    /// content where it is: while momentum moves it inside its scrollable range. A scroll view that
    /// is decelerating takes a touch on its content to stop, so the control would need a second tap;
    /// content bouncing back past either end is left to finish (stopped there it would stay
    /// overscrolled). False for unusable metrics.
    public var controlTouchStopsContent: Bool {
        isDecelerating && isUsable && position >= 0 && position <= maximumPosition
    }

    /// The largest position the content can rest at, `≥ 0`.
    public var maximumPosition: Double {
        max(0, max(contentHeight, 0) + contentInsetTop + contentInsetBottom - viewportHeight)
    }
}
