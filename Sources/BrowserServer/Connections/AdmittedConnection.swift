import Foundation

/// One connection ``ConnectionGuard`` let in: where it came from, whether
/// the table was nearly full when it arrived, and whether it has sent its
/// first complete request head yet.
///
/// Shared by the guard, the connection's ``RequestHeadDeadline`` (which
/// notices the head) and ``HeadlessConnectionLogHandler`` (which reads it
/// after the connection closed), so it is safe to use from any thread.
final class AdmittedConnection: @unchecked Sendable {
    /// The guard's number for it, increasing with arrival.
    let id: UInt64
    /// The client's IP address, as the connection reports it.
    let address: String
    /// The network the address belongs to (see ``AddressPrefix``).
    let prefix: String
    /// Whether the connection table was past its pressure threshold when this
    /// connection arrived: it then gets the shorter head deadline.
    let arrivedUnderPressure: Bool
    private let lock = NSLock()
    private var headSent = false

    init(id: UInt64, address: String, prefix: String, arrivedUnderPressure: Bool) {
        self.id = id
        self.address = address
        self.prefix = prefix
        self.arrivedUnderPressure = arrivedUnderPressure
    }

    /// Whether a complete first request head has arrived on it.
    var hasSentHead: Bool { lock.withLock { headSent } }

    /// Records that its first request head has arrived.
    func markHeadSent() {
        lock.withLock { headSent = true }
    }
}
