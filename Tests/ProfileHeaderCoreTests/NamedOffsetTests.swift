import Testing

@testable import ProfileHeaderCore

/// The `.twitter` preset (393 pt wide, 59 pt safe area, 44 pt bar, 190 pt banner) at the offsets a
/// person would name: collapsed height 103, collapse distance 87, title from 139 to 172.
@Suite("Layout at named offsets")
struct NamedOffsetTests {
    let twitter = ProfileHeaderConfiguration.twitter

    @Test("At rest: full banner, full-size avatar in front, title out of sight, tab bar in the content")
    func rest() {
        let layout = twitter.layout(at: 0)
        #expect(layout.phase == .collapsing)
        #expect(layout.collapseProgress == 0)
        #expect(layout.headerFrame == Rect(x: 0, y: 0, width: 393, height: 190))
        #expect(layout.bannerFrame == Rect(x: 0, y: 0, width: 393, height: 190))
        #expect(layout.avatarFrame == Rect(x: 16, y: 150, width: 80, height: 80))
        #expect(layout.avatarStacking == .aboveHeader)
        #expect(layout.titleFrame == Rect(x: 56, y: 190, width: 281, height: 22))
        #expect(layout.titleFrame.intersection(layout.headerFrame).isEmpty, "the title is clipped away at rest")
        #expect(layout.tabBarFrame == Rect(x: 0, y: 420, width: 393, height: 44))
        #expect(!layout.isTabBarPinned)
        #expect(layout.blur.radius == 0)
        #expect(layout.statusBarStyle == .lightContent)
    }

    @Test("Pulled 100 pt: the banner zooms about its top centre, the content moves down")
    func pulled100() {
        let layout = twitter.layout(at: -100)
        let scale = 1 + 100.0 / 190
        #expect(layout.phase == .stretching)
        #expect(layout.stretch == 100)
        #expect(layout.headerFrame == Rect(x: 0, y: 0, width: 393, height: 290))
        #expect(isClose(layout.bannerFrame, Rect(x: -393 * (scale - 1) / 2, y: 0, width: 393 * scale, height: 290)))
        #expect(layout.bannerFrame.midX == 196.5)
        #expect(layout.avatarFrame == Rect(x: 16, y: 250, width: 80, height: 80))
        #expect(layout.tabBarFrame.minY == 520)
        #expect(layout.refreshProgress == 1)
        #expect(twitter.layout(at: -40).refreshProgress == 0.5)
    }

    @Test("Mid-collapse: header half way up, avatar at 75 % with its bottom edge on the content")
    func midCollapse() {
        let layout = twitter.layout(at: 43.5)
        #expect(layout.collapseProgress == 0.5)
        #expect(layout.headerFrame == Rect(x: 0, y: 0, width: 393, height: 146.5))
        #expect(layout.bannerFrame == Rect(x: 0, y: -43.5, width: 393, height: 190))
        #expect(layout.avatarScale == 0.75)
        #expect(layout.avatarFrame == Rect(x: 16, y: 126.5, width: 60, height: 60))
        #expect(layout.avatarFrame.maxY == 230 - 43.5)
        #expect(layout.avatarStacking == .aboveHeader)
    }

    @Test("Just pinned: header at 103 pt, avatar at half size, flush with the header's bottom edge and still in front at the pin point exactly")
    func justPinned() {
        let atPin = twitter.layout(at: 87)
        #expect(atPin.collapseProgress == 1)
        #expect(atPin.headerFrame == Rect(x: 0, y: 0, width: 393, height: 103))
        #expect(atPin.bannerFrame == Rect(x: 0, y: -87, width: 393, height: 190))
        #expect(atPin.avatarFrame == Rect(x: 16, y: 103, width: 40, height: 40))
        #expect(atPin.avatarFrame.minY == atPin.headerFrame.maxY, "flush: none of it overlaps the pinned header")
        #expect(atPin.avatarStacking == .aboveHeader)
        let pastPin = twitter.layout(at: 87.25)
        #expect(pastPin.phase == .pinned)
        #expect(pastPin.avatarStacking == .belowHeader)
        #expect(pastPin.headerFrame == atPin.headerFrame)
    }

