/// The bars as the platform lays them out in one frame, in points: what a front end makes a
/// ``ShyBarsConfiguration`` from, and remakes it from when it changes.
public struct ShyBarsMeasurement: Equatable, Hashable, Sendable {
    /// The top safe-area inset without the navigation bar (the status bar area), `≥ 0`.
    public var topSafeAreaInset: Double
    /// The navigation bar's height as laid out now, `> 0`: with a large title or a search bar it
    /// is taller at the top of the content than past it.
    public var navigationBarHeight: Double
    /// The extension view's height, 0 without one.
    public var extensionHeight: Double
    /// Each follower's height as the system draws it: from its top edge down to the bottom of the
    /// window, so a toolbar's or tab bar's home-indicator band is included
    /// (``ShyFollower/init(top:bottomEdge:)``).
    public var followerHeights: [Double]

    /// Creates a measurement.
    public init(topSafeAreaInset: Double, navigationBarHeight: Double, extensionHeight: Double = 0,
                followerHeights: [Double] = []) {
        self.topSafeAreaInset = topSafeAreaInset
        self.navigationBarHeight = navigationBarHeight
        self.extensionHeight = extensionHeight
        self.followerHeights = followerHeights
    }

    /// How far past its top the content must be for the bar's height to count, in points: 0.5, a
    /// pixel on a 2× screen — an offset and an inset the platform moves together may each be
    /// rounded to the pixel.
    public static let pastTopTolerance = 0.5

    /// The first follower's height, 0 without one.
    public var followerHeight: Double { followerHeights.first ?? 0 }

    /// The measurement to configure the bars with, given the one the configuration was made from
    /// (`configured`, nil before the first) and where the content is (`metrics`): this one, except
    /// that a new navigation bar height waits while the content is at or above its top.
    ///
    /// At the top the platform grows and shrinks the bar itself as the content moves — a large
    /// title collapsing into the bar, a search bar that hides when scrolling — and every shy bar is
    /// shown there whatever its height, so the height it has then does not matter. Past the top
    /// the bar has the height it keeps while the content scrolls: the height that hides. So a
    /// large title that collapses remakes the configuration once (on the first frame past the
    /// top), not on every frame of the collapse, and pulling it back out remakes nothing. Every
    /// other change (the safe area on rotation, the extension, the followers) is taken at once; a
    /// bar that changes height on rotation (44 to 32 points) waits for the top too, harmlessly, as
    /// every bar is shown there.
    /// "Past the top" means by more than ``pastTopTolerance``: an offset and an inset that the
    /// platform moved together cancel only to within a pixel's rounding.
    public func settled(after configured: ShyBarsMeasurement?, at metrics: ScrollMetrics) -> ShyBarsMeasurement {
        guard let configured, navigationBarHeight != configured.navigationBarHeight,
              !(metrics.isUsable && metrics.position > Self.pastTopTolerance) else { return self }
        var kept = self
        kept.navigationBarHeight = configured.navigationBarHeight
        return kept
    }
}
