import Foundation

extension TextInputView {
    /// Adds a handler for the input's editing events.
    ///
    /// ```swift
    /// field.addEditingHandler { field, event in
    ///     switch event {
    ///     case .changed: validate(field.text)
    ///     case .returnPressed: submit()
    ///     default: break
    ///     }
    /// }
    /// ```
    public func addEditingHandler(_ handler: @escaping @MainActor (TextInputView, TextInputEvent) -> Void) {
        editingHandlers.append(handler)
    }

    /// Removes every editing handler (control event handlers stay).
    public func removeAllEditingHandlers() {
        editingHandlers.removeAll()
    }

    /// Adds a handler for `events`: the editing events, and
    /// ``ControlEvents/primaryActionTriggered`` with Return in a one-line field.
    public func addControlEventHandler(
        for events: ControlEvents, named name: String, _ handler: @escaping @MainActor (View, ControlEvents) -> Void
    ) {
        controlEventHandlers.add(events, named: name, handler)
    }

    /// Removes the handlers added with `name`.
    public func removeControlEventHandlers(named name: String) {
        controlEventHandlers.remove(named: name)
    }

    func sendControlEvents(_ events: ControlEvents) {
        for (handler, heard) in controlEventHandlers.handlers(for: events) { handler(self, heard) }
    }

    /// Calls the control event handlers for any of `events` (editing handlers hear only real edits).
    public func sendActions(for events: ControlEvents) {
        sendControlEvents(events)
    }

    /// Types `string` over the selection, as a person would (filtered, cut
    /// to the maximum length, reported as a change).
    ///
    /// - Returns: whether the text changed.
    @discardableResult
    public func insertText(_ string: String) -> Bool {
        guard edit(editing.selection, inserting: string, typing: true) else { return false }
        recordText()
        return true
    }

    /// Deletes the selection, or the character before the caret, as Backspace does.
    @discardableResult
    public func deleteBackward() -> Bool {
        let selection = editing.selection
        let range = selection.isEmpty ? Swift.max(0, selection.lowerBound - 1)..<selection.lowerBound : selection
        guard !range.isEmpty, edit(range, inserting: "", typing: false) else { return false }
        recordText()
        return true
    }

    /// Deletes the selection, or the character after the caret, as Delete does.
    @discardableResult
    public func deleteForward() -> Bool {
        let selection = editing.selection
        let count = editing.characters.count
        let range = selection.isEmpty ? selection.upperBound..<Swift.min(count, selection.upperBound + 1) : selection
        guard !range.isEmpty, edit(range, inserting: "", typing: false) else { return false }
        recordText()
        return true
    }

    /// Takes in a whole new value a backend's own editor produced (the
    /// browser's `<input>`), as a person's edit: the difference from the
    /// current text goes through the filter and the maximum length, then
    /// `selection` (character offsets) is placed if the value was taken as
    /// is. When the value was refused or rewritten, the input's text is
    /// recorded again, so the backend shows what was kept.
    ///
    /// - Returns: whether the text changed.
    @discardableResult
    public func replaceText(with proposed: String, selection: Range<Int>? = nil) -> Bool {
        guard let difference = TextEdit(from: editing.characters, to: Array(proposed)) else {
            if let selection { placeSelection(selection) }
            return false
        }
        let changed = edit(difference.range, inserting: difference.inserted, typing: false)
        if let selection, editing.text == proposed { placeSelection(selection) }
        if changed || editing.text != proposed { recordText() }
        return changed
    }

    /// Turns down a whole new value a backend's own editor produced (one
    /// longer than the backend accepts): the text and selection stay as
    /// they are and are recorded again, so the backend shows them instead.
    public func refuseProposedText() {
        recordText()
    }

    /// Forgets the oldest step of the input's undo history (see
    /// ``TextEditingModel/forgetOldestStep()``), to free memory: a server
    /// does this when a visitor's session holds more than its budget.
    ///
    /// - Returns: whether there was a step to forget.
    @discardableResult
    public func forgetOldestUndoStep() -> Bool {
        editing.forgetOldestStep()
    }

