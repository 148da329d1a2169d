import Synchronization

/// An analytics listener that counts, per frame and in total, the
/// components built, laid out and reused and the views created, reused and
/// changed: the figures to watch when a frame is slow.
///
/// A frame ends with the main-actor turn in which views were mounted or a
/// data source change was applied (the render passes that led to it, on
/// any thread, are part of it), or when you call ``endFrame()``.
///
/// ```swift
/// let counters = FrameCounters()
/// let host = HostingView(provider: provider, context: (), analyticsListeners: [counters])
/// host.update(model: feed)
/// print(counters.endFrame())   // passes 1: built 12, laid out 40, reused 0; mounts 1: views created 18, …
/// ```
public final class FrameCounters: AnalyticsListener {
    private struct State {
        var current = FrameCounts()
        var totals = FrameCounts()
        var frames: [FrameCounts] = []
        var endScheduled = false
    }

    /// How many ended frames ``frames`` keeps (the latest).
    public let keptFrames: Int
    private let state = Mutex(State())

    /// Counters keeping the last `keptFrames` frames.
    public init(keptFrames: Int = 120) {
        self.keptFrames = Swift.max(1, keptFrames)
    }

    /// Everything counted since the counters were made (or reset).
    public var totals: FrameCounts { state.withLock { $0.totals } }
    /// The frame being counted.
    public var currentFrame: FrameCounts { state.withLock { $0.current } }
    /// The ended frames, oldest first (empty frames are not kept).
    public var frames: [FrameCounts] { state.withLock { $0.frames } }

    /// Ends the current frame and returns it (kept in ``frames`` unless empty).
    @discardableResult
    public func endFrame() -> FrameCounts {
        state.withLock { state in
            let frame = state.current
            state.current = FrameCounts()
            if !frame.isEmpty {
                state.frames.append(frame)
                if state.frames.count > keptFrames { state.frames.removeFirst(state.frames.count - keptFrames) }
            }
            return frame
        }
    }

    /// Forgets every count and frame.
    public func reset() {
        state.withLock { $0 = State() }
    }

    public func didLayoutComponentTree(_ event: TreeLayoutEvent) {
        state.withLock { state in
            state.current.add(event.counts)
            state.totals.add(event.counts)
        }
    }

    @MainActor public func didMountComponentTree(_ event: TreeMountEvent) {
        let schedule = state.withLock { state in
            state.current.add(event.statistics)
            state.totals.add(event.statistics)
            return scheduleEnd(&state)
        }
        if schedule { endFrameAfterThisTurn() }
    }

    @MainActor public func dataSourceDidApplyChange(_ event: DataSourceApplyEvent) {
        if state.withLock({ scheduleEnd(&$0) }) { endFrameAfterThisTurn() }
    }

    private func scheduleEnd(_ state: inout State) -> Bool {
        guard !state.endScheduled else { return false }
        state.endScheduled = true
        return true
    }

    /// Ends the frame once the main actor has finished what it is doing
    /// (the list's cells mount in the same turn as the change that moved them).
    @MainActor private func endFrameAfterThisTurn() {
        Task { @MainActor in
            self.state.withLock { $0.endScheduled = false }
            self.endFrame()
        }
    }
}
