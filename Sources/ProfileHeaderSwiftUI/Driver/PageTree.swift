// How the SwiftUI page's view tree treats the safe area and the scroll indicators, and how it places
// the layers, as data: ProfileScrollView and HeaderLayers apply exactly these, and the scenarios'
// model of SwiftUI (Tests/SwiftUIScrollModel) reads them to lay the page out as SwiftUI would.
#if (canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)) || PROFILE_HEADER_SWIFTUI_DRIVER
import ProfileHeaderCore

/// The page's view tree, as data.
enum PageTree {
    /// A kind of safe area (SwiftUI's `SafeAreaRegions`: `.container`, the device's and the bars';
    /// `.keyboard`, the software keyboard's).
    enum SafeAreaRegion: Equatable, Sendable { case container, keyboard }
    /// A scroll axis.
    enum Axis: Equatable, Sendable { case horizontal, vertical }

    /// The safe-area regions the page (its pager and header layers) ignores, on every edge: the
    /// container's, so the page is edge to edge in portrait and landscape (the engine keeps the
    /// header's content inside the safe area it is given); not the keyboard's, so the lists are
    /// still inset above a keyboard.
    static let ignoredSafeAreaRegions: [SafeAreaRegion] = [.container]

    /// The axes on which the horizontal pager hides scroll indicators: its own only. (The setting
    /// "applies the preferred visibility to any scrollable content within a view hierarchy",
    /// https://developer.apple.com/documentation/swiftui/view/scrollindicators(_:axes:): hidden on the
    /// vertical axis too, the tabs inside would show none.)
    static let pagerHiddenIndicatorAxes: [Axis] = [.horizontal]

    /// How a tab's scroll view is kept scrollable under the pager's `scrollDisabled(true)` (set while
    /// the header is pulled or refreshing), which reaches it through the environment.
    enum ScrollEnabling: Equatable, Sendable {
        /// `scrollDisabled(false)` on the tab: how it combines with an ancestor's `true` is not
        /// documented (for `disabled(_:)` the ancestor wins) — the page before issue 46.
        case scrollDisabledFalse
        /// `environment(\.isScrollEnabled, true)` on the tab: the value written holds for the view and
        /// what it contains (`EnvironmentValues.isScrollEnabled` has a setter).
        case writesIsScrollEnabled
    }

    /// What each tab does: writes the value itself.
    static let tabScrollEnabling = ScrollEnabling.writesIsScrollEnabled

    /// The value a tab writes: the app's own, as the page read it above itself (an app's
    /// `scrollDisabled(true)` around the page still stops the tabs), whatever the pager's says.
    static func tabScrollEnabled(appAllowsScrolling: Bool) -> Bool {
        appAllowsScrolling
    }

    /// What the page draws under a layer of the app's.
    enum Backing: Equatable, Sendable {
        /// Nothing: the app's view alone (text buttons: the rows show between them).
        case none
        /// The system background, opaque.
        case systemBackground
    }

    /// Under the app's tab bar: the system background, so rows scrolled under a pinned tab bar never
    /// show through it (``ProfileTabStrip`` draws the same).
    static let tabBarBacking = Backing.systemBackground

    /// Where a button of the app's in the header's bar takes a tap.
    enum BarButtonHitArea: Equatable, Sendable {
        /// Its own label: a glyph a few points tall (a frame applied outside the button is not part of it).
        case label
        /// The whole square slot, as tall as the bar: the page's button style frames the label to it
        /// (a style "creates a view that represents the body of a button"; it reaches a `Menu` too).
        case slot
    }

    /// The page's bar buttons take taps across their slot (at least 44 points: the bar's height).
    static let barButtonHitArea = BarButtonHitArea.slot

    /// What lies behind each of the app's bar buttons in the page's own bar.
    enum BarButtonSurface: Equatable, Sendable {
        /// The app's backdrop circle (`barButtonBackdrop`), fading as the title arrives, or nothing.
        case appBackdrop
        /// Liquid Glass in the button's circle, interactive (iOS 26's bar buttons: "Renders a shape
        /// anchored behind a view with the Liquid Glass material",
        /// https://developer.apple.com/documentation/swiftui/view/glasseffect(_:in:)); the app's
        /// backdrop is not drawn under it (two circles).
        case glass
    }

    /// The page's bar buttons look like the system's bar buttons beside them: glass where the system
    /// draws glass (iOS 26 and later), the app's backdrop before.
    static func barButtonSurface(liquidGlass: Bool) -> BarButtonSurface {
        liquidGlass ? .glass : .appBackdrop
    }

