// iOS 18 SwiftUI declarations that the iPhoneOS 17.4 SDK lacks — USED ONLY BY scripts/check-ios-sdk.sh,
// and only when the SDK under check is older than 18. Never part of the library.
//
// Each declaration is transcribed from the Apple documentation page named beside it (read through
// the search tool's documentation corpus, 2026-11-22), with the availability the page gives, and
// checked against the real iPhoneOS 18.0 interfaces (SwiftUI's and SwiftUICore's arm64e
// .swiftinterface, 2026-11-27): where each is declared there is noted beside it ("18.0: …", the
// module and the approximate character offset). They are internal, compiled into the module under
// check, so they shadow nothing: with an iOS 18 or later SDK the script leaves this file out and the
// real declarations are used. Being internal, a struct here would be Sendable implicitly: a type the
// real interface does not make Sendable says so.

import CoreGraphics
import SwiftUI

/// https://developer.apple.com/documentation/swiftui/scrollgeometry
/// `struct ScrollGeometry` — Equatable, Sendable (Relationships section), iOS 18.0.
/// 18.0: SwiftUICore ~10 300, `public struct ScrollGeometry : Equatable, Sendable`; its public
/// `init(contentOffset:contentSize:contentInsets:containerSize:)` at ~10 900 (the memberwise init here).
@available(iOS 18.0, *)
struct ScrollGeometry: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/contentoffset — `var contentOffset: CGPoint`
    var contentOffset: CGPoint
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/contentsize — `var contentSize: CGSize`
    var contentSize: CGSize
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/contentinsets — `var contentInsets: EdgeInsets`
    var contentInsets: EdgeInsets
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/containersize — `var containerSize: CGSize`
    var containerSize: CGSize
}

/// https://developer.apple.com/documentation/swiftui/scrollphase — `@frozen enum ScrollPhase`, iOS 18.0 (`@frozen`
/// left out: it has no effect on an internal enum).
/// Cases as listed under "Getting scroll gesture states".
/// 18.0: SwiftUICore ~34 150, `@frozen public enum ScrollPhase : Equatable` with `isScrolling`;
/// Hashable and Sendable by extensions (~865 700).
@available(iOS 18.0, *)
enum ScrollPhase: Equatable, Hashable, Sendable {
    case idle, tracking, interacting, decelerating, animating
    /// https://developer.apple.com/documentation/swiftui/scrollphase/isscrolling — `var isScrolling: Bool { get }`
    var isScrolling: Bool { self != .idle }
}

/// https://developer.apple.com/documentation/swiftui/scrollphasechangecontext — `struct ScrollPhaseChangeContext`, iOS 18.0.
/// 18.0: SwiftUI ~716 700, no public init, and `@available(*, unavailable) extension ScrollPhaseChangeContext :
/// Sendable` (so not Sendable here either).
@available(iOS 18.0, *)
struct ScrollPhaseChangeContext {
    /// https://developer.apple.com/documentation/swiftui/scrollphasechangecontext/geometry — `var geometry: ScrollGeometry { get }`
    var geometry: ScrollGeometry { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/scrollphasechangecontext/velocity — `var velocity: CGVector? { get }`
    var velocity: CGVector? { fatalError() }
}
@available(iOS 18.0, *)
@available(*, unavailable)
extension ScrollPhaseChangeContext: Sendable {}

/// https://developer.apple.com/documentation/swiftui/scrollposition — `struct ScrollPosition`, iOS 18.0.
/// 18.0: SwiftUICore ~36 700, `public struct ScrollPosition : Sendable`, and `Equatable` by an extension (~40 600).
@available(iOS 18.0, *)
struct ScrollPosition: Sendable, Equatable {
    /// https://developer.apple.com/documentation/swiftui/scrollposition/init(idtype:edge:) —
    /// `init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge)` (18.0: SwiftUICore ~37 100)
    init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {}
    /// https://developer.apple.com/documentation/swiftui/scrollposition/init(idtype:x:) —
    /// `init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat)` (18.0: SwiftUICore ~37 100)
    init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {}
    /// https://developer.apple.com/documentation/swiftui/scrollposition/scrollto(y:) — `mutating func scrollTo(y: CGFloat)`
    /// (18.0: SwiftUICore ~38 500)
    mutating func scrollTo(y: CGFloat) {}
    /// https://developer.apple.com/documentation/swiftui/scrollposition/scrollto(x:) — `mutating func scrollTo(x: CGFloat)`
    /// (18.0: SwiftUICore ~38 500)
    mutating func scrollTo(x: CGFloat) {}
    /// https://developer.apple.com/documentation/swiftui/scrollposition/point — `var point: CGPoint? { get }`
    /// (18.0: SwiftUICore ~39 700)
    var point: CGPoint? { nil }
}

@available(iOS 18.0, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:) (18.0: SwiftUI ~717 500) —
    /// `nonisolated func onScrollGeometryChange<T>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    /// action: @escaping (T, T) -> Void) -> some View where T : Equatable`
    nonisolated func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
    ) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/onscrollphasechange(_:) (18.0: SwiftUI ~717 100) —
    /// `nonisolated func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View`
    nonisolated func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View { self }

    /// The same page's overload group (18.0: SwiftUI ~717 300): the action that also receives a ``ScrollPhaseChangeContext``
    /// (https://developer.apple.com/documentation/swiftui/scrollphasechangecontext: "SwiftUI provides an
    /// instance of this type in the onScrollPhaseChange(_:) modifier").
    nonisolated func onScrollPhaseChange(
        _ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
    ) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/toolbarvisibility(_:for:) (18.0: SwiftUI ~531 000) —
    /// `nonisolated func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View`
    nonisolated func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/toolbarbackgroundvisibility(_:for:) (18.0: SwiftUI ~531 000) —
    /// `nonisolated func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View`
    nonisolated func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/scrollposition(_:anchor:) (18.0: SwiftUI ~1 133 300) —
    /// `nonisolated func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View`
    nonisolated func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { self }
}
