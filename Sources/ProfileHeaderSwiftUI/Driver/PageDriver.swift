// The SwiftUI page's decisions, apart from SwiftUI: what the views reported in, one engine call per
// change, what to show out. `PageModel` holds one and only forwards SwiftUI's callbacks to it and its
// writes to the views; the scenarios in Tests/ProfileHeaderSwiftUIScenarios run it frame by frame on
// Linux against a model of what SwiftUI reports (scripts/check-swiftui-model.sh).
#if (canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)) || PROFILE_HEADER_SWIFTUI_DRIVER
import ProfileHeaderCore

/// The profile page under SwiftUI, as a value: the engine's page and state, what each tab's scroll
/// view and the pager last reported, and what the views must show.
///
/// Every input is a method; each makes at most one engine call (``ProfilePage/frame(_:_:_:)``, with
/// what happened as its intent) and leaves the result in ``tabWrites(_:)``, ``frame``,
/// ``pagerPosition``, ``blocker`` and ``needsAnimationFrames``, plus one-off ``TabScrollRequest``s
/// and ``PageNotices`` to take. Which tab is active, where the pager glides, what a drag on the
/// header does and when a tap waits for the header are the engine's: the driver only measures and
/// writes.
///
/// What it measures, it never assumes: the insets SwiftUI applies to a tab (its content margins plus
/// any safe area it takes in) are read from the tab's `ScrollGeometry.contentInsets`, and the margins
/// the page wrote count only once a report shows them (SwiftUI applies a margin in its next update,
/// not when it is written).
struct PageDriver {
    /// The page as the app made it.
    private(set) var page: ProfilePage
    /// The engine's state for the page.
    private(set) var state: ProfilePageState
    /// The container's size, safe area and the user's settings.
    private(set) var layout = PageLayoutInputs() {
        didSet { systemBarHeight = layout.systemBarHeight }
    }
    /// The kept navigation bar's height in the top safe area (``PageLayoutInputs/systemBarHeight``),
    /// worked out when the layout changes rather than every frame.
    private var systemBarHeight = 0.0
    /// Whether the status bar lies over the page's top (not in a sheet, a popover or landscape on a
    /// phone): the window's safe-area top reaches into the page (``PageLayoutInputs/statusBarInset``,
    /// the device's top safe area until the probe reports).
    var statusBarOverPage: Bool { (layout.statusBarInset ?? layout.safeAreaTop) > 0 }
    /// Each tab's scroll view, as reported and as written.
    private var tabs: [TabRecord]
    /// The details block's measured height, in points (0 keeps the design's).
    private var detailsHeight = 0.0
    /// The top of the app's name view below the details' top, in points; nil: the design's.
    private var nameTop: Double?
    /// The horizontal pager as last reported: its position in pages (from its leading edge) and its phase.
    private var pagerMeasuredPosition: Double
    private var pagerActivity = ScrollActivity.idle
    /// A finger's swipe of the pager, estimated from the positions reported while it moves it.
    private var pagerFinger: DragVelocity?
    /// The latest time given, in seconds.
    private var time = 0.0
    /// A drag on the header's views (they lie over the pager and get the touch) is down: the engine
    /// heard its press and hears its moves (it scrolls the list or pages the tabs with them).
    private var headerPressed = false
    /// The tab the page starts on (the app's selection when the page was made, or the tab on screen
    /// when it adopted another page), until the first frame names the active one.
    private var firstTab: Int

    /// The engine's last frame (nil before the first).
    private(set) var frame: ProfilePageFrame?
    /// Where the pager should be, in pages (`contentOffset.x / width`, from the leading edge); nil
    /// while the platform's pager is the truth (a finger swipes it, or it moves on after one).
    private(set) var pagerPosition: Double?
    /// Where the drawn header covers the followed tab's content.
    private(set) var blocker = ContentBlocker()
    /// The status bar content style that reads over the page now (the engine's): the view publishes
    /// it for the hosting controller (``ProfileStatusBarStyleKey``).
    private(set) var statusBarStyle = StatusBarStyle.lightContent
    /// Whether the page needs frames with nothing scrolling (a refresh spinning or springing back,
    /// the pager gliding to a tab, a snap glide, the list moving on after a drag on the header).
    private(set) var needsAnimationFrames = false
    /// Offsets to give tabs' scroll views, in order; taken by ``takeScrollRequests()``.
    private var scrollRequests: [TabScrollRequest] = []
    /// What to tell the app and the system; taken by ``takeNotices()``.
    private var notices = PageNotices()
    /// Engine calls made so far (``ProfileScrollDiagnostics``).
    private(set) var engineCalls = 0
    /// A move of the header the app asked for before the page was laid out (a page opened
    /// collapsed): sent with the first frame after (``isLaidOut``).
    private var headerMoveBeforeLayout: ProfilePageIntent?
    /// A hold of the header the app asked for (or let go) before the page was laid out: sent with
    /// the first frame after (``isLaidOut``), after a move asked as well.
    private var headerHoldBeforeLayout: ProfilePageIntent?
    /// Whether the app keeps the header collapsed (its last ``holdHeader(_:animated:at:)``): a new
    /// page (``adopt(_:at:)``) is held again, not animated.
    private var holdsHeader = false

