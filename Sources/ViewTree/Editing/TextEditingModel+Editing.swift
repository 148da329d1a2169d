extension TextEditingModel {
    /// Replaces the selection with `string` (typing, pasting) and puts the
    /// caret after it.
    ///
    /// - Returns: the edit made.
    @discardableResult
    public mutating func insert(_ string: String) -> TextEdit {
        let typing = selection.isEmpty && string.count == 1 && !(string.first?.isNewline ?? false)
        return apply(replacing: selection, with: Array(string), coalescing: typing)
    }

    /// Deletes the selection, or the character before the caret (Backspace).
    ///
    /// - Returns: the edit made, or nil when there was nothing to delete.
    @discardableResult
    public mutating func deleteBackward() -> TextEdit? {
        if !selection.isEmpty { return apply(replacing: selection, with: [], coalescing: false) }
        guard selection.lowerBound > 0 else { return nil }
        return apply(replacing: (selection.lowerBound - 1)..<selection.lowerBound, with: [], coalescing: false)
    }

    /// Deletes the selection, or the character after the caret (Delete).
    ///
    /// - Returns: the edit made, or nil when there was nothing to delete.
    @discardableResult
    public mutating func deleteForward() -> TextEdit? {
        if !selection.isEmpty { return apply(replacing: selection, with: [], coalescing: false) }
        guard selection.upperBound < characters.count else { return nil }
        return apply(replacing: selection.upperBound..<(selection.upperBound + 1), with: [], coalescing: false)
    }

    /// Replaces the characters in `range` with `string` and puts the caret
    /// after the replacement (what a browser reports after an edit).
    ///
    /// - Throws: ``TextEditingError/rangeOutOfBounds(_:length:)`` when
    ///   `range` is not within the text; the model is unchanged.
    @discardableResult
    public mutating func replace(_ range: Range<Int>, with string: String) throws(TextEditingError) -> TextEdit {
        try check(range)
        return apply(replacing: range, with: Array(string), coalescing: false)
    }

    /// Replaces the whole text (a controlled field whose model changed);
    /// the caret moves to the end only if it no longer fits. One undo step
    /// takes it back, holding only the part that changed.
    public mutating func setText(_ text: String) {
        let new = Array(text)
        guard let change = TextEdit(from: characters, to: new) else { return }
        let previous = selection.lowerBound
        // The common end the change left out, counted from the end of each text.
        let suffix = characters.count - change.range.upperBound
        _ = apply(replacing: change.range, with: Array(new[change.range.lowerBound..<(new.count - suffix)]), coalescing: false)
        let lower = Swift.min(previous, characters.count)
        selection = lower..<lower
        selectionAnchor = nil
    }

    /// The one place an edit changes the text: records the undo step, edits, moves the caret.
    private mutating func apply(replacing range: Range<Int>, with replacement: [Character], coalescing: Bool) -> TextEdit {
        if !(coalescing && coalescesTyping && extendLastUndo(by: replacement.count)) {
            recordUndo(replacing: range, insertedCount: replacement.count)
        }
        coalescesTyping = coalescing
        let removed = String(characters[range])
        characters.replaceSubrange(range, with: replacement)
        let caret = range.lowerBound + replacement.count
        selection = caret..<caret
        selectionAnchor = nil
        return TextEdit(range: range, removed: removed, inserted: String(replacement))
    }

    func check(_ range: Range<Int>) throws(TextEditingError) {
        guard range.lowerBound >= 0, range.upperBound <= characters.count else {
            throw .rangeOutOfBounds(range, length: characters.count)
        }
    }
}
