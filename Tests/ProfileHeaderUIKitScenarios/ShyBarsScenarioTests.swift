import ProfileHeaderCore
import ProfileHeaderUIKit
import Testing
import UIKit

/// A reading screen as an app writes it: a table filling the view and shy bars installed in one line
/// in `viewDidLoad()` — no appearance callbacks forwarded.
@MainActor
final class ReadingScreen: UIViewController {
    let table = UITableView(frame: .zero, style: .plain)
    let rows = Rows(80)
    var shyBars: ShyBarsController?
    /// Forwards the release to the controller (the optional hook), when set.
    var forwardsRelease = false
    private var forwarder: ReleaseForwarder?

    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }

    override func loadView() {
        table.dataSource = rows
        view = table
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        shyBars = ShyBarsController(viewController: self, scrollView: table)
    }
    func forwardRelease() {
        forwarder = ReleaseForwarder(self)
        table.delegate = forwarder
    }
}

/// The app's delegate that forwards the release, as the README shows.
@MainActor
final class ReleaseForwarder: NSObject, UIScrollViewDelegate {
    weak var screen: ReadingScreen?
    init(_ screen: ReadingScreen) { self.screen = screen }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        screen?.shyBars?.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }
}

/// A reading screen in a navigation controller, in a window, laid out.
@MainActor
struct NavigationScene {
    let window = makeWindow()
    let navigation: UINavigationController
    let screen: ReadingScreen
    var bar: UINavigationBar { navigation.navigationBar }

    init(root: UIViewController? = nil, opaqueBar: Bool = false, collapsingPart: CollapsingBarPart? = nil) {
        screen = ReadingScreen()
        navigation = UINavigationController(rootViewController: root ?? screen)
        navigation.navigationBar.isTranslucent = !opaqueBar
        switch collapsingPart {
        case .largeTitle: navigation.navigationBar.prefersLargeTitles = true
        case .searchBar: screen.navigationItem.searchController = UISearchController(searchResultsController: nil)
        case nil: break
        }
        window.rootViewController = navigation
        if root != nil { navigation.pushViewController(screen, animated: false) }
        window.modelFrames(2)
    }

    /// Where the bar's bottom edge is on screen, in the window (its transform included).
    var barBottomOnScreen: CGFloat { bar.convert(CGPoint(x: 0, y: bar.bounds.height), to: nil).y }
    /// Whether the bar is exactly where UIKit put it, taking touches.
    var barAtRest: Bool { bar.transform == .identity && bar.isUserInteractionEnabled }

    /// A drag of the table up by `distance` points over frames of 10, then a release at `velocity`
    /// (points per second, finger direction) and a second of frames.
    func read(_ distance: CGFloat, velocity: CGPoint? = nil) {
        modelRead(screen.table, in: window, distance, velocity: velocity ?? .zero)
    }
}

/// A drag of `table` up by `distance` points (down for a negative one) over frames of 10, then a
/// release at `velocity` and a second of frames.
@MainActor
func modelRead(_ table: UITableView, in window: UIWindow, _ distance: CGFloat, velocity: CGPoint = .zero) {
    table.modelBeginDrag()
    window.modelFrame()
    var moved: CGFloat = 0
    let total = distance < 0 ? -distance : distance
    while moved < total {
        let step = min(10, total - moved)
        table.modelDragMove(by: CGPoint(x: 0, y: distance > 0 ? -step : step))
        window.modelFrame()
        moved += step
    }
    table.modelEndDrag(velocity: velocity)
    window.modelFrames(60)
}

/// A part of the navigation bar that UIKit collapses itself as the content scrolls past its top.
enum CollapsingBarPart: CaseIterable, Sendable {
    case largeTitle, searchBar
}

/// Issue 19: shy bars in one line, in a navigation controller, through pushes, pops, swipes back,
/// an opaque bar and a controller that goes away.
@MainActor
@Suite struct ShyBarsScenarioTests {
    @Test("One line: the bar slides away while reading and comes back when scrolling toward the top")
    func hidesAndReturns() {
        let scene = NavigationScene()
        scene.screen.table.contentOffset.y = scene.screen.table.modelMinimumOffset.y
        scene.window.modelFrames(2)
        scene.read(400)
        #expect(scene.barBottomOnScreen <= 47, "hidden under the status bar")
        #expect(!scene.bar.isUserInteractionEnabled)
        // Back toward the top past the expansion resistance (200 points, TLYShyNavBar's default) and the bar.
        scene.read(-300)
        #expect(scene.barAtRest)
    }

