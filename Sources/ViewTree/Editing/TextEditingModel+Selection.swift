extension TextEditingModel {
    /// Selects `range` (an empty range puts the caret there).
    ///
    /// - Throws: ``TextEditingError/rangeOutOfBounds(_:length:)`` when
    ///   `range` is not within the text; the selection is unchanged.
    public mutating func select(_ range: Range<Int>) throws(TextEditingError) {
        try check(range)
        selection = range
        selectionAnchor = nil
        endTypingRun()
    }

    /// Selects the whole text.
    public mutating func selectAll() {
        selection = 0..<characters.count
        selectionAnchor = nil
        endTypingRun()
    }

    /// Moves the caret one character left (Left arrow); with `extending`,
    /// grows or shrinks the selection instead (Shift-Left). A selection
    /// collapses to its start.
    public mutating func moveLeft(extending: Bool = false) {
        if !extending, !selection.isEmpty {
            place(selection.lowerBound)
        } else {
            move(to: caretForMoves - 1, extending: extending)
        }
    }

    /// Moves the caret one character right (Right arrow); with `extending`,
    /// grows or shrinks the selection instead. A selection collapses to its end.
    public mutating func moveRight(extending: Bool = false) {
        if !extending, !selection.isEmpty {
            place(selection.upperBound)
        } else {
            move(to: caretForMoves + 1, extending: extending)
        }
    }

    /// Moves the caret to the start of the text (Home); `extending` selects up to it.
    public mutating func moveToStart(extending: Bool = false) {
        move(to: 0, extending: extending)
    }

    /// Moves the caret to the end of the text (End); `extending` selects up to it.
    public mutating func moveToEnd(extending: Bool = false) {
        move(to: characters.count, extending: extending)
    }

    /// The character offset of UTF-16 offset `utf16Offset` (as a browser
    /// reports selections), clamped to the text; an offset inside a
    /// character counts as the character's end.
    public func offset(ofUTF16Offset utf16Offset: Int) -> Int {
        Self.offset(ofUTF16Offset: utf16Offset, in: characters)
    }

    /// The UTF-16 offset of character offset `offset`, clamped to the text.
    public func utf16Offset(of offset: Int) -> Int {
        Self.utf16Offset(of: offset, in: characters)
    }

    /// The character range of the UTF-16 range `range` in `text` (a browser's
    /// selection), clamped to the text.
    public static func characterRange(ofUTF16 range: Range<Int>, in text: String) -> Range<Int> {
        let characters = Array(text)
        let lower = offset(ofUTF16Offset: range.lowerBound, in: characters)
        return lower..<Swift.max(lower, offset(ofUTF16Offset: range.upperBound, in: characters))
    }

    /// The UTF-16 range of the character range `range` in `text`, clamped to the text.
    public static func utf16Range(of range: Range<Int>, in text: String) -> Range<Int> {
        let characters = Array(text)
        let lower = utf16Offset(of: range.lowerBound, in: characters)
        return lower..<Swift.max(lower, utf16Offset(of: range.upperBound, in: characters))
    }

    private static func offset(ofUTF16Offset utf16Offset: Int, in characters: [Character]) -> Int {
        var units = 0
        for (index, character) in characters.enumerated() {
            if units >= utf16Offset { return index }
            units += character.utf16.count
        }
        return characters.count
    }

    private static func utf16Offset(of offset: Int, in characters: [Character]) -> Int {
        characters.prefix(Swift.max(0, offset)).reduce(0) { $0 + $1.utf16.count }
    }

    /// Where moves start from: the end a person extends (the caret), which
    /// for an extended selection is whichever end moved last.
    private var caretForMoves: Int { anchorIsStart ? selection.upperBound : selection.lowerBound }

    /// Whether the selection's fixed end is its start (moves change its end).
    private var anchorIsStart: Bool { selectionAnchor.map { $0 == selection.lowerBound } ?? true }

    private mutating func place(_ offset: Int) {
        selection = offset..<offset
        selectionAnchor = nil
        endTypingRun()
    }

    private mutating func move(to target: Int, extending: Bool) {
        let target = Swift.min(Swift.max(0, target), characters.count)
        guard extending else {
            place(target)
            return
        }
        let anchor = selectionAnchor ?? (anchorIsStart ? selection.lowerBound : selection.upperBound)
        selection = Swift.min(anchor, target)..<Swift.max(anchor, target)
        selectionAnchor = anchor
        endTypingRun()
    }
}
