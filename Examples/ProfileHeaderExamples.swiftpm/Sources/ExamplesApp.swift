import SwiftUI

/// Five screens, one per way of using the library: a profile, a feed with shy bars and a tabbed
/// profile in UIKit; a tabbed profile and a feed with shy bars in SwiftUI.
@main
struct ExamplesApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                List {
                    Section("UIKit") {
                        NavigationLink("Profile") { UIKitScreen { ProfileViewController() }.ignoresSafeArea() }
                        NavigationLink("Feed with shy bars") {
                            UIKitScreen { UINavigationController(rootViewController: FeedViewController()) }.ignoresSafeArea()
                        }
                        NavigationLink("Tabbed profile") { UIKitScreen { TabbedProfileViewController() }.ignoresSafeArea() }
                    }
                    Section("SwiftUI") {
                        NavigationLink("Tabbed profile") { SwiftUIProfileView() }
                        NavigationLink("Feed with shy bars") { SwiftUIFeedView() }
                    }
                }
                .navigationTitle("ProfileHeaderKit")
            }
        }
    }
}

/// Shows a UIKit view controller in the SwiftUI navigation stack.
struct UIKitScreen<Controller: UIViewController>: UIViewControllerRepresentable {
    let make: () -> Controller

    init(_ make: @escaping () -> Controller) {
        self.make = make
    }

    func makeUIViewController(context: Context) -> Controller { make() }
    func updateUIViewController(_ controller: Controller, context: Context) {}
}
