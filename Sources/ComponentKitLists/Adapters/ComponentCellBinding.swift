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
    /// Hears selection and display calls after the binding.
    var delegate: (any ListViewDelegate)? { get }
    /// Shows applied changes in the list; `boundsAnimation` is the data
    /// source's ``DataSource/stateUpdateBoundsAnimation`` when the change
    /// only re-rendered items and one of them changed size.
    func dataSourceDidApply(_ changes: AppliedChanges, boundsAnimation: AnimationTiming?)
}

/// The list-view data source and delegate both adapters share: counts and
/// sizes from the data source's state, cells that mount items' layouts
/// (made again in a selected or highlighted cell's state), controllers told
/// when their cells appear and disappear, and the adapter's delegate told
/// after them.
@MainActor
final class ComponentCellBinding<Model: Sendable, Context: Sendable>: ListViewDataSource, ListViewDelegate, DataSourceListener {
    static var reuseIdentifier: String { "component" }

    private var sizeForSupplementary: (SupplementaryKind, Int) -> CGSize = { _, _ in .zero }
    private var configureSupplementary: (ListCell, SupplementaryKind, Int) -> Void = { _, _, _ in }
    private var configureCell: (ComponentCell, IndexPath) -> Void = { _, _ in }
    private var didApply: (AppliedChanges, AnimationTiming?) -> Void = { _, _ in }
    private var state: () -> DataSourceState<Model, Context>? = { nil }
    private var delegate: () -> (any ListViewDelegate)? = { nil }
    private var updateTraits: (TraitCollection) -> Void = { _ in }
    private var listView: () -> ListView? = { nil }

    /// Wires the binding to its adapter, unowned: the adapter owns the binding.
    func bind<Owner: ComponentCellBindingOwner>(to owner: Owner) where Owner.Model == Model, Owner.Context == Context {
        sizeForSupplementary = { [unowned owner] in owner.sizeForSupplementary($0, inSection: $1) }
        configureSupplementary = { [unowned owner] in owner.configureSupplementary($0, for: $1, inSection: $2) }
        configureCell = { [unowned owner] in owner.configure($0, forItemAt: $1) }
        didApply = { [unowned owner] in owner.dataSourceDidApply($0, boundsAnimation: $1) }
        state = { [unowned owner] in owner.dataSource.state }
        delegate = { [unowned owner] in owner.delegate }
        updateTraits = { [unowned owner] in owner.dataSource.updateTraits($0) }
        listView = { [unowned owner] in owner.listView }
        // Weak: the data source may outlive its adapter.
        owner.dataSource.listViewport = { [weak owner] in
            guard let list = owner?.listView else { return nil }
            return DataSourceViewport(size: list.bounds.size, contentOffset: list.contentOffset)
        }
        // A list already in a window starts with its traits.
        if owner.listView.window != nil { owner.dataSource.updateTraits(owner.listView.traitCollection, mode: .synchronous) }
    }

    func numberOfSections(in listView: ListView) -> Int { state()?.numberOfSections ?? 0 }

    /// Lays every item out again for the list's new traits; the batch
    /// update that follows measures and mounts the cells again.
    func listView(_ listView: ListView, traitCollectionDidChange previous: TraitCollection) {
        updateTraits(listView.traitCollection)
    }

    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int {
        state()?.numberOfItems(inSection: section) ?? 0
    }

    func listView(_ listView: ListView, sizeForItemAt indexPath: IndexPath) -> CGSize {
        state()?.item(at: indexPath)?.layout.size ?? .zero
    }

    /// One read of the state per section: a long feed's geometry is rebuilt after every page.
    func listView(_ listView: ListView, sizesForItemsInSection section: Int) -> [CGSize]? {
        guard let sections = state()?.sections, sections.indices.contains(section) else { return nil }
        // Read in place: a key path, or copying each item out, costs more than the layout it reads (a 10,000-item feed reads them all on every page).
        return sections[section].withUnsafeBufferPointer { items in items.map { $0.layout.size } }
    }

    func listView(_ listView: ListView, cellTypeForItemAt indexPath: IndexPath) -> ListCellType {
        ListCellType(reuseIdentifier: Self.reuseIdentifier, cellClass: ComponentCell.self)
    }

    func listView(_ listView: ListView, configure cell: ListCell, forItemAt indexPath: IndexPath) {
        guard let cell = cell as? ComponentCell, let state = state(), let item = state.item(at: indexPath) else { return }
        cell.onItemStateChange = { [unowned self] cell in self.restyle(cell) }
        mount(item, in: cell, configuration: state.configuration)
        configureCell(cell, indexPath)
    }

    /// The cell's item was selected, highlighted or the reverse: mount it as it looks now.
    private func restyle(_ cell: ComponentCell) {
        guard let path = cell.indexPath, let state = state(), let item = state.item(at: path) else { return }
        mount(item, in: cell, configuration: state.configuration)
    }

