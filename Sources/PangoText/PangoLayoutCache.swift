import Foundation
import ViewTree

/// Laid-out text kept for requests seen recently, so text that did not
/// change is not shaped again on the next frame or the next measurement.
///
/// Bounded: past `capacity` entries, the least recently used quarter is
/// dropped in one sweep, which keeps each lookup O(1). Used only under the
/// text system's lock, as every Pango object must be.
final class PangoLayoutCache {
    private struct Entry {
        let layout: PangoTextLayout
        var lastUse: UInt64
    }

    let capacity: Int
    private var entries: [TextLayoutRequest: Entry] = [:]
    private var clock: UInt64 = 0

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Requests held now.
    var count: Int { entries.count }

    /// The cached layout of `request`, or the one `make` builds, kept.
    func layout(for request: TextLayoutRequest, make: () -> PangoTextLayout) -> PangoTextLayout {
        clock &+= 1
        if let index = entries.index(forKey: request) {
            entries.values[index].lastUse = clock
            return entries.values[index].layout
        }
        let layout = make()
        if entries.count >= capacity { evictLeastRecentlyUsed() }
        entries[request] = Entry(layout: layout, lastUse: clock)
        return layout
    }

    func removeAll() {
        entries.removeAll()
    }

    private func evictLeastRecentlyUsed() {
        let uses = entries.values.map(\.lastUse).sorted()
        let threshold = uses[min(uses.count - 1, max(0, uses.count / 4 - 1))]
        entries = entries.filter { $0.value.lastUse > threshold }
    }
}
