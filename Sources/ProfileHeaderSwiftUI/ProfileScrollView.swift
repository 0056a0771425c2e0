#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import ProfileHeaderCore
import SwiftUI

/// What the header shows: the banner, the avatar, the bar title and the app's bar buttons (back,
/// more). The page places each where the engine says; the bar buttons sit in the bar's strip,
/// square, as tall as the bar, and take taps at every offset.
@available(iOS 18.0, *)
@MainActor
public struct ProfileHeaderContent<Banner: View, Avatar: View, Leading: View, Trailing: View> {
    let title: Text
    let banner: Banner
    let avatar: Avatar
    let leading: Leading
    let trailing: Trailing
    /// The round backdrop behind each bar button while the bar is over the banner, or nil for none.
    var barButtonBackdrop: Color?

    /// Header content with bar buttons.
    ///
    /// - Parameters:
    ///   - title: the bar title (usually the profile's name); it arrives from below once the name
    ///     in the details has scrolled under the bar.
    ///   - banner: the banner picture, drawn to fill (`Image("banner").resizable().scaledToFill()`).
    ///   - avatar: the avatar picture, clipped to a circle.
    ///   - leading: the bar's leading button (a back button), or `EmptyView()`.
    ///   - trailing: the bar's trailing button (a more button), or `EmptyView()`.
    public init(title: Text, @ViewBuilder banner: () -> Banner, @ViewBuilder avatar: () -> Avatar,
                @ViewBuilder leading: () -> Leading, @ViewBuilder trailing: () -> Trailing) {
        self.title = title
        self.banner = banner()
        self.avatar = avatar()
        self.leading = leading()
        self.trailing = trailing()
    }

    /// The same content with a round backdrop of `color` behind each bar button while the bar is
    /// over the banner, as on the X profile (for example `.black.opacity(0.55)`): it fades out as the
    /// title arrives, with the engine's `ProfilePageFrame.barButtonBackdropAlpha`. Before iOS 26 only:
    /// from iOS 26 each bar button is Liquid Glass, as the system's are, and draws no backdrop.
    public func barButtonBackdrop(_ color: Color) -> Self {
        var content = self
        content.barButtonBackdrop = color
        return content
    }
}

@available(iOS 18.0, *)
extension ProfileHeaderContent where Leading == EmptyView, Trailing == EmptyView {
    /// Header content without bar buttons.
    public init(title: Text, @ViewBuilder banner: () -> Banner, @ViewBuilder avatar: () -> Avatar) {
        self.init(title: title, banner: banner, avatar: avatar, leading: { EmptyView() }, trailing: { EmptyView() })
    }
}

