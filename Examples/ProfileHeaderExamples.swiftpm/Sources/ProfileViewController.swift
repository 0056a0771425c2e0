import ProfileHeaderCore
import ProfileHeaderUIKit
import UIKit

/// A profile on one table view: the header attaches in one line; the table keeps its own delegate,
/// which only forwards the fling to the header's snapping helper.
final class ProfileViewController: ClosableViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableView = UITableView()
    private var header: ProfileHeaderController?
    private var posts = SampleData.posts(tab: 0)
    private var statusBarStyle = UIStatusBarStyle.lightContent

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
        view.addSubview(tableView)

        // The profile details are the table's own header, right under the banner; the name sits where
        // the configuration says, so the bar title arrives as it scrolls away.
        let configuration = ProfileHeaderConfiguration.twitter
        let detailsHeight = configuration.detailsFrame(in: configuration.layout(at: 0)).height
        let details = UILabel(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: detailsHeight))
        details.numberOfLines = 0
        details.text = "        \(SampleData.name)\n        \(SampleData.handle)\n        \(SampleData.bio)"
        tableView.tableHeaderView = details

        let header = ProfileHeaderController(scrollView: tableView, configuration: .twitter)
        header.headerView.bannerImage = SampleData.banner
        header.headerView.avatarView.image = SampleData.avatar
        header.headerView.titleLabel.text = SampleData.name
        header.headerView.leadingBarButton = .close(close)
        header.headerView.trailingBarButton = UIButton(type: .system, primaryAction: UIAction(image: UIImage(systemName: "ellipsis.circle")) { _ in })
        header.snapping = .expandedOrCollapsed(header.configuration)
        header.onStatusBarStyleChange = { [weak self] style in
            self?.statusBarStyle = style.uiStatusBarStyle
            self?.setNeedsStatusBarAppearanceUpdate()
        }
        header.onRefresh = { [weak self] in
            // A pretend network call; the engine's spinner shows over the banner meanwhile.
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                MainActor.assumeIsolated {
                    self?.posts.insert("A new post, just loaded.", at: 0)
                    self?.tableView.reloadData()
                    self?.header?.endRefreshing()
                }
            }
        }
        self.header = header
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { statusBarStyle }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { posts.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = posts[indexPath.row]
        content.secondaryText = SampleData.handle
        cell.contentConfiguration = content
        return cell
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        if let header {
            targetContentOffset.pointee = header.targetContentOffset(forProposed: targetContentOffset.pointee)
        }
    }
}