    /// Whether the page is laid out: it has a width, and the followed tab has reported its geometry
    /// under the top margin the page wrote (before, a position the page asks for would be measured
    /// again at the tab's first report, at its top, and taken for the app's scrolling).
    private var isLaidOut: Bool {
        guard layout.width > 0, frame != nil else { return false }
        let record = tabs[followedTab]
        return record.geometry.containerHeight > 0 && record.writes.contentMarginTop > 0
            && record.marginTopInForce == record.writes.contentMarginTop
    }

    /// One tab's scroll view.
    private struct TabRecord {
        /// What it last reported.
        var geometry = TabScrollGeometry()
        /// What the page set on it.
        var writes = TabWrites()
        /// The content margins its last report reflects (the written ones count once a report shows
        /// the insets changed).
        var marginTopInForce = 0.0
        var marginBottomInForce = 0.0
        /// Its phase.
        var activity = ScrollActivity.idle
        /// A finger scrolled it and its release has not been sent yet.
        var awaitsRelease = false
        /// The finger's velocity, estimated from the offsets reported while it scrolls (SwiftUI's
        /// own velocities have no documented unit), and the offset the drag started at.
        var finger: DragVelocity?
        var dragStartOffset = 0.0
        /// The end SwiftUI proposed at the release, in offsets, once its scroll target behavior asked.
        var proposedEnd: Double?
        /// The behavior's answer for this release, the same for every ask until the list rests
        /// or a new drag starts: nil before the first ask; `.some(nil)`: SwiftUI's end stands.
        var answer: Double??
    }

    /// A page showing tab `selection` first (clamped to the page's tabs).
    init(page: ProfilePage, selection: Int = 0) {
        self.page = page
        let count = max(1, page.tabCount)
        let first = min(max(selection, 0), count - 1)
        tabs = Array(repeating: TabRecord(), count: count)
        state = ProfilePageState(selectedTab: first)
        firstTab = first
        pagerMeasuredPosition = Double(first)
        pagerPosition = Double(first)
    }

    /// The number of tabs (at least one: a single list is one tab).
    var tabCount: Int { tabs.count }

    /// What the page sets on tab `tab`'s scroll view.
    func tabWrites(_ tab: Int) -> TabWrites {
        tabs.indices.contains(tab) ? tabs[tab].writes : TabWrites()
    }

    /// The tab whose scroll view the page follows: the engine's active list (the one on screen once
    /// a switch has landed).
    var followedTab: Int { min(max(frame?.activeList ?? firstTab, 0), tabs.count - 1) }

    /// The tab the page shows as selected: the active one, or a tapped one it switches to once the
    /// header is back (the engine's ``ProfilePageFrame/selectedTab``).
    var selectedTab: Int { frame?.selectedTab ?? firstTab }

    // MARK: Inputs

    /// The app gave another page (another design, tab count, refresh or snapping): a new state; the
    /// tab on screen stays.
    mutating func adopt(_ page: ProfilePage, at time: Double) {
        guard page != self.page else { return }
        let shown = followedTab
        self.page = page
        let count = max(1, page.tabCount)
        firstTab = min(shown, count - 1)
        state = ProfilePageState(selectedTab: firstTab)
        // Each remaining tab keeps what it reported and was given (its scroll view keeps its
        // position): only tabs added start afresh.
        if tabs.count > count { tabs.removeLast(tabs.count - count) }
        while tabs.count < count { tabs.append(TabRecord()) }
        frame = nil
        tabStripLayout = nil
        // The app still keeps the header collapsed: the new page is held too, once laid out.
        if holdsHeader { headerHoldBeforeLayout = .holdHeaderCollapsed(true, animated: false) }
        step(.none, at: time)
    }

