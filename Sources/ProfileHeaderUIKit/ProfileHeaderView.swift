#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_TYPECHECK)
import ProfileHeaderCore
import UIKit

/// The ready-made profile header: banner (with its blur), avatar, bar title, bar buttons, and slots
/// for the app's own tab bar and profile details. It draws exactly what the engine's layout says and
/// nothing else; a ``ProfileHeaderController`` or ``ProfileTabsController`` drives it.
///
/// It covers its scroll view's visible bounds but is transparent to touches wherever the header is
/// not drawn, so taps there reach the content. Where the header is drawn, its controls (bar buttons,
/// tabs, the app's buttons in the details) get taps and the rest of it absorbs them, so nothing
/// hidden under the collapsed strip is ever tapped by accident.
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
    /// The avatar image; drawn as a circle.
    public let avatarView = UIImageView()
    /// The bar title that arrives from below as the profile's name scrolls away.
    public let titleLabel = UILabel()
    /// The navigation bar's strip (below the status bar, always at the top). Add bar buttons here
    /// with Auto Layout; leading and trailing anchors follow right-to-left layouts by themselves.
    public let barContentView = UIView()
    /// A button at the leading end of the bar (a back button), or nil. Laid out with Auto Layout in
    /// ``barContentView``: it stays at the top whatever the offset and follows right-to-left layouts.
    public var leadingBarButton: UIButton? {
        didSet { placeBarButton(leadingBarButton, replacing: oldValue, leading: true) }
    }
    /// A button at the trailing end of the bar (a "more" button), or nil.
    public var trailingBarButton: UIButton? {
        didSet { placeBarButton(trailingBarButton, replacing: oldValue, leading: false) }
    }
    /// The app's sticky tab bar, placed at the engine's tab bar frame (it scrolls, then sticks).
    public var tabBarView: UIView? {
        didSet { replace(oldValue, with: tabBarView) }
    }
    /// The app's profile details (name, bio, buttons) when several tabs share this header: placed
    /// between the banner and the tab bar, scrolling with the header. Leave nil for a single scroll
    /// view, whose own content holds the details.
    public var detailsView: UIView? {
        didSet { replace(oldValue, with: detailsView) }
    }
    /// How the banner's blur is drawn.
    public var blurRendering: BlurRendering {
        get { blurView.rendering }
        set { blurView.rendering = newValue }
    }
    /// The colour of the solid bar shown instead of blur when Reduce Transparency is on.
    public var reducedTransparencyColor: UIColor {
        get { blurView.solidColor }
        set { blurView.solidColor = newValue }
    }

    /// Clips the banner, blur and title to the header's visible region; its bounds origin equals its
    /// frame origin, so its children are placed in the same viewport coordinates as everything else.
    let headerClipView = UIView()
    let blurView = BannerBlurView()
    let spinnerView = UIActivityIndicatorView(style: .medium)
    /// True in a tabs container, where the header floats over the lists: touches on the header's
    /// unpinned parts fall through to the list under it so that a drag there scrolls it.
    var passesTouchesThroughUnpinnedHeader = false
    private(set) var currentLayout: ProfileHeaderLayout?
    /// Called when the view's size or safe area changes (rotation, split view, a new window).
    var onGeometryChange: (@MainActor () -> Void)?
    private var avatarStacking: AvatarStacking?
    private var isTitleExposed = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        headerClipView.clipsToBounds = true
        bannerView.contentMode = .scaleAspectFill
        bannerView.clipsToBounds = true
        avatarView.contentMode = .scaleAspectFill
        avatarView.clipsToBounds = true
        avatarView.layer.borderColor = UIColor.systemBackground.cgColor
        avatarView.layer.borderWidth = 4
        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textAlignment = .center
        titleLabel.textColor = .white
        titleLabel.accessibilityTraits = .header
        titleLabel.isAccessibilityElement = false
        spinnerView.color = .white
        spinnerView.hidesWhenStopped = false
        spinnerView.alpha = 0
        headerClipView.addSubview(bannerView)
        headerClipView.addSubview(blurView)
        headerClipView.addSubview(titleLabel)
        headerClipView.addSubview(spinnerView)
        addSubview(headerClipView)
        addSubview(avatarView)
        addSubview(barContentView)
    }

    public required init?(coder: NSCoder) {
        fatalError("ProfileHeaderView is created in code")
    }

    /// Puts every part where `layout` says. `rest` is the layout at offset 0 (the views' rest frames).
    func apply(_ layout: ProfileHeaderLayout, rest: ProfileHeaderLayout, configuration: ProfileHeaderConfiguration,
               refresh: RefreshOutput?, isRightToLeft: Bool) {
        currentLayout = layout
        headerClipView.frame = CGRect(layout.headerFrame)
        headerClipView.bounds = CGRect(layout.headerFrame)

        bannerView.place(rest: rest.bannerFrame, frame: layout.bannerFrame)
        blurView.place(rest: rest.bannerFrame, frame: layout.bannerFrame)
        blurView.apply(layout.blur)

        let avatarRest = isRightToLeft ? rest.avatarFrame.mirrored(inWidth: configuration.viewportWidth) : rest.avatarFrame
        let avatarFrame = isRightToLeft ? layout.avatarFrame.mirrored(inWidth: configuration.viewportWidth) : layout.avatarFrame
        avatarView.place(rest: avatarRest, frame: avatarFrame)
        avatarView.layer.cornerRadius = avatarRest.width / 2
        if layout.avatarStacking != avatarStacking {
            avatarStacking = layout.avatarStacking
            switch layout.avatarStacking {
            case .aboveHeader: insertSubview(avatarView, aboveSubview: headerClipView)
            case .belowHeader: insertSubview(avatarView, belowSubview: headerClipView)
            }
        }

        let titleFrame = isRightToLeft ? layout.titleFrame.mirrored(inWidth: configuration.viewportWidth) : layout.titleFrame
        titleLabel.frame = CGRect(titleFrame)
        titleLabel.alpha = layout.titleAlpha
        if layout.isTitleShown != isTitleExposed {
            isTitleExposed = layout.isTitleShown
            titleLabel.isAccessibilityElement = isTitleExposed
            UIAccessibility.post(notification: .layoutChanged, argument: nil)
        }

        barContentView.frame = CGRect(configuration.barFrame)
        tabBarView?.frame = CGRect(layout.tabBarFrame)
        detailsView?.frame = CGRect(configuration.detailsFrame(in: layout))

        if let refresh {
            spinnerView.frame = CGRect(refresh.spinnerFrame)
            spinnerView.alpha = refresh.spinnerAlpha
            let spinning = refresh.phase == .refreshing
            if spinning != spinnerView.isAnimating {
                if spinning { spinnerView.startAnimating() } else { spinnerView.stopAnimating() }
            }
            spinnerView.transform = spinning ? .identity : CGAffineTransform(rotationAngle: refresh.spinnerRotation)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        onGeometryChange?()
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        onGeometryChange?()
    }

    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hit = super.hitTest(point, with: event), hit !== self else { return nil }
        if passesTouchesThroughUnpinnedHeader, !(currentLayout?.isTabBarPinned ?? false),
           hit === headerClipView || hit === detailsView || hit === avatarView {
            return nil
        }
        return hit
    }

    /// Sets reduce-transparency rendering (a solid bar instead of blur).
    func setReducesTransparency(_ reduces: Bool) {
        blurView.reducesTransparency = reduces
    }

    /// Puts a bar button in the bar strip: square, as tall as the bar, 8 points from its edge.
    private func placeBarButton(_ button: UIButton?, replacing old: UIButton?, leading: Bool) {
        old?.removeFromSuperview()
        guard let button else { return }
        button.translatesAutoresizingMaskIntoConstraints = false
        barContentView.addSubview(button)
        NSLayoutConstraint.activate([
            leading ? button.leadingAnchor.constraint(equalTo: barContentView.leadingAnchor, constant: 8)
                : button.trailingAnchor.constraint(equalTo: barContentView.trailingAnchor, constant: -8),
            button.centerYAnchor.constraint(equalTo: barContentView.centerYAnchor),
            button.heightAnchor.constraint(equalTo: barContentView.heightAnchor),
            button.widthAnchor.constraint(equalTo: button.heightAnchor),
        ])
    }

    private func replace(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        guard let new else { return }
        if new === detailsView {
            insertSubview(new, at: 0)
        } else {
            addSubview(new)
            bringSubviewToFront(barContentView)
        }
    }
}
#endif
