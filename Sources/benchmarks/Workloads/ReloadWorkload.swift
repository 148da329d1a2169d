import ComponentKit
import ComponentKitLists
import Foundation
import Synchronization

/// Replacing every item of a 10,000-item feed in one data source with
/// every core, change after change, as an app reloading a whole list does:
/// each change lets the previous 10,000 items go. The timing line is
/// apply → idle; the figure is the main actor's time after the swap
/// (telling the listeners, then whatever the turn still does), which is
/// where freeing the previous state would otherwise land.
@MainActor
enum ReloadWorkload {
    static func workload() -> Workload {
        var tails: [UInt64] = []
        return Workload(
            name: "datasource.reload", itemCount: DataSourceWorkloads.itemCount, samples: 30, clock: .reported,
            extraFigures: {
                guard !tails.isEmpty else { return ["no change applied"] }
                let median = Double(BenchmarkRunner.median(tails)) / 1_000_000
                return ["cores \(DataSourceWorkloads.cores); the main actor after the swap: median "
                        + "\(BenchmarkRunner.format(median, digits: 3)) ms per reload, "
                        + "the previous 10,000 items let go on a background queue, " + Allocator.name]
            },
            prepareAsync: {
                let recorder = ApplyEndRecorder()
                var configuration = DataSourceWorkloads.configuration(workers: DataSourceWorkloads.cores)
                configuration.analyticsListeners = [recorder]
                let dataSource = DataSource(configuration: configuration)
                try? dataSource.apply(replacement(round: 0, removing: false))
                await dataSource.waitUntilIdle()
                var round = 0
                return {
                    round += 1
                    let changeset = replacement(round: round, removing: true)
                    let start = ContinuousClock.now
                    try? dataSource.apply(changeset)
                    await dataSource.waitUntilIdle()
                    let end = ContinuousClock.now
                    if let applied = recorder.lastApplyEnd { tails.append(nanoseconds(end - applied)) }
                    return TimedOutput(output: dataSource, nanoseconds: nanoseconds(end - start))
                }
            })
    }

    private static func nanoseconds(_ duration: Duration) -> UInt64 {
        UInt64(max(0, duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000))
    }

    /// Section 0 with 10,000 new photos, replacing the one there (when `removing`).
    private static func replacement(round: Int, removing: Bool) -> Changeset<FeedPhoto> {
        var changeset = Changeset<FeedPhoto>(removedSections: removing ? [0] : [], insertedSections: [0])
        for index in 0..<DataSourceWorkloads.itemCount {
            changeset.insertedItems[[0, index]] = FeedPhoto(
                id: index, title: "Photo number \(index) of reload \(round)", author: "by photographer \(index % 97)")
        }
        return changeset
    }
}

/// Remembers when the data source last finished swapping a change in.
private final class ApplyEndRecorder: AnalyticsListener {
    private let end = Mutex<ContinuousClock.Instant?>(nil)

    var lastApplyEnd: ContinuousClock.Instant? { end.withLock { $0 } }

    func dataSourceDidApplyChange(_ event: DataSourceApplyEvent) {
        end.withLock { $0 = event.applyStart + event.applyDuration }
    }
}
