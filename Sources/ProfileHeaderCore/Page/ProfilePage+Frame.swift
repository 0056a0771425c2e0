extension ProfilePage {
    /// Everything to write for one frame: the one call a front end makes per frame.
    ///
    /// Give it what the platform measured now and what happened (`event`); it updates `state` in
    /// place and returns every frame, alpha, transform, stacking, inset, offset, hit region and
    /// announcement. Written back and measured again, its answer changes nothing (a fixed point).
    /// Allocates nothing, unless the metrics changed and the configuration is adapted anew.
    public func frame(_ state: inout ProfilePageState, _ rawMetrics: ProfilePageMetrics,
                      event: ProfilePageEvent = .frame) -> ProfilePageFrame {
        let metrics = rawMetrics.sanitized
        // A tab becoming active brings its own list, whose bottom inset carries the padding the page
        // gave that tab (``bottomPadding(ofTab:in:)``), not the one it wrote for the last active list.
        if case let .tabDidBecomeActive(index) = event, let tabs = state.tabs {
            state.bottomPaddingWritten = tabs.bottomPadding(ofTab: index, in: state.tabsState)
        }

        // The app's own bottom inset: what the scroll view has, less the padding written last.
        let appBottomInset = max(0, metrics.contentInsetBottom - state.bottomPaddingWritten)
        let systemBottomInset = metrics.adjustedContentInsetBottom - metrics.contentInsetBottom
        let key = PageAdaptationKey(
            viewportWidth: metrics.viewportWidth, viewportHeight: metrics.viewportHeight,
            safeAreaTop: metrics.safeAreaTop, textScale: metrics.textScale, reducesMotion: metrics.reducesMotion,
            detailsHeight: metrics.detailsHeight, appBottomInset: max(0, appBottomInset + systemBottomInset),
            displayScale: metrics.displayScale, isRightToLeft: metrics.isRightToLeft,
            safeAreaLeft: metrics.safeAreaLeft, safeAreaRight: metrics.safeAreaRight)
        if state.adaptedFor != key { adapt(&state, to: key) }
        let configuration = state.configuration ?? design
        let rest = state.rest ?? restFrames(of: configuration, key)

        // The inset policy.
        let drawsTabBar = contentStart == .belowTabBar
        let headerContentHeight = drawsTabBar
            ? configuration.tabBarContentY + configuration.tabBarHeight : configuration.expandedHeight
        let pinnedCover = configuration.collapsedHeight + (drawsTabBar ? configuration.tabBarHeight : 0)
        let baseTop = insetPolicy == .belowPinnedHeader ? pinnedCover : headerContentHeight
        let topSpacerHeight = insetPolicy == .belowPinnedHeader ? headerContentHeight - pinnedCover : 0
        let systemTop = metrics.adjustedContentInsetTop - metrics.contentInsetTop
        let isResting = metrics.interaction == .idle
            && (!ScrollViewBridge.differs(metrics.contentOffsetY, -metrics.adjustedContentInsetTop)
                || state.restingContentOffsetY.map { !ScrollViewBridge.differs($0, metrics.contentOffsetY) } == true)

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
        state.headerContentHeight = headerContentHeight

        // Tabs: a tab becoming active brings its own list's metrics; the active offset is recorded.
        var incomingTabContentOffsetY: Double?
        var offset = ProfileHeaderLayout.sanitizedOffset(contentOffsetY + baseTop)
        if let tabs = state.tabs {
            if case let .tabDidBecomeActive(index) = event { tabs.select(index, in: &state.tabsState) }
            tabs.recordActiveOffset(offset, in: &state.tabsState)
            if case let .tabWillAppear(index) = event {
                incomingTabContentOffsetY = tabs.prepareToShow(index, in: &state.tabsState) - baseTop
            }
        }
        var layout = configuration.layout(at: headerOffset(offset, state))

        // Refresh: this frame's pull, then what happened.
        var refresh = RefreshStep(state: state.refresh, output: .idle, didTrigger: false)
        if refreshes {
            let refreshConfiguration = state.refreshConfiguration ?? RefreshConfiguration(header: configuration)
            refresh = refreshConfiguration.step(
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
                refresh = refreshConfiguration.step(refresh.state, input, at: metrics.time)
                refresh.didTrigger = refresh.didTrigger || triggered
            }
            state.refresh = refresh.state
        }
        let heldInset = refresh.output.heldInset
        if isResting, ScrollViewBridge.differs(heldInset, state.heldInset) {
            // Resting at the top, the content follows the held inset (a refresh starting or ending).
            contentOffsetY = -(baseTop + heldInset)
            offset = ProfileHeaderLayout.sanitizedOffset(contentOffsetY + baseTop)
            if let tabs = state.tabs { tabs.recordActiveOffset(offset, in: &state.tabsState) }
            layout = configuration.layout(at: headerOffset(offset, state))
        }
        state.heldInset = heldInset
        state.restingContentOffsetY = isResting ? contentOffsetY : nil

        // Snapping: where a released fling should come to rest.
        var targetContentOffsetY: Double?
        if case let .dragEnded(velocity, proposed) = event, snapping == .expandedOrCollapsed {
            let snap = HeaderSnapping.expandedOrCollapsed(configuration)
            if let proposed, proposed.isFinite {
                targetContentOffsetY = snap.targetContentOffsetY(
                    proposedContentOffsetY: proposed, adjustedTop: baseTop + heldInset, heldInset: heldInset)
            } else {
                targetContentOffsetY = snap.targetOffset(releasedAt: offset, velocity: velocity.isFinite ? velocity : 0) - baseTop
            }
        }

        // Bottom padding: a short list can still scroll far enough to settle the header.
        let appContentHeight = max(0, metrics.contentHeight - metrics.topSpacerHeight)
        let reachableOffset = appContentHeight + headerContentHeight + key.appBottomInset - metrics.viewportHeight
        let settleOffset = drawsTabBar ? configuration.sharedHeaderCollapseDistance : configuration.collapseDistance
        let padding = clamp(settleOffset - reachableOffset, 0, SupportedRange.maximumLength)
        state.bottomPaddingWritten = padding
        if let tabs = state.tabs {
            tabs.setContentHeight(appContentHeight, ofTab: state.tabsState.selectedIndex, in: &state.tabsState)
        }

        // Elements.
        let scale = metrics.displayScale
        let width = configuration.viewportWidth
        let isRightToLeft = metrics.isRightToLeft
        func element(_ frame: Rect, _ restFrame: Rect, alpha: Double = 1, mirrored: Bool = false) -> PageElement {
            let drawn = mirrored && isRightToLeft ? frame.mirrored(inWidth: width) : frame
            return PageElement(frame: drawn.aligned(toScale: scale), rest: restFrame, alpha: alpha)
        }
        let banner = element(layout.bannerFrame, rest.banner)
        var blurredBanner = banner
        blurredBanner.alpha = clampUnit(layout.blur.fraction)
        blurredBanner.isVisible = banner.isVisible && blurredBanner.alpha > 0
        let avatar = element(layout.avatarFrame, rest.avatar, mirrored: true)
        let title = element(layout.titleFrame, rest.title, alpha: layout.titleAlpha, mirrored: true)
        let details = drawsTabBar ? element(configuration.detailsFrame(in: layout), rest.details) : .hidden
        let tabBar = drawsTabBar && configuration.tabBarHeight > 0 ? element(layout.tabBarFrame, rest.tabBar) : .hidden
        var tabIndicator = Rect.zero
        if let tabs = state.tabs, tabBar.isVisible {
            let indicator = tabs.indicatorFrame(pagePosition: metrics.pagePosition)
            tabIndicator = Rect(x: tabBar.frame.minX + indicator.minX, y: tabBar.frame.minY + indicator.minY,
                                width: indicator.width, height: indicator.height).aligned(toScale: scale)
        }
        let stacking: PageStacking = layout.avatarStacking == .aboveHeader ? .avatarInFront : .avatarBehind
        // What stays over the content: the header, and the tab bar it draws once that reaches the bar.
        let tabBarReachedBar = layout.tabBarFrame.minY <= configuration.collapsedHeight
        let coveredHeight = drawsTabBar && tabBarReachedBar ? max(layout.headerFrame.maxY, layout.tabBarFrame.maxY)
            : layout.headerFrame.maxY
        let covered = Rect(x: 0, y: 0, width: width, height: coveredHeight).aligned(toScale: scale)
        let bar = configuration.barFrame.aligned(toScale: scale)
        let spinner = PageSpinner(
            frame: centredInSafeArea(refresh.output.spinnerFrame, width: width, key).aligned(toScale: scale), alpha: refreshes ? refresh.output.spinnerAlpha : 0,
            rotation: refresh.output.spinnerRotation, isSpinning: refresh.output.phase == .refreshing)

        // What the scroll view needs written.
        var writes = PageScrollViewWrites()
        if ScrollViewBridge.differs(topSpacerHeight, metrics.topSpacerHeight) { writes.topSpacerHeight = topSpacerHeight }
        let contentInsetTop = baseTop + heldInset - systemTop
        if ScrollViewBridge.differs(contentInsetTop, metrics.contentInsetTop) { writes.contentInsetTop = contentInsetTop }
        let contentInsetBottom = appBottomInset + padding
        if ScrollViewBridge.differs(contentInsetBottom, metrics.contentInsetBottom) { writes.contentInsetBottom = contentInsetBottom }
        if ScrollViewBridge.differs(covered.height, metrics.verticalIndicatorInsetTop) { writes.verticalIndicatorInsetTop = covered.height }
        if ScrollViewBridge.differs(contentOffsetY, metrics.contentOffsetY) { writes.contentOffsetY = contentOffsetY }

        // System and accessibility.
        let statusBarStyleChanged = state.statusBarStyle != layout.statusBarStyle
        state.statusBarStyle = layout.statusBarStyle
        var announcement: PageAnnouncement?
        if layout.isTitleShown != state.isTitleAnnounced {
            state.isTitleAnnounced = layout.isTitleShown
            announcement = layout.isTitleShown ? .titleShown : .titleHidden
        }

        return ProfilePageFrame(
            configuration: configuration, layout: layout, offset: offset,
            headerClip: layout.headerFrame.aligned(toScale: scale), banner: banner, blurredBanner: blurredBanner,
            blur: layout.blur, usesSolidBar: metrics.reducesTransparency, avatar: avatar, title: title, bar: bar,
            details: details, tabBar: tabBar, tabIndicator: tabIndicator, spinner: spinner, stacking: stacking,
            scrollViewWrites: writes,
            targetContentOffsetY: targetContentOffsetY, incomingTabContentOffsetY: incomingTabContentOffsetY,
            canSwitchTabs: state.tabs.map { $0.canSwitchTabs(state.tabsState) } ?? false,
            hitMap: PageHitMap(
                bar: bar, tabBar: tabBar.isVisible ? tabBar.frame : .zero,
                avatar: stacking == .avatarInFront ? avatar.frame : .zero,
                details: details.isVisible ? details.frame : .zero, covered: covered,
                contentTop: Rect.alignedEdge(headerContentHeight - offset, scale)),
            statusBarStyle: layout.statusBarStyle, statusBarStyleChanged: statusBarStyleChanged,
            announcement: announcement, refresh: refresh.output, didTriggerRefresh: refresh.didTrigger,
            needsAnimationFrames: refreshes && (refresh.output.phase == .refreshing || refresh.output.phase == .ending))
    }

    /// The bottom padding tab `tab`'s list needs (the active one's is in the frame's writes), in points.
    public func bottomPadding(ofTab tab: Int, in state: ProfilePageState) -> Double {
        state.tabs?.bottomPadding(ofTab: tab, in: state.tabsState) ?? 0
    }

    /// `frame` (centred in the viewport) centred between the left and right safe-area insets instead,
    /// kept inside the viewport.
    private func centredInSafeArea(_ frame: Rect, width: Double, _ key: PageAdaptationKey) -> Rect {
        let shift = (key.safeAreaLeft - key.safeAreaRight) / 2
        guard shift != 0, frame.width <= width else { return frame }
        let x = clamp(frame.minX + shift, 0, width - frame.width)
        return Rect(x: x, y: frame.minY, width: frame.width, height: frame.height)
    }

    /// The offset the shared header is laid out at: the active offset, up to where tabs share it.
    private func headerOffset(_ offset: Double, _ state: ProfilePageState) -> Double {
        guard let tabs = state.tabs else { return offset }
        return tabs.headerOffset(state.tabsState)
    }

    /// Adapts the configuration, tabs and refresh to new metrics; keeps the last ones when the
    /// metrics are impossible (a zero width before the first layout).
    private func adapt(_ state: inout ProfilePageState, to key: PageAdaptationKey) {
        state.adaptedFor = key
        guard let configuration = adaptedConfiguration(for: key) else { return }
        state.configuration = configuration
        state.rest = restFrames(of: configuration, key)
        state.refreshConfiguration = RefreshConfiguration(header: configuration)
        let tabs = tabsConfiguration(for: configuration, viewportHeight: key.viewportHeight, bottomInset: key.appBottomInset,
                                     safeAreaLeft: key.safeAreaLeft, safeAreaRight: key.safeAreaRight)
        if let tabs, state.tabsState.offsets.count != tabs.tabCount {
            state.tabsState = tabs.makeState()
        }
        state.tabs = tabs
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
        func finite(_ value: Double) -> Double {
            value.isFinite ? clamp(value, -SupportedRange.maximumFreeMagnitude, SupportedRange.maximumFreeMagnitude) : 0
        }
        var metrics = self
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
        metrics.displayScale = displayScale.isFinite && displayScale >= 1 ? min(displayScale, 16) : 1
        metrics.textScale = textScale.isFinite && textScale > 0 ? clamp(textScale, 0.5, 4) : 1
        metrics.time = finite(time)
        metrics.detailsHeight = max(0, finite(detailsHeight))
        metrics.pagePosition = finite(pagePosition)
        return metrics
    }
}
