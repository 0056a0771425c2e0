// UIScrollView: offset and insets, the drag with its rubber band, the release with its target
// offset, deceleration, animated programmatic scrolling, scroll-to-top — frame by frame on the
// model's run loop. Rules cite UIScrollView's pages (and UIScrollView.h where the page is silent);
// what Apple does not document says so.

/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
// Declared without @objc here (the Core Graphics stand-ins are Swift structs, which Objective-C
// cannot represent); the optional requirements are modelled with empty default implementations.
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)
    /// (UIScrollView.h: "any offset changes")
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindecelerating(_:)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscrolltotop(_:)
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindragging(_:)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillenddragging(_:withvelocity:targetcontentoffset:)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                                  targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddecelerating(_:)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidendscrollinganimation(_:)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewshouldscrolltotop(_:)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
}

/// https://developer.apple.com/documentation/uikit/uiscrolledgeeffect (iOS 26: "Properties of the
/// effect on a particular edge of the scroll view", UIScrollView.h; the model draws nothing: a test
/// reads whether it is hidden)
@MainActor public final class UIScrollEdgeEffect: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiscrolledgeeffect/ishidden ("Default: false", UIScrollView.h)
    public var isHidden = false
}

/// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiscrollview/topedgeeffect (iOS 26; read-only,
    /// one per scroll view)
    public let topEdgeEffect = UIScrollEdgeEffect()
    private enum Motion {
        /// `setContentOffset(_:animated:)`: from `start` to `target` at constant velocity.
        case animation(start: CGPoint, target: CGPoint, startTime: Double)
        /// A status-bar tap: like an animation, but it ends with `scrollViewDidScrollToTop(_:)`.
        case scrollToTop(start: CGPoint, target: CGPoint, startTime: Double)
        /// After a release: toward `target`, slowing by the deceleration rate per millisecond.
        case deceleration(start: CGPoint, target: CGPoint, startTime: Double)
    }
    private var motion: Motion?
    private var storedPan: UIPanGestureRecognizer?
    private var dragging = false
    /// Where the finger would have put the offset without the rubber band.
    private var unresistedOffset = CGPoint.zero

    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    /// The origin of the bounds (undocumented, long observed). Setting it is reported to observers of
    /// `contentOffset` and of `bounds` (undocumented: Apple documents neither as key-value observable;
    /// apps and peers rely on both), and to the delegate's `scrollViewDidScroll(_:)` (UIScrollView.h:
    /// "any offset changes"); the scroll view lays itself out again, as it does on every scroll
    /// (undocumented: how table and collection views tile their cells).
    open var contentOffset: CGPoint {
        get {
            ModelKeyValueObserving.noteRead(self, "contentOffset")
            return bounds.origin
        }
        set {
            var rect = bounds
            rect.origin = newValue
            bounds = rect
            ModelKeyValueObserving.didSet(self, "contentOffset")
        }
    }
    override func boundsOriginDidChange() {
        setNeedsLayout()
        // A navigation bar whose large title or search bar collapses with this content follows it
        // (UINavigationController's `modelCollapseBar()`).
        if let navigation = sequence(first: superview, next: { $0?.superview }).lazy.compactMap({ $0 as? ModelNavigationView }).first,
           let controller = navigation.controller, controller.topViewController?.viewIfLoaded === self,
           controller.modelCollapsibleHeight > 0 {
            navigation.setNeedsLayout()
        }
        delegate?.scrollViewDidScroll(self)
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    /// (changing it does not move the offset)
    open var contentSize: CGSize = .zero {
        didSet { ModelKeyValueObserving.didSet(self, "contentSize") }
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
    /// (changing it does not move the offset)
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            ModelKeyValueObserving.didSet(self, "contentInset")
            adjustedContentInsetDidChange()
        }
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    /// `contentInset` plus the safe area on the edges `contentInsetAdjustmentBehavior` adjusts
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum):
    /// `.never` none; `.always` all four; `.scrollableAxes` top and bottom when `contentSize.height >
    /// frame.size.height` or `alwaysBounceVertical`, left and right likewise (UIScrollView.h); `.automatic`
    /// as `.scrollableAxes` (the model has no navigation or tab bar controller, under which `.automatic`
    /// always adjusts vertically). Not documented as key-value observable: the model never reports it.
    open var adjustedContentInset: UIEdgeInsets {
        ModelKeyValueObserving.noteRead(self, "adjustedContentInset")
        let safe = safeAreaInsets, size = bounds.size
        var adjusted = contentInset
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: vertical = false; horizontal = false
        case .always: vertical = true; horizontal = true
        case .automatic, .scrollableAxes:
            vertical = alwaysBounceVertical || contentSize.height > size.height
            horizontal = alwaysBounceHorizontal || contentSize.width > size.width
        }
        if vertical { adjusted.top += safe.top; adjusted.bottom += safe.bottom }
        if horizontal { adjusted.left += safe.left; adjusted.right += safe.right }
        return adjusted
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinsetdidchange()
    open func adjustedContentInsetDidChange() {}
    /// https://developer.apple.com/documentation/uikit/uiscrollview/verticalscrollindicatorinsets
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// https://developer.apple.com/documentation/uikit/uiscrollview/automaticallyadjustsscrollindicatorinsets
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// Model only: where the vertical indicator runs — `verticalScrollIndicatorInsets`, plus, while
    /// `automaticallyAdjustsScrollIndicatorInsets` is on, the adjustment the system makes to the content
    /// insets (undocumented: Apple says only that the system adjusts them; the model takes the same
    /// safe-area adjustment as the content's, which is what a device shows).
    public var modelVerticalIndicatorInsets: UIEdgeInsets {
        var insets = verticalScrollIndicatorInsets
        guard automaticallyAdjustsScrollIndicatorInsets else { return insets }
        let adjusted = adjustedContentInset
        insets.top += adjusted.top - contentInset.top
        insets.bottom += adjusted.bottom - contentInset.bottom
        return insets
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property
    open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic
    /// https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer
    open var panGestureRecognizer: UIPanGestureRecognizer {
        if let storedPan { return storedPan }
        let pan = UIPanGestureRecognizer(modelAttachedTo: self)
        storedPan = pan
        return pan
    }
    /// https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers: a scroll view's
    /// include its pan ("Your application may want to change the gesture recognizer's delegate",
    /// https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer).
    open override var gestureRecognizers: [UIGestureRecognizer]? {
        get { [panGestureRecognizer] + (super.gestureRecognizers ?? []) }
        set { super.gestureRecognizers = newValue?.filter { $0 !== panGestureRecognizer } }
    }
    /// Model only: a touch lands on the moving content: any animation or deceleration stops where it
    /// is, without a delegate callback (see `UIWindow.modelTap(at:)`).
    public func modelStopMotion() { motion = nil }
    /// Model only: the finger that stopped the content lifts: content past either end springs back
    /// (as after any release without velocity; see ``modelEndDrag(velocity:)``).
    public func modelLiftWithoutDrag() {
        let minimum = modelMinimumOffset, maximum = modelMaximumOffset, offset = contentOffset
        let target = CGPoint(x: max(minimum.x, min(maximum.x, offset.x)), y: max(minimum.y, min(maximum.y, offset.y)))
        guard target != offset else { return }
        motion = .deceleration(start: offset, target: target, startTime: ModelRunLoop.now)
        ModelScrolling.register(self)
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/isdragging
    open var isDragging: Bool { dragging }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating
    open var isDecelerating: Bool {
        if case .deceleration = motion { return true }
        return false
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled (its pan
    /// recognizer is enabled with it: undocumented, long observed)
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/scrollstotop
    /// (UIScrollView.h: "On iPhone, we execute this gesture only if there's one on-screen scroll view
    /// with `scrollsToTop` == YES. If more than one is found, none will be scrolled.")
    open var scrollsToTop = true
    open var showsHorizontalScrollIndicator = true
    open var alwaysBounceVertical = false
    /// https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncehorizontal
    open var alwaysBounceHorizontal = false
    /// https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.property
    open var decelerationRate: UIScrollView.DecelerationRate = .normal
    /// https://developer.apple.com/documentation/uikit/uiscrollview/delegate
    weak open var delegate: (any UIScrollViewDelegate)?

    /// https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
    /// ("true to animate the transition at a constant velocity to the new offset, false to make the
    /// transition immediate"). The duration is not documented: the model takes 0.3 s. While it runs
    /// the scroll view is neither dragging nor decelerating; at the end the delegate gets
    /// `scrollViewDidEndScrollingAnimation(_:)`. A drag stops it (no end callback, undocumented); so does a
    /// non-animated `setContentOffset(_:animated:)`; plain `contentOffset` writes do not (the next
    /// animation frame writes over them).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        motion = nil
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        motion = .animation(start: self.contentOffset, target: contentOffset, startTime: ModelRunLoop.now)
        ModelScrolling.register(self)
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct
    /// (undocumented beyond "normal" and "fast": the model takes the raw value as the fraction of its
    /// velocity the content keeps per millisecond, as peers' reimplementations do)
    public struct DecelerationRate: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    // MARK: The model's finger

    /// Model only: the smallest offset (the content's top and leading edge under the adjusted insets).
    public var modelMinimumOffset: CGPoint {
        let insets = adjustedContentInset
        return CGPoint(x: -insets.left, y: -insets.top)
    }
    /// Model only: the largest offset at rest (never smaller than the minimum).
    public var modelMaximumOffset: CGPoint {
        let insets = adjustedContentInset, minimum = modelMinimumOffset, size = bounds.size
        return CGPoint(x: max(minimum.x, contentSize.width + insets.right - size.width),
                       y: max(minimum.y, contentSize.height + insets.bottom - size.height))
    }
    /// Model only: whether a drag along that axis moves the content (scrolling enabled, and content
    /// longer than the view, or bouncing always).
    public func modelScrolls(vertically: Bool) -> Bool {
        guard isScrollEnabled else { return false }
        if vertically { return alwaysBounceVertical || modelMaximumOffset.y > modelMinimumOffset.y }
        return alwaysBounceHorizontal || modelMaximumOffset.x > modelMinimumOffset.x
    }

    /// Model only: a finger goes down and starts dragging: any animation or deceleration stops where
    /// it is, the pan begins (the scroll view's own handler first: the delegate hears
    /// `scrollViewWillBeginDragging(_:)` before the pan's other targets hear `.began`).
    public func modelBeginDrag() {
        motion = nil
        dragging = true
        unresistedOffset = contentOffset
        delegate?.scrollViewWillBeginDragging(self)
        panGestureRecognizer.modelVelocity = .zero
        panGestureRecognizer.modelSetState(.began)
    }

    /// Model only: the finger moves by `translation` (points; positive y is down, which moves the
    /// content toward its top) over one frame. Past either end the content follows the finger with
    /// resistance (the rubber band; UIKit's curve is not documented: the model's is
    /// `(1 - 1 / (overshoot × 0.55 / dimension + 1)) × dimension`, the one most reimplementations use).
    public func modelDragMove(by translation: CGPoint) {
        guard dragging else { return }
        let vertical = modelScrolls(vertically: true), horizontal = modelScrolls(vertically: false)
        unresistedOffset.x -= horizontal ? translation.x : 0
        unresistedOffset.y -= vertical ? translation.y : 0
        contentOffset = CGPoint(x: rubberBand(unresistedOffset.x, modelMinimumOffset.x, modelMaximumOffset.x, bounds.width),
                                y: rubberBand(unresistedOffset.y, modelMinimumOffset.y, modelMaximumOffset.y, bounds.height))
        panGestureRecognizer.modelVelocity = CGPoint(x: horizontal ? translation.x / ModelRunLoop.frameDuration : 0,
                                                     y: vertical ? translation.y / ModelRunLoop.frameDuration : 0)
        panGestureRecognizer.modelSetState(.changed)
    }

    /// Model only: the finger lifts with the pan's current velocity (or `velocity`, points per second,
    /// positive y down). In UIKit's order: the delegate is offered the target offset
    /// (`scrollViewWillEndDragging`: velocity in points per millisecond, UIScrollView.h; positive toward
    /// the content's end, undocumented but long observed; the natural target is where deceleration at `decelerationRate` would stop, within the
    /// bounds), then `scrollViewDidEndDragging(_:willDecelerate:)`, then the pan's other targets hear
    /// `.ended`. Without velocity nothing decelerates: a target the delegate moved is jumped to at once
    /// (undocumented; what apps that snap at zero velocity report), and an offset past either end
    /// springs back.
    public func modelEndDrag(velocity: CGPoint? = nil) {
        guard dragging else { return }
        let fingerVelocity = velocity ?? panGestureRecognizer.modelVelocity
        panGestureRecognizer.modelVelocity = fingerVelocity
        let contentVelocity = CGPoint(x: modelScrolls(vertically: false) ? -fingerVelocity.x / 1_000 : 0,
                                      y: modelScrolls(vertically: true) ? -fingerVelocity.y / 1_000 : 0)
        let rate = decelerationRate.rawValue
        let minimum = modelMinimumOffset, maximum = modelMaximumOffset, offset = contentOffset
        var target = CGPoint(x: max(minimum.x, min(maximum.x, offset.x + contentVelocity.x * rate / (1 - rate))),
                             y: max(minimum.y, min(maximum.y, offset.y + contentVelocity.y * rate / (1 - rate))))
        let natural = target
        withUnsafeMutablePointer(to: &target) {
            delegate?.scrollViewWillEndDragging(self, withVelocity: contentVelocity, targetContentOffset: $0)
        }
        dragging = false
        let hasVelocity = contentVelocity != .zero
        if !hasVelocity, target != natural {
            contentOffset = target
        }
        let settles = hasVelocity || contentOffset != target
        delegate?.scrollViewDidEndDragging(self, willDecelerate: settles)
        if settles {
            delegate?.scrollViewWillBeginDecelerating(self)
            motion = .deceleration(start: contentOffset, target: target, startTime: ModelRunLoop.now)
            ModelScrolling.register(self)
        }
        panGestureRecognizer.modelSetState(.ended)
    }

    /// One run-loop turn of the running animation or deceleration.
    fileprivate func step() -> Bool {
        switch motion {
        case nil:
            return false
        case let .animation(start, target, startTime), let .scrollToTop(start, target, startTime):
            let progress = min(1, (ModelRunLoop.now - startTime) / 0.3)
            contentOffset = CGPoint(x: start.x + (target.x - start.x) * CGFloat(progress),
                                    y: start.y + (target.y - start.y) * CGFloat(progress))
            guard progress >= 1 else { return true }
            let toTop: Bool
            if case .scrollToTop = motion { toTop = true } else { toTop = false }
            motion = nil
            // UIScrollView.h: scrollViewDidEndScrollingAnimation is "called when setContentOffset/
            // scrollRectVisible:animated: finishes"; a scroll to the top ends with its own callback.
            if toTop { delegate?.scrollViewDidScrollToTop(self) } else { delegate?.scrollViewDidEndScrollingAnimation(self) }
            return false
        case let .deceleration(start, target, startTime):
            // The distance left shrinks by the deceleration rate every millisecond.
            var remaining = 1.0
            let milliseconds = Int((ModelRunLoop.now - startTime) * 1_000)
            for _ in 0..<max(0, milliseconds) { remaining *= Double(decelerationRate.rawValue) }
            let left = CGPoint(x: (target.x - start.x) * CGFloat(remaining), y: (target.y - start.y) * CGFloat(remaining))
            guard abs(Double(left.x)) >= 0.5 || abs(Double(left.y)) >= 0.5 else {
                contentOffset = target
                motion = nil
                delegate?.scrollViewDidEndDecelerating(self)
                return false
            }
            contentOffset = CGPoint(x: target.x - left.x, y: target.y - left.y)
            return true
        }
    }

    /// Model only: the status bar is tapped while this scroll view is the one to scroll: it scrolls
    /// to the top of its content, animated (the duration is undocumented: 0.3 s), if its delegate
    /// agrees, then tells it `scrollViewDidScrollToTop(_:)`.
    func modelScrollToTop() {
        guard delegate?.scrollViewShouldScrollToTop(self) ?? true else { return }
        motion = .scrollToTop(start: contentOffset, target: CGPoint(x: contentOffset.x, y: modelMinimumOffset.y),
                              startTime: ModelRunLoop.now)
        ModelScrolling.register(self)
    }

    private func rubberBand(_ offset: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat, _ dimension: CGFloat) -> CGFloat {
        func resisted(_ overshoot: CGFloat) -> CGFloat {
            guard dimension > 0 else { return 0 }
            return (1 - 1 / (overshoot * 0.55 / dimension + 1)) * dimension
        }
        if offset < minimum { return minimum - resisted(minimum - offset) }
        if offset > maximum { return maximum + resisted(offset - maximum) }
        return offset
    }
}

/// The scroll views with an animation or deceleration running, stepped once per run-loop turn
/// (before the display links and the layout pass).
@MainActor enum ModelScrolling {
    static var moving: [UIScrollView] = []
    static var installed = false
    static func register(_ scrollView: UIScrollView) {
        if !installed {
            installed = true
            ModelRunLoop.addStage(order: 10) { MainActor.assumeIsolated { ModelScrolling.stepAll() } }
        }
        if !moving.contains(where: { $0 === scrollView }) { moving.append(scrollView) }
    }
    static func stepAll() {
        let running = moving
        moving = running.filter { $0.step() }
    }
}

extension UIWindow {
    /// Model only: the user taps the status bar. UIScrollView.h: "On iPhone, we execute this gesture
    /// only if there's one on-screen scroll view with `scrollsToTop` == YES. If more than one is
    /// found, none will be scrolled." (On screen: in this window, not hidden, overlapping it.)
    /// Returns the scroll view that scrolls, if any.
    @discardableResult
    public func modelTapStatusBar() -> UIScrollView? {
        var candidates: [UIScrollView] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha >= 0.01 else { return }
            if let scrollView = view as? UIScrollView, scrollView.scrollsToTop,
               scrollView.convert(scrollView.bounds, to: nil).intersects(bounds) {
                candidates.append(scrollView)
            }
            view.subviews.forEach(visit)
        }
        visit(self)
        guard candidates.count == 1 else { return nil }
        candidates[0].modelScrollToTop()
        return candidates[0]
    }

    /// Model only: a finger lands at `point` (window coordinates) and drags: the scroll view that
    /// takes it is the nearest one, from the hit view up, whose content scrolls along the drag's main
    /// axis (a gesture recognizer gets the touches of its view's subviews:
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer). Returns it.
    /// With a `direction` (the first move), each candidate's pan is asked whether it may begin, its
    /// velocity pointing that way (``UIGestureRecognizer/modelShouldBegin()``); one that may not lets
    /// the touch go on up.
    public func modelScrollView(at point: CGPoint, vertically: Bool, direction: CGPoint? = nil) -> UIScrollView? {
        var view = hitTest(point, with: nil)
        while let current = view {
            if let scrollView = current as? UIScrollView, scrollView.modelScrolls(vertically: vertically) {
                guard let direction else { return scrollView }
                // Asked once the finger has moved its first step: that is its travel, at that speed.
                scrollView.panGestureRecognizer.modelTranslation = direction
                scrollView.panGestureRecognizer.modelVelocity = CGPoint(x: direction.x / ModelRunLoop.frameDuration,
                                                                        y: direction.y / ModelRunLoop.frameDuration)
                if scrollView.panGestureRecognizer.modelShouldBegin() { return scrollView }
            }
            view = current.superview
        }
        return nil
    }

    /// Model only: the navigation controller around `point` whose iOS 26 content pop may take a
    /// horizontal drag toward the trailing edge (`direction`, the first move), if any.
    func modelContentPop(at point: CGPoint, direction: CGPoint) -> UINavigationController? {
        var view = hitTest(point, with: nil)
        while let current = view {
            if let navigationView = current as? ModelNavigationView, let navigation = navigationView.controller {
                let towardTrailing = navigationView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? direction.x < 0 : direction.x > 0
                guard towardTrailing, Swift.abs(Double(direction.x)) > Swift.abs(Double(direction.y)),
                      navigation.interactiveContentPopGestureRecognizer?.modelShouldBegin() == true else { return nil }
                return navigation
            }
            view = current.superview
        }
        return nil
    }

    /// Model only: a whole drag at `point`: the finger goes down, moves by each of `moves` (one frame
    /// each, laid out after each), and lifts (with the last move's velocity, or `releaseVelocity`).
    /// Returns the scroll view that took it.
    @discardableResult
    public func modelDrag(at point: CGPoint, moves: [CGPoint], releaseVelocity: CGPoint? = nil) -> UIScrollView? {
        let vertical = moves.reduce(0.0) { $0 + abs(Double($1.y)) } >= moves.reduce(0.0) { $0 + abs(Double($1.x)) }
        guard let scrollView = modelScrollView(at: point, vertically: vertical, direction: moves.first) else {
            // No scroll view began: iOS 26's content pop may (the finger's travel past half the
            // navigation controller's width finishes it: the model's threshold, UIKit's is not documented).
            if let first = moves.first, let navigation = modelContentPop(at: point, direction: first) {
                navigation.modelBeginInteractivePop()
                modelFrame()
                let travel = Swift.abs(Double(moves.reduce(0) { $0 + $1.x }))
                navigation.modelEndInteractivePop(finished: travel > Double(navigation.view.bounds.width) / 2)
                modelFrame()
            }
            return nil
        }
        scrollView.modelBeginDrag()
        modelFrame()
        for move in moves {
            scrollView.modelDragMove(by: move)
            modelFrame()
        }
        scrollView.modelEndDrag(velocity: releaseVelocity)
        modelFrame()
        return scrollView
    }
}

/// https://developer.apple.com/documentation/uikit/uitextview (a scroll view of text). Its own
/// gesture recognizers are undocumented; the model gives a selectable one a tap recognizer for its
/// links, listed in `gestureRecognizers` as UIKit lists its own ("This property controls the ability
/// of the user to select content and interact with URLs and text attachments":
/// https://developer.apple.com/documentation/uikit/uitextview/isselectable).
@MainActor open class UITextView: UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uitextview/text
    open var text: String!
    /// https://developer.apple.com/documentation/uikit/uitextview/iseditable
    open var isEditable = true
    /// https://developer.apple.com/documentation/uikit/uitextview/isselectable (default true)
    open var isSelectable = true {
        didSet { linkTap.isEnabled = isSelectable }
    }
    private let linkTap = UITapGestureRecognizer()
    /// Model only: how many taps the text view's link recognizer recognized.
    public private(set) var modelLinkTaps = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(linkTap)
        linkTap.modelAddTarget(self) { [unowned self] in
            if linkTap.state == .ended { modelLinkTaps += 1 }
        }
    }
    public required init?(coder: NSCoder) { nil }
}
