import ProfileHeaderCore

/// One frame of work the engine does for an app, over a realistic sweep of inputs. Each `frame()`
/// returns a number that depends on the result, so the optimiser cannot drop the work.
public protocol FrameWorkload {
    mutating func frame() -> Double
}

/// Nothing: what the measuring itself costs.
public struct EmptyWorkload: FrameWorkload {
    var counter = 0.0
    public init() {}
    public mutating func frame() -> Double {
        counter += 1
        return counter
    }
}

/// The profile header layout for one offset, sweeping from a hard pull to far down the list.
public struct ProfileLayoutWorkload: FrameWorkload {
    let configuration = ProfileHeaderConfiguration.twitter
    var offset = -120.0
    public init() {}
    public mutating func frame() -> Double {
        offset = offset > 700 ? -120 : offset + 0.73
        let layout = configuration.layout(at: offset)
        return layout.avatarFrame.minY + layout.titleFrame.minY + layout.blur.radius + layout.bannerFrame.width
    }
}

/// One shy bars step as a front end makes it — the input applied to the state in place, then the
/// layout read for a bar and a follower: scroll frames deep in a long list (down 90 frames, back
/// up 30) with a drag released every 120 frames. The inputs are made once, so the loop measures
/// the engine only.
public struct ShyBarsWorkload: FrameWorkload {
    let configuration = try! ShyBarsConfiguration.navigationBar(topSafeAreaInset: 59, extensionHeight: 40, followerHeight: 83)
    let inputs: [ShyBarsInput]
    var state = ShyBarsState()
    var index = 0
    public init() {
        var inputs: [ShyBarsInput] = []
        for cycle in 0..<5 {
            for phase in 0..<120 {
                if phase == 119 {
                    inputs.append(.dragEnded(velocity: 300))
                    continue
                }
                let position = 1_000 + Double(cycle) * 50 + Double(phase < 90 ? phase * 4 : 360 - (phase - 90) * 6)
                inputs.append(.scrolled(ScrollMetrics(contentOffsetY: position - 143, contentHeight: 20_000, viewportHeight: 852,
                                                      contentInsetTop: 143, contentInsetBottom: 83)))
            }
        }
        self.inputs = inputs
    }
    public mutating func frame() -> Double {
        let change = configuration.apply(inputs[index], to: &state)
        index += 1
        if index == inputs.count { index = 0 }
        let layout = configuration.layout(for: state)
        return layout.bar(1).minY + layout.followerTranslationY(0) + change.contentOffsetShift
    }
}

/// Tabs sharing one header with `tabCount` tabs: recording the active offset, the header offset and
/// the indicator every frame, and a switch to another tab every 60 frames.
public struct TabsWorkload: FrameWorkload {
    let tabs: TabsConfiguration
    var state: TabsState
    var offset = 0.0
    var page = 0.0
    var framesToSwitch = 60
    var nextTab = 0
    public init(tabCount: Int) {
        tabs = try! TabsConfiguration.profile(header: .twitter, tabWidths: Array(repeating: 72, count: tabCount), viewportHeight: 852)
        state = tabs.makeState()
    }
    public mutating func frame() -> Double {
        offset = offset >= 900 ? 0 : offset + 1
        tabs.recordActiveOffset(offset, in: &state)
        framesToSwitch -= 1
        if framesToSwitch == 0 {
            framesToSwitch = 60
            nextTab += 7
            if nextTab >= tabs.tabCount { nextTab -= tabs.tabCount * (nextTab / tabs.tabCount) }
            if tabs.canSwitchTabs(state) {
                tabs.prepareToShow(nextTab, in: &state)
                tabs.select(nextTab, in: &state)
            }
        }
        page = page >= 0.99 ? 0 : page + 0.01
        return tabs.headerOffset(state) + tabs.indicatorFrame(pagePosition: Double(state.selectedIndex) + page).minX
    }
}

/// A spring's position and velocity at a time, as every snap and spring-back asks each frame.
public struct SpringWorkload: FrameWorkload {
    let motion = DampedSpring.snappy.motion(from: 120, to: 0, initialVelocity: -800)
    var time = 0.0
    public init() {}
    public mutating func frame() -> Double {
        time = time > 1 ? 0 : time + 1.0 / 120
        let (displacement, velocity) = motion.state(at: time)
        return displacement + velocity
    }
}

