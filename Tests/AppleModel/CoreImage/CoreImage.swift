// Core Image (used off the main thread for the pre-blurred banner).
@_exported import Foundation

/// https://developer.apple.com/documentation/coreimage/ciimage (treated as not Sendable)
open class CIImage: NSObject {
    /// https://developer.apple.com/documentation/coreimage/ciimage/init(cgimage:)
    public init(cgImage image: CGImage) {}
    /// https://developer.apple.com/documentation/coreimage/ciimage/extent
    open var extent: CGRect { .zero }
    /// https://developer.apple.com/documentation/coreimage/ciimage/clampedtoextent()
    open func clampedToExtent() -> CIImage { self }
    /// https://developer.apple.com/documentation/coreimage/ciimage/cropped(to:)
    open func cropped(to rect: CGRect) -> CIImage { self }
}

/// https://developer.apple.com/documentation/coreimage/cifilter
open class CIFilter: NSObject {
    /// https://developer.apple.com/documentation/coreimage/cifilter/init(name:)
    public init?(name: String) {}
    /// https://developer.apple.com/documentation/coreimage/cifilter/outputimage
    open var outputImage: CIImage? { nil }
    /// Key-value coding: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkey:)
    open func setValue(_ value: Any?, forKey key: String) {}
}

/// https://developer.apple.com/documentation/coreimage/cicontext
open class CIContext: NSObject {
    /// https://developer.apple.com/documentation/coreimage/cicontext/init()
    public override init() {}
    /// https://developer.apple.com/documentation/coreimage/cicontext/createcgimage(_:from:)
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? { nil }
}

/// https://developer.apple.com/documentation/coreimage/kciinputimagekey
public let kCIInputImageKey: String = "inputImage"
/// https://developer.apple.com/documentation/coreimage/kciinputradiuskey
public let kCIInputRadiusKey: String = "inputRadius"
