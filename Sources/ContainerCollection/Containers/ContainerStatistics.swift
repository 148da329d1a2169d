/// What a ``ContainerCollectionController`` has done with its controllers
/// and layout, for tests and benchmarks.
public struct ContainerStatistics: Hashable, Sendable {
    /// Controllers made by the delegate because none with the reuse identifier was free.
    public var controllersCreated = 0
    /// Controllers taken from the reuse pool for another element.
    public var controllersReused = 0
    /// Times the delegate updated a controller with an element's data.
    public var controllerUpdates = 0
    /// Pooled controllers released by memory warnings.
    public var controllersPurged = 0
    /// Size invalidations heard from child controllers.
    public var sizeInvalidations = 0
    /// Layout passes that applied new sizes (coalesced invalidations).
    public var layoutPasses = 0
    /// Batch updates applied from diffs.
    public var batchUpdates = 0
    /// Full reloads of the list.
    public var reloads = 0
}
