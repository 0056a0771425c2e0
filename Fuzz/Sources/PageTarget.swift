// Target `page`: the page engine over fuzzed pages and fuzzed sequences of frames, played on a small
// scroll-view model that applies the frame's writes the way a front end does. Promises from the
// README's "The page: one call per frame" and the page engine's documentation:
// - every output finite, alphas in 0…1, the spinner's rotation in 0…2π, for any measurement;
// - a fixed point: what was written, measured again, asks for no write;
// - the same inputs give the same frames (no hidden state);
// - a page at rest (idle, nothing pulled) stays at its top when insets change;
// - the avatar starts inside the leading safe area and the bar title keeps clear of both side safe
//   areas, whenever the width leaves room for them;
// - touches on the bar strip go to the header's controls; below everything the header covers, to
//   the content (unless a header-drawn part is there);
// - the page rejects exactly the tab counts its documentation rejects.

/// The scroll view as the fuzz target models it: what the page writes is what it measures next.
struct FuzzScrollView {
    var contentOffsetY = 0.0, appContentHeight = 2_000.0, spacer = 0.0
    var width = 393.0, height = 852.0
    var contentInsetTop = 0.0, contentInsetBottom = 0.0, systemTop = 59.0, systemBottom = 34.0
    var indicatorTop = 0.0, safeAreaTop = 59.0, safeAreaLeft = 0.0, safeAreaRight = 0.0

    func metrics(_ environment: PageEnvironment) -> ProfilePageMetrics {
        ProfilePageMetrics(
            contentOffsetY: contentOffsetY, contentHeight: spacer + appContentHeight, topSpacerHeight: spacer,
            viewportWidth: width, viewportHeight: height, contentInsetTop: contentInsetTop,
            adjustedContentInsetTop: contentInsetTop + systemTop, contentInsetBottom: contentInsetBottom,
            adjustedContentInsetBottom: contentInsetBottom + systemBottom, verticalIndicatorInsetTop: indicatorTop,
            safeAreaTop: safeAreaTop, safeAreaLeft: safeAreaLeft, safeAreaRight: safeAreaRight,
            displayScale: environment.displayScale, textScale: environment.textScale,
            reducesMotion: environment.reducesMotion, reducesTransparency: environment.reducesTransparency,
            isRightToLeft: environment.isRightToLeft, interaction: environment.interaction, time: environment.time,
            detailsHeight: environment.detailsHeight, pagePosition: environment.pagePosition,
            nameTop: environment.nameTop, tabStripOffsetX: environment.tabStripOffsetX)
    }

    mutating func apply(_ writes: PageScrollViewWrites) {
        if let value = writes.topSpacerHeight { spacer = value }
        if let value = writes.contentInsetTop { contentInsetTop = value }
        if let value = writes.contentInsetBottom { contentInsetBottom = value }
        if let value = writes.verticalIndicatorInsetTop { indicatorTop = value }
        if let value = writes.contentOffsetY { contentOffsetY = value }
    }
}

