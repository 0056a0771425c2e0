#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import ProfileHeaderCore
import SwiftUI

/// The layers that move every frame: the header (banner, blur, title, avatar, spinner), the details
/// and the tab bar with its indicator, and the bar buttons, each applied from the engine's frame.
/// This is the only view that reads the frame; the app's views in it are values built once by
/// ``ProfileScrollView``, so a frame moves them without calling the app's closures.
///
/// Touches: the decorative layers take none; the app's controls (bar buttons, tab bar, details,
/// the avatar while in front) take theirs where the hit map has them; where the pinned header
/// covers the details a clear view takes the touch, and under the rest of the drawn header the tab's
/// own ``TabBlocker`` does, so nothing under the drawn header is ever pressed.
@available(iOS 18.0, *)
@MainActor
struct HeaderLayers<Banner: View, Avatar: View, Leading: View, Trailing: View, Details: View, TabBar: View>: View {
    let model: PageModel
    let header: ProfileHeaderContent<Banner, Avatar, Leading, Trailing>
    let details: Details
    let tabBar: TabBar
    /// Which build of the app's content these views hold (``PageModel/contentGeneration``): a layer
    /// holding the app's views is evaluated again when it changes.
    let contentGeneration: Int
    /// The tab bar is the page's ``ProfileTabStrip``, which places its buttons at the engine's frames
    /// across the whole bar (already mirrored for right to left), rather than the app's equal tabs
    /// between the buttons' side insets.
    private var tabBarIsStrip: Bool { TabBar.self == ProfileTabStrip.self }
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
        if let frame = model.frame {
            layers(frame)
        }
    }

    private func layers(_ frame: ProfilePageFrame) -> some View {
        // One value per layer; a layer's body runs again only when its value (or the app's content)
        // changed (HeaderLayerValues).
        let values = HeaderLayerValues(frame)
        let direction = layoutDirection
        let model = model
        let generation = contentGeneration
        return ZStack(alignment: .topLeading) {
            // The details scroll with the content; measured at their natural height, kept inside the
            // side safe areas (as safe area, so their backgrounds still reach the edges).
            DetailsLayer(value: values.details, sides: model.sideInsets.edgeInsets(isRightToLeft: direction == .rightToLeft),
                         direction: direction, generation: generation, model: model, details: details)
                .equatable()
                .zIndex(0)

            // Where the drawn header covers the details, the touch stops here.
            TouchCover(rect: values.detailsCover).equatable().zIndex(0.5)

            AvatarLayer(value: values.avatar, generation: generation, avatar: header.avatar)
                .equatable()
                .zIndex(Self.avatarZIndex(values.avatar.stacking))

            HeaderVisuals(banner: values.banner, solidBar: values.solidBar, title: values.title, spinner: values.spinner,
                          direction: direction, generation: generation, bannerContent: header.banner, titleText: header.title)
                .equatable()
                .allowsHitTesting(false)
                .zIndex(1)

            ZStack(alignment: .topLeading) {
                // The tab buttons between where the engine's tabs start and end (under the indicator).
                TabBarLayer(value: values.tabBar, isStrip: tabBarIsStrip,
                            sides: tabBarIsStrip ? EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
                                : model.sideInsets.edgeInsets(isRightToLeft: direction == .rightToLeft, tabButtons: true),
                            direction: direction, generation: generation, model: model, tabBar: tabBar)
                    .equatable()
                TabIndicator(rect: values.tabIndicator).equatable()
            }
            // Behind the header's clip: a floating header's tab bar goes under the status bar's strip.
            .zIndex(0.9)

            // What of the tab bar has gone under the header's clip (a floating header's, or one that
            // collapses under the bar) takes no touch: the engine's hit map ends the tab bar there.
            TouchCover(rect: values.tabBarCover).equatable().zIndex(0.95)

            // The app's buttons at the engine's bar slots (clear of the side safe areas and of
            // iPadOS 26's window controls), the leading one on the right right to left.
            BarButtonsLayer(value: values.barButtons, direction: direction, generation: generation,
                            backdrop: header.barButtonBackdrop, leading: header.leading, trailing: header.trailing)
                .equatable()
                .zIndex(4)
        }
        // Frames are already mirrored for right-to-left: place them as they are.
        .environment(\.layoutDirection, .leftToRight)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        // A drag that starts on these views (the details, the tab bar, the avatar, the bar) lies over
        // the pager, which never sees it: the page scrolls the list with it (the engine's scroll
        // motion), or, when it starts sideways, pages as a swipe of the pager would. Taps still reach the views' own controls:
        // the drag begins only after 10 points.
        // Its translation is in the screen's space: the views move while it scrolls.
        .simultaneousGesture(
            DragGesture(minimumDistance: 10, coordinateSpace: .global)
                .onChanged { value in
                    model.headerDragChanged(translationX: Double(value.translation.width),
                                            translationY: Double(value.translation.height))
                }
                .onEnded { _ in model.headerDragEnded() })
        // A trackpad's or a mouse wheel's scroll over these views scrolls the list too.
        .modifier(HeaderScrollEventsReceiver(model: model))
    }

    /// The engine's stacking as z-order: details 0, tab bar 0.9 (its part under the header's clip
    /// blocked at 0.95), header 1, bar 4; the avatar in front of the header (2) or behind it and the
    /// tab bar (0.75).
    static func avatarZIndex(_ stacking: PageStacking) -> Double {
        switch stacking {
        case .avatarInFront: 2
        case .avatarBehind: 0.75
        }
    }
}

