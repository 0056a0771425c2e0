// Which view takes a tap, what shows through a layer, and the order VoiceOver reads in.

/// Whether a tap at (`x`, `y`) reaches a `Button` whose label draws in `label`, and whose styled body
/// fills `styledBody` when a button style frames the label there (nil: no style of the page's).
///
/// - Without a style that frames it, the button is its label, and a label's text or image takes taps
///   only where it draws ("Defines the content shape for hit testing",
///   https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)); a frame applied
///   outside the button only places it.
/// - A `ButtonStyle`'s `makeBody` "Creates a view that represents the body of a button"
///   (https://developer.apple.com/documentation/swiftui/buttonstyle/makebody(configuration:)): a label
///   framed and given a content shape there makes the frame the button; `buttonStyle(_:)` also styles
///   "controls that acquire a button style through composition, like the Menu"
///   (https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-7qx1).
public func modelButtonTakesTap(x: Double, y: Double, label: ModelRect, styledBody: ModelRect?) -> Bool {
    let area = styledBody ?? label
    return x >= area.x && x < area.maxX && y >= area.y && y < area.maxY
}

/// Whether content drawn at (`x`, `y`) under `layers` (bottom first) shows: not when an opaque layer
/// covers the point.
public func modelContentShows(x: Double, y: Double, under layers: [(frame: ModelRect, isOpaque: Bool)]) -> Bool {
    !layers.contains { layer in
        layer.isOpaque && x >= layer.frame.x && x < layer.frame.maxX && y >= layer.frame.y && y < layer.frame.maxY
    }
}

/// The order VoiceOver reads sibling elements in: by `accessibilitySortPriority`, "Higher numbers are
/// sorted first. The default sort priority is zero"
/// (https://developer.apple.com/documentation/swiftui/view/accessibilitysortpriority(_:)); elements of
/// equal priority in the order they are declared (undocumented; SwiftUI's default for a ZStack's
/// children, which the page's layers are).
public func modelAccessibilityOrder(_ elements: [(name: String, sortPriority: Double)]) -> [String] {
    elements.enumerated()
        .sorted { $0.element.sortPriority != $1.element.sortPriority ? $0.element.sortPriority > $1.element.sortPriority : $0.offset < $1.offset }
        .map(\.element.name)
}
