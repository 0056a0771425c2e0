import Testing

@testable import ProfileHeaderCore

/// What the user sees of the bars, written the way `ShyBarsController` writes them: literally from
/// each step's `ownership` and layout, nothing decided here. The navigation bar and the toolbar are
/// shared by every screen of a navigation stack.
struct SharedBarsModel: Equatable {
    var barTranslation = 0.0
    var barTakesTouches = true
    var barContentAlpha = 1.0
    var extensionTranslation = 0.0
    var extensionTakesTouches = true
    var followerTranslations: [Double]
    /// Bumped by every write, so a test can see that nothing was written.
    var writes = 0

    init(followers: Int) { followerTranslations = Array(repeating: 0, count: followers) }

    /// The back button is where the next screen expects it: at rest, opaque, taking touches.
    var backButtonUsable: Bool { barTranslation == 0 && barTakesTouches && barContentAlpha == 1 }

    mutating func write(_ layout: ShyBarsLayout) {
        writes += 1
        barTranslation = layout.bar(0).translationY
        barTakesTouches = layout.bar(0).takesTouches
        barContentAlpha = layout.bar(0).contentAlpha
        extensionTranslation = layout.bar(1).translationY
        extensionTakesTouches = layout.bar(1).takesTouches
        for index in followerTranslations.indices { followerTranslations[index] = layout.followerTranslationY(index) }
    }

    /// Handing back: everything as it was taken (at rest, touchable).
    mutating func handBack() {
        self = SharedBarsModel(followers: followerTranslations.count)
        writes += 1
    }
}

/// A screen with shy bars driven the way the UIKit front end drives them: one `.frame` input per
/// layout pass (with `isDecelerating`), lifecycle inputs from the view controller, and each step
/// applied through its `ownership`.
struct ShyScreenSimulator {
    var sim: ShyBarsSimulator
    var bars: SharedBarsModel
    var isDecelerating = false

    init(configuration: ShyBarsConfiguration = ShyBarsSimulator.standard, contentHeight: Double = 3_000) {
        sim = ShyBarsSimulator(configuration: configuration, contentHeight: contentHeight)
        bars = SharedBarsModel(followers: configuration.followers.count)
    }

    var metrics: ScrollMetrics {
        var metrics = sim.metrics
        metrics.isDecelerating = isDecelerating
        return metrics
    }

    @discardableResult
    mutating func send(_ input: ShyBarsInput) -> ShyBarsStep {
        let step = sim.send(input)
        switch step.ownership {
        case .take, .drive: bars.write(step.layout)
        case .handBack: bars.handBack()
        case .leave: break
        }
        return step
    }

    /// One layout pass at a position.
    @discardableResult
    mutating func pass(at position: Double) -> ShyBarsStep {
        sim.position = position
        return send(.frame(metrics))
    }

    /// Layout passes moving by `total` in frames of `step` points.
    mutating func scroll(by total: Double, step: Double = 10) {
        var remaining = abs(total)
        let sign: Double = total < 0 ? -1 : 1
        while remaining > 0 {
            let move = min(step, remaining)
            pass(at: sim.position + sign * move)
            remaining -= move
        }
    }
}

