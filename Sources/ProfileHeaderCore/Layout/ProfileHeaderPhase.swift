/// Which of the three phases of the profile header an offset falls in.
public enum ProfileHeaderPhase: Equatable, Hashable, Sendable, CaseIterable {
    /// Pulled down past the top (offset < 0): the banner stretches.
    case stretching
    /// Between rest and the pin point (0 ≤ offset ≤ collapse distance): the header moves up and the
    /// avatar shrinks in front of it.
    case collapsing
    /// Past the pin point (offset > collapse distance): the header stays at its collapsed height,
    /// the avatar scrolls away behind it, the title arrives and the banner blurs.
    case pinned
}
