@testable import ProfileHeaderCore
import PropertyBased
import Testing

/// The tab pager under its old name, driven as the page drives it (test support: the page hands it
/// plain values, and takes a list event before it reads its list and an activation after).
typealias PageTabPager = TabPager

/// What the pager hands the page, in the order the page takes them (one per frame).
enum PagerEvent: Equatable {
    case tabWillAppear(Int)
    case tabDidBecomeActive(Int)
}

extension TabPager {
    init(activeTab: Int = 0, listsSideBySide: Bool) {
        self.init(activeTab: activeTab)
    }

    @discardableResult
    mutating func request(_ tab: Int, at time: Double, page: ProfilePage, state: ProfilePageState,
                          interaction: PageInteraction, animated: Bool = true) -> Bool {
        request(tab, at: time, tabCount: page.tabCount, canSwitch: Self.canSwitch(state),
                isRefreshing: state.refresh.phase == .refreshing, interaction: interaction, animated: animated)
    }

    mutating func requestDeferredTab(at time: Double, page: ProfilePage, state: ProfilePageState, interaction: PageInteraction) {
        requestDeferredTab(at: time, tabCount: page.tabCount, canSwitch: Self.canSwitch(state),
                           isRefreshing: state.refresh.phase == .refreshing, interaction: interaction)
    }

    mutating func track(measuredPagePosition: Double, interaction: PageInteraction, page: ProfilePage) {
        track(measuredPagePosition: measuredPagePosition, interaction: interaction, tabCount: page.tabCount)
    }

    /// The next event in the page's order: a list brought on screen first, then an activation, then
    /// a switch.
    mutating func takeEvent() -> PagerEvent? {
        if let tab = takeActivation() { return .tabDidBecomeActive(tab) }
        switch takeListEvent() {
        case let .willAppear(tab)?: return .tabWillAppear(tab)
        case let .didBecomeActive(tab)?: return .tabDidBecomeActive(tab)
        case nil: return nil
        }
    }

    /// Where a swipe of the platform's pager released at `pagePosition` with `velocity` (points per
    /// second toward later tabs) comes to rest, as the page answers ``ProfilePageIntent/pagerReleased(velocityX:)``.
    func releaseTarget(pagePosition: Double, velocity: Double, state: ProfilePageState) -> Double? {
        guard pagePosition.isFinite, velocity.isFinite, velocity != 0, let tabs = state.tabs else { return nil }
        return Double(tabs.settledTab(pagePosition: pagePosition, velocity: velocity))
    }

    private static func canSwitch(_ state: ProfilePageState) -> Bool {
        state.tabs.map { $0.canSwitchTabs(state.tabsState) } ?? true
    }
}

/// The tab pager for surfaces without a paging scroll view (the browser playground): when a tapped
/// tab may become active, how the pager moves to it, and the page events a switch sends.
@Suite("Page tab pager")
struct PageTabPagerTests {
    static let page = ProfilePage.tabbed(design: .twitter, tabCount: 4, refreshes: true)

    /// The page after one frame of a 3 000 pt list, at rest or pulled 300 pt by a finger.
    static func state(pulled: Bool = false) -> ProfilePageState {
        var state = ProfilePageState()
        let inset = 103.0
        let metrics = ProfilePageMetrics(
            contentOffsetY: -inset - (pulled ? 300 : 0), contentHeight: 3_000, viewportWidth: 393, viewportHeight: 852,
            contentInsetTop: inset, adjustedContentInsetTop: inset, safeAreaTop: 59,
            interaction: pulled ? .dragging : .idle)
        _ = page.frame(&state, metrics)
        if pulled {
            // Measured as drawn: the pull holds.
            _ = page.frame(&state, metrics)
        }
        return state
    }

    static let resting = state()

    /// Frames at 60 Hz from `start` to `end`, handing each position to `body`.
    static func run(_ pager: inout PageTabPager, from start: Double, to end: Double,
                    _ body: (inout PageTabPager, Double) -> Void = { _, _ in }) {
        var time = start
        while time < end {
            time += 1 / 60
            pager.advance(to: time)
            body(&pager, time)
        }
    }

    /// The position's velocity just before and just after `time`, in pages per second.
    static func velocities(_ pager: PageTabPager, before: PageTabPager, at time: Double) -> (Double, Double) {
        let h = 1e-4
        var earlier = before
        earlier.advance(to: time - h)
        var atTime = before
        atTime.advance(to: time)
        var later = pager
        later.advance(to: time + h)
        return ((atTime.pagePosition - earlier.pagePosition) / h, (later.pagePosition - pager.pagePosition) / h)
    }

