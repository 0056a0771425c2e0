import ProfileHeaderCore
@testable import ProfileHeaderSwiftUI
import SwiftUIScrollModel
import Testing

/// Issue 46, defect 2: the page pushed in a NavigationStack, shown in a TabView or a sheet. The
/// container safe area the page reads holds the bars; the status bar probe tells the window's own
/// part apart, so a kept system bar is the header's collapsed bar — never a second bar under it.
@MainActor
@Suite struct NavigationContainerTests {
    static var tabbed: ProfilePage {
        ProfilePage.tabbed(design: .twitter, tabCount: 3, refreshes: true)
    }

    /// The page scrolled until the header is pinned.
    static func pinned(_ device: Device) -> PageScene {
        let scene = PageScene(page: tabbed, device: device)
        scene.drag(by: -900, steps: 30)
        scene.frames(90)
        return scene
    }

    @Test("Pushed with the system bar kept: the header pins at the bar's bottom (103), its bar is the system bar's strip")
    func pushedKeepsOneBar() {
        let device = Device.iPhone16Pro.pushed()
        let rest = PageScene(page: Self.tabbed, device: device)
        #expect(rest.frame.banner.frame.minY == 0, "the banner reaches the top, under the transparent bar")
        #expect(rest.frame.banner.frame.maxY == 190)
        #expect(rest.driver.topEdgeEffectHidden, "no edge effect over the banner")
        let scene = Self.pinned(device)
        #expect(scene.frame.layout.collapseProgress == 1)
        #expect(scene.frame.tabBar.frame.minY == 103, "pinned at \(scene.frame.tabBar.frame.minY): 147 is a second bar")
        #expect(scene.frame.bar.minY == 59 && scene.frame.bar.height == 44, "the bar strip \(scene.frame.bar)")
        #expect(abs(scene.frame.title.frame.midY - 81) < 1, "the title arrives in the system bar: \(scene.frame.title.frame)")
        #expect(!scene.driver.topEdgeEffectHidden, "the system's edge effect back once pinned")
    }

    @Test("The app hides the stack's bar: the page's own bar under the status bar, as full screen")
    func pushedWithTheBarHidden() {
        let scene = Self.pinned(Device.iPhone16Pro.pushed(barHeight: 0))
        #expect(scene.frame.tabBar.frame.minY == 103)
        #expect(scene.frame.bar.minY == 59 && scene.frame.bar.height == 44)
        #expect(scene.driver.topEdgeEffectHidden, "no system bar: no edge effect")
    }

    @Test("In a sheet with a NavigationStack: no status bar over it, the header pins at the sheet's bar (56)")
    func sheetWithAStack() {
        let scene = Self.pinned(Device.iPhone16ProSheet(barHeight: 56))
        #expect(scene.frame.tabBar.frame.minY == 56, "pinned at \(scene.frame.tabBar.frame.minY)")
        #expect(scene.frame.bar.minY == 0 && scene.frame.bar.height == 56)
        // Without a stack the sheet has no top safe area: the page's bar from the sheet's top.
        let bare = Self.pinned(Device.iPhone16ProSheet(barHeight: 0))
        #expect(bare.frame.bar.minY == 0 && bare.frame.tabBar.frame.minY == 44)
    }

    @Test("Pushed in landscape: the compact bar (32) is the header's bar; no status bar")
    func pushedInLandscape() {
        let scene = Self.pinned(Device.iPhone16ProLandscape.pushed(barHeight: 32))
        #expect(scene.frame.tabBar.frame.minY == 32, "pinned at \(scene.frame.tabBar.frame.minY)")
        #expect(scene.frame.bar.minY == 0)
    }

    @Test("In a TabView: every list ends above the tab bar, its indicator too")
    func listsEndAboveTheTabBar() {
        let scene = PageScene(page: Self.tabbed, device: Device.iPhone16Pro.pushed().inTabView(), rows: [2_000, 2_000, 2_000])
        scene.drag(by: -5_000, steps: 50)
        scene.frames(120)
        let list = scene.tabs[0]
        let end = scene.pageFrame.y + list.contentSize - list.contentOffset
        #expect(abs(end - (852 - 34 - 49)) < 0.5, "the content ends at \(end)")
        #expect(scene.driver.tabWrites(0).indicatorMarginBottom == 83)
        #expect(scene.frame.tabBar.frame.minY == 103, "and the header pins at the bar's bottom")
    }

