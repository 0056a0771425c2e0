/// The active list's scroll indicator, for a surface that draws its own (the browser, whose own is
/// hidden: ``ProfilePageMetrics/drawsScrollIndicator``), drawn as UIKit draws one: a 3-point thumb
/// 3 points in from the right edge, below what the header covers and above the home indicator, as
/// long as the visible part is of the content (at least 24 points), squeezed by a pull or a bounce
/// past either end (down to 8 points); it fades in while the list moves and out once it rests.
struct PageScrollIndicator {
    /// The thumb's width, and its inset from the viewport's right edge and from the ends of its track.
    static let thickness = 3.0
    static let inset = 3.0
    /// The shortest thumb, and the shortest a pull past an end squeezes it to, in points.
    static let minimumLength = 24.0
    static let minimumSqueezedLength = 8.0
    /// How long it takes to fade in or out, in seconds.
    static let fadeDuration = 0.3

    /// The list as written this frame, in points: its offset, content height and adjusted insets,
    /// its viewport, how far from the top the header covers it, and the system's bottom inset.
    var contentOffsetY: Double
    var contentHeight: Double
    var adjustedInsetTop: Double
    var adjustedInsetBottom: Double
    var viewportWidth: Double
    var viewportHeight: Double
    var coveredHeight: Double
    var systemInsetBottom: Double

    /// The thumb in viewport points, on the pixel grid (`pixels` per point), its length aligned on its
    /// own so it keeps its length as it moves.
    func thumb(pixels: Double) -> Rect {
        let scrolled = contentOffsetY + adjustedInsetTop
        let maximum = max(0, adjustedInsetTop + contentHeight + adjustedInsetBottom - viewportHeight)
        let track = max(0, viewportHeight - coveredHeight - systemInsetBottom - 2 * Self.inset)
        let total = max(1, adjustedInsetTop + contentHeight + adjustedInsetBottom)
        var length = max(Self.minimumLength, track * min(1, viewportHeight / total))
        let progress = clamp(scrolled / max(1, maximum), 0, 1)
        let past = scrolled < 0 ? -scrolled : scrolled > maximum ? scrolled - maximum : 0
        length = max(Self.minimumSqueezedLength, length - past)
        let y = coveredHeight + Self.inset + (track - length) * progress
        let drawn = Rect(x: viewportWidth - 2 * Self.thickness, y: y, width: Self.thickness, height: length).aligned(toScale: pixels)
        return Rect(x: drawn.minX, y: drawn.minY, width: drawn.width, height: Rect.alignedEdge(length, pixels))
    }

    /// Whether the list can scroll at all (its content and insets are taller than its viewport).
    var scrolls: Bool { adjustedInsetTop + contentHeight + adjustedInsetBottom - viewportHeight > 0 }
}

/// The drawn scroll indicator's opacity between frames: it heads for 1 while the list moves and for
/// 0 once it rests, ``PageScrollIndicator/fadeDuration`` for the whole way.
struct ScrollIndicatorFade: Equatable, Hashable, Sendable {
    /// The opacity drawn last, `0 … 1`.
    var alpha = 0.0
    /// The opacity it heads for (0 or 1), and when it was last moved (seconds).
    var target = 0.0
    var time = 0.0

    /// The opacity at `time` for a list that moves (`shown`) or rests; at once under `reducesMotion`.
    /// A fade starts at the frame that starts it (the time since the last frame counts only while
    /// one runs, since frames stop at rest).
    mutating func advance(shown: Bool, at time: Double, reducesMotion: Bool) -> Double {
        let target = shown ? 1.0 : 0.0
        let fading = alpha != self.target
        let step = reducesMotion ? 1 : fading ? max(0, time - self.time) / PageScrollIndicator.fadeDuration : 0
        alpha = target > alpha ? min(target, alpha + step) : max(target, alpha - step)
        self.target = target
        self.time = time.isFinite ? time : self.time
        return alpha
    }

    /// Whether it is still fading.
    var isFading: Bool { alpha != target }
}
