// The engine's API for the web page: plain functions of numbers, exported from the wasm module.
// Compiled only into engine.wasm (with ProfileHeaderCore's own sources, as one module), never into
// the host library. Each call writes its results into one buffer of doubles that the page reads
// through a Float64Array at `phk_output()`; a configuration error is described by a static string at
// `phk_error_text()` / `phk_error_length()`. No state but the engine's own values lives here.

// MARK: - Shared buffers

nonisolated(unsafe) private let output = UnsafeMutablePointer<Double>.allocate(capacity: 64)
nonisolated(unsafe) private var errorText: StaticString = ""

@_expose(wasm, "phk_output")
public func phkOutput() -> UnsafeMutablePointer<Double> { output }

@_expose(wasm, "phk_error_text")
public func phkErrorText() -> UnsafeRawPointer { UnsafeRawPointer(errorText.utf8Start) }

@_expose(wasm, "phk_error_length")
public func phkErrorLength() -> Int32 { Int32(errorText.utf8CodeUnitCount) }

private func write(_ index: Int, _ rect: Rect) {
    output[index] = rect.minX
    output[index + 1] = rect.minY
    output[index + 2] = rect.width
    output[index + 3] = rect.height
}

private func flag(_ value: Bool) -> Double { value ? 1 : 0 }

// MARK: - Profile header

nonisolated(unsafe) private var profile = ProfileHeaderConfiguration.twitter

/// Configures the profile header; returns 1 when accepted, 0 when rejected (see `phk_error_text`).
@_expose(wasm, "phk_configure")
public func phkConfigure(
    _ viewportWidth: Double, _ topSafeAreaInset: Double, _ barHeight: Double, _ expandedHeight: Double,
    _ stretchMode: Int32, _ avatarSize: Double, _ avatarLeadingInset: Double, _ avatarOverhang: Double,
    _ avatarCollapsedScale: Double, _ avatarShrinkAnchor: Int32, _ nameLabelContentY: Double,
    _ titleHeight: Double, _ titleHorizontalInset: Double, _ titleTravel: Double, _ titleFadesIn: Int32,
    _ tabBarContentY: Double, _ tabBarHeight: Double, _ blurMaximumRadius: Double, _ blurCacheLevels: Int32,
    _ refreshThreshold: Double
) -> Int32 {
    do {
        profile = try ProfileHeaderConfiguration(
            viewportWidth: viewportWidth, topSafeAreaInset: topSafeAreaInset, barHeight: barHeight,
            expandedHeight: expandedHeight,
            stretchMode: stretchMode == 1 ? .grow : stretchMode == 2 ? .none : .zoom,
            avatarSize: avatarSize, avatarLeadingInset: avatarLeadingInset, avatarOverhang: avatarOverhang,
            avatarCollapsedScale: avatarCollapsedScale,
            avatarShrinkAnchor: avatarShrinkAnchor == 1 ? .bottomCenter : .bottomLeading,
            nameLabelContentY: nameLabelContentY, titleHeight: titleHeight,
            titleHorizontalInset: titleHorizontalInset, titleTravel: titleTravel, titleFadesIn: titleFadesIn != 0,
            tabBarContentY: tabBarContentY, tabBarHeight: tabBarHeight, blurMaximumRadius: blurMaximumRadius,
            blurCacheLevels: Int(blurCacheLevels), refreshThreshold: refreshThreshold
        )
        return 1
    } catch {
        errorText = describe(error)
        return 0
    }
}

/// Writes a preset's configuration values (in `phk_configure`'s order) to the output buffer:
/// 0 = `.twitter(viewportWidth:topSafeAreaInset:)`, 1 = `.thinkAndBuildTutorial`.
@_expose(wasm, "phk_preset")
public func phkPreset(_ preset: Int32, _ viewportWidth: Double, _ topSafeAreaInset: Double) -> Int32 {
    let values: ProfileHeaderConfiguration
    if preset == 1 {
        values = .thinkAndBuildTutorial
    } else if let twitter = try? ProfileHeaderConfiguration.twitter(viewportWidth: viewportWidth, topSafeAreaInset: topSafeAreaInset) {
        values = twitter
    } else {
        return 0
    }
    writeValues(values)
    return 1
}

