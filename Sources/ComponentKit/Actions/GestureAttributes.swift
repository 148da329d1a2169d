import Foundation
import ViewTree

extension Attribute {
    /// Sends `action` when the view is tapped; taken off when unapplied.
    public static func onTap(_ action: Action<Void>) -> Attribute {
        gesture("onTap", action, make: { TapGestureRecognizer { _ in action.send(()) } })
    }

    /// Sends `action` when a long press begins on the view.
    public static func onLongPress(_ action: Action<Void>) -> Attribute {
        gesture("onLongPress", action, make: {
            LongPressGestureRecognizer { recognizer in if recognizer.state == .began { action.send(()) } }
        })
    }

    /// Sends `action` with the translation on every change of a pan on the view.
    public static func onPan(_ action: Action<PanEvent>) -> Attribute {
        gesture("onPan", action, make: {
            PanGestureRecognizer { recognizer in
                guard let pan = recognizer as? PanGestureRecognizer else { return }
                action.send(PanEvent(state: pan.state, translation: pan.translation, velocity: pan.velocity))
            }
        })
    }

    private static func gesture<Value>(
        _ identifier: String, _ action: Action<Value>, make: @escaping @MainActor @Sendable () -> GestureRecognizer
    ) -> Attribute {
        .custom(
            identifier, action.identity,
            apply: { view, _ in
                for old in view.gestureRecognizers where old.name == identifier { view.removeGestureRecognizer(old) }
                let recognizer = make()
                recognizer.name = identifier
                view.addGestureRecognizer(recognizer)
            },
            unapply: { view in
                for old in view.gestureRecognizers where old.name == identifier { view.removeGestureRecognizer(old) }
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
