// Everything a frame does for the tabs, in one place: the tab pager moved on (a tapped tab, a tap
// that waits for the header, the platform's pager or the page's own swipe), the lists the switch
// brings on screen, the offsets the tabs keep, the strip and its indicator, and what each list is
// given. A tab behaviour is changed here (and in TabPager, TabSwipe, TabStripHold and the tabs'
// configuration this calls).

/// The tabs as this frame moves them.
struct FrameTabs {
    /// What the pager tells the page about its lists this frame.
    var event: TabEvent?
    /// For ``ProfilePageIntent/pagerReleased(velocityX:)``: the tab the platform's pager should come
    /// to rest on, in tabs; nil to leave the platform's target.
    var pagerTarget: Double?
    /// The tab strip's offset while the user scrolls it by hand, in points; nil when they do not.
    var tabStripOffsetX: Double?
}

extension ProfilePage {
    /// The move stage for the tabs: the tab pager moved on to this frame, a tapped tab asked for
    /// (the selected one scrolls its list to the top), a tap that waited made once the header is
    /// back, the pager measured (the page's own swipe, else the platform's pager), and the list event
    /// the pager hands out. Uses the state as the last frame left it (whether the tabs may switch).
    @inline(__always)
    func moveTabs(_ state: inout ProfilePageState, _ metrics: ProfilePageMetrics, _ adaptation: PageAdaptation,
                  _ intent: ProfilePageIntent, list: FrameList) -> FrameTabs {
        var tabs = FrameTabs(tabStripOffsetX: list.tabStripOffsetX)
        guard adaptation.hasTabs else {
            // No tabs in force (a width too small to lay them out, say): there is nothing for the
            // page's own swipe to page, and it ends (it waited for a frame with tabs to settle in).
            if state.gestures.isSwiping { state.gestures.swipe = nil }
            return tabs
        }
        state.tabPager.reducesMotion = metrics.reducesMotion
        state.tabPager.advance(to: metrics.time)
        let isTabIntent: Bool
        switch intent {
        case .tabTapped, .pagerReleased, .pointer: isTabIntent = true
        default: isTabIntent = false
        }
        // A pager at rest that no finger moves and no tap asks for stays at rest: nothing to do.
        if !isTabIntent, state.tabPager.isAtRest, !state.gestures.isSwiping, metrics.pagerInteraction == .idle {
            return tabs
        }
        movePager(&tabs, &state, metrics, adaptation, intent, list: list)
        return tabs
    }

