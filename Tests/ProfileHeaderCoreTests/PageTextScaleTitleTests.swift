@testable import ProfileHeaderCore
import Testing

/// Issue 23, item 6: with a larger text size the bar grows and so does its title, and the title
/// showed at rest over the banner (it travelled the design's 33 points, no longer enough to start
/// below the header's clip). The travel grows with the title and the bar.
@Suite("Page: the bar title at rest, at every text size")
struct PageTextScaleTitleTests {
    @Test("At rest the bar title is wholly below the header's clip (or transparent) at every text size, and arrives centred in the bar",
          arguments: [0.8, 1.0, 1.2, 1.5, 2.0, 3.1])
    func titleHiddenAtRest(textScale: Double) throws {
        for design in [ProfileHeaderConfiguration.twitter, .thinkAndBuildTutorial] {
            let view = ScrollViewModel(width: 393, height: 852, safeAreaTop: 59,
                                       sections: [.init(headerHeight: 0, rowCount: 60, rowHeight: 60)])
            var harness = PageHarness(page: try ProfilePage(design: design), lists: [view])
            harness.environment.textScale = textScale
            let rest = harness.frame()
            let hidden = rest.title.frame.minY >= rest.headerClip.maxY - 1e-9 || rest.title.alpha == 0
            #expect(hidden, "text scale \(textScale): title \(rest.title.frame) (alpha \(rest.title.alpha)) in clip \(rest.headerClip)")
            let pinned = harness.scroll(toContentOffsetY: 2_000 - harness.scrollView.adjustedTop, .idle)
            #expect(abs(pinned.title.frame.midY - pinned.bar.midY) <= 0.5, "text scale \(textScale): \(pinned.title.frame) in \(pinned.bar)")
        }
    }
}
