import ProfileHeaderCore
@testable import ProfileHeaderSwiftUI
import SwiftUIScrollModel

/// A device: the screen the page fills and its safe areas, in points.
struct Device {
    var width: Double
    var height: Double
    var safeAreaTop: Double
    var safeAreaBottom: Double
    var safeAreaLeft = 0.0
    var safeAreaRight = 0.0
    var displayScale = 3.0
    /// The software keyboard's height from the bottom of the screen, when it is up (0: down).
    var keyboardHeight = 0.0
    /// The container bars the page is shown under (a NavigationStack's, a TabView's).
    var bars = ModelBars()
    /// The window's own safe-area top, when the screen is not the whole window (a sheet's: its
    /// `safeAreaTop` is 0, the window's stays the status bar's); nil: `safeAreaTop`.
    var windowSafeAreaTop: Double?
    /// Where the screen's top lies in the window (a sheet's below the status bar).
    var topInWindow = 0.0
    /// iPadOS 26's window controls in the window's top-leading corner: how far their row reaches in
    /// from the left, in points (0: none). A UIKit view reaching their row reads them in its safe
    /// area adapted to the window's corners (`edgeInsets(for: .safeArea(cornerAdaptation: .horizontal))`:
    /// the UIKit model's rule, Tests/AppleModel/UIKit).
    var windowControlsMaxX = 0.0

    /// iPhone 16 Pro in portrait (the Human Interface Guidelines' layout table: 393 × 852 points;
    /// the Dynamic Island's top safe area 59, the home indicator's 34).
    static let iPhone16Pro = Device(width: 393, height: 852, safeAreaTop: 59, safeAreaBottom: 34)
    /// The same phone in landscape: the sensor housing's side 59 points on either side, the home
    /// indicator's 21 at the bottom.
    static let iPhone16ProLandscape = Device(width: 852, height: 393, safeAreaTop: 0, safeAreaBottom: 21,
                                             safeAreaLeft: 59, safeAreaRight: 59)

    /// The same device with the page pushed in a NavigationStack whose bar shows, `height` points
    /// tall (44: iOS 18's inline bar on iPhone in portrait; 32 in landscape).
    func pushed(barHeight: Double = 44) -> Device {
        var device = self
        device.bars.navigationBar = barHeight
        return device
    }

    /// The same device with the page in a TabView whose tab bar is `height` points above the home indicator.
    func inTabView(tabBarHeight: Double = 49) -> Device {
        var device = self
        device.bars.tabBar = tabBarHeight
        return device
    }

    /// A large sheet on iPhone 16 Pro: its top 10 points below the status bar's safe area, none of
    /// the status bar over it; a NavigationStack's bar in it `barHeight` tall (0: none).
    static func iPhone16ProSheet(barHeight: Double = 56) -> Device {
        Device(width: 393, height: 852 - 69, safeAreaTop: 0, safeAreaBottom: 34, bars: ModelBars(navigationBar: barHeight),
               windowSafeAreaTop: 59, topInWindow: 69)
    }
}

/// How the page's tree treats the safe area and the indicators.
struct SceneTree {
    var ignoresContainerTop: Bool
    var ignoresContainerBottom: Bool
    var ignoresContainerSides: Bool
    var ignoresKeyboard: Bool
    var pagerHidesVerticalIndicators: Bool
    /// How each tab stays scrollable under the pager's `scrollDisabled`.
    var tabScrollEnabling = PageTree.tabScrollEnabling
    /// Whether the page adopts a `refreshable` around it and keeps it from its tabs.
    var adoptsAncestorRefreshable = true

    /// ProfileScrollView's, from ``PageTree``.
    static let shipping = SceneTree(
        ignoresContainerTop: PageTree.ignoredSafeAreaRegions.contains(.container),
        ignoresContainerBottom: PageTree.ignoredSafeAreaRegions.contains(.container),
        ignoresContainerSides: PageTree.ignoredSafeAreaRegions.contains(.container),
        ignoresKeyboard: PageTree.ignoredSafeAreaRegions.contains(.keyboard),
        pagerHidesVerticalIndicators: PageTree.pagerHiddenIndicatorAxes.contains(.vertical),
        tabScrollEnabling: PageTree.tabScrollEnabling)
    /// The tree before issue 20: `.ignoresSafeArea(edges: .vertical)` (every region, top and bottom
    /// only) and `.scrollIndicators(.hidden)` on the pager (both axes).
    static let beforeIssue20 = SceneTree(
        ignoresContainerTop: true, ignoresContainerBottom: true, ignoresContainerSides: false, ignoresKeyboard: true,
        pagerHidesVerticalIndicators: true, tabScrollEnabling: .scrollDisabledFalse)
    /// The shipping tree with the tabs' `scrollDisabled(false)` of before issue 46.
    static var beforeIssue46: SceneTree {
        var tree = shipping
        tree.tabScrollEnabling = .scrollDisabledFalse
        tree.adoptsAncestorRefreshable = false
        return tree
    }
}

