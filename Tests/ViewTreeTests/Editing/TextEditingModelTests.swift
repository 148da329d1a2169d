import TestSupport
import Testing
import ViewTree

@Suite("Text editing model")
struct TextEditingModelTests {
    @Test("Typing replaces the selection and leaves the caret after it; Backspace and Delete remove one character")
    func typingAndDeleting() throws {
        var model = TextEditingModel(text: "Helo")
        try model.select(3..<3)
        let edit = model.insert("l")
        #expect(model.text == "Hello" && model.selection == 4..<4)
        #expect(edit == TextEdit(range: 3..<3, removed: "", inserted: "l"))
        try model.select(1..<4)
        model.insert("ipp")
        #expect(model.text == "Hippo" && model.caret == 4)
        #expect(model.deleteBackward() == TextEdit(range: 3..<4, removed: "p", inserted: ""))
        #expect(model.deleteForward() == TextEdit(range: 3..<4, removed: "o", inserted: ""))
        #expect(model.text == "Hip")
        #expect(model.deleteForward() == nil, "nothing after the caret")
        model.moveToStart()
        #expect(model.deleteBackward() == nil, "nothing before the caret")
    }

    @Test("Edits never split a character: an emoji with a skin tone and an accented letter are one step each")
    func graphemes() throws {
        var model = TextEditingModel(text: "a👍🏽e\u{301}")
        #expect(model.characters.count == 3)
        model.deleteBackward()
        #expect(model.text == "a👍🏽")
        model.moveLeft()
        model.deleteForward()
        #expect(model.text == "a")
        #expect(TextEditingModel(text: "👍🏽x").offset(ofUTF16Offset: 4) == 1)
        #expect(TextEditingModel(text: "👍🏽x").offset(ofUTF16Offset: 1) == 1, "inside a character counts as its end")
        #expect(TextEditingModel(text: "👍🏽x").utf16Offset(of: 2) == 5)
    }

    @Test("Arrows move the caret, collapse a selection, and with Shift grow it from a fixed end")
    func selectionMoves() throws {
        var model = TextEditingModel(text: "abcdef")
        try model.select(2..<2)
        model.moveRight(extending: true)
        model.moveRight(extending: true)
        #expect(model.selection == 2..<4 && model.selectedText == "cd")
        model.moveLeft(extending: true)
        model.moveLeft(extending: true)
        model.moveLeft(extending: true)
        #expect(model.selection == 1..<2, "past the anchor, the selection grows the other way")
        model.moveRight()
        #expect(model.selection == 2..<2, "a selection collapses to its end")
        model.moveToEnd(extending: true)
        #expect(model.selectedText == "cdef")
        model.moveLeft()
        #expect(model.selection == 2..<2, "a selection collapses to its start")
        model.moveToStart()
        model.moveLeft()
        #expect(model.caret == 0)
        model.selectAll()
        #expect(model.selectedText == "abcdef")
    }

