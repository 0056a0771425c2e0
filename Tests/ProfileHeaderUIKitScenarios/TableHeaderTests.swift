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
