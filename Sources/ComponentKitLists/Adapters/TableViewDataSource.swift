import ComponentKit
import Foundation
import ViewTree

/// Shows a ``DataSource`` in a ``/ViewTree/TableView`` with CKToolbox's table
/// features: animations and cell styling from a ``TableViewCellConfiguration``
/// (a default one, or one passed with a change), section titles, swipe to
/// delete, moving rows and a section index from a supplementary data source.
///
/// The adapter is the table's data source, editing data source and
/// delegate; keep a strong reference to it.
///
/// ```swift
/// let animals = TableViewDataSource(
///     tableView: table,
///     configuration: DataSourceConfiguration(
///         provider: ComponentProvider<Animal, Void> { animal, _ in AnimalRow(animal: animal) },
///         context: (), sizeRange: .flexibleHeight(width: 390)),
///     cellConfiguration: TableViewCellConfiguration(rowDeleteAnimation: .left))
/// animals.supplementaryDataSource = catalogue   // titles, delete, move, index
/// try animals.apply(changeset, mode: .synchronous, cellConfiguration: TableViewCellConfiguration(animationsDisabled: true))
/// ```
@MainActor
public final class TableViewDataSource<Model: Sendable, Context: Sendable>: TransactionalDataSource {
    /// The table the items are shown in.
    public let tableView: TableView
    /// The items.
    public let dataSource: DataSource<Model, Context>
    /// Titles, editing, moving and the index. Not retained.
    public weak var supplementaryDataSource: (any TableViewSupplementaryDataSource)? {
        didSet { tableView.editingDataSource = editing; tableView.reloadData() }
    }
    /// Height of a section header or footer that has a title, at the default
    /// text size; at another, it grows and shrinks as footnote text does
    /// (the title's style, ``/ViewTree/TableHeaderFooterView/titleFont(for:)``).
    public var sectionTitleHeight: CGFloat = 28
    /// Told when items are displayed, highlighted and selected (the adapter
    /// is the list's own delegate and forwards to it). Not retained.
    public weak var delegate: (any ListViewDelegate)?
    /// Why the last batch update was refused (the table then reloaded), if it was.
    public private(set) var lastRejectedUpdate: ListViewError?

    /// The configuration used for changes that carry none; fixed when the
    /// data source is made, as CKToolbox's default configuration. Pass one
    /// with a change to animate or style that change differently.
    public let cellConfiguration: TableViewCellConfiguration
    /// The configuration of the change being shown, if it carried one.
    private var configurationInEffect: TableViewCellConfiguration?

    /// A component above the first section, laid out as wide as the table
    /// when set (``/ViewTree/TableView/tableHeaderView``).
    public var tableHeaderComponent: (any Component)? {
        didSet { tableView.tableHeaderView = wholeTableView(tableHeaderComponent, mounter: tableHeaderMounter) }
    }
    /// A component below the last section (``/ViewTree/TableView/tableFooterView``).
    public var tableFooterComponent: (any Component)? {
        didSet { tableView.tableFooterView = wholeTableView(tableFooterComponent, mounter: tableFooterMounter) }
    }

    let cells: ComponentCellBinding<Model, Context>
    private let editing: TableEditingBridge
    let supplementaryComponents: SupplementaryComponents
    private let tableHeaderMounter = ComponentMounter()
    private let tableFooterMounter = ComponentMounter()

    /// Shows a new data source made with `configuration` in `tableView`,
    /// animating and styling with `cellConfiguration` by default.
    public init(
        tableView: TableView, configuration: DataSourceConfiguration<Model, Context>,
        cellConfiguration: TableViewCellConfiguration = TableViewCellConfiguration()
    ) {
        self.tableView = tableView
        self.dataSource = DataSource(configuration: configuration)
        self.cellConfiguration = cellConfiguration
        self.cells = ComponentCellBinding()
        self.editing = TableEditingBridge()
        self.supplementaryComponents = SupplementaryComponents(listView: tableView)
        cells.bind(to: self)
        editing.adapter = { [unowned self] in self.supplementaryDataSource }
        tableView.dataSource = cells
        tableView.delegate = cells
        tableView.editingDataSource = editing
        dataSource.addListener(cells)
        tableView.reloadData()
    }

