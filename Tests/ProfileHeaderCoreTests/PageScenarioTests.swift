@testable import ProfileHeaderCore
import Testing

/// Whole scenarios of a profile page, played frame by frame on a scroll-view model that follows
/// UIScrollView's documented rules. Each asserts what a user would notice.
@Suite("Page scenarios")
struct PageScenarioTests {
    static let twitter = ProfileHeaderConfiguration.twitter   // E 190, C 103 (59 + 44), D 87
    static let sections = [ScrollViewModel.Section](repeating: .init(headerHeight: 40, rowCount: 10, rowHeight: 60), count: 6)

    static func singleList(_ policy: PageInsetPolicy = .belowPinnedHeader, refreshes: Bool = false,
                           snapping: PageSnapping = .none, sections: [ScrollViewModel.Section] = sections) throws -> PageHarness {
        let page = try ProfilePage(design: twitter, insetPolicy: policy, refreshes: refreshes, snapping: snapping)
        return PageHarness(page: page, lists: [ScrollViewModel(sections: sections)])
    }

    // MARK: Rest, fling, pinned

    @Test("Pinned, the bar and the tab bar meet: a touch on their shared edge is the tab bar's, one just above it the bar's (controls' edges are half-open)")
    func sharedEdge() throws {
        var tabbed = try PageRightToLeftTabsTests.harness(rightToLeft: false)
        tabbed.frame()
        let frame = tabbed.scroll(toContentOffsetY: 2_000, .idle)
        let edge = frame.hitMap.bar.maxY
        #expect(frame.tabBar.frame.minY == edge, "pinned right under the bar")
        #expect(frame.hitMap.target(at: Point(x: 200, y: edge)) == .headerControl(.tabBar))
        #expect(frame.hitMap.target(at: Point(x: 200, y: edge - 0.01)) == .headerControl(.bar))
        #expect(frame.hitMap.target(at: Point(x: frame.hitMap.tabBar.maxX, y: edge + 1)) != .headerControl(.tabBar),
                "the right edge is outside")
    }

    @Test("At rest the content starts right under the banner, with one write of each inset")
    func restingPage() throws {
        var harness = try Self.singleList()
        let frame = harness.frame()
        let view = harness.scrollView
        #expect(Set(view.writes) == ["spacer", "contentInset.top", "contentOffset.y", "indicatorInset.top"])
        #expect(view.writes.count == 4)
        #expect(view.topSpacerHeight == 87)              // E − C
        #expect(view.adjustedTop == 103)                // C: sticky headers pin under the collapsed bar
        #expect(view.rowMinY(section: 0, row: 0) == 230) // banner bottom 190 + the section header's 40
        #expect(view.sectionHeaderMinY(0) == 190)
        #expect(frame.offset == 0)
        #expect(frame.headerClip == Rect(x: 0, y: 0, width: 393, height: 190))
        #expect(harness.writesOnRemeasure().isEmpty)
    }

    @Test("The first frame puts a new list at rest, expanded, wherever above its content it started; one the app scrolled into its content stays",
          arguments: [0.0, -30, -59, 500])
    func firstFrameAtRest(startOffset: Double) throws {
        let startsAbove = startOffset <= 0
        var harness = try Self.singleList()
        // UIKit leaves a new scroll view at offset 0 until its first layout, with whatever insets it has.
        harness.scrollView.contentOffsetY = startOffset
        let frame = harness.frame()
        if startsAbove {
            #expect(frame.offset == 0)
            #expect(harness.scrollView.contentOffsetY == -103)
        } else {
            #expect(harness.scrollView.contentOffsetY == startOffset)
            #expect(frame.offset > 87)
        }
        #expect(harness.writesOnRemeasure().isEmpty)
        // Only the first frame: later, an offset inside the inset is the user's (a pull, momentum).
        let pulled = harness.scroll(toContentOffsetY: harness.scrollView.contentOffsetY + 20, .idle)
        #expect(harness.scrollView.contentOffsetY == (startsAbove ? -83 : startOffset + 20))
        #expect(pulled.offset == (startsAbove ? 20 : frame.offset + 20))
    }

    @Test("A fling to the end: the header pins at the collapsed height and a section header pins right under it at every frame")
    func flingKeepsSectionHeadersUnderTheBar() throws {
        var harness = try Self.singleList()
        harness.frame()
        var y = harness.scrollView.contentOffsetY
        var previousHeaderBottom = 190.0
        while y < 2_000 {
            y += 37
            let frame = harness.scroll(toContentOffsetY: y, .decelerating)
            let view = harness.scrollView
            #expect(view.writes.filter { $0.hasPrefix("contentInset") }.count <= 1)
            #expect(view.writes.isEmpty || view.writes == ["indicatorInset.top"])
            #expect(harness.writesOnRemeasure().isEmpty)
            let covered = frame.headerClip.maxY
            // A section header is either fully below the header or on its way out, pushed up by
            // its section's end; the one whose section spans the header's bottom edge sits exactly
            // on that edge.
            for index in view.sections.indices {
                let minY = view.sectionHeaderMinY(index)
                let section = view.sections[index]
                let sectionEnd = view.sectionTop(index) + section.headerHeight + Double(section.rowCount) * section.rowHeight
                    - view.contentOffsetY
                if minY < covered - 1e-9 { #expect(sectionEnd - section.headerHeight <= covered + 1e-9) }
                if frame.offset >= 87, view.sectionTop(index) - view.contentOffsetY <= covered,
                   sectionEnd - section.headerHeight >= covered {
                    #expect(minY == covered)
                }
            }
            #expect(covered <= previousHeaderBottom)  // collapsing only
            previousHeaderBottom = covered
        }
        #expect(harness.lastFrame?.headerClip.height == 103)
        let expectedCalls = 1 + Int(((2_000.0 + 103) / 37).rounded(.up))
        #expect(harness.engineCalls == expectedCalls)
    }

    @Test("Under the expanded-header policy section headers would pin below the banner: the reason for the default")
    func expandedPolicyPinsLow() throws {
        var harness = try Self.singleList(.belowExpandedHeader)
        harness.frame()
        harness.scroll(toContentOffsetY: 300, .decelerating)
        #expect(harness.scrollView.adjustedTop == 190)
        #expect(harness.lastFrame?.headerClip.maxY == 103)
        #expect(harness.scrollView.sectionHeaderMinY(0) == 190)  // 87 pt below the collapsed bar
    }

    // MARK: Pull to refresh

    @Test("Pull past the threshold, release: one refresh, the spinner held in view, then the inset springs back to rest")
    func pullToRefresh() throws {
        var harness = try Self.singleList(refreshes: true)
        harness.frame()
        let rest = harness.scrollView.contentOffsetY
        for pull in stride(from: 10.0, through: 100, by: 10) {
            harness.environment.time += 1.0 / 60
            let frame = harness.scroll(toContentOffsetY: rest - pull)
            #expect(frame.spinner.alpha == min(1, pull / 80))
            #expect(!frame.didTriggerRefresh)
        }
        harness.environment.interaction = .decelerating
        let released = harness.release(velocity: 0)
        #expect(released.didTriggerRefresh)
        #expect(released.refresh.phase == .refreshing)
        #expect(harness.scrollView.adjustedTop == 163)  // 103 + the 60 pt hold
        // The bounce settles in the held position; the spinner stays, nothing triggers again.
        harness.lists[0].settle()
        harness.environment.interaction = .idle
        var triggers = 0
        for _ in 0..<30 {
            harness.environment.time += 1.0 / 60
            let frame = harness.frame()
            triggers += frame.didTriggerRefresh ? 1 : 0
            #expect(frame.spinner.alpha == 1)
            #expect(frame.offset == -60)
        }
        #expect(triggers == 0)
        harness.frame(.refreshFinished)
        for _ in 0..<120 {
            harness.environment.time += 1.0 / 60
            let frame = harness.frame()
            #expect(harness.scrollView.contentOffsetY == -harness.scrollView.adjustedTop)  // stays at rest
            #expect(frame.offset <= 0)
        }
        #expect(harness.lastFrame?.refresh.phase == .idle)
        #expect(harness.lastFrame?.offset == 0)
        #expect(harness.lastFrame?.needsAnimationFrames == false)
        #expect(harness.scrollView.adjustedTop == 103)
    }

    @Test("Momentum into the top never refreshes (iOS only refreshes on a release)")
    func momentumDoesNotRefresh() throws {
        var harness = try Self.singleList(refreshes: true)
        harness.frame()
        harness.scroll(toContentOffsetY: 600, .decelerating)
        for y in stride(from: 600.0, through: -300, by: -60) {
            let frame = harness.scroll(toContentOffsetY: y, .decelerating)
            #expect(frame.refresh.phase == .idle)
        }
    }

    // MARK: Rotation and Dynamic Type

    @Test("Rotation: the header adapts to the new width and safe area; a resting page stays at its top")
    func rotation() throws {
        var harness = try Self.singleList()
        harness.frame()
        harness.lists[0].width = 852
        harness.lists[0].height = 393
        harness.lists[0].safeAreaTop = 0
        harness.environment.interaction = .idle
        let frame = harness.frame()
        #expect(harness.state.configuration!.viewportWidth == 852)
        #expect(harness.state.configuration!.collapsedHeight == 44)
        #expect(frame.headerClip == Rect(x: 0, y: 0, width: 852, height: 131))  // 190 − 59: the banner keeps its height below the safe area
        #expect(frame.offset == 0)
        #expect(harness.scrollView.rowMinY(section: 0, row: 0) == 131 + 40)
        #expect(harness.writesOnRemeasure().isEmpty)
    }

    @Test("Rotation and Dynamic Type while reading far down: the rows stay where they are on screen")
    func metricsChangeWhileReading() throws {
        for change in ["rotation", "dynamicType"] {
            var harness = try Self.singleList()
            harness.frame()
            harness.scroll(toContentOffsetY: 900, .idle)
            let rowBefore = harness.scrollView.rowMinY(section: 2, row: 3)
            if change == "rotation" {
                harness.lists[0].width = 852
                harness.lists[0].height = 393
                harness.lists[0].safeAreaTop = 0
            } else {
                harness.environment.textScale = 1.5
            }
            harness.frame()
            #expect(harness.scrollView.rowMinY(section: 2, row: 3) == rowBefore, "\(change)")
            #expect(harness.writesOnRemeasure().isEmpty, "\(change)")
        }
    }

    @Test("Switching to a short tab reads the app's own bottom inset: the tab's padding lets it collapse the header")
    func shortTabPaddingAfterSwitch() throws {
        let page = ProfilePage.tabbed(design: Self.twitter, tabCount: 3)
        let short = [ScrollViewModel.Section(headerHeight: 0, rowCount: 2, rowHeight: 60)]
        var harness = PageHarness(page: page, lists: [ScrollViewModel(sections: Self.sections), ScrollViewModel(sections: short),
                                                      ScrollViewModel(sections: short)])
        harness.frame()
        let thirdTabPadding = harness.state.bottomPadding(ofTab: 2)
        // (The inactive lists get the page's insets and their own padding, as a front end gives them.)
        harness.scroll(toContentOffsetY: -147 + 40, .idle)
        harness.switchTab(to: 1)
        #expect(harness.active == 1)
        #expect(harness.writesOnRemeasure().isEmpty)
        // The app's own bottom inset is still read as 0: the list carries only its padding, and the
        // other short tab's padding is what it was.
        #expect(harness.scrollView.contentInsetBottom == harness.state.bottomPadding(ofTab: 1))
        #expect(harness.state.bottomPadding(ofTab: 2) == thirdTabPadding)
        harness.lists[1].contentOffsetY = harness.scrollView.maxOffsetY
        let bottom = harness.frame()
        #expect(bottom.offset >= 317)  // the short tab still scrolls far enough to settle the header
    }

    @Test("Dynamic Type: the bar and the title grow; pinned section headers follow the taller bar")
    func dynamicType() throws {
        var harness = try Self.singleList()
        harness.frame()
        harness.scroll(toContentOffsetY: 700, .idle)
        harness.environment.textScale = 1.5
        let frame = harness.frame()
        #expect(harness.state.configuration!.barHeight == 66)
        #expect(harness.state.configuration!.titleHeight == 33)
        #expect(harness.state.configuration!.titleHorizontalInset == 84)  // 56 × 1.5: room for square bar buttons 66 pt wide
        #expect(abs(frame.title.frame.height - 33) <= 1.0 / 3 + 1e-9)  // on the pixel grid
        #expect(frame.headerClip.maxY == 125)  // 59 + 66
        #expect(harness.scrollView.adjustedTop == 125)
        let pinned = harness.scrollView.sections.indices.filter { harness.scrollView.sectionHeaderMinY($0) == 125 }
        #expect(pinned.count == 1)
        #expect(harness.writesOnRemeasure().isEmpty)
    }

    // MARK: Tabs

    static func tabbed(lists: Int = 2) throws -> PageHarness {
        let page = try ProfilePage.tabbed(design: twitter, tabCount: TabCount(lists))
        return PageHarness(page: page, lists: Array(repeating: ScrollViewModel(sections: sections), count: lists))
    }

    @Test("Dynamic Type: the tab bar grows with its titles, up to twice its height, and pins under the taller bar; smaller text never shrinks it",
          arguments: [(1.5, 66.0), (3.0, 88.0), (0.8, 44.0)])
    func dynamicTypeTabBar(textScale: Double, tabBarHeight: Double) throws {
        var harness = try Self.tabbed()
        harness.environment.textScale = textScale
        harness.frame()
        harness.scroll(toContentOffsetY: 2_000, .decelerating)
        let frame = try #require(harness.lastFrame)
        let pixel = 1.0 / 3 + 1e-9   // frames are on the pixel grid
        #expect(abs(frame.tabBar.frame.height - tabBarHeight) <= pixel)
        #expect(abs(frame.tabBar.frame.minY - frame.bar.maxY) <= pixel)   // pinned right under the bar
        #expect(abs(harness.scrollView.adjustedTop - (frame.bar.maxY + tabBarHeight)) <= pixel)
        #expect(harness.writesOnRemeasure().isEmpty)
    }

    @Test("Tabs: section headers pin under the pinned tab bar; the spacer holds banner, details and tab bar")
    func tabsPinUnderTabBar() throws {
        var harness = try Self.tabbed()
        harness.frame()
        #expect(harness.scrollView.topSpacerHeight == 464 - 147)  // tab bar bottom 420 + 44, less C + tab bar
        #expect(harness.scrollView.adjustedTop == 147)
        harness.scroll(toContentOffsetY: 900, .decelerating)
        let frame = harness.lastFrame!
        #expect(frame.tabBar.frame.minY == 103)
        let pinned = harness.scrollView.sections.indices.filter { harness.scrollView.sectionHeaderMinY($0) == 147 }
        #expect(pinned.count == 1)
        #expect(frame.hitMap.covered.maxY == 147)
    }

    @Test("Switching tabs mid-collapse keeps the header exactly where it is")
    func tabSwitchKeepsHeader() throws {
        var harness = try Self.tabbed()
        harness.frame()
        let before = harness.scroll(toContentOffsetY: -147 + 60, .idle)
        let (switched, after) = harness.switchTab(to: 1)
        // The incoming list got the page's insets and the offset that keeps the header; then it became active.
        #expect(switched.activeList == 1 && after.activeList == 1)
        #expect(try #require(switched.list(1, in: harness.state).contentOffsetY) == harness.lists[1].contentOffsetY)
        #expect(after.offset == before.offset)
        #expect(after.headerClip == before.headerClip)
        #expect(after.avatar == before.avatar)
        #expect(after.tabBar == before.tabBar)
    }

    @Test("Details that grow while the user reads further down move nothing on screen")
    func detailsGrowWhileReading() throws {
        var harness = try Self.tabbed(lists: 1)
        harness.environment.detailsHeight = 230
        harness.frame()
        harness.scroll(toContentOffsetY: 800, .idle)
        let rowBefore = harness.scrollView.rowMinY(section: 2, row: 3)
        harness.environment.detailsHeight = 290  // a bio that expands, or larger text
        harness.frame()
        #expect(harness.state.configuration!.tabBarContentY == 190 + 290)
        #expect(harness.scrollView.rowMinY(section: 2, row: 3) == rowBefore)
        #expect(harness.writesOnRemeasure().isEmpty)
    }

    // MARK: Content size at the top, touches, bad input

    @Test("A short list is padded so it can still collapse the header, and the padding follows the content")
    func shortListPadding() throws {
        var harness = try Self.singleList(sections: [.init(headerHeight: 0, rowCount: 2, rowHeight: 60)])
        harness.frame()
        harness.lists[0].contentOffsetY = harness.scrollView.maxOffsetY
        let frame = harness.frame()
        #expect(frame.offset >= 87)  // it reaches the collapsed header
        harness.lists[0].sections = [.init(headerHeight: 0, rowCount: 40, rowHeight: 60)]
        harness.frame()
        #expect(harness.scrollView.contentInsetBottom == 0)
        #expect(harness.writesOnRemeasure().isEmpty)
    }

    @Test("Tabs: touches on the banner and the details' background go through to the list's spacer (a drag there scrolls), never to rows under the pinned header")
    func tabsHeaderLetsDragsThrough() throws {
        var harness = try Self.tabbed(lists: 1)
        harness.frame()
        let rest = harness.lastFrame!
        #expect(rest.hitMap.target(at: Point(x: 300, y: 120)) == .passThrough)   // banner
        #expect(rest.hitMap.target(at: Point(x: 300, y: 300)) == .headerControl(.details)) // details (its buttons)
        #expect(rest.hitMap.targetAwayFromControls(at: Point(x: 300, y: 300)) == .passThrough)  // the bio: a drag scrolls
        #expect(rest.hitMap.target(at: Point(x: 300, y: 440)) == .headerControl(.tabBar)) // tab bar
        #expect(rest.hitMap.target(at: Point(x: 300, y: 500)) == .content)       // the first rows
        let pinned = harness.scroll(toContentOffsetY: 600, .idle)
        #expect(pinned.hitMap.target(at: Point(x: 200, y: 20)) == .blocked)      // over rows scrolled under it
        #expect(pinned.hitMap.target(at: Point(x: 200, y: 160)) == .content)
    }

    @Test("Touches: bar controls get them, the drawn header absorbs them, content below gets the rest")
    func hitMap() throws {
        var harness = try Self.singleList()
        harness.frame()
        let frame = harness.scroll(toContentOffsetY: -103 + 200, .idle)  // collapsed, name label under the bar
        #expect(frame.hitMap.target(at: Point(x: 20, y: 80)) == .headerControl(.bar))  // bar strip: back button
        #expect(frame.hitMap.target(at: Point(x: 200, y: 20)) == .blocked)       // status bar area of the bar
        #expect(frame.hitMap.target(at: Point(x: 200, y: 102)) == .headerControl(.bar))
        #expect(frame.hitMap.target(at: Point(x: 200, y: 104)) == .content)
        let rest = harness.scroll(toContentOffsetY: -103, .idle)
        // The banner at rest is over the page's empty spacer: a drag there scrolls, a tap presses nothing.
        #expect(rest.hitMap.target(at: Point(x: 300, y: 150)) == .passThrough)
        #expect(rest.hitMap.target(at: Point(x: 40, y: 200)) == .headerControl(.avatar))  // the avatar in front
        #expect(rest.hitMap.target(at: Point(x: 300, y: 200)) == .content)
    }

    @Test("VoiceOver hears the bar title arrive and leave, once each, and nothing on the page's first frame")
    func titleAnnouncements() throws {
        let page = try ProfilePage(design: Self.twitter)
        var harness = PageHarness(page: page, lists: [ScrollViewModel(sections: [.init(headerHeight: 0, rowCount: 80, rowHeight: 50)])])
        #expect(harness.frame().announcement == nil, "a page at rest says nothing as it appears")
        let top = harness.scrollView.contentOffsetY
        var heard: [PageAnnouncement] = []
        for offset in Array(stride(from: top, through: top + 600, by: 10)) + Array(stride(from: top + 600, through: top, by: -10)) {
            if let announcement = harness.scroll(toContentOffsetY: offset).announcement { heard.append(announcement) }
        }
        #expect(heard == [.titleShown, .titleHidden])
    }

    @Test("Sanitizing: any two measurements beyond the supported magnitude together are both clamped to it (no pair cancels out in the quick check)")
    func pairsBeyondTheRangeAreClamped() {
        let fields: [WritableKeyPath<ProfilePageMetrics, Double>] = [
            \.contentOffsetY, \.contentHeight, \.topSpacerHeight, \.viewportWidth, \.viewportHeight,
            \.contentInsetTop, \.adjustedContentInsetTop, \.contentInsetBottom, \.adjustedContentInsetBottom,
            \.verticalIndicatorInsetTop, \.safeAreaTop, \.safeAreaLeft, \.safeAreaRight, \.time, \.detailsHeight,
        ]
        let limit = SupportedRange.maximumFreeMagnitude
        for (index, first) in fields.enumerated() {
            for second in fields[(index + 1)...] {
                var metrics = ProfilePageMetrics(contentOffsetY: 0, contentHeight: 0, viewportWidth: 393, viewportHeight: 852,
                                                 contentInsetTop: 0, adjustedContentInsetTop: 0, safeAreaTop: 59)
                metrics[keyPath: first] = 1e300
                metrics[keyPath: second] = 1e300
                #expect(!metrics.isSanitized, "\(first) and \(second) at 1e300 need sanitizing")
                let sanitized = metrics.sanitized
                #expect(fields.allSatisfy { abs(sanitized[keyPath: $0]) <= limit }, "\(first) and \(second) at 1e300")
            }
        }
        // A text scale that is not positive reads as 1 (not the smallest allowed, 0.5).
        for scale in [0.0, -0.0, -2] {
            var metrics = ProfilePageMetrics(contentOffsetY: 0, contentHeight: 0, viewportWidth: 393, viewportHeight: 852,
                                             contentInsetTop: 0, adjustedContentInsetTop: 0, safeAreaTop: 59)
            metrics.textScale = scale
            #expect(metrics.sanitized.textScale == 1, "text scale \(scale)")
        }
        // (A design's defaults: a tabbed page refreshes only when asked.)
        #expect(try! ProfilePage.tabbed(design: Self.twitter, tabCount: 2).refreshes == false)
    }

    @Test("Extreme or non-finite measurements, one field at a time and all at once, give a finite frame and finite writes")
    func extremeMetrics() throws {
        let page = ProfilePage.tabbed(design: Self.twitter, tabCount: 3, refreshes: true, snapping: .expandedOrCollapsed)
        let normal = ProfilePageMetrics(
            contentOffsetY: 200, contentHeight: 3_000, topSpacerHeight: 317, viewportWidth: 393, viewportHeight: 852,
            contentInsetTop: 88, adjustedContentInsetTop: 147, contentInsetBottom: 0, adjustedContentInsetBottom: 34,
            verticalIndicatorInsetTop: 147, safeAreaTop: 59, time: 1, detailsHeight: 230, pagerContentOffsetX: 196.5,
            pagerInteraction: .dragging)
        let fields: [WritableKeyPath<ProfilePageMetrics, Double>] = [
            \.contentOffsetY, \.contentHeight, \.topSpacerHeight, \.viewportWidth, \.viewportHeight,
            \.contentInsetTop, \.adjustedContentInsetTop, \.contentInsetBottom, \.adjustedContentInsetBottom,
            \.verticalIndicatorInsetTop, \.safeAreaTop, \.displayScale, \.textScale, \.time, \.detailsHeight,
        ]
        let extremes: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                  1e-320, -1e-320, 0, 1e15, -1e15]
        var cases: [ProfilePageMetrics] = []
        for field in fields {
            for value in extremes {
                var metrics = normal
                metrics[keyPath: field] = value
                cases.append(metrics)
            }
        }
        for value in extremes {  // the pager's and the strip's offsets, which read non-finite as none
            var metrics = normal
            metrics.pagerContentOffsetX = value
            metrics.tabStripOffsetX = -value
            cases.append(metrics)
        }
        for (index, value) in extremes.enumerated() {  // all at once, alternating signs
            var metrics = normal
            for (position, field) in fields.enumerated() { metrics[keyPath: field] = position % 2 == 0 ? value : -value }
            metrics.pagerContentOffsetX = value
            cases.append(metrics)
            _ = index
        }
        let intents: [ProfilePageIntent] = [
            .none, .listReleased(list: 0, velocity: .nan, proposedContentOffsetY: -.greatestFiniteMagnitude),
            .tabTapped(Int.max, animated: true), .tabTapped(Int.min, animated: false), .refreshFinished,
            .pagerReleased(velocityX: .infinity), .tabTapped(1, animated: true),
            .pointer(.pressed(x: .nan, y: .infinity, on: .header, by: .touch)), .pointer(.moved(x: -.infinity, y: .nan)),
            .pointer(.wheel(deltaX: 0, deltaY: .greatestFiniteMagnitude, on: .list)),
            .pointer(.wheel(deltaX: .nan, deltaY: 0, on: .tabStrip)), .pointer(.wheel(deltaX: .infinity, deltaY: .nan, on: .tabStrip)),
            .pointer(.contentInsertedAbove(height: -.infinity))]
        for (index, metrics) in cases.enumerated() {
            var state = ProfilePageState()
            _ = page.frame(&state, normal)
            let frame = page.frame(&state, metrics, intents[index % intents.count])
            let rects = [frame.headerClip, frame.banner.frame, frame.banner.restFrame, frame.avatar.frame, frame.title.frame,
                         frame.details.frame, frame.tabBar.frame, frame.tabIndicator, frame.spinner.frame, frame.bar,
                         frame.hitMap.covered]
            #expect(rects.allSatisfy { $0.isFinite }, "metrics \(index)")
            let transforms = [frame.banner.transform, frame.avatar.transform, frame.title.transform, frame.tabBar.transform]
            #expect(transforms.allSatisfy { [$0.translationX, $0.translationY, $0.scaleX, $0.scaleY].allSatisfy { $0.isFinite } })
            #expect(frame.offset.isFinite && frame.blur.radius.isFinite && frame.spinner.rotation.isFinite)
            let writes = frame.scrollViewWrites
            let lists = (0..<3).map { frame.list($0, in: state) }
            let written: [Double?] = [writes.contentInsetTop, writes.contentInsetBottom, writes.contentOffsetY,
                           writes.verticalIndicatorInsetTop, writes.topSpacerHeight, frame.targetContentOffsetY,
                           frame.pagerContentOffsetX, frame.pagerTargetContentOffsetX]
                + lists.flatMap { [$0.contentOffsetY, $0.contentInsetTop, $0.contentInsetBottom, $0.topSpacerHeight, $0.pageOriginX] }
            #expect(written.allSatisfy { $0?.isFinite ?? true }, "metrics \(index)")
        }
    }

    @Test("Right-to-left: the avatar and the title sit at the trailing side; frames are on the pixel grid")
    func rightToLeftAndPixels() throws {
        var harness = try Self.singleList()
        harness.environment.isRightToLeft = true
        harness.environment.displayScale = 3
        harness.frame()
        let frame = harness.scroll(toContentOffsetY: -103 + 40.1234, .idle)
        #expect(frame.avatar.frame.maxX == 393 - 16)
        for rect in [frame.avatar.frame, frame.banner.frame, frame.title.frame, frame.headerClip] {
            for edge in [rect.minX, rect.minY, rect.maxX, rect.maxY] {
                let pixels = edge * 3
                #expect(abs(pixels - pixels.rounded()) < 1e-6)
            }
        }
    }

    @Test("On a surface that keeps no offset past the content's edges (SwiftUI), a bounce the page took over at the end stops there: content loading below does not make the list jump back to where the bounce would have been")
    func clampedBounceStaysWhenContentGrows() throws {
        let page = try ProfilePage(design: Self.twitter, insetPolicy: .belowPinnedHeader)
        var harness = PageHarness(page: page, lists: [ScrollViewModel(sections: [.init(headerHeight: 0, rowCount: 30, rowHeight: 50)])])
        harness.environment.keepsOffsetsPastEdges = false
        harness.frame()
        harness.frame()
        let end = harness.scrollView.maxOffsetY
        // The platform's fling bounces 80 points past the end; a finger comes down on the header.
        harness.environment.interaction = .decelerating
        harness.scrollView.contentOffsetY = end + 80
        harness.environment.time += 1.0 / 120
        harness.frame()
        harness.environment.time += 1.0 / 120
        harness.frame(.pointer(.pressed(x: 200, y: 200, on: .header, by: .touch)))
        #expect(harness.scrollView.contentOffsetY == end, "held at the end, as the surface keeps it")
        // More rows load below.
        harness.scrollView.sections[0].rowCount = 60
        for _ in 1...5 {
            harness.environment.time += 1.0 / 120
            harness.frame()
            #expect(harness.scrollView.contentOffsetY == end, "the list moved to \(harness.scrollView.contentOffsetY) from the end \(end)")
        }
    }

    @Test("A wheel pull under way when the header changes height (a larger or smaller text size) stays a pull in the frame of the change, the header still stretched; measured again, nothing more to write",
          arguments: [1.6, 0.7])
    func wheelPullAcrossAHeaderHeightChange(textScale: Double) throws {
        let page = try ProfilePage(design: Self.twitter, insetPolicy: .belowPinnedHeader, refreshes: true)
        var harness = PageHarness(page: page, lists: [ScrollViewModel(sections: [.init(headerHeight: 0, rowCount: 30, rowHeight: 50)])])
        harness.frame()
        harness.frame()
        for _ in 1...4 {
            harness.environment.time += 1.0 / 60
            harness.frame(.pointer(.wheel(deltaX: 0, deltaY: -30, on: .list)))
        }
        let pulled = try #require(harness.lastFrame)
        #expect(pulled.offset < -5, "the wheel pulls the page past its top: \(pulled.offset)")
        harness.environment.time += 1.0 / 60
        harness.environment.textScale = textScale
        let changed = harness.frame()
        #expect(changed.offset < 0 && changed.offset >= pulled.offset - 20, "still pulled: \(changed.offset) after \(pulled.offset)")
        #expect(harness.writesOnRemeasure().isEmpty, "measured again: \(harness.writesOnRemeasure())")
    }

    @Test("A refresh the app starts while a wheel pulls the page (a browser's) holds its inset without the pull jumping: measured again, nothing more to write; then the list comes back to the held refresh",
          arguments: [30.0, 60.0])
    func refreshStartedUnderAWheelPull(step: Double) throws {
        var harness = try Self.singleList(refreshes: true, sections: [.init(headerHeight: 0, rowCount: 30, rowHeight: 50)])
        harness.frame()
        harness.frame()
        let top = harness.scrollView.minOffsetY
        for _ in 1...6 {
            harness.environment.time += 1.0 / 60
            harness.frame(.pointer(.wheel(deltaX: 0, deltaY: -step, on: .list)))
        }
        #expect(harness.lastFrame!.offset < -10, "pulled: \(harness.lastFrame!.offset)")
        harness.environment.time += 1.0 / 60
        let started = harness.frame(.refreshStarted)
        #expect(started.refresh.phase == .refreshing)
        #expect(harness.writesOnRemeasure().isEmpty, "measured again: \(harness.writesOnRemeasure())")
        for _ in 1...120 {
            harness.environment.time += 1.0 / 60
            harness.frame()
        }
        #expect(abs(harness.scrollView.contentOffsetY - (top - started.refresh.heldInset)) < 0.5,
                "at \(harness.scrollView.contentOffsetY), the held refresh at \(top - started.refresh.heldInset)")
    }
}