    @Test("A tap switches: the position springs to the tab without overshoot and lands on it exactly")
    func tapSwitchesAndLands() {
        var pager = PageTabPager()
        let switched0 = pager.request(2, at: 0, page: Self.page, state: Self.resting, interaction: .idle)
        #expect(switched0)
        #expect(pager.activeTab == 2)
        #expect(pager.pagePosition == 0)
        #expect(pager.needsAnimationFrames)
        var previous = 0.0
        var frames = 0
        Self.run(&pager, from: 0, to: 2) { p, _ in
            #expect(p.pagePosition >= previous && p.pagePosition <= 2)
            previous = p.pagePosition
            if p.pagePosition != 2 { frames += 1 }
        }
        #expect(frames > 10 && frames < 60)   // a visible glide of well under a second
        #expect(pager.pagePosition == 2)
        _ = pager.takeEvent()
        _ = pager.takeEvent()
        #expect(!pager.needsAnimationFrames)
    }

    @Test("A second tap mid-spring turns without a jump in position or speed")
    func secondTapKeepsVelocity() {
        var pager = PageTabPager()
        pager.request(3, at: 0, page: Self.page, state: Self.resting, interaction: .idle)
        pager.advance(to: 0.05)
        let before = pager
        pager.advance(to: 0.1)
        let position = pager.pagePosition
        #expect(position > 0.3 && position < 3)
        let switched1 = pager.request(1, at: 0.1, page: Self.page, state: Self.resting, interaction: .idle)
        #expect(switched1)
        #expect(pager.pagePosition == position)
        let (speedBefore, speedAfter) = Self.velocities(pager, before: before, at: 0.1)
        #expect(speedBefore > 3)
        #expect(abs(speedAfter - speedBefore) < 0.2, "before \(speedBefore), after \(speedAfter) pages/s")
        var highest = position
        Self.run(&pager, from: 0.1, to: 2) { p, _ in highest = max(highest, p.pagePosition) }
        #expect(highest > position)   // it carried on toward 3 a little before turning back
        #expect(pager.pagePosition == 1)
    }

    @Test("A tap on the active tab, while the header is pulled, while a finger drags, or on a page without tabs does nothing")
    func refusals() throws {
        let pulled = Self.state(pulled: true)
        #expect(pulled.tabs.map { $0.canSwitchTabs(pulled.tabsState) } == false)
        let single = try ProfilePage(design: .twitter)
        let cases: [(Int, ProfilePage, ProfilePageState, PageInteraction)] = [
            (0, Self.page, Self.resting, .idle),
            (1, Self.page, pulled, .dragging),
            (1, Self.page, Self.resting, .dragging),
            (1, single, ProfilePageState(), .idle),
        ]
        for (tab, page, state, interaction) in cases {
            var pager = PageTabPager()
            let switched2 = pager.request(tab, at: 1, page: page, state: state, interaction: interaction)
            #expect(!switched2)
            #expect(pager.activeTab == 0 && pager.pagePosition == 0)
            let event3 = pager.takeEvent()
            #expect(event3 == nil)
            #expect(!pager.needsAnimationFrames && pager.deferredTab == nil)
        }
        // Decelerating after a release (not pulled) is not a drag: the switch happens.
        var pager = PageTabPager()
        let switched4 = pager.request(1, at: 1, page: Self.page, state: Self.resting, interaction: .decelerating)
        #expect(switched4)
    }

