import Foundation
import Testing
@testable import RasterBackend
import ViewTree

@MainActor
@Suite("Drawing text fields and text views")
struct TextInputDrawingTests {
    /// A window holding one input on white, so it can be focused.
    private func scene(_ make: () -> TextInputView, focused: Bool = false, configure: (TextInputView) -> Void = { _ in })
        throws -> (Window, TextInputView)
    {
        let input = make()
        let window = Window(size: CGSize(width: input.frame.width + 16, height: input.frame.height + 16))
        window.rootView.backgroundColor = .white
        input.borderWidth = 1
        input.borderColor = .lightGray
        input.cornerRadius = 6
        try window.rootView.addSubview(input)
        configure(input)
        if focused { #expect(input.becomeFirstResponder()) }
        return (window, input)
    }

    private static func field() -> TextInputView { TextField(frame: CGRect(x: 8, y: 8, width: 180, height: 34)) }
    private static func textView() -> TextInputView { TextView(frame: CGRect(x: 8, y: 8, width: 180, height: 80)) }

    static let states: [(String, Bool, @MainActor () -> TextInputView, @MainActor (TextInputView) -> Void)] = [
        ("placeholder", false, field, { $0.placeholder = "Search photos" }),
        ("text", false, field, { $0.text = "Golden Gate" }),
        ("focused-caret", true, field, { $0.text = "Golden Gate"; $0.selectedRange = 6..<6 }),
        ("focused-placeholder", true, field, { $0.placeholder = "Name" }),
        ("selection", true, field, { $0.text = "Golden Gate"; $0.selectedRange = 0..<6 }),
        ("secure", false, field, { $0.text = "hunter2"; $0.isSecureTextEntry = true }),
        ("disabled", false, field, { $0.text = "Locked"; $0.isEnabled = false }),
        ("field-scrolled-to-caret", true, field, {
            $0.text = "A title far too long for the field to show whole"
            $0.selectedRange = $0.text.count..<$0.text.count
        }),
        ("text-view-scrolled-to-caret", true, textView, {
            $0.text = "One\ntwo\nthree\nfour\nfive\nsix"
            $0.selectedRange = $0.text.count..<$0.text.count
        }),
        ("text-view", true, textView, {
            $0.text = "A comment that runs over more than one line of the text view"
            $0.selectedRange = 10..<40
        }),
    ]

    @Test("Every state matches its committed reference at 2x")
    func references() throws {
        let renderer = try RasterRenderer(scale: 2)
        for (name, focused, make, configure) in Self.states {
            let (window, _) = try scene(make, focused: focused, configure: configure)
            ReferenceImages.expectMatch(try renderer.render(window), named: "text-input-\(name)@2x")
        }
    }

    @Test("The caret is drawn only while focused, in the tint, where the selection says; the focus ring goes with it")
    func caret() throws {
        let renderer = try RasterRenderer(scale: 1)
        let (window, input) = try scene(Self.field, focused: true) { $0.text = "" }
        let inset = TextInputView.textInsets
        let caretX = 8 + inset.left
        let focused = PixelProbe(image: try renderer.render(window))
        #expect(focused.color(atPoint: caretX + 0.5, 25)[2] > 200 && focused.color(atPoint: caretX + 0.5, 25)[0] < 60,
                "a tint caret at the start of an empty field")
        #expect(focused.color(atPoint: 5, 25)[2] > 200 && focused.color(atPoint: 5, 25)[0] < 60, "the focus ring, outside the view")
        #expect(focused.color(atPoint: 7, 25) == [255, 255, 255, 255], "a white gap between the ring and the view")
        input.resignFirstResponder()
        let unfocused = PixelProbe(image: try renderer.render(window))
        #expect(unfocused.color(atPoint: caretX + 0.5, 25) == [255, 255, 255, 255])
    }

    @Test("Secure entry never draws the text")
    func secure() throws {
        let renderer = try RasterRenderer(scale: 2)
        let (bullets, _) = try scene(Self.field) { $0.text = "abc"; $0.isSecureTextEntry = true }
        let (otherText, _) = try scene(Self.field) { $0.text = "xyz"; $0.isSecureTextEntry = true }
        #expect(try renderer.render(bullets).rgba == renderer.render(otherText).rgba, "same length, same pixels")
    }
}
