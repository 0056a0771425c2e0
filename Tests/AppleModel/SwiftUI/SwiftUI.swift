// SwiftUI: only what ProfileHeaderSwiftUI and the example app use. Views are main-actor isolated,
// as SwiftUI declares them; modifiers are `nonisolated` where the documentation shows it.
@_exported import Combine
@_exported import Foundation
@_exported import UIKit

// MARK: The view protocols and the builder

/// https://developer.apple.com/documentation/swiftui/view
// Deliberately the iOS 18 SDK form (`@MainActor @preconcurrency`), the stricter one: in the iPhoneOS 17.4 SDK
// `View` is not isolated (only `body` is `@MainActor(unsafe)`).
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}
extension Never: View { public var body: Never { fatalError() } }

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { fatalError() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> { fatalError() }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { fatalError() }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { fatalError() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError() }
}
extension Optional: View where Wrapped: View { public var body: Never { fatalError() } }
public struct TupleView<T>: View { public var body: Never { fatalError() } }
public struct _ConditionalContent<T, F>: View { public var body: Never { fatalError() } }
/// https://developer.apple.com/documentation/swiftui/anyview
public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: View, Sendable {
    public init() {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier
// iOS 18 SDK form, like View (17.4: not isolated; `body(content:)` is `@MainActor(unsafe)`).
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}
public struct _ViewModifier_Content<Modifier>: View { public var body: Never { fatalError() } }

// MARK: Values

/// https://developer.apple.com/documentation/swiftui/edgeinsets
public struct EdgeInsets: Sendable, Equatable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}
/// https://developer.apple.com/documentation/swiftui/layoutdirection
public enum LayoutDirection: Sendable, Hashable, CaseIterable { case leftToRight, rightToLeft }
/// https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Sendable, Equatable {
    public static let center = Alignment(), top = Alignment(), bottom = Alignment(), topLeading = Alignment(), leading = Alignment()
    public static let bottomTrailing = Alignment(), topTrailing = Alignment(), trailing = Alignment(), bottomLeading = Alignment()
}
/// https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Sendable, Equatable {
    public static let center = HorizontalAlignment(), leading = HorizontalAlignment()
}
/// https://developer.apple.com/documentation/swiftui/edge
public enum Edge: Int8, Sendable, CaseIterable {
    case top, leading, bottom, trailing
    /// https://developer.apple.com/documentation/swiftui/edge/set
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), leading = Set(rawValue: 2), bottom = Set(rawValue: 4), trailing = Set(rawValue: 8)
        public static let all = Set(rawValue: 15)
        public static let horizontal = Set(rawValue: 10), vertical = Set(rawValue: 5)
    }
}
/// https://developer.apple.com/documentation/swiftui/axis
public enum Axis: Int8, Sendable, CaseIterable {
    case horizontal, vertical
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1), vertical = Set(rawValue: 2)
    }
}
/// https://developer.apple.com/documentation/swiftui/angle
public struct Angle: Sendable, Hashable, Comparable {
    public static func < (lhs: Angle, rhs: Angle) -> Bool { false }
    /// https://developer.apple.com/documentation/swiftui/angle/radians(_:)
    public static func radians(_ radians: Double) -> Angle { Angle() }
}
/// https://developer.apple.com/documentation/swiftui/unitpoint
public struct UnitPoint: Sendable, Hashable { public static let center = UnitPoint(), top = UnitPoint() }
/// https://developer.apple.com/documentation/swiftui/animation
public struct Animation: Sendable, Hashable {
    /// https://developer.apple.com/documentation/swiftui/animation/timingcurve(_:_:_:_:duration:)
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation { Animation() }
    public static let `default` = Animation()
}
/// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }
/// https://developer.apple.com/documentation/swiftui/transaction (not Sendable: explicitly unavailable in the iOS 18 interface)
public struct Transaction {
    /// https://developer.apple.com/documentation/swiftui/transaction/init()
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/transaction/disablesanimations
    public var disablesAnimations = false
}
/// https://developer.apple.com/documentation/swiftui/withtransaction(_:_:)
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result { try body() }

