/// The offsets over which the banner's blur goes from none to its maximum radius.
public enum BlurRange: Equatable, Hashable, Sendable {
    /// In step with the title: from the offset at which the name label reaches the header's
    /// bottom edge, over the title's travel distance (seed 002).
    case followsTitle
    /// From `start` to `end`, both content offsets in points within `± 1 000 000`, `end > start`.
    case offsets(start: Double, end: Double)
}
