// The frame's move stage, for the active list: the intent, and the page's own scrolling (a browser
// page's lists, a drag on the header) moved on to this frame.

/// The active list as this frame reads it, once the intent and the page's own motions have moved.
struct FrameList {
    /// Where it is (the page's own motion's while one runs, else as measured), in points.
    var contentOffsetY: Double
    /// What moves it: the page's own motion's, else the platform's finger.
    var interaction: PageInteraction
    /// Since when it rests, if it does, in seconds: the instant the page's own motion of it came to
    /// rest (between two frames), else this frame's time (the platform's list, found at rest now).
    var restedAt: Double
    /// A finger lifted this frame: its velocity, in points per second toward the content's end.
    var releaseVelocity: Double?
    /// Where the platform proposes the released list comes to rest, if it proposes anything.
    var proposedContentOffsetY: Double?
    /// The app starts (``ProfilePageIntent/refreshStarted``) or ends a refresh this frame, or `.none`.
    var refreshIntent: ProfilePageIntent
    /// The tab strip's offset while the user scrolls it by hand (the page's own motion, or the
    /// platform's strip as measured), in points; nil when they do not.
    var tabStripOffsetX: Double?
}

extension ProfilePage {
    /// The move stage for the active list: the platform taking the list back from the page's own
    /// motion, the intent (a release, a refresh, pointer input), and the page's motions moved on.
    @inline(__always)
    func moveList(_ state: inout ProfilePageState, _ metrics: ProfilePageMetrics, _ adaptation: PageAdaptation,
                  _ intent: ProfilePageIntent, activated: Int?) -> FrameList {
        var list = FrameList(contentOffsetY: metrics.contentOffsetY, interaction: metrics.interaction, restedAt: metrics.time,
                             refreshIntent: .none, tabStripOffsetX: metrics.tabStripOffsetX)
        if state.gestures.movesList, metrics.interaction != .dragging,
           abs(metrics.contentOffsetY - state.gestures.listWritten) > 0.5 {
            // The platform moving the list another way (the app, a status-bar tap, the browser)
            // leaves it there.
            state.gestures.list?.apply(.set(contentOffsetY: metrics.contentOffsetY), at: metrics.time, bounds: Self.listBounds(metrics))
        }
        switch intent {
        case let .listReleased(index, velocity, proposed):
            // Only the followed list's release counts: the page follows one list.
            if index == activeListIndex(state, adaptation) {
                list.releaseVelocity = velocity.isFinite ? velocity : 0
                list.proposedContentOffsetY = proposed
            }
        case .refreshStarted, .refreshFinished:
            list.refreshIntent = intent
        case .pointer, .tabTapped, .moveHeader:
            applyGesture(&state, metrics, adaptation, intent)
        case let .holdHeaderCollapsed(true, animated) where state.headerHold == .pending:
            // A hold asked of a header not collapsed: the page collapses it (held once it rests
            // collapsed; a finger on the list wins, and the hold waits until the user collapses it).
            applyGesture(&state, metrics, adaptation, .moveHeader(to: .collapsed, animated: animated))
        case .none, .pagerReleased, .holdHeaderCollapsed:
            break
        }
        // The platform's finger on the list holds it: the page's own motion of it stops (a drag on the
        // list over the page's momentum; a press on the header while a finger holds the list pulled).
        if metrics.interaction == .dragging, state.gestures.movesList { state.gestures.list = nil }
        if state.gestures.isMoving { moveOnOwnMotions(&list, &state, metrics, adaptation) }
        return list
    }