/// https://developer.apple.com/documentation/swiftui/font
public struct Font: Sendable, Hashable {
    public static let headline = Font(), subheadline = Font(), body = Font(), title = Font(), title2 = Font(), largeTitle = Font(), caption = Font()
    /// https://developer.apple.com/documentation/swiftui/font/textstyle
    public enum TextStyle: Sendable, Hashable, CaseIterable { case largeTitle, title, title2, headline, subheadline, body, caption }
    public func bold() -> Font { self }
}

// MARK: Shapes, colours, materials

/// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}
/// https://developer.apple.com/documentation/swiftui/material
public struct Material: ShapeStyle {
    public static let regular = Material()
}
extension ShapeStyle where Self == Material {
    /// https://developer.apple.com/documentation/swiftui/material/regularmaterial
    public static var regularMaterial: Material { Material() }
}
/// https://developer.apple.com/documentation/swiftui/color
public struct Color: View, ShapeStyle, Hashable {
    public static let clear = Color(), white = Color(), black = Color(), gray = Color(), blue = Color(), secondary = Color()
    /// https://developer.apple.com/documentation/swiftui/color/primary
    public static let primary = Color()
    /// https://developer.apple.com/documentation/swiftui/color/indigo (iOS 15)
    @available(iOS 15.0, *)
    public static let indigo = Color()
    /// https://developer.apple.com/documentation/swiftui/color/accentcolor
    public static var accentColor: Color { Color() }
    /// https://developer.apple.com/documentation/swiftui/color/init(uicolor:)
    public init(uiColor: UIColor) {}
    /// https://developer.apple.com/documentation/swiftui/color/init(_:white:opacity:)
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}
    /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
    public enum RGBColorSpace: Sendable, Hashable { case sRGB, sRGBLinear, displayP3 }
    init() {}
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/shape
public protocol Shape: View, Sendable {}
extension Shape {
    public var body: Never { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)
    public func fill<S: ShapeStyle>(_ content: S) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/shape/stroke(_:linewidth:)
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/rectangle
public struct Rectangle: Shape { public init() {} }
/// https://developer.apple.com/documentation/swiftui/circle
public struct Circle: Shape { public init() {} }
/// https://developer.apple.com/documentation/swiftui/capsule
public struct Capsule: Shape { public init() {} }

// MARK: Views

/// https://developer.apple.com/documentation/swiftui/text
public struct Text: View, Equatable, Sendable {
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
    public init(verbatim content: String) {}
    public func font(_ font: Font?) -> Text { self }
    public func foregroundColor(_ color: Color?) -> Text { self }
    public func bold() -> Text { self }
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/image
public struct Image: View, Equatable { // Sendable left out: the 17.4 SDK also declares it unavailable
    public init(_ name: String) {}
    public init(systemName: String) {}
    /// https://developer.apple.com/documentation/swiftui/image/init(uiimage:)
    public init(uiImage: UIImage) {}
    /// https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)
    public func resizable(capInsets: EdgeInsets = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)) -> Image { self }
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/progressview
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public init() where Label == EmptyView, CurrentValueLabel == EmptyView {}
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/spacer
public struct Spacer: View, Sendable {
    public init(minLength: CGFloat? = nil) {}
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/divider
public struct Divider: View {
    public init() {}
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/zstack
public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/vstack
public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/lazyvstack
public struct LazyVStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/hstack
public struct HStack<Content: View>: View {
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/scrollview
public struct ScrollView<Content: View>: View {
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
    public var body: Never { fatalError() }
}
extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-90bl9
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}
extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {}
}
/// https://developer.apple.com/documentation/swiftui/button
public struct Button<Label: View>: View {
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}
extension Button where Label == Text {
    public init(_ titleKey: String, action: @escaping @MainActor () -> Void) {}
}
/// https://developer.apple.com/documentation/swiftui/geometryproxy
public struct GeometryProxy {
    public var size: CGSize { .zero }
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/safeareainsets
    public var safeAreaInsets: EdgeInsets { EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)-6n5wl
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
    @_disfavoredOverload public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { .zero }
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:) (iOS 17)
    @available(iOS 17.0, *)
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { .zero }
}
/// https://developer.apple.com/documentation/swiftui/coordinatespace
public enum CoordinateSpace: Hashable { case global, local, named(AnyHashable) }
/// https://developer.apple.com/documentation/swiftui/geometryreader
public struct GeometryReader<Content: View>: View {
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/timelineview
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    public struct Context { public let date: Date }
    // The SDK's preferred initializer takes the context as `TimelineViewDefaultContext` (a generic
    // signature independent of Content, so the closure's type can be inferred); the 17.4 SDK keeps
    // the `(Context) -> Content` one as a disfavored overload.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {}
    @_disfavoredOverload public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {}
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/timelineviewdefaultcontext
// (The SDK spells it with `EveryMinuteTimelineSchedule`, which these stubs do not declare.)
public typealias TimelineViewDefaultContext = TimelineView<AnimationTimelineSchedule, Never>.Context
/// https://developer.apple.com/documentation/swiftui/timelineschedule
public protocol TimelineSchedule {}
/// https://developer.apple.com/documentation/swiftui/animationtimelineschedule
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// https://developer.apple.com/documentation/swiftui/timelineschedule/animation(minimuminterval:paused:)
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule { AnimationTimelineSchedule() }
}
public struct Date: Sendable, Hashable {} // Foundation's Date is Hashable (Equatable for onChange(of:))
/// https://developer.apple.com/documentation/swiftui/picker
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}
extension Picker where Label == Text {
    public init(_ titleKey: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
}

// MARK: State and environment

/// https://developer.apple.com/documentation/swiftui/state
@propertyWrapper public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public init(initialValue value: Value) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}
// Not Sendable: the iPhoneOS 17.4 SDK declares `@available(*, unavailable) extension State: Sendable`.
/// https://developer.apple.com/documentation/swiftui/binding
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { self }
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/stateobject
@propertyWrapper public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
    @MainActor public var wrappedValue: ObjectType { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}
/// https://developer.apple.com/documentation/swiftui/environment
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() } // not isolated in the 17.4 SDK
}
/// https://developer.apple.com/documentation/swiftui/scaledmetric
@propertyWrapper public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/scaledmetric/init(wrappedvalue:relativeto:)
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {}
    public var wrappedValue: Value { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducetransparency
    public var accessibilityReduceTransparency: Bool { false }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
    public var accessibilityReduceMotion: Bool { false }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection
    public var layoutDirection: LayoutDirection { get { .leftToRight } set {} }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme
    public var colorScheme: ColorScheme { get { .light } set {} }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/refresh
    public var refresh: RefreshAction? { nil }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss
    public var dismiss: DismissAction { DismissAction() }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/displayscale
    public var displayScale: CGFloat { get { 1 } set {} }
}
/// https://developer.apple.com/documentation/swiftui/dismissaction
@MainActor @preconcurrency public struct DismissAction {
    /// https://developer.apple.com/documentation/swiftui/dismissaction/callasfunction()
    public func callAsFunction() {}
}
/// https://developer.apple.com/documentation/swiftui/menu
public struct Menu<Label: View, Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/menu/init(content:label:)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}
extension Menu where Label == SwiftUI.Label<Text, Image> {
    /// https://developer.apple.com/documentation/swiftui/menu/init(_:systemimage:content:)
    public init(_ titleKey: String, systemImage: String, @ViewBuilder content: () -> Content) {}
}
/// https://developer.apple.com/documentation/swiftui/refreshaction
public struct RefreshAction: Sendable {
    /// https://developer.apple.com/documentation/swiftui/refreshaction/callasfunction()
    public func callAsFunction() async {}
}
/// https://developer.apple.com/documentation/swiftui/environmentkey
public protocol EnvironmentKey {
    associatedtype Value
    /// https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
    static var defaultValue: Value { get }
}
extension EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value { get { K.defaultValue } set {} }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/isscrollenabled (iOS 16; get and set)
    public var isScrollEnabled: Bool { get { true } set {} }
}
/// https://developer.apple.com/documentation/swiftui/preferencekey
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