    @Test("Across the pin the avatar slides behind the header: what shows of it changes by at most 1 pt per pt")
    func avatarSlidesBehindWithoutAJump() {
        let pin = twitter.collapseDistance  // 87
        let step = 1.0 / 256  // exact in binary, so the pin itself is one of the offsets
        var previous = visibleAvatarHeight(twitter.layout(at: pin - 1))
        for k in 1...512 {
            let offset = pin - 1 + Double(k) * step
            let visible = visibleAvatarHeight(twitter.layout(at: offset))
            #expect(abs(visible - previous) <= step + 1e-9, "offset \(offset): \(previous) → \(visible)")
            previous = visible
        }
        // The last offset in front and the first behind: all 40 pt of it, then 40 pt below the bar.
        let inFront = twitter.layout(at: pin)
        let behind = twitter.layout(at: pin.nextUp)
        #expect(inFront.avatarStacking == .aboveHeader && behind.avatarStacking == .belowHeader)
        #expect(visibleAvatarHeight(inFront) == 40)
        #expect(isClose(visibleAvatarHeight(behind), 40))
        // One point either side, in whole points as a page scrolls: 40.46 → 40 → 39.
        #expect(isClose(visibleAvatarHeight(twitter.layout(at: 86)), 80 * (1 - 0.5 * 86 / 87)))
        #expect(visibleAvatarHeight(twitter.layout(at: 88)) == 39)
    }

    @Test("avatarOverlapWhenPinned: 0 for twitter on every device, about 6.4 pt for the tutorial's constants")
    func avatarOverlapWhenPinned() throws {
        #expect(twitter.avatarOverlapWhenPinned == 0)
        // iPhone SE, 16 Pro, 16 Pro Max, landscape, iPad.
        for (width, safeTop, bar) in [(375.0, 20.0, 44.0), (393, 59, 44), (440, 62, 44), (852, 0, 32), (1024, 24, 50)] {
            let c = try ProfileHeaderConfiguration.twitter(viewportWidth: width, topSafeAreaInset: safeTop, barHeight: bar)
            #expect(c.avatarOverlapWhenPinned == 0, "\(width) × \(safeTop)")
            let atPin = c.layout(at: c.collapseDistance)
            #expect(atPin.avatarFrame.minY == atPin.headerFrame.maxY, "flush at the pin: \(width) × \(safeTop)")
        }
        // The tutorial's avatar: 70 × (1 − 40 / 98) ≈ 41.43 pt collapsed, hanging 35 pt below the header.
        let tutorial = ProfileHeaderConfiguration.thinkAndBuildTutorial
        #expect(isClose(tutorial.avatarOverlapWhenPinned, 70 - 70 * 40 / 98 - 35))
        #expect(isClose(tutorial.avatarOverlapWhenPinned, 6.43, 0.01))
        // It is what vanishes in one frame when the avatar goes behind the header.
        let pin = tutorial.collapseDistance
        let vanished = visibleAvatarHeight(tutorial.layout(at: pin)) - visibleAvatarHeight(tutorial.layout(at: pin.nextUp))
        #expect(isClose(vanished, tutorial.avatarOverlapWhenPinned, 1e-9))
        // The old default, 0.6: 48 pt collapsed, 40 pt of overhang.
        #expect(isClose(try ProfileHeaderConfiguration(avatarCollapsedScale: 0.6).avatarOverlapWhenPinned, 8))
        #expect(try ProfileHeaderConfiguration(avatarCollapsedScale: 0.25).avatarOverlapWhenPinned == 0, "never negative")
    }

    @Test("Title half-way: half its travel, blur at half its radius, levels 5 and 6 of 10")
    func titleHalfWay() {
        let layout = twitter.layout(at: 155.5)
        #expect(layout.titleProgress == 0.5)
        #expect(layout.titleFrame == Rect(x: 56, y: 86.5, width: 281, height: 22))
        #expect(layout.blur == BlurState(fraction: 0.5, radius: 10, lowerLevel: 5, upperLevel: 6, upperLevelWeight: 0))
        #expect(layout.avatarFrame == Rect(x: 16, y: 34.5, width: 40, height: 40))
        #expect(layout.avatarStacking == .belowHeader)
    }

