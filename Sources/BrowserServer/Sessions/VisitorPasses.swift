import Crypto
import Foundation

/// Signed passes that tell a returning browser from a newcomer: a session
/// whose page sends its first input (a tap, a key) hands the page a pass,
/// which the page keeps as a cookie (`ck_pass`) for a week. When the server
/// is full, a visitor presenting a valid pass may take the place of any idle
/// session, where others may only take that of sessions nobody ever touched
/// or hibernated ones (``BrowserServer/Limits/evictionProtection``).
///
/// A pass is a priority, not a credential: it opens no session and names
/// nobody. Instances behind one proxy accept each other's passes when they
/// share a ``BrowserServer/Configuration/proxySecret`` (the key is derived
/// from it); a lone server signs with a key of its own process.
final class VisitorPasses: Sendable {
    /// How long a pass is good for.
    let lifetime: Duration
    private let key: SymmetricKey

    init(lifetime: Duration = .seconds(7 * 24 * 3_600), sharedSecret: String? = nil) {
        self.lifetime = lifetime
        if let sharedSecret {
            key = SymmetricKey(data: HMAC<SHA256>.authenticationCode(for: Data("componentkit visitor pass".utf8),
                                                                      using: SymmetricKey(data: Data(sharedSecret.utf8))))
        } else {
            key = SymmetricKey(size: .bits256)
        }
    }

    /// A new pass: its expiry in hex, a dot, and the HMAC-SHA256 of it in hex.
    func issue(now: Date = Date()) -> String {
        let expiry = Int64(now.timeIntervalSince1970) + lifetime.components.seconds
        return Self.pass(expiry: expiry, key: key)
    }

    /// Whether `pass` is one of these passes, not expired.
    func isValid(_ pass: String, now: Date = Date()) -> Bool {
        guard pass.utf8.count <= 128, let expiryText = pass.split(separator: ".", maxSplits: 1).first,
              let expiry = Int64(expiryText, radix: 16), expiry >= Int64(now.timeIntervalSince1970) else { return false }
        return Self.pass(expiry: expiry, key: key).equalsInConstantTime(pass)
    }

    /// The pass in a request's `Cookie` header values, if any is valid.
    func validPass(inCookies headers: [String], now: Date = Date()) -> Bool {
        for header in headers {
            for pair in header.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == Self.cookieName else { continue }
                if isValid(parts[1].trimmingCharacters(in: .whitespaces), now: now) { return true }
            }
        }
        return false
    }

    /// The cookie the page keeps its pass in.
    static let cookieName = "ck_pass"

    private static func pass(expiry: Int64, key: SymmetricKey) -> String {
        let code = HMAC<SHA256>.authenticationCode(for: Data("pass|\(expiry)".utf8), using: key)
        let hex = code.map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }.joined()
        return "\(String(expiry, radix: 16)).\(hex)"
    }
}