// MARK: Scrolling (iOS 17 and 18)
// iOS 18 declarations carry `@available(iOS 18.0, *)` and iOS 17 ones `@available(iOS 17.0, *)`, as their pages
// say (the package's minimum is iOS 16). The iPhoneOS 17.4 SDK has none of the iOS 18 ones.

/// https://developer.apple.com/documentation/swiftui/scrollgeometry
/// (members and the public init as the iOS 18.0 interface declares them: SwiftUICore, `ScrollGeometry`)
@available(iOS 18.0, *)
public struct ScrollGeometry: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/contentoffset
    public var contentOffset: CGPoint
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/contentsize
    public var contentSize: CGSize
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/contentinsets
    public var contentInsets: EdgeInsets
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/containersize
    public var containerSize: CGSize
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/visiblerect
    public var visibleRect: CGRect { .zero }
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/bounds
    public var bounds: CGRect { .zero }
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/init(contentoffset:contentsize:contentinsets:containersize:)
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }
}
/// https://developer.apple.com/documentation/swiftui/scrollphase
@available(iOS 18.0, *)
@frozen public enum ScrollPhase: Equatable, Hashable, Sendable {
    case idle, tracking, interacting, decelerating, animating
    /// https://developer.apple.com/documentation/swiftui/scrollphase/isscrolling
    public var isScrolling: Bool { self != .idle }
}
/// https://developer.apple.com/documentation/swiftui/scrollphasechangecontext
/// (no public init; `Sendable` explicitly unavailable in the iOS 18.0 interface)
@available(iOS 18.0, *)
public struct ScrollPhaseChangeContext {
    /// https://developer.apple.com/documentation/swiftui/scrollphasechangecontext/geometry
    public var geometry: ScrollGeometry { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/scrollphasechangecontext/velocity
    public var velocity: CGVector? { nil }
}
@available(iOS 18.0, *)
@available(*, unavailable)
extension ScrollPhaseChangeContext: Sendable {}
/// https://developer.apple.com/documentation/swiftui/scrollposition
/// (`Sendable`, and `Equatable` by an extension, in the iOS 18.0 interface: SwiftUICore, `ScrollPosition`)
@available(iOS 18.0, *)
public struct ScrollPosition: Sendable, Equatable {
    /// https://developer.apple.com/documentation/swiftui/scrollposition/init(idtype:edge:)
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, edge: Edge) {}
    /// https://developer.apple.com/documentation/swiftui/scrollposition/init(idtype:x:)
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, x: CGFloat) {}
    /// https://developer.apple.com/documentation/swiftui/scrollposition/scrollto(y:)
    public mutating func scrollTo(y: CGFloat) {}
    /// https://developer.apple.com/documentation/swiftui/scrollposition/scrollto(x:)
    public mutating func scrollTo(x: CGFloat) {}
    /// https://developer.apple.com/documentation/swiftui/scrollposition/point
    public var point: CGPoint? { nil }
}
/// https://developer.apple.com/documentation/swiftui/scrolltarget
@available(iOS 17.0, *)
public struct ScrollTarget {
    /// https://developer.apple.com/documentation/swiftui/scrolltarget/rect
    public var rect: CGRect
    public var anchor: UnitPoint?
}
/// https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext
@available(iOS 17.0, *)
@dynamicMemberLookup public struct ScrollTargetBehaviorContext {
    public var originalTarget: ScrollTarget { fatalError() }
    public var velocity: CGVector { fatalError() }
    public var contentSize: CGSize { .zero }
    public var containerSize: CGSize { .zero }
    public var axes: Axis.Set { [] }
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior
@available(iOS 17.0, *)
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    /// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/updatetarget(_:context:)
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}
/// https://developer.apple.com/documentation/swiftui/pagingscrolltargetbehavior
@available(iOS 17.0, *)
public struct PagingScrollTargetBehavior: ScrollTargetBehavior { // not Sendable: unavailable in the iOS 18.0 interface
    public init() {}
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}
@available(iOS 17.0, *)
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/paging
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
/// https://developer.apple.com/documentation/swiftui/scrollindicatorvisibility
public struct ScrollIndicatorVisibility { // not Sendable in the 17.4 SDK's declaration
    /// https://developer.apple.com/documentation/swiftui/scrollindicatorvisibility/hidden
    public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility() }
    /// https://developer.apple.com/documentation/swiftui/scrollindicatorvisibility/automatic
    public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility() }
}
/// https://developer.apple.com/documentation/swiftui/contentmarginplacement
@available(iOS 17.0, *)
public struct ContentMarginPlacement { // not Sendable (17.4: unavailable)
    public static var automatic: ContentMarginPlacement { ContentMarginPlacement() }
    public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement() }
    /// https://developer.apple.com/documentation/swiftui/contentmarginplacement/scrollindicators
    public static var scrollIndicators: ContentMarginPlacement { ContentMarginPlacement() }
}

