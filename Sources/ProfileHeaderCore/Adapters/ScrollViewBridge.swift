/// The few numbers a platform scroll view and the engine exchange, so that an adapter copies values
/// instead of doing arithmetic. Every function reads non-finite input as 0, treats values beyond
/// ± ``SupportedRange/maximumFreeMagnitude`` (10¹² points) as that limit, and returns a finite value.
public enum ScrollViewBridge {
    /// The `contentInset.top` to set so that the scroll view's adjusted top inset becomes
    /// `adjustedTop` points. The system adds its own part (safe area, visible bars) on top of
    /// `contentInset.top`; it is measured as `currentAdjustedTop − currentContentInsetTop`, so the
    /// app's `contentInsetAdjustmentBehavior` is respected rather than overridden.
    public static func contentInsetTop(
        forAdjustedTop adjustedTop: Double,
        currentAdjustedTop: Double,
        currentContentInsetTop: Double
    ) -> Double {
        bounded(adjustedTop) - (bounded(currentAdjustedTop) - bounded(currentContentInsetTop))
    }

    /// The offset an engine layout is for — 0 at rest, negative while pulled — from a scroll view's
    /// `contentOffset.y`, its adjusted top inset, and the refresh inset held inside that inset (points).
    public static func offset(contentOffsetY: Double, adjustedTop: Double, heldInset: Double = 0) -> Double {
        bounded(contentOffsetY) + bounded(adjustedTop) - bounded(heldInset)
    }

    /// True when two inset or offset values differ by more than rounding (a hundredth of a point):
    /// writing an equal value back to a scroll view would only cause another round of observation.
    public static func differs(_ a: Double, _ b: Double) -> Bool {
        !(abs(finite(a) - finite(b)) < 0.01)
    }

    /// `value`, or 0 when it is not finite.
    static func finite(_ value: Double) -> Double {
        value.isFinite ? value : 0
    }

    /// `value` limited to ± ``SupportedRange/maximumFreeMagnitude``, or 0 when it is not finite: sums
    /// and differences of a few of these are finite.
    static func bounded(_ value: Double) -> Double {
        value.isFinite ? clamp(value, -SupportedRange.maximumFreeMagnitude, SupportedRange.maximumFreeMagnitude) : 0
    }
}

extension ProfileHeaderConfiguration {
    /// The adjusted top inset that puts the top of the app's own content right under the banner:
    /// ``expandedHeight`` plus a held refresh inset, in points. Content positions (`…ContentY`) are
    /// then `adjustedTop` points above the app's content coordinates.
    public func adjustedContentInsetTop(heldRefreshInset: Double = 0) -> Double {
        expandedHeight + max(0, ScrollViewBridge.bounded(heldRefreshInset))
    }
}

extension ProfileHeaderLayout {
    /// Where content starts to be visible below the header, in viewport points: the header's
    /// bottom edge, or the pinned tab bar's. The top scroll-indicator inset, and the top of the
    /// region where taps reach the content.
    public var coveredHeight: Double {
        isTabBarPinned ? max(headerFrame.maxY, tabBarFrame.maxY) : headerFrame.maxY
    }

    /// True once the bar title has fully arrived: the moment for assistive technologies to read it.
    public var isTitleShown: Bool {
        titleProgress >= 1 && titleAlpha > 0
    }

    /// Where a piece of the page at content position `contentY` (points from the top of the content,
    /// the engine's content coordinates) and `height` points tall is in the viewport at this layout's
    /// offset, across the whole viewport width. Used for the parts of a shared header that scroll
    /// (the profile details between the banner and the tab bar). Negative heights count as 0.
    public func viewportRect(forContentY contentY: Double, height: Double) -> Rect {
        Rect(x: 0, y: ScrollViewBridge.bounded(contentY) - offset, width: headerFrame.width,
             height: max(0, ScrollViewBridge.bounded(height)))
    }
}

