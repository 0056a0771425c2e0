/// Where the app puts the header from code (``ProfilePageIntent/moveHeader(to:animated:)``).
public enum HeaderPosition: Equatable, Hashable, Sendable {
    /// Expanded: the followed list at the page's top, the whole banner and details shown.
    case expanded
    /// Collapsed: the followed list's first row right under the pinned header (a list already
    /// there or past it stays where it is: the user's place is kept).
    case collapsed
}
