import ProfileHeaderCore
import ProfileHeaderUIKit
import Testing
import UIKit

/// Issue 47: the header's state set from code — `moveHeader(to:animated:)` on both controllers: a
/// page opened collapsed, a collapse and an expand the user watches frame by frame, the other tabs
/// where they were.
@MainActor
@Suite struct HeaderFromCodeUIKitTests {
    /// The banner's bottom edge on screen (it slides up under the status bar as the header
    /// collapses), in the window's points.
    static func bannerBottom(_ header: ProfileHeaderView) -> CGFloat {
        header.bannerView.convert(header.bannerView.bounds, to: nil).maxY
    }

    @Test("Called in viewDidLoad (before the first layout pass), not animated: the page's first frame on screen shows the header collapsed, the title in the bar, the first row right under it; a drag back to the top brings the banner out")
    func opensCollapsed() throws {
        let window = makeWindow()
        let rows = Rows(60)
        let table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = rows
        window.addSubview(table)
        let header = ProfileHeaderController(scrollView: table, design: .twitter)
        header.moveHeader(to: .collapsed, animated: false)
        window.modelFrame()
        let frame = try #require(header.frame)
        #expect(frame.layout.collapseProgress == 1, "collapsed on the first frame: \(frame.layout.collapseProgress)")
        #expect(header.headerView.titleLabel.alpha == 1, "the title in the bar")
        #expect(Self.bannerBottom(header.headerView) == CGFloat(frame.bar.maxY), "the banner's bottom at the bar's")
        #expect(table.contentOffset.y + table.adjustedContentInset.top == CGFloat(header.topSpacerHeight),
                "the first row right under the pinned header")
        window.modelFrames(5)
        #expect(header.frame?.layout.collapseProgress == 1, "and stays so")
        table.modelBeginDrag()
        for _ in 0..<8 {
            table.modelDragMove(by: CGPoint(x: 0, y: 20))
            window.modelFrame()
        }
        table.modelEndDrag(velocity: .zero)
        window.modelFrames(120)
        #expect(abs(header.frame?.offset ?? 99) < 1 && header.frame?.layout.collapseProgress == 0, "expanded at the top: offset \(String(describing: header.frame?.offset))")
    }

    @Test("Animated: the banner slides up frame by frame, never more than a quarter of the way in a 60 Hz frame (a jump is all of it), to pinned; expanded, it grows back the same way, and nothing refreshes")
    func animatedCollapseAndExpand() throws {
        let scene = SingleListScene()
        let header = try #require(scene.header)
        var refreshes = 0
        header.onRefresh = { refreshes += 1 }
        let expanded = Self.bannerBottom(header.headerView)
        header.moveHeader(to: .collapsed, animated: true)
        var bottoms = [expanded]
        for _ in 0..<60 {
            scene.window.modelFrame()
            bottoms.append(Self.bannerBottom(header.headerView))
        }
        let pinned = try #require(bottoms.last)
        #expect(pinned < expanded && header.frame?.layout.collapseProgress == 1)
        let steps = zip(bottoms, bottoms.dropFirst()).map { $0.0 - $0.1 }
        #expect(steps.allSatisfy { $0 >= 0 && $0 <= (expanded - pinned) / 4 }, "steps \(steps)")
        #expect(steps.filter { $0 > 0 }.count > 5, "seen moving over several frames")
        header.moveHeader(to: .expanded, animated: true)
        scene.window.modelFrames(60)
        #expect(Self.bannerBottom(header.headerView) == expanded && refreshes == 0)
    }

    @Test("Tabbed: expanding from code scrolls the selected tab to its top; a tab read deep keeps its place")
    func tabbedKeepsOtherTabs() throws {
        let scene = TabbedScene()
        scene.lists[0].contentOffset.y += 1_500
        scene.window.modelFrames(2)
        let deep = scene.lists[0].contentOffset.y
        scene.tabs.select(1, animated: false)
        scene.window.modelFrames(3)
        #expect(scene.tabs.frame?.layout.collapseProgress == 1, "tab 1 shown under the pinned header")
        scene.tabs.moveHeader(to: .expanded, animated: true)
        scene.window.modelFrames(60)
        #expect(scene.tabs.frame?.offset == 0 && scene.tabs.frame?.layout.collapseProgress == 0, "expanded on tab 1")
        #expect(scene.lists[0].contentOffset.y == deep, "tab 0 where it was read: \(scene.lists[0].contentOffset.y), was \(deep)")
    }
}
