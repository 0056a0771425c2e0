import ProfileHeaderCore
@testable import ProfileHeaderSwiftUI
import Testing

/// Issue 20, defect 1: the page at rest shows the header expanded, and a pull, a refresh, snapping
/// and a short tab work from there — whatever insets SwiftUI applies to the tabs, since the page
/// reads them from each tab's scroll geometry instead of assuming them.
@MainActor
@Suite struct RestTests {
    static let twitter = ProfileHeaderConfiguration.twitter
    static func tabbed(refreshes: Bool = false, snapping: PageSnapping = .none) -> ProfilePage {
        ProfilePage.tabbed(design: twitter, tabCount: 3, refreshes: refreshes, snapping: snapping)
    }

    /// The header expanded and every element at its rest frame; the followed tab at the top of its
    /// content (the others are given their offsets as they come on screen).
    static func expectExpanded(_ scene: PageScene, sourceLocation: SourceLocation = #_sourceLocation) {
        let frame = scene.frame
        #expect(scene.headerOffset == 0, sourceLocation: sourceLocation)
        #expect(frame.layout.collapseProgress == 0, sourceLocation: sourceLocation)
        #expect(frame.layout.stretch == 0, sourceLocation: sourceLocation)
        #expect(frame.banner.frame == frame.banner.restFrame, sourceLocation: sourceLocation)
        #expect(frame.avatar.frame == frame.avatar.restFrame, sourceLocation: sourceLocation)
        #expect(frame.details.frame == frame.details.restFrame, sourceLocation: sourceLocation)
        #expect(frame.tabBar.frame == frame.tabBar.restFrame, sourceLocation: sourceLocation)
        #expect(scene.scrolled(scene.followedTab) == 0, "at the top of its content", sourceLocation: sourceLocation)
    }

    @Test("Defect 1: the page appears with the header expanded, the avatar overhanging the banner")
    func appearsExpanded() {
        let scene = PageScene(page: Self.tabbed())
        Self.expectExpanded(scene)
        // The banner's bottom is the design's (190 pt from the top of the screen) and the avatar hangs 40 below it.
        #expect(scene.frame.banner.frame.maxY == 190)
        #expect(scene.frame.avatar.frame.maxY == 230)
    }

    @Test("Defect 1: the insets SwiftUI applies are measured — the tabs taking in the safe area rest expanded too")
    func measuresTheInsets() {
        let scene = PageScene(page: Self.tabbed(), tabsTakeInSafeArea: true)
        Self.expectExpanded(scene)
    }

    @Test("Defect 1: a pull stretches the banner from the first point, by what the content moved")
    func pullStretchesAtOnce() {
        let scene = PageScene(page: Self.tabbed())
        scene.drag(by: 30, steps: 3, lift: false)
        let pulled = -scene.scrolled(0)
        #expect(pulled > 10)
        #expect(abs(scene.frame.layout.stretch - pulled) < 0.5, "stretch \(scene.frame.layout.stretch), pulled \(pulled)")
        scene.lift()
        scene.frames(60)
        Self.expectExpanded(scene)
    }

    @Test("Defect 1: a refresh pulled past the threshold runs, holds the spinner, and the page springs back expanded")
    func refreshCycle() {
        let scene = PageScene(page: Self.tabbed(refreshes: true))
        scene.drag(by: 400, steps: 20)
        #expect(scene.refreshRuns == 1)
        scene.frames(60)
        #expect(scene.frame.refresh.phase == .refreshing)
        #expect(scene.frame.refresh.heldInset > 0)
        scene.finishRefresh()
        scene.frames(120)
        #expect(scene.frame.refresh.phase == .idle)
        Self.expectExpanded(scene)
    }

    @Test("Defect 1: a snapping page released part-way comes to rest at the nearer end, expanded or collapsed")
    func snapsToTheNearerEnd() {
        // The twitter design collapses over 87 points: 20 is nearer expanded, 60 nearer collapsed.
        for (distance, expected) in [(20.0, 0.0), (60.0, 1.0)] {
            let scene = PageScene(page: Self.tabbed(snapping: .expandedOrCollapsed))
            scene.drag(by: -distance, steps: 40, lift: false)
            scene.drag(by: 0, steps: 1)   // the finger stops, then lifts: no velocity
            scene.frames(120)
            #expect(scene.frame.layout.collapseProgress == expected, "released after \(distance) pt")
        }
    }

    @Test("Defect 1: a tab shorter than the screen still scrolls far enough to pin the header")
    func shortTabPins() {
        let scene = PageScene(page: Self.tabbed(), rows: [120, 120, 120])
        scene.drag(by: -600, steps: 30)
        scene.frames(90)
        #expect(scene.frame.layout.collapseProgress == 1)
        #expect(scene.frame.tabBar.frame.minY == scene.driver.state.configuration?.collapsedHeight)
    }
}