// MARK: Gestures (the iOS 18.0 interface: DragGesture in SwiftUI; Gesture, the modifiers, GestureMask
// and the coordinate spaces in SwiftUICore). The interface marks onChanged's and onEnded's action
// `@_inheritActorContext`, which Swift 6.3 ignores on a synchronous non-Sendable closure (it warns):
// left out here, the closure is isolated to where it is written either way.

/// https://developer.apple.com/documentation/swiftui/gesture
@MainActor @preconcurrency public protocol Gesture<Value> {
    associatedtype Value
}
extension Gesture {
    /// https://developer.apple.com/documentation/swiftui/gesture/onended(_:)
    nonisolated public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { fatalError() }
}
extension Gesture where Value: Equatable {
    /// https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)
    nonisolated public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/_changedgesture
public struct _ChangedGesture<Content: Gesture>: Gesture { public typealias Value = Content.Value }
/// https://developer.apple.com/documentation/swiftui/_endedgesture
public struct _EndedGesture<Content: Gesture>: Gesture { public typealias Value = Content.Value }
/// https://developer.apple.com/documentation/swiftui/draggesture (not Sendable)
@MainActor @preconcurrency public struct DragGesture: Gesture {
    /// https://developer.apple.com/documentation/swiftui/draggesture/value
    public struct Value: Equatable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/draggesture/value/translation
        public var translation: CGSize { fatalError() }
    }
    /// https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)-4ut7i (iOS 17)
    @available(iOS 17.0, *)
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {}
}
/// https://developer.apple.com/documentation/swiftui/gesturemask
@frozen public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([]), gesture = GestureMask(rawValue: 1), subviews = GestureMask(rawValue: 2), all = GestureMask(rawValue: 3)
}
/// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol (iOS 17)
public protocol CoordinateSpaceProtocol {}
/// https://developer.apple.com/documentation/swiftui/localcoordinatespace
public struct LocalCoordinateSpace: CoordinateSpaceProtocol { public init() {} }
/// https://developer.apple.com/documentation/swiftui/globalcoordinatespace
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol { public init() {} }
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/local
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}
extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/global
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}
/// https://developer.apple.com/documentation/swiftui/namedcoordinatespace (iOS 17; not Sendable)
@available(iOS 17.0, *)
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
}
@available(iOS 17.0, *)
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/named(_:)
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

