// UIKit: only what ProfileHeaderUIKit and the example app use. Views and their helpers are
// main-actor isolated, as UIKit declares them.
@_exported import Foundation
@_exported import QuartzCore
#if canImport(Glibc)
import Glibc  // pow, for the model's contrast ratios
#endif

/// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Sendable, Equatable { // Equatable, not Hashable (iPhoneOS 17.4 SDK)
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }

/// https://developer.apple.com/documentation/uikit/uistatusbarstyle
public enum UIStatusBarStyle: Int, Sendable {
    case `default`, lightContent
    /// https://developer.apple.com/documentation/uikit/uistatusbarstyle/darkcontent (iOS 13)
    case darkContent
}

/// https://developer.apple.com/documentation/uikit/uievent
@MainActor open class UIEvent: NSObject {
    /// https://developer.apple.com/documentation/uikit/uievent/eventtype (UIEvent.h raw values)
    public enum EventType: Int, Sendable { case touches = 0, motion, remoteControl, presses, scroll = 10, hover = 11, transform = 14 }
    private let storedType: EventType
    /// https://developer.apple.com/documentation/uikit/uievent/type
    open var type: UIEvent.EventType { storedType }
    /// Model only: UIKit makes events; the model's finger and pointer make one of each kind.
    public init(modelType: EventType) { storedType = modelType }
}

/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiresponder/next ("The UIResponder class doesn't
    /// store or set the next responder automatically, so this method returns nil by default")
    open var next: UIResponder? { nil }
    /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification
    public nonisolated static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    /// https://developer.apple.com/documentation/uikit/uiresponder/keyboarddidshownotification
    public nonisolated static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillhidenotification
    public nonisolated static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    /// https://developer.apple.com/documentation/uikit/uiresponder/keyboarddidhidenotification
    public nonisolated static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
}

