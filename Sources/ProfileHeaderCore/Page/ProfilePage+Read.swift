// Reading a frame's metrics: sanitized, and the design adapted to them when they change.

extension ProfilePage {
    /// The adaptation in force for `metrics`: the last one while the metrics it was made for hold,
    /// else made anew (``adapt(_:to:)``).
    @inline(__always)
    func adaptation(_ state: inout ProfilePageState, _ metrics: ProfilePageMetrics) -> PageAdaptation {
        // The app's own bottom inset: what the scroll view has, less the padding written last.
        let appBottomInset = max(0, metrics.contentInsetBottom - state.bottomPaddingWritten)
        let systemBottomInset = metrics.adjustedContentInsetBottom - metrics.contentInsetBottom
        let key = PageAdaptationKey(
            viewportWidth: metrics.viewportWidth, viewportHeight: metrics.viewportHeight,
            safeAreaTop: metrics.safeAreaTop, textScale: metrics.textScale, reducesMotion: metrics.reducesMotion,
            detailsHeight: metrics.detailsHeight, appBottomInset: max(0, appBottomInset + systemBottomInset),
            displayScale: metrics.displayScale, isRightToLeft: metrics.isRightToLeft,
            safeAreaLeft: metrics.safeAreaLeft, safeAreaRight: metrics.safeAreaRight,
            nameTop: PageAdaptationKey.nameTop(measured: metrics.nameTop),
            systemBarHeight: PageAdaptationKey.length(measured: metrics.systemBarHeight, limit: metrics.safeAreaTop),
            barSafeAreaLeft: PageAdaptationKey.length(measured: metrics.barSafeAreaLeft, limit: metrics.viewportWidth),
            barSafeAreaRight: PageAdaptationKey.length(measured: metrics.barSafeAreaRight, limit: metrics.viewportWidth),
            holdsHeaderCollapsed: state.headerHold == .held || state.headerHold == .releasing)
        if let current = state.adaptation, current.key == key { return current }
        return adapt(&state, to: key)
    }

    /// Adapts the configuration, tabs and refresh to new metrics and returns what is in force; keeps
    /// the last ones when the metrics are impossible (a zero width before the first layout).
    @inline(never)  // one copy, shared by every caller
    func adapt(_ state: inout ProfilePageState, to key: PageAdaptationKey) -> PageAdaptation {
        let adaptation: PageAdaptation
        if let configuration = adaptedConfiguration(for: key) {
            let tabs = tabsConfiguration(for: configuration, viewportHeight: key.viewportHeight, bottomInset: key.appBottomInset,
                                         safeAreaLeft: key.safeAreaLeft, safeAreaRight: key.safeAreaRight, textScale: key.textScale)
            if let tabs, state.tabsState.offsets.count != tabs.tabs.tabCount {
                // (The tab the pager follows: the first frame's, or the one a new page started on.)
                state.tabsState = tabs.tabs.makeState(selectedIndex: state.tabPager.followedTab)
                if state.tabPager.followedTab >= tabs.tabs.tabCount {
                    // A first tab past the last: the last.
                    state.tabPager = TabPager(activeTab: tabs.tabs.tabCount - 1)
                    state.selectedTabReported = tabs.tabs.tabCount - 1
                }
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
        state.headerDrawingIsValid = false  // drawn for the last adaptation
        state.headerLayoutIsValid = false
        state.stripDrawing.isValid = false
        return adaptation
    }

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

extension ProfilePageMetrics {
    /// Every number finite and bounded (the pager's and the tab strip's offsets are read where they
    /// are used: non-finite reads as none): non-finite reads as 0, magnitudes beyond
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
            + abs(safeAreaRight) + abs(time) + abs(detailsHeight)
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
    @inline(__always)  // for speed (an Embedded build keeps one copy)
    #endif
    var isSanitized: Bool {
        let magnitudes = abs(contentOffsetY) + abs(contentHeight) + abs(topSpacerHeight) + abs(viewportWidth)
            + abs(viewportHeight) + abs(contentInsetTop) + abs(adjustedContentInsetTop) + abs(contentInsetBottom)
            + abs(adjustedContentInsetBottom) + abs(verticalIndicatorInsetTop) + abs(safeAreaTop) + abs(safeAreaLeft)
            + abs(safeAreaRight) + abs(time) + abs(detailsHeight)
        // (Pairwise: `min` of more than two arguments takes a variadic array, which allocates.)
        let lengths = min(min(min(contentHeight, topSpacerHeight), min(viewportWidth, viewportHeight)),
                          min(min(safeAreaTop, safeAreaLeft), min(safeAreaRight, detailsHeight)))
        return magnitudes <= SupportedRange.maximumFreeMagnitude && lengths >= 0
            && displayScale >= 1 && displayScale <= 16 && textScale >= 0.5 && textScale <= 4
    }
}
