@testable import ProfileHeaderCore

/// The `.twitter` preset's layout written out by hand from DESIGN.md's phase rules and the preset's
/// documented numbers, without calling the engine or reading the configuration's derived values, so
/// that the engine's outputs can be checked against something that does not share its code.
///
/// Numbers (see `Presets.swift`): 393 pt wide, 59 pt safe area, 44 pt bar, banner E = 190, so
/// C = 103 and D = 87; an 80 pt avatar at x 16 hanging 40 pt below the banner (bottom edge at
/// 230 in the content), shrinking to half (40 pt, its overhang) about its bottom-leading corner; the name label 52 pt
/// below the banner (242), so the title starts at T0 = 242 − 103 = 139 and travels W = 33; the title
/// is 22 pt tall with 56 pt insets; the tab bar is 44 pt tall at 420 in the content; the blur follows
/// the title up to 20 pt.
struct TwitterReference {
    static let width = 393.0
    static let safeTop = 59.0
    static let barHeight = 44.0
    static let expanded = 190.0  // E
    static let collapsed = 103.0  // C = 59 + 44
    static let distance = 87.0  // D = E − C
    static let avatarSide = 80.0
    static let avatarBottomInContent = 230.0  // 190 + 40
    static let avatarCollapsedScale = 0.5
    static let titleStart = 139.0  // T0
    static let titleTravel = 33.0  // W
    static let tabBarContentY = 420.0
    static let blurMaximumRadius = 20.0

    /// What the engine must show at one offset.
    struct Expected: Equatable, CustomStringConvertible {
        var header: Rect
        var banner: Rect
        var avatar: Rect
        var avatarInFront: Bool
        var title: Rect
        var titleProgress: Double
        var tabBar: Rect
        var blurRadius: Double

        var description: String {
            "header \(header) banner \(banner) avatar \(avatar) front \(avatarInFront) title \(title) "
                + "titleProgress \(titleProgress) tabBar \(tabBar) blur \(blurRadius)"
        }
    }

    /// Phase by phase, as DESIGN.md describes them.
    static func expected(at offset: Double) -> Expected {
        let header: Rect
        let banner: Rect
        if offset < 0 {
            // 1. Stretch: the banner keeps its top edge at 0, grows to E − offset and zooms uniformly
            //    (scale 1 + stretch / E) about its top centre.
            let stretch = -offset
            let scale = 1 + stretch / expanded
            header = Rect(x: 0, y: 0, width: width, height: expanded + stretch)
            banner = Rect(x: (width - width * scale) / 2, y: 0, width: width * scale, height: expanded + stretch)
        } else if offset <= distance {
            // 2. Collapse: the header moves up by the offset.
            header = Rect(x: 0, y: 0, width: width, height: expanded - offset)
            banner = Rect(x: 0, y: -offset, width: width, height: expanded)
        } else {
            // 3. Pinned at height C.
            header = Rect(x: 0, y: 0, width: width, height: collapsed)
            banner = Rect(x: 0, y: -distance, width: width, height: expanded)
        }
        // The avatar scrolls with the content and shrinks over the collapse, bottom edge kept.
        let collapse = min(max(offset, 0), distance) / distance
        let side = avatarSide * (1 - (1 - avatarCollapsedScale) * collapse)
        let avatarBottom = avatarBottomInContent - offset
        let avatar = Rect(x: 16, y: avatarBottom - side, width: side, height: side)
        // In front of the header until the header pins; behind it after.
        let avatarInFront = offset <= distance
        // The title slides from W below the bar's centre up to the bar's centre, from T0 over W.
        let titleProgress = min(max((offset - titleStart) / titleTravel, 0), 1)
        let barCentre = header.maxY - barHeight / 2
        let titleCentre = barCentre + titleTravel * (1 - titleProgress)
        let title = Rect(x: 56, y: titleCentre - 11, width: width - 112, height: 22)
        // The tab bar scrolls with the content until its top reaches C.
        let tabBar = Rect(x: 0, y: max(tabBarContentY - offset, collapsed), width: width, height: 44)
        return Expected(
            header: header, banner: banner, avatar: avatar, avatarInFront: avatarInFront,
            title: title, titleProgress: titleProgress, tabBar: tabBar,
            blurRadius: blurMaximumRadius * titleProgress
        )
    }

    /// The engine's layout in the same terms.
    static func actual(_ layout: ProfileHeaderLayout) -> Expected {
        Expected(
            header: layout.headerFrame, banner: layout.bannerFrame, avatar: layout.avatarFrame,
            avatarInFront: layout.avatarStacking == .aboveHeader, title: layout.titleFrame,
            titleProgress: layout.titleProgress, tabBar: layout.tabBarFrame, blurRadius: layout.blur.radius
        )
    }

    /// True when the engine's layout shows what the rules say, to rounding.
    static func matches(_ layout: ProfileHeaderLayout, _ expected: Expected, tolerance: Double = 1e-9) -> Bool {
        let a = actual(layout)
        return isClose(a.header, expected.header, tolerance) && isClose(a.banner, expected.banner, tolerance)
            && isClose(a.avatar, expected.avatar, tolerance) && a.avatarInFront == expected.avatarInFront
            && isClose(a.title, expected.title, tolerance) && isClose(a.titleProgress, expected.titleProgress, tolerance)
            && isClose(a.tabBar, expected.tabBar, tolerance) && isClose(a.blurRadius, expected.blurRadius, tolerance)
    }
}
