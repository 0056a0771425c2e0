extension Rect {
    /// This rectangle with its edges on the display's pixel grid (`scale` pixels per point; below 1
    /// or not finite reads as 1): each edge rounded to the nearest pixel (ties to even), so the size is whole pixels
    /// and neighbouring rectangles that touch keep touching.
    @inline(never)  // one copy, shared by every caller
    public func aligned(toScale scale: Double) -> Rect {
        aligned(pixels: scale.isFinite && scale >= 1 ? scale : 1)
    }

    /// ``aligned(toScale:)`` for a scale already known to be finite and `≥ 1`: one check for the
    /// four edges, then rounding with no conversion.
    #if !hasFeature(Embedded)
    @inline(__always)  // for speed (an Embedded build keeps one copy)
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
