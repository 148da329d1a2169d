@testable import ExamplesApp
import ComponentKit
import Foundation
import RasterBackend
import Testing
import ViewTree

/// The quotes feed in a 390×844 window: pages loaded by batch fetching as the
/// list is scrolled, the failure row and Retry, refreshing, and the style
/// that changes on tap.
@MainActor
@Suite("Quotes feed screen", .serialized)
struct FeedScreenTests {
    /// The app with a feed source answering at once; the next page is asked
    /// for half a screen before the end, so the first page alone asks for nothing.
    func feed(delay: Duration = .zero, failingPageInterval: Int = 4) async throws -> (Window, ExamplesApp, FeedScreen) {
        let library = try PhotoLibrary.samples()
        let environment = ExamplesEnvironment(
            photos: LibraryPhotoSource(library: library), downloader: LibraryImageDownloader(library: library),
            baseURL: URL(string: "http://localhost/")!,
            layoutContext: LayoutContext(textMeasurer: PangoTextSystem.shared, pointScale: 2),
            feed: FeedSettings(delay: delay, failingPageInterval: failingPageInterval, leadingScreens: 0.5))
        let window = Window(size: CGSize(width: 390, height: 844))
        let app = ExamplesApp(environment: environment)
        app.tabBar.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        try window.rootView.addSubview(app.tabBar)
        let feed = app.showFeed()
        await feed.loading?.value
        return (window, app, feed)
    }

    /// Waits (up to 5 s) for `condition`, letting the feed's tasks run.
    func wait(_ what: Comment, _ condition: () -> Bool) async throws {
        for _ in 0..<500 where !condition() { try await Task.sleep(for: .milliseconds(10)) }
        #expect(condition(), what)
    }

    /// Scrolls the list to its end, where it asks for the next page.
    func scrollToEnd(_ feed: FeedScreen) {
        let list = feed.collectionView
        list.scroll(to: CGPoint(x: 0, y: list.maximumContentOffset.y))
    }

    @Test("The first page shows 20 quotes; scrolling to the end appends the next 20, and again")
    func loadMore() async throws {
        let (_, _, feed) = try await feed()
        #expect(feed.quotes.count == 20)
        #expect(feed.collectionView.itemCounts == [20])
        #expect(feed.collectionView.batchFetchStatus == .idle, "the first page ends more than half a screen below")
        scrollToEnd(feed)
        try await wait("the second page") { feed.collectionView.itemCounts == [40] }
        #expect(feed.quotes.map(\.id.position) == Array(0..<40))
        scrollToEnd(feed)
        try await wait("the third page") { feed.collectionView.itemCounts == [60] }
        #expect(feed.quotes.map(\.id.position) == Array(0..<60))
        #expect(await feed.source.requestCount == 3)
    }

    @Test("The fourth page fails: the footer shows why with Retry; Retry brings it")
    func failureThenRetry() async throws {
        let (window, _, feed) = try await feed()
        let list = feed.collectionView
        for expected in [40, 60] {
            scrollToEnd(feed)
            try await wait("page \(expected / 20)") { list.itemCounts == [expected] }
        }
        scrollToEnd(feed)
        try await wait("the failure") {
            if case .failed = list.batchFetchStatus { return true }
            return false
        }
        #expect(list.itemCounts == [60])
        let footer = try #require(list.batchFetchFooterView)
        #expect(footer.messageLabel.text.string == "Could not load more: page 4 did not arrive")
        #expect(!footer.retryButton.isHidden)
        // Retry by keyboard, as the footer's button.
        #expect(footer.retryButton.becomeFirstResponder())
        #expect(window.send(KeyEvent(.down, key: .space)))
        _ = window.send(KeyEvent(.up, key: .space))
        try await wait("the retried page") { list.itemCounts == [80] }
        #expect(feed.quotes.map(\.id.position) == Array(0..<80))
        #expect(footer.retryButton.isHidden)
    }

    @Test("Refreshing from the Refresh control by keyboard shows a new first page alone, and loading goes on from there")
    func refresh() async throws {
        let (window, _, feed) = try await feed()
        let list = feed.collectionView
        scrollToEnd(feed)
        try await wait("the second page") { list.itemCounts == [40] }
        let control = try #require(list.refreshControl)
        #expect(control.becomeFirstResponder())
        #expect(window.send(KeyEvent(.down, key: .enter)))
        _ = window.send(KeyEvent(.up, key: .enter))
        try await wait("the refresh") { feed.refreshCount == 1 && !control.isRefreshing }
        #expect(window.takeTransaction().mutations.contains(.announce("Refreshed: 20 quotes", priority: .polite)))
        #expect(list.itemCounts == [20])
        #expect(feed.quotes.map(\.id) == (0..<20).map { Quote.ID(generation: 1, position: $0) })
        #expect(feed.quotes[0].text == Quote.samples[Quote.generationStride].text)
        #expect(await feed.source.generation == 1)
        scrollToEnd(feed)
        try await wait("the second page of the new feed") { list.itemCounts == [40] }
        #expect(feed.quotes.allSatisfy { $0.id.generation == 1 })
    }

