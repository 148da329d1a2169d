/// The state of one piece of editable text: its characters, the selection
/// (a caret is an empty selection) and the edits that can be undone.
///
/// Every backend drives the same model, so typing, deleting, moving the
/// caret and undoing behave alike in the raster backend, the browser and
/// tests. Positions count `Character`s (grapheme clusters), so no edit or
/// caret move can split an emoji or a letter and its accent; backends that
/// speak UTF-16 (the browser) convert with ``offset(ofUTF16Offset:)`` and
/// ``utf16Offset(of:)``.
///
/// The undo history keeps what each edit replaced, not copies of the whole
/// text, and is bounded twice: ``maximumUndoSteps`` steps and
/// ``maximumUndoBytes`` bytes, the oldest steps forgotten first; a server
/// holding many people's text reads ``heldBytes``.
///
/// ```swift
/// var model = TextEditingModel(text: "Helo")
/// try model.select(3..<3)
/// model.insert("l")            // "Hello", caret after the second l
/// model.deleteBackward()       // "Helo"
/// model.undo()                 // "Hello"
/// ```
public struct TextEditingModel: Hashable, Sendable {
    /// The text's characters.
    public internal(set) var characters: [Character]
    /// The selected range of character offsets; empty for a caret.
    public internal(set) var selection: Range<Int>
    // The bookkeeping below is internal (not private) because the editing,
    // history and selection extensions live in files of their own.
    /// Steps ``undo()`` takes, oldest first.
    var undoStack: [HistoryStep] = []
    /// Steps ``redo()`` takes, the next one last.
    var redoStack: [HistoryStep] = []
    /// Bytes the two stacks hold (see ``historyBytes``), kept as they change.
    var stackBytes = 0
    /// Whether the last edit was typing that the next typing joins in one undo step.
    var coalescesTyping = false
    /// The fixed end of a selection being extended with Shift and the arrows.
    var selectionAnchor: Int?

    /// How many edits are remembered for undo; older ones are forgotten, so a
    /// long session of typing holds bounded memory.
    public static let maximumUndoSteps = 100

    /// The default of ``maximumUndoBytes``: 64 KiB, room for a hundred
    /// steps of ordinary typing, or a few replacements of a long text.
    public static let defaultMaximumUndoBytes = 64 << 10

    /// The most bytes the undo and redo history may hold (see
    /// ``historyBytes``); past it the oldest steps are forgotten, and a step
    /// larger than this on its own is not kept. Negative values count as 0
    /// (no history). A redo step holds what the undo took away, which can be
    /// more than the undo step held: undoing far back under a small limit
    /// may forget the redo steps furthest ahead, and redo then stops at the
    /// newest state it still knows.
    ///
    /// ```swift
    /// var model = TextEditingModel()
    /// model.maximumUndoBytes = 16 << 10   // a small field on a busy server
    /// ```
    public var maximumUndoBytes = TextEditingModel.defaultMaximumUndoBytes {
        didSet { trimHistory() }
    }

    /// A model holding `text`, with the caret at its end.
    public init(text: String = "") {
        characters = Array(text)
        selection = characters.count..<characters.count
    }

    /// The text as a string.
    public var text: String { String(characters) }

    /// The caret's offset: the end of the selection a person extends.
    public var caret: Int { selection.upperBound }

    /// The selected text (empty for a caret).
    public var selectedText: String { String(characters[selection]) }

    /// Whether ``undo()`` has an edit to take back.
    public var canUndo: Bool { !undoStack.isEmpty }

    /// Whether ``redo()`` has an edit to make again.
    public var canRedo: Bool { !redoStack.isEmpty }

    /// A caret move or selection ends a run of typing: the next character
    /// typed starts a new undo step.
    mutating func endTypingRun() {
        coalescesTyping = false
    }
}
