// The frame's scroll stage: where the active list is (at rest under a new inset, gliding to a snap
// point), the tabs' offsets, the header's layout, the refresh, where a release should rest, the
// bottom padding, and how far a pinned header that floats has scrolled away.

/// The active list and the header as the scroll stage leaves them.
struct FrameScroll {
    /// The refresh cycle as it stands, and whether a release started one this frame.
    var refresh = RefreshOutput.idle
    var didTriggerRefresh = false
    /// Where a release should come to rest, if the page says.
    var targetContentOffsetY: Double? = nil
    /// Where the list should be (`contentOffset.y`): written when it differs from the measured one.
    var contentOffsetY = 0.0
    /// Where the move stage found it (the page's own motion's, or as measured).
    var movedContentOffsetY = 0.0
    /// The list's offset (``ProfilePageFrame/offset``).
    var offset = 0.0
    /// The refresh's held inset, in points.
    var heldInset = 0.0
    /// The offset for a list coming on screen, as `contentOffset.y`.
    var incomingContentOffsetY: Double? = nil
    /// The app's own bottom inset, the system's top and bottom insets (as measured), and the padding
    /// the page adds below the list's content, in points.
    var appBottomInset = 0.0
    var systemTop = 0.0
    var systemBottomInset = 0.0
    var padding = 0.0
    /// What the header covers from the top of the viewport (``PageHitMap/covered``).
    var covered = Rect.zero
    /// The pinned header scrolling away: how far it has (``ProfilePageFrame/pinnedHeaderHiddenDistance``),
    /// how far the bar itself moved up with it, the bar content's alpha, and whether it settles.
    var float = FloatStep()
}

extension ProfilePage {
    /// The page's own motion of the list under the edges this frame writes (a held inset that came
    /// or went, new bottom padding): the list is where the motion puts it, a pull still pulling from
    /// the edge that moved. (Rare: out of the frame's straight line.)
    @inline(never)
    func followMotionUnderNewEdges(_ state: inout ProfilePageState, _ metrics: ProfilePageMetrics, _ adaptation: PageAdaptation,
                                   contentOffsetY: inout Double, offset: inout Double, heldInset: Double, bottomInset: Double) {
        guard var moving = state.gestures.list else { return }
        let written = Self.writtenListBounds(metrics, adaptation, heldInset: heldInset, bottomInset: bottomInset)
        moving.move(to: written)
        let moved = Self.shown(moving.contentOffsetY, metrics, written)
        guard ScrollViewBridge.differs(moved, contentOffsetY) else { return }
        contentOffsetY = moved
        offset = placeHeader(&state, adaptation, contentOffsetY: contentOffsetY)
    }
}

extension ProfilePage {
    /// The header for the list moved to `contentOffsetY` after the scroll stage placed it (the tabs'
    /// record of the offset, the layout): returns the list's new offset (``ProfilePageFrame/offset``).
    @inline(__always)
    private func placeHeader(_ state: inout ProfilePageState, _ adaptation: PageAdaptation, contentOffsetY: Double) -> Double {
        let offset = ProfileHeaderLayout.sanitizedOffset(contentOffsetY + adaptation.offsetBase)
        let hasTabs = adaptation.hasTabs
        if hasTabs { adaptation.tabsGeometry.recordActiveOffset(max(offset, adaptation.layoutFloor), in: &state.tabsState) }
        layOutHeader(&state, adaptation, at: hasTabs ? adaptation.tabsGeometry.headerOffset(state.tabsState) : offset)
        return offset
    }

