// Target `tabs`: TabsConfiguration's rule table (its initializer's documentation) and the promises
// of "Tabs sharing one header" over fuzzed operations, including states made for other tab counts.

struct TabsFields: CustomStringConvertible {
    var tabWidths: [Double] = []
    var tabSpacing = 0.0, tabBarLeadingInset = 0.0, tabBarHeight = 44.0, indicatorHeight = 3.0, indicatorHorizontalInset = 0.0
    var collapseDistance = 317.0, viewportHeight = 852.0, contentInsetTop = 464.0, contentInsetBottom = 83.0, pageWidth = 393.0
    var rate = 0.99

    init(_ input: inout FuzzInput) {
        let count = input.int(0...8) == 0 ? 0 : input.int(1...6)
        for _ in 0..<count { tabWidths.append(input.double(typical: 98)) }
        tabSpacing = input.byte() % 2 == 0 ? 0 : input.double(typical: 8)
        tabBarLeadingInset = input.byte() % 2 == 0 ? 0 : input.double(typical: 16)
        tabBarHeight = input.double(typical: tabBarHeight)
        indicatorHeight = input.double(typical: indicatorHeight)
        indicatorHorizontalInset = input.byte() % 2 == 0 ? 0 : input.double(typical: 12)
        collapseDistance = input.double(typical: collapseDistance)
        viewportHeight = input.double(typical: viewportHeight)
        contentInsetTop = input.double(typical: contentInsetTop)
        contentInsetBottom = input.double(typical: contentInsetBottom)
        pageWidth = input.double(typical: pageWidth)
        rate = input.byte() % 8 == 0 ? input.double() : 0.99
    }

    var description: String {
        "TabsConfiguration(tabWidths: \(tabWidths), tabSpacing: \(tabSpacing), tabBarLeadingInset: \(tabBarLeadingInset), tabBarHeight: \(tabBarHeight), indicatorHeight: \(indicatorHeight), indicatorHorizontalInset: \(indicatorHorizontalInset), collapseDistance: \(collapseDistance), viewportHeight: \(viewportHeight), contentInsetTop: \(contentInsetTop), contentInsetBottom: \(contentInsetBottom), pageWidth: \(pageWidth), decelerationRate: \(rate))"
    }

    /// TabsConfiguration's documented rules (order not specified).
    var table: Table {
        var t = Table()
        t.require(!tabWidths.isEmpty, "tabWidths", nil, .mustNotBeEmpty)
        if tableHasRanges { t.require(tabWidths.count <= 100_000, "tabWidths", nil, .outOfSupportedRange(lowerBound: 1, upperBound: 100_000)) }
        t.value(tabSpacing, "tabSpacing", .length)
        t.value(tabBarLeadingInset, "tabBarLeadingInset", .length)
        for (i, w) in tabWidths.enumerated() { t.value(w, "tabWidths", i, .positiveLength) }
        t.value(tabBarHeight, "tabBarHeight", .positiveLength)
        if t.value(indicatorHeight, "indicatorHeight", .length) || indicatorHeight >= 0 {
            t.require(indicatorHeight <= tabBarHeight, "indicatorHeight", nil, .mustNotExceedBarHeight)
        }
        if t.value(indicatorHorizontalInset, "indicatorHorizontalInset", .length) || indicatorHorizontalInset >= 0 {
            let narrowest = tabWidths.min() ?? .infinity
            if narrowest.isFinite && narrowest > 0 { t.require(2 * indicatorHorizontalInset < narrowest, "indicatorHorizontalInset", nil, .mustLeaveWidth) }
        }
        t.value(collapseDistance, "collapseDistance", .positiveLength)
        t.value(viewportHeight, "viewportHeight", .positiveLength)
        t.value(contentInsetTop, "contentInsetTop", .length)
        t.value(contentInsetBottom, "contentInsetBottom", .length)
        t.value(pageWidth, "pageWidth", .positiveLength)
        return t
    }

    func make() -> (TabsConfiguration?, TabsConfigurationError?) {
        attempt { () throws(TabsConfigurationError) in
            try TabsConfiguration(tabWidths: tabWidths, tabSpacing: tabSpacing, tabBarLeadingInset: tabBarLeadingInset,
                                  tabBarHeight: tabBarHeight, indicatorHeight: indicatorHeight,
                                  indicatorHorizontalInset: indicatorHorizontalInset, collapseDistance: collapseDistance,
                                  viewportHeight: viewportHeight, contentInsetTop: contentInsetTop,
                                  contentInsetBottom: contentInsetBottom, pageWidth: pageWidth,
                                  decelerationRate: DecelerationRate(rate) ?? .fast)
        }
    }
}

