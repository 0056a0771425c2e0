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

/// Issue 47: the header kept collapsed in SwiftUI (``ProfileScrollView/keepsHeaderCollapsed(_:animated:)``).
@MainActor
@Suite struct HeaderKeptCollapsedSwiftUITests {
    @Test("Kept collapsed as the page opens (pushed too): the first frame shows it collapsed and held, the first row right under the pinned header; a pull at the top stretches nothing and refreshes nothing; let go, nothing moves, and a drag down brings the header out",
          arguments: [false, true])
    func opensKeptCollapsed(pushed: Bool) {
        let device = pushed ? Device.iPhone16Pro.pushed() : .iPhone16Pro
        let scene = PageScene(page: RestTests.tabbed(refreshes: true), device: device, keepsHeaderCollapsed: true)
        #expect(scene.frame.layout.collapseProgress == 1, "collapsed: \(scene.frame.layout.collapseProgress)")
        let pinnedBottom = scene.frame.tabBar.frame.maxY
        func firstRowTop() -> Double {
            scene.tabs[0].contentInsetStart + scene.frame.list(0, in: scene.driver.state).topSpacerHeight - scene.scrolled(0)
        }
        #expect(abs(firstRowTop() - pinnedBottom) < 0.01, "first row at \(firstRowTop()), pinned tab bar ends at \(pinnedBottom)")
        scene.drag(by: 300)
        scene.frames(240)
        #expect(scene.frame.layout.collapseProgress == 1 && scene.frame.layout.stretch == 0 && scene.refreshRuns == 0,
                "held through the pull: collapse \(scene.frame.layout.collapseProgress), refreshes \(scene.refreshRuns)")
        #expect(abs(firstRowTop() - pinnedBottom) < 0.01, "back under the pinned header: \(firstRowTop())")
        scene.keepHeaderCollapsed(false, animated: true)
        scene.frames(5)
        #expect(scene.frame.layout.collapseProgress == 1 && abs(firstRowTop() - pinnedBottom) < 0.01, "let go, nothing moves")
        scene.drag(by: 340)
        scene.frames(240)
        #expect(abs(scene.headerOffset) < 1 && scene.frame.layout.collapseProgress == 0, "expanded: offset \(scene.headerOffset)")
    }

    @Test("Kept collapsed while reading, animated: the header collapses one way, never a jump; a tab switched to at its top shows its first row right under the pinned tab bar")
    func keptWhileReading() {
        let scene = PageScene(page: RestTests.tabbed())
        scene.frames(10)
        scene.keepHeaderCollapsed(true, animated: true)
        var offsets = [scene.headerOffset]
        for _ in 0..<120 {
            scene.frames(1)
            offsets.append(scene.headerOffset)
        }
        #expect(scene.frame.layout.collapseProgress == 1)
        let steps = zip(offsets, offsets.dropFirst()).map { $0.1 - $0.0 }
        #expect(steps.allSatisfy { $0 >= -1e-9 && $0 <= offsets.last! / 4 } && steps.filter { $0 > 0 }.count > 5, "steps \(steps)")
        let pinnedBottom = scene.frame.tabBar.frame.maxY
        scene.select(1)
        scene.frames(60)
        #expect(scene.followedTab == 1 && scene.frame.layout.collapseProgress == 1)
        let firstRow = scene.tabs[1].contentInsetStart + scene.frame.list(1, in: scene.driver.state).topSpacerHeight - scene.scrolled(1)
        #expect(abs(firstRow - pinnedBottom) < 0.01, "tab 1's first row at \(firstRow), pinned tab bar ends at \(pinnedBottom)")
    }

    @Test("Kept collapsed while the app gives a new page (refresh turned off during a search): the new page is held too")
    func keptAcrossANewPage() {
        let scene = PageScene(page: RestTests.tabbed(refreshes: true), keepsHeaderCollapsed: true)
        #expect(scene.frame.layout.collapseProgress == 1)
        scene.adopt(RestTests.tabbed(refreshes: false))
        scene.frames(60)
        #expect(scene.frame.layout.collapseProgress == 1, "held on the new page: \(scene.frame.layout.collapseProgress)")
        scene.appScroll(0, to: 0)
        scene.frames(10)
        scene.drag(by: 200)
        scene.frames(240)
        #expect(scene.frame.layout.collapseProgress == 1 && scene.frame.layout.stretch == 0, "a pull shows no banner")
    }
}

/// Issue 47: a single-list SwiftUI page, declared as one (``ProfilePage/singleList(design:refreshes:snapping:pinnedHeader:)``).
@MainActor
@Suite struct SingleListSwiftUITests {
    @Test("One list without a tab bar: at rest under the details, pinned under the bar alone (pushed too: the system bar is the header's), a pull refreshes once")
    func singleList() {
        for device in [Device.iPhone16Pro, Device.iPhone16Pro.pushed()] {
            let scene = PageScene(page: .singleList(design: .twitter, refreshes: true), device: device, rows: [3_000])
            #expect(scene.frame.tabBar.frame.height == 0 && scene.headerOffset == 0)
            #expect(scene.tabs[0].contentInsetStart + scene.frame.list(0, in: scene.driver.state).topSpacerHeight == scene.frame.details.frame.maxY,
                    "the list starts right under the details")
            scene.appScroll(0, to: 2_000)
            scene.frames(3)
            #expect(scene.frame.layout.collapseProgress == 1)
            #expect(scene.tabs[0].contentInsetStart == scene.frame.bar.maxY, "pinned under the bar alone: \(scene.tabs[0].contentInsetStart), bar \(scene.frame.bar.maxY)")
            scene.appScroll(0, to: 0)
            scene.frames(3)
            scene.drag(by: 200)
            scene.frames(120)
            #expect(scene.refreshRuns == 1)
        }
    }
}