    /// On a surface that keeps no offset past its edges (SwiftUI), an offset the page moved the list
    /// to lies within the edges this frame writes: past them the surface would show it at the edge,
    /// and measured again the page would ask for the edge (the spacer changing with the insets, or
    /// with the bottom padding, in the same frame). A pull or a bounce the platform shows is measured,
    /// not moved, and stays — unless the page moves it too (a spacer changing under a bounce past the
    /// end): that write comes within the edges, as the surface would put it. (Rare: out of the
    /// frame's straight line.)
    @inline(never)
    func keepWithinWrittenEdges(_ state: inout ProfilePageState, _ metrics: ProfilePageMetrics, _ adaptation: PageAdaptation,
                                contentOffsetY: inout Double, offset: inout Double, heldInset: Double, bottomInset: Double) {
        let written = Self.writtenListBounds(metrics, adaptation, heldInset: heldInset, bottomInset: bottomInset)
        let within = clamp(contentOffsetY, written.top, written.bottom)
        guard ScrollViewBridge.differs(within, contentOffsetY) else { return }
        contentOffsetY = within
        offset = placeHeader(&state, adaptation, contentOffsetY: contentOffsetY)
    }

    /// The scroll stage: the frame, with the header's layout, the list's offset, the refresh, where a
    /// release rests and how far a floating header scrolled away; what the later stages need of it in
    /// `scrolled`.
    @inline(__always)
    func scroll(_ scrolled: inout FrameScroll, _ state: inout ProfilePageState, _ metrics: ProfilePageMetrics,
                _ adaptation: PageAdaptation, list: FrameList, tabs: FrameTabs, activated: Int?) {
        // The app's own bottom inset: what the scroll view has, less the padding written last.
        let appBottomInset = max(0, metrics.contentInsetBottom - state.bottomPaddingWritten)
        let baseTop = adaptation.baseTop
        let hasTabs = adaptation.hasTabs
        let isResting = isResting(state, metrics, list)
        let heldBefore = state.heldInset, paddingBefore = state.bottomPaddingWritten
        var contentOffsetY = restingOffset(&state, metrics, adaptation, list: list, isResting: isResting)
        state.headerHoldChanged = false
        state.headerHoldSpacerShift = 0
        state.headerContentHeight = adaptation.headerContentHeight

        var offset = ProfileHeaderLayout.sanitizedOffset(contentOffsetY + adaptation.offsetBase)
        var incoming: Double?
        if hasTabs {
            incoming = recordTabs(&state, adaptation, offset: offset, offsetBase: adaptation.offsetBase, event: tabs.event,
                                  activated: activated)
        }
        // (Through the tabs' plain frame geometry: a copy of their configuration would retain its arrays.)
        layOutHeader(&state, adaptation, at: hasTabs ? adaptation.tabsGeometry.headerOffset(state.tabsState) : offset)
        let refresh = refreshStep(&state, metrics, adaptation, list: list, stretch: state.headerLayout.stretch, offset: offset)
        // The refresh's held inset is in the scroll view's top inset only while the page is at or above
        // its top: scrolled down into the content it would push the pin line of sticky section headers
        // (the adjusted top inset) down by its height. Taking it out there moves nothing on screen
        // (insets do not move the offset), and it comes back as the content returns to the top.
        let heldInset = offset <= 0 ? refresh.output.heldInset : 0
        if isResting, ScrollViewBridge.differs(heldInset, state.heldInset) {
            // Resting at the top, the content follows the held inset (a refresh starting or ending).
            contentOffsetY = -(baseTop + heldInset)
            offset = ProfileHeaderLayout.sanitizedOffset(contentOffsetY + adaptation.offsetBase)
            if hasTabs { adaptation.tabsGeometry.recordActiveOffset(max(offset, adaptation.layoutFloor), in: &state.tabsState) }
            layOutHeader(&state, adaptation, at: hasTabs ? adaptation.tabsGeometry.headerOffset(state.tabsState) : offset)
        }
        state.heldInset = heldInset
        state.restingContentOffsetY = isResting ? contentOffsetY : nil

        // Bottom padding: a short list can still scroll far enough to settle the header.
        let appContentHeight = max(0, metrics.contentHeight - metrics.topSpacerHeight)
        let reachableOffset = appContentHeight + adaptation.headerContentHeight + adaptation.key.appBottomInset - metrics.viewportHeight
        let padding = clamp(adaptation.settleOffset - reachableOffset, 0, SupportedRange.maximumLength)
        state.bottomPaddingWritten = padding
        if hasTabs {
            adaptation.tabsGeometry.setContentHeight(appContentHeight, ofTab: state.tabsState.selectedIndex, in: &state.tabsState)
        }
        let systemBottomInset = metrics.adjustedContentInsetBottom - metrics.contentInsetBottom
        if state.gestures.movesList, ScrollViewBridge.differs(heldInset, heldBefore) || ScrollViewBridge.differs(padding, paddingBefore),
           !isResting, !ScrollViewBridge.differs(contentOffsetY, list.contentOffsetY) {
            followMotionUnderNewEdges(&state, metrics, adaptation, contentOffsetY: &contentOffsetY, offset: &offset,
                                      heldInset: heldInset, bottomInset: appBottomInset + padding + systemBottomInset)
        }
        if !metrics.keepsOffsetsPastEdges, contentOffsetY != list.contentOffsetY {
            keepWithinWrittenEdges(&state, metrics, adaptation, contentOffsetY: &contentOffsetY, offset: &offset,
                                   heldInset: heldInset, bottomInset: appBottomInset + padding + systemBottomInset)
        }
        var float = FloatStep()
        if let geometry = adaptation.floatGeometry {
            // The range is the one this frame's writes give (its spacer and bottom padding), so the answer
            // measured again is the same.
            let maximumOffset = appContentHeight + adaptation.topSpacerHeight + appBottomInset + padding + systemBottomInset
                - metrics.viewportHeight + adaptation.offsetBase
            float = self.float(&state, metrics, adaptation, geometry, offset: offset, maximumOffset: maximumOffset,
                               follows: tabs.event == nil && activated == nil, list: list)
        }
        scrolled = FrameScroll(
            refresh: refresh.output, didTriggerRefresh: refresh.didTrigger,
            targetContentOffsetY: snapTarget(adaptation, list: list, offset: offset, heldInset: heldInset),
            contentOffsetY: contentOffsetY, movedContentOffsetY: list.contentOffsetY, offset: offset, heldInset: heldInset,
            incomingContentOffsetY: incoming, appBottomInset: appBottomInset,
            systemTop: metrics.adjustedContentInsetTop - metrics.contentInsetTop, systemBottomInset: systemBottomInset,
            padding: padding, covered: coveredRect(adaptation, state.headerLayout, floatHidden: float.hidden), float: float)
    }

