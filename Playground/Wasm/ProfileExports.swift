// The engine's API for the profile screen, exported from profile.wasm: compiled only into that module
// (with ProfileHeaderCore's own sources and Shared.swift), never into the host library.
//
// The profile page is the page engine's one call per frame: the page writes what it measured into
// the input buffer by name (Boundary.swift, generated from scripts/boundary.py), forwards the user's
// input as it happens (`phk_input`: touches, wheel notches, keys, tab taps — handed to the engine's
// PageScroller and PageTabPager, which decide what they do), and once per animation frame calls
// `phk_frame`, which moves the scroll motion and the tab pager on, makes the one `ProfilePage.update`
// call on a model of the DOM scroller, and writes every number the page applies to the output buffer
// by name. The page decides nothing.

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

// MARK: - The DOM scroller as the page engine sees it

/// The active list: a DOM scroller whose padding-top is the top inset, whose first child is the
/// spacer, and whose padding-bottom is the bottom inset plus the home indicator's safe area (the
/// part the system adds, as `adjustedContentInset` does). `contentOffsetY` is the PageScroller's.
struct WebScrollView: PageScrollSurface {
    var pageContentOffsetY = 0.0
    var postsHeight = 0.0
    var pageTopSpacerHeight = 0.0
    var pageViewportWidth = 0.0
    var pageViewportHeight = 0.0
    var pageContentInsetTop = 0.0
    var pageContentInsetBottom = 0.0
    var safeAreaBottom = 0.0
    var pageVerticalIndicatorInsetTop = 0.0
    var pageSafeAreaTop = 0.0
    var pageSafeAreaLeft = 0.0
    var pageSafeAreaRight = 0.0

    var pageContentHeight: Double { pageTopSpacerHeight + postsHeight }
    var pageAdjustedContentInsetTop: Double { pageContentInsetTop }
    var pageAdjustedContentInsetBottom: Double { pageContentInsetBottom + safeAreaBottom }

    @inline(never)  // one copy, not one per caller: the browser's module is budgeted
    var bounds: PageScroller.Bounds {
        PageScroller.Bounds(adjustedInsetTop: pageAdjustedContentInsetTop, contentHeight: pageContentHeight,
                            adjustedInsetBottom: pageAdjustedContentInsetBottom, viewportHeight: pageViewportHeight)
    }
}

// MARK: - The profile page

