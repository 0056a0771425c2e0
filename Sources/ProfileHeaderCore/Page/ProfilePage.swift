/// A whole profile page as one value: the header as designed, how the scroll view's insets are set,
/// the tabs under the header, pull-to-refresh and snapping. Checked once when made.
///
/// Give it what the platform measured every frame and it returns everything a front end writes —
/// ``ProfilePage/frame(_:_:_:)``, one call per frame. Adapting the design to the device (width,
/// safe area, Dynamic Type, Reduce Motion, the details' measured height) happens inside that call,
/// and only when one of those changes.
public struct ProfilePage: Equatable, Hashable, Sendable {
    /// The header as designed, for any one device: the page adapts it to every frame's metrics.
    public let design: ProfileHeaderConfiguration
    /// Where the app's content starts, and so which parts of the page the header draws.
    public let contentStart: PageContentStart
    /// How the scroll view's top inset is set.
    public let insetPolicy: PageInsetPolicy
    /// Number of tabs under the shared header, `0 … ` ``SupportedRange/maximumCount``: `0` for a single
    /// list whose content starts below the banner (the details are the app's first rows); `1` for
    /// ``singleList(design:refreshes:snapping:pinnedHeader:)``, one list under a header that draws the details.
    /// With tabs, the header draws the details and the tab bar (``PageContentStart/belowTabBar``).
    public let tabCount: Int
    /// Whether pulling past the threshold refreshes (the engine's spinner over the banner).
    public let refreshes: Bool
    /// Where a fling may come to rest, if anywhere in particular.
    public let snapping: PageSnapping
    /// Tab buttons as wide as their labels, scrolling when they do not fit; nil: ``tabCount`` equal
    /// buttons sharing the tab bar's width (Twitter's four tabs).
    public private(set) var scrollableTabs: ScrollableTabs?
    /// What the pinned header (the collapsed bar and the tab bar under it) does once the content
    /// scrolls on past where it pins: stays (``PinnedHeaderScrolling/pinned``, the default), scrolls
    /// away and comes back on any scroll up (``PinnedHeaderScrolling/floats``; the bar only:
    /// ``PinnedHeaderScrolling/barFloats``), or the tab bar collapses under the bar
    /// (``PinnedHeaderScrolling/collapsingTabBar(minimumHeight:)``).
    public private(set) var pinnedHeader: PinnedHeaderScrolling = .pinned

    /// Creates a validated page.
    ///
    /// - Throws: ``ProfilePageError`` naming the field: a tab count outside `0 …`
    ///   ``SupportedRange/maximumCount``, or tabs with content that starts below the banner (tabs
    ///   need the header to draw the details and the tab bar).
    @inline(never)  // one copy, shared by every caller
    public init(
        design: ProfileHeaderConfiguration,
        contentStart: PageContentStart = .belowBanner,
        insetPolicy: PageInsetPolicy = .belowPinnedHeader,
        tabCount: Int = 0,
        refreshes: Bool = false,
        snapping: PageSnapping = .none,
        pinnedHeader: PinnedHeaderScrolling = .pinned
    ) throws(ProfilePageError) {
        guard tabCount >= 0, tabCount <= SupportedRange.maximumCount else {
            throw ProfilePageError(field: .tabCount, rule: .outOfSupportedRange(lowerBound: 0, upperBound: SupportedRange.maximumCount))
        }
        guard tabCount == 0 || contentStart == .belowTabBar else {
            throw ProfilePageError(field: .contentStart, rule: .mustBeBelowTabBarWithTabs)
        }
        self.init(validated: design, contentStart: contentStart, insetPolicy: insetPolicy, tabCount: tabCount,
                  refreshes: refreshes, snapping: snapping, pinnedHeader: pinnedHeader)
    }

    /// A page whose tab count and content start are known to be valid (the checked initializer's rules).
    @inline(never)  // one copy, shared by every caller
    private init(validated design: ProfileHeaderConfiguration, contentStart: PageContentStart,
                 insetPolicy: PageInsetPolicy = .belowPinnedHeader, tabCount: Int, refreshes: Bool,
                 snapping: PageSnapping, pinnedHeader: PinnedHeaderScrolling) {
        self.design = design
        self.contentStart = contentStart
        self.insetPolicy = insetPolicy
        self.tabCount = tabCount
        self.refreshes = refreshes
        self.snapping = snapping
        self.pinnedHeader = pinnedHeader
    }

    /// A tabbed profile: `tabCount` lists under one header that draws the details and the tab bar.
    /// It cannot fail: a ``TabCount`` is always in range (`tabCount: 3`, or `try TabCount(n)` for a
    /// count worked out while the app runs).
    public static func tabbed(
        design: ProfileHeaderConfiguration, tabCount: TabCount, refreshes: Bool = false, snapping: PageSnapping = .none,
        pinnedHeader: PinnedHeaderScrolling = .pinned
    ) -> ProfilePage {
        ProfilePage(validated: design, contentStart: .belowTabBar, tabCount: tabCount.value,
                    refreshes: refreshes, snapping: snapping, pinnedHeader: pinnedHeader)
    }

