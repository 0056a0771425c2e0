#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import Observation
import ProfileHeaderCore
import QuartzCore
import SwiftUI
import UIKit

/// What the container measured for the page, outside any scroll view: its size and safe area and
/// the user's settings. A change of any of them is one engine frame, made at once (not in a task).
struct PageLayoutInputs: Equatable, Sendable {
    var width = 0.0
    var height = 0.0
    var safeAreaTop = 0.0
    var safeAreaBottom = 0.0
    /// The horizontal safe area by physical side (not leading/trailing), in points.
    var safeAreaLeft = 0.0
    var safeAreaRight = 0.0
    var displayScale = 3.0
    var textScale = 1.0
    var reducesMotion = false
    var reducesTransparency = false
    var isRightToLeft = false
}

/// One tab's scroll view as it last reported itself (`ScrollGeometry`, points).
struct TabScrollGeometry: Equatable, Sendable {
    var contentOffsetY = 0.0
    var contentHeight = 0.0
}

/// The region of one tab's content under the drawn header.
struct ContentBlocker: Equatable, Sendable {
    var tab = 0
    var rect = Rect.zero
}

/// One tab's scroll view: its own position (so each tab keeps where it was) and its bottom margin.
/// Observed only by that tab's page view.
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

    private var _bottomMargin = 0.0
    /// The bottom content margin: the padding that lets a short tab still collapse the header.
    var bottomMargin: Double {
        get { registrar.access(self, keyPath: \.bottomMargin); return _bottomMargin }
        set {
            guard newValue != _bottomMargin else { return }
            registrar.withMutation(of: self, keyPath: \.bottomMargin) { _bottomMargin = newValue }
        }
    }
}

