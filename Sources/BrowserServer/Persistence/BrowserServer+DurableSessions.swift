import BrowserBackend
import Foundation
import Logging

extension BrowserServer {
    /// Opens session `id` here from its durable row, if there is one that
    /// verifies and `token` opens: a page whose instance died (or drained)
    /// reconnects, and the balancer sent it here. Returns without a session
    /// when there is no row, or it is refused (logged with its reason); the
    /// connection is then refused as for any unknown session, and its page
    /// starts fresh at its URL.
    func resumeStoredSession(id: String, token: String) async {
        guard let settings = configuration.persistence, let statistics = persistenceStatistics, let seal = durableSeal else { return }
        // Tickets (with their dot) open new sessions, which have no row; only reconnect tokens look one up.
        guard !token.contains("."), ReconnectTokens.isSecretShaped(token), ReconnectTokens.isSecretShaped(id), id.utf8.count <= 128,
              !drainState.isDraining, await onSessions({ $0.session(withID: id) == nil })
        else { return }
        let store = settings.store
        let row: StoredSession
        do {
            guard let found = try await withTimeout(settings.writeTimeout, { try await store.load(id: id, now: Date()) }) else { return }
            row = found
        } catch {
            logger.warning("durable session not looked up: the store failed", metadata: ["session": "\(id.prefix(8))", "error": "\(error)"])
            return
        }
        let record: DurableSessionRecord
        switch seal.open(row, maximumBytes: settings.maximumSnapshotBytes, now: Date()) {
        case let .success(opened):
            record = opened
        case let .failure(refusal):
            statistics.recordDiscard()
            logger.warning("durable session discarded: the page starts fresh at its URL", metadata: [
                "session": "\(id.prefix(8))", "reason": "\(refusal)",
            ])
            _ = try? await withTimeout(settings.writeTimeout) { try await store.delete(ids: [id], ownedBy: row.owner) }
            return
        }
        // A wrong token leaves the row alone: whoever guesses must not be able to delete others' sessions.
        guard record.opens(with: token) else {
            logger.warning("durable session not resumed: wrong token", metadata: ["session": "\(id.prefix(8))"])
            return
        }
        let owner = persistenceOwner
        do {
            guard try await withTimeout(settings.writeTimeout, { try await store.claim(id: id, from: row.owner, as: owner) }) else {
                logger.notice("durable session not resumed: another instance claimed it first", metadata: ["session": "\(id.prefix(8))"])
                return
            }
        } catch {
            logger.warning("durable session not claimed: the store failed", metadata: ["session": "\(id.prefix(8))", "error": "\(error)"])
            return
        }
        if let refusal = await registry.resume(record.handover(presenting: token)) {
            statistics.recordDiscard()
            logger.warning("durable session not resumed: the page starts fresh at its URL", metadata: ["reason": "\(refusal)"])
            return
        }
        statistics.recordResume()
        logger.info("durable session resumed", metadata: ["session": "\(id.prefix(8))", "from": "\(row.owner)"])
    }
}
