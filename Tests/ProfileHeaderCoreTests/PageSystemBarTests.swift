@testable import ProfileHeaderCore
import Testing

/// A page under a system navigation bar that stays (a profile pushed in a navigation controller that
/// shows its bar, the iOS 26 way): the safe area holds the status bar and the system bar, and the
/// system bar is the header's bar — the pinned header ends at the bar's bottom on every device, the
/// title arrives under it, the banner sits where it does under a page's own bar, nothing of the bar
/// scrolls away, and the system's top edge effect comes back once pinned.
@Suite("Page: under a system bar that stays")
struct PageSystemBarTests {
    /// A device: its status bar and its system navigation bar, in points.
    struct Device: Sendable, CustomTestStringConvertible {
        let name: String, width: Double, height: Double, statusBar: Double, systemBar: Double
        var testDescription: String { name }
    }

    static let devices: [Device] = [
        Device(name: "iPhone 15 (Dynamic Island)", width: 393, height: 852, statusBar: 59, systemBar: 44),
        Device(name: "iPhone SE", width: 375, height: 667, statusBar: 20, systemBar: 44),
        Device(name: "iPad, iPadOS 26 (a 50 pt bar)", width: 820, height: 1180, statusBar: 24, systemBar: 50),
        Device(name: "iPhone landscape (a compact 32 pt bar)", width: 852, height: 393, statusBar: 0, systemBar: 32),
    ]

    /// A single `.twitter` list on `device`, in a navigation controller's safe area (status bar and
    /// system bar); `keepsSystemBar` false measures it as before: all safe area, no system bar.
    static func harness(_ device: Device, keepsSystemBar: Bool = true,
                        pinnedHeader: PinnedHeaderScrolling = .pinned) -> PageHarness {
        let page = try! ProfilePage(design: .twitter, insetPolicy: .belowPinnedHeader, pinnedHeader: pinnedHeader)
        let list = ScrollViewModel(width: device.width, height: device.height, safeAreaTop: device.statusBar + device.systemBar,
                                   sections: [.init(headerHeight: 0, rowCount: 80, rowHeight: 60)])
        var harness = PageHarness(page: page, lists: [list])
        harness.environment.systemBarHeight = keepsSystemBar ? device.systemBar : 0
        harness.frame()
        harness.frame()
        return harness
    }

    /// The header's visible bottom (its clip) once the list has scrolled far past the collapse.
    static func pinnedBottom(_ harness: inout PageHarness) -> Double {
        let frame = harness.scroll(toContentOffsetY: 1_500, .idle)
        return frame.headerClip.maxY
    }

    @Test("The pinned header ends at the system bar's bottom", arguments: devices)
    func pinnedBottomIsTheBarsBottom(device: Device) {
        var harness = Self.harness(device)
        #expect(abs(Self.pinnedBottom(&harness) - (device.statusBar + device.systemBar)) < 0.5)
        // Read as before (the whole safe area taken for the status bar) it was one bar lower (the
        // design's 44 pt): two bars.
        var before = Self.harness(device, keepsSystemBar: false)
        #expect(abs(Self.pinnedBottom(&before) - (device.statusBar + device.systemBar + 44)) < 0.5)
    }

    @Test("At rest the banner is where a page's own bar puts it", arguments: devices)
    func bannerAtRest(device: Device) {
        let kept = Self.harness(device).lastFrame!
        let page = try! ProfilePage(design: .twitter, insetPolicy: .belowPinnedHeader)
        var own = PageHarness(page: page, lists: [ScrollViewModel(width: device.width, height: device.height, safeAreaTop: device.statusBar,
                                                                   sections: [.init(headerHeight: 0, rowCount: 80, rowHeight: 60)])])
        own.frame()
        let ownFrame = own.frame()
        #expect(kept.banner.frame == ownFrame.banner.frame)
        #expect(kept.avatar.frame == ownFrame.avatar.frame)
    }

    @Test("The title arrives inside the system bar, as tall as the bar", arguments: devices)
    func titleInTheBar(device: Device) {
        var harness = Self.harness(device)
        let frame = harness.scroll(toContentOffsetY: 1_500, .idle)
        #expect(frame.layout.titleProgress == 1)
        #expect(frame.title.alpha > 0.99)
        #expect(frame.title.frame.minY >= device.statusBar - 0.5)
        #expect(frame.title.frame.maxY <= device.statusBar + device.systemBar + 0.5)
        #expect(abs(frame.bar.minY - device.statusBar) < 0.5 && abs(frame.bar.height - device.systemBar) < 0.5)
    }

    @Test("The edge effect stays off the banner, and comes back once pinned")
    func edgeEffect() {
        let phone = Self.devices[0]
        var harness = Self.harness(phone)
        #expect(harness.lastFrame!.topEdgeEffectHidden)
        let rest = harness.scrollView.minOffsetY
        #expect(harness.scroll(toContentOffsetY: rest + 60, .idle).topEdgeEffectHidden)
        #expect(!harness.scroll(toContentOffsetY: 1_500, .idle).topEdgeEffectHidden)
        #expect(harness.scroll(toContentOffsetY: -200, .idle).topEdgeEffectHidden)
        // A page that draws its own bar keeps it off at every offset.
        var own = Self.harness(phone, keepsSystemBar: false)
        for offset in [-400.0, -200, -100, 400, 1_500] {
            #expect(own.scroll(toContentOffsetY: offset, .idle).topEdgeEffectHidden)
        }
    }

    @Test("A pinned header that scrolls away keeps a system bar in place")
    func nothingScrollsAway() {
        let phone = Self.devices[0]
        var harness = Self.harness(phone, pinnedHeader: .barFloats)
        harness.scroll(toContentOffsetY: 600, .dragging)
        let frame = harness.scroll(toContentOffsetY: 1_500, .dragging)
        #expect(frame.pinnedHeaderHiddenDistance == 0)
        #expect(abs(frame.headerClip.maxY - (phone.statusBar + phone.systemBar)) < 0.5)
    }

    @Test("A system bar measured taller than the safe area, negative or not finite, reads within it",
          arguments: [-44.0, 500, .infinity, .nan, -.infinity])
    func badSystemBar(systemBar: Double) {
        let page = try! ProfilePage(design: .twitter)
        var state = ProfilePageState()
        let metrics = ProfilePageMetrics(contentOffsetY: -300, contentHeight: 3_000, viewportWidth: 393, viewportHeight: 852,
                                         contentInsetTop: 200, adjustedContentInsetTop: 303, safeAreaTop: 103, systemBarHeight: systemBar)
        for offset in [-300.0, 0, 1_500] {
            var moved = metrics
            moved.contentOffsetY = offset
            let frame = page.frame(&state, moved)
            #expect(frame.headerClip.maxY.isFinite && frame.banner.frame.minY.isFinite && frame.title.frame.minY.isFinite)
            // Pinned: at the safe area's bottom (all system bar) or one bar below it (none).
            if offset == 1_500 { #expect(frame.headerClip.maxY >= 103 - 0.5 && frame.headerClip.maxY <= 147 + 0.5) }
        }
    }
}