/// The current configuration edited as the engine edits it, written to the output buffer in
/// `phk_configure`'s order (not applied): 0 = a new banner height (the content below moves with
/// it), 1 = a new top safe-area inset (as a rotation would). Returns 0 when the result is invalid.
@_expose(wasm, "phk_edit")
public func phkEdit(_ kind: Int32, _ value: Double) -> Int32 {
    do {
        let edited = kind == 0
            ? try profile.resizingBanner(toExpandedHeight: value)
            : try profile.adapting(viewportWidth: profile.viewportWidth, topSafeAreaInset: value)
        writeValues(edited)
        return 1
    } catch {
        errorText = describe(error)
        return 0
    }
}

/// Writes a configuration's values to the output buffer, in `phk_configure`'s order.
private func writeValues(_ values: ProfileHeaderConfiguration) {
    var slot = 0
    func put(_ value: Double) { output[slot] = value; slot += 1 }
    put(values.viewportWidth); put(values.topSafeAreaInset); put(values.barHeight); put(values.expandedHeight)
    put(values.stretchMode == .grow ? 1 : values.stretchMode == .none ? 2 : 0)
    put(values.avatarSize); put(values.avatarLeadingInset); put(values.avatarOverhang); put(values.avatarCollapsedScale)
    put(values.avatarShrinkAnchor == .bottomCenter ? 1 : 0); put(values.nameLabelContentY); put(values.titleHeight)
    put(values.titleHorizontalInset); put(values.titleTravel); put(flag(values.titleFadesIn)); put(values.tabBarContentY)
    put(values.tabBarHeight); put(values.blurMaximumRadius); put(Double(values.blurCacheLevels)); put(values.refreshThreshold)
}

/// The header layout at `offset`, written to the output buffer (see Web/engine.js for the slots).
@_expose(wasm, "phk_layout")
public func phkLayout(_ offset: Double) {
    let layout = profile.layout(at: offset)
    output[0] = layout.offset
    output[1] = layout.phase == .stretching ? 0 : layout.phase == .collapsing ? 1 : 2
    output[2] = layout.collapseProgress
    output[3] = layout.stretch
    write(4, layout.headerFrame)
    write(8, layout.bannerFrame)
    output[12] = layout.blur.fraction
    output[13] = layout.blur.radius
    output[14] = Double(layout.blur.lowerLevel)
    output[15] = Double(layout.blur.upperLevel)
    output[16] = layout.blur.upperLevelWeight
    write(17, layout.avatarFrame)
    output[21] = layout.avatarScale
    output[22] = flag(layout.avatarStacking == .aboveHeader)
    write(23, layout.titleFrame)
    output[27] = layout.titleAlpha
    output[28] = layout.titleProgress
    write(29, layout.tabBarFrame)
    output[33] = flag(layout.isTabBarPinned)
    output[34] = layout.refreshProgress
    output[35] = flag(layout.statusBarStyle == .lightContent)
    output[36] = profile.collapsedHeight
    output[37] = profile.collapseDistance
    output[38] = profile.sharedHeaderCollapseDistance
}

// MARK: - Tabs sharing the header

nonisolated(unsafe) private var tabs: TabsConfiguration?
nonisolated(unsafe) private var tabsState: TabsState?

/// Four tabs of the given widths under the current profile header. Returns 1, or 0 when rejected.
@_expose(wasm, "phk_tabs_configure")
public func phkTabsConfigure(
    _ viewportHeight: Double, _ width0: Double, _ width1: Double, _ width2: Double, _ width3: Double,
    _ leadingInset: Double, _ spacing: Double
) -> Int32 {
    do {
        let configuration = try TabsConfiguration.profile(
            header: profile, tabWidths: [width0, width1, width2, width3], viewportHeight: viewportHeight,
            tabBarLeadingInset: leadingInset, tabSpacing: spacing
        )
        tabs = configuration
        tabsState = configuration.makeState(selectedIndex: tabsState?.selectedIndex ?? 0)
        return 1
    } catch {
        errorText = describe(error)
        return 0
    }
}

