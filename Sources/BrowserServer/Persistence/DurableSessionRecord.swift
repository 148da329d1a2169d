import BrowserBackend
import ComponentKit
import Crypto
import Foundation

/// What a ``StoredSession``'s payload holds: a session as another instance
/// resumes it, without its secrets. The payload is the record's JSON after
/// a 32-byte HMAC-SHA256 of it, keyed with the shared persistence secret.
struct DurableSessionRecord: Codable, Sendable {
    /// Changed when the layout changes; a row of another version starts fresh.
    static let currentVersion = 1

    var version = Self.currentVersion
    /// When the row stops resuming anything (seconds since 1970), signed with the rest.
    var expiresAt: Double
    /// SHA-256 of each token that opens the session's next connection, in hex.
    var tokenHashes: [String]
    /// The session, its token fields empty.
    var session: SessionHandover

    /// The record of `handover`, expiring at `expiresAt`: its tokens become hashes.
    init(_ handover: SessionHandover, expiresAt: Date) {
        var session = handover
        tokenHashes = (handover.acceptedTokens + [handover.unconfirmedToken].compactMap { $0 }).map(Self.hash)
        session.acceptedTokens = []
        session.unconfirmedToken = nil
        session.ticket = nil
        self.session = session
        self.expiresAt = expiresAt.timeIntervalSince1970
    }

    /// The hex SHA-256 of `token`.
    static func hash(_ token: String) -> String {
        SHA256.hash(data: Data(token.utf8)).map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }.joined()
    }

    /// Whether `token` is one of the session's (compared with every hash, in constant time).
    func opens(with token: String) -> Bool {
        let presented = Self.hash(token)
        var found = false
        for candidate in tokenHashes where candidate.equalsInConstantTime(presented) { found = true }
        return found
    }

    /// The session as it is resumed by a page presenting `token`: the one token it accepts.
    func handover(presenting token: String) -> SessionHandover {
        var resumed = session
        resumed.acceptedTokens = [token]
        return resumed
    }
}

/// Signs records into payloads and checks payloads back into records.
struct DurableSessionSeal: Sendable {
    private let key: SymmetricKey

    init(secret: String) {
        // Any length of secret becomes a 256-bit key.
        key = SymmetricKey(data: SHA256.hash(data: Data("componentkit-session-snapshots|\(secret)".utf8)))
    }

    /// `record` encoded and signed.
    func seal(_ record: DurableSessionRecord) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let body = try encoder.encode(record)
        return Array(HMAC<SHA256>.authenticationCode(for: body, using: key)) + Array(body)
    }

    /// Why `row` cannot resume session `id` at `now`, or its record.
    func open(_ row: StoredSession, maximumBytes: Int, now: Date) -> Result<DurableSessionRecord, DurableSessionRefusal> {
        let payload = row.payload
        guard payload.count <= maximumBytes else { return .failure(.init("its snapshot has \(payload.count) bytes, over the limit of \(maximumBytes)")) }
        guard payload.count > 32 else { return .failure(.init("its payload has \(payload.count) bytes: no signature and snapshot")) }
        let body = Data(payload[32...])
        guard HMAC<SHA256>.isValidAuthenticationCode(Data(payload[..<32]), authenticating: body, using: key) else {
            return .failure(.init("its signature does not match (altered, or signed with another secret)"))
        }
        let record: DurableSessionRecord
        do {
            record = try JSONDecoder().decode(DurableSessionRecord.self, from: body)
        } catch {
            return .failure(.init("its snapshot does not decode: \(error)"))
        }
        guard record.version == DurableSessionRecord.currentVersion else {
            return .failure(.init("its snapshot is version \(record.version), this server reads \(DurableSessionRecord.currentVersion)"))
        }
        guard record.session.id == row.id else { return .failure(.init("its snapshot is another session's")) }
        guard record.expiresAt > now.timeIntervalSince1970 else { return .failure(.init("it expired")) }
        return .success(record)
    }
}

/// Why a stored session was not resumed.
struct DurableSessionRefusal: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
