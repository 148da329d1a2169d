import BrowserServer
import ComponentKit
import ComponentSnapshotTesting
import Foundation
import Testing

// The samples of the BrowserServer article "The edit loop". Serving runs
// until stopped, so those are only compiled; the state, preview and
// snapshot samples run in the tests below.

// sample: edit-loop-codable-state
/// A like button whose count a reload keeps: its state, an `Int`, is `Codable`.
struct LikeButton: StatefulComponent {
    func initialState() -> Int { 0 }

    func body(state: Int, scope: Scope<Int>) -> some Component {
        ButtonComponent(title: state == 0 ? "Like" : "Liked \(state)", action: ControlAction("like") {
            scope.updateState(mode: .synchronous) { $0 += 1 }
        })
    }
}

/// A form's draft: `Codable`, so reloads and handovers keep it too.
struct PostDraft: Codable, Sendable, Hashable {
    var title = ""
    var tags: [String] = []
}
// end-sample

// sample: edit-loop-serve
struct LikesApp {  // sample-main
    @MainActor static func main() async throws {
        var configuration = BrowserServer.Configuration(port: 8080)
        // Set when a development server started this process: a free port behind it, its channel on.
        let development = DevelopmentEnvironment.current
        development?.apply(to: &configuration)
        if development != nil {
            configuration.previewGallery = PreviewGallery(registry: try AppPreviews.registry())
        }
        let server = BrowserServer(configuration: configuration) { _ in
            let host = HostingView(provider: ComponentProvider<Int, Void> { _, _ in LikeButton() }, context: ())
            host.update(model: 0)
            return host
        }
        let port = try await server.start()
        try development?.announce(port: port)   // where the development server sends the pages
        while !Task.isCancelled { try await Task.sleep(for: .seconds(3_600)) }
    }
}
// end-sample

/// The development command of an app of one's own.
func developLikesApp() async throws {
    // sample: edit-loop-development-server
    var configuration = DevelopmentServer.Configuration(
        packagePath: URL(fileURLWithPath: "."), product: "LikesApp")
    configuration.watchedFolders = ["Sources"]   // the default
    let development = DevelopmentServer(configuration: configuration)
    try await development.run()                  // http://127.0.0.1:8080/ until the task is cancelled
    // end-sample
}

// sample: edit-loop-preview
extension LikeButton {
    /// Eight variants: two widths, light and dark, both directions.
    static let preview = Preview("Like button", group: "Feed", widths: [320, 390], colorSchemes: [.light, .dark],
                                 directions: [.leftToRight, .rightToLeft]) { _ in
        LikeButton()
    }
}

enum AppPreviews {
    static func registry() throws(PreviewError) -> PreviewRegistry {
        try PreviewRegistry {
            LikeButton.preview
        }
    }
}
// end-sample

@MainActor
@Suite("The edit loop article's samples")
struct TheEditLoopSamples {
    // sample: edit-loop-preview-snapshots
    @MainActor @Test func previews() throws {
        assertPreviewSnapshots(try AppPreviews.registry())
    }
    // end-sample

    @Test("A window's state comes back in a new window, and what no longer fits is named")
    func windowSnapshot() async throws {
        func screen() -> (Window, HostingView<Int, Void>) {
            let window = Window(size: CGSize(width: 320, height: 200))
            let host = HostingView(provider: ComponentProvider<Int, Void> { _, _ in LikeButton() }, context: (),
                                   layoutContext: LayoutContext(textMeasurer: PangoTextSystem.shared, pointScale: 1),
                                   frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            try? window.rootView.addSubview(host)
            host.update(model: 0)
            return (window, host)
        }
        let (window, host) = screen()
        let button = try #require(host.subtree.compactMap { $0 as? Button }.first)
        for _ in 0..<3 { button.sendTouchUpInside() }
        #expect(host.subtree.compactMap { ($0 as? Button)?.title(for: .normal) }.first == "Liked 3")
        let (newWindow, newHost) = screen()
        // sample: edit-loop-window-snapshot
        let snapshot = WindowSnapshot(capturing: window)
        let data = try JSONEncoder().encode(snapshot)
        // … a new process builds the same screen in `newWindow`, then:
        let notes = await (try WindowSnapshot.decode(data)).restore(in: newWindow)
        for note in notes { print("not kept: \(note)") }
        // end-sample
        #expect(notes.isEmpty)
        #expect(newHost.subtree.compactMap { ($0 as? Button)?.title(for: .normal) }.first == "Liked 3")
    }
}
