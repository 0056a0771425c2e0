// The page's one call per frame, in stages: read and adapt; move (the intent and the page's own
// motions: the list, the tabs); scroll (rest, snap, tab offsets, refresh, bottom padding, float);
// write (the lists, the pager, the system, what to announce); draw (elements, tab strip, hit map).

/// What the write stage gives the frame (``ProfilePageFrame``'s fields of the same names).
@usableFromInline
struct FrameWrites: Equatable, Hashable, Sendable {
    @usableFromInline var scrollViewWrites = PageScrollViewWrites()
    var activeListWrites = PageListWrites(topSpacerHeight: 0, contentInsetTop: 0, contentInsetBottom: 0, verticalIndicatorInsetTop: 0,
                                          scrollsToTop: true, pageOriginX: 0)
    var otherLists = PageListInsets(topSpacerHeight: 0, contentInsetTop: 0, verticalIndicatorInsetTop: 0)
    var measuredList = 0
    @usableFromInline var activeList = 0
    var incomingList = -1
    /// The header's hold began or ended this frame: every other list gets its offset anew (its saved
    /// header offset under the new spacer), so its content stays where it is.
    var rewritesOtherOffsets = false
    var incomingTabContentOffsetY: Double?
    @usableFromInline var canSwitchTabs = false
    @usableFromInline var selectedTab = 0
    @usableFromInline var selectedTabChanged = false
    @usableFromInline var pagePosition = 0.0
    @usableFromInline var pagerContentOffsetX: Double?
    @usableFromInline var pagerTargetContentOffsetX: Double?
    @usableFromInline var pagerTakesRightwardSwipes = false
    @usableFromInline var pagerTakesLeftwardSwipes = false
    @usableFromInline var pressIsDrag = false
    @usableFromInline var statusBarStyleChanged = false
    @usableFromInline var topEdgeEffectHidden = true
    @usableFromInline var announcement: PageAnnouncement?
    @usableFromInline var needsAnimationFrames = false
    @usableFromInline var scrollIndicator = Rect.zero
    @usableFromInline var scrollIndicatorAlpha = 0.0
}

extension ProfilePage {
    /// Everything to write for one frame: the one call a front end makes per frame, for every page.
    ///
    /// Give it what the platform measured now — the list the last frame's
    /// ``ProfilePageFrame/activeList`` names, the pager, the tab strip, the device — and what happened
    /// (`intent`); it updates `state` in place and returns every frame, alpha, transform, stacking,
    /// every list's insets and offset (``ProfilePageFrame/list(_:in:)``), the pager's position, the
    /// selected tab, hit regions and announcements. Written back and measured again, its answer
    /// changes nothing (a fixed point). Allocates nothing, unless the metrics changed (or a hold of the
    /// header began or ended) and the configuration is adapted anew.
    public func frame(_ state: inout ProfilePageState, _ rawMetrics: ProfilePageMetrics,
                      _ intent: ProfilePageIntent = .none) -> ProfilePageFrame {
        // Measurements as a scroll view reports them need no change; only others are copied and sanitized.
        let metrics = rawMetrics.isSanitized ? rawMetrics : rawMetrics.sanitized
        // Read and adapt. A list the page began to follow last frame is taken up first: these are its metrics.
        let activated = takeActivatedList(&state, metrics)
        let adapted = adaptation(&state, metrics)
        if intent.isHeaderHold { takeHeaderHold(&state, intent) }
        // Move: the intent, and what the page moves itself.
        let list = moveList(&state, metrics, adapted, intent, activated: activated)
        let tabs = moveTabs(&state, metrics, adapted, intent, list: list)
        // A hold of the header beginning or ending: the lists' spacers change (adapted anew).
        let holdChanged = state.headerHold != .released && settleHeaderHold(&state, metrics, adapted, list: list)
        let adaptation = holdChanged ? self.adaptation(&state, metrics) : adapted
        // Scroll, write, draw; then the frame, made once, where it is returned.
        var scroll = FrameScroll()
        self.scroll(&scroll, &state, metrics, adaptation, list: list, tabs: tabs, activated: activated)
        var writes = FrameWrites()
        write(&writes, &state, metrics, adaptation, scroll: scroll, tabs: tabs)
        writes.rewritesOtherOffsets = holdChanged
        let spinner = spinner(adaptation, scroll.refresh)
        let contentTop = Rect.alignedEdge(adaptation.headerContentHeight - scroll.offset, adaptation.pixels)
        let strip = draw(&state, metrics, adaptation, float: scroll.float, tabs: tabs)
        return ProfilePageFrame(
            layout: state.headerLayout, offset: scroll.offset, header: state.headerDrawing, writes: writes,
            usesSolidBar: metrics.reducesTransparency, tabIndicator: strip.indicator, tabStripContentOffsetX: strip.offsetX,
            spinner: spinner, appContentInsetBottom: scroll.appBottomInset, targetContentOffsetY: scroll.targetContentOffsetY,
            listInteraction: list.interaction,
            hitMap: PageHitMap(
                bar: state.barHit, tabBar: state.tabBarHit,
                avatar: state.headerDrawing.stacking == .avatarInFront ? state.headerDrawing.avatar.frame : .zero,
                details: state.headerDrawing.details.isVisible ? state.headerDrawing.details.frame : .zero, covered: scroll.covered,
                contentTop: contentTop),
            statusBarStyle: state.headerLayout.statusBarStyle, refresh: scroll.refresh, didTriggerRefresh: scroll.didTriggerRefresh,
            pinnedHeaderHiddenDistance: scroll.float.hidden, barContentAlpha: scroll.float.barContentAlpha)
    }