/// A profile page: one header over tabs that each scroll on their own, driven by the page engine
/// (`ProfilePage`), one engine call per frame.
///
/// ```swift
/// ProfileScrollView(page: page, selection: $tab, onRefresh: { await model.reload() }) {
///     ProfileHeaderContent(title: Text("Ada")) {
///         Image("banner").resizable().scaledToFill()
///     } avatar: {
///         Image("ada").resizable().scaledToFill()
///     } leading: {
///         Button("Back", systemImage: "chevron.backward") { dismiss() }
///     } trailing: {
///         Menu("More", systemImage: "ellipsis") { … }
///     }
/// } details: {
///     ProfileDetails()                     // any height: measured and given to the engine
/// } tabBar: {
///     HStack(spacing: 0) {                 // your tab bar: tabs of equal width
///         ForEach(Array(["Posts", "Replies", "Media"].enumerated()), id: \.offset) { index, title in
///             Button(title) { tab = index }.frame(maxWidth: .infinity)
///         }
///     }
/// } content: { tab in
///     LazyVStack { ForEach(posts[tab]) { PostRow(post: $0) } }
/// }
/// ```
///
/// - Each tab is its own vertical `ScrollView` with its own `ScrollPosition`, side by side in a
///   horizontal pager the engine drives: a tab keeps where it was, a swipe follows the finger (one
///   page per fling), and the header — drawn over the pager, outside every scroll view — stays
///   exactly still. A change of `selection` (a tap in your tab bar) glides the pager there (at once
///   under Reduce Motion); a tap while the header springs back from a pull or a refresh holds it
///   waits until it is back; not while a finger scrolls the list. In the page's own strip
///   (`tabTitles:`), a tap on the selected tab scrolls its list back to its first row under the
///   pinned header, and a second one expands the header (a tab bar of your own writes `selection`,
///   which does not change on a tap of the selected tab: the page cannot hear that tap).
/// - The page starts on `selection`, and writes it when another tab becomes the active one.
/// - Put your content in a `LazyVStack` (or `VStack`, `LazyVGrid`): the page gives it the scroll
///   view. A `List` is a scroll view of its own and cannot go inside one.
/// - Scrolling re-evaluates none of your closures: they are called in this view's `body`, which
///   reads nothing that changes per frame; see ``ProfileScrollDiagnostics``.
@available(iOS 18.0, *)
@MainActor
public struct ProfileScrollView<Banner: View, Avatar: View, Leading: View, Trailing: View,
                                Details: View, TabBar: View, Content: View>: View {
    private let page: ProfilePage
    private let selection: Binding<Int>
    private let onRefresh: (@MainActor () async -> Void)?
    private let onStatusBarStyleChange: (@MainActor (UIStatusBarStyle) -> Void)?
    private let header: () -> ProfileHeaderContent<Banner, Avatar, Leading, Trailing>
    private let details: () -> Details
    private let tabBar: () -> TabBar
    private let content: (Int) -> Content
    /// Holds the page's model, made on the first body evaluation and kept for the view's life: a
    /// `State`'s initial value is built on every initialization of this view by its parent and
    /// thrown away after the first (https://developer.apple.com/documentation/swiftui/state), so the
    /// value kept there is a box without a driver, cheap to throw away.
    @State private var storage = PageModelStorage()
    /// The tab to start on, for the model made by the first body evaluation.
    private let initialSelection: Int
    /// The app's moves of the header (``headerRequest(_:)``).
    private var headerRequest = ProfileHeaderRequest()
    /// The app keeps the header collapsed (``keepsHeaderCollapsed(_:animated:)``), and whether a
    /// header not collapsed yet collapses animated.
    private var keepsHeaderCollapsed = false
    private var keepsHeaderCollapsedAnimated = true
    /// Whether the app lets the scroll views here scroll (its own `scrollDisabled` around the page):
    /// the tabs keep the app's setting whatever the pager's says.
    @Environment(\.isScrollEnabled) private var appAllowsScrolling
    /// The refresh action of a `refreshable` around the page (nil without one): the page runs it
    /// when it has no `onRefresh`, and keeps it from the tabs' scroll views.
    @Environment(\.refresh) private var ancestorRefresh
    /// Whether the app asked the page to set the status bar (`profileStatusBar()`).
    @Environment(\.profilePageSetsStatusBar) private var setsStatusBar

    /// A profile page.
    ///
    /// - Parameters:
    ///   - page: the page: its design (adapted to the device by the engine), tab count (at least
    ///     one: `ProfilePage.tabbed`), refresh and snapping.
    ///   - selection: the selected tab; your tab bar writes it, a swipe writes it when it settles.
    ///   - onRefresh: the refresh action, run when a pull is released past the threshold (with
    ///     `page.refreshes`); the engine's spinner shows over the banner while it runs and the page
    ///     springs back when it returns. Without it, the action of a `refreshable` around the page
    ///     runs the same way (`ProfileScrollView(…).refreshable { await model.reload() }`), once per
    ///     pull: the page keeps it from its tabs' scroll views, which would otherwise run it again.
    ///   - onStatusBarStyleChange: the status bar style that reads over the page (the engine's: light
    ///     while the banner or the pinned bar lies under the status bar), first when the page appears
    ///     and then whenever it changes.
    ///     SwiftUI sets no status bar style from inside a view; apply it where your app can: return it
    ///     from `preferredStatusBarStyle` of the `UIHostingController` that shows the page and call
    ///     `setNeedsStatusBarAppearanceUpdate()`, or with a navigation bar whose background is
    ///     visible, `toolbarColorScheme` (respected "only ... while a background is visible",
    ///     https://developer.apple.com/documentation/swiftui/view/toolbarcolorscheme(_:for:)).
    ///   - header: the header's content.
    ///   - details: the profile details between the banner and the tab bar, of any height.
    ///   - tabBar: the tab bar (`tabBarHeight` points tall, tabs of equal width); the page draws the
    ///     selection indicator under it. For label-width tabs that scroll, give titles instead:
    ///     ``init(page:selection:tabTitles:onRefresh:onStatusBarStyleChange:header:details:content:)``.
    ///   - content: the content of a tab.
    public init(page: ProfilePage, selection: Binding<Int>, onRefresh: (@MainActor () async -> Void)? = nil,
                onStatusBarStyleChange: (@MainActor (UIStatusBarStyle) -> Void)? = nil,
                header: @escaping () -> ProfileHeaderContent<Banner, Avatar, Leading, Trailing>,
                @ViewBuilder details: @escaping () -> Details,
                @ViewBuilder tabBar: @escaping () -> TabBar,
                @ViewBuilder content: @escaping (Int) -> Content) {
        self.page = page
        self.selection = selection
        self.onRefresh = onRefresh
        self.onStatusBarStyleChange = onStatusBarStyleChange
        self.header = header
        self.details = details
        self.tabBar = tabBar
        self.content = content
        // The app's selection is where the page starts.
        initialSelection = selection.wrappedValue
    }

    /// A profile page whose tab bar the page draws: one button per title at the engine's tab frames
    /// (``ProfileTabStrip``). With `ProfilePage.tabbed(design:scrollableTabs:refreshes:snapping:pinnedHeader:)`
    /// the buttons are as wide as their titles and the strip scrolls to keep the selected one in view,
    /// as in the X app; with `tabbed(design:tabCount:…)` they share the bar equally.
    ///
    /// - Parameters:
    ///   - tabTitles: one title per tab. For label-width tabs give a page made with
    ///     `scrollableTabs: .titles(n)`: the page measures each title in the strip's font at the
    ///     default text size, and grows them with the user's (localized titles need nothing more).
    ///   - page: the page; its tab count is the number of buttons drawn.
    ///   - selection: the selected tab; a tap in the strip writes it, a swipe writes it when it settles.
    ///   - onRefresh: the refresh action, as in
    ///     ``init(page:selection:onRefresh:onStatusBarStyleChange:header:details:tabBar:content:)``.
    ///   - onStatusBarStyleChange: the status bar style that reads over the page, as there.
    ///   - header: the header's content.
    ///   - details: the profile details between the banner and the tab bar, of any height.
    ///   - content: the content of a tab.
    public init(page: ProfilePage, selection: Binding<Int>, tabTitles: [String],
                onRefresh: (@MainActor () async -> Void)? = nil,
                onStatusBarStyleChange: (@MainActor (UIStatusBarStyle) -> Void)? = nil,
                header: @escaping () -> ProfileHeaderContent<Banner, Avatar, Leading, Trailing>,
                @ViewBuilder details: @escaping () -> Details,
                @ViewBuilder content: @escaping (Int) -> Content) where TabBar == ProfileTabStrip {
        // Label-width tabs are as wide as the titles drawn: the page measures them.
        self.init(page: page.measuringTabLabels(ProfileTabStrip.labelWidths(tabTitles)), selection: selection,
                  onRefresh: onRefresh, onStatusBarStyleChange: onStatusBarStyleChange,
                  header: header, details: details, tabBar: { ProfileTabStrip(titles: tabTitles, selection: selection) },
                  content: content)
    }

    /// Expands or collapses the header from code: each change of `request` (its
    /// ``ProfileHeaderRequest/expand(animated:)`` or ``ProfileHeaderRequest/collapse(animated:)``)
    /// moves it once, and a request made with `opensAt:` opens the page there.
    public func headerRequest(_ request: ProfileHeaderRequest) -> Self {
        var page = self
        page.headerRequest = request
        return page
    }

    /// Keeps the header collapsed while `keeps` is `true` — a search over the profile's posts, a compose
    /// field — until it is `false` again. A header not collapsed yet collapses, with the page's scroll
    /// spring when `animated` (at once under Reduce Motion); `true` as the page opens, it opens collapsed,
    /// and a new page given while it is `true` is held too. A finger on the page wins: asked under one, the
    /// hold waits for the user's own collapse. Held, every tab starts right under the pinned header (a tab
    /// at its top shows its first row there), a pull at the top is the list's own bounce (no banner, no
    /// refresh), an expand from ``headerRequest(_:)`` or a re-tap of the selected tab scrolls the list to
    /// its top with the header still collapsed, and nothing on screen jumps. `false` again, nothing moves:
    /// the header comes out as the user scrolls back to the top. Like ``headerRequest(_:)``, apply it to
    /// the `ProfileScrollView` itself, before other modifiers.
    public func keepsHeaderCollapsed(_ keeps: Bool, animated: Bool = true) -> Self {
        var page = self
        page.keepsHeaderCollapsed = keeps
        page.keepsHeaderCollapsedAnimated = animated
        return page
    }

    public var body: some View {
        // This body reads no per-frame state (the model's properties are read only by the layers,
        // the pages and the pager), so a scroll frame never runs it: the app's closures are called
        // here once per creation of this view by the app.
        let model = storage.model(page: page, selection: initialSelection)
        let selection = selection
        let refreshHandler = PageTree.refreshHandler(givesOnRefresh: onRefresh != nil,
                                                     ancestorRefreshable: ancestorRefresh != nil)
        switch refreshHandler {
        case .onRefresh: model.refreshAction = onRefresh
        case .ancestorsRefreshable:
            if let ancestorRefresh { model.refreshAction = { await ancestorRefresh() } }
        case .none: model.refreshAction = nil
        }
        let shadowsRefresh = PageTree.tabsShadowRefresh(ancestorRefreshable: ancestorRefresh != nil,
                                                        pageRefreshes: page.refreshes)
        model.statusBarStyleChanged = onStatusBarStyleChange
        model.selectTab = { selection.wrappedValue = $0 }
        let tabCount = max(1, page.tabCount)
        ProfileScrollDiagnostics.contentEvaluations += 3 + tabCount
        let contents = (0..<tabCount).map { content($0) }
        return ZStack(alignment: .topLeading) {
            // VoiceOver reads the header (name, details, tab bar) before the rows under it: each is
            // an element of its own at the page's level, which the sort priority orders.
            Pager(model: model, contents: contents, appAllowsScrolling: appAllowsScrolling,
                  rowsRefresh: shadowsRefresh ? ancestorRefresh : nil)
                .modifier(RefreshShadow(active: shadowsRefresh))
                .accessibilityElement(children: .contain)
                .accessibilitySortPriority(PageTree.pagerAccessibilitySortPriority)
            HeaderLayers(model: model, header: header(), details: details(), tabBar: tabBar(),
                         contentGeneration: model.nextContentGeneration())
                .accessibilityElement(children: .contain)
                .accessibilitySortPriority(PageTree.headerAccessibilitySortPriority)
            AnimationDriver(model: model)
            if setsStatusBar {
                StatusBarStyleReader(model: model)
            }
        }
        .accessibilityElement(children: .contain)
        .modifier(RefreshAccessibilityAction(model: model, offered: page.refreshes && refreshHandler != .none))
        // Edge to edge on every side, in portrait and landscape: the engine keeps the header's
        // content inside the safe areas it is given. Only the container's safe area is ignored, so
        // the keyboard's still insets the lists ("The safe area matching the current extent of any
        // software keyboard", https://developer.apple.com/documentation/swiftui/safearearegions/keyboard).
        .ignoresSafeArea(SafeAreaRegions(PageTree.ignoredSafeAreaRegions), edges: .all)
        // The device's safe area, read outside the region the page ignores.
        .background { LayoutReader(model: model) }
        .background { SelectionWatcher(model: model, selection: selection) }
        .modifier(KeptNavigationBar(model: model))
        .onChange(of: page) { model.adopt(page) }
        // The app's request as the page opens (not animated: where it opens), then each change.
        .onChange(of: headerRequest, initial: true) { old, new in
            model.headerRequested(new, opening: old == new)
        }
        // The app's hold as the page opens (not animated: it opens collapsed), then each change.
        .onChange(of: keepsHeaderCollapsed, initial: true) { old, new in
            model.headerHoldChanged(to: new, animated: keepsHeaderCollapsedAnimated, opening: old == new)
        }
        .onAppear { model.appeared() }
    }
}

