/// How the banner responds to overscroll at the top (the pull-down "stretch").
public enum StretchMode: Equatable, Hashable, Sendable, CaseIterable {
    /// The banner keeps its top edge at y = 0 and zooms uniformly about its top centre by
    /// `1 + stretch / expandedHeight`, so it fills the stretched area (Twitter, seed 002).
    case zoom
    /// The banner keeps its top edge at y = 0 and its width, and grows taller by the stretch;
    /// an aspect-fill image view crops the sides (MXParallaxHeader's "fill").
    case grow
    /// The banner does not react: it moves down with the content.
    case none
}
