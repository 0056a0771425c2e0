import ProfileHeaderCore
@testable import ProfileHeaderSwiftUI
import SwiftUIScrollModel
import Testing

/// Issue 22 in SwiftUI: the X app's six label-width tabs (489 points of buttons) in a 402-point
/// page, drawn by ``ProfileTabStrip`` where `PageLayers.tabButton` says. Whichever way a tab
/// becomes the active one — a tap in the strip (the `selection` binding) or a swipe of the pager —
/// its button is wholly on screen with the indicator under it, as in the UIKit scenario.
@MainActor
@Suite struct ScrollableTabStripTests {
    static let widths: [Double] = [37, 52, 72, 56, 44, 36]
    static func page() throws -> ProfilePage {
        ProfilePage.tabbed(design: .twitter, scrollableTabs: try ScrollableTabs(labelWidths: widths))
    }

    /// Tab `tab`'s button as the strip draws it, in the page's points (the tab bar's layer is laid
    /// out at the engine's tab bar frame; the strip places the buttons inside it).
    static func drawnButton(_ scene: PageScene, _ tab: Int) -> Rect {
        let tabBar = scene.frame.tabBar.frame
        var button = PageLayers.tabButton(tab, state: scene.driver.state, frame: scene.frame)
        button.origin.x += tabBar.minX
        button.origin.y += tabBar.minY
        return button
    }

    static func expectUnderIndicator(_ scene: PageScene, _ tab: Int, _ comment: String) {
        let button = drawnButton(scene, tab)
        let width = scene.device.width
        #expect(button.minX >= -1e-9 && button.maxX <= width + 1e-9, "\(comment): tab \(tab) drawn at \(button)")
        let indicator = scene.frame.tabIndicator
        #expect(abs(indicator.midX - button.midX) < 0.5, "\(comment): indicator \(indicator), button \(button)")
        #expect(indicator.minX >= button.minX - 0.5 && indicator.maxX <= button.maxX + 0.5, "\(comment): the indicator spans the button")
    }

    @Test("Issue 22, SwiftUI: a tab tapped in the strip is drawn on screen with the indicator under it")
    func tappedTabsAreOnScreen() throws {
        let scene = PageScene(page: try Self.page())
        #expect(Self.drawnButton(scene, 5).minX > scene.device.width, "at rest, Likes is past the right edge")
        Self.expectUnderIndicator(scene, 0, "at rest")
        for tab in [5, 2, 0, 3] {
            scene.select(tab)
            scene.frames(90)
            #expect(scene.driver.pager.activeTab == tab)
            Self.expectUnderIndicator(scene, tab, "tapped")
        }
        // Likes: the strip at its end, Likes against the right edge.
        scene.select(5)
        scene.frames(90)
        #expect(abs(Self.drawnButton(scene, 5).maxX - scene.device.width) < 1e-9)
    }

    @Test("Issue 22, SwiftUI: swiping the pager tab by tab brings each tab's button on screen, under the indicator")
    func swipedTabsAreOnScreen() throws {
        let scene = PageScene(page: try Self.page())
        for tab in 1...5 {
            scene.swipe(by: scene.device.width * 0.6)
            scene.frames(90)
            #expect(scene.driver.pager.activeTab == tab)
            Self.expectUnderIndicator(scene, tab, "swiped")
        }
    }

    @Test("Issue 22, SwiftUI: right to left, the first tab is the rightmost button and on screen at rest")
    func rightToLeft() throws {
        let scene = PageScene(page: try Self.page(), isRightToLeft: true)
        Self.expectUnderIndicator(scene, 0, "right to left, at rest")
        #expect(Self.drawnButton(scene, 1).maxX <= Self.drawnButton(scene, 0).minX + 1e-9)
        scene.select(4)
        scene.frames(90)
        Self.expectUnderIndicator(scene, 4, "right to left, tapped")
    }
}