/// A profile page with one list and no tab bar.
@available(iOS 18.0, *)
extension ProfileScrollView where TabBar == EmptyView {
    /// A profile page with one list and no tab bar: the header (banner, avatar, bar) and your details
    /// above the list, which collapse as it scrolls until only the bar stays.
    ///
    /// - Parameters:
    ///   - page: the page: `ProfilePage.singleList(design:refreshes:snapping:pinnedHeader:)` (a page
    ///     with tabs is shown as a single list of its design, refresh, snapping and pinned header).
    ///   - onRefresh: the refresh action, as in
    ///     ``init(page:selection:onRefresh:onStatusBarStyleChange:header:details:tabBar:content:)``.
    ///   - onStatusBarStyleChange: the status bar style that reads over the page, as there.
    ///   - header: the header's content.
    ///   - details: the profile details between the banner and the list, of any height.
    ///   - content: the list's content (a `LazyVStack` of rows, for example).
    public init(page: ProfilePage, onRefresh: (@MainActor () async -> Void)? = nil,
                onStatusBarStyleChange: (@MainActor (UIStatusBarStyle) -> Void)? = nil,
                header: @escaping () -> ProfileHeaderContent<Banner, Avatar, Leading, Trailing>,
                @ViewBuilder details: @escaping () -> Details,
                @ViewBuilder content: @escaping () -> Content) {
        let single = page.tabCount == 1 && page.contentStart == .belowTabBar && page.scrollableTabs == nil
            && page.design.tabBarHeight == 0 ? page
            : ProfilePage.singleList(design: page.design, refreshes: page.refreshes, snapping: page.snapping,
                                     pinnedHeader: page.pinnedHeader)
        self.init(page: single, selection: .constant(0), onRefresh: onRefresh, onStatusBarStyleChange: onStatusBarStyleChange,
                  header: header, details: details, tabBar: { EmptyView() }, content: { _ in content() })
    }
}

