@testable import BrowserBackend
@testable import BrowserServer
import Foundation
import Testing

/// The connection table's bookkeeping: limits per address and per network,
/// and which connections a nearly full table closes to make room.
@Suite("Connection table")
struct ConnectionGuardTests {
    /// A guard and the connections it closed to make room, in order.
    final class Table: @unchecked Sendable {
        let connections: ConnectionGuard
        private let lock = NSLock()
        private var closed: [String] = []

        init(total: Int, perAddress: Int = 100, perPrefix: Int = 100, pressure: Int? = nil, exempting: Set<String> = []) {
            connections = ConnectionGuard(maximumTotal: total, maximumPerAddress: perAddress, maximumPerPrefix: perPrefix,
                                          pressureThreshold: pressure, exempting: exempting)
        }

        /// The names of the connections closed early so far.
        var closedEarly: [String] { lock.withLock { closed } }

        /// Admits a connection called `name` from `address`, or the refusal.
        func admit(_ address: String, as name: String = "") -> Result<AdmittedConnection, ConnectionRefusal> {
            do {
                return .success(try connections.admit(address) { [self] in
                    lock.withLock { closed.append(name) }
                    // A closed channel's close future releases it; an early close must make that harmless.
                    connections.release(admitted[name]!)
                })
            } catch {
                return .failure(error)
            }
        }

        private(set) var admitted: [String: AdmittedConnection] = [:]

        /// Admits `name` and remembers it; false if refused.
        @discardableResult
        func open(_ name: String, from address: String) -> Bool {
            guard case let .success(connection) = admit(address, as: name) else { return false }
            lock.withLock { admitted[name] = connection }
            return true
        }
    }

