import Foundation
import ViewTree

/// A window holding one control at the origin, and what its value-changed
/// handler heard.
@MainActor
final class ControlFixture<C: Control> {
    let window = Window(size: CGSize(width: 400, height: 200))
    let control: C
    private(set) var changes = 0

    init(_ control: C, traits: TraitCollection = TraitCollection()) throws {
        self.control = control
        window.traitCollection = traits
        try window.rootView.addSubview(control)
        control.addControlEventHandler(for: .valueChanged, named: "test") { [unowned self] _, _ in self.changes += 1 }
    }

    /// A tap at `point` in the control's coordinates.
    func tap(at point: CGPoint) {
        let location = control.convert(point, to: nil)
        window.send(PointerEvent(.down, at: location, time: 1))
        window.send(PointerEvent(.up, at: location, time: 1.05))
    }

    /// A drag from `start` to `end` in the control's coordinates, in `steps` moves.
    func drag(from start: CGPoint, to end: CGPoint, steps: Int = 4) {
        window.send(PointerEvent(.down, at: control.convert(start, to: nil), time: 1))
        for step in 1...steps {
            let t = CGFloat(step) / CGFloat(steps)
            let point = CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            window.send(PointerEvent(.move, at: control.convert(point, to: nil), time: 1 + Double(step) * 0.01))
        }
        window.send(PointerEvent(.up, at: control.convert(end, to: nil), time: 1.1))
    }

    /// Presses `key` with the control focused; returns whether it was handled.
    @discardableResult
    func press(_ key: Key) -> Bool {
        _ = control.becomeFirstResponder()
        return window.send(KeyEvent(.down, key: key))
    }
}
