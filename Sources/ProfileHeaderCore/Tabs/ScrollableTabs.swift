/// Tab buttons as wide as their labels, in a tab strip that scrolls when they are wider than the
/// tab bar (the X app's Posts, Replies, Highlights, Articles, Media, Likes; Android's scrollable
/// `TabLayout`). Give it to ``ProfilePage/tabbed(design:scrollableTabs:refreshes:snapping:pinnedHeader:)``.
///
/// Each button is its label's width, grown with Dynamic Type (the page's text scale), plus
/// ``labelPadding`` on each side; the strip has ``inset`` before the first button and after the
/// last, inside the horizontal safe area. When the buttons fit the bar, each grows by the same
/// amount so the row fills it and nothing scrolls. When they do not, the strip follows the pager:
/// ``ProfilePageFrame/tabStripContentOffsetX`` keeps the tab under the indicator centred where the
/// strip can scroll that far, and the indicator spans the label's button, its width interpolated
/// between two tabs while swiping.
public struct ScrollableTabs: Equatable, Hashable, Sendable {
    /// Each tab's label width at the design's text size (text scale 1), in points, one entry per tab:
    /// `0.01 … 1 000 000`, at least one and at most ``SupportedRange/maximumCount`` entries.
    public let labelWidths: [Double]
    /// Space on each side of a label inside its button, in points, `0 … 1 000 000`.
    public let labelPadding: Double
    /// Space before the first button and after the last, in points, `0 … 1 000 000`.
    public let inset: Double

    /// Creates validated label-width tabs.
    ///
    /// - Throws: ``ProfilePageError`` for ``ProfilePageField/scrollableTabs``: no labels, more than
    ///   ``SupportedRange/maximumCount``, a label width that is not a positive length (with its index),
    ///   or a padding or inset that is not a length.
    @inline(never)  // made rarely: one copy
    public init(labelWidths: [Double], labelPadding: Double = 16, inset: Double = 0) throws(ProfilePageError) {
        let error = ProfilePageError.maker(.scrollableTabs)
        guard !labelWidths.isEmpty else { throw error(.mustNotBeEmpty) }
        guard labelWidths.count <= SupportedRange.maximumCount else {
            throw error(.outOfSupportedRange(lowerBound: 1, upperBound: SupportedRange.maximumCount))
        }
        for index in labelWidths.indices {
            try requirePositiveLength(labelWidths[index], ProfilePageError.maker(.scrollableTabs, index))
        }
        try requireLength(labelPadding, error)
        try requireLength(inset, error)
        self.labelWidths = labelWidths
        self.labelPadding = labelPadding
        self.inset = inset
    }

    /// Label-width tabs for `count` titles, measured by the front end that draws them: UIKit's
    /// `ProfileTabsController` and SwiftUI's `ProfileScrollView(page:selection:tabTitles:…)` measure
    /// each title in the tab bar's font at the design's text size, so an app gives titles, never
    /// widths, and a translation or a new text size needs nothing of it. Until measured (the engine
    /// alone) each label counts ``placeholderLabelWidth`` points; 16 points of padding, no inset.
    public static func titles(_ count: TabCount) -> ScrollableTabs {
        ScrollableTabs(measured: Array(repeating: placeholderLabelWidth, count: count.value), labelPadding: 16, inset: 0)
    }

    /// What a label counts before the front end measures it, in points.
    public static let placeholderLabelWidth = 60.0

    /// These tabs with their labels measured: `labelWidths` in points at the design's text size, one
    /// per tab. A width that is not a positive length counts as the smallest one (`0.01`, an empty
    /// title), one past the supported length as that length; a list of another length than the tabs
    /// leaves them as they are (the titles and the tabs disagree: the front end's mistake, not the
    /// user's).
    public func measured(labelWidths: [Double]) -> ScrollableTabs {
        guard labelWidths.count == self.labelWidths.count else { return self }
        let widths = labelWidths.map { width in
            width.isFinite ? min(max(width, SupportedRange.minimumPositiveLength), SupportedRange.maximumLength)
                : SupportedRange.minimumPositiveLength
        }
        return ScrollableTabs(measured: widths, labelPadding: labelPadding, inset: inset)
    }

    /// Tabs whose widths are known to be valid (made by the type itself).
    private init(measured labelWidths: [Double], labelPadding: Double, inset: Double) {
        self.labelWidths = labelWidths
        self.labelPadding = labelPadding
        self.inset = inset
    }

    /// The number of tabs.
    public var tabCount: Int { labelWidths.count }

    /// The buttons' widths, in points, for labels scaled by `textScale` in a bar whose safe area is
    /// `safeWidth` points wide: label plus padding, each grown alike to fill the bar when they fit.
    @inline(never)  // made when the metrics change: one copy
    func buttonWidths(textScale: Double, safeWidth: Double) -> [Double] {
        var widths: [Double] = []
        widths.reserveCapacity(labelWidths.count)
        var total = 2 * inset
        for label in labelWidths {
            let width = min(label * textScale + 2 * labelPadding, SupportedRange.maximumLength)
            widths.append(width)
            total += width
        }
        if total < safeWidth {
            let growth = (safeWidth - total) / Double(widths.count)
            for index in widths.indices { widths[index] += growth }
        }
        return widths
    }
}
