#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import ProfileHeaderCore
import UIKit

/// The ready-made profile header: banner (with its blur), avatar, bar title, bar buttons, the
/// refresh spinner, and slots for the app's tab bar and profile details. It draws exactly what the
/// page frame says and nothing else; a ``ProfileHeaderController`` or ``ProfileTabsController``
/// drives it, and its `layoutSubviews` is where their one pass per frame runs.
///
/// It covers the scroll view's visible bounds. Touches go where the frame's hit map says: through to
/// the content wherever the header is not drawn, to the header's controls (bar buttons, tabs, the
/// app's views in the details or on the avatar that handle touches: controls, and views with a
/// gesture recognizer on them or around them, such as a text view's links), and nowhere elsewhere
/// on the drawn header, so nothing hidden under the collapsed strip is ever tapped by accident. A
/// drag that starts on the app's other views (a label, a background) scrolls; on the tabbed page,
/// where the header lies over the lists, a drag that starts on one of the app's views that handles
/// touches does not. A header control takes the first tap even while a single list glides after a
/// flick (the list stops there).
/// A custom view that handles touches only by overriding `touchesBegan` is not seen: give it a
/// gesture recognizer, or make it a `UIControl`.
@MainActor
open class ProfileHeaderView: UIView {
    /// The banner's image view (aspect fill). Set the picture with ``bannerImage``.
    public let bannerView = UIImageView()
    /// The banner picture. With ``BlurRendering/preBlurredImage(radius:)`` the blurred copy is made from it.
    public var bannerImage: UIImage? {
        didSet {
            bannerView.image = bannerImage
            blurView.sourceImage = bannerImage
        }
    }
    /// The avatar image; drawn as a circle with a ring of ``avatarRingColor``.
    public let avatarView = UIImageView()
    /// The avatar's ring colour, resolved for the current appearance (light, dark, high contrast) on
    /// every layout pass. Default: the system background colour.
    public var avatarRingColor: UIColor = .systemBackground
    /// The avatar's ring width, in points (default 4).
    public var avatarRingWidth: CGFloat = 4
    /// The bar title that arrives from below as the profile's name scrolls away. VoiceOver reads it
    /// once it has arrived.
    public let titleLabel = UILabel()
    /// The navigation bar's strip (below the status bar, always at the top). Add bar buttons here
    /// with Auto Layout; leading and trailing anchors follow right-to-left layouts by themselves.
    public let barContentView = UIView()
    /// A button at the leading end of the bar (a back button), or nil: square, as tall as the bar
    /// (which grows with Dynamic Type), 8 points from the edge of the bar beside the title (the
    /// engine's `ProfilePageState.barLeadingSlot`, inside the side safe area in landscape); it
    /// follows right-to-left layouts.
    public var leadingBarButton: UIButton? {
        didSet { placeBarButton(leadingBarButton, replacing: oldValue, leading: true) }
    }
    /// A button at the trailing end of the bar (a "more" button), or nil (in
    /// `ProfilePageState.barTrailingSlot`).
    public var trailingBarButton: UIButton? {
        didSet { placeBarButton(trailingBarButton, replacing: oldValue, leading: false) }
    }
    /// A round backdrop behind the bar buttons while the bar is over the banner, as on the X
    /// profile (for example black at 55 %), or nil for none (the default). It fades out as the title
    /// arrives, with the engine's `ProfilePageFrame.barButtonBackdropAlpha`.
    public var barButtonBackdropColor: UIColor? {
        didSet { setNeedsLayout() }
    }
    /// The parts of the bar beside the title, where the bar buttons are laid out.
    private let leadingSlotView = UIView()
    private let trailingSlotView = UIView()
    /// The app's sticky tab bar, placed at the frame's tab bar (it scrolls, then sticks). Only shown
    /// on pages whose header draws the tab bar (`PageContentStart.belowTabBar`). Behind the header's
    /// clip (they never overlap, except when a floating header's tab bar goes under the status bar's
    /// strip: `ProfilePage.pinnedHeader`) and in front of an avatar behind the header.
    public var tabBarView: UIView? {
        didSet { replace(oldValue, with: tabBarView, zPosition: Self.tabBarZPosition) }
    }
    /// The tab bar's `zPosition`, and the indicator's just in front of it: between the avatar behind
    /// the header (−1) and the header's own layers (0).
    static let tabBarZPosition: CGFloat = -0.5
    static let tabIndicatorZPosition: CGFloat = -0.4
    /// The app's profile details (name, bio, buttons) on pages whose header draws them (tabs):
    /// between the banner and the tab bar, scrolling with the header. Measured with Auto Layout at the
    /// viewport's width on every change of width or text size, so any height fits.
    public var detailsView: UIView? {
        didSet {
            replace(oldValue, with: detailsView, zPosition: -2)
            setNeedsDetailsMeasurement()
        }
    }
    /// How the banner's blur is drawn.
    public var blurRendering: BlurRendering {
        get { blurView.rendering }
        set { blurView.rendering = newValue }
    }
    /// The colour of the solid bar shown instead of blur when Reduce Transparency is on; a near-black
    /// grey by default. Keep it dark: the bar's title is white and the status bar light over it.
    public var reducedTransparencyColor: UIColor {
        get { blurView.solidColor }
        set { blurView.solidColor = newValue }
    }
    /// Where touches go, from the frame applied last; nil before the first frame (touches pass through).
    public private(set) var hitMap: PageHitMap?

