/// Something the user or the app did since the last frame, besides what the platform measured: the
/// one plain intent a ``ProfilePage/frame(_:_:_:)`` call takes along with the metrics. The frame
/// answers every intent itself (a tab tapped switches or waits, a release snaps or refreshes, a
/// drag the platform does not scroll scrolls the list or pages the tabs); the front end only
/// forwards it.
public enum ProfilePageIntent: Equatable, Hashable, Sendable {
    /// Nothing: a scroll frame, a layout pass, an animation tick.
    case none
    /// A finger lifted from list `list` (its index, `0` for a single list) that the platform
    /// scrolled. `velocity` in points per second, positive toward the content's end;
    /// `proposedContentOffsetY` is where the platform's deceleration would stop (UIKit's
    /// `targetContentOffset`), if it proposes one: the frame's
    /// ``ProfilePageFrame/targetContentOffsetY`` says where to rest instead. A release of a list the
    /// page does not follow now (``ProfilePageFrame/activeList``) changes nothing.
    case listReleased(list: Int, velocity: Double, proposedContentOffsetY: Double?)
    /// The app starts a refresh itself.
    case refreshStarted
    /// The app's refresh finished: the held inset springs back.
    case refreshFinished
    /// Tab `index` was tapped (or chosen with a key, or the app's selection changed). Another tab
    /// switches to it (the pager glides there; at once without `animated`, or under Reduce Motion),
    /// or waits while the header springs back from a pull or a refresh holds it (shown selected
    /// meanwhile; a drag drops it), or is refused while a finger holds the list or the header is held
    /// pulled otherwise (``ProfilePageFrame/selectedTab`` stays). The selected tab again scrolls its
    /// list back to its first row, right under the pinned header (which stays collapsed); tapped
    /// again with the list already there, to the top of the page, the header expanded, as a tap on
    /// the status bar does (the X app's tab bar; no public specification of it exists: this is the
    /// library's choice).
    case tabTapped(Int, animated: Bool)
    /// The app moves the header (a button, a deep link, a page that should open collapsed:
    /// send it with the first frame, not animated). The followed list scrolls — with the page's
    /// scroll spring, at once without `animated` or under Reduce Motion — to the page's top for
    /// ``HeaderPosition/expanded`` (a page already there, a refresh's spinner shown above it too,
    /// stays), or to its first row right under the pinned header for ``HeaderPosition/collapsed`` (a
    /// list there or past it stays: the user's place is kept). The header follows the list as under
    /// a finger, never jumping against it, and the other tabs keep their positions as they do for any
    /// scroll of the followed list (those scrolled past the collapse stay where they are). It never
    /// pulls past the top, so it never starts a refresh; a refresh under way goes on. A finger wins:
    /// the move is dropped while one holds the list, drags the header or a wheel drives it, or pages
    /// the tabs (a list beside the one on screen was placed for the header as it is), and a finger
    /// catching the move stops it.
    case moveHeader(to: HeaderPosition, animated: Bool)
    /// The app keeps the header collapsed (`true`) until it lets it go (`false`): a search over the
    /// profile's posts, a compose field. A header not collapsed yet collapses first — with the page's
    /// scroll spring when `animated` (at once under Reduce Motion), else at once: sent with the page's
    /// first frame, not animated, the page opens collapsed — and is held once it is (a finger on the
    /// list wins: the hold then waits for the user's own collapse). Held, every list starts
    /// right under the pinned header: a list at its top shows its first row there, a pull at the top
    /// is the list's own rubber band (no stretch, no refresh), a tab switch keeps the header
    /// collapsed, and ``moveHeader(to:animated:)`` to `.expanded` (a re-tap at the top too) scrolls the
    /// list to its top with the header still collapsed. Let go, nothing moves: the header comes out as
    /// the user scrolls back to the top.
    /// Nothing on screen jumps either way (the lists' spacers change with their offsets).
    case holdHeaderCollapsed(Bool, animated: Bool)
    /// A finger lifted from the platform's horizontal pager of the lists (UIKit's paging scroll
    /// view; SwiftUI's): `velocityX` is its `contentOffset.x` velocity, in points per second. The
    /// frame's ``ProfilePageFrame/pagerTargetContentOffsetX`` says where it should come to rest.
    case pagerReleased(velocityX: Double)
    /// Input the platform does not scroll with — a browser page, whose lists the page scrolls
    /// itself; a drag on the header's views over the lists — which the page turns into scrolling the
    /// active list, paging the tabs or scrolling the tab strip.
    case pointer(PagePointerInput)
}

extension ProfilePageIntent {
    /// Whether this is ``holdHeaderCollapsed(_:animated:)`` (either way).
    @inline(__always)
    var isHeaderHold: Bool {
        if case .holdHeaderCollapsed = self { return true }
        return false
    }
}

