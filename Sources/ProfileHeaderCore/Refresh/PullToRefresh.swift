/// Pull-to-refresh that lives with the stretching banner: its settings, checked once.
///
/// The cycle is idle → pulling (progress 0…1 while the banner stretches) → armed (past the
/// threshold, finger still down) → refreshing (the header holds an inset so the spinner stays
/// visible) → ending (the inset springs back) → idle. Released before the threshold, nothing
/// refreshes. The spinner sits in the banner, centred in the stretched area under the status bar.
public struct RefreshConfiguration: Equatable, Hashable, Sendable {
    /// Stretch, in points, at which a release starts a refresh. `0.01 … 1 000 000`.
    public let threshold: Double
    /// Stretch, in points, the header holds while refreshing (the content inset to add). `0.01 … 1 000 000`.
    public let holdHeight: Double
    /// Side of the spinner, in points. `0.01 … 1 000 000`.
    public let spinnerSize: Double
    /// Width of the viewport, in points (the spinner is centred in it). `0.01 … 1 000 000`.
    public let viewportWidth: Double
    /// Top safe-area inset, in points: the spinner stays below it. `0 … 1 000 000`.
    public let topSafeAreaInset: Double
    /// Turns per second while refreshing. `0.001 … 1 000`.
    public let spinnerTurnsPerSecond: Double
    /// The spring the held inset follows back to 0 when refreshing ends.
    public let endingSpring: DampedSpring
    /// How long the ending takes, in seconds: until the held inset is within half a point of 0.
    public let endingDuration: Double
    /// The held inset's way back to 0 (solved once).
    private let endingMotion: SpringMotion

    /// Creates a configuration.
    ///
    /// - Throws: ``RefreshConfigurationError`` naming the first offending field.
    @inline(never)  // made rarely and called from many places: one copy
    public init(
        threshold: Double,
        holdHeight: Double = 60,
        spinnerSize: Double = 28,
        viewportWidth: Double,
        topSafeAreaInset: Double,
        spinnerTurnsPerSecond: Double = 1,
        endingSpring: DampedSpring = .smooth
    ) throws(RefreshConfigurationError) {
        try requirePositiveLength(threshold, RefreshConfigurationError.maker(.threshold))
        try requirePositiveLength(holdHeight, RefreshConfigurationError.maker(.holdHeight))
        try requirePositiveLength(spinnerSize, RefreshConfigurationError.maker(.spinnerSize))
        try requirePositiveLength(viewportWidth, RefreshConfigurationError.maker(.viewportWidth))
        try requireLength(topSafeAreaInset, RefreshConfigurationError.maker(.topSafeAreaInset))
        try requirePositiveRatio(spinnerTurnsPerSecond, RefreshConfigurationError.maker(.spinnerTurnsPerSecond))
        self.threshold = threshold
        self.holdHeight = holdHeight
        self.spinnerSize = spinnerSize
        self.viewportWidth = viewportWidth
        self.topSafeAreaInset = topSafeAreaInset
        self.spinnerTurnsPerSecond = spinnerTurnsPerSecond
        self.endingSpring = endingSpring
        self.endingMotion = endingSpring.motion(from: holdHeight, to: 0)
        self.endingDuration = endingMotion.settleTime(tolerance: 0.5)
    }

    /// The refresh of a profile header: its threshold, width and safe area, a 60 pt hold.
    @inline(never)  // one copy, shared by every caller
    public init(header: ProfileHeaderConfiguration) {
        // Every value comes from a validated header configuration or is a valid constant.
        try! self.init(threshold: header.refreshThreshold, viewportWidth: header.viewportWidth,
                       topSafeAreaInset: header.topSafeAreaInset)
    }

    /// Advances the refresh by one input at `time` (seconds, from any fixed origin; it only has to
    /// increase). Pure; allocates nothing. A non-finite time reads as the last time seen.
    #if !hasFeature(Embedded)
    @inline(__always)  // for speed (an Embedded build keeps one copy)
    #endif
    public func step(_ previous: RefreshState, _ input: RefreshInput, at rawTime: Double) -> RefreshStep {
        var state = previous
        let time = rawTime.isFinite ? max(rawTime, previous.time) : previous.time
        state.time = time
        var triggered = false

        switch input {
        case let .pulled(rawStretch, isDragging):
            let stretch = rawStretch.isFinite ? clamp(rawStretch, 0, ProfileHeaderLayout.offsetLimit) : state.stretch
            state.stretch = stretch
            switch state.phase {
            case .idle:
                if isDragging, stretch > 0 { state.phase = stretch >= threshold ? .armed : .pulling }
            case .pulling:
                if stretch >= threshold { state.phase = .armed } else if stretch <= 0 { state.phase = .idle }
            case .armed:
                if isDragging, stretch < threshold { state.phase = stretch > 0 ? .pulling : .idle }
            case .refreshing, .ending:
                break  // a second pull while refreshing starts nothing
            }
        case .released:
            switch state.phase {
            case .armed:
                state.phase = .refreshing
                state.refreshStartedAt = time
                triggered = true
            case .pulling:
                state.phase = .idle
            case .idle, .refreshing, .ending:
                break
            }
        case .beginRefreshing:
            if state.phase != .refreshing {
                state.phase = .refreshing
                state.refreshStartedAt = time
            }
        case let .endRefreshing(offset):
            if state.phase == .refreshing {
                // Scrolled away from the top, the held inset is out of sight: dropping it at once moves
                // nothing on screen, whereas animating it would drag the content.
                if offset.isFinite, offset >= 0 {
                    state.phase = .idle
                } else {
                    state.phase = .ending
                    state.endStartedAt = time
                }
            }
        case .frame:
            break
        }
        if state.phase == .ending, time - state.endStartedAt >= endingDuration {
            state.phase = .idle
        }
        return RefreshStep(state: state, output: output(for: state), didTrigger: triggered)
    }