    /// The intents the page's own scrolling takes: pointer input, and a tap on the selected tab again —
    /// its list back to its first row, right under the pinned header, which stays collapsed; with the
    /// list already there (or above), the page's top, the header expanded, as a tap on the status bar
    /// does (the X app's tab bar). Moved on with the page's motions after it, so Reduce Motion's jump
    /// shows in this frame.
    @inline(never)  // only on input: out of the frame's straight line
    private func applyGesture(_ state: inout ProfilePageState, _ metrics: ProfilePageMetrics, _ adaptation: PageAdaptation,
                              _ intent: ProfilePageIntent) {
        switch intent {
        case let .pointer(input):
            state.gestures.apply(input, gestureContext(state, metrics, adaptation))
        case let .tabTapped(tab, _) where adaptation.hasTabs && Self.isRetap(tab, state):
            // Header offsets as the page counts them (from its written top inset, without a refresh's
            // held inset).
            let listTop = Self.listTopOffset(adaptation)
            let offset = metrics.contentOffsetY + adaptation.offsetBase
            let target = offset > listTop + 0.5 ? listTop : 0
            state.gestures.scroll(to: target - adaptation.offsetBase, gestureContext(state, metrics, adaptation))
        case let .moveHeader(position, animated):
            // A finger wins — on the list, on the header or a wheel driving it, paging the tabs: the
            // app's move is dropped (a list beside the one on screen was placed for this header).
            guard metrics.interaction != .dragging, state.gestures.list?.interaction != .dragging,
                  state.gestures.press == nil, !state.gestures.isSwiping, metrics.pagerInteraction == .idle
            else { return }
            let listTop = Self.listTopOffset(adaptation)
            // On the page's first frame a list anywhere above its content's start is at the top (where
            // the frame puts it: a new scroll view starts at 0, whatever insets it will have).
            let isFirstFrame = state.headerContentHeight == nil
            let offset = isFirstFrame && metrics.contentOffsetY <= 0 ? 0 : metrics.contentOffsetY + adaptation.offsetBase
            let target: Double
            switch position {
            case .expanded:
                // Expanded already (a refresh's spinner shown above it too): stays.
                guard offset > 0.5 || state.gestures.movesList else { return }
                target = 0
            case .collapsed:
                // There or past it, and not heading above it (an expand from code under way): stays.
                let heading = state.gestures.list?.scrollTarget.map { $0 + adaptation.offsetBase } ?? offset
                guard min(offset, heading) < listTop - 0.5 else { return }
                target = listTop
            }
            var context = gestureContext(state, metrics, adaptation)
            context.reducesMotion = context.reducesMotion || !animated
            // The bottom padding this frame writes lets a short list scroll to its collapse: the motion
            // may go there before the padding is measured.
            context.listBounds.bottom = max(context.listBounds.bottom, target - adaptation.offsetBase)
            state.gestures.scroll(to: target - adaptation.offsetBase, context)
        default:
            break
        }
    }

    /// The header offset at which the list's first row lies right under the pinned header (with the
    /// tab bar pinned under it, on a tabbed page), in points: where a collapse from code and a re-tap
    /// put the list.
    @inline(__always)
    static func listTopOffset(_ adaptation: PageAdaptation) -> Double {
        adaptation.headerContentHeight - adaptation.pinnedCover
    }

    /// The page's own motions moved on to this frame (the list's, the strip's, a swipe's), into `list`.
    @inline(never)  // only while the page moves something itself: out of the frame's straight line
    private func moveOnOwnMotions(_ list: inout FrameList, _ state: inout ProfilePageState, _ metrics: ProfilePageMetrics,
                                  _ adaptation: PageAdaptation) {
        let context = gestureContext(state, metrics, adaptation)
        if let byHand = state.gestures.advance(context) { list.tabStripOffsetX = byHand }
        guard var moving = state.gestures.list else { return }
        // Under the top inset and spacer this frame writes (a first frame, a new adaptation: the
        // header's height changed), so the list is where the motion puts it once written (a pull
        // stays a pull under a top inset that moves).
        let bounds = Self.writtenListBounds(metrics, adaptation, heldInset: state.heldInset)
        if bounds != Self.listBounds(metrics) { moving.move(to: bounds) }
        list.contentOffsetY = Self.shown(moving.contentOffsetY, metrics, bounds)
        if list.contentOffsetY != moving.contentOffsetY, moving.interaction != .dragging {
            // A surface that keeps no offset past the edges: the page's own motion stops at the
            // edge it reached, where the list is (a finger's drag goes on, held there).
            moving.apply(.set(contentOffsetY: list.contentOffsetY), at: metrics.time, bounds: bounds)
        }
        list.interaction = moving.interaction
        list.restedAt = min(moving.restedAt ?? metrics.time, metrics.time)
        if let velocity = moving.takeRelease() {
            list.releaseVelocity = velocity
            list.proposedContentOffsetY = nil
        }
        state.gestures.list = moving
    }

