import PropertyBased
import Testing

@testable import ProfileHeaderCore

@Suite("Pull to refresh")
struct RefreshTests {
    let refresh = RefreshConfiguration(header: .twitter)  // threshold 80, hold 60, 393 wide, 59 safe area

    /// Feeds inputs with a clock that advances 1/60 s per step.
    struct Driver {
        let refresh: RefreshConfiguration
        var state = RefreshState()
        var time = 0.0
        var triggers = 0
        var last: RefreshStep?

        @discardableResult
        mutating func send(_ input: RefreshInput) -> RefreshStep {
            time += 1.0 / 60
            let step = refresh.step(state, input, at: time)
            state = step.state
            if step.didTrigger { triggers += 1 }
            last = step
            return step
        }

        mutating func pull(to stretch: Double, by step: Double = 5, dragging: Bool = true) {
            var current = state.stretch
            while abs(current - stretch) > 1e-9 {
                current += max(-step, min(step, stretch - current))
                send(.pulled(stretch: current, isDragging: dragging))
            }
        }
    }

    @Test("The full cycle: idle → pulling → armed → refreshing → ending → idle")
    func fullCycle() {
        var driver = Driver(refresh: refresh)
        #expect(driver.send(.frame).output.phase == .idle)
        driver.pull(to: 40)
        #expect(driver.last?.output.phase == .pulling)
        #expect(driver.last?.output.progress == 0.5)
        #expect(driver.last?.output.spinnerAlpha == 0.5)
        #expect(isClose(driver.last?.output.spinnerRotation ?? 0, Double.pi))  // half a turn at half the pull
        driver.pull(to: 95)
        #expect(driver.last?.output.phase == .armed)
        let released = driver.send(.released)
        #expect(released.didTrigger && released.output.phase == .refreshing)
        #expect(released.output.heldInset == 60)
        driver.pull(to: 60, dragging: false)  // the stretch settles on the held inset
        #expect(driver.last?.output.spinnerFrame == Rect(x: 182.5, y: 75, width: 28, height: 28))
        let ending = driver.send(.endRefreshing(offset: -60))
        #expect(ending.output.phase == .ending)
        var previousInset = ending.output.heldInset
        while driver.state.phase == .ending {
            let step = driver.send(.frame)
            #expect(step.output.heldInset <= previousInset + 1e-9, "the inset only goes back")
            previousInset = step.output.heldInset
        }
        #expect(driver.last?.output.heldInset == 0)
        #expect(driver.time < 2, "ending takes the spring's settle time: \(driver.time)")
        #expect(driver.triggers == 1)
    }

    @Test("Released before the threshold: no refresh")
    func releasedEarly() {
        var driver = Driver(refresh: refresh)
        driver.pull(to: 79)
        let step = driver.send(.released)
        #expect(!step.didTrigger && step.output.phase == .idle && step.output.heldInset == 0)
    }

    @Test("Pulled past the threshold and back before releasing: no refresh")
    func changedMind() {
        var driver = Driver(refresh: refresh)
        driver.pull(to: 100)
        driver.pull(to: 30)
        #expect(driver.last?.output.phase == .pulling)
        #expect(!driver.send(.released).didTrigger)
    }

    @Test("A second pull while refreshing starts nothing")
    func secondPull() {
        var driver = Driver(refresh: refresh)
        driver.pull(to: 100)
        driver.send(.released)
        driver.pull(to: 0, dragging: false)
        driver.pull(to: 140)
        let again = driver.send(.released)
        #expect(!again.didTrigger && again.output.phase == .refreshing)
        #expect(driver.triggers == 1)
    }

    @Test("Ending while scrolled far down drops the inset at once: nothing on screen moves")
    func endingScrolledAway() {
        var driver = Driver(refresh: refresh)
        driver.pull(to: 100)
        driver.send(.released)
        driver.send(.pulled(stretch: 0, isDragging: true))  // the user scrolls down into the list
        let step = driver.send(.endRefreshing(offset: 1_400))
        #expect(step.output.phase == .idle && step.output.heldInset == 0 && step.output.spinnerAlpha == 0)
    }

    @Test("A bounce without a finger does not pull; programmatic begin does not report a trigger")
    func bounceAndProgrammatic() {
        var driver = Driver(refresh: refresh)
        driver.pull(to: 120, dragging: false)
        #expect(driver.state.phase == .idle)
        let begun = driver.send(.beginRefreshing)
        #expect(begun.output.phase == .refreshing && !begun.didTrigger && begun.output.heldInset == 60)
    }

