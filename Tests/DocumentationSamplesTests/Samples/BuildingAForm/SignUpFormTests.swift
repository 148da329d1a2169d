import ComponentKit
import Foundation
import RasterBackend
import Testing

@Suite("Building a form")
struct SignUpFormTests {
    @Test("Typing a name and pressing Return in an empty email field shows the email error")
    @MainActor
    func typingAndSubmitting() async throws {
        // sample: form-testing
        let window = Window(size: CGSize(width: 390, height: 400))
        let host = HostingView(provider: ComponentProvider<Int, Void> { _, _ in SignUpForm(onSave: .noop) },
                               context: (), frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        try window.rootView.addSubview(host)
        host.update(model: 0)
        window.rootView.backgroundColor = .white          // a window is transparent until given a background
        window.send(KeyEvent(.down, key: .tab))          // focus the name field
        for character in "Ada" { window.send(KeyEvent(.down, key: Key(rawValue: String(character)))) }
        window.send(KeyEvent(.down, key: .tab))          // the email field
        window.send(KeyEvent(.down, key: .enter))        // Return submits: the email is empty
        await host.waitForPendingUpdate()                // whatever an asynchronous update left to render

        let errors = host.subtree.compactMap { $0 as? Label }.filter { !$0.isHidden }.map(\.text.string)
        #expect(errors == ["Enter an email address"])
        #expect(window.firstResponder is TextField)
        let pixels = try RasterRenderer(scale: 2).render(window)
        // end-sample
        #expect(pixels.pixelWidth == 780)
    }

    @Test("Tab, typing and Return fill the draft; errors show after a submit; a valid draft is saved")
    @MainActor
    func savesAValidDraft() async throws {
        let saved = SavedDrafts()
        let window = Window(size: CGSize(width: 390, height: 500))
        let host = HostingView(
            provider: ComponentProvider<Int, Void> { _, _ in
                SignUpForm(onSave: Action(identity: "save") { draft in MainActor.assumeIsolated { saved.drafts.append(draft) } })
            },
            context: (), frame: CGRect(x: 0, y: 0, width: 390, height: 500))
        try window.rootView.addSubview(host)
        host.update(model: 0)
        func type(_ text: String) {
            for character in text { window.send(KeyEvent(.down, key: Key(rawValue: String(character)))) }
        }
        func labels() -> [String] {
            host.subtree.compactMap { ($0 as? Label).flatMap { $0.isHidden ? nil : $0.text.string } }
        }
        window.send(KeyEvent(.down, key: .tab))
        type("Ada")
        window.send(KeyEvent(.down, key: .tab))
        type("ada.example.com")
        window.send(KeyEvent(.down, key: .enter))
        await host.waitForPendingUpdate()
        #expect(labels() == ["Enter an email address"])
        #expect(saved.drafts.isEmpty)
        let email = try #require(host.subtree.compactMap { $0 as? TextField }.first { $0.placeholder == "Email" })
        #expect(email.isEditing && email.text == "ada.example.com")
        email.selectedRange = 3..<3
        type("@")
        await host.waitForPendingUpdate()
        window.send(KeyEvent(.down, key: .enter))
        await host.waitForPendingUpdate()
        #expect(saved.drafts.map(\.email) == ["ada@.example.com"])
        #expect(labels().isEmpty)
    }
}

/// The drafts the form saved.
@MainActor
final class SavedDrafts: Sendable {
    var drafts: [Draft] = []
}
