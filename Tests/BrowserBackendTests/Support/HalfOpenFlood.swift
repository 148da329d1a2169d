import BrowserTesting
import Foundation

/// Connections opened and left half-open, as an attacker holds a server's
/// connection table: from each address, a number of sockets that send
/// nothing or the start of a request head, each re-opened as soon as the
/// server closes it.
///
/// Runs on threads of its own (the sockets block); ``stop()`` ends it and
/// closes every socket.
final class HalfOpenFlood: @unchecked Sendable {
    private let port: Int
    private let addresses: [String]
    private let socketsPerAddress: Int
    private let lock = NSLock()
    private var stopping = false
    private var opened = 0
    private let finished = DispatchGroup()

    /// A flood of `socketsPerAddress` sockets from each of `addresses` to `port`.
    init(port: Int, addresses: [String], socketsPerAddress: Int) {
        self.port = port
        self.addresses = addresses
        self.socketsPerAddress = socketsPerAddress
    }

    /// Connections opened so far, the re-opened ones included.
    var connectionsOpened: Int { lock.withLock { opened } }

    /// Starts the flood on `threads` threads, the addresses shared among them.
    func start(threads: Int = 8) {
        for index in 0..<threads {
            let mine = stride(from: index, to: addresses.count, by: threads).map { addresses[$0] }
            finished.enter()
            Thread { [self] in
                hold(mine)
                finished.leave()
            }.start()
        }
    }

    /// Stops the flood and waits until every socket is closed.
    func stop() async throws {
        lock.withLock { stopping = true }
        let finished = self.finished
        try await RawSocket.blocking { finished.wait() }
    }

    /// Keeps `socketsPerAddress` sockets open from each of `sources`, checking every 50 ms.
    private func hold(_ sources: [String]) {
        var sockets: [RawSocket?] = Array(repeating: nil, count: sources.count * socketsPerAddress)
        while !lock.withLock({ stopping }) {
            for slot in sockets.indices {
                // An empty read is the server's close; nil is silence, the socket still open.
                if let socket = sockets[slot], socket.receiveChunk(timeout: 0)?.isEmpty != true { continue }
                sockets[slot] = nil
                guard let socket = try? RawSocket(port: port, from: sources[slot / socketsPerAddress]) else { continue }
                // Half send nothing at all, half the start of a head that never ends.
                if slot % 2 == 1 { try? socket.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n") }
                sockets[slot] = socket
                lock.withLock { opened += 1 }
            }
            usleep(50_000)
        }
    }
}
