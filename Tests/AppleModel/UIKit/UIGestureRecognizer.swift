// Gesture recognizers: their state machine as their targets see it. The model's finger
// (UIWindow.modelDrag) sets the states; every change is sent to every target.

/// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor open class UIGestureRecognizer: NSObject {
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }
    private var storedState = State.possible
    private var targets: [(target: ObjectIdentifier, action: () -> Void)] = []
    fileprivate weak var storedView: UIView?

    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
    /// (a continuous recognizer sends its action message to every target for began, changed, ended
    /// and cancelled: https://developer.apple.com/documentation/uikit/uigesturerecognizer)
    open var state: UIGestureRecognizer.State { storedState }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
    open var view: UIView? { storedView }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
    /// ("A disabled gesture recognizer doesn't receive touches.")
    open var isEnabled = true
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/allowedtouchtypes
    /// (`UITouch.TouchType` raw values; UIGestureRecognizer.h: "The default value is platform
    /// dependent"; empty: the recognizer receives no touch)
    open var allowedTouchTypes: [NSNumber] = []
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate (weak)
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// Model only: whether the recognizer may leave `.possible` for a gesture it recognized — asked
    /// of the view it is attached to (`UIView.gestureRecognizerShouldBegin(_:)`) and of its delegate
    /// ("Asks the delegate if a gesture recognizer should begin interpreting
    /// touches": https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)).
    /// A disabled recognizer recognizes nothing.
    public func modelShouldBegin() -> Bool {
        isEnabled && (view?.gestureRecognizerShouldBegin(self) ?? true) && (delegate?.gestureRecognizerShouldBegin(self) ?? true)
    }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)
    /// (the model has no Objective-C runtime to send `action`: use ``modelAddTarget(_:action:)``)
    open func addTarget(_ target: Any, action: Selector) {}
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/removetarget(_:action:)
    /// (`nil` action: every action of `target`; targets are not retained)
    open func removeTarget(_ target: Any?, action: Selector?) {
        guard let target else { return targets.removeAll() }
        let identifier = ObjectIdentifier(target as AnyObject)
        targets.removeAll { $0.target == identifier }
    }
    /// Model only: what `addTarget(_:action:)` registers: `action` runs on every state change.
    public func modelAddTarget(_ target: AnyObject, action: @escaping () -> Void) {
        targets.append((ObjectIdentifier(target), action))
    }
    /// Model only: how many targets receive the recognizer's actions.
    public var modelTargetCount: Int { targets.count }
    /// Model only: the recognizer moves to `state`; every target hears of it, in the order they were added.
    public func modelSetState(_ state: State) {
        storedState = state
        targets.map(\.action).forEach { $0() }
        if state == .ended || state == .cancelled || state == .failed { storedState = .possible }
    }
}

/// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
/// (every method optional: the model's defaults are the answers UIKit gives a delegate that does not
/// implement one — begin: yes; simultaneously: no, "the default implementation returns false")
@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer
@MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {}

/// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer (a discrete recognizer:
/// its targets hear `.ended` once the tap is recognized)
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {}

/// https://developer.apple.com/documentation/uikit/uihovergesturerecognizer (iOS 13; pointer
/// hovering, never a touch)
@MainActor open class UIHoverGestureRecognizer: UIGestureRecognizer {}

extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    /// ("Attaching a gesture recognizer to a view defines the scope of the represented gesture,
    /// causing it to receive touches hit-tested to that view and all of its subviews.")
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.storedView?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizer.storedView = self
        modelAttachedRecognizers.append(gestureRecognizer)
    }
    /// https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        modelAttachedRecognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.storedView === self { gestureRecognizer.storedView = nil }
    }
}

/// https://developer.apple.com/documentation/uikit/uiscrolltypemask (iOS 13.4; UIPanGestureRecognizer.h:
/// discrete 1 << 0, continuous 1 << 1)
public struct UIScrollTypeMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}

/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/allowedscrolltypesmask
    /// (iOS 13.4: the scroll events — a trackpad's, a mouse wheel's — it recognizes; none by default)
    open var allowedScrollTypesMask: UIScrollTypeMask = []
    /// Model only: the finger's velocity in the view's coordinates, in points per second.
    public var modelVelocity = CGPoint.zero
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:) (points per second)
    open func velocity(in view: UIView?) -> CGPoint { modelVelocity }
    /// Model only: the finger's travel since the pan began, in the view's coordinates, in points.
    public var modelTranslation = CGPoint.zero
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)
    open func translation(in view: UIView?) -> CGPoint { modelTranslation }

    /// Model only: a recognizer attached to `view` (as a scroll view's own is).
    public convenience init(modelAttachedTo view: UIView) {
        self.init()
        storedView = view
    }
}