/// https://developer.apple.com/documentation/uikit/uicolor (not main-actor isolated)
/// The model keeps a colour's sRGB components, or a provider for the dynamic system colours, whose
/// light and dark values are the documented ones' extremes (white and black backgrounds, black and
/// white labels).
open class UIColor: NSObject, @unchecked Sendable {
    /// Model only: the components, 0 … 1 (sRGB), when not dynamic.
    public let modelComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?

    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        modelComponents = (red, green, blue, alpha)
        provider = nil
    }
    /// https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:)
    public init(white: CGFloat, alpha: CGFloat) {
        modelComponents = (white, white, white, alpha)
        provider = nil
    }
    /// https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        modelComponents = (0, 0, 0, 1)
        provider = dynamicProvider
    }
    private static func dynamic(light: UIColor, dark: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// https://developer.apple.com/documentation/uikit/uicolor/systembackground (light: white; dark: black)
    open class var systemBackground: UIColor { dynamic(light: .white, dark: .black) }
    /// https://developer.apple.com/documentation/uikit/uicolor/label (light: black; dark: white)
    open class var label: UIColor { dynamic(light: .black, dark: .white) }
    /// https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
    open class var secondaryLabel: UIColor { dynamic(light: UIColor(white: 0.24, alpha: 0.6), dark: UIColor(white: 0.92, alpha: 0.6)) }
    /// https://developer.apple.com/documentation/uikit/uicolor/tertiarylabel
    open class var tertiaryLabel: UIColor { dynamic(light: UIColor(white: 0.24, alpha: 0.3), dark: UIColor(white: 0.92, alpha: 0.3)) }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemblue (one object, whenever
    /// asked: undocumented, modelled — the default tint a view inherits is the same colour each time
    /// it is read, so a view's tint compares equal to its superview's; the model's colours compare by
    /// identity, as NSObject's `isEqual(_:)` does)
    open class var systemBlue: UIColor { modelSystemBlue }
    private static let modelSystemBlue = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
    /// https://developer.apple.com/documentation/uikit/uicolor/withalphacomponent(_:)
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let provider { return UIColor { provider($0).withAlphaComponent(alpha) } }
        return UIColor(red: modelComponents.red, green: modelComponents.green, blue: modelComponents.blue, alpha: alpha)
    }
    /// https://developer.apple.com/documentation/uikit/uicolor/cgcolor (a dynamic colour resolved
    /// with the model's default traits)
    open var cgColor: CGColor {
        let color = resolvedColor(with: UITraitCollection()).modelComponents
        return CGColor(modelComponents: [color.red, color.green, color.blue, color.alpha])
    }
    /// https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider.map { $0(traitCollection).resolvedColor(with: traitCollection) } ?? self
    }
    /// Model only: the relative luminance of the colour resolved with `traits`
    /// (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance), 0 … 1.
    public func modelLuminance(_ traits: UITraitCollection) -> Double {
        let color = resolvedColor(with: traits).modelComponents
        func linear(_ value: CGFloat) -> Double {
            let c = Double(value.native)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }
    /// Model only: the contrast ratio of text in one colour over another, 1 … 21
    /// (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio; 4.5 is the minimum for text).
    public static func modelContrast(_ first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

/// https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection
/// (UIInterface.h: unspecified = −1, then the two UIUserInterfaceLayoutDirection values)
public enum UITraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight, rightToLeft }

/// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute
/// (UIView.h: unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft)
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection (NS_SWIFT_SENDABLE in the iPhoneOS 17.4 SDK)
open class UITraitCollection: NSObject, @unchecked Sendable {
    private var scale: CGFloat = 0
    private var style = UIUserInterfaceStyle.unspecified
    private var category = UIContentSizeCategory.large
    private var direction = UITraitEnvironmentLayoutDirection.leftToRight
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/layoutdirection (the model's
    /// traits are an app in a left-to-right language unless set)
    open var layoutDirection: UITraitEnvironmentLayoutDirection { direction }
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale (0: unspecified)
    open var displayScale: CGFloat { scale }
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
    open var userInterfaceStyle: UIUserInterfaceStyle { style }
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
    /// (the model's traits have the default size, `.large`, unless set)
    open var preferredContentSizeCategory: UIContentSizeCategory { category }
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(displayscale:)
    public convenience init(displayScale scale: CGFloat) {
        self.init()
        self.scale = scale
    }
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:)
    public convenience init(preferredContentSizeCategory category: UIContentSizeCategory) {
        self.init()
        self.category = category
    }
    /// Model only: these traits with `style`.
    public func modelWith(userInterfaceStyle style: UIUserInterfaceStyle) -> UITraitCollection {
        let traits = copied()
        traits.style = style
        return traits
    }
    /// Model only: these traits with `category`.
    public func modelWith(preferredContentSizeCategory category: UIContentSizeCategory) -> UITraitCollection {
        let traits = copied()
        traits.category = category
        return traits
    }
    /// Model only: these traits with `direction` (an app in a right-to-left language: `.rightToLeft`).
    public func modelWith(layoutDirection direction: UITraitEnvironmentLayoutDirection) -> UITraitCollection {
        let traits = copied()
        traits.direction = direction
        return traits
    }
    private func copied() -> UITraitCollection {
        let traits = UITraitCollection(displayScale: scale)
        traits.style = style
        traits.category = category
        traits.direction = direction
        return traits
    }
}

/// https://developer.apple.com/documentation/uikit/uitraitoverrides (the model's holds a text size only)
public struct UITraitOverrides: Sendable {
    /// The overriding text size; nil: none.
    var storedCategory: UIContentSizeCategory?
    public init() {}
    /// https://developer.apple.com/documentation/uikit/uimutabletraits/preferredcontentsizecategory
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { storedCategory ?? .unspecified }
        set { storedCategory = newValue }
    }
}

/// https://developer.apple.com/documentation/uikit/uilayoutpriority
public struct UILayoutPriority: Hashable, Sendable {
    public init(rawValue: Float) {}
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/required
    public static let required = UILayoutPriority(rawValue: 1000)
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/fittingsizelevel
    public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)
}