    /// Takes back the last edit, as Command-Z does (typing in a row is one step).
    @discardableResult
    public func undo() -> Bool {
        restoring { $0.undo() }
    }

    /// Makes the last undone edit again.
    @discardableResult
    public func redo() -> Bool {
        restoring { $0.redo() }
    }

    func handleEditingKey(_ event: KeyEvent) -> Bool {
        guard isFirstResponder, event.phase == .down else { return false }
        let extending = event.modifiers.contains(.shift)
        let shortcut = event.modifiers.hasShortcutModifier
        switch event.key {
        case .escape:
            resignFirstResponder()
        case .enter where !shortcut:
            if allowsLineBreaks { insertText("\n") } else { send(.returnPressed) }
        case .backspace: deleteBackward()
        case .delete: deleteForward()
        case .arrowLeft: moveCaret { $0.moveLeft(extending: extending) }
        case .arrowRight: moveCaret { $0.moveRight(extending: extending) }
        case .home, .arrowUp: moveCaret { $0.moveToStart(extending: extending) }
        case .end, .arrowDown: moveCaret { $0.moveToEnd(extending: extending) }
        default:
            guard let character = event.key.character else { return false }
            if shortcut {
                switch character.lowercased() {
                case "a": moveCaret { $0.selectAll() }
                case "z": if extending { redo() } else { undo() }
                case "y": redo()
                default: return false   // a shortcut for someone up the chain
                }
            } else {
                insertText(String(character))
            }
        }
        return true
    }

    /// The steps every edit a person makes goes through; records nothing.
    func edit(_ range: Range<Int>, inserting proposed: String, typing: Bool) -> Bool {
        guard isEnabled, isEditable, range.lowerBound >= 0, range.upperBound <= editing.characters.count else {
            return false
        }
        var replacement = sanitized(proposed)
        if let inputFilter {
            let removed = String(editing.characters[range])
            guard let filtered = inputFilter(TextEdit(range: range, removed: removed, inserted: replacement), editing.text) else {
                return false
            }
            replacement = sanitized(filtered)
        }
        if let maximumLength {
            let room = Swift.max(0, maximumLength - (editing.characters.count - range.count))
            if replacement.count > room { replacement = String(replacement.prefix(room)) }
        }
        guard !(range.isEmpty && replacement.isEmpty) else { return false }
        let made: TextEdit
        if typing, range == editing.selection {
            made = editing.insert(replacement)
        } else {
            // The range was checked against the text above.
            guard let replaced = try? editing.replace(range, with: replacement) else { return false }
            made = replaced
        }
        send(.changed(made))
        return true
    }

    /// Line breaks become spaces in a one-line field.
    func sanitized(_ string: String) -> String {
        guard !allowsLineBreaks, string.contains(where: \.isNewline) else { return string }
        return String(string.map { $0.isNewline ? " " : $0 })
    }

    func recordText() {
        record(.inputText(editing.text, selection: editing.selection))
    }

    func send(_ event: TextInputEvent) {
        for handler in editingHandlers { handler(self, event) }
        sendControlEvents(event.controlEvents)
    }

    private func placeSelection(_ selection: Range<Int>) {
        let count = editing.characters.count
        let lower = Swift.min(Swift.max(0, selection.lowerBound), count)
        let upper = Swift.min(Swift.max(lower, selection.upperBound), count)
        try? editing.select(lower..<upper)
    }

    private func moveCaret(_ move: (inout TextEditingModel) -> Void) {
        let before = editing.selection
        move(&editing)
        if editing.selection != before { recordText() }
    }

    private func restoring(_ step: (inout TextEditingModel) -> Bool) -> Bool {
        guard isEnabled, isEditable else { return false }
        let before = editing.characters
        guard step(&editing) else { return false }
        recordText()
        if let difference = TextEdit(from: before, to: editing.characters) { send(.changed(difference)) }
        return true
    }
}
