import ProfileHeaderCore
@testable import ProfileHeaderSwiftUI
import SwiftUIScrollModel
import Testing

/// Issue 46, defect 9: what a frame costs the page — engine calls while nothing moves.
@MainActor
@Suite struct PerFrameCostTests {
    static var tabbed: ProfilePage {
        ProfilePage.tabbed(design: .twitter, tabCount: 3, refreshes: true)
    }

    @Test("Defect 9: a refresh holding still calls the engine on no display frame (SwiftUI's spinner turns by itself), and ends as before")
    func refreshHoldingStillTicksNothing() {
        let scene = PageScene(page: Self.tabbed)
        scene.drag(by: 200, steps: 20)
        scene.frames(120)
        #expect(scene.frame.refresh.phase == .refreshing)
        #expect(scene.frame.spinner.isSpinning)
        let calls = scene.driver.engineCalls
        scene.frames(120)
        #expect(scene.driver.engineCalls == calls, "\(scene.driver.engineCalls - calls) engine calls in a second of refresh")
        #expect(scene.frame.refresh.phase == .refreshing)
        scene.finishRefresh()
        scene.frames(120)
        #expect(scene.frame.refresh.phase == .idle)
        #expect(scene.headerOffset == 0)
    }

    /// View bodies SwiftUI evaluates per display frame, as the model counts them, in a scroll that
    /// collapses the header, a scroll of the pinned page, a pull, and a refresh holding still.
    static func bodyEvaluations(headerLayersCompared: Bool = true)
        -> (collapsing: Double, pinned: Double, pull: Double, refresh: Double) {
        func perFrame(_ scene: PageScene, frames: Int, _ run: () -> Void) -> Double {
            let start = scene.bodyEvaluations
            run()
            return Double(scene.bodyEvaluations - start) / Double(frames)
        }
        let scene = PageScene(page: tabbed)
        scene.countsBodyEvaluations = true
        scene.headerLayersCompared = headerLayersCompared
        let collapsing = perFrame(scene, frames: 60) { scene.drag(by: -240, steps: 60, lift: false) }
        let pinned = perFrame(scene, frames: 60) { scene.drag(by: -600, steps: 60, lift: false) }
        let pulled = PageScene(page: tabbed)
        pulled.countsBodyEvaluations = true
        pulled.headerLayersCompared = headerLayersCompared
        let pull = perFrame(pulled, frames: 60) { pulled.drag(by: 150, steps: 60, lift: false) }
        pulled.lift()
        pulled.frames(120)
        let refresh = perFrame(pulled, frames: 120) { pulled.frames(120) }
        return (collapsing, pinned, pull, refresh)
    }

    @Test("Defect 9: a scroll frame evaluates the header's container and only the layers whose values changed; a refresh holding still, none")
    func bodyEvaluationsPerFrame() {
        let figures = Self.bodyEvaluations()
        // The line Benchmarks/scripts/performance.py reads into docs/performance.md.
        print("body-evaluations: collapsing \(figures.collapsing) pinned \(figures.pinned) pull \(figures.pull) refresh \(figures.refresh)")
        // As before: one view reading the whole frame, every layer evaluated on every frame.
        let before = Self.bodyEvaluations(headerLayersCompared: false)
        print("body-evaluations before: collapsing \(before.collapsing) pinned \(before.pinned) pull \(before.pull)")
        #expect(figures.collapsing < before.collapsing - 2, "collapsing: \(figures.collapsing), before \(before.collapsing)")
        #expect(figures.pinned < before.pinned / 3, "pinned: \(figures.pinned), before \(before.pinned)")
        #expect(figures.pull < before.pull, "pull: \(figures.pull), before \(before.pull)")
        #expect(figures.refresh == 0, "refresh holding still: \(figures.refresh)")
    }
}
