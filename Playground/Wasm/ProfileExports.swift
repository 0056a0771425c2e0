// The engine's API for the profile screen, exported from profile.wasm: compiled only into that module
// (with ProfileHeaderCore's own sources and Shared.swift), never into the host library.
//
// The profile page is the page engine's one call per frame, ProfilePage.frame: the page writes what
// it measured into the input buffer by name (Boundary.swift, generated from scripts/boundary.py) and,
// once per animation frame, calls `phk_frame`, which makes the call and writes every number the page
// applies to the output buffer by name. What the user does between frames (a press, a move, a wheel
// notch, a key, a tab tapped) is forwarded as it happens with `phk_input`: the same call, carrying it
// as its intent at its own time, so the engine's motion sees every input when it happened. Which of
// the list, the tabs and the strip a drag moves, how far, where the pager settles, when a tab tapped
// mid-spring switches: all the engine's. The glue keeps only what the page wrote (each list's insets
// and offset, which the browser's scrollers do not report back as the engine needs them) and the
// playground's slow-motion clock; the page decides nothing.
// MARK: - Buffers

nonisolated(unsafe) private let measured = UnsafeMutablePointer<Double>.allocate(capacity: 64)
/// Room to edit a configuration field by field (Boundary.swift's `Field` order).
nonisolated(unsafe) private let scratch = UnsafeMutablePointer<Double>.allocate(capacity: 64)

@_expose(wasm, "phk_measurements") public func phkMeasurements() -> UnsafeMutablePointer<Double> { measured }

// The writers below are called, not inlined: the glue writes some 120 numbers a frame, and one
// copy of each writer keeps the module small (the browser downloads it; see Benchmarks/budgets.json).

@inline(never)
private func put(_ slot: Int, _ rect: Rect) {
    output[slot] = rect.minX
    output[slot + 1] = rect.minY
    output[slot + 2] = rect.width
    output[slot + 3] = rect.height
}

@inline(never)
private func put(_ slot: Int, _ value: Bool) {
    output[slot] = value ? 1 : 0
}

@inline(never)
private func put(_ slot: Int, _ code: Int32) {
    output[slot] = Double(code)
}

/// An element's frame and rest frame (at `frameSlot` and `restSlot`).
@inline(never)
private func put(_ frameSlot: Int, _ restSlot: Int, _ element: PageElement) {
    put(frameSlot, element.frame)
    put(restSlot, element.restFrame)
}

// `max` and `min` as calls: inlined, a chain of them in one function lets the optimizer copy the
// code after every comparison for each way it can go (kilobytes for a dozen lines).
@inline(never) private func larger(_ a: Double, _ b: Double) -> Double { max(a, b) }
@inline(never) private func smaller(_ a: Double, _ b: Double) -> Double { min(a, b) }


// MARK: - The lists as the page wrote them

/// How many lists the output has room for (Boundary.swift's list slots 0 … 5).
private let listSlots = 6

/// What the page wrote to each list (a DOM scroller whose padding-top is the top inset, whose first
/// child is the spacer and whose padding-bottom is the bottom inset plus the home indicator's safe
/// area): its offset as the engine scrolls it (`contentOffsetY`: scrollTop less padding-top, past
/// the edges too) and its insets. The browser keeps scrollTop in whole pixels within its range, so
/// the engine reads these, not scrollTop, except where the browser scrolled a list itself.
nonisolated(unsafe) private var listOffsets = [Double](repeating: 0, count: listSlots)
nonisolated(unsafe) private var listInsetTops = [Double](repeating: 0, count: listSlots)
nonisolated(unsafe) private var listInsetBottoms = [Double](repeating: 0, count: listSlots)
/// The spacer at the top of every list, and the covered part of the active one (its indicator's top inset).
nonisolated(unsafe) private var spacerHeight = 0.0
nonisolated(unsafe) private var coveredHeight = 0.0
/// The list the engine follows (the last frame's `activeList`): the one it reads.
nonisolated(unsafe) private var activeList = 0
/// The list the last call read.
nonisolated(unsafe) private var readList = 0
/// The scrollTop written to the active list by the last frame (to tell the browser's own scrolling).
nonisolated(unsafe) private var writtenScrollTop: Double?

// MARK: - The profile page

