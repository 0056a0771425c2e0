#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import ProfileHeaderCore

/// Moves of the header asked from code, for ``ProfileScrollView/headerRequest(_:)``: keep one in
/// `@State`, give it to the page, and call ``expand(animated:)`` or ``collapse(animated:)`` — a
/// command each, which the page carries out when it sees the change (a move asked again is a change
/// too; of moves asked before the page is laid out, the last one counts).
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
/// there already. The other tabs keep their places; nothing refreshes; a finger on the page wins
/// (the move is dropped). It is not the header's state: after the user scrolls, the header is
/// wherever the user left it.
public struct ProfileHeaderRequest: Equatable, Sendable {
    /// Where a page opens that is made with this request before any move was asked of it.
    let openingPosition: HeaderPosition?
    /// The last move asked: where, and whether animated.
    private(set) var lastMove: HeaderPosition?
    private(set) var animated = false
    /// How many moves were asked, so that asking the same move again is a change the page sees.
    private(set) var count = 0

    /// A request a page opens with: at `position` from its first settled frame (not animated), or
    /// expanded as usual with nil. Only a request no move was asked of opens the page there: a page
    /// made anew later (the same request kept by a parent) opens expanded.
    public init(opensAt position: HeaderPosition? = nil) {
        openingPosition = position
    }

    /// Expands the header: the followed list back to its top.
    public mutating func expand(animated: Bool = true) { move(to: .expanded, animated: animated) }

    /// Collapses the header: the followed list to its first row under the pinned header.
    public mutating func collapse(animated: Bool = true) { move(to: .collapsed, animated: animated) }

    private mutating func move(to position: HeaderPosition, animated: Bool) {
        lastMove = position
        self.animated = animated
        count &+= 1
    }
}
#endif
