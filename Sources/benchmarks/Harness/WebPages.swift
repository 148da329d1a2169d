import BrowserTesting
import Foundation

/// What the browser benchmarks share: page credentials, latency figures,
/// and a missing value as an error instead of a trap.
enum WebPages {
    struct Missing: Error {}

    /// Latencies measured in the page, sorted, and bytes sent per update.
    struct Latencies {
        let latencies: [Double]
        let bytesPerUpdate: Int

        func percentile(_ p: Double) -> Double { latencies[Swift.min(latencies.count - 1, Int(Double(latencies.count) * p))] }
    }

    static func require<Value>(_ value: Value?) throws -> Value {
        guard let value else { throw Missing() }
        return value
    }

    /// Loads `/` and reads the session identifier and ticket the page was given.
    static func credentials(port: Int) async throws -> (session: String, token: String) {
        let page = String(decoding: try await LoopbackHTTP.request(port: port, method: "GET", path: "/"), as: UTF8.self)
        func meta(_ name: String) throws -> String {
            let range = try require(page.range(of: "name=\"\(name)\" content=\""))
            return String(page[range.upperBound...].prefix { $0 != "\"" })
        }
        return (try meta("ck-session"), try meta("ck-token"))
    }
}
