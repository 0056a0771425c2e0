import ProfileHeaderCore
@testable import ProfileHeaderSwiftUI
import Testing

/// Issue 20, defects 6, 9 and 10: the app's first selection, what counts as a release, and tab
/// switches made by the engine's pager.
@MainActor
@Suite struct ReleaseAndTabTests {
    static let twitter = ProfileHeaderConfiguration.twitter
    static func tabbed(refreshes: Bool = false, snapping: PageSnapping = .none) -> ProfilePage {
        ProfilePage.tabbed(design: twitter, tabCount: 3, refreshes: refreshes, snapping: snapping)
    }

    /// The page at rest on `tab`: the pager there, that tab's list followed, the app's selection and
    /// the indicator under it.
    static func expectOn(_ scene: PageScene, tab: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(scene.pager.contentOffset == scene.pageFrame.width * Double(tab), sourceLocation: sourceLocation)
        #expect(scene.followedTab == tab, sourceLocation: sourceLocation)
        #expect(scene.selection == tab, sourceLocation: sourceLocation)
        let third = scene.pageFrame.width / 3
        #expect(abs(scene.frame.tabIndicator.midX - third * (Double(tab) + 0.5)) < 1, sourceLocation: sourceLocation)
    }

    // MARK: Defect 6

    @Test("Defect 6: the page starts on the app's selection")
    func startsOnTheSelection() {
        let scene = PageScene(page: Self.tabbed(), selection: 2)
        Self.expectOn(scene, tab: 2)
        #expect(scene.headerOffset == 0)
    }

    // MARK: Defect 9

    @Test("Defect 9: a tap on a row is not a release — a snapping page the app scrolled half-way stays put")
    func tapIsNotARelease() {
        let scene = PageScene(page: Self.tabbed(snapping: .expandedOrCollapsed))
        scene.appScroll(to: 40)
        scene.frames(30)
        #expect(scene.scrolled(0) == 40)
        scene.tap()
        scene.frames(60)
        #expect(scene.scrolled(0) == 40, "the tap moved the list to \(scene.scrolled(0))")
    }

    @Test("Defect 9: a fling on a snapping page lands on the snap point in one motion, whichever callback comes first")
    func snapsWhateverTheOrder() {
        for order in [PageScene.ReleaseOrder.targetFirst, .phaseFirst] {
            let scene = PageScene(page: Self.tabbed(snapping: .expandedOrCollapsed))
            // 10 points up at 120 points a second: it would come to rest 70 points down, between the
            // ends; the deceleration heads for the nearer, collapsed snap point (87 points down) itself.
            scene.drag(by: -10, steps: 10, order: order)
            #expect(scene.tabs[0].motionTarget.map { $0 + scene.tabs[0].contentInsetStart } == 87, "\(order)")
            scene.frames(90)
            #expect(scene.frame.layout.collapseProgress == 1, "\(order)")
        }
    }

    @Test("Defect 9: whatever the target's coordinates and the velocity's unit (undocumented), a snapping fling lands on the snap point in one motion and a pager fling goes one page on")
    func releasesWhateverTheConventions() {
        for insetAdjusted in [false, true] {
            for scale in [1.0, 0.001] {
                let label = "rect \(insetAdjusted ? "inset-adjusted" : "as the offset"), velocity ×\(scale)"
                let scene = PageScene(page: Self.tabbed(snapping: .expandedOrCollapsed),
                                      targetRectIsInsetAdjusted: insetAdjusted, reportedVelocityScale: scale)
                scene.drag(by: -10, steps: 10)
                #expect(scene.tabs[0].motionTarget.map { $0 + scene.tabs[0].contentInsetStart } == 87, "\(label)")
                scene.frames(90)
                #expect(scene.frame.layout.collapseProgress == 1, "\(label)")
                scene.swipe(by: 120, steps: 6)
                scene.frames(90)
                Self.expectOn(scene, tab: 1)
            }
        }
    }

    @Test("Defect 9: SwiftUI asking again while the content decelerates gets the same answer")
    func reaskGetsTheSameAnswer() {
        let scene = PageScene(page: Self.tabbed(snapping: .expandedOrCollapsed))
        scene.drag(by: -10, steps: 10)
        scene.frames(3)
        let list = scene.tabs[0]
        // Asked again mid-deceleration with the content's natural end from here: still the snap point.
        let again = scene.ask(0, list.contentOffset, 0)
        #expect(again + list.contentInsetStart == 87)
    }

    @Test("Defect 9: an ask while a finger still holds a pull past the threshold (a size change) commits nothing")
    func askUnderAFingerCommitsNothing() {
        let scene = PageScene(page: Self.tabbed(refreshes: true))
        scene.drag(by: 400, steps: 20, lift: false)
        _ = scene.ask(0, scene.tabs[0].contentOffset, 0)
        scene.frames(5)
        #expect(scene.refreshRuns == 0, "the refresh started with the finger down")
        scene.lift()
        #expect(scene.refreshRuns == 1)
    }

    @Test("Defect 9: a release SwiftUI sends only as a phase change still snaps (the page glides once it rests)")
    func snapsWithoutTheBehavior() {
        let scene = PageScene(page: Self.tabbed(snapping: .expandedOrCollapsed))
        scene.drag(by: -25, steps: 25, lift: false)
        scene.drag(by: 0, steps: 1, order: .withoutTarget)
        scene.frames(120)
        #expect(scene.frame.layout.collapseProgress == 0)
    }