nonisolated(unsafe) private var design = playgroundTwitter()
nonisolated(unsafe) private var page = makePage(design)
nonisolated(unsafe) private var state = ProfilePageState()
nonisolated(unsafe) private var surface = WebScrollView()
nonisolated(unsafe) private var scroller = PageScroller(contentOffsetY: 0, bounds: surface.bounds)
/// The lists sit side by side, moved by the pager's position: a swipe follows the finger, a tapped
/// tab's glide slides the lists with the indicator, and every list the position brings on screen is
/// prepared first (the engine's side-by-side pager).
nonisolated(unsafe) private var pager = PageTabPager(listsSideBySide: true)
/// A sideways drag paging the tabs (the engine's PageHeaderSwipe), from wherever it began.
nonisolated(unsafe) private var swipe: PageHeaderSwipe?
/// Where the finger's x was when the drag became a swipe: the swipe's translation is measured from
/// there, so the lists start moving from where they are (no jump by the touch slop).
nonisolated(unsafe) private var swipeOriginX = 0.0
/// A released swipe on its way to its tab, as a paging scroll view decelerates: the pager's spring
/// from where the finger left it, at the finger's speed, to the nearer tab or the one a flick goes on
/// to. The pager hears it as a measured position, decelerating, until it lands.
nonisolated(unsafe) private var swipeSettle: (motion: SpringMotion, since: Double, settlesAt: Double)?
/// The label-width tab strip scrolled by hand (`touchBeganOnTabStrip` then a sideways drag, or a
/// sideways wheel over it, `stripWheel`): its own scroller, x for y (its offset is the strip's
/// `contentOffset.x`, 0 … how far it overflows), made from where the strip is when the drag starts;
/// nil when the user is not scrolling it. The engine
/// keeps the strip where they leave it until the pager moves.
nonisolated(unsafe) private var stripScroller: PageScroller?
/// Whether the strip has a scroller of its own now. (A match, not `stripScroller != nil`: in the
/// browser's build that compares two scrollers field by field through Optional's `==`, 1.3 KB.)
private var hasStripScroller: Bool {
    if case .some = stripScroller { return true }
    return false
}
/// The press began on the tab strip, and the strip is wider than the bar; the drag scrolls it.
nonisolated(unsafe) private var pressOnStrip = false
nonisolated(unsafe) private var stripDragging = false
/// The press caught the strip coasting after a flick: it only stops it (never a click on a tab).
nonisolated(unsafe) private var pressCaughtStrip = false
/// The strip's offset and overflow the last frame drew (points).
nonisolated(unsafe) private var lastStripOffset = 0.0
nonisolated(unsafe) private var lastStripOverflow = 0.0
/// The finger's x (`touchX`, sent before each press and move) and where the press began.
nonisolated(unsafe) private var fingerX = 0.0
nonisolated(unsafe) private var press: (x: Double, y: Double, time: Double)?
/// The tab whose list the DOM scroller model (`surface`, `scroller`) holds.
nonisolated(unsafe) private var surfaceTab = 0
/// The press has moved the touch slop mostly up or down: it scrolls, it never pages.
nonisolated(unsafe) private var pressScrolls = false
/// The last frame let the tabs switch (not pulled, no refresh holding the header), and its direction.
nonisolated(unsafe) private var lastFrameAllowsSwipes = true
nonisolated(unsafe) private var lastFrameIsRightToLeft = false
/// The offsets the page gave each list when it was prepared (engine offsets, by tab).
nonisolated(unsafe) private var preparedOffsets = [Double](repeating: 0, count: 6)
/// The app's refresh finished (sent with the next frame whose event slot is free).
nonisolated(unsafe) private var refreshDone = false
nonisolated(unsafe) private var clock: (real: Double, virtual: Double)?
nonisolated(unsafe) private var writtenScrollTop: Double?
nonisolated(unsafe) private var pendingScrub: Double?
/// The drawn scroll indicator's opacity (0…1), the opacity it heads for, and the virtual time (s) it
/// was last moved at: it fades in while the list moves and out once it rests (as UIKit's indicators
/// do), frame by frame here — a CSS transition ticked the page's style before every animation frame,
/// so each frame's first read recomputed it.
nonisolated(unsafe) private var scrollIndicatorFade = (alpha: 0.0, shown: 0.0, time: 0.0)
/// How long the scroll indicator takes to fade in or out (s).
private let scrollIndicatorFadeDuration = 0.3

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
        if let tabbed = try? ProfilePage.tabbed(design: design, tabCount: 4, refreshes: true, pinnedHeader: pinnedHeader) {
            return tabbed
        }
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
    state = ProfilePageState()
    refreshDone = false
    pager.pageStateDidReset(tabCount: page.tabCount)
    swipe = nil
    swipeSettle = nil
    press = nil
    stripScroller = nil  // a new page: the strip follows its pager
    stripDragging = false
    pressOnStrip = false
    pressCaughtStrip = false
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
/// (`InteractionCode`): a press becomes a drag only past the engine's touch slop, so the page knows
/// from the engine whether a press is still a click.
@_expose(wasm, "phk_input")
public func phkInput(_ kind: Int32, _ value: Double, _ time: Double) -> Int32 {
    applyInput(kind, value, time)
    // A press that pages the tabs, or scrolls their strip, is a drag too: not a click.
    if case .some = swipe { return InteractionCode.dragging }
    if stripDragging || pressCaughtStrip { return InteractionCode.dragging }
    return code(scroller.interaction)
}