    /// Which action a refresh the page starts (a pull past the threshold, VoiceOver's Refresh) runs.
    enum RefreshHandler: Equatable, Sendable {
        /// None: the spinner shows and the page springs back at once.
        case none
        /// The page's `onRefresh`.
        case onRefresh
        /// The action an ancestor's `refreshable` put in the environment
        /// (https://developer.apple.com/documentation/swiftui/environmentvalues/refresh), which the page
        /// reads above itself; its return ends the refresh
        /// (https://developer.apple.com/documentation/swiftui/refreshaction).
        case ancestorsRefreshable
    }

    /// The page's own `onRefresh` first (a `refreshable` around the page then runs nowhere in the
    /// page); else the `refreshable` of a view around the page, which would otherwise reach each
    /// tab's scroll view and refresh there too, by the system's hidden control under the banner.
    static func refreshHandler(givesOnRefresh: Bool, ancestorRefreshable: Bool) -> RefreshHandler {
        givesOnRefresh ? .onRefresh : ancestorRefreshable ? .ancestorsRefreshable : .none
    }

    /// Whether the pager puts an empty `refreshable` of its own in the environment of its scroll views
    /// (the pager's and every tab's). An ancestor's `refreshable` "sets the refresh value in the view’s
    /// environment", and a scroll view that finds one "displays a standard refresh control"
    /// (https://developer.apple.com/documentation/swiftui/view/refreshable(action:)); `refresh` has no
    /// setter, so the nearer, empty action is the only way to keep the system's control from running
    /// the app's action a second time. Only where the page refreshes and an ancestor set one: a page
    /// that does not refresh leaves the app's `refreshable` to the system's controls, and the app's
    /// own views in the rows get the app's action back (``PageTree/rowsGetAncestorsRefresh(ancestorRefreshable:pageRefreshes:)``).
    static func tabsShadowRefresh(ancestorRefreshable: Bool, pageRefreshes: Bool = true) -> Bool {
        ancestorRefreshable && pageRefreshes
    }

    /// Whether the app's rows get the app's own `refreshable` action back, under the pager's empty one:
    /// a view of the app's that reads `refresh` (a "Try again" button) runs the app's action, as it
    /// would without the page.
    static func rowsGetAncestorsRefresh(ancestorRefreshable: Bool, pageRefreshes: Bool) -> Bool {
        tabsShadowRefresh(ancestorRefreshable: ancestorRefreshable, pageRefreshes: pageRefreshes)
    }

    /// Whether the page shows its status bar window (`profileStatusBar()`): when the app asked for it,
    /// the system cannot set the status bar from the page (before iOS 27, or built without iOS 27's
    /// SDK), the page is in a window and the status bar lies over it; never otherwise — a page pushed
    /// over or popped, one in a sheet or a popover, leaves the status bar to the app.
    static func showsStatusBarWindow(appAsked: Bool, systemSetsStatusBar: Bool, pageInWindow: Bool,
                                     statusBarOverPage: Bool = true) -> Bool {
        appAsked && !systemSetsStatusBar && pageInWindow && statusBarOverPage
    }

    /// How the page sets a kept navigation bar's background.
    enum KeptBarBackground: Equatable, Sendable {
        /// Hidden (`toolbarBackgroundVisibility(.hidden)`): transparent, and the bar's colour scheme
        /// is not respected ("only ... while a background is visible") — the page before issue 46.
        case hidden
        /// Visible but clear (`toolbarBackground(Color.clear)` shown): as transparent, and the bar
        /// takes the page's colour scheme, so the status bar reads over the banner.
        case visibleClear
    }

    /// A kept navigation bar: clear, its colour scheme the page's.
    static let keptBarBackground = KeptBarBackground.visibleClear

    /// The colour scheme a kept navigation bar — and, on iOS 27, the status bar itself
    /// (`toolbarColorScheme(_:for: .statusBar)`) — is given for the engine's status bar style: dark
    /// (light status bar text and bar items) while the banner or the pinned bar lies under the status
    /// bar; nil — the system's — otherwise.
    static func barSchemeIsDark(for style: StatusBarStyle) -> Bool {
        style == .lightContent
    }

    /// Whether the header's views take a trackpad's two-finger scroll and a mouse wheel (a UIKit pan
    /// recognizer for scroll events only, through `UIGestureRecognizerRepresentable`): the header lies
    /// outside every scroll view, and a `DragGesture` sees touches only.
    static let headerTakesScrollEvents = true

    /// VoiceOver's order among the page's layers (`accessibilitySortPriority`: higher first, 0 by
    /// default): the header — name, details, tab bar — before the tab's rows.
    static let headerAccessibilitySortPriority = 1.0
    static let pagerAccessibilitySortPriority = 0.0
}
#endif
