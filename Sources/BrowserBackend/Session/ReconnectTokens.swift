/// The secrets that may open a session's next connection, replaced with
/// every connection so that none opens more than one.
///
/// A connection is opened with a token (the page's ticket the first time);
/// the server then sends the page a new one over that connection, and
/// from then on both open the next connection. When the page confirms it
/// holds the new one, the old one stops opening anything: a token that
/// leaked (a log, a screenshot of the developer tools) is good for at most
/// one connection, and only until its page confirms the next. Until then
/// the old one stays good, so a connection lost before its new token
/// arrived can still be resumed.
package struct ReconnectTokens {
    /// Tokens that open the next connection: at most the one the current
    /// connection was opened with and the one sent on it.
    private var accepted: [String]
    /// The token sent on the current connection, until the page confirms it.
    private var sent: String?
    /// The page's ticket while it still opens connections (until the page
    /// confirms a token of the session's): it must then come from the
    /// network it was signed for, like the first time.
    private(set) var ticket: String?

    /// Tokens for a session whose first connection presents `ticket`.
    init(opening ticket: String) {
        accepted = [ticket]
        self.ticket = ticket
    }

    /// Tokens as another process held them (a handover), checked to be
    /// secrets of the form this code makes.
    init?(accepted: [String], sent: String?, ticket: String?) {
        let all = accepted + [sent, ticket].compactMap { $0 }
        guard (1...3).contains(accepted.count), all.allSatisfy(Self.isSecretShaped) else { return nil }
        self.accepted = accepted
        self.sent = sent
        self.ticket = ticket
    }

    /// The tokens as they stand, for a handover to another process.
    var handedOver: (accepted: [String], sent: String?, ticket: String?) { (accepted, sent, ticket) }

    /// Whether `text` could be a token: a ticket or secret is 16 to 512 printable ASCII characters.
    package static func isSecretShaped(_ text: String) -> Bool {
        (16...512).contains(text.utf8.count) && text.utf8.allSatisfy { (0x21...0x7E).contains($0) }
    }

    /// Whether `token` is the page's ticket (compared in constant time).
    func isTicket(_ token: String) -> Bool {
        ticket?.equalsInConstantTime(token) ?? false
    }

    /// Whether `token` opens the next connection (compared in constant time
    /// with every accepted token, so the comparison tells nothing).
    func admit(_ token: String) -> Bool {
        var found = false
        for candidate in accepted where candidate.equalsInConstantTime(token) { found = true }
        return found
    }

    /// The token sent to the page that it has not confirmed yet, if any.
    var unconfirmed: String? { sent }

    /// A connection was opened with `token`: makes the next token to send
    /// on it (``unconfirmed``), which opens the next connection too from now on.
    mutating func connected(with token: String) {
        let next = ReconnectTokens.randomSecret()
        accepted = [token, next]
        sent = next
    }

    /// The page says it holds `token`: if that is the one sent on the
    /// current connection, it becomes the only one accepted. Returns whether
    /// it was.
    @discardableResult
    mutating func confirm(_ token: String) -> Bool {
        guard let sent, sent.equalsInConstantTime(token) else { return false }
        accepted = [sent]
        self.sent = nil
        ticket = nil
        return true
    }

    /// 128 random bits as 32 hexadecimal digits, from the system's secure
    /// generator: a token, or a session's identifier.
    package static func randomSecret() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let digits = String(generator.next() as UInt32, radix: 16)
            return String(repeating: "0", count: 8 - digits.count) + digits
        }.joined()
    }
}
