import ComponentKitLists
import Foundation
import Testing

extension ListsInDepth {
    // sample: lists-sharing
    /// A list every session shows alike: its provider is made once, so each
    /// session's configuration holds a copy of the same one.
    enum SpeciesList {
        static let provider = ComponentProvider<String, Void> { name, _ in
            InsetComponent(insets: EdgeInsets(horizontal: 16, vertical: 12), child: LabelComponent(name))
        }

        static func configuration(width: CGFloat) -> DataSourceConfiguration<String, Void> {
            var configuration = DataSourceConfiguration(provider: provider, context: (), sizeRange: .flexibleHeight(width: width))
            configuration.sharesPreparedItems = true
            return configuration
        }
    }
    // end-sample

    @MainActor
    @Suite("Lists in depth: sharing items")
    struct SharedItemsSampleTests {
        @Test("Two sessions' lists of the same species share each row's layout")
        func sessionsShare() throws {
            let names = ["Vaquita", "Kākāpō", "Axolotl"].map { "\($0) \(UUID().uuidString)" }
            var changeset = Changeset<String>(insertedSections: [0])
            for (index, name) in names.enumerated() { changeset.insertedItems[[0, index]] = name }
            // A server with metrics adds a default analytics listener, which turns
            // sharing off; other tests run such servers in this process.
            var configuration = SpeciesList.configuration(width: 390)
            configuration.analyticsListeners = []
            let first = DataSource(configuration: configuration)
            let second = DataSource(configuration: configuration)
            try first.apply(changeset, mode: .synchronous)
            try second.apply(changeset, mode: .synchronous)
            for index in names.indices {
                let mine = try #require(first.state.item(at: [0, index]))
                let theirs = try #require(second.state.item(at: [0, index]))
                #expect(mine.layout === theirs.layout)
            }
        }
    }
}
