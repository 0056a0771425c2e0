#if canImport(Glibc)
import Glibc
#endif
import ProfileHeaderCore
import ProfileHeaderUIKit
import Testing
import UIKit

/// What a scroll frame costs the views: the writes the front end makes to the views it draws with
/// (frames, transforms, alphas, visibility, layer properties), counted by the model while a finger
/// drags the page through its collapse and on, 10 points per frame for 40 frames. A write that sets
/// the value a view already has is a defect. `scripts/check-uikit-model.sh` hands the figures to
/// `Benchmarks/scripts/view-writes.py`, which checks them against `Benchmarks/budgets.json` and the
/// README's Performance section.
@MainActor
@Suite struct ViewWritesTests {
    /// The writes of each layout pass while `scrollView` is dragged up `frames` × 10 points from rest.
    static func dragThroughCollapse(_ scrollView: UIScrollView, in window: UIWindow, frames: Int = 40) -> [ModelViewWrites] {
        scrollView.modelBeginDrag()
        window.modelFrame()
        var tallies: [ModelViewWrites] = []
        for _ in 0..<frames {
            scrollView.modelDragMove(by: CGPoint(x: 0, y: -10))
            ModelViewWrites.reset()
            window.modelFrame()
            tallies.append(ModelViewWrites.tally)
        }
        scrollView.modelEndDrag(velocity: .zero)
        return tallies
    }

    /// Writes the figures as JSON to `$PHK_VIEW_WRITES_DIR/<name>.json`, when that is set.
    static func report(_ name: String, _ tallies: [ModelViewWrites]) {
        guard let directory = getenv("PHK_VIEW_WRITES_DIR").map({ String(cString: $0) }) else { return }
        func sum(_ kind: KeyPath<ModelViewWrites, Int>) -> Int { tallies.reduce(0) { $0 + $1[keyPath: kind] } }
        let json = """
            {"frames": \(tallies.count), "total": \(sum(\.total)), "maximum": \(tallies.map(\.total).max() ?? 0), \
            "unchanged": \(sum(\.unchanged)), "geometry": \(sum(\.geometry)), "transforms": \(sum(\.transforms)), \
            "alphas": \(sum(\.alphas)), "hiddens": \(sum(\.hiddens)), "layers": \(sum(\.layers))}

            """
        guard let file = fopen("\(directory)/\(name).json", "w") else { return }
        fputs(json, file)
        fclose(file)
    }

    @Test("Single list: a scroll frame writes only what moved (no write sets a value a view already has)")
    func singleList() {
        let scene = SingleListScene()
        let tallies = Self.dragThroughCollapse(scene.table, in: scene.window)
        Self.report("singleList", tallies)
        #expect(tallies.allSatisfy { $0.unchanged == 0 })
        // Something moves on every frame of the collapse: the header follows the bounds.
        #expect(tallies.allSatisfy { $0.total > 0 })
    }

    @Test("Tabbed page: a scroll frame writes only what moved; pinned, it writes nothing")
    func tabbed() {
        let scene = TabbedScene()
        let tallies = Self.dragThroughCollapse(scene.lists[0], in: scene.window)
        Self.report("tabbed", tallies)
        #expect(tallies.allSatisfy { $0.unchanged == 0 })
        #expect(tallies.last?.total == 0)
    }
}
