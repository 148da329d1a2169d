import Foundation
import Synchronization
import Testing
@testable import ComponentKit

/// The parent keeps a trigger in its state and hands it to its child.
private struct TriggerParent: StatefulComponent, Equatable {
    static let made = Mutex<Trigger<Int>?>(nil)
    func initialState() -> Trigger<Int> {
        let trigger = Trigger<Int>()
        Self.made.withLock { $0 = trigger }
        return trigger
    }
    func body(state trigger: Trigger<Int>, scope: Scope<Trigger<Int>>) -> some Component {
        TriggerChild(trigger: trigger)
    }
}

/// The child resolves the trigger to a handler that changes its own state.
private struct TriggerChild: StatefulComponent, Equatable {
    let trigger: Trigger<Int>
    func initialState() -> Int { 0 }
    func body(state: Int, scope: Scope<Int>) -> some Component {
        trigger.resolve(scope) { scope, amount in scope.updateState(mode: .synchronous) { $0 += amount } }
        return ViewComponent(view: ViewConfiguration(View.self, [.accessibilityLabel("child \(state)")]),
                             size: ComponentSize(width: 10, height: 10))
    }
}

@Suite("Triggers: a parent calls its child's handler", .serialized)
@MainActor
struct TriggerTests {
    @Test("Invoking the parent's trigger runs the child's handler, which updates the child's state")
    func parentCallsChild() throws {
        let host = HostingView(provider: ComponentProvider<Int, Void> { _, _ in TriggerParent() },
                               sizeRangeProvider: .fitContent, context: (),
                               layoutContext: LayoutContext(textMeasurer: GridTextMeasurer(), pointScale: 1),
                               frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.update(model: 0)
        let trigger = try #require(TriggerParent.made.withLock { $0 })
        #expect(trigger.isResolved)
        #expect(trigger.invoke(5))
        #expect(host.subtree.contains { $0.accessibilityLabel == "child 5" })
        #expect(trigger.invoke(2))
        #expect(host.subtree.contains { $0.accessibilityLabel == "child 7" }, "the handler resolved by the latest render ran")
    }

    @Test("A trigger nobody resolved does nothing and says so; triggers are equal only to themselves")
    func unresolved() {
        let trigger = Trigger<String>()
        #expect(!trigger.isResolved)
        #expect(!trigger.invoke("ignored"))
        #expect(trigger == trigger && trigger != Trigger<String>())
    }
}