/// Records the active tab's offset and returns the offset to lay the shared header out at.
@_expose(wasm, "phk_tabs_record")
public func phkTabsRecord(_ offset: Double) -> Double {
    guard let tabs, var state = tabsState else { return offset }
    tabsState = nil  // keep the arrays uniquely referenced while they change
    tabs.recordActiveOffset(offset, in: &state)
    tabsState = state
    return tabs.headerOffset(state)
}

@_expose(wasm, "phk_tabs_can_switch")
public func phkTabsCanSwitch() -> Int32 {
    guard let tabs, let state = tabsState else { return 0 }
    return tabs.canSwitchTabs(state) ? 1 : 0
}

/// Prepares `tab` to appear and returns the offset to scroll its list to.
@_expose(wasm, "phk_tabs_prepare")
public func phkTabsPrepare(_ tab: Int32) -> Double {
    guard let tabs, var state = tabsState else { return 0 }
    tabsState = nil
    let offset = tabs.prepareToShow(Int(tab), in: &state)
    tabsState = state
    return offset
}

@_expose(wasm, "phk_tabs_select")
public func phkTabsSelect(_ tab: Int32) {
    guard let tabs, var state = tabsState else { return }
    tabsState = nil
    tabs.select(Int(tab), in: &state)
    tabsState = state
}

@_expose(wasm, "phk_tabs_set_content_height")
public func phkTabsSetContentHeight(_ tab: Int32, _ height: Double) -> Double {
    guard let tabs, var state = tabsState else { return 0 }
    tabsState = nil
    tabs.setContentHeight(height, ofTab: Int(tab), in: &state)
    tabsState = state
    return tabs.bottomPadding(ofTab: Int(tab), in: state)
}

/// The indicator frame for a pager position, written to output[0…3].
@_expose(wasm, "phk_tabs_indicator")
public func phkTabsIndicator(_ pagePosition: Double) {
    guard let tabs else { return }
    write(0, tabs.indicatorFrame(pagePosition: pagePosition))
}

/// The frame of tab button `tab`, written to output[0…3].
@_expose(wasm, "phk_tabs_frame")
public func phkTabsFrame(_ tab: Int32) {
    guard let tabs else { return }
    write(0, tabs.tabFrame(Int(tab)))
}

// MARK: - Pull to refresh

nonisolated(unsafe) private var refresh = RefreshConfiguration(header: .twitter)
nonisolated(unsafe) private var refreshState = RefreshState()

/// Refresh settings for the current header.
@_expose(wasm, "phk_refresh_configure")
public func phkRefreshConfigure() {
    refresh = RefreshConfiguration(header: profile)
}

/// One refresh input at `time` seconds: 0 pulled(a = stretch, b = dragging), 1 released,
/// 2 begin, 3 end(a = offset), 4 frame. Writes the output (see Web/engine.js).
@_expose(wasm, "phk_refresh_step")
public func phkRefreshStep(_ kind: Int32, _ a: Double, _ b: Double, _ time: Double) {
    let input: RefreshInput
    switch kind {
    case 0: input = .pulled(stretch: a, isDragging: b != 0)
    case 1: input = .released
    case 2: input = .beginRefreshing
    case 3: input = .endRefreshing(offset: a)
    default: input = .frame
    }
    let step = refresh.step(refreshState, input, at: time)
    refreshState = step.state
    let out = step.output
    switch out.phase {
    case .idle: output[0] = 0
    case .pulling: output[0] = 1
    case .armed: output[0] = 2
    case .refreshing: output[0] = 3
    case .ending: output[0] = 4
    }
    output[1] = out.progress
    output[2] = out.heldInset
    write(3, out.spinnerFrame)
    output[7] = out.spinnerAlpha
    output[8] = out.spinnerRotation
    output[9] = flag(step.didTrigger)
}

