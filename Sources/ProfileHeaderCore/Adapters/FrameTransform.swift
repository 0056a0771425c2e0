extension ElementTransform {
    /// The transform that moves a view laid out at `rest` onto `frame`, about the view's centre (the
    /// default anchor of a `CALayer` and CSS `transform-origin: 50% 50%`): scale by the size ratio,
    /// translate by the centre delta. A rest size of 0 (or a non-finite size) keeps a scale of 1 on that
    /// axis. Every part is finite: scales and translations beyond ± ``SupportedRange/maximumFreeMagnitude``
    /// (10¹², from a rest size far below a point or rectangles far off screen) are clamped to it, and a
    /// non-finite coordinate gives a translation of 0.
    ///
    /// With UIKit: `CGAffineTransform(translationX: t.translationX, y: t.translationY).scaledBy(x: t.scaleX, y: t.scaleY)`.
    #if !hasFeature(Embedded)
    @inline(__always)  // for speed (an Embedded build keeps one copy)
    #endif
    public init(from rest: Rect, to frame: Rect) {
        let translationX = frame.midX - rest.midX
        let translationY = frame.midY - rest.midY
        let scaleX = frame.width / rest.width
        let scaleY = frame.height / rest.height
        // The usual case in one check: rest sizes from a point up to a million, every part within
        // the free-magnitude limit (NaN fails the comparisons).
        let limit = SupportedRange.maximumFreeMagnitude
        if rest.width >= 1e-6, rest.height >= 1e-6, rest.width <= 1e12, rest.height <= 1e12,
           abs(translationX) <= limit, abs(translationY) <= limit, abs(scaleX) <= limit, abs(scaleY) <= limit {
            self.init(translationX: translationX, translationY: translationY, scaleX: scaleX, scaleY: scaleY)
            return
        }
        self.init(
            translationX: Self.bounded(frame.midX - rest.midX),
            translationY: Self.bounded(frame.midY - rest.midY),
            scaleX: Self.scale(from: rest.width, to: frame.width),
            scaleY: Self.scale(from: rest.height, to: frame.height)
        )
    }

    /// `target / rest`, 1 when the rest size is 0 or either size is not finite, within ± the free-magnitude limit.
    private static func scale(from rest: Double, to target: Double) -> Double {
        guard rest > 0, rest.isFinite, target.isFinite else { return 1 }
        return bounded(target / rest)
    }

    /// `value` within ± ``SupportedRange/maximumFreeMagnitude``; NaN gives 0.
    private static func bounded(_ value: Double) -> Double {
        value.isNaN ? 0 : clamp(value, -SupportedRange.maximumFreeMagnitude, SupportedRange.maximumFreeMagnitude)
    }
}

extension Rect {
    /// This rectangle mirrored left-to-right inside a container `width` points wide, for
    /// right-to-left layouts (the avatar and the title sit at the trailing side).
    public func mirrored(inWidth width: Double) -> Rect {
        Rect(x: width - maxX, y: minY, width: self.width, height: height)
    }
}