    /// The header's layout at header offset `offset`: the last frame's while the offset holds (a tabbed
    /// page's header pinned while the user reads), else laid out anew and kept.
    @inline(__always)
    private func layOutHeader(_ state: inout ProfilePageState, _ adaptation: PageAdaptation, at offset: Double) {
        if !state.headerLayoutIsValid || state.headerLayout.offset != ProfileHeaderLayout.sanitizedOffset(offset) {
            state.headerLayout = adaptation.layout(at: offset)
            state.headerLayoutIsValid = true
        }
    }

    /// Whether the list rests at the top: idle, and at the top of the content or where the page put
    /// it at rest last frame. On the page's first frame a list anywhere above its content's start
    /// (offset 0 or less: where a new scroll view starts, whatever insets it had) rests too, so the
    /// page first appears expanded; a list the app scrolled into its content stays where it is.
    @inline(__always)
    func isResting(_ state: ProfilePageState, _ metrics: ProfilePageMetrics, _ list: FrameList) -> Bool {
        let isFirstFrame = state.headerContentHeight == nil
        return list.interaction == .idle && !state.headerHoldChanged
            && (!ScrollViewBridge.differs(list.contentOffsetY, -metrics.adjustedContentInsetTop)
                || state.restingContentOffsetY.map { !ScrollViewBridge.differs($0, list.contentOffsetY) } == true
                || (isFirstFrame && list.contentOffsetY <= 0))
    }