// MARK: - Shy bars

nonisolated(unsafe) private var shy = try! ShyBarsConfiguration.navigationBar(topSafeAreaInset: 59, extensionHeight: 40, followerHeight: 83)
nonisolated(unsafe) private var shyState = ShyBarsState()

/// A navigation bar with an extension and a follower. Returns 1, or 0 when rejected.
@_expose(wasm, "phk_shy_configure")
public func phkShyConfigure(
    _ topSafeAreaInset: Double, _ navigationBarHeight: Double, _ extensionHeight: Double, _ followerHeight: Double,
    _ expansionResistance: Double, _ contractionResistance: Double
) -> Int32 {
    do {
        shy = try ShyBarsConfiguration(
            bars: [ShyBar(height: navigationBarHeight), ShyBar(height: extensionHeight, fade: .wholeBar)],
            followers: [ShyFollower(height: followerHeight)],
            stackTopInset: topSafeAreaInset,
            expansionResistance: expansionResistance,
            contractionResistance: contractionResistance
        )
        return 1
    } catch {
        errorText = describe(error)
        return 0
    }
}

/// One shy bars input: 0 scrolled(a…e = offset, content height, viewport height, inset top, inset
/// bottom), 1 drag began, 2 drag ended(a = velocity), 3 deceleration ended, 4 scroll to top,
/// 5 content size changed(a…e), 6 viewport changed(a…e), 7 appeared, 8 foreground, 9 expand(a = animated),
/// 10 contract(a = animated), 11 enabled(a), 12 paused(a). Writes the output (see Web/engine.js).
@_expose(wasm, "phk_shy_step")
public func phkShyStep(_ kind: Int32, _ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double) {
    let metrics = ScrollMetrics(contentOffsetY: a, contentHeight: b, viewportHeight: c, contentInsetTop: d, contentInsetBottom: e)
    let input: ShyBarsInput
    switch kind {
    case 0: input = .scrolled(metrics)
    case 1: input = .dragBegan
    case 2: input = .dragEnded(velocity: a)
    case 3: input = .decelerationEnded
    case 4: input = .scrollToTop
    case 5: input = .contentSizeChanged(metrics)
    case 6: input = .viewportChanged(metrics)
    case 7: input = .appeared
    case 8: input = .enteredForeground
    case 9: input = .expand(animated: a != 0)
    case 10: input = .contract(animated: a != 0)
    case 11: input = .setEnabled(a != 0)
    default: input = .setPaused(a != 0)
    }
    let step = shy.step(shyState, input)
    shyState = step.state
    output[0] = step.layout.hiddenDistance
    output[1] = status(step.layout.status)
    output[2] = step.statusChange.map(status) ?? -1
    output[3] = flag(step.animatesChange)
    output[4] = step.contentOffsetShift
    for index in 0..<2 {
        let bar = step.layout.bar(index)
        let base = 5 + index * 6
        output[base] = bar.minY
        output[base + 1] = bar.translationY
        output[base + 2] = bar.barAlpha
        output[base + 3] = bar.contentAlpha
        output[base + 4] = bar.contentScale
        output[base + 5] = bar.hiddenFraction
    }
    output[17] = step.layout.followerTranslationY(0)
}

private func status(_ status: ShyBarsStatus) -> Double {
    switch status {
    case .expanded: return 0
    case .contracted: return 1
    case .transitioning: return 2
    }
}

// MARK: - Physics

@_expose(wasm, "phk_rubber_band")
public func phkRubberBand(_ overscroll: Double, _ dimension: Double) -> Double {
    RubberBand.distance(forOverscroll: overscroll, dimension: dimension)
}

@_expose(wasm, "phk_rubber_band_inverse")
public func phkRubberBandInverse(_ distance: Double, _ dimension: Double) -> Double {
    RubberBand.overscroll(forDistance: distance, dimension: dimension)
}

