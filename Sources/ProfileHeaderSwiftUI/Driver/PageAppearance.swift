// The SwiftUI page's colours that the engine's frame does not carry, as data: HeaderVisuals draws
// with them, and the scenarios check the bar title reads against the bar in every appearance.
#if (canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)) || PROFILE_HEADER_SWIFTUI_DRIVER

/// Colours as white levels (`0` black … `1` white; the page's own colours are greys).
enum PageAppearance {
    /// The bar title's colour: white, over the banner's dark blur or the solid bar.
    static let titleWhite = 1.0
    /// The solid bar shown instead of the blur under Reduce Transparency: a near-black grey, the
    /// same in light and dark mode (as UIKit's front end): 17:1 against the white title. (The system
    /// background, white in light mode, left the title white on white.)
    static let reducedTransparencyBarWhite = 0.11
}
#endif
