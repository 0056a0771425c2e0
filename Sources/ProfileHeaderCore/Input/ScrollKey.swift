/// A key that scrolls a page (for surfaces where the engine moves the content: the playground).
/// ``PageScroller`` decides how far each goes, so every surface scrolls the same distance.
public enum ScrollKey: Equatable, Hashable, Sendable, CaseIterable {
    /// Arrow Down: one line (``PageScroller/lineHeight``) toward the end.
    case lineDown
    /// Arrow Up: one line toward the top.
    case lineUp
    /// Page Down or Space: the visible height less one line, so one line stays in view.
    case pageDown
    /// Page Up or Shift-Space: the same toward the top.
    case pageUp
    /// Home: to the top.
    case home
    /// End: to the end.
    case end
}
