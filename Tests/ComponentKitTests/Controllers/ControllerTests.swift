import Foundation
import Synchronization
import Testing
@testable import ComponentKit

/// Every lifecycle call of every tracked controller, in order.
final class LifecycleLog: Sendable {
    static let shared = LifecycleLog()
    private let entries = Mutex<[String]>([])
    func append(_ entry: String) { entries.withLock { $0.append(entry) } }
    func take() -> [String] {
        entries.withLock { entries in
            defer { entries.removeAll() }
            return entries
        }
    }
}

struct Tracked: ControlledComponent, Equatable {
    typealias Controller = TrackedController
    let name: String
    var scopeKey: String? { name }
    func initialState() -> Int { 0 }
    func body(state: Int, scope: Scope<Int>) -> some Component {
        TrackedScopes.shared.record(name, scope)
        return ViewComponent(view: ViewConfiguration(View.self, [.accessibilityLabel("\(name) \(state)")]),
                             size: ComponentSize(width: 10, height: 10))
    }
}

final class TrackedScopes: Sendable {
    static let shared = TrackedScopes()
    private let scopes = Mutex<[String: Scope<Int>]>([:])
    func record(_ name: String, _ scope: Scope<Int>) { scopes.withLock { $0[name] = scope } }
    func scope(_ name: String) -> Scope<Int>? { scopes.withLock { $0[name] } }
}

final class TrackedController: ComponentController<Tracked> {
    /// The controller made last for each name.
    static var made: [String: TrackedController] = [:]
    private func log(_ event: String) { LifecycleLog.shared.append("\(component.name):\(event)") }
    override func didInit() {
        Self.made[component.name] = self
        log("didInit")
    }
    override func willMount() { log("willMount") }
    override func didMount() { log("didMount") }
    override func willRemount() { log("willRemount") }
    override func didRemount() { log("didRemount") }
    override func willUnmount() { log("willUnmount") }
    override func didUnmount() { log("didUnmount") }
    override func willUpdate(to component: Tracked) { log("willUpdate") }
    override func didUpdate(from previous: Tracked) { log("didUpdate") }
    override func didAcquireView(_ view: View) { log("didAcquireView") }
    override func willRelinquishView(_ view: View) { log("willRelinquishView") }
    override func invalidate() { log("invalidate") }
    override func treeWillAppear() { log("treeWillAppear") }
    override func treeDidDisappear() { log("treeDidDisappear") }
}

struct TrackedPair: StatefulComponent, Equatable {
    let names: [String]
    func body(state: Void, scope: Scope<Void>) -> some Component {
        try! StaticLayoutComponent(children: names.enumerated().map { index, name in
            .init(position: CGPoint(x: CGFloat(index) * 20, y: 0), Tracked(name: name))
        })
    }
}

@MainActor
@Suite("Controllers", .serialized)
struct ControllerTests {
    let context = LayoutContext(textMeasurer: GridTextMeasurer(), pointScale: 1)