/// The page's state, split by who reads it, so that a scroll frame invalidates only what moves:
///
/// - ``frame`` (every frame): read only by the header, tab-bar, indicator, spinner and blocker
///   layers — never by a view that builds the app's details, tab bar or tab content.
/// - ``spacerHeight``, ``insetTop``, ``indicatorInsetTop`` (when the engine writes them): read by
///   the pages' scroll-view modifiers; each page holds the app's content as a built value, so its
///   body re-running does not call the app's closures.
/// - ``pagerTab`` (when the pager settles on another page): read by the pager.
///
/// Everything else — the engine's state, the latest measurements — is plain storage nobody observes.
/// Every engine call is made here, from SwiftUI callbacks (`onScrollGeometryChange`,
/// `onScrollPhaseChange`, `onChange`, a scroll target behavior), never while a body is computed.
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

    private var _spacerHeight = 0.0
    /// Height of the empty spacer each tab's content starts with (``PageScrollViewWrites/topSpacerHeight``).
    var spacerHeight: Double {
        get { registrar.access(self, keyPath: \.spacerHeight); return _spacerHeight }
        set {
            guard newValue != _spacerHeight else { return }
            registrar.withMutation(of: self, keyPath: \.spacerHeight) { _spacerHeight = newValue }
        }
    }

    private var _insetTop = 0.0
    /// The top content margin of every tab's scroll view (``PageScrollViewWrites/contentInsetTop``).
    var insetTop: Double {
        get { registrar.access(self, keyPath: \.insetTop); return _insetTop }
        set {
            guard newValue != _insetTop else { return }
            registrar.withMutation(of: self, keyPath: \.insetTop) { _insetTop = newValue }
        }
    }

    private var _indicatorInsetTop = 0.0
    /// The top margin of the scroll indicators (``PageScrollViewWrites/verticalIndicatorInsetTop``).
    var indicatorInsetTop: Double {
        get { registrar.access(self, keyPath: \.indicatorInsetTop); return _indicatorInsetTop }
        set {
            guard newValue != _indicatorInsetTop else { return }
            registrar.withMutation(of: self, keyPath: \.indicatorInsetTop) { _indicatorInsetTop = newValue }
        }
    }

    private var _blocker = ContentBlocker()
    /// Where the drawn header covers the active tab's content, in that tab's content coordinates
    /// (every frame): the tab puts a view there that takes taps and lets drags scroll.
    var blocker: ContentBlocker {
        get { registrar.access(self, keyPath: \.blocker); return _blocker }
        set {
            guard newValue != _blocker else { return }
            registrar.withMutation(of: self, keyPath: \.blocker) { _blocker = newValue }
        }
    }

    private var _needsAnimationFrames = false
    /// The engine asks for frames with nothing scrolling (a refresh spinning or springing back).
    var needsAnimationFrames: Bool {
        get { registrar.access(self, keyPath: \.needsAnimationFrames); return _needsAnimationFrames }
        set {
            guard newValue != _needsAnimationFrames else { return }
            registrar.withMutation(of: self, keyPath: \.needsAnimationFrames) { _needsAnimationFrames = newValue }
        }
    }

    private var _pagerTab: Int? = 0
    /// The page the horizontal pager shows (`scrollPosition(id:)`): SwiftUI writes it as the user
    /// swipes; the model writes it for a tab tap.
    var pagerTab: Int? {
        get { registrar.access(self, keyPath: \.pagerTab); return _pagerTab }
        set {
            guard newValue != _pagerTab else { return }
            registrar.withMutation(of: self, keyPath: \.pagerTab) { _pagerTab = newValue }
        }
    }

    // MARK: Not observed

    /// The page as the app made it.
    private(set) var page: ProfilePage
    /// One per tab, made once per page (remade only when the tab count changes). Observed, so the
    /// pager shows the new ones then; the model itself reads `_tabs`.
    private var _tabs: [TabScroll]
    private(set) var tabs: [TabScroll] {
        get { registrar.access(self, keyPath: \.tabs); return _tabs }
        set { registrar.withMutation(of: self, keyPath: \.tabs) { _tabs = newValue } }
    }
    private var state = ProfilePageState()
    private var layout = PageLayoutInputs()
    private var geometries: [TabScrollGeometry]
    private var interaction = PageInteraction.idle
    private var pagePosition = 0.0
    private var detailsHeight = 0.0
    /// The tab whose scroll view feeds the engine.
    private(set) var active = 0
    /// The finger lifted and the release was sent for this drag.
    private var releaseSent = true
    /// The app's refresh action.
    var refreshAction: (@MainActor () async -> Void)?
    /// Writes the app's selection (set by the view).
    var selectTab: (@MainActor (Int) -> Void)?

    init(page: ProfilePage) {
        self.page = page
        let count = max(1, page.tabCount)
        _tabs = (0..<count).map { _ in TabScroll() }
        geometries = Array(repeating: TabScrollGeometry(), count: count)
    }

    /// The app gave another page (another design, tab count, refresh or snapping): start afresh.
    func adopt(_ page: ProfilePage) {
        guard page != self.page else { return }
        self.page = page
        state = ProfilePageState()
        let count = max(1, page.tabCount)
        // The pages already hold their tabs' scroll objects: keep those (and what they measured)
        // when the count is the same, so writes still reach views that read them.
        if _tabs.count != count {
            tabs = (0..<count).map { _ in TabScroll() }
            geometries = Array(repeating: TabScrollGeometry(), count: count)
            active = 0
            pagerTab = 0
        }
        step()
    }

    // MARK: Inputs

    /// The container's size, safe area or the user's settings changed (first layout, rotation,
    /// Dynamic Type, Reduce Motion, …).
    func layoutChanged(_ inputs: PageLayoutInputs) {
        layout = inputs
        step()
    }

    /// The details block measured `height` points.
    func detailsMeasured(_ height: Double) {
        detailsHeight = height
        step()
    }

    /// Tab `tab`'s scroll view reported new geometry.
    func tabScrolled(_ tab: Int, _ geometry: TabScrollGeometry) {
        guard geometries.indices.contains(tab) else { return }
        geometries[tab] = geometry
        if tab == active { step() }  // only the active tab's scroll view drives the page
    }

    /// Tab `tab`'s scroll phase changed.
    func tabPhaseChanged(_ tab: Int, from old: ScrollPhase, to new: ScrollPhase, velocityY: Double?) {
        guard tab == active else { return }
        let wasTouching = old == .interacting || old == .tracking
        interaction = PageInteraction(new)
        if interaction == .dragging { releaseSent = false }
        if wasTouching, interaction != .dragging, !releaseSent {
            // The release did not go through the scroll target behavior: send it now.
            releaseSent = true
            step(.dragEnded(velocity: velocityY ?? 0, proposedContentOffsetY: nil))
        } else {
            step()
        }
    }

    /// The finger lifted from tab `tab` (its scroll target behavior): the one release of the drag.
    /// Returns where the content should come to rest instead of `proposedContentOffsetY`, if anywhere.
    func released(_ tab: Int, velocityY: Double, proposedContentOffsetY: Double) -> Double? {
        guard tab == active, !releaseSent else { return nil }  // a size change, not a release
        releaseSent = true
        interaction = .decelerating
        step(.dragEnded(velocity: velocityY, proposedContentOffsetY: proposedContentOffsetY))
        return frame?.targetContentOffsetY
    }

    /// The horizontal pager moved to `position` pages.
    func pagerMoved(_ position: Double) {
        pagePosition = position
        step()
    }

    /// The pager's phase changed: a swipe starting prepares the other tabs, a pager at rest makes
    /// the page it shows the active tab.
    func pagerPhaseChanged(to phase: ScrollPhase) {
        switch phase {
        case .interacting, .tracking:
            prepareOtherTabs()
        case .idle:
            activate(pagerTab ?? active)
        case .decelerating, .animating:
            break
        @unknown default:
            break
        }
    }

    /// The app selected `tab` (a tap in its tab bar): the pager goes there, the header stays.
    func selectionChanged(to tab: Int) {
        guard tab != active else { return }
        guard frame?.canSwitchTabs ?? true else {
            selectTab?(active)  // the engine says not now (the list is pulled down)
            return
        }
        prepareOtherTabs()
        withAnimation(.easeOut(duration: 0.3)) { pagerTab = tab }
    }

    /// An animation frame while the engine asks for them (a refresh spinning or springing back).
    func tick() {
        step()
    }

    // MARK: The one engine call

    private func prepareOtherTabs() {
        for tab in _tabs.indices where tab != active { step(.tabWillAppear(tab)) }
    }

    private func activate(_ tab: Int) {
        guard tab != active, _tabs.indices.contains(tab) else { return }
        active = tab
        interaction = .idle
        step(.tabDidBecomeActive(tab))
        selectTab?(tab)
    }

    /// Measures, calls the engine once, writes what it returns.
    private func step(_ event: ProfilePageEvent = .frame) {
        guard geometries.indices.contains(active) else { return }
        let geometry = geometries[active]
        // SwiftUI adds the safe area to the margins the page writes, as UIKit's automatic
        // adjustment adds it to contentInset: the adjusted insets are the written margins plus it.
        let insetBottom = _tabs[active].bottomMargin
        let metrics = ProfilePageMetrics(
            contentOffsetY: geometry.contentOffsetY, contentHeight: geometry.contentHeight,
            topSpacerHeight: spacerHeight, viewportWidth: layout.width, viewportHeight: layout.height,
            contentInsetTop: insetTop, adjustedContentInsetTop: insetTop + layout.safeAreaTop,
            contentInsetBottom: insetBottom, adjustedContentInsetBottom: insetBottom + layout.safeAreaBottom,
            verticalIndicatorInsetTop: indicatorInsetTop, safeAreaTop: layout.safeAreaTop,
            safeAreaLeft: layout.safeAreaLeft, safeAreaRight: layout.safeAreaRight,
            displayScale: layout.displayScale, textScale: layout.textScale,
            reducesMotion: layout.reducesMotion, reducesTransparency: layout.reducesTransparency,
            isRightToLeft: layout.isRightToLeft, interaction: interaction, time: CACurrentMediaTime(),
            detailsHeight: detailsHeight, pagePosition: pagePosition)
        let frame = page.frame(&state, metrics, event: event)
        ProfileScrollDiagnostics.engineFrames += 1
        apply(frame, event: event)
    }

    /// Writes the frame: the scroll views' spacer, margins and offsets (each only when the engine
    /// says it must change), the other tabs' padding, then the frame itself for the layers.
    private func apply(_ frame: ProfilePageFrame, event: ProfilePageEvent) {
        let writes = frame.scrollViewWrites
        if let height = writes.topSpacerHeight {
            // The content grows by the spacer's change at once, as a table's does with its header view.
            for tab in geometries.indices { geometries[tab].contentHeight += height - spacerHeight }
            spacerHeight = height
        }
        if let inset = writes.contentInsetTop { insetTop = inset }
        if let inset = writes.contentInsetBottom { _tabs[active].bottomMargin = inset }
        if let inset = writes.verticalIndicatorInsetTop { indicatorInsetTop = inset }
        if let offset = writes.contentOffsetY { scroll(active, to: offset) }
        if case let .tabWillAppear(tab) = event, let offset = frame.incomingTabContentOffsetY, _tabs.indices.contains(tab) {
            scroll(tab, to: offset)
        }
        for tab in _tabs.indices where tab != active {
            _tabs[tab].bottomMargin = page.bottomPadding(ofTab: tab, in: state)
        }
        // The covered part of the viewport in the active tab's content coordinates (content point
        // y is at viewport y − contentOffset.y).
        blocker = ContentBlocker(tab: active, rect: frame.hitMap.covered.offsetBy(dy: geometries[active].contentOffsetY))
        needsAnimationFrames = frame.needsAnimationFrames
        self.frame = frame
        if frame.didTriggerRefresh { runRefresh() }
        // The bar title arrived or left: VoiceOver reads the header anew (the title's own
        // accessibility follows the frame in the header's layers).
        if frame.announcement != nil { UIAccessibility.post(notification: .layoutChanged, argument: nil) }
    }

    /// Sets a tab's offset; like UIKit's `contentOffset`, it is in force at once.
    private func scroll(_ tab: Int, to contentOffsetY: Double) {
        geometries[tab].contentOffsetY = contentOffsetY
        _tabs[tab].position.scrollTo(y: contentOffsetY)
    }

    private func runRefresh() {
        let action = refreshAction
        Task { @MainActor [weak self] in
            await action?()
            self?.step(.endRefreshing)
        }
    }
}

@available(iOS 18.0, *)
extension PageInteraction {
    /// What the finger is doing in a scroll phase: touching (tracking or dragging), letting the
    /// content move on (decelerating, or an animated programmatic scroll), or nothing.
    init(_ phase: ScrollPhase) {
        switch phase {
        case .tracking, .interacting: self = .dragging
        case .decelerating, .animating: self = .decelerating
        case .idle: self = .idle
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
    /// Engine frames (``ProfilePage/frame(_:_:event:)`` calls) so far.
    public internal(set) static var engineFrames = 0
}
#endif