    /// Clips the banner, blur, title and spinner to the header's region; its bounds origin equals its
    /// frame origin, so its children are placed in the same viewport coordinates as everything else.
    let headerClipView = UIView()
    let blurView = BannerBlurView()
    let spinnerView = UIActivityIndicatorView(style: .medium)
    /// The tab indicator, placed at the frame's tab indicator (it follows the pager between tabs).
    /// Drawn in the header's `tintColor` (its own or inherited, followed when it changes); style it
    /// as you like otherwise; its frame is the engine's.
    public let tabIndicatorView = UIView()
    /// The controller's one pass for this frame; runs from ``layoutSubviews()``.
    var onLayoutPass: (@MainActor () -> Void)?
    /// What VoiceOver's escape gesture does on the header (a page that owns its screen's navigation
    /// bar pops the screen); returns whether it did anything. Nil: nothing.
    var onAccessibilityEscape: (@MainActor () -> Bool)?

    /// VoiceOver's escape (two-finger Z) on the header: Back, where the page owns the navigation bar
    /// (``ProfileHeaderController/hidesNavigationBar(of:keepsSwipeBack:)``).
    open override func accessibilityPerformEscape() -> Bool {
        onAccessibilityEscape?() ?? super.accessibilityPerformEscape()
    }
    /// Which controller drives the header now (``takeDriver()``): a controller released later than
    /// its replacement took the header over leaves it alone.
    private(set) var driverToken: UInt64 = 0
    private static var lastDriverToken: UInt64 = 0
    /// Makes the calling controller the header's driver; returns its token. The header is placed by
    /// its frame from then on: a nib's Auto Layout for it (its own size constraints; those to its old
    /// superview left with it) would fight the controller's frame.
    func takeDriver() -> UInt64 {
        translatesAutoresizingMaskIntoConstraints = true
        NSLayoutConstraint.deactivate(constraints.filter { constraint in
            constraint.firstItem === self && (constraint.secondItem == nil || constraint.secondItem === self)
        })
        Self.lastDriverToken += 1
        driverToken = Self.lastDriverToken
        return driverToken
    }
    /// The details' last measured height (points) and the width it was measured at.
    private var detailsMeasurement: (width: Double, height: Double)?

    /// An empty header; a controller places everything on its first layout pass.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A header from a storyboard or nib (a view whose custom class is `ProfileHeaderView`): the same
    /// as one made in code. Give it to a controller (`headerView:`), which takes it out of its place in
    /// the nib (constraints to its old superview go with it) and puts it over the scroll view; set its
    /// bar buttons, details and images in code or from your own outlets.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// The header's own views, in their stacking order.
    private func setUp() {
        backgroundColor = .clear
        headerClipView.clipsToBounds = true
        bannerView.contentMode = .scaleAspectFill
        bannerView.clipsToBounds = true
        avatarView.contentMode = .scaleAspectFill
        avatarView.clipsToBounds = true
        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textAlignment = .center
        titleLabel.textColor = .white
        titleLabel.accessibilityTraits = .header
        titleLabel.isAccessibilityElement = false
        spinnerView.color = .white
        spinnerView.hidesWhenStopped = false
        spinnerView.alpha = 0
        tabIndicatorView.backgroundColor = tintColor
        tabIndicatorView.layer.zPosition = Self.tabIndicatorZPosition
        barContentView.layer.zPosition = 3
        for view in [leadingSlotView, trailingSlotView] { barContentView.addSubview(view) }
        for view in [bannerView, blurView, titleLabel, spinnerView] { headerClipView.addSubview(view) }
        for view in [headerClipView, avatarView, tabIndicatorView, barContentView] { addSubview(view) }
    }