/// Takes a trackpad's and a mouse wheel's scroll over the header (``PageTree/headerTakesScrollEvents``).
@available(iOS 18.0, *)
struct HeaderScrollEventsReceiver: ViewModifier {
    let model: PageModel

    func body(content: Content) -> some View {
        if PageTree.headerTakesScrollEvents {
            content
                .gesture(HeaderScrollEvents(model: model, device: .trackpad))
                .gesture(HeaderScrollEvents(model: model, device: .mouseWheel))
        } else {
            content
        }
    }
}

/// What lies under the app's tab bar (``PageTree/tabBarBacking``): the system background, so the rows
/// never show through a pinned tab bar.
@available(iOS 18.0, *)
struct TabBarBacking: View {
    var body: some View {
        switch PageTree.tabBarBacking {
        case .systemBackground: Color(uiColor: .systemBackground)
        case .none: Color.clear
        }
    }
}

/// Makes the app's bar buttons answer across their slot (``PageTree/barButtonHitArea``): a button
/// style that frames each label to the slot, `side` points square, and makes all of it the button's
/// shape; it reaches a `Menu` too ("controls that acquire a button style through composition",
/// https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-7qx1).
@available(iOS 18.0, *)
struct BarButtonHitArea: ViewModifier {
    let side: Double

    func body(content: Content) -> some View {
        switch PageTree.barButtonHitArea {
        case .slot: content.buttonStyle(SlotButtonStyle(side: side))
        case .label: content
        }
    }
}

/// A bar button: its label centred in a square slot that takes the taps, dimmed while pressed. A
/// `Label` shows its icon only (the slot is square); the glyph is the bar title's white unless the
/// app styles it (its own `foregroundStyle`, inside, wins), since a custom style draws no tint; the
/// iPad pointer highlights the slot.
@available(iOS 18.0, *)
struct SlotButtonStyle: ButtonStyle {
    let side: Double

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .labelStyle(.iconOnly)
            .foregroundStyle(Color(white: PageAppearance.titleWhite))
            .frame(width: CGFloat(side), height: CGFloat(side))
            .contentShape(Rectangle())
            .modifier(BarButtonGlass(isPressed: configuration.isPressed))
    }
}

/// A bar button's surface (``PageTree/barButtonSurface(liquidGlass:)``): on iOS 26 and later
/// interactive Liquid Glass in the slot's circle ("configured to be interactive",
/// https://developer.apple.com/documentation/swiftui/glass/interactive(_:)); before, a dimmed press.
/// The iPad pointer highlights the slot in both.
@available(iOS 18.0, *)
struct BarButtonGlass: ViewModifier {
    let isPressed: Bool

    func body(content: Content) -> some View {
        if #available(iOS 26.0, *), PageTree.barButtonSurface(liquidGlass: true) == .glass {
            content.glassEffect(.regular.interactive(), in: Circle()).hoverEffect()
        } else {
            content
                .hoverEffect()
                .opacity(isPressed ? 0.5 : 1)
        }
    }
}

/// The banner with its blur (a live radius, or a solid tint with Reduce Transparency), the bar title
/// and the refresh spinner, clipped to the header: a layer of its own for each, evaluated again only
/// when its value changed.
@available(iOS 18.0, *)
@MainActor
struct HeaderVisuals<Banner: View>: View, Equatable {
    let banner: HeaderLayerValues.Banner
    let solidBar: HeaderLayerValues.SolidBar
    let title: HeaderLayerValues.Title
    let spinner: HeaderLayerValues.Spinner
    let direction: LayoutDirection
    let generation: Int
    let bannerContent: Banner
    let titleText: Text

