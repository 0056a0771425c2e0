import PropertyBased
@testable import ProfileHeaderCore
import Testing

/// Issue 22: the X profile's round back, search and more buttons over the banner — where they go in
/// the bar, on every device and direction, and the backdrop they lose once the bar has its own.
@Suite("Page: bar buttons over the banner")
struct PageBarButtonsTests {
    static let sections = [ScrollViewModel.Section](repeating: .init(headerHeight: 0, rowCount: 40, rowHeight: 60), count: 1)

    static func harness(width: Double = 393, safeAreaTop: Double = 59, left: Double = 0, right: Double = 0,
                        rightToLeft: Bool = false, design: ProfileHeaderConfiguration = .twitter) throws -> PageHarness {
        var view = ScrollViewModel(width: width, height: width > 500 ? 393 : 852, safeAreaTop: safeAreaTop, sections: sections)
        view.safeAreaLeft = left
        view.safeAreaRight = right
        var harness = PageHarness(page: try ProfilePage(design: design), lists: [view])
        harness.environment.isRightToLeft = rightToLeft
        return harness
    }

    @Test("Portrait: the slots are the bar beside the title, 56 pt each, from the screen's edges; they do not move with the scroll")
    func portraitSlots() throws {
        var harness = try Self.harness()
        let rest = harness.frame()
        #expect(harness.state.barLeadingSlot == Rect(x: 0, y: 59, width: 56, height: 44))
        #expect(harness.state.barTrailingSlot == Rect(x: 393 - 56, y: 59, width: 56, height: 44))
        #expect(harness.state.barLeadingSlot.maxX == rest.title.frame.minX)
        #expect(harness.state.barTrailingSlot.minX == rest.title.frame.maxX)
        let top = harness.scrollView.adjustedTop
        _ = harness.scroll(toContentOffsetY: 400 - top, .dragging)
        #expect(harness.state.barLeadingSlot == Rect(x: 0, y: 59, width: 56, height: 44))
        #expect(ProfilePageState().barLeadingSlot == .zero)
    }

    @Test("Landscape: each slot starts inside its side's safe area; right to left the back button's slot is the right one")
    func landscapeAndRightToLeft() throws {
        var landscape = try Self.harness(width: 852, safeAreaTop: 0, left: 59, right: 47)
        _ = landscape.frame()
        // The title keeps 56 pt beyond the wider side safe area on both sides (115 pt).
        #expect(landscape.state.barLeadingSlot == Rect(x: 59, y: 0, width: 56, height: 44))
        #expect(landscape.state.barTrailingSlot == Rect(x: 852 - 115, y: 0, width: 115 - 47, height: 44))
        var mirrored = try Self.harness(rightToLeft: true)
        _ = mirrored.frame()
        #expect(mirrored.state.barLeadingSlot == Rect(x: 393 - 56, y: 59, width: 56, height: 44))
        #expect(mirrored.state.barTrailingSlot == Rect(x: 0, y: 59, width: 56, height: 44))
    }

    @Test("A larger text size makes the bar taller: the slots grow with it, still beside the title")
    func textScale() throws {
        var harness = try Self.harness()
        harness.environment.textScale = 1.5
        let frame = harness.frame()
        #expect(harness.state.barLeadingSlot.height == frame.bar.height && frame.bar.height > 44)
        #expect(harness.state.barLeadingSlot.maxX == frame.title.frame.minX)
    }

    @Test("The backdrop: whole over the banner at rest and pulled, gone once the title is in the bar, never rising on the way up")
    func backdrop() throws {
        var harness = try Self.harness()
        let top = harness.scrollView.adjustedTop
        #expect(harness.frame().barButtonBackdropAlpha == 1)
        #expect(harness.scroll(toContentOffsetY: -top - 80, .dragging).barButtonBackdropAlpha == 1)
        var previous = 1.0
        var sawBetween = false
        for y in stride(from: 0.0, through: 500, by: 2.5) {
            let alpha = harness.scroll(toContentOffsetY: y - top, .dragging).barButtonBackdropAlpha
            #expect(alpha <= previous && alpha >= 0, "offset \(y)")
            sawBetween = sawBetween || (alpha > 0 && alpha < 1)
            previous = alpha
        }
        #expect(sawBetween && previous == 0)
        let pinned = harness.scroll(toContentOffsetY: 500 - top, .idle)
        #expect(pinned.barButtonBackdropAlpha == 0 && pinned.title.alpha == 1)
    }
}
