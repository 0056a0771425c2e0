/// Whether the avatar is drawn in front of or behind the header.
public enum AvatarStacking: Equatable, Hashable, Sendable, CaseIterable {
    /// In front of the header: at rest, while stretching and while collapsing (offset ≤ collapse distance).
    case aboveHeader
    /// Behind the header: once it is pinned (offset > collapse distance).
    case belowHeader
}
