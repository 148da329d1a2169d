/// What a ``ListView`` has done with its cells, for tests and benchmarks.
public struct ListViewStatistics: Hashable, Sendable {
    /// Cells instantiated because no reusable one was queued.
    public var cellsCreated = 0
    /// Cells taken from a reuse queue.
    public var cellsReused = 0
    /// Cells configured by the data source (mounted or reloaded).
    public var cellsConfigured = 0
}
