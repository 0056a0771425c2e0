// What each of the SwiftUI page's header layers is built from in one frame, as data: HeaderLayers
// gives each layer view its value, and the scenarios count the layers whose value changed.
#if (canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)) || PROFILE_HEADER_SWIFTUI_DRIVER
import ProfileHeaderCore

/// The values the header's layer views are built from, one per layer, worked out from one engine
/// frame. Each layer view is `Equatable` on its value (and on which build of the app's content it
/// holds) and compared with `.equatable()`, so SwiftUI evaluates a layer's body again only when its
/// value changed ("prevents its child updating if its new value is the same as its old value",
/// https://developer.apple.com/documentation/swiftui/equatableview): a frame that moves the details
/// and nothing else evaluates the details' layer, not the banner's, the avatar's or the buttons'.
struct HeaderLayerValues: Equatable, Sendable {
    /// The app's details: where they are (their top-left corner), how wide they are laid out, how
    /// opaque, and whether they take touches.
    struct Details: Equatable, Sendable {
        var x: Double
        var y: Double
        var width: Double
        var alpha: Double
        var takesTouches: Bool
    }

    /// The app's avatar: its placement, whether it takes touches, and whether it lies in front of
    /// the header (``HeaderLayers/avatarZIndex(_:)``).
    struct Avatar: Equatable, Sendable {
        var placement: LayerPlacement
        var takesTouches: Bool
        var stacking: PageStacking
    }

    /// The app's banner: its placement and blur radius (0: none), clipped to the header.
    struct Banner: Equatable, Sendable {
        var placement: LayerPlacement
        var blurRadius: Double
        var clip: Rect
    }

    /// The solid bar under the title with Reduce Transparency: where and how opaque (clipped to the
    /// header with the banner: ``Banner/clip``).
    struct SolidBar: Equatable, Sendable {
        var rect: Rect
        var alpha: Double
    }

    /// The bar title: its placement and whether VoiceOver sees it (clipped with the banner).
    struct Title: Equatable, Sendable {
        var placement: LayerPlacement
        var isShown: Bool
    }

    /// The refresh spinner: where, how opaque, whether the system's turns by itself (then the
    /// engine's rotation is not drawn, and is 0 here) (clipped with the banner).
    struct Spinner: Equatable, Sendable {
        var rect: Rect
        var alpha: Double
        var isSpinning: Bool
        var rotation: Double
    }

    /// The app's tab bar: its placement and whether it takes touches.
    struct TabBar: Equatable, Sendable {
        var placement: LayerPlacement
        var takesTouches: Bool
    }

    /// The app's bar buttons: their squares by physical side, their side, how opaque they and their
    /// backdrops are, and whether they take touches.
    struct BarButtons: Equatable, Sendable {
        var left: Rect
        var right: Rect
        var side: Double
        var alpha: Double
        var backdropAlpha: Double
        var takesTouches: Bool
    }

    var details: Details
    /// Where the drawn header covers the details (a clear view takes the touch there).
    var detailsCover: Rect
    var avatar: Avatar
    var banner: Banner
    var solidBar: SolidBar
    var title: Title
    var spinner: Spinner
    var tabBar: TabBar
    /// The selection indicator under the tab bar.
    var tabIndicator: Rect
    /// What of the tab bar lies under the header's clip (it takes no touch there).
    var tabBarCover: Rect
    var barButtons: BarButtons

    /// The layers' values in `frame`.
    init(_ frame: ProfilePageFrame) {
        details = Details(x: frame.details.frame.minX, y: frame.details.frame.minY, width: frame.details.restFrame.width,
                          alpha: frame.details.alpha, takesTouches: !frame.hitMap.details.isEmpty)
        detailsCover = frame.hitMap.covered.clipped(to: frame.details.frame)
        avatar = Avatar(placement: PageLayers.avatar(frame), takesTouches: !frame.hitMap.avatar.isEmpty, stacking: frame.stacking)
        banner = Banner(placement: PageLayers.banner(frame), blurRadius: frame.blurAlpha > 0 ? frame.blur.radius : 0,
                        clip: frame.headerClip)
        solidBar = SolidBar(rect: frame.blurredBanner.frame, alpha: frame.solidBarAlpha)
        title = Title(placement: PageLayers.title(frame), isShown: frame.layout.isTitleShown)
        spinner = Spinner(rect: frame.spinner.frame, alpha: frame.spinner.alpha, isSpinning: frame.spinner.isSpinning,
                          rotation: frame.spinner.isSpinning ? 0 : frame.spinner.rotation)
        tabBar = TabBar(placement: PageLayers.tabBar(frame), takesTouches: !frame.hitMap.tabBar.isEmpty)
        // A layer drawn fully transparent shows nothing wherever it is: its value stays put until it shows.
        if solidBar.alpha == 0 { solidBar = SolidBar(rect: .zero, alpha: 0) }
        if spinner.alpha == 0 { spinner = Spinner(rect: .zero, alpha: 0, isSpinning: false, rotation: 0) }
        if title.placement.alpha == 0 { title = Title(placement: .hidden, isShown: false) }
        tabIndicator = frame.tabIndicator
        tabBarCover = frame.headerClip.clipped(to: frame.tabBar.frame)
        let buttons = PageLayers.barButtons(frame)
        barButtons = BarButtons(left: buttons.left, right: buttons.right, side: frame.bar.height, alpha: frame.barContentAlpha,
                                backdropAlpha: frame.barButtonBackdropAlpha, takesTouches: !frame.hitMap.bar.isEmpty)
    }

    /// The number of layers: each is one view whose body SwiftUI may evaluate.
    static let layerCount = 11

    /// How many layers' values differ from `other`'s: the layer bodies SwiftUI evaluates again.
    func changedLayers(from other: HeaderLayerValues) -> Int {
        var changed = 0
        if details != other.details { changed += 1 }
        if detailsCover != other.detailsCover { changed += 1 }
        if avatar != other.avatar { changed += 1 }
        if banner != other.banner { changed += 1 }
        if solidBar != other.solidBar { changed += 1 }
        if title != other.title { changed += 1 }
        if spinner != other.spinner { changed += 1 }
        if tabBar != other.tabBar { changed += 1 }
        if tabIndicator != other.tabIndicator { changed += 1 }
        if tabBarCover != other.tabBarCover { changed += 1 }
        if barButtons != other.barButtons { changed += 1 }
        return changed
    }
}
#endif
