#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_TYPECHECK)
import ProfileHeaderCore
import UIKit

/// A simple sticky tab bar for ``ProfileTabsController``: one button per tab at the engine's tab
/// frames, and a selection indicator that follows the pager's position between tabs.
@MainActor
public final class ProfileTabBarView: UIView {
    /// The tab buttons, in order.
    public private(set) var buttons: [UIButton] = []
    /// The selection indicator.
    public let indicatorView = UIView()
    /// Called with a tab's index when its button is tapped.
    var onSelect: (@MainActor (Int) -> Void)?

    /// A tab bar with one button per title.
    public init(titles: [String]) {
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        indicatorView.backgroundColor = tintColor
        for (index, title) in titles.enumerated() {
            let button = UIButton(type: .system, primaryAction: UIAction(title: title) { [weak self] _ in
                self?.onSelect?(index)
            })
            button.titleLabel?.font = UIFont.preferredFont(forTextStyle: .subheadline)
            button.titleLabel?.adjustsFontForContentSizeCategory = true
            button.accessibilityTraits.insert(.tabBar)
            buttons.append(button)
            addSubview(button)
        }
        addSubview(indicatorView)
    }

    public required init?(coder: NSCoder) {
        fatalError("ProfileTabBarView is created in code")
    }

    /// Places the buttons and the indicator for the pager at `pagePosition`. Tabs keep the pager's
    /// page order (first tab on the left) in every layout direction, so a swipe and the indicator agree.
    func apply(_ tabs: TabsConfiguration, pagePosition: Double, selectedIndex: Int) {
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(tabs.tabFrame(index))
            button.isSelected = index == selectedIndex
        }
        indicatorView.frame = CGRect(tabs.indicatorFrame(pagePosition: pagePosition))
    }
}
#endif
