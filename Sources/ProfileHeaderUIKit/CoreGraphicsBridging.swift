#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_TYPECHECK)
import ProfileHeaderCore
import UIKit

extension CGRect {
    /// The engine's rectangle (points, viewport coordinates) as a Core Graphics rectangle.
    init(_ rect: Rect) {
        self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }
}

extension CGAffineTransform {
    /// The engine's transform (translate, then scale and rotate about the layer's anchor point).
    init(_ transform: ElementTransform) {
        self = CGAffineTransform(translationX: transform.translationX, y: transform.translationY)
            .scaledBy(x: transform.scaleX, y: transform.scaleY)
            .rotated(by: transform.rotation)
    }
}

extension UIView {
    /// Lays the view out at `rest` and puts it onto `frame` with a transform, so that resizing never
    /// triggers a relayout and corner radii scale with it (the engine's frame → transform rule).
    func place(rest: Rect, frame: Rect) {
        bounds = CGRect(x: 0, y: 0, width: rest.width, height: rest.height)
        center = CGPoint(x: rest.midX, y: rest.midY)
        transform = CGAffineTransform(ElementTransform(from: rest, to: frame))
    }
}

extension StatusBarStyle {
    /// The UIKit status bar style for the engine's choice; return it from `preferredStatusBarStyle`.
    public var uiStatusBarStyle: UIStatusBarStyle {
        switch self {
        case .lightContent: return .lightContent
        case .darkContent: return .darkContent
        }
    }
}
#endif
