import Foundation
import Testing
@testable import ViewTree

@Suite("Text fields and text views")
@MainActor
struct TextInputViewTests {
    private func focusedField(_ make: () -> TextInputView = { TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30)) })
        throws -> (Window, TextInputView, Recorder)
    {
        let window = Window(size: CGSize(width: 300, height: 300))
        let field = make()
        try window.rootView.addSubview(field)
        let recorder = Recorder()
        field.addEditingHandler { _, event in recorder.events.append(event) }
        #expect(field.becomeFirstResponder())
        recorder.events.removeAll()
        _ = window.takeTransaction()
        return (window, field, recorder)
    }

    final class Recorder {
        var events: [TextInputEvent] = []
    }

    private func type(_ text: String, into window: Window) {
        for character in text { window.send(KeyEvent(.down, key: Key(rawValue: String(character)))) }
    }

    @Test("Typed keys edit the focused field, each reported with its edit and recorded with the caret")
    func typing() throws {
        let (window, field, recorder) = try focusedField()
        type("Hi!", into: window)
        #expect(field.text == "Hi!" && field.selectedRange == 3..<3)
        #expect(recorder.events == [
            .changed(TextEdit(range: 0..<0, removed: "", inserted: "H")),
            .changed(TextEdit(range: 1..<1, removed: "", inserted: "i")),
            .changed(TextEdit(range: 2..<2, removed: "", inserted: "!")),
        ])
        #expect(window.takeTransaction().mutations.last == .set(field.id, .inputText("Hi!", selection: 3..<3)))
        window.send(KeyEvent(.down, key: .arrowLeft, modifiers: .shift))
        window.send(KeyEvent(.down, key: .arrowLeft, modifiers: .shift))
        #expect(field.selectedRange == 1..<3)
        window.send(KeyEvent(.down, key: .backspace))
        #expect(field.text == "H")
        window.send(KeyEvent(.down, key: "z", modifiers: .command))
        #expect(field.text == "Hi!", "undo")
        window.send(KeyEvent(.down, key: "z", modifiers: [.command, .shift]))
        #expect(field.text == "H", "redo")
        window.send(KeyEvent(.down, key: "a", modifiers: .control))
        #expect(field.selectedRange == 0..<1)
    }

    @Test("Return in a field reports return; in a text view it breaks the line; Escape ends editing")
    func returnAndEscape() throws {
        let (window, field, recorder) = try focusedField()
        window.send(KeyEvent(.down, key: .enter))
        #expect(recorder.events == [.returnPressed] && field.text.isEmpty)
        window.send(KeyEvent(.down, key: .escape))
        #expect(!field.isEditing && recorder.events.last == .editingEnded)

        let (textWindow, textView, _) = try focusedField { TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 90)) }
        type("a", into: textWindow)
        textWindow.send(KeyEvent(.down, key: .enter))
        type("b", into: textWindow)
        #expect(textView.text == "a\nb")
    }

    @Test("Maximum length cuts typing and pastes; a filter rewrites or refuses edits")
    func limits() throws {
        let (window, field, recorder) = try focusedField()
        field.maximumLength = 4
        type("abcdef", into: window)
        #expect(field.text == "abcd")
        #expect(recorder.events.count == 4, "refused keys report nothing")
        field.text = ""
        field.inputFilter = { edit, _ in
            let digits = edit.inserted.filter(\.isNumber)
            return digits.isEmpty && !edit.inserted.isEmpty ? nil : digits
        }
        #expect(field.insertText("a1b2c3"))
        #expect(field.text == "123")
        #expect(!field.insertText("x"))
        #expect(field.text == "123")
    }

    @Test("A field keeps to one line: pasted line breaks become spaces")
    func oneLine() throws {
        let (_, field, _) = try focusedField()
        field.insertText("one\ntwo\r\nthree")
        #expect(field.text == "one two three")
    }

    @Test("Read-only and disabled inputs refuse edits; read-only still takes focus, disabled does not")
    func readOnlyAndDisabled() throws {
        let (window, field, _) = try focusedField()
        field.text = "fixed"
        field.isEditable = false
        type("x", into: window)
        window.send(KeyEvent(.down, key: .backspace))
        #expect(field.text == "fixed" && field.isEditing)
        field.isEnabled = false
        #expect(!field.isEditing && !field.becomeFirstResponder())
    }

    @Test("Setting text in code sends no change event, cuts to the maximum length, and keeps a caret that still fits")
    func programmaticText() throws {
        let (window, field, recorder) = try focusedField()
        type("hello", into: window)
        field.selectedRange = 2..<2
        recorder.events.removeAll()
        field.text = "help me"
        #expect(recorder.events.isEmpty)
        #expect(field.selectedRange == 2..<2)
        field.maximumLength = 3
        #expect(field.text == "hel")
        field.selectedRange = -5..<99
        #expect(field.selectedRange == 0..<3, "clamped into the text")
    }

    @Test("A backend's whole new value becomes one edit; a refused or rewritten value is recorded again")
    func wholeValues() throws {
        let (window, field, recorder) = try focusedField()
        field.text = "cat"
        _ = window.takeTransaction()
        #expect(field.replaceText(with: "chat", selection: 2..<2))
        #expect(recorder.events == [.changed(TextEdit(range: 1..<1, removed: "", inserted: "h"))])
        #expect(field.selectedRange == 2..<2)
        field.maximumLength = 4
        _ = window.takeTransaction()
        #expect(!field.replaceText(with: "chats", selection: 5..<5))
        #expect(field.text == "chat")
        #expect(window.takeTransaction().mutations == [.set(field.id, .inputText("chat", selection: 2..<2))],
                "the backend is told its value was refused")
        #expect(!field.replaceText(with: "chat", selection: 0..<4))
        #expect(field.selectedRange == 0..<4, "a selection-only change moves the selection")
    }

    @Test("A pointer going down on a field focuses it; the field mirrors its properties for a reset")
    func pointerAndProperties() throws {
        let window = Window(size: CGSize(width: 300, height: 300))
        let field = TextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        field.placeholder = "Name"
        field.isSecureTextEntry = true
        field.keyboardType = .emailAddress
        field.returnKeyType = .next
        field.autocapitalization = .none
        field.autocorrection = false
        try window.rootView.addSubview(field)
        window.send(PointerEvent(.down, at: CGPoint(x: 20, y: 20), time: 0))
        window.send(PointerEvent(.up, at: CGPoint(x: 20, y: 20), time: 0.05))
        #expect(field.isEditing)
        let copy = TextField()
        for property in field.recordedProperties where property.key != "focused" { #expect(copy.apply(property)) }
        #expect(copy.placeholder == "Name" && copy.isSecureTextEntry && copy.keyboardType == .emailAddress)
        #expect(copy.returnKeyType == .next && copy.autocapitalization == ViewTree.Autocapitalization.none && !copy.autocorrection)
        #expect(TextField.initialProperties["placeholder"] == .placeholder(nil), "reset values come from a fresh field")
    }
}
