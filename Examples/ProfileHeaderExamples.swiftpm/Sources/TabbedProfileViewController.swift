import ProfileHeaderCore
import ProfileHeaderUIKit
import UIKit

/// Four lists under one shared header: swipe or tap between tabs and the header stays put. The tabs
/// are child view controllers; the details hold a Follow button that takes its taps wherever it is
/// drawn in the open (and never through the bar once it slides under it). Pull to refresh, then
/// scroll away before it ends: the lists under the pinned tab bar do not move down with the held
/// refresh. Turn on Reduce Transparency (Settings › Accessibility › Display & Text Size): the bar
/// turns solid and dark, and its title still reads. Try a large text size: the details and the tab
/// bar grow with it.
final class TabbedProfileViewController: ClosableViewController {
    private var tabs: ProfileTabsController?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let header = ProfileHeaderView()
        header.bannerImage = SampleData.banner
        header.avatarView.image = SampleData.avatar
        header.titleLabel.text = SampleData.name
        let details = ProfileDetailsView()
        header.detailsView = details
        // Full screen, or the first screen of a tab: a close button. Pushed: the page adds Back.
        let isPushed = navigationController.map { $0.viewControllers.first !== self } ?? false
        if !isPushed { header.leadingBarButton = .close(close) }
        // The tabs as child view controllers whose views are their lists; every list gets the page's
        // spacer as its table header view, so section headers pin right under the pinned tab bar.
        let lists = SampleData.tabs.indices.map { PostsViewController(title: SampleData.tabs[$0], posts: SampleData.posts(tab: $0)) }
        // Cannot throw: four table view controllers.
        let tabs = try! ProfileTabsController(parent: self, tabs: lists, design: .twitter, refreshes: true, headerView: header)
        // The bar title arrives when the name in the details reaches the bar.
        tabs.nameView = details.nameLabel
        tabs.onStatusBarStyleChange = { [weak self] _ in self?.setNeedsStatusBarAppearanceUpdate() }
        // In a navigation controller (the tab bar app): the header is the screen's only bar while it
        // is on top; the system's is put back as found when it leaves.
        if navigationController != nil { tabs.hidesNavigationBar(of: self) }
        tabs.onRefresh = { [weak self] in
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                MainActor.assumeIsolated { self?.tabs?.endRefreshing() }
            }
        }
        self.tabs = tabs
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { tabs?.statusBarStyle ?? .lightContent }
}

/// The profile's details under the banner: a Follow button, the name, and the handle and bio,
/// sized by Auto Layout (the page measures them at its width, and again when the text size
/// changes). The page is told which label is the name (``nameLabel``): the bar title arrives when
/// it reaches the bar, at any text size.
final class ProfileDetailsView: UIView {
    /// The profile's name; give it to the page as its `nameView`.
    let nameLabel = UILabel()
    private let text = UILabel()
    private lazy var follow = UIButton(type: .system, primaryAction: UIAction(title: "Follow") { [weak self] _ in
        self?.isFollowing.toggle()
    })
    private var isFollowing = false {
        didSet { follow.setTitle(isFollowing ? "Following" : "Follow", for: .normal) }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.font = UIFont.preferredFont(forTextStyle: .title2)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.text = SampleData.name
        text.font = UIFont.preferredFont(forTextStyle: .body)
        text.adjustsFontForContentSizeCategory = true
        text.numberOfLines = 0
        follow.titleLabel?.font = UIFont.preferredFont(forTextStyle: .headline)
        follow.titleLabel?.adjustsFontForContentSizeCategory = true
        text.text = "\(SampleData.handle)\n\(SampleData.bio)"
        for view in [follow, nameLabel, text] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            follow.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            follow.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            nameLabel.topAnchor.constraint(equalTo: follow.bottomAnchor, constant: 8),
            nameLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            nameLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            text.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 2),
            text.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            text.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            text.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// One tab: a list of posts.
final class PostsViewController: UITableViewController {
    private let posts: [String]

    init(title: String, posts: [String]) {
        self.posts = posts
        super.init(style: .plain)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { posts.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = posts[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
