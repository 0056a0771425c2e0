import SwiftUI

/// One screen per way of using the library: in UIKit a profile, a feed with shy bars, a tabbed
/// profile and the X app's shape (a tab bar app whose feed pushes the profile); in SwiftUI a tabbed
/// profile, feeds with shy bars and a tab bar app whose feed pushes the profile. Each is shown full screen and has its own close button.
@main
@MainActor
struct ExamplesApp: App {
    var body: some Scene {
        WindowGroup { ExamplesList() }
    }
}

/// The screens of the example app.
enum ExampleScreen: String, Identifiable, CaseIterable {
    case uikitProfile = "UIKit · Profile"
    case uikitFeed = "UIKit · Feed with shy bars; a post pushes the profile"
    case uikitFeedSystemBar = "UIKit · Feed; the profile keeps the system bar (iOS 26 way)"
    case uikitTabs = "UIKit · Tabbed profile"
    case uikitTabBarApp = "UIKit · Tab bar app: the feed pushes the tabbed profile"
    case swiftUIProfile = "SwiftUI · Tabbed profile"
    case swiftUIFeed = "SwiftUI · Feed with shy bars"
    case swiftUITabBarApp = "SwiftUI · Tab bar app: the feed pushes the profile (system bar kept)"
    case swiftUISystemBarsFeed = "SwiftUI · Feed whose navigation bar hides"

    var id: String { rawValue }
}

@MainActor
struct ExamplesList: View {
    @State private var screen: ExampleScreen?

    var body: some View {
        NavigationStack {
            List {
                ForEach(ExampleScreen.allCases) { example in
                    Button(example.rawValue) { screen = example }
                }
            }
            .navigationTitle("ProfileHeaderKit")
        }
        .fullScreenCover(item: $screen) { example in
            ExampleScreenView(screen: example) { screen = nil }
        }
    }
}

/// One example, full screen, with a way back.
@MainActor
struct ExampleScreenView: View {
    let screen: ExampleScreen
    let close: @MainActor () -> Void

    var body: some View {
        switch screen {
        case .uikitProfile:
            UIKitScreen { ProfileViewController(close: close) }.ignoresSafeArea()
        case .uikitFeed:
            UIKitScreen { UINavigationController(rootViewController: FeedViewController(close: close)) }.ignoresSafeArea()
        case .uikitFeedSystemBar:
            UIKitScreen {
                UINavigationController(rootViewController: FeedViewController(close: close) {
                    ProfileViewController(close: close, barMode: .keepsSystemBar)
                })
            }.ignoresSafeArea()
        case .uikitTabs:
            UIKitScreen { TabbedProfileViewController(close: close) }.ignoresSafeArea()
        case .uikitTabBarApp:
            UIKitScreen { ExampleTabBarController(close: close) }.ignoresSafeArea()
        case .swiftUIProfile:
            // ProfileHeaderSwiftUI needs iOS 18 (README: "SwiftUI quick start"); its back button closes.
            if #available(iOS 18.0, *) {
                // It draws its own bar: the page sets the status bar over it (one line).
                SwiftUIProfileView(bar: .ownsBar(close: close)).profileStatusBar()
            } else {
                Text("The SwiftUI profile needs iOS 18").overlay(alignment: .topLeading) { CloseButton(action: close) }
            }
        case .swiftUIFeed:
            if #available(iOS 18.0, *) {
                SwiftUIFeedView().overlay(alignment: .bottomTrailing) { CloseButton(action: close) }
            } else {
                Text("The SwiftUI feed needs iOS 18").overlay(alignment: .bottomTrailing) { CloseButton(action: close) }
            }
        case .swiftUITabBarApp:
            if #available(iOS 18.0, *) {
                SwiftUITabBarAppView(close: close)
            } else {
                Text("The SwiftUI profile needs iOS 18").overlay(alignment: .bottomTrailing) { CloseButton(action: close) }
            }
        case .swiftUISystemBarsFeed:
            if #available(iOS 18.0, *) {
                SwiftUISystemBarsFeedView(close: close)
            } else {
                Text("The SwiftUI feed needs iOS 18").overlay(alignment: .bottomTrailing) { CloseButton(action: close) }
            }
        }
    }
}

/// A round close button for the SwiftUI examples.
@MainActor
struct CloseButton: View {
    let action: @MainActor () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: "xmark.circle.fill").font(.title).foregroundStyle(Color.white)
        }
        .padding(16)
    }
}

/// Shows a UIKit view controller in SwiftUI.
struct UIKitScreen<Controller: UIViewController>: UIViewControllerRepresentable {
    let make: () -> Controller

    init(_ make: @escaping () -> Controller) {
        self.make = make
    }

    func makeUIViewController(context: Context) -> Controller { make() }
    func updateUIViewController(_ controller: Controller, context: Context) {}
}

extension UIButton {
    /// The close button the UIKit examples put in their bars.
    static func close(_ action: @escaping @MainActor () -> Void) -> UIButton {
        UIButton(type: .system, primaryAction: UIAction(image: UIImage(systemName: "xmark.circle.fill")) { _ in action() })
    }
}

/// A full-screen UIKit example that knows how to close itself.
class ClosableViewController: UIViewController {
    let close: @MainActor () -> Void

    init(close: @escaping @MainActor () -> Void) {
        self.close = close
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("created in code") }
}