func fuzzTabs(_ input: inout FuzzInput) {
    var header: ProfileHeaderConfiguration?
    var tabs: TabsConfiguration
    if input.byte() % 4 == 0 {
        // The profile helpers, any tab count (a huge one must be rejected, not allocated).
        let h = ProfileHeaderConfiguration.twitter
        let count = input.pick([0, 1, 2, 4, 100_000, 100_001, -1, 1 << 20, 1 << 40, 1 << 60, Int.max, Int.min])
        if skipRanges, count > 100_000 { return }  // an engine without the count range would allocate it
        let (made, error) = attempt { () throws(TabsConfigurationError) in
            try TabsConfiguration.profile(header: h, tabCount: count, viewportHeight: 852)
        }
        var t = Table()
        t.require(count >= 1, "tabWidths", nil, .mustNotBeEmpty)
        if tableHasRanges, count >= 1 { t.require(count <= 100_000, "tabWidths", nil, .outOfSupportedRange(lowerBound: 1, upperBound: 100_000)) }
        if count >= 1, count <= 100_000 {  // equal widths: the viewport's width shared by the tabs, each a positive length
            for i in 0..<count { t.value(h.viewportWidth / Double(count), "tabWidths", i, .positiveLength) }
        }
        guard compareRules("TabsConfiguration.profile(tabCount:)", t, error, ordered: false, "tabCount \(count)"),
              let made, made.tabCount <= 16 else { return }
        header = h
        tabs = made
    } else {
        let fields = TabsFields(&input)
        let (made, error) = fields.make()
        guard compareRules("TabsConfiguration", fields.table, error, ordered: false, "\(fields)"), let made else { return }
        tabs = made
    }
    // A second configuration (maybe with fewer tabs) whose states get mixed in: no traps with any state.
    let other = (try? TabsConfiguration(tabWidths: Array(repeating: 50, count: input.int(1...3)), tabBarHeight: 44,
                                        collapseDistance: 100, viewportHeight: 500, contentInsetTop: 0, pageWidth: 320))!
    let mixStates = input.byte() % 8 == 0 && !skippedPromises.contains("tabs.foreign-state")
    var state = mixStates ? other.makeState(selectedIndex: input.int(-2...4)) : tabs.makeState(selectedIndex: input.int(-2...8))
    let foreign = state.offsets.count != tabs.tabCount
    let H = tabs.collapseDistance
    var log: [String] = ["state for \(state.offsets.count) tabs"]
    func context() -> String { "\(tabs)\n operations: \(log)" }
    for _ in 0..<input.int(1...40) {
        if input.isEmpty { break }
        let before = state
        let active = before.selectedIndex
        switch input.byte() % 8 {
        case 0, 1:
            let offset = input.bool() ? input.double() : input.ordinary(1000)
            log.append("recordActiveOffset(\(offset))")
            tabs.recordActiveOffset(offset, in: &state)
            if !foreign, offset.isNaN { check(state == before, "tabs.nan-ignored", "NaN offset changed the state \(context())") }
        case 2:
            let tab = input.int(-2...8), height = input.bool() ? input.double() : input.ordinary(3000)
            log.append("setContentHeight(\(height), ofTab: \(tab))")
            tabs.setContentHeight(height, ofTab: tab, in: &state)
        case 3, 4:  // a switch: prepare, then select
            let tab = input.int(-2...8)
            let canSwitch = tabs.canSwitchTabs(state)
            let headerBefore = tabs.headerOffset(state)
            log.append("prepareToShow(\(tab)) + select")
            let prepared = tabs.prepareToShow(tab, in: &state)
            check(prepared.isFinite, "tabs.finite", "prepared \(prepared) \(context())")
            if !foreign {
                let activeIndex = min(max(active, 0), tabs.tabCount - 1)
                check(state.offsets[activeIndex] == before.offsets[activeIndex], "tabs.active-never-rewritten",
                      "active tab \(activeIndex) offset \(before.offsets[activeIndex]) → \(state.offsets[activeIndex]) \(context())")
                let index = min(max(tab, 0), tabs.tabCount - 1)
                if index != activeIndex {
                    check(prepared >= 0, "tabs.no-overscroll-passed", "prepared \(prepared) \(context())")
                    let c = min(max(before.offsets[activeIndex], 0), H)
                    let expected = c < H ? c : max(before.offsets[index], H)
                    check(prepared == expected && state.offsets[index] == prepared, "tabs.incoming-offset",
                          "prepared \(prepared), expected \(expected) \(context())")
                }
                if canSwitch {
                    tabs.select(tab, in: &state)
                    let headerAfter = tabs.headerOffset(state)
                    check(headerAfter == headerBefore, "tabs.switch-keeps-header-still", "header offset \(headerBefore) → \(headerAfter) \(context())")
                    if let header {
                        check(header.layout(at: headerAfter) == header.layout(at: headerBefore), "tabs.switch-keeps-header-still",
                              "header layout changed \(context())")
                    }
                }
            } else if input.bool() {
                tabs.select(tab, in: &state)
            }
        case 5:
            let tab = input.int(-2...8)
            log.append("select(\(tab))")
            tabs.select(tab, in: &state)
        default:
            break
        }
        // Reads, any state: no traps, finite, in range.
        let headerOffset = tabs.headerOffset(state)
        check(headerOffset.isFinite && headerOffset <= H, "tabs.header-offset", "header offset \(headerOffset) > H \(H) \(context())")
        _ = tabs.canSwitchTabs(state)
        let tab = input.int(-2...8)
        let padding = tabs.bottomPadding(ofTab: tab, in: state)
        check(padding.isFinite && padding >= 0, "tabs.padding", "padding \(padding) \(context())")
        if !foreign {
            let index = min(max(tab, 0), tabs.tabCount - 1)
            let reachable = state.contentHeights[index] + tabs.contentInsetTop + tabs.contentInsetBottom - tabs.viewportHeight
            check(reachable + padding >= H - slack(max(abs(reachable), H)), "tabs.short-lists-collapse", "tab \(index) reaches \(reachable) + \(padding) < \(H) \(context())")
        }
        let frame = tabs.tabFrame(tab)
        check(frame.isFinite && frame.width > 0, "tabs.finite", "tab frame \(frame) \(context())")
        let page = input.bool() ? input.double() : input.ordinary(Double(tabs.tabCount))
        let indicator = tabs.indicatorFrame(pagePosition: page)
        let first = tabs.tabFrame(0), last = tabs.tabFrame(tabs.tabCount - 1)
        check(indicator.isFinite && indicator.width >= 0 && indicator.minY == tabs.tabBarHeight - tabs.indicatorHeight
              && indicator.minX >= first.minX - slack(last.maxX) && indicator.maxX <= last.maxX + slack(last.maxX),
              "tabs.indicator", "indicator \(indicator) at page \(page) \(context())")
        if page.isFinite, page >= 0, page <= Double(tabs.tabCount - 1), page == page.rounded() {
            let k = tabs.tabFrame(Int(page))
            check(abs(indicator.minX - (k.minX + tabs.indicatorHorizontalInset)) <= slack(k.maxX)
                  && abs(indicator.width - (k.width - 2 * tabs.indicatorHorizontalInset)) <= slack(k.maxX),
                  "tabs.indicator", "indicator \(indicator) at page \(page) is not tab \(Int(page))'s \(k) \(context())")
        }
        let velocity = input.bool() ? input.double() : input.ordinary(5000)
        let settled = tabs.settledTab(pagePosition: page, velocity: velocity)
        let position = page.isNaN ? 0 : min(max(page, 0), Double(tabs.tabCount - 1))
        check(settled >= 0 && settled < tabs.tabCount && (Double(settled) == position.rounded(.down) || Double(settled) == position.rounded(.down) + 1),
              "tabs.one-page-per-fling", "settled on \(settled) from page \(page) velocity \(velocity) \(context())")
        let x = tabs.contentOffsetX(ofTab: tab)
        check(x.isFinite && tabs.pagerContentWidth.isFinite && tabs.pagePosition(contentOffsetX: input.double()).isFinite,
              "tabs.finite", "pager numbers \(x) \(tabs.pagerContentWidth) \(context())")
    }
}
