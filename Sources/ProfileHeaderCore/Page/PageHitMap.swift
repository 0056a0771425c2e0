/// Where a touch in the viewport goes on this frame.
public struct PageHitMap: Equatable, Hashable, Sendable {
    /// The bar strip (back and more buttons).
    public var bar: Rect
    /// The tab bar, when the header draws one.
    public var tabBar: Rect
    /// The avatar, while it is in front of the header.
    public var avatar: Rect
    /// The details the header draws, where they are not under the pinned header.
    public var details: Rect
    /// Everything the header covers from the top of the viewport: taps there never reach the content.
    public var covered: Rect
    /// Where the scroll view's own content starts, in viewport points: above it there is only the
    /// page's empty space (its spacer, or the inset above the content), so nothing can be pressed
    /// by accident there and a touch may go through — a drag that starts on the banner scrolls.
    public var contentTop: Double

    /// Where a touch at `point` goes: to the header's own controls; through the drawn header to the
    /// empty space above the content (a drag scrolls, a tap presses nothing); nowhere (absorbed by
    /// the drawn header, over content); or through to the content.
    public func target(at point: Point) -> PageHitTarget {
        if contains(bar, point) { return .headerControl(.bar) }
        // In the drawing order, front first: the avatar in front of the header is drawn over the tab
        // bar (which sits behind the header's clip).
        if contains(avatar, point) { return .headerControl(.avatar) }
        if contains(tabBar, point) { return .headerControl(.tabBar) }
        if contains(covered, point) { return point.y < contentTop ? .passThrough : .blocked }
        if contains(details, point) { return .headerControl(.details) }
        return point.y < contentTop ? .passThrough : .content
    }

    /// Where a touch at `point` goes when ``target(at:)`` says ``PageHitTarget/headerControl(_:)`` but no control is
    /// there (the details' text, the tab bar's background): through to the empty space above the
    /// content, so a drag that starts on the bio scrolls, or absorbed where the header is over content.
    public func targetAwayFromControls(at point: Point) -> PageHitTarget {
        point.y < contentTop ? .passThrough : .blocked
    }

    private func contains(_ rect: Rect, _ point: Point) -> Bool {
        !rect.isEmpty && point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY && point.y < rect.maxY
    }
}

/// Where a touch goes.
public enum PageHitTarget: Equatable, Hashable, Sendable {
    /// To the control the header shows there, in that layer only (a bar button, a tab, the avatar, a
    /// details button): what lies under the layer on screen never takes the touch, whatever the
    /// views' order. Absorbed or let through (``PageHitMap/targetAwayFromControls(at:)``) if the layer
    /// has no control there.
    case headerControl(PageControlLayer)
    /// Through the drawn header to the empty space above the content: nothing there can be pressed,
    /// and a drag that starts there scrolls (let it through to the scroll view).
    case passThrough
    /// Absorbed: the drawn header is over content, and nothing under it may be touched by accident.
    case blocked
    /// Through to the scroll view's content.
    case content
}

/// A layer of the header that holds controls, front to back: the one a touch on it belongs to.
public enum PageControlLayer: Equatable, Hashable, Sendable {
    /// The bar strip (back and more buttons), always in front.
    case bar
    /// The sticky tab bar (the tabs).
    case tabBar
    /// The avatar, while it is in front of the header.
    case avatar
    /// The profile details (their buttons), where they are not under the pinned header.
    case details
}