    /// Applies `changeset`, animating and styling with `cellConfiguration`
    /// instead of the default one for this change only.
    public func apply(
        _ changeset: Changeset<Model>, mode: DataSource<Model, Context>.UpdateMode = .asynchronous,
        userInfo: [String: any Sendable] = [:], cellConfiguration: TableViewCellConfiguration
    ) throws(ChangesetError) {
        try dataSource.apply(changeset, mode: mode, userInfo: Self.userInfo(userInfo, with: cellConfiguration))
    }

    /// Makes every component again, styling with `cellConfiguration` for this change only.
    public func reload(
        mode: DataSource<Model, Context>.UpdateMode = .asynchronous, userInfo: [String: any Sendable] = [:],
        cellConfiguration: TableViewCellConfiguration
    ) {
        dataSource.reload(mode: mode, userInfo: Self.userInfo(userInfo, with: cellConfiguration))
    }

    /// Replaces the data source's configuration, styling with
    /// `cellConfiguration` for this change only.
    public func updateConfiguration(
        _ configuration: DataSourceConfiguration<Model, Context>, mode: DataSource<Model, Context>.UpdateMode = .asynchronous,
        userInfo: [String: any Sendable] = [:], cellConfiguration: TableViewCellConfiguration
    ) {
        dataSource.updateConfiguration(configuration, mode: mode, userInfo: Self.userInfo(userInfo, with: cellConfiguration))
    }

    /// Removes every section and item, animating with `cellConfiguration` for this change only.
    public func removeAll(
        mode: DataSource<Model, Context>.UpdateMode = .asynchronous, userInfo: [String: any Sendable] = [:],
        cellConfiguration: TableViewCellConfiguration
    ) {
        dataSource.removeAll(mode: mode, userInfo: Self.userInfo(userInfo, with: cellConfiguration))
    }

    private static func userInfo(
        _ userInfo: [String: any Sendable], with configuration: TableViewCellConfiguration
    ) -> [String: any Sendable] {
        var info = userInfo
        info[TableViewCellConfiguration.userInfoKey] = configuration
        return info
    }

    /// A view showing `component` laid out as wide as the table, or nil.
    private func wholeTableView(_ component: (any Component)?, mounter: ComponentMounter) -> View? {
        guard let component else { return nil }
        let layout = component.layout(constrainedTo: .flexibleHeight(width: tableView.bounds.width),
                                      context: dataSource.state.configuration.layoutContext)
        let view = View(frame: CGRect(origin: .zero, size: layout.size))
        mounter.mount(layout, in: view)
        return view
    }

    /// The cell showing the row at `indexPath`, if it is mounted.
    public func cell(forRowAt indexPath: IndexPath) -> ComponentCell? {
        tableView.cell(forItemAt: indexPath) as? ComponentCell
    }
}

extension TableViewDataSource: ComponentCellBindingOwner {
    var listView: ListView { tableView }

    func sizeForSupplementary(_ kind: SupplementaryKind, inSection section: Int) -> CGSize {
        if let size = supplementaryComponents.size(
            of: component(kind, inSection: section), kind, inSection: section, sectionCount: dataSource.state.numberOfSections,
            range: .flexibleHeight(width: tableView.bounds.width), context: dataSource.state.configuration.layoutContext)
        {
            return size
        }
        let height = FontMetrics(forTextStyle: .footnote)
            .scaledValue(for: sectionTitleHeight, compatibleWith: tableView.traitCollection.contentSizeCategory).rounded(.up)
        return title(kind, inSection: section) == nil ? .zero : CGSize(width: tableView.bounds.width, height: height)
    }

    func configureSupplementary(_ view: ListCell, for kind: SupplementaryKind, inSection section: Int) {
        let mounted = supplementaryComponents.mount(into: view, kind, inSection: section)
        (view as? TableHeaderFooterView)?.title = mounted ? nil : title(kind, inSection: section)
    }