nonisolated(unsafe) private var design = playgroundTwitter()
nonisolated(unsafe) private var page = makePage(design)
nonisolated(unsafe) private var state = ProfilePageState()
/// The engine's last frame.
nonisolated(unsafe) private var lastFrame: ProfilePageFrame?
/// What the engine said once, in a call the page has not drawn yet (an input's), kept for the next
/// `phk_frame`'s output: a refresh to run, an announcement.
nonisolated(unsafe) private var pendingRefresh = false
nonisolated(unsafe) private var pendingAnnouncement: PageAnnouncement?
/// A finger or the mouse is down (the clock runs at real speed then).
nonisolated(unsafe) private var pointerDown = false
nonisolated(unsafe) private var clock: (real: Double, virtual: Double)?
/// The readout's scrubber: an engine offset to show, from the top, at the next frame.
nonisolated(unsafe) private var pendingScrub: Double?


/// The playground's twitter design: the preset on a 393-point phone with a 59-point status bar,
/// with a bar title tall enough for its two lines (name and post count, 36 pt) and a travel that
/// starts it just out of sight ((44 + 36) / 2).
@inline(never)  // one copy, not one per caller: the browser's module is budgeted
private func playgroundTwitter() -> ProfileHeaderConfiguration {
    // The preset at its own metrics (393 × 59 is what `.twitter` is made with): valid by construction.
    twoLineTitle(try! ProfileHeaderConfiguration.twitter(viewportWidth: 393, topSafeAreaInset: 59))
}

/// The tutorial's design with the same two-line title (the tutorial's own is one line).
private func playgroundTutorial() -> ProfileHeaderConfiguration {
    twoLineTitle(.thinkAndBuildTutorial)
}

/// `design` with the playground's two-line bar title (36 pt, travelling 40 pt).
@inline(never)  // one copy, not one per caller: the browser's module is budgeted
private func twoLineTitle(_ design: ProfileHeaderConfiguration) -> ProfileHeaderConfiguration {
    write(design, to: scratch)
    scratch[Field.titleHeight] = 36
    scratch[Field.titleTravel] = 40
    return (try? configuration(from: scratch, blurRange: design.blurRange)) ?? design
}

/// The tabs' titles' widths the page measured (`phk_tab_labels`): label-width tabs that scroll (the X
/// preset), or none: four equal tabs.
nonisolated(unsafe) private var tabLabels: ScrollableTabs?

/// What the pinned header does once read past (`pinnedHeader`, a `PinnedHeaderCode`).
nonisolated(unsafe) private var pinnedHeader = PinnedHeaderScrolling.pinned

/// The engine's behaviour for a `PinnedHeaderCode` (anything else: pinned).
private func pinnedHeaderScrolling(_ code: Double) -> PinnedHeaderScrolling {
    switch Int32(code) {
    case PinnedHeaderCode.floats: return .floats
    case PinnedHeaderCode.barFloats: return .barFloats
    // (Down to its indicator's 4 points: the labels go under the bar, the selected tab's line stays.)
    case PinnedHeaderCode.collapsingTabBar: return (try? .collapsingTabBar(minimumHeight: 4)) ?? .pinned
    default: return .pinned
    }
}

/// The tabs when the design has a tab bar (label-width tabs when the page gave their titles'
/// widths, else four equal ones); a single list under the details otherwise.
@inline(never)  // one copy, not one per caller: the browser's module is budgeted
private func makePage(_ design: ProfileHeaderConfiguration) -> ProfilePage {
    if design.tabBarHeight > 0 {
        if let tabLabels {
            return ProfilePage.tabbed(design: design, scrollableTabs: tabLabels, refreshes: true, pinnedHeader: pinnedHeader)
        }
        return ProfilePage.tabbed(design: design, tabCount: 4, refreshes: true, pinnedHeader: pinnedHeader)
    }
    return try! ProfilePage(design: design, contentStart: .belowTabBar, tabCount: 0, refreshes: true, pinnedHeader: pinnedHeader)
}

/// Writes a preset's design to the configuration buffer: `PresetCode` (the X preset's header is the
/// Twitter one with room for the X profile's three bar buttons — back; search and more — beside a
/// narrower title; its six label-width tabs come from `phk_tab_labels`).
@_expose(wasm, "phk_preset")
public func phkPreset(_ preset: Int32) {
    write(preset == PresetCode.tutorial ? playgroundTutorial() : playgroundTwitter(),
          to: configBuffer)
    if preset == PresetCode.x {
        // Two 34-point buttons with 8 points around them on the trailing side: 8 + 34 + 8 + 34 + 8.
        configBuffer[Field.titleHorizontalInset] = 92
    }
    configBuffer[Field.nameFadeDistance] = 0  // no preset fades the name
    configBuffer[Field.pinnedHeader] = Double(PinnedHeaderCode.pinned)  // nor floats its header
}

