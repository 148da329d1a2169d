/// What ComponentKit did for one frame (or in total): components built,
/// laid out and reused by render passes, views created, reused and
/// changed by mounts. Recorded by ``FrameCounters``.
public struct FrameCounts: Hashable, Sendable, CustomStringConvertible {
    /// Render passes (one per hosting view render, one per list item prepared).
    public var renderPasses = 0
    /// Bodies evaluated: composites', and stateful components' not reused.
    public var componentsBuilt = 0
    /// Components whose layout was computed.
    public var componentsLaidOut = 0
    /// Stateful components whose previous layout was reused whole.
    public var componentsReused = 0
    /// Mounts of a tree into its view (a hosting view, a list cell).
    public var mounts = 0
    /// Views made because no reusable one was free.
    public var viewsCreated = 0
    /// Views taken from a reuse pool.
    public var viewsReused = 0
    /// Changes made to views (``MountStatistics/mutationCount``).
    public var viewMutations = 0

    /// Zero counts.
    public init() {}

    /// Whether nothing was counted.
    public var isEmpty: Bool { self == FrameCounts() }

    public var description: String {
        "passes \(renderPasses): built \(componentsBuilt), laid out \(componentsLaidOut), reused \(componentsReused); "
            + "mounts \(mounts): views created \(viewsCreated), reused \(viewsReused), mutations \(viewMutations)"
    }

    mutating func add(_ counts: LayoutPassCounts) {
        renderPasses += 1
        componentsBuilt += counts.componentsBuilt
        componentsLaidOut += counts.componentsLaidOut
        componentsReused += counts.componentsReused
    }

    mutating func add(_ statistics: MountStatistics) {
        mounts += 1
        viewsCreated += statistics.created
        viewsReused += statistics.reused
        viewMutations += statistics.mutationCount
    }
}