    @Test("One line: a push hands the bar back to the next screen at rest; coming back takes it again")
    func pushAndPop() {
        let scene = NavigationScene()
        scene.read(400)
        #expect(!scene.barAtRest)
        let next = UIViewController(nibName: nil, bundle: nil)
        scene.navigation.pushViewController(next, animated: true)
        scene.window.modelFrames(2)
        #expect(scene.barAtRest, "the next screen's Back button is where it belongs")
        scene.navigation.popViewController(animated: true)
        scene.window.modelFrames(2)
        scene.read(300)
        #expect(!scene.barAtRest, "back on the reading screen the bar is shy again")
    }

    @Test("One line: a swipe back hands the bar back while it runs; cancelled, the reading screen takes it again")
    func interactivePop() {
        let scene = NavigationScene(root: UIViewController(nibName: nil, bundle: nil))
        scene.read(400)
        #expect(!scene.barAtRest)
        scene.navigation.modelBeginInteractivePop()
        scene.window.modelFrames(2)
        #expect(scene.barAtRest, "the screen underneath shows its bar while the finger pulls")
        scene.navigation.modelEndInteractivePop(finished: false)
        scene.window.modelFrames(2)
        scene.read(300)
        #expect(!scene.barAtRest)
        // Finished this time: the root screen has its bar, at rest, and it stays so.
        scene.navigation.modelBeginInteractivePop()
        scene.navigation.modelEndInteractivePop(finished: true)
        scene.window.modelFrames(2)
        #expect(scene.barAtRest)
        #expect(scene.navigation.topViewController !== scene.screen)
    }

    @Test("Defect 9: a ShyBarsController released without detach() gives the shared bar back")
    func releasedController() async {
        let scene = NavigationScene()
        scene.read(400)
        #expect(!scene.barAtRest)
        weak let released = scene.screen.shyBars
        scene.screen.shyBars = nil
        for _ in 0..<5 { await Task.yield() }
        scene.window.modelFrames(2)
        #expect(released == nil)
        #expect(scene.barAtRest)
        scene.read(300)
        #expect(scene.barAtRest, "nothing drives it any more")
    }

    @Test("A second controller installed in the same screen replaces the first: the bar is driven by one, and given back by it")
    func replacedController() {
        let scene = NavigationScene(opaqueBar: true)
        scene.read(400)
        #expect(!scene.barAtRest)
        scene.screen.shyBars = ShyBarsController(viewController: scene.screen, scrollView: scene.screen.table)
        #expect(scene.barAtRest, "the first one gave the bar back before the second took it")
        #expect(scene.screen.extendedLayoutIncludesOpaqueBars)
        scene.window.modelFrames(2)
        scene.read(300)
        #expect(!scene.barAtRest)
        scene.screen.shyBars?.detach()
        #expect(scene.barAtRest)
        #expect(!scene.screen.extendedLayoutIncludesOpaqueBars, "the screen's own setting comes back, not the first controller's")
        #expect(scene.screen.children.isEmpty)
    }

    @Test("Defect 7: with an opaque bar, no band opens between the status bar and the content when the bar hides")
    func opaqueBar() {
        let scene = NavigationScene(opaqueBar: true)
        scene.read(400)
        #expect(scene.barBottomOnScreen <= 47)
        let contentTop = scene.screen.table.convert(CGPoint(x: 0, y: scene.screen.table.bounds.minY), to: nil).y
        #expect(contentTop <= scene.barBottomOnScreen, "the content reaches up to the bar's edge, whatever its opacity")
        // At the top the first row still starts below the bar.
        let table = scene.screen.table
        table.contentOffset.y = table.modelMinimumOffset.y
        scene.window.modelFrames(2)
        #expect(scene.barAtRest)
        #expect(table.convert(CGPoint.zero, to: nil).y == 47 + UINavigationController.modelBarHeight)
    }