/// Flutter's `StretchMode.fadeTitle`: the name's alpha falls from 1 at rest to 0 at this many points
/// of pull — 1 less the engine's stretch progress (`ProfileHeaderLayout.progress(for:
/// .stretch(fullAt:))`), what an app's two-keyframe linear track on that driver gives (the tune
/// panel's Swift shows that track). 0: the name stays opaque.
nonisolated(unsafe) private var nameFadeDistance = 0.0

/// Whether the engine takes `distance` as the name's fade: 0 (none), or a valid stretch driver's.
@inline(never)  // one copy, not one per caller: the browser's module is budgeted
private func acceptsNameFade(over distance: Double) -> Bool {
    distance == 0 || ProgressDriver.stretch(fullAt: distance).isValid
}

/// The tabs' titles: `count` widths (points, at text scale 1; at most six, the page's tab slots), each
/// with 16 points of padding on both sides — label-width tabs that scroll when they do not fit; a
/// count of 0 goes back to four equal tabs. Remakes the page (a new state). Returns 1, or 0 with the
/// error codes set for widths the engine refuses.
@_expose(wasm, "phk_tab_labels")
public func phkTabLabels(_ count: Int32, _ w0: Double, _ w1: Double, _ w2: Double, _ w3: Double, _ w4: Double,
                         _ w5: Double) -> Int32 {
    if count <= 0 {
        tabLabels = nil
    } else {
        var widths = [w0, w1, w2, w3, w4, w5]
        while widths.count > Int(count) { widths.removeLast() }
        do {
            tabLabels = try ScrollableTabs(labelWidths: widths, labelPadding: 16)
        } catch {
            return refuse(0, code(error.rule))
        }
    }
    apply(design)
    return 1
}

/// Applies the configuration buffer as the page's design. Returns 1, or 0 with the error codes set.
@_expose(wasm, "phk_configure")
public func phkConfigure() -> Int32 {
    for field in 0..<Field.count {
        let value = configBuffer[field]
        let (lower, upper) = Field.ranges[field]
        guard value.isFinite else { return refuse(field, Rule.mustBeFinite) }
        guard value >= lower, value <= upper else { return refuse(field, Rule.outsidePlaygroundRange) }
    }
    let fade = configBuffer[Field.nameFadeDistance]
    guard acceptsNameFade(over: fade) else { return refuse(Field.nameFadeDistance, Rule.mustBePositive) }
    do {
        let configured = try configuration(from: configBuffer)
        pinnedHeader = pinnedHeaderScrolling(configBuffer[Field.pinnedHeader])
        apply(configured)
        nameFadeDistance = fade
        return 1
    } catch {
        return refuse(code(error.field), code(error.rule))
    }
}

/// Offers one field's new value the way an engine user would change it: a taller banner or a
/// longer overhang moves the content below it (the name, the tab bar) with it. With `applies` 1 the
/// result is applied and written back to the configuration buffer; with 0 nothing changes (the tune
/// panel asks which values the engine accepts with the others in force). 0 with the error codes when
/// refused.
@_expose(wasm, "phk_offer")
public func phkOffer(_ field: Int32, _ value: Double, _ applies: Int32) -> Int32 {
    let index = Int(field)
    guard index >= 0, index < Field.count else { return refuse(0, Rule.mustBeFinite) }
    guard value.isFinite else { return refuse(index, Rule.mustBeFinite) }
    let (lower, upper) = Field.ranges[index]
    guard value >= lower, value <= upper else { return refuse(index, Rule.outsidePlaygroundRange) }
    if index == Field.nameFadeDistance {
        // The name's fade, beside the design: the page stays as it is.
        guard acceptsNameFade(over: value) else { return refuse(index, Rule.mustBePositive) }
        guard applies != 0 else { return 1 }
        nameFadeDistance = value
        configBuffer[index] = value
        return 1
    }
    if index == Field.pinnedHeader {
        // The page's behaviour, beside the design: the page is made again with it.
        guard applies != 0 else { return 1 }
        pinnedHeader = pinnedHeaderScrolling(value)
        configBuffer[index] = value
        apply(design)
        return 1
    }
    do {
        let edited: ProfileHeaderConfiguration
        switch index {
        case Field.expandedHeight:
            edited = try design.resizingBanner(toExpandedHeight: value)
        default:
            // A longer overhang moves the name and the tab bar down with the avatar's bottom edge.
            write(design, to: scratch)
            let shift = index == Field.avatarOverhang ? value - design.avatarOverhang : 0
            scratch[index] = value
            scratch[Field.nameLabelContentY] += shift
            scratch[Field.tabBarContentY] += shift
            edited = try configuration(from: scratch, blurRange: design.blurRange)
        }
        guard applies != 0 else { return 1 }
        apply(edited)
        write(edited, to: configBuffer)
        return 1
    } catch {
        return refuse(code(error.field), code(error.rule))
    }
}

