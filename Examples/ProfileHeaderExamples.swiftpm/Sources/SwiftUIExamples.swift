import ProfileHeaderCore
import ProfileHeaderSwiftUI
import SwiftUI

/// The posts loaded by pull-to-refresh.
@MainActor
final class RefreshedPosts: ObservableObject {
    @Published private(set) var posts: [String] = []

    /// A pretend network call: one new post per refresh, each with its own text (the lists use the
    /// text as the row's identity).
    func reload() async {
        try? await Task.sleep(nanoseconds: 1_500_000_000)
        posts.insert("A new post, loaded by refresh \(posts.count + 1).", at: 0)
    }
}

/// How often the example's own list bodies ran: with ``ProfileScrollDiagnostics`` it shows that
/// scrolling re-evaluates none of the app's views.
@MainActor
enum ExampleCounters {
    static var postListBodies = 0
}

/// Who draws the profile's navigation bar.
enum SwiftUIProfileBar {
    /// Pushed in a NavigationStack: the stack's bar stays (the system's Back and swipe back, glass
    /// on iOS 26), transparent over the banner, and is the header's bar; the More menu goes in the
    /// toolbar.
    case keepsSystemBar
    /// Full screen, or a tab's root without a stack: the page draws its bar, with a close button when
    /// one is given, and More.
    case ownsBar(close: (@MainActor () -> Void)?)
}

/// A tabbed profile in SwiftUI: tabs that swipe (each keeps its own scroll position), a Follow
/// button in the details, pull to refresh and snapping, in either bar mode.
@available(iOS 18.0, *)
@MainActor
struct SwiftUIProfileView: View {
    /// Four tabs, refresh, snapping (a valid tab count: `try!` cannot fail here).
    static let page = try! ProfilePage.tabbed(design: .twitter, tabCount: TabCount(SampleData.tabs.count),
                                              refreshes: true, snapping: .expandedOrCollapsed)
    let bar: SwiftUIProfileBar
    /// Moves of the header asked from outside (the app's tab bar tapped again).
    var header = ProfileHeaderRequest()
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
                if case .ownsBar(let close?) = bar {
                    Button(action: close) {
                        Image(systemName: "chevron.backward").font(.headline).foregroundStyle(Color.white)
                    }
                }
            } trailing: {
                if case .ownsBar = bar { MoreMenu(isFollowing: $isFollowing) }
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
        .headerRequest(header)
        .toolbar {
            if case .keepsSystemBar = bar { MoreMenu(isFollowing: $isFollowing) }
        }
        .overlay(alignment: .bottomLeading) { DiagnosticsBadge() }
    }
}

/// The profile's More menu.
@MainActor
struct MoreMenu: View {
    @Binding var isFollowing: Bool

    var body: some View {
        Menu {
            Button(isFollowing ? "Unfollow" : "Follow") { isFollowing.toggle() }
        } label: {
            Image(systemName: "ellipsis").font(.headline).foregroundStyle(Color.white)
        }
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

/// The X app's shape in SwiftUI: a TabView whose Home feed, in a NavigationStack, pushes the profile
/// with the stack's bar kept (the system's Back and swipe back; the header pins at the bar's bottom),
/// and whose Profile tab is the user's own profile, drawing its own bar. The lists end above the tab
/// bar. Tapping the Profile tab again while it is on screen takes the profile back to its top, as a
/// tab bar's tab tapped again does in UIKit.
@available(iOS 18.0, *)
@MainActor
struct SwiftUITabBarAppView: View {
    let close: @MainActor () -> Void
    enum AppTab: Hashable { case home, profile }
    @State private var appTab = AppTab.home
    @State private var profileHeader = ProfileHeaderRequest()

    /// The tab bar's selection. SwiftUI sets it again when the tab on screen is tapped again (not
    /// documented; a device must confirm it), which expands the profile's header.
    private var selection: Binding<AppTab> {
        Binding(get: { appTab }, set: { tapped in
            if tapped == appTab, tapped == .profile { profileHeader.expand() }
            appTab = tapped
        })
    }

    var body: some View {
        TabView(selection: selection) {
            Tab("Home", systemImage: "house", value: AppTab.home) {
                NavigationStack {
                    List {
                        ForEach(0..<30, id: \.self) { index in
                            NavigationLink("\(SampleData.name) · post \(index + 1)") {
                                SwiftUIProfileView(bar: .keepsSystemBar)
                            }
                        }
                    }
                    .navigationTitle("Home")
                    .toolbar { Button("Close", action: close) }
                }
            }
            Tab("Profile", systemImage: "person", value: AppTab.profile) {
                SwiftUIProfileView(bar: .ownsBar(close: nil), header: profileHeader)
                    .profileStatusBar()
            }
        }
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
