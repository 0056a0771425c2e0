import ProfileHeaderCore
import ProfileHeaderSwiftUI
import SwiftUI

/// The posts loaded by pull-to-refresh.
@MainActor
final class RefreshedPosts: ObservableObject {
    @Published private(set) var posts: [String] = []

    /// A pretend network call.
    func reload() async {
        try? await Task.sleep(nanoseconds: 1_500_000_000)
        posts.insert("A new post, just loaded.", at: 0)
    }
}

/// How often the example's own list bodies ran: with ``ProfileScrollDiagnostics`` it shows that
/// scrolling re-evaluates none of the app's views.
@MainActor
enum ExampleCounters {
    static var postListBodies = 0
}

/// A tabbed profile in SwiftUI: tabs that swipe (each keeps its own scroll position), a back button
/// and a more button in the header, a Follow button in the details, pull to refresh and snapping.
@available(iOS 18.0, *)
@MainActor
struct SwiftUIProfileView: View {
    /// Four tabs, refresh, snapping (a valid tab count: `try!` cannot fail here).
    static let page = try! ProfilePage.tabbed(design: .twitter, tabCount: SampleData.tabs.count,
                                              refreshes: true, snapping: .expandedOrCollapsed)
    /// The header's back button; nil when the page is pushed in a NavigationStack, whose own back
    /// button (and back swipe) stays.
    let close: (@MainActor () -> Void)?
    @State private var tab = 0
    @State private var isFollowing = false
    @StateObject private var refreshed = RefreshedPosts()

    var body: some View {
        // The page draws the tab bar from the titles (ProfileTabStrip): a button per title where the
        // engine puts it. With `ProfilePage.tabbed(design:scrollableTabs:…)` they would be as wide as
        // their titles and scroll, as in the X app.
        ProfileScrollView(page: Self.page, selection: $tab, tabTitles: SampleData.tabs,
                          onRefresh: { [refreshed] in await refreshed.reload() }) {
            ProfileHeaderContent(title: Text(SampleData.name)) {
                LinearGradient(colors: [.blue, .black], startPoint: .top, endPoint: .bottom)
            } avatar: {
                Image(systemName: "person.crop.circle.fill").resizable().foregroundStyle(Color.gray)
            } leading: {
                if let close {
                    Button(action: close) {
                        Image(systemName: "chevron.backward").font(.headline).foregroundStyle(Color.white)
                    }
                }
            } trailing: {
                Button(action: { isFollowing = false }) {
                    Image(systemName: "ellipsis").font(.headline).foregroundStyle(Color.white)
                }
            }
        } details: {
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Spacer()
                    Button(isFollowing ? "Following" : "Follow") { isFollowing.toggle() }
                }
                Text(SampleData.name).font(.title2).bold().profileName()
                Text(SampleData.handle).foregroundColor(.secondary)
                Text(SampleData.bio)
            }
            .padding(16)
            .frame(maxWidth: .infinity, alignment: .leading)
        } content: { tab in
            PostList(posts: refreshed.posts + SampleData.posts(tab: tab))
        }
        .overlay(alignment: .bottomLeading) { DiagnosticsBadge() }
    }
}

/// One tab's posts, in a lazy stack (the page gives it its scroll view).
@MainActor
struct PostList: View {
    let posts: [String]

    var body: some View {
        let _ = ExampleCounters.postListBodies += 1
        LazyVStack(alignment: .leading, spacing: 0) {
            ForEach(posts, id: \.self) { post in
                Text(post).padding(16).frame(maxWidth: .infinity, alignment: .leading)
                Divider()
            }
        }
    }
}

/// Engine frames against builds of the app's views, twice a second: scrolling moves the first only.
@available(iOS 18.0, *)
@MainActor
struct DiagnosticsBadge: View {
    var body: some View {
        TimelineView(.animation(minimumInterval: 0.5)) { _ in
            Text("frames \(ProfileScrollDiagnostics.engineFrames) · closures \(ProfileScrollDiagnostics.contentEvaluations) · list bodies \(ExampleCounters.postListBodies)")
                .font(.caption)
                .padding(8)
                .background(.regularMaterial)
        }
        .allowsHitTesting(false)
        .padding(16)
    }
}

/// The profile pushed in a NavigationStack: the stack's bar stays, its background hidden, so its
/// back button sits in the header's bar strip over the banner and the back swipe keeps working (a
/// hidden navigation bar takes the swipe with it, users report); the header draws everything else.
/// (Checked here by the compiler only; see the README's SwiftUI section.)
@available(iOS 18.0, *)
@MainActor
struct SwiftUIPushedProfileView: View {
    let close: @MainActor () -> Void

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Ada Lovelace's profile") {
                    SwiftUIProfileView(close: nil)
                        .toolbarBackgroundVisibility(.hidden, for: .navigationBar)
                }
            }
            .navigationTitle("Following")
        }
        .overlay(alignment: .bottomTrailing) { CloseButton(action: close) }
    }
}

/// A feed in a NavigationStack whose own navigation bar hides once the reader scrolls on and comes
/// back when they scroll back (`shySystemBars`: SwiftUI shows and hides it whole).
@available(iOS 18.0, *)
@MainActor
struct SwiftUISystemBarsFeedView: View {
    let close: @MainActor () -> Void

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(SampleData.posts(tab: 0, count: 200), id: \.self) { post in
                        Text(post).padding(16)
                        Divider()
                    }
                }
            }
            .shySystemBars(bottomBars: false)
            .navigationTitle("Feed")
        }
        .overlay(alignment: .bottomTrailing) { CloseButton(action: close) }
    }
}

/// A feed whose top bar slides away while reading: its title fades, its background slides.
@available(iOS 18.0, *)
@MainActor
struct SwiftUIFeedView: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(SampleData.posts(tab: 0, count: 200), id: \.self) { post in
                    Text(post).padding(16)
                    Divider()
                }
            }
        }
        .shyBars(barHeight: 44, followerHeight: 0) {
            Text("Feed").font(.headline).frame(maxWidth: .infinity)
        } background: {
            Rectangle().fill(.regularMaterial)
        }
    }
}