@Suite("Shy bars as a screen: appear, disappear, reappear, foreground")
struct ShyBarsScreenLifecycleTests {
    @Test("A size change hands the bars back at rest for its duration and takes them again, shown, when it ends; off screen it does nothing")
    func sizeTransition() {
        var screen = ShyScreenSimulator()
        screen.pass(at: 800)
        screen.scroll(by: 200)
        #expect(screen.sim.state.status == .contracted)
        let began = screen.send(.sizeTransitionBegan)
        #expect(began.ownership == .handBack && !began.animatesChange)
        #expect(screen.bars.backButtonUsable, "at rest while the containers lay the bars out")
        // Frames during the change only measure; the new viewport does not move the bars.
        let writes = screen.bars.writes
        screen.scroll(by: 100)
        #expect(screen.bars.writes == writes)
        let ended = screen.send(.sizeTransitionEnded)
        #expect(ended.ownership == .take)
        #expect(screen.sim.state.status == .expanded && screen.bars.backButtonUsable)
        screen.pass(at: screen.sim.position + 50)
        #expect(screen.sim.hidden == 0, "the first frame after it only measures")
        screen.scroll(by: 100)
        #expect(screen.sim.state.status == .contracted, "and scrolling hides them again")
        #expect(screen.send(.sizeTransitionEnded).ownership == .drive, "a second end changes nothing")

        // Off screen (another screen has the bars): neither input touches them.
        screen.send(.disappeared)
        #expect(screen.send(.sizeTransitionBegan).ownership == .leave)
        #expect(screen.send(.sizeTransitionEnded).ownership == .leave)
        #expect(!screen.sim.state.canHoldBars)
        // Begun on screen, then the screen went away during the change: the end does not take them.
        screen.send(.appeared)
        screen.send(.sizeTransitionBegan)
        screen.send(.disappeared)
        #expect(screen.send(.sizeTransitionEnded).ownership == .leave)

        // Overlapping changes (or one heard twice): taken again when the last one ends.
        screen.send(.appeared)
        screen.pass(at: screen.sim.position)
        #expect(screen.send(.sizeTransitionBegan).ownership == .handBack)
        #expect(screen.send(.sizeTransitionBegan).ownership == .leave)
        #expect(screen.send(.sizeTransitionEnded).ownership == .leave, "one change is still under way")
        #expect(screen.send(.sizeTransitionEnded).ownership == .take)
    }

    @Test("While the container hides the bars they are handed back at rest and nothing moves them; shown again, they are taken shown")
    func containerHidesBars() {
        var screen = ShyScreenSimulator()
        screen.pass(at: 800)
        screen.scroll(by: 200)
        #expect(screen.sim.state.status == .contracted)
        let hidden = screen.send(.containerHidesBars(true))
        #expect(hidden.ownership == .handBack && !hidden.animatesChange)
        #expect(screen.bars.backButtonUsable, "untransformed while the container lays the bars out")
        #expect(screen.sim.state.isHiddenByContainer && !screen.sim.state.canHoldBars)
        #expect(screen.send(.containerHidesBars(true)).ownership == .leave, "the value in effect changes nothing")
        // Scrolling, commands, policies and size changes wait.
        let writes = screen.bars.writes
        screen.scroll(by: 300)
        screen.send(.contract(animated: true))
        #expect(screen.send(.sizeTransitionBegan).ownership == .leave)
        #expect(screen.send(.sizeTransitionEnded).ownership == .leave)
        #expect(screen.bars.writes == writes && screen.sim.hidden == 0)
        let shown = screen.send(.containerHidesBars(false))
        #expect(shown.ownership == .take)
        #expect(screen.sim.state.status == .expanded && screen.bars.backButtonUsable)
        screen.pass(at: screen.sim.position + 50)
        #expect(screen.sim.hidden == 0, "the first frame after it only measures")
        screen.scroll(by: 100)
        #expect(screen.sim.state.status == .contracted, "and scrolling hides them again")

        // Hidden by the container while off screen: appearing does not take the bars, nor apply the
        // appear policy; the container showing them does.
        screen.send(.disappeared)
        #expect(screen.send(.containerHidesBars(true)).ownership == .leave)
        #expect(screen.send(.appeared).ownership == .leave)
        #expect(screen.send(.containerHidesBars(false)).ownership == .take)
        // During a size change the container's showing them waits for its end.
        screen.pass(at: screen.sim.position)
        #expect(screen.send(.sizeTransitionBegan).ownership == .handBack)
        #expect(screen.send(.containerHidesBars(true)).ownership == .leave)
        #expect(screen.send(.containerHidesBars(false)).ownership == .leave, "the size change is still under way")
        #expect(screen.send(.sizeTransitionEnded).ownership == .take)
        // A size change begun while the container hides them (compact height hiding the bars, then
        // a rotation back): the container showing them during it waits for its end too.
        screen.pass(at: screen.sim.position)
        #expect(screen.send(.containerHidesBars(true)).ownership == .handBack)
        #expect(screen.send(.sizeTransitionBegan).ownership == .leave)
        #expect(screen.send(.containerHidesBars(false)).ownership == .leave, "the size change is still under way")
        #expect(screen.send(.sizeTransitionEnded).ownership == .take)
    }

