import ProfileHeaderCore
import ProfileHeaderUIKit
import Testing
import UIKit

/// Issue 47: the header's state set from code — `moveHeader(to:animated:)` and `keepsHeaderCollapsed`
/// on both controllers: a page opened collapsed, a collapse and an expand the user watches frame by
/// frame, the other tabs where they were, a header kept collapsed through a pull and tab switches.
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

    /// The first row's top on screen (the app's content starts under the spacer, the table's header
    /// view), in the window's points.
    static func firstRowTop(_ table: UITableView) -> CGFloat {
        table.convert(CGPoint(x: 0, y: table.tableHeaderView?.frame.height ?? 0), to: nil).y
    }

    @Test("keepsHeaderCollapsed set in viewDidLoad: the page opens collapsed, the first row right under the pinned header; a pull at the top is the list's own bounce — no banner, no refresh; let go, nothing moves, and a drag back to the top brings the banner out")
    func keptCollapsed() throws {
        let window = makeWindow()
        let rows = Rows(60)
        let table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = rows
        window.addSubview(table)
        let header = ProfileHeaderController(scrollView: table, design: .twitter, refreshes: true)
        var refreshes = 0
        header.onRefresh = { refreshes += 1 }
        header.keepsHeaderCollapsed = true
        window.modelFrames(3)
        let frame = try #require(header.frame)
        let pinnedBottom = CGFloat(frame.bar.maxY)
        #expect(frame.layout.collapseProgress == 1, "collapsed from the first frame: \(frame.layout.collapseProgress)")
        #expect(Self.firstRowTop(table) == pinnedBottom, "first row at \(Self.firstRowTop(table)), pinned header ends at \(pinnedBottom)")
        let banner = Self.bannerBottom(header.headerView)
        table.modelBeginDrag()
        for _ in 0..<12 {
            table.modelDragMove(by: CGPoint(x: 0, y: 20))
            window.modelFrame()
            #expect(header.frame?.layout.collapseProgress == 1 && header.frame?.layout.stretch == 0, "held under the pull")
            #expect(Self.bannerBottom(header.headerView) == banner, "the banner stays pinned")
        }
        table.modelEndDrag(velocity: .zero)
        window.modelFrames(300)
        #expect(refreshes == 0 && header.frame?.refresh.phase == .idle, "no refresh")
        #expect(Self.firstRowTop(table) == pinnedBottom, "back under the pinned header: \(Self.firstRowTop(table))")
        header.keepsHeaderCollapsed = false
        window.modelFrames(3)
        #expect(Self.firstRowTop(table) == pinnedBottom && Self.bannerBottom(header.headerView) == banner, "let go, nothing moves")
        table.modelBeginDrag()
        for _ in 0..<8 {
            table.modelDragMove(by: CGPoint(x: 0, y: 20))
            window.modelFrame()
        }
        table.modelEndDrag(velocity: .zero)
        window.modelFrames(300)
        #expect(abs(header.frame?.offset ?? 99) < 1 && header.frame?.layout.collapseProgress == 0, "expanded at the top: offset \(String(describing: header.frame?.offset))")
    }

    @Test("Tabbed, kept collapsed, animated: the header collapses smoothly; switched to, a tab at its top shows its first row right under the pinned tab bar (a short one too)")
    func tabbedKeptCollapsed() throws {
        let scene = TabbedScene()
        scene.tabs.setKeepsHeaderCollapsed(true, animated: true)
        var offsets: [Double] = [0]
        for _ in 0..<60 {
            scene.window.modelFrame()
            offsets.append(scene.tabs.frame?.offset ?? -1)
        }
        #expect(scene.tabs.frame?.layout.collapseProgress == 1, "collapsed")
        let steps = zip(offsets, offsets.dropFirst()).map { $0.1 - $0.0 }
        #expect(steps.allSatisfy { $0 >= 0 && $0 <= offsets.last! / 4 }, "glides, never more than a quarter of the way in a frame: \(steps)")
        #expect(steps.filter { $0 > 0 }.count > 5, "over several frames")
        let pinnedBottom = CGFloat(try #require(scene.tabs.frame).tabBar.frame.maxY)
        for tab in [1, 2] {
            scene.tabs.select(tab, animated: false)
            scene.window.modelFrames(3)
            #expect(scene.tabs.frame?.layout.collapseProgress == 1, "tab \(tab) under the held header")
            #expect(Self.firstRowTop(scene.lists[tab]) == pinnedBottom,
                    "tab \(tab)'s first row at \(Self.firstRowTop(scene.lists[tab])), pinned tab bar ends at \(pinnedBottom)")
        }
    }
}
