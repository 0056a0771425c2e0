// Where SwiftUI puts a screen-filling view and what safe area it and the views inside it see, for
// a given `ignoresSafeArea` — the part of SwiftUI's layout the page's tree depends on.

/// Insets by physical side, in points.
public struct ModelInsets: Equatable, Sendable {
    public var top: Double
    public var bottom: Double
    public var left: Double
    public var right: Double

    public init(top: Double = 0, bottom: Double = 0, left: Double = 0, right: Double = 0) {
        self.top = top
        self.bottom = bottom
        self.left = left
        self.right = right
    }
}

/// The bars of the containers a page is shown in, in points: a `NavigationStack`'s navigation bar
/// and a `TabView`'s tab bar. They are part of the container safe area, "defined by the device and
/// containers within the user interface" (https://developer.apple.com/documentation/swiftui/safearearegions/container):
/// the navigation bar adds its height at the top, the tab bar at the bottom, over the device's
/// (the home indicator's) inset. A bar the app hides (`toolbar(.hidden, for: .navigationBar)`,
/// https://developer.apple.com/documentation/swiftui/view/toolbar(_:for:)) adds nothing: 0 here.
/// Heights are examples (iOS 18's inline bar on iPhone, 44; its tab bar, 49; a bar in a sheet, 56);
/// the page measures whatever they are.
public struct ModelBars: Equatable, Sendable {
    /// The navigation bar's height (0: no stack, or its bar hidden).
    public var navigationBar: Double
    /// The tab bar's height above the device's bottom inset (0: none).
    public var tabBar: Double

    public init(navigationBar: Double = 0, tabBar: Double = 0) {
        self.navigationBar = navigationBar
        self.tabBar = tabBar
    }
}

/// A view that fills the screen under `ignoresSafeArea(regions, edges:)`
/// (https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)).
///
/// - "By default, the SwiftUI layout system sizes and positions views to avoid certain safe areas.
///   This ensures that system content like the software keyboard or edges of the device don't obstruct
///   your views": on an edge whose region the view does not ignore, its frame stops at that safe area.
///   The regions (https://developer.apple.com/documentation/swiftui/safearearegions): `.container`,
///   "defined by the device and containers within the user interface"; `.keyboard`, "matching the
///   current extent of any software keyboard". The keyboard rises from the bottom of the screen and
///   covers the container's bottom safe area (the home indicator's).
/// - The modifier "expands the safe area" into the regions it names: the view extends there, and a
///   scroll view inside it takes in none of that region (nothing of it is left to inset its content by;
///   an inference, see ``ModelScrollView``). A region not ignored, the view already avoids.
/// - A view in its `background` has the same frame and sees the safe area that overlaps it: the
///   device's insets, less what the frame already avoids (what a GeometryReader's `safeAreaInsets` reads).
public struct ModelPageTree: Equatable, Sendable {
    /// The screen, in points.
    public var screenWidth: Double
    public var screenHeight: Double
    /// The device's safe area over the presented screen (a sheet's top lies below the status bar:
    /// 0 there), and the keyboard's height from the bottom (0: none).
    public var device: ModelInsets
    /// The container bars the screen shows (added to the container safe area).
    public var bars: ModelBars
    /// The window: its own safe area's top (UIKit's `UIWindow.safeAreaInsets.top`, the status bar's
    /// and the sensor housing's) and where the presented screen's top lies in it (0 full screen; a
    /// sheet's top below it).
    public var windowSafeAreaTop: Double
    public var screenTopInWindow: Double
    public var keyboardHeight: Double
    /// Which edges ignore the container region, and whether the bottom ignores the keyboard's.
    public var ignoresContainerTop: Bool
    public var ignoresContainerBottom: Bool
    public var ignoresContainerSides: Bool
    public var ignoresKeyboard: Bool

    public init(screenWidth: Double, screenHeight: Double, device: ModelInsets, bars: ModelBars = ModelBars(),
                windowSafeAreaTop: Double? = nil, screenTopInWindow: Double = 0, keyboardHeight: Double = 0,
                ignoresContainerTop: Bool, ignoresContainerBottom: Bool, ignoresContainerSides: Bool, ignoresKeyboard: Bool) {
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.device = device
        self.bars = bars
        self.windowSafeAreaTop = windowSafeAreaTop ?? device.top
        self.screenTopInWindow = screenTopInWindow
        self.keyboardHeight = keyboardHeight
        self.ignoresContainerTop = ignoresContainerTop
        self.ignoresContainerBottom = ignoresContainerBottom
        self.ignoresContainerSides = ignoresContainerSides
        self.ignoresKeyboard = ignoresKeyboard
    }

