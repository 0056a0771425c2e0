// The SwiftUI page's decisions, apart from SwiftUI: what the views reported in, one engine call per
// change, what to show out. `PageModel` holds one and only forwards SwiftUI's callbacks to it and its
// writes to the views; the scenarios in Tests/ProfileHeaderSwiftUIScenarios run it frame by frame on
// Linux against a model of what SwiftUI reports (scripts/check-swiftui-model.sh).
#if (canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)) || PROFILE_HEADER_SWIFTUI_DRIVER
import ProfileHeaderCore

/// The profile page under SwiftUI, as a value: the engine's page, state and tab pager, what each
/// tab's scroll view last reported, and what the views must show.
///
/// Every input is a method; each makes at most one engine call (``ProfilePage/update(_:_:environment:event:)``)
/// and leaves the result in ``tabWrites``, ``frame``, ``pagerPosition``, ``blocker`` and
/// ``needsAnimationFrames``, plus one-off ``TabScrollRequest``s and ``PageNotices`` to take.
///
/// What it measures, it never assumes: the insets SwiftUI applies to a tab (its content margins plus
/// any safe area it takes in) are read from the tab's `ScrollGeometry.contentInsets`, and the margins
/// the page wrote count only once a report shows them (SwiftUI applies a margin in its next update,
/// not when it is written).
struct PageDriver {
    /// The page as the app made it.
    private(set) var page: ProfilePage
    /// The engine's state for the page.
    private(set) var state = ProfilePageState()
    /// Which tab is active and where the horizontal pager is (the engine's, side by side).
    private(set) var pager: PageTabPager
    /// The container's size, safe area and the user's settings.
    private(set) var layout = PageLayoutInputs()
    /// Each tab's scroll view, as reported and as written.
    private var tabs: [TabRecord]
    /// The details block's measured height, in points (0 keeps the design's).
    private var detailsHeight = 0.0
    /// The top of the app's name view below the details' top, in points; nil: the design's.
    private var nameTop: Double?
    /// The horizontal pager as last reported: its position in pages and its phase.
    private var pagerMeasuredPosition: Double
    private var pagerActivity = ScrollActivity.idle
    /// A finger's swipe of the pager, estimated from the positions reported while it moves it.
    private var pagerFinger: DragVelocity?
    /// The latest time given, in seconds.
    private var time = 0.0
    /// A drag that started on the header's views (the details, the tab bar, the avatar, which lie
    /// over the pager and get the touch): the page moves the followed tab itself with the engine's
    /// scroll motion, as a finger on the list would; nil when none runs.
    private var headerScroll: PageScroller?
    /// The drag on the header was mostly sideways when it began: it pages, as a swipe of the pager
    /// would (the pager lies under the header's views and never sees the touch).
    private var headerDragIsSideways = false
    /// A sideways drag on the header moving the pager (the engine's ``PageHeaderSwipe``).
    private var headerPaging: PageHeaderSwipe?

