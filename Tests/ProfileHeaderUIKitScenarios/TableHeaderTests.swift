import ProfileHeaderCore
import ProfileHeaderUIKit
import Testing
import UIKit

/// Issue 19, defect 5: the app's own table header view shows under the page's header, at its own
/// height, however the app sized it.
@MainActor
@Suite struct TableHeaderTests {
    /// A table the app gave `appHeader` before attaching the page, in a window, laid out twice.
    private func scene(_ appHeader: UIView) -> (SingleListScene, UITableView) {
        let scene = SingleListScene(rows: 30) { $0.tableHeaderView = appHeader }
        // At rest at the top (see tabbedPageFirstAppearsAtRest).
        scene.table.contentOffset.y = scene.table.modelMinimumOffset.y
        scene.window.modelFrames(2)
        return (scene, scene.table)
    }

    /// Where the expanded header ends, in the window: the app's header should start there.
    private func headerBottom(_ scene: SingleListScene) throws -> CGFloat {
        CGFloat(try #require(scene.header?.frame?.hitMap.covered).maxY)
    }

    @Test("Defect 5: a frame-sized table header the table already had keeps its height, right under the header")
    func frameSizedHeader() throws {
        let appHeader = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 150))
        let (scene, table) = scene(appHeader)
        #expect(appHeader.superview != nil)
        #expect(appHeader.frame.height == 150)
        #expect(appHeader.frame.width == 390)
        let top = appHeader.convert(CGPoint.zero, to: nil).y
        #expect(top == (try headerBottom(scene)))
        // The rows start under it.
        #expect(table.contentSize.height == CGFloat(scene.header!.topSpacerHeight) + 150 + 30 * 44)
        withExtendedLifetime(scene) {}
    }

    @Test("Defect 5: a table header sized by Auto Layout stays under the header (Auto Layout does not put it back at the top)")
    func autoLayoutHeader() throws {
        let appHeader = UIView()
        appHeader.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([appHeader.heightAnchor.constraint(equalToConstant: 120)])
        let (scene, table) = scene(appHeader)
        #expect(appHeader.frame.height == 120)
        #expect(appHeader.frame.width == 390)
        let top = appHeader.convert(CGPoint.zero, to: nil).y
        #expect(top == (try headerBottom(scene)))
        // Another layout pass of the header's container changes nothing.
        appHeader.superview?.setNeedsLayout()
        scene.window.modelFrames(2)
        #expect(appHeader.convert(CGPoint.zero, to: nil).y == (try headerBottom(scene)))
        #expect(table.contentSize.height == CGFloat(scene.header!.topSpacerHeight) + 120 + 30 * 44)
    }

    @Test("Defect 5: detaching gives the table its header back, where the app had it")
    func detachGivesTheHeaderBack() {
        let appHeader = UIView()
        appHeader.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([appHeader.heightAnchor.constraint(equalToConstant: 120)])
        let (scene, table) = scene(appHeader)
        scene.header?.detach()
        scene.window.modelFrames(2)
        #expect(table.tableHeaderView === appHeader)
        #expect(appHeader.frame.minY == 0)
        #expect(table.contentSize.height == CGFloat(120 + 30 * 44))
    }
}

/// Issue 45, defect 11: a window resized live (iPad Split View, Stage Manager, a Mac window) changes
/// the table's width every frame; setting `tableHeaderView` lays the whole table out again, so the
/// page sets it only when the header's height changed.
@MainActor
@Suite struct TableHeaderResizeTests {
    @Test("Defect 11: a live resize sets the table's header view only when its height changes; the app's header follows the width",
          arguments: [false, true])
    func liveResizeKeepsTheHeaderView(autoLayout: Bool) throws {
        let appHeader: UIView
        if autoLayout {
            appHeader = UIView()
            appHeader.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([appHeader.heightAnchor.constraint(equalToConstant: 120)])
        } else {
            appHeader = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 120))
        }
        let scene = SingleListScene(rows: 30) { $0.tableHeaderView = appHeader }
        let header = try #require(scene.table.tableHeaderView)
        let assignments = scene.table.modelTableHeaderViewAssignments
        for step in 1...20 {
            // Narrower (a Slide Over width): the banner keeps the design's height (wider, it would
            // keep its proportions, and the header's height would change every frame).
            scene.table.frame.size.width = 390 - CGFloat(step) * 5
            scene.window.modelFrame()
            #expect(appHeader.frame.width == scene.table.bounds.width, "the app's header at the table's width (step \(step))")
        }
        #expect(scene.table.modelTableHeaderViewAssignments == assignments, "the header view was set again during the resize")
        #expect(scene.table.tableHeaderView === header)
        #expect(header.frame.height == CGFloat(scene.header!.topSpacerHeight) + 120)
        #expect(appHeader.frame.minY == CGFloat(scene.header!.topSpacerHeight), "still right under the spacer")
    }

    @Test("Defect 11: a header that grows when the width changes is set again, once per change of height")
    func heightChangeSetsItAgain() throws {
        let appHeader = MeasuredView(height: 120)
        let scene = SingleListScene(rows: 30) { $0.tableHeaderView = appHeader }
        let assignments = scene.table.modelTableHeaderViewAssignments
        appHeader.measuredHeight = 150   // a bio that takes more lines when narrower
        scene.table.frame.size.width = 320
        scene.window.modelFrames(2)
        #expect(scene.table.modelTableHeaderViewAssignments == assignments + 1)
        #expect(scene.table.tableHeaderView?.frame.height == CGFloat(scene.header!.topSpacerHeight) + 150)
    }
}
