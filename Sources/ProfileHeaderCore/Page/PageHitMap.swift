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

    /// Where a touch at `point` goes: to the header's own controls, nowhere (absorbed by the drawn
    /// header), or through to the content.
    public func target(at point: Point) -> PageHitTarget {
        if contains(bar, point) || contains(tabBar, point) || contains(avatar, point) { return .headerControl }
        if contains(covered, point) { return .blocked }
        if contains(details, point) { return .headerControl }
        return .content
    }

    private func contains(_ rect: Rect, _ point: Point) -> Bool {
        !rect.isEmpty && point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY && point.y < rect.maxY
    }
}

/// Where a touch goes.
public enum PageHitTarget: Equatable, Hashable, Sendable {
    /// To the view the header shows there (a bar button, a tab, a details button); absorbed if none.
    case headerControl
    /// Absorbed: the drawn header is there, and nothing under it may be touched by accident.
    case blocked
    /// Through to the scroll view's content.
    case content
}