    @Test("Defect 8: a slow release with the bar half hidden never jumps the content")
    func slowReleaseDoesNotJump() {
        let scene = NavigationScene()
        scene.screen.forwardRelease()
        let table = scene.screen.table
        scene.read(600)
        // Back toward the top by 230: past the 200 points of expansion resistance the bar comes 30
        // of its 44 points back; then the finger stops and lifts.
        Self.dragBackSlowly(table, scene)
        #expect(largestStepAfterRelease(table, in: scene.window, frames: 30) < 1)
        #expect(scene.barAtRest, "the bar settles whole: shown, as more than half of it was")
    }

    /// A finger down, then 230 points back toward the top in 10-point steps, one frame each (not lifted).
    static func dragBackSlowly(_ table: UITableView, _ scene: NavigationScene) {
        table.modelBeginDrag()
        scene.window.modelFrame()
        for _ in 0..<23 {
            table.modelDragMove(by: CGPoint(x: 0, y: 10))
            scene.window.modelFrame()
        }
    }

    @Test("Issue 23: the bar settles on the engine's curve (ShyBarsStep.snapEasing, ease-out), as the playground and SwiftUI do, not UIKit's default ease-in-out")
    func settlesOnTheEnginesCurve() {
        let scene = NavigationScene()
        scene.screen.forwardRelease()
        let table = scene.screen.table
        scene.read(600)
        UIView.modelLastAnimationOptions = nil
        Self.dragBackSlowly(table, scene)
        _ = largestStepAfterRelease(table, in: scene.window, frames: 30)
        let options = UIView.modelLastAnimationOptions
        #expect(options?.contains(.curveEaseOut) == true && options?.contains(.curveLinear) == false, "\(String(describing: options))")
    }

    @Test("Defect 7: under a large title or a search bar that collapses, the bar hides only once the platform has collapsed it, by its compact height, and the configuration is made once for that, not on every frame of the collapse",
          arguments: CollapsingBarPart.allCases)
    func collapsingBar(part: CollapsingBarPart) throws {
        let scene = NavigationScene(collapsingPart: part)
        let shyBars = try #require(scene.screen.shyBars)
        let expanded = UINavigationController.modelBarHeight + 52
        // The table at its top, as UIKit first shows it.
        scene.screen.table.contentOffset.y = -(47 + expanded)
        scene.window.modelFrames(2)
        #expect(scene.bar.bounds.height == expanded, "at the top the bar shows its collapsible part")
        #expect(scene.screen.table.adjustedContentInset.top == 47 + expanded)
        var made = 0
        let make = shyBars.makeConfiguration
        shyBars.makeConfiguration = { metrics in
            made += 1
            return try make(metrics)
        }
        // 30 points: UIKit collapses the bar by as much; the shy bars leave it where UIKit put it.
        scene.read(30)
        #expect(scene.bar.bounds.height == expanded - 30)
        #expect(scene.barAtRest)
        // Reading on: collapsed, then hidden by its 44 points, exactly under the status bar.
        scene.read(400)
        #expect(scene.bar.bounds.height == UINavigationController.modelBarHeight)
        #expect(scene.barBottomOnScreen == 47)
        // Back to the top: shown, and expanded again by UIKit.
        scene.read(-800)
        #expect(scene.barAtRest)
        #expect(scene.bar.bounds.height == expanded)
        scene.read(400)
        #expect(scene.barBottomOnScreen == 47)
        #expect(made == 1, "once, on the first frame past the top (it was \(made))")
    }