    @Test("The status bar probe reporting an update late (as the page opens, and in each turn of a pushed page read far down): once it has, the page is as with a report on time — the header pinned at the bar's bottom, the rows where they were",
          arguments: [PageScene.ResizeOrder.geometryFirst, .layoutFirst])
    func probeReportingLate(order: PageScene.ResizeOrder) {
        let device = Device.iPhone16Pro.pushed()
        let onTime = PageScene(page: Self.tabbed, device: device)
        let late = PageScene(page: Self.tabbed, device: device, probeReportsLate: true)
        #expect(late.headerOffset == 0 && late.scrolled(0) == 0, "opened at rest, expanded: \(late.headerOffset)")
        #expect(late.frame.banner.frame == onTime.frame.banner.frame && late.frame.tabBar.frame == onTime.frame.tabBar.frame)
        for scene in [onTime, late] {
            scene.drag(by: -1_200, steps: 30)
            scene.frames(240)
        }
        #expect(late.scrolled(0) == onTime.scrolled(0), "the same place read: \(late.scrolled(0)), \(onTime.scrolled(0))")
        for (turned, pinnedAt) in [(Device.iPhone16ProLandscape.pushed(barHeight: 32), 32.0), (device, 103.0)] {
            onTime.rotate(to: turned, order: order)
            late.rotate(to: turned, order: order, probeReportsLate: true)
            for scene in [onTime, late] { scene.frames(60) }
            #expect(late.frame.tabBar.frame.minY == pinnedAt, "pinned at \(late.frame.tabBar.frame.minY)")
            #expect(late.frame.layout.collapseProgress == 1)
            #expect(abs(RotationTests.firstRowY(late, 0) - RotationTests.firstRowY(onTime, 0)) < 0.5,
                    "the rows at \(RotationTests.firstRowY(late, 0)), on time \(RotationTests.firstRowY(onTime, 0))")
        }
    }

    @Test("The status bar probe: the window's safe-area top over the page's frame, whatever the bars")
    func statusBarProbe() {
        let cases: [(Device, Double)] = [
            (.iPhone16Pro, 59), (Device.iPhone16Pro.pushed(), 59), (.iPhone16ProSheet(), 0),
            (Device.iPhone16ProLandscape.pushed(barHeight: 32), 0),
        ]
        for (device, status) in cases {
            let scene = PageScene(page: Self.tabbed, device: device)
            #expect(scene.driver.layout.statusBarInset == status, "\(device.bars), status \(status)")
        }
    }

    @Test("Defect 5: pushed in light mode, the status bar reads light over the banner and over the pinned bar")
    func statusBarReadsOverTheKeptBar() {
        let scene = PageScene(page: Self.tabbed, device: Device.iPhone16Pro.pushed())
        for _ in 0..<2 {
            let text = modelStatusBarText(barBackgroundVisible: PageTree.keptBarBackground == .visibleClear,
                                          barIsDark: PageTree.barSchemeIsDark(for: scene.driver.statusBarStyle),
                                          appearanceIsDark: false)
            #expect(text == .light, "collapse \(scene.frame.layout.collapseProgress): dark text over the dark banner")
            scene.drag(by: -900, steps: 30)
            scene.frames(90)
        }
    }

    @Test("Defect 5: a page that draws its own bar, with profileStatusBar(), in light mode: light text over the banner and the pinned bar on iOS 18–26 and on 27")
    func statusBarReadsOverTheOwnBar() {
        // The status bar's text as the page leaves it: `asked` is the app's `profileStatusBar()`.
        func text(_ scene: PageScene, asked: Bool, iOS27: Bool, pageInWindow: Bool = true) -> ModelStatusBarText {
            let isDark = PageTree.barSchemeIsDark(for: scene.driver.statusBarStyle)
            let window = PageTree.showsStatusBarWindow(appAsked: asked, systemSetsStatusBar: iOS27, pageInWindow: pageInWindow)
            return modelStatusBarTextWithoutBar(overlayWindowText: window ? (isDark ? .light : .dark) : nil,
                                                statusBarSchemeIsDark: iOS27 ? isDark : nil, appearanceIsDark: false)
        }
        let scene = PageScene(page: Self.tabbed)
        for _ in 0..<2 {
            let collapse = scene.frame.layout.collapseProgress
            #expect(text(scene, asked: true, iOS27: false) == .light, "iOS 26, collapse \(collapse): dark text over the banner")
            #expect(text(scene, asked: true, iOS27: true) == .light, "iOS 27, collapse \(collapse)")
            #expect(text(scene, asked: false, iOS27: false) == .dark, "without the modifier the app's style stands")
            #expect(text(scene, asked: true, iOS27: false, pageInWindow: false) == .dark,
                    "a screen pushed over the page gets the app's style back")
            scene.drag(by: -900, steps: 30)
            scene.frames(90)
        }
        // In a sheet the status bar is not over the page: no window, the app's style stands.
        let sheet = PageScene(page: Self.tabbed, device: .iPhone16ProSheet())
        #expect(scene.driver.statusBarOverPage && !sheet.driver.statusBarOverPage)
        #expect(!PageTree.showsStatusBarWindow(appAsked: true, systemSetsStatusBar: false, pageInWindow: true,
                                               statusBarOverPage: sheet.driver.statusBarOverPage))
    }

    @Test("iPadOS 26, a windowed app: the bar's leading button sits clear of the window controls; the avatar does not move")
    func barButtonsClearOfTheWindowControls() {
        var windowed = Device(width: 1024, height: 768, safeAreaTop: 24, safeAreaBottom: 20)
        let plain = PageScene(page: Self.tabbed, device: windowed)
        // The close, minimize and tile controls in the top-leading corner, ending 84 points in.
        windowed.windowControlsMaxX = 84
        let scene = PageScene(page: Self.tabbed, device: windowed)
        let left = PageLayers.barButtons(scene.frame).left, plainLeft = PageLayers.barButtons(plain.frame).left
        #expect(left.minX == 84 + PageLayers.barButtonInset, "the leading button at \(left), 8 points past the controls")
        #expect(plainLeft.minX == PageLayers.barButtonInset, "without controls, 8 points in from the corner: \(plainLeft)")
        let right = PageLayers.barButtons(scene.frame).right
        #expect(right.maxX == 1024 - PageLayers.barButtonInset, "the trailing one 8 points in from the right edge: \(right)")
        #expect(scene.frame.avatar.frame == plain.frame.avatar.frame)
        #expect(left.height == scene.frame.bar.height && left.width == left.height, "square, bar-high")
    }
}