    /// Applies one page frame as it is: every element's rest frame, transform and alpha, the clip,
    /// the blur, the stacking, the spinner, the hit map and what to announce.
    func apply(_ frame: ProfilePageFrame) {
        // Only what changed is written (`assign`): most of the header holds still on most frames.
        assign(CGRect(frame.headerClip), to: \.frame, of: headerClipView)
        assign(CGRect(frame.headerClip), to: \.bounds, of: headerClipView)
        bannerView.apply(frame.banner)
        blurView.place(frame.blurredBanner)
        blurView.show(blurAlpha: frame.blurAlpha, solidAlpha: frame.solidBarAlpha, solid: frame.usesSolidBar)
        avatarView.apply(frame.avatar)
        assign(frame.avatar.restFrame.width / 2, to: \.cornerRadius, of: avatarView.layer)
        assign(frame.stacking.avatarZPosition, to: \.zPosition, of: avatarView.layer)
        // A layer's colour does not follow the appearance by itself; UIKit lays views out again when it changes.
        assign(avatarRingColor.resolvedColor(with: traitCollection).cgColor, to: \.borderColor, of: avatarView.layer)
        assign(avatarRingWidth, to: \.borderWidth, of: avatarView.layer)
        titleLabel.apply(frame.title)
        assign(CGRect(frame.bar), to: \.frame, of: barContentView)
        assign(CGFloat(frame.barContentAlpha), to: \.alpha, of: barContentView)
        for (slotView, slot, button) in [(leadingSlotView, frame.barLeadingSlot, leadingBarButton),
                                         (trailingSlotView, frame.barTrailingSlot, trailingBarButton)] {
            assign(CGRect(slot).offsetBy(dx: -frame.bar.minX, dy: -frame.bar.minY), to: \.frame, of: slotView)
            guard let button else { continue }
            // A colour does not follow the appearance by itself; UIKit lays views out again when it changes.
            let backdrop = barButtonBackdropColor.map { $0.resolvedColor(with: traitCollection) }.map { color in
                color.withAlphaComponent(color.cgColor.alpha * CGFloat(frame.barButtonBackdropAlpha))
            }
            assign(backdrop, to: \.backgroundColor, of: button)
            assign(CGFloat(slot.height / 2), to: \.cornerRadius, of: button.layer)
        }
        detailsView?.apply(frame.details)
        tabBarView?.apply(frame.tabBar)
        assign(CGRect(frame.tabIndicator), to: \.frame, of: tabIndicatorView)
        assign(!frame.tabBar.isVisible, to: \.isHidden, of: tabIndicatorView)
        assign(CGRect(x: 0, y: 0, width: frame.spinner.frame.width, height: frame.spinner.frame.height), to: \.bounds, of: spinnerView)
        assign(CGPoint(x: frame.spinner.frame.midX, y: frame.spinner.frame.midY), to: \.center, of: spinnerView)
        assign(CGAffineTransform(rotationAngle: frame.spinner.rotation), to: \.transform, of: spinnerView)
        assign(frame.spinner.alpha, to: \.alpha, of: spinnerView)
        hitMap = frame.hitMap
        frame.announcement.map { announce($0) }
    }

    /// Exposes the bar title to VoiceOver once it has arrived, hides it once it has left, and tells
    /// VoiceOver the screen's layout changed.
    private func announce(_ announcement: PageAnnouncement) {
        titleLabel.isAccessibilityElement = announcement == .titleShown
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
    }

    /// Measures ``detailsView`` again on the next layout pass: call it after its content changed
    /// height (a bio that loaded). Width and text size changes are followed by themselves.
    public func setNeedsDetailsMeasurement() {
        detailsMeasurement = nil
        setNeedsLayout()
    }