/// A SwiftUI profile page on the model, driven as ``ProfileScrollView`` drives it: the page's
/// ``PageDriver`` (the front end's own decision code), one ``ModelScrollView`` per tab and one for
/// the horizontal pager, laid out as ``ProfileScrollView`` lays them out, and SwiftUI's update cycle
/// between them: what the driver writes reaches the scroll views at the next update; the scroll
/// views report geometry whenever the reported value changes and phases whenever they change; a
/// finger's release asks the scroll target behavior first.
///
/// How the page's tree treats the safe area is ``ProfileScrollView``'s: the pager and the tabs fill
/// the screen under `.ignoresSafeArea(.container, edges: .all)`, so the tabs take in none of the
/// container's safe area (`tabsTakeInSafeArea` false). A scene with it true has scroll views that
/// inset their content by the safe area themselves (what a tree without that modifier would give):
/// the driver must read either from the geometry, never assume one.
@MainActor
final class PageScene {
    private(set) var device: Device
    let tree: SceneTree
    /// Where the page is on the screen.
    private(set) var pageFrame: ModelRect
    private(set) var driver: PageDriver
    private(set) var tabs: [ModelScrollView]
    let pager: ModelScrollView
    /// Seconds since the page appeared (the driver's clock starts at 1).
    private(set) var time = 1.0
    /// The app's `selection` binding, as the page writes it.
    private(set) var selection: Int
    /// How many times the page ran the app's refresh action.
    private(set) var refreshRuns = 0
    /// The app's `refreshable` around the page (no `onRefresh`): the page's tree decides who runs it.
    var ancestorRefreshable = false
    /// How many times the app's `refreshable` action ran: by the page (with its spinner over the
    /// banner) and by a tab's system refresh control (hidden under the banner).
    private(set) var ancestorRefreshRunsByPage = 0
    private(set) var ancestorRefreshRunsBySystem = 0
    /// Who runs a refresh the page starts, as ``ProfileScrollView`` decides it (the scene's page gives
    /// no `onRefresh` when the app's `refreshable` is around it).
    var refreshHandler: PageTree.RefreshHandler {
        guard ancestorRefreshable else { return .onRefresh }
        return tree.adoptsAncestorRefreshable ? PageTree.refreshHandler(givesOnRefresh: false, ancestorRefreshable: true) : .none
    }
    /// The announcements the page made to VoiceOver, in order.
    private(set) var announcements: [PageAnnouncement] = []

    private var reportedGeometry: [TabScrollGeometry?]
    private var reportedPhase: [ModelScrollPhase]
    private var reportedPagerPosition: Double?
    private var reportedPagerPhase = ModelScrollPhase.idle
    private var layout: PageLayoutInputs
    private let tabsTakeInSafeArea: Bool

