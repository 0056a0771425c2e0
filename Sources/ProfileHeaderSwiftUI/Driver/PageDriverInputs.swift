// What the SwiftUI page's views report to its driver, as plain numbers: no SwiftUI type crosses into
// the driver, so its decisions compile and run on Linux too (scripts/check-swiftui-model.sh, with
// PROFILE_HEADER_SWIFTUI_DRIVER), against a model of what SwiftUI reports.
#if (canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)) || PROFILE_HEADER_SWIFTUI_DRIVER
import ProfileHeaderCore

/// What the container measured for the page, outside any scroll view: its size and safe area and
/// the user's settings. A change of any of them is one engine frame, made at once (not in a task).
struct PageLayoutInputs: Equatable, Sendable {
    /// The page's size, in points (the pager's: the whole screen, safe areas included).
    var width = 0.0
    var height = 0.0
    /// The device's safe area the page lies under, by physical side (not leading/trailing), in points.
    var safeAreaTop = 0.0
    var safeAreaBottom = 0.0
    var safeAreaLeft = 0.0
    var safeAreaRight = 0.0
    /// The part of `safeAreaTop` that is the window's own — the status bar's and the sensor
    /// housing's — rather than a container bar's (a NavigationStack's kept navigation bar), in
    /// points, as ``StatusBarProbe`` measures it: the window's safe-area top less where the page's
    /// top lies in the window (0 in a sheet, whose top lies below the status bar). nil until the
    /// probe reports: the whole top safe area is then taken as the status bar.
    var statusBarInset: Double?
    /// The bar's own side insets beside iPadOS 26's window controls (the safe area adapted to the
    /// window's corners, by physical side), in points, as ``StatusBarProbe`` reads them; 0 elsewhere.
    var barSafeAreaLeft = 0.0
    var barSafeAreaRight = 0.0
    /// Pixels per point, `1 …`.
    var displayScale = 3.0
    /// Dynamic Type's text scale (1 at the default size).
    var textScale = 1.0
    var reducesMotion = false
    var reducesTransparency = false
    var isRightToLeft = false

    /// The height of the container bar in the top safe area (a kept navigation bar), in points, for
    /// the engine's ``ProfilePageMetrics/systemBarHeight``: what of `safeAreaTop` is not the
    /// window's own; 0 before the probe reports, or for a non-finite report.
    var systemBarHeight: Double {
        guard let statusBarInset, statusBarInset.isFinite, safeAreaTop.isFinite else { return 0 }
        return max(0, safeAreaTop - min(max(statusBarInset, 0), safeAreaTop))
    }
}

/// What ``StatusBarProbe`` reads of the window for the page: the status bar's part of the top safe
/// area and the bar's side insets beside the window controls, in points.
struct WindowReading: Equatable, Sendable {
    var statusBarInset = 0.0
    var barSafeAreaLeft = 0.0
    var barSafeAreaRight = 0.0
}

/// One tab's scroll view as SwiftUI last reported it (`ScrollGeometry`, points): where its content
/// is, how tall it is, and the insets SwiftUI applies to it (content margins plus whatever safe area
/// the scroll view takes in; https://developer.apple.com/documentation/swiftui/scrollgeometry/contentinsets).
struct TabScrollGeometry: Equatable, Sendable {
    /// `contentOffset.y`: `-contentInsetTop` with the content at its top.
    var contentOffsetY = 0.0
    /// `contentSize.height`: the content, the page's spacer included, without the insets.
    var contentHeight = 0.0
    /// `containerSize.height`: the scroll view's height.
    var containerHeight = 0.0
    /// `contentInsets.top` and `.bottom`.
    var contentInsetTop = 0.0
    var contentInsetBottom = 0.0
}

/// A scroll view's phase (SwiftUI's `ScrollPhase`,
/// https://developer.apple.com/documentation/swiftui/scrollphase), as the driver reads it.
enum ScrollActivity: Equatable, Sendable {
    /// Not scrolling.
    case idle
    /// A finger is down on it, not yet scrolling it (a tap may still become a drag, or not).
    case tracking
    /// A finger scrolls it.
    case interacting
    /// It moves on by itself after a finger lifted.
    case decelerating
    /// It moves to a position the app set, animated.
    case animating

    /// What the finger is doing, for the engine: a finger on it, scrolling or only down (the page's
    /// own motion — a snap glide, the pager's glide — must not move the content under a still
    /// finger); decelerating while it moves on by itself. (Only a finger that scrolled makes a
    /// release: PageDriver counts `.interacting` alone for that.)
    var interaction: PageInteraction {
        switch self {
        case .interacting, .tracking: .dragging
        case .decelerating, .animating: .decelerating
        case .idle: .idle
        }
    }
}
#endif
