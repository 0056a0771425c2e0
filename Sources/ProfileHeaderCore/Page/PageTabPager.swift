// The tab pager's motion and decisions: which tab is active, where the pager is, when a tapped tab
// may switch, where a swipe comes to rest, which lists to prepare. Pure: tab requests, time and the
// measured pager in; the pager's position, the active tab and the page events to send out.

/// The tab pager: which tab is active, where the pager is (in pages, for
/// ``PageEnvironment/pagePosition``, which slides the tab indicator), and the ``ProfilePageEvent``s
/// a switch sends to the page.
///
/// Two kinds of surface use it. One with no paging scroll view of its own (the browser playground
/// shows one list at a time) only requests tabs and advances time. One whose lists sit side by side
/// in a horizontal scroll view (UIKit's pager; ``init(activeTab:listsSideBySide:)`` with `true`)
/// also reports that scroll view every frame with ``track(measuredPagePosition:interaction:page:)``
/// and writes ``drivenPagePosition`` back to it: a finger moves the pager, the pager moves itself
/// otherwise (a tapped tab's glide, the spring back to a tab after a slow release), and every list
/// the position brings on screen is prepared first.
///
/// A tab requested with ``request(_:at:page:state:interaction:animated:)`` becomes active at once if the page
/// allows a switch: not the active tab, not while the header is pulled
/// (``TabsConfiguration/canSwitchTabs(_:)``), not while a finger drags the list. A tab tapped while
/// the header springs back from a pull waits (``deferredTab``) and ``requestDeferredTab(at:page:state:interaction:)``,
/// called every frame, makes the switch once the header is back. The position then
/// moves to the tab on ``spring`` (keeping the velocity of a spring already running, so a second tap
/// mid-way turns smoothly), or jumps there under Reduce Motion. ``takeEvent()``, called once per
/// frame when the frame has no other event, hands out ``ProfilePageEvent/tabWillAppear(_:)`` and, on
/// the next call (side by side: after any list the position brings on screen was told first),
/// ``ProfilePageEvent/tabDidBecomeActive(_:)``; the front end only forwards them.
public struct PageTabPager: Equatable, Hashable, Sendable {
    /// The spring the position moves to a new tab on: critically damped, 0.35 s response.
    public static let spring = try! Spring(response: 0.35, dampingFraction: 1)
    /// The spring has landed once the position stays this close to the tab, in pages; it is then
    /// set to the tab exactly.
    public static let settleTolerance = 0.001

    /// The pager's position in pages: 0 at the first tab, 1 at the second, fractional while moving.
    /// Always finite, between the tabs it moves between.
    public private(set) var pagePosition: Double
    /// The active tab: the one shown, or the one a switch is heading to (`0 ..< tabCount`).
    public private(set) var activeTab: Int
    /// Reduce Motion: a switch (and a spring already running) jumps to the tab at once.
    public var reducesMotion = false
    /// Whether the lists sit side by side in a horizontal scroll view the surface reports with
    /// ``track(measuredPagePosition:interaction:page:)``: every list on screen is prepared.
    public let listsSideBySide: Bool
    /// The tab whose list the page follows: the active tab once its ``ProfilePageEvent/tabDidBecomeActive(_:)``
    /// has been handed out. A surface reads this list's scroll view for the page, after ``takeEvent()``.
    public private(set) var followedTab: Int
    /// A tab tapped while the header springs back from a pull (pulled, the list moving by itself, no
    /// refresh holding it): the switch waits, and ``requestDeferredTab(at:page:state:interaction:)``
    /// makes it once the header is back. Nil when nothing waits; the last tap counts, and a finger
    /// dragging the list, or a new page state, drops it.
    public private(set) var deferredTab: Int?

    /// The time of the last request or frame, in seconds.
    private var time = 0.0
    /// The spring running, if any.
    private var glide: Glide?
    /// The tab whose list the page was last told about with `tabWillAppear` (the one on screen).
    private var shownTab: Int
    /// A `tabWillAppear` not handed out yet.
    private var pendingSwitch: Int?
    /// A `tabDidBecomeActive` not handed out yet.
    private var pendingActivation: Int?
    /// Whether the page has tabs (a page without them gets no `tabDidBecomeActive`).
    private var hasTabs = true
    /// Side by side: whether a finger moved the pager at the last ``track(measuredPagePosition:interaction:page:)``.
    private var followsFinger = false
    /// Side by side: a list brought on screen, to be told about with `tabWillAppear` (no activation).
    private var pendingPreparation: Int?
    /// Side by side: the tabs whose lists have been prepared to match the followed tab's since it
    /// became the followed one or the pager last rested (a contiguous run around it: the position
    /// sweeps across tabs, never skips).
    private var preparedLowest: Int
    private var preparedHighest: Int

