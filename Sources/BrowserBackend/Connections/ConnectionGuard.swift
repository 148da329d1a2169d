import Foundation
import Logging
import NIOCore

/// Counts open connections, in total and per client address, and decides
/// whether a new one may stay: past either limit it is closed as soon as it
/// arrives, so one client holding thousands of sockets cannot starve others
/// of file descriptors.
final class ConnectionGuard: @unchecked Sendable {
    private let maximumTotal: Int
    private let maximumPerAddress: Int
    /// Addresses held only to the total: trusted proxies, whose every client shares one address.
    private let exempt: Set<String>
    private let lock = NSLock()
    private var total = 0
    private var perAddress: [String: Int] = [:]
    private var refused = 0

    init(maximumTotal: Int, maximumPerAddress: Int, exempting exempt: Set<String> = []) {
        self.maximumTotal = maximumTotal
        self.maximumPerAddress = maximumPerAddress
        self.exempt = exempt
    }

    /// Open connections now.
    var openConnections: Int { lock.withLock { total } }

    /// Connections closed on arrival so far.
    var refusedConnections: Int { lock.withLock { refused } }

    /// Admits a connection from `address`, or answers why not. An admitted
    /// connection must be ``release(_:)``d when it closes.
    func admit(_ address: String) -> String? {
        lock.withLock {
            if total >= maximumTotal {
                refused += 1
                return "the server has its maximum of \(maximumTotal) connections"
            }
            let fromAddress = perAddress[address, default: 0]
            if fromAddress >= maximumPerAddress, !exempt.contains(address) {
                refused += 1
                return "\(maximumPerAddress) connections are open from \(address) already"
            }
            total += 1
            perAddress[address] = fromAddress + 1
            return nil
        }
    }

    /// A connection from `address` closed.
    func release(_ address: String) {
        lock.withLock {
            total -= 1
            let remaining = perAddress[address, default: 1] - 1
            perAddress[address] = remaining > 0 ? remaining : nil
        }
    }

    /// The address a connection is counted under: its IP address without the port.
    static func clientAddress(of channel: any Channel) -> String {
        channel.remoteAddress?.ipAddress ?? "unknown"
    }
}
