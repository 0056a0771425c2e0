import ProfileHeaderCore
@testable import ProfileHeaderSwiftUI
import Testing

/// Issue 47: the header set from code in SwiftUI (``ProfileHeaderRequest``): a page opened
/// collapsed, a collapse and an expand watched frame by frame, the other tabs where they were, a
/// pushed page on iOS 26 as well.
@MainActor
@Suite struct HeaderFromCodeSwiftUITests {
    @Test("Opened collapsed (the request made before the page's first layout): the first frame the page shows is collapsed, the followed tab at its first row under the pinned header; a drag back down brings the header out",
          arguments: [false, true])
    func opensCollapsed(pushed: Bool) {
        let device = pushed ? Device.iPhone16Pro.pushed() : .iPhone16Pro
        let scene = PageScene(page: RestTests.tabbed(), device: device, opensAt: .collapsed)
        #expect(scene.frame.layout.collapseProgress == 1, "collapsed: \(scene.frame.layout.collapseProgress)")
        let firstRow = scene.frame.list(0, in: scene.driver.state).topSpacerHeight
        #expect(abs(scene.scrolled(0) - firstRow) < 0.01, "the first row under the pinned header: scrolled \(scene.scrolled(0)), spacer \(firstRow)")
        scene.frames(5)
        #expect(scene.frame.layout.collapseProgress == 1, "and stays")
        scene.drag(by: 600)
        scene.frames(240)
        #expect(abs(scene.headerOffset) < 1 && scene.frame.layout.collapseProgress == 0, "expanded: offset \(scene.headerOffset)")
    }

    @Test("Collapsed then expanded, animated: the header moves one way, never a jump, no refresh; the tab read deep keeps its place")
    func animated() {
        let scene = PageScene(page: RestTests.tabbed(refreshes: true))
        scene.select(1)
        scene.frames(60)
        scene.appScroll(1, to: 2_000)
        scene.frames(3)
        scene.select(0)
        scene.frames(60)
        #expect(scene.followedTab == 0)
        let deep = scene.scrolled(1)
        scene.moveHeader(to: .expanded, animated: true)
        var offsets = [scene.headerOffset]
        for _ in 0..<90 {
            scene.frames(1)
            offsets.append(scene.headerOffset)
        }
        #expect(scene.headerOffset == 0 && scene.refreshRuns == 0)
        let distance = offsets.first! - offsets.last!
        let steps = zip(offsets, offsets.dropFirst()).map { $0.0 - $0.1 }
        #expect(distance > 0 && steps.allSatisfy { $0 >= -1e-9 && $0 <= distance / 10 }, "steps \(steps)")
        #expect(scene.scrolled(1) == deep, "tab 1 where it was read")
        scene.moveHeader(to: .collapsed, animated: true)
        scene.frames(90)
        #expect(scene.frame.layout.collapseProgress == 1 && scene.refreshRuns == 0)
    }
}
