#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import ProfileHeaderCore
import SwiftUI

/// The page's own tab bar for ``ProfileScrollView/init(page:selection:tabTitles:onRefresh:onStatusBarStyleChange:header:details:content:)``,
/// which makes it (it has no initializer of its own): one button per title at the engine's tab
/// frames, scrolled as the engine says when they are wider than the bar — the X app's label-width
/// tabs (`ScrollableTabs`), or tabs of equal width — on the system background, as UIKit's
/// `ProfileTabBarView` places them.
///
/// A tap selects the tab, and the page writes its `selection`; a tap on the selected tab (first to
/// its list's first row, then to the page's top) scrolls
/// its list to the top. The selected title — the page's selected tab: the one the indicator is under
/// or heading to, or a tapped one the page switches to once the header is back from a pull — is bold
/// and in the primary colour, the others secondary. One
/// title per tab: titles past the page's tab count are not drawn. The strip scrolls with the pager
/// (it follows the selected tab), not under a finger: a sideways drag on it pages the tabs.
///
/// It is redrawn when the page adapts (the buttons' frames), while it scrolls and when the active tab
/// changes; a vertical scroll frame changes nothing it reads.
@available(iOS 18.0, *)
@MainActor
public struct ProfileTabStrip: View {
    let titles: [String]
    let selection: Binding<Int>
    @Environment(\.profileTabStripPage) private var model

    public var body: some View {
        let buttons = model?.tabStripButtons ?? []
        let strip = model?.tabStrip ?? TabStripState()
        let count = min(titles.count, buttons.count)
        ZStack(alignment: .topLeading) {
            ForEach(0..<count, id: \.self) { tab in
                // Where the engine draws it, in the bar's points (already mirrored right to left).
                let button = buttons[tab]
                let isSelected = tab == strip.selectedTab
                Button {
                    // The page hears the tap itself (the selected tab again scrolls its list to the
                    // top, which no change of `selection` can say) and writes `selection` back.
                    if let model { model.tabTapped(tab) } else { selection.wrappedValue = tab }
                } label: {
                    (isSelected ? Text(titles[tab]).font(.subheadline).bold() : Text(titles[tab]).font(.subheadline))
                        .foregroundStyle(isSelected ? Color.primary : Color.secondary)
                        .lineLimit(1)
                        .frame(width: CGFloat(button.width), height: CGFloat(button.height))
                        .contentShape(Rectangle())
                }
                .accessibilityAddTraits(isSelected ? .isSelected : .isButton)
                .offset(x: CGFloat(button.minX), y: CGFloat(button.minY))
            }
        }
        // The whole strip scrolled at once, as UIKit's tab bar moves its buttons with its bounds origin.
        .offset(x: CGFloat(-strip.contentOffsetX))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(uiColor: .systemBackground))
        // The buttons scrolled out of the bar are not drawn over the page's edges.
        .clipped()
        // VoiceOver: a tab bar whose buttons are its tabs, the selected one marked.
        .accessibilityElement(children: .contain)
        .accessibilityAddTraits(.isTabBar)
    }
}

@available(iOS 18.0, *)
extension ProfileTabStrip {
    /// Each title's width, in points, as the strip draws it selected (`.subheadline`, bold: the widest
    /// it is drawn) at the default text size (`.large`; the engine grows label-width tabs with the
    /// user's text size), so the app gives titles, never widths
    /// (https://developer.apple.com/documentation/foundation/nsattributedstring/size()).
    static func labelWidths(_ titles: [String]) -> [Double] {
        let size = UIFont.preferredFont(forTextStyle: .subheadline,
                                        compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)).pointSize
        let font = UIFont.systemFont(ofSize: size, weight: .bold)
        return titles.map { Double(NSAttributedString(string: $0, attributes: [.font: font]).size().width).rounded(.up) }
    }
}

/// The page whose tab bar a ``ProfileTabStrip`` is.
@available(iOS 18.0, *)
struct ProfileTabStripPageKey: EnvironmentKey {
    static let defaultValue: PageModel? = nil
}

@available(iOS 18.0, *)
extension EnvironmentValues {
    /// The page whose tab bar this view is (nil outside a ``ProfileScrollView``'s tab bar).
    var profileTabStripPage: PageModel? {
        get { self[ProfileTabStripPageKey.self] }
        set { self[ProfileTabStripPageKey.self] = newValue }
    }
}
#endif