/// https://developer.apple.com/documentation/uikit/uifont (not main-actor isolated)
open class UIFont: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle (the model's raw values are
    /// its own names, not UIKit's)
    public struct TextStyle: Hashable, Sendable {
        let name: String
        public init(rawValue: String) { name = rawValue }
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        public static let title2 = TextStyle(rawValue: "title2")
        public static let headline = TextStyle(rawValue: "headline")
        public static let subheadline = TextStyle(rawValue: "subheadline")
        public static let body = TextStyle(rawValue: "body")

        /// The style's size in points at `category`, from the Human Interface Guidelines' iOS
        /// Dynamic Type sizes (https://developer.apple.com/design/human-interface-guidelines/typography);
        /// the styles the model has no row for scale as body does.
        func pointSize(at category: UIContentSizeCategory) -> CGFloat {
            let sizes: [CGFloat]
            switch self {
            case .subheadline: sizes = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .largeTitle: sizes = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title2: sizes = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            default: sizes = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]   // headline, body
            }
            return sizes[UIContentSizeCategory.modelOrder.firstIndex(of: category) ?? 3]
        }
    }
    /// https://developer.apple.com/documentation/uikit/uifont/pointsize
    public let pointSize: CGFloat
    /// The text style and size category it was made for (nil: a fixed font).
    let modelTextStyle: (style: TextStyle, category: UIContentSizeCategory)?
    /// https://developer.apple.com/documentation/uikit/uifont/lineheight (the model's line is 1.2
    /// times the point size; the system font's real metrics are not documented)
    open var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

    init(pointSize: CGFloat, textStyle: (style: TextStyle, category: UIContentSizeCategory)? = nil) {
        self.pointSize = pointSize
        modelTextStyle = textStyle
    }
    /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
    /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        let font = UIFont(pointSize: fontSize)
        font.modelIsBold = weight.rawValue >= UIFont.Weight.semibold.rawValue
        return font
    }
    /// Model only: whether the font is semibold or heavier.
    public internal(set) var modelIsBold = false
    /// https://developer.apple.com/documentation/uikit/uifont/weight
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uifont/weight/regular
        public static let regular = Weight(rawValue: 0)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/semibold
        public static let semibold = Weight(rawValue: 0.3)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/bold
        public static let bold = Weight(rawValue: 0.4)
    }
    /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
    /// (at the user's current size: the model's ``UIApplication/modelPreferredContentSizeCategory``)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }
    /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:compatiblewith:)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? ModelDynamicType.current
        return UIFont(pointSize: style.pointSize(at: category), textStyle: (style, category))
    }
}

/// The user's text size setting in the model (UIKit: `UIApplication.shared.preferredContentSizeCategory`).
enum ModelDynamicType {
    nonisolated(unsafe) static var current = UIContentSizeCategory.large
}

/// https://developer.apple.com/documentation/uikit/uifontmetrics: scales a value as the text style's
/// size scales from the default size (`.large`) to the traits' (the model's reading of "scales an
/// arbitrary layout value based on the current Dynamic Type settings":
/// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:)).
open class UIFontMetrics: NSObject, @unchecked Sendable {
    private let style: UIFont.TextStyle
    /// https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
    public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle }
    /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:)
    open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }
    /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:compatiblewith:)
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let category = traitCollection?.preferredContentSizeCategory ?? ModelDynamicType.current
        return value * style.pointSize(at: category) / style.pointSize(at: .large)
    }
}

/// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uiimage/init(cgimage:scale:orientation:)
    public init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {}
    /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    public init?(systemName name: String) {}
    /// https://developer.apple.com/documentation/uikit/uiimage/init(named:)
    public init?(named name: String) {}
    /// https://developer.apple.com/documentation/uikit/uiimage/cgimage
    open var cgImage: CGImage? { nil }
    /// https://developer.apple.com/documentation/uikit/uiimage/scale
    open var scale: CGFloat { 1 }
    /// https://developer.apple.com/documentation/uikit/uiimage/orientation
    public enum Orientation: Int, Sendable { case up, down, left, right }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    // The iPhoneOS 17.4 headers declare these traits without `const` (imported as `static var`, which Swift 6
    // refuses to read); the iOS 18 SDK declares them `const`. Modelled on the iOS 18 SDK, deliberately.
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/header
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/tabbar
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 28)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/button
    public static let button = UIAccessibilityTraits(rawValue: 1)
}

