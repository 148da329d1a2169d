import Foundation

/// Separators and accessories: each row cell gets a hairline along its
/// bottom (inset by the cell's or the table's separator inset) and its
/// accessory at the trailing edge, and its ``ListCell/contentFrame`` is
/// narrowed by the accessory's width. Right to left, the accessory sits on
/// the left, the content to its right, and the inset's `left` is on the
/// right (the leading side).
extension TableView {
    /// The separator's thickness: one pixel at 2x.
    static let separatorThickness: CGFloat = 0.5
    /// Space between an accessory and the row's trailing edge.
    static let accessoryMargin: CGFloat = 16

    /// The width an accessory of `type` takes at a row's trailing edge (its
    /// content is narrowed by as much); a custom accessory view takes its
    /// own width plus the margin.
    public static func accessoryWidth(for type: TableCellAccessory) -> CGFloat {
        TableRowChrome.accessoryWidth(for: type)
    }

    func attachChrome(to cell: ListCell) {
        cell.chromeDidChange = { [unowned self] cell in
            guard let path = cell.indexPath, path.count == 2, self.mountedCells[path] === cell else { return }
            self.updateChrome(of: cell, at: path)
        }
    }

    /// Places the separator and accessory of the row cell at `path` and keeps them above its content.
    func updateChrome(of cell: ListCell, at path: IndexPath) {
        let key = ObjectIdentifier(cell)
        let chrome = rowChrome[key] ?? TableRowChrome()
        rowChrome[key] = chrome
        let size = cell.bounds.size

        if cell.accessoryView != nil || chrome.accessoryType != cell.accessoryType {
            chrome.accessory?.removeFromSuperview()
            chrome.accessory = nil
            chrome.accessoryType = .none
        }
        if cell.accessoryView == nil, chrome.accessory == nil, cell.accessoryType != .none {
            chrome.accessory = TableRowChrome.makeAccessory(cell.accessoryType) { [weak self, weak cell] in
                guard let self, let path = cell?.indexPath, path.count == 2 else { return }
                self.accessoryButtonTapped?(path)
            }
            chrome.accessoryType = cell.accessoryType
        }
        let accessory = cell.accessoryView ?? chrome.accessory
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft
        var reserved: CGFloat = 0
        if let accessory, !isEditing {
            let width = accessory.frame.width
            reserved = cell.accessoryView != nil ? width + Self.accessoryMargin
                                                 : TableRowChrome.accessoryWidth(for: cell.accessoryType)
            accessory.frame.origin = CGPoint(x: rightToLeft ? Self.accessoryMargin : size.width - Self.accessoryMargin - width,
                                             y: ((size.height - accessory.frame.height) / 2).rounded())
            accessory.isHidden = false
        } else {
            accessory?.isHidden = true
        }
        cell.contentFrame = CGRect(x: rightToLeft ? reserved : 0, y: 0, width: Swift.max(0, size.width - reserved), height: size.height)

        let inset = cell.separatorInset ?? separatorInset
        let separator = chrome.separator
        separator.frame = CGRect(x: rightToLeft ? inset.right : inset.left, y: size.height - Self.separatorThickness,
                                 width: Swift.max(0, size.width - inset.left - inset.right), height: Self.separatorThickness)
        separator.backgroundColor = separatorColor
        separator.isHidden = separatorStyle == .none || isLastRowOfSection(path)

        // Above the content, which a remount may have added after them.
        let top = [separator] + (accessory.map { [$0] } ?? [])
        if !cell.subviews.suffix(top.count).elementsEqual(top, by: ===) {
            for view in top { try? cell.addSubview(view) }
        }
    }

    /// UIKit draws no separator under a section's last row (the next header or the footer follows).
    private func isLastRowOfSection(_ path: IndexPath) -> Bool {
        let counts = itemCounts
        return counts.indices.contains(path[0]) && path[1] == counts[path[0]] - 1
    }

    func updateChromeOfMountedRows() {
        for (path, cell) in mountedCells { updateChrome(of: cell, at: path) }
    }
}
