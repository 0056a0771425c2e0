import Testing

@testable import ProfileHeaderCore

/// Fast flicks: the scroll view can report offsets far apart in consecutive frames. The layout
/// keeps no state, so every frame is right whatever came before.
@Suite("No state between frames")
struct StatelessnessTests {
    let twitter = ProfileHeaderConfiguration.twitter

    /// The layout after scrolling from `start` to `target` in half-point frames, the slow way.
    func scrolledSlowly(from start: Double, to target: Double) -> ProfileHeaderLayout {
        let step = target >= start ? 0.5 : -0.5
        var offset = start
        var layout = twitter.layout(at: offset)
        while (target - offset) * step > 0 {
            offset = abs(target - offset) < 0.5 ? target : offset + step
            layout = twitter.layout(at: offset)
        }
        return layout
    }

    @Test("Pinned → pulled → pinned in single steps: each frame is what the phase rules say for its offset")
    func farJumps() {
        // Each jump crosses at least one phase boundary (stretch | collapse | pin at 87 | title 139…172 |
        // tab bar at 317), in both directions, so anything carried over from the previous frame shows.
        let jumps: [Double] = [1_000, -150, 1_000, 0, 87.5, -0.5, 300, 86.5, 5_000, -400, 172, 139, 155.5, 43.5, 317.5, -80]
        var previous = 0.0
        for offset in jumps {
            let layout = twitter.layout(at: offset)
            let expected = TwitterReference.expected(at: offset)
            let matches = TwitterReference.matches(layout, expected)
            #expect(matches, "jump \(previous) → \(offset):\n engine \(TwitterReference.actual(layout))\n rules  \(expected)")
            previous = offset
        }
    }

    @Test("A far jump lands on the same layout as a slow scroll to the same offset", arguments: [
        -150.0, -0.5, 0, 43.5, 86.5, 87.5, 155.5, 172, 317.5, 1_000,
    ])
    func farJumpEqualsSlowScroll(_ target: Double) {
        let slow = scrolledSlowly(from: 0, to: target)
        for farSide: Double in [-400, 5_000] {
            _ = twitter.layout(at: farSide)
            let jumped = twitter.layout(at: target)
            let same = jumped == slow
            #expect(same, "from \(farSide) to \(target): jumped\n\(jumped.textDump)\nslow\n\(slow.textDump)")
            let matches = TwitterReference.matches(jumped, TwitterReference.expected(at: target))
            #expect(matches, "offset \(target): engine \(TwitterReference.actual(jumped))")
        }
    }

    @Test("Seed 001: after a very fast pull-down from the pinned state, the avatar is back in front")
    func avatarComesBackAfterFastPull() {
        // Seed 001 kept the stacking in mutable state and updated it only for offsets ≥ 0, so one frame
        // from pinned to pulled left the header in front of the avatar. Drive the engine the way a
        // scroll view does: contentOffset.y frames, adjusted top inset = the banner (190).
        let adjustedTop = twitter.adjustedContentInsetTop()
        #expect(adjustedTop == 190)
        var contentOffsets: [Double] = Array(stride(from: -190.0, through: 310, by: 10))  // a slow scroll to pinned
        contentOffsets += [-270, 310, -190.5, 310, -190, -103]  // fast pulls and flings, one frame each
        var previous = -190.0
        for contentOffsetY in contentOffsets {
            let offset = ScrollViewBridge.offset(contentOffsetY: contentOffsetY, adjustedTop: adjustedTop)
            let layout = twitter.layout(at: offset)
            let expected = TwitterReference.expected(at: offset)
            // The documented rule: in front of the header up to the pin point (87), behind it after.
            #expect(
                (layout.avatarStacking == .aboveHeader) == (offset <= 87),
                "contentOffset \(previous) → \(contentOffsetY) (offset \(offset)): \(layout.avatarStacking)"
            )
            #expect(isClose(layout.avatarFrame, expected.avatar), "offset \(offset): \(layout.avatarFrame)")
            previous = contentOffsetY
        }
        // The frame right after the fast pull (pinned at 500 → pulled 80 in one frame): the whole avatar
        // shows, its top half over the stretched banner.
        _ = twitter.layout(at: 500)
        let pulled = twitter.layout(at: ScrollViewBridge.offset(contentOffsetY: -270, adjustedTop: adjustedTop))
        #expect(pulled.offset == -80)
        #expect(pulled.avatarStacking == .aboveHeader)
        #expect(pulled.avatarFrame == Rect(x: 16, y: 230, width: 80, height: 80))
        #expect(pulled.headerFrame == Rect(x: 0, y: 0, width: 393, height: 270))
        #expect(pulled.avatarFrame.intersection(pulled.headerFrame) == Rect(x: 16, y: 230, width: 80, height: 40),
                "the stacking decides whether the avatar's top half is painted")
        // And straight back to pinned: behind again.
        let pinnedAgain = twitter.layout(at: 500)
        #expect(pinnedAgain.avatarStacking == .belowHeader)
    }

    @Test("A jump from the top to far down leaves nothing half-applied, and back again")
    func nothingHalfApplied() {
        let deep = twitter.layout(at: 4_000)
        #expect(deep.titleProgress == 1)
        #expect(deep.blur.fraction == 1)
        #expect(deep.collapseProgress == 1)
        #expect(deep.avatarScale == 0.5)
        #expect(deep.titleFrame.midY == 81)
        let top = twitter.layout(at: 0)
        #expect(top.titleProgress == 0)
        #expect(top.blur.fraction == 0)
        #expect(top.blur.radius == 0)
        #expect(top.avatarScale == 1)
        #expect(top.avatarStacking == .aboveHeader)
    }
}