private func apply(_ configuration: ProfileHeaderConfiguration) {
    design = configuration
    page = makePage(configuration)
    // A new design starts a new page state; the list on screen stays the active one.
    activeList = min(activeList, max(1, page.tabCount) - 1)
    state = ProfilePageState(selectedTab: activeList)
    pendingRefresh = false
    pendingAnnouncement = nil
}

/// The configuration whose fields are in `b` (Boundary.swift's `Field` order): the one place the glue
/// makes a configuration, so the module holds one call to its initializer.
@inline(never)
private func configuration(from b: UnsafeMutablePointer<Double>, blurRange: BlurRange = .followsTitle)
    throws(ConfigurationError) -> ProfileHeaderConfiguration {
    try ProfileHeaderConfiguration(
        viewportWidth: b[Field.viewportWidth], topSafeAreaInset: b[Field.topSafeAreaInset], barHeight: b[Field.barHeight],
        expandedHeight: b[Field.expandedHeight],
        stretchMode: Int32(b[Field.stretchMode]) == StretchModeCode.grow ? .grow
            : Int32(b[Field.stretchMode]) == StretchModeCode.none ? .none : .zoom,
        bannerParallax: b[Field.bannerParallax],
        avatarSize: b[Field.avatarSize], avatarLeadingInset: b[Field.avatarLeadingInset],
        avatarOverhang: b[Field.avatarOverhang], avatarCollapsedScale: b[Field.avatarCollapsedScale],
        avatarShrinkAnchor: Int32(b[Field.avatarShrinkAnchor]) == AvatarShrinkAnchorCode.bottomCenter ? .bottomCenter : .bottomLeading,
        nameLabelContentY: b[Field.nameLabelContentY], titleHeight: b[Field.titleHeight],
        titleHorizontalInset: b[Field.titleHorizontalInset], titleTravel: b[Field.titleTravel],
        titleFadesIn: b[Field.titleFadesIn] != 0, tabBarContentY: b[Field.tabBarContentY], tabBarHeight: b[Field.tabBarHeight],
        blurMaximumRadius: b[Field.blurMaximumRadius], blurRange: blurRange, blurCacheLevels: Int(b[Field.blurCacheLevels]),
        stretchBlurDistance: b[Field.stretchBlurDistance], refreshThreshold: b[Field.refreshThreshold])
}

/// Writes `c`'s fields to `b` (Boundary.swift's `Field` order).
@inline(never)
private func write(_ c: ProfileHeaderConfiguration, to b: UnsafeMutablePointer<Double>) {
    b[Field.viewportWidth] = c.viewportWidth
    b[Field.topSafeAreaInset] = c.topSafeAreaInset
    b[Field.barHeight] = c.barHeight
    b[Field.expandedHeight] = c.expandedHeight
    b[Field.stretchMode] = Double(c.stretchMode == .grow ? StretchModeCode.grow : c.stretchMode == .none ? StretchModeCode.none : StretchModeCode.zoom)
    b[Field.bannerParallax] = c.bannerParallax
    b[Field.avatarSize] = c.avatarSize
    b[Field.avatarLeadingInset] = c.avatarLeadingInset
    b[Field.avatarOverhang] = c.avatarOverhang
    b[Field.avatarCollapsedScale] = c.avatarCollapsedScale
    b[Field.avatarShrinkAnchor] = Double(c.avatarShrinkAnchor == .bottomCenter ? AvatarShrinkAnchorCode.bottomCenter : AvatarShrinkAnchorCode.bottomLeading)
    b[Field.nameLabelContentY] = c.nameLabelContentY
    b[Field.titleHeight] = c.titleHeight
    b[Field.titleHorizontalInset] = c.titleHorizontalInset
    b[Field.titleTravel] = c.titleTravel
    b[Field.titleFadesIn] = flag(c.titleFadesIn)
    b[Field.tabBarContentY] = c.tabBarContentY
    b[Field.tabBarHeight] = c.tabBarHeight
    b[Field.blurMaximumRadius] = c.blurMaximumRadius
    b[Field.blurCacheLevels] = Double(c.blurCacheLevels)
    b[Field.stretchBlurDistance] = c.stretchBlurDistance
    b[Field.refreshThreshold] = c.refreshThreshold
}

/// Records one thing the user did, at `time` seconds (performance.now() / 1000): `InputCode`.
/// Nothing moves until the next `phk_frame`. Returns what the finger is doing after it

