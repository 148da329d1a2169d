import ComponentKitLists
import Foundation
import Testing

extension ListsInDepth {
    @MainActor
    @Suite("Lists in depth")
    struct ListsInDepthTests {
        let animals = ["Amur leopard", "Snow leopard", "Sun bear", "Sloth bear"].enumerated().map { Animal(id: $0, name: $1) }

        func fill(_ screen: AnimalsScreen) throws {
            var changeset = Changeset<Animal>(insertedSections: [0])
            for (index, animal) in animals.enumerated() { changeset.insertedItems[[0, index]] = animal }
            try screen.animals.apply(changeset, mode: .synchronous)
        }

        @Test("Tapping a row selects it: the screen hears it and the row's component shows it")
        func selection() throws {
            let screen = AnimalsScreen()
            let window = Window(size: CGSize(width: 390, height: 844))
            try window.rootView.addSubview(screen.tableView)
            try fill(screen)
            let row = try #require(screen.animals.cell(forRowAt: [0, 1]))
            let point = row.convert(CGPoint(x: 100, y: 10), to: nil)
            window.send(PointerEvent(.down, at: point, time: 0))
            window.send(PointerEvent(.up, at: point, time: 0.1))
            #expect(screen.opened == [animals[1]])
            let background = row.subtree.first { $0.backgroundColor == .tint && !$0.isHidden }
            #expect(background != nil)
            #expect(row.subtree.compactMap { $0 as? Label }.first?.textColor == .white)
        }

        @Test("Accessories, separators and section header components")
        func chrome() throws {
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            ListsInDepth.styleTable(table)
            // sample: lists-attach-supplementary
            let catalogue = Catalogue()   // keep it: the adapter holds it weakly (a property of your screen)
            let zoo = TableViewDataSource(
                tableView: table,
                configuration: DataSourceConfiguration(provider: ListsInDepth.provider, context: (), sizeRange: .flexibleHeight(width: 390)),
                cellConfiguration: ListsInDepth.cellConfiguration)
            zoo.supplementaryDataSource = catalogue
            // end-sample
            let styled = zoo
            var changeset = Changeset<Animal>(insertedSections: [0, 1])
            changeset.insertedItems = [[0, 0]: animals[0], [0, 1]: animals[1], [1, 0]: animals[2], [1, 1]: animals[3]]
            try styled.apply(changeset, mode: .synchronous)
            let first = try #require(styled.cell(forRowAt: [0, 0]))
            #expect(first.accessoryType == .detailDisclosureButton && first.separatorInset == EdgeInsets())
            #expect(styled.cell(forRowAt: [0, 1])?.accessoryType == .disclosureIndicator)
            let header = try #require(table.supplementaryView(.header, inSection: 1))
            #expect(header.subtree.compactMap { $0 as? Label }.map(\.text.string).contains("Bears"))
            #expect(table.frame(of: .footer, inSection: 1) != nil)
            #expect(table.frame(of: .footer, inSection: 0) == nil)

            // sample: lists-table-header
            zoo.tableHeaderComponent = LabelComponent(AttributedText("4 animals"), font: .system(size: 13))
            // end-sample
            #expect(table.tableHeaderView != nil)
            #expect(table.frame(of: .header, inSection: 0)?.minY == table.tableHeaderView?.frame.maxY)
        }

        @Test("Swipe actions reach the inbox, by swipe and by key")
        func swipeActions() throws {
            let screen = AnimalsScreen()
            let inbox = Inbox()
            screen.animals.supplementaryDataSource = inbox
            let window = Window(size: CGSize(width: 390, height: 844))
            try window.rootView.addSubview(screen.tableView)
            try fill(screen)
            let table = screen.tableView
            #expect(table.showSwipeActions(forRowAt: [0, 2], edge: .trailing))
            #expect(table.swipeActionButtons.map(\.currentTitle) == ["Delete", "Archive"])
            #expect(table.performSwipeAction(at: 1, forRowAt: [0, 2], edge: .trailing))
            #expect(table.performSwipeAction(at: 0, forRowAt: [0, 3], edge: .leading))
            let row = try #require(screen.animals.cell(forRowAt: [0, 0]))
            #expect(row.accessibilityCustomActions.map(\.name) == ["Delete", "Archive", "Pin"])
            #expect(inbox.log == ["archive 2", "pin 3"])
        }

        @Test("Scrolling to an item inside the content inset")
        func scrolling() throws {
            let screen = AnimalsScreen()
            screen.tableView.frame.size.height = 100
            try fill(screen)
            let tableView = screen.tableView
            // sample: lists-scroll-to-item
            tableView.contentInset = EdgeInsets(top: 44)            // a bar overlaps the table's top
            try tableView.scrollToItem(at: [0, 3], position: .top, animated: true)
            // end-sample
            let frame = try #require(tableView.frameForItem(at: [0, 3]))
            #expect(tableView.contentOffset.y == min(frame.minY - 44, tableView.maximumContentOffset.y))
            #expect(throws: ListItemNotFoundError.self) { try tableView.scrollToItem(at: [0, 9], position: .top, animated: false) }
        }
    }
}