    /// The tab pager moved on by the intent and measured, for ``moveTabs(_:_:_:_:list:)`` when it
    /// has something to do: the tapped tab asked for, a released pager's target, a tap that waited,
    /// the pager tracked, and the list event it hands out.
    private func movePager(_ tabs: inout FrameTabs, _ state: inout ProfilePageState, _ metrics: ProfilePageMetrics,
                           _ adaptation: PageAdaptation, _ intent: ProfilePageIntent, list: FrameList) {
        let geometry = adaptation.tabsGeometry
        let tabCount = geometry.tabCount
        let canSwitch = geometry.canSwitchTabs(state.tabsState)
        let isRefreshing = state.refresh.phase == .refreshing
        switch intent {
        case let .tabTapped(tab, animated):
            // (The selected tab again scrolls its list to its first row, then to the page's top: the move
            // stage's, ``moveList``.)
            if !Self.isRetap(tab, state) {
                state.tabPager.request(tab, at: metrics.time, tabCount: tabCount, canSwitch: canSwitch, isRefreshing: isRefreshing,
                                       interaction: list.interaction, animated: animated)
            }
        case let .pagerReleased(velocityX):
            // One page on for a flick; without velocity the platform's own target stands.
            let width = metrics.viewportWidth
            if let x = metrics.pagerContentOffsetX, x.isFinite, velocityX.isFinite, velocityX != 0 {
                let leading = metrics.pagerCountsFromLeadingEdge
                let position = PageAdaptation.pagePosition(contentOffsetX: x, pageWidth: width, adaptation, fromLeadingEdge: leading)
                let velocity = PageAdaptation.tabVelocity(contentVelocityX: velocityX, adaptation, fromLeadingEdge: leading)
                tabs.pagerTarget = Double(geometry.settledTab(pagePosition: position, velocity: velocity))
            }
        default:
            break
        }
        state.tabPager.requestDeferredTab(at: metrics.time, tabCount: tabCount, canSwitch: canSwitch, isRefreshing: isRefreshing,
                                          interaction: list.interaction)
        // A finger on the platform's pager catches the page's own swipe as it settles (its finger
        // lifted): the pager is that finger's from now on, as a finger catches a decelerating pager.
        if state.gestures.isSwiping, state.gestures.swipe?.isDragging == false, metrics.pagerInteraction == .dragging,
           metrics.pagerContentOffsetX?.isFinite == true {
            state.gestures.swipe = nil
        }
        if state.gestures.isSwiping, var swipe = state.gestures.swipe {
            // The page's own swipe (and its settle) is the pager, whatever the platform's says.
            let interaction = swipe.measure(at: metrics.time)
            state.tabPager.track(measuredPagePosition: swipe.pagePosition, interaction: interaction, tabCount: tabCount)
            state.gestures.swipe = interaction == .idle ? nil : swipe
        } else if let x = metrics.pagerContentOffsetX, x.isFinite {
            let measured = PageAdaptation.pagePosition(contentOffsetX: x, pageWidth: metrics.viewportWidth, adaptation,
                                                       fromLeadingEdge: metrics.pagerCountsFromLeadingEdge)
            // A pager released this frame moves on by itself toward its target (the platform may not
            // report it as decelerating yet: a release read inside its callback still reads dragging);
            // one the platform reports at rest (a release without velocity, read after the callback)
            // is at rest.
            var interaction = metrics.pagerInteraction
            if case .pagerReleased = intent, interaction == .dragging { interaction = .decelerating }
            state.tabPager.track(measuredPagePosition: measured, interaction: interaction, tabCount: tabCount)
        } else {
            // No pager of the platform's: the page moves the lists, and the pager is where it put it.
            state.tabPager.track(measuredPagePosition: state.tabPager.pagePosition, interaction: .idle, tabCount: tabCount)
        }
        tabs.event = state.tabPager.takeListEvent()
    }

    /// The scroll stage for the tabs: the active list's offset recorded, the list the page began to
    /// follow selected first, and a list coming on screen given the offset that keeps the header
    /// where it is. Returns that offset (as `contentOffset.y`), if a list comes on screen.
    @inline(__always)
    func recordTabs(_ state: inout ProfilePageState, _ adaptation: PageAdaptation, offset: Double, offsetBase: Double,
                    event: TabEvent?, activated: Int?) -> Double? {
        let tabs = adaptation.tabsGeometry
        if let activated { tabs.select(activated, in: &state.tabsState) }
        // (Held collapsed, a pull at the top is the list's own: the tabs see the header collapsed.)
        tabs.recordActiveOffset(max(offset, adaptation.layoutFloor), in: &state.tabsState)
        guard case let .willAppear(index) = event else { return nil }
        // A floating header that has scrolled away stays away: the incoming list goes at least as far
        // past the pin point as the header is hidden (no gap opens above it).
        let floor = state.pinnedHeaderFloat.hiddenDistance > 0
            ? adaptation.floatStartOffset + state.pinnedHeaderFloat.hiddenDistance : 0
        return tabs.prepareToShow(index, in: &state.tabsState, collapsedFloor: floor) - offsetBase
    }

