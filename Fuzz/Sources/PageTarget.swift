// Target `page`: the page engine through its one call per frame, `ProfilePage.frame`, over fuzzed
// pages (a single list; tabs of equal or label width; floating pinned headers; refresh; snapping)
// and fuzzed sequences of frames, played by a modelled front end that does what the UIKit, SwiftUI
// and browser ones do: it measures the list the last frame named (`activeList`), gives every list
// what `frame.list(_:in:)` says (the offset only when one is set), and puts the platform's pager
// where the frame drives it while no finger holds it — or has no pager, and the page moves the
// lists itself (a browser). Between frames the platform scrolls the list and moves its pager (a
// finger drags it, lifts, the pager decelerates, stops), the user lifts a finger from a list (the
// followed one, another, mid-swipe), taps tabs (the selected one again, one out of range, while
// pulled or refreshing), presses, drags, wheels and types on the lists, the header and the tab strip,
// the app refreshes and inserts content; the device rotates, changes text size, direction and
// Reduce Motion at any time, mid-gesture too. Promises from the README's "The page: one call per
// frame" and the page engine's documentation:
// - every output finite, alphas in 0…1, the spinner's rotation in 0…2π, for any measurement; every
//   list's writes finite, its spacer and indicator inset not negative; the drawn scroll indicator
//   finite with an alpha in 0…1, and none where the surface draws none;
// - the measured list's writes (`list(_:in:)`) are the ones `scrollViewWrites` asks for, tabs in force
//   or not, and only the list the page follows scrolls to the top on a status-bar tap;
// - a fixed point: what was written, measured again, asks for no write;
// - the same inputs give the same frames (no hidden state);
// - a page at rest (idle, nothing pulled) stays at its top when insets change;
// - the avatar starts inside the leading safe area and the bar title keeps clear of both side safe
//   areas, whenever the width leaves room for them;
// - touches on the bar strip go to the header's controls; below everything the header covers, to
//   the content (unless a header-drawn part is there);
// - the page rejects exactly the tab counts its documentation rejects;
// - tabs: the selected tab and the active list are tabs of the page; the pager's position is finite
//   and within the tabs; `selectedTabChanged` is set exactly when the selected tab changes; the pager
//   is driven never without tabs, nor while the platform's finger moves it (unless the page's own
//   finger swipes it; not even while a swipe whose finger lifted settles); a pager target comes only with a pager's release and is a tab's page; no tab switch
//   and no swipe while the header is pulled, and none toward the system's back gesture on the first
//   tab; a tap on a tab selects it when the page lets the tabs switch, waits shown selected while a
//   refresh holds the header, and is refused (the selection stays) while the header is held pulled
//   otherwise; without its tabs in force (before the first layout) a tabbed page follows the list
//   it was measuring;
// - left alone (no finger, the list at rest, the refresh finished) the page stops asking for frames
//   within 10 s, its pager resting on the selected tab and the page following that tab's list.

#if canImport(Glibc)
import Glibc
#endif

/// One list's scroll view as the fuzz target models it: what the page writes is what it measures next.
struct FuzzScrollView {
    var contentOffsetY = 0.0, appContentHeight = 2_000.0, spacer = 0.0
    var contentInsetTop = 0.0, contentInsetBottom = 0.0, indicatorTop = 0.0

    /// Writes what the frame asks of the measured list: only what must change.
    mutating func apply(_ writes: PageScrollViewWrites) {
        if let value = writes.topSpacerHeight { spacer = value }
        if let value = writes.contentInsetTop { contentInsetTop = value }
        if let value = writes.contentInsetBottom { contentInsetBottom = value }
        if let value = writes.verticalIndicatorInsetTop { indicatorTop = value }
        if let value = writes.contentOffsetY { contentOffsetY = value }
    }

    /// Gives the list what the frame says it should have: every value, the offset only when set.
    mutating func apply(_ writes: PageListWrites) {
        spacer = writes.topSpacerHeight
        contentInsetTop = writes.contentInsetTop
        contentInsetBottom = writes.contentInsetBottom
        indicatorTop = writes.verticalIndicatorInsetTop
        if let value = writes.contentOffsetY { contentOffsetY = value }
    }

    /// Back inside its resting range, as the platform's bounce leaves a list (or a browser its
    /// scroll position): `−adjustedContentInset.top` to the content's end.
    mutating func settle(_ device: FuzzDevice) {
        let top = -(contentInsetTop + device.systemTop)
        let bottom = max(top, spacer + appContentHeight + contentInsetBottom + device.systemBottom - device.height)
        guard top.isFinite, bottom.isFinite, contentOffsetY.isFinite else { return }
        contentOffsetY = min(max(contentOffsetY, top), bottom)
    }
}

/// The front end the target plays.
enum FuzzPlatform {
    /// UIKit's: a paging scroll view counted from its left edge; lists keep offsets set past their edges.
    case uiKit
    /// A browser's: no pager (the page moves the lists itself, and pages them).
    case browser
    /// SwiftUI's: a pager counted from its leading edge; lists keep an offset only within their
    /// range, unless a finger holds them.
    case swiftUI
}

/// The platform's horizontal pager of the lists: its `contentOffset.x` (points), what the finger
/// does to it, and where it decelerates to once released.
struct FuzzPager {
    var contentOffsetX = 0.0
    var interaction = PageInteraction.idle
    var target = 0.0

    /// Decelerates `dt` seconds toward its target (an eighth of the way every 1/64 s), and rests
    /// there once within half a point.
    mutating func decelerate(for dt: Double) {
        guard interaction == .decelerating else { return }
        let fraction = dt.isFinite ? min(1, abs(dt) * 8) : 1
        contentOffsetX += (target - contentOffsetX) * fraction
        if !(abs(target - contentOffsetX) >= 0.5) {
            contentOffsetX = target
            interaction = .idle
        }
    }
}

/// Everything but the lists: the viewport and safe areas every list shares, the user's settings,
/// the platform's finger on the list the page follows, the time, what the app's views measured, and
/// the platform's pager (nil: none).
struct FuzzDevice {
    var width = 393.0, height = 852.0, systemTop = 59.0, systemBottom = 34.0
    var safeAreaTop = 59.0, safeAreaLeft = 0.0, safeAreaRight = 0.0, systemBarHeight = 0.0
    var barSafeAreaLeft = 0.0, barSafeAreaRight = 0.0
    var displayScale = 3.0, textScale = 1.0
    var reducesMotion = false, reducesTransparency = false, isRightToLeft = false
    var interaction = PageInteraction.idle, time = 0.0, detailsHeight = 0.0
    var nameTop: Double?, tabStripOffsetX: Double?
    var pager: FuzzPager?
    var pagerCountsFromLeadingEdge = false, backSwipeAvailable = false, keepsOffsetsPastEdges = true
    var drawsScrollIndicator = false

