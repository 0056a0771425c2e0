#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import Observation
import ProfileHeaderCore
import QuartzCore
import SwiftUI
import UIKit

/// One tab's scroll view: its own position (so each tab keeps where it was) and what the page sets
/// on it. Observed only by that tab's page view.
@available(iOS 18.0, *)
@MainActor
final class TabScroll: Observable {
    private let registrar = ObservationRegistrar()

    private var _position = ScrollPosition(edge: .top)
    /// The tab's scroll position; written by the page when the engine says so (and by SwiftUI as the
    /// user scrolls).
    var position: ScrollPosition {
        get { registrar.access(self, keyPath: \.position); return _position }
        set { registrar.withMutation(of: self, keyPath: \.position) { _position = newValue } }
    }

    private var _blocker = Rect.zero
    /// Where the drawn header covers this tab's content, in its content coordinates (zero unless the
    /// page follows this tab): read only by this tab's ``TabBlocker``, so a scroll frame wakes one.
    var blocker: Rect {
        get { registrar.access(self, keyPath: \.blocker); return _blocker }
        set {
            guard newValue != _blocker else { return }
            registrar.withMutation(of: self, keyPath: \.blocker) { _blocker = newValue }
        }
    }

    private var _writes = TabWrites()
    /// The spacer and the content margins the page sets (read by the tab's scroll view modifiers).
    var writes: TabWrites {
        get { registrar.access(self, keyPath: \.writes); return _writes }
        set {
            guard newValue != _writes else { return }
            registrar.withMutation(of: self, keyPath: \.writes) { _writes = newValue }
        }
    }
}

/// The side insets the page's views keep, in points, by physical side.
struct PageSideInsets: Equatable, Sendable {
    var left = 0.0
    var right = 0.0
    var tabButtonsLeft = 0.0
    var tabButtonsRight = 0.0

    /// The app's views' insets as SwiftUI's (leading first, in `direction`).
    func edgeInsets(isRightToLeft: Bool, tabButtons: Bool = false) -> EdgeInsets {
        let (left, right) = tabButtons ? (tabButtonsLeft, tabButtonsRight) : (self.left, self.right)
        return EdgeInsets(top: 0, leading: CGFloat(isRightToLeft ? right : left), bottom: 0,
                          trailing: CGFloat(isRightToLeft ? left : right))
    }
}

/// The page's state for its views, split by who reads it, so that a scroll frame invalidates only
/// what moves:
///
/// - ``frame`` (every frame): read only by the header, tab-bar, indicator and spinner layers — never
///   by a view that builds the app's details, tab bar or tab content; each tab's blocker lives on its
///   ``TabScroll``, so a frame wakes the followed tab's alone.
/// - each ``TabScroll`` (when the engine writes a tab's spacer, margins or position): read by that
///   tab's scroll-view modifiers; each page holds the app's content as a built value, so its body
///   re-running does not call the app's closures.
/// - ``pagerPosition``, ``pagerTakesSwipes`` (when the pager glides or the header is pulled): read by
///   the pager.
///
/// Every decision is the ``PageDriver``'s; this class forwards SwiftUI's callbacks to it
/// (`onScrollGeometryChange`, `onScrollPhaseChange`, `onChange`, the scroll target behaviors — never
/// while a body is computed) and writes what it says to the observed properties, the tabs' scroll
/// positions, the app's selection, the refresh action and VoiceOver.
@available(iOS 18.0, *)
@MainActor
final class PageModel: Observable {
    private let registrar = ObservationRegistrar()

    // MARK: Observed

    private var _frame: ProfilePageFrame?
    /// The engine's latest frame (nil before the first one).
    var frame: ProfilePageFrame? {
        get { registrar.access(self, keyPath: \.frame); return _frame }
        set {
            guard newValue != _frame else { return }
            registrar.withMutation(of: self, keyPath: \.frame) { _frame = newValue }
        }
    }

    private var _needsAnimationFrames = false
    /// The page asks for frames with nothing scrolling (a refresh spinning or springing back, the
    /// pager gliding to a tab, a snap glide).
    var needsAnimationFrames: Bool {
        get { registrar.access(self, keyPath: \.needsAnimationFrames); return _needsAnimationFrames }
        set {
            guard newValue != _needsAnimationFrames else { return }
            registrar.withMutation(of: self, keyPath: \.needsAnimationFrames) { _needsAnimationFrames = newValue }
        }
    }

    private var _pagerPosition = ScrollPosition(x: 0)
    /// The horizontal pager's scroll position: SwiftUI writes it as a finger swipes; the page writes
    /// it each frame the engine moves the pager (a tapped tab's glide, the spring to a tab).
    var pagerPosition: ScrollPosition {
        get { registrar.access(self, keyPath: \.pagerPosition); return _pagerPosition }
        set { registrar.withMutation(of: self, keyPath: \.pagerPosition) { _pagerPosition = newValue } }
    }