private func applyInput(_ kind: Int32, _ value: Double, _ time: Double) {
    let now = virtualTime(time)
    let bounds = surface.bounds
    switch kind {
    case InputCode.touchX: fingerX = value.isFinite ? value : fingerX
    case InputCode.touchBegan:
        beginPress(y: value, at: now)
        scroller.apply(.touchBegan(y: value), at: now, bounds: bounds)
    case InputCode.touchBeganOnHeader, InputCode.touchBeganOnTabStrip:
        beginPress(y: value, at: now)
        pressOnStrip = kind == InputCode.touchBeganOnTabStrip && lastStripOverflow > 0
        if pressOnStrip, hasStripScroller {
            // A finger on the coasting strip stops it where it is (the page keeps it there), as a
            // finger stops a fling on iOS: that press is not a tap on a tab.
            stripScroller = nil
            pressCaughtStrip = true
        }
        scroller.apply(.touchBeganOnHeader(y: value), at: now, bounds: bounds)
    case InputCode.touchMoved:
        if stripDragging {
            stripScroller?.apply(.touchMoved(y: fingerX), at: now, bounds: stripBounds)
            return
        }
        guard !pages(toY: value, at: now) else { return }
        scroller.apply(.touchMoved(y: value), at: now, bounds: bounds)
    case InputCode.touchEnded:
        if stripDragging {
            stripDragging = false
            stripScroller?.apply(.touchEnded, at: now, bounds: stripBounds)
        }
        pressOnStrip = false
        pressCaughtStrip = false
        if let released = swipe {
            settleSwipe(released, at: now)
            swipe = nil
        }
        press = nil
        scroller.apply(.touchEnded, at: now, bounds: bounds)
    case InputCode.wheel:
        guard swipe == nil else { return }  // the list under a swipe stays where it is
        scroller.apply(.wheel(deltaY: value), at: now, bounds: bounds)
    case InputCode.stripWheel:
        // Sideways (a trackpad, a tilted wheel, Shift with a wheel) over label-width tabs wider than
        // the bar: the strip scrolls from where it is (a coasting strip from where it has got to), as a
        // drag on it does, and the page keeps it there. Set, not a wheel gesture: it stops at both ends,
        // as a browser's sideways scrolling does (a wheel gesture would pull past its start only).
        guard lastStripOverflow > 0, !stripDragging, swipe == nil, value.isFinite else { return }
        var from = lastStripOffset
        if case let .some(coasting) = stripScroller { from = coasting.contentOffsetY }
        var strip = PageScroller(contentOffsetY: from, bounds: stripBounds)
        strip.apply(.set(contentOffsetY: min(max(from + value, 0), lastStripOverflow)), at: now, bounds: stripBounds)
        stripScroller = strip
    case InputCode.key:
        guard swipe == nil else { return }
        let key: ScrollKey
        switch Int32(value) {
        case KeyCode.lineDown: key = .lineDown
        case KeyCode.lineUp: key = .lineUp
        case KeyCode.pageDown: key = .pageDown
        case KeyCode.pageUp: key = .pageUp
        case KeyCode.home: key = .home
        default: key = .end
        }
        let visibleHeight = surface.pageViewportHeight - surface.pageVerticalIndicatorInsetTop
        scroller.apply(.key(key, visibleHeight: visibleHeight), at: now, bounds: bounds)
    case InputCode.scrollToTop: scroller.apply(.scrollTo(contentOffsetY: bounds.top), at: now, bounds: bounds)
    case InputCode.tabTap:
        // The pager decides whether the switch may happen (the tab's index; not a number → no tab).
        let tab = value.isFinite && abs(value) < 1_000_000 ? Int(value) : -1
        stripScroller = nil  // a coasting strip stops: the page brings it back to following as the pager moves
        pager.request(tab, at: now, page: page, state: state, interaction: scroller.interaction)
    case InputCode.refreshDone: refreshDone = true
    case InputCode.scrub: pendingScrub = value
    case InputCode.contentInserted: scroller.apply(.contentInsertedAbove(height: value), at: now, bounds: bounds)
    default: break
    }
}