    @Test("Title done: centred in the bar below the status bar, banner fully blurred")
    func titleDone() {
        let layout = twitter.layout(at: 172)
        #expect(layout.titleProgress == 1)
        #expect(layout.titleFrame.midY == 59 + 44 / 2)
        #expect(layout.titleFrame == Rect(x: 56, y: 70, width: 281, height: 22))
        #expect(layout.blur == BlurState(fraction: 1, radius: 20, lowerLevel: 10, upperLevel: 10, upperLevelWeight: 0))
    }

    @Test("Far down: everything collapsed, tab bar stuck under the header, avatar long gone")
    func farDown() {
        let layout = twitter.layout(at: 2_000)
        #expect(layout.headerFrame == Rect(x: 0, y: 0, width: 393, height: 103))
        #expect(layout.tabBarFrame == Rect(x: 0, y: 103, width: 393, height: 44))
        #expect(layout.isTabBarPinned)
        #expect(layout.avatarFrame.maxY == 230 - 2_000)
        #expect(layout.titleFrame.midY == 81)
        // The tab bar sticks exactly when its top reaches the collapsed header: offset 420 − 103.
        #expect(!twitter.layout(at: 317).isTabBarPinned)
        #expect(twitter.layout(at: 317).tabBarFrame.minY == 103)
        #expect(twitter.layout(at: 317.5).isTabBarPinned)
        #expect(twitter.layout(at: 317.5).tabBarFrame.minY == 103)
    }

    struct Golden: Sendable, CustomTestStringConvertible {
        let name: String
        let offset: Double
        let dump: String
        var testDescription: String { name }
    }

    static let goldens: [Golden] = [
        Golden(name: "rest", offset: 0, dump: """
            offset 0  phase collapsing  collapse 0  stretch 0
            header  x 0 y 0 w 393 h 190
            banner  x 0 y 0 w 393 h 190
            blur    fraction 0  radius 0  levels 0→1 @ 0
            avatar  x 16 y 150 w 80 h 80  scale 1  aboveHeader
            title   x 56 y 190 w 281 h 22  alpha 1  progress 0
            tabBar  x 0 y 420 w 393 h 44
            refresh 0  statusBar lightContent
            """),
        Golden(name: "pulled 100", offset: -100, dump: """
            offset -100  phase stretching  collapse 0  stretch 100
            header  x 0 y 0 w 393 h 290
            banner  x -103.42 y 0 w 599.84 h 290
            blur    fraction 0  radius 0  levels 0→1 @ 0
            avatar  x 16 y 250 w 80 h 80  scale 1  aboveHeader
            title   x 56 y 290 w 281 h 22  alpha 1  progress 0
            tabBar  x 0 y 520 w 393 h 44
            refresh 1  statusBar lightContent
            """),
        Golden(name: "mid-collapse", offset: 43.5, dump: """
            offset 43.5  phase collapsing  collapse 0.5  stretch 0
            header  x 0 y 0 w 393 h 146.5
            banner  x 0 y -43.5 w 393 h 190
            blur    fraction 0  radius 0  levels 0→1 @ 0
            avatar  x 16 y 126.5 w 60 h 60  scale 0.75  aboveHeader
            title   x 56 y 146.5 w 281 h 22  alpha 1  progress 0
            tabBar  x 0 y 376.5 w 393 h 44
            refresh 0  statusBar lightContent
            """),
        Golden(name: "just pinned", offset: 88, dump: """
            offset 88  phase pinned  collapse 1  stretch 0
            header  x 0 y 0 w 393 h 103
            banner  x 0 y -87 w 393 h 190
            blur    fraction 0  radius 0  levels 0→1 @ 0
            avatar  x 16 y 102 w 40 h 40  scale 0.5  belowHeader
            title   x 56 y 103 w 281 h 22  alpha 1  progress 0
            tabBar  x 0 y 332 w 393 h 44
            refresh 0  statusBar lightContent
            """),
        Golden(name: "title half-way", offset: 155.5, dump: """
            offset 155.5  phase pinned  collapse 1  stretch 0
            header  x 0 y 0 w 393 h 103
            banner  x 0 y -87 w 393 h 190
            blur    fraction 0.5  radius 10  levels 5→6 @ 0
            avatar  x 16 y 34.5 w 40 h 40  scale 0.5  belowHeader
            title   x 56 y 86.5 w 281 h 22  alpha 1  progress 0.5
            tabBar  x 0 y 264.5 w 393 h 44
            refresh 0  statusBar lightContent
            """),
        Golden(name: "title done", offset: 172, dump: """
            offset 172  phase pinned  collapse 1  stretch 0
            header  x 0 y 0 w 393 h 103
            banner  x 0 y -87 w 393 h 190
            blur    fraction 1  radius 20  levels 10→10 @ 0
            avatar  x 16 y 18 w 40 h 40  scale 0.5  belowHeader
            title   x 56 y 70 w 281 h 22  alpha 1  progress 1
            tabBar  x 0 y 248 w 393 h 44
            refresh 0  statusBar lightContent
            """),
        Golden(name: "far down", offset: 2_000, dump: """
            offset 2000  phase pinned  collapse 1  stretch 0
            header  x 0 y 0 w 393 h 103
            banner  x 0 y -87 w 393 h 190
            blur    fraction 1  radius 20  levels 10→10 @ 0
            avatar  x 16 y -1810 w 40 h 40  scale 0.5  belowHeader
            title   x 56 y 70 w 281 h 22  alpha 1  progress 1
            tabBar  x 0 y 103 w 393 h 44  pinned
            refresh 0  statusBar lightContent
            """),
    ]

