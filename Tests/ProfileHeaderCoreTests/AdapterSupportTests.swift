import PropertyBased
import Testing

@testable import ProfileHeaderCore

@Suite("What adapters apply")
struct AdapterSupportTests {
    /// Applies a transform the way a CALayer does: about the centre of the rest frame.
    func applied(_ t: ElementTransform, to rest: Rect) -> Rect {
        let width = rest.width * t.scaleX
        let height = rest.height * t.scaleY
        return Rect(x: rest.midX + t.translationX - width / 2, y: rest.midY + t.translationY - height / 2,
                    width: width, height: height)
    }

    @Test("A frame becomes a centre-anchored transform that puts the rest frame exactly on it")
    func frameToTransform() async {
        let twitter = ProfileHeaderConfiguration.twitter
        let rest = twitter.layout(at: 0)
        for offset in [-100.0, 43.5, 87, 400] {
            let layout = twitter.layout(at: offset)
            for (restFrame, frame) in [(rest.avatarFrame, layout.avatarFrame), (rest.bannerFrame, layout.bannerFrame)] {
                #expect(isClose(applied(ElementTransform(from: restFrame, to: frame), to: restFrame), frame, 1e-9))
            }
        }
        let avatar = ElementTransform(from: rest.avatarFrame, to: twitter.layout(at: 87).avatarFrame)
        // Rest (16, 150, 80, 80), centre (56, 190); at the pin (16, 103, 40, 40), centre (36, 123).
        #expect(avatar == ElementTransform(translationX: -20, translationY: -67, scaleX: 0.5, scaleY: 0.5))
        let coordinate = Gen.double(in: -500...500)
        let size = Gen.double(in: 0.5...500)
        await propertyCheck(input: coordinate, coordinate, size, size) { x, y, width, height in
            let rest = Rect(x: 10, y: 20, width: 80, height: 80)
            let frame = Rect(x: x, y: y, width: width, height: height)
            #expect(isClose(applied(ElementTransform(from: rest, to: frame), to: rest), frame, 1e-6))
        }
        #expect(ElementTransform(from: .zero, to: Rect(x: 5, y: 5, width: 0, height: 0)).scaleX == 1)
    }

    @Test("Right-to-left mirrors the avatar and title to the trailing side")
    func mirroring() {
        let layout = ProfileHeaderConfiguration.twitter.layout(at: 0)
        #expect(layout.avatarFrame.mirrored(inWidth: 393) == Rect(x: 297, y: 150, width: 80, height: 80))
        #expect(layout.titleFrame.mirrored(inWidth: 393) == layout.titleFrame, "the centred title stays put")
        #expect(layout.avatarFrame.mirrored(inWidth: 393).mirrored(inWidth: 393) == layout.avatarFrame)
    }

