/// The numbers of a ``TabsConfiguration`` that every frame's operations read (recording the
/// active offset, the header offset, the indicator), as one plain value: copying it copies a few
/// words and retains nothing, so the page keeps one and calls these in place of the
/// configuration's own methods, which forward here.
struct TabsFrameGeometry: Equatable, Hashable, Sendable {
    /// The number of tabs, `≥ 1`.
    var tabCount: Int
    /// The offset at which the shared header has settled (`H`), in points.
    var collapseDistance: Double
    /// Height of the lists' viewport, in points.
    var viewportHeight: Double
    /// Top content inset of every list, in points.
    var contentInsetTop: Double
    /// Bottom content inset of every list, in points.
    var contentInsetBottom: Double
    /// Height of the tab bar, in points.
    var tabBarHeight: Double
    /// Height of the selection indicator, in points.
    var indicatorHeight: Double
    /// How far the indicator is inset from each side of its tab button, in points.
    var indicatorHorizontalInset: Double
    /// The width of one page of the pager, in points.
    var pageWidth: Double
    /// The deceleration a horizontal fling is projected with.
    var decelerationRate: DecelerationRate

    /// The stand-in a page without tabs holds (one tab, nothing to collapse; never read): plain
    /// numbers, with no configuration to validate at start-up.
    static let noTabs = TabsFrameGeometry(
        tabCount: 1, collapseDistance: 1, viewportHeight: 1, contentInsetTop: 0, contentInsetBottom: 0,
        tabBarHeight: 44, indicatorHeight: 2, indicatorHorizontalInset: 0, pageWidth: 1, decelerationRate: .fast)

    /// See ``TabsConfiguration/headerOffset(_:)``.
    #if !hasFeature(Embedded)
    @inline(__always)  // for speed (an Embedded build keeps one copy)
    #endif
    func headerOffset(_ state: TabsState) -> Double {
        min(savedOffset(ofTab: validIndex(state.selectedIndex), in: state), collapseDistance)
    }

    /// See ``TabsConfiguration/canSwitchTabs(_:)``.
    #if !hasFeature(Embedded)
    @inline(__always)  // for speed (an Embedded build keeps one copy)
    #endif
    func canSwitchTabs(_ state: TabsState) -> Bool {
        savedOffset(ofTab: validIndex(state.selectedIndex), in: state) >= 0
    }

    /// See ``TabsConfiguration/recordActiveOffset(_:in:)``.
    #if !hasFeature(Embedded)
    @inline(__always)  // for speed (an Embedded build keeps one copy)
    #endif
    func recordActiveOffset(_ offset: Double, in state: inout TabsState) {
        guard !offset.isNaN else { return }
        adapt(&state)
        let limit = ProfileHeaderLayout.offsetLimit
        state.offsets[state.selectedIndex] = clamp(offset, -limit, limit)
    }

    /// See ``TabsConfiguration/setContentHeight(_:ofTab:in:)``.
    #if !hasFeature(Embedded)
    @inline(__always)  // for speed (an Embedded build keeps one copy)
    #endif
    func setContentHeight(_ height: Double, ofTab tab: Int, in state: inout TabsState) {
        adapt(&state)
        let index = validIndex(tab)
        let value = height.isFinite ? max(0, height) : 0
        if state.contentHeights[index] != value { state.contentHeights[index] = value }
    }

    /// See ``TabsConfiguration/prepareToShow(_:in:)``. `collapsedFloor`: the least offset an incoming
    /// tab gets when the header is collapsed, in points (the page's floating header keeps what it has
    /// hidden: the pin point plus the hidden distance).
    #if !hasFeature(Embedded)
    @inline(__always)  // for speed (an Embedded build keeps one copy)
    #endif
    func prepareToShow(_ tab: Int, in state: inout TabsState, collapsedFloor: Double = 0) -> Double {
        adapt(&state)
        let index = validIndex(tab)
        let active = state.selectedIndex
        guard index != active else { return state.offsets[index] }
        let collapse = clamp(state.offsets[active], 0, collapseDistance)  // overscroll stays with its tab
        let offset = collapse < collapseDistance ? collapse : max(max(state.offsets[index], collapseDistance), collapsedFloor)
        state.offsets[index] = offset
        return offset
    }

