import Testing

@testable import ProfileHeaderCore

/// Fast flicks: the scroll view can report offsets far apart in consecutive frames. The layout
/// keeps no state, so every frame is right whatever came before.
@Suite("No state between frames")
struct StatelessnessTests {
    let twitter = ProfileHeaderConfiguration.twitter

    @Test("Pinned → pulled → pinned in single steps gives each frame's own layout")
    func farJumps() {
        let jumps: [Double] = [1_000, -150, 1_000, 0, 87.5, -0.5, 300, 86.5, 5_000, -400, 172, 139]
        var previous: ProfileHeaderLayout?
        for offset in jumps {
            let layout = twitter.layout(at: offset)
            #expect(layout == ProfileHeaderLayout(configuration: twitter, offset: offset))
            if let previous { #expect(layout != previous) }
            previous = layout
        }
    }

    @Test("Seed 001: after a very fast pull-down from the pinned state, the avatar is back in front")
    func avatarComesBackAfterFastPull() {
        // The tutorial's stacking lived in mutable state and was only updated for offsets ≥ 0, so a
        // single jump from pinned to pulled left the header in front of the avatar:
        var tutorialHeaderInFront = false
        for offset: Double in [500, -80] {
            if offset >= 0 { tutorialHeaderInFront = offset > 87 }  // no branch for offset < 0
        }
        #expect(tutorialHeaderInFront, "the tutorial's state machine keeps the header in front")
        // The engine answers from the offset alone.
        #expect(twitter.layout(at: 500).avatarStacking == .belowHeader)
        #expect(twitter.layout(at: -80).avatarStacking == .aboveHeader)
        #expect(twitter.layout(at: -0.001).avatarStacking == .aboveHeader)
    }

    @Test("A jump from the top to far down leaves nothing half-applied, and back again")
    func nothingHalfApplied() {
        let deep = twitter.layout(at: 4_000)
        #expect(deep.titleProgress == 1)
        #expect(deep.blur.fraction == 1)
        #expect(deep.collapseProgress == 1)
        #expect(deep.avatarScale == 0.6)
        #expect(deep.titleFrame.midY == 81)
        let top = twitter.layout(at: 0)
        #expect(top.titleProgress == 0)
        #expect(top.blur.fraction == 0)
        #expect(top.blur.radius == 0)
        #expect(top.avatarScale == 1)
        #expect(top.avatarStacking == .aboveHeader)
    }
}