    init(_ platform: FuzzPlatform, drawsScrollIndicator: Bool) {
        pager = platform == .browser ? nil : FuzzPager()
        pagerCountsFromLeadingEdge = platform == .swiftUI
        keepsOffsetsPastEdges = platform != .swiftUI
        self.drawsScrollIndicator = drawsScrollIndicator
    }

    /// What the front end measures with `list` the one the page follows.
    func metrics(_ list: FuzzScrollView) -> ProfilePageMetrics {
        ProfilePageMetrics(
            contentOffsetY: list.contentOffsetY, contentHeight: list.spacer + list.appContentHeight, topSpacerHeight: list.spacer,
            viewportWidth: width, viewportHeight: height, contentInsetTop: list.contentInsetTop,
            adjustedContentInsetTop: list.contentInsetTop + systemTop, contentInsetBottom: list.contentInsetBottom,
            adjustedContentInsetBottom: list.contentInsetBottom + systemBottom, verticalIndicatorInsetTop: list.indicatorTop,
            safeAreaTop: safeAreaTop, systemBarHeight: systemBarHeight, safeAreaLeft: safeAreaLeft, safeAreaRight: safeAreaRight,
            barSafeAreaLeft: barSafeAreaLeft, barSafeAreaRight: barSafeAreaRight,
            displayScale: displayScale, textScale: textScale, reducesMotion: reducesMotion,
            reducesTransparency: reducesTransparency, isRightToLeft: isRightToLeft, interaction: interaction, time: time,
            detailsHeight: detailsHeight, nameTop: nameTop, tabStripOffsetX: tabStripOffsetX,
            pagerContentOffsetX: pager?.contentOffsetX, pagerInteraction: pager?.interaction ?? .idle,
            pagerCountsFromLeadingEdge: pagerCountsFromLeadingEdge, backSwipeAvailable: backSwipeAvailable,
            keepsOffsetsPastEdges: keepsOffsetsPastEdges, drawsScrollIndicator: drawsScrollIndicator)
    }
}

/// Every list's scroll view: the first 64 kept in order, any further one (a page of thousands of
/// tabs) once it is written.
struct FuzzLists {
    static let kept = 64
    private var near: [FuzzScrollView]
    private var far: [Int: FuzzScrollView] = [:]

    init(tabCount: Int) { near = Array(repeating: FuzzScrollView(), count: min(max(tabCount, 1), Self.kept)) }

    subscript(index: Int) -> FuzzScrollView {
        get { index >= 0 && index < near.count ? near[index] : far[index] ?? FuzzScrollView() }
        set { if index >= 0 && index < near.count { near[index] = newValue } else { far[index] = newValue } }
    }
}

/// What happens before a frame besides the platform's measurements, made an intent when it is
/// played (some depend on the page as it is then).
enum FuzzIntent {
    case intent(ProfilePageIntent)
    /// A finger lifts from the list the page follows now.
    case releaseActive(velocity: Double, proposedContentOffsetY: Double?)
    /// The selected tab is tapped again.
    case retap(animated: Bool)
    /// The page's pointer moves this far from where it is (points).
    case pointerMoved(dx: Double, dy: Double)
}

/// What the platform's finger does to its pager before a frame (nothing without one).
enum FuzzPagerMove {
    /// Nothing: a released pager decelerates on; one at rest is where the frames put it.
    case none
    /// A finger drags it this far (points of `contentOffset.x`).
    case drag(by: Double)
    /// It stops where it is (a finger catching it; the end of its deceleration).
    case stop
}

/// Something else the platform, the app or the user changes before a frame.
enum FuzzChange {
    case none
    case toggleBackSwipe
    case toggleReducesTransparency
    /// List `list`'s content changes height (points).
    case contentHeight(list: Int, height: Double)
    /// The app scrolls list `list` (one the page may not follow).
    case offset(list: Int, contentOffsetY: Double)
    /// The list the page follows comes to rest inside its range (the platform's bounce).
    case settle
}

extension FuzzInput {
    /// An intent from `kind` (not 0) and the bytes after it.
    mutating func pageIntent(_ kind: UInt8) -> FuzzIntent {
        switch kind % 16 {
        case 0: return .intent(bool() ? .refreshStarted : .refreshFinished)
        case 1:  // a release of any list: another than the one followed, one the page does not have
            return .intent(.listReleased(list: int(-2...9), velocity: ordinary(5_000),
                                         proposedContentOffsetY: bool() ? nil : ordinary(2_000)))
        case 2: return .releaseActive(velocity: byte() % 4 == 0 ? double() : ordinary(5_000), proposedContentOffsetY: bool() ? nil : double())
        case 3: return .intent(.tabTapped(int(-2...9), animated: bool()))
        case 4: return .retap(animated: bool())
        case 5: return .intent(.tabTapped(pick([Int.min, Int.max, -1_000_000, 32_767, 65_536, 100_000]), animated: bool()))
        case 6: return .intent(.pagerReleased(velocityX: byte() % 4 == 0 ? double() : ordinary(3_000)))
        case 7:
            let region: PagePressRegion = pick([.list, .header, .tabStrip])
            return .intent(.pointer(.pressed(x: ordinary(400).magnitude, y: ordinary(900).magnitude, on: region, by: bool() ? .touch : .mouse)))
        case 8, 9, 10: return .pointerMoved(dx: ordinary(200), dy: ordinary(200))
        case 11: return .intent(.pointer(.released))
        case 12:  // a wheel over anything, mostly down, sometimes sideways too
            let region: PagePressRegion = pick([.list, .header, .tabStrip])
            return .intent(.pointer(.wheel(deltaX: bool() ? 0 : ordinary(600), deltaY: ordinary(600), on: region)))
        case 13:  // a sideways wheel (a trackpad) over the tab strip, or anything at all; or a trackpad's step or lift
            let choice = byte()
            if choice % 8 == 0 { return .intent(.pointer(.wheel(deltaX: double(), deltaY: double(), on: .tabStrip))) }
            if choice % 8 == 4 { return .intent(.pointer(.trackpadLifted(velocityY: bool() ? double() : ordinary(5_000)))) }
            if choice % 8 == 2 {
                let region: PagePressRegion = pick([.list, .header, .tabStrip])
                return .intent(.pointer(.trackpad(deltaX: bool() ? 0 : ordinary(100), deltaY: ordinary(100), on: region)))
            }
            return .intent(.pointer(.wheel(deltaX: ordinary(600), deltaY: bool() ? 0 : ordinary(60), on: .tabStrip)))
        case 14: return .intent(.pointer(.key(pick(ScrollKey.allCases))))
        default: return .intent(.pointer(bool() ? .scrollToTop : .contentInsertedAbove(height: ordinary(2_000))))
        }
    }
}

