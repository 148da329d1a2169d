import Foundation
import ViewTree

/// A window with a content view holding an "Open" button, and helpers to
/// press keys and tap points as a person would.
@MainActor
final class PresentationFixture {
    let window: Window
    let content = View()
    let opener = Button()

    init(size: CGSize = CGSize(width: 390, height: 844), traits: TraitCollection = TraitCollection()) throws {
        window = Window(size: size)
        window.traitCollection = traits
        content.frame = CGRect(origin: .zero, size: size)
        opener.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        opener.setTitle("Open", for: .normal)
        try content.addSubview(opener)
        try window.rootView.addSubview(content)
    }

    /// Sends a key press (down and up) to the window; returns whether the down was handled.
    @discardableResult
    func press(_ key: Key, modifiers: KeyModifiers = []) -> Bool {
        let handled = window.send(KeyEvent(.down, key: key, modifiers: modifiers))
        window.send(KeyEvent(.up, key: key, modifiers: modifiers))
        return handled
    }

    private var clock: TimeInterval = 1

    /// A tap at `point` in window coordinates.
    func tap(at point: CGPoint) {
        clock += 1
        window.send(PointerEvent(.down, at: point, time: clock))
        window.send(PointerEvent(.up, at: point, time: clock + 0.05))
    }

    /// A tap in the middle of `view`.
    func tap(_ view: View) {
        tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    /// A drag from `start` by `distance` points down over `duration` seconds, in window coordinates.
    func drag(from start: CGPoint, down distance: CGFloat, duration: TimeInterval = 0.5) {
        clock += 1
        window.send(PointerEvent(.down, at: start, time: clock))
        for step in 1...5 {
            let t = CGFloat(step) / 5
            window.send(PointerEvent(.move, at: CGPoint(x: start.x, y: start.y + distance * t), time: clock + duration * Double(t)))
        }
        window.send(PointerEvent(.up, at: CGPoint(x: start.x, y: start.y + distance), time: clock + duration + 0.01))
    }

    /// The view with accessibility identifier `identifier`, presented or not.
    func find(_ identifier: String) -> View? {
        window.rootView.subtree.first { $0.accessibilityIdentifier == identifier && !$0.isHiddenFromAccessibilityAnywhere }
    }

    /// The accessibility identifiers of the focus order.
    var focusOrder: [String] { window.focusOrder.map { $0.accessibilityIdentifier ?? "?" } }
    /// The focused view's identifier.
    var focused: String? { window.firstResponder?.accessibilityIdentifier }
}

/// A presentable screen with a text field and a button.
@MainActor
final class FormScreen: NavigationScreen {
    let view = View()
    let field = TextField()
    let button = Button()
    let navigationItem: NavigationItem

    init(title: String = "About") {
        navigationItem = NavigationItem(title: title, path: "/about")
        field.accessibilityIdentifier = "form.field"
        field.accessibilityLabel = "Name"
        field.frame = CGRect(x: 16, y: 16, width: 200, height: 32)
        button.accessibilityIdentifier = "form.button"
        button.setTitle("Save", for: .normal)
        button.frame = CGRect(x: 16, y: 64, width: 100, height: 44)
        try? view.addSubview(field)
        try? view.addSubview(button)
    }
}

extension View {
    /// Whether this view or an ancestor is hidden from accessibility (a dismissed presentation's views).
    var isHiddenFromAccessibilityAnywhere: Bool {
        var current: View? = self
        while let view = current {
            if view.isHiddenFromAccessibility { return true }
            current = view.superview
        }
        return false
    }
}
