import Foundation
import NIOCore

/// Counts open connections, in total, per client address and per network
/// (``AddressPrefix``), and decides whether a new one may stay: past a
/// limit it is closed as soon as it arrives, so one client holding thousands
/// of sockets cannot starve others of file descriptors.
///
/// When the table is nearly full (at `pressureThreshold` connections), each
/// newcomer makes room by closing a connection that has not sent a complete
/// first request head, from the network holding the most such connections,
/// oldest first (``HalfOpenConnections``): an attacker who opens sockets and
/// sends nothing, re-opening them as they close, then displaces its own
/// sockets, while a visitor, who sends its head at once, is let in. A
/// connection that has sent its head is never closed for this.
///
/// ```swift
/// let table = ConnectionGuard(maximumTotal: 100, maximumPerAddress: 10, maximumPerPrefix: 40, pressureThreshold: 90)
/// let connection = try table.admit("203.0.113.9") { channel.close(promise: nil) }
/// table.headArrived(connection)   // no longer closable to make room
/// table.release(connection)       // when it closes
/// ```
final class ConnectionGuard: @unchecked Sendable {
    private let maximumTotal: Int
    private let maximumPerAddress: Int
    private let maximumPerPrefix: Int
    /// Open connections from which a newcomer closes a half-open one (nil: never).
    private let pressureThreshold: Int?
    /// Addresses held only to the total: trusted proxies, whose every client shares one address.
    private let exempt: Set<String>
    private let lock = NSLock()
    private var total = 0
    private var perAddress: [String: Int] = [:]
    private var perPrefix: [String: Int] = [:]
    /// Connections counted now (an early-closed one stops counting at once, before its socket is closed).
    private var live: Set<UInt64> = []
    private var halfOpen = HalfOpenConnections<HalfOpenEntry>()
    private var lastID: UInt64 = 0
    private var refused = 0
    private var closedEarly = 0

    private struct HalfOpenEntry {
        let connection: AdmittedConnection
        let close: @Sendable () -> Void
    }

    /// A guard for at most `maximumTotal` connections, `maximumPerAddress`
    /// from one address (except `exempt` ones) and `maximumPerPrefix` from
    /// one network (never fewer than one address may hold), closing
    /// half-open connections to make room once `pressureThreshold` are open
    /// (nil: never).
    init(maximumTotal: Int, maximumPerAddress: Int, maximumPerPrefix: Int, pressureThreshold: Int? = nil,
         exempting exempt: Set<String> = []) {
        self.maximumTotal = maximumTotal
        self.maximumPerAddress = maximumPerAddress
        self.maximumPerPrefix = max(maximumPerPrefix, maximumPerAddress)
        self.pressureThreshold = pressureThreshold.map { min(max($0, 1), maximumTotal) }
        self.exempt = exempt
    }

    /// Open connections now.
    var openConnections: Int { lock.withLock { total } }

    /// Open connections that have not sent a complete first request head.
    var halfOpenConnections: Int { lock.withLock { halfOpen.count } }

    /// Connections closed on arrival so far.
    var refusedConnections: Int { lock.withLock { refused } }

    /// Half-open connections closed so far to make room for newcomers.
    var closedEarlyConnections: Int { lock.withLock { closedEarly } }

    /// Admits a connection from `address`, closing a half-open connection
    /// (with the `close` it was admitted with) first if the table is under pressure.
    /// An admitted connection must be ``release(_:)``d when it closes.
    ///
    /// - Throws: ``ConnectionRefusal`` when it may not stay; nothing is counted then.
    func admit(_ address: String, closing close: @escaping @Sendable () -> Void) throws(ConnectionRefusal) -> AdmittedConnection {
        lock.lock()
        let outcome = admitLocked(address, close: close)
        lock.unlock()
        switch outcome {
        case let .failure(refusal):
            throw refusal
        case let .success((connection, victim)):
            // Outside the lock: closing can run the victim's release on this thread.
            victim?()
            return connection
        }
    }

    private func admitLocked(_ address: String, close: @escaping @Sendable () -> Void)
        -> Result<(AdmittedConnection, (@Sendable () -> Void)?), ConnectionRefusal>
    {
        let prefix = AddressPrefix.of(address)
        let counted = !exempt.contains(address)
        if counted, perAddress[address, default: 0] >= maximumPerAddress {
            refused += 1
            return .failure(.addressFull(address: address, maximum: maximumPerAddress))
        }
        if counted, perPrefix[prefix, default: 0] >= maximumPerPrefix {
            refused += 1
            return .failure(.prefixFull(address: address, prefix: prefix, maximum: maximumPerPrefix))
        }
        let underPressure = pressureThreshold.map { total >= $0 } ?? false
        var victim: (@Sendable () -> Void)?
        if underPressure, let first = halfOpen.popFirstToClose() {
            forget(first.element.connection)
            closedEarly += 1
            victim = first.element.close
        }
        guard total < maximumTotal else {
            refused += 1
            return .failure(.tableFull(maximum: maximumTotal))
        }
        lastID += 1
        let connection = AdmittedConnection(id: lastID, address: address, prefix: prefix, arrivedUnderPressure: underPressure)
        total += 1
        if counted {
            perAddress[address, default: 0] += 1
            perPrefix[prefix, default: 0] += 1
        }
        live.insert(connection.id)
        halfOpen.append(connection.id, prefix: prefix, HalfOpenEntry(connection: connection, close: close))
        return .success((connection, victim))
    }

    /// `connection` has sent its first complete request head: it is never
    /// closed to make room.
    func headArrived(_ connection: AdmittedConnection) {
        connection.markHeadSent()
        lock.withLock { _ = halfOpen.remove(connection.id, prefix: connection.prefix) }
    }

    /// `connection` closed (a connection closed early was released already).
    func release(_ connection: AdmittedConnection) {
        lock.withLock {
            halfOpen.remove(connection.id, prefix: connection.prefix)
            forget(connection)
        }
    }

    /// Stops counting `connection`, once.
    private func forget(_ connection: AdmittedConnection) {
        guard live.remove(connection.id) != nil else { return }
        total -= 1
        guard !exempt.contains(connection.address) else { return }
        Self.decrement(&perAddress, connection.address)
        Self.decrement(&perPrefix, connection.prefix)
    }

    private static func decrement(_ counts: inout [String: Int], _ key: String) {
        let remaining = counts[key, default: 1] - 1
        counts[key] = remaining > 0 ? remaining : nil
    }

    /// The address a connection is counted under: its IP address without the port.
    static func clientAddress(of channel: any Channel) -> String {
        channel.remoteAddress?.ipAddress ?? "unknown"
    }
}