/// Position of a spring motion at `time`; writes the settle time (0.5 tolerance) to output[0].
@_expose(wasm, "phk_spring")
public func phkSpring(_ response: Double, _ dampingFraction: Double, _ from: Double, _ to: Double,
                      _ velocity: Double, _ time: Double) -> Double {
    let spring = (try? Spring(response: response, dampingFraction: dampingFraction)) ?? .smooth
    let motion = spring.motion(from: from, to: to, initialVelocity: velocity)
    output[0] = motion.settleTime(tolerance: 0.5)
    output[1] = motion.velocity(at: time)
    return motion.position(at: time)
}

// MARK: - Error text

// "field: rule" for configuration errors, as static text (the wasm build formats no numbers).

private func describe(_ error: ConfigurationError) -> StaticString {
    describe(error.field, error.rule)
}

private func describe(_ error: TabsConfigurationError) -> StaticString {
    switch (error.field, error.rule) {
    case (.tabWidths, .outOfSupportedRange): return "tabWidths: at most 100 000 tabs"
    case (.tabWidths, .mustBeWithinSupportedRange): return "tabWidths: every tab must be 0.01 to 1 000 000 points wide"
    case (.tabBarLeadingInset, .mustBeWithinSupportedRange): return "tabBarLeadingInset: must be at most 1 000 000 points"
    case (.tabSpacing, .mustBeWithinSupportedRange): return "tabSpacing: must be at most 1 000 000 points"
    case (.viewportHeight, .mustBeWithinSupportedRange): return "viewportHeight: must be 0.01 to 1 000 000 points"
    case (.collapseDistance, .mustBeWithinSupportedRange), (.contentInsetTop, .mustBeWithinSupportedRange):
        return "tabs: the header's content positions must stay within 1 000 000 points"
    case (.tabBarHeight, _): return "tabBarHeight: tabs need a tab bar taller than 0"
    case (.tabWidths, _): return "tabWidths: every tab needs a positive width"
    default: return "tabs: these values leave the tabs no room"
    }
}

private func describe(_ error: ShyBarsConfigurationError) -> StaticString {
    if case .mustBeWithinSupportedRange = error.rule {
        switch error.field {
        case .barHeight: return "barHeight: must be 0.01 to 1 000 000 points"
        case .barMinimumVisibleHeight: return "minimumVisibleHeight: must be at most 1 000 000 points"
        case .followerHeight: return "followerHeight: must be at most 1 000 000 points"
        case .stackTopInset: return "topSafeAreaInset: must be at most 1 000 000 points"
        case .expansionResistance: return "expansionResistance: must be at most 1 000 000 points"
        case .contractionResistance: return "contractionResistance: must be at most 1 000 000 points"
        case .bars, .barContentScale, .followers: break
        }
    }
    switch error.field {
    case .bars, .barHeight: return "barHeight: must be positive"
    case .barMinimumVisibleHeight: return "minimumVisibleHeight: must be between 0 and the bar's height"
    case .barContentScale: return "contentScale: must be in 0 < scale ≤ 1"
    case .followers: return "followers: too many followers"
    case .followerHeight: return "followerHeight: must not be negative"
    case .stackTopInset: return "topSafeAreaInset: must not be negative"
    case .expansionResistance: return "expansionResistance: must not be negative"
    case .contractionResistance: return "contractionResistance: must not be negative"
    }
}