    @Test("Defect 7: a rotation while the bars are hidden never has UIKit lay out a transformed bar; after it the bar is at rest where UIKit put it, and hides again from there")
    func rotationWhileHidden() {
        let scene = NavigationScene()
        scene.navigation.isToolbarHidden = false
        let table = scene.screen.table
        table.contentOffset.y = table.modelMinimumOffset.y
        scene.window.modelFrames(2)
        scene.screen.shyBars = ShyBarsController(viewController: scene.screen, scrollView: table, followers: [scene.navigation.toolbar])
        scene.window.modelFrames(2)
        scene.read(400)
        #expect(scene.barBottomOnScreen == 47, "hidden")
        #expect(scene.navigation.toolbar.transform != .identity, "the toolbar slid down")
        scene.window.modelTransition(to: CGSize(width: 844, height: 390),
                                     safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        scene.window.modelFrames(2)
        #expect(scene.bar.modelUndefinedFrameWrites == 0, "UIKit placed the bar while it was transformed")
        #expect(scene.navigation.toolbar.modelUndefinedFrameWrites == 0, "UIKit placed the toolbar while it was transformed")
        #expect(scene.barAtRest)
        #expect(scene.bar.frame == CGRect(x: 0, y: 0, width: 844, height: UINavigationController.modelBarHeight))
        scene.read(400)
        #expect(scene.barBottomOnScreen == 0, "hidden again, by the bar's height in the new layout")
    }

    @Test("Defect 7: the navigation controller hiding its bars for the keyboard (hidesBarsWhenKeyboardAppears) takes them from the shy bars untransformed; a tap brings them back at rest, and scrolling hides them again")
    func keyboardHidesBars() {
        let scene = NavigationScene()
        scene.navigation.isToolbarHidden = false
        scene.navigation.hidesBarsWhenKeyboardAppears = true
        let table = scene.screen.table
        table.contentOffset.y = table.modelMinimumOffset.y
        scene.window.modelFrames(2)
        scene.screen.shyBars = ShyBarsController(viewController: scene.screen, scrollView: table, followers: [scene.navigation.toolbar])
        scene.window.modelFrames(2)
        scene.read(400)
        #expect(scene.barBottomOnScreen == 47, "hidden by the shy bars")
        // UIKit hides its bars for the keyboard, laying them out as they go: its observer was there
        // first, so that write meets the shy bars' transform (the bar ends up hidden either way).
        scene.window.modelKeyboard(shown: true)
        scene.window.modelFrames(2)
        #expect(scene.navigation.isNavigationBarHidden && scene.bar.isHidden)
        #expect(scene.barAtRest, "handed back untransformed while the navigation controller hides it")
        #expect(scene.navigation.toolbar.transform == .identity)
        let writesBefore = scene.bar.modelUndefinedFrameWrites + scene.navigation.toolbar.modelUndefinedFrameWrites
        scene.read(200)
        #expect(scene.barAtRest, "scrolling while the container hides the bars moves nothing")
        scene.window.modelKeyboard(shown: false)
        scene.window.modelFrames(2)
        #expect(scene.navigation.isNavigationBarHidden && scene.barAtRest, "hidden until a tap, and still handed back")
        scene.navigation.modelTapInContent()
        scene.window.modelFrames(2)
        #expect(!scene.bar.isHidden)
        #expect(scene.bar.modelUndefinedFrameWrites + scene.navigation.toolbar.modelUndefinedFrameWrites == writesBefore,
                "UIKit laid out a bar coming back while it was transformed")
        #expect(scene.barAtRest)
        #expect(scene.bar.frame == CGRect(x: 0, y: 47, width: 390, height: UINavigationController.modelBarHeight), "back where UIKit puts it")
        scene.read(400)
        #expect(scene.barBottomOnScreen == 47, "hidden again by scrolling, from where UIKit put it")
    }

    @Test("Defect 7: the app hides and shows the navigation bar through the shy bars while they have it hidden, without a scroll in between: UIKit never lays the bar out under their transform")
    func appHidesAndShowsBar() {
        let scene = NavigationScene()
        let table = scene.screen.table
        table.contentOffset.y = table.modelMinimumOffset.y
        scene.window.modelFrames(2)
        scene.screen.shyBars = ShyBarsController(viewController: scene.screen, scrollView: table)
        scene.window.modelFrames(2)
        scene.read(400)
        #expect(scene.barBottomOnScreen == 47, "hidden by the shy bars")
        let shyBars = scene.screen.shyBars!
        shyBars.setNavigationBarHidden(true, animated: true)
        #expect(scene.navigation.isNavigationBarHidden && scene.bar.isHidden)
        #expect(scene.bar.modelUndefinedFrameWrites == 0, "UIKit laid out the bar going away while it was transformed")
        scene.window.modelFrames(2)
        #expect(scene.barAtRest, "handed back while the navigation controller hides it")
        shyBars.setNavigationBarHidden(false, animated: true)
        #expect(scene.bar.modelUndefinedFrameWrites == 0, "UIKit laid out the bar coming back while it was transformed")
        scene.window.modelFrames(2)
        #expect(scene.barAtRest && !scene.bar.isHidden)
        #expect(scene.bar.frame == CGRect(x: 0, y: 47, width: 390, height: UINavigationController.modelBarHeight))
        scene.read(400)
        #expect(scene.barBottomOnScreen == 47, "hidden again by scrolling")
    }

