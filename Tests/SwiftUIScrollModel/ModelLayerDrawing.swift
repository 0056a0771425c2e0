// What SwiftUI draws for a view laid out in a frame and moved by effects.

/// A rectangle, in points.
public struct ModelRect: Equatable, Sendable {
    public var x: Double, y: Double, width: Double, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
}

/// The rectangle drawn for a view laid out at `layout`, its content clipped to that frame
/// (`clipped()`: "Clips this view to its bounding rectangular frame",
/// https://developer.apple.com/documentation/swiftui/view/clipped(antialiased:)) and then moved by
/// effects: `scaleEffect` about the centre ("Scales this view's rendered output",
/// https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)-pmi7) and `offset`
/// ("The original dimensions of the view aren't changed by offsetting the contents",
/// https://developer.apple.com/documentation/swiftui/view/offset(x:y:)). Effects change no layout
/// frame, so a `clipped()` applied after them would still clip to `layout`: the drawing would stay
/// within it (`clippedAfterEffects`).
public func modelDrawnRect(layout: ModelRect, scaleX: Double, scaleY: Double, translationX: Double, translationY: Double,
                           clippedAfterEffects: Bool = false) -> ModelRect {
    let width = layout.width * scaleX, height = layout.height * scaleY
    let centreX = layout.x + layout.width / 2 + translationX, centreY = layout.y + layout.height / 2 + translationY
    var drawn = ModelRect(x: centreX - width / 2, y: centreY - height / 2, width: width, height: height)
    if clippedAfterEffects {
        let minX = max(drawn.x, layout.x), minY = max(drawn.y, layout.y)
        drawn = ModelRect(x: minX, y: minY, width: max(0, min(drawn.maxX, layout.maxX) - minX),
                          height: max(0, min(drawn.maxY, layout.maxY) - minY))
    }
    return drawn
}

/// Whether a scroll view inside shows its indicator on an axis an ancestor hides: `scrollIndicators`
/// "applies the preferred visibility to any scrollable content within a view hierarchy"
/// (https://developer.apple.com/documentation/swiftui/view/scrollindicators(_:axes:)), through the
/// environment, per axis (`verticalScrollIndicatorVisibility`, `horizontalScrollIndicatorVisibility`).
public func modelShowsIndicator(hiddenByAncestor: Bool, setByItself: Bool? = nil) -> Bool {
    setByItself ?? !hiddenByAncestor
}
