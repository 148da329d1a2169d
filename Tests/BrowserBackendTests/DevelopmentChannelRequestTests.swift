@testable import BrowserServer
import Foundation
import Hummingbird
import Logging
import Testing
import ViewTree

/// The development channel's request, sent over SwiftNIO's HTTP codec:
/// what it sends, and each way an answer can fail to come whole.
@MainActor
@Suite("Development channel request", .serialized)
struct DevelopmentChannelRequestTests {
    /// A server answering the way a stuck, flooding or plain app would.
    static func server() -> BrowserServer {
        var logger = Logger(label: "test.development-request")
        logger.logLevel = .critical   // stopping the server while the stuck route waits is logged
        return BrowserServer(configuration: .init(port: 0), logger: logger, routes: { router in
            router.post("/test/echo") { request, _ in
                let body = try await request.body.collect(upTo: 1 << 20)
                let secret = request.headers.first { $0.name.canonicalName == "x-test-secret" }?.value ?? "none"
                return Response(status: .ok, headers: [.contentType: "text/plain"],
                                body: .init(byteBuffer: ByteBuffer(string: "\(secret) \(String(buffer: body))")))
            }
            router.post("/test/refuse") { _, _ in
                Response(status: .conflict, body: .init(byteBuffer: ByteBuffer(string: "not now")))
            }
            router.post("/test/large") { _, _ in
                Response(status: .ok, body: .init(byteBuffer: ByteBuffer(bytes: [UInt8](repeating: 0x41, count: 4_096))))
            }
            router.post("/test/stuck") { _, _ in
                try await Task.sleep(for: .seconds(30))
                return Response(status: .ok)
            }
        }) { _ in View(frame: .zero) }
    }

    static func request(_ path: String, port: Int, limit: Int = 1_024) -> DevelopmentChannelRequest {
        DevelopmentChannelRequest(port: port, path: path, headers: [("X-Test-Secret", "s3cret")],
                                  body: Data("hello".utf8), answerLimit: limit)
    }

    /// The reason a request failed with, or nil if it did not fail as the channel does.
    static func reason(_ request: DevelopmentChannelRequest, timeout: Duration = .seconds(10)) async -> String? {
        do {
            _ = try await request.send(action: "probe", timeout: timeout)
            return nil
        } catch let DevelopmentServerError.channelUnanswered(action, reason) {
            return action == "probe" ? reason : nil
        } catch {
            return nil
        }
    }

    @Test("The body and headers arrive; the answer's status and body come back, a refusal's too")
    func answers() async throws {
        let server = Self.server()
        let port = try await server.start()
        defer { Task { await server.stop() } }
        let echoed = try await Self.request("/test/echo", port: port).send(action: "probe", timeout: .seconds(10))
        #expect(echoed.status == 200 && String(decoding: echoed.body, as: UTF8.self) == "s3cret hello")
        let refused = try await Self.request("/test/refuse", port: port).send(action: "probe", timeout: .seconds(10))
        #expect(refused.status == 409 && String(decoding: refused.body, as: UTF8.self) == "not now")
    }

    @Test("An answer over the limit, a late answer and a refused connection each fail naming the action and why")
    func failures() async throws {
        let server = Self.server()
        let port = try await server.start()
        defer { Task { await server.stop() } }
        let large = await Self.reason(Self.request("/test/large", port: port))
        #expect(large == "the answer is larger than the limit of 1024 bytes")
        let started = ContinuousClock.now
        let late = await Self.reason(Self.request("/test/stuck", port: port), timeout: .milliseconds(300))
        #expect(late == "no answer within 0.3 seconds")
        #expect(ContinuousClock.now - started < .seconds(20), "the deadline ended the wait, not the app's answer")
        await server.stop()
        let closed = await Self.reason(Self.request("/test/echo", port: port))
        #expect(closed?.isEmpty == false, "a port nobody listens on is reported, not hung on")
    }
}