    private struct Glide: Equatable, Hashable, Sendable {
        var motion: SpringMotion
        var since: Double
        var settlesAt: Double
    }

    /// Whether the position is gliding to the active tab. (A match, not `glide != nil`: in the
    /// browser's build that is a call to Optional's `==` for an Equatable glide, which compares
    /// springs — 578 bytes of profile.wasm.)
    private var isGliding: Bool {
        if case .some = glide { return true }
        return false
    }

    /// A pager at rest on `activeTab` (negative reads as 0); `listsSideBySide` for a surface whose
    /// lists sit side by side in a horizontal scroll view of its own.
    public init(activeTab: Int = 0, listsSideBySide: Bool = false) {
        let tab = max(0, activeTab)
        self.activeTab = tab
        self.shownTab = tab
        self.followedTab = tab
        self.pagePosition = Double(tab)
        self.listsSideBySide = listsSideBySide
        preparedLowest = tab
        preparedHighest = tab
    }

    /// True while the position moves or an event waits to be handed out: keep sending frames.
    public var needsAnimationFrames: Bool {
        isGliding || pendingSwitch != nil || pendingActivation != nil || pendingPreparation != nil || deferredTab != nil
    }

    /// Whether the page needs display frames: the frame's ``ProfilePageFrame/needsAnimationFrames``
    /// or this pager's own.
    public func needsAnimationFrames(alongside frame: ProfilePageFrame) -> Bool {
        frame.needsAnimationFrames || needsAnimationFrames
    }

    /// Whether tab `tab`'s list answers a tap on the status bar: only the followed one (UIKit
    /// scrolls none when several scroll views in a window would).
    public func scrollsToTop(tab: Int) -> Bool { tab == followedTab }

    /// The event a list's release makes: a release of the followed list's drag
    /// (``ProfilePageEvent/dragEnded(velocity:proposedContentOffsetY:)``, `velocity` in points per
    /// second); nil for any other list (the page follows one list).
    public func listReleased(tab: Int, velocity: Double) -> ProfilePageEvent? {
        tab == followedTab ? .dragEnded(velocity: velocity, proposedContentOffsetY: nil) : nil
    }

    /// The insets tab `tab`'s list keeps while it is not followed (``ProfilePageFrame/otherLists``);
    /// nil for the followed list, whose insets are in the frame's writes.
    public func insets(ofTab tab: Int, in frame: ProfilePageFrame) -> PageListInsets? {
        tab == followedTab ? nil : frame.otherLists
    }

    /// Side by side: the position to give the surface's horizontal scroll view, in pages
    /// (`contentOffset.x = drivenPagePosition × page width`); nil while a finger moves it (the
    /// scroll view's own position is the truth then).
    public var drivenPagePosition: Double? {
        followsFinger ? nil : pagePosition
    }

    /// Asks for `tab` at `time` seconds (a tap on it, a key that selects it). `page` and `state` are
    /// the page and its state as of the last frame; `interaction` is what the finger is doing now.
    /// Returns whether the switch happens: false for a tab the page does not have, the active tab, a
    /// page whose header is pulled, a finger dragging the list, or (side by side) a finger moving the
    /// pager (nothing changes then). A tab asked for while the header springs back from a pull
    /// (`interaction` decelerating, no refresh holding it) is kept as ``deferredTab``: the switch
    /// happens when the header is back.
    /// `animated: false` jumps to the tab, as Reduce Motion does.
    @discardableResult
    #if hasFeature(Embedded)
    @inline(never)  // one copy for the tap and the deferred tap: the browser's module is budgeted
    #endif
    public mutating func request(_ tab: Int, at time: Double, page: ProfilePage, state: ProfilePageState,
                                 interaction: PageInteraction, animated: Bool = true) -> Bool {
        advance(to: time)
        deferredTab = nil  // the last tap counts
        let canSwitch = Self.pageAllowsSwitch(state)
        guard page.tabCount > 0, tab >= 0, tab < page.tabCount, tab != activeTab,
              interaction != .dragging, !followsFinger else { return false }
        guard canSwitch else {
            // Kept only while the header springs back on its own (not while a refresh holds it).
            if interaction == .decelerating, state.refresh.phase != .refreshing { deferredTab = tab }
            return false
        }
        hasTabs = true
        // Back to the list on screen before its switch was sent: the page never hears of it.
        pendingSwitch = tab == shownTab ? nil : tab
        move(to: tab, animated: animated)
        return true
    }

