import ViewTree

/// The views one container holds for components, by recycle key.
///
/// Each mount pass hands views out in order; views not handed out are hidden
/// when the pass ends, and the ones handed out are put in mount order.
@MainActor
final class ViewReusePool {
    // Containers hold views of a few kinds: a short array searched by the
    // keys' precomputed hashes beats a dictionary here.
    private var entries: [(key: RecycleKey, views: [View], next: Int)] = []
    private var pooledCount = 0
    private(set) var used: [View] = []
    private var previouslyUsed: [ObjectIdentifier] = []
    private var createdThisPass = false

    func beginPass() {
        for index in entries.indices { entries[index].next = 0 }
        previouslyUsed = used.map(ObjectIdentifier.init)
        used.removeAll(keepingCapacity: true)
        createdThisPass = false
    }

    /// The next view for `key`, or nil when every one is in use this pass.
    func dequeue(_ key: RecycleKey) -> View? {
        guard let entry = entries.firstIndex(where: { $0.key == key }) else { return nil }
        return takeNext(from: entry)
    }

    /// The next view for `key` that is not in `reserved` (those stay unused
    /// this pass), or nil when every other one is in use.
    func dequeue(_ key: RecycleKey, skipping reserved: Set<ViewID>) -> View? {
        guard let entry = entries.firstIndex(where: { $0.key == key }) else { return nil }
        while entries[entry].next < entries[entry].views.count, reserved.contains(entries[entry].views[entries[entry].next].id) {
            entries[entry].next += 1
        }
        return takeNext(from: entry)
    }

    /// Hands out the entry's next view, if it has one left.
    private func takeNext(from entry: Int) -> View? {
        let next = entries[entry].next
        guard next < entries[entry].views.count else { return nil }
        entries[entry].next = next + 1
        let view = entries[entry].views[next]
        used.append(view)
        return view
    }

    /// Adds a newly made view, already marked used.
    func add(_ view: View, for key: RecycleKey) {
        if let entry = entries.firstIndex(where: { $0.key == key }) {
            entries[entry].views.append(view)
            entries[entry].next += 1
        } else {
            entries.append((key, [view], 1))
        }
        pooledCount += 1
        createdThisPass = true
        used.append(view)
    }

    /// Hides views not used this pass and orders the used ones as mounted.
    func endPass(in container: View, statistics: inout MountStatistics, onHide: (View) -> Void, willHide: (View) -> Void = { _ in }) {
        // Fast path: every pooled view used, in the order of the last pass.
        if !createdThisPass, used.count == pooledCount, used.count == previouslyUsed.count,
            zip(used, previouslyUsed).allSatisfy({ ObjectIdentifier($0) == $1 })
        {
            return
        }
        var usedIDs = Set<ViewID>()
        usedIDs.reserveCapacity(used.count)
        for view in used { usedIDs.insert(view.id) }
        for entry in entries {
            for view in entry.views where !usedIDs.contains(view.id) && !view.isHidden {
                willHide(view)
                view.isHidden = true
                view.prepareForReuse()
                onHide(view)
                statistics.hides += 1
            }
        }
        order(in: container, statistics: &statistics)
    }

    /// Moves used views so their order among the container's subviews is the
    /// mount order; views already in order are left alone.
    private func order(in container: View, statistics: inout MountStatistics) {
        guard used.count > 1 else { return }
        var position: [ViewID: Int] = [:]
        for (index, view) in container.subviews.enumerated() { position[view.id] = index }
        var previous = -1
        var inOrder = true
        for view in used {
            guard let index = position[view.id] else { continue }
            if index < previous { inOrder = false; break }
            previous = index
        }
        guard !inOrder else { return }
        var lastIndex = -1
        for view in used {
            guard var index = container.subviews.firstIndex(where: { $0 === view }) else { continue }
            if index < lastIndex {
                // Views are ours and the index is in range, so this cannot throw.
                try? container.moveSubview(view, to: lastIndex)
                statistics.moves += 1
                index = lastIndex
            }
            lastIndex = index
        }
    }
}
