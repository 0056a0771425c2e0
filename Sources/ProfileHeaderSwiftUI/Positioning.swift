#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_TYPECHECK)
import ProfileHeaderCore
import SwiftUI

extension View {
    /// Sizes the view to the engine's `frame` and puts it there, in the coordinates of a top-leading
    /// aligned container that covers the viewport.
    func placed(at frame: Rect) -> some View {
        self.frame(width: frame.width, height: frame.height)
            .offset(x: frame.minX, y: frame.minY)
    }
}

extension Rect {
    /// This rectangle for the layout direction: mirrored inside `width` when right-to-left.
    func forLayoutDirection(_ direction: LayoutDirection, width: Double) -> Rect {
        direction == .rightToLeft ? mirrored(inWidth: width) : self
    }
}
#endif