    @Test("A screen that never had the bars does not take them at the end of a size change")
    func sizeTransitionBeforeAppearing() {
        var screen = ShyScreenSimulator()
        #expect(screen.send(.sizeTransitionBegan).ownership == .leave)
        #expect(screen.send(.sizeTransitionEnded).ownership == .leave)
        #expect(screen.bars.writes == 0)
    }

    @Test("Push while the bars are hidden: the shared bar is handed back shown and touchable; pop takes it again")
    func pushWhileHiddenThenPop() throws {
        var screen = ShyScreenSimulator(configuration: try ShyBarsConfiguration(
            bars: [ShyBar(height: 44), ShyBar(height: 40, fade: .wholeBar)], followers: [ShyFollower(height: 83)],
            stackTopInset: 59, foregroundPolicy: .contract))
        screen.pass(at: 800)
        screen.scroll(by: 200)
        #expect(screen.sim.state.status == .contracted)
        #expect(screen.bars.barTranslation == -44 && !screen.bars.barTakesTouches && screen.bars.barContentAlpha == 0)
        #expect(!screen.bars.backButtonUsable)

        // viewWillDisappear: a screen is pushed on top.
        let pushed = screen.send(.disappeared)
        #expect(pushed.ownership == .handBack)
        #expect(!pushed.animatesChange, "handed back at once, not animated")
        #expect(screen.bars.backButtonUsable, "the next screen's back button is visible and tappable")
        #expect(screen.bars.followerTranslations == [0], "the shared toolbar is back too")

        // The next screen has the bars now; it may style them. Our scroll view still lays out
        // (the transition, a reload) and the app returns from the background: nothing touches them.
        screen.bars.barContentAlpha = 0.5  // the next screen's own business
        let writes = screen.bars.writes
        screen.scroll(by: 120)
        screen.sim.contentHeight += 400
        screen.pass(at: screen.sim.position)
        let foreground = screen.send(.enteredForeground)
        let contract = screen.send(.contract(animated: true))
        #expect([foreground.ownership, contract.ownership, screen.sim.lastStep.ownership] == [.leave, .leave, .leave])
        #expect(screen.bars.writes == writes, "not one write to the shared bar while another screen has it")
        #expect(screen.sim.hidden == 0)

        // Pop back: viewDidAppear.
        screen.bars.barContentAlpha = 1
        let popped = screen.send(.appeared)
        #expect(popped.ownership == .take)
        #expect(screen.bars.backButtonUsable && screen.sim.state.status == .expanded)
        // The movement while away is not taken for scrolling; scrolling on hides the bars again.
        screen.pass(at: screen.sim.position + 300)
        #expect(screen.sim.hidden == 0, "the first frame after coming back only measures")
        screen.scroll(by: 100)
        #expect(screen.sim.state.status == .contracted && !screen.bars.barTakesTouches)
        #expect(screen.sim.lastStep.ownership == .drive)
    }

    @Test("Disappearing mid-fling and mid-drag hands the bars back; momentum frames after it move nothing")
    func disappearWhileMoving() {
        var screen = ShyScreenSimulator()
        screen.pass(at: 800)
        screen.send(.dragBegan)
        screen.scroll(by: 30)  // half-way
        screen.send(.disappeared)
        #expect(screen.bars.backButtonUsable && screen.bars.extensionTranslation == 0 && screen.bars.extensionTakesTouches)
        screen.send(.dragEnded(velocity: 3_000))
        screen.isDecelerating = true
        screen.scroll(by: 300, step: 30)
        screen.isDecelerating = false
        let ended = screen.pass(at: screen.sim.position)
        #expect(ended.ownership == .leave && screen.sim.hidden == 0 && screen.bars.backButtonUsable)
        #expect(!ended.needsFrameClock)
    }

