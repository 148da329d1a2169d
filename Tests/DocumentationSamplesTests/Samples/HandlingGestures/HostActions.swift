import ComponentKit
import Foundation
import Testing

extension Gestures {
    // sample: gestures-send-to-host
    /// Links every session shows alike: made once for the process.
    enum Links {
        static let names = ["Photos", "Animals", "Settings"]

        static let list = SharedSubtree<[String]> { names in
            StackComponent(axis: .vertical, spacing: 8) {
                for name in names {
                    InsetComponent(
                        view: ViewConfiguration(View.self, [
                            .accessibilityLabel(name),
                            .onTap(Action<Void>.sendToHost(.openLink, value: name)),
                        ]),
                        insets: EdgeInsets(all: 12),
                        child: LabelComponent(name))
                }
            }
        }
    }

    /// Opens a link on one session's screens.
    @MainActor
    final class LinkOpener: ActionResponding {
        private(set) var opened: [String] = []

        func handle(_ event: ActionEvent) -> Bool {
            guard let name = event.value(for: .openLink) else { return false }
            opened.append(name)   // an app pushes the screen here
            return true
        }
    }

    @MainActor
    static func linksHost(opener: LinkOpener) -> HostingView<Int, Void> {
        let host = HostingView(provider: ComponentProvider<Int, Void> { _, _ in Links.list.component(for: Links.names) },
                               context: (), frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        host.scopeRoot.contextResponder = opener
        host.update(model: 0)
        return host
    }
    // end-sample
}

extension ActionName where Value == String {
    /// Opens the link with this name.
    static let openLink = ActionName("openLink")
}

extension GestureTests {
    @Test("Two sessions share the links' layout, and a tap opens the link in the session tapped")
    func linksSentToTheHost() throws {
        // A server with metrics, run by other tests in this process, adds a default listener that
        // turns sharing off; these hosts take none, as an app's without listeners.
        let (mine, theirs) = (Gestures.LinkOpener(), Gestures.LinkOpener())
        let windows = [Window(size: CGSize(width: 390, height: 300)), Window(size: CGSize(width: 390, height: 300))]
        let hosts = try zip(windows, [mine, theirs]).map { window, opener in
            let host = Gestures.linksHost(opener: opener)
            host.analyticsListeners = []
            host.update(model: 1)
            try window.rootView.addSubview(host)
            return host
        }
        func links(_ layout: Layout?) -> Layout? {
            guard let layout else { return nil }
            if layout.component is StackComponent { return layout }
            return layout.children.lazy.compactMap { links($0.layout) }.first
        }
        let shared = try #require(links(hosts[0].currentLayout))
        #expect(shared === links(hosts[1].currentLayout))
        let animals = try #require(hosts[1].subtree.first { $0.accessibilityLabel == "Animals" })
        let center = animals.convert(CGPoint(x: animals.bounds.midX, y: animals.bounds.midY), to: nil)
        windows[1].send(PointerEvent(.down, at: center, time: 0))
        windows[1].send(PointerEvent(.up, at: center, time: 0.1))
        #expect(theirs.opened == ["Animals"] && mine.opened.isEmpty)
    }
}
