/// How many tabs a tabbed page has: `1 …` ``SupportedRange/maximumCount``.
///
/// Write the count as a literal where you know it — `ProfilePage.tabbed(design: .twitter, tabCount: 3)`
/// cannot fail, so it does not throw. A count worked out while the app runs goes through
/// ``init(_:)``, which throws for one outside the range: `tabCount: try TabCount(titles.count)`.
public struct TabCount: Equatable, Hashable, Sendable, ExpressibleByIntegerLiteral {
    /// The number of tabs, `1 …` ``SupportedRange/maximumCount``.
    public let value: Int

    /// A count worked out while the app runs.
    ///
    /// - Throws: ``ProfilePageError`` naming ``ProfilePageField/tabCount`` for a count outside
    ///   `1 …` ``SupportedRange/maximumCount``.
    public init(_ value: Int) throws(ProfilePageError) {
        guard value >= 1, value <= SupportedRange.maximumCount else {
            throw ProfilePageError(field: .tabCount, rule: .outOfSupportedRange(lowerBound: 1, upperBound: SupportedRange.maximumCount))
        }
        self.value = value
    }

    /// A count written as a literal (`3`). A literal outside `1 …` ``SupportedRange/maximumCount`` is a
    /// mistake in the source, as an index past an array's end is: it stops the program where it is
    /// written, the first time that line runs.
    public init(integerLiteral value: Int) {
        precondition(value >= 1 && value <= SupportedRange.maximumCount,
                     "a tab count literal must lie in 1 … SupportedRange.maximumCount")
        self.value = value
    }
}