    @Test("Detaching (handing back) while hidden restores every bar and follower")
    func detachRestoresEverything() throws {
        var screen = ShyScreenSimulator(configuration: try ShyBarsConfiguration.navigationBar(
            topSafeAreaInset: 59, extensionHeight: 40, followerHeights: [83, 120]))
        screen.pass(at: 900)
        screen.scroll(by: 200)
        #expect(screen.bars.followerTranslations == [83, 120])
        #expect(!screen.bars.extensionTakesTouches)
        #expect(screen.send(.disappeared).ownership == .handBack)
        #expect(screen.bars == {
            var rest = SharedBarsModel(followers: 2)
            rest.writes = screen.bars.writes
            return rest
        }())
        #expect(screen.send(.disappeared).ownership == .leave, "handing back twice writes once")
    }

    @Test("Returning to the foreground on screen follows the policy, animated; a redundant enable takes nothing")
    func foreground() {
        var screen = ShyScreenSimulator()
        screen.pass(at: 800)
        screen.scroll(by: 200)
        let foreground = screen.send(.enteredForeground)
        #expect(foreground.ownership == .drive && foreground.animatesChange && foreground.animationDuration == ShyBarsStep.snapDuration)
        #expect(screen.bars.backButtonUsable)
        var fresh = ShyScreenSimulator()
        let redundant = fresh.send(.setEnabled(true))
        #expect(redundant.state == ShyBarsState() && redundant.ownership == .leave)
        #expect(fresh.pass(at: 0).ownership == .take, "the first step that does something takes the bars")
    }
}

@Suite("Shy bars as a screen: layout passes, snaps as target offsets, momentum")
struct ShyBarsScreenScrollingTests {
    @Test("A content size change in a layout pass at the top shows the bars; mid-list it settles a part-way stack")
    func contentSizeChangesInAPass() {
        var screen = ShyScreenSimulator(configuration: ShyBarsTopTests.oneBar)
        screen.pass(at: 40)
        screen.send(.contract(animated: true))
        #expect(screen.sim.state.status == .contracted)
        screen.sim.contentHeight += 600  // rows loaded while at the top (a refresh)
        let grown = screen.pass(at: 0)
        #expect(grown.state.hiddenDistance == 0 && screen.bars.backButtonUsable)

        var middle = ShyScreenSimulator()
        middle.pass(at: 800)
        middle.scroll(by: 35)  // 35 of 84 hidden, no finger
        middle.sim.contentHeight += 900  // a page loads at the end while the content moves 10 more
        let loaded = middle.pass(at: middle.sim.position + 10)
        #expect(loaded.state.hiddenDistance == 0, "not a scroll (45 would settle hidden); the stack settles by its 35")
        #expect(loaded.animatesChange)
        middle.sim.viewportHeight = 700  // a new viewport in a pass: measured again, no jump
        let resized = middle.pass(at: middle.sim.position)
        #expect(resized.state.hiddenDistance == 0 && !resized.animatesChange)
    }

    /// Releases with the extension `hidden` points hidden at `velocity` (points per second), lets the
    /// platform decelerate to the target the engine gives, frame by frame, and returns the screen.
    static func release(hidden: Double, velocity: Double, at start: Double = 800)
        -> (screen: ShyScreenSimulator, proposed: Double, target: Double, released: ShyBarsStep, decelerating: [ShyBarsStep]) {
        var screen = ShyScreenSimulator()
        screen.pass(at: start)
        screen.send(.dragBegan)
        screen.scroll(by: hidden, step: 1)
        let released = screen.send(.dragEnded(velocity: velocity))
        let metrics = screen.metrics
        let proposed = metrics.contentOffsetY + DecelerationRate.normal.projectedDistance(velocity: velocity)
        let target = released.state.targetContentOffsetY(proposedContentOffsetY: proposed, velocity: velocity, metrics: metrics)
        // UIKit decelerates from here to the target; the front end never writes contentOffset.
        screen.isDecelerating = true
        let from = metrics.contentOffsetY
        var decelerating: [ShyBarsStep] = []
        for frame in 1...30 {
            let t = Double(frame) / 30
            let eased = 1 - (1 - t) * (1 - t) * (1 - t)
            let step = screen.pass(at: from + (target - from) * eased + screen.sim.insetTop)
            #expect(step.contentOffsetShift == 0, "nothing to write to contentOffset while decelerating")
            #expect(step.needsFrameClock)
            decelerating.append(step)
        }
        screen.isDecelerating = false
        return (screen, proposed, target, released, decelerating)
    }