    /// A page of `page` on `device`, `rows` points of the app's content in each tab (one entry per
    /// tab; a single list is one tab), showing tab `selection` first. It appears at once: the
    /// container's layout is read (`onChange(of:initial: true)`) and SwiftUI updates until quiet.
    init(page: ProfilePage, device: Device = .iPhone16Pro, rows: [Double]? = nil, selection: Int = 0,
         tree: SceneTree = .shipping, tabsTakeInSafeArea: Bool = false, textScale: Double = 1,
         reducesMotion: Bool = false, reducesTransparency: Bool = false, isRightToLeft: Bool = false,
         targetRectIsInsetAdjusted: Bool = false, reportedVelocityScale: Double = 1, opensAt headerPosition: HeaderPosition? = nil,
         keepsHeaderCollapsed: Bool = false, probeReportsLate: Bool = false) {
        self.device = device
        self.tree = tree
        self.tabsTakeInSafeArea = tabsTakeInSafeArea
        let count = max(1, page.tabCount)
        let rows = rows ?? Array(repeating: 3_000, count: count)
        driver = PageDriver(page: page, selection: selection)
        // The app's request, read by the model made on the first body evaluation (before any layout).
        if let headerPosition { driver.moveHeader(to: headerPosition, animated: false, at: time) }
        // (`keepsHeaderCollapsed(_:animated:)` as the page opens: not animated.)
        if keepsHeaderCollapsed { driver.holdHeader(true, animated: false, at: time) }
        self.selection = selection
        // The page fills what its tree lets it; its scroll views fill the page.
        let placed = Self.place(on: device, tree: tree)
        pageFrame = ModelRect(x: placed.frame.x, y: placed.frame.y, width: placed.frame.width, height: placed.frame.height)
        tabs = (0..<count).map { tab in
            ModelScrollView(containerSize: placed.frame.height,
                            safeAreaStart: tabsTakeInSafeArea ? placed.container.top : 0,
                            safeAreaEnd: tabsTakeInSafeArea ? placed.container.bottom : 0,
                            appContentSize: rows[min(tab, rows.count - 1)])
        }
        pager = ModelScrollView(containerSize: placed.frame.width, appContentSize: placed.frame.width * Double(count))
        for scroll in tabs + [pager] {
            scroll.targetRectIsInsetAdjusted = targetRectIsInsetAdjusted
            scroll.reportedVelocityScale = reportedVelocityScale
        }
        reportedGeometry = Array(repeating: nil, count: count)
        reportedPhase = Array(repeating: .idle, count: count)
        // What LayoutReader reads, in the page's background.
        let seen = placed.backgroundSafeArea
        layout = PageLayoutInputs(
            width: placed.frame.width, height: placed.frame.height, safeAreaTop: seen.top, safeAreaBottom: seen.bottom,
            safeAreaLeft: seen.left, safeAreaRight: seen.right, statusBarInset: placed.windowInsetOverFrame,
            barSafeAreaLeft: max(seen.left, device.windowControlsMaxX), barSafeAreaRight: seen.right,
            displayScale: device.displayScale, textScale: textScale,
            reducesMotion: reducesMotion, reducesTransparency: reducesTransparency, isRightToLeft: isRightToLeft)
        if probeReportsLate {
            // The container's safe area first, read before the status bar probe has reported (nil:
            // the whole top safe area taken as the status bar); the probe's report an update later.
            var unprobed = layout
            unprobed.statusBarInset = nil
            driver.layoutChanged(unprobed, at: time)
            update()
        }
        driver.layoutChanged(layout, at: time)
        update()
        frames(2)
    }

    // MARK: What the page shows

    /// The engine's last frame.
    var frame: ProfilePageFrame {
        guard let frame = driver.frame else { fatalError("no frame yet") }
        return frame
    }

    /// The header's collapse offset the frame shows, in points (0 expanded, negative pulled).
    var headerOffset: Double { frame.layout.offset }

    /// The tab whose list the page follows.
    var followedTab: Int { driver.followedTab }

    /// Whether the tabs' scroll views show their vertical indicators.
    var tabsShowIndicators: Bool { modelShowsIndicator(hiddenByAncestor: tree.pagerHidesVerticalIndicators) }

    /// Where tab `tab`'s content is, relative to its top at rest (`contentOffset + contentInsets.top`).
    func scrolled(_ tab: Int) -> Double { tabs[tab].contentOffset + tabs[tab].contentInsetStart }

    // MARK: Time and fingers

    /// `count` display frames of 1/120 s: motions move on, the page ticks while it asks for frames.
    func frames(_ count: Int) {
        for _ in 0..<count {
            time += 1.0 / 120
            for scroll in tabs + [pager] { scroll.advance(by: 1.0 / 120) }
            update()
            if driver.needsAnimationFrames {
                driver.tick(at: time)
                update()
            }
        }
    }

    /// The app moves the header (its ``ProfileHeaderRequest`` changed).
    func moveHeader(to position: HeaderPosition, animated: Bool) {
        driver.moveHeader(to: position, animated: animated, at: time)
        update()
    }

    /// The app keeps the header collapsed or lets it go (its `keepsHeaderCollapsed(_:animated:)` changed).
    func keepHeaderCollapsed(_ keeps: Bool, animated: Bool) {
        driver.holdHeader(keeps, animated: animated, at: time)
        update()
    }

