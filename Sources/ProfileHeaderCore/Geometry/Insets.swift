/// Distances inward from each edge of a rectangle, in points.
public struct Insets: Equatable, Hashable, Sendable {
    /// Inset from the top edge, in points.
    public var top: Double
    /// Inset from the leading (left, in left-to-right layouts) edge, in points.
    public var leading: Double
    /// Inset from the bottom edge, in points.
    public var bottom: Double
    /// Inset from the trailing (right, in left-to-right layouts) edge, in points.
    public var trailing: Double

    /// Creates insets from the four distances in points.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any edge.
    public static var zero: Insets { Insets() }
}
