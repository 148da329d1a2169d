import ComponentKit
import Foundation

/// The samples of "Coming from ComponentKit", nested so their names do not meet other articles'.
enum ComingFromComponentKit {
    // sample: coming-controller
    /// A score a controller keeps fresh: the controller owns the polling
    /// task, changes the component's state, and stops when the scope goes.
    struct LiveScore: ControlledComponent, Equatable {
        typealias Controller = LiveScoreController
        let match: String

        func initialState() -> Int { 0 }

        func body(state goals: Int, scope: Scope<Int>) -> some Component {
            LabelComponent("\(match): \(goals)")
        }
    }

    final class LiveScoreController: ComponentController<LiveScore> {
        private var polling: Task<Void, Never>?

        override func didMount() {
            guard polling == nil else { return }
            polling = Task { [weak self] in
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(30))
                    self?.updateState { $0 += 1 }   // what the server said, in a real app
                }
            }
        }

        override func invalidate() { polling?.cancel() }
    }
    // end-sample

    // sample: coming-animation-test
    /// The animations the last mount recorded, with the views they play on.
    @MainActor
    static func animations(in window: Window) -> [(view: ViewID, animation: ViewAnimation)] {
        window.takeTransaction().mutations.compactMap { mutation in
            guard case let .animate(view, animation) = mutation else { return nil }
            return (view, animation)
        }
    }
    // end-sample

    /// A badge that fades in when it first appears.
    struct Badge: CompositeComponent, AnimatedComponent {
        let count: Int
        var body: some Component {
            ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.red), .accessibilityLabel("\(count) new")]),
                          size: ComponentSize(width: 20, height: 20))
        }
        var initialMountAnimations: [ComponentAnimation] { [.fadeIn()] }
    }
}