/// The informal accessibility protocol UIKit adds to NSObject. `@MainActor` as in the iOS 18 SDK and the current
/// pages (stricter); the iPhoneOS 17.4 SDK does not isolate them.
/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits
/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
extension NSObject {
    @MainActor public var isAccessibilityElement: Bool { get { false } set {} }
    @MainActor public var accessibilityTraits: UIAccessibilityTraits { get { [] } set {} }
    @MainActor public var accessibilityLabel: String? { get { nil } set {} }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements
    @MainActor public var accessibilityElements: [Any]? { get { nil } set {} }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementshidden
    @MainActor public var accessibilityElementsHidden: Bool { get { false } set {} }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibility
public struct UIAccessibility {
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
    public static var isReduceMotionEnabled: Bool { false }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducetransparencyenabled
    @MainActor public static var isReduceTransparencyEnabled: Bool { modelReducesTransparency }
    /// Model only: the Reduce Transparency setting.
    @MainActor public static var modelReducesTransparency = false
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("")
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/reducetransparencystatusdidchangenotification
    public static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name("")
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification
    public struct Notification: Hashable, Sendable {
        public init(rawValue: UInt32) {}
        // Non-const in the iPhoneOS 17.4 headers (`static var` there); modelled on the iOS 18 SDK, deliberately.
        /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/layoutchanged
        public static let layoutChanged = UIAccessibility.Notification(rawValue: 1001)
    }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
    // `@MainActor` as on the current page (stricter); the iPhoneOS 17.4 SDK does not isolate it.
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {}
}

/// https://developer.apple.com/documentation/uikit/uicontentsizecategory (the model's raw values are
/// its own names)
public struct UIContentSizeCategory: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/didchangenotification
    public static let didChangeNotification = NSNotification.Name("UIContentSizeCategoryDidChangeNotification")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/unspecified
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "XS")
    public static let small = UIContentSizeCategory(rawValue: "S")
    public static let medium = UIContentSizeCategory(rawValue: "M")
    /// The default size.
    public static let large = UIContentSizeCategory(rawValue: "L")
    public static let extraLarge = UIContentSizeCategory(rawValue: "XL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "XXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "XXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "AX1")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "AX2")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "AX3")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "AX4")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "AX5")
    /// Smallest to largest.
    static let modelOrder: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium,
        .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/isaccessibilitycategory
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("AX") }
}

/// https://developer.apple.com/documentation/uikit/uiapplication
@MainActor open class UIApplication: UIResponder {
    /// Model only: the user sets the text size in Settings: the model's `preferredFont(forTextStyle:)`
    /// and `UIFontMetrics` without traits use it, every window's traits carry it (their views see it
    /// when their traits are next updated: before their next layout, or `updateTraitsIfNeeded()`),
    /// and `UIContentSizeCategory.didChangeNotification` is posted now, before any view has updated
    /// (https://developer.apple.com/documentation/uikit/uicontentsizecategory/didchangenotification;
    /// since iOS 17 traits are updated lazily: https://developer.apple.com/documentation/uikit/uiview/updatetraitsifneeded()).
    public static func modelSetPreferredContentSizeCategory(_ category: UIContentSizeCategory, in windows: [UIWindow]) {
        ModelDynamicType.current = category
        for window in windows {
            window.modelTraitCollection = window.modelTraitCollection.modelWith(preferredContentSizeCategory: category)
            window.modelSetNeedsTraitUpdate()
        }
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: nil)
    }
    /// https://developer.apple.com/documentation/uikit/uiapplication/willenterforegroundnotification
    public nonisolated static let willEnterForegroundNotification = NSNotification.Name("")
}

/// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor open class UIImageView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiimageview/image
    open var image: UIImage?
    /// https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
    public init(image: UIImage?) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(frame: .zero) }
    /// UIImageView.h: `userInteractionEnabled` "default is NO".
    override class var modelIsInteractiveByDefault: Bool { false }
}

/// https://developer.apple.com/documentation/uikit/nstextalignment
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    /// ("Indicates whether the object automatically updates its font when the device's content size
    /// category changes"; the font must come from `preferredFont(forTextStyle:)` or `UIFontMetrics`):
    /// the model's label takes the new size when its traits are updated (see `UIView.updateTraitsIfNeeded()`).
    override func modelTraitsDidChange() {
        guard adjustsFontForContentSizeCategory, let textStyle = font?.modelTextStyle else { return }
        let category = traitCollection.preferredContentSizeCategory
        if textStyle.category != category { font = UIFont.preferredFont(forTextStyle: textStyle.style, compatibleWith: traitCollection) }
    }
    /// UILabel.h: `userInteractionEnabled` "default is NO".
    override class var modelIsInteractiveByDefault: Bool { false }
    open var text: String?
    open var font: UIFont!
    open var textColor: UIColor!
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var adjustsFontForContentSizeCategory = false
}

/// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1)
        public static let selected = State(rawValue: 4)
    }
    /// https://developer.apple.com/documentation/uikit/uicontrol/isselected
    open var isSelected = false
}

/// https://developer.apple.com/documentation/uikit/uimenuelement
@MainActor open class UIMenuElement: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiaction
@MainActor open class UIAction: UIMenuElement {
    /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    public convenience init(title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler) {
        self.init()
        self.title = title
        self.handler = handler
    }
    /// https://developer.apple.com/documentation/uikit/uiaction/title
    open var title = ""
    var handler: UIActionHandler?
}
/// https://developer.apple.com/documentation/uikit/uimenu
@MainActor open class UIMenu: UIMenuElement {}

/// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uibutton
@MainActor open class UIButton: UIControl {
    /// https://developer.apple.com/documentation/uikit/uibutton/buttontype
    public enum ButtonType: Int, Sendable { case custom, system, close }
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct (iOS 15)
    public struct Configuration: Sendable {
        /// Model only: which of the styles made it ("plain", "glass", …).
        public let modelStyle: String
        /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/image
        public var image: UIImage?
        /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/plain()
        public static func plain() -> Configuration { Configuration(modelStyle: "plain") }
        /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/glass() (iOS 26)
        public static func glass() -> Configuration { Configuration(modelStyle: "glass") }
    }
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.property
    open var configuration: UIButton.Configuration?
    /// https://developer.apple.com/documentation/uikit/uibutton/init(configuration:primaryaction:)
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction?) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }
    /// https://developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:)
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero)
        self.primaryAction = primaryAction
        storedButtonType = buttonType
    }
    private var storedButtonType = ButtonType.custom
    /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.property
    open var buttonType: UIButton.ButtonType { storedButtonType }
    private var titleColors: [UInt: UIColor] = [:]
    /// https://developer.apple.com/documentation/uikit/uibutton/settitlecolor(_:for:)
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }
    /// https://developer.apple.com/documentation/uikit/uibutton/titlecolor(for:)
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
    private var primaryAction: UIAction?
    private var titles: [UInt: String] = [:]
    /// https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
    open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }
    /// https://developer.apple.com/documentation/uikit/uibutton/title(for:) (a button made with a
    /// primary action shows the action's title: https://developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:))
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[0] ?? primaryAction.map(\.title)
    }
    /// Model only: the button is tapped (touch up inside): its primary action's handler runs.
    public func modelSendPrimaryAction() {
        primaryAction.map { action in action.handler?(action) }
    }
    private lazy var storedTitleLabel: UILabel = {
        let label = UILabel(frame: bounds)
        addSubview(label)
        return label
    }()
    /// https://developer.apple.com/documentation/uikit/uibutton/titlelabel (the model's fills the button)
    open var titleLabel: UILabel? { storedTitleLabel }
}

/// https://developer.apple.com/documentation/uikit/uiactivityindicatorview
@MainActor open class UIActivityIndicatorView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum
    public enum Style: Int, Sendable { case medium = 100, large = 101 }
    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:)
    public init(style: UIActivityIndicatorView.Style) { super.init(frame: .zero) }
    public required init(coder: NSCoder) { super.init(frame: .zero) }
    open var color: UIColor!
    open var hidesWhenStopped = true
    open var isAnimating: Bool { false }
    open func startAnimating() {}
    open func stopAnimating() {}
}

/// https://developer.apple.com/documentation/uikit/uivisualeffect
@MainActor open class UIVisualEffect: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiblureffect
@MainActor open class UIBlurEffect: UIVisualEffect {
    /// https://developer.apple.com/documentation/uikit/uiblureffect/style
    /// (UIBlurEffect.h: ExtraDark, 3, is tvOS only)
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular = 4, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark

        /// Model only: whether the material is a dark one under `style` (UIBlurEffect.h: "Regular
        /// displays either Light or Dark", "Prominent displays either ExtraLight, Dark", the
        /// `system…Material` styles "automatically adapt to the user interface style", and the
        /// `…Light` and `…Dark` ones are "always-light and always-dark versions").
        public func modelIsDark(under style: UIUserInterfaceStyle) -> Bool {
            switch self {
            case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
                 .systemThickMaterialDark, .systemChromeMaterialDark: return true
            case .extraLight, .light, .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
                 .systemThickMaterialLight, .systemChromeMaterialLight: return false
            case .regular, .prominent, .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial,
                 .systemThickMaterial, .systemChromeMaterial: return style == .dark
            }
        }
    }
    /// The style the effect was made with (model only: UIKit does not expose it).
    public private(set) var modelStyle = Style.regular
    /// https://developer.apple.com/documentation/uikit/uiblureffect/init(style:)
    public convenience init(style: UIBlurEffect.Style) {
        self.init()
        modelStyle = style
    }
}

/// https://developer.apple.com/documentation/uikit/uivisualeffectview
@MainActor open class UIVisualEffectView: UIView {
    /// https://developer.apple.com/documentation/uikit/uivisualeffectview/init(effect:)
    public init(effect: UIVisualEffect?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uivisualeffectview/effect
    open var effect: UIVisualEffect?
}

/// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator
@MainActor open class UIViewPropertyAnimator: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:curve:animations:)
    /// (the model runs the animations at once: views take their final values, as in a UIView
    /// animation block, and the model has no presentation layer to interpolate — undocumented
    /// when UIKit runs the block)
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init()
        animations?()
    }
    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/pausesoncompletion
    open var pausesOnCompletion = false
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/fractioncomplete
    open var fractionComplete: CGFloat = 0
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/stopanimation(_:)
    open func stopAnimation(_ withoutFinishing: Bool) {}
}

/// https://developer.apple.com/documentation/uikit/uitableviewdatasource
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
    func numberOfSections(in tableView: UITableView) -> Int
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

/// https://developer.apple.com/documentation/uikit/uitableviewdelegate (a scroll-view delegate)
@MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {}

/// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor open class UITableViewCell: UIView {
    public convenience init() { self.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()
    public func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration
    public var contentConfiguration: (any UIContentConfiguration)? { get { nil } set {} }
}

/// https://developer.apple.com/documentation/uikit/uicontentconfiguration
public protocol UIContentConfiguration {} // not isolated (its makeContentView() is)

/// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text
    public var text: String?
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytext
    public var secondaryText: String?
}

/// https://developer.apple.com/documentation/uikit/uitableviewcontroller
@MainActor open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)
    public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(nibName: nil, bundle: nil) }
    /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview
    open var tableView: UITableView! = nil
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillenddragging(_:withvelocity:targetcontentoffset:)
    /// (the iPhoneOS 17.4 SDK's compiler requires `override` for it in a UITableViewController subclass)
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
}

/// https://developer.apple.com/documentation/uikit/uibaritem
@MainActor open class UIBarItem: NSObject {}

/// https://developer.apple.com/documentation/uikit/uibarbuttonitem
@MainActor open class UIBarButtonItem: UIBarItem {
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem
    public enum SystemItem: Int, Sendable { case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, search = 12, close = 24 }
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:)
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) { self.init() }
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) { self.init() }
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/customview
    open var customView: UIView?
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/hidessharedbackground (iOS 26:
    /// "Set this property to `YES` to prevent the standard shared background (typically using the Glass
    /// effect) from being drawn behind this bar button item", "The default value is `NO`",
    /// UIBarButtonItem.h)
    open var hidesSharedBackground = false
}

/// https://developer.apple.com/documentation/uikit/uibarminimization/minimizationbehavior-swift.enum
/// (iOS 27, UIBarMinimization.h: automatic = 0, never, onScrollDown, onScrollUp)
@available(iOS 27.0, *)
public enum UIBarMinimizationBehavior: Int, Sendable { case automatic = 0, never, onScrollDown, onScrollUp }

/// https://developer.apple.com/documentation/uikit/uibarminimization (iOS 27; in Swift a struct, the
/// Objective-C class refined: the iPhoneOS 27.0 SDK's UIKit Swift interface; the model keeps the
/// behaviour only)
@available(iOS 27.0, *)
public struct UIBarMinimization: Hashable, Sendable {
    /// https://developer.apple.com/documentation/uikit/uibarminimization/minimizationbehavior
    /// ("The default value is UIBarMinimizationBehaviorAutomatic", UIBarMinimization.h)
    public var minimizationBehavior = UIBarMinimizationBehavior.automatic
    public init() {}
}

