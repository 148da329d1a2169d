import Foundation

/// Highlights a list item while a pointer is down on it and selects it when
/// the pointer goes up there, as a table's own touch handling does.
///
/// A press on a control inside the cell (a button, a text input, a view
/// with its own tap or long press, a label's link) belongs to that control,
/// not the row.
/// The highlight goes when the pointer moves away or another recognizer
/// (the list's scrolling, a row swipe) takes the pointer.
@MainActor
final class ListSelectionGestureRecognizer: GestureRecognizer {
    /// Farthest the pointer may travel, in points, before the press is abandoned.
    var allowableMovement: CGFloat = 10
    /// The press began: highlight, and return whether the item may be selected.
    var onPress: @MainActor (ListCell) -> Bool = { _ in false }
    /// The press ended without selecting.
    var onAbandon: @MainActor (ListCell) -> Void = { _ in }
    /// The press ended on the item: select it.
    var onRelease: @MainActor (ListCell) -> Void = { _ in }

    private var isPressing = false

    override init(handler: (@MainActor (GestureRecognizer) -> Void)? = nil) {
        super.init(handler: handler)
        cancelsTouchesInView = false
        name = "list.selection"
    }

    override var state: State {
        didSet {
            // Failing for any reason (moved away, another recognizer won) drops the highlight.
            if (state == .failed || state == .cancelled), isPressing { abandon() }
        }
    }

    override func pointerDown(at location: CGPoint, time: TimeInterval) {
        guard let cell = view as? ListCell, !pressLandsOnControl(in: cell, at: location), onPress(cell) else {
            state = .failed
            return
        }
        isPressing = true
    }

    override func pointerMoved(to location: CGPoint, time: TimeInterval) {
        guard state == .possible, let cell = view else { return }
        let inside = cell.bounds.contains(cell.convert(location, from: nil))
        if !inside || distanceMoved(to: location) > allowableMovement { state = .failed }
    }

    override func pointerUp(at location: CGPoint, time: TimeInterval) {
        guard state == .possible, isPressing, let cell = view as? ListCell else { return }
        isPressing = false
        transition(to: .ended)
        onRelease(cell)
    }

    private func abandon() {
        isPressing = false
        if let cell = view as? ListCell { onAbandon(cell) }
    }

    /// Whether the view under the pointer, or one between it and the cell,
    /// handles presses itself.
    private func pressLandsOnControl(in cell: ListCell, at location: CGPoint) -> Bool {
        var current = cell.hitTest(cell.convert(location, from: nil))
        while let view = current, view !== cell {
            if view is Button || view is TextInputView { return true }
            if view.gestureRecognizers.contains(where: { $0.isEnabled && $0.claimsPress(at: location) }) { return true }
            current = view.superview
        }
        return false
    }
}
