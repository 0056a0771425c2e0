#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import ProfileHeaderCore
import UIKit

/// The empty space a page's content starts with under ``ProfileHeaderCore/PageInsetPolicy/belowPinnedHeader``.
/// Setting ``height`` (points) installs it: in a table view as the top of its header view, in any
/// other scroll view by telling the app, which makes the room itself.
@MainActor
final class TopSpacer {
    /// The spacer's height in points, as the page wrote it last (0 before the first frame).
    var height = 0.0 {
        didSet { install(height) }
    }
    private let install: @MainActor (Double) -> Void

    init(install: @escaping @MainActor (Double) -> Void) {
        self.install = install
    }
}

/// A table view's header view made of the page's spacer on top and the app's own table header view
/// (if any) below it, at the table's width. The app's view keeps the way it is sized: one placed by
/// its frame keeps its frame's height unless Auto Layout measures it taller (a frame-based container
/// of constrained views); one that uses Auto Layout (`translatesAutoresizingMaskIntoConstraints`
/// false) is pinned under the spacer by constraints, since Auto Layout would put a frame back.
@MainActor
final class SpacerTableHeaderView: UIView {
    /// The spacer's height, in points.
    var spacerHeight = 0.0
    /// The app's own table header view, under the spacer.
    var content: UIView? {
        didSet {
            // Removing a view from its superview removes the constraints between them (UIView.h).
            oldValue?.removeFromSuperview()
            contentTop = nil
            guard let content else { return }
            contentFrameHeight = content.frame.height
            addSubview(content)
            if !content.translatesAutoresizingMaskIntoConstraints {
                let top = content.topAnchor.constraint(equalTo: topAnchor, constant: spacerHeight)
                NSLayoutConstraint.activate([top, content.leadingAnchor.constraint(equalTo: leadingAnchor),
                                             content.trailingAnchor.constraint(equalTo: trailingAnchor)])
                contentTop = top
            }
        }
    }

    /// The table width the header was last laid out at (-1: never).
    private var installedWidth: CGFloat = -1
    /// The text size the app's view was last measured at (nil: never).
    private var installedTextSize: UIContentSizeCategory?
    /// The app's view's height when the header was last installed, in points.
    private var installedContentHeight: CGFloat = 0
    /// The app's view's frame height when it was handed over: the height of a frame-sized view.
    private var contentFrameHeight: CGFloat = 0
    /// The constraint that pins an Auto Layout view under the spacer (nil for a frame-sized one).
    private var contentTop: NSLayoutConstraint?

    /// Fits the header to the table's width and text size when either changed since it was installed
    /// (a rotation, a window resized live, the text size set in Settings or by a trait override, which
    /// posts no notification): measured again, and set as the table's header view again only if its
    /// height changed (setting it lays the whole table out again: once per frame of a live resize
    /// otherwise). The table gives its header view its width itself (UITableView.tableHeaderView).
    func fit(in tableView: UITableView) {
        // Since iOS 17 traits are updated lazily, top down, before each view's layout: this view and
        // the app's take theirs now ("if needed": nothing to do on most frames).
        if #available(iOS 17.0, *) { updateTraitsIfNeeded() }
        let width = tableView.bounds.size.width
        let textSize = traitCollection.preferredContentSizeCategory
        guard width != installedWidth || textSize != installedTextSize else { return }
        guard tableView.tableHeaderView === self, measuredContentHeight(width: width) == installedContentHeight else {
            return install(in: tableView)
        }
        installedWidth = width
        installedTextSize = textSize
        if contentTop == nil { content?.frame.size.width = width }
    }

    /// Lays out the spacer and the app's view at `tableView`'s width and sets this view as its header
    /// again (a table view reads its header view's height only when the header view is set: "the
    /// table view respects only the height of your view's frame rectangle", UITableView.tableHeaderView).
    func install(in tableView: UITableView) {
        let width = tableView.bounds.size.width
        installedWidth = width
        installedTextSize = traitCollection.preferredContentSizeCategory
        let contentHeight = measuredContentHeight(width: width)
        installedContentHeight = contentHeight
        contentTop?.constant = spacerHeight
        if contentTop == nil { content?.frame = CGRect(x: 0, y: spacerHeight, width: width, height: contentHeight) }
        frame = CGRect(x: 0, y: 0, width: width, height: spacerHeight + contentHeight)
        tableView.tableHeaderView = self
    }