/// Forwards one thing the user did at `time` seconds (performance.now() / 1000): `InputCode`, with
/// its two numbers (see boundary.py's `Input`). The engine takes it at once, in a call of its own at
/// that time; the page draws at the next `phk_frame`. Returns whether the press down now has become
/// a drag (`InteractionCode.dragging`: past its slop, or catching moving content; its release is
/// not a click), else `InteractionCode.idle`.
@_expose(wasm, "phk_input")
public func phkInput(_ kind: Int32, _ a: Double, _ b: Double, _ time: Double) -> Int32 {
    let now = virtualTime(time)
    switch kind {
    case InputCode.touchOnList: pointerDown = true; step(.pointer(.pressed(x: a, y: b, on: .list, by: .touch)), at: now)
    case InputCode.touchOnHeader: pointerDown = true; step(.pointer(.pressed(x: a, y: b, on: .header, by: .touch)), at: now)
    case InputCode.touchOnTabStrip: pointerDown = true; step(.pointer(.pressed(x: a, y: b, on: .tabStrip, by: .touch)), at: now)
    case InputCode.mouseOnList: pointerDown = true; step(.pointer(.pressed(x: a, y: b, on: .list, by: .mouse)), at: now)
    case InputCode.mouseOnHeader: pointerDown = true; step(.pointer(.pressed(x: a, y: b, on: .header, by: .mouse)), at: now)
    case InputCode.mouseOnTabStrip: pointerDown = true; step(.pointer(.pressed(x: a, y: b, on: .tabStrip, by: .mouse)), at: now)
    case InputCode.pointerMoved: step(.pointer(.moved(x: a, y: b)), at: now)
    case InputCode.pointerReleased:
        pointerDown = false
        step(.pointer(.released), at: now)
    case InputCode.wheel: step(.pointer(.wheel(deltaX: a, deltaY: b, on: .list)), at: now)
    case InputCode.wheelOnTabStrip: step(.pointer(.wheel(deltaX: a, deltaY: b, on: .tabStrip)), at: now)
    case InputCode.key: step(.pointer(.key(scrollKey(a))), at: now)
    case InputCode.scrollToTop: step(.pointer(.scrollToTop), at: now)
    case InputCode.contentInserted: step(.pointer(.contentInsertedAbove(height: a)), at: now)
    case InputCode.tabTap:
        // (The tab's index; not a number → no tab.)
        step(.tabTapped(a.isFinite && abs(a) < 1_000_000 ? Int(a) : -1, animated: true), at: now)
    case InputCode.refreshDone: step(.refreshFinished, at: now)
    case InputCode.expandHeader: step(.moveHeader(to: .expanded, animated: a == 1), at: now)
    case InputCode.collapseHeader: step(.moveHeader(to: .collapsed, animated: a == 1), at: now)
    case InputCode.holdHeader: step(.holdHeaderCollapsed(a == 1, animated: b == 1), at: now)
    case InputCode.scrub: pendingScrub = a
    default: break
    }
    return lastFrame?.pressIsDrag == true ? InteractionCode.dragging : InteractionCode.idle
}

/// The engine's key for a `KeyCode`.
private func scrollKey(_ code: Double) -> ScrollKey {
    switch Int32(code.isFinite ? code : 0) {
    case KeyCode.lineDown: return .lineDown
    case KeyCode.lineUp: return .lineUp
    case KeyCode.pageDown: return .pageDown
    case KeyCode.pageUp: return .pageUp
    case KeyCode.home: return .home
    default: return .end
    }
}

/// Time as the engine sees it: the page's clock, slowed by the speed control, except while a finger
/// is down. The hand moves in real time, so a release carries the speed the finger had: slowed, a
/// gentle drag would read as a flick 1/speed times as fast and fling that much further. What the page
/// then does on its own (the fling, the spring back, the pager's settle) plays slowed.
private func virtualTime(_ real: Double) -> Double {
    guard real.isFinite else { return clock?.virtual ?? 0 }
    guard let last = clock else {
        clock = (real, real)
        return real
    }
    let chosen = measured[In.timeScale].isFinite ? min(max(measured[In.timeScale], 0.05), 4) : 1
    let scale = pointerDown ? 1 : chosen
    let now = last.virtual + max(0, real - last.real) * scale
    clock = (real, now)
    return now
}

// MARK: - The one call

