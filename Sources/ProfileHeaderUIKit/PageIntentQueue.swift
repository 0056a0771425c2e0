#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import ProfileHeaderCore

/// What happened to a page since its last layout pass, in order, for the pass to make: one engine
/// call each (none queued: one call with `.none`). UIKit reports a list's release twice — the
/// delegate's `scrollViewWillEndDragging` (with UIKit's proposed rest) and the pan's end — in an
/// order it does not promise: the release is made once, whichever comes first, and carries the
/// proposal when the delegate's report comes second.
struct PageIntentQueue {
    /// The intents queued, oldest first.
    private(set) var intents: [ProfilePageIntent] = []
    /// The list whose drag is under way and not yet released (nil: none).
    private var unreleasedDrag: Int?

    /// Queues `intent`.
    mutating func append(_ intent: ProfilePageIntent) { intents.append(intent) }

    /// A drag of list `list` began.
    mutating func dragBegan(list: Int) { unreleasedDrag = list }

    /// Queues `release` of list `list`'s drag unless it was queued already.
    mutating func release(_ release: ProfilePageIntent, of list: Int) {
        guard unreleasedDrag == list else {
            if case .listReleased(list, _, nil) = intents.last, case .listReleased(_, _, .some) = release {
                intents[intents.count - 1] = release
            }
            return
        }
        unreleasedDrag = nil
        intents.append(release)
    }

    /// The intents queued, taken out (the queue keeps its storage: no allocation on most frames).
    mutating func take() -> [ProfilePageIntent] {
        guard !intents.isEmpty else { return [] }
        let taken = intents
        intents.removeAll(keepingCapacity: true)
        return taken
    }
}
#endif