// MARK: Modifiers

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                                  idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/offset(x:y:)
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/opacity(_:)
    nonisolated public func opacity(_ opacity: Double) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/blur(radius:opaque:)
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/clipped(antialiased:)
    nonisolated public func clipped(antialiased: Bool = false) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)
    nonisolated public func clipShape<S: Shape>(_ shape: S) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/mask(alignment:_:)
    nonisolated public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/zindex(_:)
    nonisolated public func zIndex(_ value: Double) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:)
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
    nonisolated public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                               @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/preference(key:value:)
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)
    /// (`@Sendable` in the Xcode 16.2 SDK only — not in the iPhoneOS 17.4 SDK, nor since; the stricter form is kept so all compile)
    nonisolated public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping @Sendable (K.Value) -> Void) -> some View where K.Value: Equatable { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/tint(_:)-93mfq
    @_disfavoredOverload nonisolated public func tint(_ tint: Color?) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/rotationeffect(_:anchor:)
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/refreshable(action:)
    nonisolated public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/font(_:)
    nonisolated public func font(_ font: Font?) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/lineLimit(_:)-513mb
    nonisolated public func lineLimit(_ number: Int?) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
    nonisolated public func padding(_ length: CGFloat) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby
    nonisolated public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                                   @ViewBuilder content: () -> V) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/pickerstyle(_:)
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-avgj
    @_disfavoredOverload nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/tag(_:)
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                               @ViewBuilder content: @escaping (Item) -> Content) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    nonisolated public func modifier<T>(_ modifier: T) -> some View { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/scaleeffect(x:y:anchor:)
    nonisolated public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)-pmi7
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/id(_:)
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) (iOS 17; the overload without values)
    @available(iOS 17.0, *)
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg (iOS 17)
    @available(iOS 17.0, *)
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/scrollindicators(_:axes:)
    nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:alignment:) (iOS 17)
    @available(iOS 17.0, *)
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/scrolltargetlayout(isenabled:) (iOS 17)
    @available(iOS 17.0, *)
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:) (iOS 17)
    @available(iOS 17.0, *)
    nonisolated public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/scrolltargetbehavior(_:) (iOS 17)
    @available(iOS 17.0, *)
    nonisolated public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:)-1lt8b (iOS 17)
    @available(iOS 17.0, *)
    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:) (iOS 18)
    @available(iOS 18.0, *)
    nonisolated public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                                 action: @escaping (T, T) -> Void) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/onscrollphasechange(_:) (iOS 18; the overload with a context)
    @available(iOS 18.0, *)
    nonisolated public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/onscrollphasechange(_:) (iOS 18; the overload with the two phases)
    @available(iOS 18.0, *)
    nonisolated public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/safeareapadding(_:)-5ia3j (iOS 17; the overload with insets)
    @available(iOS 17.0, *)
    nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/coordinatespace(_:) (iOS 17)
    @available(iOS 17.0, *)
    nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/toolbarvisibility(_:for:) (iOS 18)
    @available(iOS 18.0, *)
    nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/toolbarbackground(_:for:) (a shape style)
    nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/toolbarcolorscheme(_:for:) ("only ... while a background is visible")
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/toolbarbackgroundvisibility(_:for:) (iOS 18)
    @available(iOS 18.0, *)
    nonisolated public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/scaledtofill()
    nonisolated public func scaledToFill() -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/simultaneousgesture(_:including:)
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/scrolldisabled(_:)
    nonisolated public func scrollDisabled(_ disabled: Bool) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/glasseffect(_:in:) (iOS 26)
    @available(iOS 26.0, *)
    nonisolated public func glassEffect(_ glass: Glass = .regular, in shape: some Shape) -> some View { fatalError() }  // the shape's default (a capsule) left out
    /// https://developer.apple.com/documentation/swiftui/view/scrolledgeeffecthidden(_:for:) (iOS 26)
    @available(iOS 26.0, *)
    nonisolated public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/navigationbartitledisplaymode(_:)
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/toolbarminimizationbehavior(_:for:) (iOS 27)
    @available(iOS 27.0, *)
    nonisolated public func toolbarMinimizationBehavior(_ behavior: ToolbarMinimizationBehavior, for bars: ToolbarPlacement...) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/scrollposition(_:anchor:) (iOS 18)
    @available(iOS 18.0, *)
    nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/colorscheme
