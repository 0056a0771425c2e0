import ProfileHeaderCore
@testable import ProfileHeaderSwiftUI
import SwiftUIScrollModel
import Testing

/// Issue 20, defect 8 turned: the page rotated, in either order SwiftUI may report it (the scroll
/// views' new geometry first, or the container's new size first; undocumented). A scroll view keeps
/// its content offset when its container changes size (``ModelScrollView/resize(containerSize:safeAreaStart:safeAreaEnd:)``),
/// so the horizontal pager, whose offset is a number of page widths, would show a different part of
/// the tabs unless the page moves it.
@MainActor
@Suite struct RotationTests {
    static let twitter = ProfileHeaderConfiguration.twitter
    static var tabbed: ProfilePage { ProfilePage.tabbed(design: twitter, tabCount: 3, refreshes: true) }
    static let orders: [PageScene.ResizeOrder] = [.geometryFirst, .layoutFirst]

    /// Where tab `tab`'s first row of the app's content is on the screen (below the page's spacer).
    static func firstRowY(_ scene: PageScene, _ tab: Int) -> Double {
        scene.pageFrame.y + scene.tabs[tab].spacer - scene.tabs[tab].contentOffset
    }

    /// A page shown on tab `tab`, its switch landed.
    static func page(on tab: Int) -> PageScene {
        let scene = PageScene(page: tabbed)
        scene.select(tab)
        scene.frames(90)
        return scene
    }

    @Test("A page at rest on a tab turns to landscape and back: expanded, at its top, on the same tab, the rows under the tab bar")
    func restingPageTurns() {
        for order in Self.orders {
            let scene = Self.page(on: 1)
            for (device, width) in [(Device.iPhone16ProLandscape, 852.0), (.iPhone16Pro, 393.0)] {
                scene.rotate(to: device, order: order)
                #expect(scene.pager.contentOffset == width, "\(order): the pager shows tab 1, \(scene.pager.contentOffset)")
                #expect(scene.followedTab == 1 && scene.selection == 1, "\(order)")
                #expect(scene.headerOffset == 0 && scene.scrolled(1) == 0, "\(order): expanded, at the top")
                #expect(scene.frame.banner.frame.width == width, "\(order)")
                #expect(abs(Self.firstRowY(scene, 1) - scene.frame.tabBar.frame.maxY) < 0.5,
                        "\(order): the first row at \(Self.firstRowY(scene, 1)), the tab bar ends at \(scene.frame.tabBar.frame.maxY)")
                scene.frames(60)
                #expect(scene.pager.contentOffset == width && scene.headerOffset == 0, "\(order): and it stays")
            }
        }
    }

    @Test("Reading far down on the last tab, a rotation keeps the header pinned, the tab on screen and the rows where they were")
    func readingPageTurns() {
        for order in Self.orders {
            let scene = Self.page(on: 2)
            scene.drag(by: -900, steps: 30)
            scene.frames(120)
            #expect(scene.frame.layout.collapseProgress == 1)
            let rowY = Self.firstRowY(scene, 2)
            for (device, width, pinnedHeight) in [(Device.iPhone16ProLandscape, 852.0, 44.0), (.iPhone16Pro, 393.0, 103.0)] {
                scene.rotate(to: device, order: order)
                scene.frames(60)
                #expect(scene.pager.contentOffset == 2 * width, "\(order): the pager shows tab 2, \(scene.pager.contentOffset)")
                #expect(scene.followedTab == 2 && scene.selection == 2, "\(order)")
                #expect(scene.frame.layout.collapseProgress == 1, "\(order): still pinned")
                #expect(scene.frame.headerClip.height == pinnedHeight, "\(order): the bar under this orientation's status bar")
                #expect(Self.firstRowY(scene, 2) == rowY, "\(order): the rows stay where they were on screen")
            }
            // And the other tabs still show the header where it is when swiped to.
            scene.swipe(by: -200)
            scene.frames(120)
            #expect(scene.followedTab == 1, "\(order)")
            #expect(scene.frame.layout.collapseProgress == 1, "\(order): the header stays pinned on the next tab")
        }
    }
}
