import ComponentKitLists
import Foundation
import ViewTree

/// Seed 002's demo: endangered species in a table with section headers, an
/// index, swipe to delete and reordering; deletions and moves go through the
/// transactional data source with their own cell configurations. "Add
/// animal" opens a form whose animal is inserted at the top, in an "Added"
/// section; "Right to left" shows the app the other way round.
@MainActor
public final class AnimalsScreen: NavigationScreen, TableViewSupplementaryDataSource {
    public var view: View { container }
    /// "Animals" at `/animals`, with Edit (Done while editing).
    public var navigationItem: NavigationItem {
        NavigationItem(
            title: "Animals", path: "/animals",
            trailingItems: [BarItem(tableView.isEditing ? "Done" : "Edit", identifier: "navigation.action") { [weak self] in
                self?.toggleEditing()
            }])
    }

    /// The table.
    public let tableView = TableView()
    /// The table's data source.
    public let adapter: TableViewDataSource<Animal, Void>
    private weak var navigation: NavigationView?
    private let container = AnimalsView()
    private let environment: ExamplesEnvironment
    /// The sections as shown: group titles and their animals.
    public private(set) var sections: [(group: String, animals: [Animal])] = Animal.catalogue
    /// The title of the section added animals go to.
    static let addedGroup = "Added"

    /// Deleted rows slide out to the left; inserted ones fade in.
    static let defaultCells = TableViewCellConfiguration(
        rowInsertAnimation: .fade, rowDeleteAnimation: .left,
        configureCell: { cell, indexPath in
            cell.semanticBackgroundColor = indexPath[1] % 2 == 0 ? .systemBackground : .secondarySystemBackground
        })

    init(environment: ExamplesEnvironment, navigation: NavigationView) {
        self.navigation = navigation
        self.environment = environment
        var configuration = DataSourceConfiguration(provider: Self.provider, context: (), sizeRange: .flexibleHeight(width: 390),
                                                    layoutContext: environment.layoutContext)
        // Every session shows the same rows: they are made once for all of them.
        configuration.sharesPreparedItems = true
        adapter = TableViewDataSource(tableView: tableView, configuration: configuration, cellConfiguration: Self.defaultCells)
        adapter.supplementaryDataSource = self
        var changeset = Changeset<Animal>(insertedSections: IndexSet(integersIn: 0..<Animal.catalogue.count))
        for (section, group) in Animal.catalogue.enumerated() {
            for (item, animal) in group.animals.enumerated() { changeset.insertedItems[[section, item]] = animal }
        }
        try? adapter.apply(changeset, mode: .synchronous)
        container.fill(with: tableView)
        container.onWidthChange = { [weak self] width in self?.resize(to: width) }
        container.addButton.addTouchUpInsideHandler { [weak self] _ in self?.openAddForm() }
        container.directionButton.addTouchUpInsideHandler { [weak self] _ in self?.switchLayoutDirection() }
    }

    /// Shows the app the other way round (right to left, or back), as the
    /// switch above the table does.
    public func switchLayoutDirection() {
        environment.switchLayoutDirection(from: container)
    }

    /// Opens the Add form.
    public func openAddForm() {
        navigation?.push(makeAddForm())
    }

    /// The Add form, adding to this table (also made by the router for `/animals/new`).
    func makeAddForm() -> AddAnimalScreen {
        AddAnimalScreen(environment: environment) { [weak self] animal in
            self?.add(animal)
            self?.navigation?.pop()
        }
    }

    /// Inserts `animal` at the top of the "Added" section, making the section if needed.
    public func add(_ animal: Animal) {
        var changeset: Changeset<Animal>
        if sections.first?.group == Self.addedGroup {
            sections[0].animals.insert(animal, at: 0)
            changeset = Changeset(insertedItems: [[0, 0]: animal])
        } else {
            sections.insert((Self.addedGroup, [animal]), at: 0)
            changeset = Changeset(insertedSections: [0])
            changeset.insertedItems[[0, 0]] = animal
        }
        // Checked against the table's own shape, which `sections` mirrors.
        try? adapter.apply(changeset, mode: .synchronous, cellConfiguration: Self.defaultCells)
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
        sections.indices.contains(section) ? sections[section].group : nil
    }

    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    public func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) {
        // The validated changeset cannot fail: the row was just shown at this index path.
        try? adapter.apply(Changeset(removedItems: [indexPath]), mode: .synchronous, cellConfiguration: Self.defaultCells)
        if sections.indices.contains(indexPath[0]), sections[indexPath[0]].animals.indices.contains(indexPath[1]) {
            sections[indexPath[0]].animals.remove(at: indexPath[1])
        }
    }

    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    public func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        // The dragged row is already where the user dropped it: move without animation.
        var still = Self.defaultCells
        still.animationsDisabled = true
        try? adapter.apply(Changeset(movedItems: [source: destination]), mode: .synchronous, cellConfiguration: still)
        if sections.indices.contains(source[0]), sections[source[0]].animals.indices.contains(source[1]),
            sections.indices.contains(destination[0])
        {
            let animal = sections[source[0]].animals.remove(at: source[1])
            sections[destination[0]].animals.insert(animal, at: Swift.min(destination[1], sections[destination[0]].animals.count))
        }
    }

    public func sectionIndexTitles(for tableView: TableView) -> [String]? {
        sections.map { String($0.group.prefix(1)) }
    }
}
