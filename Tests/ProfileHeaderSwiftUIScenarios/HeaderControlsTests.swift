import ProfileHeaderCore
@testable import ProfileHeaderSwiftUI
import SwiftUIScrollModel
import Testing

/// Issue 46, defects 3, 4 and 6: what a user notices of the page's controls — rows never show
/// through a pinned tab bar, the bar buttons answer across their 44-point slot, VoiceOver reads the
/// header before the rows and can refresh.
@MainActor
@Suite struct HeaderControlsTests {
    static var tabbed: ProfilePage {
        ProfilePage.tabbed(design: .twitter, tabCount: 3, refreshes: true)
    }

    static func rect(_ rect: Rect) -> ModelRect {
        ModelRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }

    @Test("Defect 3: pinned, the rows under the app's tab bar do not show between its buttons")
    func tabBarIsOpaqueOncePinned() {
        let scene = PageScene(page: Self.tabbed)
        scene.drag(by: -900, steps: 30)
        scene.frames(90)
        let tabBar = scene.frame.tabBar.frame
        #expect(scene.frame.layout.collapseProgress == 1)
        // A row lies under the tab bar now; a point between two buttons' titles.
        let point = (x: tabBar.width / 3, y: tabBar.midY)
        let layers = [(frame: Self.rect(tabBar), isOpaque: PageTree.tabBarBacking != .none)]
        #expect(!modelContentShows(x: point.x, y: point.y, under: layers), "a row shows through the tab bar")
    }

