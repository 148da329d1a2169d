import ComponentKit
import Foundation

/// What a ``DataSource`` holds at one moment: an immutable value, replaced
/// as a whole by each applied change, as `CKDataSourceState`.
///
/// ```swift
/// let state = dataSource.state
/// for section in 0..<state.numberOfSections {
///     print(state.numberOfItems(inSection: section))
/// }
/// let size = state.item(at: [0, 0])?.layout.size
/// ```
public struct DataSourceState<Model: Sendable, Context: Sendable>: Sendable {
    /// The configuration the items were made with.
    public let configuration: DataSourceConfiguration<Model, Context>
    /// The items, section by section.
    public let sections: [[DataSourceItem<Model>]]
    /// Declared after `sections`, so the blocks are freed after the items
    /// a state alone holds (see ``ArenaMarkers``).
    var arenaMarkers: ArenaMarkers?

    /// A state with `sections` made under `configuration`.
    public init(configuration: DataSourceConfiguration<Model, Context>, sections: [[DataSourceItem<Model>]] = []) {
        self.configuration = configuration
        self.sections = sections
    }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The number of items in all sections.
    var itemCount: Int { sections.reduce(0) { $0 + $1.count } }

    /// The number of items in `section`, or 0 if there is no such section.
    public func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }

    /// The item at `indexPath`, or nil if there is none.
    public func item(at indexPath: IndexPath) -> DataSourceItem<Model>? {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]),
              sections[indexPath[0]].indices.contains(indexPath[1]) else { return nil }
        return sections[indexPath[0]][indexPath[1]]
    }

    /// The models, section by section.
    public var models: [[Model]] { sections.map { $0.map(\.model) } }

    /// Section and item counts, as changesets are validated against.
    public var shape: ListShape { ListShape(itemCounts: sections.map(\.count)) }

    /// Where the item with identifier `id` is, if it is still there.
    public func indexPath(ofItemWithID id: Int) -> IndexPath? {
        for (section, items) in sections.enumerated() {
            if let item = items.firstIndex(where: { $0.id == id }) { return [section, item] }
        }
        return nil
    }
}