func fuzzPage(_ input: inout FuzzInput) {
    // The page.
    let design: ProfileHeaderConfiguration
    if input.byte() % 4 == 0 {
        guard let header = decodeHeader(&input) else { return }
        design = header
    } else {
        design = .twitter
    }
    let tabCount = input.byte() % 8 == 0 ? Int(Int16(bitPattern: UInt16(input.byte()) << 8 | UInt16(input.byte()))) : input.int(0...4)
    let contentStart: PageContentStart = tabCount > 0 || input.bool() ? .belowTabBar : .belowBanner
    let policy: PageInsetPolicy = input.bool() ? .belowPinnedHeader : .belowExpandedHeader
    let refreshes = input.bool()
    let snapping: PageSnapping = input.bool() ? .expandedOrCollapsed : .none
    // A pinned header that scrolls away, sometimes: any bits for the two flag sets and any minimum
    // height, accepted exactly as PinnedHeaderScrolling documents its rules.
    var pinnedHeader = PinnedHeaderScrolling.pinned
    if input.byte() % 3 == 0 {
        let bar = ShyBarScrollFlags(rawValue: input.byte() % 2 == 0 ? input.byte() : [0x13, 0x01, 0x11, 0x03][input.int(0...3)])
        let tabBar = ShyBarScrollFlags(rawValue: input.byte() % 2 == 0 ? input.byte() : [0x00, 0x13, 0x09, 0x17][input.int(0...3)])
        let minimum = input.byte() % 4 == 0 ? input.double() : input.ordinary(60)
        let made = attempt { () throws(PinnedHeaderScrollingError) in
            try PinnedHeaderScrolling(bar: bar, tabBar: tabBar, tabBarMinimumHeight: minimum)
        }
        func followsRules(_ flags: ShyBarScrollFlags) -> Bool {
            flags.rawValue < 64 && (flags.isEmpty || flags.contains(.scroll))
                && (!flags.contains(.enterAlwaysCollapsed) || flags.contains(.enterAlways))
                && (!flags.contains(.snapMargins) || flags.contains(.snap))
        }
        let valid = followsRules(bar) && followsRules(tabBar)
            && (!tabBar.contains(.scroll) || (bar.contains(.scroll) && !bar.contains(.exitUntilCollapsed))
                || (bar.isEmpty && tabBar.contains(.exitUntilCollapsed)))
            && minimum >= 0 && minimum <= SupportedRange.maximumLength
        check((made.0 != nil) == valid, "page.pinned-header.rules",
              "bar \(bar.rawValue), tab bar \(tabBar.rawValue), minimum \(minimum) accepted: \(made.0 != nil), error \(String(describing: made.1))")
        if let made = made.0 { pinnedHeader = made }
    }

    let made = attempt { () throws(ProfilePageError) in
        try ProfilePage(design: design, contentStart: contentStart, insetPolicy: policy, tabCount: tabCount,
                        refreshes: refreshes, snapping: snapping, pinnedHeader: pinnedHeader)
    }
    let documentedValid = tabCount >= 0 && tabCount <= SupportedRange.maximumCount
    check((made.0 != nil) == documentedValid, "page.rules", "tabCount \(tabCount) accepted: \(made.0 != nil), error \(String(describing: made.1))")
    guard var page = made.0 else { return }
    // Label-width tabs that scroll, sometimes: widths, padding and inset of any magnitude, valid as
    // ScrollableTabs documents (positive lengths, lengths) or refused naming the field.
    if tabCount > 0, tabCount <= 8, input.byte() % 3 == 0 {
        let labelWidths = (0..<tabCount).map { _ in input.byte() % 4 == 0 ? input.double() : input.ordinary(300) }
        let labelPadding = input.byte() % 4 == 0 ? input.double() : input.ordinary(30)
        let inset = input.byte() % 4 == 0 ? input.double() : input.ordinary(30)
        let scrollable = attempt { () throws(ProfilePageError) in
            try ScrollableTabs(labelWidths: labelWidths, labelPadding: labelPadding, inset: inset)
        }
        let isLength = { (value: Double) in value >= 0 && value <= SupportedRange.maximumLength }
        let valid = labelWidths.allSatisfy { $0 >= SupportedRange.minimumPositiveLength && isLength($0) }
            && isLength(labelPadding) && isLength(inset)
        check((scrollable.0 != nil) == valid, "page.scrollable-tabs.rules",
              "labels \(labelWidths), padding \(labelPadding), inset \(inset) accepted: \(scrollable.0 != nil), error \(String(describing: scrollable.1))")
        if let tabs = scrollable.0 {
            page = ProfilePage.tabbed(design: design, scrollableTabs: tabs, refreshes: refreshes, snapping: snapping,
                                      pinnedHeader: pinnedHeader)
        }
    }

    // The front end, and the frames: what the platform measures (`change`, `value`, `interaction`,
    // `dt`), the intent, and what else the platform and the app do. (The page target's first inputs
    // had no front end and only the first part of each step: theirs are the same with a zero byte, or
    // none, for every part added since — UIKit's pager, the first tab, each step's first intent.)
    let platformByte = input.byte()
    let platform: FuzzPlatform = [.uiKit, .browser, .swiftUI][Int(platformByte % 3)]
    let drawsScrollIndicator = platformByte / 3 % 2 == 1
    let firstTab = Int(Int8(bitPattern: input.byte())) % 11
    struct Step {
        var change: UInt8, value: Double, intent: FuzzIntent, interaction: PageInteraction, dt: Double
        var pager = FuzzPagerMove.none, other = FuzzChange.none
    }
    var steps: [Step] = []
    let count = input.int(1...40)
    for _ in 0..<count {
        let change = input.byte()
        let value = change % 3 == 0 ? input.double() : input.ordinary(1_500)
        let intents: [FuzzIntent] = [
            .intent(.none), .intent(.none), .intent(.none),
            .releaseActive(velocity: input.ordinary(5_000), proposedContentOffsetY: input.bool() ? nil : input.ordinary(2_000)),
            .intent(.refreshStarted), .intent(.refreshFinished), .intent(.tabTapped(input.int(-1...5), animated: true)),
            .intent(.tabTapped(input.int(-1...5), animated: false)),
            .intent(.moveHeader(to: input.bool() ? .expanded : .collapsed, animated: input.bool())),
            .intent(.holdHeaderCollapsed(input.bool(), animated: input.bool())),
        ]
        var step = Step(change: change, value: value, intent: intents[input.int(0...(intents.count - 1))],
                        interaction: [.idle, .dragging, .decelerating][input.int(0...2)],
                        dt: input.bool() ? 1.0 / 60 : input.ordinary(2))
        let kind = input.byte()
        if kind != 0 { step.intent = input.pageIntent(kind) }
        switch input.byte() % 4 {
        case 1: step.pager = .drag(by: input.ordinary(400))
        case 2: step.pager = .stop
        default: break
        }
        switch input.byte() % 8 {
        case 1: step.other = .toggleBackSwipe
        case 2: step.other = .toggleReducesTransparency
        case 3: step.other = .contentHeight(list: input.int(0...9), height: input.ordinary(3_000))
        case 4: step.other = .offset(list: input.int(0...9), contentOffsetY: input.ordinary(2_000))
        case 5: step.other = .settle
        default: break
        }
        steps.append(step)
    }
    func describe() -> String {
        "page \(page), platform \(platform), draws indicator \(drawsScrollIndicator), first tab \(firstTab); steps "
            + "\(steps.map { "(\($0.change % 16), \($0.value), \($0.intent), \($0.interaction), \($0.dt), \($0.pager), \($0.other))" })"
    }

    /// Plays the steps and returns the frames; played again with the first play's frames, checks
    /// that each frame is the same as the first time.
    func play(again first: [ProfilePageFrame]? = nil) -> [ProfilePageFrame] {
        var device = FuzzDevice(platform, drawsScrollIndicator: drawsScrollIndicator)
        var lists = FuzzLists(tabCount: page.tabCount)
        var state = ProfilePageState(selectedTab: firstTab)
        var frames: [ProfilePageFrame] = []
        if first == nil { frames.reserveCapacity(steps.count + 53) }
        var played = 0
        // The list the last frame named, measured next (before any: the tab the page shows first).
        var active = page.tabCount > 0 ? min(max(firstTab, 0), page.tabCount - 1) : 0
        // The page's own pointer while it is pressed, in viewport points.
        var pointer: (x: Double, y: Double)?
        /// Whether a trackpad's fingers hold the list (a step with no lift since).
        var trackpadHolds = false
        var last: ProfilePageFrame?

        /// One frame as the front end makes it: measure, the one call, every check, the writes.
        @discardableResult
        func run(_ intent: ProfilePageIntent, _ step: Int, remeasures: Bool = true) -> ProfilePageFrame {
            let measuredList = active
            let given = device.metrics(lists[measuredList])
            let before = state
            let frame = page.frame(&state, given, intent)
            func context() -> String { "frame \(step) (\(intent)) of \(describe())" }
            // The configuration in force (the design before any metrics could adapt it).
            let configuration = state.configuration ?? page.design
            checkFrame(frame, page, configuration)
            checkSideSafeArea(frame, page, given, configuration)
            checkBarSlots(frame, state, given, configuration)
            // The tabs in force, this frame and the last (or none before it): metrics that cannot be
            // adapted — no width before the first layout, lengths past the supported range — leave a
            // tabbed page without tabs in force (following the list it shows first, no pager to
            // drive) for as long as they last.
            let tabsInForce = { (state: ProfilePageState) in state.adaptation.map { $0.hasTabs == (page.tabCount > 0) } }
            let steady = tabsInForce(state) == true && tabsInForce(before) != false
            checkTabs(frame, page, state, before: before, last: steady ? last : nil, given: given, intent: intent, context())
            // Without its tabs in force, a tabbed page follows the list it was measuring (the one it
            // shows first, before the first layout): the front end measures that list again.
            if page.tabCount > 0, tabsInForce(state) != true {
                check(frame.activeList == measuredList, "page.tabs.keeps-following",
                      "list \(measuredList) measured without tabs in force, list \(frame.activeList) followed next; \(context())")
            }
            checkScrollIndicator(frame, given)
            if tracesPages {
                print("frame \(step) \(intent) on list \(measuredList): offset \(given.contentOffsetY), insets \(given.contentInsetTop) "
                      + "\(given.contentInsetBottom), spacer \(given.topSpacerHeight), height \(given.contentHeight), \(given.interaction), "
                      + "pager \(String(describing: device.pager)), t \(given.time) → writes \(frame.scrollViewWrites), offset \(frame.offset), "
                      + "active \(frame.activeList), selected \(frame.selectedTab), position \(frame.pagePosition), "
                      + "pager \(String(describing: frame.pagerContentOffsetX)), frames \(frame.needsAnimationFrames)")
            }
            // The writes, as a front end makes them: a single list's through `scrollViewWrites` (only
            // what changed), every list of a tabbed page in full through `list(_:in:)` (as UIKit's,
            // SwiftUI's and the browser's do) — the same for the measured list, tabs in force or not
            // (before the first layout the page goes on following the list it shows first).
            if page.tabCount == 0 { lists[measuredList].apply(frame.scrollViewWrites) }
            let measuredWrites = frame.list(measuredList, in: state)
            let asked = frame.scrollViewWrites
            check(measuredWrites.contentOffsetY == asked.contentOffsetY
                  && asked.topSpacerHeight.map { $0 == measuredWrites.topSpacerHeight } != false
                  && asked.contentInsetTop.map { $0 == measuredWrites.contentInsetTop } != false
                  && asked.contentInsetBottom.map { $0 == measuredWrites.contentInsetBottom } != false
                  && asked.verticalIndicatorInsetTop.map { $0 == measuredWrites.verticalIndicatorInsetTop } != false,
                  "page.list-writes.measured", "list \(measuredList) is given \(measuredWrites), asked \(asked); \(context())")
            let tabCount = max(1, page.tabCount)
            // Whether the platform moved the measured list after the writes (below): measured again, it
            // is then not what was written.
            var platformMoved = false
            func write(_ index: Int) {
                let writes = frame.list(index, in: state)
                checkListWrites(writes, index, frame, context)
                lists[index].apply(writes)
                // (SwiftUI's lists keep an offset only within their range, unless a finger holds them:
                // content that got shorter moves the offset.)
                if !device.keepsOffsetsPastEdges, index != measuredList || device.interaction == .idle {
                    let written = lists[index].contentOffsetY
                    lists[index].settle(device)
                    if index == measuredList, lists[index].contentOffsetY != written { platformMoved = true }
                }
            }
            for index in 0..<min(tabCount, FuzzLists.kept) { write(index) }
            // (Past the first 64, a lazy pager's: the lists on screen and the one the page follows.)
            if tabCount > FuzzLists.kept {
                let shown = Int(min(max(frame.pagePosition.isFinite ? frame.pagePosition : 0, 0), Double(tabCount - 1)))
                for index in [measuredList, frame.activeList, shown, shown + 1] where index >= FuzzLists.kept && index < tabCount {
                    write(index)
                }
            }
            active = min(max(frame.activeList, 0), tabCount - 1)
            // The pager: released, it decelerates to the frame's target (or stops, without one); no
            // finger on it, it goes where the frame drives it.
            if var pager = device.pager {
                if case .pagerReleased = intent {
                    pager.target = frame.pagerTargetContentOffsetX ?? pager.contentOffsetX
                    pager.interaction = pager.target == pager.contentOffsetX ? .idle : .decelerating
                } else if pager.interaction != .dragging, let driven = frame.pagerContentOffsetX {
                    pager.contentOffsetX = driven
                    pager.interaction = .idle
                }
                device.pager = pager
            }
            // Written back and measured again, nothing more is asked for (unless the platform moved the
            // list since) — for measurements a scroll view can give: finite and within the free-input range, sums included (beyond it the
            // engine clamps what it reads, so it cannot see its own writes).
            var again = state
            let measured = device.metrics(lists[active])
            // The frame itself must have been given such measurements too: a frame that read a
            // non-finite inset could not tell the system's part of it, and the next frame settles it.
            let magnitudes = [given, measured].flatMap { m in
                [m.contentOffsetY, m.contentHeight, m.viewportWidth, m.viewportHeight, m.contentInsetTop,
                 m.adjustedContentInsetTop, m.contentInsetBottom, m.adjustedContentInsetBottom, m.safeAreaTop, m.detailsHeight]
            }
            // (Measured again: the same list. At a hand-over the next frame measures another list,
            // whose content height the page learns only then: its bottom padding may change once.)
            // (Sizes a scroll view can give are not negative: a safe area, a content height — which
            // holds the spacer the page wrote —, a system bar, the details' height; and a display
            // frame's time is finite. Findings fed a −470 pt safe area under a −235 pt bar, and a
            // content shorter than its spacer under −824 pt details at an infinite time.)
            let possible = [given, measured].allSatisfy { (m: ProfilePageMetrics) -> Bool in
                min(m.safeAreaTop, m.contentHeight - m.topSpacerHeight, m.systemBarHeight, m.viewportHeight, m.detailsHeight) >= 0
                    && m.time.isFinite
            }
            if remeasures, frame.activeList == measuredList, !platformMoved, possible,
               magnitudes.allSatisfy({ $0.isFinite && abs($0) <= 1e11 }) {
                let remeasured = page.frame(&again, measured)
                check(remeasured.scrollViewWrites.isEmpty, "page.fixed-point",
                      "the page asks again of list \(active) for \(remeasured.scrollViewWrites); metrics \(measured); \(context())")
            }
            // At rest, the page rests at its top.
            if given.interaction == .idle, frame.scrollViewWrites.contentOffsetY != nil, intent == .none,
               frame.refresh.phase == .idle, frame.offset <= 0, !state.gestures.isMoving, pointer == nil {
                check(abs(frame.offset) < 1e-6 || frame.offset == -frame.refresh.heldInset, "page.rest-stays-at-top",
                      "offset \(frame.offset) after a resting write; \(context())")
            }
            if let first {
                check(first.count > played && first[played] == frame, "page.deterministic",
                      "the same inputs gave a different frame \(step); \(describe())")
            } else {
                frames.append(frame)
            }
            played += 1
            last = frame
            return frame
        }

        for (number, step) in steps.enumerated() {
            switch step.change % 16 {
            case 0, 1, 2, 3: lists[active].contentOffsetY = step.value
            case 4: lists[active].appContentHeight = step.value
            case 5: device.width = step.value
            case 6: device.height = step.value
            case 7:
                // The safe area, and part of it a system bar kept over the page (or none).
                device.systemTop = step.value
                device.safeAreaTop = step.value
                device.systemBarHeight = step.interaction == .idle ? 0 : step.value / 2
            case 8: device.textScale = step.value
            case 9:
                // The details measured, and the name in them (or no name measured).
                device.detailsHeight = step.value
                device.nameTop = step.interaction == .idle ? nil : step.value / 3
            case 10: device.displayScale = step.value
            case 11:
                // The platform's pager anywhere (by a finger, or the app), and a tab strip scrolled by
                // hand while dragging (any number; nil otherwise).
                device.pager?.contentOffsetX = step.value
                device.pager?.target = step.value
                device.pager?.interaction = step.interaction
                device.tabStripOffsetX = step.interaction == .dragging ? step.value * 0.37 : nil
            case 12: device.isRightToLeft.toggle(); device.reducesMotion = step.value > 0
            case 13:
                // The side safe area; dragging, the bar's own as well (window controls in a corner).
                device.safeAreaLeft = step.value
                device.barSafeAreaLeft = step.interaction == .dragging ? step.value * 1.7 : 0
            case 14:
                device.safeAreaRight = step.value
                device.barSafeAreaRight = step.interaction == .dragging ? step.value * 1.7 : 0
            default: lists[active].contentInsetBottom = step.value
            }
            switch step.other {
            case .none: break
            case .toggleBackSwipe: device.backSwipeAvailable.toggle()
            case .toggleReducesTransparency: device.reducesTransparency.toggle()
            case let .contentHeight(list, height): lists[list].appContentHeight = height
            case let .offset(list, offset): lists[list].contentOffsetY = offset
            case .settle: lists[active].settle(device)
            }
            device.interaction = step.interaction
            if !device.keepsOffsetsPastEdges, device.interaction == .idle { lists[active].settle(device) }
            device.time += step.dt.isFinite ? abs(step.dt) : 0
            switch step.pager {
            case .none: device.pager?.decelerate(for: step.dt)
            case let .drag(by):
                device.pager?.contentOffsetX += by
                device.pager?.interaction = .dragging
            case .stop: device.pager?.interaction = .idle
            }
            var intent: ProfilePageIntent
            switch step.intent {
            case let .intent(made): intent = made
            case let .releaseActive(velocity, proposed):
                intent = .listReleased(list: active, velocity: velocity, proposedContentOffsetY: proposed)
            case let .retap(animated): intent = .tabTapped(last?.selectedTab ?? 0, animated: animated)
            case let .pointerMoved(dx, dy):
                // (Forwarded while pressed: a front end sends no hover.)
                if let (x, y) = pointer {
                    pointer = (x + dx, y + dy)
                    intent = .pointer(.moved(x: x + dx, y: y + dy))
                } else {
                    intent = .none
                }
            }
            if platform != .browser, case let .pointer(input) = intent {
                // A platform that scrolls its lists itself gives the page only a drag on the header's
                // views and the tab strip: wheels, keys, a status-bar tap and content inserted above
                // scroll its lists as it does.
                // (SwiftUI's front end also gives it a trackpad's scroll over the header.)
                switch input {
                case let .pressed(x, y, .list, by): intent = .pointer(.pressed(x: x, y: y, on: .header, by: by))
                case let .trackpad(dx, dy, .list): intent = .pointer(.trackpad(deltaX: dx, deltaY: dy, on: .header))
                case .pressed, .moved, .released, .trackpad, .trackpadLifted: break
                default: intent = .none
                }
            }
            switch intent {
            case let .pointer(.pressed(x, y, _, _)): pointer = (x, y); trackpadHolds = false
            case .pointer(.released): pointer = nil; trackpadHolds = false
            case .pointer(.wheel), .pointer(.trackpadLifted): trackpadHolds = false
            case .pointer(.trackpad): trackpadHolds = true
            default: break
            }
            run(intent, number)
        }

        // Left alone: the page's pointer lifts, the platform's finger leaves the pager, the list
        // comes to rest inside its range, the app's refresh finishes; then 10 s of frames, the
        // first half second at 60 Hz, measured again only at the end (fewer frames, more inputs).
        // (Only where a frame's 1/60 s still moves the clock on.)
        // (Played again, the steps' frames are compared; the rest that follows is not played twice.)
        guard first == nil, device.time.isFinite, device.time < 1e6 else { return frames }
        var number = steps.count
        func tick(_ dt: Double) {
            device.time += dt
            device.pager?.decelerate(for: dt)
            number += 1
        }
        device.interaction = .idle
        device.tabStripOffsetX = nil
        // (SwiftUI's lists keep an offset only within their range once no finger holds them, as in
        // the steps.)
        if !device.keepsOffsetsPastEdges { lists[active].settle(device) }
        if pointer != nil {
            tick(1.0 / 60)
            pointer = nil
            run(.pointer(.released), number)
        }
        if trackpadHolds {
            tick(1.0 / 60)
            trackpadHolds = false
            run(.pointer(.trackpadLifted(velocityY: 0)), number)
        }
        if device.pager?.interaction == .dragging {
            tick(1.0 / 60)
            run(.pagerReleased(velocityX: 0), number)
        }
        lists[active].settle(device)
        if last?.refresh.phase == .refreshing {
            tick(1.0 / 60)
            run(.refreshFinished, number)
        }
        for frame in 0..<49 {
            tick(frame < 30 ? 1.0 / 60 : 0.5)
            // A refresh the last input starts only now (a wheel's pull is released once the wheel has
            // been still for a moment) ends as the app ends it.
            let ends = frame < 40 && last?.refresh.phase == .refreshing
            run(ends ? .refreshFinished : .none, number, remeasures: frame == 48)
        }
        if let rest = last {
            // (As for page.fixed-point: only where the list's measurements are ones a scroll view can
            // give — beyond the free-input range the engine clamps what it reads, so its own motion
            // of the list cannot see where it went.)
            let measured = device.metrics(lists[active])
            let readable = [measured.contentOffsetY, measured.contentHeight, measured.viewportWidth, measured.viewportHeight,
                            measured.contentInsetTop, measured.adjustedContentInsetTop, measured.contentInsetBottom,
                            measured.adjustedContentInsetBottom, measured.safeAreaTop, measured.detailsHeight]
                .allSatisfy { $0.isFinite && abs($0) <= 1e11 }
            check(!readable || !rest.needsAnimationFrames, "page.comes-to-rest", "still asks for frames 10 s after the last input; \(describe())")
            if page.tabCount > 0, state.adaptation?.hasTabs == true {
                check(rest.pagePosition == Double(rest.selectedTab) && rest.activeList == rest.selectedTab, "page.tabs.rest-on-selected",
                      "at rest the pager is at \(rest.pagePosition), the page follows list \(rest.activeList), tab \(rest.selectedTab) selected; \(describe())")
            }
        }
        return frames
    }
    _ = play(again: play())
}