    private var _sideInsets = PageSideInsets()
    /// How far the app's views keep from the page's sides (landscape's side safe areas), and where
    /// the tab buttons start and end (read by the layers and the tabs when they change).
    var sideInsets: PageSideInsets {
        get { registrar.access(self, keyPath: \.sideInsets); return _sideInsets }
        set {
            guard newValue != _sideInsets else { return }
            registrar.withMutation(of: self, keyPath: \.sideInsets) { _sideInsets = newValue }
        }
    }

    private var _tabStripButtons: [Rect] = []
    /// Where ``ProfileTabStrip`` draws each tab's button (``PageDriver/tabStripButtons``): changes
    /// only when the page adapts.
    var tabStripButtons: [Rect] {
        get { registrar.access(self, keyPath: \.tabStripButtons); return _tabStripButtons }
        set {
            guard newValue != _tabStripButtons else { return }
            registrar.withMutation(of: self, keyPath: \.tabStripButtons) { _tabStripButtons = newValue }
        }
    }

    private var _tabStrip = TabStripState()
    /// How the strip's buttons are scrolled and which one is selected (``PageDriver/tabStrip``):
    /// changes while the strip scrolls or the active tab changes, never with a vertical scroll.
    var tabStrip: TabStripState {
        get { registrar.access(self, keyPath: \.tabStrip); return _tabStrip }
        set {
            guard newValue != _tabStrip else { return }
            registrar.withMutation(of: self, keyPath: \.tabStrip) { _tabStrip = newValue }
        }
    }

    private var _pagerTakesSwipes = true
    /// Whether a finger may move the pager (not while the header is pulled or refreshing).
    var pagerTakesSwipes: Bool {
        get { registrar.access(self, keyPath: \.pagerTakesSwipes); return _pagerTakesSwipes }
        set {
            guard newValue != _pagerTakesSwipes else { return }
            registrar.withMutation(of: self, keyPath: \.pagerTakesSwipes) { _pagerTakesSwipes = newValue }
        }
    }

    private var _barSchemeIsDark = true
    /// Whether a kept navigation bar is given the dark scheme (``PageTree/barSchemeIsDark(for:)``):
    /// changes with the engine's status bar style.
    var barSchemeIsDark: Bool {
        get { registrar.access(self, keyPath: \.barSchemeIsDark); return _barSchemeIsDark }
        set {
            guard newValue != _barSchemeIsDark else { return }
            registrar.withMutation(of: self, keyPath: \.barSchemeIsDark) { _barSchemeIsDark = newValue }
        }
    }

    private var _statusBarOverPage = true
    /// Whether the status bar lies over the page (``PageDriver/statusBarOverPage``): changes with the
    /// container (a sheet, a rotation), never with a scroll.
    var statusBarOverPage: Bool {
        get { registrar.access(self, keyPath: \.statusBarOverPage); return _statusBarOverPage }
        set {
            guard newValue != _statusBarOverPage else { return }
            registrar.withMutation(of: self, keyPath: \.statusBarOverPage) { _statusBarOverPage = newValue }
        }
    }

    private var _topEdgeEffectHidden = true
    /// Whether the tabs hide iOS 26's top scroll edge effect (``PageDriver/topEdgeEffectHidden``):
    /// changes when the header pins or unpins under a kept navigation bar.
    var topEdgeEffectHidden: Bool {
        get { registrar.access(self, keyPath: \.topEdgeEffectHidden); return _topEdgeEffectHidden }
        set {
            guard newValue != _topEdgeEffectHidden else { return }
            registrar.withMutation(of: self, keyPath: \.topEdgeEffectHidden) { _topEdgeEffectHidden = newValue }
        }
    }

    // MARK: Not observed

    /// The decisions.
    private var driver: PageDriver
    /// One per tab, made once per tab (a new tab count keeps the remaining ones). Observed, so the
    /// pager shows the new ones then; the model itself reads `_tabs`.
    private var _tabs: [TabScroll]
    private(set) var tabs: [TabScroll] {
        get { registrar.access(self, keyPath: \.tabs); return _tabs }
        set { registrar.withMutation(of: self, keyPath: \.tabs) { _tabs = newValue } }
    }
    /// The pager's page width, in points (the page's width).
    private var pageWidth = 0.0
    /// The driver's engine calls already counted in ``ProfileScrollDiagnostics/engineFrames``.
    private var engineCallsCounted = 0
    /// How many times the app's content was built (each evaluation of ``ProfileScrollView``'s body):
    /// the header's layers holding the app's views compare it, so new content reaches them.
    private var contentGeneration = 0
    /// The app's content was built anew: its generation.
    func nextContentGeneration() -> Int {
        contentGeneration &+= 1
        return contentGeneration
    }
    /// The app's refresh action.
    var refreshAction: (@MainActor () async -> Void)?
    /// Writes the app's selection (set by the view).
    var selectTab: (@MainActor (Int) -> Void)?
    /// The app's status bar handler, and the style it was last given.
    var statusBarStyleChanged: (@MainActor (UIStatusBarStyle) -> Void)?
    private var statusBarStyleGiven: StatusBarStyle?

