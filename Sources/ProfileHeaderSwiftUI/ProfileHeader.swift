#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_TYPECHECK)
import ProfileHeaderCore
import SwiftUI

/// How ``ProfileHeader`` draws the banner's blur. The engine says how blurred; this says with what.
public enum ProfileHeaderBlur: Sendable {
    /// A Gaussian blur of the banner at the engine's radius.
    case gaussian
    /// A system material cross-faded over the banner (alpha = the blur fraction); cheaper per frame.
    case material
}

/// The ready-made header for ``ProfileScrollView``: banner (stretching, blurring), avatar (shrinking
/// and sliding behind the header), and the bar title that arrives from below, each exactly where the
/// layout says. With Reduce Transparency the blur becomes a solid tint.
@MainActor
public struct ProfileHeader<Banner: View, Avatar: View>: View {
    let layout: ProfileHeaderLayout
    let configuration: ProfileHeaderConfiguration
    let title: Text
    let blur: ProfileHeaderBlur
    let banner: Banner
    let avatar: Avatar
    @Environment(\.accessibilityReduceTransparency) private var reducesTransparency
    @Environment(\.layoutDirection) private var layoutDirection

    /// A header drawn from `layout`.
    ///
    /// - Parameters:
    ///   - layout: the layout ``ProfileScrollView`` hands to its header closure.
    ///   - configuration: the configuration that layout was made with (also handed to the closure).
    ///   - title: the bar title (usually the profile's name).
    ///   - blur: how the blur is drawn.
    ///   - banner: the banner picture, drawn to fill (e.g. `Image("banner").resizable().scaledToFill()`).
    ///   - avatar: the avatar picture, clipped to a circle.
    public init(layout: ProfileHeaderLayout, configuration: ProfileHeaderConfiguration, title: Text,
                blur: ProfileHeaderBlur = .gaussian,
                @ViewBuilder banner: () -> Banner, @ViewBuilder avatar: () -> Avatar) {
        self.layout = layout
        self.configuration = configuration
        self.title = title
        self.blur = blur
        self.banner = banner()
        self.avatar = avatar()
    }

    public var body: some View {
        let width = configuration.viewportWidth
        let header = layout.headerFrame
        ZStack(alignment: .topLeading) {
            ZStack(alignment: .topLeading) {
                bannerLayer.placed(at: layout.bannerFrame)
                title.font(.headline).foregroundColor(.white).lineLimit(1)
                    .placed(at: layout.titleFrame.forLayoutDirection(layoutDirection, width: width))
                    .opacity(layout.titleAlpha)
                    .accessibilityHidden(!layout.isTitleShown)
                    .accessibilityAddTraits(.isHeader)
            }
            .frame(width: width, height: header.maxY, alignment: .topLeading)
            .mask(alignment: .topLeading) { Rectangle().placed(at: header) }
            .zIndex(1)

            avatar
                .clipShape(Circle())
                .overlay { Circle().stroke(Color(uiColor: .systemBackground), lineWidth: 4) }
                .placed(at: layout.avatarFrame.forLayoutDirection(layoutDirection, width: width))
                .zIndex(layout.avatarStacking == .aboveHeader ? 2 : 0)
        }
        // Frames are already mirrored where they should be; nothing is flipped twice.
        .environment(\.layoutDirection, .leftToRight)
        .frame(width: width, alignment: .topLeading)
    }

    @ViewBuilder private var bannerLayer: some View {
        let fraction = layout.blur.fraction
        if reducesTransparency {
            banner.clipped().overlay { Color(uiColor: .systemBackground).opacity(fraction) }
        } else {
            switch blur {
            case .gaussian:
                banner.blur(radius: layout.blur.radius, opaque: true).clipped()
            case .material:
                banner.clipped().overlay { Rectangle().fill(.regularMaterial).opacity(fraction) }
            }
        }
    }
}
#endif
