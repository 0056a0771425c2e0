// What the SwiftUI page's driver says to show: plain values the views apply as they are.
#if (canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)) || PROFILE_HEADER_SWIFTUI_DRIVER
import ProfileHeaderCore

/// One tab's scroll view as the page sets it, in points: the empty spacer its content starts with
/// and its content margins (`contentMargins(_:_:for:)`, which SwiftUI adds to whatever safe area the
/// scroll view takes in).
struct TabWrites: Equatable, Sendable {
    /// Height of the spacer at the top of the content (``PageListWrites/topSpacerHeight``).
    var spacerHeight = 0.0
    /// The top content margin (`.scrollContent`): ``PageListWrites/contentInsetTop``.
    var contentMarginTop = 0.0
    /// The bottom content margin (`.scrollContent`): the bottom safe area (the page ignores the
    /// container's, so the scroll view takes in none) and the padding that lets a short tab still
    /// collapse the header.
    var contentMarginBottom = 0.0
    /// The top margin of the scroll indicator (`.scrollIndicators`): it starts below what the header covers.
    var indicatorMarginTop = 0.0
    /// The bottom margin of the scroll indicator: it ends above the bottom safe area.
    var indicatorMarginBottom = 0.0
}

/// A position to give one tab's scroll view (`ScrollPosition.scrollTo(y:)`, not animated): in force
/// at once, as UIKit's `contentOffset` is.
struct TabScrollRequest: Equatable, Sendable {
    /// The tab, `0 ..< tabCount`.
    var tab: Int
    /// The content offset, `contentOffset.y` in points.
    var contentOffsetY: Double
}

/// The region of one tab's content under the drawn header, in that tab's content coordinates.
struct ContentBlocker: Equatable, Sendable {
    /// The tab, `0 ..< tabCount`.
    var tab = 0
    /// The region, in points.
    var rect = Rect.zero
}

/// How ``ProfileTabStrip`` draws the tab buttons, beside their frames (``PageDriver/tabStripButtons``,
/// which change only when the page adapts): scrolled and selected. Changes only while the strip
/// scrolls or another tab becomes the active one, never with a vertical scroll.
struct TabStripState: Equatable, Sendable {
    /// How far the buttons are scrolled to the left, in points (``ProfilePageFrame/tabStripContentOffsetX``):
    /// the strip moves them all by this, as UIKit's tab bar does with its bounds origin.
    var contentOffsetX = 0.0
    /// The tab drawn selected: the engine's selected tab (the one shown, the one a switch heads to,
    /// or a tapped one the page switches to once the header is back from a pull).
    var selectedTab = 0
}

/// Things the app or the system is told once, when they happen (the driver hands each out once).
struct PageNotices: Equatable, Sendable {
    /// A pull was released past the threshold: run the app's refresh action, then tell the driver.
    var startsRefresh = false
    /// The tab that became the active one (for the app's `selection` binding), if one did.
    var selectedTab: Int?
    /// The bar title arrived or left: VoiceOver reads the header anew, from the title when it arrived.
    var announcement: PageAnnouncement?
}
#endif
