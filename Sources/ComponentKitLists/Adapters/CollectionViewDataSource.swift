import ComponentKit
import Foundation
import ViewTree

/// Shows a ``DataSource`` in a ``/ViewTree/CollectionView``: each applied change
/// becomes one batch update, and each cell mounts its item's layout, as
/// `CKCollectionViewDataSource`.
///
/// The adapter is the collection view's data source and delegate; keep a
/// strong reference to it (the view does not).
///
/// ```swift
/// let photos = CollectionViewDataSource(
///     collectionView: grid,
///     configuration: DataSourceConfiguration(
///         provider: ComponentProvider<Photo, Void> { photo, _ in PhotoCell(photo: photo) },
///         context: (), sizeRange: .flexibleHeight(width: 390)))
/// try photos.apply(Changeset(insertedSections: [0], insertedItems: [[0, 0]: feed[0], [0, 1]: feed[1]]),
///                  mode: .synchronous)
/// ```
@MainActor
public final class CollectionViewDataSource<Model: Sendable, Context: Sendable>: TransactionalDataSource {
    /// The list the items are shown in.
    public let collectionView: CollectionView
    /// The items.
    public let dataSource: DataSource<Model, Context>
    /// Headers and footers. Not retained.
    public weak var supplementaryDataSource: (any CollectionSupplementaryDataSource)? {
        didSet { collectionView.reloadData() }
    }
    /// How batch updates from changesets are animated.
    public var animations = ListUpdate.Animations.none
    /// Told when items are displayed, highlighted and selected (the adapter
    /// is the list's own delegate and forwards to it). Not retained.
    public weak var delegate: (any ListViewDelegate)?
    /// Why the last batch update was refused (the list then reloaded), if it was.
    public private(set) var lastRejectedUpdate: ListViewError?

    let cells: ComponentCellBinding<Model, Context>
    let supplementaryComponents: SupplementaryComponents

    /// Shows a new data source made with `configuration` in `collectionView`.
    public init(collectionView: CollectionView, configuration: DataSourceConfiguration<Model, Context>) {
        self.collectionView = collectionView
        self.dataSource = DataSource(configuration: configuration)
        self.cells = ComponentCellBinding()
        self.supplementaryComponents = SupplementaryComponents(listView: collectionView)
        cells.bind(to: self)
        collectionView.dataSource = cells
        collectionView.delegate = cells
        dataSource.addListener(cells)
        collectionView.reloadData()
    }

    /// The cell showing the item at `indexPath`, if it is mounted.
    public func cell(forItemAt indexPath: IndexPath) -> ComponentCell? {
        collectionView.cell(forItemAt: indexPath) as? ComponentCell
    }

    func show(_ changes: AppliedChanges, boundsAnimation: AnimationTiming?) {
        do {
            try collectionView.performBatchUpdates(
                ListUpdate(changes, animations: animations.resizing(with: boundsAnimation)))
        } catch {
            lastRejectedUpdate = error
            collectionView.reloadData()
        }
    }
}

extension CollectionViewDataSource: ComponentCellBindingOwner {
    var listView: ListView { collectionView }

    func sizeForSupplementary(_ kind: SupplementaryKind, inSection section: Int) -> CGSize {
        let source = supplementaryDataSource
        let bounds = collectionView.bounds.size
        let range: SizeRange = collectionView.layout.scrollDirection == .vertical
            ? .flexibleHeight(width: bounds.width) : .flexibleWidth(height: bounds.height)
        if let size = supplementaryComponents.size(
            of: source?.collectionView(collectionView, componentFor: kind, inSection: section), kind, inSection: section,
            sectionCount: dataSource.state.numberOfSections, range: range, context: dataSource.state.configuration.layoutContext)
        {
            return size
        }
        return source?.collectionView(collectionView, sizeFor: kind, inSection: section) ?? .zero
    }

    func configureSupplementary(_ view: ListCell, for kind: SupplementaryKind, inSection section: Int) {
        guard !supplementaryComponents.mount(into: view, kind, inSection: section) else { return }
        supplementaryDataSource?.collectionView(collectionView, configure: view, for: kind, inSection: section)
    }

    func configure(_ cell: ComponentCell, forItemAt indexPath: IndexPath) {}

    func dataSourceDidApply(_ changes: AppliedChanges, boundsAnimation: AnimationTiming?) {
        show(changes, boundsAnimation: boundsAnimation)
    }
}
