extension ElementTransform {
    /// The transform that moves a view laid out at `rest` onto `frame`, about the view's centre (the
    /// default anchor of a `CALayer` and CSS `transform-origin: 50% 50%`): scale by the size ratio,
    /// translate by the centre delta. A rest size of 0 keeps a scale of 1 on that axis.
    ///
    /// With UIKit: `CGAffineTransform(translationX: t.translationX, y: t.translationY).scaledBy(x: t.scaleX, y: t.scaleY)`.
    public init(from rest: Rect, to frame: Rect) {
        self.init(
            translationX: frame.midX - rest.midX,
            translationY: frame.midY - rest.midY,
            scaleX: rest.width > 0 ? frame.width / rest.width : 1,
            scaleY: rest.height > 0 ? frame.height / rest.height : 1
        )
    }
}

extension Rect {
    /// This rectangle mirrored left-to-right inside a container `width` points wide, for
    /// right-to-left layouts (the avatar and the title sit at the trailing side).
    public func mirrored(inWidth width: Double) -> Rect {
        Rect(x: width - maxX, y: minY, width: self.width, height: height)
    }
}
