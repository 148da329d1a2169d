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
        /// Per update, where the page measured them: [input to message sent,
        /// sent to the answer's arrival, arrival to the DOM change], in ms.
        var splits: [[Double]] = []

        func percentile(_ p: Double) -> Double { Self.percentile(p, of: latencies) }

        /// "input a / b, round trip c / d, apply e / f" (p50 / p99 of each
        /// part), or a note that the page measured none.
        var splitSummary: String {
            let parts = [("input", 0), ("round trip", 1), ("apply", 2)].map { name, index in
                let values = splits.compactMap { $0.count == 3 ? $0[index] : nil }.sorted()
                guard !values.isEmpty else { return "\(name) unmeasured" }
                let p50 = Self.percentile(0.5, of: values), p99 = Self.percentile(0.99, of: values)
                return "\(name) " + String(format: "%.1f / %.1f", p50, p99)
            }
            return parts.joined(separator: ", ") + " (\(splits.count) updates)"
        }

        private static func percentile(_ p: Double, of sorted: [Double]) -> Double {
            sorted[Swift.min(sorted.count - 1, Int(Double(sorted.count) * p))]
        }
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
