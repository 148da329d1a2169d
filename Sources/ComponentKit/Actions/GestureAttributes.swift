import Foundation
import ViewTree

extension Attribute {
    /// Sends `action` when the view is tapped; taken off when unapplied.
    public static func onTap(_ action: Action<Void>) -> Attribute {
        gesture("onTap", make: { TapGestureRecognizer() }, handler: { action.send((), from: $0.view) })
    }

    /// Sends `action` when the view is tapped twice in quick succession
    /// (within ``/ViewTree/TapGestureRecognizer/maximumTapInterval``, near
    /// the first tap). A tap attribute on the same view still hears each tap.
    public static func onDoubleTap(_ action: Action<Void>) -> Attribute {
        gesture("onDoubleTap", make: {
            let recognizer = TapGestureRecognizer()
            recognizer.numberOfTapsRequired = 2
            return recognizer
        }, handler: { action.send((), from: $0.view) })
    }

    /// Sends `action` when a long press begins on the view.
    public static func onLongPress(_ action: Action<Void>) -> Attribute {
        gesture("onLongPress", make: { LongPressGestureRecognizer() }, handler: { recognizer in
            if recognizer.state == .began { action.send((), from: recognizer.view) }
        })
    }

    /// Sends `action` with the translation on every change of a pan on the view.
    public static func onPan(_ action: Action<PanEvent>) -> Attribute {
        gesture("onPan", make: { PanGestureRecognizer() }, handler: { recognizer in
            guard let pan = recognizer as? PanGestureRecognizer else { return }
            action.send(PanEvent(state: pan.state, translation: pan.translation, velocity: pan.velocity), from: pan.view)
        })
    }

    /// Sends `action` with the scale on every change of a two-pointer pinch
    /// on the view (see ``/ViewTree/PinchGestureRecognizer``). A pinch has
    /// no keyboard equivalent: offer what it does as a control too.
    ///
    /// ```swift
    /// .onPinch(Action(identity: "zoom") { pinch in
    ///     if pinch.state == .ended { scope.updateState { $0.zoom *= pinch.scale } }
    /// })
    /// ```
    public static func onPinch(_ action: Action<PinchEvent>) -> Attribute {
        gesture("onPinch", make: { PinchGestureRecognizer() }, handler: { recognizer in
            guard let pinch = recognizer as? PinchGestureRecognizer else { return }
            action.send(PinchEvent(state: pinch.state, scale: pinch.scale, velocity: pinch.velocity, center: pinch.center), from: pinch.view)
        })
    }

    /// Sends `action` with the direction of a swipe across the view in any
    /// of `directions` (see ``/ViewTree/SwipeGestureRecognizer`` for what
    /// counts as a swipe). Swipes for different directions can be separate
    /// attributes on one view.
    ///
    /// ```swift
    /// .onSwipe(.left, Action(identity: "archive-\(mail.id)") { _ in archive(mail) })
    /// ```
    public static func onSwipe(
        _ directions: SwipeGestureRecognizer.Direction, _ action: Action<SwipeGestureRecognizer.Direction>
    ) -> Attribute {
        gesture("onSwipe:\(directions.rawValue)", make: { SwipeGestureRecognizer(direction: directions) }, handler: { recognizer in
            guard let swipe = recognizer as? SwipeGestureRecognizer else { return }
            action.send(swipe.recognizedDirection, from: swipe.view)
        })
    }

    /// Adds the recognizer `make` returns, set up by `setUp`, and sends
    /// `action` with it on every state change its handlers hear (began,
    /// changed, ended, cancelled), as ComponentKit's
    /// `CKComponentGestureAttribute` does with a recognizer class and a
    /// setup function.
    ///
    /// `name` identifies the attribute: one recognizer per name on a view.
    /// Like the other gesture attributes, it compares by name only; the
    /// recognizer is made and set up once per view, and every mount hands
    /// it this render's action.
    ///
    /// ```swift
    /// .gesture("slowDrag", { PanGestureRecognizer() }, setUp: { pan in
    ///     pan.minimumDistance = 30
    ///     pan.direction = .vertical
    /// }, action: Action(identity: "slow-drag") { pan in print(pan.state, pan.translation) })
    /// ```
    public static func gesture<Recognizer: GestureRecognizer>(
        _ name: String, _ make: @escaping @MainActor @Sendable () -> Recognizer,
        setUp: @escaping @MainActor @Sendable (Recognizer) -> Void = { _ in }, action: Action<Recognizer>
    ) -> Attribute {
        gesture(name, make: {
            let recognizer = make()
            setUp(recognizer)
            return recognizer
        }, handler: { recognizer in
            if let recognizer = recognizer as? Recognizer { action.send(recognizer, from: recognizer.view) }
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

/// What a pinch attribute's action receives.
public struct PinchEvent: Sendable, Hashable {
    /// began, changed, ended or cancelled.
    public let state: GestureRecognizer.State
    /// The distance between the pointers over their distance at the start.
    public let scale: CGFloat
    /// The scale's change per second.
    public let velocity: CGFloat
    /// The pointers' midpoint, in window coordinates.
    public let center: CGPoint
}