    /// Mounts the prepared layout in the normal state, or the item's
    /// component made again in the cell's state, in the item's size.
    private func mount(_ item: DataSourceItem<Model>, in cell: ComponentCell, configuration: DataSourceConfiguration<Model, Context>) {
        cell.mounter.analytics = configuration.analytics
        let itemState = cell.itemState
        guard itemState != .normal, !cell.isKnownToIgnoreState(item) else { return cell.mount(item) }
        guard !cell.shows(itemState, of: item) else { return }
        let size = item.layout.size
        let render = ListItemState.Render(state: itemState)
        let layout = ListItemState.$render.withValue(render) {
            // A full render: a layout reused from the normal pass would not show the state.
            item.scopeRoot.renderTree(
                trigger: .environmentUpdate, forcingFullRender: true, analytics: configuration.analytics,
                build: { configuration.provider.component(for: item.model, context: configuration.context) ?? EmptyComponent() },
                layout: { component, scopeContext in
                    var context = scopeContext
                    context.textMeasurer = configuration.layoutContext.textMeasurer
                    context.pointScale = configuration.layoutContext.pointScale
                    return component.layout(constrainedTo: .exactly(size), parentSize: size, context: context)
                }
            ).layout
        }
        guard render.wasRead else {
            // Nothing looked at the state: the prepared layout shows the same, and later states are free.
            cell.noteIgnoresState(item)
            return cell.mount(item)
        }
        cell.mountRestyled(layout, in: itemState, of: item)
    }

    func listView(_ listView: ListView, sizeFor kind: SupplementaryKind, inSection section: Int) -> CGSize {
        sizeForSupplementary(kind, section)
    }

    func listView(_ listView: ListView, configure view: ListCell, for kind: SupplementaryKind, inSection section: Int) {
        configureSupplementary(view, kind, section)
    }

    func listView(_ listView: ListView, willDisplay cell: ListCell, forItemAt indexPath: IndexPath) {
        (cell as? ComponentCell)?.mounter.announceTreeWillAppear()
        delegate()?.listView(listView, willDisplay: cell, forItemAt: indexPath)
    }

    func listView(_ listView: ListView, didFullyDisplay cell: ListCell, forItemAt indexPath: IndexPath) {
        (cell as? ComponentCell)?.mounter.announceTreeDidBecomeFullyVisible()
        delegate()?.listView(listView, didFullyDisplay: cell, forItemAt: indexPath)
    }

    func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forItemAt indexPath: IndexPath) {
        (cell as? ComponentCell)?.mounter.announceTreeDidDisappear()
        delegate()?.listView(listView, didEndDisplaying: cell, forItemAt: indexPath)
    }

    func listView(_ listView: ListView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        delegate()?.listView(listView, shouldHighlightItemAt: indexPath) ?? true
    }

    func listView(_ listView: ListView, didHighlightItemAt indexPath: IndexPath) {
        delegate()?.listView(listView, didHighlightItemAt: indexPath)
    }

    func listView(_ listView: ListView, didUnhighlightItemAt indexPath: IndexPath) {
        delegate()?.listView(listView, didUnhighlightItemAt: indexPath)
    }

    func listView(_ listView: ListView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        delegate()?.listView(listView, shouldSelectItemAt: indexPath) ?? true
    }

    func listView(_ listView: ListView, didSelectItemAt indexPath: IndexPath) {
        delegate()?.listView(listView, didSelectItemAt: indexPath)
    }

    func listView(_ listView: ListView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        delegate()?.listView(listView, shouldDeselectItemAt: indexPath) ?? true
    }

    func listView(_ listView: ListView, didDeselectItemAt indexPath: IndexPath) {
        delegate()?.listView(listView, didDeselectItemAt: indexPath)
    }

    func dataSource(
        _ dataSource: DataSource<Model, Context>, didModify previous: DataSourceState<Model, Context>,
        to state: DataSourceState<Model, Context>, with changes: AppliedChanges
    ) {
        let boundsAnimation = dataSource.stateUpdateBoundsAnimation.flatMap {
            Self.onlyResizes(changes, from: previous, to: state) ? $0 : nil
        }
        didApply(changes, boundsAnimation)
    }

    /// Whether `changes` only re-rendered items (a state update, or a
    /// changeset of updates) and at least one of them changed size: the
    /// change ComponentKit animates with the data source's bounds animation.
    private static func onlyResizes(
        _ changes: AppliedChanges, from previous: DataSourceState<Model, Context>, to state: DataSourceState<Model, Context>
    ) -> Bool {
        guard changes.removedIndexPaths.isEmpty, changes.removedSections.isEmpty, changes.movedIndexPaths.isEmpty,
              changes.movedSections.isEmpty, changes.insertedSections.isEmpty, changes.insertedIndexPaths.isEmpty
        else { return false }
        return changes.updatedIndexPathsAfter.contains { old, new in
            previous.item(at: old)?.layout.size != state.item(at: new)?.layout.size
        }
    }

    /// Counted on the list's window, as a hosting view counts its own.
    func dataSourceDidEnqueueStateUpdate(_ dataSource: DataSource<Model, Context>) {
        listView()?.window?.recordStateChange()
    }
}
