#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_TYPECHECK)
import ProfileHeaderCore
import QuartzCore
import UIKit

/// Runs the engine's pull-to-refresh cycle for a scroll view: feeds it the stretch, the release and
/// the app's begin/end calls, and ticks it with a display link while the held inset springs back.
@MainActor
final class RefreshDriver {
    var configuration: RefreshConfiguration
    private(set) var state = RefreshState()
    private(set) var output: RefreshOutput?
    /// Called once when a release starts a refresh.
    var onTrigger: (@MainActor () -> Void)?
    /// Called when the output changed outside of scrolling (display link frames).
    var onFrame: (@MainActor () -> Void)?
    private var displayLink: CADisplayLink?

    init(configuration: RefreshConfiguration) {
        self.configuration = configuration
    }

    /// The extra top inset the refresh holds, in points (0 when idle).
    var heldInset: Double { output?.heldInset ?? 0 }

    func pulled(stretch: Double, isDragging: Bool) { step(.pulled(stretch: stretch, isDragging: isDragging)) }
    func released() { step(.released) }
    func begin() { step(.beginRefreshing) }
    func end(offset: Double) { step(.endRefreshing(offset: offset)) }

    private func step(_ input: RefreshInput) {
        let result = configuration.step(state, input, at: CACurrentMediaTime())
        state = result.state
        output = result.output
        if result.didTrigger { onTrigger?() }
        let needsFrames = result.output.phase == .ending
        if needsFrames, displayLink == nil {
            let link = CADisplayLink(target: DisplayLinkRelay(driver: self), selector: #selector(DisplayLinkRelay.tick(_:)))
            link.add(to: .main, forMode: .common)
            displayLink = link
        } else if !needsFrames, let link = displayLink {
            link.invalidate()
            displayLink = nil
        }
    }

    fileprivate func tick() {
        step(.frame)
        onFrame?()
    }
}

/// The display link's target. A display link retains its target, so the target holds the driver
/// weakly and stops the link itself once the driver is gone.
@MainActor
private final class DisplayLinkRelay: NSObject {
    weak var driver: RefreshDriver?

    init(driver: RefreshDriver) {
        self.driver = driver
    }

    @objc func tick(_ link: CADisplayLink) {
        guard let driver else { return link.invalidate() }
        driver.tick()
    }
}
#endif