    @Test("Golden text dumps of the twitter preset", arguments: goldens)
    func golden(_ golden: Golden) {
        #expect(twitter.layout(at: golden.offset).textDump == golden.dump)
    }

    @Test("Stretch modes: grow keeps the width, none lets the banner ride down with the content")
    func stretchModes() throws {
        let grow = try ProfileHeaderConfiguration(stretchMode: .grow).layout(at: -60)
        #expect(grow.bannerFrame == Rect(x: 0, y: 0, width: 393, height: 250))
        #expect(grow.headerFrame == grow.bannerFrame)
        let none = try ProfileHeaderConfiguration(stretchMode: .none).layout(at: -60)
        #expect(none.bannerFrame == Rect(x: 0, y: 60, width: 393, height: 190))
        #expect(none.statusBarStyle == .darkContent, "the page background shows behind the status bar")
        #expect(try ProfileHeaderConfiguration(stretchMode: .none).layout(at: -29.5).statusBarStyle == .lightContent)
        #expect(none.avatarFrame == Rect(x: 16, y: 210, width: 80, height: 80), "the avatar rides with the content in every mode")
    }

    @Test("Bottom-centre anchoring keeps the avatar's centre line while it shrinks")
    func bottomCenterAnchor() throws {
        let layout = try ProfileHeaderConfiguration(avatarShrinkAnchor: .bottomCenter).layout(at: 87)
        #expect(layout.avatarFrame == Rect(x: 36, y: 103, width: 40, height: 40))
        #expect(layout.avatarFrame.midX == 16 + 40)
    }

    @Test("A fading title follows its progress; an opaque one relies on the header's clip")
    func titleFade() throws {
        let fading = try ProfileHeaderConfiguration(titleFadesIn: true)
        #expect(fading.layout(at: 0).titleAlpha == 0)
        #expect(fading.layout(at: 155.5).titleAlpha == 0.5)
        #expect(fading.layout(at: 400).titleAlpha == 1)
        #expect(twitter.layout(at: 0).titleAlpha == 1)
    }

    @Test("A custom blur range and cached levels cross-fade pairwise")
    func customBlurRange() throws {
        let c = try ProfileHeaderConfiguration(blurRange: .offsets(start: 0, end: 100), blurCacheLevels: 4)
        #expect(c.layout(at: -10).blur.fraction == 0)
        let quarterAndABit = c.layout(at: 30).blur  // 0.3 × 4 levels = 1.2
        #expect(quarterAndABit.lowerLevel == 1)
        #expect(quarterAndABit.upperLevel == 2)
        #expect(isClose(quarterAndABit.upperLevelWeight, 0.2))
        #expect(isClose(quarterAndABit.radius, 6))
        #expect(c.layout(at: 100).blur.lowerLevel == 4)
    }
}
