#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || PROFILE_HEADER_TYPECHECK)
import ProfileHeaderCore
import SwiftUI

/// Feeds the scroll offset to the model: from the scroll view's geometry on iOS 18 and later, from
/// the ``OffsetMarker`` at the top of the content on iOS 16 and 17.
@MainActor
struct ScrollOffsetTracking: ViewModifier {
    let model: ProfileScrollModel

    func body(content: Content) -> some View {
        if #available(iOS 18.0, *) {
            content.onScrollGeometryChange(for: Double.self) { geometry in
                ScrollViewBridge.offset(contentOffsetY: geometry.contentOffset.y, adjustedTop: geometry.contentInsets.top)
            } action: { _, offset in
                model.scrolled(to: offset)
            }
        } else {
            content.onPreferenceChange(ContentTopKey.self) { [model] offset in
                MainActor.assumeIsolated { model.scrolled(to: offset) }
            }
        }
    }
}

/// A zero-height view at the top of the scroll content reporting how far it is above the top of
/// the container (the iOS 16–17 offset).
@MainActor
struct OffsetMarker: View {
    /// The container's top edge in global coordinates, points.
    let containerMinY: CGFloat

    var body: some View {
        GeometryReader { proxy in
            Color.clear.preference(key: ContentTopKey.self, value: Double(containerMinY - proxy.frame(in: .global).minY))
        }
        .frame(height: 0)
    }
}

struct ContentTopKey: PreferenceKey {
    static let defaultValue = 0.0
    static func reduce(value: inout Double, nextValue: () -> Double) { value = nextValue() }
}

/// Header snapping as a scroll target behavior (iOS 17 and later): the scroll view's own deceleration
/// ends at the engine's resting offset, so no second animation fights it.
@available(iOS 17.0, *)
public struct ProfileHeaderSnappingBehavior: ScrollTargetBehavior {
    /// The resting offsets.
    public let snapping: HeaderSnapping

    /// A behavior resting at `snapping`'s offsets.
    public init(_ snapping: HeaderSnapping) {
        self.snapping = snapping
    }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        // The page's scroll view has no top inset of its own: its content starts at the viewport top.
        target.rect.origin.y = snapping.targetContentOffsetY(proposedContentOffsetY: target.rect.minY, adjustedTop: 0)
    }
}

/// Applies ``ProfileHeaderSnappingBehavior`` when there are resting offsets and the system has scroll
/// target behaviors.
@MainActor
struct SnappingBehavior: ViewModifier {
    let snapping: HeaderSnapping?

    func body(content: Content) -> some View {
        if #available(iOS 17.0, *), let snapping {
            content.scrollTargetBehavior(ProfileHeaderSnappingBehavior(snapping))
        } else {
            content
        }
    }
}

/// Runs the app's `.refreshable` action from the page's scroll view, so the engine's spinner shows
/// it over the banner (the system's own indicator is under the header).
@MainActor
struct RefreshBridge: ViewModifier {
    let model: ProfileScrollModel
    let isEnabled: Bool

    func body(content: Content) -> some View {
        if isEnabled {
            content.refreshable { [model] in await model.runRefresh() }
        } else {
            content
        }
    }
}
#endif
