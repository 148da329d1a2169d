extension TextEditingModel {
    /// One way back (an undo step) or forward (a redo step): put
    /// `replacement` in place of the `replacedCount` characters at `offset`,
    /// then select `selection`. Only what an edit replaced is kept, so a
    /// keystroke in a long text costs a few bytes, not a copy of the text.
    struct HistoryStep: Hashable, Sendable {
        var offset: Int
        var replacedCount: Int
        var replacement: String
        var selection: Range<Int>
        /// When the step was recorded, so memory can be trimmed oldest
        /// first across several models; not part of equality.
        var recorded: ContinuousClock.Instant

        /// What the step holds: its own size and its text's UTF-8 bytes.
        var bytes: Int { MemoryLayout<HistoryStep>.stride + replacement.utf8.count }

        static func == (lhs: HistoryStep, rhs: HistoryStep) -> Bool {
            lhs.offset == rhs.offset && lhs.replacedCount == rhs.replacedCount && lhs.replacement == rhs.replacement
                && lhs.selection == rhs.selection
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(offset)
            hasher.combine(replacedCount)
            hasher.combine(replacement)
            hasher.combine(selection)
        }
    }

    /// Bytes the text holds: its characters as the model stores them.
    public var textBytes: Int { characters.count * MemoryLayout<Character>.stride }

    /// Bytes the undo and redo history holds: what each step replaced, in
    /// UTF-8, and the step's own bookkeeping. At most ``maximumUndoBytes``.
    public var historyBytes: Int { stackBytes }

    /// Bytes the model holds for its text and history together, for a
    /// server that budgets what each visitor makes it keep.
    public var heldBytes: Int { textBytes + historyBytes }

    /// When the oldest step of the history was recorded (the oldest undo
    /// step, or else the redo step furthest ahead), or nil with no history:
    /// what ``forgetOldestStep()`` would forget.
    public var oldestStepTime: ContinuousClock.Instant? {
        undoStack.first?.recorded ?? redoStack.first?.recorded
    }

    /// Forgets the oldest step of the history, to free memory: the oldest
    /// undo step, or, with none left, the redo step furthest ahead.
    ///
    /// - Returns: whether there was a step to forget.
    @discardableResult
    public mutating func forgetOldestStep() -> Bool {
        if !undoStack.isEmpty {
            stackBytes -= undoStack.removeFirst().bytes
        } else if !redoStack.isEmpty {
            stackBytes -= redoStack.removeFirst().bytes
        } else {
            return false
        }
        return true
    }

    /// Takes back the last edit (typing in a row counts as one).
    ///
    /// - Returns: whether there was an edit to undo.
    @discardableResult
    public mutating func undo() -> Bool {
        guard let last = undoStack.popLast() else { return false }
        stackBytes -= last.bytes
        push(restore(last), onto: \.redoStack)
        return true
    }

    /// Makes the last undone edit again.
    ///
    /// - Returns: whether there was an edit to redo.
    @discardableResult
    public mutating func redo() -> Bool {
        guard let next = redoStack.popLast() else { return false }
        stackBytes -= next.bytes
        push(restore(next), onto: \.undoStack)
        return true
    }

    /// Records the way back from an edit about to replace `range` (the
    /// current selection is what it restores), and forgets the redo steps.
    mutating func recordUndo(replacing range: Range<Int>, insertedCount: Int) {
        let removed = String(characters[range])
        for step in redoStack { stackBytes -= step.bytes }
        redoStack.removeAll()
        push(HistoryStep(offset: range.lowerBound, replacedCount: insertedCount, replacement: removed, selection: selection,
                         recorded: .now), onto: \.undoStack)
    }

    /// Counts `inserted` more characters into the newest undo step (typing
    /// that continues a run); returns false when there is no step to join
    /// (it was forgotten to save memory), so a new one must be recorded.
    mutating func extendLastUndo(by inserted: Int) -> Bool {
        guard let last = undoStack.indices.last else { return false }
        undoStack[last].replacedCount += inserted
        return true
    }

    /// Goes back or forward by `step`; returns the step that leads back.
    private mutating func restore(_ step: HistoryStep) -> HistoryStep {
        // Every change goes through the history, so the range is within the text; clamped all the same.
        let lower = Swift.min(Swift.max(0, step.offset), characters.count)
        let range = lower..<Swift.min(characters.count, lower + Swift.max(0, step.replacedCount))
        let restored = Array(step.replacement)
        let back = HistoryStep(offset: lower, replacedCount: restored.count, replacement: String(characters[range]),
                               selection: selection, recorded: .now)
        characters.replaceSubrange(range, with: restored)
        let upper = Swift.min(characters.count, Swift.max(0, step.selection.upperBound))
        selection = Swift.min(upper, Swift.max(0, step.selection.lowerBound))..<upper
        selectionAnchor = nil
        coalescesTyping = false
        return back
    }

    /// Adds `step` to a stack, then keeps the history within its bounds.
    private mutating func push(_ step: HistoryStep, onto stack: WritableKeyPath<TextEditingModel, [HistoryStep]>) {
        self[keyPath: stack].append(step)
        stackBytes += step.bytes
        trimHistory()
    }

    /// Forgets the oldest steps past ``maximumUndoSteps`` or ``maximumUndoBytes``.
    mutating func trimHistory() {
        while undoStack.count > Self.maximumUndoSteps { stackBytes -= undoStack.removeFirst().bytes }
        while stackBytes > Swift.max(0, maximumUndoBytes), forgetOldestStep() {}
    }
}