/// Input the page scrolls with itself (``ProfilePageIntent/pointer(_:)``). Positions are in
/// viewport points (a drag's translation works as well: only differences count).
///
/// A press becomes a drag once it has moved its slop (``PagePointer/slop``); until then it is a
/// tap, and the content does not move — except that a press on moving content catches it at once
/// (on a list), or leaves it moving until the drag starts (on the header, so a tab tapped while the
/// header springs back is a tap). A drag that moved mostly sideways pages the tabs (when the page
/// lets the tabs switch: ``ProfilePageFrame/canSwitchTabs``, and not toward the back gesture) or,
/// pressed on label-width tabs wider than the bar, scrolls the tab strip; otherwise it scrolls the
/// active list, with UIScrollView's rubber band, momentum and bounce (``PageScroller``).
public enum PagePointerInput: Equatable, Hashable, Sendable {
    /// A finger or a mouse button went down at `x`, `y` on `region`.
    case pressed(x: Double, y: Double, on: PagePressRegion, by: PagePointer)
    /// It moved to `x`, `y`.
    case moved(x: Double, y: Double)
    /// It lifted (or the touch was cancelled).
    case released
    /// A wheel or trackpad event over `region`, in points: `deltaX` toward the right, `deltaY`
    /// toward the content's end (the DOM's deltas in pixels; a wheel that counts in lines moves
    /// ``PageScroller/lineHeight`` a line). Mostly sideways over label-width tabs wider than the bar,
    /// it scrolls the strip, stopping at both ends; otherwise `deltaY` scrolls the active list, and a
    /// run of events with gaps under ``PageScroller/wheelGestureGap`` is one gesture: a drag while it
    /// lasts.
    case wheel(deltaX: Double, deltaY: Double, on: PagePressRegion)
    /// A trackpad's two fingers over `region` moved `deltaX` points toward the right and `deltaY`
    /// toward the content's end (both 0: they came down), where the platform reports the gesture
    /// from the fingers coming down to their lift (UIKit's pan recognizer for scroll events). They
    /// are a finger on the active list, as a scroll view takes them: the first step catches it
    /// (momentum stops), each is drawn at once, past the top by the rubber band (a pull, which
    /// refreshes on the lift), and the list is held however long the fingers rest, until
    /// ``trackpadLifted(velocityY:)``. Mostly sideways over label-width tabs wider than the bar, it
    /// scrolls the strip, as a wheel does. A browser, which does not tell a trackpad from a wheel,
    /// sends wheels.
    case trackpad(deltaX: Double, deltaY: Double, on: PagePressRegion)
    /// The trackpad's fingers lifted, at `velocityY` points per second toward the content's end
    /// (UIKit's recognizer ends there, with no momentum after it): released as a finger's drag is —
    /// the list moves on with that momentum from where the fingers left it, a pull springs back or
    /// refreshes. No trackpad holding the list: nothing.
    case trackpadLifted(velocityY: Double)
    /// A key that scrolls the active list (``PageScroller/lineHeight`` a line; a page, the height
    /// the pinned header leaves visible less a line).
    case key(ScrollKey)
    /// A tap on the status bar (or keyboard focus coming into the page): to the top, animated.
    case scrollToTop
    /// Content `height` points tall was inserted above what the user reads in the active list
    /// (negative: removed): the offset moves with it and a motion under way carries on from there
    /// (``PageScroller/Input/contentInsertedAbove(height:)``).
    case contentInsertedAbove(height: Double)
}

/// Where a press went down.
public enum PagePressRegion: Equatable, Hashable, Sendable {
    /// On the active list's content.
    case list
    /// On the header's views over the lists (the banner, the details, the bar): its drags scroll
    /// the list or page the tabs, but a press there leaves moving content moving until it drags.
    case header
    /// On the tab strip: as ``header``; a sideways drag scrolls label-width tabs wider than the bar.
    case tabStrip
}

/// What pressed.
public enum PagePointer: Equatable, Hashable, Sendable {
    /// A finger.
    case touch
    /// A mouse button, dragging as a finger does.
    case mouse

    /// How far this pointer moves before its press is a drag, in points: a shorter wobble is a tap
    /// (or a click), and nothing moves. A finger: Android's touch slop (`ViewConfiguration`'s 8 dp;
    /// UIKit's pans wait for a movement too, of an undocumented distance). A mouse is steadier: a
    /// click that moves less than 6 points is still a click, as browsers treat a drag.
    public var slop: Double {
        switch self {
        case .touch: return PageScroller.touchSlop
        case .mouse: return PageScroller.clickSlop
        }
    }
}
