import ProfileHeaderCore
import ProfileHeaderUIKit
import UIKit

/// Four lists under one shared header: swipe or tap between tabs and the header stays put.
final class TabbedProfileViewController: ClosableViewController {
    private var tabs: ProfileTabsController?
    private let sources = SampleData.tabs.indices.map { PostsSource(posts: SampleData.posts(tab: $0)) }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let lists = sources.map { source -> UITableView in
            let table = UITableView(frame: .zero, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "post")
            table.dataSource = source
            return table
        }
        let details = UILabel()
        details.font = UIFont.preferredFont(forTextStyle: .body)
        details.adjustsFontForContentSizeCategory = true
        details.text = "\(SampleData.name)\n\(SampleData.handle)\n\(SampleData.bio)"
        details.numberOfLines = 0
        let header = ProfileHeaderView()
        header.bannerImage = SampleData.banner
        header.avatarView.image = SampleData.avatar
        header.titleLabel.text = SampleData.name
        header.detailsView = details
        header.leadingBarButton = .close(close)
        // Four lists under one page that draws the details (measured with Auto Layout) and the tab bar;
        // every list gets the page's spacer as its table header view, so section headers would pin
        // right under the pinned tab bar.
        let tabs = ProfileTabsController(containerView: view, lists: lists, tabTitles: SampleData.tabs,
                                         configuration: .twitter, refreshes: true, headerView: header)
        tabs.onStatusBarStyleChange = { [weak self] _ in self?.setNeedsStatusBarAppearanceUpdate() }
        tabs.onRefresh = { [weak self] in
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                MainActor.assumeIsolated { self?.tabs?.endRefreshing() }
            }
        }
        self.tabs = tabs
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { tabs?.statusBarStyle ?? .lightContent }
}

/// One tab's rows.
final class PostsSource: NSObject, UITableViewDataSource {
    let posts: [String]

    init(posts: [String]) {
        self.posts = posts
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { posts.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = posts[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
