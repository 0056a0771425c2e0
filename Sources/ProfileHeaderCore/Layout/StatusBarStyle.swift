/// The status bar content colour that reads best over what is behind it.
public enum StatusBarStyle: Equatable, Hashable, Sendable, CaseIterable {
    /// Light content, for the banner (sharp or blurred) behind the status bar.
    case lightContent
    /// Dark content, for the page background behind the status bar (the banner has moved away).
    case darkContent
}
