import BrowserBackend
import BrowserServer
import Foundation

// The samples of the BrowserBackend article "Traits in the browser". They
// serve until cancelled, so the tests only compile them; the browser tests
// (`TraitsBrowserTests`, `ExamplesTraitsBrowserTests`) show the behaviour.

/// A server whose every session starts dark, whatever the browser prefers.
@MainActor
func serveAlwaysDark() async throws {
    // sample: browser-traits-configuration
    var configuration = BrowserServer.Configuration(port: 8080)
    configuration.traitOverrides = TraitOverrides(colorScheme: .dark)
    let server = BrowserServer(configuration: configuration) { session in
        let host = HostingView(provider: ComponentProvider<Int, Void> { _, _ in CounterCard() }, context: ())
        host.update(model: 0)
        return host
    }
    try await server.run()
    // end-sample
}

/// A session's content with a direction switch.
@MainActor
func serveWithDirectionSwitch() async throws {
    // sample: browser-traits-direction-switch
    let server = BrowserServer(configuration: .init(port: 8080)) { session in
        let screen = View()
        let flip = Button(frame: CGRect(x: 16, y: 16, width: 160, height: 44))
        flip.setTitle("Right to left", for: .normal)
        flip.addTouchUpInsideHandler { [weak session] button in
            guard let session else { return }
            let rightToLeft = session.window.traitCollection.layoutDirection == .rightToLeft
            // Stays over the browser's language; nil would follow it again.
            session.traitOverrides.layoutDirection = rightToLeft ? .leftToRight : .rightToLeft
            button.isSelected = !rightToLeft
        }
        try? screen.addSubview(flip)
        return screen
    }
    try await server.run()
    // end-sample
}
