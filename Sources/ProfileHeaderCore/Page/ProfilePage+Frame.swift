extension ProfilePage {
    /// Everything to write for one frame: the one call a front end makes per frame.
    ///
    /// Give it what the platform measured now and what happened (`event`); it updates `state` in
    /// place and returns every frame, alpha, transform, stacking, inset, offset, hit region and
    /// announcement. Written back and measured again, its answer changes nothing (a fixed point).
    /// Allocates nothing, unless the metrics changed and the configuration is adapted anew.
    public func frame(_ state: inout ProfilePageState, _ rawMetrics: ProfilePageMetrics,
                      event: ProfilePageEvent = .frame) -> ProfilePageFrame {
        // Measurements as a scroll view reports them need no change; only others are copied and sanitized.
        let metrics = rawMetrics.isSanitized ? rawMetrics : rawMetrics.sanitized
        // A tab becoming active brings its own list, whose bottom inset carries the padding the page
        // gave that tab (``bottomPadding(ofTab:in:)``), not the one it wrote for the last active list.
        if case let .tabDidBecomeActive(index) = event, state.tabs != nil {
            state.bottomPaddingWritten = bottomPadding(ofTab: index, in: state)
        }

        // The app's own bottom inset: what the scroll view has, less the padding written last.
        let appBottomInset = max(0, metrics.contentInsetBottom - state.bottomPaddingWritten)
        let systemBottomInset = metrics.adjustedContentInsetBottom - metrics.contentInsetBottom
        let key = PageAdaptationKey(
            viewportWidth: metrics.viewportWidth, viewportHeight: metrics.viewportHeight,
            safeAreaTop: metrics.safeAreaTop, textScale: metrics.textScale, reducesMotion: metrics.reducesMotion,
            detailsHeight: metrics.detailsHeight, appBottomInset: max(0, appBottomInset + systemBottomInset),
            displayScale: metrics.displayScale, isRightToLeft: metrics.isRightToLeft,
            safeAreaLeft: metrics.safeAreaLeft, safeAreaRight: metrics.safeAreaRight, nameTop: PageAdaptationKey.nameTop(measured: metrics.nameTop))
        // Held for the whole frame (one retain), so what it holds is read in place, never copied.
        let adaptation: PageAdaptation
        if let current = state.adaptation, current.key == key {
            adaptation = current
        } else {
            adaptation = adapt(&state, to: key)
        }
        let rest = adaptation.rest

        // The inset policy.
        let drawsTabBar = adaptation.drawsTabBar
        let headerContentHeight = adaptation.headerContentHeight
        let baseTop = adaptation.baseTop
        let topSpacerHeight = adaptation.topSpacerHeight
        let systemTop = metrics.adjustedContentInsetTop - metrics.contentInsetTop
        // At rest: at the top of the content, or where the page put it at rest last frame. On the
        // page's first frame a list anywhere above its content's start (offset 0 or less: where a new
        // scroll view starts, whatever insets it had) is at rest too, so the page first appears
        // expanded; a list the app scrolled into its content stays where it is.
        let isFirstFrame = state.headerContentHeight == nil
        let isResting = metrics.interaction == .idle
            && (!ScrollViewBridge.differs(metrics.contentOffsetY, -metrics.adjustedContentInsetTop)
                || state.restingContentOffsetY.map { !ScrollViewBridge.differs($0, metrics.contentOffsetY) } == true
                || (isFirstFrame && metrics.contentOffsetY <= 0))

        // Where the content is: at rest it stays at rest under the new inset. Content the user reads
        // below the header (the app's content already under the pinned header) stays put when the
        // spacer changes height — the details grow, Dynamic Type, rotation: the offset moves with the
        // spacer. (Insets alone never move content: writing one does not move the offset.)
        var contentOffsetY = metrics.contentOffsetY
        if isResting {
            contentOffsetY = -(baseTop + state.heldInset)
        } else if state.headerContentHeight != nil, ScrollViewBridge.differs(topSpacerHeight, metrics.topSpacerHeight) {
            let appContentTop = metrics.topSpacerHeight - metrics.contentOffsetY   // viewport y, before
            let pinnedLine = metrics.adjustedContentInsetTop - state.heldInset     // the pinned header's bottom, before
            if appContentTop <= pinnedLine { contentOffsetY += topSpacerHeight - metrics.topSpacerHeight }
        }
        // A snapping page: a release that came to rest half-collapsed glides to the nearest snap point.
        if snapping == .expandedOrCollapsed, let glided = SnapGlide.offset(
            &state, measured: contentOffsetY + baseTop, interaction: metrics.interaction, time: metrics.time, event: event,
            collapseDistance: adaptation.configuration.collapseDistance, isHeld: state.heldInset > 0) {
            contentOffsetY = glided - baseTop
        }
        state.headerContentHeight = headerContentHeight

        // Tabs: a tab becoming active brings its own list's metrics; the active offset is recorded.
        var incomingTabContentOffsetY: Double?
        var offset = ProfileHeaderLayout.sanitizedOffset(contentOffsetY + baseTop)
        // (Through their plain frame geometry: a copy of the tabs configuration would retain and
        // release its arrays at every call.)
        let hasTabs = adaptation.hasTabs
        let tabs = adaptation.tabsGeometry
        if hasTabs {
            if case let .tabDidBecomeActive(index) = event { tabs.select(index, in: &state.tabsState) }
            tabs.recordActiveOffset(offset, in: &state.tabsState)
            if case let .tabWillAppear(index) = event {
                // A floating header that has scrolled away stays away: the incoming list goes at least
                // as far past the pin point as the header is hidden (no gap opens above it).
                let floor = state.pinnedHeaderFloat.hiddenDistance > 0
                    ? adaptation.floatStartOffset + state.pinnedHeaderFloat.hiddenDistance : 0
                incomingTabContentOffsetY = tabs.prepareToShow(index, in: &state.tabsState, collapsedFloor: floor) - baseTop
            }
        }
        var layout = adaptation.layout(at: hasTabs ? tabs.headerOffset(state.tabsState) : offset)

        // Refresh: this frame's pull, then what happened.
        var refresh = RefreshStep(state: state.refresh, output: .idle, didTrigger: false)
        if refreshes {
            refresh = adaptation.refreshStep(
                state.refresh, .pulled(stretch: layout.stretch, isDragging: metrics.interaction == .dragging), at: metrics.time)
            let input: RefreshInput?
            switch event {
            case .dragEnded: input = .released
            case .beginRefreshing: input = .beginRefreshing
            case .endRefreshing: input = .endRefreshing(offset: offset)
            case .frame, .tabWillAppear, .tabDidBecomeActive: input = nil  // the pull step advanced the time
            }
            if let input {
                let triggered = refresh.didTrigger
                refresh = adaptation.refreshStep(refresh.state, input, at: metrics.time)
                refresh.didTrigger = refresh.didTrigger || triggered
            }
            state.refresh = refresh.state
        }
        // The refresh's held inset is in the scroll view's top inset only while the page is at or above
        // its top: scrolled down into the content it would push the pin line of sticky section headers
        // (the adjusted top inset) down by its height. Taking it out there moves nothing on screen
        // (insets do not move the offset), and it comes back as the content returns to the top.
        let heldInset = offset <= 0 ? refresh.output.heldInset : 0
        if isResting, ScrollViewBridge.differs(heldInset, state.heldInset) {
            // Resting at the top, the content follows the held inset (a refresh starting or ending).
            contentOffsetY = -(baseTop + heldInset)
            offset = ProfileHeaderLayout.sanitizedOffset(contentOffsetY + baseTop)
            if hasTabs { tabs.recordActiveOffset(offset, in: &state.tabsState) }
            layout = adaptation.layout(at: hasTabs ? tabs.headerOffset(state.tabsState) : offset)
        }
        state.heldInset = heldInset
        state.restingContentOffsetY = isResting ? contentOffsetY : nil

        // Snapping: where a released fling should come to rest.
        var targetContentOffsetY: Double?
        if case let .dragEnded(velocity, proposed) = event, snapping == .expandedOrCollapsed {
            let snap = HeaderSnapping.expandedOrCollapsed(adaptation.configuration)
            if let proposed, proposed.isFinite {
                // Without velocity UIKit jumps to a moved target: it stays, and the list glides to
                // the snap point once it rests (SnapGlide).
                if velocity != 0 {
                    targetContentOffsetY = snap.targetContentOffsetY(
                        proposedContentOffsetY: proposed, adjustedTop: baseTop + heldInset, heldInset: heldInset)
                }
            } else {
                targetContentOffsetY = snap.targetOffset(releasedAt: offset, velocity: velocity.isFinite ? velocity : 0) - baseTop
            }
        }

        // Bottom padding: a short list can still scroll far enough to settle the header.
        let appContentHeight = max(0, metrics.contentHeight - metrics.topSpacerHeight)
        let reachableOffset = appContentHeight + headerContentHeight + key.appBottomInset - metrics.viewportHeight
        let padding = clamp(adaptation.settleOffset - reachableOffset, 0, SupportedRange.maximumLength)
        state.bottomPaddingWritten = padding
        if hasTabs {
            tabs.setContentHeight(appContentHeight, ofTab: state.tabsState.selectedIndex, in: &state.tabsState)
        }

        // The pinned header scrolling away (``pinnedHeader``): the block hides this far, the header's
        // own part (the bar below the status bar) first, its content fading as it goes.
        var floatHidden = 0.0
        var headerShift = 0.0
        var barContentAlpha = 1.0
        var isFloatSettling = false
        if let floatGeometry = adaptation.floatGeometry {
            let follows: Bool
            switch event {
            case .tabWillAppear, .tabDidBecomeActive: follows = false  // another list's offset
            default: follows = true
            }
            // Where the content is within its scrollable range (a bounce past the end is not a scroll
            // back), past the pin point; it does not change when the header's content changes height.
            // The range is the one this frame's writes give (its spacer and bottom padding), so the
            // answer measured again is the same.
            let maximumOffset = appContentHeight + topSpacerHeight + appBottomInset + padding + systemBottomInset
                - metrics.viewportHeight + baseTop
            let pastPin = min(offset, max(0, maximumOffset)) - adaptation.floatStartOffset
            isFloatSettling = state.pinnedHeaderFloat.advance(
                pastPin: pastPin, interaction: metrics.interaction, time: metrics.time, follows: follows, geometry: floatGeometry)
            floatHidden = state.pinnedHeaderFloat.hiddenDistance
            headerShift = min(floatHidden, adaptation.floatBarHeight)
            if adaptation.floatBarHeight > 0 { barContentAlpha = clampUnit(1 - headerShift / adaptation.floatBarHeight) }
        }

        // Elements.
        let pixels = adaptation.pixels
        let width = adaptation.configuration.viewportWidth
        let safeTop = adaptation.configuration.topSafeAreaInset
        let isRightToLeft = metrics.isRightToLeft
        let banner = PageElement(frame: layout.bannerFrame.movedUp(headerShift).aligned(pixels: pixels), rest: rest.banner)
        var blurredBanner = banner
        blurredBanner.alpha = clampUnit(layout.blur.fraction)
        blurredBanner.isVisible = banner.isVisible && blurredBanner.alpha > 0
        let avatarFrame = isRightToLeft ? layout.avatarFrame.mirrored(inWidth: width) : layout.avatarFrame
        // With tabs the header's own layout is held once the tab bar pins (its offset stops at the shared
        // collapse): the avatar and the details above the tab bar go with it, so none of them shows
        // below it. Without tabs they scroll with the content and stay with it.
        let heldShift = hasTabs ? floatHidden : 0
        let avatar = PageElement(frame: avatarFrame.movedUp(heldShift).aligned(pixels: pixels), rest: rest.avatar)
        let titleFrame = isRightToLeft ? layout.titleFrame.mirrored(inWidth: width) : layout.titleFrame
        let title = PageElement(frame: titleFrame.movedUp(headerShift).aligned(pixels: pixels), rest: rest.title,
                                alpha: layout.titleAlpha * barContentAlpha)
        let details = drawsTabBar
            ? PageElement(frame: Rect(x: 0, y: adaptation.detailsContentY - layout.offset - heldShift, width: layout.headerFrame.width,
                                      height: adaptation.detailsHeight).aligned(pixels: pixels), rest: rest.details) : .hidden
        let tabBar = drawsTabBar && adaptation.configuration.tabBarHeight > 0
            ? PageElement(frame: layout.tabBarFrame.movedUp(floatHidden).aligned(pixels: pixels), rest: rest.tabBar) : .hidden
        var tabIndicator = Rect.zero
        var tabStripContentOffsetX = 0.0
        if hasTabs, tabBar.isVisible {
            tabStripContentOffsetX = adaptation.tabStripContentOffsetX(pagePosition: metrics.pagePosition)
            if adaptation.tabStripOverflow > 0, let byHand = metrics.tabStripOffsetX, byHand.isFinite {
                // The user scrolls the strip: it is where they put it (within a bounce of its range,
                // on the pixel grid); it is kept within its range.
                let width = adaptation.configuration.viewportWidth
                tabStripContentOffsetX = Rect.alignedEdge(clamp(byHand, -width, adaptation.tabStripOverflow + width), pixels)
                state.tabStripHold = TabStripHold(offsetX: clamp(tabStripContentOffsetX, 0, adaptation.tabStripOverflow),
                                                  pagePosition: metrics.pagePosition)
            } else if var hold = state.tabStripHold {
                if let held = hold.offsetX(pagePosition: metrics.pagePosition, followingOffsetX: tabStripContentOffsetX) {
                    tabStripContentOffsetX = Rect.alignedEdge(held, pixels)
                    state.tabStripHold = hold
                } else {
                    state.tabStripHold = nil
                }
            }
            // On the pixel grid first (at a tab as its button; sliding, with a width that changes
            // only between tabs of two widths), then mirrored (right to left): the mirror of a
            // grid-aligned frame within a span whose edges are on the grid is on the grid, and
            // exactly as wide. Then moved with the strip, by a whole number of pixels.
            tabIndicator = adaptation.drawnInTabBar(
                adaptation.drawnIndicator(pagePosition: metrics.pagePosition, tabBarOrigin: tabBar.frame.origin, pixels: pixels),
                tabBarMinX: tabBar.frame.minX)
            tabIndicator.origin.x -= tabStripContentOffsetX
        }
        let stacking: PageStacking = layout.avatarStacking == .aboveHeader ? .avatarInFront : .avatarBehind
        // What stays over the content: the header, and the tab bar it draws once that reaches the bar
        // (less what has scrolled away, down to the status bar's strip).
        let tabBarReachedBar = layout.tabBarFrame.minY <= adaptation.configuration.collapsedHeight
        let coveredHeight = drawsTabBar && tabBarReachedBar ? max(layout.headerFrame.maxY, layout.tabBarFrame.maxY)
            : layout.headerFrame.maxY
        let covered = Rect(x: 0, y: 0, width: width, height: max(min(safeTop, coveredHeight), coveredHeight - floatHidden))
            .aligned(pixels: pixels)
        var headerFrame = layout.headerFrame
        headerFrame.size.height = max(min(safeTop, headerFrame.height), headerFrame.height - headerShift)
        var bar = adaptation.bar
        var barLeadingSlot = adaptation.barLeadingSlot
        var barTrailingSlot = adaptation.barTrailingSlot
        var barHit = bar
        var tabBarHit = tabBar.isVisible ? tabBar.frame : .zero
        if floatHidden > 0 {
            // What has gone under the header's clip (the status bar's strip) takes no touch.
            let barShift = Rect.alignedEdge(headerShift, pixels)
            bar.origin.y -= barShift
            barLeadingSlot.origin.y -= barShift
            barTrailingSlot.origin.y -= barShift
            // (Heights on the pixel grid: what is left of a bar gone under is 0, not a rounding sliver.)
            barHit = Rect(x: bar.minX, y: adaptation.bar.minY, width: bar.width,
                          height: max(0, Rect.alignedEdge(bar.maxY - adaptation.bar.minY, pixels)))
            let tabTop = max(tabBarHit.minY, Rect.alignedEdge(headerFrame.maxY, pixels))
            tabBarHit = Rect(x: tabBarHit.minX, y: tabTop, width: tabBarHit.width,
                             height: max(0, Rect.alignedEdge(tabBarHit.maxY - tabTop, pixels)))
        }
        let spinner = PageSpinner(
            frame: centredInSafeArea(refresh.output.spinnerFrame, width: width, shift: adaptation.spinnerShift).aligned(pixels: pixels),
            alpha: refreshes ? refresh.output.spinnerAlpha : 0,
            rotation: refresh.output.spinnerRotation, isSpinning: refresh.output.phase == .refreshing)

        // What the scroll view needs written.
        var writes = PageScrollViewWrites()
        if ScrollViewBridge.differs(topSpacerHeight, metrics.topSpacerHeight) { writes.topSpacerHeight = topSpacerHeight }
        let contentInsetTop = baseTop + heldInset - systemTop
        if ScrollViewBridge.differs(contentInsetTop, metrics.contentInsetTop) { writes.contentInsetTop = contentInsetTop }
        let contentInsetBottom = appBottomInset + padding
        if ScrollViewBridge.differs(contentInsetBottom, metrics.contentInsetBottom) { writes.contentInsetBottom = contentInsetBottom }
        // The system adjusts the indicator insets as it adjusts the content insets: it adds the same top.
        let indicatorInsetTop = max(0, covered.height - systemTop)
        if ScrollViewBridge.differs(indicatorInsetTop, metrics.verticalIndicatorInsetTop) { writes.verticalIndicatorInsetTop = indicatorInsetTop }
        if ScrollViewBridge.differs(contentOffsetY, metrics.contentOffsetY) { writes.contentOffsetY = contentOffsetY }

        // System and accessibility.
        let statusBarStyleChanged = state.statusBarStyle != layout.statusBarStyle
        state.statusBarStyle = layout.statusBarStyle
        var announcement: PageAnnouncement?
        let isTitleShown = layout.isTitleShown
        if isTitleShown != state.isTitleAnnounced {
            state.isTitleAnnounced = isTitleShown
            announcement = isTitleShown ? .titleShown : .titleHidden
        }

        // (A match, not `state.snapGlide != nil`: in the browser's build that is a call to Optional's
        // `==` for an Equatable glide, comparing it field by field — 807 bytes of profile.wasm.)
        let isSnapGliding: Bool
        if case .some = state.snapGlide { isSnapGliding = true } else { isSnapGliding = false }

        return ProfilePageFrame(
            layout: layout, offset: offset,
            headerClip: headerFrame.aligned(pixels: pixels), banner: banner, blurredBanner: blurredBanner,
            blur: layout.blur, usesSolidBar: metrics.reducesTransparency, avatar: avatar, title: title, bar: bar,
            details: details, tabBar: tabBar, tabIndicator: tabIndicator,
            tabStripContentOffsetX: tabStripContentOffsetX, spinner: spinner, stacking: stacking,
            scrollViewWrites: writes,
            otherLists: PageListInsets(topSpacerHeight: topSpacerHeight, contentInsetTop: baseTop - systemTop,
                                       verticalIndicatorInsetTop: indicatorInsetTop),
            targetContentOffsetY: targetContentOffsetY, incomingTabContentOffsetY: incomingTabContentOffsetY,
            canSwitchTabs: hasTabs && tabs.canSwitchTabs(state.tabsState),
            hitMap: PageHitMap(
                bar: barHit, tabBar: tabBarHit,
                avatar: stacking == .avatarInFront ? avatar.frame : .zero,
                details: details.isVisible ? details.frame : .zero, covered: covered,
                contentTop: Rect.alignedEdge(headerContentHeight - offset, pixels)),
            statusBarStyle: layout.statusBarStyle, statusBarStyleChanged: statusBarStyleChanged,
            announcement: announcement, refresh: refresh.output, didTriggerRefresh: refresh.didTrigger,
            needsAnimationFrames: (refreshes && (refresh.output.phase == .refreshing || refresh.output.phase == .ending))
                || isSnapGliding || state.awaitsRest || isFloatSettling,
            pinnedHeaderHiddenDistance: floatHidden, barContentAlpha: barContentAlpha,
            barLeadingSlot: barLeadingSlot, barTrailingSlot: barTrailingSlot)
    }

    /// `contentInset.bottom` for tab `tab`'s list when it is not followed: the app's own bottom inset
    /// (`appContentInsetBottom`, what the list had before the page) plus the padding the tab needs.
    public func contentInsetBottom(ofTab tab: Int, appContentInsetBottom: Double, in state: ProfilePageState) -> Double {
        appContentInsetBottom + bottomPadding(ofTab: tab, in: state)
    }

    /// The bottom padding tab `tab`'s list needs (the active one's is in the frame's writes), in points.
    public func bottomPadding(ofTab tab: Int, in state: ProfilePageState) -> Double {
        guard let adaptation = state.adaptation, adaptation.hasTabs else { return 0 }
        // (A floating header's lists scroll far enough to take it away whole: the settle offset's extra.)
        return adaptation.tabsGeometry.bottomPadding(ofTab: tab, in: state.tabsState, extraReach: adaptation.floatReach)
    }

    /// `frame` (centred in the viewport) moved by `shift` to centre it between the left and right
    /// safe-area insets instead, kept inside the viewport.
    private func centredInSafeArea(_ frame: Rect, width: Double, shift: Double) -> Rect {
        guard shift != 0, frame.width <= width else { return frame }
        let x = clamp(frame.minX + shift, 0, width - frame.width)
        return Rect(x: x, y: frame.minY, width: frame.width, height: frame.height)
    }

    /// Adapts the configuration, tabs and refresh to new metrics and returns what is in force; keeps
    /// the last ones when the metrics are impossible (a zero width before the first layout).
    @inline(never)  // one copy, not one per caller: the browser's module is budgeted
    private func adapt(_ state: inout ProfilePageState, to key: PageAdaptationKey) -> PageAdaptation {
        let adaptation: PageAdaptation
        if let configuration = adaptedConfiguration(for: key) {
            let tabs = tabsConfiguration(for: configuration, viewportHeight: key.viewportHeight, bottomInset: key.appBottomInset,
                                         safeAreaLeft: key.safeAreaLeft, safeAreaRight: key.safeAreaRight, textScale: key.textScale)
            if let tabs, state.tabsState.offsets.count != tabs.tabs.tabCount {
                state.tabsState = tabs.tabs.makeState()
            }
            adaptation = PageAdaptation(
                page: self, key: key, configuration: configuration, isAdapted: true, rest: restFrames(of: configuration, key),
                refresh: RefreshConfiguration(header: configuration), tabs: tabs?.tabs, tabStripOverflow: tabs?.stripOverflow ?? 0)
        } else if let previous = state.adaptation {
            adaptation = previous.keeping(for: key, page: self)
        } else {
            adaptation = PageAdaptation(
                page: self, key: key, configuration: design, isAdapted: false, rest: restFrames(of: design, key),
                refresh: RefreshConfiguration(header: design), tabs: nil)
        }
        // A floating header keeps its state across the change: hidden whole stays hidden whole (the new
        // bars' heights), part-way settles at the next rest.
        // A strip left by hand stays where it was, within its new range (none: it follows the pager).
        if adaptation.tabStripOverflow > 0, var hold = state.tabStripHold {
            hold.offsetX = clamp(hold.offsetX, 0, adaptation.tabStripOverflow)
            state.tabStripHold = hold
        } else {
            state.tabStripHold = nil
        }
        state.pinnedHeaderFloat.readapt(from: state.adaptation?.floatGeometry?.totalHideableDistance ?? 0,
                                        to: adaptation.floatGeometry?.totalHideableDistance ?? 0)
        state.adaptation = adaptation
        return adaptation
    }
}

