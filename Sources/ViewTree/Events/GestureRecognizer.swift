import Foundation

/// Recognizes a gesture from the pointer events that reach its view, as
/// `UIGestureRecognizer`.
///
/// A window routes a pointer that goes down to the recognizers of the hit
/// view and of its ancestors. When one of them recognizes (or begins), the
/// others of that pointer fail unless they allow simultaneous recognition,
/// and the hit view's own pointer handling is cancelled if
/// ``cancelsTouchesInView`` is set. Handlers run on begin, change, end and
/// cancel.
@MainActor
open class GestureRecognizer {
    /// Where a recognizer is in its state machine.
    public enum State: String, Hashable, Sendable {
        /// Watching events; nothing recognized yet.
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture finished (a discrete gesture is recognized).
        case ended
        /// The gesture was interrupted.
        case cancelled
        /// The events were not this gesture.
        case failed
    }

    /// The current state.
    public internal(set) var state: State = .possible {
        didSet { if state != oldValue { stateDidChange(from: oldValue) } }
    }
    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    /// Whether the recognizer takes part in event routing.
    public var isEnabled = true {
        // A view with an enabled tap recognizer takes focus.
        didSet { if isEnabled != oldValue { view?.setNeedsFocusOrderUpdate() } }
    }
    /// Whether recognizing cancels the hit view's own pointer handling.
    public var cancelsTouchesInView = true
    /// Whether it may recognize alongside others for the same pointer.
    public var allowsSimultaneousRecognition = false
    /// A name for finding the recognizer again (attributes use it).
    public var name: String?

    /// Window location of the pointer when it went down.
    public internal(set) var startLocation: CGPoint = .zero
    /// Window location of the latest event.
    public internal(set) var currentLocation: CGPoint = .zero
    /// Time the pointer went down.
    public internal(set) var startTime: TimeInterval = 0

    private var handlers: [@MainActor (GestureRecognizer) -> Void] = []

    /// A recognizer with an optional handler.
    public init(handler: (@MainActor (GestureRecognizer) -> Void)? = nil) {
        if let handler { handlers.append(handler) }
    }

    /// Adds a handler, called on every reported state change.
    public func addHandler(_ handler: @escaping @MainActor (GestureRecognizer) -> Void) {
        handlers.append(handler)
    }

    /// Whether a press going down at `location` (window coordinates) would
    /// be this recognizer's, so a container that also reacts to presses (a
    /// list selecting its rows) leaves it alone. Taps and long presses
    /// claim every press on their view; other recognizers none by default.
    open func claimsPress(at location: CGPoint) -> Bool { false }

    /// Removes every handler, as `removeTarget(nil, action: nil)`: a reused
    /// view's recognizer is handed a new one instead of being replaced.
    public func removeAllHandlers() {
        handlers.removeAll()
    }

    /// The latest pointer location in `view`'s bounds coordinates (window when nil).
    public func location(in view: View?) -> CGPoint {
        guard let view else { return currentLocation }
        return view.convert(currentLocation, from: nil)
    }

    /// Whether the recognizer has begun or recognized.
    public var hasRecognized: Bool { state == .began || state == .changed || state == .ended }

    /// How many pointers it follows at once: one for most recognizers, two
    /// for a pinch. While it follows fewer, a pointer that goes down inside
    /// its view is routed to it (``additionalPointerDown(_:at:time:)``)
    /// instead of starting gestures of its own.
    open var maximumNumberOfPointers: Int { 1 }
    /// The pointers it follows, the first one first.
    public internal(set) var pointers: [Int] = []

    // MARK: Subclass hooks; window coordinates throughout.

    /// The pointer went down.
    open func pointerDown(at location: CGPoint, time: TimeInterval) {}
    /// The pointer moved.
    open func pointerMoved(to location: CGPoint, time: TimeInterval) {}
    /// The pointer went up.
    open func pointerUp(at location: CGPoint, time: TimeInterval) {}
    /// The clock advanced while the pointer is down (timers, e.g. long press).
    open func timeElapsed(now: TimeInterval) {}
    /// Another pointer went down in the view while it follows fewer than
    /// ``maximumNumberOfPointers``.
    open func additionalPointerDown(_ pointer: Int, at location: CGPoint, time: TimeInterval) {}
    /// A pointer other than the first moved.
    open func additionalPointerMoved(_ pointer: Int, to location: CGPoint, time: TimeInterval) {}
    /// A pointer other than the first went up.
    open func additionalPointerUp(_ pointer: Int, at location: CGPoint, time: TimeInterval) {}

    /// Moves to `newState` and tells the handlers when the change is one they hear about.
    public func transition(to newState: State) {
        state = newState
        switch newState {
        case .began, .changed, .ended, .cancelled:
            for handler in handlers { handler(self) }
        case .possible, .failed:
            break
        }
    }

    /// Distance from the start location to `location`.
    public func distanceMoved(to location: CGPoint) -> CGFloat {
        let dx = location.x - startLocation.x
        let dy = location.y - startLocation.y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Called after every change of ``state``, however it was made (the
    /// window fails recognizers that lose to another directly).
    func stateDidChange(from oldState: State) {}

    func reset(at location: CGPoint, time: TimeInterval, pointer: Int = 0) {
        state = .possible
        pointers = [pointer]
        startLocation = location
        currentLocation = location
        startTime = time
    }

    /// Completes a discrete gesture without a pointer (Enter or Space on a
    /// focused tap target), then makes the recognizer ready again.
    func recognizeFromKeyboard() {
        let center = view.map { CGPoint(x: $0.bounds.midX, y: $0.bounds.midY) } ?? .zero
        let location = view?.convert(center, to: nil) ?? .zero
        reset(at: location, time: startTime)
        transition(to: .ended)
        state = .possible
    }

    /// Interrupts a gesture in progress.
    func cancel() {
        switch state {
        case .began, .changed: transition(to: .cancelled)
        case .possible: state = .failed
        default: break
        }
    }
}

extension View {
    /// Attaches a recognizer; it is taken from any view it was on.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        gestureRecognizers.append(recognizer)
        setNeedsFocusOrderUpdate()
    }

    /// Detaches a recognizer.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
        setNeedsFocusOrderUpdate()
    }
}
