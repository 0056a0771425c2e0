// Model only: what a front end writes to the views it draws with, counted — the figure the README's
// Performance section reports per scroll frame. Every write costs UIKit work (a layer property set,
// a commit to the render server), so one that sets the value a view already has is work for nothing.

/// Model only: the writes to views' drawn properties since the tally was last reset, by kind.
public struct ModelViewWrites: Equatable, Sendable, CustomStringConvertible {
    /// `frame`, `bounds` and `center`.
    public var geometry = 0
    /// `transform`.
    public var transforms = 0
    /// `alpha`.
    public var alphas = 0
    /// `isHidden`.
    public var hiddens = 0
    /// The layer's `zPosition`, `cornerRadius`, `borderColor` and `borderWidth`, and subview order
    /// (`bringSubviewToFront`).
    public var layers = 0
    /// Of all these, the writes that set the value the view already had.
    public var unchanged = 0

    /// Every write, changed or not.
    public var total: Int { geometry + transforms + alphas + hiddens + layers }

    public var description: String {
        "\(total) writes (geometry \(geometry), transforms \(transforms), alphas \(alphas), hidden \(hiddens), layers \(layers); unchanged \(unchanged))"
    }

    /// The tally since the last ``reset()``.
    nonisolated(unsafe) public private(set) static var tally = ModelViewWrites()
    /// Starts counting from zero.
    public static func reset() {
        ModelLayerWrites.onWrite = { note(\.layers, changed: $0) }
        tally = ModelViewWrites()
    }
    /// Counts one write of `kind`; `changed` is whether it set a new value.
    static func note(_ kind: WritableKeyPath<ModelViewWrites, Int>, changed: Bool) {
        tally[keyPath: kind] += 1
        if !changed { tally.unchanged += 1 }
    }
}
