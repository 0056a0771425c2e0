import Foundation
import ProfileHeaderCore
@testable import ProfileHeaderSwiftUI
import SwiftUIScrollModel
import Testing

/// Issue 20, defects 2, 4, 5, 7, 8 and 14: what the page's tree and layers give the user — the
/// whole banner zoomed while pulling, the status bar style, the bar title legible under Reduce
/// Transparency, the tabs' scroll indicators, edge to edge in landscape, the lists above a keyboard.
@MainActor
@Suite struct TreeAndDrawingTests {
    static let twitter = ProfileHeaderConfiguration.twitter
    static var tabbed: ProfilePage { ProfilePage.tabbed(design: twitter, tabCount: 3, refreshes: true) }

    static func rect(_ rect: Rect) -> ModelRect {
        ModelRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// What SwiftUI draws for a layer placed as the page places it.
    static func drawn(_ placement: LayerPlacement, clippedAfterEffects: Bool = false) -> ModelRect {
        modelDrawnRect(layout: rect(placement.layoutFrame), scaleX: placement.scaleX, scaleY: placement.scaleY,
                       translationX: placement.translationX, translationY: placement.translationY,
                       clippedAfterEffects: clippedAfterEffects)
    }

    @Test("Defect 2: a pull zooms the whole banner to the engine's frame, with no gap under it")
    func bannerZooms() {
        let scene = PageScene(page: Self.tabbed)
        scene.drag(by: 80, steps: 8, lift: false)
        let frame = scene.frame
        #expect(frame.layout.stretch > 30)
        let placement = PageLayers.banner(frame)
        #expect(placement.clip == .beforeEffects, "the banner's fill is clipped to its frame before the zoom")
        let drawn = Self.drawn(placement)
        let banner = frame.banner.frame
        #expect(abs(drawn.y - banner.minY) < 0.5 && abs(drawn.maxY - banner.maxY) < 0.5, "drawn \(drawn), engine \(banner)")
        #expect(abs(drawn.x - banner.minX) < 0.5 && abs(drawn.maxX - banner.maxX) < 0.5)
        // It reaches the header's bottom: the details start right under it.
        #expect(drawn.maxY >= frame.headerClip.maxY - 0.5)
        // Clipped after the zoom (the chain before issue 20), the stretch's height would be a gap.
        let clippedLate = Self.drawn(placement, clippedAfterEffects: true)
        #expect(frame.headerClip.maxY - clippedLate.maxY > 30)
    }

    @Test("Defect 4: the page says which status bar style reads over it, and when it changes")
    func statusBarStyle() {
        let scene = PageScene(page: Self.tabbed)
        #expect(scene.driver.statusBarStyle == .lightContent, "light over the banner")
        scene.drag(by: -900, steps: 30)
        scene.frames(90)
        #expect(scene.driver.statusBarStyle == scene.frame.statusBarStyle)
    }

    @Test("Defect 5: the bar title reads over the Reduce Transparency bar in light and dark mode (WCAG AA, 4.5:1)")
    func reducedTransparencyTitle() {
        let scene = PageScene(page: Self.tabbed, reducesTransparency: true)
        scene.drag(by: -900, steps: 30)
        scene.frames(90)
        #expect(scene.frame.usesSolidBar)
        #expect(scene.frame.solidBarAlpha == 1)
        let contrast = modelContrastRatio(white: PageAppearance.titleWhite, against: PageAppearance.reducedTransparencyBarWhite)
        #expect(contrast >= 4.5, "contrast \(contrast):1")
        // The system background in light mode (white), the bar before issue 20: 1:1.
        #expect(modelContrastRatio(white: PageAppearance.titleWhite, against: 1) < 4.5)
    }

    @Test("Defect 7: every tab shows its vertical scroll indicator; only the pager's own is hidden")
    func tabIndicators() {
        #expect(PageScene(page: Self.tabbed).tabsShowIndicators)
        #expect(!PageScene(page: Self.tabbed, tree: .beforeIssue20).tabsShowIndicators)
    }

    @Test("Defect 8: in landscape the page is edge to edge and the header's content keeps inside the side safe areas")
    func landscapeEdgeToEdge() {
        let scene = PageScene(page: Self.tabbed, device: .iPhone16ProLandscape)
        let frame = scene.frame
        #expect(scene.pageFrame.x == 0 && scene.pageFrame.width == 852)
        #expect(frame.banner.frame.minX == 0 && frame.banner.frame.width == 852, "the banner fills the width")
        #expect(frame.avatar.frame.minX == 16 + 59, "the avatar 16 pt inside the left safe area")
        #expect(frame.tabBar.frame.width == 852)
        // The app's views keep inside the side safe areas (the page gives them these as safe area
        // padding), and its tab buttons start and end where the engine's tabs do, under the indicator.
        #expect(scene.driver.contentSideInsets == (59, 59))
        let buttons = scene.driver.tabButtonsSideInsets
        #expect(buttons == (59, 59))
        let width = (852 - buttons.left - buttons.right) / 3
        for tab in 0..<3 {
            scene.select(tab)
            scene.frames(90)
            #expect(abs(scene.frame.tabIndicator.midX - (buttons.left + width * (Double(tab) + 0.5))) < 1, "tab \(tab)")
        }
        let old = PageScene(page: Self.tabbed, device: .iPhone16ProLandscape, tree: .beforeIssue20)
        #expect(old.frame.banner.frame.width == 734, "the tree before issue 20: inset by both side safe areas")
    }

    @Test("Defect 8, bottom: the lists end above the home indicator, whose safe area the page ignores")
    func listsEndAboveTheHomeIndicator() {
        for rows in [2_000.0, 300.0] {
            let scene = PageScene(page: Self.tabbed, rows: [rows, rows, rows])
            scene.drag(by: -5_000, steps: 50)
            scene.frames(120)
            let list = scene.tabs[0]
            let end = scene.pageFrame.y + list.contentSize - list.contentOffset
            #expect(end <= 852 - 34 + 0.5, "\(rows) pt of rows: the content ends at \(end)")
            if rows == 2_000 { #expect(abs(end - 818) < 0.5, "and no further: \(end)") }
            #expect(scene.driver.tabWrites(0).indicatorMarginBottom == 34)
        }
    }

    @Test("Defect 14: with the keyboard up, the lists end above it: the last row can scroll into view")
    func keyboardAvoidance() {
        var device = Device.iPhone16Pro
        device.keyboardHeight = 336
        let rows = 2_000.0
        let scene = PageScene(page: Self.tabbed, device: device, rows: [rows, rows, rows])
        scene.drag(by: -5_000, steps: 50)
        scene.frames(120)
        // The content's end, in screen points, once scrolled as far as it goes.
        let list = scene.tabs[0]
        let end = scene.pageFrame.y + list.contentSize - list.contentOffset
        #expect(end <= device.height - device.keyboardHeight + 0.5, "end of content at \(end)")
    }
}

/// WCAG 2 contrast ratio between two greys given as white levels (sRGB 0 … 1): (L1 + 0.05) / (L2 + 0.05)
/// with relative luminance from the linearised channel (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio).
func modelContrastRatio(white a: Double, against b: Double) -> Double {
    func luminance(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    let (l1, l2) = (luminance(a), luminance(b))
    return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
}