/// A kept navigation bar's background and colour scheme (``PageTree/keptBarBackground``).
@available(iOS 18.0, *)
struct KeptBarBackground: ViewModifier {
    let isDark: Bool

    func body(content: Content) -> some View {
        switch PageTree.keptBarBackground {
        case .visibleClear:
            content
                .toolbarBackground(Color.clear, for: .navigationBar)
                .toolbarBackgroundVisibility(.visible, for: .navigationBar)
                .toolbarColorScheme(isDark ? .dark : nil, for: .navigationBar)
        case .hidden:
            content.toolbarBackgroundVisibility(.hidden, for: .navigationBar)
        }
    }
}

/// VoiceOver's "Refresh" action on the page, where a pull refreshes: the same refresh, spinner and
/// all, for someone who cannot see to pull (https://developer.apple.com/documentation/swiftui/view/accessibilityaction(named:_:)-6t20v).
@available(iOS 18.0, *)
struct RefreshAccessibilityAction: ViewModifier {
    let model: PageModel
    let offered: Bool

    func body(content: Content) -> some View {
        if offered {
            content.accessibilityAction(named: Text("Refresh")) { model.refreshRequested() }
        } else {
            content
        }
    }
}

/// What the page sets on a `NavigationStack`'s bar kept over it (the default: the app pushes the page
/// and leaves the bar shown, so the system's Back and swipe back stay). The bar is the header's
/// collapsed bar (the page measures it: ``StatusBarProbe``):
/// - a clear background, shown (https://developer.apple.com/documentation/swiftui/view/toolbarbackground(_:for:),
///   https://developer.apple.com/documentation/swiftui/view/toolbarbackgroundvisibility(_:for:)): the
///   banner shows through it, and once pinned the header's blurred banner lies under it; shown, so
///   the bar's colour scheme is respected ("only ... while a background is visible",
///   https://developer.apple.com/documentation/swiftui/view/toolbarcolorscheme(_:for:)): dark while
///   the banner or the pinned bar lies under the status bar (light status bar text and items in light
///   mode too: ``PageTree/barSchemeIsDark(for:)``), the system's otherwise;
/// - an inline title, whatever the screen before it uses (a large title would make the bar the
///   header collapses to three times as tall;
///   https://developer.apple.com/documentation/swiftui/view/navigationbartitledisplaymode(_:));
/// - on iOS 27, never minimized by the system (``IOS27Bars``): the page and the
///   system never move the same bar.
/// A bar the app hides (`toolbar(.hidden, for: .navigationBar)`) gives none of this any effect: the
/// page then draws its own bar.
@available(iOS 18.0, *)
struct KeptNavigationBar: ViewModifier {
    let model: PageModel