    /// The details' height at `width` points, as Auto Layout measures it (0 without details);
    /// measured again only for a new width or after ``setNeedsDetailsMeasurement()``.
    func detailsHeight(width: Double) -> Double {
        if let detailsMeasurement, detailsMeasurement.width == width { return detailsMeasurement.height }
        // Since iOS 17 a view takes new traits lazily, before its own layout — after this pass, for
        // the details under the header: their labels would be measured in their old fonts.
        if #available(iOS 17.0, *) { detailsView?.updateTraitsIfNeeded() }
        let height = detailsView.map {
            Double($0.systemLayoutSizeFitting(
                CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height)
        } ?? 0
        detailsMeasurement = (width, height)
        return height
    }

    /// A new text size (or one a view controller's trait override set, which posts no notification)
    /// measures the details again.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            setNeedsDetailsMeasurement()
        }
    }

    /// A change of the safe area alone (a system bar hidden or shown, `additionalSafeAreaInsets`, new
    /// insets on rotation or in a resized window) runs the pass again: nothing else reports it.
    /// (https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange())
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    /// The tab indicator is drawn in the tint the view has (its own, or its superview's).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        tabIndicatorView.backgroundColor = tintColor
    }

    /// Runs the controller's pass: once per layout pass, which UIKit runs at most once per frame for
    /// every `setNeedsLayout()` the controller's observers made since the last one.
    open override func layoutSubviews() {
        super.layoutSubviews()
        onLayoutPass?()
    }

    /// Where a touch goes, by the hit map of the frame applied last (not by the views' order, which
    /// is not the order the header draws its layers in): through to the content (nil), to a control in
    /// the one layer the map names (or absorbed or let through where that layer has none), or absorbed
    /// by the drawn header. A layer hidden under another on screen never takes the touch.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        switch hitMap?.target(at: Point(x: point.x, y: point.y)) ?? .content {
        case .content, .passThrough: return nil
        case .blocked: return Self.isScrollGesture(event) ? nil : self
        case let .headerControl(layer):
            // A view in that layer that handles touches takes them; anywhere else in it (the bio's
            // text, the tab bar's background) the frame says where the touch goes.
            if let layerView = view(of: layer), let hit = layerView.hitTest(convert(point, to: layerView), with: event),
               Self.handlesTouches(hit, in: layerView) {
                stopContentMoving(for: event)
                return hit
            }
            return hitMap?.targetAwayFromControls(at: Point(x: point.x, y: point.y)) == .passThrough
                || Self.isScrollGesture(event) ? nil : self
        }
    }

    /// A trackpad's or mouse wheel's scroll (or pinch): it presses nothing, so it goes through the
    /// drawn header to the lists beneath (on the tabbed page they are not under the header's view).
    private static func isScrollGesture(_ event: UIEvent?) -> Bool {
        event?.type == .scroll || event?.type == .transform
    }

    /// Whether `hit`, found in a control layer, handles touches itself: a control, or a view with an
    /// enabled gesture recognizer on it or on a view between it and the layer's view (a recognizer
    /// receives the touches of its view's subviews: a text view's links, a tappable bio or avatar).
    /// Anything else (a label, a background) lets a drag through to scroll.
    private static func handlesTouches(_ hit: UIView, in layerView: UIView) -> Bool {
        for view in sequence(first: hit, next: { $0 === layerView ? nil : $0.superview }) {
            // (A hover recognizer — tooltips, pointer interactions — never takes a touch.)
            if view is UIControl || (view.gestureRecognizers ?? []).contains(where: { $0.isEnabled && !($0 is UIHoverGestureRecognizer) }) {
                return true
            }
        }
        return false
    }

    /// A touch on one of the header's controls is the control's at once: content the header lies in
    /// is stopped where it is if it is still gliding inside its content (a decelerating scroll view
    /// takes a touch on its content to stop it, and the control would need a second tap). A list
    /// bouncing back past either end is left to finish (stopped there it would stay overscrolled):
    /// that tap only stops it, as UIKit does. The scroll view's delegate hears no
    /// `scrollViewDidEndDecelerating(_:)` for a glide stopped so, as for one a finger stops.
    private func stopContentMoving(for event: UIEvent?) {
        // (A trackpad's or wheel's scroll event is no touch.)
        guard event?.type == .touches, let scrollView = superview as? UIScrollView,
              ScrollMetrics(scrollView).controlTouchStopsContent else { return }
        scrollView.setContentOffset(scrollView.contentOffset, animated: false)
    }

    /// The view that draws a control layer of the header.
    private func view(of layer: PageControlLayer) -> UIView? {
        switch layer {
        case .bar: return barContentView
        case .tabBar: return tabBarView
        case .avatar: return avatarView
        case .details: return detailsView
        }
    }

    /// Puts a bar button in its part of the bar: square, as tall as the bar, 8 points from the
    /// outer edge of its slot (the screen's edge, or the side safe area's).
    private func placeBarButton(_ button: UIButton?, replacing old: UIButton?, leading: Bool) {
        old?.removeFromSuperview()
        guard let button else { return }
        button.translatesAutoresizingMaskIntoConstraints = false
        let slot = leading ? leadingSlotView : trailingSlotView
        slot.addSubview(button)
        NSLayoutConstraint.activate([
            leading ? button.leadingAnchor.constraint(equalTo: slot.leadingAnchor, constant: 8)
                : button.trailingAnchor.constraint(equalTo: slot.trailingAnchor, constant: -8),
            button.centerYAnchor.constraint(equalTo: slot.centerYAnchor),
            button.heightAnchor.constraint(equalTo: slot.heightAnchor),
            button.widthAnchor.constraint(equalTo: button.heightAnchor),
        ])
    }

    /// Swaps an app view in a slot; `zPosition` keeps the slot's place in the stacking.
    private func replace(_ old: UIView?, with new: UIView?, zPosition: CGFloat) {
        old?.removeFromSuperview()
        new?.layer.zPosition = zPosition
        new.map { addSubview($0) }
        setNeedsLayout()
    }
}
#endif
