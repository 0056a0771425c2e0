// The app's own names that the Swift snippets of README.md and the DocC articles use, so that
// scripts/check-doc-snippets.py can type-check every snippet against the real API. Not part of any
// module of the package.
import ProfileHeaderCore
import ProfileHeaderSwiftUI
import ProfileHeaderUIKit
import SwiftUI
import UIKit

/// The app's data model: a reload for pull to refresh.
@MainActor
final class AppModel {
    func reload() async {}
    func reload(_ completion: @escaping @MainActor () -> Void) { completion() }
}

@MainActor let model = AppModel()

/// A post and its row.
struct Post: Identifiable { let id: Int }
let posts: [[Post]] = [[], [], []]
let titles = ["Posts", "Replies", "Media"]

@MainActor struct PostRow: View { let post: Post; var body: some View { EmptyView() } }
@MainActor struct ProfileDetails: View { var body: some View { EmptyView() } }
@MainActor struct BackButton: View { var body: some View { EmptyView() } }
@MainActor struct MoreMenu: View { var body: some View { EmptyView() } }
@MainActor struct FeedRows: View { var body: some View { EmptyView() } }
@MainActor struct TabButtons: View { let selection: Binding<Int>; var body: some View { EmptyView() } }

/// A page made before the snippet (the walkthroughs make it in one snippet and use it in the next).
@MainActor let page = try! ProfilePage(design: .twitter)

/// The app's own list layout, which makes room for the page's spacer.
struct ListLayout { var topSpacerHeight = 0.0 }

/// A view controller with the names the UIKit snippets and the engine snippets use; a snippet of
/// statements runs in a method of a subclass, a snippet of members is a subclass's body.
@MainActor
/// The app's details view in the snippets: its own views, the name label among them.
final class ProfileDetailsView: UIView {
    let nameLabel = UILabel()
}

class SnippetViewController: UIViewController, UITableViewDelegate {
    var header: ProfileHeaderController!
    var tabs: ProfileTabsController!
    var shyBars: ShyBarsController?
    let tableView = UITableView(frame: .zero, style: .plain)
    let profileDetailsView = ProfileDetailsView()
    let backButton = UIButton()
    let posts = UITableView(frame: .zero, style: .plain)
    let replies = UITableView(frame: .zero, style: .plain)
    let media = UITableView(frame: .zero, style: .plain)
    let model = AppModel()
    var listLayout = ListLayout()
    let scrollView = UIScrollView()
    let list2 = UIScrollView()
    let pager = UIScrollView()
    var configuration = ProfileHeaderConfiguration.twitter
    var layout = ProfileHeaderConfiguration.twitter.layout(at: 0)
    var offset = 0.0
    var now = 0.0
    var position = 0.0
    var velocityX = 0.0
    var point = Point(x: 0, y: 0)
    var metrics = ProfilePageMetrics(contentOffsetY: 0, contentHeight: 4_000, viewportWidth: 393, viewportHeight: 852,
                                     contentInsetTop: 0, adjustedContentInsetTop: 59, safeAreaTop: 59)
    func apply(_ frame: ProfilePageFrame) {}
    func reload() {}
}
