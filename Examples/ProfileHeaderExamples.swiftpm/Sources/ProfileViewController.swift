import ProfileHeaderCore
import ProfileHeaderUIKit
import UIKit

/// A profile on one plain-style table view with sections: the header attaches in one line, the
/// profile details are the table's own header view (under the page's spacer), and the section
/// headers stick right under the collapsed bar. Shown full screen it closes; pushed from the feed it
/// owns the navigation bar while on top (the X app's way), or keeps the system bar as its bar (the
/// iOS 26 way). The table keeps its own delegate, which only forwards the fling to the page's snapping.
final class ProfileViewController: ClosableViewController, UITableViewDataSource, UITableViewDelegate {
    /// How a pushed profile treats the navigation controller's bar.
    enum BarMode { case ownsBar, keepsSystemBar }

    private let barMode: BarMode
    private let tableView = UITableView(frame: .zero, style: .plain)
    private var header: ProfileHeaderController?
    private var sections = [("Pinned", Array(SampleData.posts(tab: 0).prefix(2))),
                            ("This week", Array(SampleData.posts(tab: 0).dropFirst(2).prefix(15))),
                            ("Earlier", Array(SampleData.posts(tab: 0).dropFirst(17)))]

    init(close: @escaping @MainActor () -> Void, barMode: BarMode = .ownsBar) {
        self.barMode = barMode
        super.init(close: close)
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
        view.addSubview(tableView)

        // The page: the design adapted to the device by the engine; a table view gets the inset policy
        // that pins section headers under the collapsed bar.
        let header = ProfileHeaderController(scrollView: tableView, design: .twitter, refreshes: true,
                                             snapping: .expandedOrCollapsed)
        // The profile details: the table's own header view, right under the banner, measured with
        // Auto Layout (any text size fits); the bar title arrives when the name label reaches the bar.
        let details = ProfileDetailsView()
        header.tableHeaderView = details
        header.nameView = details.nameLabel
        header.headerView.bannerImage = SampleData.banner
        header.headerView.avatarView.image = SampleData.avatar
        header.headerView.titleLabel.text = SampleData.name
        let more = UIAction(image: UIImage(systemName: barMode == .keepsSystemBar ? "ellipsis" : "ellipsis.circle")) { _ in }
        switch (navigationController != nil, barMode) {
        case (true, .keepsSystemBar):
            // Pushed, under the system bar: it turns transparent over the banner and is the header's
            // bar; its Back, swipes back and items are the system's.
            header.keepsNavigationBar(of: self)
            navigationItem.title = SampleData.name
            navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: more)
        case (true, .ownsBar):
            // Pushed from the feed: the header is the screen's only bar while it is on top; it gets
            // a Back button, and swipe back and VoiceOver's escape pop.
            header.hidesNavigationBar(of: self)
            header.headerView.trailingBarButton = UIButton(type: .system, primaryAction: more)
        case (false, _):
            header.headerView.leadingBarButton = .close(close)
            header.headerView.trailingBarButton = UIButton(type: .system, primaryAction: more)
        }
        header.onStatusBarStyleChange = { [weak self] _ in self?.setNeedsStatusBarAppearanceUpdate() }
        header.onRefresh = { [weak self] in
            // A pretend network call; the engine's spinner shows over the banner meanwhile.
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                MainActor.assumeIsolated {
                    self?.sections[1].1.insert("A new post, just loaded.", at: 0)
                    self?.tableView.reloadData()
                    self?.header?.endRefreshing()
                }
            }
        }
        self.header = header
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { header?.statusBarStyle ?? .lightContent }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].0 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].1.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section].1[indexPath.row]
        content.secondaryText = SampleData.handle
        cell.contentConfiguration = content
        return cell
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee = header?.targetContentOffset(forProposed: targetContentOffset.pointee, withVelocity: velocity)
            ?? targetContentOffset.pointee
    }
}
