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
}
