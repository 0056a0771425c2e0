#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import ProfileHeaderCore
import QuartzCore
import UIKit

extension CGRect {
    /// The engine's rectangle (points, viewport coordinates) as a Core Graphics rectangle.
    init(_ rect: Rect) {
        self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }
}

extension CGAffineTransform {
    /// The engine's transform (translate, then scale and rotate about the layer's anchor point).
    init(_ transform: ElementTransform) {
        self = CGAffineTransform(translationX: transform.translationX, y: transform.translationY)
            .scaledBy(x: transform.scaleX, y: transform.scaleY)
            .rotated(by: transform.rotation)
    }
}

extension UIView {
    /// Puts the view where the page frame says: laid out at the element's rest frame, moved onto its
    /// frame with the element's transform (so resizing never relays it out and corner radii scale
    /// with it), with its alpha; hidden when the element is not part of this frame.
    func apply(_ element: PageElement) {
        place(element)
        assign(element.alpha, to: \.alpha, of: self)
        assign(!element.isVisible, to: \.isHidden, of: self)
    }
}

extension UIView {
    /// Lays the view out at the element's rest frame and moves it onto its frame with the element's
    /// transform; alpha and visibility are left alone.
    func place(_ element: PageElement) {
        assign(CGRect(x: 0, y: 0, width: element.restFrame.width, height: element.restFrame.height), to: \.bounds, of: self)
        assign(CGPoint(x: element.restFrame.midX, y: element.restFrame.midY), to: \.center, of: self)
        assign(CGAffineTransform(element.transform), to: \.transform, of: self)
    }
}

extension ProfilePageMetrics {
    /// What the page needs from the platform this pass: `list` as it reports itself (with the
    /// height of the spacer the page gave it, `spacerHeight`), `view`'s display scale, Dynamic Type
    /// (the headline style's scale), Reduce Motion and Reduce Transparency, the list's layout
    /// direction and what the finger does to it, now, the app's measured details height (points, 0
    /// for none) and the name view's top below the details' top (points, nil for none), and the
    /// horizontal `pager` of the lists, if there is one, and the height of a navigation controller's
    /// bar kept over the page (`systemBarHeight`, points; 0 for none); on iPadOS 26 the bar's side
    /// safe areas adapted to the window's corners (its window controls). With a pager the viewport
    /// (its size, its safe areas) is the pager's: the pass lays the lists out to it only after this reading (a list not
    /// laid out yet has no size and no safe area), and a list part-way through a swipe is part-way
    /// out of the pager, its own side safe areas growing with the swipe.
    @MainActor
    init(list: UIScrollView, spacerHeight: Double, view: UIView, pager: UIScrollView? = nil, detailsHeight: Double = 0,
         nameTop: Double? = nil, backSwipeAvailable: Bool = false, systemBarHeight: Double = 0) {
        let viewport = pager ?? list
        let safeArea = viewport.safeAreaInsets
        // iPadOS 26: the safe area adapted horizontally to the window's corners keeps the bar clear of
        // the window controls (UIView.LayoutRegion.safeArea(cornerAdaptation:), UIViewLayoutRegion.h).
        var barSafeArea = UIEdgeInsets.zero
        if #available(iOS 26.0, *) { barSafeArea = viewport.edgeInsets(for: .safeArea(cornerAdaptation: .horizontal)) }
        self.init(
            contentOffsetY: list.contentOffset.y, contentHeight: list.contentSize.height, topSpacerHeight: spacerHeight,
            viewportWidth: viewport.bounds.size.width, viewportHeight: viewport.bounds.size.height,
            contentInsetTop: list.contentInset.top, adjustedContentInsetTop: list.adjustedContentInset.top,
            contentInsetBottom: list.contentInset.bottom, adjustedContentInsetBottom: list.adjustedContentInset.bottom,
            verticalIndicatorInsetTop: list.verticalScrollIndicatorInsets.top, safeAreaTop: safeArea.top,
            systemBarHeight: systemBarHeight,
            safeAreaLeft: safeArea.left, safeAreaRight: safeArea.right,
            barSafeAreaLeft: barSafeArea.left, barSafeAreaRight: barSafeArea.right,
            displayScale: view.traitCollection.displayScale,
            textScale: UIFontMetrics(forTextStyle: .headline).scaledValue(for: 1, compatibleWith: view.traitCollection),
            reducesMotion: UIAccessibility.isReduceMotionEnabled,
            reducesTransparency: UIAccessibility.isReduceTransparencyEnabled,
            isRightToLeft: list.effectiveUserInterfaceLayoutDirection == .rightToLeft,
            interaction: PageInteraction(list), time: CACurrentMediaTime(), detailsHeight: detailsHeight, nameTop: nameTop,
            pagerContentOffsetX: pager.map { Double($0.contentOffset.x) },
            pagerInteraction: pager.map { PageInteraction($0) } ?? .idle, backSwipeAvailable: backSwipeAvailable)
    }
}

extension UIView {
    /// The top of this view's bounds in `reference`'s bounds coordinates (a scroll view's are its
    /// content's), in points; nil when the view is hidden or not inside `reference`.
    func top(in reference: UIView) -> Double? {
        guard !isHidden, isDescendant(of: reference) else { return nil }
        return Double(convert(CGPoint(x: bounds.minX, y: bounds.minY), to: reference).y)
    }
}

extension PageInteraction {
    /// What the finger does to `scrollView`: dragging while its pan gesture runs, decelerating while
    /// it moves on by itself (momentum, the bounce back), idle otherwise.
    @MainActor
    init(_ scrollView: UIScrollView) {
        switch (scrollView.panGestureRecognizer.state, scrollView.isDecelerating) {
        case (.began, _), (.changed, _): self = .dragging
        case (_, true): self = .decelerating
        default: self = .idle
        }
    }
}

extension Easing {
    /// The view animation curve for this easing (`UIView.AnimationOptions`' curve: ease in, out, in and
    /// out, linear); a custom Bézier or a hold, which a view animation's options cannot say, eases in
    /// and out (UIKit's default).
    var viewAnimationCurve: UIView.AnimationOptions {
        switch self {
        case .linear: return .curveLinear
        case .easeIn: return .curveEaseIn
        case .easeOut: return .curveEaseOut
        case .easeInOut, .cubicBezier, .hold: return .curveEaseInOut
        }
    }
}

extension PageStacking {
    /// The avatar layer's `zPosition` among the header's layers (the header's own are at 0): in
    /// front of the banner, or behind the pinned header.
    var avatarZPosition: CGFloat {
        switch self {
        case .avatarInFront: return 1
        case .avatarBehind: return -1
        }
    }
}

extension StatusBarStyle {
    /// The UIKit status bar style for the engine's choice; return it from `preferredStatusBarStyle`.
    public var uiStatusBarStyle: UIStatusBarStyle {
        switch self {
        case .lightContent: return .lightContent
        case .darkContent: return .darkContent
        }
    }
}
#endif
