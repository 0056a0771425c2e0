#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import SwiftUI
import UIKit

@available(iOS 18.0, *)
extension View {
    /// The status bar reads over every profile page inside this view, in a SwiftUI-lifecycle app: light
    /// text while the banner or the pinned bar lies under it, the system's otherwise, as the engine
    /// says. One line, on a page or at the root of the app:
    ///
    /// ```swift
    /// WindowGroup { ContentView().profileStatusBar() }
    /// ```
    ///
    /// SwiftUI sets no status bar style from inside a view before iOS 27, and a page that draws its
    /// own bar has no navigation bar whose colour scheme could set it. On iOS 18 to 26 the page then
    /// shows, while it is on screen, a window of its own above the app's — clear, taking no touch,
    /// hidden from VoiceOver — whose view controller gives the status bar style
    /// (`preferredStatusBarStyle`); its orientations and status bar visibility are the app window's.
    /// On iOS 27 the page sets the status bar with the system's own modifier
    /// (`toolbarColorScheme(_:for: .statusBar)`) and shows no window. Without this modifier, a page
    /// that draws its own bar leaves the status bar to the app (`onStatusBarStyleChange`).
    public func profileStatusBar() -> some View {
        environment(\.profilePageSetsStatusBar, true)
    }
}

/// Whether the profile pages here set the status bar's style (`profileStatusBar()`).
@available(iOS 18.0, *)
struct ProfilePageSetsStatusBarKey: EnvironmentKey {
    static let defaultValue = false
}

@available(iOS 18.0, *)
extension EnvironmentValues {
    /// Whether the profile pages here set the status bar's style (`profileStatusBar()`).
    var profilePageSetsStatusBar: Bool {
        get { self[ProfilePageSetsStatusBarKey.self] }
        set { self[ProfilePageSetsStatusBarKey.self] = newValue }
    }
}

/// Shows the page's status bar style in a window of its own above the app's while the page is in a
/// window (``PageTree/showsStatusBarWindow(appAsked:systemSetsStatusBar:pageInWindow:)``), and takes
/// the window away when the page leaves its window (popped, or covered by a pushed screen).
@available(iOS 18.0, *)
@MainActor
struct StatusBarWindowHost: UIViewRepresentable {
    /// The status bar style the page asks for.
    let style: UIStatusBarStyle

    func makeUIView(context: Context) -> HostView {
        HostView(style: style)
    }

    func updateUIView(_ view: HostView, context: Context) {
        view.style = style
    }

    /// A zero-size view in the page that follows the page in and out of windows.
    final class HostView: UIView {
        var style: UIStatusBarStyle {
            didSet { controller?.style = style }
        }
        private var overlay: UIWindow?
        private var controller: StatusBarStyleController?

        init(style: UIStatusBarStyle) {
            self.style = style
            super.init(frame: .zero)
            isUserInteractionEnabled = false
            isAccessibilityElement = false
        }

        required init?(coder: NSCoder) { nil }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            let shows = PageTree.showsStatusBarWindow(appAsked: true, systemSetsStatusBar: IOS27Bars.setsStatusBar,
                                                      pageInWindow: window != nil)
            if shows, let window, let scene = window.windowScene {
                guard overlay?.windowScene !== scene else { return }
                removeWindow()
                // https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
                let overlay = PassthroughWindow(windowScene: scene)
                let controller = StatusBarStyleController(style: style, appWindow: window)
                overlay.rootViewController = controller
                // Just above the app's window (https://developer.apple.com/documentation/uikit/uiwindow/windowlevel):
                // below alerts and the keyboard; never made key, so the app's window keeps the keyboard focus.
                overlay.windowLevel = UIWindow.Level(rawValue: window.windowLevel.rawValue + 1)
                overlay.backgroundColor = .clear
                overlay.accessibilityElementsHidden = true
                overlay.isHidden = false
                self.overlay = overlay
                self.controller = controller
            } else if !shows {
                removeWindow()
            }
        }

        /// Hides and releases the page's window (the status bar is the app's again).
        func removeWindow() {
            overlay?.isHidden = true
            overlay?.rootViewController = nil
            overlay = nil
            controller = nil
        }
    }
}

/// A window that takes no touch: every touch goes to the windows under it (a nil hit test,
/// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)).
@available(iOS 18.0, *)
final class PassthroughWindow: UIWindow {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}

/// The page's window's view controller: it gives the status bar the page's style
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredstatusbarstyle, updated
/// with `setNeedsStatusBarAppearanceUpdate()`), and the app window's root view controller's
/// orientations and status bar visibility, so the window changes nothing else.
@available(iOS 18.0, *)
final class StatusBarStyleController: UIViewController {
    var style: UIStatusBarStyle {
        didSet { if style != oldValue { setNeedsStatusBarAppearanceUpdate() } }
    }
    private weak var appWindow: UIWindow?

    init(style: UIStatusBarStyle, appWindow: UIWindow) {
        self.style = style
        self.appWindow = appWindow
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let view = UIView()
        view.backgroundColor = .clear
        view.isUserInteractionEnabled = false
        self.view = view
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { style }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/prefersstatusbarhidden
    override var prefersStatusBarHidden: Bool {
        appWindow?.rootViewController?.prefersStatusBarHidden ?? false
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        appWindow?.rootViewController?.supportedInterfaceOrientations ?? .all
    }
}
#endif
