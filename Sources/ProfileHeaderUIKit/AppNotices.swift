#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import Foundation

/// What a layout pass has to tell the app — a new status bar style, a refresh to load, a new selected
/// tab — said once the pass is over, on the main queue, in the order the passes said it. The app's
/// code never runs inside the header's `layoutSubviews` (an app that ends a cached refresh at once,
/// reloads its table or asks for a status bar update would re-enter UIKit's layout there): the
/// notices of a frame arrive before the next frame's pass. A controller released meanwhile says
/// nothing more.
@MainActor
final class AppNotices {
    private var queued: [@MainActor () -> Void] = []

    /// Queues `notice` for after the pass.
    func post(_ notice: @escaping @MainActor () -> Void) {
        queued.append(notice)
        guard queued.count == 1 else { return }
        DispatchQueue.main.async { [weak self] in
            // Main-queue work runs on the main thread.
            MainActor.assumeIsolated { self?.deliver() }
        }
    }

    /// Drops what is queued (the page was detached: it says nothing more).
    func cancel() { queued = [] }

    private func deliver() {
        let notices = queued
        queued = []
        for notice in notices { notice() }
    }
}
#endif
