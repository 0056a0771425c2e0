#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import SwiftUI

@available(iOS 18.0, *)
extension View {
    /// Marks this view as the profile's name in a ``ProfileScrollView``'s details: the bar title
    /// starts to arrive when this view's top reaches the collapsed header, wherever the details'
    /// layout (a larger text size, a taller bio above it) puts it. Without a marked view the title
    /// follows the design's `nameLabelContentY`. Outside the details it does nothing.
    ///
    /// ```swift
    /// } details: {
    ///     VStack(alignment: .leading) {
    ///         Text("Ada Lovelace").font(.title2).bold().profileName()
    ///         Text("@ada")
    ///     }
    /// }
    /// ```
    public func profileName() -> some View {
        modifier(ProfileNameMarker())
    }
}

/// Reports the marked view's top, in the details' coordinates, to the page it is in; and that it
/// went away when it disappears.
@available(iOS 18.0, *)
@MainActor
struct ProfileNameMarker: ViewModifier {
    /// The coordinate space ``HeaderLayers`` gives the details.
    static let detailsSpace = "ProfileHeaderKit.details"

    @Environment(\.profileNameReceiver) private var receiver

    /// Made wherever the app builds its views (`profileName()` is nonisolated, as SwiftUI's modifiers are).
    nonisolated init() {}

    func body(content: Content) -> some View {
        let receiver = receiver
        return content
            .background { NameTopReader(receiver: receiver) }
            .onDisappear { receiver?.nameMeasured(nil) }
    }
}

/// Measures where the marked view's top is in the details (changes only when their layout does,
/// not while the page scrolls: the details move as a whole).
@available(iOS 18.0, *)
@MainActor
struct NameTopReader: View {
    let receiver: PageModel?

    var body: some View {
        GeometryReader { proxy in
            let top = Double(proxy.frame(in: .named(ProfileNameMarker.detailsSpace)).minY)
            Color.clear.onChange(of: top, initial: true) { receiver?.nameMeasured(top) }
        }
    }
}

/// The page whose details are around a view: where `.profileName()` reports.
@available(iOS 18.0, *)
struct ProfileNameReceiverKey: EnvironmentKey {
    static let defaultValue: PageModel? = nil
}

@available(iOS 18.0, *)
extension EnvironmentValues {
    /// The page whose details are around this view (nil outside a ``ProfileScrollView``'s details).
    var profileNameReceiver: PageModel? {
        get { self[ProfileNameReceiverKey.self] }
        set { self[ProfileNameReceiverKey.self] = newValue }
    }
}
#endif
