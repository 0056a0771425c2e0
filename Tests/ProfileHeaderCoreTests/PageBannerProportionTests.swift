@testable import ProfileHeaderCore
import Testing

/// A banner on a screen wider than its design keeps the design's proportions (its picture's), up to
/// a third of the viewport's height; never shorter than the design's.
@Suite("Page: the banner's proportions on wide screens")
struct PageBannerProportionTests {
    /// The resting banner's height (below the safe area) of a single `.twitter` list, in points.
    static func bannerHeight(width: Double, height: Double, safeTop: Double) -> Double {
        let page = try! ProfilePage(design: .twitter)
        var state = ProfilePageState()
        let inset = 200.0
        let metrics = ProfilePageMetrics(contentOffsetY: -inset, contentHeight: 3_000, viewportWidth: width, viewportHeight: height,
                                         contentInsetTop: inset, adjustedContentInsetTop: inset, safeAreaTop: safeTop)
        _ = page.frame(&state, metrics)
        let frame = page.frame(&state, metrics)
        return frame.banner.frame.height - safeTop
    }

    /// A screen: width, height and top safe area, and the banner expected under it (points).
    struct Screen: Sendable, CustomTestStringConvertible {
        let width: Double, height: Double, safeTop: Double, banner: Double
        var testDescription: String { "\(width) × \(height)" }
    }

    static let screens: [Screen] = [
        // Phones keep the design's 131 pt (393 / 3), in portrait and landscape.
        Screen(width: 393, height: 852, safeTop: 59, banner: 131), Screen(width: 390, height: 844, safeTop: 47, banner: 131),
        Screen(width: 320, height: 568, safeTop: 20, banner: 131), Screen(width: 852, height: 393, safeTop: 0, banner: 131),
        // A Pro Max: 3:1 of its width.
        Screen(width: 440, height: 956, safeTop: 62, banner: 440.0 / 3),
        // iPads: 3:1 of the width in portrait; a third of the height in landscape.
        Screen(width: 1024, height: 1366, safeTop: 24, banner: 1024.0 / 3), Screen(width: 1366, height: 1024, safeTop: 24, banner: 1024.0 / 3),
        Screen(width: 820, height: 1180, safeTop: 24, banner: 820.0 / 3),
    ]

    @Test("Banner height below the safe area, by screen", arguments: screens)
    func bannerHeight(screen: Screen) {
        let banner = Self.bannerHeight(width: screen.width, height: screen.height, safeTop: screen.safeTop)
        #expect(abs(banner - screen.banner) < 0.5, "\(banner)")
    }
}