    func body(content: Content) -> some View {
        content
            .modifier(KeptBarBackground(isDark: model.barSchemeIsDark))
            .navigationBarTitleDisplayMode(.inline)
            .modifier(IOS27Bars(statusBarIsDark: model.barSchemeIsDark))
    }
}

/// What the page asks of iOS 27's bars, in one place (compiled only with an SDK that has them: Swift
/// 6.4 and the 27.0 SDK; nothing before iOS 27):
/// - the navigation bar never minimized by the system
///   (https://developer.apple.com/documentation/swiftui/view/toolbarminimizationbehavior(_:for:), an
///   app's opt-in that also adjusts the safe area as the bar shrinks), wherever the library drives
///   that bar: the kept bar the header collapses to, the bar `shySystemBars` hides;
/// - with `statusBarIsDark`, the status bar's style straight from the page, whoever draws the bar
///   (`toolbarColorScheme(_:for:)` with the `.statusBar` placement, "to specify the preferred status
///   bar style": https://developer.apple.com/documentation/swiftui/toolbarplacement/statusbar): the
///   dark scheme, light text, while the banner or the pinned bar lies under it. Before iOS 27 a kept
///   bar's scheme sets it, and a page drawing its own bar tells the app (`onStatusBarStyleChange`).
@available(iOS 18.0, *)
struct IOS27Bars: ViewModifier {
    /// The page's status bar scheme (nil: leave the status bar alone).
    var statusBarIsDark: Bool?

    /// Whether the page sets the status bar with the system's modifier: running on iOS 27, built with
    /// its SDK.
    static var setsStatusBar: Bool {
        #if compiler(>=6.4) || PROFILE_HEADER_APPLE_MODEL || PROFILE_HEADER_IOS27_TRANSCRIBED
        if #available(iOS 27.0, *) { return true }
        #endif
        return false
    }

    func body(content: Content) -> some View {
        #if compiler(>=6.4) || PROFILE_HEADER_APPLE_MODEL || PROFILE_HEADER_IOS27_TRANSCRIBED
        if #available(iOS 27.0, *) {
            let held = content.toolbarMinimizationBehavior(.never, for: .navigationBar)
            if let statusBarIsDark {
                held.toolbarColorScheme(statusBarIsDark ? .dark : nil, for: .statusBar)
            } else {
                held
            }
        } else {
            content
        }
        #else
        content
        #endif
    }
}

/// The box ``ProfileScrollView`` keeps in its `State`: the page's model, made once, when first asked
/// for (not observed: making it invalidates nothing).
@available(iOS 18.0, *)
@MainActor
final class PageModelStorage {
    private var made: PageModel?

    /// The page's model, made now for `page` starting on tab `selection` if it was not yet.
    func model(page: ProfilePage, selection: Int) -> PageModel {
        if let made { return made }
        let model = PageModel(page: page, selection: selection)
        made = model
        return model
    }
}

// The tree's data (PageTree) as SwiftUI's types (unit conversion).
extension SafeAreaRegions {
    init(_ regions: [PageTree.SafeAreaRegion]) {
        self = regions.reduce(into: []) { set, region in
            switch region {
            case .container: set.insert(.container)
            case .keyboard: set.insert(.keyboard)
            }
        }
    }
}

extension Axis.Set {
    init(_ axes: [PageTree.Axis]) {
        self = axes.reduce(into: []) { set, axis in
            switch axis {
            case .horizontal: set.insert(.horizontal)
            case .vertical: set.insert(.vertical)
            }
        }
    }
}

