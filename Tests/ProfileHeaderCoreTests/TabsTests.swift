import PropertyBased
import Testing

@testable import ProfileHeaderCore

/// Twitter's four tabs under the `.twitter` header on an 852 pt tall phone with an 83 pt tab bar.
/// The header settles at H = 317 (where the tab bar pins; the title and blur are done by 172).
@Suite("Tabs sharing one header")
struct TabsTests {
    let header = ProfileHeaderConfiguration.twitter
    let tabs = try! TabsConfiguration.profile(
        header: .twitter, tabWidths: [70, 80, 72, 64], viewportHeight: 852, contentInsetBottom: 83,
        tabBarLeadingInset: 16, tabSpacing: 8
    )

    /// The shared header's layout for the state.
    func headerLayout(_ state: TabsState) -> ProfileHeaderLayout {
        header.layout(at: tabs.headerOffset(state))
    }

    /// Switches from the active tab to `tab` the way an adapter does, and returns the state.
    func switched(_ state: TabsState, to tab: Int) -> TabsState {
        var state = state
        tabs.prepareToShow(tab, in: &state)
        tabs.select(tab, in: &state)
        return state
    }

    @Test("The header settles where the tab bar pins")
    func settleDistance() {
        #expect(header.sharedHeaderCollapseDistance == 317)
        #expect(tabs.collapseDistance == 317)
        #expect(tabs.contentInsetTop == 464)
    }

    @Test("Switching tabs never moves the header by a single point",
          arguments: [0.0, 40, 87, 150, 316.5, 317, 900, 5_000])
    func headerNeverMoves(_ activeOffset: Double) {
        for (from, to) in [(0, 1), (1, 0), (0, 3), (3, 2)] {
            for otherOffset in [0.0, 120, 317, 2_400] {  // the other tab shallower or deeper
                var state = tabs.makeState(selectedIndex: from)
                tabs.select(to, in: &state)
                tabs.recordActiveOffset(otherOffset, in: &state)
                tabs.select(from, in: &state)
                tabs.recordActiveOffset(activeOffset, in: &state)
                let before = headerLayout(state)
                let after = switched(state, to: to)
                #expect(headerLayout(after) == before, "offset \(activeOffset), \(from) → \(to), other at \(otherOffset)")
                #expect(after.offsets[from] == max(-ProfileHeaderLayout.offsetLimit, activeOffset), "the active tab's offset is never rewritten")
            }
        }
    }

    @Test("Partly collapsed: the incoming tab takes the current collapse")
    func partlyCollapsed() {
        var state = tabs.makeState()
        tabs.recordActiveOffset(150, in: &state)
        #expect(tabs.prepareToShow(2, in: &state) == 150)
        #expect(state.offsets[2] == 150)
    }

    @Test("Collapsed: repeated switches keep each tab's own saved position")
    func savedPositionsSurvive() {
        var state = tabs.makeState()
        tabs.recordActiveOffset(2_000, in: &state)
        state = switched(state, to: 1)
        #expect(state.offsets[1] == 317)  // never scrolled: brought to the settled header
        tabs.recordActiveOffset(900, in: &state)
        state = switched(state, to: 0)
        #expect(state.offsets[0] == 2_000)
        state = switched(state, to: 1)
        #expect(state.offsets[1] == 900)
        state = switched(state, to: 0)
        #expect(state.offsets[0] == 2_000)
    }

    @Test("Overscroll stays with its tab, and no switch starts while the header is stretched")
    func overscrollStays() {
        var state = tabs.makeState()
        tabs.recordActiveOffset(-60, in: &state)
        #expect(!tabs.canSwitchTabs(state), "switching now would drop the stretch")
        #expect(tabs.prepareToShow(1, in: &state) == 0, "the other tab gets rest, never a pull")
        #expect(tabs.headerOffset(state) == -60)
        tabs.recordActiveOffset(0, in: &state)  // the pull springs back
        #expect(tabs.canSwitchTabs(state))
    }

    @Test("Preparing the active tab changes nothing")
    func activeTabUntouched() {
        var state = tabs.makeState()
        tabs.recordActiveOffset(420, in: &state)
        #expect(tabs.prepareToShow(0, in: &state) == 420)
        #expect(state.offsets[0] == 420)
    }

