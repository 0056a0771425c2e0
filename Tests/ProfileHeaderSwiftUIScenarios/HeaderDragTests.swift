import ProfileHeaderCore
@testable import ProfileHeaderSwiftUI
import Testing

/// Issue 20, defect 3: a drag that starts on the header's views — the details, most of the first
/// screen; the tab bar; the avatar — scrolls the list as a drag on the list would (those views lie
/// over the pager, so SwiftUI gives them the touch, not the scroll view).
@MainActor
@Suite struct HeaderDragTests {
    static var tabbed: ProfilePage { ProfilePage.tabbed(design: .twitter, tabCount: 3, refreshes: true) }

    @Test("Defect 3: a slow drag up on the details scrolls the list with the finger, and the header collapses")
    func dragScrolls() {
        let scene = PageScene(page: Self.tabbed)
        // The list follows the finger once it has moved the engine's touch slop from where it went down.
        let followed = 200 - PageScroller.touchSlop
        scene.dragHeader(by: -200, steps: 40, hold: 12)
        #expect(abs(scene.scrolled(0) - followed) < 0.5, "scrolled \(scene.scrolled(0))")
        #expect(scene.frame.layout.collapseProgress == 1)
        scene.frames(60)
        #expect(abs(scene.scrolled(0) - followed) < 0.5, "no momentum after a finger that stopped")
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

    @Test("Defect 3: a drag that starts sideways on the header pages, as a swipe of the pager would, and scrolls nothing")
    func sidewaysPages() {
        let scene = PageScene(page: Self.tabbed)
        let width = scene.pageFrame.width
        // Past half a page and held still: the pager follows the finger, then settles on the next tab.
        scene.dragHeader(by: -20, sideways: -0.6 * width, steps: 20, hold: 12, lift: false)
        // (From where the finger crossed the touch slop.)
        let followed = 0.6 * width - PageScroller.touchSlop
        #expect(abs(scene.pager.contentOffset - followed) < 1, "the pager follows the finger: \(scene.pager.contentOffset)")
        scene.liftHeader()
        scene.frames(120)
        #expect(scene.scrolled(0) == 0, "nothing scrolled")
        #expect(scene.driver.selectedTab == 1 && scene.selection == 1)
        #expect(scene.pager.contentOffset == width)
        // A short drag back, held: back where it was.
        scene.dragHeader(by: 0, sideways: 0.3 * width, steps: 10, hold: 12)
        scene.frames(120)
        #expect(scene.driver.selectedTab == 1 && scene.pager.contentOffset == width)
        // A flick back: one tab on, though it moved less than half a page.
        scene.dragHeader(by: 0, sideways: 0.25 * width, steps: 4)
        scene.frames(120)
        #expect(scene.driver.selectedTab == 0 && scene.selection == 0 && scene.pager.contentOffset == 0)
    }

    @Test("Defect 3: right to left, a drag to the right on the header goes on a tab (the pages run from the right)")
    func sidewaysPagesRightToLeft() {
        let scene = PageScene(page: Self.tabbed, isRightToLeft: true)
        scene.dragHeader(by: 0, sideways: 0.25 * scene.pageFrame.width, steps: 4)
        scene.frames(120)
        #expect(scene.driver.selectedTab == 1)
    }

    @Test("Defect 3: a sideways drag on the header while it is pulled pages nothing (as the pager takes no swipe then)")
    func sidewaysWhilePulledPagesNothing() {
        let scene = PageScene(page: Self.tabbed)
        scene.drag(by: 60, lift: false)
        #expect(scene.frame.layout.stretch > 0)
        scene.dragHeader(by: 0, sideways: -200, steps: 10)
        #expect(scene.pager.contentOffset == 0 && scene.driver.selectedTab == 0)
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
