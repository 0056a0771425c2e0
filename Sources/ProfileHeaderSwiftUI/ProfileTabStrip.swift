#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import ProfileHeaderCore
import SwiftUI

/// The page's own tab bar for ``ProfileScrollView/init(page:selection:tabTitles:onRefresh:onStatusBarStyleChange:header:details:content:)``:
/// one button per title at the engine's tab frames, scrolled as the engine says when they are wider
/// than the bar — the X app's label-width tabs (`ScrollableTabs`), or tabs of equal width — as
/// UIKit's `ProfileTabBarView` draws them.
///
/// A tap writes the page's `selection`; the selected title is bold and in the primary colour, the
/// others secondary. The selection indicator is the page's, under the button it follows. One title
/// per tab: titles past the page's tab count are not drawn.
@available(iOS 18.0, *)
@MainActor
public struct ProfileTabStrip: View {
    let titles: [String]
    let selection: Binding<Int>
    @Environment(\.profileTabStripPage) private var model

    public var body: some View {
        let model = model
        let selected = selection.wrappedValue
        let count = min(titles.count, model?.page.tabCount ?? 0)
        ZStack(alignment: .topLeading) {
            ForEach(Array(0..<count), id: \.self) { tab in
                // Where the engine draws it, in the bar's points (frames already mirrored for right
                // to left): PageLayers.tabButton.
                let button = model?.tabButton(tab) ?? .zero
                Button {
                    selection.wrappedValue = tab
                } label: {
                    (tab == selected ? Text(titles[tab]).font(.subheadline).bold() : Text(titles[tab]).font(.subheadline))
                        .foregroundStyle(tab == selected ? Color.primary : Color.secondary)
                        .lineLimit(1)
                        .frame(width: CGFloat(button.width), height: CGFloat(button.height))
                        .contentShape(Rectangle())
                }
                .accessibilityAddTraits(tab == selected ? .isSelected : .isButton)
                .offset(x: CGFloat(button.minX), y: CGFloat(button.minY))
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        // The buttons scrolled out of the bar are not drawn over the page's edges.
        .clipped()
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
