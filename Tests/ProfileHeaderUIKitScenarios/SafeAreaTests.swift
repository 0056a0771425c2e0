import ProfileHeaderCore
import ProfileHeaderUIKit
import Testing
import UIKit

/// Issue 45, defects 7 and 9: the page reads the side safe areas where they do not move with a swipe,
/// and follows a change of the safe area alone (a bar hidden or shown, `additionalSafeAreaInsets`,
/// a rotation's new insets, Stage Manager) in the next layout pass, without a touch.
@MainActor
@Suite struct SafeAreaTests {
    /// The Back and More buttons' frames in the window.
    static func buttons(_ back: UIButton, _ more: UIButton) -> (back: CGRect, more: CGRect) {
        (back.convert(back.bounds, to: nil), more.convert(more.bounds, to: nil))
    }

    @Test("Defect 7: mid-swipe, the header keeps the side safe areas it had at rest (Back, More and the tabs do not squeeze)")
    func sideSafeAreasHoldDuringASwipe() {
        let scene = TabbedScene()
        scene.window.modelSafeAreaInsets = UIEdgeInsets(top: 47, left: 30, bottom: 34, right: 20)
        scene.window.modelFrames(30)
        let atRest = Self.buttons(scene.back, scene.more)
        #expect(atRest.back.minX == 30 + 8 && atRest.more.maxX == 390 - 20 - 8)
        let firstTab = scene.tabs.tabBarView.buttons[0].convert(scene.tabs.tabBarView.buttons[0].bounds, to: nil)
        let pager = scene.window.modelScrollView(at: CGPoint(x: 200, y: 600), vertically: false)
        #expect(pager === scene.tabs.pagerView)
        pager?.modelBeginDrag()
        for step in 1...8 {
            pager?.modelDragMove(by: CGPoint(x: -20, y: 0))
            scene.window.modelFrame()
            let now = Self.buttons(scene.back, scene.more)
            #expect(now.back == atRest.back, "Back at pager x \(scene.tabs.pagerView.contentOffset.x) (step \(step))")
            #expect(now.more == atRest.more, "More at pager x \(scene.tabs.pagerView.contentOffset.x) (step \(step))")
        }
        let firstTabMidSwipe = scene.tabs.tabBarView.buttons[0].convert(scene.tabs.tabBarView.buttons[0].bounds, to: nil)
        #expect(firstTabMidSwipe.width == firstTab.width, "the tabs keep their widths mid-swipe")
        pager?.modelEndDrag(velocity: .zero)
        scene.window.modelFrames(45)
    }

    @Test("Defect 9: a change of the safe area alone (landscape's side insets) moves Back and More in the next pass, untouched")
    func safeAreaChangeAloneIsFollowed() {
        let scene = TabbedScene()
        scene.window.modelSafeAreaInsets = UIEdgeInsets(top: 47, left: 30, bottom: 34, right: 20)
        scene.window.modelFrame()
        let tabbed = Self.buttons(scene.back, scene.more)
        #expect(tabbed.back.minX == 30 + 8 && tabbed.more.maxX == 390 - 20 - 8)

        // A single list: the bar's content follows the new top (a system bar hidden above the page).
        let single = SingleListScene()
        let bar = single.header!.headerView.barContentView
        let before = bar.convert(bar.bounds, to: nil)
        #expect(before.minY == 47)
        single.window.modelSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
        single.window.modelFrame()
        #expect(bar.convert(bar.bounds, to: nil).minY == 20, "the bar under the new top: \(bar.convert(bar.bounds, to: nil))")
    }
}