    @Test("Random pulls and releases: finite outputs in range, one trigger per release past the threshold")
    func randomPulls() async {
        await propertyCheck(count: 300, input: Gen.double(in: 0...1).array(of: 2...200)) { events in
            var driver = Driver(refresh: refresh)
            for pair in stride(from: 0, to: events.count - 1, by: 2) {
                let (kind, value) = (events[pair], events[pair + 1])
                let wasArmed = driver.state.phase == .armed
                let step: RefreshStep
                switch kind {
                case ..<0.6: step = driver.send(.pulled(stretch: value < 0.02 ? .nan : value * 200, isDragging: kind < 0.5))
                case ..<0.75: step = driver.send(.released)
                case ..<0.85: step = driver.send(.endRefreshing(offset: (value - 0.5) * 400))
                case ..<0.9: step = driver.send(.beginRefreshing)
                default: step = driver.send(.frame)
                }
                #expect(step.didTrigger == (wasArmed && kind >= 0.6 && kind < 0.75))
                let out = step.output
                for number in [out.progress, out.heldInset, out.spinnerAlpha, out.spinnerRotation,
                               out.spinnerFrame.minX, out.spinnerFrame.minY] {
                    #expect(number.isFinite)
                }
                #expect(out.progress >= 0 && out.progress <= 1 && out.spinnerAlpha >= 0 && out.spinnerAlpha <= 1)
                #expect(out.heldInset >= 0 && out.heldInset <= 60)
                #expect(out.spinnerRotation >= 0 && out.spinnerRotation <= 2 * Double.pi)
                #expect(out.spinnerFrame.minY >= 59, "the spinner stays below the status bar")
            }
        }
    }

    @Test("Impossible refresh settings are rejected")
    func validation() {
        #expect(throws: RefreshConfigurationError(field: .threshold, rule: .mustBePositive)) {
            try RefreshConfiguration(threshold: 0, viewportWidth: 393, topSafeAreaInset: 59)
        }
        #expect(throws: RefreshConfigurationError(field: .holdHeight, rule: .mustBeFinite)) {
            try RefreshConfiguration(threshold: 80, holdHeight: .nan, viewportWidth: 393, topSafeAreaInset: 59)
        }
        #expect(throws: RefreshConfigurationError(field: .topSafeAreaInset, rule: .mustNotBeNegative)) {
            try RefreshConfiguration(threshold: 80, viewportWidth: 393, topSafeAreaInset: -1)
        }
    }
}

@Suite("Header snapping")
struct HeaderSnappingTests {
    let snapping = HeaderSnapping.expandedOrCollapsed(.twitter)  // rests at 0 or 87

    @Test("Off by default; expanded-or-collapsed rests at 0 or the collapse distance")
    func positions() {
        #expect(snapping.restingOffsets == [0, 87])
    }

    @Test("The projected end picks the nearest resting offset; beyond the header the fling is left alone")
    func targets() {
        #expect(snapping.targetOffset(forProposedEnd: 30) == 0)
        #expect(snapping.targetOffset(forProposedEnd: 43.5) == 0, "a tie goes to the lower")
        #expect(snapping.targetOffset(forProposedEnd: 60) == 87)
        #expect(snapping.targetOffset(forProposedEnd: -40) == 0)
        #expect(snapping.targetOffset(forProposedEnd: 500) == 500)
        #expect(snapping.targetOffset(forProposedEnd: .nan) == 0)
        // A release at 30 moving up at 200 pt/s projects to 30 + 99.8: past the pin point, left alone.
        #expect(isClose(snapping.targetOffset(releasedAt: 30, velocity: 200), 129.8))
        // A gentle release at 50 moving back at 20 pt/s projects to 40.02: expanded.
        #expect(snapping.targetOffset(releasedAt: 50, velocity: -20) == 0)
        #expect(snapping.targetOffset(releasedAt: 50, velocity: 0) == 87)
    }

    @Test("Custom resting offsets, found by binary search")
    func custom() throws {
        let custom = try HeaderSnapping(restingOffsets: [0, 87, 139, 172])
        #expect(custom.targetOffset(forProposedEnd: 120) == 139)
        #expect(custom.targetOffset(forProposedEnd: 100) == 87)
        #expect(custom.targetOffset(forProposedEnd: 160) == 172)
    }

    @Test("Bad resting offsets are rejected naming the index")
    func validation() {
        #expect(throws: HeaderSnappingError(field: .restingOffsets, rule: .mustNotBeEmpty)) { try HeaderSnapping(restingOffsets: []) }
        #expect(throws: HeaderSnappingError(field: .restingOffsets, index: 1, rule: .mustBeIncreasing)) { try HeaderSnapping(restingOffsets: [10, 10]) }
        #expect(throws: HeaderSnappingError(field: .restingOffsets, index: 0, rule: .mustNotBeNegative)) { try HeaderSnapping(restingOffsets: [-1, 10]) }
        #expect(throws: HeaderSnappingError(field: .restingOffsets, index: 1, rule: .mustBeFinite)) { try HeaderSnapping(restingOffsets: [0, .infinity]) }
    }
}
