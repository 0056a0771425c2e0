#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import UIKit

/// Listens to the system settings a profile header follows — Dynamic Type, Reduce Motion, Reduce
/// Transparency — and to the app returning to the foreground, on the main queue. The observers are
/// removed when this object goes away.
final class SystemSettingsObserver: @unchecked Sendable {
    // Only the tokens live here; NotificationCenter may be called from any thread.
    private var tokens: [any NSObjectProtocol] = []

    init(onSettingsChange: @escaping @MainActor () -> Void, onForeground: @escaping @MainActor () -> Void) {
        let center = NotificationCenter.default
        let settings: [Notification.Name] = [
            UIContentSizeCategory.didChangeNotification,
            UIAccessibility.reduceMotionStatusDidChangeNotification,
            UIAccessibility.reduceTransparencyStatusDidChangeNotification,
        ]
        let settingsHandler = MainActorHandler(onSettingsChange)
        let foregroundHandler = MainActorHandler(onForeground)
        tokens = settings.map { name in
            center.addObserver(forName: name, object: nil, queue: .main) { _ in settingsHandler.run() }
        }
        tokens.append(center.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main) { _ in
            foregroundHandler.run()
        })
    }

    /// Observes the settings for a header: `onSettingsChange` when one changes, and the header's live
    /// blur rebuilt on returning to the foreground (a paused animator can lose its place there).
    @MainActor
    convenience init(rebuildingBlurOf headerView: ProfileHeaderView, onSettingsChange: @escaping @MainActor () -> Void) {
        self.init(onSettingsChange: onSettingsChange, onForeground: { [weak headerView] in headerView?.blurView.rebuild() })
    }

    deinit {
        tokens.forEach { NotificationCenter.default.removeObserver($0) }
    }
}

/// A main-actor callback that a notification block (which runs on the main queue here) can call.
private final class MainActorHandler: @unchecked Sendable {
    // Only ever called on the main queue (the observers above are registered with `queue: .main`).
    private let action: @MainActor () -> Void

    init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    func run() {
        MainActor.assumeIsolated { action() }
    }
}
#endif