    #if !hasFeature(Embedded)
    @inline(__always)  // for speed (an Embedded build keeps one copy)
    #endif
    private func output(for state: RefreshState) -> RefreshOutput {
        let heldInset: Double
        let progress: Double
        let spinnerAlpha: Double
        switch state.phase {
        case .idle:
            (heldInset, progress, spinnerAlpha) = (0, 0, 0)
        case .pulling:
            progress = clampUnit(state.stretch / threshold)
            (heldInset, spinnerAlpha) = (0, progress)
        case .armed:
            (heldInset, progress, spinnerAlpha) = (0, 1, 1)
        case .refreshing:
            (heldInset, progress, spinnerAlpha) = (holdHeight, 1, 1)
        case .ending:
            heldInset = clamp(endingMotion.position(at: state.time - state.endStartedAt), 0, holdHeight)
            progress = heldInset / holdHeight
            spinnerAlpha = progress
        }
        // Winds up one turn over the pull, then spins at a steady rate while refreshing: only the
        // fraction of the current turn counts, so the rotation stays in 0 ..< 2π however long it spins
        // (past 2⁵² turns, where a Double has no fraction left, it rests at 0).
        let turns: Double
        switch state.phase {
        case .refreshing, .ending:
            turns = fractionalPart((state.time - state.refreshStartedAt) * spinnerTurnsPerSecond)
        default:
            turns = progress
        }
        let visibleStretch = max(state.stretch, heldInset)
        let centerY = topSafeAreaInset + max(visibleStretch, spinnerSize) / 2
        return RefreshOutput(
            phase: state.phase,
            progress: progress,
            heldInset: heldInset,
            spinnerFrame: Rect(x: (viewportWidth - spinnerSize) / 2, y: centerY - spinnerSize / 2,
                               width: spinnerSize, height: spinnerSize),
            spinnerAlpha: spinnerAlpha,
            spinnerRotation: 2 * Double.pi * turns
        )
    }
}

/// Why a ``RefreshConfiguration`` was rejected.
public typealias RefreshConfigurationError = ValidationError<RefreshField>

/// The fields of a refresh configuration.
public enum RefreshField: Equatable, Hashable, Sendable, CaseIterable {
    case threshold, holdHeight, spinnerSize, viewportWidth, topSafeAreaInset, spinnerTurnsPerSecond
}

/// The phases of a refresh.
public enum RefreshPhase: Equatable, Hashable, Sendable, CaseIterable {
    /// Nothing happening.
    case idle
    /// Pulled, not yet to the threshold.
    case pulling
    /// Pulled past the threshold with the finger still down: releasing now refreshes.
    case armed
    /// Refreshing: the header holds an inset for the spinner.
    case refreshing
    /// Finished: the held inset springs back.
    case ending
}

/// What the refresh remembers between inputs. The caller keeps it.
public struct RefreshState: Equatable, Hashable, Sendable {
    /// The current phase.
    public internal(set) var phase: RefreshPhase = .idle
    /// The last stretch reported, in points.
    public internal(set) var stretch: Double = 0
    /// The last time seen, in seconds.
    public internal(set) var time: Double = 0
    /// When refreshing began, in seconds.
    var refreshStartedAt: Double = 0
    /// When ending began, in seconds.
    var endStartedAt: Double = 0

    /// Idle, nothing pulled.
    public init() {}
}

/// One input to the refresh.
public enum RefreshInput: Equatable, Hashable, Sendable {
    /// This frame's stretch (points pulled past the top, from the header layout) and whether a finger is down.
    case pulled(stretch: Double, isDragging: Bool)
    /// The finger lifted.
    case released
    /// The app starts a refresh itself (no trigger is reported: the app knows).
    case beginRefreshing
    /// The app's refresh finished. `offset` is the current offset (`contentOffset.y` plus the top
    /// inset without the held inset): scrolled away (≥ 0) the inset is dropped at once, otherwise it springs back.
    case endRefreshing(offset: Double)
    /// Time passed (drive the ending animation each frame).
    case frame
}

/// The result of one refresh step.
public struct RefreshStep: Equatable, Hashable, Sendable {
    /// The state to keep.
    public var state: RefreshState
    /// What to show.
    public var output: RefreshOutput
    /// True on the one step where a release started a refresh: run the app's refresh action.
    public var didTrigger: Bool
}

/// What the refresh looks like now.
public struct RefreshOutput: Equatable, Hashable, Sendable {
    /// The phase.
    public var phase: RefreshPhase
    /// Pull progress 0 … 1 (1 when armed or refreshing; falls back to 0 while ending).
    public var progress: Double
    /// Extra top content inset to hold, in points: `holdHeight` while refreshing, springing to 0 while ending.
    public var heldInset: Double
    /// The spinner's frame in viewport points: centred horizontally, centred vertically in the
    /// stretched area below the safe area.
    public var spinnerFrame: Rect
    /// The spinner's alpha, 0 … 1.
    public var spinnerAlpha: Double
    /// The spinner's rotation in radians, `0 … 2π` (below 2π while spinning): one turn over the pull,
    /// then spinning.
    public var spinnerRotation: Double
}
