import Foundation

/// Swipe actions: swiping a row left reveals its trailing actions (Delete
/// by default, for rows the editing data source lets be deleted), swiping
/// it right its leading ones; a full swipe performs the first action, as
/// UIKit's swipe actions. Keyboard and screen-reader users reach the same
/// actions as custom actions of the row (``TableView/RowAction``).
extension TableView {
    /// The default trailing action of a deletable row: "Delete"
    /// (destructive, the Delete key), which commits the delete through the
    /// editing data source.
    public func deleteSwipeAction() -> TableSwipeAction {
        var action = TableSwipeAction(title: RowAction.delete, style: .destructive, shortcut: KeyShortcut(.delete)) {
            [weak self] path in
            guard let self, self.editingDataSource?.tableView(self, canEditRowAt: path) == true else { return }
            self.editingDataSource?.tableView(self, commitDeleteForRowAt: path)
        }
        action.commitsDelete = true
        return action
    }

    /// Delete, when `editing` lets the row be deleted: the default trailing actions.
    public func defaultTrailingSwipeActions(
        forRowAt indexPath: IndexPath, editing: any TableViewEditingDataSource
    ) -> TableSwipeActionsConfiguration? {
        guard editing.tableView(self, canEditRowAt: indexPath) else { return nil }
        return TableSwipeActionsConfiguration(actions: [deleteSwipeAction()])
    }

    /// The actions a swipe reveals on `edge` of the row at `indexPath`, as
    /// the editing data source gives them; nil (or none) while editing.
    public func swipeActions(forRowAt indexPath: IndexPath, edge: TableRowEdge) -> TableSwipeActionsConfiguration? {
        isEditing ? nil : configuredSwipeActions(forRowAt: indexPath, edge: edge)
    }