    /// Where the list is: at rest it stays at rest under the new inset; elsewhere it keeps its content
    /// where it is on screen under this frame's spacer (``keptContentOffsetY``), and a hold of the
    /// header beginning or ending moves it by the spacer's change (the content and the header offset
    /// stay). A snapping page's release that came to rest half-collapsed glides to the nearest snap
    /// point.
    @inline(__always)
    private func restingOffset(_ state: inout ProfilePageState, _ metrics: ProfilePageMetrics, _ adaptation: PageAdaptation,
                               list: FrameList, isResting: Bool) -> Double {
        let holdShift = state.headerHoldSpacerShift
        var contentOffsetY = keptContentOffsetY(state, metrics, list: list, isResting: isResting, baseTop: adaptation.baseTop,
                                                spacer: adaptation.topSpacerHeight - holdShift) + holdShift
        // (Held collapsed, a list rests at the collapse or past it: no glide starts.)
        if snapping == .expandedOrCollapsed, let glided = SnapGlide.offset(
            &state, measured: contentOffsetY + adaptation.offsetBase, interaction: list.interaction, time: metrics.time, restedAt: list.restedAt,
            released: list.releaseVelocity != nil, collapseDistance: adaptation.configuration.collapseDistance,
            isHeld: state.heldInset > 0) {
            contentOffsetY = glided - adaptation.offsetBase
        }
        return contentOffsetY
    }

    /// Where the list is under `spacer` (`contentOffset.y`): at rest at the top under the inset
    /// `baseTop` (and a held refresh inset). Content the user reads below the header (the app's
    /// content already under the pinned header) stays put when the spacer changes height — the details
    /// grow, Dynamic Type, rotation: the offset moves with the spacer. (Insets alone never move
    /// content: writing one does not move the offset.)
    @inline(__always)
    func keptContentOffsetY(_ state: ProfilePageState, _ metrics: ProfilePageMetrics, list: FrameList, isResting: Bool,
                            baseTop: Double, spacer: Double) -> Double {
        if isResting { return -(baseTop + state.heldInset) }
        guard state.headerContentHeight != nil, ScrollViewBridge.differs(spacer, metrics.topSpacerHeight) else {
            return list.contentOffsetY
        }
        let appContentTop = metrics.topSpacerHeight - list.contentOffsetY   // viewport y, before
        let pinnedLine = metrics.adjustedContentInsetTop - state.heldInset  // the pinned header's bottom, before
        return appContentTop <= pinnedLine ? list.contentOffsetY + spacer - metrics.topSpacerHeight : list.contentOffsetY
    }

    /// The refresh cycle: this frame's pull, then a release, then the app's start or end.
    @inline(__always)
    private func refreshStep(_ state: inout ProfilePageState, _ metrics: ProfilePageMetrics, _ adaptation: PageAdaptation,
                             list: FrameList, stretch: Double, offset: Double) -> RefreshStep {
        guard refreshes else { return RefreshStep(state: state.refresh, output: .idle, didTrigger: false) }
        var step = adaptation.refreshStep(
            state.refresh, .pulled(stretch: stretch, isDragging: list.interaction == .dragging), at: metrics.time)
        var triggered = step.didTrigger
        if list.releaseVelocity != nil {
            step = adaptation.refreshStep(step.state, .released, at: metrics.time)
            triggered = triggered || step.didTrigger
        }
        switch list.refreshIntent {
        case .refreshStarted: step = adaptation.refreshStep(step.state, .beginRefreshing, at: metrics.time)
        case .refreshFinished: step = adaptation.refreshStep(step.state, .endRefreshing(offset: offset), at: metrics.time)
        default: break
        }
        step.didTrigger = triggered || step.didTrigger
        state.refresh = step.state
        return step
    }

