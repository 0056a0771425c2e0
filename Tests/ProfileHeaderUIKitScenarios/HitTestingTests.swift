import ProfileHeaderCore
import ProfileHeaderUIKit
import Testing
import UIKit

/// Issue 19, defect 1: on the tabbed page the bar's buttons take taps at every scroll position, and
/// the details' buttons take them wherever they are drawn in the open — whatever the order the views
/// were added in (hit-testing follows `subviews`, not the layers' `zPosition`).
@MainActor
@Suite struct HitTestingTests {
    /// Scrolls the active list so the page has scrolled `distance` points from rest.
    private func scroll(_ scene: TabbedScene, by distance: CGFloat) {
        let list = scene.lists[0]
        list.contentOffset.y = distance - list.adjustedContentInset.top
        scene.window.modelFrames(2)
    }

    @Test("Back and More take a tap at rest, mid-collapse, with the details under the bar, and collapsed",
          arguments: [0.0, 100, 160, 200, 260, 300, 600])
    func barButtonsAtEveryOffset(distance: Double) {
        let scene = TabbedScene()
        scroll(scene, by: CGFloat(distance))
        #expect(scene.window.modelTap(at: scene.center(of: scene.back)) === scene.back)
        #expect(scene.window.modelTap(at: scene.center(of: scene.more)) === scene.more)
        #expect(scene.taps.names == ["Back", "More"])
    }

    @Test("A drag that starts on the banner scrolls the active list (the banner lets touches through to its spacer)")
    func dragOnBannerScrolls() throws {
        let scene = TabbedScene()
        let list = scene.lists[0]
        list.contentOffset.y = list.modelMinimumOffset.y
        scene.window.modelFrames(2)
        let before = try #require(scene.tabs.frame?.offset)
        let dragged = scene.window.modelDrag(at: CGPoint(x: 200, y: 120), moves: Array(repeating: CGPoint(x: 0, y: -10), count: 6),
                                             releaseVelocity: .zero)
        #expect(dragged === list)
        #expect(try #require(scene.tabs.frame?.offset) == before + 60)
    }

    @Test("Follow takes a tap where it is drawn below the bar, and never through the bar")
    func followOnlyInTheOpen() {
        let scene = TabbedScene()
        #expect(scene.window.modelTap(at: scene.center(of: scene.follow)) === scene.follow)
        // 200 points up, Follow has slid under the bar strip (its centre at y = 52, inside the strip):
        // a tap there belongs to the bar's layer and never presses Follow.
        scroll(scene, by: 200)
        let followCenter = scene.center(of: scene.follow)
        #expect(followCenter.y < 91)
        #expect(scene.window.modelTap(at: followCenter) !== scene.follow)
        #expect(scene.taps.names == ["Follow"])
    }
}
