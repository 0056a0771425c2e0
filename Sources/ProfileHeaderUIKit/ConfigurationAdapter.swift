#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_TYPECHECK)
import ProfileHeaderCore
import UIKit

/// Keeps a profile header configuration adapted to a view's width and safe area, Dynamic Type and
/// Reduce Motion, rebuilding it only when one of those changes.
@MainActor
struct ConfigurationAdapter {
    /// The configuration as the app gave it.
    var base: ProfileHeaderConfiguration {
        didSet { adapted = nil }
    }
    private var adapted: (configuration: ProfileHeaderConfiguration, rest: ProfileHeaderLayout, metrics: Metrics)?

    private struct Metrics: Equatable {
        var width: Double
        var topSafeAreaInset: Double
        var barHeight: Double
        var reducesMotion: Bool
    }

    init(base: ProfileHeaderConfiguration) {
        self.base = base
    }

    /// Forgets the adapted configuration (a system setting changed).
    mutating func invalidate() {
        adapted = nil
    }

    /// The configuration for `view`'s current metrics with its rest layout (offset 0); the last valid
    /// one when the metrics are impossible (a zero width before the first layout, say); nil when there
    /// has never been a valid one. Dynamic Type grows the bar; past what the banner can hold, the bar
    /// keeps its given height.
    mutating func configuration(for view: UIView) -> (configuration: ProfileHeaderConfiguration, rest: ProfileHeaderLayout)? {
        let metrics = Metrics(
            width: view.bounds.width,
            topSafeAreaInset: view.safeAreaInsets.top,
            barHeight: UIFontMetrics(forTextStyle: .headline).scaledValue(for: base.barHeight),
            reducesMotion: UIAccessibility.isReduceMotionEnabled)
        if let adapted, adapted.metrics == metrics {
            return (adapted.configuration, adapted.rest)
        }
        let fitted = (try? base.adapting(viewportWidth: metrics.width, topSafeAreaInset: metrics.topSafeAreaInset,
                                         barHeight: metrics.barHeight))
            ?? (try? base.adapting(viewportWidth: metrics.width, topSafeAreaInset: metrics.topSafeAreaInset))
        guard let fitted else {
            return adapted.map { ($0.configuration, $0.rest) }
        }
        let configuration = metrics.reducesMotion ? fitted.reducingMotion() : fitted
        let rest = configuration.layout(at: 0)
        adapted = (configuration, rest, metrics)
        return (configuration, rest)
    }
}
#endif
