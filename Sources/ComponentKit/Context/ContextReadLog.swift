/// Records which context values the components of a render pass read, so a
/// stateful component's cached layout can be reused only while every value
/// its subtree read is unchanged.
///
/// One log belongs to a ``ScopeRoot`` and is used only inside its render
/// passes, which run one at a time; hence `@unchecked Sendable`. Frames nest
/// as stateful components and context providers lay out their children.
/// Reads sit in one flat array, each frame a suffix of it holding each key
/// once, so a frame's reads count for the frames around it without copying,
/// and a pass that reads nothing allocates nothing.
final class ContextReadLog: @unchecked Sendable {
    private var reads: [ContextDependencies.Read] = []
    private var frameStarts: [Int] = []

    /// Starts recording the reads of a subtree.
    func begin() {
        frameStarts.append(reads.count)
    }

    /// Stops recording the innermost subtree and returns what it read; the
    /// reads also count for the enclosing subtree, except those of keys in
    /// `provided` (values the subtree's own provider set).
    func end(excluding provided: [ObjectIdentifier] = []) -> ContextDependencies {
        guard let start = frameStarts.popLast() else { return ContextDependencies() }
        guard start < reads.count else { return ContextDependencies() }
        if !provided.isEmpty {
            var kept = start
            for index in start..<reads.count where !provided.contains(reads[index].key) {
                reads[kept] = reads[index]
                kept += 1
            }
            reads.removeSubrange(kept...)
        }
        let frame = ContextDependencies(reads: Array(reads[start...]))
        // The enclosing frame keeps each key once.
        if let outer = frameStarts.last, outer < start {
            var kept = start
            for index in start..<reads.count where !contains(reads[index].key, in: outer..<start) {
                reads[kept] = reads[index]
                kept += 1
            }
            reads.removeSubrange(kept...)
        } else if frameStarts.isEmpty {
            reads.removeSubrange(start...)
        }
        return frame
    }

    /// Counts `dependencies` (those of a reused layout) as read by the
    /// innermost subtree.
    func add(_ dependencies: ContextDependencies) {
        guard let start = frameStarts.last else { return }
        for read in dependencies.reads where !contains(read.key, in: start..<reads.count) {
            reads.append(read)
        }
    }

    /// Notes that `key` was read and had `entry` (nil: its default).
    func record(_ key: ObjectIdentifier, _ entry: AnyContextEntry?) {
        guard let start = frameStarts.last, !contains(key, in: start..<reads.count) else { return }
        reads.append(ContextDependencies.Read(key: key, entry: entry))
    }

    /// Forgets frames a pass left open.
    func reset() {
        reads.removeAll(keepingCapacity: true)
        frameStarts.removeAll(keepingCapacity: true)
    }

    private func contains(_ key: ObjectIdentifier, in range: Range<Int>) -> Bool {
        for index in range where reads[index].key == key { return true }
        return false
    }
}

/// The context values a subtree read while it was built: each key once,
/// with the entry it had (nil for a key read at its default).
struct ContextDependencies: @unchecked Sendable {
    struct Read {
        let key: ObjectIdentifier
        let entry: AnyContextEntry?
    }

    var reads: [Read] = []

    /// Whether every value read then is the same in `context`.
    func areSatisfied(by context: ComponentContext) -> Bool {
        guard !reads.isEmpty else { return true }
        let entries = context.entries
        for read in reads {
            switch (read.entry, entries[read.key]) {
            case (nil, nil): continue
            case let (recorded?, current?) where recorded.isSame(as: current): continue
            default: return false
            }
        }
        return true
    }
}