    /// The app's view's height at `width` points, as Auto Layout measures it (a view placed by its
    /// frame: at least its frame's height); 0 without one.
    private func measuredContentHeight(width: CGFloat) -> CGFloat {
        content.map { content in
            // Measured in the fonts of the traits in force now: the text size notification comes
            // before the labels have taken the new size (iOS 17 updates traits lazily, before layout:
            // https://developer.apple.com/documentation/uikit/uiview/updatetraitsifneeded()).
            if #available(iOS 17.0, *) { content.updateTraitsIfNeeded() }
            let fitted = content.systemLayoutSizeFitting(
                CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
            // A view without constraints measures 0 (systemLayoutSizeFitting): its frame is its size.
            return contentTop == nil ? max(fitted, contentFrameHeight) : fitted
        } ?? 0
    }

    /// Takes the app's view out and gives it back as it was: its frame height, and without the
    /// constraints that pinned it here.
    func releaseContent() -> UIView? {
        let released = content
        let frameHeight = contentFrameHeight
        content = nil
        if let released, released.translatesAutoresizingMaskIntoConstraints {
            released.frame = CGRect(x: 0, y: 0, width: released.frame.width, height: frameHeight)
        }
        return released
    }
}

/// Everything a controller changes on one scroll view, recorded when installed and put back by
/// ``uninstall()`` (the model: airbnb/epoxy's bar installers): `contentInset` (top and bottom),
/// `verticalScrollIndicatorInsets`, `automaticallyAdjustsScrollIndicatorInsets`, `scrollsToTop`, a table view's
/// `tableHeaderView`, the key-value observers and the pan gesture's target.
@MainActor
final class PageScrollViewInstallation {
    let scrollView: UIScrollView
    let spacer: TopSpacer
    /// A table view's header: the spacer and the app's own table header view; nil for other scroll views.
    let tableHeader: SpacerTableHeaderView?
    /// The scroll view's `contentInset` before the installation.
    let originalContentInset: UIEdgeInsets
    private let originalIndicatorInsets: UIEdgeInsets
    private let originalAdjustsIndicatorInsets: Bool
    private let originalScrollsToTop: Bool
    private let topEdgeEffect: TopEdgeEffectHiding
    private var observation: ScrollViewObservation?

    /// Installs on `scrollView`. Its changes are reported to `onEvent`; under the pinned-header inset
    /// policy a scroll view that is not a table view reports the spacer's height to `onSpacerHeight`.
    init(_ scrollView: UIScrollView, onSpacerHeight: @escaping @MainActor (Double) -> Void,
         onEvent: @escaping @MainActor (ScrollViewEvent) -> Void) {
        // A page already on this scroll view (a controller being replaced, whose own clean-up would
        // otherwise run later and undo this one) gives everything back first, so what is recorded
        // here is the app's.
        Self.live[ObjectIdentifier(scrollView)]?.installation?.uninstall()
        self.scrollView = scrollView
        originalContentInset = scrollView.contentInset
        originalIndicatorInsets = scrollView.verticalScrollIndicatorInsets
        originalAdjustsIndicatorInsets = scrollView.automaticallyAdjustsScrollIndicatorInsets
        let table = scrollView as? UITableView
        let tableHeader = table.map { _ in SpacerTableHeaderView() }
        let appTableHeader = table?.tableHeaderView
        // Out of the table first: a table removes the header view it replaces from its superview.
        table?.tableHeaderView = nil
        tableHeader?.content = appTableHeader
        self.tableHeader = tableHeader
        spacer = TopSpacer { height in
            guard let table, let tableHeader else { return onSpacerHeight(height) }
            tableHeader.spacerHeight = height
            tableHeader.install(in: table)
        }
        // The indicator insets stay adjusted by the system (the bottom clears the home indicator); the
        // page's top indicator inset is what the header covers beyond that adjustment.
        scrollView.automaticallyAdjustsScrollIndicatorInsets = true
        originalScrollsToTop = scrollView.scrollsToTop
        topEdgeEffect = TopEdgeEffectHiding(scrollView)
        observation = ScrollViewObservation(scrollView, handler: onEvent)
        Self.live[ObjectIdentifier(scrollView)] = LiveInstallation(installation: self)
    }

