/// A rectangle in viewport coordinates (points, origin top-left, y downward).
///
/// The engine only produces rectangles with a non-negative width and height.
public struct Rect: Equatable, Hashable, Sendable {
    /// The top-left corner, in points.
    public var origin: Point
    /// The width and height, in points.
    public var size: Size

    /// Creates a rectangle from its top-left corner and size.
    @inlinable @inline(__always)
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its top-left corner and size, in points.
    @inlinable @inline(__always)
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// A rectangle at the origin with zero size.
    public static var zero: Rect { Rect(x: 0, y: 0, width: 0, height: 0) }

    /// Left edge, in points.
    @inlinable @inline(__always)
    public var minX: Double { origin.x }
    /// Top edge, in points.
    @inlinable @inline(__always)
    public var minY: Double { origin.y }
    /// Right edge, in points.
    @inlinable @inline(__always)
    public var maxX: Double { origin.x + size.width }
    /// Bottom edge, in points.
    @inlinable @inline(__always)
    public var maxY: Double { origin.y + size.height }
    /// Horizontal centre, in points.
    @inlinable @inline(__always)
    public var midX: Double { origin.x + size.width / 2 }
    /// Vertical centre, in points.
    @inlinable @inline(__always)
    public var midY: Double { origin.y + size.height / 2 }
    /// Width, in points.
    @inlinable @inline(__always)
    public var width: Double { size.width }
    /// Height, in points.
    @inlinable @inline(__always)
    public var height: Double { size.height }

    /// True when the rectangle covers no area (zero or negative width or height).
    @inlinable @inline(__always)
    public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// The part of this rectangle that also lies inside `other`;
    /// a zero-size rectangle at this rectangle's clamped origin when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let left = Swift.max(minX, other.minX)
        let top = Swift.max(minY, other.minY)
        let right = Swift.min(maxX, other.maxX)
        let bottom = Swift.min(maxY, other.maxY)
        return Rect(x: left, y: top, width: Swift.max(0, right - left), height: Swift.max(0, bottom - top))
    }

    /// True when the two rectangles share some area (touching edges do not count).
    public func overlaps(_ other: Rect) -> Bool {
        !intersection(other).isEmpty
    }

    /// The rectangle moved `distance` points up (toward smaller y).
    @inline(__always)
    func movedUp(_ distance: Double) -> Rect {
        Rect(x: origin.x, y: origin.y - distance, width: size.width, height: size.height)
    }

    /// True when every coordinate and dimension is a finite number.
    public var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
