// Core Graphics value types. CGPoint, CGSize, CGRect, CGVector and CGAffineTransform are Equatable but not
// Hashable in the iPhoneOS 17.4 SDK. The compiler converts between CGFloat and Double implicitly (SE-0307)
// for a CGFloat declared in a module named CoreGraphics, as it does on Apple platforms.

/// https://developer.apple.com/documentation/corefoundation/cgfloat
@frozen public struct CGFloat: Sendable, Hashable, Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var native: Double
    @_transparent public init(_ value: Double) { native = value }
    public init(_ value: Int) { native = Double(value) }
    public init(floatLiteral value: Double) { native = value }
    public init(integerLiteral value: Int) { native = Double(value) }
    public static func < (a: CGFloat, b: CGFloat) -> Bool { a.native < b.native }
    public static func + (a: CGFloat, b: CGFloat) -> CGFloat { CGFloat(a.native + b.native) }
    public static func - (a: CGFloat, b: CGFloat) -> CGFloat { CGFloat(a.native - b.native) }
    public static func * (a: CGFloat, b: CGFloat) -> CGFloat { CGFloat(a.native * b.native) }
    public static func / (a: CGFloat, b: CGFloat) -> CGFloat { CGFloat(a.native / b.native) }
    public static prefix func - (a: CGFloat) -> CGFloat { CGFloat(-a.native) }
    public static func += (a: inout CGFloat, b: CGFloat) { a.native += b.native }
    public static func -= (a: inout CGFloat, b: CGFloat) { a.native -= b.native }
    public var isFinite: Bool { native.isFinite }
    public static var infinity: CGFloat { CGFloat(Double.infinity) }
}

extension Double {
    @_transparent public init(_ value: CGFloat) { self = value.native }
}

/// https://developer.apple.com/documentation/corefoundation/cgpoint
public struct CGPoint: Sendable, Equatable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public init(x: Double, y: Double) { self.x = CGFloat(x); self.y = CGFloat(y) }
    public static var zero: CGPoint { CGPoint(x: 0 as CGFloat, y: 0 as CGFloat) }
}

/// https://developer.apple.com/documentation/corefoundation/cgsize
public struct CGSize: Sendable, Equatable {
    public var width: CGFloat
    public var height: CGFloat
    public init(width: CGFloat, height: CGFloat) { self.width = width; self.height = height }
    public init(width: Double, height: Double) { self.width = CGFloat(width); self.height = CGFloat(height) }
    public static var zero: CGSize { CGSize(width: 0 as CGFloat, height: 0 as CGFloat) }
}

/// https://developer.apple.com/documentation/corefoundation/cgrect
public struct CGRect: Sendable, Equatable {
    public var origin: CGPoint
    public var size: CGSize
    public init(origin: CGPoint, size: CGSize) { self.origin = origin; self.size = size }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/init(x:y:width:height:)-7zuqc
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        origin = CGPoint(x: x, y: y); size = CGSize(width: width, height: height)
    }
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = CGPoint(x: x, y: y); size = CGSize(width: width, height: height)
    }
    public static var zero: CGRect { CGRect(origin: .zero, size: .zero) }
    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }
    public var minX: CGFloat { origin.x }
    public var minY: CGFloat { origin.y }
    public var midX: CGFloat { origin.x + size.width / 2 }
    public var midY: CGFloat { origin.y + size.height / 2 }
    public var maxX: CGFloat { origin.x + size.width }
    public var maxY: CGFloat { origin.y + size.height }
}

/// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
public struct CGAffineTransform: Sendable, Equatable {
    public init() {}
    public static var identity: CGAffineTransform { CGAffineTransform() }
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(translationx:y:)
    public init(translationX tx: CGFloat, y ty: CGFloat) {}
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(scalex:y:)
    public init(scaleX sx: CGFloat, y sy: CGFloat) {}
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(rotationangle:)
    public init(rotationAngle angle: CGFloat) {}
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/scaledby(x:y:)
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { self }
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/rotated(by:)
    public func rotated(by angle: CGFloat) -> CGAffineTransform { self }
}

/// https://developer.apple.com/documentation/coregraphics/cgimage
public final class CGImage: Hashable, @unchecked Sendable {
    public init() {}
    public static func == (a: CGImage, b: CGImage) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// https://developer.apple.com/documentation/coregraphics/cgcolor
public final class CGColor: Hashable, @unchecked Sendable {
    public init() {}
    public static func == (a: CGColor, b: CGColor) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// https://developer.apple.com/documentation/corefoundation/cgvector
public struct CGVector: Sendable, Equatable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
}
