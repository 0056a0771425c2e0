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

/// A tabbed profile in SwiftUI, with snapping and `.refreshable`.
@MainActor
struct SwiftUIProfileView: View {
    @State private var tab = 0
    @StateObject private var refreshed = RefreshedPosts()

    var body: some View {
        ProfileScrollView(
            configuration: .twitter, snapping: .expandedOrCollapsed(.twitter),
            selection: $tab, tabCount: SampleData.tabs.count
        ) { layout, configuration in
            ProfileHeader(layout: layout, configuration: configuration, title: Text(SampleData.name)) {
                LinearGradient(colors: [.blue, .black], startPoint: .top, endPoint: .bottom)
            } avatar: {
                Image(systemName: "person.crop.circle.fill").resizable().foregroundStyle(Color.gray)
            }
        } details: {
            VStack(alignment: .leading, spacing: 4) {
                Text(SampleData.name).font(.title2).bold()
                Text(SampleData.handle).foregroundColor(.secondary)
                Text(SampleData.bio)
            }
            .padding(.horizontal, 16)
            .frame(maxWidth: .infinity, alignment: .leading)
        } tabBar: { _ in
            Picker("Tab", selection: $tab) {
                ForEach(SampleData.tabs.indices, id: \.self) { index in Text(SampleData.tabs[index]).tag(index) }
            }
            .pickerStyle(.segmented)
            .padding(.horizontal, 16)
            .background(Color(uiColor: .systemBackground))
        } content: { tab in
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(refreshed.posts + SampleData.posts(tab: tab), id: \.self) { post in
                    Text(post).padding(16).frame(maxWidth: .infinity, alignment: .leading)
                    Divider()
                }
            }
        }
        .refreshable { [refreshed] in await refreshed.reload() }
        .ignoresSafeArea(edges: .top)
    }
}

/// A feed whose top bar slides away while reading (iOS 18 and later).
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
            Text("Feed").font(.headline).frame(maxWidth: .infinity).background(.regularMaterial)
        }
    }
}
