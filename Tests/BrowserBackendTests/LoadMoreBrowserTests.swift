@testable import BrowserBackend
import BrowserTesting
import ComponentKitLists
import Foundation
import Testing
import ViewTree

private struct FeedRow: Diffable, Equatable {
    let id: Int
    var diffID: Int { id }
}

private struct PageFailure: LocalizedError {
    var errorDescription: String? { "the network is down" }
}

/// A list of 60-point rows that loads 20 at a time: the second batch fails once.
@MainActor
private final class LoadMoreView: View {
    let list = CollectionView()
    private(set) var fetches = 0
    private var count = 0
    private lazy var rows = CollectionViewDataSource(collectionView: list, configuration: DataSourceConfiguration(
        provider: ComponentProvider<FeedRow, Void> { row, _ in
            ViewComponent(view: ViewConfiguration(View.self, [
                .backgroundColor(row.id.isMultiple(of: 2) ? .white : .lightGray), .accessibilityLabel("Row \(row.id)"),
            ]), size: ComponentSize(height: 60))
        },
        context: (), sizeRange: .flexibleHeight(width: 390)))

    required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        try? addSubview(list)
        _ = rows
        list.enableBatchFetching(leadingScreens: 1) { [weak self] context in self?.fetch(context) }
    }

    private func fetch(_ context: BatchFetchContext) {
        fetches += 1
        if fetches == 2 {
            context.fail(PageFailure())
            return
        }
        count += 20
        try? rows.dataSource.setItems((0..<count).map(FeedRow.init(id:)), mode: .synchronous)
        context.finish(hasMore: count < 60)
    }

    override func layoutSubviews() {
        list.frame = bounds
    }
}

@MainActor
@Suite("Loading more in headless Chromium", .serialized, .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct LoadMoreBrowserTests {
    @Test("Wheel-scrolling to the end loads the next page; a failure shows its message and Retry, which the keyboard reaches and presses")
    func scrollToLoadAndRetryByKeyboard() async throws {
        try await BrowserHarness.with(content: { LoadMoreView() }) { harness in
            let driver = try harness.requireDriver()
            try await driver.navigate(to: harness.url)
            try await driver.waitUntil("return document.querySelectorAll('[role=listitem]').length > 0", timeout: .seconds(30), "the first page")
            // 20 rows of 60 points; the second page is asked for within one screen of the end.
            for _ in 0..<12 {
                try await driver.wheel(x: 200, y: 300, deltaY: 120)
                try await Task.sleep(for: .milliseconds(30))
            }
            try await driver.waitUntil("return document.body.innerText.includes('Could not load more: the network is down')",
                                       timeout: .seconds(30), "the failure row")
            let view = try #require(harness.session?.contentView as? LoadMoreView)
            #expect(view.fetches == 2)
            try await driver.press("Tab")
            try await driver.waitUntil("return document.activeElement && document.activeElement.innerText.trim() === 'Retry'",
                                       timeout: .seconds(30), "Retry to take focus")
            try await driver.press("Enter")
            try await BrowserHarness.waitForServer(timeout: .seconds(20)) { view.list.itemCounts == [40] }
            #expect(view.list.itemCounts == [40])
            #expect(view.fetches == 3)
        }
    }
}
