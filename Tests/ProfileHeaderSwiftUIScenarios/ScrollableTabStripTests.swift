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

    /// Tab `tab`'s button as the strip draws it, in the page's points: the tab bar's layer is laid
    /// out at the engine's tab bar frame; in it the strip places each button at the driver's
    /// `tabStripButtons` and moves them all left by `tabStrip.contentOffsetX`.
    static func drawnButton(_ scene: PageScene, _ tab: Int) -> Rect {
        let tabBar = scene.frame.tabBar.frame
        let button = scene.driver.tabStripButtons[tab]
        return Rect(x: tabBar.minX + button.minX - scene.driver.tabStrip.contentOffsetX, y: tabBar.minY + button.minY,
                    width: button.width, height: button.height)
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
            #expect(!scene.driver.needsAnimationFrames, "the glide has landed")
            #expect(scene.driver.selectedTab == tab && scene.driver.tabStrip.selectedTab == tab)
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
            #expect(!scene.driver.needsAnimationFrames, "the swipe has landed")
            #expect(scene.driver.selectedTab == tab && scene.driver.tabStrip.selectedTab == tab)
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

    @Test("Issue 22, SwiftUI: the strip's buttons are made when the page adapts, not every frame; a rotation makes them again")
    func buttonsFollowAdaptation() throws {
        let scene = PageScene(page: try Self.page())
        let portrait = scene.driver.tabStripButtons
        #expect(portrait.count == 6 && portrait.map(\.width) == [69, 84, 104, 88, 76, 68])
        scene.drag(by: -300, steps: 20)
        scene.frames(30)
        #expect(scene.driver.tabStripButtons == portrait, "a vertical scroll changes no button")
        #expect(scene.driver.tabStrip.contentOffsetX == 0)
        scene.rotate(to: .iPhone16ProLandscape)
        scene.frames(30)
        // Landscape: the six fit the wider bar, so each grows alike to fill it and nothing scrolls.
        let landscape = scene.driver.tabStripButtons
        #expect(landscape != portrait && landscape.count == 6)
        #expect(abs(landscape[5].maxX - landscape[0].minX - (scene.frame.tabBar.frame.width - scene.device.safeAreaLeft - scene.device.safeAreaRight)) < 1,
                "\(landscape)")
    }
}