    @Test("A tap while the header springs back from a pull is kept and made once it is back; a drag or another tap drops it")
    func tapWhilePulledWaitsForTheHeader() {
        let pulled = Self.state(pulled: true)
        do {
            let interaction = PageInteraction.decelerating  // springing back: no finger, moving by itself
            var pager = PageTabPager()
            let switched = pager.request(2, at: 1, page: Self.page, state: pulled, interaction: interaction)
            #expect(!switched && pager.deferredTab == 2 && pager.activeTab == 0 && pager.needsAnimationFrames)
            pager.requestDeferredTab(at: 1.1, page: Self.page, state: pulled, interaction: interaction)
            #expect(pager.activeTab == 0 && pager.deferredTab == 2)  // still pulled: kept
            pager.requestDeferredTab(at: 1.4, page: Self.page, state: Self.resting, interaction: .idle)
            #expect(pager.activeTab == 2 && pager.deferredTab == nil)
            let events = [pager.takeEvent(), pager.takeEvent()]
            #expect(events == [.tabWillAppear(2), .tabDidBecomeActive(2)])
        }
        // A finger that drags the list meanwhile drops it: the user took the page back.
        var dragged = PageTabPager()
        _ = dragged.request(2, at: 1, page: Self.page, state: pulled, interaction: .decelerating)
        dragged.requestDeferredTab(at: 1.1, page: Self.page, state: pulled, interaction: .dragging)
        dragged.requestDeferredTab(at: 1.4, page: Self.page, state: Self.resting, interaction: .idle)
        let draggedEvent = dragged.takeEvent()
        #expect(dragged.deferredTab == nil && dragged.activeTab == 0 && draggedEvent == nil)
        // The last tap counts: back on the active tab, nothing waits; on another, that one does.
        var changed = PageTabPager()
        _ = changed.request(2, at: 1, page: Self.page, state: pulled, interaction: .decelerating)
        _ = changed.request(0, at: 1.05, page: Self.page, state: pulled, interaction: .decelerating)
        #expect(changed.deferredTab == nil)
        _ = changed.request(3, at: 1.1, page: Self.page, state: pulled, interaction: .decelerating)
        #expect(changed.deferredTab == 3)
        // Held still while pulled (no motion: a program, a refresh) it is refused, not kept.
        var held = PageTabPager()
        _ = held.request(2, at: 1, page: Self.page, state: pulled, interaction: .idle)
        #expect(held.deferredTab == nil)
        // Nothing kept: the call changes nothing.
        var idle = PageTabPager()
        idle.requestDeferredTab(at: 1, page: Self.page, state: Self.resting, interaction: .idle)
        #expect(idle == PageTabPager())
    }

    @Test("Under Reduce Motion the position jumps to the tab; a spring already running lands at once")
    func reduceMotionJumps() {
        var pager = PageTabPager()
        pager.reducesMotion = true
        pager.request(3, at: 0, page: Self.page, state: Self.resting, interaction: .idle)
        #expect(pager.pagePosition == 3)
        let event5 = pager.takeEvent()
        #expect(event5 == .tabWillAppear(3))
        let event6 = pager.takeEvent()
        #expect(event6 == .tabDidBecomeActive(3))
        #expect(!pager.needsAnimationFrames)

        var moving = PageTabPager()
        moving.request(2, at: 0, page: Self.page, state: Self.resting, interaction: .idle)
        moving.advance(to: 0.05)
        #expect(moving.pagePosition > 0 && moving.pagePosition < 2)
        moving.reducesMotion = true
        moving.advance(to: 0.06)
        #expect(moving.pagePosition == 2)
    }

    @Test("tabWillAppear is handed out first, tabDidBecomeActive on the next frame, then nothing")
    func eventsInOrder() {
        var pager = PageTabPager()
        let event7 = pager.takeEvent()
        #expect(event7 == nil)
        pager.request(1, at: 0, page: Self.page, state: Self.resting, interaction: .idle)
        let event8 = pager.takeEvent()
        #expect(event8 == .tabWillAppear(1))
        let event9 = pager.takeEvent()
        #expect(event9 == .tabDidBecomeActive(1))
        let event10 = pager.takeEvent()
        #expect(event10 == nil)

        // A switch asked for before the last one's activation went out waits for it.
        pager.request(2, at: 0.1, page: Self.page, state: Self.resting, interaction: .idle)
        let event11 = pager.takeEvent()
        #expect(event11 == .tabWillAppear(2))
        pager.request(3, at: 0.11, page: Self.page, state: Self.resting, interaction: .idle)
        let event12 = pager.takeEvent()
        #expect(event12 == .tabDidBecomeActive(2))
        let event13 = pager.takeEvent()
        #expect(event13 == .tabWillAppear(3))
        let event14 = pager.takeEvent()
        #expect(event14 == .tabDidBecomeActive(3))

        // Two taps before a frame: the later one wins; back to the list on screen, nothing is sent.
        pager.request(0, at: 0.2, page: Self.page, state: Self.resting, interaction: .idle)
        pager.request(1, at: 0.2, page: Self.page, state: Self.resting, interaction: .idle)
        let event15 = pager.takeEvent()
        #expect(event15 == .tabWillAppear(1))
        let event16 = pager.takeEvent()
        #expect(event16 == .tabDidBecomeActive(1))
        pager.request(2, at: 0.3, page: Self.page, state: Self.resting, interaction: .idle)
        pager.request(1, at: 0.3, page: Self.page, state: Self.resting, interaction: .idle)
        #expect(pager.activeTab == 1)
        let event17 = pager.takeEvent()
        #expect(event17 == nil)
        Self.run(&pager, from: 0.3, to: 3)
        #expect(pager.pagePosition == 1)
    }