// MARK: - The pager and the tabs

/// The tabs side by side in a horizontal scroll view. Where a swipe comes to rest, and where the
/// pager glides after a tap in the tab bar, is the engine's (`ProfilePage.frame`): one page per fling,
/// the nearest tab after a slow release, a jump under Reduce Motion, no swipe while the header is
/// pulled.
@available(iOS 18.0, *)
@MainActor
struct Pager<Content: View>: View {
    let model: PageModel
    let contents: [Content]
    let appAllowsScrolling: Bool
    /// The app's own refresh action, given back to its rows under the pager's empty one (nil: leave
    /// the rows' environment alone).
    let rowsRefresh: RefreshAction?

    var body: some View {
        let model = model
        let tabs = model.tabs
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<min(contents.count, tabs.count), id: \.self) { tab in
                    TabPage(model: model, tab: tab, scroll: tabs[tab], content: contents[tab],
                            appAllowsScrolling: appAllowsScrolling, rowsRefresh: rowsRefresh)
                        .containerRelativeFrame(.horizontal)
                }
            }
        }
        .scrollPosition(Binding(get: { model.pagerPosition }, set: { model.pagerPosition = $0 }))
        .scrollTargetBehavior(PagerReleaseBehavior(model: model))
        // Hides the pager's own indicator only: the environment carries each axis apart
        // (https://developer.apple.com/documentation/swiftui/view/scrollindicators(_:axes:): "applies
        // the preferred visibility to any scrollable content within a view hierarchy"), so the tabs
        // keep their vertical ones.
        .scrollIndicators(.hidden, axes: Axis.Set(PageTree.pagerHiddenIndicatorAxes))
        .scrollDisabled(!model.pagerTakesSwipes)
        .onScrollGeometryChange(for: Double.self) { geometry in
            // The pager's position in pages (unit conversion).
            Double(geometry.contentOffset.x / max(geometry.containerSize.width, 1))
        } action: { _, position in
            model.pagerScrolled(to: position)
        }
        .onScrollPhaseChange { _, phase in
            model.pagerPhaseChanged(to: phase)
        }
    }
}

/// One tab: its own vertical scroll view, position and margins. Its body reads only its
/// ``TabScroll`` (written rarely) and holds the app's content as a built value.
@available(iOS 18.0, *)
@MainActor
struct TabPage<Content: View>: View {
    let model: PageModel
    let tab: Int
    let scroll: TabScroll
    let content: Content
    let appAllowsScrolling: Bool
    let rowsRefresh: RefreshAction?
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
        let model = model
        let tab = tab
        let scroll = scroll
        let writes = scroll.writes
        let sides = model.sideInsets
        let scrollView = ScrollView(.vertical) {
            VStack(spacing: 0) {
                Color.clear.frame(height: writes.spacerHeight)
                // The settings the page gives its own scroll views travel through the environment to
                // any scroll view inside your rows (a carousel): they stop here.
                content.modifier(ScrollDefaultsForAppContent(refresh: rowsRefresh))
            }
            .frame(maxWidth: .infinity, alignment: .top)
            .overlay(alignment: .topLeading) { TabBlocker(scroll: scroll) }
        }
        return scrollView
        // `scrollDisabled` travels through the environment to every scroll view inside
        // (https://developer.apple.com/documentation/swiftui/view/scrolldisabled(_:)): the pager's
        // must not reach the tabs. How a descendant's `scrollDisabled(false)` combines with it is not
        // documented (for `disabled(_:)` the ancestor wins), so each tab writes the value itself
        // (https://developer.apple.com/documentation/swiftui/environmentvalues/isscrollenabled, which
        // has a setter): a pull never stops when the pager stops taking swipes.
        .modifier(TabScrollEnabling(appAllowsScrolling: appAllowsScrolling))
        .modifier(TopEdgeEffect(hidden: model.topEdgeEffectHidden))
        .scrollPosition(Binding(get: { scroll.position }, set: { scroll.position = $0 }))
        .modifier(TabMargins(writes: writes, sides: sides.edgeInsets(isRightToLeft: layoutDirection == .rightToLeft)))
        .scrollTargetBehavior(PageReleaseBehavior(model: model, tab: tab))
        .onScrollGeometryChange(for: TabScrollGeometry.self, of: TabScrollGeometry.init) { _, geometry in
            model.tabScrolled(tab, geometry)
        }
        .onScrollPhaseChange { _, newPhase, context in
            model.tabPhaseChanged(tab, to: newPhase, velocityY: context.velocity.map { Double($0.dy) })
        }
    }
}

@available(iOS 18.0, *)
extension TabScrollGeometry {
    /// What a tab reports of SwiftUI's scroll geometry (unit conversion).
    init(_ geometry: ScrollGeometry) {
        self.init(contentOffsetY: Double(geometry.contentOffset.y), contentHeight: Double(geometry.contentSize.height),
                  containerHeight: Double(geometry.containerSize.height),
                  contentInsetTop: Double(geometry.contentInsets.top),
                  contentInsetBottom: Double(geometry.contentInsets.bottom))
    }
}

