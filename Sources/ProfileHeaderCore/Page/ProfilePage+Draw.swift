// The frame's draw stage: every element where the scroll stage put the header (aligned, mirrored
// right to left, moved up with a floating header), the tab strip and its indicator, what the header
// covers, where touches go and the spinner.

extension ProfilePage {
    /// The draw stage: every element, the strip, the hit map and the spinner. The header's own part
    /// is drawn again only when what it is drawn from changed (``HeaderDrawing``: a tabbed page's
    /// header held pinned while the user reads is the same every frame).
    @inline(__always)
    func draw(_ state: inout ProfilePageState, _ metrics: ProfilePageMetrics, _ adaptation: PageAdaptation,
              float: FloatStep, tabs: FrameTabs) -> (indicator: Rect, offsetX: Double) {
        let key = HeaderDrawing.Key(headerOffset: state.headerLayout.offset, floatHidden: float.hidden,
                                    headerShift: float.headerShift, barContentAlpha: float.barContentAlpha)
        if state.headerDrawingKey != key || !state.headerDrawingIsValid {
            drawHeader(&state, metrics, adaptation, key: key)
        }
        var strip = (indicator: Rect.zero, offsetX: 0.0)
        if adaptation.hasTabs, state.headerDrawing.tabBar.isVisible {
            let pagePosition = state.tabPager.pagePosition
            let origin = state.headerDrawing.tabBar.frame.origin
            if case .none = tabs.tabStripOffsetX, case .none = state.tabStripHold, state.stripDrawing.isValid,
               state.stripDrawing.pagePosition == pagePosition, state.stripDrawing.tabBarOrigin == origin {
                // The strip follows a pager that has not moved, under a tab bar that has not moved.
                strip = (state.stripDrawing.indicator, state.stripDrawing.offsetX)
            } else {
                let drawn = drawTabStrip(&state, adaptation, pagePosition: pagePosition, byHand: tabs.tabStripOffsetX,
                                         tabBar: state.headerDrawing.tabBar.frame)
                strip = (drawn.indicator, drawn.stripOffsetX)
                state.stripDrawing = StripDrawing(isValid: true, pagePosition: pagePosition, tabBarOrigin: origin,
                                                  indicator: drawn.indicator, offsetX: drawn.stripOffsetX)
            }
        }
        state.tabStripOffsetX = strip.offsetX
        return strip
    }

    /// The header's own part of the frame (`state`'s ``ProfilePageState/headerDrawing``), from its
    /// layout and how far a floating header scrolled away (`key`), aligned and mirrored right to left.
    @inline(never)  // drawn only when its key changes: kept out of the frame's own code
    func drawHeader(_ state: inout ProfilePageState, _ metrics: ProfilePageMetrics, _ adaptation: PageAdaptation,
                    key: HeaderDrawing.Key) {
        let layout = state.headerLayout
        let rest = adaptation.rest
        let pixels = adaptation.pixels
        let width = adaptation.configuration.viewportWidth
        let drawsTabBar = adaptation.drawsTabBar
        let floatHidden = key.floatHidden
        let headerShift = key.headerShift
        let isRightToLeft = metrics.isRightToLeft
        let banner = PageElement(frame: layout.bannerFrame.movedUp(headerShift).aligned(pixels: pixels), rest: rest.banner)
        let avatarFrame = isRightToLeft ? layout.avatarFrame.mirrored(inWidth: width) : layout.avatarFrame
        // With tabs the header's own layout is held once the tab bar pins (its offset stops at the shared
        // collapse): the avatar and the details above the tab bar go with it, so none of them shows
        // below it. Without tabs they scroll with the content and stay with it.
        let heldShift = adaptation.hasTabs ? floatHidden : 0
        let avatar = PageElement(frame: avatarFrame.movedUp(heldShift).aligned(pixels: pixels), rest: rest.avatar)
        let titleFrame = isRightToLeft ? layout.titleFrame.mirrored(inWidth: width) : layout.titleFrame
        let title = PageElement(frame: titleFrame.movedUp(headerShift).aligned(pixels: pixels), rest: rest.title,
                                alpha: layout.titleAlpha * key.barContentAlpha)
        let details = drawsTabBar
            ? PageElement(frame: Rect(x: 0, y: adaptation.detailsContentY - layout.offset - heldShift, width: layout.headerFrame.width,
                                      height: adaptation.detailsHeight).aligned(pixels: pixels), rest: rest.details) : .hidden
        let tabBar = drawsTabBar && adaptation.configuration.tabBarHeight > 0
            ? PageElement(frame: layout.tabBarFrame.movedUp(floatHidden).aligned(pixels: pixels), rest: rest.tabBar) : .hidden
        var headerFrame = layout.headerFrame
        let safeTop = adaptation.configuration.topSafeAreaInset
        headerFrame.size.height = max(min(safeTop, headerFrame.height), headerFrame.height - headerShift)
        let bar = barMovedUp(adaptation, floatHidden: floatHidden, headerShift: headerShift, headerMaxY: headerFrame.maxY,
                             tabBar: tabBar)
        state.headerDrawing = HeaderDrawing(
            headerClip: headerFrame.aligned(pixels: pixels), banner: banner, avatar: avatar, title: title, details: details,
            tabBar: tabBar, stacking: layout.avatarStacking == .aboveHeader ? .avatarInFront : .avatarBehind,
            bar: bar.bar, barLeadingSlot: bar.leadingSlot, barTrailingSlot: bar.trailingSlot)
        state.headerDrawingKey = key
        state.headerDrawingIsValid = true
        state.barHit = bar.barHit
        state.tabBarHit = bar.tabBarHit
    }

