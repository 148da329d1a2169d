import ComponentKit
@testable import ComponentKitLists
import Foundation
import ViewTree

/// A component that keeps the model it was made from, as ComponentKit's
/// tests' `CKModelExposingComponent`.
struct ModelExposingComponent: CompositeComponent {
    let model: String
    var body: ViewComponent {
        ViewComponent(view: ViewConfiguration(View.self, []), size: ComponentSize(width: .percent(100), height: .points(10)))
    }
}

/// A data source of `String` models, as ComponentKit's
/// `CKDataSourceTestState(provider, nil, sections, items)` makes them: the
/// models are "0", "1", … in order across sections.
@MainActor
enum PendingChangesets {
    struct State {
        var sections: Int
        var items: Int
    }

    static func makeDataSource(_ state: State) throws -> DataSource<String, RowContext> {
        let provider = ComponentProvider<String, RowContext> { model, _ in ModelExposingComponent(model: model) }
        let dataSource = DataSource(configuration: DataSourceConfiguration(
            provider: provider, context: RowContext(), sizeRange: .flexibleHeight(width: 100),
            layoutContext: LayoutContext(pointScale: 1), parallelism: 1))
        if state.sections > 0 {
            var changeset = Changeset<String>(insertedSections: IndexSet(integersIn: 0..<state.sections))
            for section in 0..<state.sections {
                for item in 0..<state.items { changeset.insertedItems[[section, item]] = "\(section * state.items + item)" }
            }
            try dataSource.apply(changeset, mode: .synchronous)
        }
        return dataSource
    }

    /// What `CKIsValidChangesetForState(changeset, state, pending)` answers:
    /// `changeset` applied after `pending` were queued asynchronously.
    static func info(_ changeset: Changeset<String>, state: State, pending: [Changeset<String>]) throws -> InvalidChangesetInfo? {
        let dataSource = try makeDataSource(state)
        for queued in pending { try dataSource.apply(queued, mode: .asynchronous) }
        do {
            try dataSource.apply(changeset, mode: .asynchronous)
            return nil
        } catch {
            return InvalidChangesetInfo(error)
        }
    }

    /// The model of the component at `path` in the data source's state.
    static func model(_ dataSource: DataSource<String, RowContext>, _ path: IndexPath) -> String? {
        (dataSource.state.item(at: path)?.component as? ModelExposingComponent)?.model
    }
}
