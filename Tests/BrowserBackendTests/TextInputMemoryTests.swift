import BrowserTesting
import Foundation
import Testing

/// Issue 41, failure 2: a client that sends long edits to every input of
/// the Views and styles screen, as fast as the rate limit lets it, made the
/// server hold about 78 MiB per session (every edit kept, each input's
/// undo history a hundred copies of 16,200 characters). Read from the
/// process, as an operator would see it.
@Suite("Text input memory of a separate examples server", .serialized)
struct TextInputMemoryTests {
    /// What one flooding visitor saw.
    struct Flood: Sendable {
        var inputs = 0
        var edits = 0
        var notices = 0
        var acknowledged = false
        var closeCode: Int?
    }

    static let sessions = 3
    static let editsPerInput = 101

    /// Edits of 16,200 characters (the attack as measured: past the input
    /// limit, which only the page enforced) and of 4,032 (just within it,
    /// so they are taken and fill the undo histories).
    @Test("Sessions flooding /styles' inputs with long edits grow the server by less than their memory budget",
          arguments: [16_200, 4_032])
    func floodedInputsStayWithinTheBudget(_ length: Int) async throws {
        let server = try await ExamplesServerProcess.start(arguments: ["--hibernate-after", "0"])
        do {
            try await flood(server, length: length)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    private func flood(_ server: ExamplesServerProcess, length: Int) async throws {
        let client = InstanceClient(port: server.port)
        var visitors: [(socket: RawSocket, buffer: [UInt8], inputs: [Int])] = []
        for _ in 0..<Self.sessions {
            let page = try await client.loadPage("/styles")
            let (socket, handshake) = try await client.connect(page, location: "/styles")
            #expect(handshake.status == 101)
            let leftover = handshake.leftover
            let (reset, buffer) = try await RawSocket.blocking { () -> (String, [UInt8]) in
                var buffer = leftover
                let frame = socket.nextFrame(buffer: &buffer, timeout: 60)
                return (frame.map { String(decoding: $0.payload, as: UTF8.self) } ?? "", buffer)
            }
            visitors.append((socket, buffer, Self.inputIDs(in: reset)))
        }
        #expect(visitors.allSatisfy { $0.inputs.count >= 3 }, "the styles screen has two fields and a text view")
        // Settled sessions first, so what grows is what the edits make the server hold.
        try await Task.sleep(for: .seconds(2))
        let before = server.residentBytes
        let floods = try await withThrowingTaskGroup(of: Flood.self) { group in
            for visitor in visitors {
                group.addTask {
                    try await Self.flood(visitor.socket, buffer: visitor.buffer, inputs: visitor.inputs, length: length)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let after = server.residentBytes
        for visitor in visitors { visitor.socket.shutdown() }
        let perSession = Double(after - before) / Double(Self.sessions) / Double(1 << 20)
        let edits = floods.map(\.edits).reduce(0, +)
        let notices = floods.map(\.notices).reduce(0, +)
        print("text input flood: \(Self.sessions) sessions on /styles, \(edits) edits of \(length) characters, "
            + "resident \(before >> 20) MiB before, \(after >> 20) MiB after: \(String(format: "%.1f", perSession)) MiB per session; "
            + "\(notices) notices")
        for flood in floods {
            #expect(flood.closeCode == nil, "the session was closed (\(flood.closeCode ?? 0)): refusals must not end it")
            #expect(flood.acknowledged, "the last edit was never acknowledged")
        }
        // The budget's default (1 MiB) and room for the allocator's own slack.
        #expect(perSession < 5, "each session grew the server by \(perSession) MiB")
        if length > 4_032 { #expect(notices >= edits / 2, "over-long edits are refused with a notice") }
    }

    /// The identifiers of the text inputs a reset message creates.
    static func inputIDs(in reset: String) -> [Int] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(reset.utf8)) as? [String: Any],
              let operations = object["m"] as? [[Any]] else { return [] }
        return operations.compactMap { operation in
            guard operation.count >= 3, operation[0] as? String == "c",
                  ["textField", "textView"].contains(operation[2] as? String) else { return nil }
            return (operation[1] as? NSNumber)?.intValue
        }
    }

    /// Sends every input of one session ``editsPerInput`` edits of `length` characters, each
    /// different from the one before, at about 150 messages a second (the
    /// rate limit is 240), reading what the server sends meanwhile; returns
    /// once the last edit was acknowledged or the connection ended.
    static func flood(_ socket: RawSocket, buffer: [UInt8], inputs: [Int], length: Int) async throws -> Flood {
        let texts = ["a", "b"].map { String(repeating: $0, count: length) }
        let last = editsPerInput * inputs.count
        async let reading = RawSocket.blocking { () -> Flood in
            var buffer = buffer
            var flood = Flood(inputs: inputs.count, edits: last)
            while let frame = socket.nextFrame(buffer: &buffer, timeout: 120) {
                if let code = frame.closeCode { flood.closeCode = code; break }
                let text = String(decoding: frame.payload, as: UTF8.self)
                if text.hasPrefix(#"{"t":"notice""#) { flood.notices += 1 }
                if text.contains("\"ack\":\(last),") || text.contains("\"ack\":\(last)}") {
                    flood.acknowledged = true
                    break
                }
            }
            return flood
        }
        try await RawSocket.blocking {
            var sequence = 0
            for round in 0..<editsPerInput {
                for input in inputs {
                    sequence += 1
                    let text = texts[round % 2]
                    try socket.sendText(#"{"t":"edit","v":\#(input),"q":\#(sequence),"text":"\#(text)","s":0,"e":0}"#)
                    usleep(6_500)
                }
            }
        }
        return try await reading
    }
}