    /// The list the page began to follow at the end of the last frame, taken up before anything
    /// reads this frame's metrics (which are its list's): its bottom inset carries the padding the
    /// page gave that tab, not the one it wrote for the last active list; the page's own motion
    /// of the list, if one runs, continues from where this list is.
    @inline(__always)
    private func takeActivatedList(_ state: inout ProfilePageState, _ metrics: ProfilePageMetrics) -> Int? {
        guard let index = state.activatedList else { return nil }
        state.activatedList = nil
        let padding = state.bottomPadding(ofTab: index)
        state.bottomPaddingWritten = padding
        if state.gestures.movesList, var moving = state.gestures.list {
            moving.apply(.set(contentOffsetY: metrics.contentOffsetY), at: metrics.time,
                         bounds: Self.listBounds(metrics))
            state.gestures.list = moving
            state.gestures.listWritten = metrics.contentOffsetY
        }
        return index
    }

    /// Where the active list may rest as measured: `-adjustedContentInset.top` to its end.
    static func listBounds(_ metrics: ProfilePageMetrics) -> PageScroller.Bounds {
        PageScroller.Bounds(adjustedInsetTop: metrics.adjustedContentInsetTop, contentHeight: metrics.contentHeight,
                            adjustedInsetBottom: metrics.adjustedContentInsetBottom, viewportHeight: metrics.viewportHeight)
    }

