/// A location in viewport coordinates, in points; y grows downward.
public struct Point: Equatable, Hashable, Sendable {
    /// Horizontal position in points.
    public var x: Double
    /// Vertical position in points (downward).
    public var y: Double

    /// Creates a point from its coordinates in points.
    @inlinable @inline(__always)
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0): the top-left corner of the viewport.
    public static var zero: Point { Point(x: 0, y: 0) }
}
