// How the SwiftUI page places a layer, as data: HeaderLayers applies it, the scenarios' model of
// SwiftUI draws it.
#if (canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)) || PROFILE_HEADER_SWIFTUI_DRIVER
import ProfileHeaderCore

/// Where a layer is laid out and how it is drawn there, for a view that is laid out once at its
/// rest frame and moved by effects (`scaleEffect` about its centre, then `offset`), so that a
/// scroll frame redoes none of its layout. `clip` says where its content is clipped to its layout
/// frame (`clipped()`, which "clips this view to its bounding rectangular frame",
/// https://developer.apple.com/documentation/swiftui/view/clipped(antialiased:)): before the effects,
/// the clipped content is what they scale and move.
struct LayerPlacement: Equatable, Sendable {
    /// Where its content is clipped to its layout frame, if anywhere.
    enum Clip: Equatable, Sendable {
        /// Not clipped: content beyond the frame shows.
        case none
        /// Clipped at its rest frame, then scaled and moved: what is drawn is the rest frame's
        /// content, transformed (a banner drawn to fill, zoomed as a whole).
        case beforeEffects
    }

    /// The frame the view is laid out in (the element's rest frame), in the page's points.
    var layoutFrame: Rect
    /// The scale about the layout frame's centre, horizontally and vertically.
    var scaleX: Double
    var scaleY: Double
    /// The move of the layout frame's centre, in points.
    var translationX: Double
    var translationY: Double
    /// `0 … 1`.
    var alpha: Double
    var clip: Clip

    /// Nothing drawn: a zero frame, fully transparent.
    static let hidden = LayerPlacement(layoutFrame: .zero, scaleX: 1, scaleY: 1, translationX: 0, translationY: 0,
                                       alpha: 0, clip: .none)

    private init(layoutFrame: Rect, scaleX: Double, scaleY: Double, translationX: Double, translationY: Double,
                 alpha: Double, clip: Clip) {
        self.layoutFrame = layoutFrame
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.translationX = translationX
        self.translationY = translationY
        self.alpha = alpha
        self.clip = clip
    }

    /// The element's placement: its rest frame, its transform and its alpha.
    init(_ element: PageElement, clip: Clip = .none) {
        layoutFrame = element.restFrame
        scaleX = element.transform.scaleX
        scaleY = element.transform.scaleY
        translationX = element.transform.translationX
        translationY = element.transform.translationY
        alpha = element.alpha
        self.clip = clip
    }
}
#endif

#if (canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)) || PROFILE_HEADER_SWIFTUI_DRIVER
/// How the header's layers are placed from a frame: what HeaderLayers applies.
enum PageLayers {
    /// The banner, drawn to fill its rest frame: clipped there, then zoomed and moved as a whole, so a
    /// pull shows the whole banner grown to the engine's frame (clipped after the zoom it would stay
    /// within its rest frame, and the stretch would open a gap under it).
    static func banner(_ frame: ProfilePageFrame) -> LayerPlacement {
        LayerPlacement(frame.banner, clip: .beforeEffects)
    }

    /// The avatar (clipped to a circle by the view itself).
    static func avatar(_ frame: ProfilePageFrame) -> LayerPlacement {
        LayerPlacement(frame.avatar)
    }

    /// The bar title.
    static func title(_ frame: ProfilePageFrame) -> LayerPlacement {
        LayerPlacement(frame.title)
    }

    /// The app's tab bar.
    static func tabBar(_ frame: ProfilePageFrame) -> LayerPlacement {
        LayerPlacement(frame.tabBar)
    }

    /// Where the app's bar buttons go, in the page's points: a square as tall as the bar at the outer
    /// edge of each of the engine's bar slots (``ProfilePageFrame/barLeadingSlot``,
    /// ``ProfilePageFrame/barTrailingSlot``: from the side safe area — and iPadOS 26's window
    /// controls — to the title), 8 points in from it, as UIKit's header places its buttons; by
    /// physical side (the frames are already mirrored right to left).
    static func barButtons(_ frame: ProfilePageFrame) -> (left: Rect, right: Rect) {
        // (Two values compared, not an array sorted: this runs in a body every frame.)
        let (leftSlot, rightSlot) = frame.barLeadingSlot.minX <= frame.barTrailingSlot.minX
            ? (frame.barLeadingSlot, frame.barTrailingSlot) : (frame.barTrailingSlot, frame.barLeadingSlot)
        let side = frame.bar.height
        func button(in slot: Rect, atLeftEdge: Bool) -> Rect {
            let x = atLeftEdge ? slot.minX + barButtonInset : slot.maxX - barButtonInset - side
            return Rect(x: x, y: slot.minY, width: side, height: side)
        }
        return (button(in: leftSlot, atLeftEdge: true), button(in: rightSlot, atLeftEdge: false))
    }

    /// How far a bar button keeps from its slot's outer edge, in points.
    static let barButtonInset = 8.0
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
