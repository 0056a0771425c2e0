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
    /// shows, while it is in a window under the status bar, a window of its own just above the app's —
    /// clear, taking no touch, hidden from VoiceOver — whose view controller gives the status bar style
    /// (`preferredStatusBarStyle`); whether the status bar is hidden and the orientations stay the
    /// app's controller's on top. Which window's controller the system asks is not documented: that
    /// the page's does is what other libraries' windows observe, and a device must confirm it. Built
    /// with iOS 27's SDK and running there, the page sets the status bar with the system's own
    /// modifier (`toolbarColorScheme(_:for: .statusBar)`) and shows no window. Without this modifier, a
    /// page that draws its own bar leaves the status bar to the app (`onStatusBarStyleChange`).
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
/// window under the status bar (``PageTree/showsStatusBarWindow(appAsked:systemSetsStatusBar:pageInWindow:statusBarOverPage:)``),
/// and takes the window away when the page leaves its window (popped, or covered by a pushed screen)
/// or the status bar no longer lies over it. Not on a Mac (Mac Catalyst, an iPad app on a Mac): no
/// status bar there.
@available(iOS 18.0, *)
@MainActor
struct StatusBarWindowHost: UIViewRepresentable {
    /// The status bar style the page asks for.
    let style: UIStatusBarStyle
    /// Whether the status bar lies over the page.
    let statusBarOverPage: Bool

    func makeUIView(context: Context) -> HostView {
        HostView(style: style, statusBarOverPage: statusBarOverPage)
    }

    func updateUIView(_ view: HostView, context: Context) {
        view.style = style
        view.statusBarOverPage = statusBarOverPage
    }

    /// A zero-size view in the page that follows the page in and out of windows.
    final class HostView: UIView {
        var style: UIStatusBarStyle {
            didSet { controller?.style = style }
        }
        var statusBarOverPage: Bool {
            didSet { if statusBarOverPage != oldValue { update() } }
        }
        private var overlay: UIWindow?
        private var controller: StatusBarStyleController?

        init(style: UIStatusBarStyle, statusBarOverPage: Bool) {
            self.style = style
            self.statusBarOverPage = statusBarOverPage
            super.init(frame: .zero)
            isUserInteractionEnabled = false
            isAccessibilityElement = false
        }

        required init?(coder: NSCoder) { nil }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            update()
        }

        /// Shows, moves or takes away the page's window as the page's place says.
        private func update() {
            let onMac = ProcessInfo.processInfo.isMacCatalystApp || ProcessInfo.processInfo.isiOSAppOnMac
            let shows = !onMac && PageTree.showsStatusBarWindow(
                appAsked: true, systemSetsStatusBar: IOS27Bars.setsStatusBar, pageInWindow: window != nil,
                statusBarOverPage: statusBarOverPage)
            guard shows, let window, let scene = window.windowScene else {
                removeWindow()
                return
            }
            if overlay?.windowScene === scene, controller?.appWindow === window { return }
            removeWindow()
            // https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
            let overlay = PassthroughWindow(windowScene: scene)
            let controller = StatusBarStyleController(style: style, appWindow: window)
            overlay.rootViewController = controller
            // Just above the app's window (https://developer.apple.com/documentation/uikit/uiwindow/windowlevel),
            // so above what the app presents in it too (a sheet over the page keeps the page's style);
            // never made key, so the app's window keeps the keyboard focus.
            overlay.windowLevel = UIWindow.Level(rawValue: window.windowLevel.rawValue + 1)
            overlay.backgroundColor = .clear
            overlay.accessibilityElementsHidden = true
            overlay.isHidden = false
            self.overlay = overlay
            self.controller = controller
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
/// with `setNeedsStatusBarAppearanceUpdate()`), and asks the app window's controller on top — the
/// one presented last, or the child its container names for the status bar — whether the status bar
/// is hidden and which orientations are supported, so the window changes neither.
@available(iOS 18.0, *)
final class StatusBarStyleController: UIViewController {
    var style: UIStatusBarStyle {
        didSet { if style != oldValue { setNeedsStatusBarAppearanceUpdate() } }
    }
    private(set) weak var appWindow: UIWindow?

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

    /// The app window's controller on top: its root's last presented controller
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller).
    private var appController: UIViewController? {
        var top = appWindow?.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        return top
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/prefersstatusbarhidden, as
    /// the app's controller on top says (following `childForStatusBarHidden`).
    override var prefersStatusBarHidden: Bool {
        var controller = appController
        while let child = controller?.childForStatusBarHidden { controller = child }
        return controller?.prefersStatusBarHidden ?? false
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        appController?.supportedInterfaceOrientations ?? .all
    }
}
#endif
