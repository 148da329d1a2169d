import Foundation

extension BuildingAFeed {
    // sample: feed-source
    /// Pages of quotes after a delay, as a server would send them; some pages
    /// fail on their first attempt, so the feed has failures to show.
    actor QuoteSource {
        static let sayings: [(text: String, author: String)] = [
            ("Be yourself; everyone else is already taken.", "Oscar Wilde"),
            ("The secret of getting ahead is getting started.", "Mark Twain"),
            ("Simplicity is the ultimate sophistication.", "Leonardo da Vinci"),
            ("Well begun is half done.", "Aristotle"),
            ("Brevity is the soul of wit.", "William Shakespeare"),
            ("Nothing will come of nothing.", "William Shakespeare"),
            ("Whatever you are, be a good one.", "Abraham Lincoln"),
        ]

        let delay: Duration
        let pageSize: Int
        let failingPages: Set<Int>
        /// One more for each `restart()`: a refresh starts a new stream.
        private(set) var generation = 0
        private var attempted: Set<Int> = []

        init(delay: Duration = .milliseconds(600), pageSize: Int = 20, failingPages: Set<Int> = [2]) {
            self.delay = delay
            self.pageSize = pageSize
            self.failingPages = failingPages
        }

        /// Page `number`, from 0; it never runs out.
        func page(_ number: Int) async throws -> [Quote] {
            let generation = generation
            let firstAttempt = attempted.insert(number).inserted
            try await Task.sleep(for: delay)
            if firstAttempt, failingPages.contains(number) { throw URLError(.timedOut) }
            return (number * pageSize..<(number + 1) * pageSize).map { position in
                let saying = Self.sayings[(position + generation * 3) % Self.sayings.count]
                let style: Quote.Style = [.card, .headline, .card, .reveal][position % 4]
                return Quote(id: Quote.ID(generation: generation, position: position),
                             text: saying.text, author: saying.author, style: style)
            }
        }

        /// Starts a new stream: other quotes first, and the failures again.
        func restart() {
            generation += 1
            attempted = []
        }
    }
    // end-sample
}