private func describe(_ field: ProfileHeaderField, _ rule: ValidationRule) -> StaticString {
    switch (field, rule) {
    case (_, .mustBeFinite):
        switch field {
        case .viewportWidth: return "viewportWidth: must be a finite number"
        case .topSafeAreaInset: return "topSafeAreaInset: must be a finite number"
        case .barHeight: return "barHeight: must be a finite number"
        case .expandedHeight: return "expandedHeight: must be a finite number"
        case .avatarSize: return "avatarSize: must be a finite number"
        case .avatarCollapsedScale: return "avatarCollapsedScale: must be a finite number"
        case .blurMaximumRadius: return "blurMaximumRadius: must be a finite number"
        case .refreshThreshold: return "refreshThreshold: must be a finite number"
        default: return "a value must be a finite number"
        }
    case (_, .mustBeWithinSupportedRange):
        switch field {
        case .viewportWidth: return "viewportWidth: must be 0.01 to 1 000 000 points"
        case .topSafeAreaInset: return "topSafeAreaInset: must be at most 1 000 000 points"
        case .barHeight: return "barHeight: must be 0.01 to 1 000 000 points"
        case .expandedHeight: return "expandedHeight: must be at most 1 000 000 points"
        case .avatarSize: return "avatarSize: must be 0.01 to 1 000 000 points"
        case .avatarLeadingInset: return "avatarLeadingInset: must be at most 1 000 000 points"
        case .avatarOverhang: return "avatarOverhang: must be at most 1 000 000 points"
        case .nameLabelContentY: return "nameLabelContentY: must be at most 1 000 000 points"
        case .titleHeight: return "titleHeight: must be 0.01 to 1 000 000 points"
        case .titleHorizontalInset: return "titleHorizontalInset: must be at most 1 000 000 points"
        case .titleTravel: return "titleTravel: must be 0.01 to 1 000 000 points"
        case .tabBarContentY: return "tabBarContentY: must be at most 1 000 000 points"
        case .tabBarHeight: return "tabBarHeight: must be at most 1 000 000 points"
        case .blurMaximumRadius: return "blurMaximumRadius: must be at most 1 000 000 points"
        case .blurRangeStart, .blurRangeEnd: return "blurRange: offsets must be within ±1 000 000 points"
        case .refreshThreshold: return "refreshThreshold: must be 0.01 to 1 000 000 points"
        case .avatarCollapsedScale, .blurCacheLevels: return "a value is outside its supported range"
        }
    case (.viewportWidth, _): return "viewportWidth: must be positive"
    case (.topSafeAreaInset, _): return "topSafeAreaInset: must not be negative"
    case (.barHeight, _): return "barHeight: must be positive"
    case (.expandedHeight, _): return "expandedHeight: must exceed topSafeAreaInset + barHeight"
    case (.avatarSize, _): return "avatarSize: must be positive"
    case (.avatarLeadingInset, .mustFitInViewportWidth): return "avatarLeadingInset: the avatar must fit in the viewport"
    case (.avatarLeadingInset, _): return "avatarLeadingInset: must not be negative"
    case (.avatarOverhang, .mustNotExceedAvatarSize): return "avatarOverhang: must not exceed avatarSize"
    case (.avatarOverhang, _): return "avatarOverhang: must not be negative"
    case (.avatarCollapsedScale, _): return "avatarCollapsedScale: must be in 0 < scale ≤ 1"
    case (.nameLabelContentY, _): return "nameLabelContentY: must not be above the banner's bottom"
    case (.titleHeight, .mustNotExceedBarHeight): return "titleHeight: must not exceed barHeight"
    case (.titleHeight, _): return "titleHeight: must be positive"
    case (.titleHorizontalInset, .mustLeaveWidth): return "titleHorizontalInset: leaves the title no width"
    case (.titleHorizontalInset, _): return "titleHorizontalInset: must not be negative"
    case (.titleTravel, _): return "titleTravel: must be positive"
    case (.tabBarContentY, _): return "tabBarContentY: must not be above the banner's bottom"
    case (.tabBarHeight, _): return "tabBarHeight: must not be negative"
    case (.blurMaximumRadius, _): return "blurMaximumRadius: must not be negative"
    case (.blurRangeStart, _), (.blurRangeEnd, _): return "blurRange: end must exceed start"
    case (.blurCacheLevels, _): return "blurCacheLevels: must be between 1 and 64"
    case (.refreshThreshold, _): return "refreshThreshold: must be positive"
    }
}
