extension Rect {
    /// This rectangle with its edges on the display's pixel grid (`scale` pixels per point; below 1
    /// or not finite reads as 1): each edge rounded to the nearest pixel (ties to even), so the size is whole pixels
    /// and neighbouring rectangles that touch keep touching.
    @inline(never)  // one copy, not one per caller: the browser's module is budgeted
    public func aligned(toScale scale: Double) -> Rect {
        aligned(pixels: scale.isFinite && scale >= 1 ? scale : 1)
    }

    /// ``aligned(toScale:)`` for a scale already known to be finite and `≥ 1`: one check for the
    /// four edges, then rounding with no conversion.
    #if !hasFeature(Embedded)
    @inline(__always)  // for speed; the browser's build keeps one copy, for size
    #endif
    func aligned(pixels: Double) -> Rect {
        let left = minX * pixels, top = minY * pixels
        let right = (minX + width) * pixels, bottom = (minY + height) * pixels
        // Below 2⁵¹ pixels (and not NaN), adding and removing 1.5 × 2⁵² rounds to the nearest
        // integer in the FPU's own mode; beyond, a Double is already whole.
        let limit = 2_251_799_813_685_248.0
        guard abs(left) < limit, abs(top) < limit, abs(right) < limit, abs(bottom) < limit else {
            return wideAligned(pixels: pixels)
        }
        let magic = 6_755_399_441_055_744.0
        let alignedLeft = ((left + magic) - magic) / pixels
        let alignedTop = ((top + magic) - magic) / pixels
        let alignedRight = ((right + magic) - magic) / pixels
        let alignedBottom = ((bottom + magic) - magic) / pixels
        return Rect(x: alignedLeft, y: alignedTop, width: max(0, alignedRight - alignedLeft),
                    height: max(0, alignedBottom - alignedTop))
    }

    /// This rectangle with its origin on the pixel grid and its size rounded to whole pixels on its
    /// own, for something that slides (the tab indicator): as it moves it keeps its drawn size.
    /// (``aligned(pixels:)`` rounds each edge, so a moving rectangle is drawn a pixel wider or
    /// narrower as its edges pass the grid: a sliding indicator flickered between 97.3 and 97.7 pt.)
    /// Non-finite values read as 0, as ``alignedEdge(_:_:)`` reads them.
    #if !hasFeature(Embedded)
    @inline(__always)  // for speed; the browser's build keeps one copy, for size
    #endif
    func alignedKeepingSize(pixels: Double) -> Rect {
        #if hasFeature(Embedded)
        // The browser's build: the short form (one copy of the rounding, called four times).
        return Rect(x: Self.alignedEdgeCall(minX, pixels), y: Self.alignedEdgeCall(minY, pixels),
                    width: max(0, Self.alignedEdgeCall(width, pixels)), height: max(0, Self.alignedEdgeCall(height, pixels)))
        #else
        let x = minX * pixels, y = minY * pixels, w = width * pixels, h = height * pixels
        // As in aligned(pixels:): one check for the four, then rounding with no conversion.
        let limit = 2_251_799_813_685_248.0
        guard abs(x) < limit, abs(y) < limit, abs(w) < limit, abs(h) < limit else {
            return Rect(x: Self.alignedEdge(minX, pixels), y: Self.alignedEdge(minY, pixels),
                        width: max(0, Self.alignedEdge(width, pixels)), height: max(0, Self.alignedEdge(height, pixels)))
        }
        let magic = 6_755_399_441_055_744.0
        return Rect(x: ((x + magic) - magic) / pixels, y: ((y + magic) - magic) / pixels,
                    width: max(0, ((w + magic) - magic) / pixels), height: max(0, ((h + magic) - magic) / pixels))
        #endif
    }

    #if hasFeature(Embedded)
    /// ``alignedEdge(_:_:)`` as a call: one copy in the browser's module.
    @inline(never)
    static func alignedEdgeCall(_ value: Double, _ pixels: Double) -> Double { alignedEdge(value, pixels) }
    #endif

    /// ``aligned(pixels:)`` edge by edge, for rectangles with an edge beyond 2⁵¹ pixels or not a number.
    func wideAligned(pixels: Double) -> Rect {
        let left = Self.alignedEdge(minX, pixels)
        let top = Self.alignedEdge(minY, pixels)
        return Rect(x: left, y: top, width: max(0, Self.alignedEdge(maxX, pixels) - left),
                    height: max(0, Self.alignedEdge(maxY, pixels) - top))
    }

    /// `value` rounded to the nearest multiple of 1/`pixels` (ties to even). Values beyond 2⁵¹ pixels
    /// are already on the grid; NaN reads as 0.
    @inline(__always)
    static func alignedEdge(_ value: Double, _ pixels: Double) -> Double {
        let scaled = value * pixels
        // Adding and removing 1.5 × 2⁵² rounds to the nearest integer in the FPU's own mode,
        // without a conversion to an integer type (no range checks, no libm).
        let magic = 6_755_399_441_055_744.0
        guard scaled > -2_251_799_813_685_248, scaled < 2_251_799_813_685_248 else {
            return value.isNaN ? 0 : value
        }
        return ((scaled + magic) - magic) / pixels
    }
}
