import ProfileHeaderCore
@testable import ProfileHeaderSwiftUI
import SwiftUIScrollModel
import Testing

/// Issue 46, defect 9: what a frame costs the page — engine calls while nothing moves.
@MainActor
@Suite struct PerFrameCostTests {
    static var tabbed: ProfilePage {
        try! ProfilePage.tabbed(design: .twitter, tabCount: 3, refreshes: true)
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
}
