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

/// One shy bars step: a scroll frame, with a drag released every 120 frames.
public struct ShyBarsWorkload: FrameWorkload {
    let configuration = try! ShyBarsConfiguration.navigationBar(topSafeAreaInset: 59, extensionHeight: 40, followerHeight: 83)
    var state = ShyBarsState()
    var frameIndex = 0
    public init() {}
    public mutating func frame() -> Double {
        frameIndex += 1
        let input: ShyBarsInput
        if frameIndex % 120 == 0 {
            input = .dragEnded(velocity: 300)
        } else {
            // Down 90 frames, up 30, deep in a long list.
            let phase = frameIndex % 120
            let position = 1_000 + Double(frameIndex / 120 % 5) * 50 + Double(phase < 90 ? phase * 4 : 360 - (phase - 90) * 6)
            input = .scrolled(ScrollMetrics(contentOffsetY: position - 143, contentHeight: 20_000, viewportHeight: 852,
                                            contentInsetTop: 143, contentInsetBottom: 83))
        }
        let step = configuration.step(state, input)
        state = step.state
        return step.layout.bar(1).minY + step.layout.followerTranslationY(0)
    }
}

/// Tabs sharing one header with `tabCount` tabs: recording the active offset, the header offset and
/// the indicator every frame, and a switch to another tab every 60 frames.
public struct TabsWorkload: FrameWorkload {
    let tabs: TabsConfiguration
    var state: TabsState
    var frameIndex = 0
    public init(tabCount: Int) {
        tabs = try! TabsConfiguration.profile(header: .twitter, tabWidths: Array(repeating: 72, count: tabCount), viewportHeight: 852)
        state = tabs.makeState()
    }
    public mutating func frame() -> Double {
        frameIndex += 1
        tabs.recordActiveOffset(Double(frameIndex % 900), in: &state)
        if frameIndex % 60 == 0 {
            let target = (frameIndex / 60 * 7) % tabs.tabCount
            if tabs.canSwitchTabs(state) {
                tabs.prepareToShow(target, in: &state)
                tabs.select(target, in: &state)
            }
        }
        let page = Double(frameIndex % 100) / 100 + Double(state.selectedIndex)
        return tabs.headerOffset(state) + tabs.indicatorFrame(pagePosition: page).minX
    }
}

/// A spring's position and velocity at a time, as every snap and spring-back asks each frame.
public struct SpringWorkload: FrameWorkload {
    let motion = Spring.snappy.motion(from: 120, to: 0, initialVelocity: -800)
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
    let tracks: [KeyframeTrack<ElementAttributes>]
    let layouts: [ProfileHeaderLayout]
    var frameIndex = 0
    public init(elementCount: Int) {
        tracks = (0..<elementCount).map { index in
            let x = Double(index % 10) * 30
            return try! KeyframeTrack(driver: index % 2 == 0 ? .collapse : .title, keyframes: [
                Keyframe(0, ElementAttributes(frame: Rect(x: x, y: 200, width: 90, height: 34), cornerRadius: 8)),
                Keyframe(0.5, ElementAttributes(frame: Rect(x: x + 10, y: 150, width: 70, height: 34), alpha: 0.5), easing: .easeIn),
                Keyframe(1, ElementAttributes(frame: Rect(x: x + 40, y: 64, width: 34, height: 34), transform: ElementTransform(scale: 0.9), cornerRadius: 17)),
            ])
        }
        let configuration = ProfileHeaderConfiguration.twitter
        layouts = (0..<64).map { configuration.layout(at: Double($0) * 3) }
    }
    public mutating func frame() -> Double {
        frameIndex += 1
        let layout = layouts[frameIndex & 63]
        var sum = 0.0
        for track in tracks { sum += track.value(in: layout).frame.minX }
        return sum
    }
}