    @Test("Defect 7: the toolbar a screen follows with is hidden and shown again through the shy bars while the bars are hidden: it comes back untransformed where UIKit puts it, then follows the bars")
    func toolbarHiddenAndShown() {
        let scene = NavigationScene()
        scene.navigation.isToolbarHidden = false
        let table = scene.screen.table
        table.contentOffset.y = table.modelMinimumOffset.y
        scene.window.modelFrames(2)
        let toolbar = scene.navigation.toolbar!
        scene.screen.shyBars = ShyBarsController(viewController: scene.screen, scrollView: table, followers: [toolbar])
        scene.window.modelFrames(2)
        scene.read(400)
        #expect(toolbar.transform != .identity, "slid down with the bars")
        let shyBars = scene.screen.shyBars!
        shyBars.setToolbarHidden(true, animated: true)
        let writesBefore = toolbar.modelUndefinedFrameWrites
        shyBars.setToolbarHidden(false, animated: true)
        #expect(toolbar.modelUndefinedFrameWrites == writesBefore, "UIKit laid out the toolbar coming back while it was transformed")
        scene.window.modelFrames(2)
        #expect(toolbar.transform != .identity, "then it follows the hidden bars")
    }
}

/// A reading screen with a filter bar under the navigation bar, whose shy bars hide as Android's app
/// bar: the navigation bar scrolls off with `scroll|enterAlways|snap`, the filter bar stays.
@MainActor
final class FilterBarScreen: UIViewController {
    let table = UITableView(frame: .zero, style: .plain)
    let rows = Rows(80)
    let filterBar = UIView()
    var shyBars: ShyBarsController?

    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }

    override func loadView() {
        table.dataSource = rows
        view = UIView()
        view.addSubview(table)
        filterBar.frame = CGRect(x: 0, y: 0, width: 100, height: 40)  // placed under the bar once laid out
        view.addSubview(filterBar)
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        let controller = ShyBarsController(viewController: self, scrollView: table, extensionView: filterBar)
        controller.makeConfiguration = { metrics in
            try ShyBarsConfiguration(
                bars: [ShyBar(height: metrics.navigationBarHeight, scrollFlags: [.scroll, .enterAlways, .snap]),
                       ShyBar(height: metrics.extensionHeight, scrollFlags: [])],
                stacking: .appBarLayout, stackTopInset: metrics.topSafeAreaInset, expansionResistance: 0)
        }
        shyBars = controller
    }
    /// Lays the table and the filter bar out as the app's constraints would (the model runs no Auto Layout).
    func place() {
        table.frame = view.bounds
        filterBar.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: 40)
    }
}

@MainActor
@Suite struct ShyBarsAppBarLayoutScenarioTests {
    @Test("Issue 22: Android's order in UIKit — the navigation bar scrolls off, the filter bar moves up with it and pins under the status bar; any scroll back brings the bar")
    func filterBarPins() {
        let window = makeWindow()
        let screen = FilterBarScreen()
        let navigation = UINavigationController(rootViewController: screen)
        window.rootViewController = navigation
        window.modelFrames(2)
        screen.place()
        window.modelFrames(2)
        let bar = navigation.navigationBar
        let table = screen.table
        table.contentOffset.y = table.modelMinimumOffset.y
        window.modelFrames(2)
        let barHeight = bar.bounds.height
        let filterTop = screen.filterBar.convert(CGPoint.zero, to: nil).y
        let statusBar = bar.convert(CGPoint.zero, to: nil).y
        func drag(_ distance: CGFloat) { modelRead(table, in: window, distance) }
        drag(400)
        #expect(bar.transform.ty == -barHeight && !bar.isUserInteractionEnabled)
        #expect(screen.filterBar.transform.ty == -barHeight, "moves up with the block")
        #expect(screen.filterBar.convert(CGPoint.zero, to: nil).y == statusBar, "pinned where the bar's top was: under the status bar")
        #expect(screen.filterBar.alpha == 1 && screen.filterBar.isUserInteractionEnabled)
        #expect(filterTop == statusBar + barHeight)
        drag(-30)  // a short scroll back, deep in the list: the bar comes back and settles whole
        #expect(bar.transform == .identity && bar.isUserInteractionEnabled)
        #expect(screen.filterBar.convert(CGPoint.zero, to: nil).y == filterTop)
    }
}