func fuzzPage(_ input: inout FuzzInput) {
    // The page.
    let design: ProfileHeaderConfiguration
    if input.byte() % 4 == 0 {
        guard let header = decodeHeader(&input) else { return }
        design = header
    } else {
        design = .twitter
    }
    let tabCount = input.byte() % 8 == 0 ? Int(Int16(bitPattern: UInt16(input.byte()) << 8 | UInt16(input.byte()))) : input.int(0...4)
    let contentStart: PageContentStart = tabCount > 0 || input.bool() ? .belowTabBar : .belowBanner
    let policy: PageInsetPolicy = input.bool() ? .belowPinnedHeader : .belowExpandedHeader
    let refreshes = input.bool()
    let snapping: PageSnapping = input.bool() ? .expandedOrCollapsed : .none
    // A pinned header that scrolls away, sometimes: any bits for the two flag sets and any minimum
    // height, accepted exactly as PinnedHeaderScrolling documents its rules.
    var pinnedHeader = PinnedHeaderScrolling.pinned
    if input.byte() % 3 == 0 {
        let bar = ShyBarScrollFlags(rawValue: input.byte() % 2 == 0 ? input.byte() : [0x13, 0x01, 0x11, 0x03][input.int(0...3)])
        let tabBar = ShyBarScrollFlags(rawValue: input.byte() % 2 == 0 ? input.byte() : [0x00, 0x13, 0x09, 0x17][input.int(0...3)])
        let minimum = input.byte() % 4 == 0 ? input.double() : input.ordinary(60)
        let made = attempt { () throws(PinnedHeaderScrollingError) in
            try PinnedHeaderScrolling(bar: bar, tabBar: tabBar, tabBarMinimumHeight: minimum)
        }
        func followsRules(_ flags: ShyBarScrollFlags) -> Bool {
            flags.rawValue < 64 && (flags.isEmpty || flags.contains(.scroll))
                && (!flags.contains(.enterAlwaysCollapsed) || flags.contains(.enterAlways))
                && (!flags.contains(.snapMargins) || flags.contains(.snap))
        }
        let valid = followsRules(bar) && followsRules(tabBar)
            && (!tabBar.contains(.scroll) || (bar.contains(.scroll) && !bar.contains(.exitUntilCollapsed))
                || (bar.isEmpty && tabBar.contains(.exitUntilCollapsed)))
            && minimum >= 0 && minimum <= SupportedRange.maximumLength
        check((made.0 != nil) == valid, "page.pinned-header.rules",
              "bar \(bar.rawValue), tab bar \(tabBar.rawValue), minimum \(minimum) accepted: \(made.0 != nil), error \(String(describing: made.1))")
        if let made = made.0 { pinnedHeader = made }
    }

    let made = attempt { () throws(ProfilePageError) in
        try ProfilePage(design: design, contentStart: contentStart, insetPolicy: policy, tabCount: tabCount,
                        refreshes: refreshes, snapping: snapping, pinnedHeader: pinnedHeader)
    }
    let documentedValid = tabCount >= 0 && tabCount <= SupportedRange.maximumCount
    check((made.0 != nil) == documentedValid, "page.rules", "tabCount \(tabCount) accepted: \(made.0 != nil), error \(String(describing: made.1))")
    guard var page = made.0 else { return }
    // Label-width tabs that scroll, sometimes: widths, padding and inset of any magnitude, valid as
    // ScrollableTabs documents (positive lengths, lengths) or refused naming the field.
    if tabCount > 0, tabCount <= 8, input.byte() % 3 == 0 {
        let labelWidths = (0..<tabCount).map { _ in input.byte() % 4 == 0 ? input.double() : input.ordinary(300) }
        let labelPadding = input.byte() % 4 == 0 ? input.double() : input.ordinary(30)
        let inset = input.byte() % 4 == 0 ? input.double() : input.ordinary(30)
        let scrollable = attempt { () throws(ProfilePageError) in
            try ScrollableTabs(labelWidths: labelWidths, labelPadding: labelPadding, inset: inset)
        }
        let isLength = { (value: Double) in value >= 0 && value <= SupportedRange.maximumLength }
        let valid = labelWidths.allSatisfy { $0 >= SupportedRange.minimumPositiveLength && isLength($0) }
            && isLength(labelPadding) && isLength(inset)
        check((scrollable.0 != nil) == valid, "page.scrollable-tabs.rules",
              "labels \(labelWidths), padding \(labelPadding), inset \(inset) accepted: \(scrollable.0 != nil), error \(String(describing: scrollable.1))")
        if let tabs = scrollable.0 {
            page = ProfilePage.tabbed(design: design, scrollableTabs: tabs, refreshes: refreshes, snapping: snapping,
                                      pinnedHeader: pinnedHeader)
        }
    }

    // The frames.
    struct Step { var change: UInt8; var value: Double; var event: ProfilePageEvent; var interaction: PageInteraction; var dt: Double }
    var steps: [Step] = []
    let count = input.int(1...40)
    for _ in 0..<count {
        let change = input.byte()
        let value = change % 3 == 0 ? input.double() : input.ordinary(1_500)
        let events: [ProfilePageEvent] = [.frame, .frame, .frame, .dragEnded(velocity: input.ordinary(5_000), proposedContentOffsetY: input.bool() ? nil : input.ordinary(2_000)),
                                          .beginRefreshing, .endRefreshing, .tabWillAppear(input.int(-1...5)), .tabDidBecomeActive(input.int(-1...5))]
        let event = events[input.int(0...(events.count - 1))]
        let interaction: PageInteraction = [.idle, .dragging, .decelerating][input.int(0...2)]
        steps.append(Step(change: change, value: value, event: event, interaction: interaction, dt: input.bool() ? 1.0 / 60 : input.ordinary(2)))
    }

    func play() -> [ProfilePageFrame] {
        var scrollView = FuzzScrollView()
        var environment = PageEnvironment()
        var state = ProfilePageState()
        var frames: [ProfilePageFrame] = []
        for step in steps {
            switch step.change % 16 {
            case 0, 1, 2, 3: scrollView.contentOffsetY = step.value
            case 4: scrollView.appContentHeight = step.value
            case 5: scrollView.width = step.value
            case 6: scrollView.height = step.value
            case 7: scrollView.systemTop = step.value; scrollView.safeAreaTop = step.value
            case 8: environment.textScale = step.value
            case 9:
                // The details measured, and the name in them (or no name measured).
                environment.detailsHeight = step.value
                environment.nameTop = step.interaction == .idle ? nil : step.value / 3
            case 10: environment.displayScale = step.value
            case 11:
                // The pager, and a tab strip scrolled by hand while dragging (any number; nil otherwise).
                environment.pagePosition = step.value
                environment.tabStripOffsetX = step.interaction == .dragging ? step.value * 0.37 : nil
            case 12: environment.isRightToLeft.toggle(); environment.reducesMotion = step.value > 0
            case 13: scrollView.safeAreaLeft = step.value
            case 14: scrollView.safeAreaRight = step.value
            default: scrollView.contentInsetBottom = step.value
            }
            environment.interaction = step.interaction
            environment.time += step.dt.isFinite ? abs(step.dt) : 0
            let given = scrollView.metrics(environment)
            let frame = page.frame(&state, given, event: step.event)
            // The configuration in force (the design before any metrics could adapt it).
            let configuration = state.configuration ?? page.design
            checkFrame(frame, page, configuration)
            checkSideSafeArea(frame, page, given, configuration)
            checkBarSlots(frame, state, given, configuration)
            scrollView.apply(frame.scrollViewWrites)
            // Written back and measured again, nothing more is asked for — for measurements a scroll
            // view can give: finite and within the free-input range, sums included (beyond it the
            // engine clamps what it reads, so it cannot see its own writes).
            var again = state
            let measured = scrollView.metrics(environment)
            // The frame itself must have been given such measurements too: a frame that read a
            // non-finite inset could not tell the system's part of it, and the next frame settles it.
            let magnitudes = [given, measured].flatMap { m in
                [m.contentOffsetY, m.contentHeight, m.viewportWidth, m.viewportHeight, m.contentInsetTop,
                 m.adjustedContentInsetTop, m.contentInsetBottom, m.adjustedContentInsetBottom, m.safeAreaTop, m.detailsHeight]
            }
            guard magnitudes.allSatisfy({ $0.isFinite && abs($0) <= 1e11 }) else { frames.append(frame); continue }
            let remeasured = page.frame(&again, measured)
            check(remeasured.scrollViewWrites.isEmpty, "page.fixed-point",
                  "after \(step.event) the page asks again for \(remeasured.scrollViewWrites); metrics \(scrollView.metrics(environment)); page \(page); steps \(steps.map { "(\($0.change % 16), \($0.value), \($0.event), \($0.interaction))" })")
            // At rest, the page rests at its top.
            if step.interaction == .idle, frame.scrollViewWrites.contentOffsetY != nil, case .frame = step.event,
               frame.refresh.phase == .idle, frame.offset <= 0 {
                check(abs(frame.offset) < 1e-6 || frame.offset == -frame.refresh.heldInset, "page.rest-stays-at-top",
                      "offset \(frame.offset) after a resting write")
            }
            frames.append(frame)
        }
        return frames
    }
    let first = play()
    let second = play()
    check(first == second, "page.deterministic", "the same inputs gave different frames")
}

