// Auto Layout, as far as equalities between a view and its superview (or itself) go: what the
// bar buttons use. The superview's default `layoutSubviews()` sets the frames of its subviews that
// do not translate their autoresizing masks into constraints.

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
/// (firstItem.firstAttribute = secondItem.secondAttribute + constant, or = constant without a second
/// item, at the required priority)
@MainActor open class NSLayoutConstraint: NSObject {
    enum Attribute { case leading, trailing, top, bottom, centerY, width, height }
    fileprivate weak var firstView: UIView?
    fileprivate var firstAttribute = Attribute.width
    fileprivate weak var secondView: UIView?
    fileprivate var secondAttribute: Attribute?
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant
    /// (changing it lays the first item's superview out again)
    open var constant: CGFloat = 0 {
        didSet { if isActive { firstView?.superview?.setNeedsLayout() } }
    }
    @MainActor private static var active: [NSLayoutConstraint] = []

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
    open var isActive: Bool { Self.active.contains { $0 === self } }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        active.append(contentsOf: constraints.filter { !$0.isActive })
        constraints.forEach { $0.firstView?.superview?.setNeedsLayout() }
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/deactivate(_:)
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        active.removeAll { constraint in constraints.contains { $0 === constraint } }
        constraints.forEach { $0.firstView?.superview?.setNeedsLayout() }
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstitem
    open var firstItem: AnyObject? { firstView }
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/seconditem
    open var secondItem: AnyObject? { secondView }
    /// The constraints `view` holds (https://developer.apple.com/documentation/uikit/uiview/constraints):
    /// the model says a view holds the active constraints on itself alone (a constant size, an aspect
    /// ratio); UIKit installs one between views on their nearest common ancestor.
    static func modelHeld(by view: UIView) -> [NSLayoutConstraint] {
        active.filter { $0.firstView === view && ($0.secondView == nil || $0.secondView === view) }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    /// ("Calling this method removes any constraints that refer to the view you are removing, or that
    /// refer to any view in the subtree of the view you are removing"): the constraints between `view`
    /// and its old superview.
    static func modelRemoveConstraints(between view: UIView, and superview: UIView) {
        active.removeAll { constraint in
            let items = [constraint.firstView, constraint.secondView]
            return items.contains { $0 === view } && items.contains { $0 === superview }
        }
    }

    /// The height `view`'s own constraints give it (a constant height), for `systemLayoutSizeFitting`;
    /// nil when none does.
    static func modelConstantHeight(of view: UIView) -> CGFloat? {
        active.last { $0.firstView === view && $0.firstAttribute == .height && $0.secondView == nil }?.constant
    }

    /// Sets the frames of `view`'s subviews that use constraints
    /// (https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints:
    /// "If this property's value is false, you must provide a non ambiguous, nonconflicting set of
    /// constraints for the view"), from the active constraints whose first item is one of them: sizes
    /// first, then positions; leading and trailing together give the width. What no constraint
    /// determines is ambiguous, and the model resolves it to 0 (undocumented: what Auto Layout picks for
    /// an ambiguous layout; a view without constraints ends up with a zero frame on a device, which is
    /// what the model does). Right-to-left: leading is the right edge.
    static func modelSolve(subviewsOf view: UIView) {
        active.removeAll { $0.firstView == nil || ($0.secondAttribute != nil && $0.secondView == nil) }
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        for subview in view.subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            let constraints = active.filter { $0.firstView === subview }
            var frame = CGRect.zero
            func value(_ attribute: Attribute, of item: UIView) -> CGFloat {
                // The superview's attributes in its own bounds; the item's own, in the frame being solved.
                let rect = item === view ? item.bounds : frame
                switch attribute {
                // Leading and trailing values "increase as you move towards the trailing edge. …
                // For a right-to-left layout direction, the values increase as you move left" (Auto
                // Layout Guide, Anatomy of a Constraint, Interpreting Values:
                // https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/AnatomyofaConstraint.html),
                // so a constant moves toward the trailing edge: right to left, the value is −x.
                case .leading: return rightToLeft ? -rect.maxX : rect.minX
                case .trailing: return rightToLeft ? -rect.minX : rect.maxX
                case .top: return rect.minY
                case .bottom: return rect.maxY
                case .centerY: return rect.midY
                case .width: return rect.width
                case .height: return rect.height
                }
            }
            func resolved(_ constraint: NSLayoutConstraint) -> CGFloat? {
                guard let secondAttribute = constraint.secondAttribute else { return constraint.constant }
                return constraint.secondView.map { value(secondAttribute, of: $0) + constraint.constant }
            }
            let given = Set(constraints.map(\.firstAttribute))
            for pass in [[Attribute.height, .width], [.height, .width], [.leading, .trailing, .top, .bottom, .centerY]] {
                for constraint in constraints where pass.contains(constraint.firstAttribute) {
                    guard let target = resolved(constraint) else { continue }
                    switch constraint.firstAttribute {
                    case .width: frame.size.width = target
                    case .height: frame.size.height = target
                    case .top: frame.origin.y = target
                    case .bottom:
                        // (A bottom edge with a top one would stretch the height: not modelled; the top wins.)
                        if !given.contains(.top) { frame.origin.y = target - frame.height }
                    case .centerY: frame.origin.y = target - frame.height / 2
                    case .leading:
                        if given.contains(.trailing), !given.contains(.width) {
                            // Both edges: the leading edge stays, the width spans to the trailing one.
                            let trailing = constraints.first { $0.firstAttribute == .trailing }.flatMap(resolved) ?? target
                            let edges = rightToLeft ? (-target, -trailing) : (target, trailing)
                            frame.size.width = abs(edges.1 - edges.0)
                            frame.origin.x = min(edges.0, edges.1)
                        } else {
                            frame.origin.x = rightToLeft ? -target - frame.width : target
                        }
                    case .trailing:
                        if !given.contains(.leading) { frame.origin.x = rightToLeft ? -target : target - frame.width }
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
        constraint.firstView = item
        constraint.firstAttribute = attribute
        constraint.secondView = anchor.item
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
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint()
        constraint.firstView = item
        constraint.firstAttribute = attribute
        constraint.constant = c
        return constraint
    }
}

extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/constraints (see `NSLayoutConstraint.modelHeld(by:)`)
    public var constraints: [NSLayoutConstraint] { NSLayoutConstraint.modelHeld(by: self) }
    /// https://developer.apple.com/documentation/uikit/uiview/leadinganchor
    public var leadingAnchor: NSLayoutXAxisAnchor { .make(self, .leading) }
    /// https://developer.apple.com/documentation/uikit/uiview/trailinganchor
    public var trailingAnchor: NSLayoutXAxisAnchor { .make(self, .trailing) }
    /// https://developer.apple.com/documentation/uikit/uiview/topanchor
    public var topAnchor: NSLayoutYAxisAnchor { .make(self, .top) }
    /// https://developer.apple.com/documentation/uikit/uiview/bottomanchor
    public var bottomAnchor: NSLayoutYAxisAnchor { .make(self, .bottom) }
    /// https://developer.apple.com/documentation/uikit/uiview/centeryanchor
    public var centerYAnchor: NSLayoutYAxisAnchor { .make(self, .centerY) }
    /// https://developer.apple.com/documentation/uikit/uiview/widthanchor
    public var widthAnchor: NSLayoutDimension { .make(self, .width) }
    /// https://developer.apple.com/documentation/uikit/uiview/heightanchor
    public var heightAnchor: NSLayoutDimension { .make(self, .height) }
}
