@testable import ProfileHeaderCore
import Testing

/// The scroll indicator the engine draws for a surface that hides its own (the browser): where its
/// thumb is at named offsets, how long it is, how a pull squeezes it, and how it fades.
@Suite struct PageScrollIndicatorTests {
    /// An iPhone-sized list: 852-pt viewport, 5 000 pt of content under a 60-pt top inset, the header
    /// covering the top 150 pt, the home indicator's 34 pt at the bottom.
    static func list(offset: Double) -> PageScrollIndicator {
        PageScrollIndicator(contentOffsetY: offset, contentHeight: 5_000, adjustedInsetTop: 60, adjustedInsetBottom: 34,
                            viewportWidth: 393, viewportHeight: 852, coveredHeight: 150, systemInsetBottom: 34)
    }

    /// The deepest offset of `list(offset:)`: its content and insets less the viewport.
    static let end = 60 + 5_000 + 34 - 852 - 60.0

    /// A list scrolls when its content and both insets together are taller than its viewport: a
    /// short list under a tall header inset scrolls (the header collapses); a shorter one does not.
    @Test func aListScrollsWhenItsContentAndInsetsOutgrowItsViewport() {
        func list(content: Double, top: Double, bottom: Double) -> PageScrollIndicator {
            PageScrollIndicator(contentOffsetY: -top, contentHeight: content, adjustedInsetTop: top, adjustedInsetBottom: bottom,
                                viewportWidth: 393, viewportHeight: 852, coveredHeight: 150, systemInsetBottom: 34)
        }
        #expect(list(content: 500, top: 400, bottom: 0).scrolls, "500 of content under a 400-pt inset")
        #expect(list(content: 800, top: 0, bottom: 100).scrolls, "800 of content above a 100-pt inset")
        #expect(!list(content: 400, top: 400, bottom: 34).scrolls, "834 pt in all: fits")
        #expect(!list(content: 852, top: 0, bottom: 0).scrolls, "exactly the viewport: fits")
    }

    @Test func atTheTopTheThumbStartsBelowWhatTheHeaderCovers() {
        let thumb = Self.list(offset: -60).thumb(pixels: 3)
        #expect(thumb.minY == 150 + PageScrollIndicator.inset)
        #expect(thumb.minX == 393 - 2 * PageScrollIndicator.thickness && thumb.width == PageScrollIndicator.thickness)
    }

    @Test func atTheEndTheThumbEndsAboveTheHomeIndicator() {
        let thumb = Self.list(offset: Self.end).thumb(pixels: 3)
        #expect(abs(thumb.maxY - (852 - 34 - PageScrollIndicator.inset)) < 1.0 / 3, "\(thumb)")
    }

    @Test func itsLengthIsTheVisibleShareOfTheContent() {
        let track = 852 - 150 - 34 - 2 * PageScrollIndicator.inset
        let thumb = Self.list(offset: 1_000).thumb(pixels: 3)
        #expect(abs(thumb.height - track * 852 / (60 + 5_000 + 34)) < 1.0 / 3, "\(thumb)")
    }

    @Test func aPullSqueezesItFromItsEndDownToItsShortest() {
        let resting = Self.list(offset: -60).thumb(pixels: 3)
        let pulled = Self.list(offset: -60 - 40).thumb(pixels: 3)
        #expect(abs(pulled.height - (resting.height - 40)) < 1.0 / 3 && pulled.minY == resting.minY)
        let far = Self.list(offset: -60 - 4_000).thumb(pixels: 3)
        #expect(far.height == PageScrollIndicator.minimumSqueezedLength)
    }

    @Test func itFadesInWhileTheListMovesAndOutOnceItRests() {
        var fade = ScrollIndicatorFade()
        #expect(fade.advance(shown: true, at: 1, reducesMotion: false) == 0, "a fade starts at the frame that starts it")
        #expect(abs(fade.advance(shown: true, at: 1.15, reducesMotion: false) - 0.5) < 1e-9)
        #expect(fade.advance(shown: true, at: 1.5, reducesMotion: false) == 1 && !fade.isFading)
        #expect(fade.advance(shown: false, at: 3, reducesMotion: false) == 1)
        #expect(abs(fade.advance(shown: false, at: 3.06, reducesMotion: false) - 0.8) < 1e-9)
        #expect(fade.advance(shown: false, at: 3.06, reducesMotion: true) == 0, "at once under Reduce Motion")
    }
}