    @Test("A network (/24, /64) is held to its own limit, beside the per-address one")
    func perPrefixLimit() {
        let table = Table(total: 100, perAddress: 1, perPrefix: 5)
        for host in 1...5 { #expect(table.open("a\(host)", from: "203.0.113.\(host)")) }
        #expect(table.admit("203.0.113.6").refusal == (.prefixFull(address: "203.0.113.6", prefix: "203.0.113.0/24", maximum: 5)))
        #expect(table.admit("203.0.113.1").refusal == .addressFull(address: "203.0.113.1", maximum: 1),
                "the per-address limit is checked first")
        #expect(table.open("b", from: "203.0.114.1"), "a neighbouring /24 is another network")
        for host in 1...5 { #expect(table.open("v6-\(host)", from: "2001:db8:1:2::\(host)")) }
        #expect(table.admit("2001:db8:1:2:ffff::1").refusal == .prefixFull(address: "2001:db8:1:2:ffff::1", prefix: "2001:db8:1:2::/64", maximum: 5))
        #expect(table.open("v6-other", from: "2001:db8:1:3::1"))
        table.connections.release(table.admitted["a3"]!)
        #expect(table.open("a6", from: "203.0.113.6"), "a closed connection frees its network's slot")
        #expect(table.connections.refusedConnections == 3)
        #expect(table.connections.openConnections == 12)
    }

    @Test("A network may always hold what one address may; trusted proxies count for no network")
    func perPrefixLimitBounds() {
        let table = Table(total: 100, perAddress: 4, perPrefix: 2, exempting: ["192.0.2.1"])
        for index in 0..<4 { #expect(table.open("a\(index)", from: "198.51.100.7")) }
        #expect(table.admit("198.51.100.8").refusal == .prefixFull(address: "198.51.100.8", prefix: "198.51.100.0/24", maximum: 4))
        for index in 0..<10 { #expect(table.open("proxy\(index)", from: "192.0.2.1")) }
        #expect(table.open("neighbour", from: "192.0.2.2"), "the proxy's connections do not fill its /24")
    }

    @Test("Under pressure each newcomer closes the oldest half-open connection; ones that sent their head stay")
    func nearlyFullTableClosesOldestHalfOpen() throws {
        let table = Table(total: 6, pressure: 4)
        for name in ["a", "b", "c", "d"] { #expect(table.open(name, from: "198.51.100.\(name.unicodeScalars.first!.value)")) }
        table.connections.headArrived(table.admitted["a"]!)
        table.connections.headArrived(table.admitted["c"]!)
        #expect(table.admitted["d"]?.arrivedUnderPressure == false)
        #expect(table.connections.halfOpenConnections == 2)

        #expect(table.open("e", from: "203.0.113.1"))
        #expect(table.closedEarly == ["b"], "the oldest that has not sent its head")
        #expect(table.admitted["e"]?.arrivedUnderPressure == true)
        #expect(table.open("f", from: "203.0.113.2"))
        #expect(table.closedEarly == ["b", "d"])
        #expect(table.connections.openConnections == 4, "the table stays at the threshold")
        table.connections.headArrived(table.admitted["e"]!)
        table.connections.headArrived(table.admitted["f"]!)

        // Every connection has sent its head: nothing is closed, the table fills up, then refuses.
        for (name, host) in [("g", 3), ("h", 4)] {
            #expect(table.open(name, from: "203.0.113.\(host)"))
            table.connections.headArrived(table.admitted[name]!)
        }
        #expect(table.admit("203.0.113.5").refusal == .tableFull(maximum: 6))
        #expect(table.closedEarly == ["b", "d"])
        #expect(table.connections.closedEarlyConnections == 2)
        #expect(table.connections.refusedConnections == 1)

        // Released twice (by the early close and by the socket's close future), counted once.
        table.connections.release(table.admitted["b"]!)
        #expect(table.connections.openConnections == 6)
        table.connections.release(table.admitted["g"]!)
        #expect(table.connections.openConnections == 5)
    }

    @Test("The network holding the most half-open connections loses one first; between equals, the oldest goes")
    func closesFromTheBusiestNetworkFirst() {
        let table = Table(total: 20, pressure: 4)
        #expect(table.open("visitor", from: "198.51.100.1"))
        for host in 1...3 { #expect(table.open("flood\(host)", from: "203.0.113.\(host)")) }
        #expect(table.open("flood4", from: "203.0.113.4"))
        #expect(table.open("flood5", from: "203.0.113.5"))
        #expect(table.closedEarly == ["flood1", "flood2"], "the visitor's is the oldest, but its network holds one")
        #expect(table.open("other", from: "192.0.2.1"))
        #expect(table.closedEarly == ["flood1", "flood2", "flood3"])
        #expect(table.open("late", from: "192.0.3.1"))
        #expect(table.closedEarly == ["flood1", "flood2", "flood3", "flood4"])
        // Now every network holds one: the oldest goes first, whichever network it is from.
        #expect(table.open("later", from: "192.0.4.1"))
        #expect(table.closedEarly == ["flood1", "flood2", "flood3", "flood4", "visitor"])
        #expect(table.connections.openConnections == 4)
    }

    @Test("Half-open connections are closed in the same order as a reference model's, through random arrivals, heads and closes")
    func closingOrderMatchesModel() {
        var generator = SystemRandomNumberGenerator()
        var table = HalfOpenConnections<Int>()
        var model: [(id: UInt64, prefix: String)] = []
        var nextID: UInt64 = 0
        for step in 0..<4_000 {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<5:
                nextID += 1
                let prefix = "net\(Int.random(in: 0..<12, using: &generator))"
                table.append(nextID, prefix: prefix, step)
                model.append((nextID, prefix))
            case 5..<8:
                guard let index = model.indices.randomElement(using: &generator) else { continue }
                let removed = table.remove(model[index].id, prefix: model[index].prefix)
                let removedAgain = table.remove(model[index].id, prefix: model[index].prefix)
                #expect(removed && !removedAgain)
                model.remove(at: index)
            default:
                // The model: the network holding the most, then the one whose oldest is oldest; its oldest.
                let counts = Dictionary(grouping: model, by: \.prefix).mapValues(\.count)
                let expected = model.max { left, right in
                    counts[left.prefix]! != counts[right.prefix]! ? counts[left.prefix]! < counts[right.prefix]! : left.id > right.id
                }
                let closed = table.popFirstToClose()
                #expect(closed?.id == expected?.id, "step \(step)")
                if let expected { model.removeAll { $0.id == expected.id } }
            }
            if table.count != model.count {
                Issue.record("step \(step): \(table.count) in the table, \(model.count) in the model")
                return
            }
        }
    }

    @Test("An early close frees the victim's address and network slots at once")
    func earlyCloseFreesSlots() {
        let table = Table(total: 3, perAddress: 1, perPrefix: 1, pressure: 1)
        #expect(table.open("attacker", from: "203.0.113.9"))
        #expect(table.open("visitor", from: "198.51.100.1"))
        #expect(table.closedEarly == ["attacker"])
        #expect(table.open("attacker again", from: "203.0.113.9"), "its slot was given back when it was closed")
        #expect(table.closedEarly == ["attacker", "visitor"])
        #expect(table.connections.openConnections == 1)
        #expect(table.connections.halfOpenConnections == 1)
    }

    @Test("The half-open queue matches a reference model through random appends, removals and pops")
    func halfOpenQueueMatchesModel() {
        var generator = SystemRandomNumberGenerator()
        var queue = HalfOpenQueue<Int>()
        var model: [(UInt64, Int)] = []
        var nextID: UInt64 = 0
        for step in 0..<6_000 {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<5:
                nextID += 1
                queue.append(nextID, step)
                model.append((nextID, step))
            case 5..<8:
                // Half the time one that is in, else any number (most of them gone already).
                let id = Bool.random(using: &generator) ? model.randomElement(using: &generator)?.0 ?? 0
                    : UInt64.random(in: 0...(nextID + 1), using: &generator)
                let inModel = model.firstIndex { $0.0 == id }
                #expect(queue.remove(id) == (inModel != nil))
                if let inModel { model.remove(at: inModel) }
            default:
                let popped = queue.popOldest()
                #expect(popped?.id == model.first?.0 && popped?.element == model.first?.1)
                if !model.isEmpty { model.removeFirst() }
            }
            if queue.count != model.count {
                Issue.record("step \(step): \(queue.count) in the queue, \(model.count) in the model")
                return
            }
        }
        while let (id, _) = queue.popOldest() { #expect(id == model.removeFirst().0) }
        #expect(model.isEmpty)
    }
}

extension Result where Failure == ConnectionRefusal {
    /// The refusal, or nil if admitted.
    var refusal: ConnectionRefusal? {
        if case let .failure(refusal) = self { return refusal }
        return nil
    }
}