/// `elementCount` custom elements bound to the collapse by keyframe tracks, all evaluated each frame
/// (the layout itself is computed once, outside the measured part, as an adapter would share it).
public struct KeyframesWorkload: FrameWorkload {
    public let tracks: [ProgressTrack<ElementAttributes>]
    let layouts: [ProfileHeaderLayout]
    var layoutIndex = 0
    public init(elementCount: Int) {
        tracks = (0..<elementCount).map { index in
            let x = Double(index % 10) * 30
            return try! ProgressTrack(driver: index % 2 == 0 ? .collapse : .title, keyframes: [
                Keyframe(0, ElementAttributes(frame: Rect(x: x, y: 200, width: 90, height: 34), cornerRadius: 8)),
                Keyframe(0.5, ElementAttributes(frame: Rect(x: x + 10, y: 150, width: 70, height: 34), alpha: 0.5), easing: .easeIn),
                Keyframe(1, ElementAttributes(frame: Rect(x: x + 40, y: 64, width: 34, height: 34), transform: ElementTransform(scale: 0.9), cornerRadius: 17)),
            ])
        }
        let configuration = ProfileHeaderConfiguration.twitter
        layouts = (0..<64).map { configuration.layout(at: Double($0) * 3) }
    }
    public mutating func frame() -> Double {
        layoutIndex = (layoutIndex + 1) & 63
        let layout = layouts[layoutIndex]
        var sum = 0.0
        for track in tracks { sum += track.value(in: layout).frame.minX }
        return sum
    }
}

/// One whole frame of a tabbed profile page — the one engine call a front end makes: metrics in,
/// every element, inset, offset, hit region and announcement out — over a fling from a pull to far
/// down a tab and back, with a finger swiping the pager across the tabs. The metrics are made once,
/// outside the loop.
public struct ProfilePageWorkload: FrameWorkload {
    let page: ProfilePage
    let metrics: [ProfilePageMetrics]
    var state = ProfilePageState()
    var index = 0
    public init() {
        self.init(page: ProfilePage.tabbed(design: .twitter, tabCount: 4, refreshes: true, snapping: .expandedOrCollapsed))
    }
    init(page: ProfilePage) {
        self.page = page
        var metrics: [ProfilePageMetrics] = []
        var time = 0.0
        for step in 0..<2_000 {
            let phase = Double(step % 1_000)
            let offset = phase < 500 ? -120 + phase * 2.5 : 1_130 - (phase - 500) * 2.5
            time += 1.0 / 120
            metrics.append(ProfilePageMetrics(
                contentOffsetY: offset - 147, contentHeight: 4_000, topSpacerHeight: 317, viewportWidth: 393,
                viewportHeight: 852, contentInsetTop: 88, adjustedContentInsetTop: 147, contentInsetBottom: 0,
                adjustedContentInsetBottom: 34, verticalIndicatorInsetTop: 147, safeAreaTop: 59,
                interaction: .decelerating, time: time, detailsHeight: 230,
                pagerContentOffsetX: 0, pagerInteraction: .idle))
        }
        self.metrics = metrics
    }
    public mutating func frame() -> Double {
        index = index == metrics.count - 1 ? 0 : index + 1
        let frame = page.frame(&state, metrics[index])
        return frame.avatar.frame.minY + frame.title.frame.minY + frame.blur.radius + frame.tabIndicator.minX
            + (frame.scrollViewWrites.contentOffsetY ?? 0)
    }
}

/// Everything on in one frame: the tabbed page's frame (refresh, snapping, a floating pinned header, the blur's cached levels,
/// the X app's six label-width tabs in a scrolling strip), a shy bars step for bars over the same
/// scroll (a navigation bar, an extension and a bottom bar) and ten custom elements keyframed to the
/// page's layout — what an app with all of it pays a frame.
public struct EverythingWorkload: FrameWorkload {
    var page = ProfilePageWorkload(page: ProfilePage.tabbed(
        design: .twitter, scrollableTabs: try! ScrollableTabs(labelWidths: [37, 52, 72, 56, 44, 36]),
        refreshes: true, snapping: .expandedOrCollapsed, pinnedHeader: .floats))
    let shy = try! ShyBarsConfiguration.navigationBar(topSafeAreaInset: 59, extensionHeight: 40, followerHeight: 83)
    var shyState = ShyBarsState()
    let tracks = KeyframesWorkload(elementCount: 10).tracks
    public init() {}
    public mutating func frame() -> Double {
        page.index = page.index == page.metrics.count - 1 ? 0 : page.index + 1
        let metrics = page.metrics[page.index]
        let frame = page.page.frame(&page.state, metrics)
        let change = shy.apply(.scrolled(ScrollMetrics(
            contentOffsetY: metrics.contentOffsetY, contentHeight: metrics.contentHeight, viewportHeight: metrics.viewportHeight,
            contentInsetTop: metrics.adjustedContentInsetTop, contentInsetBottom: metrics.adjustedContentInsetBottom)), to: &shyState)
        let bars = shy.layout(for: shyState)
        var sum = frame.avatar.frame.minY + frame.title.frame.minY + frame.blur.radius + frame.tabIndicator.minX
            + frame.tabStripContentOffsetX + frame.pinnedHeaderHiddenDistance + bars.bar(1).minY + bars.followerTranslationY(0) + change.contentOffsetShift
        for track in tracks { sum += track.value(in: frame.layout).frame.minX }
        return sum
    }
}
