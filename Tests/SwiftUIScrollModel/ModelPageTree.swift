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
    /// The device's (container) safe area, and the keyboard's height from the bottom (0: none).
    public var container: ModelInsets
    public var keyboardHeight: Double
    /// Which edges ignore the container region, and whether the bottom ignores the keyboard's.
    public var ignoresContainerTop: Bool
    public var ignoresContainerBottom: Bool
    public var ignoresContainerSides: Bool
    public var ignoresKeyboard: Bool

    public init(screenWidth: Double, screenHeight: Double, container: ModelInsets, keyboardHeight: Double = 0,
                ignoresContainerTop: Bool, ignoresContainerBottom: Bool, ignoresContainerSides: Bool, ignoresKeyboard: Bool) {
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.container = container
        self.keyboardHeight = keyboardHeight
        self.ignoresContainerTop = ignoresContainerTop
        self.ignoresContainerBottom = ignoresContainerBottom
        self.ignoresContainerSides = ignoresContainerSides
        self.ignoresKeyboard = ignoresKeyboard
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