/// The header's own content inside the side safe areas, for a configuration adapted to these
/// metrics (one kept from earlier metrics, because these could not be adapted, is not).
func checkSideSafeArea(_ frame: ProfilePageFrame, _ page: ProfilePage, _ metrics: ProfilePageMetrics,
                       _ configuration: ProfileHeaderConfiguration) {
    func sanitized(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1e12) : 0 }
    let width = sanitized(metrics.viewportWidth), top = sanitized(metrics.safeAreaTop)
    guard configuration.viewportWidth == width, configuration.topSafeAreaInset == top else { return }
    let left = sanitized(metrics.safeAreaLeft), right = sanitized(metrics.safeAreaRight)
    let leading = metrics.isRightToLeft ? right : left
    let tolerance = 1.0  // pixel alignment
    if page.design.avatarLeadingInset + leading + configuration.avatarSize <= width {
        let avatar = frame.avatar.restFrame
        let inside = metrics.isRightToLeft ? avatar.maxX <= width - leading - page.design.avatarLeadingInset + tolerance
            : avatar.minX >= leading + page.design.avatarLeadingInset - tolerance
        check(inside, "page.side-safe-area", "avatar \(avatar) outside the leading safe area \(leading) in width \(width)")
    }
    let side = max(left, right)
    if 2 * side < width - SupportedRange.minimumPositiveLength {
        let title = frame.title.restFrame
        check(title.minX >= side - tolerance && title.maxX <= width - side + tolerance, "page.side-safe-area",
              "title \(title) not clear of the side safe areas \(left), \(right) in width \(width)")
    }
}

