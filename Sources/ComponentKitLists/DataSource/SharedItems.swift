import ComponentKit
import Foundation
import Synchronization

/// The process's prepared items that data sources share
/// (``DataSourceConfiguration/sharesPreparedItems``): each item's component
/// and layout, made once for every data source that makes the same ones.
///
/// The process holds an item only weakly, through its layout: once no data
/// source shows it, it goes. Entries whose layout went are dropped as new
/// ones come, so the table stays within about twice the items alive.
///
/// ```swift
/// // Two sessions on the same screen: the second prepares nothing new.
/// print(SharedItems.count)   // the items alive and shared
/// ```
public enum SharedItems {
    /// The most items the process keeps for sharing; past it, new items
    /// are their data source's own until some go.
    public static let maximumEntries = 65_536

    /// How many shared items are alive now.
    public static var count: Int {
        table.withLock { table in table.entries.values.reduce(0) { $0 + $1.count { $0.layout != nil } } }
    }

    /// What an item is looked up by first; the rest of its configuration
    /// (provider, context, layout context) is compared entry by entry.
    // Unchecked: `AnyHashable` is not `Sendable`, but a key is only made
    // from a data source's model, which is.
    struct Key: Hashable, @unchecked Sendable {
        let model: AnyHashable
        let sizeRange: SizeRange
    }

    /// One shared item and what made it.
    private struct Entry: Sendable {
        weak var layout: Layout?
        let component: any Component
        /// The `DataSourceConfiguration` that made it, as a value of its own type.
        let configuration: any Sendable
    }

    private struct Table: Sendable {
        var entries: [Key: [Entry]] = [:]
        var count = 0
        /// The count at which dead entries are next swept out.
        var sweepAt = 1_024
    }

    private static let table = Mutex(Table())

    /// The shared component and layout for `key`, made with a configuration
    /// that makes the same components as `configuration`, if one is alive.
    static func item<Model, Context>(
        for key: Key, madeLike configuration: DataSourceConfiguration<Model, Context>
    ) -> (component: any Component, layout: Layout)? {
        table.withLock { table in
            guard let entries = table.entries[key] else { return nil }
            for entry in entries {
                guard let layout = entry.layout, let made = entry.configuration as? DataSourceConfiguration<Model, Context>,
                      made.makesSameItems(as: configuration) else { continue }
                return (entry.component, layout)
            }
            return nil
        }
    }

    /// Keeps `layout` and `component`, made with `configuration`, for other
    /// data sources to use under `key`.
    static func keep<Model, Context>(
        _ component: any Component, layout: Layout, for key: Key, madeWith configuration: DataSourceConfiguration<Model, Context>
    ) {
        table.withLock { table in
            if table.count >= table.sweepAt { sweep(&table) }
            guard table.count < maximumEntries else { return }
            table.entries[key, default: []].append(Entry(layout: layout, component: component, configuration: configuration))
            table.count += 1
        }
    }

    /// Drops entries whose layout went, and sets the next sweep at twice
    /// what is left, so sweeping costs a constant share of keeping.
    private static func sweep(_ table: inout Table) {
        table.entries = table.entries.compactMapValues { entries in
            let alive = entries.filter { $0.layout != nil }
            return alive.isEmpty ? nil : alive
        }
        table.count = table.entries.values.reduce(0) { $0 + $1.count }
        table.sweepAt = Swift.max(1_024, table.count * 2)
    }
}