    /// A finger drags tab `tab`'s content by `distance` points (positive: down, pulling toward the
    /// top) over `steps` frames, and lifts (`lift`) or stays down.
    func drag(_ tab: Int? = nil, by distance: Double, steps: Int = 10, lift: Bool = true, order: ReleaseOrder = .targetFirst) {
        let list = tabs[tab ?? followedTab]
        if !list.isTouched {
            list.touchDown()
            update()
        }
        for _ in 0..<steps {
            time += 1.0 / 120
            // A scroll view that does not scroll takes no touch: the finger's moves stop moving it
            // (UIKit: "When scrolling is disabled, the scroll view doesn't accept touch events",
            // https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled).
            if tabScrolls { list.drag(by: distance / Double(steps), over: 1.0 / 120) }
            update()
        }
        if lift { self.lift(tab, order: order) }
    }

    /// The app's own `scrollDisabled(true)` around the page (it turned scrolling off there).
    var appDisablesScrolling = false

    /// Whether the tabs' scroll views scroll now: the app's `scrollDisabled` and the pager's (while
    /// it takes no swipes) reach them through the environment, and each tab sets its own as the tree
    /// says — the app's value, which the page read above itself (`PageTree.tabScrollEnabling`).
    var tabScrolls: Bool {
        // Nothing disables scrolling on most frames: every reading of the chain gives true then.
        guard appDisablesScrolling || !driver.pagerTakesSwipes else { return true }
        let tabSetting: ModelScrollEnabling = switch tree.tabScrollEnabling {
        case .scrollDisabledFalse: .scrollDisabled(false)
        case .writesIsScrollEnabled: .writesIsScrollEnabled(PageTree.tabScrollEnabled(appAllowsScrolling: !appDisablesScrolling))
        }
        return modelScrollEnabled([.scrollDisabled(appDisablesScrolling), .scrollDisabled(!driver.pagerTakesSwipes), tabSetting])
    }

    /// In which order SwiftUI tells a release (undocumented): the scroll target behavior asked
    /// first, the phase change first, or the behavior not asked at all.
    enum ReleaseOrder { case targetFirst, phaseFirst, withoutTarget }

    /// The finger on tab `tab` lifts: the scroll target behavior is asked where to end, and the
    /// phase changes, in `order`.
    func lift(_ tab: Int? = nil, order: ReleaseOrder = .targetFirst) {
        let index = tab ?? followedTab
        let list = tabs[index]
        if ancestorRefreshable, list.isTouched, -scrolled(index) >= modelSystemRefreshPull {
            let shadows = tree.adoptsAncestorRefreshable && PageTree.tabsShadowRefresh(ancestorRefreshable: true)
            let action = modelRefreshAction([.refreshable("app's"), shadows ? .refreshable("tab's empty") : .inherits])
            if action == "app's" { ancestorRefreshRunsBySystem += 1 }
        }
        guard let release = list.lift() else {
            update()
            return
        }
        switch order {
        case .targetFirst:
            list.decelerate(to: ask(index, release.proposed, release.velocity))
        case .phaseFirst:
            update()
            list.decelerate(to: ask(index, release.proposed, release.velocity))
        case .withoutTarget:
            list.decelerate(to: release.proposed)
        }
        update()
    }

    /// Tab `tab`'s scroll target behavior asked, as SwiftUI asks it: where a scroll proposed to end
    /// at `proposed` (an offset) with `velocity` should end, as an offset.
    func ask(_ tab: Int, _ proposed: Double, _ velocity: Double) -> Double {
        let list = tabs[tab]
        let context = list.targetContext(proposed: proposed, velocity: velocity)
        let answer = driver.released(tab, velocityY: context.velocity, proposedRectMinY: context.proposedRect,
                                     originalRectMinY: context.originalRect, at: time)
        return answer.map { list.offset(fromRect: $0) } ?? proposed
    }

    /// A finger drags on the header's views (the details, the tab bar, the avatar: they lie over the
    /// pager and get the touch; their `DragGesture` reports its translation) by `distance` points
    /// (positive: down) over `steps` frames, then holds still for `hold` frames, and lifts (`lift`).
    /// The gesture reports nothing until the finger has moved its minimum distance, 10 points
    /// (`DragGesture(minimumDistance:coordinateSpace:)`'s default:
    /// https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)),
    /// and ends without a report when it never did.
    func dragHeader(by distance: Double, sideways: Double = 0, steps: Int = 10, hold: Int = 0, lift: Bool = true) {
        var translation = 0.0, across = 0.0
        let report = {
            guard self.headerDragReports || (across * across + translation * translation).squareRoot() >= 10 else { return }
            self.headerDragReports = true
            self.driver.headerDragChanged(translationX: across, translationY: translation, at: self.time)
        }
        for _ in 0..<steps {
            time += 1.0 / 120
            translation += distance / Double(steps)
            across += sideways / Double(steps)
            report()
            update()
        }
        for _ in 0..<hold {
            time += 1.0 / 120
            report()
            update()
        }
        if lift { liftHeader() }
    }

