import Foundation
import SnapshotTesting
import Testing
@testable import ComponentSnapshotTesting

@MainActor
@Suite("Text input component snapshots")
struct TextInputSnapshotTests {
    let width = SizeRange.flexibleHeight(width: 240)

    @Test("Text fields and text views: placeholder, text, secure, disabled, read-only, a text view grown to its text")
    func textInputs() {
        let rounded = TextInputOptions(placeholder: "Search photos", backgroundColor: Color(white: 0.94), cornerRadius: 10)
        assertComponentSnapshot(of: TextFieldComponent(options: rounded), as: .image(sizeRange: width), named: "field-placeholder")
        assertComponentSnapshot(of: TextFieldComponent(text: "Golden Gate", options: rounded), as: .image(sizeRange: width),
                                named: "field-text")
        assertComponentSnapshot(of: TextFieldComponent(text: "hunter2", options: TextInputOptions(isSecure: true, borderWidth: 1)),
                                as: .image(sizeRange: width), named: "field-secure")
        assertComponentSnapshot(of: TextFieldComponent(text: "Locked", options: TextInputOptions(isEnabled: false, borderWidth: 1)),
                                as: .image(sizeRange: width), named: "field-disabled")
        assertComponentSnapshot(of: TextFieldComponent(text: "Read only", options: TextInputOptions(isEditable: false, borderWidth: 1)),
                                as: .image(sizeRange: width), named: "field-read-only")
        let comment = "A comment long enough to wrap onto a second and a third line of the text view"
        assertComponentSnapshot(
            of: TextViewComponent(text: comment, options: TextInputOptions(font: .system(size: 14), borderWidth: 1, borderColor: .gray),
                                  minimumLines: 1, maximumLines: 6),
            as: .image(sizeRange: width), named: "text-view-grown")
        assertComponentSnapshot(
            of: TextViewComponent(options: TextInputOptions(placeholder: "Add a comment", borderWidth: 1), minimumLines: 2),
            as: .image(sizeRange: width), named: "text-view-placeholder")
    }
}