extension ListsInDepth {
    /// Three pages of 10 quotes, the second failing once.
    final class ThreePages: QuoteSource, @unchecked Sendable {
        private let lock = NSLock()
        private var failedOnce = false

        func page(after last: Int?) async throws -> (quotes: [Quote], hasMore: Bool) {
            let start = (last ?? -1) + 1
            let fail = lock.withLock { () -> Bool in
                defer { if start == 10 { failedOnce = true } }
                return start == 10 && !failedOnce
            }
            if fail { throw URLError(.timedOut) }
            return ((start..<start + 10).map { Quote(id: $0, text: "Quote \($0)") }, start < 20)
        }
    }

    @MainActor
    @Suite("Lists in depth: feeds")
    struct FeedTests {
        @Test("The feed adapter shows a first load's first screen at once, then the rest; rows glide when one is removed")
        func firstScreenAndRelayout() async throws {
            let list = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let window = Window(size: CGSize(width: 390, height: 844))
            try window.rootView.addSubview(list)
            let adapter = ListsInDepth.makeFeedAdapter(in: list)
            let quotes = (0..<1_000).map { Quote(id: $0, text: "Quote \($0)") }
            try adapter.dataSource.setItems(quotes, mode: .synchronous)
            let first = list.itemCounts
            #expect(first.count == 1 && first[0] > 0 && first[0] < 1_000)
            await adapter.dataSource.waitUntilIdle()
            #expect(list.itemCounts == [1_000])
            _ = window.takeTransaction()
            let second = try #require(list.cell(forItemAt: [0, 1]))
            try adapter.dataSource.setItems(Array(quotes.dropFirst()), mode: .synchronous)
            let glided = window.takeTransaction().mutations.contains {
                if case let .animate(id, animation) = $0 { id == second.id && animation.key == "frame" } else { false }
            }
            #expect(glided)
        }

        @Test("The feed loads a page at once, the next as it nears the end, shows a failure, and Retry loads it")
        func feed() async throws {
            let feed = QuoteFeed(source: ThreePages())
            let window = Window(size: CGSize(width: 390, height: 844))
            try window.rootView.addSubview(feed.collectionView)
            let list = feed.collectionView
            func waitFor(_ condition: () -> Bool) async throws {
                for _ in 0..<200 where !condition() { try await Task.sleep(for: .milliseconds(5)) }
            }
            try await waitFor { list.itemCounts == [10] && list.batchFetchStatus == .idle }
            #expect(list.itemCounts == [10])
            list.scroll(to: CGPoint(x: 0, y: list.maximumContentOffset.y))
            try await waitFor { if case .failed = list.batchFetchStatus { return true }; return false }
            guard case .failed = list.batchFetchStatus else {
                Issue.record("the second page's failure was not shown: \(list.batchFetchStatus)")
                return
            }
            list.batchFetchFooterView?.retryButton.sendTouchUpInside()
            // 20 quotes are still within two screens of the end: the third page follows at once.
            try await waitFor { list.batchFetchStatus == .finished }
            #expect(list.itemCounts == [30] && list.batchFetchStatus == .finished)
        }

        /// One page of 10 quotes, counting the requests.
        final class OnePage: QuoteSource, @unchecked Sendable {
            private let lock = NSLock()
            private var served = 0
            var requests: Int { lock.withLock { served } }

            func page(after last: Int?) async throws -> (quotes: [Quote], hasMore: Bool) {
                lock.withLock { served += 1 }
                guard last == nil else { return ([], false) }
                return ((0..<10).map { Quote(id: $0, text: "Quote \($0)") }, false)
            }
        }

        @Test("Refreshing by keyboard reloads the first page and ends the refresh")
        func refresh() async throws {
            let source = OnePage()
            let feed = QuoteFeed(source: source)
            let window = Window(size: CGSize(width: 390, height: 844))
            let list = feed.collectionView
            try window.rootView.addSubview(list)
            ListsInDepth.addPullToRefresh(to: list, reload: feed.reload)
            for _ in 0..<200 where list.itemCounts != [10] { try await Task.sleep(for: .milliseconds(5)) }
            let control = try #require(list.refreshControl)
            #expect(window.focusNext() && window.firstResponder === control)
            #expect(window.send(KeyEvent(.down, key: .enter)))
            #expect(control.isRefreshing)
            for _ in 0..<200 where control.isRefreshing { try await Task.sleep(for: .milliseconds(5)) }
            #expect(!control.isRefreshing && list.itemCounts == [10])
            for _ in 0..<200 where list.batchFetchStatus != .finished { try await Task.sleep(for: .milliseconds(5)) }
            #expect(source.requests == 3, "the first page, the first page again, then (the list reset and short) an ask for more: none")
            #expect(list.itemCounts == [10])
        }

        @Test("The header fades in over the first 100 points of scrolling")
        func fader() {
            let header = View()
            let fader = HeaderFader(header: header)
            let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scroll.contentSize = CGSize(width: 100, height: 1_000)
            scroll.scrollDelegate = fader
            scroll.scroll(to: CGPoint(x: 0, y: 50))
            #expect(header.alpha == 0.5)
        }
    }
}
