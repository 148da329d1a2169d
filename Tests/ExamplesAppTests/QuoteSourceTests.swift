@testable import ExamplesApp
import Foundation
import Testing

/// The quotes feed's local source: pages, the failure schedule and restarting.
@Suite("Quote source")
struct QuoteSourceTests {
    @Test("Pages hold 20 consecutive quotes with distinct identities, in the four styles in turn, cycling the samples")
    func pages() async throws {
        let source = QuoteSource(settings: FeedSettings(delay: .zero))
        let first = try await source.page(0)
        let second = try await source.page(1)
        #expect(first.number == 0 && second.number == 1)
        #expect(first.quotes.map(\.id.position) == Array(0..<20))
        #expect(second.quotes.map(\.id.position) == Array(20..<40))
        #expect(Set((first.quotes + second.quotes).map(\.diffID)).count == 40)
        #expect(first.quotes.prefix(4).map(\.style) == [.headline, .card, .night, .reveal])
        #expect(first.quotes[19].style == .reveal, "the last row of a page can be revealed")
        #expect(first.quotes[0].text == Quote.samples[0].text && first.quotes[0].author == Quote.samples[0].author)
        // The stream goes round the samples and on: the same words again, a new identity.
        let count = Quote.samples.count
        let again = Quote(generation: 0, position: count)
        #expect(again.text == first.quotes[0].text && again.diffID != first.quotes[0].diffID)
        #expect(Set(Quote.samples.map(\.text)).count == count, "no quote is listed twice")
        #expect(count >= 30)
    }

    @Test("Every fourth page fails on its first attempt only; the error says which page", arguments: [4, 2])
    func failureSchedule(interval: Int) async throws {
        let source = QuoteSource(settings: FeedSettings(delay: .zero, failingPageInterval: interval))
        var failed: [Int] = []
        for number in 0..<8 {
            do {
                _ = try await source.page(number)
            } catch {
                #expect(error == .unavailable(page: number))
                #expect(error.localizedDescription == "page \(number + 1) did not arrive")
                failed.append(number)
                // Asked again, it arrives.
                #expect(try await source.page(number).quotes.count == 20)
            }
        }
        #expect(failed == Array(stride(from: interval - 1, to: 8, by: interval)))
        #expect(await source.requestCount == 8 + failed.count)
    }

    @Test("With no failure interval no page fails; a negative page is refused")
    func noFailures() async throws {
        let source = QuoteSource(settings: FeedSettings(delay: .zero, failingPageInterval: 0))
        for number in 0..<12 { #expect(try await source.page(number).number == number) }
        await #expect(throws: QuoteSourceError.noSuchPage(-1)) { try await source.page(-1) }
    }

    @Test("Restarting begins a new generation further on in the samples and plays the failure schedule again")
    func restart() async throws {
        let source = QuoteSource(settings: FeedSettings(delay: .zero))
        let before = try await source.page(0)
        for number in 1...2 { _ = try await source.page(number) }
        await #expect(throws: QuoteSourceError.unavailable(page: 3)) { try await source.page(3) }
        _ = try await source.page(3)
        await source.restart()
        #expect(await source.generation == 1)
        let after = try await source.page(0)
        #expect(after.generation == 1 && after.quotes[0].id == Quote.ID(generation: 1, position: 0))
        #expect(after.quotes[0].text == Quote.samples[Quote.generationStride].text, "a refresh shows other quotes first")
        #expect(Set(before.quotes.map(\.diffID)).isDisjoint(with: after.quotes.map(\.diffID)))
        await #expect(throws: QuoteSourceError.unavailable(page: 3), "the schedule plays again") { try await source.page(3) }
    }

    @Test("A page arrives after the configured delay")
    func delay() async throws {
        let source = QuoteSource(settings: FeedSettings(delay: .milliseconds(120)))
        let clock = ContinuousClock()
        let start = clock.now
        _ = try await source.page(0)
        #expect(clock.now - start >= .milliseconds(120))
    }
}