public enum ColorScheme: Hashable, Sendable, CaseIterable { case light, dark }
/// https://developer.apple.com/documentation/swiftui/navigationbaritem
public struct NavigationBarItem: Sendable {
    /// https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode
    public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}
/// https://developer.apple.com/documentation/swiftui/toolbarminimizationbehavior (iOS 27)
@available(iOS 27.0, *)
public struct ToolbarMinimizationBehavior: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/toolbarminimizationbehavior/never
    public static let never = ToolbarMinimizationBehavior()
}
/// https://developer.apple.com/documentation/swiftui/visibility
@frozen public enum Visibility: Hashable, CaseIterable, Sendable { case automatic, visible, hidden }
/// https://developer.apple.com/documentation/swiftui/toolbarplacement (not Sendable: unavailable in the iOS 18 interface)
public struct ToolbarPlacement {
    /// https://developer.apple.com/documentation/swiftui/toolbarplacement/navigationbar
    public static var navigationBar: ToolbarPlacement { ToolbarPlacement() }
    /// https://developer.apple.com/documentation/swiftui/toolbarplacement/bottombar
    public static var bottomBar: ToolbarPlacement { ToolbarPlacement() }
    /// https://developer.apple.com/documentation/swiftui/toolbarplacement/tabbar
    public static var tabBar: ToolbarPlacement { ToolbarPlacement() }
    /// https://developer.apple.com/documentation/swiftui/toolbarplacement/statusbar (iOS 27: with
    /// `toolbarColorScheme(_:for:)`, "the preferred status bar style")
    @available(iOS 27.0, *)
    public static var statusBar: ToolbarPlacement { ToolbarPlacement() }
}
/// https://developer.apple.com/documentation/swiftui/verticaledge
public enum VerticalEdge: Int8, Sendable, CaseIterable, Codable { case top, bottom }
/// https://developer.apple.com/documentation/swiftui/safearearegions
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/swiftui/safearearegions/container
    public static let container = SafeAreaRegions(rawValue: 1)
    /// https://developer.apple.com/documentation/swiftui/safearearegions/keyboard
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all = SafeAreaRegions(rawValue: 7)
}
/// https://developer.apple.com/documentation/swiftui/accessibilitytraits
public struct AccessibilityTraits: Sendable {
    public static let isHeader = AccessibilityTraits()
    /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/isbutton
    public static let isButton = AccessibilityTraits()
    /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/isselected
    public static let isSelected = AccessibilityTraits()
    /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/istabbar (iOS 17)
    @available(iOS 17.0, *)
    public static let isTabBar = AccessibilityTraits()
}
/// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior
public struct AccessibilityChildBehavior: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/contain
    public static let contain = AccessibilityChildBehavior()
    /// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore
    public static let ignore = AccessibilityChildBehavior()
}
/// https://developer.apple.com/documentation/swiftui/labelstyle
@MainActor @preconcurrency public protocol LabelStyle {}
/// https://developer.apple.com/documentation/swiftui/icononlylabelstyle
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// https://developer.apple.com/documentation/swiftui/labelstyle/icononly
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
/// https://developer.apple.com/documentation/swiftui/hovereffect
public struct HoverEffect: Sendable {
    /// https://developer.apple.com/documentation/swiftui/hovereffect/automatic
    public static let automatic = HoverEffect()
}
/// https://developer.apple.com/documentation/swiftui/buttonstyle
@MainActor @preconcurrency public protocol ButtonStyle {
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/buttonstyle/makebody(configuration:)
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}
/// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration
public struct ButtonStyleConfiguration {
    /// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/label-swift.struct
    @MainActor @preconcurrency public struct Label: View { public var body: Never { fatalError() } }
    /// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/label-swift.property
    public let label: Label
    /// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/ispressed
    public let isPressed: Bool
}

