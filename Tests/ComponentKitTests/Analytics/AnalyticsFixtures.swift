import Foundation
@testable import ComponentKit

/// The scopes of ``Toggle``s, by key, so tests can update them.
final class ToggleScopes: @unchecked Sendable, Equatable {
    private let lock = NSLock()
    private var scopes: [String: Scope<Bool>] = [:]

    func record(_ scope: Scope<Bool>, for key: String) { lock.withLock { scopes[key] = scope } }
    func scope(_ key: String) -> Scope<Bool>? { lock.withLock { scopes[key] } }

    static func == (lhs: ToggleScopes, rhs: ToggleScopes) -> Bool { lhs === rhs }
}

/// A stateful 30-point square, red when on.
struct Toggle: StatefulComponent, Equatable {
    let key: String
    let scopes: ToggleScopes
    var scopeKey: String? { key }
    func initialState() -> Bool { false }
    func body(state: Bool, scope: Scope<Bool>) -> some Component {
        scopes.record(scope, for: key)
        return ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(state ? .red : .white)]),
                             size: ComponentSize(width: 30, height: 30))
    }
}

/// A composite card: an inset white view holding a fixed square and two
/// toggles at fixed places. Its first layout builds 3 bodies (the card's and
/// both toggles') and lays out 8 components; 4 of them have views.
struct Card: CompositeComponent {
    let title: String
    let scopes: ToggleScopes
    var body: some Component {
        InsetComponent(view: ViewConfiguration(View.self, [.backgroundColor(.white)]), insets: EdgeInsets(all: 4), child: try! StaticLayoutComponent(children: [
            .init(position: .zero, ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.blue)]),
                                                 size: ComponentSize(width: 20, height: 20))),
            .init(position: CGPoint(x: 0, y: 24), Toggle(key: "a", scopes: scopes)),
            .init(position: CGPoint(x: 0, y: 58), Toggle(key: "b", scopes: scopes)),
        ]))
    }
}

@MainActor
enum AnalyticsFixtures {
    static func provider(_ scopes: ToggleScopes) -> ComponentProvider<String, Void> {
        ComponentProvider { title, _ in Card(title: title, scopes: scopes) }
    }

    static func host(_ scopes: ToggleScopes, listeners: [any AnalyticsListener]) -> HostingView<String, Void> {
        HostingView(provider: provider(scopes), sizeRangeProvider: .fitContent, context: (),
                    layoutContext: LayoutContext(textMeasurer: GridTextMeasurer(), pointScale: 1), analyticsListeners: listeners,
                    frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    }
}