    /// Snapping: where a released fling should come to rest (`contentOffset.y`); nil to leave it.
    @inline(__always)
    private func snapTarget(_ adaptation: PageAdaptation, list: FrameList, offset: Double, heldInset: Double) -> Double? {
        // (Held collapsed, the header has nowhere to snap to.)
        guard snapping == .expandedOrCollapsed, let velocity = list.releaseVelocity, !adaptation.key.holdsHeaderCollapsed
        else { return nil }
        let snap = HeaderSnapping.expandedOrCollapsed(adaptation.configuration)
        let baseTop = adaptation.offsetBase
        guard let proposed = list.proposedContentOffsetY, proposed.isFinite else {
            return snap.targetOffset(releasedAt: offset, velocity: velocity) - baseTop
        }
        // Without velocity UIKit jumps to a moved target: it stays, and the list glides to the snap
        // point once it rests (SnapGlide).
        guard velocity != 0 else { return nil }
        return snap.targetContentOffsetY(proposedContentOffsetY: proposed, adjustedTop: baseTop + heldInset, heldInset: heldInset)
    }

    /// The pinned header scrolling away (``pinnedHeader``): the block hides this far, the header's own
    /// part (the bar below the status bar) first, its content fading as it goes. Where the content is
    /// within its scrollable range (`maximumOffset`: a bounce past the end is not a scroll back) past
    /// the pin point counts; it does not change when the header's content changes height. A frame
    /// whose list changes (a tab switch) only measures (`follows` false).
    @inline(__always)
    private func float(_ state: inout ProfilePageState, _ metrics: ProfilePageMetrics, _ adaptation: PageAdaptation,
                       _ geometry: ShyBarsGeometry, offset: Double, maximumOffset: Double, follows: Bool,
                       list: FrameList) -> FloatStep {
        let pastPin = min(offset, max(0, maximumOffset)) - adaptation.floatStartOffset
        var step = FloatStep()
        step.isSettling = state.pinnedHeaderFloat.advance(
            pastPin: pastPin, interaction: list.interaction, time: metrics.time, restedAt: list.restedAt, follows: follows,
            geometry: geometry)
        step.hidden = state.pinnedHeaderFloat.hiddenDistance
        step.headerShift = min(step.hidden, adaptation.floatBarHeight)
        if adaptation.floatBarHeight > 0 { step.barContentAlpha = clampUnit(1 - step.headerShift / adaptation.floatBarHeight) }
        return step
    }

    /// What stays over the content: the header, and the tab bar it draws once that reaches the bar
    /// (less what has scrolled away, down to the status bar's strip).
    @inline(__always)
    private func coveredRect(_ adaptation: PageAdaptation, _ layout: ProfileHeaderLayout, floatHidden: Double) -> Rect {
        let tabBarReachedBar = layout.tabBarFrame.minY <= adaptation.configuration.collapsedHeight
        let coveredHeight = adaptation.drawsTabBar && tabBarReachedBar ? max(layout.headerFrame.maxY, layout.tabBarFrame.maxY)
            : layout.headerFrame.maxY
        let safeTop = adaptation.configuration.topSafeAreaInset
        return Rect(x: 0, y: 0, width: adaptation.configuration.viewportWidth,
                    height: max(min(safeTop, coveredHeight), coveredHeight - floatHidden)).aligned(pixels: adaptation.pixels)
    }
}

/// How far a pinned header that floats has scrolled away this frame (``ProfilePageFrame/pinnedHeaderHiddenDistance``),
/// how far the bar itself moved up with it, the bar content's alpha, and whether it settles.
struct FloatStep {
    var hidden = 0.0
    var headerShift = 0.0
    var barContentAlpha = 1.0
    var isSettling = false
}

extension RefreshOutput {
    /// Nothing pulled, nothing held, no spinner: a page that does not refresh.
    static var idle: RefreshOutput {
        RefreshOutput(phase: .idle, progress: 0, heldInset: 0, spinnerFrame: .zero, spinnerAlpha: 0, spinnerRotation: 0)
    }
}