    /// The bar, its slots and their touch regions, moved up with a pinned header that has scrolled
    /// `floatHidden` points away (the bar `headerShift` of them, the header's clip ending at
    /// `headerMaxY`): what has gone under the header's clip (the status bar's strip) takes no touch.
    @inline(__always)
    private func barMovedUp(_ adaptation: PageAdaptation, floatHidden: Double, headerShift: Double, headerMaxY: Double,
                            tabBar: PageElement) -> (bar: Rect, leadingSlot: Rect, trailingSlot: Rect, barHit: Rect, tabBarHit: Rect) {
        var moved = (bar: adaptation.bar, leadingSlot: adaptation.barLeadingSlot, trailingSlot: adaptation.barTrailingSlot,
                     barHit: adaptation.bar, tabBarHit: tabBar.isVisible ? tabBar.frame : .zero)
        guard floatHidden > 0 else { return moved }
        let pixels = adaptation.pixels
        let barShift = Rect.alignedEdge(headerShift, pixels)
        moved.bar.origin.y -= barShift
        moved.leadingSlot.origin.y -= barShift
        moved.trailingSlot.origin.y -= barShift
        // (Heights on the pixel grid: what is left of a bar gone under is 0, not a rounding sliver.)
        let bar = moved.bar
        moved.barHit = Rect(x: bar.minX, y: adaptation.bar.minY, width: bar.width,
                            height: max(0, Rect.alignedEdge(bar.maxY - adaptation.bar.minY, pixels)))
        let tabBarHit = moved.tabBarHit
        let tabTop = max(tabBarHit.minY, Rect.alignedEdge(headerMaxY, pixels))
        moved.tabBarHit = Rect(x: tabBarHit.minX, y: tabTop, width: tabBarHit.width,
                               height: max(0, Rect.alignedEdge(tabBarHit.maxY - tabTop, pixels)))
        return moved
    }

    /// The refresh spinner, centred between the side safe areas, aligned.
    @inline(__always)
    func spinner(_ adaptation: PageAdaptation, _ refresh: RefreshOutput) -> PageSpinner {
        let width = adaptation.configuration.viewportWidth
        var frame = refresh.spinnerFrame
        let shift = adaptation.spinnerShift
        if shift != 0, frame.width <= width {
            frame.origin.x = clamp(frame.minX + shift, 0, width - frame.width)
        }
        return PageSpinner(frame: frame.aligned(pixels: adaptation.pixels), alpha: refreshes ? refresh.spinnerAlpha : 0,
                           rotation: refresh.spinnerRotation, isSpinning: refresh.phase == .refreshing)
    }
}

/// The header's own part of a frame — its elements, its clip and the bar — as drawn for its ``Key``:
/// kept in ``ProfilePageState`` (with the key and where the bar and the tab bar take touches) and
/// drawn again only when the key changes or the page adapts (everything else it is drawn from is the
/// adaptation's).
struct HeaderDrawing: Equatable, Hashable, Sendable {
    /// What the header is drawn from, besides the adaptation: its layout's offset and how far a
    /// floating header scrolled away (the bar's share of it, and its content's alpha).
    struct Key: Equatable, Hashable, Sendable {
        var headerOffset: Double
        var floatHidden: Double
        var headerShift: Double
        var barContentAlpha: Double
    }

    var headerClip = Rect.zero
    var banner = PageElement()
    var avatar = PageElement()
    var title = PageElement()
    var details = PageElement()
    var tabBar = PageElement()
    var stacking = PageStacking.avatarInFront
    var bar = Rect.zero
    var barLeadingSlot = Rect.zero
    var barTrailingSlot = Rect.zero
}

/// The tab strip as drawn last, while it followed the pager (nothing held by hand): kept in
/// ``ProfilePageState`` and drawn again only when the pager or the tab bar moves, or the page adapts.
struct StripDrawing: Equatable, Hashable, Sendable {
    var isValid = false
    var pagePosition = 0.0
    var tabBarOrigin = Point(x: 0, y: 0)
    var indicator = Rect.zero
    var offsetX = 0.0
}
