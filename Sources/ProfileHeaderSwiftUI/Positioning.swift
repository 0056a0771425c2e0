#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import ProfileHeaderCore
import SwiftUI

// Unit conversion only: engine rectangles and transforms to SwiftUI frames and effects.

extension View {
    /// Sizes the view to `rect` and puts it there, in a top-leading container covering the viewport.
    func placed(at rect: Rect) -> some View {
        frame(width: rect.width, height: rect.height)
            .offset(x: rect.minX, y: rect.minY)
    }

    /// Lays the view out once at the element's rest frame and moves it with the engine's transform
    /// (scale about the centre, then the centre's translation) and alpha: geometry effects, so the
    /// view's own layout is not redone while it moves.
    func placed(_ element: PageElement) -> some View {
        let rest = element.restFrame
        let transform = element.transform
        return frame(width: rest.width, height: rest.height)
            .scaleEffect(x: transform.scaleX, y: transform.scaleY)
            .offset(x: rest.minX + transform.translationX, y: rest.minY + transform.translationY)
            .opacity(element.alpha)
    }
}

extension Rect {
    /// The part of this rectangle inside `other` (empty when they do not overlap).
    func clipped(to other: Rect) -> Rect {
        let minX = Swift.max(self.minX, other.minX), minY = Swift.max(self.minY, other.minY)
        let maxX = Swift.min(self.maxX, other.maxX), maxY = Swift.min(self.maxY, other.maxY)
        return Rect(x: minX, y: minY, width: Swift.max(0, maxX - minX), height: Swift.max(0, maxY - minY))
    }

    /// This rectangle moved down by `dy` points.
    func offsetBy(dy: Double) -> Rect {
        Rect(x: minX, y: minY + dy, width: width, height: height)
    }
}
#endif