    /// The engine's last frame (nil before the first).
    private(set) var frame: ProfilePageFrame?
    /// Where the pager should be, in pages (`contentOffset.x / width`); nil while a finger moves it.
    private(set) var pagerPosition: Double?
    /// Where the drawn header covers the followed tab's content.
    private(set) var blocker = ContentBlocker()
    /// The status bar content style that reads over the page now (the engine's): the view publishes
    /// it for the hosting controller (``ProfileStatusBarStyleKey``).
    private(set) var statusBarStyle = StatusBarStyle.lightContent
    /// Whether the page needs frames with nothing scrolling (a refresh spinning or springing back,
    /// the pager gliding to a tab, a snap glide).
    private(set) var needsAnimationFrames = false
    /// Offsets to give tabs' scroll views, in order; taken by ``takeScrollRequests()``.
    private var scrollRequests: [TabScrollRequest] = []
    /// What to tell the app and the system; taken by ``takeNotices()``.
    private var notices = PageNotices()
    /// Engine calls made so far (``ProfileScrollDiagnostics``).
    private(set) var engineCalls = 0

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
        pager = PageTabPager(activeTab: first, listsSideBySide: true)
        // A new state selects the first tab: the one on screen is made the active one by the first frame.
        pager.pageStateDidReset(tabCount: page.tabCount)
        pagerMeasuredPosition = Double(first)
        pagerPosition = Double(first)
    }

    /// The number of tabs (at least one: a single list is one tab).
    var tabCount: Int { tabs.count }

    /// What the page sets on tab `tab`'s scroll view.
    func tabWrites(_ tab: Int) -> TabWrites {
        tabs.indices.contains(tab) ? tabs[tab].writes : TabWrites()
    }

    /// The tab whose scroll view the page follows (the one on screen once a switch has landed).
    var followedTab: Int { pager.followedTab }

    // MARK: Inputs

    /// The app gave another page (another design, tab count, refresh or snapping): a new state; the
    /// tab on screen stays.
    mutating func adopt(_ page: ProfilePage, at time: Double) {
        guard page != self.page else { return }
        self.page = page
        state = ProfilePageState()
        let count = max(1, page.tabCount)
        if tabs.count != count { tabs = Array(repeating: TabRecord(), count: count) }
        pager.pageStateDidReset(tabCount: page.tabCount)
        tabStripLayout = nil
        step(nil, at: time)
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
        TabStripState(contentOffsetX: frame?.tabStripContentOffsetX ?? 0, selectedTab: pager.activeTab)
    }

    /// The container's size, safe area or the user's settings changed (first layout, rotation,
    /// Dynamic Type, Reduce Motion, …).
    mutating func layoutChanged(_ inputs: PageLayoutInputs, at time: Double) {
        layout = inputs
        step(nil, at: time)
    }

    /// The details block measured `height` points.
    mutating func detailsMeasured(_ height: Double, at time: Double) {
        detailsHeight = height
        step(nil, at: time)
    }

    /// The view the app marked as the profile's name (`.profileName()`) measured its top `top`
    /// points below the details' top; nil when it went away (the design's position holds again).
    mutating func nameMeasured(_ top: Double?, at time: Double) {
        nameTop = top
        step(nil, at: time)
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
        if tab == pager.followedTab { step(nil, at: time) }
    }

    /// Tab `tab`'s scroll phase changed. `velocityY` is SwiftUI's, in points per second (positive
    /// toward the end of the content), when it has one.
    mutating func tabPhaseChanged(_ tab: Int, to activity: ScrollActivity, velocityY: Double?, at time: Double) {
        guard tabs.indices.contains(tab) else { return }
        let previous = tabs[tab].activity
        tabs[tab].activity = activity
        // A finger on the list takes over from a drag that started on the header.
        if activity == .tracking || activity == .interacting, tab == pager.followedTab { headerScroll = nil }
        if activity == .interacting, previous != .interacting {
            // A new drag: a new release to come. (Only a finger that scrolled makes one: a tap,
            // tracking then idle, does not.)
            tabs[tab].awaitsRelease = true
            tabs[tab].finger = DragVelocity(y: -tabs[tab].geometry.contentOffsetY, time: time)
            tabs[tab].dragStartOffset = tabs[tab].geometry.contentOffsetY
            tabs[tab].proposedEnd = nil
            tabs[tab].answer = nil
        }
        var event: ProfilePageEvent?
        if activity != .interacting, activity != .tracking, tabs[tab].awaitsRelease {
            // The release, committed here, once: with the end SwiftUI proposed if its behavior asked
            // already (the engine answers it the same way), else without (a snapping page glides
            // once it rests). The velocity is the page's own estimate.
            tabs[tab].awaitsRelease = false
            let velocity = fingerVelocity(tab, at: time, fallback: velocityY)
            if pager.listReleased(tab: tab, velocity: velocity) != nil {
                event = .dragEnded(velocity: velocity, proposedContentOffsetY: tabs[tab].proposedEnd)
            }
        }
        if activity == .idle { tabs[tab].answer = nil }
        guard tab == pager.followedTab else { return }
        step(event, at: time)
        if event != nil, activity != .idle, tabs[tab].answer == nil { tabs[tab].answer = .some(frame?.targetContentOffsetY) }
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
        guard tabs.indices.contains(tab), tab == pager.followedTab else { return nil }
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
        probe.step(.dragEnded(velocity: velocity, proposedContentOffsetY: proposed), at: time)
        let answer = probe.frame?.targetContentOffsetY
        tabs[tab].answer = .some(answer)
        return toRect(answer)
    }

    /// The horizontal pager moved to `position` pages (its `contentOffset.x` over the page width).
    mutating func pagerScrolled(to position: Double, at time: Double) {
        guard position.isFinite else { return }
        pagerMeasuredPosition = position
        if pagerActivity == .interacting { pagerFinger?.moved(to: -position * layout.width, at: time) }
        step(nil, at: time)
    }

    /// The horizontal pager's phase changed.
    mutating func pagerPhaseChanged(to activity: ScrollActivity, at time: Double) {
        if activity == .interacting, pagerActivity != .interacting {
            pagerFinger = DragVelocity(y: -pagerMeasuredPosition * layout.width, time: time)
        }
        pagerActivity = activity
        step(nil, at: time)
    }

    /// A finger's swipe on the pager released at `time`, where the pager last reported itself: where
    /// it should come to rest, in pages (one page per fling); nil to leave SwiftUI's target (a release
    /// without velocity: the pager springs to the nearest tab once it stops). The velocity is the
    /// page's own estimate of the swipe (points per second toward later tabs); SwiftUI's, `velocityX`,
    /// only without one (its unit is undocumented).
    func pagerReleased(velocityX: Double, at time: Double) -> Double? {
        let velocity = pagerFinger.map { $0.release(at: time) } ?? Self.finite(velocityX)
        return pager.releaseTarget(pagePosition: pagerMeasuredPosition, velocity: velocity, state: state)
    }

    /// Whether a finger may move the pager now (not while the header is pulled or refreshing).
    var pagerTakesSwipes: Bool { frame?.canSwitchTabs ?? true }

    /// The app selected `tab` (a tap in its tab bar). The engine's pager decides: it glides there
    /// (jumps under Reduce Motion), or refuses — a pulled header, a finger on the list — and the
    /// app's selection goes back to the active tab.
    mutating func selectionChanged(to tab: Int, at time: Double) {
        // The active tab again only matters when a tap waits: the last tap counts.
        guard tab != pager.activeTab || pager.deferredTab != nil else { return }
        pager.reducesMotion = layout.reducesMotion
        // Refused: the app's selection goes back to the active tab. Kept until the header is back
        // from its pull (`deferredTab`): the selection stays on the tapped tab meanwhile.
        if !pager.request(tab, at: time, page: page, state: state, interaction: followedInteraction),
           pager.deferredTab == nil {
            notices.selectedTab = pager.activeTab
        }
        step(nil, at: time)
    }

    /// What the finger does to the followed list: a drag that started on the header, or the list's own.
    private var followedInteraction: PageInteraction {
        let followed = pager.followedTab
        return headerScroll?.interaction ?? (tabs.indices.contains(followed) ? tabs[followed].activity.interaction : .idle)
    }

    /// The app's refresh action returned.
    mutating func refreshFinished(at time: Double) {
        step(.endRefreshing, at: time)
    }

    /// A display frame while ``needsAnimationFrames``.
    mutating func tick(at time: Double) {
        if var scroll = headerScroll {
            let followed = pager.followedTab
            scroll.advance(to: time, bounds: headerScrollBounds(followed))
            headerScroll = scroll.isMoving ? scroll : nil
            moveFollowedTab(to: scroll.contentOffsetY)
        }
        step(nil, at: time)
    }

    /// A drag that started on the header moved: `translationX`, `translationY` points since it began
    /// (positive right and down: `DragGesture.Value.translation`, in the screen's left-to-right
    /// space). One that began mostly sideways pages, as a swipe of the pager would (when the pager
    /// takes swipes: not while the header is pulled or refreshing); otherwise the followed tab
    /// scrolls with it, through the engine's ``PageScroller``; it does not pull past the top (SwiftUI
    /// clamps a position the page sets to the content: a pull starts on the list).
    mutating func headerDragChanged(translationX: Double = 0, translationY: Double, at time: Double) {
        guard translationY.isFinite, translationX.isFinite else { return }
        if headerScroll?.interaction != .dragging, !headerDragIsSideways, abs(translationX) > abs(translationY) {
            headerDragIsSideways = true
        }
        guard !headerDragIsSideways else {
            pageFromHeader(translationX: translationX, at: time)
            return
        }
        let followed = pager.followedTab
        guard tabs.indices.contains(followed) else { return }
        if rawTimeIsLater(time) { self.time = time }
        var scroll = headerScroll ?? PageScroller(contentOffsetY: tabs[followed].geometry.contentOffsetY,
                                                  bounds: headerScrollBounds(followed))
        if scroll.interaction != .dragging {
            scroll.apply(.touchBegan(y: 0), at: self.time, bounds: headerScrollBounds(followed))
        }
        scroll.apply(.touchMoved(y: translationY), at: self.time, bounds: headerScrollBounds(followed))
        headerScroll = scroll
        moveFollowedTab(to: scroll.contentOffsetY)
        step(nil, at: time)
    }

    /// The drag that started on the header ended: the list moves on with the engine's momentum (frames
    /// while it moves), and the engine hears the release.
    mutating func headerDragEnded(at time: Double) {
        headerDragIsSideways = false
        if let paging = headerPaging {
            // Released: the pager settles on the nearest tab, or one tab on for a flick (as a swipe of
            // the pager does), gliding there.
            headerPaging = nil
            if rawTimeIsLater(time) { self.time = time }
            let velocity = paging.releaseVelocity(at: self.time)
            let target = pager.releaseTarget(pagePosition: paging.pagePosition, velocity: velocity, state: state)
            pagerMeasuredPosition = paging.pagePosition
            step(nil, at: time)
            if let target, Int(target) != pager.activeTab {
                pager.request(Int(target), at: self.time, page: page, state: state, interaction: .idle)
                step(nil, at: time)
            }
            return
        }
        guard var scroll = headerScroll, scroll.interaction == .dragging else { return }
        if rawTimeIsLater(time) { self.time = time }
        scroll.apply(.touchEnded, at: self.time, bounds: headerScrollBounds(pager.followedTab))
        let velocity = scroll.takeRelease() ?? 0
        headerScroll = scroll.isMoving ? scroll : nil
        step(.dragEnded(velocity: velocity, proposedContentOffsetY: nil), at: time)
    }

    /// A sideways drag on the header moves the pager by `translationX` points, as the engine's
    /// ``PageHeaderSwipe`` says (right to left, a drag to the right goes on a tab).
    private mutating func pageFromHeader(translationX: Double, at time: Double) {
        if rawTimeIsLater(time) { self.time = time }
        if headerPaging == nil {
            guard pagerTakesSwipes, pagerActivity == .idle else { return }
            headerPaging = PageHeaderSwipe(pagePosition: pager.pagePosition, tabCount: page.tabCount, pageWidth: layout.width,
                                           isRightToLeft: layout.isRightToLeft, translationX: translationX, time: self.time)
        }
        guard var paging = headerPaging else { return }
        paging.moved(translationX: translationX, at: self.time)
        headerPaging = paging
        step(nil, at: time)
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

    /// Moves the tab pager on, reads the followed tab, makes the one engine call (with `appEvent`,
    /// or else the pager's event) and keeps what it says to show.
    private mutating func step(_ appEvent: ProfilePageEvent?, at rawTime: Double) {
        if rawTime.isFinite, rawTime > time { time = rawTime }
        pager.reducesMotion = layout.reducesMotion
        pager.advance(to: time)
        // A tab tapped while the header sprang back switches once it is back; a drag drops it, and
        // the app's selection goes back to the active tab.
        if let kept = pager.deferredTab {
            pager.requestDeferredTab(at: time, page: page, state: state, interaction: followedInteraction)
            if pager.deferredTab == nil, pager.activeTab != kept { notices.selectedTab = pager.activeTab }
        }
        if let paging = headerPaging {
            pager.track(measuredPagePosition: paging.pagePosition, interaction: .dragging, page: page)
        } else {
            pager.track(measuredPagePosition: pagerMeasuredPosition, interaction: pagerActivity.interaction, page: page)
        }
        let event = pager.event(after: appEvent)
        let followed = min(max(pager.followedTab, 0), tabs.count - 1)
        var surface = surface(of: followed)
        let environment = PageEnvironment(
            displayScale: layout.displayScale, textScale: layout.textScale, reducesMotion: layout.reducesMotion,
            reducesTransparency: layout.reducesTransparency, isRightToLeft: layout.isRightToLeft,
            interaction: headerScroll?.interaction ?? tabs[followed].activity.interaction, time: time,
            detailsHeight: detailsHeight,
            pagePosition: pager.pagePosition,
            nameTop: nameTop)
        let frame = page.update(&surface, &state, environment: environment, event: event)
        engineCalls += 1
        keep(surface, writes: frame.scrollViewWrites, of: followed)
        // A tab about to show gets the offset that keeps the header where it is.
        if case let .tabWillAppear(tab) = event, let offset = frame.incomingTabContentOffsetY, tabs.indices.contains(tab) {
            tabs[tab].geometry.contentOffsetY = offset
            scrollRequests.append(TabScrollRequest(tab: tab, contentOffsetY: offset))
        }
        for tab in tabs.indices {
            // The followed tab's insets are in the frame's writes.
            guard let insets = pager.insets(ofTab: tab, in: frame) else { continue }
            tabs[tab].writes.spacerHeight = insets.topSpacerHeight
            tabs[tab].writes.contentMarginTop = insets.contentInsetTop
            tabs[tab].writes.contentMarginBottom = page.contentInsetBottom(ofTab: tab, appContentInsetBottom: 0, in: state)
                + layout.safeAreaBottom
            tabs[tab].writes.indicatorMarginTop = insets.verticalIndicatorInsetTop
        }
        for tab in tabs.indices { tabs[tab].writes.indicatorMarginBottom = layout.safeAreaBottom }
        // (A finger paging from the header is not on the pager: the page moves the pager with it.)
        pagerPosition = headerPaging != nil ? pager.pagePosition : pager.drivenPagePosition
        // The covered part of the viewport in the followed tab's content coordinates (content point
        // y is at viewport y − contentOffset.y).
        blocker = ContentBlocker(tab: followed, rect: Rect(
            x: frame.hitMap.covered.minX, y: frame.hitMap.covered.minY + tabs[followed].geometry.contentOffsetY,
            width: frame.hitMap.covered.width, height: frame.hitMap.covered.height))
        needsAnimationFrames = pager.needsAnimationFrames(alongside: frame) || headerScroll?.isMoving == true
        statusBarStyle = frame.statusBarStyle
        if frame.didTriggerRefresh { notices.startsRefresh = true }
        if let announcement = frame.announcement { notices.announcement = announcement }
        if case let .tabDidBecomeActive(tab) = event { notices.selectedTab = tab }
        self.frame = frame
        if tabStripLayout != layout {
            // The page adapted (or first laid out) in this call: the buttons' frames in force now.
            tabStripLayout = layout
            tabStripButtons = state.tabs == nil ? [] : (0..<tabs.count).map { state.tabButtonFrame($0) }
        }
    }

    /// Tab `tab`'s scroll view as the engine reads it: where SwiftUI says its content is, the
    /// insets SwiftUI says it applies, and the margins those insets reflect.
    private func surface(of tab: Int) -> DriverScrollSurface {
        let record = tabs[tab]
        let height = record.geometry.containerHeight > 0 ? record.geometry.containerHeight : layout.height
        return DriverScrollSurface(
            pageContentOffsetY: record.geometry.contentOffsetY, pageContentHeight: record.geometry.contentHeight,
            pageTopSpacerHeight: record.writes.spacerHeight, pageViewportWidth: layout.width, pageViewportHeight: height,
            pageContentInsetTop: record.marginTopInForce, pageAdjustedContentInsetTop: record.geometry.contentInsetTop,
            // The page adds the bottom safe area (the home indicator's) to the margin itself, since
            // the scroll view takes in none (the page ignores the container's safe area): for the
            // engine that part is the system's, as UIKit's adjusted inset has it.
            pageContentInsetBottom: max(0, record.marginBottomInForce - layout.safeAreaBottom),
            pageAdjustedContentInsetBottom: record.geometry.contentInsetBottom,
            pageVerticalIndicatorInsetTop: record.writes.indicatorMarginTop, pageSafeAreaTop: layout.safeAreaTop,
            pageSafeAreaLeft: layout.safeAreaLeft, pageSafeAreaRight: layout.safeAreaRight)
    }

    /// Keeps what the engine wrote to tab `tab`'s surface (each field only when the frame says it changed).
    private mutating func keep(_ surface: DriverScrollSurface, writes: PageScrollViewWrites, of tab: Int) {
        if let height = writes.topSpacerHeight {
            // The content grows by the spacer's change at once, as a table's does with its header view.
            tabs[tab].geometry.contentHeight += height - tabs[tab].writes.spacerHeight
            tabs[tab].writes.spacerHeight = height
        }
        if let margin = writes.contentInsetTop { tabs[tab].writes.contentMarginTop = margin }
        if let margin = writes.contentInsetBottom { tabs[tab].writes.contentMarginBottom = margin + layout.safeAreaBottom }
        if let margin = writes.verticalIndicatorInsetTop { tabs[tab].writes.indicatorMarginTop = margin }
        if let offset = writes.contentOffsetY {
            // Like UIKit's `contentOffset`, in force at once.
            tabs[tab].geometry.contentOffsetY = offset
            scrollRequests.append(TabScrollRequest(tab: tab, contentOffsetY: offset))
        }
    }

    /// Where the followed tab's content may rest for a drag from the header: its content, no
    /// overscroll (a position the page sets is clamped to the content).
    private func headerScrollBounds(_ tab: Int) -> PageScroller.Bounds {
        let geometry = tabs[tab].geometry
        let height = geometry.containerHeight > 0 ? geometry.containerHeight : layout.height
        return PageScroller.Bounds(adjustedInsetTop: geometry.contentInsetTop, contentHeight: geometry.contentHeight,
                                   adjustedInsetBottom: geometry.contentInsetBottom, viewportHeight: height)
    }

    /// Sets the followed tab's position for a drag from the header, within its content.
    private mutating func moveFollowedTab(to contentOffsetY: Double) {
        let followed = pager.followedTab
        let bounds = headerScrollBounds(followed)
        let offset = min(max(contentOffsetY, bounds.top), bounds.bottom)
        guard offset != tabs[followed].geometry.contentOffsetY else { return }
        tabs[followed].geometry.contentOffsetY = offset
        scrollRequests.append(TabScrollRequest(tab: followed, contentOffsetY: offset))
    }

    private func rawTimeIsLater(_ candidate: Double) -> Bool { candidate.isFinite && candidate > time }

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

/// A tab's scroll view for the engine, made of what the driver holds. Logic-free: the engine reads
/// it and writes to it, and the driver keeps the writes.
struct DriverScrollSurface: PageScrollSurface {
    var pageContentOffsetY: Double
    var pageContentHeight: Double
    var pageTopSpacerHeight: Double
    var pageViewportWidth: Double
    var pageViewportHeight: Double
    var pageContentInsetTop: Double
    var pageAdjustedContentInsetTop: Double
    var pageContentInsetBottom: Double
    var pageAdjustedContentInsetBottom: Double
    var pageVerticalIndicatorInsetTop: Double
    var pageSafeAreaTop: Double
    var pageSafeAreaLeft: Double
    var pageSafeAreaRight: Double
}
#endif
