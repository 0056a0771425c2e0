import ProfileHeaderCore
import ProfileHeaderUIKit
import Testing
import UIKit

/// Issue 22: the X profile's round buttons over the banner, in UIKit — each in its part of the bar
/// beside the title (the engine's slots), with a backdrop that fades as the title arrives.
@MainActor
@Suite struct BarButtonsTests {
    /// The scene's tabbed page, its back and more buttons with a 55 % black backdrop.
    static func scene(layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight) -> TabbedScene {
        let scene = TabbedScene(layoutDirection: layoutDirection)
        scene.tabs.headerView.barButtonBackdropColor = UIColor(white: 0, alpha: 0.55)
        scene.window.modelFrames(1)
        return scene
    }

    @Test("At rest: back 8 pt from the leading edge, more 8 pt from the trailing edge, round, over a 55 % backdrop; pinned, no backdrop")
    func backdropFades() throws {
        let scene = Self.scene()
        let bar = scene.tabs.headerView.barContentView
        let back = scene.back.convert(scene.back.bounds, to: nil)
        let more = scene.more.convert(scene.more.bounds, to: nil)
        #expect(back.minX == 8 && more.maxX == 390 - 8)
        #expect(back.height == bar.bounds.height && back.width == back.height)
        #expect(scene.back.layer.cornerRadius == bar.bounds.height / 2)
        #expect(scene.back.backgroundColor?.cgColor.alpha == 0.55 && scene.more.backgroundColor?.cgColor.alpha == 0.55)
        // Read down until the title is in the bar.
        scene.window.modelDrag(at: CGPoint(x: 200, y: 600), moves: Array(repeating: CGPoint(x: 0, y: -40), count: 12),
                               releaseVelocity: .zero)
        scene.window.modelFrames(60)
        #expect(scene.tabs.headerView.titleLabel.alpha == 1)
        #expect(scene.back.backgroundColor?.cgColor.alpha == 0 && scene.more.backgroundColor?.cgColor.alpha == 0)
        #expect(scene.back.convert(scene.back.bounds, to: nil) == back, "the bar does not move")
    }

    @Test("Without a backdrop colour the buttons stay as the app made them")
    func noBackdrop() {
        let scene = TabbedScene()
        #expect(scene.back.backgroundColor == nil)
    }

    @Test("Right to left: back is at the right edge, more at the left")
    func rightToLeft() {
        let scene = Self.scene(layoutDirection: .rightToLeft)
        let back = scene.back.convert(scene.back.bounds, to: nil)
        let more = scene.more.convert(scene.more.bounds, to: nil)
        #expect(back.maxX == 390 - 8 && more.minX == 8)
    }

    @Test("Side safe areas (a phone in landscape): each button keeps 8 pt inside its side's safe area, not under the sensor housing")
    func sideSafeAreas() {
        let scene = Self.scene()
        scene.window.modelSafeAreaInsets = UIEdgeInsets(top: 47, left: 30, bottom: 34, right: 20)
        scene.window.modelFrame()
        let back = scene.back.convert(scene.back.bounds, to: nil)
        let more = scene.more.convert(scene.more.bounds, to: nil)
        #expect(back.minX == 30 + 8 && more.maxX == 390 - 20 - 8)
    }
}