    /// Whether the header's drag gesture has begun reporting (the finger moved its minimum distance).
    private var headerDragReports = false

    /// The finger of a ``dragHeader(by:sideways:steps:hold:lift:)`` that did not lift, lifted.
    func liftHeader() {
        if headerDragReports { driver.headerDragEnded(at: time) }
        headerDragReports = false
        update()
    }

    /// The app scrolls tab `tab` so that its content is `distance` points past its top
    /// (`ScrollPosition.scrollTo(y:)`, not animated).
    func appScroll(_ tab: Int? = nil, to distance: Double) {
        let list = tabs[tab ?? followedTab]
        list.scrollTo(distance - list.contentInsetStart)
        update()
    }

    /// A tap on tab `tab`'s content (a finger down and up without moving).
    func tap(_ tab: Int? = nil) {
        let list = tabs[tab ?? followedTab]
        list.touchDown()
        update()
        lift(tab)
    }

    /// The app's tab bar selects `tab` (its `selection` binding changes; `onChange` tells the page).
    func select(_ tab: Int) {
        selection = tab
        driver.selectionChanged(to: tab, at: time)
        update()
    }

    /// A finger swipes the pager by `distance` points (positive: toward later tabs) over `steps`
    /// frames and lifts. Ignored while the pager is disabled (`scrollDisabled`).
    func swipe(by distance: Double, steps: Int = 12) {
        guard driver.pagerTakesSwipes else { return }
        pager.touchDown()
        update()
        for _ in 0..<steps {
            time += 1.0 / 120
            pager.drag(by: -distance / Double(steps), over: 1.0 / 120)
            update()
        }
        if let release = pager.lift() {
            let velocity = pager.targetContext(proposed: release.proposed, velocity: release.velocity).velocity
            pager.decelerate(to: driver.pagerReleased(velocityX: velocity, at: time).map { $0 * pageFrame.width } ?? release.proposed)
        }
        update()
    }

    /// Where the page's tree puts the page on `device` (its frame, and the safe area its background sees).
    private static func place(on device: Device, tree: SceneTree) -> ModelPageTree {
        ModelPageTree(
            screenWidth: device.width, screenHeight: device.height,
            device: ModelInsets(top: device.safeAreaTop, bottom: device.safeAreaBottom, left: device.safeAreaLeft,
                                right: device.safeAreaRight),
            bars: device.bars, windowSafeAreaTop: device.windowSafeAreaTop, screenTopInWindow: device.topInWindow,
            keyboardHeight: device.keyboardHeight, ignoresContainerTop: tree.ignoresContainerTop,
            ignoresContainerBottom: tree.ignoresContainerBottom, ignoresContainerSides: tree.ignoresContainerSides,
            ignoresKeyboard: tree.ignoresKeyboard)
    }

    /// Which SwiftUI reports first when the screen changes size (undocumented): the scroll views'
    /// geometry, or the container's size that `LayoutReader`'s `onChange(of:initial:)` reads.
    enum ResizeOrder { case geometryFirst, layoutFirst }

