#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import UIKit

/// Keeps iOS 27's own minimization of the navigation bar (`UINavigationItem.navigationBarMinimization`,
/// an opt-in: "automatic" minimizes only beside an integrated centred search) off a navigation item
/// the library drives, so the system and the library never move the same bar at once; ``release()``
/// puts the item's own setting back. Does nothing before iOS 27, or when built with an SDK older
/// than 27 (the 27.0 interfaces come with Swift 6.4).
/// https://developer.apple.com/documentation/uikit/uinavigationitem/navigationbarminimization-15u99
@MainActor
final class SystemBarMinimizationHold {
    private weak var item: UINavigationItem?
    /// The item's own `minimizationBehavior` (its raw value; nil: nothing held).
    private var original: Int?

    init(_ item: UINavigationItem?) {
        self.item = item
    }

    /// Turns the system's minimization off, remembering the app's setting (also one the app made
    /// after the last hold).
    func hold() {
        #if compiler(>=6.4) || PROFILE_HEADER_APPLE_MODEL || PROFILE_HEADER_IOS27_TRANSCRIBED
        if #available(iOS 27.0, *), let item, item.navigationBarMinimization.minimizationBehavior != .never {
            original = item.navigationBarMinimization.minimizationBehavior.rawValue
            item.navigationBarMinimization.minimizationBehavior = .never
        }
        #endif
    }

    /// Gives the item its own setting back.
    func release() {
        #if compiler(>=6.4) || PROFILE_HEADER_APPLE_MODEL || PROFILE_HEADER_IOS27_TRANSCRIBED
        if #available(iOS 27.0, *), let item, let original, let behavior = UIBarMinimizationBehavior(rawValue: original) {
            item.navigationBarMinimization.minimizationBehavior = behavior
        }
        #endif
        original = nil
    }
}

/// Hides iOS 26's shared Liquid Glass capsule behind a navigation item's bar button items while
/// the library has the bar out of full view (the tint that fades the glyphs does not fade the
/// glass), and gives each item its own `hidesSharedBackground` back — also items the app added
/// after the bar was taken. https://developer.apple.com/documentation/uikit/uibarbuttonitem/hidessharedbackground
@MainActor
final class SharedBackgroundHiding {
    private weak var navigationItem: UINavigationItem?
    /// Each bar button item seen, and its own setting.
    private var originals: [(item: UIBarButtonItem, hides: Bool)] = []

    init(_ navigationItem: UINavigationItem?) {
        self.navigationItem = navigationItem
    }

    /// Hides the capsules (`hidden`), or gives every item its own setting back; writes only what
    /// changes. (Items in a group of several share one capsule, which the property does not reach:
    /// UIBarButtonItem.h says it is ignored there.)
    func write(hidden: Bool) {
        guard #available(iOS 26.0, *) else { return }
        guard hidden else {
            for (item, hides) in originals { item.hidesSharedBackground = hides }
            originals = []
            return
        }
        guard let navigationItem else { return }
        for item in (navigationItem.leftBarButtonItems ?? []) + (navigationItem.rightBarButtonItems ?? [])
        where !originals.contains(where: { $0.item === item }) {
            originals.append((item, item.hidesSharedBackground))
            item.hidesSharedBackground = true
        }
    }
}
#endif