    /// See ``TabsConfiguration/select(_:in:)``.
    #if !hasFeature(Embedded)
    @inline(__always)  // for speed (an Embedded build keeps one copy)
    #endif
    func select(_ tab: Int, in state: inout TabsState) {
        adapt(&state)
        state.selectedIndex = validIndex(tab)
    }

    /// See ``TabsConfiguration/bottomPadding(ofTab:in:)``.
    #if !hasFeature(Embedded)
    @inline(__always)  // for speed (an Embedded build keeps one copy)
    #endif
    /// `extraReach`: points each list must scroll beyond the shared collapse (a floating header's
    /// block, which a list must be able to scroll away whole), `≥ 0`.
    func bottomPadding(ofTab tab: Int, in state: TabsState, extraReach: Double = 0) -> Double {
        let index = validIndex(tab)
        let height = state.contentHeights.indices.contains(index) ? state.contentHeights[index] : 0
        let reachable = height + contentInsetTop + contentInsetBottom - viewportHeight
        return max(0, collapseDistance + extraReach - reachable)
    }

    /// See ``TabsConfiguration/indicatorFrame(pagePosition:)``; `spans` are the configuration's tabs.
    #if !hasFeature(Embedded)
    @inline(__always)  // for speed (an Embedded build keeps one copy)
    #endif
    func indicatorFrame(spans: [TabSpan], pagePosition: Double) -> Rect {
        let last = spans.count - 1
        let position = clamp(pagePosition, 0, Double(last))  // NaN reads as 0
        let lower = min(Int(position), last)
        let from = spans[lower]
        let to = spans[min(lower + 1, last)]
        // Between two tabs of the bar (edges and widths within ± 10¹¹ points) at a fraction in
        // 0 … 1: finite, and the width stays between the two tabs' widths.
        let fraction = position - Double(lower)
        let minX = from.minX + (to.minX - from.minX) * fraction
        let width = from.width + (to.width - from.width) * fraction
        return Rect(
            x: minX + indicatorHorizontalInset, y: tabBarHeight - indicatorHeight,
            width: width - 2 * indicatorHorizontalInset, height: indicatorHeight
        )
    }

    /// See ``TabsConfiguration/settledTab(pagePosition:velocity:)``.
    func settledTab(pagePosition: Double, velocity: Double) -> Int {
        let position = clamp(pagePosition, 0, Double(tabCount - 1))
        let projected = position + decelerationRate.projectedDistance(velocity: velocity) / pageWidth
        let lower = Double(Int(position))
        let limited = clamp(projected, lower, min(lower + 1, Double(tabCount - 1)))
        return validIndex(Int(limited + 0.5))
    }

    /// `index` limited to the tabs that exist: an index out of range (negative, or past the last
    /// tab) means the nearest tab.
    @inline(__always)
    func validIndex(_ index: Int) -> Int {
        min(max(index, 0), tabCount - 1)
    }

    /// Tab `index`'s saved offset; 0 (at rest) for a tab the state has no entry for.
    @inline(__always)
    func savedOffset(ofTab index: Int, in state: TabsState) -> Double {
        index >= 0 && index < state.offsets.count ? state.offsets[index] : 0
    }

    /// Makes a state made for another number of tabs this configuration's own, before a change:
    /// tabs it has no entry for start at rest (offset 0, content height 0), entries past the last
    /// tab are dropped, and the selection is limited to the tabs that exist. Costs nothing for a
    /// state that already fits.
    #if !hasFeature(Embedded)
    @inline(__always)  // for speed (an Embedded build keeps one copy)
    #endif
    func adapt(_ state: inout TabsState) {
        if state.offsets.count != tabCount || state.contentHeights.count != tabCount
            || UInt(bitPattern: state.selectedIndex) >= UInt(tabCount) {
            reshape(&state)
        }
    }

    /// ``adapt(_:)``'s work, for a state made for another number of tabs or selecting none of these.
    func reshape(_ state: inout TabsState) {
        state.resize(to: tabCount)
        state.selectedIndex = validIndex(state.selectedIndex)
    }
}
