import Foundation
@testable import ComponentKit

/// Records every analytics hook as a line, in the order the hooks were
/// called, with the events themselves for closer checks.
final class AnalyticsLog: AnalyticsListener, @unchecked Sendable {
    // Unchecked: everything is guarded by the pthread lock.
    private let lock = NSLock()
    private var stored: [String] = []
    private var layouts: [TreeLayoutEvent] = []
    private var mounts: [TreeMountEvent] = []
    private var componentLayouts: [String] = []
    private var layoutThreads: [Bool] = []
    let wantsComponentLayoutEvents: Bool

    init(wantsComponentLayoutEvents: Bool = false) {
        self.wantsComponentLayoutEvents = wantsComponentLayoutEvents
    }

    var lines: [String] { lock.withLock { stored } }
    var layoutEvents: [TreeLayoutEvent] { lock.withLock { layouts } }
    var mountEvents: [TreeMountEvent] { lock.withLock { mounts } }
    var componentLayoutNames: [String] { lock.withLock { componentLayouts } }
    /// For each tree layout, whether it ran on the main thread.
    var layoutOnMainThread: [Bool] { lock.withLock { layoutThreads } }

    func take() -> [String] {
        lock.withLock {
            defer { stored.removeAll() }
            return stored
        }
    }

    private func add(_ line: String) { lock.withLock { stored.append(line) } }

    private static func name(_ component: any Component) -> String { String(describing: type(of: component)) }

    func willBuildComponentTree(in scopeRoot: ScopeRoot, trigger: BuildTrigger) { add("will build [\(trigger)]") }
    func didBuildComponentTree(_ event: TreeBuildEvent) { add("did build \(Self.name(event.component)) [\(event.trigger)]") }
    func willLayoutComponentTree(_ component: any Component, in scopeRoot: ScopeRoot, trigger: BuildTrigger) {
        add("will layout \(Self.name(component)) [\(trigger)]")
    }
    func didLayoutComponentTree(_ event: TreeLayoutEvent) {
        lock.withLock {
            layouts.append(event)
            layoutThreads.append(Thread.isMainThread)
        }
        add("did layout \(Self.name(event.component)): \(event.counts)")
    }
    func didLayoutComponent(_ event: ComponentLayoutEvent) {
        lock.withLock { componentLayouts.append(Self.name(event.component)) }
    }
    func willMountComponentTree(_ layout: Layout, in container: View) { add("will mount \(Self.name(layout.component))") }
    func didMountComponentTree(_ event: TreeMountEvent) {
        lock.withLock { mounts.append(event) }
        add("did mount \(Self.name(event.layout.component)): created \(event.statistics.created), reused \(event.statistics.reused), "
            + "mutations \(event.statistics.mutationCount)")
    }
    func didEnqueueStateUpdate(_ event: StateUpdateEvent) {
        add("state update \(event.scopePath) (\(event.componentTypeName), \(event.mode == .synchronous ? "synchronous" : "asynchronous"))")
    }
}
