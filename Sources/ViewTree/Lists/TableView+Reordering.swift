import Foundation

/// A row being dragged by its reorder handle.
struct ReorderDrag {
    let source: IndexPath
    let startFrame: CGRect
    weak var cell: ListCell?
}

extension TableView {
    /// The width of the reorder handle at a row's right edge.
    static let reorderHandleWidth: CGFloat = 44

    func updateReorderHandle(of cell: ListCell, at path: IndexPath) {
        let key = ObjectIdentifier(cell)
        let movable = isEditing && editingDataSource?.tableView(self, canMoveRowAt: path) == true
        guard movable else {
            reorderHandles[key]?.isHidden = true
            return
        }
        let handle = reorderHandles[key] ?? makeReorderHandle(for: cell)
        handle.frame = CGRect(x: cell.bounds.width - Self.reorderHandleWidth, y: 0,
                              width: Self.reorderHandleWidth, height: cell.bounds.height)
        handle.isHidden = false
        // Keep the handle above the cell's content.
        try? cell.addSubview(handle)
    }

    private func makeReorderHandle(for cell: ListCell) -> View {
        let handle = View()
        handle.semanticBackgroundColor = .fill
        handle.accessibilityIdentifier = "table.reorder"
        let drag = PanGestureRecognizer()
        // Starts at once, before the table's own scrolling can.
        drag.minimumDistance = 0
        drag.name = "table.reorder"
        drag.addHandler { [unowned self, unowned cell] recognizer in
            guard let pan = recognizer as? PanGestureRecognizer else { return }
            self.handleReorder(of: cell, pan: pan)
        }
        handle.addGestureRecognizer(drag)
        reorderHandles[ObjectIdentifier(cell)] = handle
        return handle
    }

    private func handleReorder(of cell: ListCell, pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let path = cell.indexPath, path.count == 2 else { return }
            reorderDrag = ReorderDrag(source: path, startFrame: cell.frame, cell: cell)
            try? addSubview(cell)
        case .changed:
            guard let drag = reorderDrag else { return }
            cell.frame.origin.y = drag.startFrame.minY + pan.translation.y
        case .ended:
            guard let drag = reorderDrag else { return }
            reorderDrag = nil
            let center = drag.startFrame.midY + pan.translation.y
            cell.frame = drag.startFrame
            guard let destination = rowIndexPath(atContentY: center), destination != drag.source else { return }
            editingDataSource?.tableView(self, moveRowAt: drag.source, to: destination)
        case .cancelled, .failed:
            if let drag = reorderDrag { cell.frame = drag.startFrame }
            reorderDrag = nil
        default:
            break
        }
    }

    /// The row whose frame spans `y`; above the first row the first, below
    /// the last row the last, in a gap the row before it.
    func rowIndexPath(atContentY y: CGFloat) -> IndexPath? {
        guard geometry.itemCount > 0 else { return nil }
        let range = geometry.items(inMainRange: y..<(y + 1))
        if let index = range.first { return geometry.indexPath(ofFlatIndex: index) }
        // Between rows or outside them: the last row starting above y.
        var best = 0
        for index in 0..<geometry.itemCount where geometry.itemFrames[index].minY <= y { best = index }
        return geometry.indexPath(ofFlatIndex: best)
    }
}
