import ProfileHeaderCore
@testable import ProfileHeaderSwiftUI
import Testing

/// Issue 21: a view in the details marked `.profileName()` is where the bar title takes its cue —
/// it arrives when that view reaches the bar, wherever the details' layout puts it.
@MainActor
@Suite struct NameMeasurementTests {
    /// The Twitter design on an iPhone 16 Pro: banner bottom 190, collapsed header 103 (59 + 44),
    /// title travel 33; the design's name at 242 starts the title at offset 139.
    static func scene() -> PageScene {
        PageScene(page: ProfilePage.tabbed(design: .twitter, tabCount: 3))
    }

    @Test("The title starts when the marked name reaches the bar: 64 pt into the details starts it at 190 + 64 − 103 = 151",
          arguments: [64.0, 120.0])
    func titleFollowsTheMarkedName(nameTop: Double) {
        let scene = Self.scene()
        scene.measureDetails(height: 230, nameTop: nameTop)
        let start = 190 + nameTop - 103
        scene.appScroll(to: start - 1)
        #expect(scene.headerOffset == start - 1)
        #expect(scene.frame.layout.titleProgress == 0)
        // The name's top is one point below the bar then: the details' frame says where it is.
        #expect(scene.frame.details.frame.minY + nameTop == scene.frame.bar.maxY + 1)
        scene.appScroll(to: start + 33 / 2)
        #expect(scene.frame.layout.titleProgress == 0.5)
        scene.appScroll(to: start + 33)
        #expect(scene.frame.layout.titleProgress == 1)
    }

    @Test("Unmarked (the old rule), or once the marked view goes away: the design's 242, whatever the details show")
    func unmarkedFollowsTheDesign() {
        let scene = Self.scene()
        scene.measureDetails(height: 230, nameTop: nil)
        scene.appScroll(to: 139 + 33 / 2)
        #expect(scene.frame.layout.titleProgress == 0.5)
        scene.measureDetails(height: 230, nameTop: 120)
        #expect(scene.frame.layout.titleProgress == 0)
        scene.measureDetails(height: 230, nameTop: nil)
        #expect(scene.frame.layout.titleProgress == 0.5)
    }

    @Test("A name that moves inside the details (a line above it wraps) moves the title's cue with it; the lists stay where they are")
    func nameMovesInsideTheDetails() {
        let scene = Self.scene()
        scene.measureDetails(height: 230, nameTop: 64)
        scene.appScroll(to: 151 + 33 / 2)
        #expect(scene.frame.layout.titleProgress == 0.5)
        let scrolled = scene.scrolled(0)
        scene.measureDetails(height: 230, nameTop: 64 + 8)
        #expect(scene.frame.layout.titleProgress == (33.0 / 2 - 8) / 33)
        #expect(scene.scrolled(0) == scrolled)
    }
}
