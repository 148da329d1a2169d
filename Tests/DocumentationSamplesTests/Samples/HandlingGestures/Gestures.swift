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

    // sample: gestures-pinch
    /// A photo that zooms between 1× and 4× as it is pinched, keeping its zoom when let go.
    struct ZoomablePhoto: StatefulComponent, Equatable {
        func initialState() -> CGFloat { 1 }

        func body(state zoom: CGFloat, scope: Scope<CGFloat>) -> some Component {
            let pinch = Action<PinchEvent>(identity: "zoom") { pinch in
                if pinch.state == .ended {
                    scope.updateState(mode: .synchronous) { $0 = min(4, max(1, $0 * pinch.scale)) }
                }
            }
            return ViewComponent(
                view: ViewConfiguration(View.self, [
                    .backgroundColor(.gray),
                    .transform(Transform(scaleX: zoom, y: zoom)),
                    .onPinch(pinch),
                    .accessibilityLabel("Photo at \(Int(zoom * 100)) percent"),
                ]),
                size: ComponentSize(width: 300, height: 200))
        }
    }
    // end-sample

    /// A tile that opens its photo on a tap and likes it on a double tap.
    static func likeableTile(
        for photo: Photo, open: @escaping @MainActor @Sendable (Photo) -> Void, like: @escaping @MainActor @Sendable (Photo) -> Void
    ) -> some Component {
        // sample: gestures-double-tap
        ViewComponent(
            view: ViewConfiguration(View.self, [
                .onTap(Action(identity: "open-\(photo.id)") { open(photo) }),
                .onDoubleTap(Action(identity: "like-\(photo.id)") { like(photo) }),
            ]),
            size: ComponentSize(width: 120, height: 120))
        // end-sample
    }

    /// A message row archived by a swipe to the left, marked read by one to the right.
    static func messageRow(
        archive: @escaping @MainActor @Sendable () -> Void, markRead: @escaping @MainActor @Sendable () -> Void
    ) -> some Component {
        // sample: gestures-swipe
        ViewComponent(
            view: ViewConfiguration(View.self, [
                .backgroundColor(.white),
                .onSwipe(.left, Action(identity: "archive") { _ in archive() }),
                .onSwipe(.right, Action(identity: "mark-read") { _ in markRead() }),
            ]),
            size: ComponentSize(width: 390, height: 60))
        // end-sample
    }

    /// An attribute refreshing when the view is pulled down far enough.
    static func pullToRefresh(_ refresh: @escaping @MainActor @Sendable () -> Void) -> Attribute<View> {
        // sample: gestures-generic
        .gesture("pullDown", { PanGestureRecognizer() }, setUp: { pan in
            pan.direction = .vertical
            pan.minimumDistance = 30
        }, action: Action(identity: "pull") { pan in
            if pan.state == .ended, pan.translation.y > 80 { refresh() }
        })
        // end-sample
    }

    /// A button that records while it is held.
    static func talkButton(
        start: @escaping @MainActor @Sendable () -> Void, stop: @escaping @MainActor @Sendable () -> Void
    ) -> some Component {
        // sample: gestures-control-events
        ButtonComponent(title: "Hold to talk", attributes: [
            .action(Action(identity: "talk-start") { start() }, for: .touchDown),
            .action(Action(identity: "talk-stop") { stop() }, for: [.touchUpInside, .touchUpOutside, .touchCancel]),
        ])
        // end-sample
    }
}
