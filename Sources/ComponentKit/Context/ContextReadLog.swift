/// Records which context values the components of a render pass read, so a
/// stateful component's cached layout can be reused only while every value
/// its subtree read is unchanged.
///
/// One log belongs to a ``ScopeRoot`` and is used only inside its render
/// passes, which run one at a time; hence `@unchecked Sendable`. Frames nest
/// as stateful components and context providers lay out their children.
final class ContextReadLog: @unchecked Sendable {
    private var frames: [ContextDependencies] = []

    /// Starts recording the reads of a subtree.
    func begin() {
        frames.append(ContextDependencies())
    }

    /// Stops recording the innermost subtree and returns what it read; the
    /// reads also count for the enclosing subtree, except those of keys in
    /// `provided` (values the subtree's own provider set).
    func end(excluding provided: [ObjectIdentifier] = []) -> ContextDependencies {
        guard var read = frames.popLast() else { return ContextDependencies() }
        for key in provided { read.entries[key] = nil }
        add(read)
        return read
    }

    /// Counts `dependencies` (those of a reused layout) as read by the
    /// innermost subtree.
    func add(_ dependencies: ContextDependencies) {
        guard !dependencies.entries.isEmpty, !frames.isEmpty else { return }
        frames[frames.count - 1].entries.merge(dependencies.entries) { first, _ in first }
    }

    /// Notes that `key` was read and had `entry` (nil: its default).
    func record(_ key: ObjectIdentifier, _ entry: AnyContextEntry?) {
        guard !frames.isEmpty else { return }
        let last = frames.count - 1
        if frames[last].entries[key] == nil { frames[last].entries[key] = .some(entry) }
    }

    /// Forgets frames a pass left open (a component that threw past its end).
    func reset() {
        frames.removeAll(keepingCapacity: true)
    }
}

/// The context values a subtree read while it was built: key and entry
/// (`.some(nil)` for a key read at its default).
struct ContextDependencies: @unchecked Sendable {
    var entries: [ObjectIdentifier: AnyContextEntry?] = [:]

    /// Whether every value read then is the same in `context`.
    func areSatisfied(by context: ComponentContext) -> Bool {
        for (key, recorded) in entries {
            let current = context.entries[key]
            switch (recorded, current) {
            case (nil, nil): continue
            case let (recorded?, current?) where recorded.isSame(as: current): continue
            default: return false
            }
        }
        return true
    }
}