    /// The container safe area: the device's and the bars'.
    public var container: ModelInsets {
        ModelInsets(top: device.top + bars.navigationBar, bottom: device.bottom + bars.tabBar,
                    left: device.left, right: device.right)
    }

    /// What a UIKit view laid out in the page's frame reads of the window: the window's safe-area top
    /// less the view's top in the window (`UIView.convert(_:to:)` with a nil view: it "converts to window base
    /// coordinates", https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-1xizt;
    /// `UIView.safeAreaInsets`, https://developer.apple.com/documentation/uikit/uiview/safeareainsets),
    /// 0 when the view lies below it — the part of the top safe area no container bar makes.
    public var windowInsetOverFrame: Double {
        max(0, windowSafeAreaTop - screenTopInWindow - frame.y)
    }

    /// What the view avoids on each side.
    private var avoided: ModelInsets {
        let bottomContainer = ignoresContainerBottom ? 0 : container.bottom
        let bottomKeyboard = ignoresKeyboard ? 0 : keyboardHeight
        return ModelInsets(top: ignoresContainerTop ? 0 : container.top, bottom: max(bottomContainer, bottomKeyboard),
                           left: ignoresContainerSides ? 0 : container.left, right: ignoresContainerSides ? 0 : container.right)
    }

    /// The view's frame in the screen: x, y, width, height.
    public var frame: (x: Double, y: Double, width: Double, height: Double) {
        let a = avoided
        return (a.left, a.top, max(0, screenWidth - a.left - a.right), max(0, screenHeight - a.top - a.bottom))
    }

    /// The safe area a view in its background sees: the device's (the keyboard's at the bottom when
    /// it is up), less what the frame avoids.
    public var backgroundSafeArea: ModelInsets {
        let a = avoided
        let bottom = max(container.bottom, keyboardHeight)
        return ModelInsets(top: max(0, container.top - a.top), bottom: max(0, bottom - a.bottom),
                           left: max(0, container.left - a.left), right: max(0, container.right - a.right))
    }
}

/// The status bar's text over a screen that a `NavigationStack` shows with its navigation bar.
public enum ModelStatusBarText: Equatable, Sendable { case light, dark }

/// What the status bar's text is over a screen pushed in a `NavigationStack` whose bar shows.
///
/// - A bar's colour scheme (`toolbarColorScheme(_:for:)`) is respected only while the bar's background
///   is visible (https://developer.apple.com/documentation/swiftui/view/toolbarcolorscheme(_:for:)).
/// - A navigation controller whose bar shows takes the status bar's style from the bar: a dark bar,
///   light text (observed; the UIKit model's rule, Tests/AppleModel/UIKit).
/// - Otherwise the style is the default one, which "automatically chooses light or dark content based
///   on the user interface style" (https://developer.apple.com/documentation/uikit/uistatusbarstyle/default):
///   dark text in light mode.
public func modelStatusBarText(barBackgroundVisible: Bool, barIsDark: Bool, appearanceIsDark: Bool) -> ModelStatusBarText {
    if barBackgroundVisible, barIsDark { return .light }
    return appearanceIsDark ? .light : .dark
}

/// What the status bar's text is over a screen with no navigation bar under the status bar (a page
/// that draws its own bar), in a SwiftUI-lifecycle app.
///
/// - A window above the app's whose root view controller gives a style
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredstatusbarstyle):
///   which window's controller the system asks is not documented; the model takes the topmost shown
///   window's, as peers' overlay windows observe (they take the style over). A device must confirm it.
/// - iOS 27's `toolbarColorScheme(_:for: .statusBar)` "to specify the preferred status bar style"
///   (https://developer.apple.com/documentation/swiftui/toolbarplacement/statusbar): the dark scheme
///   gives light text.
/// - Otherwise SwiftUI's root controller's style, the default one, which "automatically chooses light
///   or dark content based on the user interface style"
///   (https://developer.apple.com/documentation/uikit/uistatusbarstyle/default): dark text in light mode.
public func modelStatusBarTextWithoutBar(overlayWindowText: ModelStatusBarText?, statusBarSchemeIsDark: Bool?,
                                         appearanceIsDark: Bool) -> ModelStatusBarText {
    if let overlayWindowText { return overlayWindowText }
    if statusBarSchemeIsDark == true { return .light }
    return appearanceIsDark ? .light : .dark
}
