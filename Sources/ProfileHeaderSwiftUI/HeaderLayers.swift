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
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
        if let frame = model.frame {
            layers(frame)
        }
    }

    private func layers(_ frame: ProfilePageFrame) -> some View {
        let direction = layoutDirection
        let model = model
        return ZStack(alignment: .topLeading) {
            // The details scroll with the content; measured at their natural height.
            details
                .environment(\.layoutDirection, direction)
                .frame(width: frame.details.restFrame.width, alignment: .topLeading)
                .fixedSize(horizontal: false, vertical: true)
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
                .placed(frame.avatar)
                .allowsHitTesting(!frame.hitMap.avatar.isEmpty)
                .zIndex(Self.avatarZIndex(frame.stacking))

            HeaderVisuals(frame: frame, banner: header.banner, title: header.title, direction: direction)
                .allowsHitTesting(false)
                .zIndex(1)

            ZStack(alignment: .topLeading) {
                tabBar
                    .environment(\.layoutDirection, direction)
                    .placed(frame.tabBar)
                    .allowsHitTesting(!frame.hitMap.tabBar.isEmpty)
                Rectangle()
                    .fill(Color.accentColor)
                    .placed(at: frame.tabIndicator)
                    .allowsHitTesting(false)
            }
            .zIndex(3)

            HStack(spacing: 0) {
                header.leading.frame(width: frame.bar.height, height: frame.bar.height)
                Spacer(minLength: 0)
                header.trailing.frame(width: frame.bar.height, height: frame.bar.height)
            }
            .padding(.horizontal, 8)
            .environment(\.layoutDirection, direction)
            .placed(at: frame.bar)
            .zIndex(4)
        }
        // Frames are already mirrored for right-to-left: place them as they are.
        .environment(\.layoutDirection, .leftToRight)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    /// The engine's stacking as z-order: details 0, header 1, tab bar 3, bar 4; the avatar in front
    /// of the header (2) or behind it (0.75).
    static func avatarZIndex(_ stacking: PageStacking) -> Double {
        switch stacking {
        case .avatarInFront: 2
        case .avatarBehind: 0.75
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
            banner
                .placed(frame.banner)
                .clipped()
                .blur(radius: frame.usesSolidBar ? 0 : frame.blur.radius, opaque: true)
            Color(uiColor: .systemBackground)
                .placed(at: frame.blurredBanner.frame)
                .opacity(frame.usesSolidBar ? frame.blurredBanner.alpha : 0)
            title.font(.headline).foregroundColor(.white).lineLimit(1)
                .environment(\.layoutDirection, direction)
                .placed(frame.title)
                .accessibilityHidden(!frame.layout.isTitleShown)
                .accessibilityAddTraits(.isHeader)
            ProgressView()
                .tint(.white)
                .rotationEffect(.radians(frame.spinner.isSpinning ? 0 : frame.spinner.rotation))
                .placed(at: frame.spinner.frame)
                .opacity(frame.spinner.alpha)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .mask(alignment: .topLeading) { Rectangle().placed(at: frame.headerClip) }
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
