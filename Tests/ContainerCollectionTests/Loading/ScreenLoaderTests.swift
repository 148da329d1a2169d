import Foundation
import Testing
@testable import ContainerCollection

@Suite("Screen loader: the policy's hosts only, ETag and If-None-Match, a byte-limited cache, timeouts, limits, forms as JSON")
struct ScreenLoaderTests {
    let transport = ScriptedTransport()
    static let policy = ScreenActionPolicy(allowedHosts: ["screens.example.com"],
                                           submitEndpoints: [URL(string: "https://screens.example.com/forms/join")!])
    static let home = "https://screens.example.com/home"

    func loader(cacheLimit: Int = 1 << 20, timeout: Duration = .seconds(5), maximumBytes: Int = 1 << 20) -> ScreenLoader {
        ScreenLoader(transport: transport, policy: Self.policy, cacheLimit: cacheLimit, timeout: timeout, maximumBytes: maximumBytes)
    }

    func loadError(_ body: () async throws(ScreenLoadError) -> [UInt8]) async -> ScreenLoadError.Reason? {
        do {
            _ = try await body()
            return nil
        } catch {
            return error.reason
        }
    }

    @Test("A document with an ETag is asked for again with If-None-Match; a 304 answers from the cache")
    func etag() async throws {
        let loader = loader()
        transport.answer(Self.home, headers: ["ETag": "\"v1\""], body: "{\"version\":1}")
        transport.answer(Self.home, status: 304, body: "")
        let first = try await loader.document(at: URL(string: Self.home)!)
        let second = try await loader.document(at: URL(string: Self.home)!)
        #expect(first == Array("{\"version\":1}".utf8) && second == first)
        #expect(transport.requests.map { $0.headers["If-None-Match"] } == [nil, "\"v1\""])
        #expect(await loader.notModifiedCount == 1)
    }

    @Test("The cache keeps at most its limit, dropping the least recently used; a document larger than the limit is not kept")
    func cacheLimit() async throws {
        let loader = loader(cacheLimit: 25)
        for (name, size) in [("a", 10), ("b", 10), ("c", 10), ("big", 30)] {
            transport.answer("https://screens.example.com/\(name)", headers: ["etag": name], body: String(repeating: "x", count: size))
        }
        for name in ["a", "b"] { _ = try await loader.document(at: URL(string: "https://screens.example.com/\(name)")!) }
        #expect(await loader.cacheByteCount == 20)
        _ = try await loader.document(at: URL(string: "https://screens.example.com/c")!)
        #expect(await loader.cacheByteCount == 20, "a, the least recently used, went")
        _ = try await loader.document(at: URL(string: "https://screens.example.com/big")!)
        #expect(await loader.cacheByteCount == 20)
        _ = try await loader.document(at: URL(string: "https://screens.example.com/a")!)
        #expect(transport.requests.last?.headers["If-None-Match"] == nil, "a was dropped, so it is fetched whole")
    }

    @Test("URLs the policy does not allow are refused before any request", arguments: [
        "https://evil.example.net/home", "http://screens.example.com/home", "javascript:alert(1)", "file:///etc/passwd",
    ])
    func refused(url: String) async throws {
        let loader = loader()
        let reason = await loadError { () throws(ScreenLoadError) in try await loader.document(at: URL(string: url)!) }
        guard case .refused? = reason else { Issue.record("\(String(describing: reason))"); return }
        #expect(transport.requests.isEmpty)
    }

    @Test("A slow answer times out; an error status, a redirect and an oversized body fail with their reason")
    func failures() async throws {
        let loader = loader(timeout: .milliseconds(100), maximumBytes: 16)
        transport.answer("https://screens.example.com/slow", body: "{}", delay: .seconds(30))
        transport.answer("https://screens.example.com/broken", status: 500, body: "")
        transport.answer("https://screens.example.com/moved", status: 302, headers: ["Location": "https://evil.example.net"], body: "")
        transport.answer("https://screens.example.com/huge", body: String(repeating: "x", count: 17))
        let start = ContinuousClock.now
        #expect(await loadError { () throws(ScreenLoadError) in try await loader.document(at: URL(string: "https://screens.example.com/slow")!) }
                == .timedOut(seconds: 0.1))
        #expect(ContinuousClock.now - start < .seconds(20), "the slow request was not waited for")
        #expect(await loadError { () throws(ScreenLoadError) in try await loader.document(at: URL(string: "https://screens.example.com/broken")!) }
                == .status(500))
        #expect(await loadError { () throws(ScreenLoadError) in try await loader.document(at: URL(string: "https://screens.example.com/moved")!) }
                == .status(302))
        #expect(await loadError { () throws(ScreenLoadError) in try await loader.document(at: URL(string: "https://screens.example.com/huge")!) }
                == .tooLarge(limit: 16))
    }

    @Test("A form is POSTed as a JSON object to an endpoint of the policy; any other endpoint is refused")
    func submit() async throws {
        let loader = loader()
        transport.answer("https://screens.example.com/forms/join", body: "{\"version\":1,\"sections\":[]}")
        _ = try await loader.submit(["name": .string("Ada"), "agree": .bool(true)], to: URL(string: "https://screens.example.com/forms/join")!)
        let request = try #require(transport.requests.first)
        #expect(request.method == "POST" && request.headers["Content-Type"] == "application/json")
        #expect(request.body == Array(#"{"agree":true,"name":"Ada"}"#.utf8))
        let reason = await loadError { () throws(ScreenLoadError) in
            try await loader.submit([:], to: URL(string: "https://screens.example.com/forms/other")!)
        }
        #expect(reason == .refused("not one of the policy's submit endpoints"))
    }
}