    @Test("A snap is a target offset: the platform's proposal plus the snap's shift, landed exactly")
    func snapAsTargetOffset() {
        var hide = Self.release(hidden: 50, velocity: 30)
        #expect(hide.released.state.hiddenDistance == 84 && hide.released.animatesChange)
        #expect(hide.target == hide.proposed + 34, "the content rides with the bars: 34 more toward the end")
        let end = hide.screen.pass(at: hide.screen.sim.position)
        #expect(end.state.hiddenDistance == 84 && hide.screen.sim.metrics.contentOffsetY == hide.target)
        #expect(!end.needsFrameClock)

        // A release without velocity: the bars settle, the target stays (UIKit would jump to a moved
        // one; a front end that scrolls by itself applies the step's contentOffsetShift instead), and
        // the content resting there is not taken for a scroll that undoes the snap.
        var still = Self.release(hidden: 50, velocity: 0)
        #expect(still.released.state.hiddenDistance == 84 && still.released.animatesChange)
        #expect(still.target == still.proposed)
        let rested = still.screen.pass(at: still.screen.sim.position)
        #expect(rested.state.hiddenDistance == 84)
        #expect(rested.contentOffsetShift == 0)

        // Without a snap the platform's proposal stands, to the bit.
        var settled = ShyScreenSimulator()
        settled.pass(at: 800)
        settled.send(.dragBegan)
        settled.scroll(by: 200)
        let released = settled.send(.dragEnded(velocity: 1_234))
        #expect(released.state.targetContentOffsetY(proposedContentOffsetY: 1_234.5678, velocity: 1_234, metrics: settled.metrics) == 1_234.5678)
        // Near the end of the content the target stays inside the scrollable range.
        var nearEnd = ShyScreenSimulator()
        nearEnd.pass(at: nearEnd.sim.maximumPosition - 50)
        nearEnd.send(.dragBegan)
        nearEnd.scroll(by: 45, step: 1)  // settles hidden: 39 more toward the end, only 5 left
        let atEnd = nearEnd.send(.dragEnded(velocity: 0))
        let maximumOffset = nearEnd.sim.maximumPosition - nearEnd.sim.insetTop
        #expect(atEnd.state.targetContentOffsetY(proposedContentOffsetY: maximumOffset, velocity: 100, metrics: nearEnd.metrics) == maximumOffset)
    }

    @Test("A snap to shown with a little momentum toward the end: the fling does not hide the bars again")
    func snapDoesNotFightTheFling() {
        // 5 pt hidden, released at 20 pt/s toward the end: the projection (≈ 10 pt) stays under the
        // middle, so the bars snap shown and the content rides 5 pt back with them; the fling's own
        // movement was counted in that choice and must not hide them again.
        var shown = Self.release(hidden: 5, velocity: 20)
        #expect(shown.released.state.hiddenDistance == 0)
        #expect(shown.decelerating.allSatisfy { $0.state.hiddenDistance == 0 }, "the bars stay shown through the fling")
        let end = shown.screen.pass(at: shown.screen.sim.position)
        #expect(end.state.hiddenDistance == 0 && shown.screen.bars.backButtonUsable)
        // A fling toward the end past a snap still hides the bars above, as momentum does.
        let far = Self.release(hidden: 30, velocity: 2_000)
        #expect(far.screen.sim.state.status == .contracted)
    }