    /// Where ``ProfileTabStrip`` draws each tab's button, in the tab bar's points: the engine's
    /// ``ProfilePageState/tabButtonFrame(_:)`` (mirrored right to left), one per tab; empty without
    /// tabs. Made again only when the page adapts (a new layout or a new page), so a scroll frame
    /// makes nothing.
    private(set) var tabStripButtons: [Rect] = []
    /// The layout ``tabStripButtons`` were made for (nil: to be made at the next frame).
    private var tabStripLayout: PageLayoutInputs?

    /// How the strip's buttons are scrolled and which is selected.
    var tabStrip: TabStripState {
        TabStripState(contentOffsetX: frame?.tabStripContentOffsetX ?? 0, selectedTab: selectedTab)
    }

    /// The container's size, safe area or the user's settings changed (first layout, rotation,
    /// Dynamic Type, Reduce Motion, …).
    mutating func layoutChanged(_ inputs: PageLayoutInputs, at time: Double) {
        layout = inputs
        step(.none, at: time)
    }

    /// The details block measured `height` points.
    mutating func detailsMeasured(_ height: Double, at time: Double) {
        detailsHeight = height
        step(.none, at: time)
    }

    /// The view the app marked as the profile's name (`.profileName()`) measured its top `top`
    /// points below the details' top; nil when it went away (the design's position holds again).
    mutating func nameMeasured(_ top: Double?, at time: Double) {
        nameTop = top
        step(.none, at: time)
    }

    /// Tab `tab`'s scroll view reported new geometry. Only the followed tab's moves the page.
    mutating func tabScrolled(_ tab: Int, _ geometry: TabScrollGeometry, at time: Double) {
        guard tabs.indices.contains(tab) else { return }
        var record = tabs[tab]
        // A report whose insets changed shows the margins written last.
        if geometry.contentInsetTop != record.geometry.contentInsetTop { record.marginTopInForce = record.writes.contentMarginTop }
        if geometry.contentInsetBottom != record.geometry.contentInsetBottom {
            record.marginBottomInForce = record.writes.contentMarginBottom
        }
        record.geometry = geometry
        if record.activity == .interacting { record.finger?.moved(to: -geometry.contentOffsetY, at: time) }
        tabs[tab] = record
        if tab == followedTab { step(.none, at: time) }
    }

    /// Tab `tab`'s scroll phase changed. `velocityY` is SwiftUI's, in points per second (positive
    /// toward the end of the content), when it has one.
    mutating func tabPhaseChanged(_ tab: Int, to activity: ScrollActivity, velocityY: Double?, at time: Double) {
        guard tabs.indices.contains(tab) else { return }
        let previous = tabs[tab].activity
        tabs[tab].activity = activity
        if activity == .interacting, previous != .interacting {
            // A new drag: a new release to come. (Only a finger that scrolled makes one: a tap,
            // tracking then idle, does not.)
            tabs[tab].awaitsRelease = true
            tabs[tab].finger = DragVelocity(y: -tabs[tab].geometry.contentOffsetY, time: time)
            tabs[tab].dragStartOffset = tabs[tab].geometry.contentOffsetY
            tabs[tab].proposedEnd = nil
            tabs[tab].answer = nil
        }
        var intent = ProfilePageIntent.none
        if activity != .interacting, activity != .tracking, tabs[tab].awaitsRelease {
            // The release, committed here, once: with the end SwiftUI proposed if its behavior asked
            // already (the engine answers it the same way), else without (a snapping page glides
            // once it rests). The velocity is the page's own estimate.
            tabs[tab].awaitsRelease = false
            intent = .listReleased(list: tab, velocity: fingerVelocity(tab, at: time, fallback: velocityY),
                                   proposedContentOffsetY: tabs[tab].proposedEnd)
        }
        if activity == .idle { tabs[tab].answer = nil }
        guard tab == followedTab else { return }
        step(intent, at: time)
        if case .listReleased = intent, activity != .idle, tabs[tab].answer == nil {
            tabs[tab].answer = .some(frame?.targetContentOffsetY)
        }
    }

