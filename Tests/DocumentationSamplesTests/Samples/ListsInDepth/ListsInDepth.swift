import ComponentKitLists
import Foundation

/// The samples of "Lists in depth", nested so their names do not meet other articles'.
enum ListsInDepth {
    /// What the article's lists show.
    struct Animal: Hashable, Sendable {
        let id: Int
        let name: String
    }

    // sample: lists-selection-component
    /// A row that shows whether it is selected: the provider reads the
    /// item's state while the adapter restyles the cell.
    struct AnimalRow: CompositeComponent {
        let animal: Animal
        let state: ListItemState

        var body: some Component {
            InsetComponent(
                view: ViewConfiguration(View.self, [.backgroundColor(state.isSelected ? .tint : .white)]),
                insets: EdgeInsets(horizontal: 16, vertical: 12),
                child: LabelComponent(AttributedText(animal.name), font: .system(size: 17),
                                      color: state.isSelected ? .white : .black))
        }
    }

    static let provider = ComponentProvider<Animal, Void> { animal, _ in
        AnimalRow(animal: animal, state: ListItemState.current)
    }
    // end-sample

    // sample: lists-selection-screen
    @MainActor
    final class AnimalsScreen: ListViewDelegate {
        let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        private(set) lazy var animals = TableViewDataSource(
            tableView: tableView,
            configuration: DataSourceConfiguration(provider: ListsInDepth.provider, context: (),
                                                   sizeRange: .flexibleHeight(width: 390)))
        private(set) var opened: [Animal] = []

        init() {
            tableView.allowsSelection = true     // off by default
            animals.delegate = self
        }

        func listView(_ listView: ListView, didSelectItemAt indexPath: IndexPath) {
            guard let animal = animals.model(at: indexPath) else { return }
            opened.append(animal)                // or push the animal's screen
        }
    }
    // end-sample
}