/// A tab's content and indicator margins, as the driver wrote them; the rows keep inside the side
/// safe areas (landscape), which the page ignores.
@available(iOS 18.0, *)
struct TabMargins: ViewModifier {
    let writes: TabWrites
    let sides: EdgeInsets

    func body(content: Content) -> some View {
        content
            .contentMargins(.top, writes.contentMarginTop, for: .scrollContent)
            .contentMargins(.bottom, writes.contentMarginBottom, for: .scrollContent)
            .contentMargins(.top, writes.indicatorMarginTop, for: .scrollIndicators)
            .contentMargins(.bottom, writes.indicatorMarginBottom, for: .scrollIndicators)
            .contentMargins(.leading, sides.leading, for: .scrollContent)
            .contentMargins(.trailing, sides.trailing, for: .scrollContent)
    }
}

/// Keeps a tab as scrollable as the app lets it, whatever the pager's `scrollDisabled` says
/// (``PageTree/tabScrollEnabling``).
@available(iOS 18.0, *)
struct TabScrollEnabling: ViewModifier {
    let appAllowsScrolling: Bool

    func body(content: Content) -> some View {
        switch PageTree.tabScrollEnabling {
        case .writesIsScrollEnabled:
            content.environment(\.isScrollEnabled, PageTree.tabScrollEnabled(appAllowsScrolling: appAllowsScrolling))
        case .scrollDisabledFalse: content.scrollDisabled(false)
        }
    }
}

/// An empty refresh action of the pager's own, nearer than a `refreshable` around the page, for the
/// pager's and the tabs' scroll views (``PageTree/tabsShadowRefresh(ancestorRefreshable:pageRefreshes:)``):
/// the page runs the app's action, once, with its own spinner over the banner.
@available(iOS 18.0, *)
struct RefreshShadow: ViewModifier {
    let active: Bool

    func body(content: Content) -> some View {
        if active {
            content.refreshable {}
        } else {
            content
        }
    }
}

/// iOS 26's top scroll edge effect on a tab (https://developer.apple.com/documentation/swiftui/view/scrolledgeeffecthidden(_:for:)):
/// hidden over the banner; under a kept navigation bar shown once the header is pinned, so the bar's
/// glass items stay readable over the rows (the engine's ``ProfilePageFrame/topEdgeEffectHidden``).
@available(iOS 18.0, *)
struct TopEdgeEffect: ViewModifier {
    let hidden: Bool

    func body(content: Content) -> some View {
        if #available(iOS 26.0, *) {
            content.scrollEdgeEffectHidden(hidden, for: .top)
        } else {
            content
        }
    }
}

/// SwiftUI's defaults back for the app's own scroll views inside a tab: no content margins, no
/// scroll target behavior, the app's own refresh action, indicators shown (the pager hides its horizontal one, and
/// `scrollIndicators` "applies the preferred visibility to any scrollable content within a view
/// hierarchy", https://developer.apple.com/documentation/swiftui/view/scrollindicators(_:axes:)).
@available(iOS 18.0, *)
struct ScrollDefaultsForAppContent: ViewModifier {
    /// The app's own refresh action, back under the pager's empty one (nil: nothing to give back).
    let refresh: RefreshAction?

    func body(content: Content) -> some View {
        content
            .contentMargins(.all, 0, for: .automatic)
            .scrollTargetBehavior(NaturalScrollTarget())
            .scrollIndicators(.automatic, axes: [.horizontal, .vertical])
            .modifier(AppRefreshBack(refresh: refresh))
    }
}

/// The app's `refreshable` action given back to its own views in the rows (a view that reads
/// `refresh` runs the app's action, as it would without the page).
@available(iOS 18.0, *)
struct AppRefreshBack: ViewModifier {
    let refresh: RefreshAction?

    func body(content: Content) -> some View {
        if let refresh {
            content.refreshable { await refresh() }
        } else {
            content
        }
    }
}

/// A scroll target behavior that leaves every target where SwiftUI puts it.
@available(iOS 18.0, *)
struct NaturalScrollTarget: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

/// Covers the part of the active tab's content that the drawn header covers: it takes the taps
/// there (a row under the opaque bar is never pressed by accident) and, being inside the scroll
/// view, lets a drag that starts there scroll.
@available(iOS 18.0, *)
@MainActor
struct TabBlocker: View {
    let scroll: TabScroll

    var body: some View {
        let rect = scroll.blocker
        Color.clear
            .contentShape(Rectangle())
            .onTapGesture {}
            .placed(at: rect)
            .accessibilityHidden(true)
    }
}