    /// The device turns (or the window changes size) to `newDevice`: the page's frame is laid out
    /// again, each scroll view's container takes its new size (``ModelScrollView/resize(containerSize:safeAreaStart:safeAreaEnd:)``:
    /// the offsets stay, clamped), the pager's content is as many new widths as there are tabs, and
    /// SwiftUI reports the geometry and the new layout in `order`; then SwiftUI updates until quiet.
    ///
    /// With `probeReportsLate`, the container's new safe area comes with the status bar probe's old
    /// report, and the probe's new one an update later (it reports from its own UIKit layout, after
    /// SwiftUI's; see ``StatusBarProbe``).
    func rotate(to newDevice: Device, order: ResizeOrder = .geometryFirst, probeReportsLate: Bool = false) {
        device = newDevice
        let placed = Self.place(on: newDevice, tree: tree)
        pageFrame = ModelRect(x: placed.frame.x, y: placed.frame.y, width: placed.frame.width, height: placed.frame.height)
        for list in tabs {
            list.resize(containerSize: placed.frame.height, safeAreaStart: tabsTakeInSafeArea ? placed.container.top : 0,
                        safeAreaEnd: tabsTakeInSafeArea ? placed.container.bottom : 0)
        }
        pager.appContentSize = placed.frame.width * Double(tabs.count)
        pager.resize(containerSize: placed.frame.width, safeAreaStart: 0, safeAreaEnd: 0)
        // The page learns the new size only from LayoutReader's onChange: until then it converts the
        // pager's position with the old width, as PageModel does.
        let seen = placed.backgroundSafeArea
        var resized = layout
        resized.width = placed.frame.width
        resized.height = placed.frame.height
        resized.safeAreaTop = seen.top
        resized.safeAreaBottom = seen.bottom
        resized.safeAreaLeft = seen.left
        resized.safeAreaRight = seen.right
        resized.statusBarInset = placed.windowInsetOverFrame
        resized.barSafeAreaLeft = max(seen.left, newDevice.windowControlsMaxX)
        resized.barSafeAreaRight = seen.right
        if order == .geometryFirst { update() }
        if probeReportsLate {
            var unprobed = resized
            unprobed.statusBarInset = layout.statusBarInset
            driver.layoutChanged(unprobed, at: time)
            update()
        }
        layout = resized
        driver.layoutChanged(layout, at: time)
        update()
        frames(2)
    }

    /// The app gives the page another `page` (`onChange(of: page)`): a tab count that grew adds
    /// scroll views for the new tabs (ForEach makes views for the new ids only; the others keep their
    /// state, https://developer.apple.com/documentation/swiftui/foreach), one that shrank removes the last.
    func adopt(_ page: ProfilePage, rows: Double = 3_000) {
        let count = max(1, page.tabCount)
        while tabs.count < count {
            let list = ModelScrollView(containerSize: pageFrame.height, appContentSize: rows)
            tabs.append(list)
            reportedGeometry.append(nil)
            reportedPhase.append(.idle)
        }
        if tabs.count > count {
            tabs.removeLast(tabs.count - count)
            reportedGeometry.removeLast(reportedGeometry.count - count)
            reportedPhase.removeLast(reportedPhase.count - count)
        }
        pager.appContentSize = pageFrame.width * Double(count)
        driver.adopt(page, at: time)
        update()
        frames(2)
    }

    /// The details measured `height` points tall (`DetailsHeightReader`), with the view marked
    /// `.profileName()` `nameTop` points below their top (`NameTopReader`; nil: none, or it went away).
    func measureDetails(height: Double, nameTop: Double?) {
        driver.detailsMeasured(height, at: time)
        driver.nameMeasured(nameTop, at: time)
        update()
    }

    /// The page's two scroll-event recognizers over the header, as ``HeaderScrollEvents`` attaches them.
    private var trackpadReports = HeaderScrollReports(device: .trackpad)
    private var mouseWheelReports = HeaderScrollReports(device: .mouseWheel)
    /// The trackpad's translation since its gesture began, in the view's points (y down).
    private var trackpadTranslation = 0.0

    /// One report of a scroll-event recognizer over the header (nothing reaches the page when its
    /// header takes no scroll events: the header lies outside every scroll view).
    func reportHeaderScroll(_ device: HeaderScrollReports.Device, _ phase: HeaderScrollReports.Phase,
                            translationY: Double, velocityY: Double = 0) {
        guard PageTree.headerTakesScrollEvents else { return }
        let inputs = device == .trackpad
            ? trackpadReports.inputs(phase, translationX: 0, translationY: translationY, velocityY: velocityY)
            : mouseWheelReports.inputs(phase, translationX: 0, translationY: translationY, velocityY: velocityY)
        if let step = inputs.step { driver.headerScrolled(step, at: time) }
        if let lift = inputs.lift { driver.headerScrolled(lift, at: time) }
    }

    /// A trackpad's two-finger scroll over the header's views, `distance` points toward the content's
    /// end over `steps` reports a frame apart (the fingers moving up: the recognizer's translation
    /// goes negative), the fingers still down at the end.
    func scrollHeader(by distance: Double, steps: Int = 30) {
        trackpadTranslation = 0
        reportHeaderScroll(.trackpad, .began, translationY: 0)
        for _ in 0..<steps {
            time += 1.0 / 120
            trackpadTranslation -= distance / Double(steps)
            for scroll in tabs + [pager] { scroll.advance(by: 1.0 / 120) }
            reportHeaderScroll(.trackpad, .changed, translationY: trackpadTranslation)
            update()
        }
    }

