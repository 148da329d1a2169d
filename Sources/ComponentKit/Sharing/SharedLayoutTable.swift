import Synchronization

/// Layouts made once and used by every host in the process that would make
/// the same ones (list items, shared subtrees), each with what made it.
///
/// The table holds a layout only weakly: once nothing shows it, it goes.
/// Entries whose layout went are dropped as new ones come, so the table
/// stays within about twice the layouts alive, and it never holds more
/// than `maximumEntries`.
package final class SharedLayoutTable<Key: Hashable & Sendable, Origin: Sendable>: Sendable {
    /// One shared layout and what made it.
    package struct Entry: Sendable {
        package weak var layout: Layout?
        package let origin: Origin
    }

    private struct Table: Sendable {
        var entries: [Key: [Entry]] = [:]
        var count = 0
        /// The count at which dead entries are next swept out.
        var sweepAt = 1_024
    }

    private let table = Mutex(Table())
    /// The most entries kept; past it, new layouts are their host's own until some go.
    package let maximumEntries: Int

    package init(maximumEntries: Int) {
        self.maximumEntries = maximumEntries
    }

    /// How many shared layouts are alive now.
    package var count: Int {
        table.withLock { table in table.entries.values.reduce(0) { $0 + $1.count { $0.layout != nil } } }
    }

    /// The first live layout under `key` whose origin `matches`, with that origin.
    package func layout(for key: Key, where matches: (Origin) -> Bool) -> (layout: Layout, origin: Origin)? {
        table.withLock { table in
            guard let entries = table.entries[key] else { return nil }
            for entry in entries {
                guard let layout = entry.layout, matches(entry.origin) else { continue }
                return (layout, entry.origin)
            }
            return nil
        }
    }

    /// Keeps `layout`, made as `origin` says, for others to use under `key`.
    package func keep(_ layout: Layout, madeAs origin: Origin, for key: Key) {
        table.withLock { table in
            if table.count >= table.sweepAt { Self.sweep(&table) }
            guard table.count < maximumEntries else { return }
            table.entries[key, default: []].append(Entry(layout: layout, origin: origin))
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
