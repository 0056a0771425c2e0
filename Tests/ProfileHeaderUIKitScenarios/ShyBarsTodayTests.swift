import ProfileHeaderCore
import ProfileHeaderUIKit
import Testing
import UIKit

/// Issue 45, item 4: shy bars on today's iOS. On iOS 26 a bar button item sits on a shared Liquid
/// Glass capsule that the tint does not fade: the shy bars hide the capsule while the bar is not
/// fully shown (`UIBarButtonItem.hidesSharedBackground`) and give each item's setting back.
@MainActor
@Suite struct ShyBarsTodayTests {
    @Test("iOS 26: the bar's glass capsules are hidden while it hides, and each item's own setting comes back when it shows and on detach")
    func glassCapsulesHideWithTheBar() {
        let scene = NavigationScene()
        let compose = UIBarButtonItem(systemItem: .compose)
        let search = UIBarButtonItem(systemItem: .search)
        search.hidesSharedBackground = true   // the app's own choice for this one
        let back = UIBarButtonItem(systemItem: .close)
        scene.screen.navigationItem.rightBarButtonItems = [compose, search]
        scene.screen.navigationItem.leftBarButtonItem = back
        scene.screen.navigationItem.leftBarButtonItems = [back]
        scene.window.modelFrames(2)
        scene.read(400)
        #expect(!scene.barAtRest, "the bar hid")
        #expect(compose.hidesSharedBackground && search.hidesSharedBackground && back.hidesSharedBackground, "no capsule left over the content")
        scene.read(-600)
        #expect(scene.barAtRest)
        #expect(!compose.hidesSharedBackground && search.hidesSharedBackground && !back.hidesSharedBackground,
                "as the app had them")
        scene.read(400)
        scene.screen.shyBars?.detach()
        #expect(!compose.hidesSharedBackground && search.hidesSharedBackground && !back.hidesSharedBackground)
    }

    @Test("iOS 27: the item the shy bars drive has the system's minimization off (.never) while they drive it, and the app's setting back after")
    func systemMinimizationHeldOff() {
        let scene = NavigationScene()
        let item = scene.screen.navigationItem
        item.navigationBarMinimization.minimizationBehavior = .onScrollDown   // the app opted in
        scene.window.modelFrames(2)
        scene.read(400)
        #expect(!scene.barAtRest)
        #expect(item.navigationBarMinimization.minimizationBehavior == .never, "the system would shrink the bar the shy bars move")
        scene.read(-600)
        scene.screen.shyBars?.detach()
        #expect(item.navigationBarMinimization.minimizationBehavior == .onScrollDown, "the app's own setting back")
    }
}