    /// Where the active list may rest once this frame's writes are in: its top inset (with the held
    /// refresh inset `heldInset`) and spacer as the page writes them; its bottom inset with the
    /// padding `bottomInset` when given (`contentInsetBottom`'s adjusted value), else as measured.
    @inline(__always)
    static func writtenListBounds(_ metrics: ProfilePageMetrics, _ adaptation: PageAdaptation, heldInset: Double,
                                  bottomInset: Double? = nil) -> PageScroller.Bounds {
        PageScroller.Bounds(adjustedInsetTop: adaptation.baseTop + heldInset,
                            contentHeight: metrics.contentHeight + adaptation.topSpacerHeight - metrics.topSpacerHeight,
                            adjustedInsetBottom: bottomInset ?? metrics.adjustedContentInsetBottom, viewportHeight: metrics.viewportHeight)
    }

    /// Where the list shows a motion's offset within `bounds`: as it is, or within the bounds on a
    /// surface that keeps no offset past the edges.
    @inline(__always)
    static func shown(_ contentOffsetY: Double, _ metrics: ProfilePageMetrics, _ bounds: PageScroller.Bounds) -> Double {
        metrics.keepsOffsetsPastEdges ? contentOffsetY : clamp(contentOffsetY, bounds.top, bounds.bottom)
    }

    /// Whether a tap on `tab` is a tap on the selected tab again (none waiting to be switched to).
    @inline(__always)
    static func isRetap(_ tab: Int, _ state: ProfilePageState) -> Bool {
        tab == state.tabPager.activeTab && state.tabPager.deferredTab == nil
    }

    /// The list the page follows: the tab pager's, or the only one.
    @inline(__always)
    func activeListIndex(_ state: ProfilePageState, _ adaptation: PageAdaptation) -> Int {
        adaptation.hasTabs ? state.tabPager.followedTab : 0
    }

    /// What the page's own scrolling needs to know of the page now (as of the last frame for what
    /// this frame has not worked out yet: whether the tabs may switch, the strip's offset).
    func gestureContext(_ state: ProfilePageState, _ metrics: ProfilePageMetrics,
                        _ adaptation: PageAdaptation) -> PageGestures.Context {
        let canSwitch = adaptation.hasTabs && adaptation.tabsGeometry.canSwitchTabs(state.tabsState)
        let swipes = pagerSwipes(adaptation, canSwitch: canSwitch, pagePosition: state.tabPager.pagePosition, metrics)
        // What a page key scrolls by: the list under the header once pinned (where a page's scroll
        // leaves it), as its indicator inset measures it then; not under the header as last drawn,
        // which a key between two frames of a collapsing header read at a place that changed with
        // the frame rate.
        let systemTop = metrics.adjustedContentInsetTop - metrics.contentInsetTop
        return PageGestures.Context(
            listBounds: Self.listBounds(metrics), listOffset: metrics.contentOffsetY,
            visibleHeight: metrics.viewportHeight - max(0, adaptation.pinnedCover - systemTop),
            stripOverflow: adaptation.tabStripOverflow, stripOffset: state.tabStripOffsetX,
            stripWidth: adaptation.configuration.viewportWidth, pagePosition: state.tabPager.pagePosition,
            tabs: adaptation.tabsGeometry, isRightToLeft: adaptation.mirrorsTabs,
            takesRightwardSwipes: swipes.rightward, takesLeftwardSwipes: swipes.leftward,
            time: metrics.time, reducesMotion: metrics.reducesMotion)
    }

    /// Which way a finger may page the tabs now, by its direction on screen: only with tabs that may
    /// switch (`canSwitch`: not while the header is pulled), and not toward the previous screen on
    /// the first tab (the pager at `pagePosition` 0) while the system's back gesture is there (right to
    /// left, the first tab is the rightmost and the back gesture moves the other way).
    func pagerSwipes(_ adaptation: PageAdaptation, canSwitch: Bool, pagePosition: Double,
                     _ metrics: ProfilePageMetrics) -> (rightward: Bool, leftward: Bool) {
        guard adaptation.hasTabs, canSwitch else { return (false, false) }
        let yieldsToBack = metrics.backSwipeAvailable && pagePosition <= 0
        return (!(yieldsToBack && !adaptation.mirrorsTabs), !(yieldsToBack && adaptation.mirrorsTabs))
    }
}