extension ProfilePage {
    /// The rest frames of `configuration`'s elements as drawn under `key` (mirrored, aligned).
    func restFrames(of configuration: ProfileHeaderConfiguration, _ key: PageAdaptationKey) -> PageRestFrames {
        let rest = configuration.layout(at: 0)
        func drawn(_ frame: Rect, mirrored: Bool = false) -> Rect {
            (mirrored && key.isRightToLeft ? frame.mirrored(inWidth: configuration.viewportWidth) : frame)
                .aligned(toScale: key.displayScale)
        }
        return PageRestFrames(
            banner: drawn(rest.bannerFrame), avatar: drawn(rest.avatarFrame, mirrored: true),
            title: drawn(rest.titleFrame, mirrored: true), details: drawn(configuration.detailsFrame(in: rest)),
            tabBar: drawn(rest.tabBarFrame))
    }
}

extension RefreshOutput {
    /// Nothing pulled, nothing held, no spinner: a page that does not refresh.
    static var idle: RefreshOutput {
        RefreshOutput(phase: .idle, progress: 0, heldInset: 0, spinnerFrame: .zero, spinnerAlpha: 0, spinnerRotation: 0)
    }
}

extension ProfilePageMetrics {
    /// Every number finite and bounded: non-finite reads as 0, magnitudes beyond
    /// ``SupportedRange/maximumFreeMagnitude`` are clamped to it (so sums and differences stay
    /// finite), a display scale or text scale that is not a positive finite number reads as 1, the
    /// display scale is limited to 1 … 16 and the text scale to 0.5 … 4.
    var sanitized: ProfilePageMetrics {
        var metrics = self
        // The usual case in one comparison: when the magnitudes together stay within the limit,
        // every one is finite and within it, and only the signs and the scales need a look.
        let magnitudes = abs(contentOffsetY) + abs(contentHeight) + abs(topSpacerHeight) + abs(viewportWidth)
            + abs(viewportHeight) + abs(contentInsetTop) + abs(adjustedContentInsetTop) + abs(contentInsetBottom)
            + abs(adjustedContentInsetBottom) + abs(verticalIndicatorInsetTop) + abs(safeAreaTop) + abs(safeAreaLeft)
            + abs(safeAreaRight) + abs(time) + abs(detailsHeight) + abs(pagePosition)
        if magnitudes <= SupportedRange.maximumFreeMagnitude {
            metrics.contentHeight = max(0, contentHeight)
            metrics.topSpacerHeight = max(0, topSpacerHeight)
            metrics.viewportWidth = max(0, viewportWidth)
            metrics.viewportHeight = max(0, viewportHeight)
            metrics.safeAreaTop = max(0, safeAreaTop)
            metrics.safeAreaLeft = max(0, safeAreaLeft)
            metrics.safeAreaRight = max(0, safeAreaRight)
            metrics.detailsHeight = max(0, detailsHeight)
        } else {
            func finite(_ value: Double) -> Double {
                value.isFinite ? clamp(value, -SupportedRange.maximumFreeMagnitude, SupportedRange.maximumFreeMagnitude) : 0
            }
            metrics.contentOffsetY = finite(contentOffsetY)
            metrics.contentHeight = max(0, finite(contentHeight))
            metrics.topSpacerHeight = max(0, finite(topSpacerHeight))
            metrics.viewportWidth = max(0, finite(viewportWidth))
            metrics.viewportHeight = max(0, finite(viewportHeight))
            metrics.contentInsetTop = finite(contentInsetTop)
            metrics.adjustedContentInsetTop = finite(adjustedContentInsetTop)
            metrics.contentInsetBottom = finite(contentInsetBottom)
            metrics.adjustedContentInsetBottom = finite(adjustedContentInsetBottom)
            metrics.verticalIndicatorInsetTop = finite(verticalIndicatorInsetTop)
            metrics.safeAreaTop = max(0, finite(safeAreaTop))
            metrics.safeAreaLeft = max(0, finite(safeAreaLeft))
            metrics.safeAreaRight = max(0, finite(safeAreaRight))
            metrics.time = finite(time)
            metrics.detailsHeight = max(0, finite(detailsHeight))
            metrics.pagePosition = finite(pagePosition)
        }
        metrics.displayScale = displayScale.isFinite && displayScale >= 1 ? min(displayScale, 16) : 1
        metrics.textScale = textScale.isFinite && textScale > 0 ? clamp(textScale, 0.5, 4) : 1
        return metrics
    }

