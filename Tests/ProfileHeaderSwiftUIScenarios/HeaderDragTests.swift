import ProfileHeaderCore
@testable import ProfileHeaderSwiftUI
import Testing

/// Issue 20, defect 3: a drag that starts on the header's views — the details, most of the first
/// screen; the tab bar; the avatar — scrolls the list as a drag on the list would (those views lie
/// over the pager, so SwiftUI gives them the touch, not the scroll view).
@MainActor
@Suite struct HeaderDragTests {
    static var tabbed: ProfilePage { try! ProfilePage.tabbed(design: .twitter, tabCount: 3, refreshes: true) }

    @Test("Defect 3: a slow drag up on the details scrolls the list with the finger, and the header collapses")
    func dragScrolls() {
        let scene = PageScene(page: Self.tabbed)
        scene.dragHeader(by: -200, steps: 40, hold: 12)
        #expect(abs(scene.scrolled(0) - 200) < 0.5, "scrolled \(scene.scrolled(0))")
        #expect(scene.frame.layout.collapseProgress == 1)
        scene.frames(60)
        #expect(abs(scene.scrolled(0) - 200) < 0.5, "no momentum after a finger that stopped")
    }

    @Test("Defect 3: a flick on the header carries the list on with momentum, which a finger on the list stops")
    func flickCarriesOn() {
        let scene = PageScene(page: Self.tabbed)
        scene.dragHeader(by: -120, steps: 6)
        let released = scene.scrolled(0)
        scene.frames(10)
        let moving = scene.scrolled(0)
        #expect(moving > released + 20, "momentum: \(released) → \(moving)")
        scene.tap()
        let caught = scene.scrolled(0)
        scene.frames(30)
        #expect(scene.scrolled(0) == caught, "a finger on the list stops it")
    }

    @Test("Defect 3: a drag that starts sideways on the header moves nothing")
    func sidewaysMovesNothing() {
        let scene = PageScene(page: Self.tabbed)
        scene.dragHeader(by: -40, sideways: -120, steps: 10)
        scene.frames(30)
        #expect(scene.scrolled(0) == 0)
    }

    @Test("Defect 3: a drag down on the header scrolls back to the top and stops there")
    func dragBackStopsAtTheTop() {
        let scene = PageScene(page: Self.tabbed)
        scene.appScroll(to: 150)
        scene.frames(5)
        scene.dragHeader(by: 400, steps: 40, hold: 12)
        scene.frames(60)
        #expect(scene.scrolled(0) == 0)
        #expect(scene.headerOffset == 0)
    }
}
