import Foundation

/// Recognizes taps and long presses on the links of a ``Label``'s text; a
/// label with a ``Label/linkHandler`` has one.
///
/// A press that starts on no link fails at once, so the label's ancestors'
/// recognizers get it. While the pointer is down on a link, the label
/// highlights the link's characters; moving farther than
/// ``allowableMovement`` fails the press. Held for ``minimumPressDuration``
/// it is a long press (sent as it begins); let go sooner, a tap.
@MainActor
public final class TextLinkGestureRecognizer: GestureRecognizer {
    /// Seconds the pointer must stay down for a long press.
    public var minimumPressDuration: TimeInterval = 0.5
    /// Farthest the pointer may travel, in points, before the press fails.
    public var allowableMovement: CGFloat = 10

    /// The link the pointer went down on.
    public private(set) var pressedLinkIndex: Int?

    private var label: Label? { view as? Label }

    /// Presses on a link only: the rest of the label is its container's.
    override public func claimsPress(at location: CGPoint) -> Bool {
        guard let label else { return false }
        return label.linkIndex(at: label.convert(location, from: nil)) != nil
    }

    override public func pointerDown(at location: CGPoint, time: TimeInterval) {
        guard let label, let index = label.linkIndex(at: label.convert(location, from: nil)) else {
            state = .failed
            return
        }
        pressedLinkIndex = index
        label.highlightedLinkIndex = index
    }

    override public func pointerMoved(to location: CGPoint, time: TimeInterval) {
        if state == .possible, distanceMoved(to: location) > allowableMovement { state = .failed }
    }

    override public func timeElapsed(now: TimeInterval) {
        guard state == .possible, let index = pressedLinkIndex, now - startTime >= minimumPressDuration else { return }
        transition(to: .began)
        label?.activateLink(at: index, kind: .longPress)
    }

    override public func pointerUp(at location: CGPoint, time: TimeInterval) {
        switch state {
        case .possible:
            guard let index = pressedLinkIndex, distanceMoved(to: location) <= allowableMovement else {
                state = .failed
                return
            }
            transition(to: .ended)
            label?.activateLink(at: index, kind: .tap)
        case .began, .changed:
            transition(to: .ended)
        default:
            break
        }
    }

    override func stateDidChange(from oldState: State) {
        switch state {
        case .ended, .failed, .cancelled:
            if let index = pressedLinkIndex, label?.highlightedLinkIndex == index { label?.highlightedLinkIndex = nil }
            pressedLinkIndex = nil
        case .possible, .began, .changed:
            break
        }
    }
}