    @Test("A new page state on the tab on screen: that list is the active one from the first frame; a tap kept on the old page is gone")
    func pageStateReset() {
        let list = ScrollViewModel(sections: [.init(headerHeight: 0, rowCount: 60, rowHeight: 50)])
        var harness = PageHarness(page: Self.page, lists: [list, list, list, list])
        harness.frame(.tabTapped(2, animated: false))
        harness.frame()
        #expect(harness.active == 2)
        // A new design: a new state, started on the tab on screen.
        var renewed = PageHarness(page: Self.page, lists: harness.lists)
        renewed.state = ProfilePageState(selectedTab: harness.lastFrame!.activeList)
        let first = renewed.frame()
        #expect(first.activeList == 2 && first.selectedTab == 2 && first.pagePosition == 2 && !first.selectedTabChanged)
        #expect(renewed.state.tabsState.selectedIndex == 2 && !first.needsAnimationFrames)
        // A first tab past the page's last reads as the last.
        var beyond = PageHarness(page: Self.page, lists: harness.lists)
        beyond.state = ProfilePageState(selectedTab: 9)
        #expect(beyond.frame().activeList == 3 && beyond.state.tabsState.selectedIndex == 3)
        // A page without tabs follows its only list.
        var single = PageHarness(page: try! ProfilePage(design: .twitter), lists: [list])
        single.state = ProfilePageState(selectedTab: 2)
        let only = single.frame()
        #expect(only.activeList == 0 && only.selectedTab == 0)
    }

    @Test("Times that are NaN, infinite or going back, and tabs out of range change nothing and stay finite")
    func hostileInputs() {
        var pager = PageTabPager()
        for tab in [-1, 4, 99, Int.max, Int.min] {
            let switched25 = pager.request(tab, at: 0, page: Self.page, state: Self.resting, interaction: .idle)
            #expect(!switched25)
        }
        let event26 = pager.takeEvent()
        #expect(event26 == nil && pager.pagePosition == 0)
        for time in [Double.nan, .infinity, -.infinity] {
            var p = PageTabPager()
            let switched27 = p.request(2, at: time, page: Self.page, state: Self.resting, interaction: .idle)
            #expect(switched27)
            p.advance(to: time)
            #expect(p.pagePosition.isFinite)
            p.advance(to: 0.1)
            #expect(p.pagePosition > 0 && p.pagePosition < 2)
            let held = p.pagePosition
            for bad in [Double.nan, .infinity, -.infinity, -5] {
                p.advance(to: bad)
                #expect(p.pagePosition == held)
            }
            p.advance(to: 5)
            #expect(p.pagePosition == 2)
        }
        var negative = PageTabPager(activeTab: -3)
        #expect(negative.activeTab == 0 && negative.pagePosition == 0)
        negative.track(measuredPagePosition: 1, interaction: .idle, tabCount: -2)
        let none = negative.takeEvent()
        #expect(negative.activeTab == 0 && negative.pagePosition == 0 && none == nil)
    }