    /// Tab `tab`'s scroll target behavior asks where a scroll should end: at a finger's lift, and
    /// again while the content decelerates or when a size changes
    /// (https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/updatetarget(_:context:)).
    /// `proposedRectMinY` is SwiftUI's proposed target, `originalRectMinY` the target when the
    /// gesture began (the two give the target's coordinates: the offset's, or the offset plus the
    /// top inset), `velocityY` SwiftUI's velocity (used only without an estimate of the page's own).
    /// Returns where the content should come to rest instead, in the target's coordinates, if
    /// anywhere: for a release, the engine's answer for a snapping page — worked out on a copy, so
    /// an ask commits nothing (the release is committed when the phase changes) and every ask of the
    /// same release gets the same answer; nil when no release is under way (a size change at rest).
    mutating func released(_ tab: Int, velocityY: Double, proposedRectMinY: Double, originalRectMinY: Double,
                           at time: Double) -> Double? {
        guard tabs.indices.contains(tab), tab == followedTab else { return nil }
        let record = tabs[tab]
        // The target's coordinates: the offset's (0), or with the top inset added.
        let shift = originalRectMinY.isFinite ? originalRectMinY - record.dragStartOffset : 0
        let toRect = { (offset: Double?) in offset.map { $0 + shift } }
        if let answer = record.answer { return toRect(answer) }
        guard record.awaitsRelease, proposedRectMinY.isFinite else { return nil }
        let proposed = proposedRectMinY - shift
        tabs[tab].proposedEnd = proposed
        var probe = self
        let velocity = fingerVelocity(tab, at: time, fallback: velocityY)
        probe.step(.listReleased(list: tab, velocity: velocity, proposedContentOffsetY: proposed), at: time)
        let answer = probe.frame?.targetContentOffsetY
        tabs[tab].answer = .some(answer)
        return toRect(answer)
    }

    /// The horizontal pager moved to `position` pages (its `contentOffset.x` over the page width,
    /// from its leading edge: SwiftUI mirrors a scroll view right to left).
    mutating func pagerScrolled(to position: Double, at time: Double) {
        guard position.isFinite else { return }
        pagerMeasuredPosition = position
        if pagerActivity == .interacting { pagerFinger?.moved(to: -position * layout.width, at: time) }
        step(.none, at: time)
    }

    /// The horizontal pager's phase changed.
    mutating func pagerPhaseChanged(to activity: ScrollActivity, at time: Double) {
        if activity == .interacting, pagerActivity != .interacting {
            pagerFinger = DragVelocity(y: -pagerMeasuredPosition * layout.width, time: time)
        }
        pagerActivity = activity
        step(.none, at: time)
    }

    /// A finger's swipe on the pager released at `time`, where the pager last reported itself: where
    /// it should come to rest, in pages (one page per fling: the engine's answer, worked out on a
    /// copy, so the ask commits nothing); nil to leave SwiftUI's target (a release without velocity:
    /// the pager springs to the nearest tab once it stops). The velocity is the page's own estimate
    /// of the swipe (points per second toward later tabs); SwiftUI's, `velocityX`, only without one
    /// (its unit is undocumented).
    func pagerReleased(velocityX: Double, at time: Double) -> Double? {
        // (The finger's estimate runs on `-offset`, as a finger's y does on a list's: its release is
        // toward the content's end, the pager's later tabs.)
        let velocity = pagerFinger.map { $0.release(at: time) } ?? Self.finite(velocityX)
        var probe = self
        probe.step(.pagerReleased(velocityX: velocity), at: time)
        guard layout.width > 0, let target = probe.frame?.pagerTargetContentOffsetX else { return nil }
        return target / layout.width
    }

    /// Whether a finger may move the pager now (not while the header is pulled or refreshing).
    var pagerTakesSwipes: Bool { frame?.canSwitchTabs ?? true }

    /// Whether the tabs hide iOS 26's top scroll edge effect (the engine's
    /// ``ProfilePageFrame/topEdgeEffectHidden``: over the banner; under a kept navigation bar it
    /// shows once the header is pinned). Hidden before the first frame.
    var topEdgeEffectHidden: Bool { frame?.topEdgeEffectHidden ?? true }

    /// The app's selection changed to `tab` (a tap in its own tab bar, or its code). The engine
    /// decides: the pager glides there (jumps under Reduce Motion), the switch waits until the header
    /// is back from a pull or a refresh, or it is refused — a finger on the list — and the app's
    /// selection goes back to the selected tab. The selection the page itself wrote (an echo) changes nothing.
    mutating func selectionChanged(to tab: Int, at time: Double) {
        guard tab != selectedTab else { return }
        tabTapped(tab, at: time)
    }