    /// A page showing tab `selection` first.
    init(page: ProfilePage, selection: Int) {
        driver = PageDriver(page: page, selection: selection)
        _tabs = (0..<driver.tabCount).map { _ in TabScroll() }
    }

    /// The page as the app made it.
    var page: ProfilePage { driver.page }

    /// The app gave another page (another design, tab count, refresh or snapping): start afresh.
    func adopt(_ page: ProfilePage) {
        driver.adopt(page, at: Self.now)
        // The remaining tabs keep their scroll positions; only added tabs get new ones.
        if _tabs.count != driver.tabCount {
            tabs = Array(_tabs.prefix(driver.tabCount)) + (_tabs.count..<max(_tabs.count, driver.tabCount)).map { _ in TabScroll() }
        }
        sync()
    }

    // MARK: Inputs (each forwarded to the driver, then its writes applied)

    func layoutChanged(_ inputs: PageLayoutInputs) {
        pageWidth = inputs.width
        driver.layoutChanged(inputs, at: Self.now)
        sync()
    }

    func detailsMeasured(_ height: Double) {
        driver.detailsMeasured(height, at: Self.now)
        sync()
    }

    func nameMeasured(_ top: Double?) {
        driver.nameMeasured(top, at: Self.now)
        sync()
    }

    func tabScrolled(_ tab: Int, _ geometry: TabScrollGeometry) {
        driver.tabScrolled(tab, geometry, at: Self.now)
        sync()
    }

    func tabPhaseChanged(_ tab: Int, to phase: ScrollPhase, velocityY: Double?) {
        driver.tabPhaseChanged(tab, to: ScrollActivity(phase), velocityY: velocityY, at: Self.now)
        sync()
    }

    /// The behavior's ask (any state it changes is only what it keeps for the next ask: nothing to
    /// write, so this never writes from inside SwiftUI's scroll machinery).
    func released(_ tab: Int, velocityY: Double, proposedRectMinY: Double, originalRectMinY: Double) -> Double? {
        driver.released(tab, velocityY: velocityY, proposedRectMinY: proposedRectMinY, originalRectMinY: originalRectMinY,
                        at: Self.now)
    }

    func pagerScrolled(to position: Double) {
        driver.pagerScrolled(to: position, at: Self.now)
        sync()
    }

    func pagerPhaseChanged(to phase: ScrollPhase) {
        driver.pagerPhaseChanged(to: ScrollActivity(phase), at: Self.now)
        sync()
    }

    func pagerReleased(velocityX: Double) -> Double? {
        driver.pagerReleased(velocityX: velocityX, at: Self.now)
    }

    func headerDragChanged(translationX: Double, translationY: Double) {
        driver.headerDragChanged(translationX: translationX, translationY: translationY, at: Self.now)
        sync()
    }

    func headerDragEnded() {
        driver.headerDragEnded(at: Self.now)
        sync()
    }

    /// The page appeared (again: after a pop, a dismissal): the app hears the status bar style anew,
    /// since another screen may have set its own meanwhile.
    func appeared() {
        statusBarStyleGiven = nil
        sync()
    }

    /// The app's ``ProfileHeaderRequest`` as the page opens (`opening`: where a request no move was
    /// asked of opens it, not animated) or changed (its last move).
    func headerRequested(_ request: ProfileHeaderRequest, opening: Bool) {
        if opening {
            guard request.count == 0, let position = request.openingPosition else { return }
            driver.moveHeader(to: position, animated: false, at: Self.now)
        } else {
            guard let position = request.lastMove else { return }
            driver.moveHeader(to: position, animated: request.animated, at: Self.now)
        }
        sync()
    }

    /// The app's ``ProfileScrollView/keepsHeaderCollapsed(_:animated:)`` as the page opens (not
    /// animated, and only a hold: a page opens with none) or changed.
    func headerHoldChanged(to holds: Bool, animated: Bool, opening: Bool) {
        if opening, !holds { return }
        driver.holdHeader(holds, animated: animated && !opening, at: Self.now)
        sync()
    }

    func selectionChanged(to tab: Int) {
        driver.selectionChanged(to: tab, at: Self.now)
        sync()
    }

    /// A tab's button in the page's own strip was tapped.
    func tabTapped(_ tab: Int) {
        driver.tabTapped(tab, at: Self.now)
        sync()
    }

