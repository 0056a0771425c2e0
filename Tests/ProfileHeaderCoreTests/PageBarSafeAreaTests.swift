@testable import ProfileHeaderCore
import Testing

/// The bar strip's own side safe areas (iPadOS 26's window controls in a window's top-leading corner):
/// the bar's buttons and title keep clear of them; the avatar, the banner and the tabs, below the
/// corner, do not move.
@Suite("Page: the bar's own side safe areas (window controls)")
struct PageBarSafeAreaTests {
    /// A tabbed `.twitter` page on a 1024-point iPad window, resting, with `controls` points of the bar's
    /// left side taken by the window controls.
    static func frame(controls: Double) -> ProfilePageFrame {
        let page = ProfilePage.tabbed(design: .twitter, tabCount: 3)
        var state = ProfilePageState()
        let metrics = ProfilePageMetrics(contentOffsetY: -400, contentHeight: 3_000, viewportWidth: 1_024, viewportHeight: 768,
                                         contentInsetTop: 400, adjustedContentInsetTop: 400, safeAreaTop: 24,
                                         barSafeAreaLeft: controls)
        _ = page.frame(&state, metrics)
        return page.frame(&state, metrics)
    }

    @Test("Back's slot starts right of the window controls; the title clears them on both sides")
    func barClearsTheControls() {
        let plain = Self.frame(controls: 0), windowed = Self.frame(controls: 84)
        #expect(plain.barLeadingSlot.minX == 0)
        #expect(windowed.barLeadingSlot.minX == 84, "\(windowed.barLeadingSlot)")
        #expect(windowed.barLeadingSlot.width == plain.barLeadingSlot.width, "the slot keeps its width")
        #expect(windowed.title.frame.minX >= 84 + plain.barLeadingSlot.width - 0.5)
        #expect(windowed.title.frame.maxX <= 1_024 - 84 - plain.barLeadingSlot.width + 0.5, "centred: inset alike on the right")
    }

    @Test("The avatar, the banner and the tab bar stay where they are")
    func restStays() {
        let plain = Self.frame(controls: 0), windowed = Self.frame(controls: 84)
        #expect(windowed.avatar.frame == plain.avatar.frame)
        #expect(windowed.banner.frame == plain.banner.frame)
        #expect(windowed.tabBar.frame == plain.tabBar.frame)
    }

    @Test("A bar inset wider than the window, negative or not finite, reads within it", arguments: [-10.0, 5_000, .nan, .infinity])
    func badInput(controls: Double) {
        let frame = Self.frame(controls: controls)
        #expect(frame.barLeadingSlot.minX.isFinite && frame.title.frame.minX.isFinite && frame.title.frame.width >= 0)
        #expect(frame.barLeadingSlot.minX >= 0 && frame.barLeadingSlot.maxX <= 1_024)
    }
}
