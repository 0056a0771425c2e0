// The motion a surface without its own gets from the engine (the browser playground): the scroll
// motion (PageScroller), a finger's release velocity (DragVelocity) and the tab pager
// (PageTabPager, for one list at a time or for lists side by side in UIKit's pager, measured with
// any positions), under any inputs and any times.
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
    guard let page = try? ProfilePage.tabbed(design: .twitter, tabCount: tabCount) else {
        return check(false, "scroller.page", "a tabbed .twitter page with \(tabCount) tabs was refused")
    }
    var pager = PageTabPager(activeTab: input.int(0...(tabCount - 1)), listsSideBySide: input.bool())
    pager.reducesMotion = input.byte() % 4 == 0
    let state = ProfilePageState()

    var time = 0.0
    var latest = 0.0  // the latest finite time given: times that go back change nothing
    for _ in 0..<input.int(1...48) {
        let kind = input.byte() % 17
        let value = input.byte() % 4 == 0 ? input.double() : input.ordinary(600)
        time = input.byte() % 16 == 0 ? input.double() : time + (input.bool() ? 1.0 / 60 : input.ordinary(0.5).magnitude)
        if time.isFinite { latest = max(latest, time) }
        switch kind {
        case 0: scroller.apply(.touchBegan(y: value), at: time, bounds: bounds)
        case 1, 2: scroller.apply(.touchMoved(y: value), at: time, bounds: bounds)
        case 3: scroller.apply(.touchEnded, at: time, bounds: bounds)
        case 4: scroller.apply(.wheel(deltaY: value), at: time, bounds: bounds)
        case 5: scroller.apply(.key(ScrollKey.allCases[input.int(0...5)], visibleHeight: value), at: time, bounds: bounds)
        case 6: scroller.apply(input.bool() ? .scrollBy(delta: value) : .scrollTo(contentOffsetY: value), at: time, bounds: bounds)
        case 7: scroller.apply(.set(contentOffsetY: value), at: time, bounds: bounds)
        case 8: finger.moved(to: value, at: time)
        case 9: pager.request(input.int(-1...6), at: time, page: page, state: state,
                              interaction: [.idle, .dragging, .decelerating][input.int(0...2)])
        case 10: _ = pager.takeEvent()
        case 11: pager.track(measuredPagePosition: input.bool() ? input.double() : value / 600, interaction: [.idle, .dragging, .decelerating][input.int(0...2)],
                             page: page)
        case 12:
            let target = pager.releaseTarget(pagePosition: value / 600, velocity: input.double(), state: state)
            check(target.map { $0.isFinite && $0 >= 0 && $0 < Double(tabCount) } ?? true, "pager.target", "target \(String(describing: target))")
        case 13: scroller.apply(.contentInsertedAbove(height: value), at: time, bounds: bounds)
        case 14: scroller.apply(.touchBeganOnHeader(y: value), at: time, bounds: bounds)
        case 15: pager.requestDeferredTab(at: time, page: page, state: state, interaction: [.idle, .dragging, .decelerating][input.int(0...2)])
        default: scroller.advance(to: time, bounds: bounds); pager.advance(to: time)
        }
        check(scroller.contentOffsetY.isFinite, "scroller.finite", "offset \(scroller.contentOffsetY) after input \(kind) at \(time), bounds \(bounds)")
        if let release = scroller.takeRelease() {
            check(release.isFinite && release.magnitude <= DragVelocity.maximumSpeed, "scroller.release", "release \(release)")
        }
        check(finger.velocity.isFinite && finger.velocity.magnitude <= DragVelocity.maximumSpeed && finger.release(at: time).isFinite,
              "velocity.finite", "velocity \(finger.velocity), release \(finger.release(at: time)) at \(time)")
        check(pager.pagePosition.isFinite && pager.activeTab >= 0 && pager.activeTab < tabCount,
              "pager.finite", "position \(pager.pagePosition), tab \(pager.activeTab) of \(tabCount)")
    }

    // Left alone (no finger down), everything comes to rest: the content inside its bounds, the pager on its tab.
    guard latest < 1e9 else { return }
    // (Side by side, the surface goes on reporting its scroll view, now still, every frame.)
    for step in 0..<(4 * tabCount + 4) {
        pager.advance(to: latest + 1 + Double(step))
        pager.track(measuredPagePosition: pager.drivenPagePosition ?? pager.pagePosition, interaction: .idle, page: page)
        _ = pager.takeEvent()
    }
    let later = latest + 120
    pager.advance(to: later)
    check(pager.pagePosition == Double(pager.activeTab) && !pager.needsAnimationFrames, "pager.settles",
          "position \(pager.pagePosition) for tab \(pager.activeTab) two minutes later")
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
