import Foundation
import ViewTree

extension Attribute {
    /// Sends `action` when the view is tapped; taken off when unapplied.
    public static func onTap(_ action: Action<Void>) -> Attribute {
        gesture("onTap", make: { TapGestureRecognizer() }, handler: { _ in action.send(()) })
    }

    /// Sends `action` when a long press begins on the view.
    public static func onLongPress(_ action: Action<Void>) -> Attribute {
        gesture("onLongPress", make: { LongPressGestureRecognizer() }, handler: { recognizer in
            if recognizer.state == .began { action.send(()) }
        })
    }

    /// Sends `action` with the translation on every change of a pan on the view.
    public static func onPan(_ action: Action<PanEvent>) -> Attribute {
        gesture("onPan", make: { PanGestureRecognizer() }, handler: { recognizer in
            guard let pan = recognizer as? PanGestureRecognizer else { return }
            action.send(PanEvent(state: pan.state, translation: pan.translation, velocity: pan.velocity))
        })
    }

    /// A gesture attribute compares by its identifier only: the recognizer
    /// is installed once per view, and every mount hands it this render's
    /// action (so a reused cell never taps with the last row's model, and a
    /// re-render with a new action identity re-installs nothing).
    private static func gesture(
        _ identifier: String, make: @escaping @MainActor @Sendable () -> GestureRecognizer,
        handler: @escaping @MainActor @Sendable (GestureRecognizer) -> Void
    ) -> Attribute {
        .custom(
            identifier, identifier,
            apply: { view, _ in
                for old in view.gestureRecognizers where old.name == identifier { view.removeGestureRecognizer(old) }
                let recognizer = make()
                recognizer.name = identifier
                recognizer.addHandler(handler)
                view.addGestureRecognizer(recognizer)
            },
            unapply: { view in
                for old in view.gestureRecognizers where old.name == identifier { view.removeGestureRecognizer(old) }
            },
            refresh: { view in
                for recognizer in view.gestureRecognizers where recognizer.name == identifier {
                    recognizer.removeAllHandlers()
                    recognizer.addHandler(handler)
                }
            })
    }
}

/// What a pan attribute's action receives.
public struct PanEvent: Sendable, Hashable {
    /// began, changed, ended or cancelled.
    public let state: GestureRecognizer.State
    /// Offset from where the pointer went down.
    public let translation: CGPoint
    /// Points per second.
    public let velocity: CGPoint
}
