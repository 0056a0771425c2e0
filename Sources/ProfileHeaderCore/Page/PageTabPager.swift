// The tab pager's motion for surfaces that have no paging scroll view of their own (the browser
// playground shows one list at a time and slides the tab indicator). Pure: tab requests and time
// in; the pager's position, the active tab and the page events to send out.

/// The tab pager of a surface with no paging scroll view of its own: which tab is active, where the
/// pager is (in pages, for ``PageEnvironment/pagePosition``, which slides the tab indicator), and the
/// ``ProfilePageEvent``s a switch sends to the page.
///
/// A tab requested with ``request(_:at:page:state:interaction:)`` becomes active at once if the page
/// allows a switch: not the active tab, not while the header is pulled
/// (``TabsConfiguration/canSwitchTabs(_:)``), not while a finger drags the list. The position then
/// moves to the tab on ``spring`` (keeping the velocity of a spring already running, so a second tap
/// mid-way turns smoothly), or jumps there under Reduce Motion. ``takeEvent()``, called once per
/// frame when the frame has no other event, hands out ``ProfilePageEvent/tabWillAppear(_:)`` and, on
/// the next call, ``ProfilePageEvent/tabDidBecomeActive(_:)``; the front end only forwards them.
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

    private struct Glide: Equatable, Hashable, Sendable {
        var motion: SpringMotion
        var since: Double
        var settlesAt: Double
    }

    /// A pager at rest on `activeTab` (negative reads as 0).
    public init(activeTab: Int = 0) {
        let tab = max(0, activeTab)
        self.activeTab = tab
        self.shownTab = tab
        self.pagePosition = Double(tab)
    }

    /// True while the position moves or an event waits to be handed out: keep sending frames.
    public var needsAnimationFrames: Bool {
        glide != nil || pendingSwitch != nil || pendingActivation != nil
    }

    /// Asks for `tab` at `time` seconds (a tap on it, a key that selects it). `page` and `state` are
    /// the page and its state as of the last frame; `interaction` is what the finger is doing now.
    /// Returns whether the switch happens: false for a tab the page does not have, the active tab, a
    /// page whose header is pulled, or a finger dragging the list (nothing changes then).
    @discardableResult
    public mutating func request(_ tab: Int, at time: Double, page: ProfilePage, state: ProfilePageState,
                                 interaction: PageInteraction) -> Bool {
        advance(to: time)
        // Before the page's first frame nothing is pulled: a switch may start.
        let canSwitch = state.tabs.map { $0.canSwitchTabs(state.tabsState) } ?? true
        guard page.tabCount > 0, tab >= 0, tab < page.tabCount, tab != activeTab, canSwitch,
              interaction != .dragging else { return false }
        hasTabs = true
        // Back to the list on screen before its switch was sent: the page never hears of it.
        pendingSwitch = tab == shownTab ? nil : tab
        move(to: tab)
        return true
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

    /// The page event this frame should send, if any: ``ProfilePageEvent/tabWillAppear(_:)`` for a
    /// switch (give the incoming list the frame's ``ProfilePageFrame/incomingTabContentOffsetY``),
    /// then, on the next call, ``ProfilePageEvent/tabDidBecomeActive(_:)``. Call once per frame whose
    /// event slot is free; an event not taken waits for the next frame.
    public mutating func takeEvent() -> ProfilePageEvent? {
        if let tab = pendingActivation {
            pendingActivation = nil
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
    /// list back if another was on screen. A switch not handed out yet is dropped.
    public mutating func pageStateDidReset(tabCount: Int) {
        hasTabs = tabCount > 0
        let tab = hasTabs ? min(shownTab, tabCount - 1) : 0
        pendingSwitch = tab == shownTab ? nil : tab
        pendingActivation = hasTabs && tab == shownTab ? tab : nil
        if hasTabs {
            move(to: tab)
        } else {
            // No pager to draw: it rests on the only list.
            activeTab = 0
            pagePosition = 0
            glide = nil
        }
    }

    // MARK: - Private

    /// Makes `tab` active and sets the position moving to it from where it is, as fast as it moves.
    private mutating func move(to tab: Int) {
        activeTab = tab
        let target = Double(tab)
        if reducesMotion || (glide == nil && pagePosition == target) {
            pagePosition = target
            glide = nil
            return
        }
        let velocity = glide.map { $0.motion.velocity(at: time - $0.since) } ?? 0
        let motion = SpringMotion(spring: Self.spring, from: pagePosition, to: target, initialVelocity: velocity)
        glide = Glide(motion: motion, since: time, settlesAt: motion.settleTime(tolerance: Self.settleTolerance))
    }
}