    /// Tab `tab`'s button was tapped in the page's own strip: as ``selectionChanged(to:at:)``, and the
    /// selected tab tapped again scrolls its list to its first row, and tapped once more the page to
    /// its top (the engine's).
    mutating func tabTapped(_ tab: Int, at time: Double) {
        step(.tabTapped(tab, animated: true), at: time)
        // Refused: the app's selection goes back to the page's (kept while a tap waits for the header).
        if selectedTab != tab { notices.selectedTab = selectedTab }
    }

    /// The app moves the header (``ProfileHeaderRequest``): the engine scrolls the followed tab
    /// (``ProfilePageIntent/moveHeader(to:animated:)``). Asked before the page is laid out, it is sent
    /// with the first frame after, where it opens the page there.
    mutating func moveHeader(to position: HeaderPosition, animated: Bool, at time: Double) {
        let intent = ProfilePageIntent.moveHeader(to: position, animated: animated)
        guard isLaidOut else {
            headerMoveBeforeLayout = intent
            return
        }
        headerMoveBeforeLayout = nil  // (asked again since: this one counts)
        step(intent, at: time)
    }

    /// The app keeps the header collapsed or lets it go (``ProfileScrollView/keepsHeaderCollapsed(_:animated:)``;
    /// ``ProfilePageIntent/holdHeaderCollapsed(_:animated:)``). Asked before the page is laid out, it
    /// is sent with the first frame after, where a hold not animated opens the page collapsed.
    mutating func holdHeader(_ holds: Bool, animated: Bool, at time: Double) {
        let intent = ProfilePageIntent.holdHeaderCollapsed(holds, animated: animated)
        holdsHeader = holds
        guard isLaidOut else {
            headerHoldBeforeLayout = intent
            return
        }
        headerHoldBeforeLayout = nil  // (asked again since: this one counts)
        step(intent, at: time)
    }

    /// VoiceOver's "Refresh" action (a pull no one can see): the page refreshes as after a pull
    /// released past the threshold — the spinner held over the banner, the app's action run once —
    /// when it refreshes at all and is not refreshing already.
    mutating func refreshRequested(at time: Double) {
        guard page.refreshes, frame?.refresh.phase != .refreshing else { return }
        step(.refreshStarted, at: time)
        if frame?.refresh.phase == .refreshing { notices.startsRefresh = true }
    }

    /// The app's refresh action returned.
    mutating func refreshFinished(at time: Double) {
        step(.refreshFinished, at: time)
    }

    /// A display frame while ``needsAnimationFrames``.
    mutating func tick(at time: Double) {
        step(.none, at: time)
    }

    /// A drag that started on the header moved: `translationX`, `translationY` points since it began
    /// (positive right and down: `DragGesture.Value.translation`, in the screen's left-to-right
    /// space). The engine hears a touch pressed on the header where the drag began, at its first
    /// report, and the finger's moves after: once past its slop it scrolls the followed tab (mostly
    /// up or down) or pages the tabs (sideways, when the pager takes that swipe). It does not pull
    /// past the top (SwiftUI clamps a position the page sets to the content: a pull starts on the list).
    mutating func headerDragChanged(translationX: Double = 0, translationY: Double, at time: Double) {
        guard translationY.isFinite, translationX.isFinite else { return }
        guard headerPressed else {
            headerPressed = true
            step(.pointer(.pressed(x: 0, y: 0, on: .header, by: .touch)), at: time)
            return
        }
        step(.pointer(.moved(x: translationX, y: translationY)), at: time)
    }

    /// The drag that started on the header ended: the list moves on with the engine's momentum, or the
    /// pager settles on the nearest tab (one tab on for a flick), frames while they move.
    mutating func headerDragEnded(at time: Double) {
        guard headerPressed else { return }
        headerPressed = false
        step(.pointer(.released), at: time)
    }

    /// A trackpad's two-finger scroll or a mouse wheel's over the header's views, as
    /// ``HeaderScrollReports`` turns the recognizer's report into the engine's input: the engine
    /// scrolls the followed tab with it, as over the list (the trackpad's fingers as a finger, the
    /// wheel's notches smoothed); a trackpad's lift coasts on with the fingers' speed.
    mutating func headerScrolled(_ input: PagePointerInput, at time: Double) {
        step(.pointer(input), at: time)
    }

