import Foundation

/// The whole table's header and footer views: above the first section and
/// below the last, as wide as the table, scrolling with the rows.
extension TableView {
    func replaceTableView(_ old: View?, with new: View?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        // A view the caller made cannot be this table's ancestor unless misused; then it is not shown.
        if let new { try? insertSubview(new, at: 0) }
        rebuildGeometry()
    }

    /// Keeps the header at the content's top and the footer at its bottom, as wide as the table.
    func placeTableHeaderAndFooter() {
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Swift.max(0, header.frame.height))
        }
        if let footer = tableFooterView {
            let height = Swift.max(0, footer.frame.height)
            footer.frame = CGRect(x: 0, y: contentSize.height - height, width: bounds.width, height: height)
        }
    }
}
