import Foundation

extension ScopeRoot {
    /// The state of every scope of the tree last rendered whose state is
    /// `Codable`, for a snapshot (``StateRestoration``). Scopes whose state
    /// is not (`Void`, a text field's editing session, a type of the app's
    /// that is not `Codable`) are left out: they start fresh.
    ///
    /// Waits for a render pass running on another thread to end.
    public func stateRecords() -> [ScopeStateRecord] {
        renderLock.lock()
        defer { renderLock.unlock() }
        var records: [ScopeStateRecord] = []
        // Keys sorted: the same state encodes to the same text in every process (snapshots compare as text).
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for node in rootNode.subtree where node.identity != nil {
            guard let state = node.state, let encodable = state as? any Encodable,
                  let data = try? encoder.encode(encodable)
            else { continue }
            records.append(ScopeStateRecord(
                path: node.path, typeName: String(reflecting: type(of: state)), json: String(decoding: data, as: UTF8.self)))
        }
        return records.sorted { $0.path < $1.path }
    }

    /// Gives the kept states of `restoration` to this root's scopes: those
    /// rendered already get theirs as a state update (rendered as updates
    /// are), those made later start with theirs.
    @MainActor
    public func restore(from restoration: StateRestoration) {
        var updates: [(node: ScopeNode, state: any Sendable)] = []
        renderLock.lock()
        self.restoration = restoration
        for node in rootNode.subtree where node.identity != nil && node.state != nil {
            guard let component = node.latestComponent as? any StatefulComponent,
                  let state = Self.keptState(of: component, at: node.path, in: restoration)
            else { continue }
            updates.append((node, state))
        }
        renderLock.unlock()
        for (node, state) in updates {
            enqueue(node, mode: .asynchronous) { _ in state }
        }
    }

    /// The kept state of the scope `node`, made now, if the attached
    /// restoration has one of type `State`. Called in a pass (the lock is held).
    func keptState<State: Sendable>(for node: ScopeNode, as type: State.Type) -> State? {
        guard let restoration else { return nil }
        if restoration.isFinished {
            self.restoration = nil
            return nil
        }
        return restoration.take(path: node.path, as: State.self)
    }

    private static func keptState<C: StatefulComponent>(of component: C, at path: String,
                                                        in restoration: StateRestoration) -> (any Sendable)? {
        restoration.take(path: path, as: C.State.self)
    }
}