/// A finger went down at `y` (and `fingerX`): it may yet scroll or page.
private func beginPress(y: Double, at now: Double) {
    press = (fingerX, y, now)
    stripDragging = false
    pressOnStrip = false
    pressScrolls = false
    swipe = nil
}

/// The finger moved to `y` (and `fingerX`). Once it has moved the engine's touch slop it either
/// scrolls (mostly up or down: the list takes it) or pages the tabs (mostly sideways, when the page
/// lets its tabs switch and has two or more): from then on the whole drag does that. Returns true
/// while the drag pages.
private func pages(toY y: Double, at now: Double) -> Bool {
    guard y.isFinite, let start = press else { return false }
    if var paging = swipe {
        paging.moved(translationX: fingerX - swipeOriginX, at: now)
        swipe = paging
        return true
    }
    let dx = fingerX - start.x, dy = y - start.y
    guard !pressScrolls, abs(dx) >= PageScroller.touchSlop || abs(dy) >= PageScroller.touchSlop else { return false }
    if pressOnStrip, abs(dx) > abs(dy) {
        // Sideways on label-width tabs wider than the bar: the drag scrolls the strip (x for y: a
        // finger moving left raises contentOffset.x), from where the strip is, not the pager.
        // (Pressed where the press began, so the strip's own touch slop is behind it already.)
        var strip = PageScroller(contentOffsetY: lastStripOffset, bounds: stripBounds)
        // (At the press's own time, so a quick flick keeps its speed.)
        strip.apply(.touchBegan(y: start.x), at: start.time, bounds: stripBounds)
        strip.apply(.touchMoved(y: fingerX), at: now, bounds: stripBounds)
        stripScroller = strip
        stripDragging = true
        // The list is not the finger's: its press ends without touching its motion (a fling or a
        // spring back runs on under the strip, as in the X app).
        scroller.apply(.touchEnded, at: now, bounds: surface.bounds)
        return true
    }
    // (A press that caught moving content may still page: it has not dragged the list.)
    guard abs(dx) > abs(dy), lastFrameAllowsSwipes,
          let paging = PageHeaderSwipe(pagePosition: pager.pagePosition, tabCount: page.tabCount,
                                       pageWidth: surface.pageViewportWidth, isRightToLeft: lastFrameIsRightToLeft,
                                       translationX: 0, time: now) else {
        pressScrolls = true
        return false
    }
    swipe = paging
    swipeOriginX = fingerX
    swipeSettle = nil
    // The followed list stops where it is (a glide under a press on the header would go on moving
    // under the swipe, away from the lists beside it).
    scroller.apply(.set(contentOffsetY: scroller.contentOffsetY), at: now, bounds: surface.bounds)
    return true
}

/// The strip's scroll range: 0 to how far it overflows the bar, its viewport the bar's width.
private var stripBounds: PageScroller.Bounds {
    let width = max(1, surface.pageViewportWidth)
    return PageScroller.Bounds(adjustedInsetTop: 0, contentHeight: width + lastStripOverflow, adjustedInsetBottom: 0, viewportHeight: width)
}

/// A swipe released at `now`: the pager moves on to the tab a flick goes on to, or the nearer one,
/// at the finger's speed, on the pager's own spring (at once under Reduce Motion).
private func settleSwipe(_ released: PageHeaderSwipe, at now: Double) {
    let velocity = released.releaseVelocity(at: now)
    let position = released.pagePosition
    let target = pager.releaseTarget(pagePosition: position, velocity: velocity, state: state)
        ?? Double(Int(max(position, 0) + 0.5))
    let motion = SpringMotion(spring: PageTabPager.spring, from: position, to: target,
                              initialVelocity: velocity / max(released.pageWidth, 1))
    swipeSettle = (motion, now, pager.reducesMotion ? 0 : motion.settleTime(tolerance: PageTabPager.settleTolerance))
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
    let scale = press == nil ? chosen : 1
    let now = last.virtual + max(0, real - last.real) * scale
    clock = (real, now)
    return now
}