    /// A profile with one list and no tab bar, under a header that draws the details (what SwiftUI's
    /// `ProfileScrollView` shows without tabs): once collapsed only the bar stays, and the list's
    /// first row starts right under the details. The design's tab bar is left out (`tabBarHeight` 0).
    public static func singleList(
        design: ProfileHeaderConfiguration, refreshes: Bool = false, snapping: PageSnapping = .none,
        pinnedHeader: PinnedHeaderScrolling = .pinned
    ) -> ProfilePage {
        // A zero-height tab bar is valid in every design (a length may be 0).
        let withoutTabBar = (try? design.replacing(tabBarHeight: 0)) ?? design
        return ProfilePage(validated: withoutTabBar, contentStart: .belowTabBar, tabCount: 1,
                           refreshes: refreshes, snapping: snapping, pinnedHeader: pinnedHeader)
    }

    /// A tabbed profile whose tab buttons are as wide as their labels and scroll when they are wider
    /// than the tab bar (the X app's six tabs): one list per label.
    public static func tabbed(
        design: ProfileHeaderConfiguration, scrollableTabs: ScrollableTabs, refreshes: Bool = false,
        snapping: PageSnapping = .none, pinnedHeader: PinnedHeaderScrolling = .pinned
    ) -> ProfilePage {
        // A validated ScrollableTabs has 1 … maximumCount labels, which the tabbed page accepts.
        var page = ProfilePage(validated: design, contentStart: .belowTabBar, tabCount: scrollableTabs.tabCount,
                               refreshes: refreshes, snapping: snapping, pinnedHeader: pinnedHeader)
        page.scrollableTabs = scrollableTabs
        return page
    }
}

extension ProfilePage {
    /// This page with its label-width tabs' labels measured (``ScrollableTabs/measured(labelWidths:)``:
    /// what a front end does with the titles it draws); the page itself without label-width tabs.
    public func measuringTabLabels(_ labelWidths: [Double]) -> ProfilePage {
        guard let scrollableTabs else { return self }
        var page = self
        page.scrollableTabs = scrollableTabs.measured(labelWidths: labelWidths)
        return page
    }
}

/// Where the app's own content starts in the scroll view, which decides what the header draws.
public enum PageContentStart: Equatable, Hashable, Sendable {
    /// Right under the banner: the app's first rows are the profile details (name, bio, a tab bar of
    /// its own if any). The header draws the banner, avatar, title and bar.
    case belowBanner
    /// Under the tab bar: the header also draws the details (between banner and tab bar, scrolling
    /// with the content) and the tab bar (sticking under the collapsed bar). Required for tabs.
    case belowTabBar
}

/// How the page sets the scroll view's top inset, which is also where the scroll view pins sticky
/// section headers (plain table views, `pinToVisibleBounds` supplementary views).
public enum PageInsetPolicy: Equatable, Hashable, Sendable {
    /// The inset covers only what stays on screen once collapsed (the bar, and a pinned tab bar the
    /// header draws); the content starts with an empty spacer ``PageScrollViewWrites/topSpacerHeight``
    /// tall that the front end puts there (a table's header view). Sticky section headers pin right
    /// under the pinned header at every offset. The default.
    case belowPinnedHeader
    /// The inset covers the whole expanded header; the content starts below it with no spacer.
    /// Sticky section headers would pin below the expanded header: use only for content without them.
    case belowExpandedHeader

    /// The policy for a list: one that pins section headers (a table view) needs them under the
    /// pinned header, so ``belowPinnedHeader``; any other list needs no spacer, so
    /// ``belowExpandedHeader``.
    public init(listPinsSectionHeaders: Bool) {
        self = listPinsSectionHeaders ? .belowPinnedHeader : .belowExpandedHeader
    }
}

/// Where a fling may come to rest.
public enum PageSnapping: Equatable, Hashable, Sendable {
    /// Wherever the platform's deceleration takes it.
    case none
    /// Expanded or collapsed, never half-way (``HeaderSnapping/expandedOrCollapsed(_:)``).
    case expandedOrCollapsed
}

/// Why a ``ProfilePage`` was rejected.
public typealias ProfilePageError = ValidationError<ProfilePageField>

/// The fields of ``ProfilePage``.
public enum ProfilePageField: Equatable, Hashable, Sendable, CaseIterable {
    case tabCount
    case contentStart
    /// ``ScrollableTabs``' label widths (with the tab's index), padding or inset.
    case scrollableTabs
}
