import ProfileHeaderCore
import ProfileHeaderUIKit
import Testing
import UIKit

/// Issue 45, defect 12: the shy bars fade the bar's buttons through its tint and give the tint back
/// as they found it — a bar that inherited its tint inherits it again (the app's accent colour
/// changing later, the dimming under an alert), one with its own gets its own back.
@MainActor
@Suite struct ShyBarsTintTests {
    static let pink = UIColor(red: 1, green: 0.18, blue: 0.33, alpha: 1)
    static let green = UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1)
    static let orange = UIColor(red: 1, green: 0.58, blue: 0, alpha: 1)

    @Test("Defect 12: a bar that inherited its tint inherits it again after the shy bars hid it, showed it and were detached")
    func inheritedTintStaysInherited() {
        let scene = NavigationScene()
        scene.window.tintColor = Self.pink
        #expect(scene.bar.tintColor.cgColor == Self.pink.cgColor)
        scene.read(400)
        #expect(scene.bar.tintColor.cgColor != Self.pink.cgColor, "faded while hidden")
        scene.read(-600)
        scene.screen.shyBars?.detach()
        #expect(scene.bar.tintColor.cgColor == Self.pink.cgColor)
        scene.window.tintColor = Self.green
        #expect(scene.bar.tintColor.cgColor == Self.green.cgColor, "still inherited: the app's accent colour reaches the bar")
    }

    @Test("Defect 12: a bar with a tint of its own gets that tint back")
    func ownTintComesBack() {
        let scene = NavigationScene()
        scene.window.tintColor = Self.pink
        scene.bar.tintColor = Self.orange
        scene.read(400)
        scene.read(-600)
        scene.screen.shyBars?.detach()
        scene.window.tintColor = Self.green
        #expect(scene.bar.tintColor.cgColor == Self.orange.cgColor)
    }
}
