import ProfileHeaderCore
import ProfileHeaderUIKit
import Testing
import UIKit

/// Issue 19, defect 12 (Dynamic Type): at the accessibility sizes the tab bar grows with its titles
/// instead of clipping them, and the profile details are measured in their new fonts (the text
/// size notification comes before the labels under the header have taken the new size).
@MainActor
@Suite struct DynamicTypeTests {
    /// The app's details: a three-line bio in the body style that follows the text size, 40 points
    /// of margins; Auto Layout would measure it as that.
    final class BioDetails: UIView {
        let bio = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            bio.font = UIFont.preferredFont(forTextStyle: .body)
            bio.adjustsFontForContentSizeCategory = true
            bio.numberOfLines = 3
            addSubview(bio)
        }
        required init?(coder: NSCoder) { nil }
        override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                              verticalFittingPriority: UILayoutPriority) -> CGSize {
            CGSize(width: targetSize.width, height: bio.font.lineHeight * 3 + 40)
        }
    }

    /// The tabbed page with `BioDetails`, in a window, laid out once at the default text size.
    @MainActor struct Scene {
        let window = makeWindow()
        let details = BioDetails()
        let tabs: ProfileTabsController
        let lists = [UITableView(frame: .zero, style: .plain), UITableView(frame: .zero, style: .plain)]
        let rows = Rows(60)

        init() {
            let container = UIView(frame: window.bounds)
            window.addSubview(container)
            for list in lists { list.dataSource = rows }
            let header = ProfileHeaderView()
            header.detailsView = details
            tabs = ProfileTabsController(containerView: container, lists: lists, tabTitles: ["Posts", "Replies"],
                                         design: .twitter, headerView: header)
            window.modelFrames(2)
        }

        func setTextSize(_ category: UIContentSizeCategory) {
            UIApplication.modelSetPreferredContentSizeCategory(category, in: [window])
            window.modelFrames(2)
        }
    }

    /// Equal to within floating-point noise (frames go through the pixel grid and transforms).
    private func close(_ value: CGFloat, _ expected: CGFloat) -> Bool { abs(value - expected) < 1e-6 }

    @Test("At the largest accessibility size every tab title fits its tab bar, and the details fit their text; back at the default size both return")
    func accessibilitySizes() throws {
        let scene = Scene()
        defer { UIApplication.modelSetPreferredContentSizeCategory(.large, in: []) }
        let tabBar = try #require(scene.tabs.headerView.tabBarView as? ProfileTabBarView)
        #expect(close(tabBar.frame.height, 44))
        #expect(close(scene.details.frame.height, 3 * 21 + 40))

        scene.setTextSize(.accessibilityExtraExtraExtraLarge)
        for button in tabBar.buttons {
            let title = try #require(button.titleLabel)
            #expect(title.font.pointSize == 49)                        // subheadline at AX5
            #expect(button.frame.height >= title.font.lineHeight)      // not clipped
        }
        #expect(tabBar.frame.height >= tabBar.buttons[0].frame.height)
        #expect(close(scene.details.frame.height, 3 * 64 + 40))   // body at AX5: 53 pt, lines of 64
        // The tab bar still sits right under the details, and the first list starts under it.
        #expect(close(tabBar.frame.minY, scene.details.frame.maxY))
        let list = scene.lists[0]
        #expect(list.contentOffset.y == list.modelMinimumOffset.y)

        scene.setTextSize(.large)
        #expect(close(tabBar.frame.height, 44))
        #expect(close(scene.details.frame.height, 3 * 21 + 40))
    }
}

/// Issue 45, defect 6: a single list's own table header (a bio) is measured in its new fonts when the
/// text size changes: the notification comes before the labels have taken the new size (iOS 17
/// updates traits lazily), so the page updates them before it measures.
@MainActor
@Suite struct SingleListDynamicTypeTests {
    @Test("Defect 6: a single list's bio, as the table's header under the spacer, is measured at the new text size, not the old")
    func singleListBioFollowsTheTextSize() throws {
        let bio = DynamicTypeTests.BioDetails(frame: CGRect(x: 0, y: 0, width: 390, height: 103))
        let scene = SingleListScene { table in table.tableHeaderView = bio }
        defer { UIApplication.modelSetPreferredContentSizeCategory(.large, in: []) }
        let header = try #require(scene.table.tableHeaderView)
        let spacer = try #require(scene.header).topSpacerHeight
        #expect(abs(header.frame.height - (spacer + 3 * 21 + 40)) < 1e-6)
        UIApplication.modelSetPreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge, in: [scene.window])
        scene.window.modelFrames(2)
        #expect(abs(bio.frame.height - (3 * 64 + 40)) < 1e-6, "the bio at AX5 (body: lines of 64 pt): \(bio.frame.height)")
        #expect(abs(header.frame.height - (spacer + 3 * 64 + 40)) < 1e-6, "the rows start under the bio: \(header.frame.height)")
        UIApplication.modelSetPreferredContentSizeCategory(.large, in: [scene.window])
        scene.window.modelFrames(2)
        #expect(abs(bio.frame.height - (3 * 21 + 40)) < 1e-6)
    }

    @Test("Defect 6: a trait override of the text size (no notification) measures a single list's bio again")
    func singleListBioFollowsATraitOverride() throws {
        let bio = DynamicTypeTests.BioDetails(frame: CGRect(x: 0, y: 0, width: 390, height: 103))
        let scene = SingleListScene { table in table.tableHeaderView = bio }
        let header = try #require(scene.table.tableHeaderView)
        let spacer = try #require(scene.header).topSpacerHeight
        // An app that sets the text size of one screen (`traitOverrides`, iOS 17), no notification.
        scene.table.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        scene.window.modelFrames(2)
        #expect(abs(bio.frame.height - (3 * 64 + 40)) < 1e-6, "the bio at AX5: \(bio.frame.height)")
        #expect(abs(header.frame.height - (spacer + 3 * 64 + 40)) < 1e-6, "the rows start under the bio: \(header.frame.height)")
        scene.table.traitOverrides.preferredContentSizeCategory = .large
        scene.window.modelFrames(2)
        #expect(abs(header.frame.height - (spacer + 3 * 21 + 40)) < 1e-6, "back at the default size: \(header.frame.height)")
    }
}
