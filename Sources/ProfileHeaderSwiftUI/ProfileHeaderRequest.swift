#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import ProfileHeaderCore

/// The header expanded or collapsed from code, for ``ProfileScrollView/headerRequest(_:)``: keep one
/// in `@State`, give it to the page, and call ``expand(animated:)`` or ``collapse(animated:)`` —
/// each call moves the header once, the same call twice too (the user may have scrolled between).
///
/// ```swift
/// @State private var header = ProfileHeaderRequest(opensAt: .collapsed)
/// …
/// ProfileScrollView(…).headerRequest(header)
/// Button("Show profile") { header.expand() }
/// ```
///
/// The followed tab's list scrolls (``ProfilePageIntent/moveHeader(to:animated:)``): to its top to
/// expand; to its first row right under the pinned header to collapse, unless it is read past
/// there already. The other tabs keep their places; nothing refreshes; a finger on the list wins.
public struct ProfileHeaderRequest: Equatable, Sendable {
    /// Where the header was last asked to be; nil: nowhere yet (the page opens expanded).
    public private(set) var position: HeaderPosition?
    /// Whether the last move animates (with the page's scroll spring; at once under Reduce Motion).
    public private(set) var animated: Bool
    /// How many moves were asked, so that asking the same move again is a change the page sees.
    private(set) var count: Int

    /// A request the page opens with: at `position` from its first frame (not animated), or
    /// expanded as usual with nil.
    public init(opensAt position: HeaderPosition? = nil) {
        self.position = position
        animated = false
        count = 0
    }

    /// Expands the header: the followed list back to its top.
    public mutating func expand(animated: Bool = true) { move(to: .expanded, animated: animated) }

    /// Collapses the header: the followed list to its first row under the pinned header.
    public mutating func collapse(animated: Bool = true) { move(to: .collapsed, animated: animated) }

    private mutating func move(to position: HeaderPosition, animated: Bool) {
        self.position = position
        self.animated = animated
        count &+= 1
    }
}
#endif
