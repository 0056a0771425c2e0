import ProfileHeaderCore
@testable import ProfileHeaderSwiftUI
import SwiftUIScrollModel
import Testing

/// A feed's scroll view with shy bars on the model: ShyBarsDriver (what ShyBarsModifier and
/// ShySystemBarsModifier apply) fed as SwiftUI feeds it.
@MainActor
final class ShyScene {
    var driver: ShyBarsDriver
    let list: ModelScrollView
    private var time = 1.0
    private var reportedGeometry: ModelScrollGeometry?
    private var reportedPhase = ModelScrollPhase.idle

    /// A feed `rows` points tall in a container `height` points tall (the bars' margins applied:
    /// the stack's at the top, the follower's at the bottom, as the modifiers set them).
    init(configuration: ShyBarsConfiguration?, followerHeight: Double, rows: Double = 4_000, height: Double = 852,
         bottomSafeArea: Double = 0) {
        driver = ShyBarsDriver(configuration: configuration, followerHeight: followerHeight)
        // The scroll view reaches the screen's bottom and takes in the home indicator's safe area.
        list = ModelScrollView(containerSize: height, safeAreaEnd: bottomSafeArea, appContentSize: rows)
        list.write(marginStart: configuration?.stackHeight ?? 0, marginEnd: driver.followerMargin(bottomSafeArea: bottomSafeArea),
                   spacer: 0)
        list.scrollTo(-(configuration?.stackHeight ?? 0))
        update()
    }

    func update() {
        for _ in 0..<10 {
            list.applyPendingWrites()
            var reported = false
            if list.phase != reportedPhase {
                let old = reportedPhase
                reportedPhase = list.phase
                let result = driver.phaseChanged(from: ScrollActivity(old), to: ScrollActivity(list.phase),
                                                 velocityY: list.phase == .decelerating ? list.releaseVelocity : nil)
                if let move = result.move { list.scrollTo(move.contentOffsetY) }
                reported = true
            }
            if list.geometry != reportedGeometry {
                reportedGeometry = list.geometry
                let g = list.geometry
                let result = driver.scrolled(ScrollMetrics(contentOffsetY: g.contentOffset, contentHeight: g.contentSize,
                                                           viewportHeight: g.containerSize, contentInsetTop: g.contentInsetStart,
                                                           contentInsetBottom: g.contentInsetEnd))
                if let move = result.move { list.scrollTo(move.contentOffsetY) }
                reported = true
            }
            if !reported { return }
        }
    }

    func drag(by distance: Double, steps: Int = 20) {
        list.touchDown()
        update()
        for _ in 0..<steps {
            time += 1.0 / 120
            list.drag(by: distance / Double(steps), over: 1.0 / 120)
            update()
        }
        if let release = list.lift() { list.decelerate(to: release.proposed) }
        update()
        frames(90)
    }

    func frames(_ count: Int) {
        for _ in 0..<count {
            time += 1.0 / 120
            list.advance(by: 1.0 / 120)
            update()
        }
    }
}

/// Issue 20, defect 13 (shy bars): the system bars follow the engine's shy bars, and the follower
/// no longer covers the last rows.
@MainActor
@Suite struct ShyBarsSceneTests {
    @Test("Defect 13: shy system bars hide once the reader scrolls on and come back when they scroll back")
    func systemBarsFollow() {
        let configuration = try? ShyBarsConfiguration.navigationBar(topSafeAreaInset: 0, navigationBarHeight: 44, followerHeight: 49)
        let scene = ShyScene(configuration: configuration, followerHeight: 0)
        #expect(scene.driver.systemBarsVisible)
        scene.drag(by: -300)
        #expect(!scene.driver.systemBarsVisible, "hidden after reading down: \(scene.driver.state)")
        scene.drag(by: 150)
        #expect(scene.driver.systemBarsVisible, "back after scrolling up")
    }

    @Test("Defect 13: the follower no longer covers the last rows")
    func followerClearsTheLastRows() {
        let configuration = try? ShyBarsConfiguration.navigationBar(topSafeAreaInset: 0, navigationBarHeight: 44, followerHeight: 83)
        let scene = ShyScene(configuration: configuration, followerHeight: 83, rows: 1_500)
        scene.drag(by: -3_000)
        scene.drag(by: -3_000)
        let end = scene.list.contentSize - scene.list.contentOffset
        #expect(end <= 852 - 83 + 0.5, "the content ends at \(end)")
    }

    @Test("Issue 46, defect 10: over the home indicator, the last row ends right above the follower, no gap under it")
    func followerHeightIncludesTheSafeArea() {
        let configuration = try? ShyBarsConfiguration.navigationBar(topSafeAreaInset: 0, navigationBarHeight: 44, followerHeight: 83)
        let scene = ShyScene(configuration: configuration, followerHeight: 83, rows: 1_500, bottomSafeArea: 34)
        scene.drag(by: -3_000)
        scene.drag(by: -3_000)
        // The content's end on screen: offset and size are the scroll view's, its top at the screen's.
        let end = scene.list.contentSize - scene.list.contentOffset
        #expect(abs(end - (852 - 83)) < 0.5, "the content ends at \(end): the follower's top is at 769")
    }
}

/// Issue 22: the SwiftUI bar's scroll flags, Android's words.
@MainActor
@Suite struct ShyBarsScrollFlagsSceneTests {
    @Test("scrollFlags [.scroll]: the bar scrolls off and comes back only as the content reaches the top; the default comes back on the way up")
    func scrollAloneReturnsAtTheTop() {
        let scrollOnly = ShyScene(configuration: ShyBarsDriver.configuration(barHeight: 44, followerHeight: 0, scrollFlags: [.scroll]),
                                  followerHeight: 0)
        scrollOnly.drag(by: -800, steps: 200)  // reading down, slowly
        #expect(scrollOnly.driver.layout?.hiddenDistance == 44)
        scrollOnly.drag(by: 400, steps: 200)  // back up, still far from the top: the bar stays away
        #expect(scrollOnly.driver.layout?.hiddenDistance == 44)
        let quickReturn = ShyScene(configuration: ShyBarsDriver.configuration(barHeight: 44, followerHeight: 0, scrollFlags: .quickReturn),
                                   followerHeight: 0)
        quickReturn.drag(by: -800, steps: 200)
        #expect(quickReturn.driver.layout?.hiddenDistance == 44)
        quickReturn.drag(by: 400, steps: 200)  // past the 200-point resistance: back
        #expect(quickReturn.driver.layout?.hiddenDistance == 0)
        #expect(quickReturn.list.contentOffset > 100 && scrollOnly.list.contentOffset > 100, "far from the top")
        scrollOnly.drag(by: 3_000, steps: 100)  // to the top
        #expect(scrollOnly.driver.layout?.hiddenDistance == 0)
    }
}