/// https://developer.apple.com/documentation/swiftui/pickerstyle
public protocol PickerStyle {}
/// https://developer.apple.com/documentation/swiftui/segmentedpickerstyle
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }

// MARK: App structure and navigation (the example app)

/// https://developer.apple.com/documentation/swiftui/app
// iOS 18 SDK form, like View (17.4: not isolated; `body` and `init()` are `@MainActor(unsafe)`).
@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}
extension App {
    /// https://developer.apple.com/documentation/swiftui/app/main()
    @MainActor public static func main() {}
}
/// https://developer.apple.com/documentation/swiftui/scene
// iOS 18 SDK form, like View (17.4: not isolated; `body` is `@MainActor(unsafe)`).
@MainActor @preconcurrency public protocol Scene {}
/// https://developer.apple.com/documentation/swiftui/scenebuilder
@resultBuilder public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}
/// https://developer.apple.com/documentation/swiftui/windowgroup
public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
}
/// https://developer.apple.com/documentation/swiftui/navigationstack
public struct NavigationStack<Root: View>: View {
    public init(@ViewBuilder root: () -> Root) {}
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/tabview
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:) (iOS 18:
    /// the tabs as `Tab`s, each with a value of the selection's type; the tab shown follows `selection`)
    public init<C: TabContent>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
        where Content == TabContentBuilder<SelectionValue>.Content<C> {}
}
/// https://developer.apple.com/documentation/swiftui/tabcontent (iOS 18)
@MainActor @preconcurrency public protocol TabContent<TabValue> {
    associatedtype TabValue: Hashable
}
/// https://developer.apple.com/documentation/swiftui/tabcontentbuilder (iOS 18; the model's block of
/// several tabs is one opaque tab content, as the SDK's tuple of them is)
@resultBuilder public struct TabContentBuilder<TabValue: Hashable> {
    /// https://developer.apple.com/documentation/swiftui/tabcontentbuilder/content
    public struct Content<C: TabContent>: View { public var body: Never { fatalError() } }
    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }
    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }
    public static func buildBlock<each C: TabContent>(_ content: repeat each C) -> ModelTabContentBlock<TabValue> { fatalError() }
}
/// Model only: several tabs in one block (the SDK's `TupleTabContent`).
public struct ModelTabContentBlock<TabValue: Hashable>: TabContent {}
/// https://developer.apple.com/documentation/swiftui/tab (iOS 18)
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
    public typealias TabValue = Value
}
/// https://developer.apple.com/documentation/swiftui/defaulttablabel
public struct DefaultTabLabel: View { public var body: Never { fatalError() } }
extension Tab where Label == DefaultTabLabel {
    /// https://developer.apple.com/documentation/swiftui/tab/init(_:systemimage:value:content:)
    public init(_ titleKey: String, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {}
}
/// https://developer.apple.com/documentation/swiftui/label
public struct Label<Title: View, Icon: View>: View {
    public var body: Never { fatalError() }
}
extension Label where Title == Text, Icon == Image {
    /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)
    public init(_ titleKey: String, systemImage name: String) {}
}
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-7qx1
    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/labelstyle(_:)
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/hovereffect(_:) (iOS 13.4: the pointer's
    /// effect over the view)
    nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilitysortpriority(_:)
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityaction(named:_:)-6t20v
    nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-7vdkx
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/list
public struct List<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/section
public struct Section<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/section/init(_:content:)-90be4
    public init(_ title: String, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/navigationlink
public struct NavigationLink<Label: View, Destination: View>: View {
    public var body: Never { fatalError() }
}
extension NavigationLink where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:destination:)-6mvvp
    public init(_ titleKey: String, @ViewBuilder destination: () -> Destination) {}
}
/// https://developer.apple.com/documentation/swiftui/lineargradient
public struct LinearGradient: View, ShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/lineargradient/init(colors:startpoint:endpoint:)
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public var body: Never { fatalError() }
}
extension UnitPoint { public static let bottom = UnitPoint() }