    private func component(_ kind: SupplementaryKind, inSection section: Int) -> (any Component)? {
        guard let source = supplementaryDataSource else { return nil }
        return kind == .header
            ? source.tableView(tableView, componentForHeaderInSection: section)
            : source.tableView(tableView, componentForFooterInSection: section)
    }

    private func title(_ kind: SupplementaryKind, inSection section: Int) -> String? {
        guard let source = supplementaryDataSource else { return nil }
        return kind == .header
            ? source.tableView(tableView, titleForHeaderInSection: section)
            : source.tableView(tableView, titleForFooterInSection: section)
    }

    func configure(_ cell: ComponentCell, forItemAt indexPath: IndexPath) {
        (configurationInEffect ?? cellConfiguration).configureCell?(cell, indexPath)
    }

    func dataSourceDidApply(_ changes: AppliedChanges, boundsAnimation: AnimationTiming?) {
        let configuration = changes.userInfo[TableViewCellConfiguration.userInfoKey] as? TableViewCellConfiguration
        configurationInEffect = configuration
        defer { configurationInEffect = nil }
        let placesBefore = mountedRowPlaces()
        do {
            try tableView.performBatchUpdates(ListUpdate(changes, animations: (configuration ?? cellConfiguration).animations.resizing(with: boundsAnimation)))
        } catch {
            lastRejectedUpdate = error
            tableView.reloadData()
            return
        }
        restyleShiftedRows(from: placesBefore)
    }

    /// Where each mounted row's cell is, by cell.
    private func mountedRowPlaces() -> [ObjectIdentifier: IndexPath] {
        var places: [ObjectIdentifier: IndexPath] = [:]
        for path in tableView.indexPathsForMountedItems {
            if let cell = tableView.cell(forItemAt: path) { places[ObjectIdentifier(cell)] = path }
        }
        return places
    }

    /// Styles again the cells whose rows a change moved, explicitly or by
    /// shifting them (stripes stay in phase after a deletion); cells that
    /// were mounted or reconfigured by the change were styled already.
    private func restyleShiftedRows(from placesBefore: [ObjectIdentifier: IndexPath]) {
        guard (configurationInEffect ?? cellConfiguration).configureCell != nil else { return }
        for path in tableView.indexPathsForMountedItems {
            guard let cell = tableView.cell(forItemAt: path) as? ComponentCell,
                  let before = placesBefore[ObjectIdentifier(cell)], before != path else { continue }
            configure(cell, forItemAt: path)
        }
    }
}

/// The table's editing data source: forwards to the adapter's
/// supplementary data source, which the table must not retain.
@MainActor
final class TableEditingBridge: TableViewEditingDataSource {
    var adapter: () -> (any TableViewSupplementaryDataSource)? = { nil }

    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        adapter()?.tableView(tableView, canEditRowAt: indexPath) ?? false
    }
    func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) {
        adapter()?.tableView(tableView, commitDeleteForRowAt: indexPath)
    }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        adapter()?.tableView(tableView, canMoveRowAt: indexPath) ?? false
    }
    func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        adapter()?.tableView(tableView, moveRowAt: source, to: destination)
    }
    func tableView(_ tableView: TableView, leadingSwipeActionsForRowAt indexPath: IndexPath) -> TableSwipeActionsConfiguration? {
        adapter()?.tableView(tableView, leadingSwipeActionsForRowAt: indexPath)
    }
    func tableView(_ tableView: TableView, trailingSwipeActionsForRowAt indexPath: IndexPath) -> TableSwipeActionsConfiguration? {
        adapter()?.tableView(tableView, trailingSwipeActionsForRowAt: indexPath)
    }
    func sectionIndexTitles(for tableView: TableView) -> [String]? { adapter()?.sectionIndexTitles(for: tableView) }
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        adapter()?.tableView(tableView, sectionForSectionIndexTitle: title, at: index) ?? index
    }
}
