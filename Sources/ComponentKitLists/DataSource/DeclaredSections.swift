/// A data source's declared sections (see ``DataSource/setSections(_:mode:)``),
/// kept type-erased because their section identity type is the caller's.
struct DeclaredSections {
    /// The sections the latest declaration asked for.
    var requested: (any Sendable)?
    /// The sections the changesets applied or queued so far lead to: what
    /// the next declaration is diffed against.
    var queued: (any Sendable)?
    /// Every identity in `queued` (a `Set` of the model's identity type),
    /// kept while declarations only append, so the next append checks its
    /// new identities against it instead of diffing the whole list; nil
    /// after any other change.
    var queuedIDs: Any?
    /// Brings the list to the latest declaration made while changes were
    /// queued; a later declaration replaces it (coalescing).
    var pending: (@MainActor () -> Void)?
    /// Whether a task waits for the queue to drain to run `pending`.
    var isFlushScheduled = false
}