/// One frame: reads the measurements, makes the engine's call (nothing happened since the last but
/// time passing and what was measured) and writes the output (Boundary.swift's `Out`).
@_expose(wasm, "phk_frame")
public func phkFrame() {
    let m = measured
    let now = virtualTime(m[In.time])
    // The browser scrolled the active list itself (focus, find in page, a test setting scrollTop):
    // the engine reads where it is now.
    let scrollTop = m[In.scrollTop]
    if let written = writtenScrollTop, Int(m[In.measuredList].isFinite ? m[In.measuredList] : -1) == activeList,
       scrollTop.isFinite, abs(scrollTop - written) >= 1 {
        listOffsets[activeList] = scrollTop - listInsetTops[activeList]
    }
    if let scrub = pendingScrub {
        pendingScrub = nil
        listOffsets[activeList] = scrub - listInsetTops[activeList]
    }
    let frame = step(.none, at: now)
    let scale = m[In.displayScale].isFinite && m[In.displayScale] >= 1 ? m[In.displayScale] : 1
    writeFrame(frame, scale: scale)
}

/// The engine's call at `now` with `intent`, on the active list as the page wrote it; keeps what the
/// frame writes to each list, and what it says once until it is drawn.
@discardableResult
private func step(_ intent: ProfilePageIntent, at now: Double) -> ProfilePageFrame {
    let m = measured
    let measuredList = activeList
    let safeAreaBottom = larger(0, m[In.safeAreaBottom].isFinite ? m[In.safeAreaBottom] : 0)
    let postsHeight = m[In.postsHeightOfTab0 + measuredList]
    let metrics = ProfilePageMetrics(
        contentOffsetY: listOffsets[measuredList],
        contentHeight: spacerHeight + larger(0, postsHeight.isFinite ? postsHeight : 0), topSpacerHeight: spacerHeight,
        viewportWidth: m[In.viewportWidth], viewportHeight: m[In.viewportHeight],
        // (A DOM scroller's padding is its whole inset: the browser adds nothing at the top; at the
        // bottom the page adds the home indicator's safe area, the system's part.)
        contentInsetTop: listInsetTops[measuredList], adjustedContentInsetTop: listInsetTops[measuredList],
        contentInsetBottom: listInsetBottoms[measuredList], adjustedContentInsetBottom: listInsetBottoms[measuredList] + safeAreaBottom,
        verticalIndicatorInsetTop: coveredHeight, safeAreaTop: m[In.safeAreaTop], safeAreaLeft: m[In.safeAreaLeft],
        safeAreaRight: m[In.safeAreaRight], displayScale: m[In.displayScale], textScale: m[In.textScale],
        reducesMotion: m[In.reducesMotion] != 0, reducesTransparency: m[In.reducesTransparency] != 0,
        isRightToLeft: m[In.isRightToLeft] != 0, time: now, detailsHeight: measuredDetailsHeight(m[In.detailsHeight]),
        // The page moves the lists itself (no pager of the platform's) and draws the scroll indicator.
        drawsScrollIndicator: true)
    let frame = page.frame(&state, metrics, intent)
    for index in 0..<min(max(1, page.tabCount), listSlots) {
        let writes = frame.list(index, in: state)
        listInsetTops[index] = writes.contentInsetTop
        listInsetBottoms[index] = writes.contentInsetBottom
        if let offset = writes.contentOffsetY { listOffsets[index] = offset }
        if index == measuredList {
            spacerHeight = writes.topSpacerHeight
            coveredHeight = writes.verticalIndicatorInsetTop
        }
    }
    readList = measuredList
    activeList = frame.activeList < listSlots ? frame.activeList : 0
    pendingRefresh = pendingRefresh || frame.didTriggerRefresh
    if let announcement = frame.announcement { pendingAnnouncement = announcement }
    lastFrame = frame
    return frame
}

/// The details' height for the engine: the page measures them without the name's offset (the
/// padding it writes from the frame's `nameTop`), and the offset in force is added here, so the
/// first frame's measurement — before any padding is written — is already the whole height (it was
/// 52 pt short, and the page jumped by that much when the next frame measured again). Until measured,
/// the design's height. Measured, it is shorter on a wide screen, where the bio wraps to fewer lines,
/// and the tab bar follows it.
private func measuredDetailsHeight(_ measured: Double) -> Double {
    guard measured > 0 else { return designDetailsHeight }
    let configuration = state.configuration ?? page.design
    return measured + configuration.nameLabelContentY - configuration.expandedHeight
}

/// The details' height as designed.
private var designDetailsHeight: Double { page.design.tabBarContentY - page.design.expandedHeight }

