import Foundation

extension TableView {
    func setUpDeleteConfirmation() {
        deleteConfirmationButton.setTitle("Delete", for: .normal)
        deleteConfirmationButton.setTitleColor(.white, for: .normal)
        deleteConfirmationButton.backgroundColor = Color(red: 0.9, green: 0.2, blue: 0.2)
        deleteConfirmationButton.accessibilityIdentifier = "table.delete"
        deleteConfirmationButton.isHidden = true
        deleteConfirmationButton.addTouchUpInsideHandler { [unowned self] _ in self.commitDeleteConfirmation() }
        // A fresh button has no superview and is not an ancestor: cannot fail.
        try? addSubview(deleteConfirmationButton)
    }

    func attachSwipeRecognizer(to cell: ListCell) {
        let swipe = PanGestureRecognizer()
        swipe.direction = .horizontal
        swipe.name = "table.swipe"
        swipe.addHandler { [unowned self, unowned cell] recognizer in
            guard let pan = recognizer as? PanGestureRecognizer, pan.state == .ended,
                  let path = cell.indexPath, path.count == 2 else { return }
            self.handleSwipe(of: path, translation: pan.translation.x)
        }
        cell.addGestureRecognizer(swipe)
    }

    private func handleSwipe(of path: IndexPath, translation: CGFloat) {
        if translation <= -swipeToDeleteThreshold {
            showDeleteConfirmation(forRowAt: path)
        } else if translation > 0 {
            hideDeleteConfirmation()
        }
    }

    /// Shows the delete button beside the row at `indexPath`, if the editing
    /// data source lets it be deleted. Returns whether it is shown.
    @discardableResult
    public func showDeleteConfirmation(forRowAt indexPath: IndexPath) -> Bool {
        guard !isEditing, let frame = frameForItem(at: indexPath),
              editingDataSource?.tableView(self, canEditRowAt: indexPath) == true else { return false }
        let width = Swift.min(80, frame.width)
        deleteConfirmationButton.frame = CGRect(x: frame.maxX - width, y: frame.minY, width: width, height: frame.height)
        // Moving the button to the top of the subviews keeps it over the row.
        try? addSubview(deleteConfirmationButton)
        deleteConfirmationButton.isHidden = false
        rowShowingDeleteConfirmation = indexPath
        return true
    }

    /// Hides the delete button, if it shows.
    public func hideDeleteConfirmation() {
        guard rowShowingDeleteConfirmation != nil else { return }
        rowShowingDeleteConfirmation = nil
        deleteConfirmationButton.isHidden = true
    }

    private func commitDeleteConfirmation() {
        guard let path = rowShowingDeleteConfirmation else { return }
        hideDeleteConfirmation()
        editingDataSource?.tableView(self, commitDeleteForRowAt: path)
    }
}
