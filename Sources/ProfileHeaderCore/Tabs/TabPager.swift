// The tab pager's motion and decisions: which tab is selected, where the pager is, when a tapped tab
// may switch, where a swipe comes to rest, which lists to prepare and when the page follows another
// list. Pure: requests, time and the measured pager in; the pager's position, the selected tab and
// the page's tab events out. The page (ProfilePage.frame) is its only caller.

/// What the pager tells the page this frame about its lists.
enum TabEvent: Equatable, Hashable, Sendable {
    /// List `index` comes on screen (a swipe or a glide toward it, a tap): give it the offset that
    /// keeps the header where it is.
    case willAppear(Int)
    /// List `index` is now the one the page follows: the metrics are its list's from this frame on.
    case didBecomeActive(Int)
}

/// The tab pager: which tab is selected, where the pager is (in tabs, which slides the tab
/// indicator), and the ``TabEvent``s a switch sends to the page.
///
/// The lists sit side by side in a horizontal pager: the platform's paging scroll view, reported
/// every frame with ``track(measuredPagePosition:interaction:tabCount:)`` and driven back with
/// ``drivenPagePosition``, or the page's own (a browser page; a drag on the header), reported the
/// same way. A finger moves the pager; the pager moves itself otherwise (a tapped tab's glide, the
/// spring back to a tab after a slow release), and every list the position brings on screen is
/// prepared first.
///
/// A tab requested with ``request(_:at:tabCount:canSwitch:isRefreshing:interaction:animated:)``
/// becomes the selected one at once if the page allows a switch: not the selected tab, not while the
/// header is pulled, not while a finger drags the list. A tab tapped while the header springs back
/// from a pull waits (``deferredTab``) and ``requestDeferredTab(at:tabCount:canSwitch:isRefreshing:interaction:)``,
/// called every frame, makes the switch once the header is back. The position then moves to the tab
/// on ``spring`` (keeping the velocity of a spring already running, so a second tap mid-way turns
/// smoothly), or jumps there under Reduce Motion. ``takeListEvent()``, once per frame before the
/// page reads its list, hands out ``TabEvent/willAppear(_:)``; ``takeActivation()``, once per
/// frame after it, names the list the page follows from the next frame on (after any list the
/// position brings on screen was told first).
struct TabPager: Equatable, Hashable, Sendable {
    /// The spring the position moves to a new tab on: critically damped, 0.35 s response.
    static let spring = try! DampedSpring(response: 0.35, dampingFraction: 1)
    /// The spring has landed once the position stays this close to the tab, in tabs; it is then
    /// set to the tab exactly.
    static let settleTolerance = 0.001

    /// The pager's position in tabs: 0 at the first tab, 1 at the second, fractional while moving.
    /// Always finite, between the tabs it moves between.
    private(set) var pagePosition: Double
    /// The selected tab: the one shown, or the one a switch is heading to (`0 ..< tabCount`).
    private(set) var activeTab: Int
    /// Reduce Motion: a switch (and a spring already running) jumps to the tab at once.
    var reducesMotion = false
    /// The tab whose list the page follows: the selected tab once its activation has been handed
    /// out (``takeActivation()``).
    private(set) var followedTab: Int
    /// A tab tapped while the header springs back from a pull (pulled, the list moving by itself, no
    /// refresh holding it): the switch waits, and ``requestDeferredTab(at:tabCount:canSwitch:isRefreshing:interaction:)``
    /// makes it once the header is back. Nil when nothing waits; the last tap counts, and a finger
    /// dragging the list drops it.
    private(set) var deferredTab: Int?

