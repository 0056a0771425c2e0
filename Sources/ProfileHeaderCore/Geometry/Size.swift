/// A width and a height, in points.
public struct Size: Equatable, Hashable, Sendable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// Creates a size from its width and height in points.
    @inlinable @inline(__always)
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size of zero width and height.
    public static var zero: Size { Size(width: 0, height: 0) }
}
