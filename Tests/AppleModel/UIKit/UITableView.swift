// UITableView: what the page relies on — the header view's placement and the content height. Rows
// are not views in the model; each is `modelRowHeight` tall.

/// https://developer.apple.com/documentation/uikit/uitableview
@MainActor open class UITableView: UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    /// https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
    public init(frame: CGRect, style: UITableView.Style) {
        self.style = style
        super.init(frame: frame)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.property
    /// (`.plain` from `init(frame:)`; only a plain table pins its section headers: "UITableViewStylePlain,
    /// // regular table view", "UITableViewStyleGrouped, // sections are grouped together",
    /// UITableView.h, and a grouped table's headers scroll with their sections)
    public private(set) var style: UITableView.Style = .plain
    public required init?(coder: NSCoder) { super.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uitableview/datasource
    weak open var dataSource: (any UITableViewDataSource)? { didSet { setNeedsLayout() } }
    // https://developer.apple.com/documentation/uikit/uitableview/delegate — UITableView narrows the inherited
    // `delegate` to `(any UITableViewDelegate)?`, which Swift cannot express in a subclass: use `delegate`.
    /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-6z5aj
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    /// https://developer.apple.com/documentation/uikit/uitableview/tableheaderview
    /// ("the table view respects only the height of your view's frame rectangle; it adjusts the width
    /// of your header view automatically to match the table view's width"): the header is a subview at
    /// the top of the content, and the content's height follows the header's height when it is set.
    open var tableHeaderView: UIView? {
        didSet {
            modelTableHeaderViewAssignments += 1
            if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
            if let header = tableHeaderView {
                insertSubview(header, at: 0)
                headerHeight = header.frame.height
            } else {
                headerHeight = 0
            }
            setNeedsLayout()
        }
    }
    /// Model only: how many times `tableHeaderView` was set (each set lays the whole table out again).
    public private(set) var modelTableHeaderViewAssignments = 0
    /// The header's height when it was set (a later change of its frame is not read).
    private var headerHeight: CGFloat = 0
    /// Model only: each row's height, in points.
    public var modelRowHeight: CGFloat = 44
    /// https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
    open func reloadData() { setNeedsLayout() }

    /// Places the header at the top of the content at the table's width, and sizes the content: the
    /// header, then every row of every section.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let header = tableHeaderView {
            let frame = CGRect(x: 0, y: 0, width: bounds.width, height: headerHeight)
            if header.frame != frame { header.frame = frame }
        }
        var rows = 0
        if let dataSource {
            for section in 0..<dataSource.numberOfSections(in: self) { rows += dataSource.tableView(self, numberOfRowsInSection: section) }
        }
        let size = CGSize(width: bounds.width, height: headerHeight + CGFloat(rows) * modelRowHeight)
        if contentSize != size { contentSize = size }
    }
}