/// `PHK_FUZZ_TRACE=1` prints every frame of the page target (to read a finding).
let tracesPages = getenv("PHK_FUZZ_TRACE") != nil

/// Tabs and the pager (a page without tabs has one list, tab 0 selected, and no pager to drive);
/// `last` is the last frame when the tabs were in force for it and for this one.
func checkTabs(_ frame: ProfilePageFrame, _ page: ProfilePage, _ state: ProfilePageState, before: ProfilePageState,
               last: ProfilePageFrame?, given: ProfilePageMetrics, intent: ProfilePageIntent, _ context: @autoclosure () -> String) {
    let tabCount = max(1, page.tabCount)
    check(frame.selectedTab >= 0 && frame.selectedTab < tabCount, "page.tabs.selected-tab",
          "selected tab \(frame.selectedTab) of \(page.tabCount); \(context())")
    check(frame.activeList >= 0 && frame.activeList < tabCount, "page.tabs.active-list",
          "active list \(frame.activeList) of \(page.tabCount); \(context())")
    check(frame.pagePosition.isFinite && frame.pagePosition >= 0 && frame.pagePosition <= Double(tabCount - 1), "page.tabs.page-position",
          "page position \(frame.pagePosition) of \(page.tabCount) tabs; \(context())")
    if let last {
        check(frame.selectedTabChanged == (frame.selectedTab != last.selectedTab), "page.tabs.selected-tab-changed",
              "selected tab \(last.selectedTab) → \(frame.selectedTab), changed: \(frame.selectedTabChanged); \(context())")
    }
    check((frame.pagerContentOffsetX?.isFinite ?? true) && (frame.pagerTargetContentOffsetX?.isFinite ?? true), "page.finite",
          "pager \(String(describing: frame.pagerContentOffsetX)), target \(String(describing: frame.pagerTargetContentOffsetX)); \(context())")
    let takesSwipes = frame.pagerTakesRightwardSwipes || frame.pagerTakesLeftwardSwipes
    if page.tabCount == 0 {
        check(frame.pagerContentOffsetX == nil && frame.pagerTargetContentOffsetX == nil && !takesSwipes && !frame.canSwitchTabs,
              "page.tabs.none", "a page without tabs drives a pager or takes swipes; \(context())")
    }
    // The platform's finger moves its pager: its position is the truth (unless the page's own finger
    // swipes the lists over it; the settle of a swipe whose finger lifted yields to it).
    if let x = given.pagerContentOffsetX, x.isFinite, given.pagerInteraction == .dragging, state.gestures.swipe?.isDragging != true {
        check(frame.pagerContentOffsetX == nil, "page.tabs.pager-follows-finger",
              "drives the pager to \(String(describing: frame.pagerContentOffsetX)) under the finger at \(x); \(context())")
    }
    // A target only for a pager's release, and then a tab's page.
    if let target = frame.pagerTargetContentOffsetX {
        if case .pagerReleased = intent {} else {
            report("page.tabs.pager-target", "a pager target \(target) without a release; \(context())")
        }
        let width = given.viewportWidth
        if width.isFinite, width >= 1, width <= 1e9 {
            let pages = target / width
            check(abs(pages - pages.rounded()) <= 1e-9 * max(1, pages.magnitude) && pages.rounded() >= 0
                  && pages.rounded() <= Double(tabCount - 1),
                  "page.tabs.pager-target", "target \(target) is not a tab's page (width \(width), \(page.tabCount) tabs); \(context())")
        }
    }
    // No switch and no swipe while the header is pulled (as drawn: a list held under a collapsed
    // header bounces at its top with the header collapsed, and the tabs may switch then); none toward
    // the back gesture on the first tab.
    if frame.layout.offset < 0 {
        check(!frame.canSwitchTabs && !takesSwipes, "page.tabs.none-while-pulled",
              "offset \(frame.offset): can switch \(frame.canSwitchTabs), swipes \(frame.pagerTakesRightwardSwipes) \(frame.pagerTakesLeftwardSwipes); \(context())")
    }
    check(!takesSwipes || frame.canSwitchTabs, "page.tabs.swipes", "swipes taken while the tabs may not switch; \(context())")
    if given.backSwipeAvailable, frame.pagePosition <= 0 {
        let towardBack = given.isRightToLeft ? frame.pagerTakesLeftwardSwipes : frame.pagerTakesRightwardSwipes
        check(!towardBack, "page.tabs.back-swipe", "the pager takes the back gesture's swipe on the first tab; \(context())")
    }
    // A tap on a tab of the page: selected when the page let the tabs switch (no finger on the list,
    // the pager or the page's own scrolling); while a refresh holds the header, it waits, shown
    // selected; refused while the header is held pulled otherwise (nothing waiting).
    if case let .tabTapped(tab, _) = intent, tab >= 0, tab < page.tabCount, let last,
       given.interaction == .idle, given.pagerInteraction == .idle, !before.gestures.isMoving, before.gestures.press == nil,
       before.tabPager.drivenPagePosition != nil, before.adaptation?.hasTabs == true, state.adaptation?.hasTabs == true {
        if last.canSwitchTabs {
            check(frame.selectedTab == tab, "page.tabs.tap-selects", "tab \(tab) tapped, tab \(frame.selectedTab) selected; \(context())")
        } else if before.refresh.phase == .refreshing {
            check(frame.selectedTab == tab, "page.tabs.tap-waits-while-refreshing",
                  "tab \(tab) tapped while a refresh holds the header, tab \(frame.selectedTab) selected; \(context())")
        } else if before.tabPager.deferredTab == nil {
            check(frame.selectedTab == last.selectedTab, "page.tabs.tap-refused-while-pulled",
                  "tab \(tab) tapped while pulled, selection \(last.selectedTab) → \(frame.selectedTab); \(context())")
        }
    }
}