    /// The write stage, into `writes`: the active list's writes (only what changed) and every list's in full, the
    /// page's own motion of the list following what the page wrote, the tabs and the pager, the
    /// system and accessibility, the drawn scroll indicator, and whether frames must keep coming.
    @inline(__always)
    func write(_ writes: inout FrameWrites, _ state: inout ProfilePageState, _ metrics: ProfilePageMetrics,
               _ adaptation: PageAdaptation, scroll: FrameScroll, tabs: FrameTabs) {
        let baseTop = adaptation.baseTop
        let topSpacerHeight = adaptation.topSpacerHeight
        let systemTop = scroll.systemTop
        let contentInsetTop = baseTop + scroll.heldInset - systemTop
        let contentInsetBottom = scroll.appBottomInset + scroll.padding
        // The system adjusts the indicator insets as it adjusts the content insets: it adds the same top.
        let indicatorInsetTop = max(0, scroll.covered.height - systemTop)
        var list = PageScrollViewWrites()
        if ScrollViewBridge.differs(topSpacerHeight, metrics.topSpacerHeight) { list.topSpacerHeight = topSpacerHeight }
        if ScrollViewBridge.differs(contentInsetTop, metrics.contentInsetTop) { list.contentInsetTop = contentInsetTop }
        if ScrollViewBridge.differs(contentInsetBottom, metrics.contentInsetBottom) { list.contentInsetBottom = contentInsetBottom }
        if ScrollViewBridge.differs(indicatorInsetTop, metrics.verticalIndicatorInsetTop) {
            list.verticalIndicatorInsetTop = indicatorInsetTop
        }
        if ScrollViewBridge.differs(scroll.contentOffsetY, metrics.contentOffsetY) { list.contentOffsetY = scroll.contentOffsetY }
        writes.scrollViewWrites = list
        // (In full, each as measured where it is within rounding of it: written, it changes nothing.)
        writes.activeListWrites = PageListWrites(
            topSpacerHeight: list.topSpacerHeight ?? metrics.topSpacerHeight,
            contentInsetTop: list.contentInsetTop ?? metrics.contentInsetTop,
            contentInsetBottom: list.contentInsetBottom ?? metrics.contentInsetBottom,
            verticalIndicatorInsetTop: list.verticalIndicatorInsetTop ?? metrics.verticalIndicatorInsetTop,
            contentOffsetY: list.contentOffsetY, scrollsToTop: true, pageOriginX: 0)
        writes.otherLists = PageListInsets(topSpacerHeight: topSpacerHeight, contentInsetTop: baseTop - systemTop,
                                           verticalIndicatorInsetTop: indicatorInsetTop)
        if case let .willAppear(index) = tabs.event {
            writes.incomingList = index
            writes.incomingTabContentOffsetY = scroll.incomingContentOffsetY
        }
        if state.gestures.movesList { followWrites(&state, metrics, adaptation, scroll: scroll) }
        writeTabs(&writes, &state, metrics, adaptation, tabs: tabs)
        writeSystem(&writes, &state, adaptation)
        if metrics.drawsScrollIndicator { drawScrollIndicator(&writes, &state, metrics, adaptation, scroll: scroll) }
        let refresh = scroll.refresh
        // (A spinner that turns by itself needs no frames while the refresh holds still.)
        writes.needsAnimationFrames = (refreshes && (refresh.phase == .ending
                                                     || (refresh.phase == .refreshing && !metrics.spinnerTurnsByItself)))
            || state.isSnapGliding || state.awaitsRest || scroll.float.isSettling
            || (state.gestures.isMoving && state.gestures.needsAnimationFrames)  // (the motions read only while one runs)
            || (adaptation.hasTabs && state.tabPager.needsAnimationFrames) || state.scrollIndicatorFade.isFading
            || state.activatedList != nil  // the next frame takes up the list the page follows from now on
    }

    /// The page's own motion of the list, if one runs, goes on from where the page left the list,
    /// under the edges this frame's writes give it (a refresh's held inset, a new adaptation, the
    /// bottom padding: a pull stays a pull from the edge that moved); a correction of the page's — at
    /// rest under a new inset, a spacer that changed height — stops it there. It ends once it rests.
    @inline(never)  // only while the page moves its lists itself: out of the frame's straight line
    private func followWrites(_ state: inout ProfilePageState, _ metrics: ProfilePageMetrics, _ adaptation: PageAdaptation,
                              scroll: FrameScroll) {
        guard var moving = state.gestures.list else { return }
        var bounds = Self.listBounds(metrics)
        var moved = scroll.movedContentOffsetY
        let written = Self.writtenListBounds(metrics, adaptation, heldInset: scroll.heldInset,
                                             bottomInset: scroll.appBottomInset + scroll.padding + scroll.systemBottomInset)
        if written != bounds {
            bounds = written
            moving.move(to: written)
            moved = Self.shown(moving.contentOffsetY, metrics, written)
        }
        if ScrollViewBridge.differs(scroll.contentOffsetY, moved) {
            moving.apply(.set(contentOffsetY: scroll.contentOffsetY), at: metrics.time, bounds: bounds)
        }
        state.gestures.listWritten = scroll.contentOffsetY
        state.gestures.list = moving.isAtRest ? nil : moving
    }

