#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import UIKit

/// A child view controller with an empty, untouchable view, added to a screen so that UIKit's own
/// containment tells it when the screen appears and disappears: a container forwards the appearance
/// callbacks to its children by default (`shouldAutomaticallyForwardAppearanceMethods`), and a
/// navigation controller sends them to its top screen on every push, pop and swipe back, finished or
/// cancelled. So the app forwards nothing, and nothing of the navigation controller (its delegate)
/// is taken over. Installed with `addChild(_:)`, its view in the screen's view, and `didMove(toParent:)`
/// (the containment sequence of `addChild(_:)`'s documentation); ``uninstall()`` reverses it.
@MainActor
final class AppearanceObserver: UIViewController {
    /// Called from `viewDidAppear(_:)`.
    var onAppear: (@MainActor () -> Void)?
    /// Called from `viewWillDisappear(_:)`.
    var onDisappear: (@MainActor () -> Void)?
    /// Called when the screen's size is about to change, with the new size and the change's
    /// coordinator. UIKit forwards `viewWillTransition(to:with:)` to children when the screen's own
    /// override calls `super` ("you should either call super to propagate the change to children or
    /// manually forward the change to children", UIViewController.h) and the child's size from
    /// `size(forChildContentContainer:withParentContainerSize:)` differs from its view's (this
    /// view is empty: any other size does).
    var onSizeTransition: (@MainActor (CGSize, any UIViewControllerTransitionCoordinator) -> Void)?
    /// Called when another controller installs itself in the same screen: the owner steps aside
    /// first (it would otherwise give its bars back, later, under the new one).
    var onReplaced: (@MainActor () -> Void)?

    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let empty = UIView(frame: .zero)
        empty.isUserInteractionEnabled = false
        view = empty
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onAppear?()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        onDisappear?()
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        onSizeTransition?(size, coordinator)
    }

    /// Tells every observer already installed in `parent` that it is being replaced.
    static func replaceObservers(in parent: UIViewController) {
        for observer in parent.children.compactMap({ $0 as? AppearanceObserver }) { observer.onReplaced?() }
    }

    /// Becomes a child of `parent`, its view inside `parent`'s view.
    func install(in parent: UIViewController) {
        parent.addChild(self)
        parent.view.addSubview(view)
        didMove(toParent: parent)
    }

    /// Leaves its parent. Calling it again does nothing.
    func uninstall() {
        guard parent != nil else { return }
        willMove(toParent: nil)
        view.removeFromSuperview()
        removeFromParent()
    }
}
#endif