/// Every list's writes: finite, the spacer and the indicator inset not negative; only the list the
/// page follows scrolls to the top on a status-bar tap.
func checkListWrites(_ writes: PageListWrites, _ index: Int, _ frame: ProfilePageFrame, _ context: () -> String) {
    check(writes.topSpacerHeight.isFinite && writes.contentInsetTop.isFinite && writes.contentInsetBottom.isFinite
          && writes.verticalIndicatorInsetTop.isFinite && writes.pageOriginX.isFinite && (writes.contentOffsetY?.isFinite ?? true),
          "page.finite", "list \(index) is given \(writes); \(context())")
    check(writes.topSpacerHeight >= 0 && writes.verticalIndicatorInsetTop >= 0, "page.writes",
          "list \(index) is given a negative spacer or indicator inset: \(writes); \(context())")
    check(writes.scrollsToTop == (index == frame.activeList), "page.scrolls-to-top",
          "list \(index) scrolls to the top: \(writes.scrollsToTop), the page follows list \(frame.activeList); \(context())")
}

/// The drawn scroll indicator: finite, its alpha in 0…1; nothing where the surface draws its own.
func checkScrollIndicator(_ frame: ProfilePageFrame, _ given: ProfilePageMetrics) {
    let thumb = frame.scrollIndicator
    check(thumb.isFinite && thumb.width >= 0 && thumb.height >= 0 && isUnit(frame.scrollIndicatorAlpha), "page.scroll-indicator",
          "thumb \(thumb), alpha \(frame.scrollIndicatorAlpha)")
    if !given.drawsScrollIndicator {
        check(thumb == .zero && frame.scrollIndicatorAlpha == 0, "page.scroll-indicator", "a thumb \(thumb) the surface does not draw")
    }
}

