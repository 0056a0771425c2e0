import ProfileHeaderCore
import ProfileHeaderUIKit
import Testing
import UIKit

/// Issue 19, defect 12: the tab bar looks like the app's.
@MainActor
@Suite struct TabStylingTests {
    @Test("Defect 12: the tab indicator takes the app's tint, also when it changes")
    func indicatorFollowsTint() throws {
        let scene = TabbedScene()
        let indicator = scene.tabs.headerView.tabIndicatorView
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        scene.window.tintColor = red
        scene.window.modelFrames(2)
        #expect(indicator.backgroundColor?.modelComponents.red == 1)
        #expect(indicator.backgroundColor?.modelComponents.blue == 0)
        let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        scene.tabs.headerView.tintColor = green
        #expect(indicator.backgroundColor?.modelComponents.green == 1)
    }

    @Test("Defect 12: tab buttons draw no system selected look over the indicator; the selected title stands out")
    func plainTabButtons() throws {
        let scene = TabbedScene()
        let buttons = try #require(scene.tabs.headerView.tabBarView as? ProfileTabBarView).buttons
        for button in buttons {
            #expect(button.buttonType == .custom, "a .system button draws a tinted box when selected")
        }
        let traits = scene.window.traitCollection
        let normal = try #require(buttons[0].titleColor(for: .normal)).modelLuminance(traits)
        let selected = try #require(buttons[0].titleColor(for: .selected)).modelLuminance(traits)
        #expect(UIColor.modelContrast(normal, selected) > 1.5)
    }
}
