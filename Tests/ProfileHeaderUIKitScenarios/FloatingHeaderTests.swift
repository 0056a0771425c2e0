import ProfileHeaderCore
import ProfileHeaderUIKit
import Testing
import UIKit

/// Issue 22: a floating pinned header in UIKit (`ProfilePage.pinnedHeader`): reading down, the bar
/// and the tab bar go under the status bar's strip and take no touch; scrolling up brings them back.
@MainActor
@Suite struct FloatingHeaderTests {
    @Test("Read down: Back and the tab bar slide under the status bar's strip, faded, untappable; a short scroll up brings them back, tappable")
    func floatsAndReturns() throws {
        let scene = TabbedScene(pinnedHeader: .floats)
        let header = scene.tabs.headerView
        let tabBar = try #require(header.tabBarView)
        let backAtRest = scene.center(of: scene.back)
        // Read well past the pin point (the tab bar reaches the bar at 317 points).
        scene.window.modelDrag(at: CGPoint(x: 200, y: 700), moves: Array(repeating: CGPoint(x: 0, y: -40), count: 16),
                               releaseVelocity: .zero)
        scene.window.modelFrames(30)
        #expect(header.barContentView.alpha == 0, "the bar's buttons faded out")
        let tabBarFrame = tabBar.convert(tabBar.bounds, to: nil)
        #expect(tabBarFrame.maxY <= 47 + 0.34, "the tab bar is under the status bar's strip: \(tabBarFrame)")
        #expect(tabBar.layer.zPosition < header.titleLabel.superview!.layer.zPosition, "behind the header's clip")
        #expect(header.titleLabel.superview!.frame.height == 47, "the strip stays")
        #expect(scene.window.modelTap(at: backAtRest) !== scene.back, "Back takes no touch once gone")
        #expect(scene.window.modelTap(at: CGPoint(x: 200, y: 120)) is UITableViewCell || scene.window.modelTap(at: CGPoint(x: 200, y: 120)) is UITableView
                || scene.window.modelTap(at: CGPoint(x: 200, y: 120))?.superview is UITableViewCell,
                "where the tab bar was is the list's")
        // A short scroll toward the top: both back at once, far from the top of the list.
        scene.window.modelDrag(at: CGPoint(x: 200, y: 400), moves: Array(repeating: CGPoint(x: 0, y: 30), count: 4),
                               releaseVelocity: .zero)
        scene.window.modelFrames(30)
        #expect(header.barContentView.alpha == 1)
        #expect(scene.window.modelTap(at: backAtRest) === scene.back, "Back is back, where it was")
        let tabBarBack = tabBar.convert(tabBar.bounds, to: nil)
        #expect(tabBarBack.minY == header.barContentView.frame.maxY, "pinned under the bar again")
    }
}