    var body: some View {
        ZStack(alignment: .topLeading) {
            BannerLayer(value: banner, generation: generation, banner: bannerContent).equatable()
            SolidBarLayer(value: solidBar).equatable()
            TitleLayer(value: title, direction: direction, generation: generation, title: titleText).equatable()
            SpinnerLayer(value: spinner).equatable()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .mask(alignment: .topLeading) { Rectangle().placed(at: banner.clip) }
    }

    nonisolated static func == (a: Self, b: Self) -> Bool {
        a.banner == b.banner && a.solidBar == b.solidBar && a.title == b.title && a.spinner == b.spinner
            && a.direction == b.direction && a.generation == b.generation
    }
}

/// The app's banner, clipped to its rest frame and then zoomed (a pull shows the whole banner grown:
/// ``PageLayers/banner(_:)``), blurred by the engine's radius.
@available(iOS 18.0, *)
@MainActor
struct BannerLayer<Banner: View>: View, Equatable {
    let value: HeaderLayerValues.Banner
    let generation: Int
    let banner: Banner

    var body: some View {
        banner
            .placed(value.placement)
            .blur(radius: value.blurRadius, opaque: true)
    }

    nonisolated static func == (a: Self, b: Self) -> Bool { a.value == b.value && a.generation == b.generation }
}

/// Reduce Transparency: a solid near-black bar under the white title, in both appearances.
@available(iOS 18.0, *)
@MainActor
struct SolidBarLayer: View, Equatable {
    let value: HeaderLayerValues.SolidBar

    var body: some View {
        Color(white: PageAppearance.reducedTransparencyBarWhite)
            .placed(at: value.rect)
            .opacity(value.alpha)
    }
}

/// The bar title, white, one line, a header to VoiceOver while it is shown.
@available(iOS 18.0, *)
@MainActor
struct TitleLayer: View, Equatable {
    let value: HeaderLayerValues.Title
    let direction: LayoutDirection
    let generation: Int
    let title: Text

    var body: some View {
        title.font(.headline).foregroundColor(Color(white: PageAppearance.titleWhite)).lineLimit(1)
            .environment(\.layoutDirection, direction)
            .placed(value.placement)
            .accessibilityHidden(!value.isShown)
            .accessibilityAddTraits(.isHeader)
    }

    nonisolated static func == (a: Self, b: Self) -> Bool {
        a.value == b.value && a.direction == b.direction && a.generation == b.generation
    }
}

/// While pulled, a still spinner turned by the engine's rotation (it follows the pull); once
/// refreshing, the system's, which turns by itself.
@available(iOS 18.0, *)
@MainActor
struct SpinnerLayer: View, Equatable {
    let value: HeaderLayerValues.Spinner

    var body: some View {
        ZStack {
            if value.isSpinning {
                ProgressView().tint(Color(white: PageAppearance.titleWhite))
            } else {
                PullSpinner().rotationEffect(.radians(value.rotation))
            }
        }
        .placed(at: value.rect)
        .opacity(value.alpha)
    }
}

/// The app's details at the engine's place; a view in them marked `.profileName()` reports its top
/// in their coordinates.
@available(iOS 18.0, *)
@MainActor
struct DetailsLayer<Details: View>: View, Equatable {
    let value: HeaderLayerValues.Details
    let sides: EdgeInsets
    let direction: LayoutDirection
    let generation: Int
    let model: PageModel
    let details: Details

    var body: some View {
        details
            .environment(\.profileNameReceiver, model)
            .safeAreaPadding(sides)
            .environment(\.layoutDirection, direction)
            .frame(width: value.width, alignment: .topLeading)
            .fixedSize(horizontal: false, vertical: true)
            .coordinateSpace(.named(ProfileNameMarker.detailsSpace))
            .background { DetailsHeightReader(model: model) }
            .offset(x: value.x, y: value.y)
            .opacity(value.alpha)
            .allowsHitTesting(value.takesTouches)
    }

    nonisolated static func == (a: Self, b: Self) -> Bool {
        a.value == b.value && a.sides == b.sides && a.direction == b.direction && a.generation == b.generation
    }
}

/// The app's avatar, clipped to a circle with a ring, at the engine's place.
@available(iOS 18.0, *)
@MainActor
struct AvatarLayer<Avatar: View>: View, Equatable {
    let value: HeaderLayerValues.Avatar
    let generation: Int
    let avatar: Avatar

    var body: some View {
        avatar
            .clipShape(Circle())
            .overlay { Circle().stroke(Color(uiColor: .systemBackground), lineWidth: 4) }
            .placed(value.placement)
            .allowsHitTesting(value.takesTouches)
    }

