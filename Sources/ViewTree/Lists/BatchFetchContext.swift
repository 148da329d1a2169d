import Foundation

/// One request for more items, handed to a list's batch fetch handler, as
/// Texture's `ASBatchContext`: the app loads the next page, adds its items
/// to the list, then calls ``finish(hasMore:)``, or ``fail(_:)`` when the
/// load failed.
///
/// A list asks for one batch at a time. A context whose list was reset
/// (``ListView/resetBatchFetching()``) or that timed out is cancelled: what
/// it is told then is ignored. Check ``isCancelled`` before adding a page's
/// items, so a page that arrives for a list that was replaced (refreshed)
/// is dropped rather than added to the new list.
///
/// ```swift
/// list.enableBatchFetching { context in
///     Task {
///         do {
///             let page = try await feed.nextPage()
///             guard !context.isCancelled else { return }
///             insert(page.items)
///             context.finish(hasMore: page.hasMore)
///         } catch {
///             context.fail(error)
///         }
///     }
/// }
/// ```
@MainActor
public final class BatchFetchContext {
    /// Whether the list no longer wants this batch (it was reset, or the
    /// fetch timed out); completing it does nothing.
    public private(set) var isCancelled = false
    /// Whether ``finish(hasMore:)`` or ``fail(_:)`` was called.
    public private(set) var isCompleted = false

    private weak var list: ListView?

    init(list: ListView) {
        self.list = list
    }

    /// The batch is in: the list asks for more when the end comes near
    /// again, unless `hasMore` is false, which ends batch fetching.
    public func finish(hasMore: Bool = true) {
        guard complete() else { return }
        list?.batchFetchDidFinish(self, hasMore: hasMore)
    }

    /// The batch failed: the list shows `error`'s description with a Retry
    /// button in its footer, and announces it.
    public func fail(_ error: any Error) {
        guard complete() else { return }
        list?.batchFetchDidFail(self, BatchFetchError(error))
    }

    /// Marks the context cancelled (the list no longer wants it).
    func cancel() {
        isCancelled = true
    }

    /// Marks it completed, returning whether this completion counts.
    private func complete() -> Bool {
        guard !isCancelled, !isCompleted else { return false }
        isCompleted = true
        return true
    }
}
