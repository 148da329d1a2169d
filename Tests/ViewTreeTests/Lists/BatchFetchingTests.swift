import Foundation
import Testing
@testable import ViewTree

private struct PageMissing: LocalizedError {
    var errorDescription: String? { "the server is down" }
}

@MainActor
@Suite("Batch fetching", .serialized)
struct BatchFetchingTests {
    /// A list of 50-point rows in a 100-point window, with `items` rows.
    private func makeList(items: Int) throws -> (Window, CollectionView, HeightsSource) {
        let window = Window(size: CGSize(width: 100, height: 100))
        let source = HeightsSource([Array(repeating: 50, count: items)])
        let list = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        list.workingRange = 0
        list.dataSource = source
        try window.rootView.addSubview(list)
        list.reloadData()
        return (window, list, source)
    }

    /// Lets the list's scheduled batch begin.
    private func settle() async {
        for _ in 0..<5 { await Task.yield() }
    }

    private func append(_ count: Int, to source: HeightsSource, in list: ListView) throws {
        let start = source.sections[0].count
        source.sections[0] += Array(repeating: 50, count: count)
        try list.performBatchUpdates(ListUpdate(insertedItems: Set((start..<start + count).map { [0, $0] })))
    }

    @Test("A list within two screens of its end asks once, shows a spinner, and asks again only after the batch is in")
    func asksOnceAtATime() async throws {
        let (_, list, source) = try makeList(items: 10)   // 500 points of rows
        var contexts: [BatchFetchContext] = []
        list.enableBatchFetching { contexts.append($0) }
        await settle()
        #expect(contexts.isEmpty, "at the top, 400 points (4 screens) remain")
        list.scroll(to: CGPoint(x: 0, y: 200))   // 200 points remain: within 2 screens
        await settle()
        list.scroll(to: CGPoint(x: 0, y: 210))
        await settle()
        #expect(contexts.count == 1, "never two at once")
        #expect(list.batchFetchStatus == .fetching)
        let footer = try #require(list.batchFetchFooterView)
        #expect(!footer.isHidden && !footer.spinner.isHidden && footer.spinner.isAnimating)
        #expect(footer.frame == CGRect(x: 0, y: 500, width: 100, height: 64), "after the rows")
        #expect(list.contentSize.height == 564)

        try append(10, to: source, in: list)
        contexts[0].finish()
        #expect(list.batchFetchStatus == .idle)
        #expect(footer.frame.minY == 1_000 && footer.spinner.isHidden)
        await settle()
        #expect(contexts.count == 1, "800 points remain after the new rows")
        list.scroll(to: CGPoint(x: 0, y: 800))
        await settle()
        #expect(contexts.count == 2)
        contexts[1].finish(hasMore: false)
        #expect(list.batchFetchStatus == .finished)
        #expect(footer.isHidden && list.contentSize.height == 1_000, "no more: the footer's space goes")
        list.scroll(to: CGPoint(x: 0, y: 900))
        await settle()
        #expect(contexts.count == 2)
    }

    @Test("An empty list asks at once")
    func emptyListAsks() async throws {
        let (_, list, source) = try makeList(items: 0)
        defer { withExtendedLifetime(source) {} }
        var asked = 0
        list.enableBatchFetching { _ in asked += 1 }
        await settle()
        #expect(asked == 1)
    }

    @Test("A list without a data source yet asks at once too, once")
    func listWithoutDataSourceAsks() async throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let list = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        try window.rootView.addSubview(list)
        var asked = 0
        list.enableBatchFetching { _ in asked += 1 }
        await settle()
        #expect(asked == 1)
    }

    @Test("A failure shows its message and Retry, is announced, and Retry asks again")
    func failureAndRetry() async throws {
        let (window, list, source) = try makeList(items: 1)
        defer { withExtendedLifetime(source) {} }
        var contexts: [BatchFetchContext] = []
        list.enableBatchFetching { contexts.append($0) }
        await settle()
        _ = window.takeTransaction()
        contexts[0].fail(PageMissing())
        let message = "Could not load more: the server is down"
        #expect(list.batchFetchStatus == .failed(BatchFetchError(PageMissing())))
        let footer = try #require(list.batchFetchFooterView)
        #expect(footer.messageLabel.text.string == message && !footer.retryButton.isHidden && footer.spinner.isHidden)
        #expect(footer.messageLabel.accessibilityLiveRegion == .assertive)
        #expect(window.takeTransaction().mutations.contains { if case .announce(message, .assertive) = $0 { return true }; return false })
        contexts[0].finish()
        #expect(list.batchFetchStatus == .failed(BatchFetchError(PageMissing())), "a completed context completes once")

        footer.retryButton.sendTouchUpInside()
        #expect(contexts.count == 2 && list.batchFetchStatus == .fetching)
        #expect(footer.retryButton.isHidden)
    }

    @Test("A batch that never completes times out into the failure state")
    func timeout() async throws {
        let (_, list, source) = try makeList(items: 1)
        defer { withExtendedLifetime(source) {} }
        var contexts: [BatchFetchContext] = []
        list.enableBatchFetching(timeout: .milliseconds(50)) { contexts.append($0) }
        await settle()
        try await Task.sleep(for: .milliseconds(300))
        #expect(list.batchFetchStatus == .failed(.timedOut(after: .milliseconds(50))))
        #expect(contexts.first?.isCancelled == true)
        contexts.first?.finish()
        #expect(list.batchFetchStatus == .failed(.timedOut(after: .milliseconds(50))), "its late answer is dropped")
    }

    @Test("A reset drops the batch in flight, so a page for the replaced list is not taken")
    func resetDropsLateBatch() async throws {
        let (_, list, source) = try makeList(items: 1)
        defer { withExtendedLifetime(source) {} }
        var contexts: [BatchFetchContext] = []
        list.enableBatchFetching { contexts.append($0) }
        await settle()
        list.resetBatchFetching()
        #expect(contexts[0].isCancelled)
        contexts[0].finish(hasMore: false)
        #expect(list.batchFetchStatus != .finished, "the cancelled batch's answer is ignored")
        await settle()
        #expect(contexts.count == 2, "the reset list asks again")
    }

    @Test("Leading screens are clamped where they enter; disabling removes the footer and its space")
    func settings() throws {
        let (_, list, source) = try makeList(items: 10)
        defer { withExtendedLifetime(source) {} }
        list.enableBatchFetching(leadingScreens: .nan) { _ in }
        #expect(list.leadingScreensForBatching == 0)
        list.leadingScreensForBatching = -3
        #expect(list.leadingScreensForBatching == 0)
        list.leadingScreensForBatching = 1e9
        #expect(list.leadingScreensForBatching == 100)
        #expect(list.contentSize.height == 564)
        list.disableBatchFetching()
        #expect(list.batchFetchStatus == .disabled && list.batchFetchFooterView == nil && list.contentSize.height == 500)
    }
}