/// The header's own content inside the side safe areas, for a configuration adapted to these
/// metrics (one kept from earlier metrics, because these could not be adapted, is not).
func checkSideSafeArea(_ frame: ProfilePageFrame, _ page: ProfilePage, _ metrics: ProfilePageMetrics,
                       _ configuration: ProfileHeaderConfiguration) {
    func sanitized(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1e12) : 0 }
    let width = sanitized(metrics.viewportWidth), top = sanitized(metrics.safeAreaTop)
    guard configuration.viewportWidth == width, configuration.topSafeAreaInset == top else { return }
    let left = sanitized(metrics.safeAreaLeft), right = sanitized(metrics.safeAreaRight)
    let leading = metrics.isRightToLeft ? right : left
    let tolerance = 1.0  // pixel alignment
    if page.design.avatarLeadingInset + leading + configuration.avatarSize <= width {
        let avatar = frame.avatar.restFrame
        let inside = metrics.isRightToLeft ? avatar.maxX <= width - leading - page.design.avatarLeadingInset + tolerance
            : avatar.minX >= leading + page.design.avatarLeadingInset - tolerance
        check(inside, "page.side-safe-area", "avatar \(avatar) outside the leading safe area \(leading) in width \(width)")
    }
    let side = max(left, right)
    if 2 * side < width - SupportedRange.minimumPositiveLength {
        let title = frame.title.restFrame
        check(title.minX >= side - tolerance && title.maxX <= width - side + tolerance, "page.side-safe-area",
              "title \(title) not clear of the side safe areas \(left), \(right) in width \(width)")
    }
}

