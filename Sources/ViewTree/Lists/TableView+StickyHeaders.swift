import Foundation

/// Floating section headers in the plain style: the header of the section
/// at the top of the visible rect (below the content inset) stays pinned
/// there while its rows scroll under it, and the section's end pushes it up
/// as the next section arrives, as `UITableView.Style.plain`.
extension TableView {
    func pinnedFrame(of kind: SupplementaryKind, inSection section: Int, laidOutAt frame: CGRect) -> CGRect {
        guard style == .plain, kind == .header, geometry.sectionSpans.indices.contains(section) else { return frame }
        let top = contentOffset.y + contentInset.top
        guard frame.minY < top else { return frame }
        // The header leaves with its section's last row (its footer scrolls on its own).
        let footer = geometry.frame(of: .footer, inSection: section)?.height ?? 0
        let limit = geometry.sectionSpans[section].upperBound - footer - frame.height
        var pinned = frame
        pinned.origin.y = Swift.max(frame.minY, Swift.min(top, limit))
        return pinned
    }

    /// Pinned headers go above the rows that scroll under them (but below
    /// the table's own controls: swipe buttons, the section index).
    func raisePinnedHeaders() {
        guard style == .plain else { return }
        for (key, view) in mountedSupplementaryViews.sorted(by: { $0.key.section < $1.key.section }) where key.kind == .header {
            guard let laidOut = geometry.frame(of: .header, inSection: key.section), view.frame.minY != laidOut.minY,
                let current = subviews.firstIndex(where: { $0 === view }),
                let lastCell = subviews.lastIndex(where: { $0 is ListCell && $0 !== view }), current < lastCell
            else { continue }
            // Counted without the header, which sits before the last cell: just after that cell.
            try? moveSubview(view, to: lastCell)
        }
    }
}
