import Crypto
import Foundation

/// Signed, short-lived permissions to open one session, handed out with
/// every page load.
///
/// A page load costs the server nothing: it gets a random session
/// identifier and a token that signs the identifier and an expiry time with
/// a key only this server knows. The session (and the app's view tree) is
/// made when the page's WebSocket presents a valid ticket, so reload loops
/// and pipelined page requests cannot fill the session table. A ticket
/// opens its session once; the session then keeps the token as its secret
/// for reconnects.
final class SessionTickets: @unchecked Sendable {
    /// How long after the page load its WebSocket may open the session.
    let lifetime: Duration
    private let key = SymmetricKey(size: .bits256)
    private let lock = NSLock()
    /// Tickets that opened a session, until they expire: each opens one only.
    private var used: [String: Int64] = [:]

    /// What a presented ticket allows.
    enum Verdict: Equatable {
        /// A valid, unused ticket: open its session.
        case open
        /// Expired, or already used to open a session that has since ended: start afresh.
        case expired
        /// Not signed by this server.
        case forged
    }

    init(lifetime: Duration) {
        self.lifetime = lifetime
    }

    /// A new session identifier and its signed token.
    func issue(now: Date = Date()) -> (id: String, token: String) {
        let id = SessionRegistry.randomToken()
        let expiry = Int64(now.timeIntervalSince1970) + lifetime.components.seconds
        return (id, "\(String(expiry, radix: 16)).\(signature(id: id, expiry: expiry))")
    }

    /// Checks a ticket; a valid one is marked used (``Verdict/open`` is
    /// answered once per ticket).
    func redeem(id: String, token: String, now: Date = Date()) -> Verdict {
        let parts = token.split(separator: ".", maxSplits: 1)
        guard parts.count == 2, id.utf8.count <= 64, let expiry = Int64(parts[0], radix: 16),
              let given = Self.bytes(fromHex: parts[1]) else { return .forged }
        guard HMAC<SHA256>.isValidAuthenticationCode(given, authenticating: Data("\(id)|\(expiry)".utf8), using: key) else {
            return .forged
        }
        let seconds = Int64(now.timeIntervalSince1970)
        return lock.withLock {
            used = used.filter { $0.value >= seconds }
            guard expiry >= seconds, used[id] == nil else { return .expired }
            used[id] = expiry
            return .open
        }
    }

    private func signature(id: String, expiry: Int64) -> String {
        HMAC<SHA256>.authenticationCode(for: Data("\(id)|\(expiry)".utf8), using: key)
            .map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }
            .joined()
    }

    private static func bytes(fromHex hex: Substring) -> [UInt8]? {
        let digits = Array(hex.utf8)
        guard digits.count == 64 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        var index = 0
        while index < digits.count {
            guard let high = hexValue(digits[index]), let low = hexValue(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