    @Test("Short and empty lists get the padding that lets them settle the header")
    func shortLists() {
        var state = tabs.makeState()
        for (tab, height) in [(0, 3_000.0), (1, 200), (2, 0), (3, 700)] {
            tabs.setContentHeight(height, ofTab: tab, in: &state)
        }
        for tab in 0..<4 {
            let padded = state.contentHeights[tab] + tabs.bottomPadding(ofTab: tab, in: state)
            let maximumOffset = padded + tabs.contentInsetTop + tabs.contentInsetBottom - tabs.viewportHeight
            #expect(maximumOffset >= tabs.collapseDistance - 1e-9, "tab \(tab) can settle the header")
        }
        #expect(tabs.bottomPadding(ofTab: 0, in: state) == 0, "a long list needs none")
        #expect(tabs.bottomPadding(ofTab: 2, in: state) == 317 - (464 + 83 - 852))
        tabs.setContentHeight(.nan, ofTab: 1, in: &state)
        #expect(state.contentHeights[1] == 0)
    }

    @Test("The indicator slides between tabs of different widths by the swipe fraction")
    func indicator() throws {
        #expect(tabs.tabFrame(0) == Rect(x: 16, y: 0, width: 70, height: 44))
        #expect(tabs.tabFrame(1) == Rect(x: 94, y: 0, width: 80, height: 44))
        #expect(tabs.indicatorFrame(pagePosition: 0) == Rect(x: 16, y: 41, width: 70, height: 3))
        #expect(tabs.indicatorFrame(pagePosition: 0.5) == Rect(x: 55, y: 41, width: 75, height: 3))
        #expect(tabs.indicatorFrame(pagePosition: 1) == Rect(x: 94, y: 41, width: 80, height: 3))
        #expect(tabs.indicatorFrame(pagePosition: 3) == tabs.indicatorFrame(pagePosition: 7))
        #expect(tabs.indicatorFrame(pagePosition: -1) == tabs.indicatorFrame(pagePosition: 0))
        #expect(tabs.indicatorFrame(pagePosition: .nan) == tabs.indicatorFrame(pagePosition: 0))
    }

    @Test("A swipe settles on the nearest page; a fast fling goes one page, never two")
    func settling() {
        #expect(tabs.settledTab(pagePosition: 1.3, velocity: 0) == 1)
        #expect(tabs.settledTab(pagePosition: 1.6, velocity: 0) == 2)
        #expect(tabs.settledTab(pagePosition: 1.1, velocity: 3_000) == 2)  // 3000 pt/s at 0.99 travels 297 pt
        // A slow release travels a few points (100 pt/s: 10 pt, a fortieth of a page): the nearer tab.
        #expect(tabs.settledTab(pagePosition: 1.3, velocity: 100) == 1)
        #expect(tabs.settledTab(pagePosition: 1.7, velocity: -100) == 2)
        #expect(tabs.settledTab(pagePosition: 1.1, velocity: 30_000) == 2)
        #expect(tabs.settledTab(pagePosition: 1.9, velocity: -3_000) == 1)
        #expect(tabs.settledTab(pagePosition: 3, velocity: 9_000) == 3)
        #expect(tabs.settledTab(pagePosition: 0, velocity: -9_000) == 0)
    }

    @Test("Random tab sets and switch sequences never move the header")
    func randomSwitches() async {
        let events = Gen.double(in: 0...1).array(of: 2...120)
        await propertyCheck(count: 300, input: Gen.int(in: 1...40), events) { count, events in
            let tabs = try! TabsConfiguration(
                tabWidths: Array(repeating: 60, count: count), tabBarHeight: 44,
                collapseDistance: 317, viewportHeight: 852, contentInsetTop: 464, pageWidth: 393)
            var state = tabs.makeState()
            for pair in stride(from: 0, to: events.count - 1, by: 2) {
                let (kind, value) = (events[pair], events[pair + 1])
                if kind < 0.6 {
                    tabs.recordActiveOffset(-200 + value * 3_000, in: &state)
                } else if tabs.canSwitchTabs(state) {
                    let target = Int(value * Double(count - 1) + 0.5)
                    let before = self.header.layout(at: tabs.headerOffset(state))
                    let previousOffsets = state.offsets
                    let active = state.selectedIndex
                    tabs.prepareToShow(target, in: &state)
                    tabs.select(target, in: &state)
                    #expect(self.header.layout(at: tabs.headerOffset(state)) == before)
                    #expect(state.offsets[active] == previousOffsets[active])
                    for tab in 0..<count where tab != target {
                        #expect(state.offsets[tab] == previousOffsets[tab], "only the incoming tab is written")
                    }
                }
            }
        }
    }