    /// A scroll-event recognizer's report over the header (``PageDriver/headerScrolled(_:at:)``).
    func headerScrolled(_ input: PagePointerInput) {
        driver.headerScrolled(input, at: Self.now)
        sync()
    }

    /// VoiceOver's "Refresh" action.
    func refreshRequested() {
        driver.refreshRequested(at: Self.now)
        sync()
    }

    func tick() {
        driver.tick(at: Self.now)
        sync()
    }

    // MARK: Writes

    /// Writes what the driver says: each tab's spacer and margins, the positions it asked for, the
    /// pager, the frame for the layers, and what to tell the app and VoiceOver.
    private func sync() {
        // The page's writes are its own motion, never part of an animation the app's change is in
        // (a `withAnimation { selection = … }` would otherwise animate the pager and the layers).
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) { applyDriver() }
    }

    private func applyDriver() {
        ProfileScrollDiagnostics.engineFrames += driver.engineCalls - engineCallsCounted
        engineCallsCounted = driver.engineCalls
        for (tab, scroll) in _tabs.enumerated() { scroll.writes = driver.tabWrites(tab) }
        for request in driver.takeScrollRequests() where _tabs.indices.contains(request.tab) {
            // Not animated: in force at once, as UIKit's `contentOffset` is.
            _tabs[request.tab].position.scrollTo(y: request.contentOffsetY)
        }
        if let position = driver.pagerPosition, pageWidth > 0 {
            let x = position * pageWidth
            if _pagerPosition.point.map({ Double($0.x) }) != x { pagerPosition.scrollTo(x: CGFloat(x)) }
        }
        pagerTakesSwipes = driver.pagerTakesSwipes
        topEdgeEffectHidden = driver.topEdgeEffectHidden
        barSchemeIsDark = PageTree.barSchemeIsDark(for: driver.statusBarStyle)
        statusBarOverPage = driver.statusBarOverPage
        sideInsets = PageSideInsets(
            left: driver.contentSideInsets.left, right: driver.contentSideInsets.right,
            tabButtonsLeft: driver.tabButtonsSideInsets.left, tabButtonsRight: driver.tabButtonsSideInsets.right)
        // Each tab's own blocker (only the followed one's is not zero), so a frame wakes one tab.
        let blocker = driver.blocker
        for (tab, scroll) in _tabs.enumerated() { scroll.blocker = tab == blocker.tab ? blocker.rect : .zero }
        tabStripButtons = driver.tabStripButtons
        tabStrip = driver.tabStrip
        needsAnimationFrames = driver.needsAnimationFrames
        frame = driver.frame
        if driver.frame != nil, driver.statusBarStyle != statusBarStyleGiven, let handler = statusBarStyleChanged {
            statusBarStyleGiven = driver.statusBarStyle
            // Dark text only where the engine asks for it over light content; `.default` follows the
            // appearance (a fixed `.darkContent` would be unreadable over a dark mode page).
            handler(driver.statusBarStyle == .lightContent ? .lightContent : .default)
        }
        let notices = driver.takeNotices()
        if let tab = notices.selectedTab { selectTab?(tab) }
        if notices.startsRefresh { runRefresh() }
        if notices.announcement != nil { announceTitleChange() }
    }

    /// VoiceOver reads the header anew when the bar title arrives or leaves.
    private func announceTitleChange() {
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
    }

    private func runRefresh() {
        let action = refreshAction
        Task { @MainActor [weak self] in
            await action?()
            guard let self else { return }
            self.driver.refreshFinished(at: Self.now)
            self.sync()
        }
    }

    /// Now, in seconds (the display's clock).
    private static var now: Double { CACurrentMediaTime() }
}

@available(iOS 18.0, *)
extension ScrollActivity {
    /// SwiftUI's phase, as the driver reads it (unit conversion).
    init(_ phase: ScrollPhase) {
        switch phase {
        case .idle: self = .idle
        case .tracking: self = .tracking
        case .interacting: self = .interacting
        case .decelerating: self = .decelerating
        case .animating: self = .animating
        @unknown default: self = .idle
        }
    }
}

/// Counters for checking, in a running app, that scrolling re-evaluates nothing of the app's.
///
/// `contentEvaluations` counts every call of the app's closures (header content, details, tab bar,
/// each tab's content) by ``ProfileScrollView``; `engineFrames` counts engine calls. Scroll a page:
/// `engineFrames` climbs with every frame while `contentEvaluations` stays put — it changes only
/// when the app's own state re-creates the view. Read them from anywhere on the main actor (the
/// example app shows them in a small overlay that polls them); they are not observable, so reading
/// them makes nothing re-render.
@MainActor
public enum ProfileScrollDiagnostics {
    /// Calls of the app's view-building closures so far.
    public internal(set) static var contentEvaluations = 0
    /// Engine frames (`ProfilePage.frame(_:_:_:)` calls) so far.
    public internal(set) static var engineFrames = 0
}
#endif