    /// A trackpad's flick over the header's views: `distance` points toward the content's end over
    /// `steps` reports a frame apart, then the fingers lift. How UIKit's pan recognizer for scroll
    /// events delivers the momentum after the lift is not documented: with `momentumAsChanges` it
    /// sends it as further reports, decaying as a scroll view's deceleration does
    /// (`UIScrollView.DecelerationRate.normal`, 0.998 a millisecond), and ends once it has run out;
    /// without, it ends at the lift, at the fingers' speed (`velocity(in:)`). Either way the recognizer
    /// ends with the velocity it has then.
    func flickHeader(by distance: Double, steps: Int = 10, momentumAsChanges: Bool) {
        let frame = 1.0 / 120
        scrollHeader(by: distance, steps: steps)
        // The recognizer's velocity: the fingers' (y down, so negative moving up).
        var velocity = -distance / Double(steps) / frame
        if momentumAsChanges {
            let decayPerFrame = 0.9834550408799219  // 0.998 ^ (1 000 / 120): a 120 Hz frame's deceleration
            while abs(velocity) > 8 {
                velocity *= decayPerFrame
                time += frame
                trackpadTranslation += velocity * frame
                for scroll in tabs + [pager] { scroll.advance(by: frame) }
                reportHeaderScroll(.trackpad, .changed, translationY: trackpadTranslation)
                update()
            }
        }
        reportHeaderScroll(.trackpad, .ended, translationY: trackpadTranslation, velocityY: velocity)
        update()
    }

    /// A mouse wheel's notches over the header's views, `notches` of `distance` points toward the
    /// content's end, `interval` seconds apart; UIKit's discrete recognizer begins, changes and ends
    /// for each (its end carries no momentum).
    func wheelHeader(notches: Int, by distance: Double, interval: Double = 0.05) {
        for _ in 0..<notches {
            reportHeaderScroll(.mouseWheel, .began, translationY: 0)
            reportHeaderScroll(.mouseWheel, .changed, translationY: -distance)
            reportHeaderScroll(.mouseWheel, .ended, translationY: -distance, velocityY: -distance / (1.0 / 120))
            update()
            frames(max(1, Int((interval * 120).rounded())))
        }
    }

    /// VoiceOver's "Refresh" action on the page.
    func requestRefresh() {
        driver.refreshRequested(at: time)
        update()
    }

    /// The app's refresh action returns.
    func finishRefresh() {
        driver.refreshFinished(at: time)
        update()
    }

    // MARK: View bodies

    /// Whether the scene counts the view bodies SwiftUI evaluates in each update (off by default:
    /// the front-end benchmark runs this scene, and counting is not the page's work).
    var countsBodyEvaluations = false
    /// Whether the header's layers are views compared on their own values (the page's tree), or, as
    /// before issue 46, parts of one view that reads the whole frame: all evaluated on every frame.
    var headerLayersCompared = true
    /// The view bodies evaluated so far, as the model counts them (``modelBodyEvaluations(_:)``).
    private(set) var bodyEvaluations = 0
    /// What the views read at the last update.
    private var lastBodyInputs: BodyInputs?

    /// What decides each of the page's views that may change with a frame: the header's layers
    /// (HeaderLayers reads the model's frame; each layer is compared by `equatable()` on its value,
    /// ``HeaderLayerValues``; HeaderVisuals on its four layers'), each tab's page (its writes) and
    /// touch blocker, the pager's position and the animation driver (the model's properties they read).
    private struct BodyInputs: Equatable {
        var frame: ProfilePageFrame?
        var layers: HeaderLayerValues?
        var tabWrites: [TabWrites]
        var blocker: ContentBlocker
        var pagerPosition: Double?
        var needsAnimationFrames: Bool
    }

