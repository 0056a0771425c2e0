import ProfileHeaderCore
import ProfileHeaderUIKit
import Testing
import UIKit

/// Issue 19: a `ProfileHeaderView` can come from a storyboard or nib. One decoded there — placed in
/// the nib's view with Auto Layout — draws exactly what one made in code draws once a controller
/// takes it.
@MainActor
@Suite struct NibTests {
    @Test("A header decoded from a nib, pinned by constraints in its nib, draws what a header made in code draws")
    func headerFromNib() throws {
        // What a nib does: decodes the view, puts it in its parent, pins it with constraints.
        let decoded = try #require(ProfileHeaderView(coder: NSCoder()))
        let nibParent = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        decoded.translatesAutoresizingMaskIntoConstraints = false
        nibParent.addSubview(decoded)
        NSLayoutConstraint.activate([
            decoded.topAnchor.constraint(equalTo: nibParent.topAnchor),
            decoded.heightAnchor.constraint(equalToConstant: 300),
        ])

        let window = makeWindow()
        let rows = Rows(60)
        let fromNib = UITableView(frame: window.bounds, style: .plain)
        fromNib.dataSource = rows
        window.addSubview(fromNib)
        let nibPage = ProfileHeaderController(scrollView: fromNib, design: .twitter, headerView: decoded)
        let other = makeWindow()
        let inCode = UITableView(frame: other.bounds, style: .plain)
        inCode.dataSource = rows
        other.addSubview(inCode)
        let codePage = ProfileHeaderController(scrollView: inCode, design: .twitter)
        // Placed by its frame from now on: constraints from the nib (its own height) would fight it.
        #expect(decoded.translatesAutoresizingMaskIntoConstraints)
        #expect(decoded.constraints.isEmpty)
        for distance in [0.0, 120, 400] {
            fromNib.contentOffset.y = distance - fromNib.adjustedContentInset.top
            inCode.contentOffset.y = distance - inCode.adjustedContentInset.top
            window.modelFrames(2)
            other.modelFrames(2)
            #expect(decoded.superview === fromNib)
            #expect(decoded.frame == fromNib.bounds)
            #expect(decoded.bannerView.frame == codePage.headerView.bannerView.frame)
            #expect(decoded.avatarView.frame == codePage.headerView.avatarView.frame)
            #expect(decoded.barContentView.frame == codePage.headerView.barContentView.frame)
            #expect(nibPage.frame?.layout == codePage.frame?.layout)
        }
    }
}
