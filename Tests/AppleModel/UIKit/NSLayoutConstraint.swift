// Auto Layout, as far as equalities between a view and its superview (or itself) go: what the
// bar buttons use. The superview's default `layoutSubviews()` sets the frames of its subviews that
// do not translate their autoresizing masks into constraints.

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
/// (firstItem.firstAttribute = secondItem.secondAttribute + constant, at the required priority)
@MainActor open class NSLayoutConstraint: NSObject {
    enum Attribute { case leading, trailing, centerY, width, height }
    fileprivate weak var firstItem: UIView?
    fileprivate var firstAttribute = Attribute.width
    fileprivate weak var secondItem: UIView?
    fileprivate var secondAttribute = Attribute.width
    fileprivate var constant: CGFloat = 0
    @MainActor private static var active: [NSLayoutConstraint] = []

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        active.append(contentsOf: constraints)
        constraints.forEach { $0.firstItem?.superview?.setNeedsLayout() }
    }

    /// Sets the frames of `view`'s subviews that use constraints, from the active constraints whose
    /// first item is one of them: sizes first, then positions. An attribute no constraint gives
    /// keeps the current frame's value. Right-to-left: leading is the right edge.
    static func modelSolve(subviewsOf view: UIView) {
        active.removeAll { $0.firstItem == nil || $0.secondItem == nil }
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        for subview in view.subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            let constraints = active.filter { $0.firstItem === subview }
            guard !constraints.isEmpty else { continue }
            var frame = subview.frame
            func value(_ attribute: Attribute, of item: UIView) -> CGFloat {
                // The superview's attributes in its own bounds; the item's own, in the frame being solved.
                let rect = item === view ? item.bounds : frame
                switch attribute {
                case .leading: return rightToLeft ? rect.maxX : rect.minX
                case .trailing: return rightToLeft ? rect.minX : rect.maxX
                case .centerY: return rect.midY
                case .width: return rect.width
                case .height: return rect.height
                }
            }
            for pass in [[Attribute.height, .width], [.height, .width], [.leading, .trailing, .centerY]] {
                for constraint in constraints where pass.contains(constraint.firstAttribute) {
                    guard let second = constraint.secondItem else { continue }
                    let target = value(constraint.secondAttribute, of: second) + constraint.constant
                    switch constraint.firstAttribute {
                    case .width: frame.size.width = target
                    case .height: frame.size.height = target
                    case .centerY: frame.origin.y = target - frame.height / 2
                    case .leading: frame.origin.x = rightToLeft ? target - frame.width : target
                    case .trailing: frame.origin.x = rightToLeft ? target : target - frame.width
                    }
                }
            }
            if subview.frame != frame { subview.frame = frame }
        }
    }
}

/// https://developer.apple.com/documentation/uikit/nslayoutanchor
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    fileprivate weak var item: UIView?
    fileprivate var attribute = NSLayoutConstraint.Attribute.width
    fileprivate static func make(_ item: UIView, _ attribute: NSLayoutConstraint.Attribute) -> Self {
        let anchor = Self()
        anchor.item = item
        anchor.attribute = attribute
        return anchor
    }
    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(equalTo: anchor, constant: 0)
    }
    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint()
        constraint.firstItem = item
        constraint.firstAttribute = attribute
        constraint.secondItem = anchor.item
        constraint.secondAttribute = anchor.attribute
        constraint.constant = c
        return constraint
    }
    public required override init() {}
}
/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
/// https://developer.apple.com/documentation/uikit/nslayoutdimension
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {}

extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/leadinganchor
    public var leadingAnchor: NSLayoutXAxisAnchor { .make(self, .leading) }
    /// https://developer.apple.com/documentation/uikit/uiview/trailinganchor
    public var trailingAnchor: NSLayoutXAxisAnchor { .make(self, .trailing) }
    /// https://developer.apple.com/documentation/uikit/uiview/centeryanchor
    public var centerYAnchor: NSLayoutYAxisAnchor { .make(self, .centerY) }
    /// https://developer.apple.com/documentation/uikit/uiview/widthanchor
    public var widthAnchor: NSLayoutDimension { .make(self, .width) }
    /// https://developer.apple.com/documentation/uikit/uiview/heightanchor
    public var heightAnchor: NSLayoutDimension { .make(self, .height) }
}
