// UIView and UIWindow: the view tree, geometry, layout passes, hit-testing and the safe area, as
// the pages cited on each member describe them. Behaviour Apple does not document is marked
// "(undocumented)" with what the model does and why.

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
    private var storedBounds = CGRect.zero
    private var storedCenter = CGPoint.zero
    private var storedSubviews: [UIView] = []
    private weak var storedSuperview: UIView?
    private let storedLayer = CALayer()
    private var storedWindow: UIWindow?
    private var lastSafeAreaInsets = UIEdgeInsets.zero
    /// Model only: whether a layout pass is pending for this view (`setNeedsLayout()` since its last `layoutSubviews()`).
    public private(set) var modelNeedsLayout = true

    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {
        super.init()
        self.frame = frame
        isUserInteractionEnabled = Self.modelIsInteractiveByDefault
    }
    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) {
        super.init()
        isUserInteractionEnabled = Self.modelIsInteractiveByDefault
    }
    /// Whether a new view of this class takes touches (UIView.h: `userInteractionEnabled` "default is
    /// YES"; UILabel and UIImageView say NO).
    class var modelIsInteractiveByDefault: Bool { true }
    public convenience override init() { self.init(frame: .zero) }

    // MARK: Geometry

    /// https://developer.apple.com/documentation/uikit/uiview/frame
    /// ("If the transform property is not the identity transform, the value of this property is undefined":
    /// the model gives the transformed bounds' bounding box, and sets the size and centre.)
    /// Setting it is reported to observers of `frame` only (undocumented whether `bounds` and `center`
    /// observers hear of it; the model says no, so a front end cannot rely on it).
    open var frame: CGRect {
        get {
            ModelKeyValueObserving.noteRead(self, "frame")
            let size = storedBounds.size
            return CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
                .applying(transform).offsetBy(dx: storedCenter.x, dy: storedCenter.y)
        }
        set {
            ModelViewWrites.note(\.geometry, changed: newValue != frame)
            if transform != .identity { modelUndefinedFrameWrites += 1 }
            setBounds(CGRect(origin: storedBounds.origin, size: newValue.size), notify: false)
            storedCenter = CGPoint(x: newValue.midX, y: newValue.midY)
            ModelKeyValueObserving.didSet(self, "frame")
        }
    }
    /// Model only: how many times `frame` was set while `transform` was not the identity, where
    /// UIKit leaves the result undefined ("If the transform property is not the identity transform,
    /// the value of this property is undefined and therefore should be ignored"): a view left
    /// transformed while its container lays it out by frame can end up anywhere.
    public private(set) var modelUndefinedFrameWrites = 0
    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    /// (a new size lays the view out again and resizes its subviews by their autoresizing masks;
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask)
    open var bounds: CGRect {
        get {
            ModelKeyValueObserving.noteRead(self, "bounds")
            return storedBounds
        }
        set {
            ModelViewWrites.note(\.geometry, changed: newValue != storedBounds)
            setBounds(newValue, notify: true)
        }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/center
    open var center: CGPoint {
        get {
            ModelKeyValueObserving.noteRead(self, "center")
            return storedCenter
        }
        set {
            ModelViewWrites.note(\.geometry, changed: newValue != storedCenter)
            storedCenter = newValue
            ModelKeyValueObserving.didSet(self, "center")
        }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/transform
    /// (about the centre; does not change `bounds` or `center`)
    open var transform: CGAffineTransform = .identity {
        didSet { ModelViewWrites.note(\.transforms, changed: transform != oldValue) }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/alpha
    open var alpha: CGFloat = 1 {
        didSet { ModelViewWrites.note(\.alphas, changed: alpha != oldValue) }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden = false {
        didSet { ModelViewWrites.note(\.hiddens, changed: isHidden != oldValue) }
    }
    open var backgroundColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uiview/tintcolor
    /// ("the first non-default tint color value in the view's hierarchy, ascending from and starting
    /// with the view itself. If the system cannot find a non-default color in the hierarchy, it uses
    /// the system-defined color"; setting it calls tintColorDidChange() on the view and on the
    /// subviews that inherit it)
    open var tintColor: UIColor! {
        get { storedTintColor ?? storedSuperview?.tintColor ?? .systemBlue }
        set {
            storedTintColor = newValue
            tintMayHaveChanged()
        }
    }
    private var storedTintColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uiview/tintcolordidchange()
    open func tintColorDidChange() {}
    /// Calls tintColorDidChange() here and down the subviews that inherit this view's tint.
    private func tintMayHaveChanged() {
        tintColorDidChange()
        for subview in storedSubviews where subview.storedTintColor == nil { subview.tintMayHaveChanged() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/clipstobounds
    open var clipsToBounds = false
    /// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    open var isUserInteractionEnabled = true
    /// https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers
    /// (nil when the view has none)
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { modelAttachedRecognizers.isEmpty ? nil : modelAttachedRecognizers }
        set {
            modelAttachedRecognizers.forEach { removeGestureRecognizer($0) }
            newValue?.forEach { addGestureRecognizer($0) }
        }
    }
    /// The recognizers `addGestureRecognizer(_:)` attached, in order.
    var modelAttachedRecognizers: [UIGestureRecognizer] = []
    open var contentMode: UIView.ContentMode = .scaleToFill
    /// https://developer.apple.com/documentation/uikit/uiview/layer (a view owns one layer for life)
    open var layer: CALayer { storedLayer }
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask
    open var autoresizingMask: UIView.AutoresizingMask = []
    /// https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
    /// Model: the direction `semanticContentAttribute` implies relative to the traits' layout
    /// direction (UIView.h, userInterfaceLayoutDirectionForSemanticContentAttribute:relativeTo…:
    /// forced attributes decide; playback and spatial content stays left to right; unspecified
    /// follows the traits). A view's own attribute only: it does not pass to its subviews (UIView.h:
    /// "Do not assume that the value propagates through the view's subtree").
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    open var translatesAutoresizingMaskIntoConstraints = true

    private func setBounds(_ newValue: CGRect, notify: Bool) {
        let oldSize = storedBounds.size
        let oldOrigin = storedBounds.origin
        storedBounds = newValue
        if newValue.size != oldSize {
            setNeedsLayout()
            for subview in storedSubviews { subview.autoresize(from: oldSize, to: newValue.size) }
        }
        if newValue.origin != oldOrigin { boundsOriginDidChange() }
        if notify { ModelKeyValueObserving.didSet(self, "bounds") }
    }

    /// A scroll view lays itself out when it scrolls; a plain view does nothing.
    func boundsOriginDidChange() {}

    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask
    /// ("When a view's bounds change, that view automatically resizes its subviews according to each
    /// subview's autoresizing mask"): a flexible width or height takes the whole change.
    private func autoresize(from oldSize: CGSize, to newSize: CGSize) {
        guard !autoresizingMask.isEmpty else { return }
        var rect = frame
        if autoresizingMask.contains(.flexibleWidth) { rect.size.width += newSize.width - oldSize.width }
        if autoresizingMask.contains(.flexibleHeight) { rect.size.height += newSize.height - oldSize.height }
        frame = rect
    }

    // MARK: The tree

    /// https://developer.apple.com/documentation/uikit/uiview/subviews (back to front)
    open var subviews: [UIView] { storedSubviews }
    /// https://developer.apple.com/documentation/uikit/uiview/superview
    open var superview: UIView? { storedSuperview }
    /// https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? { storedWindow }
    /// https://developer.apple.com/documentation/uikit/uiview/isdescendant(of:)
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }
    /// Model only: where a bar above this view ends, in the window's coordinates (a navigation
    /// controller sets it on its screen's view): the safe area of this view and its subviews reaches
    /// down to it.
    public var modelSafeAreaTopInWindow: CGFloat? {
        didSet { if oldValue != modelSafeAreaTopInWindow { setNeedsLayout() } }
    }
    /// Model only: where a bar below this view starts, in the window's coordinates (a navigation
    /// controller's toolbar, set on its screen's view): the safe area reaches up to it.
    public var modelSafeAreaBottomInWindow: CGFloat? {
        didSet { if oldValue != modelSafeAreaBottomInWindow { setNeedsLayout() } }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    /// ("If view already has a superview and that view is not the receiver, this method removes the
    /// previous superview"; the view goes on top of its siblings, also when it already was a subview)
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: storedSubviews.count - (view.storedSuperview === self ? 1 : 0))
    }
    /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        view.detachFromSuperview()
        storedSubviews.insert(view, at: max(0, min(index, storedSubviews.count)))
        view.storedSuperview = self
        // A view that inherits its tint may have a new one in its new superview (undocumented
        // whether UIKit tells it when the colour happens to be the same; the model always does).
        if view.storedTintColor == nil { view.tintMayHaveChanged() }
        view.setNeedsLayout()
        setNeedsLayout()
        view.moveToWindow(storedWindow ?? (self as? UIWindow))
    }
    /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:abovesubview:)
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        view.detachFromSuperview()
        insertSubview(view, at: (storedSubviews.firstIndex { $0 === siblingSubview } ?? storedSubviews.count - 1) + 1)
    }
    /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:belowsubview:)
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        view.detachFromSuperview()
        insertSubview(view, at: storedSubviews.firstIndex { $0 === siblingSubview } ?? 0)
    }
    /// https://developer.apple.com/documentation/uikit/uiview/bringsubviewtofront(_:)
    open func bringSubviewToFront(_ view: UIView) {
        ModelViewWrites.note(\.layers, changed: storedSubviews.last !== view)
        guard let index = storedSubviews.firstIndex(where: { $0 === view }), index != storedSubviews.count - 1 else { return }
        storedSubviews.remove(at: index)
        storedSubviews.append(view)
    }
    /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() {
        detachFromSuperview()
        moveToWindow(nil)
    }

    private func detachFromSuperview() {
        storedSuperview.map { NSLayoutConstraint.modelRemoveConstraints(between: self, and: $0) }
        storedSuperview?.storedSubviews.removeAll { $0 === self }
        storedSuperview?.setNeedsLayout()
        storedSuperview = nil
    }

    private func moveToWindow(_ newWindow: UIWindow?) {
        guard storedWindow !== newWindow || self is UIWindow else { return }
        if !(self is UIWindow) { storedWindow = newWindow }
        for subview in storedSubviews { subview.moveToWindow(self as? UIWindow ?? storedWindow) }
        /// https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
        didMoveToWindow()
    }

    // MARK: Layout

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape()
    /// ("Dismisses a modal view and returns the success or failure of the action"; VoiceOver's
    /// two-finger Z. The model declares it on UIView, where the front end overrides it; UIKit
    /// declares it on NSObject.)
    open func accessibilityPerformEscape() -> Bool { false }
    /// Model only: VoiceOver's escape gesture with `self` focused: each view from it up asks
    /// `accessibilityPerformEscape()` until one returns true (undocumented which objects VoiceOver
    /// asks beyond the focused one: the model walks up the superviews). Returns whether one handled it.
    public func modelAccessibilityEscape() -> Bool {
        var view: UIView? = self
        while let current = view {
            if current.accessibilityPerformEscape() { return true }
            view = current.superview
        }
        return false
    }

    /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    /// ("the default implementation uses any constraints you have set to determine the size and
    /// position of any subviews": the model solves the equalities of ``NSLayoutConstraint``)
    open func layoutSubviews() {
        NSLayoutConstraint.modelSolve(subviewsOf: self)
    }
    /// https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
    open func setNeedsLayout() { modelNeedsLayout = true }
    /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    /// ("Using the view that receives the message as the root view, this method lays out the view
    /// subtree starting at the root"; CALayer.h's layoutIfNeeded: "Traverse upwards from the layer
    /// while the superlayer requires layout. Then layout the entire tree beneath that ancestor."):
    /// from the highest ancestor with a pending layout, each pending view's `layoutSubviews()`,
    /// parents first. (The model also calls `safeAreaInsetsDidChange()` in the pass that first sees
    /// new insets; when UIKit calls it is not documented.)
    open func layoutIfNeeded() {
        var root: UIView = self
        while let parent = root.storedSuperview, parent.modelNeedsLayout { root = parent }
        root.layOutSubtree()
    }

    /// Model only: how many `layoutSubviews()` calls are running now (0: none; code run from one is
    /// inside a layout pass, where UIKit expects only layout).
    public private(set) static var modelLayoutSubviewsDepth = 0

    private func layOutSubtree() {
        if storedWindow != nil || self is UIWindow {
            let insets = safeAreaInsets
            if insets != lastSafeAreaInsets {
                lastSafeAreaInsets = insets
                safeAreaInsetsDidChange()
            }
        }
        if storedWindow != nil { modelUpdateTraits() }
        if modelNeedsLayout {
            modelNeedsLayout = false
            UIView.modelLayoutSubviewsDepth += 1
            layoutSubviews()
            UIView.modelLayoutSubviewsDepth -= 1
        }
        for subview in storedSubviews { subview.layOutSubtree() }
    }

    // MARK: Traits

    /// The traits this view last took (nil: it has not been in a window yet).
    private var modelSeenTraits: UITraitCollection?
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
    /// (deprecated in iOS 17, still called): the model calls it when a view's content size category
    /// or interface style changed since it last took its traits.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// https://developer.apple.com/documentation/uikit/uiview/updatetraitsifneeded() (iOS 17: "Updates
    /// the trait collection of this view and its subviews immediately if needed"). Otherwise the model
    /// updates a view's traits in the layout pass, just before its `layoutSubviews()` (iOS 17 updates
    /// traits lazily, before layout: https://developer.apple.com/documentation/uikit/automatic-trait-tracking),
    /// parents before children — so a parent laying out sees its subviews' old traits (and fonts).
    open func updateTraitsIfNeeded() {
        if storedWindow != nil { modelUpdateTraits() }
        for subview in storedSubviews { subview.updateTraitsIfNeeded() }
    }
    private func modelUpdateTraits() {
        let traits = traitCollection
        guard let seen = modelSeenTraits else {
            modelSeenTraits = traits
            modelTraitsDidChange()
            return
        }
        guard seen.preferredContentSizeCategory != traits.preferredContentSizeCategory
                || seen.userInterfaceStyle != traits.userInterfaceStyle else { return }
        modelSeenTraits = traits
        modelTraitsDidChange()
        traitCollectionDidChange(seen)
    }
    /// What a UIKit class does itself when its traits change (a label's font, for one).
    func modelTraitsDidChange() {}
    /// Model only: the window's traits changed; its views take them in the next layout pass.
    func modelSetNeedsTraitUpdate() { setNeedsLayout() }
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    /// (a view's traits are its window's; outside a window, the model's defaults)
    /// (with the text size of the nearest trait override, on this view or an ancestor)
    open var traitCollection: UITraitCollection {
        let traits = storedWindow?.modelTraitCollection ?? (self as? UIWindow)?.modelTraitCollection ?? UITraitCollection()
        // (The walk only once some view has an override: the model's bookkeeping stays out of the
        // benchmarks' frames, which set none.)
        guard UIView.modelTraitOverridesSet else { return traits }
        var view: UIView? = self
        while let current = view {
            if let category = current.traitOverrides.storedCategory { return traits.modelWith(preferredContentSizeCategory: category) }
            view = current.storedSuperview
        }
        return traits
    }
    /// Model only: whether any view was given a trait override.
    private static var modelTraitOverridesSet = false
    /// https://developer.apple.com/documentation/uikit/uiview/traitoverrides (iOS 17: traits this view
    /// and its subviews take instead of the inherited ones; applied lazily, like any trait change,
    /// before the next layout: https://developer.apple.com/documentation/uikit/automatic-trait-tracking).
    /// No notification is posted. The model overrides the text size only.
    open var traitOverrides = UITraitOverrides() {
        didSet {
            UIView.modelTraitOverridesSet = true
            setNeedsLayout()
        }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)
    /// (the model measures only a constant height constraint on the view itself; a view that is not
    /// measured by the test's own subclass has no other height from its constraints, and a view
    /// without constraints has none: 0, whatever its frame)
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        CGSize(width: targetSize.width, height: NSLayoutConstraint.modelConstantHeight(of: self) ?? 0)
    }
    /// https://developer.apple.com/documentation/uikit/uiview/layoutfittingcompressedsize
    public nonisolated static let layoutFittingCompressedSize = CGSize.zero

    // MARK: Safe area

    /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    /// (the part of the view that the window's safe area insets cover; zero outside a window)
    open var safeAreaInsets: UIEdgeInsets {
        ModelKeyValueObserving.noteRead(self, "safeAreaInsets")
        guard let window = storedWindow else { return (self as? UIWindow)?.modelSafeAreaInsets ?? .zero }
        let rect = convert(CGRect(origin: storedBounds.origin, size: storedBounds.size), to: window)
        var insets = window.modelSafeAreaInsets
        let screen = window.bounds
        var ancestor: UIView? = self
        while let view = ancestor {
            view.modelSafeAreaTopInWindow.map { insets.top = max(insets.top, $0) }
            view.modelSafeAreaBottomInWindow.map { insets.bottom = max(insets.bottom, screen.height - $0) }
            ancestor = view.storedSuperview
        }
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { max(0, min(value, limit)) }
        return UIEdgeInsets(top: clamp(insets.top - rect.minY, rect.height),
                            left: clamp(insets.left - rect.minX, rect.width),
                            bottom: clamp(rect.maxY - (screen.height - insets.bottom), rect.height),
                            right: clamp(rect.maxX - (screen.width - insets.right), rect.width))
    }
    /// https://developer.apple.com/documentation/uikit/uiview/edgeinsets(for:) (iOS 26; neither the
    /// page nor UIView.h says what a corner adaptation does. Modelled as Apple's WWDC25 session on
    /// iPad windowing describes it, not documented: the safe area, widened horizontally on the side
    /// of the window's controls (``UIWindow/modelWindowControlsFrame``) for a view whose frame
    /// reaches into their rows; other regions and axes are the plain safe area)
    @available(iOS 26.0, *)
    public func edgeInsets(for region: UIView.LayoutRegion) -> UIEdgeInsets {
        var insets = safeAreaInsets
        guard region.modelAdaptsHorizontally, let window = storedWindow, let controls = window.modelWindowControlsFrame else {
            return insets
        }
        let rect = convert(CGRect(origin: storedBounds.origin, size: storedBounds.size), to: window)
        guard rect.minY < controls.maxY, rect.maxY > controls.minY else { return insets }
        if controls.midX < window.bounds.midX {
            insets.left = max(insets.left, min(rect.width, controls.maxX - rect.minX))
        } else {
            insets.right = max(insets.right, min(rect.width, rect.maxX - controls.minX))
        }
        return insets
    }
    /// Model only: the view controller whose view this is (UIKit keeps it privately).
    weak var modelViewController: UIViewController?
    /// https://developer.apple.com/documentation/uikit/uiresponder/next ("UIView implements this method
    /// by returning the UIViewController object that manages it (if it has one) or its superview (if
    /// it doesn't)")
    open override var next: UIResponder? { modelViewController ?? storedSuperview }
    /// https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:)
    /// (asked of the view a recognizer is attached to before it leaves `.possible`: "Subclasses may
    /// override this method and use it to prevent the recognition of particular gestures"; the
    /// default answers true)
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange()
    /// (the model calls it in the layout pass that first sees new insets)
    open func safeAreaInsetsDidChange() {}
    /// https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
    open func didMoveToWindow() {}

    // MARK: Hit-testing and coordinates

    /// https://developer.apple.com/documentation/uikit/uiview/point(inside:with:)
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        storedBounds.contains(point)
    }
    /// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
    /// ("This method ignores view objects that are hidden, that have disabled user interactions, or
    /// have an alpha level less than 0.01"; "Points that lie outside the receiver's bounds are never
    /// reported as hits, even if they actually lie within one of the receiver's subviews.") Subviews
    /// are asked front to back, that is in reverse order of `subviews` (UIView.h: it "recursively calls
    /// -pointInside:withEvent:"); a layer's `zPosition` changes the drawing order only (undocumented for
    /// hit-testing, which UIView does by its subviews, not its layers: what peers' users report).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in storedSubviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }
    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-1xizt
    /// (`nil`: the window's coordinates)
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = toRoot(point)
        guard let view else { return inWindow }
        return view.fromRoot(inWindow)
    }
    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-9gaq5
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        fromRoot(view?.toRoot(point) ?? point)
    }
    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-3fd2p
    /// (the smallest rectangle containing the converted corners)
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map { convert($0, to: view) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// A point in this view's bounds, in its superview's bounds (the bounds' centre sits at `center`,
    /// transformed about it).
    private func toSuperview(_ point: CGPoint) -> CGPoint {
        let local = CGPoint(x: point.x - storedBounds.midX, y: point.y - storedBounds.midY).applying(transform)
        return CGPoint(x: local.x + storedCenter.x, y: local.y + storedCenter.y)
    }
    private func fromSuperview(_ point: CGPoint) -> CGPoint {
        let local = CGPoint(x: point.x - storedCenter.x, y: point.y - storedCenter.y).applying(transform.inverted())
        return CGPoint(x: local.x + storedBounds.midX, y: local.y + storedBounds.midY)
    }
    /// In the root's coordinates (a window's, or the top of a tree outside any window).
    private func toRoot(_ point: CGPoint) -> CGPoint {
        guard let superview = storedSuperview else { return self is UIWindow ? point : toSuperview(point) }
        return superview.toRoot(toSuperview(point))
    }
    private func fromRoot(_ point: CGPoint) -> CGPoint {
        guard let superview = storedSuperview else { return self is UIWindow ? point : fromSuperview(point) }
        return fromSuperview(superview.fromRoot(point))
    }

    // MARK: Animation

    /// https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }

    /// The options of the last view animation (the model's record: no presentation layer to read a curve from).
    nonisolated(unsafe) public static var modelLastAnimationOptions: UIView.AnimationOptions?
    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
    /// (the model has no presentation layer: the new values are set at once; the completion runs
    /// when the duration has passed on the model's clock)
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        modelLastAnimationOptions = options
        animations()
        guard let completion else { return }
        nonisolated(unsafe) let finish = completion
        DispatchQueue.main.asyncAfter(deadline: .now() + (delay + duration)) { MainActor.assumeIsolated { finish(true) } }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 2)
        public static let flexibleHeight = AutoresizingMask(rawValue: 16)
    }
    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let allowUserInteraction = AnimationOptions(rawValue: 2)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 4)
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeaseinout (UIView.h: 0 << 16, the default)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeasein (UIView.h: 1 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeaseout (UIView.h: 2 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/curvelinear (UIView.h: 3 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }
    /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum
    public enum ContentMode: Int, Sendable { case scaleToFill, scaleAspectFit, scaleAspectFill }
    /// https://developer.apple.com/documentation/uikit/uiview/animationcurve
    public enum AnimationCurve: Int, Sendable { case easeInOut, easeIn, easeOut, linear }
}

/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {
    /// https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: .zero)
    }
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// https://developer.apple.com/documentation/uikit/uiwindow/windowscene
    open var windowScene: UIWindowScene?
    /// https://developer.apple.com/documentation/uikit/uiwindow/windowlevel
    open var windowLevel = UIWindow.Level.normal
    /// https://developer.apple.com/documentation/uikit/uiwindow/level
    public struct Level: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uiwindow/level/normal (0)
        public static let normal = Level(rawValue: 0)
    }
    /// Model only: the screen's safe area insets in the window (status bar or sensor housing, home indicator).
    public var modelSafeAreaInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
    /// Model only: where iPadOS 26 draws the window's controls (close, minimize, tile) in a window of
    /// a windowed app, in the window's coordinates; nil: none (a phone, a full-screen app).
    public var modelWindowControlsFrame: CGRect? { didSet { setNeedsLayout() } }
    /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    /// ("the view controller's view is installed as the content view of the window"; the model
    /// sizes it to the window and runs its appearance transition at once)
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.beginAppearanceTransition(false, animated: false)
            oldValue?.view.removeFromSuperview()
            oldValue?.endAppearanceTransition()
            guard let root = rootViewController else { return }
            // Its view is loaded before its appearance begins (viewDidLoad() comes first:
            // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)).
            root.loadViewIfNeeded()
            root.beginAppearanceTransition(true, animated: false)
            root.view.frame = bounds
            root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(root.view)
            root.endAppearanceTransition()
        }
    }
    /// Model only: the window changes size (a rotation, a split view), as UIKit does it: the root
    /// view controller hears `viewWillTransition(to:with:)` first ("UIKit calls this method before
    /// changing the size of a presented view controller's view"; it forwards to its children), then
    /// the window and its root view take the new size and safe area and are laid out, then the
    /// coordinator's alongside animations and completions run.
    public func modelTransition(to size: CGSize, safeAreaInsets: UIEdgeInsets) {
        let coordinator = ModelTransitionCoordinator()
        rootViewController?.viewWillTransition(to: size, with: coordinator)
        frame = CGRect(origin: frame.origin, size: size)
        modelSafeAreaInsets = safeAreaInsets
        layoutIfNeeded()
        coordinator.animations.forEach { $0(coordinator) }
        coordinator.completions.forEach { $0(coordinator) }
        layoutIfNeeded()
    }
        /// Model only: the traits every view in the window has.
    public var modelTraitCollection = UITraitCollection(displayScale: 3)

    /// Model only: the keyboard slides up (`true`) or down (`false`) over this window: observers
    /// hear `keyboardWillShowNotification` (or `…WillHide…`), then `…DidShow…` (`…DidHide…`) once
    /// the keyboard is in place, as the pages of those notifications say. The model posts them with
    /// no object (UIWindow.h names the screen as their object; the model has no `UIScreen`), has no
    /// keyboard frame, user info or layout guide, and moves no view for the keyboard.
    public func modelKeyboard(shown: Bool) {
        NotificationCenter.default.post(
            name: shown ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification, object: nil)
        layoutIfNeeded()
        NotificationCenter.default.post(
            name: shown ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification, object: nil)
        layoutIfNeeded()
    }

    /// Model only: one display frame for this window — the run loop's turn (scroll animations,
    /// display links, dispatched work), then the layout pass every turn ends with.
    public func modelFrame() {
        ModelRunLoop.turn()
        layoutIfNeeded()
    }
    /// Model only: `count` display frames.
    public func modelFrames(_ count: Int) {
        for _ in 0..<count { modelFrame() }
    }
    /// Model only: a tap at `point` (window coordinates), delivered as UIKit delivers one. Returns
    /// the view `hitTest(_:with:)` found (with a touch event).
    /// - A scroll view that is decelerating, the hit view or one above it, stops where it is and takes
    ///   the tap (content past either end springs back when the finger lifts): nothing under the
    ///   finger is pressed and no delegate callback is sent (undocumented,
    ///   long observed: the first tap on moving content only stops it; `scrollViewDidEndDecelerating`
    ///   does not come, what apps that wait for it report).
    /// - Otherwise an enabled tap recognizer on the hit view goes first; then a button sends its
    ///   primary action ("Events occurring within the bounds of a control are handled by the control
    ///   first"; "To handle any of the preceding gestures before the control calls its action method,
    ///   install your gesture recognizer on the control itself":
    ///   https://developer.apple.com/documentation/uikit/attaching-gesture-recognizers-to-uikit-controls);
    ///   then the nearest enabled tap recognizer above it (a recognizer receives "touches hit-tested to
    ///   that view and all of its subviews": https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)).
    @discardableResult
    public func modelTap(at point: CGPoint) -> UIView? {
        guard let hit = hitTest(point, with: UIEvent(modelType: .touches)) else { return nil }
        let chain = Array(sequence(first: hit, next: { $0.superview }))
        if let moving = chain.compactMap({ $0 as? UIScrollView }).first(where: { $0.isDecelerating }) {
            moving.modelStopMotion()
            moving.modelLiftWithoutDrag()
            return hit
        }
        func tapRecognizer(of view: UIView) -> UIGestureRecognizer? {
            view.modelAttachedRecognizers.first { $0 is UITapGestureRecognizer && $0.isEnabled }
        }
        if let own = tapRecognizer(of: hit) {
            own.modelSetState(.ended)
        } else if let button = hit as? UIButton {
            button.modelSendPrimaryAction()
        } else if let above = chain.dropFirst().lazy.compactMap(tapRecognizer).first {
            above.modelSetState(.ended)
        }
        return hit
    }
}

extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/layoutregion (iOS 26)
    @available(iOS 26.0, *)
    public struct LayoutRegion: Hashable {
        /// https://developer.apple.com/documentation/uikit/uiview/layoutregion/adaptivityaxis
        /// (not `Sendable` in the SDK's interface, nor here)
        public enum AdaptivityAxis: Hashable { case horizontal, vertical }
        /// Model only: the region is the safe area adapted horizontally to the window's corners.
        let modelAdaptsHorizontally: Bool
        /// https://developer.apple.com/documentation/uikit/uiview/layoutregion/safearea(corneradaptation:)
        public static func safeArea(cornerAdaptation: AdaptivityAxis? = nil) -> LayoutRegion {
            LayoutRegion(modelAdaptsHorizontally: cornerAdaptation == .horizontal)
        }
    }
}
