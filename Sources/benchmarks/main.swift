// Usage: swift run -c release benchmarks [NAME-PREFIX ...]
//
// Runs every workload, or those whose names start with one of the prefixes,
// printing `name  count  median_ms  ns_per_item` per workload.
import Foundation

// The capacity benchmark's clients run in a process of their own: this executable, started by it.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--load-generator", let port = Int(CommandLine.arguments[2]) {
    await LoadGenerator.run(port: port)
}

let allWorkloads: [Workload] =
    RenderWorkloads.all
    + LayoutWorkloads.all
    + MountWorkloads.all
    + StateWorkloads.all
    + SnapshotWorkloads.all
    + DiffWorkloads.all
    + DataSourceWorkloads.all
    + ExamplesWorkloads.all
    + FeedWorkloads.all
    + FeedPagingWorkloads.all
    + TextWorkloads.all

let prefixes = Array(CommandLine.arguments.dropFirst())
// The web benchmarks start a server and a browser: they run only when asked for.
func asks(for name: String) -> Bool { prefixes.contains { !$0.isEmpty && (name.hasPrefix($0) || $0.hasPrefix(name)) } }
let runsTaps = asks(for: "web.tap")
let runsKeystrokes = asks(for: "web.keystroke")
let runsScroll = asks(for: "web.scroll")
let runsSlider = asks(for: "web.slider")
// Minutes long, with its own server and clients: only when named (not by `web.`).
let runsCapacity = prefixes.contains { $0.hasPrefix("web.capacity") }
// Development mode: only when named (they start processes, and the second edits a source file for a moment).
let runsHandover = prefixes.contains { $0.hasPrefix("dev.handover") }
let runsReloadAppFile = prefixes.contains { $0.hasPrefix("dev.reload-app-file") }
let runsGallery = prefixes.contains { $0.hasPrefix("dev.gallery") }
// Operations: in-process servers (ops.*), and a cluster with PostgreSQL (web.failover); only when named.
let runsSnapshots = prefixes.contains { $0.hasPrefix("ops.snapshot") }
let runsMetricsScrape = prefixes.contains { $0.hasPrefix("ops.metrics-scrape") }
let runsFailover = prefixes.contains { $0.hasPrefix("web.failover") }
let runsWeb = runsTaps || runsKeystrokes || runsScroll || runsSlider || runsCapacity || runsHandover || runsReloadAppFile || runsGallery
    || runsSnapshots || runsMetricsScrape || runsFailover
let runner = BenchmarkRunner(workloads: allWorkloads)
let selection = runner.selected(by: prefixes)
if selection.isEmpty && !runsWeb {
    let names = allWorkloads.map(\.name).joined(separator: ", ")
    FileHandle.standardError.write(Data("benchmarks: no workload matches \(prefixes); known: \(names)\n".utf8))
    exit(2)
}
let wallStart = Date()
var results = await runner.run(selection)
if runsWeb {
    do {
        if runsTaps {
            for line in try await WebBenchmark.run() { print(line) }
            results.append(("web.tap", 0))
        }
        if runsKeystrokes {
            for line in try await WebKeystrokeBenchmark.run() { print(line) }
            results.append(("web.keystroke", 0))
        }
        if runsScroll {
            for line in try await WebScrollBenchmark.run() { print(line) }
            results.append(("web.scroll", 0))
        }
        if runsSlider {
            for line in try await WebSliderBenchmark.run() { print(line) }
            results.append(("web.slider", 0))
        }
        if runsCapacity {
            try await CapacityBenchmark.run()
            results.append(("web.capacity", 0))
        }
        if runsHandover {
            for line in try await DevelopmentBenchmark.handover() { print(line) }
            results.append(("dev.handover", 0))
        }
        if runsGallery {
            for line in try await DevelopmentBenchmark.gallery() { print(line) }
            results.append(("dev.gallery", 0))
        }
        if runsSnapshots {
            for line in try await OperationsBenchmark.snapshots() { print(line) }
            results.append(("ops.snapshot", 0))
        }
        if runsMetricsScrape {
            for line in try await OperationsBenchmark.metricsScrape() { print(line) }
            results.append(("ops.metrics-scrape", 0))
        }
        if runsFailover {
            for line in try await FailoverBenchmark.run() { print(line) }
            results.append(("web.failover", 0))
        }
        if runsReloadAppFile {
            for line in try await DevelopmentBenchmark.reloadAppFile() { print(line) }
            results.append(("dev.reload-app-file", 0))
        }
    } catch {
        FileHandle.standardError.write(Data("benchmarks: web failed: \(error)\n".utf8))
        exit(1)
    }
}
let elapsed = Date().timeIntervalSince(wallStart)
print("\(results.count) workloads in \(BenchmarkRunner.format(elapsed, digits: 2)) s")