    /// The tabs and the pager: the list the page follows from the next frame (a switch's activation
    /// is taken now that this frame's list has been read), the selected tab, the pager's position to
    /// drive and a released pager's target, and which way the pager takes a swipe.
    @inline(__always)
    private func writeTabs(_ frame: inout FrameWrites, _ state: inout ProfilePageState, _ metrics: ProfilePageMetrics,
                           _ adaptation: PageAdaptation, tabs: FrameTabs) {
        frame.pressIsDrag = state.gestures.pressIsDrag
        guard adaptation.hasTabs else {
            // A tabbed page before its tabs are in force (no width before the first layout) goes on
            // following the tab it shows first: that list is measured again, and given its own writes.
            if tabCount > 0 { noTabsYet(&frame, state) }
            return
        }
        frame.measuredList = state.tabPager.followedTab
        frame.canSwitchTabs = adaptation.tabsGeometry.canSwitchTabs(state.tabsState)
        if let activated = state.tabPager.takeActivation() { state.activatedList = activated }
        frame.activeList = state.tabPager.followedTab
        let selectedTab = state.tabPager.selectedTab
        frame.selectedTab = selectedTab
        frame.selectedTabChanged = selectedTab != state.selectedTabReported
        state.selectedTabReported = selectedTab
        let pagePosition = state.tabPager.pagePosition
        frame.pagePosition = pagePosition
        let width = metrics.viewportWidth
        // (The page's own swipe moves a platform's pager too: drive it with the swipe.)
        let driven = state.gestures.isSwiping ? pagePosition : state.tabPager.drivenPagePosition
        let leading = metrics.pagerCountsFromLeadingEdge
        frame.pagerContentOffsetX = driven.map {
            PageAdaptation.contentOffsetX(pagePosition: $0, pageWidth: width, adaptation, fromLeadingEdge: leading)
        }
        frame.pagerTargetContentOffsetX = tabs.pagerTarget.map {
            PageAdaptation.contentOffsetX(pagePosition: $0, pageWidth: width, adaptation, fromLeadingEdge: leading)
        }
        let swipes = pagerSwipes(adaptation, canSwitch: frame.canSwitchTabs, pagePosition: pagePosition, metrics)
        frame.pagerTakesRightwardSwipes = swipes.rightward
        frame.pagerTakesLeftwardSwipes = swipes.leftward
    }

    /// The list and tab of a tabbed page whose tabs are not in force: the ones the pager follows and
    /// selects (the first tab asked for, within the page's tabs).
    @inline(never)  // one copy, shared by every caller (rare: only before the first layout)
    private func noTabsYet(_ frame: inout FrameWrites, _ state: ProfilePageState) {
        let last = tabCount - 1
        let followed = min(state.tabPager.followedTab, last)
        frame.measuredList = followed
        frame.activeList = followed
        frame.selectedTab = min(state.tabPager.selectedTab, last)
    }

    /// The status bar's style, the system's top edge effect and what assistive technologies hear.
    @inline(__always)
    private func writeSystem(_ frame: inout FrameWrites, _ state: inout ProfilePageState, _ adaptation: PageAdaptation) {
        let style = state.headerLayout.statusBarStyle
        frame.statusBarStyleChanged = state.statusBarStyle != style
        state.statusBarStyle = style
        // The system's edge effect stays off the banner; under a kept system bar it comes back once
        // the header is pinned, for the bar's own items.
        frame.topEdgeEffectHidden = adaptation.key.systemBarHeight == 0 || state.headerLayout.collapseProgress < 1
        let isTitleShown = state.headerLayout.isTitleShown
        if isTitleShown != state.isTitleAnnounced {
            state.isTitleAnnounced = isTitleShown
            frame.announcement = isTitleShown ? .titleShown : .titleHidden
        }
    }

    /// The drawn scroll indicator (``ProfilePageMetrics/drawsScrollIndicator``), over the list as
    /// this frame writes it.
    private func drawScrollIndicator(_ frame: inout FrameWrites, _ state: inout ProfilePageState, _ metrics: ProfilePageMetrics,
                                     _ adaptation: PageAdaptation, scroll: FrameScroll) {
        let systemBottom = scroll.systemBottomInset
        let indicator = PageScrollIndicator(
            contentOffsetY: scroll.contentOffsetY,
            contentHeight: metrics.contentHeight + adaptation.topSpacerHeight - metrics.topSpacerHeight,
            adjustedInsetTop: adaptation.baseTop + scroll.heldInset,
            adjustedInsetBottom: scroll.appBottomInset + scroll.padding + systemBottom,
            viewportWidth: metrics.viewportWidth, viewportHeight: metrics.viewportHeight,
            coveredHeight: scroll.covered.height, systemInsetBottom: systemBottom)
        frame.scrollIndicator = indicator.thumb(pixels: adaptation.pixels)
        let interaction = state.gestures.movesList ? state.gestures.list?.interaction ?? metrics.interaction : metrics.interaction
        frame.scrollIndicatorAlpha = state.scrollIndicatorFade.advance(
            shown: interaction != .idle && indicator.scrolls, at: metrics.time, reducesMotion: metrics.reducesMotion)
    }
}
