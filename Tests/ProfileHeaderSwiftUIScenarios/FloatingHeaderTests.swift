import ProfileHeaderCore
@testable import ProfileHeaderSwiftUI
import Testing

/// Issue 22: a floating pinned header in SwiftUI (`ProfilePage.pinnedHeader`): the driver reports
/// the scroll as it is, so reading down takes the bar and the tab bar under the status bar's strip,
/// a short scroll up brings them back, and a part-way header settles once the list rests.
@MainActor
@Suite struct FloatingHeaderTests {
    static let page = ProfilePage.tabbed(design: .twitter, tabCount: 3, pinnedHeader: .floats)

    @Test("Read down, the bar and tabs go; a short scroll up brings them back; left part-way, they settle as the list rests")
    func floatsAndReturns() {
        let scene = PageScene(page: Self.page)
        scene.drag(by: -900, steps: 30)
        scene.frames(60)
        #expect(scene.frame.pinnedHeaderHiddenDistance == 88)
        #expect(scene.frame.barContentAlpha == 0)
        #expect(scene.frame.hitMap.bar.isEmpty && scene.frame.hitMap.tabBar.isEmpty)
        scene.drag(by: 100, steps: 10)
        scene.frames(60)
        #expect(scene.frame.pinnedHeaderHiddenDistance == 0, "back at once, far from the top")
        #expect(scene.frame.tabBar.frame.minY == scene.frame.bar.maxY)
        // Part-way (30 of 88 points hidden), held still, then lifted: once the list rests it settles on
        // the nearer edge, the bar hidden (44), the tab bar shown.
        scene.drag(by: -30, steps: 6, lift: false)
        scene.drag(by: 0, steps: 30)
        #expect(scene.frame.pinnedHeaderHiddenDistance == 30)
        scene.frames(60)
        #expect(scene.frame.pinnedHeaderHiddenDistance == 44, "settled: \(scene.frame.pinnedHeaderHiddenDistance)")
        #expect(!scene.frame.needsAnimationFrames)
    }
}
