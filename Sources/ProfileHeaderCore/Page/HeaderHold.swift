/// Where the app's hold of the header collapsed stands (``ProfilePageIntent/holdHeaderCollapsed(_:animated:)``).
/// A hold's start or end changes every list's spacer; every list keeps its content where it is on
/// screen through the change: the one the page follows by the scroll stage's spacer rule (under a
/// finger or a motion too), the others given their offsets anew (``ProfilePageFrame/list(_:in:)``).
enum HeaderHold: Equatable, Hashable, Sendable {
    /// No hold: the header follows the list.
    case released
    /// Asked for: held once the header is collapsed (the page collapses a header that is not).
    case pending
    /// Held: the header stays collapsed whatever the lists do, and they start right under it.
    case held
    /// Let go: released in the frame.
    case releasing
}

extension ProfilePage {
    /// The hold `intent` asks for, before the frame moves anything (a hold asked of a header not
    /// collapsed starts its collapse in this frame's move stage). Only with a hold intent: out of the
    /// frame's straight line.
    @inline(never)
    func takeHeaderHold(_ state: inout ProfilePageState, _ intent: ProfilePageIntent) {
        guard case let .holdHeaderCollapsed(holds, _) = intent else { return }
        switch (state.headerHold, holds) {
        case (.released, true): state.headerHold = .pending
        case (.pending, false): state.headerHold = .released
        case (.held, false): state.headerHold = .releasing
        default: break
        }
    }

    /// A hold asked or let go takes effect after this frame's move stages (`list`): held once
    /// collapsed, released at once. When it takes effect the frame adapts again (in `state`: the
    /// lists' spacers change) and returns true; the scroll stage then keeps the content where it is
    /// on screen, and with it the header's offset. Decided on the offset the scroll stage would keep
    /// without the hold (a spacer changing this frame for another reason — the details, the tab bar —
    /// included), so measured again it decides the same. Only with a hold asked or in force: out of
    /// the frame's straight line.
    @inline(never)
    func settleHeaderHold(_ state: inout ProfilePageState, _ metrics: ProfilePageMetrics, _ unheld: PageAdaptation,
                          list: FrameList) -> Bool {
        switch state.headerHold {
        case .pending:
            // Collapsed all the way (a collapse by the page rests exactly there): the first row stays
            // right under the pinned header.
            let kept = keptContentOffsetY(state, metrics, list: list, isResting: isResting(state, metrics, list),
                                          baseTop: unheld.baseTop, spacer: unheld.topSpacerHeight)
            guard kept + unheld.offsetBase >= Self.listTopOffset(unheld) - 1e-6 else { return false }
            state.headerHold = .held
        case .releasing:
            state.headerHold = .released
        case .released, .held:
            return false
        }
        let adaptation = self.adaptation(&state, metrics)
        state.headerHoldChanged = true
        let shift = adaptation.topSpacerHeight - unheld.topSpacerHeight
        state.headerHoldSpacerShift = shift
        // The page's own motion of the list (the collapse it ran, a fling, a wheel) goes on from where
        // the content now is, as under content inserted above (its edges moved with it: the next step
        // sees the new ones).
        state.gestures.list?.shift(by: shift)
        return true
    }
}
