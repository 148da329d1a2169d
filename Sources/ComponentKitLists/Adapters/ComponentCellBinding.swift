import ComponentKit
import Foundation
import ViewTree

/// What an adapter adds to the shared cell binding.
@MainActor
protocol ComponentCellBindingOwner: AnyObject {
    associatedtype Model: Sendable
    associatedtype Context: Sendable
    var dataSource: DataSource<Model, Context> { get }
    var listView: ListView { get }
    func sizeForSupplementary(_ kind: SupplementaryKind, inSection section: Int) -> CGSize
    func configureSupplementary(_ view: ListCell, for kind: SupplementaryKind, inSection section: Int)
    /// Called after the item's layout was mounted into `cell`.
    func configure(_ cell: ComponentCell, forItemAt indexPath: IndexPath)
    /// Shows applied changes in the list.
    func dataSourceDidApply(_ changes: AppliedChanges)
}

/// The list-view data source and delegate both adapters share: counts and
/// sizes from the data source's state, cells that mount items' layouts, and
/// controllers told when their cells appear and disappear.
@MainActor
final class ComponentCellBinding<Model: Sendable, Context: Sendable>: ListViewDataSource, ListViewDelegate, DataSourceListener {
    static var reuseIdentifier: String { "component" }

    private var sizeForSupplementary: (SupplementaryKind, Int) -> CGSize = { _, _ in .zero }
    private var configureSupplementary: (ListCell, SupplementaryKind, Int) -> Void = { _, _, _ in }
    private var configureCell: (ComponentCell, IndexPath) -> Void = { _, _ in }
    private var didApply: (AppliedChanges) -> Void = { _ in }
    private var state: () -> DataSourceState<Model, Context>? = { nil }

    /// Wires the binding to its adapter, unowned: the adapter owns the binding.
    func bind<Owner: ComponentCellBindingOwner>(to owner: Owner) where Owner.Model == Model, Owner.Context == Context {
        sizeForSupplementary = { [unowned owner] in owner.sizeForSupplementary($0, inSection: $1) }
        configureSupplementary = { [unowned owner] in owner.configureSupplementary($0, for: $1, inSection: $2) }
        configureCell = { [unowned owner] in owner.configure($0, forItemAt: $1) }
        didApply = { [unowned owner] in owner.dataSourceDidApply($0) }
        state = { [unowned owner] in owner.dataSource.state }
    }

    func numberOfSections(in listView: ListView) -> Int { state()?.numberOfSections ?? 0 }

    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int {
        state()?.numberOfItems(inSection: section) ?? 0
    }

    func listView(_ listView: ListView, sizeForItemAt indexPath: IndexPath) -> CGSize {
        state()?.item(at: indexPath)?.layout.size ?? .zero
    }

    func listView(_ listView: ListView, cellTypeForItemAt indexPath: IndexPath) -> ListCellType {
        ListCellType(reuseIdentifier: Self.reuseIdentifier, cellClass: ComponentCell.self)
    }

    func listView(_ listView: ListView, configure cell: ListCell, forItemAt indexPath: IndexPath) {
        guard let cell = cell as? ComponentCell, let item = state()?.item(at: indexPath) else { return }
        cell.mount(item)
        configureCell(cell, indexPath)
    }

    func listView(_ listView: ListView, sizeFor kind: SupplementaryKind, inSection section: Int) -> CGSize {
        sizeForSupplementary(kind, section)
    }

    func listView(_ listView: ListView, configure view: ListCell, for kind: SupplementaryKind, inSection section: Int) {
        configureSupplementary(view, kind, section)
    }

    func listView(_ listView: ListView, willDisplay cell: ListCell, forItemAt indexPath: IndexPath) {
        (cell as? ComponentCell)?.mounter.announceTreeWillAppear()
    }

    func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forItemAt indexPath: IndexPath) {
        (cell as? ComponentCell)?.mounter.announceTreeDidDisappear()
    }

    func dataSource(
        _ dataSource: DataSource<Model, Context>, didModify previous: DataSourceState<Model, Context>,
        to state: DataSourceState<Model, Context>, with changes: AppliedChanges
    ) {
        didApply(changes)
    }
}
