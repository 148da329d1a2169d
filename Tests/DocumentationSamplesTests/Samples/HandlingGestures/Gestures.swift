// sample: gestures-imports
import ComponentKit
import Foundation
// end-sample

/// The samples of "Handling gestures", nested so their names do not meet other articles'.
enum Gestures {
    /// What the article's `photo` stands for.
    struct Photo: Sendable {
        let id: Int
        let title: String
    }

    /// A tile that opens its photo when tapped.
    static func tile(for photo: Photo, open: @escaping @MainActor @Sendable (Photo) -> Void) -> some Component {
        // sample: gestures-tap
        ViewComponent(
            view: ViewConfiguration(View.self, [
                .backgroundColor(.white),
                .onTap(Action(identity: "open-\(photo.id)") { open(photo) }),
            ]),
            size: ComponentSize(width: 120, height: 120))
        // end-sample
    }

    /// A tile that shows a menu when held.
    static func heldTile(for photo: Photo, showMenu: @escaping @MainActor @Sendable (Photo) -> Void) -> some Component {
        // sample: gestures-long-press
        ViewComponent(
            view: ViewConfiguration(View.self, [
                .backgroundColor(.white),
                .onLongPress(Action(identity: "menu-\(photo.id)") { showMenu(photo) }),
            ]),
            size: ComponentSize(width: 120, height: 120))
        // end-sample
    }

    // sample: gestures-pan
    /// A slider-like strip that shows how far it has been dragged, and springs back when let go.
    struct DragStrip: StatefulComponent, Equatable {
        func initialState() -> CGFloat { 0 }

        func body(state offset: CGFloat, scope: Scope<CGFloat>) -> some Component {
            let drag = Action<PanEvent>(identity: "drag") { pan in
                switch pan.state {
                case .began, .changed: scope.updateState(mode: .synchronous) { $0 = pan.translation.x }
                default: scope.updateState(mode: .synchronous) { $0 = 0 }
                }
            }
            return InsetComponent(
                view: ViewConfiguration(View.self, [.backgroundColor(Color(white: 0.95)), .onPan(drag)]),
                insets: EdgeInsets(all: 16),
                child: LabelComponent(AttributedText("Dragged \(Int(offset)) points")))
        }
    }
    // end-sample
}