    /// The installation each scroll view has now (weakly held), by scroll view.
    private static var live: [ObjectIdentifier: LiveInstallation] = [:]
    private struct LiveInstallation { weak var installation: PageScrollViewInstallation? }
    /// Whether this installation still holds its scroll view (false once given back).
    private(set) var isInstalled = true

    /// Gives the list what the page's frame says it should have: the spacer and the insets first,
    /// then the offset when the frame sets one, each written only where it differs (every write to
    /// an observed property asks for another pass), and whether a tap on the status bar scrolls it.
    func write(_ writes: PageListWrites) {
        assign(writes.topSpacerHeight, to: \.height, of: spacer)
        assign(writes.contentInsetTop, to: \.contentInset.top, of: scrollView)
        assign(writes.contentInsetBottom, to: \.contentInset.bottom, of: scrollView)
        assign(writes.verticalIndicatorInsetTop, to: \.verticalScrollIndicatorInsets.top, of: scrollView)
        writes.contentOffsetY.map { scrollView.contentOffset.y = $0 }
        assign(writes.scrollsToTop, to: \.scrollsToTop, of: scrollView)
    }

    /// Hides iOS 26's top edge effect, or shows it (the frame's `topEdgeEffectHidden`).
    func writeTopEdgeEffect(hidden: Bool) {
        topEdgeEffect.write(hidden: hidden)
    }

    /// Installs the table header the first time, and again when the table's width or text size changed.
    func fitTableHeader() {
        (scrollView as? UITableView).map { tableHeader?.fit(in: $0) }
    }

    /// Lays out the table header again (the app's view changed, or the text size did).
    func reinstallTableHeader() {
        (scrollView as? UITableView).map { tableHeader?.install(in: $0) }
    }

    /// Puts back everything the installation changed; the app's own table header view goes back
    /// to the table view.
    func uninstall() {
        guard isInstalled else { return }
        isInstalled = false
        let key = ObjectIdentifier(scrollView)
        if Self.live[key]?.installation === self || Self.live[key]?.installation == nil { Self.live[key] = nil }
        observation?.invalidate()
        observation = nil
        let appTableHeader = tableHeader?.releaseContent()
        (scrollView as? UITableView)?.tableHeaderView = nil
        (scrollView as? UITableView)?.tableHeaderView = appTableHeader
        scrollView.contentInset = originalContentInset
        scrollView.verticalScrollIndicatorInsets = originalIndicatorInsets
        scrollView.automaticallyAdjustsScrollIndicatorInsets = originalAdjustsIndicatorInsets
        scrollView.scrollsToTop = originalScrollsToTop
        topEdgeEffect.restore()
    }
}

/// iOS 26's top scroll edge effect off a scroll view the banner is under (the system would blur
/// and dim the banner's top under the status bar: the header draws its own bar) — or back on it
/// once a header pinned under a system bar wants it (``write(hidden:)``) —, put back as found by
/// ``restore()``. `UIScrollView.topEdgeEffect`, `UIScrollEdgeEffect.isHidden` ("Default: false"),
/// UIScrollView.h, iOS 26.
@MainActor
struct TopEdgeEffectHiding {
    private let scrollView: UIScrollView
    /// Whether the effect was hidden before (nil before iOS 26).
    private let wasHidden: Bool?

    init(_ scrollView: UIScrollView) {
        self.scrollView = scrollView
        if #available(iOS 26.0, *) {
            wasHidden = scrollView.topEdgeEffect.isHidden
            scrollView.topEdgeEffect.isHidden = true
        } else {
            wasHidden = nil
        }
    }

    /// Hides the effect or shows it; writes only a change.
    func write(hidden: Bool) {
        if #available(iOS 26.0, *), wasHidden != nil, scrollView.topEdgeEffect.isHidden != hidden {
            scrollView.topEdgeEffect.isHidden = hidden
        }
    }

    func restore() {
        if #available(iOS 26.0, *), let wasHidden { scrollView.topEdgeEffect.isHidden = wasHidden }
    }
}
#endif
