import ProfileHeaderCore
import ProfileHeaderUIKit
import UIKit

/// A feed whose navigation bar slides away while reading and whose toolbar follows it off the
/// bottom edge; both come back when scrolling toward the top. Tapping a post pushes the author's
/// profile, which hides the navigation bar while it is on top (its header is the bar).
final class FeedViewController: UITableViewController {
    private var shyBars: ShyBarsController?
    private let posts = SampleData.posts(tab: 0, count: 200)
    private let close: @MainActor () -> Void
    /// Whether the toolbar shows and follows the bar off the bottom edge (not in a tab bar app).
    private let followsWithToolbar: Bool
    /// The profile a post pushes.
    private let makeProfile: @MainActor () -> UIViewController

    init(close: @escaping @MainActor () -> Void, followsWithToolbar: Bool = true,
         makeProfile: (@MainActor () -> UIViewController)? = nil) {
        self.close = close
        self.followsWithToolbar = followsWithToolbar
        self.makeProfile = makeProfile ?? { ProfileViewController(close: close) }
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        let close = self.close
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .close, primaryAction: UIAction { _ in close() })
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
        toolbarItems = [UIBarButtonItem(systemItem: .search), UIBarButtonItem(systemItem: .flexibleSpace),
                        UIBarButtonItem(systemItem: .compose)]
        guard let navigationController else { return }
        navigationController.isToolbarHidden = !followsWithToolbar
        // The one line: the title ("Feed") fades with the bar; the toolbar follows it off the bottom
        // edge, home indicator band included. The shared bar and toolbar go back by themselves before
        // a push, a swipe back or the close, and when the controller goes away.
        shyBars = ShyBarsController(viewController: self, scrollView: tableView,
                                    followers: followsWithToolbar ? [navigationController.toolbar] : [])
    }

    /// Optional: a part-way stack settles whole on release by itself; with this the content rides
    /// with it in UIKit's own deceleration too.
    override func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                            targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        shyBars?.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }

    /// A post's author: the profile, pushed (swipe back or its Back returns here, bars as they were).
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(makeProfile(), animated: true)
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
