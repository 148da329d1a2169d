import ComponentKit
import ComponentKitLists
import Foundation
import ViewTree

/// Feeds (issue 44): how long a feed takes to show its first screen.
///
/// `feed.first-screen-10k` applies a 10,000-item first load to a list with
/// split changesets and times it until the first screen is mounted; each
/// sample also times a 20-item first load and the 10,000 items unsplit, in
/// turn before and after, so the ratios compare runs under the same load.
@MainActor
enum FeedWorkloads {
    static var all: [Workload] { [firstScreen()] }

    private static func firstScreen() -> Workload {
        var small: [UInt64] = []
        var large: [UInt64] = []
        var unsplit: [UInt64] = []
        func milliseconds(_ values: [UInt64]) -> Double { Double(BenchmarkRunner.median(values)) / 1_000_000 }
        func format(_ value: Double) -> String { BenchmarkRunner.format(value, digits: 2) }
        return Workload(
            name: "feed.first-screen-10k", itemCount: 10_000, samples: 20, clock: .reported,
            extraFigures: {
                guard !small.isEmpty, milliseconds(small) > 0 else { return [] }
                return ["first screen mounted (median ms): 20 items \(format(milliseconds(small))), "
                        + "10,000 split \(format(milliseconds(large))), 10,000 unsplit \(format(milliseconds(unsplit))); "
                        + "10,000 split / 20 = \(format(milliseconds(large) / milliseconds(small)))× (goal ≤ 1.5×), "
                        + "unsplit / 20 = \(format(milliseconds(unsplit) / milliseconds(small)))×"]
            },
            prepareAsync: {
                let tenThousand = DataSourceWorkloads.insertion(count: 10_000)
                let twenty = DataSourceWorkloads.insertion(count: 20)
                return {
                    let smallFirst = large.count.isMultiple(of: 2)
                    if smallFirst { small.append(await firstScreenTime(twenty, split: true)) }
                    let time = await firstScreenTime(tenThousand, split: true)
                    large.append(time)
                    unsplit.append(await firstScreenTime(tenThousand, split: false))
                    if !smallFirst { small.append(await firstScreenTime(twenty, split: true)) }
                    return TimedOutput(output: time, nanoseconds: time)
                }
            })
    }

    /// Nanoseconds from an asynchronous apply of `changeset` to the first
    /// change mounted in a phone-sized list; then waits for the rest.
    private static func firstScreenTime(_ changeset: Changeset<FeedPhoto>, split: Bool) async -> UInt64 {
        let window = Window(size: CGSize(width: 390, height: 844))
        let list = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        try? window.rootView.addSubview(list)
        var configuration = DataSourceWorkloads.configuration(workers: DataSourceWorkloads.cores)
        if split { configuration.splitChangesets = SplitChangesetOptions(viewportBoundingSize: CGSize(width: 390, height: 844)) }
        let adapter = CollectionViewDataSource(collectionView: list, configuration: configuration)
        let watch = FirstChangeWatch()
        adapter.dataSource.addListener(watch)
        let start = DispatchTime.now().uptimeNanoseconds
        try? adapter.apply(changeset)
        await adapter.dataSource.waitUntilIdle()
        precondition(!list.indexPathsForVisibleItems.isEmpty, "the first screen was not mounted")
        return (watch.firstChange ?? start) - start
    }

}

/// Notes when the first change was applied (after the adapter, added
/// first, mounted it).
@MainActor
private final class FirstChangeWatch: DataSourceListener {
    var firstChange: UInt64?
    func dataSource(_ dataSource: DataSource<FeedPhoto, Void>, didModify previous: DataSourceState<FeedPhoto, Void>,
                    to state: DataSourceState<FeedPhoto, Void>, with changes: AppliedChanges) {
        if firstChange == nil { firstChange = DispatchTime.now().uptimeNanoseconds }
    }
}
