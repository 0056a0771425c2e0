#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import ProfileHeaderCore
import UIKit

/// A simple sticky tab bar for ``ProfileTabsController``: one button per tab at the engine's tab
/// frames, scrolled as the engine says when they are wider than the bar (`ScrollableTabs`); the
/// selection indicator is the header view's ``ProfileHeaderView/tabIndicatorView``.
///
/// For VoiceOver the bar is one container with the `.tabBar` trait whose elements are its buttons,
/// so each reads as "Posts, tab, 1 of 4", and the selected one as selected.
@MainActor
public final class ProfileTabBarView: UIView {
    /// The tab buttons, in order.
    public let buttons: [UIButton]
    /// Called with a tab's index when its button is tapped.
    var onSelect: (@MainActor (Int) -> Void)?

    /// A tab bar with one button per title.
    public init(titles: [String]) {
        var buttons: [UIButton] = []
        let relay = SelectionRelay()
        for (index, title) in titles.enumerated() {
            // A custom button: a .system one draws a tinted box behind a selected title, over the indicator.
            let button = UIButton(type: .custom, primaryAction: UIAction(title: title) { _ in relay.select(index) })
            button.setTitleColor(.secondaryLabel, for: .normal)
            button.setTitleColor(.label, for: .selected)
            button.setTitleColor(.tertiaryLabel, for: .highlighted)
            button.titleLabel?.font = UIFont.preferredFont(forTextStyle: .subheadline)
            button.titleLabel?.adjustsFontForContentSizeCategory = true
            buttons.append(button)
        }
        self.buttons = buttons
        super.init(frame: .zero)
        relay.tabBar = self
        backgroundColor = .systemBackground
        buttons.forEach { addSubview($0) }
        // A tab bar is a container, not an element: its tabs are its elements.
        isAccessibilityElement = false
        accessibilityTraits = .tabBar
        accessibilityElements = buttons
    }

    /// Each title's width, in points, as the tab bar draws it (`.subheadline`) at the default text size
    /// (`.large`; the engine grows label-width tabs with the user's text size): what a page with
    /// label-width tabs (`ScrollableTabs`) is given, so the app gives titles, never widths
    /// (https://developer.apple.com/documentation/foundation/nsattributedstring/size()).
    static func labelWidths(_ titles: [String]) -> [Double] {
        let font = UIFont.preferredFont(forTextStyle: .subheadline,
                                        compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
        return titles.map { Double(NSAttributedString(string: $0, attributes: [.font: font]).size().width).rounded(.up) }
    }

    /// Not supported: the tab bar is created in code.
    public required init?(coder: NSCoder) {
        fatalError("ProfileTabBarView is created in code")
    }

    /// Places the buttons where the page draws them (``ProfilePageState/tabButtonFrame(_:)``: the
    /// first tab on the right in a right-to-left layout, as the pager's pages and the indicator are),
    /// scrolls them by the frame's ``ProfilePageFrame/tabStripContentOffsetX`` (label-width tabs
    /// wider than the bar follow the pager; a view's bounds origin moves its subviews, as a scroll
    /// view's content offset does: https://developer.apple.com/documentation/uikit/uiview/bounds)
    /// and marks tab `selectedIndex` selected.
    func layOut(_ state: ProfilePageState, _ frame: ProfilePageFrame, selectedIndex: Int) {
        assign(CGRect(origin: CGPoint(x: frame.tabStripContentOffsetX, y: 0), size: bounds.size), to: \.bounds, of: self)
        for (index, button) in buttons.enumerated() {
            assign(CGRect(state.tabButtonFrame(index)), to: \.frame, of: button)
            assign(index == selectedIndex, to: \.isSelected, of: button)
        }
    }
}

/// Sends a button's tap to its tab bar (made before the tab bar, which owns the buttons).
@MainActor
private final class SelectionRelay {
    weak var tabBar: ProfileTabBarView?

    func select(_ index: Int) {
        tabBar?.onSelect?(index)
    }
}
#endif