    @Test("A state made for fewer tabs is adapted: the new tabs start at rest, nothing traps")
    func stateForFewerTabsIsAdapted() throws {
        let two = try TabsConfiguration(tabWidths: [60, 60], tabBarHeight: 44, collapseDistance: 317,
                                        viewportHeight: 852, contentInsetTop: 464, pageWidth: 393)
        var state = two.makeState(selectedIndex: 1)
        two.recordActiveOffset(2_000, in: &state)
        two.setContentHeight(5_000, ofTab: 1, in: &state)
        // The app gained two tabs and kept its state.
        #expect(tabs.headerOffset(state) == 317)
        #expect(tabs.canSwitchTabs(state))
        #expect(tabs.bottomPadding(ofTab: 3, in: state) == 317 - (464 + 83 - 852), "a tab the state lacks reads as empty")
        #expect(tabs.prepareToShow(3, in: &state) == 317)
        #expect(state.offsets == [0, 2_000, 0, 317])
        #expect(state.contentHeights == [0, 5_000, 0, 0])
        tabs.select(3, in: &state)
        #expect(state.selectedIndex == 3)
        #expect(tabs.headerOffset(state) == 317)
    }

    @Test("A state made for more tabs is adapted: the extra tabs are dropped, the selection clamped")
    func stateForMoreTabsIsAdapted() throws {
        let six = try TabsConfiguration(tabWidths: Array(repeating: 60, count: 6), tabBarHeight: 44, collapseDistance: 317,
                                        viewportHeight: 852, contentInsetTop: 464, pageWidth: 393)
        var state = six.makeState(selectedIndex: 5)
        six.recordActiveOffset(150, in: &state)
        #expect(tabs.headerOffset(state) == 0, "the selected tab reads as the last tab, which is at rest")
        tabs.recordActiveOffset(80, in: &state)
        #expect(state.selectedIndex == 3)
        #expect(state.offsets == [0, 0, 0, 80] && state.contentHeights == [0, 0, 0, 0])
        #expect(tabs.headerOffset(state) == 80)
    }

    @Test("Indices out of range (negative, past the end, extreme) mean the nearest tab")
    func indicesOutOfRange() {
        var state = tabs.makeState()
        tabs.recordActiveOffset(150, in: &state)
        #expect(tabs.prepareToShow(-1, in: &state) == 150, "tab −1 is the first tab, the active one")
        #expect(tabs.prepareToShow(Int.max, in: &state) == 150)
        #expect(state.offsets == [150, 0, 0, 150])
        tabs.select(Int.min, in: &state)
        #expect(state.selectedIndex == 0)
        tabs.select(99, in: &state)
        #expect(state.selectedIndex == 3)
        tabs.setContentHeight(.infinity, ofTab: -7, in: &state)
        #expect(state.contentHeights[0] == 0)
        #expect(tabs.bottomPadding(ofTab: Int.min, in: state) == tabs.bottomPadding(ofTab: 0, in: state))
        #expect(tabs.tabFrame(Int.min) == tabs.tabFrame(0) && tabs.tabFrame(Int.max) == tabs.tabFrame(3))
        #expect(tabs.indicatorFrame(pagePosition: .infinity) == tabs.indicatorFrame(pagePosition: 3))
        #expect(tabs.indicatorFrame(pagePosition: -.infinity) == tabs.indicatorFrame(pagePosition: 0))
        #expect(tabs.settledTab(pagePosition: .nan, velocity: .nan) == 0)
        #expect(tabs.settledTab(pagePosition: .infinity, velocity: .infinity) == 3)
    }