    /// Once per frame, after ``advance(to:)`` and before ``takeEvent()`` (with the page and state of
    /// the last frame and what the finger does now): makes the switch to ``deferredTab`` as soon as
    /// the page allows it (the header is back from its pull); a finger dragging the list drops it.
    /// Nothing waiting: nothing changes.
    public mutating func requestDeferredTab(at time: Double, page: ProfilePage, state: ProfilePageState,
                                            interaction: PageInteraction) {
        guard let tab = deferredTab else { return }
        guard interaction != .dragging else {
            deferredTab = nil
            return
        }
        guard Self.pageAllowsSwitch(state) else { return }
        request(tab, at: time, page: page, state: state, interaction: interaction)
    }

    /// Whether the page lets its tabs switch now: not while the header is pulled
    /// (``TabsConfiguration/canSwitchTabs(_:)``); before the page's first frame nothing is pulled.
    #if hasFeature(Embedded)
    @inline(never)  // one copy: the browser's module is budgeted
    #endif
    private static func pageAllowsSwitch(_ state: ProfilePageState) -> Bool {
        guard let tabs = state.tabs else { return true }
        return tabs.canSwitchTabs(state.tabsState)
    }

    /// Moves time on to `time` seconds (a frame): the position follows the spring and lands on the
    /// active tab exactly. A time that is not finite, or earlier than the last, changes nothing.
    public mutating func advance(to rawTime: Double) {
        time = rawTime.isFinite ? max(rawTime, time) : time
        guard let glide else { return }
        let t = time - glide.since
        if reducesMotion || t >= glide.settlesAt {
            pagePosition = glide.motion.to
            self.glide = nil
        } else {
            pagePosition = glide.motion.position(at: t)
        }
    }

    /// The event for this frame's one engine call: `appEvent` when the app has one (this pager's
    /// own waits for the next frame), else this pager's (``takeEvent()``), else
    /// ``ProfilePageEvent/frame``.
    public mutating func event(after appEvent: ProfilePageEvent?) -> ProfilePageEvent {
        appEvent ?? takeEvent() ?? .frame
    }

    /// The page event this frame should send, if any: ``ProfilePageEvent/tabWillAppear(_:)`` for a
    /// switch (give the incoming list the frame's ``ProfilePageFrame/incomingTabContentOffsetY``),
    /// then, on a later call, ``ProfilePageEvent/tabDidBecomeActive(_:)``. Call once per frame whose
    /// event slot is free; an event not taken waits for the next frame.
    ///
    /// Side by side, a list the position brings on screen comes first: it gets
    /// ``ProfilePageEvent/tabWillAppear(_:)`` (with no activation after it) in the frame it first shows.
    public mutating func takeEvent() -> ProfilePageEvent? {
        if let tab = pendingPreparation {
            pendingPreparation = nil
            return .tabWillAppear(tab)
        }
        if let tab = pendingActivation {
            pendingActivation = nil
            followedTab = tab
            // Lists prepared to match the last followed list are told again, to match this one.
            preparedLowest = tab
            preparedHighest = tab
            return .tabDidBecomeActive(tab)
        }
        if let tab = pendingSwitch {
            pendingSwitch = nil
            shownTab = tab
            if hasTabs { pendingActivation = tab }
            return .tabWillAppear(tab)
        }
        return nil
    }

    /// Call after replacing the page's state (a new design starts a new ``ProfilePageState`` with the
    /// first tab selected) with the new page's tab count: the list on screen stays the active one,
    /// and the next event tells the page so. A page without tabs (`tabCount` 0) brings the first
    /// list back if another was on screen. A switch not handed out yet is dropped, and so is a
    /// kept tap (``deferredTab``).
    public mutating func pageStateDidReset(tabCount: Int) {
        deferredTab = nil  // a tap on the old page's tabs
        hasTabs = tabCount > 0
        let tab = hasTabs ? min(shownTab, tabCount - 1) : 0
        pendingSwitch = tab == shownTab ? nil : tab
        pendingActivation = hasTabs && tab == shownTab ? tab : nil
        pendingPreparation = nil
        // The new state follows the first list until it hears otherwise.
        followedTab = 0
        preparedLowest = tab
        preparedHighest = tab
        if hasTabs {
            move(to: tab, animated: true)
        } else {
            // No pager to draw: it rests on the only list.
            activeTab = 0
            pagePosition = 0
            glide = nil
        }
    }

