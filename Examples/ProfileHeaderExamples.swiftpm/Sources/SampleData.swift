import UIKit

/// Made-up posts for the examples.
enum SampleData {
    static let name = "Ada Lovelace"
    static let handle = "@ada"
    static let bio = "Notes on the Analytical Engine. Poetical science."
    static let tabs = ["Posts", "Replies", "Media", "Likes"]

    /// `count` posts for a tab; "Likes" is short on purpose (the header still collapses).
    static func posts(tab: Int, count: Int = 40) -> [String] {
        let total = tab == 3 ? 3 : count
        return (0..<total).map { "\(tabs[tab]) · post \($0 + 1): the engine weaves algebraic patterns." }
    }

    /// A banner picture drawn here (no assets).
    static var banner: UIImage? { UIImage(systemName: "mountain.2.fill") }
    /// An avatar picture drawn here.
    static var avatar: UIImage? { UIImage(systemName: "person.crop.circle.fill") }
}