/// Where a tab's scroll should end: the engine's answer for a snapping page, worked out by the
/// driver without committing anything (the release is committed when the phase changes), the same
/// for every ask of one release; nil (SwiftUI's end) otherwise. SwiftUI also asks while the content
/// decelerates and when a size changes (https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/updatetarget(_:context:)).
/// The gesture's original target tells the driver the target's coordinates.
@available(iOS 18.0, *)
struct PageReleaseBehavior: ScrollTargetBehavior {
    let model: PageModel
    let tab: Int

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let proposed = Double(target.rect.minY)
        let original = Double(context.originalTarget.rect.minY)
        let velocity = Double(context.velocity.dy)
        // The protocol is not main-actor isolated: SwiftUI asks from the main thread, but should it
        // ever not, SwiftUI's own target stands rather than a trap.
        guard Thread.isMainThread else { return }
        let model = model
        let tab = tab
        let resting = MainActor.assumeIsolated {
            model.released(tab, velocityY: velocity, proposedRectMinY: proposed, originalRectMinY: original)
        }
        if let resting { target.rect.origin.y = resting }
    }
}

/// Where a swipe of the pager comes to rest: one page per fling (the engine's); SwiftUI's own
/// target for a release without velocity, after which the engine springs the pager to the nearest tab.
@available(iOS 18.0, *)
struct PagerReleaseBehavior: ScrollTargetBehavior {
    let model: PageModel

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        // The context's container size is the scroll view's less its insets
        // (https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/containersize);
        // the pager has none, so it is the page's width.
        let width = Double(max(context.containerSize.width, 1))
        let velocity = Double(context.velocity.dx)
        guard Thread.isMainThread else { return }
        let model = model
        let page = MainActor.assumeIsolated { model.pagerReleased(velocityX: velocity) }
        if let page { target.rect.origin.x = page * width }
    }
}

// MARK: - Inputs from outside the scroll views

/// The container's size, safe area and the user's settings, handed to the model synchronously
/// (`onChange(initial: true)`), so the first frame and a rotation are right at once.
@available(iOS 18.0, *)
@MainActor
struct LayoutReader: View {
    let model: PageModel
    @Environment(\.displayScale) private var displayScale
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.accessibilityReduceMotion) private var reducesMotion
    @Environment(\.accessibilityReduceTransparency) private var reducesTransparency
    @ScaledMetric(relativeTo: .headline) private var textScale: Double = 1
    /// What ``StatusBarProbe`` read of the window (nil until it reports).
    @State private var window: WindowReading?

    var body: some View {
        GeometryReader { proxy in
            // `EdgeInsets` is in the layout direction: leading is the right side in right-to-left.
            let isRightToLeft = layoutDirection == .rightToLeft
            let insets = proxy.safeAreaInsets
            let inputs = PageLayoutInputs(
                width: Double(proxy.size.width), height: Double(proxy.size.height),
                safeAreaTop: Double(insets.top), safeAreaBottom: Double(insets.bottom),
                safeAreaLeft: Double(isRightToLeft ? insets.trailing : insets.leading),
                safeAreaRight: Double(isRightToLeft ? insets.leading : insets.trailing),
                statusBarInset: window?.statusBarInset, barSafeAreaLeft: window?.barSafeAreaLeft ?? 0,
                barSafeAreaRight: window?.barSafeAreaRight ?? 0, displayScale: Double(displayScale), textScale: textScale,
                reducesMotion: reducesMotion, reducesTransparency: reducesTransparency,
                isRightToLeft: isRightToLeft)
            Color.clear
                .background { StatusBarProbe { window = $0 } }
                .onChange(of: inputs, initial: true) { model.layoutChanged(inputs) }
        }
    }
}

/// The page's status bar window (``StatusBarWindowHost``), given the style the engine asks for: light
/// text while the banner or the pinned bar lies under the status bar, else the text that reads over
/// the page in its colour scheme (explicit: the page's window does not share the app window's
/// scheme). It reads two properties that change only when that style or the container does.
@available(iOS 18.0, *)
@MainActor
struct StatusBarStyleReader: View {
    let model: PageModel
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        StatusBarWindowHost(style: model.barSchemeIsDark || colorScheme == .dark ? .lightContent : .darkContent,
                            statusBarOverPage: model.statusBarOverPage)
            .frame(width: 0, height: 0)
            .allowsHitTesting(false)
            .accessibilityHidden(true)
    }
}

/// Turns a change of the app's selection (a tap in its tab bar) into a page turn.
@available(iOS 18.0, *)
@MainActor
struct SelectionWatcher: View {
    let model: PageModel
    let selection: Binding<Int>

    var body: some View {
        Color.clear.onChange(of: selection.wrappedValue) { _, tab in model.selectionChanged(to: tab) }
    }
}

/// Sends animation frames while the engine asks for them (``ProfilePageFrame/needsAnimationFrames``),
/// and none otherwise.
@available(iOS 18.0, *)
@MainActor
struct AnimationDriver: View {
    let model: PageModel

    var body: some View {
        TimelineView(.animation(paused: !model.needsAnimationFrames)) { context in
            Color.clear.onChange(of: context.date) { model.tick() }
        }
        .allowsHitTesting(false)
    }
}
#endif
