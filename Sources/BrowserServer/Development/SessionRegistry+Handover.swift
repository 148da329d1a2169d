import ComponentKit
import Foundation
import ViewTree

extension SessionRegistry {
    /// Every live session as another process takes it over.
    func handovers() -> [SessionHandover] {
        allSessions.map { $0.handover() }
    }

    /// Opens a session for each of `handovers`, their screens restored side
    /// by side; returns why those refused were.
    func resumeAll(_ handovers: [SessionHandover]) async -> [String] {
        var refusals: [String] = []
        await withTaskGroup(of: String?.self) { group in
            for handover in handovers {
                group.addTask { await self.resume(handover) }
            }
            for await refusal in group { if let refusal { refusals.append(refusal) } }
        }
        return refusals
    }

    /// Opens a session for `handover` under its identifier and tokens, its
    /// screen made at its location and restored from its snapshot; returns
    /// why it was refused instead (nothing is opened then).
    func resume(_ handover: SessionHandover) async -> String? {
        let id = handover.id
        guard ReconnectTokens.isSecretShaped(id), id.count <= 128 else { return "session \(id.prefix(8)): not an identifier this server makes" }
        guard sessions[id] == nil else { return "session \(id.prefix(8)): already open here" }
        guard sessions.count < limits.maximumSessions else { return "session \(id.prefix(8)): the server has its maximum of sessions" }
        let width = handover.viewportWidth, height = handover.viewportHeight
        guard width.isFinite, height.isFinite, (1...16_384).contains(width), (1...16_384).contains(height) else {
            return "session \(id.prefix(8)): a viewport of \(width) × \(height) points"
        }
        do throws(WindowSnapshotError) {
            try handover.window.validate()
        } catch {
            return "session \(id.prefix(8)): \(error)"
        }
        guard let first = handover.acceptedTokens.first else { return "session \(id.prefix(8)): no token" }
        let session = open(id: id, token: first, address: handover.clientAddress, viewport: CGSize(width: width, height: height),
                           location: handover.window.location.flatMap(Location.init(validating:)))
        guard session.adoptIdentity(of: handover) else {
            remove(session)
            return "session \(id.prefix(8)): its tokens are not secrets this server makes"
        }
        await session.restore(handover.window)
        return nil
    }
}
