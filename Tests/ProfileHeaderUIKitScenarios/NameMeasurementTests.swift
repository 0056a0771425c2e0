import ProfileHeaderCore
import ProfileHeaderUIKit
import Testing
import UIKit

/// Issue 21: the app says which of its views is the name, and the bar title arrives when that view
/// reaches the bar, wherever the details put it (no text padded to sit at the design's
/// `nameLabelContentY`).
@MainActor
@Suite struct NameMeasurementTests {
    /// The app's details as a frame-sized table header view 220 points tall with the name label
    /// `nameY` points down it.
    private func singleList(nameY: CGFloat, measured: Bool) -> (SingleListScene, UILabel) {
        let details = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 220))
        let name = UILabel()
        name.frame = CGRect(x: 16, y: nameY, width: 200, height: 24)
        details.addSubview(name)
        let scene = SingleListScene(rows: 60) { $0.tableHeaderView = details }
        if measured { scene.header?.nameView = name }
        scene.table.contentOffset.y = scene.table.modelMinimumOffset.y
        scene.window.modelFrames(2)
        return (scene, name)
    }

    /// The header offset (points scrolled from rest) at which `name`'s top meets the collapsed bar's
    /// bottom edge, measured on screen at rest.
    private func offsetWhereNameMeetsBar(_ name: UIView, bar: Rect) -> CGFloat {
        name.convert(CGPoint.zero, to: nil).y - CGFloat(bar.maxY)
    }

    /// Scrolls `scrollView` to `offset` points from rest and runs a frame.
    private func scroll(_ scrollView: UIScrollView, in window: UIWindow, toHeaderOffset offset: CGFloat, rest: CGFloat) {
        scrollView.contentOffset.y = rest + offset
        window.modelFrames(1)
    }

    @Test("Single list: the title starts when the measured name label reaches the bar, and is done one title travel later",
          arguments: [60.0, 120.0, 180.0])
    func singleListTitleMeetsTheName(nameY: Double) throws {
        let (scene, name) = singleList(nameY: CGFloat(nameY), measured: true)
        let header = try #require(scene.header)
        let rest = scene.table.contentOffset.y
        let meet = offsetWhereNameMeetsBar(name, bar: try #require(header.frame).bar)
        scroll(scene.table, in: scene.window, toHeaderOffset: meet - 1, rest: rest)
        #expect(header.frame?.layout.titleProgress == 0)
        // The label is where it was measured: its top is one point below the bar.
        #expect(name.convert(CGPoint.zero, to: nil).y == CGFloat(header.frame!.bar.maxY) + 1)
        scroll(scene.table, in: scene.window, toHeaderOffset: meet + 33 / 2, rest: rest)
        #expect(header.frame?.layout.titleProgress == 0.5)
        scroll(scene.table, in: scene.window, toHeaderOffset: meet + 33, rest: rest)
        #expect(header.frame?.layout.titleProgress == 1)
    }

    @Test("Single list, unmeasured (the old rule): the title follows the design's 242, not the label — early for a label lower down")
    func unmeasuredFollowsTheDesign() throws {
        let (scene, name) = singleList(nameY: 180, measured: false)
        let header = try #require(scene.header)
        let rest = scene.table.contentOffset.y
        let meet = offsetWhereNameMeetsBar(name, bar: try #require(header.frame).bar)
        scroll(scene.table, in: scene.window, toHeaderOffset: meet - 1, rest: rest)
        #expect(header.frame?.layout.titleProgress == 1, "the title is already in, the name still in sight")
    }

    @Test("A name view that is hidden, or taken out of the list, gives the design's timing back; shown again, its own")
    func hiddenOrRemovedNameView() throws {
        let (scene, name) = singleList(nameY: 180, measured: true)
        let header = try #require(scene.header)
        let rest = scene.table.contentOffset.y
        let meet = offsetWhereNameMeetsBar(name, bar: try #require(header.frame).bar)
        name.isHidden = true
        scroll(scene.table, in: scene.window, toHeaderOffset: meet - 1, rest: rest)
        #expect(header.frame?.layout.titleProgress == 1)
        name.isHidden = false
        scroll(scene.table, in: scene.window, toHeaderOffset: meet - 2, rest: rest)
        #expect(header.frame?.layout.titleProgress == 0)
        let parent = name.superview
        name.removeFromSuperview()
        scroll(scene.table, in: scene.window, toHeaderOffset: meet - 1, rest: rest)
        #expect(header.frame?.layout.titleProgress == 1)
        parent?.addSubview(name)
        scroll(scene.table, in: scene.window, toHeaderOffset: meet - 2, rest: rest)
        #expect(header.frame?.layout.titleProgress == 0)
    }

    @Test("The name view is not retained by the page")
    func notRetained() throws {
        var scene: SingleListScene?
        weak var weakName: UILabel?
        do {
            let name = UILabel()
            scene = SingleListScene(rows: 10) { $0.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100)) }
            scene?.header?.nameView = name
            weakName = name
        }
        #expect(weakName == nil)
        #expect(scene?.header?.nameView == nil)
        scene?.window.modelFrames(1)
    }

    @Test("Tabs: the title starts when the name label in the header's details reaches the bar, on whichever tab")
    func tabsTitleMeetsTheName() throws {
        let name = UILabel()
        let scene = TabbedScene { details in
            name.frame = CGRect(x: 16, y: 110, width: 200, height: 24)
            details.addSubview(name)
        }
        scene.tabs.nameView = name
        scene.window.modelFrames(1)
        let list = scene.lists[0]
        let rest = list.contentOffset.y
        let meet = offsetWhereNameMeetsBar(name, bar: try #require(scene.tabs.frame).bar)
        scroll(list, in: scene.window, toHeaderOffset: meet - 1, rest: rest)
        #expect(scene.tabs.frame?.layout.titleProgress == 0)
        #expect(name.convert(CGPoint.zero, to: nil).y == CGFloat(scene.tabs.frame!.bar.maxY) + 1)
        scroll(list, in: scene.window, toHeaderOffset: meet + 33 / 2, rest: rest)
        #expect(scene.tabs.frame?.layout.titleProgress == 0.5)
    }
}