    @Test("Ranges outside the text are refused with the text's length, and nothing changes")
    func outOfBounds() {
        var model = TextEditingModel(text: "abc")
        let before = model
        #expect(Self.refusal { () throws(TextEditingError) in try model.select(2..<5) } == .rangeOutOfBounds(2..<5, length: 3))
        #expect(Self.refusal { () throws(TextEditingError) in try model.replace(-1..<1, with: "x") } == .rangeOutOfBounds(-1..<1, length: 3))
        #expect(model == before)
        #expect(TextEditingError.rangeOutOfBounds(2..<5, length: 3).description
            == "the range 2..<5 is not within the text of 3 characters")
    }

    /// The error `body` throws, or nil.
    static func refusal(_ body: () throws(TextEditingError) -> Void) -> TextEditingError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    @Test("A run of typing is one undo step; deleting, pasting and moving the caret start new ones; redo goes forward")
    func undoAndRedo() throws {
        var model = TextEditingModel()
        for character in "cat" { model.insert(String(character)) }
        model.insert(" ")
        model.moveLeft()
        model.moveRight()
        for character in "dog" { model.insert(String(character)) }
        model.deleteBackward()
        #expect(model.text == "cat do")
        #expect(model.undo() && model.text == "cat dog")
        #expect(model.undo() && model.text == "cat ")
        #expect(model.undo() && model.text == "")
        #expect(!model.undo() && !model.canUndo)
        #expect(model.redo() && model.text == "cat ")
        #expect(model.redo() && model.text == "cat dog")
        model.insert("!")
        #expect(!model.canRedo, "a new edit forgets what was undone")
    }

    @Test("Undo history is bounded")
    func boundedUndo() throws {
        var model = TextEditingModel()
        for index in 0..<(TextEditingModel.maximumUndoSteps + 50) {
            try model.replace(0..<model.characters.count, with: "\(index)")
        }
        var steps = 0
        while model.undo() { steps += 1 }
        #expect(steps == TextEditingModel.maximumUndoSteps)
    }

    @Test("Setting the text from outside keeps the caret where it fits")
    func setText() throws {
        var model = TextEditingModel(text: "hello world")
        try model.select(5..<5)
        model.setText("hello there")
        #expect(model.caret == 5)
        model.setText("hi")
        #expect(model.caret == 2)
        model.setText("hi")
        #expect(model.canUndo)
    }

    @Test("Random edit sequences agree with a plain string model", arguments: 0..<8)
    func randomEdits(_ seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var model = TextEditingModel()
        // The reference: an array of characters and a selection, edited the obvious way.
        var text: [Character] = []
        var selection = 0..<0
        let alphabet: [Character] = ["a", "b", "é", "👍🏽", " ", "\n"]
        for _ in 0..<400 {
            let before = model
            switch random.next() % 7 {
            case 0, 1:
                let inserted = String((0..<Int(random.next() % 3 + 1)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
                model.insert(inserted)
                text.replaceSubrange(selection, with: Array(inserted))
                selection = (selection.lowerBound + inserted.count)..<(selection.lowerBound + inserted.count)
            case 2:
                model.deleteBackward()
                if !selection.isEmpty {
                    text.removeSubrange(selection)
                    selection = selection.lowerBound..<selection.lowerBound
                } else if selection.lowerBound > 0 {
                    text.remove(at: selection.lowerBound - 1)
                    selection = (selection.lowerBound - 1)..<(selection.lowerBound - 1)
                }
            case 3:
                model.deleteForward()
                if !selection.isEmpty {
                    text.removeSubrange(selection)
                    selection = selection.lowerBound..<selection.lowerBound
                } else if selection.lowerBound < text.count {
                    text.remove(at: selection.lowerBound)
                }
            case 4:
                let a = Int(random.next() % UInt64(text.count + 3)) - 1, b = Int(random.next() % UInt64(text.count + 3)) - 1
                let range = Swift.min(a, b)..<Swift.max(a, b)
                if range.lowerBound >= 0, range.upperBound <= text.count {
                    try model.select(range)
                    selection = range
                } else {
                    do {
                        try model.select(range)
                        Issue.record("\(range) was accepted in a text of \(text.count) characters")
                    } catch {
                        #expect(error == .rangeOutOfBounds(range, length: text.count))
                    }
                    #expect(model == before)
                }
            case 5:
                let a = Int(random.next() % UInt64(text.count + 1)), b = Int(random.next() % UInt64(text.count + 1))
                let range = Swift.min(a, b)..<Swift.max(a, b)
                try model.replace(range, with: "xy")
                text.replaceSubrange(range, with: Array("xy"))
                selection = (range.lowerBound + 2)..<(range.lowerBound + 2)
            default:
                // Undo then redo comes back to the same state.
                let (currentText, currentSelection) = (model.text, model.selection)
                if model.undo() {
                    let redone = model.redo()
                    #expect(redone)
                }
                #expect(model.text == currentText && model.selection == currentSelection)
            }
            #expect(model.characters == text, "seed \(seed)")
            #expect(model.selection == selection, "seed \(seed)")
        }
    }
}

