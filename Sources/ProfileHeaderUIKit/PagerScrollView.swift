#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import UIKit

/// The tabbed page's horizontal pager of the lists. Its pan begins only in the directions the page
/// allows (the engine's `ProfilePageFrame.pagerTakesRightwardSwipes` and `pagerTakesLeftwardSwipes`,
/// written by the controller each pass): on the first tab of a screen with one to go back to, a
/// swipe toward the previous screen is left to the system's back swipe (iOS 26's content swipe,
/// anywhere in the content, and the edge swipe before it), mirrored right to left. A scroll view is
/// the delegate of its own pan, so the place to refuse it is `gestureRecognizerShouldBegin(_:)`
/// (https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:)).
@MainActor
final class PagerScrollView: UIScrollView {
    /// Whether a swipe whose finger moves right may page.
    var takesRightwardSwipes = true
    /// Whether a swipe whose finger moves left may page.
    var takesLeftwardSwipes = true

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panGestureRecognizer else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        // The finger's travel so far says which way it goes (it has moved past the pan's threshold by
        // now); its speed only when it has come back to where it started.
        let travelX = panGestureRecognizer.translation(in: self).x
        let directionX = travelX != 0 ? travelX : panGestureRecognizer.velocity(in: self).x
        if directionX > 0 && !takesRightwardSwipes || directionX < 0 && !takesLeftwardSwipes { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
#endif
