import Foundation

/// What a window knows about each pointer that is down: the view it hit and
/// the recognizers watching it.
@MainActor
final class PointerTracker {
    struct Tracking {
        weak var hitView: View?
        var recognizers: [GestureRecognizer]
        var viewHandlingCancelled = false
    }

    var active: [Int: Tracking] = [:]

    /// Drops a view that left the tree from every tracking.
    func forget(_ view: View) {
        for (pointer, var tracking) in active {
            tracking.recognizers.removeAll { $0.view === view }
            active[pointer] = tracking
        }
    }
}
