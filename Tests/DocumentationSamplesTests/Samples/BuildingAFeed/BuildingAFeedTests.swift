import ComponentKitLists
import Foundation
import Testing

extension BuildingAFeed {
    @MainActor
    @Suite("Building a feed")
    struct BuildingAFeedTests {
        /// The feed in a phone-sized window.
        func makeFeed(_ source: QuoteSource) throws -> (feed: QuoteFeed, window: Window) {
            let feed = QuoteFeed(source: source)
            let window = Window(size: CGSize(width: 390, height: 844))
            try window.rootView.addSubview(feed.collectionView)
            return (feed, window)
        }

        /// Polls `condition` every 5 ms, up to 2 s; records an issue naming `what` if it never holds.
        func wait(for what: String, _ condition: () -> Bool) async throws {
            for _ in 0..<400 where !condition() { try await Task.sleep(for: .milliseconds(5)) }
            if !condition() { Issue.record("timed out waiting for \(what)") }
        }

        @Test("The source pages quotes in order, in every style, and fails a scheduled page once")
        func source() async throws {
            let source = QuoteSource(delay: .zero, pageSize: 20, failingPages: [1])
            let first = try await source.page(0)
            #expect(first.map(\.id.position) == Array(0..<20))
            #expect(Set(first.map(\.style)) == [.card, .headline, .reveal])
            await #expect(throws: URLError.self) { try await source.page(1) }
            #expect(try await source.page(1).map(\.id.position) == Array(20..<40))
            await source.restart()
            let refreshed = try await source.page(0)
            #expect(refreshed.allSatisfy { $0.id.generation == 1 } && refreshed[0].text != first[0].text)
            await #expect(throws: URLError.self) { try await source.page(1) }   // the failures play again
        }

        @Test("The first page, shown by hand, fills the list with one row per quote")
        func firstPage() async throws {
            let window = Window(size: CGSize(width: 390, height: 844))
            let feed = try await BuildingAFeed.showFirstPage(in: window)
            #expect(feed.collectionView.itemCounts == [20] && feed.nextPage == 1)
            #expect(feed.collectionView.cell(forItemAt: [0, 0]) != nil)
        }

        @Test("A failed page shows the footer with Retry, and Retry loads it")
        func failureThenRetry() async throws {
            let (feed, _) = try makeFeed(QuoteSource(delay: .zero, failingPages: [1]))
            let list = feed.collectionView
            feed.startLoadingMore()
            try await wait(for: "page 1 to fail") { if case .failed = list.batchFetchStatus { true } else { false } }
            #expect(feed.quotes.count == 20 && list.itemCounts == [20])
            let footer = try #require(list.batchFetchFooterView)
            #expect(!footer.retryButton.isHidden)
            footer.retryButton.sendTouchUpInside()
            try await wait(for: "page 1 after Retry") { feed.quotes.count >= 40 }
            #expect(feed.quotes.prefix(40).map(\.id.position) == Array(0..<40))
            #expect(list.batchFetchStatus != .finished, "an endless feed never says it has no more")
        }

        @Test("Refreshing by keyboard starts the feed over: only the new stream's quotes, and the spinner ends")
        func refresh() async throws {
            let (feed, window) = try makeFeed(QuoteSource(delay: .zero, failingPages: []))
            let list = feed.collectionView
            feed.addPullToRefresh()
            feed.startLoadingMore()
            try await wait(for: "the first pages") { feed.quotes.count >= 20 && list.batchFetchStatus == .idle }
            let control = try #require(list.refreshControl)
            #expect(window.focusNext() && window.firstResponder === control, "Tab reaches the Refresh button first")
            #expect(window.send(KeyEvent(.down, key: .enter)))
            #expect(control.isRefreshing)
            try await wait(for: "the refresh to end") { !control.isRefreshing }
            try await wait(for: "the batch after the refresh") { list.batchFetchStatus == .idle }
            #expect(!feed.quotes.isEmpty && feed.quotes.allSatisfy { $0.id.generation == 1 })
            #expect(feed.quotes.map(\.id.position) == Array(0..<feed.quotes.count))
            #expect(list.itemCounts == [feed.quotes.count])
        }

        @Test("A page asked for before a refresh, arriving after it, is dropped: the new list asks again")
        func pageFromBeforeARefreshIsDropped() async throws {
            let (feed, _) = try makeFeed(QuoteSource(delay: .milliseconds(100), failingPages: []))
            let list = feed.collectionView
            try feed.show(try await feed.source.page(0), nextPage: 1)
            feed.startLoadingMore()
            try await wait(for: "page 1 to be asked for") { list.batchFetchStatus == .fetching }
            // A refresh ends while page 1 is on its way, as `refresh()` ends: a new list, and the batch reset.
            try feed.show(Array(feed.quotes.prefix(3)), nextPage: 1)
            list.resetBatchFetching()
            // The old page 1 is dropped; the new list's own page 1 follows, and page 2 when the person scrolls.
            try await wait(for: "a page after the refresh") { feed.quotes.count >= 23 && list.batchFetchStatus == .idle }
            list.scroll(to: CGPoint(x: 0, y: list.maximumContentOffset.y))
            try await wait(for: "two pages after the refresh") { feed.quotes.count >= 43 }
            let positions = feed.quotes.map(\.id.position)
            #expect(Array(positions.prefix(43)) == [0, 1, 2] + Array(20..<60))
            if case .failed = list.batchFetchStatus { Issue.record("a page was added twice: \(list.batchFetchStatus)") }
        }