    /// The row's actions on `edge` whether or not the table is editing (the
    /// keyboard and screen readers reach them while editing too).
    func configuredSwipeActions(forRowAt indexPath: IndexPath, edge: TableRowEdge) -> TableSwipeActionsConfiguration? {
        guard let source = editingDataSource, geometry.flatIndex(of: indexPath) != nil else { return nil }
        let configuration = edge == .leading
            ? source.tableView(self, leadingSwipeActionsForRowAt: indexPath)
            : source.tableView(self, trailingSwipeActionsForRowAt: indexPath)
        guard let configuration, !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    /// Shows the buttons of the row's actions on `edge`; returns whether
    /// there are any. The first action's button sits at the row's edge.
    @discardableResult
    public func showSwipeActions(forRowAt indexPath: IndexPath, edge: TableRowEdge) -> Bool {
        guard let frame = frameForItem(at: indexPath), let configuration = swipeActions(forRowAt: indexPath, edge: edge) else {
            return false
        }
        hideSwipeActions()
        let actions = configuration.actions
        let width = Swift.min(80, frame.width / CGFloat(actions.count))
        var buttons: [Button] = []
        for (index, action) in actions.enumerated() {
            let button = swipeButton(at: index, edge: edge)
            button.setTitle(action.title, for: .normal)
            button.backgroundColor = action.backgroundColor(for: traitCollection)
            button.accessibilityIdentifier = action.commitsDelete ? "table.delete" : "table.action.\(edge.rawValue).\(index)"
            // Trailing is the right edge left to right, the left edge right to left.
            let onRight = (edge == .trailing) == (traitCollection.layoutDirection == .leftToRight)
            let x = onRight ? frame.maxX - width * CGFloat(index + 1) : frame.minX + width * CGFloat(index)
            button.frame = CGRect(x: x, y: frame.minY, width: width, height: frame.height)
            // Moving the button to the top of the subviews keeps it over the row.
            try? addSubview(button)
            button.isHidden = false
            buttons.append(button)
        }
        swipeActionButtons = buttons
        rowShowingSwipeActions = indexPath
        swipeActionsEdge = edge
        shownSwipeActions = actions
        return true
    }

    /// Hides the swipe action buttons, if they show.
    public func hideSwipeActions() {
        guard rowShowingSwipeActions != nil else { return }
        rowShowingSwipeActions = nil
        shownSwipeActions = []
        for button in swipeActionButtons { button.isHidden = true }
        swipeActionButtons = []
    }

    /// Performs the action at `index` of the row's actions on `edge` (as a
    /// tap on its button, a full swipe or a key does); returns whether there
    /// was one.
    @discardableResult
    public func performSwipeAction(at index: Int, forRowAt indexPath: IndexPath, edge: TableRowEdge) -> Bool {
        guard let actions = swipeActions(forRowAt: indexPath, edge: edge)?.actions, actions.indices.contains(index) else {
            return false
        }
        hideSwipeActions()
        actions[index].handler(indexPath)
        return true
    }

    /// Shows the delete button beside the row at `indexPath`: the row's
    /// trailing swipe actions. Returns whether they are shown.
    @discardableResult
    public func showDeleteConfirmation(forRowAt indexPath: IndexPath) -> Bool {
        showSwipeActions(forRowAt: indexPath, edge: .trailing)
    }

    /// Hides the delete button (every swipe action button), if it shows.
    public func hideDeleteConfirmation() { hideSwipeActions() }

    /// The row whose trailing actions (the delete button) show, if any.
    public var rowShowingDeleteConfirmation: IndexPath? {
        swipeActionsEdge == .trailing ? rowShowingSwipeActions : nil
    }

    func setUpSwipeActions() {
        deleteConfirmationButton.isHidden = true
        deleteConfirmationButton.setTitleColor(.white, for: .normal)
        deleteConfirmationButton.addTouchUpInsideHandler { [unowned self] _ in self.tapSwipeButton(at: 0) }
        // A fresh button has no superview and is not an ancestor: cannot fail.
        try? addSubview(deleteConfirmationButton)
    }

    /// The button for the action at `index`: the delete confirmation button
    /// for the first, made once for the others.
    private func swipeButton(at index: Int, edge: TableRowEdge) -> Button {
        if index == 0 { return deleteConfirmationButton }
        while extraSwipeButtons.count < index {
            let button = Button()
            let position = extraSwipeButtons.count + 1
            button.setTitleColor(.white, for: .normal)
            button.isHidden = true
            button.addTouchUpInsideHandler { [unowned self] _ in self.tapSwipeButton(at: position) }
            try? addSubview(button)
            extraSwipeButtons.append(button)
        }
        return extraSwipeButtons[index - 1]
    }

    private func tapSwipeButton(at index: Int) {
        guard let path = rowShowingSwipeActions, shownSwipeActions.indices.contains(index) else {
            return
        }
        let action = shownSwipeActions[index]
        hideSwipeActions()
        action.handler(path)
    }

    func attachSwipeRecognizer(to cell: ListCell) {
        let swipe = PanGestureRecognizer()
        swipe.direction = .horizontal
        swipe.name = "table.swipe"
        swipe.addHandler { [unowned self, unowned cell] recognizer in
            guard let pan = recognizer as? PanGestureRecognizer, pan.state == .ended,
                  let path = cell.indexPath, path.count == 2 else { return }
            self.handleSwipe(of: path, translation: pan.translation.x, rowWidth: cell.bounds.width)
        }
        cell.addGestureRecognizer(swipe)
    }

    private func handleSwipe(of path: IndexPath, translation: CGFloat, rowWidth: CGFloat) {
        let distance = abs(translation)
        guard distance >= swipeToDeleteThreshold else { return }
        // Swiping towards the leading edge reveals the trailing actions:
        // leftwards left to right, rightwards right to left.
        let revealsTrailing = (translation < 0) == (traitCollection.layoutDirection == .leftToRight)
        // Swiping back towards the shown buttons closes them.
        if rowShowingSwipeActions == path, let edge = swipeActionsEdge, (edge == .trailing) != revealsTrailing {
            hideSwipeActions()
            return
        }
        let edge: TableRowEdge = revealsTrailing ? .trailing : .leading
        if distance >= rowWidth * fullSwipeFraction, let configuration = swipeActions(forRowAt: path, edge: edge),
            configuration.performsFirstActionWithFullSwipe
        {
            performSwipeAction(at: 0, forRowAt: path, edge: edge)
            return
        }
        if !showSwipeActions(forRowAt: path, edge: edge) { hideSwipeActions() }
    }
}
