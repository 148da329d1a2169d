import ComponentKitLists
import Foundation
import ViewTree

/// Seed 002's demo: endangered species in a table with section headers, an
/// index, swipe to delete and reordering; deletions and moves go through the
/// transactional data source with their own cell configurations.
@MainActor
public final class AnimalsScreen: ExampleScreen, TableViewSupplementaryDataSource {
    public let title = "Animals"
    public var view: View { container }
    public var barButton: (title: String, action: @MainActor () -> Void)? {
        (tableView.isEditing ? "Done" : "Edit", { [weak self] in self?.toggleEditing() })
    }

    /// The table.
    public let tableView = TableView()
    /// The table's data source.
    public let adapter: TableViewDataSource<Animal, Void>
    private weak var navigation: NavigationView?
    private let container = FillingView()

    /// Deleted rows slide out to the left; inserted ones fade in.
    static let defaultCells = TableViewCellConfiguration(
        rowInsertAnimation: .fade, rowDeleteAnimation: .left,
        configureCell: { cell, indexPath in cell.backgroundColor = indexPath[1] % 2 == 0 ? .white : Color(white: 0.98) })

    init(environment: ExamplesEnvironment, navigation: NavigationView) {
        self.navigation = navigation
        adapter = TableViewDataSource(
            tableView: tableView,
            configuration: DataSourceConfiguration(provider: Self.provider, context: (), sizeRange: .flexibleHeight(width: 390),
                                                   layoutContext: environment.layoutContext),
            cellConfiguration: Self.defaultCells)
        adapter.supplementaryDataSource = self
        var changeset = Changeset<Animal>(insertedSections: IndexSet(integersIn: 0..<Animal.catalogue.count))
        for (section, group) in Animal.catalogue.enumerated() {
            for (item, animal) in group.animals.enumerated() { changeset.insertedItems[[section, item]] = animal }
        }
        try? adapter.apply(changeset, mode: .synchronous)
        container.fill(with: tableView)
        container.onWidthChange = { [weak self] width in self?.resize(to: width) }
    }

    private static let provider = ComponentProvider<Animal, Void> { animal, _ in AnimalRow(animal: animal) }

    private func resize(to width: CGFloat) {
        var configuration = adapter.state.configuration
        configuration.sizeRange = .flexibleHeight(width: width)
        adapter.updateConfiguration(configuration, mode: .synchronous)
    }

    private func toggleEditing() {
        tableView.isEditing.toggle()
        navigation?.updateBar()
    }

    // MARK: TableViewSupplementaryDataSource

    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        Animal.catalogue.indices.contains(section) ? Animal.catalogue[section].group : nil
    }

    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    public func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) {
        // The validated changeset cannot fail: the row was just shown at this index path.
        try? adapter.apply(Changeset(removedItems: [indexPath]), mode: .synchronous, cellConfiguration: Self.defaultCells)
    }

    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    public func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        // The dragged row is already where the user dropped it: move without animation.
        var still = Self.defaultCells
        still.animationsDisabled = true
        try? adapter.apply(Changeset(movedItems: [source: destination]), mode: .synchronous, cellConfiguration: still)
    }

    public func sectionIndexTitles(for tableView: TableView) -> [String]? {
        Animal.catalogue.map { String($0.group.prefix(1)) }
    }
}