/// The bar's slots (README, UIKit walkthrough): the bar beside the title, from each side's safe area
/// to the title's edge, leading first (the right one right to left), as tall as the bar; for a
/// configuration adapted to these metrics.
func checkBarSlots(_ frame: ProfilePageFrame, _ state: ProfilePageState, _ metrics: ProfilePageMetrics,
                   _ configuration: ProfileHeaderConfiguration) {
    let slots = [state.barLeadingSlot, state.barTrailingSlot]
    check(slots.allSatisfy { $0.isFinite && $0.width >= 0 && $0.height >= 0 }, "page.bar-slots", "a slot is not finite: \(slots)")
    check(isUnit(frame.barButtonBackdropAlpha), "page.alpha", "backdrop alpha \(frame.barButtonBackdropAlpha)")
    func sanitized(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1e12) : 0 }
    let width = sanitized(metrics.viewportWidth)
    guard state.configuration != nil, configuration.viewportWidth == width, configuration.topSafeAreaInset == sanitized(metrics.safeAreaTop)
    else { return }
    let left = metrics.isRightToLeft ? state.barTrailingSlot : state.barLeadingSlot
    let right = metrics.isRightToLeft ? state.barLeadingSlot : state.barTrailingSlot
    let tolerance = 1.0 + slack(width)  // pixel alignment
    let title = configuration.titleHorizontalInset
    check(abs(left.minX - min(sanitized(metrics.safeAreaLeft), title)) <= tolerance && abs(left.maxX - title) <= tolerance
          && abs(right.minX - (width - title)) <= tolerance && abs(right.maxX - max(width - sanitized(metrics.safeAreaRight), width - title)) <= tolerance
          && abs(left.height - configuration.barHeight) <= tolerance && abs(left.minY - configuration.topSafeAreaInset) <= tolerance,
          "page.bar-slots", "slots \(left), \(right) for title inset \(title), safe areas \(metrics.safeAreaLeft), \(metrics.safeAreaRight), width \(width)")
}