    @Test("Reduce Motion: no zoom on pull; the avatar still shrinks (it follows the finger), so nothing jumps at the pin")
    func reduceMotion() {
        let calm = ProfileHeaderConfiguration.twitter.reducingMotion()
        #expect(calm.stretchMode == .grow && calm.avatarCollapsedScale == 0.5)
        let pulled = calm.layout(at: -100)
        #expect(pulled.bannerFrame == Rect(x: 0, y: 0, width: 393, height: 290))
        #expect(calm.layout(at: 87).avatarScale == 0.5 && calm.avatarOverlapWhenPinned == 0,
                "a full-size avatar would lose 40 pt at once when it goes behind the pinned header")
        #expect(calm.collapsedHeight == 103 && calm.titleStartOffset == 139)
        #expect(ProfileHeaderConfiguration.thinkAndBuildTutorial.reducingMotion().expandedHeight == 104)
    }

    @Test("Scroll view insets: the app's content starts under the banner whatever the system adds")
    func scrollViewInsets() {
        let twitter = ProfileHeaderConfiguration.twitter
        // A scroll view under the status bar: the system adds the 59 pt safe area to contentInset.top.
        let top = ScrollViewBridge.contentInsetTop(forAdjustedTop: twitter.adjustedContentInsetTop(),
                                                   currentAdjustedTop: 59, currentContentInsetTop: 0)
        #expect(top == twitter.expandedHeight - 59)
        // Writing it back changes nothing the second time (no observation loop).
        let again = ScrollViewBridge.contentInsetTop(forAdjustedTop: twitter.adjustedContentInsetTop(),
                                                     currentAdjustedTop: top + 59, currentContentInsetTop: top)
        #expect(!ScrollViewBridge.differs(again, top))
        // Refreshing: the held inset is added to the inset and taken out of the offset, so the header
        // shows a stretch of exactly the held height while the content rests.
        let held = twitter.adjustedContentInsetTop(heldRefreshInset: 60)
        #expect(held == twitter.expandedHeight + 60)
        let resting = ScrollViewBridge.offset(contentOffsetY: -held, adjustedTop: held, heldInset: 60)
        #expect(resting == -60 && twitter.layout(at: resting).stretch == 60)
        #expect(ScrollViewBridge.offset(contentOffsetY: .nan, adjustedTop: .infinity, heldInset: -.infinity) == 0)
        #expect(twitter.adjustedContentInsetTop(heldRefreshInset: .nan) == twitter.expandedHeight)
        #expect(ScrollViewBridge.differs(0, 0.02) && !ScrollViewBridge.differs(0, 0.005))
    }

    @Test("What the header covers: indicator inset, the title's readiness, scrolling profile details")
    func coverage() {
        let twitter = ProfileHeaderConfiguration.twitter
        #expect(twitter.layout(at: 0).coveredHeight == twitter.expandedHeight)
        #expect(twitter.layout(at: 500).coveredHeight == twitter.collapsedHeight + twitter.tabBarHeight)
        #expect(!twitter.layout(at: twitter.titleStartOffset).isTitleShown)
        #expect(twitter.layout(at: twitter.titleStartOffset + twitter.titleTravel).isTitleShown)
        let details = twitter.layout(at: 40).viewportRect(forContentY: twitter.expandedHeight, height: 100)
        #expect(details == Rect(x: 0, y: twitter.expandedHeight - 40, width: 393, height: 100))
        #expect(twitter.layout(at: -30).viewportRect(forContentY: 10, height: -5) == Rect(x: 0, y: 40, width: 393, height: 0))
        // Covered height never decreases as the content scrolls up past the pin point.
        var previous = 0.0
        for offset in stride(from: twitter.collapseDistance, through: 800, by: 0.5) {
            let covered = twitter.layout(at: offset).coveredHeight
            #expect(covered >= previous - 1e-9)
            previous = covered
        }
    }

    @Test("Snapping in a scroll view's numbers: the target contentOffset.y for a proposed one")
    func snappingInScrollViewNumbers() {
        let twitter = ProfileHeaderConfiguration.twitter
        let snapping = HeaderSnapping.expandedOrCollapsed(twitter)
        let adjustedTop = twitter.adjustedContentInsetTop()
        // A fling proposed to end a third of the way into the collapse goes back to rest...
        let rest = snapping.targetContentOffsetY(proposedContentOffsetY: -adjustedTop + twitter.collapseDistance / 3, adjustedTop: adjustedTop)
        #expect(rest == -adjustedTop)
        // ...two thirds of the way, to pinned; beyond the last resting offset it is left alone.
        let pinned = snapping.targetContentOffsetY(proposedContentOffsetY: -adjustedTop + twitter.collapseDistance * 2 / 3, adjustedTop: adjustedTop)
        #expect(pinned == -adjustedTop + twitter.collapseDistance)
        #expect(snapping.targetContentOffsetY(proposedContentOffsetY: 900, adjustedTop: adjustedTop) == 900)
        // While refreshing, an end inside the held inset stays (the spinner stays in view); past it,
        // the resting offsets are measured without the held inset.
        let held = snapping.targetContentOffsetY(proposedContentOffsetY: -adjustedTop - 60 + 10, adjustedTop: adjustedTop + 60, heldInset: 60)
        #expect(held == -adjustedTop - 50)
        let pastHeld = snapping.targetContentOffsetY(proposedContentOffsetY: -adjustedTop + 20, adjustedTop: adjustedTop + 60, heldInset: 60)
        #expect(pastHeld == -adjustedTop, "back to rest: offset 0 is contentOffset.y = −(adjustedTop + 60) + 60")
        #expect(snapping.targetContentOffsetY(proposedContentOffsetY: .nan, adjustedTop: .nan).isFinite)
        #expect(twitter.barFrame == Rect(x: 0, y: twitter.topSafeAreaInset, width: 393, height: 44))
    }

    @Test("Profile details in a shared header scroll with the content and stop when the header settles")
    func detailsFrame() throws {
        let twitter = ProfileHeaderConfiguration.twitter
        let rest = twitter.detailsFrame(in: twitter.layout(at: 0))
        #expect(rest == Rect(x: 0, y: twitter.expandedHeight, width: 393, height: twitter.tabBarContentY - twitter.expandedHeight))
        #expect(twitter.detailsFrame(in: twitter.layout(at: 25)).minY == rest.minY - 25)
        let tabs = try TabsConfiguration.profile(header: twitter, tabWidths: [90, 90], viewportHeight: 700)
        var state = tabs.makeState()
        tabs.recordActiveOffset(5_000, in: &state)
        let settled = twitter.layout(at: tabs.headerOffset(state))
        #expect(twitter.detailsFrame(in: settled).maxY == settled.tabBarFrame.minY, "the details end where the pinned tab bar starts")
    }

    @Test("Pager numbers: page position, each tab's page, and offsets back into contentOffset.y")
    func pagerNumbers() throws {
        let tabs = try TabsConfiguration.profile(header: .twitter, tabWidths: [90, 90, 90], viewportHeight: 700)
        #expect(tabs.pagePosition(contentOffsetX: 393 * 1.25) == 1.25)
        #expect(tabs.pagePosition(contentOffsetX: .nan) == 0)
        #expect(tabs.contentOffsetX(ofTab: 2) == 786 && tabs.contentOffsetX(ofTab: 9) == 786 && tabs.contentOffsetX(ofTab: -1) == 0)
        #expect(tabs.settledTab(pagePosition: tabs.pagePosition(contentOffsetX: 400), velocity: 0) == 1)
        #expect(ScrollViewBridge.contentOffsetY(forOffset: 120, adjustedTop: 300) == -180)
        #expect(ScrollViewBridge.offset(contentOffsetY: ScrollViewBridge.contentOffsetY(forOffset: 120, adjustedTop: 300), adjustedTop: 300) == 120)
    }

    @Test("Equal tabs across the viewport; the pager holds one page per tab; no tabs is an error")
    func equalTabs() throws {
        let tabs = try TabsConfiguration.profile(header: .twitter, tabCount: 4, viewportHeight: 700, contentInsetBottom: 34)
        #expect(tabs.tabWidths == Array(repeating: 393.0 / 4, count: 4))
        #expect(tabs.pagerContentWidth == 393 * 4 && tabs.contentInsetBottom == 34)
        #expect(tabs.tabFrame(3).maxX == 393)
        #expect(throws: TabsConfigurationError.self) {
            try TabsConfiguration.profile(header: .twitter, tabCount: 0, viewportHeight: 700)
        }
    }
}