/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
// iOS 18 SDK form, like View (17.4: not isolated; each requirement is `@MainActor(unsafe)`).
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    typealias Context = UIViewControllerRepresentableContext<Self>
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
}
extension UIViewControllerRepresentable { public var body: Never { fatalError() } }
/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {}

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    typealias Context = UIViewRepresentableContext<Self>
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
    func makeUIView(context: Context) -> UIViewType
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
    func updateUIView(_ uiView: UIViewType, context: Context)
}
extension UIViewRepresentable { public var body: Never { fatalError() } }
/// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {}

/// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable (iOS 18)
@MainActor @preconcurrency public protocol UIGestureRecognizerRepresentable {
    associatedtype UIGestureRecognizerType: UIGestureRecognizer
    associatedtype Coordinator = Void
    typealias Context = UIGestureRecognizerRepresentableContext<Self>
    typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter
    /// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable/makecoordinator(converter:)
    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator
    /// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable/makeuigesturerecognizer(context:)
    func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizerType
    /// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable/updateuigesturerecognizer(_:context:)
    func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context)
    /// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable/handleuigesturerecognizeraction(_:context:)
    func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context)
}
extension UIGestureRecognizerRepresentable {
    public func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context) {}
    public func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context) {}
}
extension UIGestureRecognizerRepresentable where Coordinator == Void {
    public func makeCoordinator(converter: CoordinateSpaceConverter) {}
}
/// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentablecontext
public struct UIGestureRecognizerRepresentableContext<Representable: UIGestureRecognizerRepresentable> {
    /// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentablecontext/coordinator
    public let coordinator: Representable.Coordinator
}
/// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentablecoordinatespaceconverter
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter: Sendable {}
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/gesture(_:) (a UIKit recognizer, iOS 18)
    nonisolated public func gesture(_ representable: some UIGestureRecognizerRepresentable) -> some View { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/glass (iOS 26)
@available(iOS 26.0, *)
public struct Glass: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/glass/regular
    public static var regular: Glass { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/glass/interactive(_:)
    public func interactive(_ isEnabled: Bool = true) -> Glass { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/equatableview ("compares itself against its
/// previous value and prevents its child updating if its new value is the same as its old value")
nonisolated public struct EquatableView<Content: View & Equatable>: View {
    /// https://developer.apple.com/documentation/swiftui/equatableview/content
    public var content: Content
    /// https://developer.apple.com/documentation/swiftui/equatableview/init(content:)
    nonisolated public init(content: Content) { self.content = content }
    public var body: Never { fatalError() }
}

extension View where Self: Equatable {
    /// https://developer.apple.com/documentation/swiftui/view/equatable()
    nonisolated public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
