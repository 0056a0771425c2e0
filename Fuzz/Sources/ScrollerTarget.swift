// The motion a surface without its own gets from the engine (the browser playground): the scroll
// motion (PageScroller), a finger's release velocity (DragVelocity), and the page's tab motion the
// one call runs inside (internal, reachable here because the engine and the targets are one module):
// the tab pager (TabPager: taps, a tap that waits for the header, a pager measured anywhere by a
// finger, its glide and the list events it hands the page) and the page's own swipe of it
// (TabSwipe, read by the pager as its measured pager, as the page does) — under any inputs and any
// times.
func fuzzScroller(_ input: inout FuzzInput) {
    // Ordinary bounds most of the time (so the settling promises can be checked), anything sometimes.
    let wild = input.byte() % 8 == 0
    func length(_ input: inout FuzzInput, _ typical: Double) -> Double { wild ? input.double() : input.ordinary(typical) }
    // (`ordinary` is anything one time in eight too: the settling check below looks at the bounds made.)
    let bounds = PageScroller.Bounds(adjustedInsetTop: length(&input, 300), contentHeight: length(&input, 5_000),
                                     adjustedInsetBottom: length(&input, 100), viewportHeight: length(&input, 900))
    check(bounds.top.isFinite && bounds.bottom.isFinite && bounds.bottom >= bounds.top && bounds.dimension >= 1,
          "scroller.bounds", "bounds \(bounds)")
    var scroller = PageScroller(contentOffsetY: input.bool() ? input.double() : input.ordinary(2_000), bounds: bounds)
    scroller.reducesMotion = input.byte() % 4 == 0
    var finger = DragVelocity(y: input.double(), time: input.double())
    let tabCount = input.int(1...5)
    guard let tabs = try? TabsConfiguration.profile(header: .twitter, tabCount: tabCount, viewportHeight: 852) else {
        return check(false, "scroller.tabs", "a .twitter profile's tabs with \(tabCount) tabs were refused")
    }
    var pager = TabPager(activeTab: input.int(0...(tabCount - 1)))
    pager.reducesMotion = input.byte() % 4 == 0
    // What the page tells the pager of itself: whether the tabs may switch (not pulled), refreshing.
    var canSwitch = true, isRefreshing = false
    // The page's own swipe: a page width (points; sometimes anything), the direction the tabs run.
    let pageWidth = input.byte() % 8 == 0 ? input.double() : 393
    let isRightToLeft = input.bool()
    var swipe: TabSwipe?
    func interaction(_ input: inout FuzzInput) -> PageInteraction { [.idle, .dragging, .decelerating][input.int(0...2)] }
    func checkSwipe(_ swipe: TabSwipe?, _ what: String) {
        guard let swipe else { return }
        check(swipe.pagePosition.isFinite && swipe.pagePosition >= 0 && swipe.pagePosition <= Double(tabCount - 1),
              "swipe.within-tabs", "position \(swipe.pagePosition) of \(tabCount) tabs after \(what): \(swipe)")
    }
    func checkEvent(_ event: TabEvent?) {
        switch event {
        case let .willAppear(tab), let .didBecomeActive(tab):
            check(tab >= 0 && tab < tabCount, "pager.events", "event \(String(describing: event)) for \(tabCount) tabs")
        case nil: break
        }
    }

    var time = 0.0
    var latest = 0.0  // the latest finite time given: times that go back change nothing
    for _ in 0..<input.int(1...48) {
        let kind = input.byte() % 23
        let value = input.byte() % 4 == 0 ? input.double() : input.ordinary(600)
        time = input.byte() % 16 == 0 ? input.double() : time + (input.bool() ? 1.0 / 60 : input.ordinary(0.5).magnitude)
        if time.isFinite { latest = max(latest, time) }
        switch kind {
        case 0: scroller.apply(.touchBegan(y: value), at: time, bounds: bounds)
        case 1, 2: scroller.apply(.touchMoved(y: value), at: time, bounds: bounds)
        case 3: scroller.apply(.touchEnded, at: time, bounds: bounds)
        case 4:  // a wheel event, or (a quarter of the time each) a trackpad's step or its fingers lifting
            let device = input.byte() % 4
            scroller.apply(device == 1 ? .trackpadLifted(velocity: value * 8) : device == 2 ? .trackpad(deltaY: value) : .wheel(deltaY: value),
                           at: time, bounds: bounds)
        case 5: scroller.apply(.key(ScrollKey.allCases[input.int(0...5)], visibleHeight: value), at: time, bounds: bounds)
        case 6: scroller.apply(input.bool() ? .scrollBy(delta: value) : .scrollTo(contentOffsetY: value), at: time, bounds: bounds)
        case 7: scroller.apply(.set(contentOffsetY: value), at: time, bounds: bounds)
        case 8: finger.moved(to: value, at: time)
        case 9: pager.request(input.int(-1...6), at: time, tabCount: tabCount, canSwitch: canSwitch, isRefreshing: isRefreshing,
                              interaction: interaction(&input), animated: input.byte() % 4 != 0)
        case 10:
            checkEvent(pager.takeListEvent())
            let activated = pager.takeActivation()
            check(activated.map { $0 >= 0 && $0 < tabCount } ?? true, "pager.events", "activation \(String(describing: activated))")
        case 11: pager.track(measuredPagePosition: input.bool() ? input.double() : value / 600, interaction: interaction(&input),
                             tabCount: tabCount)
        case 12:
            let target = tabs.settledTab(pagePosition: value / 600, velocity: input.double())
            check(target >= 0 && target < tabCount, "pager.target", "target \(target)")
        case 13: scroller.apply(.contentInsertedAbove(height: value), at: time, bounds: bounds)
        case 14: scroller.apply(.touchBeganOnHeader(y: value), at: time, bounds: bounds)
        case 15: pager.requestDeferredTab(at: time, tabCount: tabCount, canSwitch: canSwitch, isRefreshing: isRefreshing,
                                          interaction: interaction(&input))
        case 16:
            // The header pulled or back, a refresh starting or ending.
            if input.bool() { canSwitch.toggle() } else { isRefreshing.toggle() }
        case 17:
            // A sideways drag becomes a swipe where the pager is (or anywhere).
            swipe = TabSwipe(pagePosition: input.bool() ? pager.pagePosition : value / 600, tabCount: tabCount, pageWidth: pageWidth,
                             isRightToLeft: isRightToLeft, translationX: 0, time: time)
            check(swipe != nil || tabCount < 2 || !(pageWidth > 0 && pageWidth.isFinite), "swipe.made",
                  "no swipe for \(tabCount) tabs \(pageWidth) points wide")
            checkSwipe(swipe, "its start")
        case 18, 19:
            swipe?.moved(translationX: value, at: time)
            checkSwipe(swipe, "a move to \(value)")
        case 20:
            // The finger lifts: one page on for a flick, else the nearer tab (as the page releases it).
            if var released = swipe {
                let velocity = released.releaseVelocity(at: time)
                check(velocity.isFinite, "swipe.release", "release velocity \(velocity)")
                released.release(toward: tabs.settledTab(pagePosition: released.pagePosition, velocity: velocity), at: time,
                                 reducesMotion: pager.reducesMotion)
                swipe = released
            }
        case 21:
            // The page reads its own swipe as its measured pager.
            if var measured = swipe {
                let moving = measured.measure(at: time)
                checkSwipe(measured, "a measure at \(time)")
                pager.track(measuredPagePosition: measured.pagePosition, interaction: moving, tabCount: tabCount)
                swipe = moving == .idle ? nil : measured
            }
        default: scroller.advance(to: time, bounds: bounds); pager.advance(to: time)
        }
        check(scroller.contentOffsetY.isFinite, "scroller.finite", "offset \(scroller.contentOffsetY) after input \(kind) at \(time), bounds \(bounds)")
        if let release = scroller.takeRelease() {
            check(release.isFinite && release.magnitude <= DragVelocity.maximumSpeed, "scroller.release", "release \(release)")
        }
        check(finger.velocity.isFinite && finger.velocity.magnitude <= DragVelocity.maximumSpeed && finger.release(at: time).isFinite,
              "velocity.finite", "velocity \(finger.velocity), release \(finger.release(at: time)) at \(time)")
        check(pager.pagePosition.isFinite && pager.pagePosition >= 0 && pager.pagePosition <= Double(tabCount - 1),
              "pager.within-tabs", "position \(pager.pagePosition) of \(tabCount) tabs after input \(kind): \(pager)")
        check(pager.activeTab >= 0 && pager.activeTab < tabCount && pager.selectedTab >= 0 && pager.selectedTab < tabCount
              && pager.followedTab >= 0 && pager.followedTab < tabCount,
              "pager.tabs", "tabs \(pager.activeTab), \(pager.selectedTab), \(pager.followedTab) of \(tabCount): \(pager)")
    }

    // Left alone (no finger down, the header back), everything comes to rest: the content inside its
    // bounds, the pager on its tab with the page following it.
    guard latest < 1e9 else { return }
    // A finger on the swipe lifts; the swipe lands; the page drives the pager every frame.
    if var released = swipe, released.isDragging {
        released.release(toward: tabs.settledTab(pagePosition: released.pagePosition, velocity: 0), at: latest,
                         reducesMotion: pager.reducesMotion)
        swipe = released
    }
    for step in 0..<(4 * tabCount + 8) {
        let now = latest + 1 + Double(step)
        pager.advance(to: now)
        pager.requestDeferredTab(at: now, tabCount: tabCount, canSwitch: true, isRefreshing: false, interaction: .idle)
        if var measured = swipe {
            let moving = measured.measure(at: now + 100)
            pager.track(measuredPagePosition: measured.pagePosition, interaction: moving, tabCount: tabCount)
            swipe = moving == .idle ? nil : measured
        } else {
            pager.track(measuredPagePosition: pager.drivenPagePosition ?? pager.pagePosition, interaction: .idle, tabCount: tabCount)
        }
        checkEvent(pager.takeListEvent())
        _ = pager.takeActivation()
    }
    let later = latest + 120
    pager.advance(to: later)
    check(swipe == nil && pager.pagePosition == Double(pager.activeTab) && pager.followedTab == pager.activeTab
          && !pager.needsAnimationFrames && pager.isAtRest,
          "pager.settles", "position \(pager.pagePosition) for tab \(pager.activeTab), following \(pager.followedTab), two minutes later: \(pager)")
    // Two long frames: a frame after a long gap ends the phase the motion was in (a fling, a wheel
    // gesture) and starts the next (the spring back) at that frame; the next one finishes it.
    scroller.advance(to: later, bounds: bounds)
    scroller.advance(to: later + 120, bounds: bounds)
    let ordinary = [bounds.top, bounds.bottom, bounds.dimension].allSatisfy { $0.magnitude < 1e7 }
    guard ordinary, scroller.interaction != .dragging else { return }  // a finger still down may hold a pull
    let offset = scroller.contentOffsetY
    check(offset >= bounds.top - 0.5 && offset <= bounds.bottom + 0.5 && !scroller.isMoving, "scroller.settles",
          "offset \(offset) (moving: \(scroller.isMoving)) four minutes later, bounds \(bounds): \(scroller)")
}