/// One frame: reads the measurements, moves the scroll motion on, makes the page engine's one call
/// and writes the output (Boundary.swift's `Out`).
@_expose(wasm, "phk_frame")
public func phkFrame() {
    let m = measured
    let now = virtualTime(m[In.time])
    let scale = m[In.displayScale].isFinite && m[In.displayScale] >= 1 ? m[In.displayScale] : 1
    surface.pageViewportWidth = m[In.viewportWidth]
    surface.pageViewportHeight = m[In.viewportHeight]
    surface.pageSafeAreaTop = m[In.safeAreaTop]
    surface.safeAreaBottom = max(0, m[In.safeAreaBottom].isFinite ? m[In.safeAreaBottom] : 0)
    surface.pageSafeAreaLeft = m[In.safeAreaLeft]    // the engine sanitises these
    surface.pageSafeAreaRight = m[In.safeAreaRight]
    surface.postsHeight = max(0, m[In.postsHeight].isFinite ? m[In.postsHeight] : 0)
    scroller.reducesMotion = m[In.reducesMotion] != 0
    pager.reducesMotion = m[In.reducesMotion] != 0

    // The browser scrolled the list itself (focus, find in page, a test setting scrollTop): follow it.
    let scrollTop = m[In.scrollTop]
    if let written = writtenScrollTop, scrollTop.isFinite, abs(scrollTop - written) >= 1 {
        scroller.apply(.set(contentOffsetY: scrollTop - surface.pageContentInsetTop), at: now, bounds: surface.bounds)
    }
    if let scrub = pendingScrub {
        // The readout's scrubber: an engine offset to show, from the top.
        pendingScrub = nil
        scroller.apply(.set(contentOffsetY: scrub - surface.pageContentInsetTop), at: now, bounds: surface.bounds)
    }
    scroller.advance(to: now, bounds: surface.bounds)
    surface.pageContentOffsetY = scroller.contentOffsetY

    pager.advance(to: now)
    // A tab tapped while the header sprang back switches once it is back.
    pager.requestDeferredTab(at: now, page: page, state: state, interaction: scroller.interaction)
    // The pager as the finger holds it, or as a released swipe left it (then on to a flick's tab).
    if let paging = swipe {
        pager.track(measuredPagePosition: paging.pagePosition, interaction: .dragging, page: page)
    } else if let settle = swipeSettle {
        // Decelerating to its tab, as a paging scroll view would; at rest there, the pager lands.
        let elapsed = now - settle.since
        if elapsed >= settle.settlesAt {
            swipeSettle = nil
            pager.track(measuredPagePosition: settle.motion.to, interaction: .idle, page: page)
        } else {
            pager.track(measuredPagePosition: settle.motion.position(at: elapsed), interaction: .decelerating, page: page)
        }
    } else {
        pager.track(measuredPagePosition: pager.pagePosition, interaction: .idle, page: page)
    }
    // This frame's event: a release first, then the tab pager's, then the app's.
    var event = ProfilePageEvent.frame
    if let velocity = scroller.takeRelease() {
        event = .dragEnded(velocity: velocity, proposedContentOffsetY: nil)
    } else if let tabEvent = pager.takeEvent() {
        event = tabEvent
    } else if refreshDone {
        refreshDone = false
        event = .endRefreshing
    }
    // The list the page follows changes: the engine reads the new one (prepared when it came on screen).
    var switched = -1.0
    // (The list the model holds already — a new design's state re-announcing the list on screen —
    // stays where it is.)
    if case let .tabDidBecomeActive(tab) = event, tab >= 0, tab < preparedOffsets.count, tab != surfaceTab {
        surfaceTab = tab
        switched = Double(tab)
        surface.pageContentOffsetY = preparedOffsets[tab]
        surface.postsHeight = max(0, m[In.postsHeightOfTab0 + tab].isFinite ? m[In.postsHeightOfTab0 + tab] : 0)
        surface.pageContentInsetBottom = page.bottomPadding(ofTab: tab, in: state)
        scroller.apply(.set(contentOffsetY: preparedOffsets[tab]), at: now, bounds: surface.bounds)
    }
    // The strip by hand: where its scroller has it while the finger or its fling moves it.
    var stripByHand: Double?
    if var strip = stripScroller {
        strip.advance(to: now, bounds: stripBounds)
        if stripDragging || strip.isMoving || strip.interaction != .idle {
            stripByHand = strip.contentOffsetY
            stripScroller = strip
        } else {
            stripByHand = strip.contentOffsetY  // its last place, once; the page keeps it from here
            stripScroller = nil
        }
    }
    let environment = PageEnvironment(
        displayScale: scale, textScale: m[In.textScale], reducesMotion: m[In.reducesMotion] != 0,
        reducesTransparency: m[In.reducesTransparency] != 0, isRightToLeft: m[In.isRightToLeft] != 0,
        interaction: scroller.interaction, time: now, detailsHeight: measuredDetailsHeight(m[In.detailsHeight]),
        pagePosition: pager.pagePosition, tabStripOffsetX: stripByHand)
    let frame = page.update(&surface, &state, environment: environment, event: event)
    if frame.scrollViewWrites.contentOffsetY != nil {
        scroller.apply(.set(contentOffsetY: surface.pageContentOffsetY), at: now, bounds: surface.bounds)
    }

    // A list coming on screen takes the offset that keeps the header where it is, and its padding.
    var prepared = -1.0
    var preparedScrollTop = 0.0
    var preparedPaddingBottom = 0.0
    if case let .tabWillAppear(tab) = event, tab >= 0, tab < preparedOffsets.count {
        let incoming = frame.incomingTabContentOffsetY ?? surface.pageContentOffsetY
        prepared = Double(tab)
        preparedOffsets[tab] = incoming
        preparedPaddingBottom = page.bottomPadding(ofTab: tab, in: state) + surface.safeAreaBottom
        preparedScrollTop = max(0, incoming + surface.pageContentInsetTop)
    }
    lastFrameAllowsSwipes = frame.canSwitchTabs
    lastStripOffset = frame.tabStripContentOffsetX
    lastStripOverflow = state.adaptation?.tabStripOverflow ?? 0
    lastFrameIsRightToLeft = m[In.isRightToLeft] != 0

    writeFrame(frame, scale: scale)
    output[Out.preparedTab] = prepared
    output[Out.preparedScrollTop] = preparedScrollTop
    output[Out.preparedPaddingBottom] = preparedPaddingBottom
    output[Out.switchedToTab] = switched
    output[Out.followedTab] = Double(pager.followedTab)
    output[Out.swiping] = flag(swipe != nil)
    output[Out.needsFrames] = flag(frame.needsAnimationFrames || scroller.isMoving || scroller.interaction != .idle
        || pager.needsAnimationFrames || refreshDone || swipeSettle != nil || hasStripScroller
        || scrollIndicatorFade.alpha != scrollIndicatorFade.shown)
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
    output[Out.contentOffsetY] = surface.pageContentOffsetY
    put(Out.phase, code(layout.phase))
    output[Out.collapseProgress] = layout.collapseProgress
    output[Out.stretch] = layout.stretch
    put(Out.interaction, code(scroller.interaction))
    put(Out.headerClip, frame.headerClip)
    put(Out.bannerFrame, Out.bannerRest, frame.banner)
    output[Out.blurAlpha] = frame.blurredBanner.alpha
    output[Out.blurRadius] = frame.blur.radius
    put(Out.usesSolidBar, frame.usesSolidBar)
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
    output[Out.pagePosition] = pager.pagePosition
    output[Out.activeTab] = Double(pager.activeTab)
    put(Out.canSwitchTabs, frame.canSwitchTabs)
    put(Out.spinnerFrame, frame.spinner.frame)
    output[Out.spinnerAlpha] = frame.spinner.alpha
    output[Out.spinnerRotation] = frame.spinner.rotation
    put(Out.spinnerSpinning, frame.spinner.isSpinning)
    put(Out.stacking, frame.stacking == .avatarInFront ? StackingCode.avatarInFront : StackingCode.avatarBehind)
    put(Out.statusBarLight, frame.statusBarStyle == .lightContent)
    put(Out.statusBarChanged, frame.statusBarStyleChanged)
    put(Out.announcement, code(frame.announcement))
    let refresh = frame.refresh
    put(Out.refreshPhase, code(refresh.phase))
    output[Out.refreshProgress] = refresh.progress
    output[Out.heldInset] = refresh.heldInset
    put(Out.didTriggerRefresh, frame.didTriggerRefresh)
    writeScroller(scale: scale)
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
}

