import Foundation

/// Loading more as the person scrolls, as Texture's batch fetching: when the
/// visible rect comes within ``ListView/leadingScreensForBatching`` screens
/// of the end, the list asks the app once for more, shows a spinner after
/// its items while the batch loads, and a message with Retry if it fails.
extension ListView {
    /// Turns batch fetching on. `fetch` is called with a context on the
    /// main actor, on the turn after the list found it needs more (never
    /// during an update), and never while a batch is loading; the app adds
    /// the items (unless the context was cancelled meanwhile), then calls
    /// ``BatchFetchContext/finish(hasMore:)`` or
    /// ``BatchFetchContext/fail(_:)``. A batch not completed within
    /// `timeout` fails as ``BatchFetchError/Reason/timedOut(after:)``; a
    /// timeout of zero or less counts as the default, 30 s.
    ///
    /// A list that starts empty, or shorter than the screen, asks at once.
    ///
    /// ```swift
    /// list.enableBatchFetching(leadingScreens: 2) { context in
    ///     Task {
    ///         do {
    ///             let page = try await feed.nextPage()
    ///             guard !context.isCancelled else { return }   // the list was refreshed meanwhile
    ///             insert(page.items)
    ///             context.finish(hasMore: page.hasMore)
    ///         } catch {
    ///             context.fail(error)
    ///         }
    ///     }
    /// }
    /// ```
    public func enableBatchFetching(
        leadingScreens: CGFloat = 2, timeout: Duration = .seconds(30), _ fetch: @escaping @MainActor (BatchFetchContext) -> Void
    ) {
        batchFetching.handler = fetch
        leadingScreensForBatching = leadingScreens
        batchFetching.timeout = timeout > .zero ? timeout : .seconds(30)
        if batchFetching.status == .disabled { batchFetching.status = .idle }
        showBatchFetchStatus()
        rebuildGeometry()
        // A list with no data source yet mounts nothing, which is where the need is noticed otherwise.
        scheduleBatchFetchIfNeeded()
    }

    /// Turns batch fetching off: a batch in flight is cancelled and the footer goes.
    public func disableBatchFetching() {
        batchFetching.context?.cancel()
        batchFetching.footer?.removeFromSuperview()
        batchFetching = BatchFetchingState()
        rebuildGeometry()
    }

    /// How many screens (visible extents) before the end of the content a
    /// batch is asked for; 2 by default. Not a number or negative counts as
    /// 0; at most 100.
    public var leadingScreensForBatching: CGFloat {
        get { batchFetching.leadingScreens }
        set {
            batchFetching.leadingScreens = newValue.isNaN ? 0 : Swift.min(100, Swift.max(0, newValue))
            scheduleBatchFetchIfNeeded()
        }
    }

    /// Where batch fetching stands.
    public var batchFetchStatus: BatchFetchStatus { batchFetching.status }

    /// The footer shown after the items while batch fetching is on.
    public var batchFetchFooterView: BatchFetchFooterView? { batchFetching.footer }

    /// Asks again for the batch that failed (the footer's Retry button).
    public func retryBatchFetch() {
        guard case .failed = batchFetching.status else { return }
        batchFetching.status = .idle
        beginBatchFetch(force: true)
    }

    /// Starts over, for a list whose contents were replaced (a refresh): a
    /// batch in flight is cancelled, so its late items are not added, and
    /// the list asks for more again when it needs them, even after the app
    /// said there was no more.
    public func resetBatchFetching() {
        guard batchFetching.handler != nil else { return }
        batchFetching.context?.cancel()
        batchFetching.context = nil
        let wasFinished = batchFetching.status == .finished
        batchFetching.status = .idle
        showBatchFetchStatus()
        if wasFinished { rebuildGeometry() } else { scheduleBatchFetchIfNeeded() }
    }

    /// The footer's extent along the scroll axis: kept while more may come,
    /// so showing and hiding the spinner moves nothing.
    var batchFetchFooterExtent: CGFloat {
        switch batchFetching.status {
        case .disabled, .finished: 0
        case .idle, .fetching, .failed: layout.scrollDirection == .vertical ? BatchFetchFooterView.height : BatchFetchFooterView.width
        }
    }

    /// Asks for a batch on the next turn of the main actor if the end is near.
    func scheduleBatchFetchIfNeeded() {
        guard batchFetching.handler != nil, batchFetching.status == .idle, !batchFetching.isScheduled, isNearEnd else { return }
        batchFetching.isScheduled = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            batchFetching.isScheduled = false
            beginBatchFetch(force: false)
        }
    }

    /// Where the items (and the footer) end along the scroll axis: before
    /// a table's footer view and the batch footer.
    private var itemsEnd: CGFloat {
        (layout.scrollDirection == .vertical ? contentSize.height : contentSize.width) - contentTrailingExtent - batchFetchFooterExtent
    }

    /// Whether the visible rect is within the leading screens of the items' end.
    private var isNearEnd: Bool {
        let vertical = layout.scrollDirection == .vertical
        let extent = vertical ? bounds.height : bounds.width
        guard extent > 0 else { return false }
        let visibleEnd = (vertical ? contentOffset.y : contentOffset.x) + extent
        return itemsEnd - visibleEnd <= batchFetching.leadingScreens * extent
    }

    private func beginBatchFetch(force: Bool) {
        guard let handler = batchFetching.handler, batchFetching.status == .idle, force || isNearEnd else { return }
        let context = BatchFetchContext(list: self)
        batchFetching.context = context
        batchFetching.status = .fetching
        showBatchFetchStatus()
        let timeout = batchFetching.timeout
        Task { @MainActor [weak self, weak context] in
            try? await Task.sleep(for: timeout)
            guard let self, let context, self.batchFetching.context === context, !context.isCompleted else { return }
            context.cancel()
            self.batchFetchDidFail(context, .timedOut(after: timeout))
        }
        handler(context)
    }

    func batchFetchDidFinish(_ context: BatchFetchContext, hasMore: Bool) {
        guard batchFetching.context === context else { return }
        batchFetching.context = nil
        batchFetching.status = hasMore ? .idle : .finished
        showBatchFetchStatus()
        if hasMore { scheduleBatchFetchIfNeeded() } else { rebuildGeometry() }
    }

    func batchFetchDidFail(_ context: BatchFetchContext, _ error: BatchFetchError) {
        guard batchFetching.context === context else { return }
        batchFetching.context = nil
        batchFetching.status = .failed(error)
        showBatchFetchStatus()
        window?.announce(error.message, priority: .assertive)
    }

    /// Puts the footer after the items and shows the status in it.
    func showBatchFetchStatus() {
        guard batchFetching.handler != nil else { return }
        let footer: BatchFetchFooterView
        if let existing = batchFetching.footer {
            footer = existing
        } else {
            footer = BatchFetchFooterView()
            footer.retryButton.addTouchUpInsideHandler { [weak self] _ in self?.retryBatchFetch() }
            batchFetching.footer = footer
        }
        if footer.superview !== self { try? addSubview(footer) }
        let extent = batchFetchFooterExtent
        footer.isHidden = extent == 0
        let vertical = layout.scrollDirection == .vertical
        let start = itemsEnd
        footer.frame = vertical
            ? CGRect(x: 0, y: start, width: bounds.width, height: extent)
            : CGRect(x: start, y: 0, width: extent, height: bounds.height)
        footer.show(batchFetching.status)
    }
}
