/// The point of the avatar that stays put while it shrinks. The bottom edge is always kept.
public enum AvatarShrinkAnchor: Equatable, Hashable, Sendable, CaseIterable {
    /// Bottom-leading corner: the avatar stays aligned with the leading margin.
    case bottomLeading
    /// Bottom centre: the avatar shrinks toward the middle of its bottom edge (seed 002).
    case bottomCenter
}