    /// True when ``sanitized`` would change nothing: every number finite and within
    /// ``SupportedRange/maximumFreeMagnitude`` (their magnitudes together, for one comparison),
    /// the lengths that must not be negative not negative, and both scales within their ranges.
    /// What a scroll view reports is, so a frame uses it as it is.
    #if !hasFeature(Embedded)
    @inline(__always)  // for speed; the browser's build keeps one copy, for size
    #endif
    var isSanitized: Bool {
        let magnitudes = abs(contentOffsetY) + abs(contentHeight) + abs(topSpacerHeight) + abs(viewportWidth)
            + abs(viewportHeight) + abs(contentInsetTop) + abs(adjustedContentInsetTop) + abs(contentInsetBottom)
            + abs(adjustedContentInsetBottom) + abs(verticalIndicatorInsetTop) + abs(safeAreaTop) + abs(safeAreaLeft)
            + abs(safeAreaRight) + abs(time) + abs(detailsHeight) + abs(pagePosition)
        // (Pairwise: `min` of more than two arguments takes a variadic array, which allocates.)
        let lengths = min(min(min(contentHeight, topSpacerHeight), min(viewportWidth, viewportHeight)),
                          min(min(safeAreaTop, safeAreaLeft), min(safeAreaRight, detailsHeight)))
        return magnitudes <= SupportedRange.maximumFreeMagnitude && lengths >= 0
            && displayScale >= 1 && displayScale <= 16 && textScale >= 0.5 && textScale <= 4
    }
}