private func writeFrame(_ frame: ProfilePageFrame, scale: Double) {
    let layout = frame.layout
    let configuration = state.configuration ?? page.design
    output[Out.offset] = frame.offset
    put(Out.phase, code(layout.phase))
    output[Out.collapseProgress] = layout.collapseProgress
    output[Out.stretch] = layout.stretch
    put(Out.interaction, code(frame.listInteraction))
    put(Out.headerClip, frame.headerClip)
    put(Out.bannerFrame, Out.bannerRest, frame.banner)
    output[Out.blurAlpha] = frame.blurredBanner.alpha
    output[Out.blurRadius] = frame.blur.radius
    put(Out.usesSolidBar, frame.usesSolidBar)
    output[Out.bannerDimAlpha] = frame.bannerDimAlpha
    put(Out.avatarFrame, Out.avatarRest, frame.avatar)
    output[Out.avatarAlpha] = frame.avatar.alpha
    put(Out.titleFrame, Out.titleRest, frame.title)
    output[Out.titleAlpha] = frame.title.alpha
    put(Out.barFrame, frame.bar)
    put(Out.detailsFrame, Out.detailsRest, frame.details)
    put(Out.detailsVisible, frame.details.isVisible)
    output[Out.nameTop] = configuration.nameLabelContentY - configuration.expandedHeight
    put(Out.tabBarFrame, Out.tabBarRest, frame.tabBar)
    put(Out.tabBarVisible, frame.tabBar.isVisible)
    writeTabs(scale: scale)
    put(Out.tabIndicator, frame.tabIndicator)
    output[Out.tabStripOffset] = frame.tabStripContentOffsetX
    output[Out.pagePosition] = frame.pagePosition
    output[Out.selectedTab] = Double(frame.selectedTab)
    put(Out.canSwitchTabs, frame.canSwitchTabs)
    put(Out.spinnerFrame, frame.spinner.frame)
    output[Out.spinnerAlpha] = frame.spinner.alpha
    output[Out.spinnerRotation] = frame.spinner.rotation
    put(Out.spinnerSpinning, frame.spinner.isSpinning)
    put(Out.stacking, frame.stacking == .avatarInFront ? StackingCode.avatarInFront : StackingCode.avatarBehind)
    put(Out.statusBarLight, frame.statusBarStyle == .lightContent)
    put(Out.statusBarChanged, frame.statusBarStyleChanged)
    put(Out.announcement, code(pendingAnnouncement))
    pendingAnnouncement = nil
    let refresh = frame.refresh
    put(Out.refreshPhase, code(refresh.phase))
    output[Out.refreshProgress] = refresh.progress
    output[Out.heldInset] = refresh.heldInset
    put(Out.didTriggerRefresh, pendingRefresh)
    pendingRefresh = false
    writeLists(frame, scale: scale)
    output[Out.expandedHeight] = configuration.expandedHeight
    output[Out.collapsedHeight] = configuration.collapsedHeight
    output[Out.collapseDistance] = configuration.collapseDistance
    output[Out.viewportWidth] = configuration.viewportWidth
    output[Out.avatarOverlapWhenPinned] = design.avatarOverlapWhenPinned
    put(Out.barLeadingSlot, frame.barLeadingSlot)
    put(Out.barTrailingSlot, frame.barTrailingSlot)
    output[Out.barContentAlpha] = frame.barContentAlpha
    output[Out.pinnedHeaderHidden] = frame.pinnedHeaderHiddenDistance
    let tabBarHit = frame.hitMap.tabBar
    output[Out.tabBarHiddenTop] = !frame.tabBar.isVisible ? 0
        : tabBarHit.isEmpty ? frame.tabBar.frame.height : tabBarHit.minY - frame.tabBar.frame.minY
    put(Out.barHit, frame.hitMap.bar)
    output[Out.barButtonBackdropAlpha] = frame.barButtonBackdropAlpha
    output[Out.nameAlpha] = nameFadeDistance > 0 ? 1 - layout.progress(for: .stretch(fullAt: nameFadeDistance)) : 1
    put(Out.needsFrames, frame.needsAnimationFrames)
}