func checkFrame(_ frame: ProfilePageFrame, _ page: ProfilePage, _ configuration: ProfileHeaderConfiguration) {
    // A pinned header that scrolls away: hidden within the bar and the tab bar, never for one that stays.
    let hideable = configuration.barHeight + configuration.tabBarHeight
    check(frame.pinnedHeaderHiddenDistance >= 0 && frame.pinnedHeaderHiddenDistance <= hideable + slack(hideable)
          && (page.pinnedHeader.bar.contains(.scroll) || page.pinnedHeader.tabBar.contains(.scroll)
              || frame.pinnedHeaderHiddenDistance == 0),
          "page.pinned-header.bounds", "hidden \(frame.pinnedHeaderHiddenDistance) of \(hideable), \(page.pinnedHeader)")
    check(isUnit(frame.barContentAlpha), "page.alpha", "bar content alpha \(frame.barContentAlpha)")
    check([frame.barLeadingSlot, frame.barTrailingSlot].allSatisfy { $0.isFinite }, "page.bar-slots", "moved slots not finite")
    let rects = [frame.headerClip, frame.banner.frame, frame.banner.restFrame, frame.blurredBanner.frame, frame.avatar.frame,
                 frame.avatar.restFrame, frame.title.frame, frame.details.frame, frame.tabBar.frame, frame.tabIndicator,
                 frame.spinner.frame, frame.bar, frame.hitMap.covered, frame.hitMap.details, frame.hitMap.avatar]
    check(rects.allSatisfy { $0.isFinite && $0.width >= 0 && $0.height >= 0 }, "page.finite", "a frame is not finite: \(rects)")
    let transforms = [frame.banner.transform, frame.avatar.transform, frame.title.transform, frame.details.transform, frame.tabBar.transform]
    check(transforms.allSatisfy { [$0.translationX, $0.translationY, $0.scaleX, $0.scaleY, $0.rotation].allSatisfy { $0.isFinite } },
          "page.finite", "a transform is not finite: \(transforms)")
    let alphas = [frame.banner.alpha, frame.blurredBanner.alpha, frame.avatar.alpha, frame.title.alpha, frame.details.alpha,
                  frame.tabBar.alpha, frame.spinner.alpha]
    check(alphas.allSatisfy(isUnit), "page.alpha", "an alpha outside 0…1: \(alphas)")
    check(frame.spinner.rotation >= 0 && frame.spinner.rotation <= 2 * Double.pi, "page.rotation", "spinner rotation \(frame.spinner.rotation)")
    check(frame.offset.isFinite && frame.blur.radius.isFinite && frame.blur.radius >= 0, "page.finite", "offset \(frame.offset), blur \(frame.blur)")
    // The tab strip scrolls by a finite amount, never back past its start (only while scrolled by
    // hand, by at most a bar's width: a bounce).
    check(frame.tabStripContentOffsetX.isFinite && frame.tabStripContentOffsetX >= -(configuration.viewportWidth + 1), "page.tab-strip",
          "tab strip offset \(frame.tabStripContentOffsetX)")
    let writes = frame.scrollViewWrites
    let values = [writes.topSpacerHeight, writes.contentInsetTop, writes.contentInsetBottom, writes.verticalIndicatorInsetTop,
                  writes.contentOffsetY, frame.targetContentOffsetY, frame.incomingTabContentOffsetY]
    check(values.allSatisfy { $0?.isFinite ?? true }, "page.finite", "a write is not finite: \(values)")
    check((writes.topSpacerHeight ?? 0) >= 0 && (writes.contentInsetBottom ?? 0) >= 0, "page.writes", "a negative spacer or bottom inset: \(writes)")
    // Touches: the middle of the bar strip belongs to the header's controls (once a floating header
    // has taken the bar up, the touch region is what shows of it: below the header's clip's strip, and
    // never above it); far below, to the content.
    if frame.pinnedHeaderHiddenDistance > 0 {
        check(frame.hitMap.bar.isEmpty || (frame.hitMap.bar.minY >= frame.bar.minY && frame.hitMap.bar.maxY <= frame.bar.maxY + 1e-9),
              "page.hit-map", "the bar's touch region \(frame.hitMap.bar) is not within the bar \(frame.bar)")
    }
    let bar = frame.pinnedHeaderHiddenDistance > 0 ? Rect.zero : frame.bar
    if bar.width > 0, bar.height > 0 {
        check(frame.hitMap.target(at: Point(x: bar.midX, y: bar.midY)) == .headerControl(.bar), "page.hit-map", "the bar strip \(bar) is not the header's")
    }
    let below = frame.hitMap.covered.maxY + 1
    let drawnBelow = [frame.hitMap.details, frame.hitMap.tabBar, frame.hitMap.avatar, frame.hitMap.bar]
        .contains { !$0.isEmpty && below >= $0.minY && below < $0.maxY }
    if !drawnBelow, configuration.viewportWidth > 2 {
        let expected: PageHitTarget = below < frame.hitMap.contentTop ? .passThrough : .content
        check(frame.hitMap.target(at: Point(x: 1, y: below)) == expected, "page.hit-map",
              "below the covered \(frame.hitMap.covered) is not \(expected) (content from \(frame.hitMap.contentTop))")
    }
    // Nothing the header covers over content is ever let through to it.
    let probe = Point(x: 1, y: min(frame.hitMap.covered.maxY - 0.5, max(frame.hitMap.contentTop + 0.5, 0)))
    if frame.hitMap.covered.height > 1, probe.y >= frame.hitMap.contentTop, probe.y < frame.hitMap.covered.maxY,
       ![frame.hitMap.bar, frame.hitMap.tabBar, frame.hitMap.avatar].contains(where: { !$0.isEmpty && probe.y >= $0.minY && probe.y < $0.maxY && probe.x >= $0.minX && probe.x < $0.maxX }) {
        check(frame.hitMap.target(at: probe) == .blocked, "page.hit-map", "covered content at \(probe) is not blocked")
    }
}