    @Test("Any sequence of taps and frames: positions finite and near the tabs, events paired, and it lands on the active tab")
    func randomSequences() async {
        let steps = Gen.double(in: 0...1).array(of: 2...200)
        await propertyCheck(count: 300, input: steps, Gen.bool) { steps, reducesMotion in
            var pager = PageTabPager()
            var shown = 0
            var awaitingActivation: Int?
            var time = 0.0
            var pulled = false
            for pair in stride(from: 0, to: steps.count - 1, by: 2) {
                let (kind, value) = (steps[pair], steps[pair + 1])
                pager.reducesMotion = reducesMotion && kind < 0.05
                if kind < 0.5 {
                    time += value * 0.1
                    pager.advance(to: kind < 0.02 ? .nan : time)
                    // As a front end's frame does: a tap kept while pulled is made once it is not.
                    let deferred = pager.deferredTab
                    pager.requestDeferredTab(at: time, page: Self.page, state: pulled ? Self.pulledState : Self.resting,
                                             interaction: .idle)
                    #expect(pager.deferredTab == (pulled ? deferred : nil))
                    if let deferred, !pulled { #expect(pager.activeTab == deferred) }
                    let event = pager.takeEvent()
                    switch event {
                    case let .tabWillAppear(tab)?:
                        #expect(awaitingActivation == nil && tab != shown)
                        shown = tab
                        awaitingActivation = tab
                    case let .tabDidBecomeActive(tab)?:
                        #expect(awaitingActivation == tab)
                        awaitingActivation = nil
                    case nil:
                        #expect(awaitingActivation == nil)
                    default:
                        Issue.record("unexpected event \(String(describing: event))")
                    }
                } else if kind < 0.55 {
                    pulled.toggle()
                } else {
                    let tab = Int(value * 5.999) - 1   // −1 … 4: some out of range
                    let state = pulled ? Self.pulledState : Self.resting
                    let switched = pager.request(tab, at: time, page: Self.page, state: state,
                                                 interaction: kind > 0.95 ? .dragging : kind > 0.75 ? .decelerating : .idle)
                    #expect(!switched || (tab >= 0 && tab < 4 && !pulled && kind <= 0.95))
                    // Kept only a tap on another tab while the header springs back (pulled, moving by itself).
                    #expect((pager.deferredTab != nil) == (pulled && kind > 0.75 && kind <= 0.95 && tab >= 0 && tab < 4
                                                           && tab != pager.activeTab))
                }
                #expect(pager.pagePosition.isFinite && pager.pagePosition > -1 && pager.pagePosition < 4)
                #expect(pager.activeTab >= 0 && pager.activeTab < 4)
            }
            pager.advance(to: time + 10)
            pager.requestDeferredTab(at: time + 10, page: Self.page, state: Self.resting, interaction: .idle)  // the header is back
            pager.advance(to: time + 20)
            #expect(pager.deferredTab == nil)
            #expect(pager.pagePosition == Double(pager.activeTab))
            while let event = pager.takeEvent() {
                if case let .tabWillAppear(tab) = event { shown = tab }
            }
            #expect(shown == pager.activeTab)
            #expect(!pager.needsAnimationFrames)
        }
    }

    static let pulledState = state(pulled: true)

    // MARK: Lists side by side (UIKit's pager)

    /// Frames at 60 Hz: advance, track the scroll view (at `measured`, or where the pager put it),
    /// take the event; returns the events.
    static func sideBySideFrames(_ pager: inout PageTabPager, from start: Double, count: Int,
                                 measured: (Int) -> Double? = { _ in nil },
                                 interaction: (Int) -> PageInteraction = { _ in .idle }) -> [PagerEvent?] {
        (0..<count).map { frame in
            pager.advance(to: start + Double(frame + 1) / 60)
            pager.track(measuredPagePosition: measured(frame) ?? pager.drivenPagePosition ?? pager.pagePosition,
                        interaction: interaction(frame), page: Self.page)
            return pager.takeEvent()
        }
    }

    @Test("Side by side, a tap prepares the tapped tab, then every list the glide brings on screen, in the frame it first shows")
    func sideBySideTapPreparesPassedLists() {
        var pager = PageTabPager(listsSideBySide: true)
        pager.request(3, at: 0, page: Self.page, state: Self.resting, interaction: .idle)
        var prepared: [Int] = []
        var activated: [Int] = []
        var time = 0.0
        for _ in 0..<60 {
            time += 1 / 60
            pager.advance(to: time)
            pager.track(measuredPagePosition: .nan, interaction: .idle, page: Self.page)
            // Every list on screen now has been prepared (or is the followed one).
            let onScreen = Set([Int(pager.pagePosition), min(3, Int(pager.pagePosition) + (pager.pagePosition > Double(Int(pager.pagePosition)) ? 1 : 0))])
            switch pager.takeEvent() {
            case let .tabWillAppear(tab)?: prepared.append(tab)
            case let .tabDidBecomeActive(tab)?: activated.append(tab)
            default: break
            }
            for tab in onScreen where tab != 0 {
                #expect(prepared.contains(tab), "tab \(tab) on screen at \(pager.pagePosition) before it was prepared")
            }
        }
        #expect(Set(prepared).isSuperset(of: [1, 2, 3]))
        #expect(activated == [3])
        #expect(pager.followedTab == 3 && pager.pagePosition == 3 && pager.drivenPagePosition == 3)
        #expect(!pager.needsAnimationFrames)
        // At rest on 3 nothing more is handed out, and a swipe toward 2 prepares it again.
        let later = Self.sideBySideFrames(&pager, from: 1, count: 3, measured: { 3 - Double($0 + 1) * 0.1 }, interaction: { _ in .dragging })
        #expect(later.compactMap { $0 } == [.tabWillAppear(2)])
    }

    @Test("Side by side, a finger moves the pager: a glide stops, the position is the scroll view's, nothing is driven")
    func sideBySideFingerTakesOver() {
        var pager = PageTabPager(listsSideBySide: true)
        pager.request(2, at: 0, page: Self.page, state: Self.resting, interaction: .idle)
        _ = Self.sideBySideFrames(&pager, from: 0, count: 6)
        let position = pager.pagePosition
        #expect(position > 0 && position < 2)
        pager.advance(to: 0.2)
        pager.track(measuredPagePosition: position - 0.1, interaction: .dragging, page: Self.page)
        #expect(pager.pagePosition == position - 0.1)
        #expect(pager.drivenPagePosition == nil)
        pager.advance(to: 0.5)
        #expect(pager.pagePosition == position - 0.1)   // the glide stopped
        // Past the ends and not finite: clamped, ignored.
        pager.track(measuredPagePosition: -3, interaction: .dragging, page: Self.page)
        #expect(pager.pagePosition == 0)
        pager.track(measuredPagePosition: .infinity, interaction: .decelerating, page: Self.page)
        #expect(pager.pagePosition == 0)
        pager.track(measuredPagePosition: 9, interaction: .decelerating, page: Self.page)
        #expect(pager.pagePosition == 3)
    }

    @Test("Side by side, a swipe that comes to rest mid-page springs to the nearest tab, which becomes the active one")
    func sideBySideRestSpringsToNearestTab() {
        var pager = PageTabPager(listsSideBySide: true)
        // A finger drags from 0 to 0.7 and lets go with no velocity.
        let swipe = Self.sideBySideFrames(&pager, from: 0, count: 7, measured: { Double($0 + 1) * 0.1 }, interaction: { _ in .dragging })
        #expect(swipe.compactMap { $0 } == [.tabWillAppear(1)])
        #expect(pager.releaseTarget(pagePosition: 0.7, velocity: 0, state: Self.resting) == nil)
        var positions: [Double] = []
        var events: [PagerEvent] = []
        for frame in 0..<60 {
            pager.advance(to: 7.0 / 60 + Double(frame + 1) / 60)
            pager.track(measuredPagePosition: pager.drivenPagePosition ?? .nan, interaction: .idle, page: Self.page)
            pager.takeEvent().map { events.append($0) }
            positions.append(pager.pagePosition)
        }
        // Prepared during the swipe, so not again; then the first list, still on screen, is told to
        // match the list that now drives the header.
        #expect(events == [.tabDidBecomeActive(1), .tabWillAppear(0)])
        #expect(pager.activeTab == 1 && pager.followedTab == 1)
        #expect(zip([0.7] + positions, positions).allSatisfy { abs($1 - $0) < 0.1 }, "\(positions)")
        #expect(positions.last == 1)
        #expect(!pager.needsAnimationFrames)
    }

    @Test("Side by side, a fling's target is one page on; without velocity there is none")
    func sideBySideReleaseTarget() {
        let pager = PageTabPager(listsSideBySide: true)
        #expect(pager.releaseTarget(pagePosition: 0.2, velocity: 2_000, state: Self.resting) == 1)
        #expect(pager.releaseTarget(pagePosition: 1.8, velocity: -2_000, state: Self.resting) == 1)
        #expect(pager.releaseTarget(pagePosition: 0.2, velocity: 0, state: Self.resting) == nil)
        #expect(pager.releaseTarget(pagePosition: .nan, velocity: 2_000, state: Self.resting) == nil)
        #expect(pager.releaseTarget(pagePosition: 0.2, velocity: .infinity, state: Self.resting) == nil)
        #expect(pager.releaseTarget(pagePosition: 0.2, velocity: 2_000, state: ProfilePageState()) == nil)
    }

    @Test("A request that is not animated jumps, as under Reduce Motion; a page without tabs ignores tracking")
    func notAnimatedJumpsAndTrackingNeedsTabs() {
        var pager = PageTabPager(listsSideBySide: true)
        pager.request(2, at: 0, page: Self.page, state: Self.resting, interaction: .idle, animated: false)
        #expect(pager.pagePosition == 2)
        var oneList = PageTabPager()
        oneList.track(measuredPagePosition: 1.5, interaction: .dragging, tabCount: 0)
        #expect(oneList.pagePosition == 0 && oneList.drivenPagePosition == 0)
        #expect(oneList.takeEvent() == nil)
    }

    @Test("Side by side, a jump (not animated) tells the list it lands on first; a tap while a finger moves the pager is refused; a rest takes the measured position")
    func sideBySideReviewCases() {
        var jumping = PageTabPager(listsSideBySide: true)
        jumping.request(3, at: 0, page: Self.page, state: Self.resting, interaction: .idle, animated: false)
        let events = Self.sideBySideFrames(&jumping, from: 0, count: 4).compactMap { $0 }
        #expect(events.first == .tabWillAppear(3))
        #expect(events.contains(.tabDidBecomeActive(3)))
        #expect(!events.contains(.tabWillAppear(1)) && !events.contains(.tabWillAppear(2)), "\(events)")

        var swiping = PageTabPager(listsSideBySide: true)
        _ = Self.sideBySideFrames(&swiping, from: 0, count: 3, measured: { Double($0 + 1) * 0.2 }, interaction: { _ in .decelerating })
        let refused = !swiping.request(3, at: 0.1, page: Self.page, state: Self.resting, interaction: .idle)
        #expect(refused)
        #expect(swiping.activeTab == 0)
        // It comes to rest where UIKit put it (0.99), not where the last moving frame was (0.6).
        swiping.advance(to: 0.2)
        swiping.track(measuredPagePosition: 0.99, interaction: .idle, page: Self.page)
        #expect(swiping.pagePosition == 0.99 && swiping.activeTab == 1)
    }

    /// Plays `steps` (pairs of kind and value) on a side-by-side pager: frames (with a finger
    /// dragging or not, or a measurement that is not a number), the finger going down or up, tab
    /// requests — checking after each step that it is finite and in range and that no tab becomes
    /// active before its list was prepared. Returns the pager and the time reached. With `traced`,
    /// a failure message carries the whole story.
    static func playSideBySide(_ steps: [Double], traced: Bool = false) -> (pager: PageTabPager, time: Double) {
        var pager = PageTabPager(listsSideBySide: true)
        var time = 0.0
        var dragging = false
        var fingerPosition = 0.0
        // The lists told about since the last activation: a tab becomes active only after its list was.
        var prepared: Set<Int> = []
        var log: [String] = []
        for pair in stride(from: 0, to: steps.count - 1, by: 2) {
            let (kind, value) = (steps[pair], steps[pair + 1])
            if kind < 0.6 {
                time += value * 0.05
                pager.advance(to: time)
                if dragging { fingerPosition = min(3.5, max(-0.5, fingerPosition + (value - 0.5) * 0.6)) }
                pager.track(measuredPagePosition: dragging ? fingerPosition : (kind < 0.03 ? .nan : pager.drivenPagePosition ?? 0),
                            interaction: dragging ? .dragging : .idle, page: Self.page)
                let event = pager.takeEvent()
                if traced { log.append("frame at \(pager.pagePosition), active \(pager.activeTab), followed \(pager.followedTab): \(String(describing: event))") }
                switch event {
                case let .tabWillAppear(tab)?:
                    #expect(tab >= 0 && tab < 4)
                    prepared.insert(tab)
                case let .tabDidBecomeActive(tab)?:
                    #expect(prepared.contains(tab), "tab \(tab) activated, prepared \(prepared)\n\(log.joined(separator: "\n"))")
                    prepared = []
                default: break
                }
            } else if kind < 0.75 {
                dragging.toggle()
                fingerPosition = pager.pagePosition
                if traced { log.append(dragging ? "finger down at \(fingerPosition)" : "finger up") }
            } else {
                let tab = Int(value * 5.999) - 1
                let accepted = pager.request(tab, at: time, page: Self.page, state: Self.resting, interaction: .idle)
                if traced { log.append("request \(tab): \(accepted)") }
            }
            #expect(pager.pagePosition.isFinite && pager.pagePosition >= 0 && pager.pagePosition <= 3)
            #expect(pager.activeTab >= 0 && pager.activeTab < 4 && pager.followedTab >= 0 && pager.followedTab < 4)
        }
        return (pager, time)
    }

    @Test("Side by side: the sequence the random check once shrank to — no tab becomes active before its list was prepared")
    func sideBySideShrunkSequence() {
        // A tap on tab 2 while a finger holds the pager at tab 0, then a drag to 0.5 and a release.
        _ = Self.playSideBySide([
            0.0, 0.0, 0.6, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.6, 0.0, 0.0, 0.0, 0.0, 0.0, 0.75,
            0.5000833472245375, 0.6, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.6310869356078364, 0.0, 0.7238810199652813, 0.0,
            0.8502884954104662, 0.0, 0.98961054913876, 0.75, 0.0, 0.75, 0.0, 0.0, 0.9717996665443227, 0.6, 0.0, 0.0, 0.0,
        ], traced: true)
    }

    @Test("Side by side, any sequence of taps, drags and frames: finite, in range, events paired, at rest on the active tab")
    func sideBySideRandomSequences() async {
        let steps = Gen.double(in: 0...1).array(of: 2...200)
        await propertyCheck(count: 300, input: steps) { steps in
            var (pager, time) = Self.playSideBySide(steps)
            // Let go and leave it: it rests on its active tab, following that tab's list.
            var frame = 0
            while frame < 600 {
                frame += 1
                pager.advance(to: time + Double(frame) / 60)
                pager.track(measuredPagePosition: pager.drivenPagePosition ?? pager.pagePosition, interaction: .idle, page: Self.page)
                _ = pager.takeEvent()
            }
            #expect(pager.pagePosition == Double(pager.activeTab))
            #expect(pager.followedTab == pager.activeTab)
            #expect(!pager.needsAnimationFrames)
        }
    }
}