/// The lists: each one's insets and where it is scrolled, the list this frame read and the one to
/// read next, and the engine's scroll indicator.
@inline(never)
private func writeLists(_ frame: ProfilePageFrame, scale: Double) {
    let read = readList
    output[Out.measuredList] = Double(read)
    output[Out.activeList] = Double(activeList)
    output[Out.spacerHeight] = spacerHeight
    output[Out.coveredHeight] = coveredHeight
    let safeAreaBottom = larger(0, measured[In.safeAreaBottom].isFinite ? measured[In.safeAreaBottom] : 0)
    for index in 0..<listSlots {
        output[Out.listPaddingTop0 + index] = listInsetTops[index]
        output[Out.listPaddingBottom0 + index] = listInsetBottoms[index] + safeAreaBottom
        output[Out.listScrollTop0 + index] = larger(0, listOffsets[index] + listInsetTops[index])
    }
    // The list read: its offset split into a scrollTop in whole points (within what the browser can
    // scroll) and the rest, on the device's pixel grid, drawn by moving the content. A browser sets
    // a scroll offset in whole CSS pixels whatever the display's scale (Chromium reads back 101 for
    // 100.67, and draws the content there), so a finer scrollTop is not where the content would be.
    let paddingTop = listInsetTops[read]
    let offset = listOffsets[read]
    output[Out.contentOffsetY] = offset
    let wanted = offset + paddingTop
    let postsHeight = measured[In.postsHeightOfTab0 + read]
    let contentHeight = spacerHeight + larger(0, postsHeight.isFinite ? postsHeight : 0)
    let maximum = larger(0, paddingTop + contentHeight + listInsetBottoms[read] + safeAreaBottom - measured[In.viewportHeight])
    var scrollTop = Rect.alignedEdge(smaller(larger(wanted, 0), maximum), 1)
    if scrollTop > maximum { scrollTop -= 1 }  // (a fractional range ends below its rounding)
    writtenScrollTop = read == activeList ? scrollTop : nil
    output[Out.scrollTop] = scrollTop
    output[Out.contentShift] = scrollTop - Rect.alignedEdge(wanted, scale)  // (drawn at −aligned(wanted))
    put(Out.scrollIndicator, frame.scrollIndicator)
    output[Out.scrollIndicatorAlpha] = frame.scrollIndicatorAlpha
}

/// budgeted).
nonisolated(unsafe) private var tabSlots = 6

/// The tab count and the first six tab buttons' frames (none without tabs), in the tab strip.
@inline(never)
private func writeTabs(scale: Double) {
    let count = state.tabs?.tabCount ?? 0
    output[Out.tabCount] = Double(count)
    for index in 0..<tabSlots {
        // Where the page draws it: right to left, the first tab is the rightmost.
        put(Out.tab0 + 4 * index, count > 0 ? state.tabButtonFrame(index).aligned(toScale: scale) : .zero)
    }
}

// MARK: - Codes of the engine's enums

private func code(_ phase: ProfileHeaderPhase) -> Int32 {
    switch phase {
    case .stretching: return PhaseCode.stretching
    case .collapsing: return PhaseCode.collapsing
    case .pinned: return PhaseCode.pinned
    }
}

private func code(_ interaction: PageInteraction) -> Int32 {
    switch interaction {
    case .idle: return InteractionCode.idle
    case .dragging: return InteractionCode.dragging
    case .decelerating: return InteractionCode.decelerating
    }
}

private func code(_ announcement: PageAnnouncement?) -> Int32 {
    switch announcement {
    case .titleShown: return AnnouncementCode.titleShown
    case .titleHidden: return AnnouncementCode.titleHidden
    case nil: return AnnouncementCode.none
    }
}

private func code(_ phase: RefreshPhase) -> Int32 {
    switch phase {
    case .idle: return RefreshPhaseCode.idle
    case .pulling: return RefreshPhaseCode.pulling
    case .armed: return RefreshPhaseCode.armed
    case .refreshing: return RefreshPhaseCode.refreshing
    case .ending: return RefreshPhaseCode.ending
    }
}

// MARK: - Error codes

private func code(_ field: ProfileHeaderField) -> Int {
    switch field {
    case .viewportWidth: return Field.viewportWidth
    case .topSafeAreaInset: return Field.topSafeAreaInset
    case .barHeight: return Field.barHeight
    case .expandedHeight: return Field.expandedHeight
    case .bannerParallax: return Field.bannerParallax
    case .avatarSize: return Field.avatarSize
    case .avatarLeadingInset: return Field.avatarLeadingInset
    case .avatarOverhang: return Field.avatarOverhang
    case .avatarCollapsedScale: return Field.avatarCollapsedScale
    case .nameLabelContentY: return Field.nameLabelContentY
    case .titleHeight: return Field.titleHeight
    case .titleHorizontalInset: return Field.titleHorizontalInset
    case .titleTravel: return Field.titleTravel
    case .tabBarContentY: return Field.tabBarContentY
    case .tabBarHeight: return Field.tabBarHeight
    case .blurMaximumRadius: return Field.blurMaximumRadius
    case .blurRangeStart: return Field.blurRangeStart
    case .blurRangeEnd: return Field.blurRangeEnd
    case .blurCacheLevels: return Field.blurCacheLevels
    case .stretchBlurDistance: return Field.stretchBlurDistance
    case .refreshThreshold: return Field.refreshThreshold
    }
}
