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
/// opens its session once, and only from the network the page was served
/// to (its ``BrowserServer/TicketBinding``): a ticket copied out of a page
/// by someone elsewhere opens nothing. The session then hands its page
/// reconnect tokens of its own (``ReconnectTokens``).
final class SessionTickets: @unchecked Sendable {
    /// How long after the page load its WebSocket may open the session.
    let lifetime: Duration
    /// What part of the visitor's address a ticket is signed for.
    let binding: BrowserServer.TicketBinding
    /// Written before every identifier (`i1-…`) when the server is one
    /// instance of several, so a load balancer can route by it.
    let instanceID: String?
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

    init(lifetime: Duration, instanceID: String? = nil, binding: BrowserServer.TicketBinding = .network) {
        self.lifetime = lifetime
        self.binding = binding
        self.instanceID = instanceID
    }

    /// A new session identifier and its token, signed for a visitor at
    /// `address` (the client's address as the server counts it).
    func issue(forAddress address: String, now: Date = Date()) -> (id: String, token: String) {
        let id = (instanceID.map { $0 + "-" } ?? "") + ReconnectTokens.randomSecret()
        let expiry = Int64(now.timeIntervalSince1970) + lifetime.components.seconds
        return (id, token(id: id, expiry: expiry, place: binding.place(of: address)))
    }

    /// Checks a ticket presented by a client at `address`; a valid one is
    /// marked used (``Verdict/open`` is answered once per ticket). A ticket
    /// signed for another network is ``Verdict/forged``: to this server it
    /// is not a ticket at all.
    func redeem(id: String, token: String, address: String, now: Date = Date()) -> Verdict {
        // The expiry is read from the token, and the token this server would sign for it compared whole.
        guard id.utf8.count <= 64, isSigned(id: id, token: token, forAddress: address),
              let expiry = token.split(separator: ".", maxSplits: 1).first.flatMap({ Int64($0, radix: 16) })
        else { return .forged }
        let seconds = Int64(now.timeIntervalSince1970)
        return lock.withLock {
            used = used.filter { $0.value >= seconds }
            guard expiry >= seconds, used[id] == nil else { return .expired }
            used[id] = expiry
            return .open
        }
    }

    /// Whether `token` is this server's ticket for `id`, signed for a
    /// visitor at `address` (whether or not it has expired or opened its
    /// session).
    private func isSigned(id: String, token: String, forAddress address: String) -> Bool {
        guard token.utf8.count <= 128, let expiryText = token.split(separator: ".", maxSplits: 1).first,
              let expiry = Int64(expiryText, radix: 16) else { return false }
        return self.token(id: id, expiry: expiry, place: binding.place(of: address)).equalsInConstantTime(token)
    }

    /// The token this server signs for `id`, `expiry` and the visitor's
    /// `place` (its network, address or nothing): the expiry in hex, a dot,
    /// and the HMAC-SHA256 of the three in hex.
    private func token(id: String, expiry: Int64, place: String) -> String {
        let code = HMAC<SHA256>.authenticationCode(for: Data("\(id)|\(expiry)|\(place)".utf8), using: key)
        let hex = code.map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }.joined()
        return "\(String(expiry, radix: 16)).\(hex)"
    }
}
