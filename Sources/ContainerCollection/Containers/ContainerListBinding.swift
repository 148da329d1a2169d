import Foundation
import ViewTree

/// The list view's data source for a container: counts, sizes and cells
/// from the container's items. Kept apart so the container's public API is
/// not the list protocol's.
@MainActor
final class ContainerListBinding: ListViewDataSource {
    unowned let container: ContainerCollectionController

    init(container: ContainerCollectionController) {
        self.container = container
    }

    static let cellType = ListCellType(reuseIdentifier: "container.cell", cellClass: ContainerCell.self)

    func numberOfSections(in listView: ListView) -> Int { container.items.count }

    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int {
        container.items.indices.contains(section) ? container.items[section].count : 0
    }

    func listView(_ listView: ListView, sizeForItemAt indexPath: IndexPath) -> CGSize {
        guard let item = container.item(at: indexPath) else { return .zero }
        return container.size(of: item, placement: .item)
    }

    func listView(_ listView: ListView, cellTypeForItemAt indexPath: IndexPath) -> ListCellType { Self.cellType }

    func listView(_ listView: ListView, configure cell: ListCell, forItemAt indexPath: IndexPath) {
        guard let cell = cell as? ContainerCell, let item = container.item(at: indexPath) else { return }
        container.bind(cell, to: item, placement: .item, at: indexPath)
    }

    func listView(_ listView: ListView, sizeFor kind: SupplementaryKind, inSection section: Int) -> CGSize {
        guard let item = container.supplementaryItem(kind, inSection: section) else { return .zero }
        return container.size(of: item, placement: .supplementary(kind))
    }

    func listView(_ listView: ListView, configure view: ListCell, for kind: SupplementaryKind, inSection section: Int) {
        guard let cell = view as? ContainerCell, let item = container.supplementaryItem(kind, inSection: section) else { return }
        container.bind(cell, to: item, placement: .supplementary(kind), at: [section])
    }
}
