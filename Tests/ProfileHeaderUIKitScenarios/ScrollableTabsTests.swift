import ProfileHeaderCore
import ProfileHeaderUIKit
import Testing
import UIKit

/// Issue 22: the X app's six label-width tabs in a 390-point window — 489 points of buttons, so the
/// tab strip scrolls. Every tab, once selected, is on screen with the indicator under it, and a tap
/// where the user sees a button reaches that button.
@MainActor
@Suite struct ScrollableTabsTests {
    static let titles = ["Posts", "Replies", "Highlights", "Articles", "Media", "Likes"]

    struct Scene {
        let window: UIWindow
        let tabs: ProfileTabsController
        let lists: [UITableView]
        let rows: [Rows]
    }

    static func scene() throws -> Scene {
        let window = makeWindow()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let rows = titles.map { _ in Rows(60) }
        let lists = rows.map { rows in
            let table = UITableView(frame: .zero, style: .plain)
            table.dataSource = rows
            return table
        }
        // Label-width tabs from the titles: the controller measures them in its tab bar's font.
        let page = ProfilePage.tabbed(design: .twitter, scrollableTabs: .titles(6))
        let header = ProfileHeaderView()
        header.detailsView = MeasuredView(height: 160)
        let tabs = ProfileTabsController(containerView: container, lists: lists, tabTitles: titles, page: page, headerView: header)
        window.modelFrames(2)
        return Scene(window: window, tabs: tabs, lists: lists, rows: rows)
    }

    /// Tab `tab`'s button in the window's coordinates.
    static func onScreen(_ scene: Scene, _ tab: Int) -> CGRect {
        let button = scene.tabs.tabBarView.buttons[tab]
        return button.convert(button.bounds, to: nil)
    }

    @Test("Issue 47: label-width tabs are as wide as their titles, which the controller measures: the app gives no widths")
    func buttonsFollowTheirTitles() throws {
        let scene = try Self.scene()
        let buttons = scene.tabs.tabBarView.buttons.map(\.frame.width)
        // In the model's font a character is 0.55 of the 15-point size: Highlights' 10 characters
        // against Posts' 5 make its button about 41 points wider; unmeasured, all six were alike.
        #expect(buttons[2] - buttons[0] > 35, "Highlights \(buttons[2]), Posts \(buttons[0])")
        #expect(abs(buttons[0] - buttons[4]) < 1, "Posts and Media, five characters each: \(buttons[0]), \(buttons[4])")
        #expect(Set(buttons).count > 1)
    }

    @Test("Issue 22: each selected tab's button is wholly on screen, the indicator under it, and a tap there reaches it")
    func everyTabReachable() throws {
        let scene = try Self.scene()
        #expect(Self.onScreen(scene, 5).minX > 390, "at rest, Likes is past the right edge")
        for tab in [5, 2, 0, 3] {
            scene.tabs.select(tab, animated: false)
            scene.window.modelFrames(3)
            let button = Self.onScreen(scene, tab)
            #expect(button.minX >= -1e-9 && button.maxX <= 390 + 1e-9, "tab \(tab) at \(button)")
            let indicator = scene.tabs.headerView.tabIndicatorView
            #expect(abs(indicator.convert(indicator.bounds, to: nil).midX - button.midX) < 0.5, "tab \(tab)")
            let hit = scene.window.hitTest(CGPoint(x: button.midX, y: button.midY), with: nil)
            #expect(hit === scene.tabs.tabBarView.buttons[tab], "tab \(tab): the tap reaches \(String(describing: hit))")
        }
        // Likes selected: the strip at its end, Likes against the right edge.
        scene.tabs.select(5, animated: false)
        scene.window.modelFrames(3)
        #expect(abs(Self.onScreen(scene, 5).maxX - 390) < 1e-9)
    }
}