    nonisolated static func == (a: Self, b: Self) -> Bool { a.value == b.value && a.generation == b.generation }
}

/// The app's tab bar at the engine's place, over the system background.
@available(iOS 18.0, *)
@MainActor
struct TabBarLayer<TabBar: View>: View, Equatable {
    let value: HeaderLayerValues.TabBar
    /// The tab bar is the page's ``ProfileTabStrip``, which places its buttons at the engine's frames
    /// across the whole bar (already mirrored for right to left).
    let isStrip: Bool
    let sides: EdgeInsets
    let direction: LayoutDirection
    let generation: Int
    let model: PageModel
    let tabBar: TabBar

    var body: some View {
        tabBar
            .safeAreaPadding(sides)
            .environment(\.layoutDirection, isStrip ? .leftToRight : direction)
            .environment(\.profileTabStripPage, model)
            .background { TabBarBacking() }
            .placed(value.placement)
            .allowsHitTesting(value.takesTouches)
    }

    nonisolated static func == (a: Self, b: Self) -> Bool {
        a.value == b.value && a.sides == b.sides && a.direction == b.direction && a.generation == b.generation
    }
}

/// The selection indicator under the tab bar, in the accent colour.
@available(iOS 18.0, *)
@MainActor
struct TabIndicator: View, Equatable {
    let rect: Rect

    var body: some View {
        Rectangle()
            .fill(Color.accentColor)
            .placed(at: rect)
            .allowsHitTesting(false)
    }
}

/// A clear view that takes the touches in `rect`, so nothing under it is pressed.
@available(iOS 18.0, *)
@MainActor
struct TouchCover: View, Equatable {
    let rect: Rect

    var body: some View {
        Color.clear
            .contentShape(Rectangle())
            .placed(at: rect)
    }
}

/// The app's bar buttons at the engine's bar slots, each over its backdrop (or, on iOS 26, in its
/// glass), taking taps across its slot.
@available(iOS 18.0, *)
@MainActor
struct BarButtonsLayer<Leading: View, Trailing: View>: View, Equatable {
    let value: HeaderLayerValues.BarButtons
    let direction: LayoutDirection
    let generation: Int
    let backdrop: Color?
    let leading: Leading
    let trailing: Trailing

    var body: some View {
        ZStack(alignment: .topLeading) {
            if direction == .rightToLeft {
                button(trailing, at: value.left)
                button(leading, at: value.right)
            } else {
                button(leading, at: value.left)
                button(trailing, at: value.right)
            }
        }
        // The app's buttons (and menus) take taps across their whole square slot.
        .modifier(BarButtonHitArea(side: value.side))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .opacity(value.alpha)
        .allowsHitTesting(value.takesTouches)
    }

    /// One of the app's bar buttons, laid out at `rect` over its backdrop.
    private func button<Button: View>(_ button: Button, at rect: Rect) -> some View {
        button
            // The button's own content in the page's direction; placed as the frames are (mirrored).
            .environment(\.layoutDirection, direction)
            .background { backdropCircle }
            .placed(at: rect)
    }

    /// The round backdrop behind a bar button (nothing without a colour, or where the button is
    /// glass: ``PageTree/barButtonSurface(liquidGlass:)``), as opaque as the engine says.
    @ViewBuilder
    private var backdropCircle: some View {
        if let backdrop, PageTree.barButtonSurface(liquidGlass: Self.liquidGlass) == .appBackdrop {
            Circle().fill(backdrop).opacity(value.backdropAlpha)
        }
    }

    /// Whether the system draws its bar buttons in Liquid Glass (iOS 26 and later).
    static var liquidGlass: Bool {
        if #available(iOS 26.0, *) { true } else { false }
    }

    nonisolated static func == (a: Self, b: Self) -> Bool {
        a.value == b.value && a.direction == b.direction && a.generation == b.generation && a.backdrop == b.backdrop
    }
}

/// The refresh spinner as it stands while the list is pulled: eight spokes, fading round, like the
/// system's activity indicator at rest (it does not turn by itself: the engine turns it with the pull).
@available(iOS 18.0, *)
@MainActor
struct PullSpinner: View {
    var body: some View {
        ZStack {
            ForEach(0..<8, id: \.self) { spoke in
                Capsule()
                    .fill(Color(white: PageAppearance.titleWhite))
                    .frame(width: 3, height: 7)
                    .offset(y: -8)
                    .rotationEffect(.radians(Double(spoke) * Double.pi / 4))
                    .opacity(1 - Double(spoke) * 0.1)
            }
        }
    }
}

/// Measures the details' natural height for the engine (any height: Dynamic Type, a long bio).
@available(iOS 18.0, *)
@MainActor
struct DetailsHeightReader: View {
    let model: PageModel

    var body: some View {
        GeometryReader { proxy in
            let height = Double(proxy.size.height)
            Color.clear.onChange(of: height, initial: true) { model.detailsMeasured(height) }
        }
    }
}
#endif