    /// Side by side, once per frame after ``advance(to:)`` and before ``takeEvent()``: the surface's
    /// horizontal scroll view as measured now. `measuredPagePosition` is its `contentOffset.x` over
    /// the page width (a value that is not finite is ignored); `interaction` is what the finger does
    /// to it (dragging, or decelerating after a drag); `page` is the page whose tabs the lists are.
    ///
    /// While a finger moves it, the position is the scroll view's (a running glide stops: the finger
    /// took over). When it stops moving by itself, the nearest tab becomes the active one (prepared
    /// first if it never showed) and the position springs to it if it is not there (a slow release
    /// mid-page). Otherwise the measurement is ignored: the pager is where ``drivenPagePosition``
    /// put it. Every list the position shows (the tabs on either side of it) that has not been
    /// prepared since the pager last rested is handed out with ``takeEvent()``, one per frame.
    public mutating func track(measuredPagePosition: Double, interaction: PageInteraction, page: ProfilePage) {
        guard listsSideBySide, page.tabCount > 0 else { return }
        let lastTab = Double(page.tabCount - 1)
        if interaction != .idle {
            followsFinger = true
            glide = nil
            if measuredPagePosition.isFinite { pagePosition = min(max(measuredPagePosition, 0), lastTab) }
        } else if followsFinger {
            // The finger's swipe came to rest (where the scroll view says): on the nearest tab.
            followsFinger = false
            if measuredPagePosition.isFinite { pagePosition = min(max(measuredPagePosition, 0), lastTab) }
            let tab = Int(min(max(pagePosition, 0), lastTab) + 0.5)   // (no libm: positions are never negative)
            if tab == followedTab {
                // Back on the list the page follows: nothing to tell it (a switch not handed out is dropped).
                shownTab = tab
                pendingSwitch = nil
                pendingActivation = nil
            } else if tab != activeTab {
                if tab == shownTab || (tab >= preparedLowest && tab <= preparedHighest) {
                    // Its list showed during the swipe, so it is ready: it becomes the followed one.
                    shownTab = tab
                    pendingSwitch = nil
                    pendingActivation = hasTabs ? tab : nil
                } else {
                    pendingSwitch = tab
                }
            }
            move(to: tab, animated: true)
        }
        let atRest = !isGliding && !followsFinger && pendingSwitch == nil && pendingActivation == nil
            && pendingPreparation == nil && followedTab == activeTab && pagePosition == Double(activeTab)
        if atRest {
            preparedLowest = activeTab
            preparedHighest = activeTab
            return
        }
        guard pendingPreparation == nil else { return }
        // The lists on screen: the tabs on either side of the position.
        let position = min(max(pagePosition, 0), lastTab)
        let lowest = Int(position), highest = Double(lowest) < position ? lowest + 1 : lowest
        // The nearest one on screen first (a glide sweeps one by one). A jump shows no tab in between:
        // the run starts again at the list on screen (the tabs skipped were never prepared; a finger
        // can hold the pager far from a tab that became active meanwhile).
        if lowest < preparedLowest {
            let next = min(preparedLowest - 1, highest)
            if next < preparedLowest - 1 { preparedHighest = next }
            preparedLowest = next
            pendingPreparation = next == shownTab || next == pendingSwitch ? nil : next
        } else if highest > preparedHighest {
            let next = max(preparedHighest + 1, lowest)
            if next > preparedHighest + 1 { preparedLowest = next }
            preparedHighest = next
            pendingPreparation = next == shownTab || next == pendingSwitch ? nil : next
        }
    }

    /// Side by side: where a finger's swipe released with `velocity` (points per second, positive
    /// toward later tabs) at `pagePosition` should come to rest, in pages, for the scroll view's
    /// target offset: the tab ``TabsConfiguration/settledTab(pagePosition:velocity:)`` names (one
    /// page per fling). Nil when the release has no velocity (or the page has no tabs, or an input is
    /// not finite): leave the target where the scroll view put it — a target moved without velocity
    /// is jumped to at once — and the pager springs to the nearest tab when it stops.
    public func releaseTarget(pagePosition: Double, velocity: Double, state: ProfilePageState) -> Double? {
        guard pagePosition.isFinite, velocity.isFinite, velocity != 0, let tabs = state.tabs else { return nil }
        return Double(tabs.settledTab(pagePosition: pagePosition, velocity: velocity))
    }

    // MARK: - Private

    /// Makes `tab` active and sets the position moving to it from where it is, as fast as it moves
    /// (or there at once, not `animated`).
    private mutating func move(to tab: Int, animated: Bool) {
        activeTab = tab
        let target = Double(tab)
        if reducesMotion || !animated || (!isGliding && pagePosition == target) {
            pagePosition = target
            glide = nil
            return
        }
        let velocity = glide.map { $0.motion.velocity(at: time - $0.since) } ?? 0
        let motion = SpringMotion(spring: Self.spring, from: pagePosition, to: target, initialVelocity: velocity)
        glide = Glide(motion: motion, since: time, settlesAt: motion.settleTime(tolerance: Self.settleTolerance))
    }
}
