import ComponentKit
import Foundation

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
    public static var count: Int { table.count }

    /// What an item is looked up by first; the rest of its configuration
    /// (provider, context, layout context) is compared entry by entry.
    // Unchecked: `AnyHashable` is not `Sendable`, but a key is only made
    // from a data source's model, which is.
    struct Key: Hashable, @unchecked Sendable {
        let model: AnyHashable
        let sizeRange: SizeRange
    }

    /// What made a shared item: its component, and the
    /// `DataSourceConfiguration` that made it, as a value of its own type.
    private struct Origin: Sendable {
        let component: any Component
        let configuration: any Sendable
    }

    private static let table = SharedLayoutTable<Key, Origin>(maximumEntries: maximumEntries)

    /// The shared component and layout for `key`, made with a configuration
    /// that makes the same components as `configuration`, if one is alive.
    static func item<Model, Context>(
        for key: Key, madeLike configuration: DataSourceConfiguration<Model, Context>
    ) -> (component: any Component, layout: Layout)? {
        let found = table.layout(for: key) { origin in
            (origin.configuration as? DataSourceConfiguration<Model, Context>)?.makesSameItems(as: configuration) ?? false
        }
        return found.map { ($0.origin.component, $0.layout) }
    }

    /// Keeps `layout` and `component`, made with `configuration`, for other
    /// data sources to use under `key`.
    static func keep<Model, Context>(
        _ component: any Component, layout: Layout, for key: Key, madeWith configuration: DataSourceConfiguration<Model, Context>
    ) {
        table.keep(layout, madeAs: Origin(component: component, configuration: configuration), for: key)
    }
}