    func makeHost(_ names: [String]) -> HostingView<[String], Void> {
        let host = HostingView(provider: ComponentProvider<[String], Void> { names, _ in TrackedPair(names: names) },
                               sizeRangeProvider: .fitContent, context: (), layoutContext: context,
                               frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        host.update(model: names)
        return host
    }

    @Test("The full lifecycle: mount, update, removal, in ComponentKit's order")
    func lifecycle() throws {
        _ = LifecycleLog.shared.take()
        let host = makeHost(["a"])
        #expect(LifecycleLog.shared.take() == ["a:didInit", "a:willMount", "a:didAcquireView", "a:didMount"])

        try #require(TrackedScopes.shared.scope("a")).updateState(mode: .synchronous) { $0 += 1 }
        #expect(LifecycleLog.shared.take() == ["a:willUpdate", "a:willRemount", "a:didRemount", "a:didUpdate"])

        host.update(model: [])
        #expect(LifecycleLog.shared.take() == ["a:willUnmount", "a:willRelinquishView", "a:didUnmount", "a:invalidate"])
    }

    @Test("A controller reaches its scope: it reads the state and updates it, as a network callback or a timer would")
    func controllerUpdatesState() throws {
        let host = makeHost(["a"])
        let controller = try #require(TrackedController.made["a"])
        #expect(controller.state == 0)
        #expect(controller.scope.isAttached)
        controller.updateState(mode: .synchronous) { $0 += 2 }
        #expect(controller.state == 2)
        #expect(host.subtree.contains { $0.accessibilityLabel == "a 2" }, "the component rendered the controller's update")
        host.update(model: [])
        #expect(!controller.scope.isAttached && controller.state == nil, "once the scope left the tree, updates reach nothing")
        controller.updateState(mode: .synchronous) { $0 += 1 }
    }

    @Test("Appearance of the hosted tree reaches every mounted controller")
    func appearance() {
        _ = LifecycleLog.shared.take()
        let host = makeHost(["p", "q"])
        _ = LifecycleLog.shared.take()
        host.treeWillAppear()
        host.treeDidDisappear()
        let log = LifecycleLog.shared.take()
        #expect(Set(log.prefix(2)) == ["p:treeWillAppear", "q:treeWillAppear"])
        #expect(Set(log.suffix(2)) == ["p:treeDidDisappear", "q:treeDidDisappear"])
        host.update(model: [])
        _ = LifecycleLog.shared.take()
        host.treeWillAppear()
        #expect(LifecycleLog.shared.take().isEmpty, "unmounted controllers hear nothing")
    }

    @Test("Will-callbacks run parents first in tree order, did-callbacks children first")
    func ordering() {
        _ = LifecycleLog.shared.take()
        _ = makeHost(["x", "y"])
        let log = LifecycleLog.shared.take()
        #expect(log.filter { $0.hasSuffix("willMount") } == ["x:willMount", "y:willMount"])
        #expect(log.filter { $0.hasSuffix("didMount") } == ["y:didMount", "x:didMount"])
    }

    @Test("Remounting the same layout into a new root view moves the view")
    func remountIntoNewRoot() {
        _ = LifecycleLog.shared.take()
        let root = ScopeRoot(baseContext: context)
        let layout = root.render { Tracked(name: "m").layout(constrainedTo: .unconstrained, context: $0) }
        let first = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let second = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        ComponentMounter().mount(layout, in: first)
        _ = LifecycleLog.shared.take()
        ComponentMounter().mount(layout, in: second)
        #expect(LifecycleLog.shared.take() == [
            "m:willUpdate", "m:willRemount", "m:willRelinquishView", "m:didAcquireView", "m:didRemount", "m:didUpdate",
        ])
    }

    @Test("Who owns the network callback? The controller: it cancels in invalidate")
    func networkCallbackOwnership() throws {
        let downloader = ControllableDownloader()
        let received = Mutex<[String]>([])
        final class FeedController: ComponentController<Feed> {
            var token: (any ImageDownloadToken)?
            override func didMount() {
                let name = component.name
                token = component.downloader.download(
                    from: URL(string: "https://example.com/\(name)")!, callbackQueue: .main, progress: { _ in },
                    completion: { [weak self] _ in
                        MainActor.assumeIsolated {
                            guard self?.token != nil else { return }
                            self?.component.onLoad(name)
                        }
                    })
            }
            override func invalidate() {
                token?.cancel()
                token = nil
            }
        }
        struct Feed: ControlledComponent {
            typealias Controller = FeedController
            let name: String
            let downloader: ControllableDownloader
            let onLoad: @Sendable (String) -> Void
            func body(state: Void, scope: Scope<Void>) -> some Component { ViewComponent(size: ComponentSize(width: 1, height: 1)) }
        }
        let host = HostingView(
            provider: ComponentProvider<Bool, Void> { show, _ in
                show ? Feed(name: "feed", downloader: downloader, onLoad: { name in received.withLock { $0.append(name) } })
                    : ViewComponent() as any Component
            }, sizeRangeProvider: .fitContent, context: (), layoutContext: context, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.update(model: true)
        #expect(downloader.requests.count == 1)
        host.update(model: false)
        #expect(downloader.requests[0].token.isCancelled)
        downloader.complete(0, with: .filled(with: .red, size: CGSize(width: 1, height: 1)))
        #expect(received.withLock { $0 }.isEmpty, "the callback arrived after invalidate and was dropped")
    }
}
