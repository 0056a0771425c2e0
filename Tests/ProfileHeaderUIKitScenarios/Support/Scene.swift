import ProfileHeaderCore
import ProfileHeaderUIKit
import UIKit

/// An iPhone-sized window (390 × 844 points, status bar 47, home indicator 34) to run scenes in.
@MainActor
func makeWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.modelSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    return window
}

/// A view whose Auto Layout height is `height` (what `systemLayoutSizeFitting` measures).
@MainActor
final class MeasuredView: UIView {
    var measuredHeight: CGFloat
    init(height: CGFloat) {
        measuredHeight = height
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                          verticalFittingPriority: UILayoutPriority) -> CGSize {
        CGSize(width: targetSize.width, height: measuredHeight)
    }
}

/// Rows for a table: `count` of them in one section.
@MainActor
final class Rows: NSObject, UITableViewDataSource {
    let count: Int
    init(_ count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
}

/// Counts the times each button's action ran.
@MainActor
final class Taps {
    var names: [String] = []
    func button(_ name: String) -> UIButton {
        UIButton(type: .system, primaryAction: UIAction(title: name) { [weak self] _ in self?.names.append(name) })
    }
}

/// The example app's tabbed profile: three tables under one header with details (a bio and a
/// Follow button), Back and More in the bar, in a window, laid out once.
@MainActor
struct TabbedScene {
    let window: UIWindow
    let tabs: ProfileTabsController
    let lists: [UITableView]
    let back: UIButton
    let more: UIButton
    let follow: UIButton
    let taps: Taps
    let dataSources: [Rows]

    /// `fillDetails` adds the app's own views to the details (160 points tall, Follow at the top right);
    /// `layoutDirection` is the app's (its language's).
    init(rows: [Int] = [60, 60, 3], refreshes: Bool = false, layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
         pinnedHeader: PinnedHeaderScrolling = .pinned, fillDetails: (UIView) -> Void = { _ in }) {
        window = makeWindow()
        window.modelTraitCollection = window.modelTraitCollection.modelWith(layoutDirection: layoutDirection)
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        dataSources = rows.map { Rows($0) }
        lists = dataSources.map { rows in
            let table = UITableView(frame: .zero, style: .plain)
            table.dataSource = rows
            return table
        }
        taps = Taps()
        back = taps.button("Back")
        more = taps.button("More")
        follow = taps.button("Follow")
        let details = MeasuredView(height: 160)
        follow.frame = CGRect(x: 270, y: 56, width: 100, height: 36)
        details.addSubview(follow)
        fillDetails(details)
        let header = ProfileHeaderView()
        header.detailsView = details
        header.leadingBarButton = back
        header.trailingBarButton = more
        tabs = ProfileTabsController(
            containerView: container, lists: lists, tabTitles: ["Posts", "Replies", "Media"],
            page: try! ProfilePage.tabbed(design: .twitter, tabCount: TabCount(lists.count), refreshes: refreshes, pinnedHeader: pinnedHeader),
            headerView: header)
        window.modelFrames(2)
    }

    /// The centre of `view` in the window's coordinates.
    func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }
}

/// One table under a ProfileHeaderController, full screen in a window, laid out once.
@MainActor
struct SingleListScene {
    let window: UIWindow
    let table: UITableView
    let rows: Rows
    var header: ProfileHeaderController?

    /// `prepare` runs on the table before the page attaches (the app's own setup).
    init(rows count: Int = 60, snapping: PageSnapping = .none, prepare: (UITableView) -> Void = { _ in }) {
        window = makeWindow()
        rows = Rows(count)
        table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = rows
        prepare(table)
        window.addSubview(table)
        header = ProfileHeaderController(scrollView: table, design: .twitter, snapping: snapping)
        window.modelFrames(2)
    }
}

/// Lifts the finger from `scrollView` without velocity and lets `frames` frames run: the largest
/// move of the offset in one frame, release included (a jump shows as one large step).
@MainActor
func largestStepAfterRelease(_ scrollView: UIScrollView, in window: UIWindow, frames: Int) -> CGFloat {
    var previous = scrollView.contentOffset.y
    scrollView.modelEndDrag(velocity: .zero)
    var largestStep = abs(scrollView.contentOffset.y - previous)
    previous = scrollView.contentOffset.y
    for _ in 0..<frames {
        window.modelFrame()
        largestStep = max(largestStep, abs(scrollView.contentOffset.y - previous))
        previous = scrollView.contentOffset.y
    }
    return largestStep
}