/// The bar's slots (README, UIKit walkthrough): the bar beside the title, from each side's safe area
/// to the title's edge, leading first (the right one right to left), as tall as the bar; for a
/// configuration adapted to these metrics.
func checkBarSlots(_ frame: ProfilePageFrame, _ state: ProfilePageState, _ metrics: ProfilePageMetrics,
                   _ configuration: ProfileHeaderConfiguration) {
    let slots = [state.barLeadingSlot, state.barTrailingSlot]
    check(slots.allSatisfy { $0.isFinite && $0.width >= 0 && $0.height >= 0 }, "page.bar-slots", "a slot is not finite: \(slots)")
    check(isUnit(frame.barButtonBackdropAlpha), "page.alpha", "backdrop alpha \(frame.barButtonBackdropAlpha)")
    func sanitized(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1e12) : 0 }
    let width = sanitized(metrics.viewportWidth)
    guard state.configuration != nil, configuration.viewportWidth == width, configuration.topSafeAreaInset == sanitized(metrics.safeAreaTop)
    else { return }
    let left = metrics.isRightToLeft ? state.barTrailingSlot : state.barLeadingSlot
    let right = metrics.isRightToLeft ? state.barLeadingSlot : state.barTrailingSlot
    let tolerance = 1.0 + slack(width)  // pixel alignment
    let title = configuration.titleHorizontalInset
    // The bar's side safe areas: the scroll view's, or the bar strip's own where wider (window controls).
    func barSide(_ side: Double, _ bar: Double) -> Double { max(sanitized(side), bar.isFinite ? min(max(bar, 0), width) : 0) }
    let barLeft = barSide(metrics.safeAreaLeft, metrics.barSafeAreaLeft), barRight = barSide(metrics.safeAreaRight, metrics.barSafeAreaRight)
    check(abs(left.minX - min(barLeft, title)) <= tolerance && abs(left.maxX - title) <= tolerance
          && abs(right.minX - (width - title)) <= tolerance && abs(right.maxX - max(width - barRight, width - title)) <= tolerance
          && abs(left.height - configuration.barHeight) <= tolerance && abs(left.minY - configuration.topSafeAreaInset) <= tolerance,
          "page.bar-slots", "slots \(left), \(right) for title inset \(title), bar safe areas \(barLeft), \(barRight), width \(width)")
}

