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
        placed(LayerPlacement(element))
    }

    /// Lays the view out at the placement's frame, clips it there when the placement says so, then
    /// scales it about its centre and moves it (``LayerPlacement``; the scenarios' model of SwiftUI
    /// draws exactly this chain).
    func placed(_ placement: LayerPlacement) -> some View {
        let rest = placement.layoutFrame
        return frame(width: rest.width, height: rest.height)
            .modifier(ClipToFrame(isOn: placement.clip == .beforeEffects))
            .scaleEffect(x: placement.scaleX, y: placement.scaleY)
            .offset(x: rest.minX + placement.translationX, y: rest.minY + placement.translationY)
            .opacity(placement.alpha)
    }
}

/// `clipped()` to the view's frame, or nothing.
struct ClipToFrame: ViewModifier {
    let isOn: Bool

    func body(content: Content) -> some View {
        if isOn {
            content.clipped()
        } else {
            content
        }
    }
}

#endif
