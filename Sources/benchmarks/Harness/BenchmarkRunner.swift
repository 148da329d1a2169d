import Foundation

/// Runs workloads and prints one line each: `name  count  median_ms  ns_per_item`.
@MainActor
struct BenchmarkRunner {
    let workloads: [Workload]

    /// Workloads whose names start with one of `prefixes` (all when empty).
    func selected(by prefixes: [String]) -> [Workload] {
        guard !prefixes.isEmpty else { return workloads }
        return workloads.filter { workload in prefixes.contains { workload.name.hasPrefix($0) } }
    }

    /// Times each workload and returns the medians in milliseconds.
    @discardableResult
    func run(_ selection: [Workload]) async -> [(name: String, medianMilliseconds: Double)] {
        var results: [(String, Double)] = []
        // BENCHMARK_SAMPLES overrides every workload's sample count (for profiling).
        let override = ProcessInfo.processInfo.environment["BENCHMARK_SAMPLES"].flatMap(Int.init)
        for var workload in selection {
            if let override, override > 0 { workload.samples = override }
            let sample = await workload.prepare()
            _ = await sample()  // warm-up: caches, lazy globals, first allocations
            let clock = workload.clock
            func now() -> UInt64 {
                switch clock {
                case .threadCPU: CPUClock.now()
                case .processCPU: CPUClock.processNow()
                case .wall, .reported: DispatchTime.now().uptimeNanoseconds
                }
            }
            var durations: [UInt64] = []
            durations.reserveCapacity(workload.samples)
            var sink: [Any] = []
            for _ in 0..<workload.samples {
                let start = now()
                var output = await sample()
                var duration = now() - start
                if workload.clock == .reported, let timed = output as? TimedOutput {
                    duration = timed.nanoseconds
                    output = timed.output
                }
                durations.append(duration)
                sink.append(output)
                if sink.count > 2 { sink.removeFirst() }
            }
            let median = Self.median(durations)
            let milliseconds = Double(median) / 1_000_000
            let perItem = Double(median) / Double(max(workload.itemCount, 1))
            print(Self.line(workload.name, workload.itemCount, milliseconds, perItem))
            for figure in workload.extraFigures() {
                print("  \(figure)")
            }
            results.append((workload.name, milliseconds))
        }
        return results
    }

    static func median(_ values: [UInt64]) -> UInt64 {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    static func line(_ name: String, _ count: Int, _ milliseconds: Double, _ nsPerItem: Double) -> String {
        let padded = name.padding(toLength: max(name.count, 28), withPad: " ", startingAt: 0)
        return "\(padded)  \(count)  \(format(milliseconds, digits: 3))  \(format(nsPerItem, digits: 1))"
    }

    static func format(_ value: Double, digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        let text = String(rounded)
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        return "\(parts[0]).\(fraction.padding(toLength: digits, withPad: "0", startingAt: 0))"
    }
}
