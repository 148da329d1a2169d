import Foundation

extension Window {
    /// Delivers a pointer event: hit-tests on down, then feeds the gesture
    /// recognizers of the hit view and its ancestors and the hit view's own
    /// pointer handling.
    ///
    /// Events for a pointer that is not down (a move or up without a down)
    /// are ignored.
    public func send(_ event: PointerEvent) {
        advanceClock(to: event.time)
        switch event.phase {
        case .down: pointerDown(event)
        case .move: pointerMoved(event)
        case .up: pointerUp(event)
        case .cancel: pointerCancel(event)
        }
    }

    /// Lets time-based recognizers (long press) and the views pointers
    /// hold down (a stepper repeating) see the clock at `time`.
    public func advanceClock(to time: TimeInterval) {
        for pointer in pointerTracker.active.keys.sorted() {
            guard let tracking = pointerTracker.active[pointer] else { continue }
            for recognizer in tracking.recognizers where recognizer.state == .possible {
                recognizer.timeElapsed(now: time)
            }
            resolveConflicts(pointer)
            if let view = pointerTracker.active[pointer]?.hitView, pointerTracker.active[pointer]?.viewHandlingCancelled == false {
                view.pointerHeld(until: time)
            }
        }
    }

    private func pointerDown(_ event: PointerEvent) {
        if pointerTracker.active[event.pointerID] != nil { pointerCancel(event) }
        if joinMultiPointerGestures(event) { return }
        let rootPoint = rootView.convert(event.location, from: nil)
        guard let hit = rootView.hitTest(rootPoint) else { return }
        var recognizers: [GestureRecognizer] = []
        var current: View? = hit
        while let view = current {
            recognizers.append(contentsOf: view.gestureRecognizers.filter(\.isEnabled))
            current = view.superview
        }
        pointerTracker.active[event.pointerID] = PointerTracker.Tracking(hitView: hit, recognizers: recognizers)
        for recognizer in recognizers {
            recognizer.reset(at: event.location, time: event.time, pointer: event.pointerID)
            recognizer.pointerDown(at: event.location, time: event.time)
        }
        hit.pointerBegan(at: hit.convert(event.location, from: nil), event: event)
        resolveConflicts(event.pointerID)
    }

    /// A pointer that goes down inside the view of a recognizer following
    /// fewer pointers than it can (a pinch's second finger) joins that
    /// gesture instead of starting its own. Returns whether it joined one.
    private func joinMultiPointerGestures(_ event: PointerEvent) -> Bool {
        var joined: [GestureRecognizer] = []
        for pointer in pointerTracker.active.keys.sorted() {
            for recognizer in pointerTracker.active[pointer]?.recognizers ?? []
            where recognizer.maximumNumberOfPointers > recognizer.pointers.count && recognizer.state != .failed
                && !joined.contains(where: { $0 === recognizer }) {
                guard let view = recognizer.view, view.window === self,
                    view.bounds.contains(view.convert(event.location, from: nil))
                else { continue }
                joined.append(recognizer)
            }
        }
        guard !joined.isEmpty else { return false }
        pointerTracker.active[event.pointerID] = PointerTracker.Tracking(hitView: nil, recognizers: joined, viewHandlingCancelled: true)
        for recognizer in joined {
            recognizer.pointers.append(event.pointerID)
            recognizer.additionalPointerDown(event.pointerID, at: event.location, time: event.time)
        }
        resolveConflictsOfEveryPointer()
        return true
    }

    private func pointerMoved(_ event: PointerEvent) {
        guard let tracking = pointerTracker.active[event.pointerID] else { return }
        for recognizer in tracking.recognizers where recognizer.state != .failed {
            guard recognizer.pointers.first == event.pointerID else {
                recognizer.additionalPointerMoved(event.pointerID, to: event.location, time: event.time)
                continue
            }
            recognizer.currentLocation = event.location
            recognizer.pointerMoved(to: event.location, time: event.time)
        }
        resolveConflictsOfEveryPointer()
        guard let current = pointerTracker.active[event.pointerID], !current.viewHandlingCancelled,
            let hit = current.hitView
        else { return }
        hit.pointerMoved(to: hit.convert(event.location, from: nil), event: event)
    }

    private func pointerUp(_ event: PointerEvent) {
        guard let tracking = pointerTracker.active[event.pointerID] else { return }
        for recognizer in tracking.recognizers where recognizer.state != .failed {
            guard recognizer.pointers.first == event.pointerID else {
                recognizer.pointers.removeAll { $0 == event.pointerID }
                recognizer.additionalPointerUp(event.pointerID, at: event.location, time: event.time)
                continue
            }
            recognizer.currentLocation = event.location
            recognizer.pointerUp(at: event.location, time: event.time)
        }
        resolveConflictsOfEveryPointer()
        let current = pointerTracker.active.removeValue(forKey: event.pointerID)
        guard let current, !current.viewHandlingCancelled, let hit = current.hitView else { return }
        hit.pointerEnded(at: hit.convert(event.location, from: nil), event: event)
    }

    private func pointerCancel(_ event: PointerEvent) {
        guard let tracking = pointerTracker.active.removeValue(forKey: event.pointerID) else { return }
        for recognizer in tracking.recognizers { recognizer.cancel() }
        if !tracking.viewHandlingCancelled { tracking.hitView?.pointerCancelled() }
    }

    /// Resolves every pointer's conflicts: a recognizer following several
    /// pointers (a pinch) that wins on one beats the others on all of them.
    private func resolveConflictsOfEveryPointer() {
        for pointer in pointerTracker.active.keys.sorted() { resolveConflicts(pointer) }
    }

    /// Once a recognizer has begun or recognized, the others watching the
    /// same pointer fail (unless either allows simultaneous recognition) and
    /// the hit view stops handling the pointer.
    private func resolveConflicts(_ pointer: Int) {
        guard var tracking = pointerTracker.active[pointer] else { return }
        let winners = tracking.recognizers.filter(\.hasRecognized)
        guard !winners.isEmpty else { return }
        let exclusive = winners.contains { !$0.allowsSimultaneousRecognition }
        if exclusive {
            for recognizer in tracking.recognizers
            where recognizer.state == .possible && !recognizer.allowsSimultaneousRecognition {
                recognizer.state = .failed
            }
        }
        if !tracking.viewHandlingCancelled, winners.contains(where: \.cancelsTouchesInView) {
            tracking.viewHandlingCancelled = true
            pointerTracker.active[pointer] = tracking
            tracking.hitView?.pointerCancelled()
        }
    }
}