    @Test("Defect 9: a finger that catches a snap glide holds the content still")
    func fingerHoldsAGlide() {
        let scene = PageScene(page: Self.tabbed(snapping: .expandedOrCollapsed))
        scene.drag(by: -25, steps: 25, lift: false)
        scene.drag(by: 0, steps: 12)       // released at rest, 25 points down: it glides back to 0
        scene.frames(3)
        let caught = scene.scrolled(0)
        #expect(caught > 0 && caught < 25, "gliding: \(caught)")
        scene.tabs[0].touchDown()
        scene.update()
        scene.frames(40)
        #expect(scene.scrolled(0) == caught, "the content moved under a still finger: \(caught) → \(scene.scrolled(0))")
    }

    // MARK: Defect 10

    @Test("Defect 10: a tab tapped in the app's tab bar glides the pager there over several frames; tabs passed get the header's offset")
    func tapGlides() {
        let scene = PageScene(page: Self.tabbed())
        scene.appScroll(to: 50)
        scene.frames(5)
        scene.select(2)
        var positions: [Double] = []
        for _ in 0..<90 {
            scene.frames(1)
            positions.append(scene.pager.contentOffset / scene.pageFrame.width)
            if positions.last! > 0.5, positions.last! < 1.5 {
                #expect(scene.scrolled(1) == 50, "tab 1 passed at page \(positions.last!)")
            }
        }
        #expect(positions.filter { $0 > 0 && $0 < 2 }.count >= 8, "a glide, not a jump: \(positions)")
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 })
        Self.expectOn(scene, tab: 2)
        #expect(scene.scrolled(2) == 50)
        #expect(scene.headerOffset == 50)
    }

    @Test("Defect 10: under Reduce Motion a tapped tab shows at once")
    func reduceMotionJumps() {
        let scene = PageScene(page: Self.tabbed(), reducesMotion: true)
        scene.select(1)
        scene.frames(2)
        Self.expectOn(scene, tab: 1)
    }

    @Test("Defect 10: while the header is pulled, a tap on a tab is refused and the pager takes no swipe")
    func noSwitchWhilePulled() {
        let scene = PageScene(page: Self.tabbed(refreshes: true))
        scene.drag(by: 60, steps: 6, lift: false)
        #expect(scene.frame.layout.stretch > 0)
        #expect(!scene.driver.pagerTakesSwipes)
        scene.select(1)
        scene.frames(30)
        #expect(scene.selection == 0, "the app's selection goes back to the tab on screen")
        #expect(scene.followedTab == 0)
        #expect(scene.pager.contentOffset == 0)
        scene.lift()
        scene.frames(90)
        #expect(scene.driver.pagerTakesSwipes)
        scene.select(1)
        scene.frames(90)
        Self.expectOn(scene, tab: 1)
    }

    @Test("Defect 10: while a refresh runs, the pager takes no swipe and a tab tap waits (issue 44: it was dropped); after it, the tap is made")
    func noSwitchWhileRefreshing() {
        let scene = PageScene(page: Self.tabbed(refreshes: true))
        scene.drag(by: 400, steps: 20)
        scene.frames(90)   // the pull settles on the spinner's held room
        #expect(scene.frame.refresh.phase == .refreshing)
        #expect(!scene.driver.pagerTakesSwipes)
        scene.select(1)
        scene.frames(90)
        #expect(scene.selection == 1, "the app's selection stays on the tapped tab while it waits")
        #expect(scene.followedTab == 0 && scene.pager.contentOffset == 0, "the lists wait for the header")
        scene.finishRefresh()
        scene.frames(240)  // the header springs back, then the pager glides
        #expect(scene.frame.refresh.phase == .idle)
        #expect(scene.driver.pagerTakesSwipes)
        Self.expectOn(scene, tab: 1)
        #expect(scene.headerOffset == 0)
    }

    @Test("Defect 10: a slow swipe released part-way springs to the nearer tab; a fling goes one page on")
    func swipes() {
        let scene = PageScene(page: Self.tabbed())
        scene.swipe(by: 150, steps: 60)
        scene.frames(90)
        Self.expectOn(scene, tab: 0)
        scene.swipe(by: 120, steps: 6)
        scene.frames(90)
        Self.expectOn(scene, tab: 1)
    }
}

/// Issue 46, defect 11: the app changes the page (another tab count, refresh on or off) while the
/// reader is down a tab.
@MainActor
@Suite struct AdoptedPageTests {
    @Test("A new tab count keeps each remaining tab where it was, and the header as it was")
    func tabCountChangeKeepsPositions() {
        let three = ProfilePage.tabbed(design: .twitter, tabCount: 3)
        let scene = PageScene(page: three)
        scene.drag(by: -600, steps: 30)
        scene.frames(120)
        let before = scene.scrolled(0)
        #expect(before > 300)
        #expect(scene.frame.layout.collapseProgress == 1)
        scene.adopt(ProfilePage.tabbed(design: .twitter, tabCount: 4))
        #expect(scene.driver.tabCount == 4)
        #expect(abs(scene.scrolled(0) - before) < 0.5, "the tab read on stays at \(before), not \(scene.scrolled(0))")
        #expect(scene.frame.layout.collapseProgress == 1, "the header stays pinned")
    }
}