    private func countBodies() {
        let inputs = BodyInputs(frame: driver.frame, layers: driver.frame.map(HeaderLayerValues.init),
                                tabWrites: (0..<tabs.count).map { driver.tabWrites($0) }, blocker: driver.blocker,
                                pagerPosition: driver.pagerPosition, needsAnimationFrames: driver.needsAnimationFrames)
        defer { lastBodyInputs = inputs }
        guard let last = lastBodyInputs, last != inputs else { return }
        var changed = [last.frame != inputs.frame, last.pagerPosition != inputs.pagerPosition,
                       last.needsAnimationFrames != inputs.needsAnimationFrames]
        changed += zip(last.tabWrites, inputs.tabWrites).map { $0 != $1 }
        // Each tab's blocker reads its own rectangle: the followed tab's, and the one that had it.
        if last.blocker != inputs.blocker {
            changed += last.blocker.tab == inputs.blocker.tab ? [true] : [true, true]
        }
        if let old = last.layers, let new = inputs.layers {
            if headerLayersCompared {
                changed.append(contentsOf: Array(repeating: true, count: new.changedLayers(from: old)))
                changed.append(old.banner != new.banner || old.solidBar != new.solidBar || old.title != new.title
                               || old.spinner != new.spinner)  // HeaderVisuals
            } else if last.frame != inputs.frame {
                changed.append(contentsOf: Array(repeating: true, count: HeaderLayerValues.layerCount + 1))
            }
        }
        bodyEvaluations += modelBodyEvaluations(changed)
    }

    // MARK: SwiftUI's update cycle

    /// What the driver wrote reaches the views (and through them the scroll views); the scroll views
    /// report what changed; until nothing does.
    func update() {
        defer { if countsBodyEvaluations { countBodies() } }
        for _ in 0..<20 {
            for (tab, list) in tabs.enumerated() {
                let writes = driver.tabWrites(tab)
                list.write(marginStart: writes.contentMarginTop, marginEnd: writes.contentMarginBottom, spacer: writes.spacerHeight)
            }
            for request in driver.takeScrollRequests() { tabs[request.tab].scrollTo(request.contentOffsetY) }
            // PageModel converts with the width the layout last gave it (a rotation's new width may
            // reach the page after the scroll views' new geometry).
            if let position = driver.pagerPosition, !pager.isTouched { pager.scrollTo(position * layout.width) }
            let notices = driver.takeNotices()
            if let tab = notices.selectedTab { selection = tab }
            if notices.startsRefresh {
                refreshRuns += 1
                switch refreshHandler {
                case .onRefresh: break
                case .ancestorsRefreshable: ancestorRefreshRunsByPage += 1
                // PageModel: no action to await, so the refresh ends at once.
                case .none: driver.refreshFinished(at: time)
                }
            }
            if let announcement = notices.announcement { announcements.append(announcement) }
            for scroll in tabs + [pager] { scroll.applyPendingWrites() }
            var reported = false
            for (tab, list) in tabs.enumerated() {
                if list.phase != reportedPhase[tab] {
                    reportedPhase[tab] = list.phase
                    let velocity = list.phase == .decelerating ? list.releaseVelocity : nil
                    driver.tabPhaseChanged(tab, to: ScrollActivity(list.phase), velocityY: velocity, at: time)
                    reported = true
                }
                let geometry = TabScrollGeometry(list.geometry)
                if geometry != reportedGeometry[tab] {
                    // `onScrollGeometryChange`'s action runs when the transformed value changes.
                    reportedGeometry[tab] = geometry
                    driver.tabScrolled(tab, geometry, at: time)
                    reported = true
                }
            }
            if pager.phase != reportedPagerPhase {
                reportedPagerPhase = pager.phase
                driver.pagerPhaseChanged(to: ScrollActivity(pager.phase), at: time)
                reported = true
            }
            let position = pager.contentOffset / pager.containerSize  // the Pager's transform
            if position != reportedPagerPosition {
                reportedPagerPosition = position
                driver.pagerScrolled(to: position, at: time)
                reported = true
            }
            if !reported { return }
        }
    }
}

extension TabScrollGeometry {
    /// What ``TabPage``'s `onScrollGeometryChange` transform makes of a scroll geometry.
    init(_ geometry: ModelScrollGeometry) {
        self.init(contentOffsetY: geometry.contentOffset, contentHeight: geometry.contentSize,
                  containerHeight: geometry.containerSize, contentInsetTop: geometry.contentInsetStart,
                  contentInsetBottom: geometry.contentInsetEnd)
    }
}

extension ScrollActivity {
    /// ``PageModel``'s reading of SwiftUI's phase.
    init(_ phase: ModelScrollPhase) {
        switch phase {
        case .idle: self = .idle
        case .tracking: self = .tracking
        case .interacting: self = .interacting
        case .decelerating: self = .decelerating
        case .animating: self = .animating
        }
    }
}