    /// The offsets to give tabs' scroll views since the last call, in order.
    mutating func takeScrollRequests() -> [TabScrollRequest] {
        defer { scrollRequests = [] }
        return scrollRequests
    }

    /// What to tell the app and the system since the last call.
    mutating func takeNotices() -> PageNotices {
        defer { notices = PageNotices() }
        return notices
    }

    // MARK: The one engine call

    /// Reads the followed tab and the pager, makes the one engine call with `intent` and keeps what
    /// it says to show.
    private mutating func step(_ intent: ProfilePageIntent, at rawTime: Double) {
        if rawTime.isFinite, rawTime > time { time = rawTime }
        var intent = intent
        // What the app asked before the page was laid out, with the first frame after: a move, then
        // a hold at the next (a hold collapses the header itself: a move asked as well is dropped).
        // (Only with one waiting: whether the page is laid out reads the followed tab's record.)
        if headerMoveBeforeLayout != nil || headerHoldBeforeLayout != nil, intent == .none, isLaidOut {
            if case .holdHeaderCollapsed(true, _)? = headerHoldBeforeLayout { headerMoveBeforeLayout = nil }
            if let early = headerMoveBeforeLayout {
                intent = early
                headerMoveBeforeLayout = nil
            } else if let early = headerHoldBeforeLayout {
                intent = early
                headerHoldBeforeLayout = nil
            }
        }
        let measured = followedTab
        let frame = page.frame(&state, metrics(of: measured), intent)
        engineCalls += 1
        pagerPosition = frame.pagerContentOffsetX.map { layout.width > 0 ? $0 / layout.width : 0 }
        // The tabs any of whose page lies in the pager's viewport (where it is, and where this frame
        // moves it).
        let shown = pagerMeasuredPosition, target = pagerPosition ?? pagerMeasuredPosition
        for tab in tabs.indices {
            let onScreen = abs(shown - Double(tab)) < 1 || abs(target - Double(tab)) < 1
            write(frame.list(tab, in: state), to: tab, onScreen: onScreen)
        }
        // The covered part of the viewport in the followed tab's content coordinates (content point
        // y is at viewport y − contentOffset.y).
        let followed = min(max(frame.activeList, 0), tabs.count - 1)
        blocker = ContentBlocker(tab: followed, rect: Rect(
            x: frame.hitMap.covered.minX, y: frame.hitMap.covered.minY + tabs[followed].geometry.contentOffsetY,
            width: frame.hitMap.covered.width, height: frame.hitMap.covered.height))
        needsAnimationFrames = frame.needsAnimationFrames
        statusBarStyle = frame.statusBarStyle
        if frame.didTriggerRefresh { notices.startsRefresh = true }
        if let announcement = frame.announcement { notices.announcement = announcement }
        if frame.selectedTabChanged { notices.selectedTab = frame.selectedTab }
        self.frame = frame
        if tabStripLayout != layout {
            // The page adapted (or first laid out) in this call: the buttons' frames in force now.
            tabStripLayout = layout
            tabStripButtons = state.tabs == nil ? [] : (0..<tabs.count).map { state.tabButtonFrame($0) }
        }
    }