    /// The time of the last request or frame, in seconds.
    private var time = 0.0
    /// The spring running, if any.
    private var glide: Glide?
    /// The tab whose list the page was last told about with `willAppear` (the one on screen).
    private var shownTab: Int
    /// A `willAppear` not handed out yet.
    private var pendingSwitch: Int?
    /// An activation not handed out yet.
    private var pendingActivation: Int?
    /// Whether a finger moved the pager at the last ``track(measuredPagePosition:interaction:tabCount:)``.
    private var followsFinger = false
    /// A list brought on screen, to be told about with `willAppear` (no activation).
    private var pendingPreparation: Int?
    /// The tabs whose lists have been prepared to match the followed tab's since it became the
    /// followed one or the pager last rested (a contiguous run around it: the position sweeps across
    /// tabs, never skips).
    private var preparedLowest: Int
    private var preparedHighest: Int

    private struct Glide: Equatable, Hashable, Sendable {
        var motion: SpringMotion
        var since: Double
        var settlesAt: Double
    }

    /// Whether the position is gliding to the selected tab.
    private var isGliding: Bool {
        if case .some = glide { return true }
        return false
    }

    /// A pager at rest on `activeTab` (negative reads as 0), the page following its list.
    init(activeTab: Int = 0) {
        let tab = max(0, activeTab)
        self.activeTab = tab
        self.shownTab = tab
        self.followedTab = tab
        self.pagePosition = Double(tab)
        preparedLowest = tab
        preparedHighest = tab
    }

    /// True while the position moves, an event waits to be handed out or a tap waits for the header:
    /// keep sending frames.
    var needsAnimationFrames: Bool {
        isGliding || pendingSwitch != nil || pendingActivation != nil || pendingPreparation != nil || deferredTab != nil
    }

    /// Whether nothing moves or waits: the pager rests on the selected tab, the page follows its list,
    /// no finger holds it and nothing is to be handed out (tracking a pager at rest changes nothing).
    /// (The lists prepared while it moved are forgotten by the first track at rest: until then it is
    /// not at rest, or a later swipe would take them for ready.)
    var isAtRest: Bool {
        !isGliding && !followsFinger && pendingSwitch == nil && pendingActivation == nil && pendingPreparation == nil
            && deferredTab == nil && followedTab == activeTab && pagePosition == Double(activeTab)
            && preparedLowest == activeTab && preparedHighest == activeTab
    }

    /// The tab shown as selected: a tap waiting for the header's return, else the selected tab.
    var selectedTab: Int { deferredTab ?? activeTab }

    /// The position to give the pager, in tabs; nil while a finger moves it (its measured position
    /// is the truth then).
    var drivenPagePosition: Double? {
        followsFinger ? nil : pagePosition
    }

    /// Asks for `tab` at `time` seconds (a tap on it, a key that selects it) on a page of `tabCount`
    /// tabs that, as of the last frame, lets its tabs switch (`canSwitch`: not pulled) and is
    /// refreshing or not; `interaction` is what the finger does to the list now. Returns whether the
    /// switch happens: false for a tab the page does not have, the selected tab, a page whose header
    /// is pulled, a finger dragging the list, or a finger moving the pager (nothing changes then). A
    /// tab asked for while the header springs back from a pull (`interaction` decelerating) or a
    /// refresh holds it is kept as ``deferredTab``: the switch happens when the header is back (a
    /// finger dragging the list meanwhile drops it).
    /// `animated: false` jumps to the tab, as Reduce Motion does.
    @discardableResult
    mutating func request(_ tab: Int, at time: Double, tabCount: Int, canSwitch: Bool, isRefreshing: Bool,
                          interaction: PageInteraction, animated: Bool = true) -> Bool {
        advance(to: time)
        deferredTab = nil  // the last tap counts
        guard tabCount > 0, tab >= 0, tab < tabCount, tab != activeTab, interaction != .dragging, !followsFinger else {
            return false
        }
        guard canSwitch else {
            // Kept while the header springs back on its own or a refresh holds it (made once it is
            // back); refused while it is held pulled by anything else (a program, a finger).
            if interaction == .decelerating || isRefreshing { deferredTab = tab }
            return false
        }
        // Back to the list on screen before its switch was sent: the page never hears of it.
        pendingSwitch = tab == shownTab ? nil : tab
        move(to: tab, animated: animated)
        return true
    }