    @Test("Momentum that stops with the stack part-way: the first pass without deceleration settles it")
    func decelerationEndIsNoticedAtOnce() {
        var screen = ShyScreenSimulator()
        screen.pass(at: 800)
        screen.send(.dragBegan)
        screen.scroll(by: 200)
        #expect(screen.sim.state.status == .contracted)
        screen.send(.dragEnded(velocity: -900))
        screen.isDecelerating = true
        screen.scroll(by: -210)  // 200 resisted, then 10: the bar 34 of 44 hidden
        #expect(screen.sim.hidden == 74)
        #expect(screen.sim.lastStep.needsFrameClock, "a frame clock runs while decelerating")
        screen.isDecelerating = false
        let stopped = screen.pass(at: screen.sim.position)  // the frame clock's pass: nothing else changed
        #expect(stopped.state.hiddenDistance == 84, "settled on this pass, not at some later change")
        #expect(stopped.animatesChange && !stopped.needsFrameClock)
        #expect([0.0, 1].contains(stopped.layout.bar(0).hiddenFraction))
        #expect(stopped.contentOffsetShift == 0, "the content is at rest: the bars settle, the content stays")
    }
}

@Suite("Shy bars followers")
struct ShyBarsFollowerTests {
    @Test("A follower is measured down to the screen's bottom edge: the home indicator band is included")
    func followerIncludesHomeIndicator() {
        // A 49 pt toolbar sitting on the 34 pt home-indicator band of an 852 pt screen.
        #expect(ShyFollower(top: 852 - 34 - 49, bottomEdge: 852).height == 83)
        #expect(ShyFollower(top: 900, bottomEdge: 852).height == 0)
        #expect(ShyFollower(top: .nan, bottomEdge: 852).height == 0)
    }

    @Test("Every follower moves, not just the first")
    func everyFollowerMoves() throws {
        let configuration = try ShyBarsConfiguration.navigationBar(topSafeAreaInset: 59, followerHeights: [83, 0, 140])
        let hidden = ShyBarsLayout(configuration: configuration, hiddenDistance: 44)
        #expect(hidden.followerTranslationY(0) == 83)
        #expect(hidden.followerTranslationY(1) == 0)
        #expect(hidden.followerTranslationY(2) == 140)
        let half = ShyBarsLayout(configuration: configuration, hiddenDistance: 22)
        #expect(half.followerTranslationY(2) == 70)
    }
}

@Suite("Shy bars: several inputs in one layout pass")
struct ShyBarsPassTests {
    @Test("Inputs applied as one step equal the inputs applied one by one, with ownership over the whole pass")
    func combinedSteps() {
        let configuration = ShyBarsSimulator.standard
        var sim = ShyBarsSimulator()
        sim.start(at: 800)
        let metrics = sim.metrics
        let first = configuration.step(ShyBarsState(), [.dragBegan, .frame(metrics)])
        #expect(first.ownership == .take && first.state.isDragging)
        var moved = metrics
        moved.contentOffsetY += 50
        let pass = configuration.step(first.state, [ShyBarsInput.frame(moved), .dragEnded(velocity: 0)])
        #expect(pass.ownership == .drive && pass.state.hiddenDistance == 84 && pass.animatesChange)
        #expect(pass.statusChange == .contracted)
        #expect(pass.contentOffsetShift == 34)
        let away = configuration.step(pass.state, [ShyBarsInput.frame(moved), .disappeared])
        #expect(away.ownership == .handBack && !away.animatesChange && away.layout.hiddenDistance == 0)
        #expect(configuration.step(ShyBarsState(), [ShyBarsInput.frame(metrics), .disappeared]).ownership == .leave,
                "taken and handed back in one pass: nothing was written, nothing to restore")
        #expect(configuration.step(pass.state, [ShyBarsInput.disappeared, .appeared]).ownership == .drive)
        #expect(configuration.step(pass.state, [ShyBarsInput]()).state == pass.state)
    }
}