/// A release of the platform's pager may reach the page inside the platform's callback (the pager
/// still reads dragging) or in the next layout pass (UIKit's front end queues it there: the pager
/// already reads at rest when the finger lifted without velocity). Either way the pager comes to rest
/// on a tab.
@Suite("Page tab pager: a release read after its callback")
struct PagerReleaseReadLateTests {
    static let page = ProfilePage.tabbed(design: .twitter, tabCount: 3)

    static func metrics(pagerX: Double, pager: PageInteraction, time: Double) -> ProfilePageMetrics {
        ProfilePageMetrics(contentOffsetY: -103, contentHeight: 3_000, viewportWidth: 390, viewportHeight: 844,
                           contentInsetTop: 103, adjustedContentInsetTop: 103, safeAreaTop: 47, time: time,
                           pagerContentOffsetX: pagerX, pagerInteraction: pager)
    }

    @Test("Held 120 pt into the next page and lifted without velocity, read at rest: the page springs the pager back to the first tab",
          arguments: [PageInteraction.dragging, .idle])
    func releaseWithoutVelocitySettles(readAs pagerAtRelease: PageInteraction) {
        var state = ProfilePageState()
        var time = 0.0
        _ = Self.page.frame(&state, Self.metrics(pagerX: 0, pager: .idle, time: time))
        var x = 0.0
        for _ in 0..<6 {
            time += 1 / 60
            x += 20
            _ = Self.page.frame(&state, Self.metrics(pagerX: x, pager: .dragging, time: time))
        }
        time += 1 / 60
        var frame = Self.page.frame(&state, Self.metrics(pagerX: x, pager: pagerAtRelease, time: time), .pagerReleased(velocityX: 0))
        if pagerAtRelease == .dragging {
            // Read inside the callback: the platform reports its pager at rest in a frame of its own.
            time += 1 / 60
            frame = Self.page.frame(&state, Self.metrics(pagerX: x, pager: .idle, time: time))
        }
        // Then frames come only while the page asks for them (a display link): nothing else moves.
        var frames = 0
        x = frame.pagerContentOffsetX ?? x
        while frame.needsAnimationFrames, frames < 120 {
            time += 1 / 60
            frames += 1
            frame = Self.page.frame(&state, Self.metrics(pagerX: x, pager: .idle, time: time))
            x = frame.pagerContentOffsetX ?? x
        }
        #expect(x == 0, "the pager rests on the first tab: \(x)")
        #expect(!frame.needsAnimationFrames, "and stays there")
        #expect(frame.selectedTab == 0)
    }
}
