import Testing

@testable import ProfileHeaderCore

/// The status bar reads light over the (dark) banner and dark over the page background. Only a
/// banner that leaves the top of the viewport uncovered (``StretchMode/none``, riding down with a
/// pull) shows the background behind the status bar; the style switches to dark once the banner's
/// top edge has passed the middle of the status bar (the top safe area): light while
/// `headerFrame.minY ≤ topSafeAreaInset / 2`, dark below that.
@Suite("Status bar style")
struct StatusBarTests {
    /// The twitter layout (a 131 pt banner under the safe area) with a given stretch mode and safe area.
    func configuration(safeTop: Double = 59, stretchMode: StretchMode) throws -> ProfileHeaderConfiguration {
        try ProfileHeaderConfiguration(
            topSafeAreaInset: safeTop, expandedHeight: safeTop + 131, stretchMode: stretchMode,
            nameLabelContentY: safeTop + 131 + 52, tabBarContentY: safeTop + 131 + 230
        )
    }

    /// A banner that rides down with the pull, uncovering the top of the viewport.
    func riding(safeTop: Double) throws -> ProfileHeaderConfiguration {
        try configuration(safeTop: safeTop, stretchMode: .none)
    }

    @Test("59 pt safe area: light until the banner's top passes 29.5 pt, dark from there", arguments: [
        (0.0, StatusBarStyle.lightContent),  // at rest
        (-10, .lightContent),
        (-29, .lightContent),
        (-29.5, .lightContent),  // the banner's top exactly at the middle of the status bar
        (-29.75, .darkContent),  // just past it
        (-30, .darkContent),
        (-44, .darkContent),
        (-58.5, .darkContent),
        (-59, .darkContent),  // the banner's top at the bottom of the status bar
        (-120, .darkContent),
        (43.5, .lightContent),  // collapsing and pinned: the banner is under the status bar
        (500, .lightContent),
    ])
    func namedOffsets(_ offset: Double, _ style: StatusBarStyle) throws {
        let layout = try riding(safeTop: 59).layout(at: offset)
        #expect(layout.statusBarStyle == style, "offset \(offset), banner top at \(layout.headerFrame.minY)")
    }

    @Test("The switch point follows the safe area: half of 47 pt, half of 20 pt", arguments: [
        (47.0, -23.5, StatusBarStyle.lightContent), (47, -24, .darkContent), (47, -40, .darkContent),
        (20, -10, .lightContent), (20, -10.5, .darkContent), (20, -19, .darkContent),
    ])
    func otherSafeAreas(_ safeTop: Double, _ offset: Double, _ style: StatusBarStyle) throws {
        #expect(try riding(safeTop: safeTop).layout(at: offset).statusBarStyle == style, "safe area \(safeTop), offset \(offset)")
    }

    @Test("A banner that zooms or grows covers the status bar at every pull: always light", arguments: [StretchMode.zoom, .grow])
    func coveringModes(_ mode: StretchMode) throws {
        let c = try configuration(stretchMode: mode)
        for offset: Double in [-500, -59, -30, -29.5, 0, 87, 1_000] {
            #expect(c.layout(at: offset).statusBarStyle == .lightContent, "\(mode) at \(offset)")
        }
    }
}