extension HeaderSnapping {
    /// ``targetOffset(forProposedEnd:)`` in a scroll view's own numbers: the `contentOffset.y` to put
    /// in `targetContentOffset` for the `contentOffset.y` the platform proposes, its adjusted top inset,
    /// and any refresh inset held inside it (points). An end inside the held refresh inset is left alone:
    /// the spinner's area is a resting place while refreshing. Non-finite input reads as 0.
    public func targetContentOffsetY(proposedContentOffsetY: Double, adjustedTop: Double, heldInset: Double = 0) -> Double {
        let proposedEnd = ScrollViewBridge.offset(contentOffsetY: proposedContentOffsetY, adjustedTop: adjustedTop, heldInset: heldInset)
        guard proposedEnd >= 0 else { return ScrollViewBridge.bounded(proposedContentOffsetY) }
        return targetOffset(forProposedEnd: proposedEnd) - ScrollViewBridge.bounded(adjustedTop) + ScrollViewBridge.bounded(heldInset)
    }
}

extension ProfileHeaderConfiguration {
    /// The navigation bar's strip in viewport points: below the top safe area, ``barHeight`` tall,
    /// across the viewport. Bar buttons (back, more) sit in it whatever the offset.
    public var barFrame: Rect {
        Rect(x: 0, y: topSafeAreaInset, width: viewportWidth, height: barHeight)
    }
}

extension ProfileHeaderConfiguration {
    /// Where the profile details — the part of the page between the banner's bottom edge and the tab
    /// bar (name, bio, buttons) — are in the viewport at `layout`'s offset, when an adapter draws them
    /// as part of a shared header (several tabs under one header). Empty when there is no room.
    public func detailsFrame(in layout: ProfileHeaderLayout) -> Rect {
        layout.viewportRect(forContentY: expandedHeight, height: tabBarContentY - expandedHeight)
    }
}

extension ScrollViewBridge {
    /// The `contentOffset.y` that puts a scroll view at engine `offset`, given its adjusted top inset
    /// (the inverse of ``offset(contentOffsetY:adjustedTop:heldInset:)`` with no held inset).
    public static func contentOffsetY(forOffset offset: Double, adjustedTop: Double) -> Double {
        bounded(offset) - bounded(adjustedTop)
    }
}

extension TabsConfiguration {
    /// The pager's position in pages for its `contentOffset.x` (1.25 = a quarter of the way from tab 1
    /// to tab 2), for ``indicatorFrame(pagePosition:)`` and ``settledTab(pagePosition:velocity:)``.
    /// Non-finite input reads as 0.
    public func pagePosition(contentOffsetX: Double) -> Double {
        ScrollViewBridge.bounded(contentOffsetX) / pageWidth
    }

    /// The pager's `contentOffset.x` that shows `tab` (limited to the tabs that exist).
    public func contentOffsetX(ofTab tab: Int) -> Double {
        Double(validIndex(tab)) * pageWidth
    }

    /// The pager's content width: one page per tab, in points.
    public var pagerContentWidth: Double {
        Double(tabCount) * pageWidth
    }

    /// Tabs under a profile header whose `tabCount` buttons share the viewport's width equally.
    ///
    /// - Throws: ``TabsConfigurationError`` when `tabCount` is below 1 (`.mustNotBeEmpty`) or above
    ///   ``SupportedRange/maximumCount`` (checked before anything is allocated), or the metrics are invalid.
    public static func profile(
        header: ProfileHeaderConfiguration, tabCount: Int, viewportHeight: Double, contentInsetBottom: Double = 0
    ) throws(TabsConfigurationError) -> TabsConfiguration {
        guard tabCount <= SupportedRange.maximumCount else { throw .tooManyTabs }
        let width = header.viewportWidth / Double(max(tabCount, 1))
        return try profile(header: header, tabWidths: Array(repeating: width, count: max(tabCount, 0)),
                           viewportHeight: viewportHeight, contentInsetBottom: contentInsetBottom)
    }
}
