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
    /// https://developer.apple.com/documentation/corefoundation/cgpoint/init(x:y:)-2bsgo
    public init(x: Int, y: Int) { self.x = CGFloat(x); self.y = CGFloat(y) }
    public static var zero: CGPoint { CGPoint(x: 0 as CGFloat, y: 0 as CGFloat) }
}

/// https://developer.apple.com/documentation/corefoundation/cgsize
public struct CGSize: Sendable, Equatable {
    public var width: CGFloat
    public var height: CGFloat
    public init(width: CGFloat, height: CGFloat) { self.width = width; self.height = height }
    public init(width: Double, height: Double) { self.width = CGFloat(width); self.height = CGFloat(height) }
    /// https://developer.apple.com/documentation/corefoundation/cgsize/init(width:height:)-4hkbd
    public init(width: Int, height: Int) { self.width = CGFloat(width); self.height = CGFloat(height) }
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
    /// https://developer.apple.com/documentation/corefoundation/cgrect/init(x:y:width:height:)-3rpl2
    public init(x: Int, y: Int, width: Int, height: Int) {
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
/// The matrix [a b 0; c d 0; tx ty 1]; a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
public struct CGAffineTransform: Sendable, Equatable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(a:b:c:d:tx:ty:)
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    public static var identity: CGAffineTransform { CGAffineTransform() }
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(translationx:y:)
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(scalex:y:)
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(rotationangle:)
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(_modelCosine(angle.native)), sine = CGFloat(_modelSine(angle.native))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/concatenating(_:)
    /// (this transform, then `t2`)
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                          c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                          tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/scaledby(x:y:)
    /// (the scale is applied first, then this transform)
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/rotated(by:)
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/inverted()
    /// ("If the affine transform passed in parameter t cannot be inverted, the affine transform is returned unchanged.")
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return CGAffineTransform(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                                 tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}

extension CGPoint {
    /// https://developer.apple.com/documentation/corefoundation/cgpoint/applying(_:)
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGRect {
    /// https://developer.apple.com/documentation/corefoundation/cgrect/isempty (zero width or height)
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/standardized (non-negative size)
    public var standardized: CGRect {
        CGRect(x: size.width < 0 ? origin.x + size.width : origin.x, y: size.height < 0 ? origin.y + size.height : origin.y,
               width: size.width < 0 ? -size.width : size.width, height: size.height < 0 ? -size.height : size.height)
    }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/contains(_:)-4ee9f
    /// (minimum edges inside, maximum edges outside)
    public func contains(_ point: CGPoint) -> Bool {
        let rect = standardized
        return !rect.isEmpty && point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY && point.y < rect.maxY
    }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/offsetby(dx:dy:)
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/intersects(_:)
    public func intersects(_ other: CGRect) -> Bool {
        let a = standardized, b = other.standardized
        return !a.isEmpty && !b.isEmpty && a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/applying(_:)
    /// (the smallest rectangle containing the transformed corners)
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
            .map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let left = xs.min()!, top = ys.min()!
        return CGRect(x: left, y: top, width: xs.max()! - left, height: ys.max()! - top)
    }
}

// Sine and cosine without a C library (the model builds with the Swift standard library only):
// Taylor series after reducing the angle to [-π, π].
func _modelSine(_ angle: Double) -> Double {
    var x = angle.truncatingRemainder(dividingBy: 2 * Double.pi)
    if x > Double.pi { x -= 2 * Double.pi } else if x < -Double.pi { x += 2 * Double.pi }
    var term = x, sum = x
    for n in 1...12 { term *= -x * x / Double((2 * n) * (2 * n + 1)); sum += term }
    return sum
}
func _modelCosine(_ angle: Double) -> Double { _modelSine(angle + Double.pi / 2) }

/// https://developer.apple.com/documentation/coregraphics/cgimage
public final class CGImage: Hashable, @unchecked Sendable {
    public init() {}
    public static func == (a: CGImage, b: CGImage) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// https://developer.apple.com/documentation/coregraphics/cgcolor (equal when their colour space and
/// components are: https://developer.apple.com/documentation/coregraphics/cgcolor/equalto(_:); the
/// model's are all sRGB)
public final class CGColor: Hashable, @unchecked Sendable {
    /// Model only: red, green, blue and alpha, 0 … 1.
    public let modelComponents: [CGFloat]
    public init() { modelComponents = [0, 0, 0, 1] }
    /// Model only: a colour with these sRGB components.
    public init(modelComponents: [CGFloat]) { self.modelComponents = modelComponents }
    /// https://developer.apple.com/documentation/coregraphics/cgcolor/alpha
    /// ("Returns the value of the alpha component associated with a color.")
    public var alpha: CGFloat { modelComponents.count == 4 ? modelComponents[3] : 1 }
    public static func == (a: CGColor, b: CGColor) -> Bool { a.modelComponents == b.modelComponents }
    public func hash(into hasher: inout Hasher) { hasher.combine(modelComponents) }
}

/// https://developer.apple.com/documentation/corefoundation/cgvector
public struct CGVector: Sendable, Equatable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
}
