import ProfileHeaderCore
import ProfileHeaderUIKit
import Testing
import UIKit

/// Issue 19, defect 4: the collapsed bar's title (and the status bar over it) can be read in light
/// and dark mode, with and without Reduce Transparency.
@MainActor
@Suite struct BarLegibilityTests {
    /// What is drawn behind the bar title once the header is collapsed: the solid layer's colour, or
    /// the blur's material (dark or light).
    private enum Backdrop { case solid(UIColor), material(dark: Bool) }

    private func backdrop(of header: ProfileHeaderView, _ traits: UITraitCollection) -> Backdrop? {
        // The blur view is the banner's sibling under the title: a live effect view, or a solid layer.
        let layers = header.subviews.flatMap(\.subviews).flatMap { $0.subviews + [$0] }
        if let effect = layers.compactMap({ $0 as? UIVisualEffectView }).first?.effect as? UIBlurEffect {
            return .material(dark: effect.modelStyle.modelIsDark(under: traits.userInterfaceStyle))
        }
        let solid = layers.first { type(of: $0) == UIView.self && $0.alpha > 0.99 && $0.backgroundColor != nil }
        return solid?.backgroundColor.map(Backdrop.solid)
    }

    @Test("Defect 4: the collapsed bar's title reads in every appearance, and the status bar matches it",
          arguments: [UIUserInterfaceStyle.light, .dark], [false, true])
    func collapsedTitleReads(style: UIUserInterfaceStyle, reducesTransparency: Bool) throws {
        UIAccessibility.modelReducesTransparency = reducesTransparency
        defer { UIAccessibility.modelReducesTransparency = false }
        var scene = SingleListScene()
        let traits = UITraitCollection(displayScale: 3).modelWith(userInterfaceStyle: style)
        scene.window.modelTraitCollection = traits
        scene.table.contentOffset.y = 600
        scene.window.modelFrames(3)
        let header = try #require(scene.header)
        let title = try #require(header.headerView.titleLabel.textColor).modelLuminance(traits)
        let behind = try #require(backdrop(of: header.headerView, traits))
        let darkBehind: Bool
        switch behind {
        case let .solid(color):
            let luminance = color.modelLuminance(traits)
            #expect(UIColor.modelContrast(title, luminance) >= 4.5, "title over the solid bar")
            darkBehind = luminance < 0.18
        case let .material(dark):
            #expect(dark == (title > 0.5), "a light title needs a dark material, a dark title a light one")
            darkBehind = dark
        }
        #expect((header.statusBarStyle == .lightContent) == darkBehind, "the clock reads over the bar")
        scene.header = nil
    }
}