    /// The tab strip's scroll and the indicator under the pager at `pagePosition`, drawn under the tab
    /// bar at `tabBar` (viewport points, aligned): the strip follows the pager, or stays where the
    /// user left it by hand (`byHand`, its `contentOffset.x` while they scroll it) until the pager
    /// travels a page; the indicator slides with the pager and moves with the strip.
    @inline(__always)
    func drawTabStrip(_ state: inout ProfilePageState, _ adaptation: PageAdaptation, pagePosition: Double, byHand: Double?,
                      tabBar: Rect) -> (indicator: Rect, stripOffsetX: Double) {
        let pixels = adaptation.pixels
        var stripOffsetX = adaptation.tabStripContentOffsetX(pagePosition: pagePosition)
        if adaptation.tabStripOverflow > 0, let byHand, byHand.isFinite {
            // The user scrolls the strip: it is where they put it (within a bounce of its range, on
            // the pixel grid); it is kept within its range.
            let width = adaptation.configuration.viewportWidth
            stripOffsetX = Rect.alignedEdge(clamp(byHand, -width, adaptation.tabStripOverflow + width), pixels)
            state.tabStripHold = TabStripHold(offsetX: clamp(stripOffsetX, 0, adaptation.tabStripOverflow), pagePosition: pagePosition)
        } else if var hold = state.tabStripHold {
            if let held = hold.offsetX(pagePosition: pagePosition, followingOffsetX: stripOffsetX) {
                stripOffsetX = Rect.alignedEdge(held, pixels)
                state.tabStripHold = hold
            } else {
                state.tabStripHold = nil
            }
        }
        // On the pixel grid first (at a tab as its button; sliding, with a width that changes only
        // between tabs of two widths), then mirrored (right to left): the mirror of a grid-aligned
        // frame within a span whose edges are on the grid is on the grid, and exactly as wide. Then
        // moved with the strip, by a whole number of pixels.
        var indicator = adaptation.drawnInTabBar(
            adaptation.drawnIndicator(pagePosition: pagePosition, tabBarOrigin: tabBar.origin, pixels: pixels),
            tabBarMinX: tabBar.minX)
        indicator.origin.x -= stripOffsetX
        return (indicator, stripOffsetX)
    }

}

extension ProfilePageState {
    /// The bottom padding tab `tab`'s list needs, in points (0 without tabs): how much further it
    /// must scroll than its content lets it to settle the header — and to take a floating one away.
    func bottomPadding(ofTab tab: Int) -> Double {
        guard let adaptation, adaptation.hasTabs else { return 0 }
        return adaptation.tabsGeometry.bottomPadding(ofTab: tab, in: tabsState, extraReach: adaptation.floatReach)
    }
}

extension ProfilePageFrame {
    /// Tab `index`'s offset once the header's hold began or ended (`contentOffset.y`): where its saved
    /// header offset lies under the new spacer (held, at least the collapse).
    static func offsetUnderNewHold(ofTab index: Int, _ state: ProfilePageState) -> Double? {
        guard let adaptation = state.adaptation else { return nil }
        var offset = adaptation.tabsGeometry.savedOffset(ofTab: index, in: state.tabsState)
        if adaptation.key.holdsHeaderCollapsed { offset = max(offset, ProfilePage.listTopOffset(adaptation)) }
        return offset - adaptation.offsetBase
    }

    /// What list `index` should have now (`0` for a single list; out of range reads as the nearest
    /// tab): its spacer, insets and bottom padding, its offset when it must be set, whether it scrolls
    /// to the top on a status-bar tap and where its page starts in the pager. `state` is the state
    /// this frame left (each tab's content height, for its padding). Allocates nothing.
    public func list(_ index: Int, in state: ProfilePageState) -> PageListWrites {
        let adaptation = state.adaptation
        let pageOriginX = PageAdaptation.pageOriginX(ofTab: index, pageWidth: adaptation?.configuration.viewportWidth ?? 0, adaptation)
        if index == measuredList {
            var writes = activeListWrites
            writes.pageOriginX = pageOriginX
            writes.scrollsToTop = index == activeList
            return writes
        }
        let padding = state.bottomPadding(ofTab: index)
        // (The status-bar tap goes to the list the page follows from now on: at a hand-over, the next one.)
        return PageListWrites(
            topSpacerHeight: otherLists.topSpacerHeight, contentInsetTop: otherLists.contentInsetTop,
            contentInsetBottom: appContentInsetBottom + padding, verticalIndicatorInsetTop: otherLists.verticalIndicatorInsetTop,
            contentOffsetY: index == incomingList ? incomingTabContentOffsetY
                : writes.rewritesOtherOffsets ? Self.offsetUnderNewHold(ofTab: index, state) : nil,
            scrollsToTop: index == activeList,
            pageOriginX: pageOriginX)
    }
}