/// https://developer.apple.com/documentation/uikit/uinavigationitem
@MainActor open class UINavigationItem: NSObject {
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/navigationbarminimization-15u99
    /// (iOS 27: "The minimization configuration for the navigation bar"; the model stores it, and
    /// minimizes nothing)
    @available(iOS 27.0, *)
    public var navigationBarMinimization: UIBarMinimization {
        get { modelBarMinimization as? UIBarMinimization ?? UIBarMinimization() }
        set { modelBarMinimization = newValue }
    }
    private var modelBarMinimization: (any Sendable)?
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/hidesbackbutton ("The default
    /// value of this property is false"; the model stores it)
    open var hidesBackButton = false
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/title ("The navigation item's
    /// title displayed in the navigation bar"; the model draws no bar: it stores it)
    open var title: String?
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/titleview
    open var titleView: UIView?
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitems
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitem (the model
    /// keeps it as the first and only one of `rightBarButtonItems`)
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitem
    open var leftBarButtonItem: UIBarButtonItem?
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/standardappearance
    open var standardAppearance: UINavigationBarAppearance?  // copy
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/compactappearance
    open var compactAppearance: UINavigationBarAppearance?  // copy
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/scrolledgeappearance
    open var scrollEdgeAppearance: UINavigationBarAppearance?  // copy
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/compactscrolledgeappearance
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?  // copy
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.property
    /// ("The default value is Automatic", UINavigationItem.h)
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never, inline
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/searchcontroller
    open var searchController: UISearchController?
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/hidessearchbarwhenscrolling
    /// ("If this property is true (the default)", UINavigationItem.h)
    open var hidesSearchBarWhenScrolling = true
}

/// https://developer.apple.com/documentation/uikit/uibarappearance
@MainActor open class UIBarAppearance: NSObject {
    /// https://developer.apple.com/documentation/uikit/uibarappearance/init()
    public required override init() {}
    /// https://developer.apple.com/documentation/uikit/uibarappearance/copy() (a new appearance with
    /// the same properties: changing one leaves the other as it was)
    open func copy() -> Self {
        let copy = Self()
        copy.modelCopyProperties(from: self)
        return copy
    }
    /// Model only: takes `other`'s properties (each subclass adds its own).
    open func modelCopyProperties(from other: UIBarAppearance) {}
}

/// https://developer.apple.com/documentation/uikit/uinavigationbarappearance
@MainActor open class UINavigationBarAppearance: UIBarAppearance {
    /// https://developer.apple.com/documentation/uikit/uibarappearance/configurewithtransparentbackground()
    /// ("Reset background and shadow properties to be transparent", UIBarAppearance.h: the title's
    /// and buttons' properties stay; the model keeps only whether the background is transparent: it
    /// draws no bar background)
    open func configureWithTransparentBackground() { modelHasTransparentBackground = true }
    open override func modelCopyProperties(from other: UIBarAppearance) {
        guard let other = other as? UINavigationBarAppearance else { return }
        modelHasTransparentBackground = other.modelHasTransparentBackground
        titleTextAttributes = other.titleTextAttributes
    }
    /// Model only: whether the appearance's background is transparent.
    public private(set) var modelHasTransparentBackground = false
    /// https://developer.apple.com/documentation/uikit/uinavigationbarappearance/titletextattributes
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

extension NSAttributedString.Key {
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
}

extension NSAttributedString {
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/size() ("the bounding
    /// rectangle necessary to draw the string"). Model only: the system font's glyph widths are not
    /// documented; the model gives each character 0.55 of the font's point size (0.6 bold), on one line.
    public func size() -> CGSize {
        let font = modelAttributes[.font] as? UIFont
        let pointSize = font?.pointSize ?? 12
        let advance = (font?.modelIsBold ?? false) ? 0.6 : 0.55
        return CGSize(width: (CGFloat(string.count) * pointSize * advance).rounded(.up), height: font?.lineHeight ?? 15)
    }
}

/// https://developer.apple.com/documentation/uikit/uitoolbar
@MainActor open class UIToolbar: UIView {}

/// https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask/all
    public static let all = UIInterfaceOrientationMask(rawValue: 30)
}

/// https://developer.apple.com/documentation/uikit/uiwindowscene (the model's scene: no sessions,
/// no screen; only what windows are attached to)
@MainActor open class UIWindowScene: NSObject {}