    @Test("A page still loading when the feed refreshes never reaches the list: it holds the new generation alone, in order")
    func refreshWhileLoading() async throws {
        let (_, _, feed) = try await feed(delay: .milliseconds(150))
        let list = feed.collectionView
        scrollToEnd(feed)
        try await wait("the second page to be asked for") { list.batchFetchStatus == .fetching }
        await feed.refresh()
        #expect(feed.quotes.map(\.id) == (0..<20).map { Quote.ID(generation: 1, position: $0) })
        // At the end again, the list asks for the new generation's second page; nothing of the old one comes late.
        scrollToEnd(feed)
        try await wait("the new second page") { list.itemCounts == [40] }
        try await Task.sleep(for: .milliseconds(300))
        #expect(feed.quotes.map(\.id) == (0..<feed.quotes.count).map { Quote.ID(generation: 1, position: $0) })
        #expect(list.itemCounts == [feed.quotes.count])
        #expect(list.batchFetchStatus == .idle, "no batch left waiting for its timeout")
    }

    @Test("Who said it? shows the author under the quote, and hides it again; the button is a focusable control named by its title")
    func reveal() async throws {
        let (window, _, feed) = try await feed()
        func view(_ identifier: String) -> View? {
            window.rootView.subtree.first { $0.accessibilityIdentifier == identifier && !$0.isHidden }
        }
        let button = try #require(view("quote-3.reveal") as? Button)
        #expect(button.title(for: .normal) == "Who said it?")
        #expect(button.isFocusable && button.accessibilityName == "Who said it?")
        #expect(view("quote-3.author") == nil)
        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        window.send(PointerEvent(.down, at: center, time: 0))
        window.send(PointerEvent(.up, at: center, time: 0.05))
        try await wait("the author") { view("quote-3.author") != nil }
        let author = try #require(view("quote-3.author") as? Label)
        #expect(author.text.string == "— \(feed.quotes[3].author)")
        let shown = try #require(view("quote-3.reveal") as? Button)
        #expect(shown.title(for: .normal) == "Hide the author")
        // By keyboard: Space on the focused button hides it again.
        #expect(shown.becomeFirstResponder())
        #expect(window.send(KeyEvent(.down, key: .space)))
        _ = window.send(KeyEvent(.up, key: .space))
        try await wait("the author hidden") { view("quote-3.author") == nil }
        #expect((view("quote-3.reveal") as? Button)?.title(for: .normal) == "Who said it?")
    }

    @Test("A screen reader hears the first page arrive, and reads each quote and its author; the list is named")
    func accessibility() async throws {
        let (window, _, feed) = try await feed()
        #expect(window.takeTransaction().mutations.contains(.announce("20 quotes loaded", priority: .polite)))
        let elements = try ExamplesAccessibilityTests.screenElements(in: window)
        #expect(elements.first?.description == "heading level 1 \"Quotes\"")
        let names = elements.map(\.name)
        let first = feed.quotes[0], second = feed.quotes[1]
        #expect(names.contains("“\(first.text)”") && names.contains(first.author))
        #expect(names.contains(second.text) && names.contains(second.author))
        #expect(!names.contains(String(second.author.prefix(1))), "the initial in a circle is decoration")
        #expect(elements.contains { $0.role == .button && $0.name == "Refresh" })
        #expect(feed.collectionView.accessibilityLabel == "Quotes")
    }

    @Test("The authors' rail heads the list, scrolls sideways over every author, and stays where it was left while pages load")
    func authorsRail() async throws {
        let (_, _, feed) = try await feed()
        let list = feed.collectionView
        func rail() -> ScrollView? {
            list.subtree.first { view in
                guard view.accessibilityIdentifier == "feed.authors" else { return false }
                var node: View? = view
                while let current = node, !current.isHidden { node = current.superview }
                return node == nil
            } as? ScrollView
        }
        let shown = try #require(rail())
        #expect(shown.contentSize.width > list.bounds.width, "more authors than fit across")
        #expect(shown.subtree.filter { $0.accessibilityIdentifier?.hasPrefix("feed.author-") == true }.count == AuthorsRail.authors.count)
        shown.scroll(to: CGPoint(x: 120, y: 0))
        scrollToEnd(feed)
        try await wait("the second page") { list.itemCounts == [40] }
        // A header stays mounted while its section is in range; each page configures it again, which must not move the rail.
        list.scroll(to: .zero)
        #expect(try #require(rail()).contentOffset.x == 120)
    }
}