    /// Once per frame, after ``advance(to:)`` and before ``takeListEvent()`` (with what the page
    /// allowed as of the last frame and what the finger does now): makes the switch to
    /// ``deferredTab`` as soon as the page allows it (the header is back from its pull); a finger
    /// dragging the list drops it. Nothing waiting: nothing changes.
    mutating func requestDeferredTab(at time: Double, tabCount: Int, canSwitch: Bool, isRefreshing: Bool,
                                     interaction: PageInteraction) {
        guard let tab = deferredTab else { return }
        guard interaction != .dragging else {
            deferredTab = nil
            return
        }
        guard canSwitch else { return }
        request(tab, at: time, tabCount: tabCount, canSwitch: canSwitch, isRefreshing: isRefreshing, interaction: interaction)
    }

    /// Moves time on to `time` seconds (a frame): the position follows the spring and lands on the
    /// selected tab exactly. A time that is not finite, or earlier than the last, changes nothing.
    mutating func advance(to rawTime: Double) {
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

    /// The list event for this frame, before the page reads its list: ``TabEvent/willAppear(_:)``
    /// for a list the position brings on screen, else for a switch (give the incoming list the
    /// offset that keeps the header where it is); nil when there is none. One per frame; an event not
    /// taken waits for the next frame.
    mutating func takeListEvent() -> TabEvent? {
        if let tab = pendingPreparation {
            pendingPreparation = nil
            return .willAppear(tab)
        }
        if pendingActivation == nil, let tab = pendingSwitch {
            pendingSwitch = nil
            shownTab = tab
            pendingActivation = tab
            return .willAppear(tab)
        }
        return nil
    }

    /// The list the page follows from the next frame on, once per frame after the page has read its
    /// list: the switched-to tab, once its list and every list the position brought on screen were
    /// told (nil while one waits, or when nothing switches).
    mutating func takeActivation() -> Int? {
        guard pendingPreparation == nil, let tab = pendingActivation else { return nil }
        pendingActivation = nil
        followedTab = tab
        // Lists prepared to match the last followed list are told again, to match this one.
        preparedLowest = tab
        preparedHighest = tab
        return tab
    }

    /// Once per frame after ``advance(to:)`` and before ``takeListEvent()``: the pager as measured now
    /// (the platform's paging scroll view, or the page's own swipe). `measuredPagePosition` is its
    /// position in tabs (a value that is not finite is ignored); `interaction` is what the finger
    /// does to it (dragging, or decelerating after a drag); `tabCount` is the page's.
    ///
    /// While a finger moves it, the position is the measured one (a running glide stops: the finger
    /// took over). When it stops moving by itself, the nearest tab becomes the selected one (prepared
    /// first if it never showed) and the position springs to it if it is not there (a slow release
    /// mid-page). Otherwise the measurement is ignored: the pager is where ``drivenPagePosition``
    /// put it. Every list the position shows (the tabs on either side of it) that has not been
    /// prepared since the pager last rested is handed out with ``takeListEvent()``, one per frame.
    mutating func track(measuredPagePosition: Double, interaction: PageInteraction, tabCount: Int) {
        guard tabCount > 0 else { return }
        let lastTab = Double(tabCount - 1)
        if interaction != .idle {
            followsFinger = true
            glide = nil
            if measuredPagePosition.isFinite { pagePosition = min(max(measuredPagePosition, 0), lastTab) }
        } else if followsFinger {
            // The finger's swipe came to rest (where the scroll view says): on the nearest tab.
            followsFinger = false
            if measuredPagePosition.isFinite { pagePosition = min(max(measuredPagePosition, 0), lastTab) }
            let tab = Int(min(max(pagePosition, 0), lastTab) + 0.5)   // (positions are never negative)
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
                    pendingActivation = tab
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

    /// Makes `tab` selected and sets the position moving to it from where it is, as fast as it moves
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
