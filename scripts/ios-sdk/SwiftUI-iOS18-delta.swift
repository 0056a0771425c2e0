// iOS 18 SwiftUI declarations that the iPhoneOS 17.4 SDK lacks — USED ONLY BY scripts/check-ios-sdk.sh,
// and only when the SDK under check is older than 18. Never part of the library.
//
// Each declaration is transcribed from the Apple documentation page named beside it (read through
// the search tool's documentation corpus, 2026-11-22), with the availability the page gives. They are
// internal, compiled into the module under check, so they shadow nothing: with an iOS 18 or later SDK
// the script leaves this file out and the real declarations are used.

import CoreGraphics
import SwiftUI

/// https://developer.apple.com/documentation/swiftui/scrollgeometry
/// `struct ScrollGeometry` — Equatable, Sendable (Relationships section), iOS 18.0.
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
@available(iOS 18.0, *)
enum ScrollPhase: Equatable, Hashable, Sendable {
    case idle, tracking, interacting, decelerating, animating
}

/// https://developer.apple.com/documentation/swiftui/scrollphasechangecontext — `struct ScrollPhaseChangeContext`, iOS 18.0.
@available(iOS 18.0, *)
struct ScrollPhaseChangeContext {
    /// https://developer.apple.com/documentation/swiftui/scrollphasechangecontext/geometry — `var geometry: ScrollGeometry { get }`
    var geometry: ScrollGeometry { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/scrollphasechangecontext/velocity — `var velocity: CGVector? { get }`
    var velocity: CGVector? { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/scrollposition — `struct ScrollPosition`, iOS 18.0.
@available(iOS 18.0, *)
struct ScrollPosition {
    /// https://developer.apple.com/documentation/swiftui/scrollposition/init(idtype:edge:) —
    /// `init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge)`
    init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {}
    /// https://developer.apple.com/documentation/swiftui/scrollposition/scrollto(y:) — `mutating func scrollTo(y: CGFloat)`
    mutating func scrollTo(y: CGFloat) {}
}

@available(iOS 18.0, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:) —
    /// `nonisolated func onScrollGeometryChange<T>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    /// action: @escaping (T, T) -> Void) -> some View where T : Equatable`
    nonisolated func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
    ) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/onscrollphasechange(_:) —
    /// `nonisolated func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View`
    nonisolated func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View { self }

    /// The same page's overload group: the action that also receives a ``ScrollPhaseChangeContext``
    /// (https://developer.apple.com/documentation/swiftui/scrollphasechangecontext: "SwiftUI provides an
    /// instance of this type in the onScrollPhaseChange(_:) modifier").
    nonisolated func onScrollPhaseChange(
        _ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
    ) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/scrollposition(_:anchor:) —
    /// `nonisolated func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View`
    nonisolated func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { self }
}