        @Test("A refresh that fails leaves the list as it was")
        func failedRefresh() async throws {
            let (feed, _) = try makeFeed(QuoteSource(delay: .zero, failingPages: [0]))
            try feed.show((0..<3).map { Quote(id: Quote.ID(generation: 0, position: $0), text: "q\($0)", author: "a", style: .card) },
                          nextPage: 1)
            await feed.refresh()
            #expect(feed.quotes.map(\.text) == ["q0", "q1", "q2"] && feed.collectionView.itemCounts == [3])
        }

        /// The button of the reveal row at `index`, and the texts of the labels that show in that row.
        func revealRow(_ feed: QuoteFeed, at index: Int) throws -> (button: Button, texts: [String]) {
            let cell = try #require(feed.adapter.cell(forItemAt: [0, index]))
            let button = try #require(cell.subtree.compactMap { $0 as? Button }.first)
            return (button, cell.subtree.compactMap { $0.isHidden ? nil : ($0 as? Label)?.text.string })
        }

        @Test("“Who said it?” shows the author, the row grows and the rows below move down; pressed again, it hides it")
        func toggle() async throws {
            let (feed, _) = try makeFeed(QuoteSource(delay: .zero, failingPages: []))
            feed.polish()
            try feed.show(try await feed.source.page(0), nextPage: 1)
            await feed.adapter.waitUntilIdle()
            let row = try #require(feed.quotes.firstIndex { $0.style == .reveal })
            let author = "— \(feed.quotes[row].author)"
            let before = try revealRow(feed, at: row)
            #expect(before.button.title(for: .normal) == "Who said it?" && !before.texts.contains(author))
            let height = try #require(feed.collectionView.frameForItem(at: [0, row])).height
            let below = try #require(feed.collectionView.frameForItem(at: [0, row + 1])).minY

            before.button.sendTouchUpInside()
            await feed.adapter.waitUntilIdle()
            let shown = try revealRow(feed, at: row)
            #expect(shown.button.title(for: .normal) == "Hide the author" && shown.texts.contains(author))
            let grown = try #require(feed.collectionView.frameForItem(at: [0, row])).height
            #expect(grown > height)
            #expect(try #require(feed.collectionView.frameForItem(at: [0, row + 1])).minY == below + grown - height)

            shown.button.sendTouchUpInside()
            await feed.adapter.waitUntilIdle()
            let hidden = try revealRow(feed, at: row)
            #expect(hidden.button.title(for: .normal) == "Who said it?" && !hidden.texts.contains(author))
        }

        @Test("Polished: a long first load shows its first screen at once and the rest after; rows glide")
        func polish() async throws {
            let (feed, window) = try makeFeed(QuoteSource(delay: .zero, failingPages: []))
            feed.polish()
            #expect(feed.adapter.dataSource.stateUpdateBoundsAnimation != nil)
            let quotes = (0..<500).map { Quote(id: Quote.ID(generation: 0, position: $0), text: "Quote \($0)", author: "A", style: .card) }
            try feed.show(quotes, nextPage: 25)
            let first = feed.collectionView.itemCounts
            #expect(first.count == 1 && first[0] > 0 && first[0] < 500, "only the first screen is made at once: \(first)")
            await feed.adapter.waitUntilIdle()
            #expect(feed.collectionView.itemCounts == [500])
            _ = window.takeTransaction()
            let second = try #require(feed.collectionView.cell(forItemAt: [0, 1]))
            try feed.show(Array(quotes.dropFirst()), nextPage: 25)
            let glided = window.takeTransaction().mutations.contains {
                if case let .animate(id, animation) = $0 { id == second.id && animation.key == "frame" } else { false }
            }
            #expect(glided)
        }

        @Test("The grid puts two columns in a 700-point list, each row laid out a column wide")
        func grid() async throws {
            let (feed, _) = try makeFeed(QuoteSource(delay: .zero, failingPages: []))
            feed.collectionView.frame.size.width = 700
            try feed.show(try await feed.source.page(0), nextPage: 1)
            feed.showAsGrid(minimumWidth: 300, spacing: 8)
            await feed.adapter.waitUntilIdle()
            let list = feed.collectionView
            let first = try #require(list.frameForItem(at: [0, 0]))
            let second = try #require(list.frameForItem(at: [0, 1]))
            let third = try #require(list.frameForItem(at: [0, 2]))
            #expect(first.minY == second.minY && second.minX == first.maxX + 8 && third.minY > first.minY)
            #expect(abs(first.width - (700 - 16 - 8) / 2) < 0.001)
            #expect(abs(feed.adapter.dataSource.state.configuration.sizeRange.max.width - first.width) < 0.001)
            // Each row's content fits its column.
            let cell = try #require(list.cell(forItemAt: [0, 0]))
            #expect(cell.subtree.allSatisfy { $0 === cell || $0.frame.maxX <= first.width + 0.5 })
        }

        @Test("The authors' rail heads the list: as wide as the list, scrolling over every author the source quotes")
        func rail() async throws {
            let (feed, window) = try makeFeed(QuoteSource(delay: .zero, failingPages: []))
            feed.showAuthorsRail()
            try feed.show(try await feed.source.page(0), nextPage: 1)
            let rail = try #require(feed.collectionView.subtree.first { $0 is ScrollView && !($0 is ListView) } as? ScrollView)
            #expect(rail.frame.width == 390 && rail.contentSize.width > 390)
            #expect(rail.accessibilityName == "Authors" && rail.scrollsByKeyboard)
            let authors = Set(QuoteSource.sayings.map(\.author))
            #expect(rail.subtree.compactMap { ($0 as? Label)?.text.string }.sorted() == authors.sorted())
            #expect(rail.becomeFirstResponder())
            _ = window.send(KeyEvent(.down, key: .end))
            #expect(rail.contentOffset.x == rail.maximumContentOffset.x)
        }
    }
}