    @Test("Any state, made for any number of tabs, given to any operation never traps; outputs stay finite")
    func anyStateAnyOperation() async {
        let events = Gen.double(in: 0...1).array(of: 2...80)
        await propertyCheck(count: 300, input: Gen.int(in: 1...12), Gen.int(in: 1...12), events) { count, stateCount, events in
            func configuration(_ count: Int) -> TabsConfiguration {
                try! TabsConfiguration(tabWidths: (0..<count).map { 40 + Double($0 % 3) * 10 }, tabBarHeight: 44,
                                       collapseDistance: 317, viewportHeight: 852, contentInsetTop: 464, pageWidth: 393)
            }
            let tabs = configuration(count)
            let other = configuration(stateCount)
            var state = other.makeState(selectedIndex: stateCount - 1)
            other.recordActiveOffset(events[0] * 4_000 - 500, in: &state)
            let extremes: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 0]
            func index(_ value: Double) -> Int {
                [Int.min, -1, 0, count - 1, count, Int.max, Int(value * Double(count + 4)) - 2][Int(value * 6.999)]
            }
            for pair in stride(from: 0, to: events.count - 1, by: 2) {
                let (kind, value) = (events[pair], events[pair + 1])
                let number = value < 0.2 ? extremes[Int(value * 29.99)] : value * 6_000 - 1_000
                switch Int(kind * 6.999) {
                case 0: tabs.recordActiveOffset(number, in: &state)
                case 1: #expect(tabs.prepareToShow(index(value), in: &state).isFinite)
                case 2: tabs.select(index(value), in: &state)
                case 3: tabs.setContentHeight(number, ofTab: index(value), in: &state)
                case 4: #expect(tabs.bottomPadding(ofTab: index(value), in: state).isFinite)
                case 5:
                    let frame = tabs.indicatorFrame(pagePosition: number)
                    #expect(frame.minX.isFinite && frame.width.isFinite && frame.width > 0)
                    #expect((0..<count).contains(tabs.settledTab(pagePosition: number, velocity: number)))
                default:
                    // The state is handed back to the configuration it was made for.
                    other.recordActiveOffset(number, in: &state)
                    _ = other.prepareToShow(index(value), in: &state)
                }
                #expect(tabs.headerOffset(state).isFinite)
                _ = tabs.canSwitchTabs(state)
                #expect(state.offsets.allSatisfy(\.isFinite) && state.contentHeights.allSatisfy(\.isFinite))
                #expect(state.offsets.count == state.contentHeights.count)
                #expect(state.offsets.indices.contains(state.selectedIndex))
            }
        }
    }

    @Test("Impossible tab configurations are rejected naming the field")
    func validation() {
        func error(_ build: () throws(TabsConfigurationError) -> TabsConfiguration) -> TabsConfigurationError? {
            do { _ = try build(); return nil } catch { return error }
        }
        func make(widths: [Double] = [60, 60], indicatorHeight: Double = 3, inset: Double = 0, collapse: Double = 300,
                  viewport: Double = 800, page: Double = 393) -> () throws(TabsConfigurationError) -> TabsConfiguration {
            { () throws(TabsConfigurationError) in
                try TabsConfiguration(tabWidths: widths, tabBarHeight: 44, indicatorHeight: indicatorHeight,
                                      indicatorHorizontalInset: inset, collapseDistance: collapse,
                                      viewportHeight: viewport, contentInsetTop: 400, pageWidth: page)
            }
        }
        #expect(error(make(widths: [])) == TabsConfigurationError(field: .tabWidths, rule: .mustNotBeEmpty))
        #expect(error(make(widths: [60, 0])) == TabsConfigurationError(field: .tabWidths, index: 1, rule: .mustBePositive))
        #expect(error(make(indicatorHeight: 50)) == TabsConfigurationError(field: .indicatorHeight, rule: .mustNotExceedBarHeight))
        #expect(error(make(inset: 30)) == TabsConfigurationError(field: .indicatorHorizontalInset, rule: .mustLeaveWidth))
        #expect(error(make(collapse: 0)) == TabsConfigurationError(field: .collapseDistance, rule: .mustBePositive))
        #expect(error(make(viewport: .nan)) == TabsConfigurationError(field: .viewportHeight, rule: .mustBeFinite))
        #expect(error(make(page: -1)) == TabsConfigurationError(field: .pageWidth, rule: .mustBePositive))
        #expect(error(make()) == nil)
    }
}