    /// What the engine reads: tab `tab`'s scroll view as SwiftUI says it is (its content, the insets
    /// SwiftUI says it applies, and the margins those insets reflect), the pager, the container and
    /// the user's settings.
    private func metrics(of tab: Int) -> ProfilePageMetrics {
        let record = tabs[tab]
        let height = record.geometry.containerHeight > 0 ? record.geometry.containerHeight : layout.height
        return ProfilePageMetrics(
            contentOffsetY: record.geometry.contentOffsetY, contentHeight: record.geometry.contentHeight,
            topSpacerHeight: record.writes.spacerHeight, viewportWidth: layout.width, viewportHeight: height,
            contentInsetTop: record.marginTopInForce, adjustedContentInsetTop: record.geometry.contentInsetTop,
            // The bottom margin as the page wrote it, in force at once as UIKit's inset is: the
            // engine takes what it finds there beyond its own padding for the app's inset, and the
            // page adds none (a margin SwiftUI has yet to apply is not the app's). The rest of the
            // reported inset is the system's; the bottom safe area (the home indicator's) is too:
            // the page adds it to the margin itself, since the scroll view takes in none (the page
            // ignores the container's safe area), and for the engine it is the system's, as UIKit's
            // adjusted inset has it.
            contentInsetBottom: max(0, record.writes.contentMarginBottom - layout.safeAreaBottom),
            adjustedContentInsetBottom: record.geometry.contentInsetBottom - record.marginBottomInForce
                + record.writes.contentMarginBottom,
            verticalIndicatorInsetTop: record.writes.indicatorMarginTop, safeAreaTop: layout.safeAreaTop,
            systemBarHeight: systemBarHeight, safeAreaLeft: layout.safeAreaLeft, safeAreaRight: layout.safeAreaRight,
            barSafeAreaLeft: layout.barSafeAreaLeft, barSafeAreaRight: layout.barSafeAreaRight, displayScale: layout.displayScale,
            textScale: layout.textScale, reducesMotion: layout.reducesMotion, reducesTransparency: layout.reducesTransparency,
            isRightToLeft: layout.isRightToLeft, interaction: record.activity.interaction, time: time,
            detailsHeight: detailsHeight, nameTop: nameTop, pagerContentOffsetX: pagerMeasuredPosition * layout.width,
            pagerInteraction: pagerActivity.interaction,
            // SwiftUI counts a scroll view's offset from its leading edge, and clamps a position set
            // to the content (https://developer.apple.com/documentation/swiftui/scrollposition).
            pagerCountsFromLeadingEdge: true, keepsOffsetsPastEdges: false,
            // Once refreshing, the page shows SwiftUI's `ProgressView`, which turns by itself.
            spinnerTurnsByItself: true)
    }

    /// Keeps what the frame gives tab `tab`: its spacer, margins and indicator margins, and an offset
    /// to set (asked of its scroll view).
    private mutating func write(_ list: PageListWrites, to tab: Int, onScreen: Bool) {
        var record = tabs[tab]
        // The content grows by the spacer's change at once, as a table's does with its header view.
        record.geometry.contentHeight += list.topSpacerHeight - record.writes.spacerHeight
        record.writes.spacerHeight = list.topSpacerHeight
        record.writes.contentMarginTop = list.contentInsetTop
        // (The bottom safe area is the page's to add: see `metrics(of:)`.)
        record.writes.contentMarginBottom = list.contentInsetBottom + layout.safeAreaBottom
        // A tab off screen keeps its indicator margin until the pager brings it on screen (its
        // indicator shows only while it scrolls): the margin follows the header on every frame of a
        // collapse or a pull, and each write evaluates the tab's view again.
        if onScreen || record.writes.indicatorMarginTop == 0 {
            record.writes.indicatorMarginTop = list.verticalIndicatorInsetTop
        }
        record.writes.indicatorMarginBottom = layout.safeAreaBottom
        if let offset = list.contentOffsetY {
            // Like UIKit's `contentOffset`, in force at once.
            record.geometry.contentOffsetY = offset
            scrollRequests.append(TabScrollRequest(tab: tab, contentOffsetY: offset))
        }
        tabs[tab] = record
    }

    /// How far the app's own views in the page keep from its sides, in points, by physical side:
    /// the side safe areas (the page ignores the container's, so its views see none of it). The tab
    /// bar's buttons start where the engine's tabs start (the indicator's spans), so they line up
    /// with the indicator.
    var contentSideInsets: (left: Double, right: Double) {
        (layout.safeAreaLeft, layout.safeAreaRight)
    }

    /// The side insets of the tab buttons within the tab bar, in points, by physical side: where the
    /// engine's tabs begin and end (the whole width when the side safe areas leave them no room).
    var tabButtonsSideInsets: (left: Double, right: Double) {
        guard let tabs = state.tabs, let configuration = state.configuration else { return (0, 0) }
        let left = tabs.tabBarLeadingInset
        let right = max(0, configuration.viewportWidth - left - tabs.tabWidths.reduce(0, +))
        return (left, right)
    }

    /// Tab `tab`'s finger velocity at `time`, in points per second toward the content's end: the
    /// page's own estimate from the offsets reported while it scrolled; SwiftUI's (`fallback`) only
    /// without one.
    private func fingerVelocity(_ tab: Int, at time: Double, fallback: Double?) -> Double {
        if let finger = tabs[tab].finger { return finger.release(at: time) }
        return fallback.map(Self.finite) ?? 0
    }

    /// A velocity SwiftUI gave, finite (0 otherwise).
    private static func finite(_ velocity: Double) -> Double { velocity.isFinite ? velocity : 0 }
}
#endif