    @Test("Defect 4: a bar button takes a tap anywhere in its 44-point slot, not only on its glyph")
    func barButtonsAnswerAcrossTheirSlot() {
        let scene = PageScene(page: Self.tabbed)
        let bar = scene.frame.bar
        #expect(bar.height >= 44)
        // The trailing slot, as HeaderLayers lays it out: square, bar-high, 8 points in from the edge.
        let slot = ModelRect(x: bar.maxX - 8 - bar.height, y: bar.minY, width: bar.height, height: bar.height)
        // An `ellipsis` glyph: about 20 × 5 points in the slot's centre.
        let glyph = ModelRect(x: slot.x + (slot.width - 20) / 2, y: slot.y + (slot.height - 5) / 2, width: 20, height: 5)
        let styled: ModelRect? = PageTree.barButtonHitArea == .slot ? slot : nil
        for (dx, dy) in [(4.0, 4.0), (slot.width - 4, slot.height - 4), (slot.width / 2, 8)] {
            #expect(modelButtonTakesTap(x: slot.x + dx, y: slot.y + dy, label: glyph, styledBody: styled),
                    "a tap \(dx), \(dy) into the slot")
        }
    }

    @Test("Defect 6: VoiceOver reads the header (name, details, tabs) before the tab's rows")
    func voiceOverReadsTheHeaderFirst() {
        // The page's ZStack declares the pager first (it lies under the header).
        let order = modelAccessibilityOrder([
            (name: "pager", sortPriority: PageTree.pagerAccessibilitySortPriority),
            (name: "header", sortPriority: PageTree.headerAccessibilitySortPriority),
        ])
        #expect(order == ["header", "pager"])
    }

    @Test("Defect 6: an accessibility action refreshes: the spinner shows, the app's action runs once, the page springs back")
    func accessibilityRefresh() {
        let scene = PageScene(page: Self.tabbed)
        scene.requestRefresh()
        #expect(scene.refreshRuns == 1)
        scene.frames(30)
        #expect(scene.frame.refresh.phase == .refreshing)
        scene.requestRefresh()
        #expect(scene.refreshRuns == 1, "a second request while refreshing runs nothing")
        scene.finishRefresh()
        scene.frames(120)
        #expect(scene.frame.refresh.phase == .idle)
        #expect(scene.headerOffset == 0)
    }

    @Test("Defect 7: a trackpad's two-finger scroll over the header scrolls the list and collapses the header")
    func trackpadOverTheHeader() {
        let scene = PageScene(page: Self.tabbed)
        scene.scrollHeader(by: 300)
        scene.frames(120)
        #expect(scene.scrolled(0) > 250, "the list scrolled \(scene.scrolled(0))")
        #expect(scene.frame.layout.collapseProgress == 1)
        scene.scrollHeader(by: -600)
        scene.frames(120)
        #expect(scene.headerOffset == 0, "and back to the top: \(scene.headerOffset)")
    }

    @Test("Defect 7: a trackpad flick over the header coasts on after the fingers lift, from where they left the list and at their speed (no surge), as far as UIScrollView's deceleration carries it — the same place whether UIKit ends the gesture at the lift or sends the momentum first",
          arguments: [false, true])
    func trackpadFlickOverTheHeaderCoasts(momentumAsChanges: Bool) {
        let scene = PageScene(page: Self.tabbed)
        scene.scrollHeader(by: 240, steps: 10)
        #expect(scene.scrolled(0) == 240, "the list where the fingers put it, every step drawn: \(scene.scrolled(0))")
        let scene2 = PageScene(page: Self.tabbed)
        scene2.flickHeader(by: 240, steps: 10, momentumAsChanges: momentumAsChanges)
        var previous = scene2.scrolled(0)
        var previousStep = 24.0  // the fingers' last step: 240 points over ten 120 Hz frames
        for _ in 0..<480 {
            scene2.frames(1)
            let step = scene2.scrolled(0) - previous
            #expect(step >= -0.01 && step <= previousStep + 0.01, "a frame moved \(step) after \(previousStep)")
            previousStep = step
            previous = scene2.scrolled(0)
        }
        // 2 880 points a second at UIScrollView's normal rate (0.998 a millisecond), down to the resting
        // speed: 1 435 points on.
        let coast = (2_880 - PageScroller.restingSpeed) / (1 - 0.998) / 1_000
        let tolerance = momentumAsChanges ? 20.0 : 5.0  // (sent as 120 Hz steps, the momentum sums a little short)
        #expect(abs(scene2.scrolled(0) - (240 + coast)) < tolerance,
                "the list came to rest \(scene2.scrolled(0)) points in, not \(240 + coast)")
        let moving = scene2.driver.needsAnimationFrames
        #expect(!moving, "at rest after 4 s")
        #expect(scene2.frame.layout.collapseProgress == 1)
    }

    @Test("Defect 7: two fingers put back on the trackpad catch the coasting list where it is (UIKit's recognizer begins), as they stop a scroll view's momentum")
    func trackpadCatchesTheCoast() {
        let scene = PageScene(page: Self.tabbed)
        scene.flickHeader(by: 240, steps: 10, momentumAsChanges: false)
        scene.frames(20)
        let caught = scene.scrolled(0)
        #expect(caught > 400, "coasting: \(caught)")
        scene.reportHeaderScroll(.trackpad, .began, translationY: 0)
        scene.frames(10)
        #expect(scene.frame.listInteraction == .dragging, "held by the fingers")
        scene.frames(50)
        #expect(abs(scene.scrolled(0) - caught) < 1, "caught at \(caught), now \(scene.scrolled(0))")
        #expect(scene.frame.listInteraction == .dragging, "still held while they rest")
    }

    @Test("Defect 7: resting fingers on the trackpad hold the list as a finger does: on a snapping page, half collapsed, the header glides to no snap point until they lift")
    func trackpadFingersRestingHoldTheList() {
        let scene = PageScene(page: ProfilePage.tabbed(design: .twitter, tabCount: 3, refreshes: true, snapping: .expandedOrCollapsed))
        scene.scrollHeader(by: 40, steps: 10)
        #expect(scene.headerOffset == 40)
        scene.frames(60)  // half a second, the fingers resting
        #expect(scene.headerOffset == 40 && scene.frame.listInteraction == .dragging,
                "held half collapsed: \(scene.headerOffset), \(scene.frame.listInteraction)")
        scene.reportHeaderScroll(.trackpad, .ended, translationY: -40, velocityY: 0)
        scene.frames(120)
        #expect(scene.headerOffset == 0 || scene.headerOffset == 87, "after the lift, on a snap point: \(scene.headerOffset)")
    }

    @Test("Defect 7: a mouse wheel over the header scrolls smoothly notch by notch, and a notch never flings (its recognizer's end carries no momentum)")
    func mouseWheelOverTheHeaderNeverFlings() {
        let scene = PageScene(page: Self.tabbed)
        scene.reportHeaderScroll(.mouseWheel, .began, translationY: 0)
        scene.reportHeaderScroll(.mouseWheel, .changed, translationY: -40)
        scene.frames(1)
        #expect(scene.scrolled(0) > 0 && scene.scrolled(0) < 40, "the notch's first frame, smoothed: \(scene.scrolled(0))")
        scene.reportHeaderScroll(.mouseWheel, .ended, translationY: -40, velocityY: -4_800)
        scene.frames(6)
        scene.wheelHeader(notches: 2, by: 40)
        scene.frames(120)
        #expect(scene.scrolled(0) == 120, "three 40-point notches: \(scene.scrolled(0))")
    }

    @Test("Defect 12: on iOS 26 the page's own bar buttons are Liquid Glass like the system's, with no second circle; before, the app's backdrop")
    func barButtonsMatchTheSystemsOnIOS26() {
        // What lies under a bar button the app gave a backdrop colour, as the page draws it.
        func circles(liquidGlass: Bool) -> [String] {
            switch PageTree.barButtonSurface(liquidGlass: liquidGlass) {
            case .glass: ["glass"]
            case .appBackdrop: ["backdrop"]
            }
        }
        #expect(circles(liquidGlass: true) == ["glass"], "beside the system's glass Back, a plain circle")
        #expect(circles(liquidGlass: false) == ["backdrop"])
    }
}