/// The DOM scroller's numbers and the drawn scroll indicator.
@inline(never)
private func writeScroller(scale: Double) {
    // The DOM scroller: insets, spacer, and the offset split into a scrollTop in whole points
    // (within what the browser can scroll) and the rest, on the device's pixel grid, drawn by moving
    // the content. A browser sets a scroll offset in whole CSS pixels whatever the display's scale
    // (Chromium reads back 101 for 100.67, and draws the content there), so a finer scrollTop is
    // not where the content would be drawn.
    let paddingTop = surface.pageContentInsetTop
    let paddingBottom = surface.pageAdjustedContentInsetBottom
    output[Out.paddingTop] = paddingTop
    output[Out.spacerHeight] = surface.pageTopSpacerHeight
    output[Out.paddingBottom] = paddingBottom
    let wanted = surface.pageContentOffsetY + paddingTop
    let maximum = larger(0, paddingTop + surface.pageContentHeight + paddingBottom - surface.pageViewportHeight)
    var scrollTop = Rect.alignedEdge(smaller(larger(wanted, 0), maximum), 1)
    if scrollTop > maximum { scrollTop -= 1 }  // (a fractional range ends below its rounding)
    writtenScrollTop = scrollTop
    output[Out.scrollTop] = scrollTop
    output[Out.contentShift] = scrollTop - Rect.alignedEdge(wanted, scale)  // (drawn at −aligned(wanted))
    let covered = surface.pageVerticalIndicatorInsetTop
    output[Out.coveredHeight] = covered

    // A scroll indicator (the browser's is hidden): where the visible part of the content is.
    let track = larger(0, surface.pageViewportHeight - covered - surface.safeAreaBottom - 6)
    let total = larger(1, paddingTop + surface.pageContentHeight + paddingBottom)
    let visible = surface.pageViewportHeight
    var thumb = larger(24, track * smaller(1, visible / total))
    let travel = larger(1, maximum)
    let progress = smaller(larger(wanted / travel, 0), 1)
    let over = wanted < 0 ? -wanted : wanted > maximum ? wanted - maximum : 0
    thumb = larger(8, thumb - over)
    let thumbY = covered + 3 + (track - thumb) * progress
    // Its top and its length each on the pixel grid (its two ends rounded each on its own would
    // change its length by a pixel from one frame to the next as it moves).
    let drawn = Rect(x: surface.pageViewportWidth - 6, y: thumbY, width: 3, height: thumb).aligned(toScale: scale)
    put(Out.scrollIndicator, Rect(x: drawn.minX, y: drawn.minY, width: drawn.width, height: Rect.alignedEdge(thumb, scale)))
    let shown: Double = scroller.interaction == .idle || maximum <= 0 ? 0 : 1
    let now = clock?.virtual ?? 0
    let alpha = scrollIndicatorFade.alpha
    // (A fade starts at this frame: the time since the last frame counts only while one runs, since
    // frames stop at rest.)
    let fading = alpha != scrollIndicatorFade.shown
    let step = scroller.reducesMotion ? 1 : fading ? max(0, now - scrollIndicatorFade.time) / scrollIndicatorFadeDuration : 0
    scrollIndicatorFade = (shown > alpha ? min(shown, alpha + step) : max(shown, alpha - step), shown, now)
    output[Out.scrollIndicatorAlpha] = scrollIndicatorFade.alpha
}

/// How many tab buttons the output has room for (Boundary.swift's tab0 … tab5). A variable, not a
/// constant: with a constant bound the optimizer copies the loop below six times (the module is
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