func checkFrame(_ frame: ProfilePageFrame, _ page: ProfilePage, _ configuration: ProfileHeaderConfiguration) {
    // A pinned header that scrolls away: hidden within the bar and the tab bar, never for one that stays.
    let hideable = configuration.barHeight + configuration.tabBarHeight
    check(frame.pinnedHeaderHiddenDistance >= 0 && frame.pinnedHeaderHiddenDistance <= hideable + slack(hideable)
          && (page.pinnedHeader.bar.contains(.scroll) || page.pinnedHeader.tabBar.contains(.scroll)
              || frame.pinnedHeaderHiddenDistance == 0),
          "page.pinned-header.bounds", "hidden \(frame.pinnedHeaderHiddenDistance) of \(hideable), \(page.pinnedHeader)")
    check(isUnit(frame.barContentAlpha), "page.alpha", "bar content alpha \(frame.barContentAlpha)")
    check([frame.barLeadingSlot, frame.barTrailingSlot].allSatisfy { $0.isFinite }, "page.bar-slots", "moved slots not finite")
    let rects = [frame.headerClip, frame.banner.frame, frame.banner.restFrame, frame.blurredBanner.frame, frame.avatar.frame,
                 frame.avatar.restFrame, frame.title.frame, frame.details.frame, frame.tabBar.frame, frame.tabIndicator,
                 frame.spinner.frame, frame.bar, frame.hitMap.covered, frame.hitMap.details, frame.hitMap.avatar]
    check(rects.allSatisfy { $0.isFinite && $0.width >= 0 && $0.height >= 0 }, "page.finite", "a frame is not finite: \(rects)")
    let transforms = [frame.banner.transform, frame.avatar.transform, frame.title.transform, frame.details.transform, frame.tabBar.transform]
    check(transforms.allSatisfy { [$0.translationX, $0.translationY, $0.scaleX, $0.scaleY, $0.rotation].allSatisfy { $0.isFinite } },
          "page.finite", "a transform is not finite: \(transforms)")
    let alphas = [frame.banner.alpha, frame.blurredBanner.alpha, frame.avatar.alpha, frame.title.alpha, frame.details.alpha,
                  frame.tabBar.alpha, frame.spinner.alpha]
    check(alphas.allSatisfy(isUnit), "page.alpha", "an alpha outside 0…1: \(alphas)")
    check(frame.spinner.rotation >= 0 && frame.spinner.rotation <= 2 * Double.pi, "page.rotation", "spinner rotation \(frame.spinner.rotation)")
    check(frame.offset.isFinite && frame.blur.radius.isFinite && frame.blur.radius >= 0, "page.finite", "offset \(frame.offset), blur \(frame.blur)")
    // The tab strip scrolls by a finite amount, never back past its start (only while scrolled by
    // hand, by at most a bar's width: a bounce).
    check(frame.tabStripContentOffsetX.isFinite && frame.tabStripContentOffsetX >= -(configuration.viewportWidth + 1), "page.tab-strip",
          "tab strip offset \(frame.tabStripContentOffsetX)")
    let writes = frame.scrollViewWrites
    let values = [writes.topSpacerHeight, writes.contentInsetTop, writes.contentInsetBottom, writes.verticalIndicatorInsetTop,
                  writes.contentOffsetY, frame.targetContentOffsetY, frame.incomingTabContentOffsetY]
    check(values.allSatisfy { $0?.isFinite ?? true }, "page.finite", "a write is not finite: \(values)")
    check((writes.topSpacerHeight ?? 0) >= 0 && (writes.contentInsetBottom ?? 0) >= 0, "page.writes", "a negative spacer or bottom inset: \(writes)")
    // Touches: the middle of the bar strip belongs to the header's controls (once a floating header
    // has taken the bar up, the touch region is what shows of it: below the header's clip's strip, and
    // never above it); far below, to the content.
    if frame.pinnedHeaderHiddenDistance > 0 {
        check(frame.hitMap.bar.isEmpty || (frame.hitMap.bar.minY >= frame.bar.minY && frame.hitMap.bar.maxY <= frame.bar.maxY + 1e-9),
              "page.hit-map", "the bar's touch region \(frame.hitMap.bar) is not within the bar \(frame.bar)")
    }
    let bar = frame.pinnedHeaderHiddenDistance > 0 ? Rect.zero : frame.bar
    if bar.width > 0, bar.height > 0 {
        check(frame.hitMap.target(at: Point(x: bar.midX, y: bar.midY)) == .headerControl(.bar), "page.hit-map", "the bar strip \(bar) is not the header's")
    }
    let below = frame.hitMap.covered.maxY + 1
    let drawnBelow = [frame.hitMap.details, frame.hitMap.tabBar, frame.hitMap.avatar, frame.hitMap.bar]
        .contains { !$0.isEmpty && below >= $0.minY && below < $0.maxY }
    if !drawnBelow, configuration.viewportWidth > 2 {
        let expected: PageHitTarget = below < frame.hitMap.contentTop ? .passThrough : .content
        check(frame.hitMap.target(at: Point(x: 1, y: below)) == expected, "page.hit-map",
              "below the covered \(frame.hitMap.covered) is not \(expected) (content from \(frame.hitMap.contentTop))")
    }
    // Nothing the header covers over content is ever let through to it.
    let probe = Point(x: 1, y: min(frame.hitMap.covered.maxY - 0.5, max(frame.hitMap.contentTop + 0.5, 0)))
    if frame.hitMap.covered.height > 1, probe.y >= frame.hitMap.contentTop, probe.y < frame.hitMap.covered.maxY,
       ![frame.hitMap.bar, frame.hitMap.tabBar, frame.hitMap.avatar].contains(where: { !$0.isEmpty && probe.y >= $0.minY && probe.y < $0.maxY && probe.x >= $0.minX && probe.x < $0.maxX }) {
        check(frame.hitMap.target(at: probe) == .blocked, "page.hit-map", "covered content at \(probe) is not blocked")
    }
}
