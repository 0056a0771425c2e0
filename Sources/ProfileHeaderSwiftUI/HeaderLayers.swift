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
        let direction = layoutDirection
        let model = model
        let sides = model.sideInsets
        return ZStack(alignment: .topLeading) {
            // The details scroll with the content; measured at their natural height, kept inside the
            // side safe areas (as safe area, so their backgrounds still reach the edges).
            // A view in them marked `.profileName()` reports its top in their coordinates.
            details
                .environment(\.profileNameReceiver, model)
                .safeAreaPadding(sides.edgeInsets(isRightToLeft: direction == .rightToLeft))
                .environment(\.layoutDirection, direction)
                .frame(width: frame.details.restFrame.width, alignment: .topLeading)
                .fixedSize(horizontal: false, vertical: true)
                .coordinateSpace(.named(ProfileNameMarker.detailsSpace))
                .background { DetailsHeightReader(model: model) }
                .offset(x: frame.details.frame.minX, y: frame.details.frame.minY)
                .opacity(frame.details.alpha)
                .allowsHitTesting(!frame.hitMap.details.isEmpty)
                .zIndex(0)

            // Where the drawn header covers the details, the touch stops here.
            Color.clear
                .contentShape(Rectangle())
                .placed(at: frame.hitMap.covered.clipped(to: frame.details.frame))
                .zIndex(0.5)

            header.avatar
                .clipShape(Circle())
                .overlay { Circle().stroke(Color(uiColor: .systemBackground), lineWidth: 4) }
                .placed(PageLayers.avatar(frame))
                .allowsHitTesting(!frame.hitMap.avatar.isEmpty)
                .zIndex(Self.avatarZIndex(frame.stacking))

            HeaderVisuals(frame: frame, banner: header.banner, title: header.title, direction: direction)
                .allowsHitTesting(false)
                .zIndex(1)

            ZStack(alignment: .topLeading) {
                // The tab buttons between where the engine's tabs start and end (under the indicator).
                tabBar
                    .safeAreaPadding(tabBarIsStrip ? SwiftUI.EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
                                     : sides.edgeInsets(isRightToLeft: direction == .rightToLeft, tabButtons: true))
                    .environment(\.layoutDirection, tabBarIsStrip ? .leftToRight : direction)
                    .environment(\.profileTabStripPage, model)
                    .background { TabBarBacking() }
                    .placed(PageLayers.tabBar(frame))
                    .allowsHitTesting(!frame.hitMap.tabBar.isEmpty)
                Rectangle()
                    .fill(Color.accentColor)
                    .placed(at: frame.tabIndicator)
                    .allowsHitTesting(false)
            }
            // Behind the header's clip: a floating header's tab bar goes under the status bar's strip.
            .zIndex(0.9)

            // What of the tab bar has gone under the header's clip (a floating header's, or one that
            // collapses under the bar) takes no touch: the engine's hit map ends the tab bar there.
            Color.clear
                .contentShape(Rectangle())
                .placed(at: frame.headerClip.clipped(to: frame.tabBar.frame))
                .zIndex(0.95)

            // The app's buttons at the engine's bar slots (clear of the side safe areas and of
            // iPadOS 26's window controls), the leading one on the right right to left.
            let buttons = PageLayers.barButtons(frame)
            ZStack(alignment: .topLeading) {
                if direction == .rightToLeft {
                    barButton(header.trailing, at: buttons.left, frame)
                    barButton(header.leading, at: buttons.right, frame)
                } else {
                    barButton(header.leading, at: buttons.left, frame)
                    barButton(header.trailing, at: buttons.right, frame)
                }
            }
            // The app's buttons (and menus) take taps across their whole square slot.
            .modifier(BarButtonHitArea(side: frame.bar.height))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .opacity(frame.barContentAlpha)
            .allowsHitTesting(!frame.hitMap.bar.isEmpty)
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

    /// One of the app's bar buttons, laid out at `rect` over its backdrop.
    private func barButton<Button: View>(_ button: Button, at rect: Rect, _ frame: ProfilePageFrame) -> some View {
        button
            // The button's own content in the page's direction; placed as the frames are (mirrored).
            .environment(\.layoutDirection, layoutDirection)
            .background { backdrop(frame) }
            .placed(at: rect)
    }

    /// The round backdrop behind a bar button (nothing without a colour, or where the button is
    /// glass: ``PageTree/barButtonSurface(liquidGlass:)``), as opaque as the engine says.
    @ViewBuilder
    private func backdrop(_ frame: ProfilePageFrame) -> some View {
        if let color = header.barButtonBackdrop, PageTree.barButtonSurface(liquidGlass: Self.liquidGlass) == .appBackdrop {
            Circle().fill(color).opacity(frame.barButtonBackdropAlpha)
        }
    }

    /// Whether the system draws its bar buttons in Liquid Glass (iOS 26 and later).
    static var liquidGlass: Bool {
        if #available(iOS 26.0, *) { true } else { false }
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
            content.gesture(HeaderScrollEvents(model: model))
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
/// interactive Liquid Glass in the slot's circle, which answers a press and the pointer itself
/// (https://developer.apple.com/documentation/swiftui/glass/interactive(_:)); before, the pointer's
/// highlight and a dimmed press.
@available(iOS 18.0, *)
struct BarButtonGlass: ViewModifier {
    let isPressed: Bool

    func body(content: Content) -> some View {
        if #available(iOS 26.0, *), PageTree.barButtonSurface(liquidGlass: true) == .glass {
            content.glassEffect(.regular.interactive(), in: Circle())
        } else {
            content
                .hoverEffect()
                .opacity(isPressed ? 0.5 : 1)
        }
    }
}

/// The banner with its blur (a live radius, or a solid tint with Reduce Transparency), the bar title
/// and the refresh spinner, clipped to the header.
@available(iOS 18.0, *)
@MainActor
struct HeaderVisuals<Banner: View>: View {
    let frame: ProfilePageFrame
    let banner: Banner
    let title: Text
    let direction: LayoutDirection

    var body: some View {
        let frame = frame
        ZStack(alignment: .topLeading) {
            // Clipped to its rest frame first, then zoomed: a pull shows the whole banner grown
            // (PageLayers.banner; clipped after the zoom, the stretch opened a gap under it).
            banner
                .placed(PageLayers.banner(frame))
                .blur(radius: frame.blurAlpha > 0 ? frame.blur.radius : 0, opaque: true)
            // Reduce Transparency: a solid near-black bar under the white title, in both appearances.
            Color(white: PageAppearance.reducedTransparencyBarWhite)
                .placed(at: frame.blurredBanner.frame)
                .opacity(frame.solidBarAlpha)
            title.font(.headline).foregroundColor(Color(white: PageAppearance.titleWhite)).lineLimit(1)
                .environment(\.layoutDirection, direction)
                .placed(PageLayers.title(frame))
                .accessibilityHidden(!frame.layout.isTitleShown)
                .accessibilityAddTraits(.isHeader)
            // While pulled, a still spinner turned by the engine's rotation (it follows the pull); once
            // refreshing, the system's, which turns by itself.
            ZStack {
                if frame.spinner.isSpinning {
                    ProgressView().tint(Color(white: PageAppearance.titleWhite))
                } else {
                    PullSpinner().rotationEffect(.radians(frame.spinner.rotation))
                }
            }
            .placed(at: frame.spinner.frame)
            .opacity(frame.spinner.alpha)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .mask(alignment: .topLeading) { Rectangle().placed(at: frame.headerClip) }
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
