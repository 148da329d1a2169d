import ComponentKit
import ComponentKitLists
import Foundation
import BrowserTesting
import ViewTree

/// A feed row for the paging benchmarks: a photo cell's model with an identity.
struct PagedPhoto: Diffable, Equatable {
    let id: Int
    var diffID: Int { id }
    func isContentEqual(to other: PagedPhoto) -> Bool { id == other.id }
    var photo: FeedPhoto { FeedPhoto(number: id) }
}

/// Feeds that load as the person scrolls (issue 44).
///
/// `feed.load-more`: a phone-sized list with batch fetching scrolls one
/// screen at a time through 200 pages of 20; each time the list asks for
/// more, the handler declares the whole list again (`setItems`) and
/// finishes the context. Timed in main-thread CPU: the scroll that crossed
/// the threshold plus the handler, which together are the server's work
/// from the crossing to the new page mounted (the app's fetch is instant
/// here, so no delay is excluded by hand). The figures are the p50, p99
/// and worst over the pages, and the cost at the start and end of the feed.
///
/// `feed.memory`: the same feed scrolled through 10,000 items; the
/// process's resident bytes over the empty feed's at 100, 1,000 and 10,000
/// items seen, and the views mounted, which the working range bounds.
@MainActor
enum FeedPagingWorkloads {
    static var all: [Workload] { [loadMore(), memory()] }

    private static let pageSize = 20

    /// A list in a window with batch fetching, loading `pageSize` items per batch.
    @MainActor
    private final class PagedFeed {
        let window = Window(size: CGSize(width: 390, height: 844))
        let list = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let adapter: CollectionViewDataSource<PagedPhoto, Void>
        var items: [PagedPhoto] = []
        /// Main-thread CPU nanoseconds of each handler run.
        var handlerTimes: [UInt64] = []

        init() {
            try? window.rootView.addSubview(list)
            adapter = CollectionViewDataSource(collectionView: list, configuration: DataSourceConfiguration(
                provider: ComponentProvider<PagedPhoto, Void> { item, _ in FeedPhotoCell(photo: item.photo) }, context: (),
                sizeRange: .flexibleHeight(width: 390),
                layoutContext: LayoutContext(textMeasurer: FixedAdvanceMeasurer(), pointScale: 2),
                parallelism: DataSourceWorkloads.cores))
            list.enableBatchFetching(leadingScreens: 2) { [unowned self] context in
                let start = CPUClock.now()
                let next = items.count
                items += (next..<(next + pageSize)).map(PagedPhoto.init(id:))
                try? adapter.dataSource.setItems(items, mode: .synchronous)
                context.finish(hasMore: true)
                handlerTimes.append(CPUClock.now() - start)
            }
        }

        /// Scrolls one screen down and lets the list's fetch run; returns
        /// the scroll's main-thread CPU nanoseconds.
        func scrollOneScreen() async -> UInt64 {
            let start = CPUClock.now()
            list.scroll(to: CGPoint(x: 0, y: Swift.min(list.maximumContentOffset.y, list.contentOffset.y + 844)))
            _ = window.takeTransaction()
            let time = CPUClock.now() - start
            // The fetch starts on the next main-actor turn.
            await Task.yield()
            await Task.yield()
            _ = window.takeTransaction()
            return time
        }

        /// Scrolls until `count` items are loaded (pages come as the end nears).
        func load(until count: Int, onScroll: (UInt64, Bool) -> Void = { _, _ in }) async {
            var stalls = 0
            while items.count < count, stalls < 100 {
                let loaded = items.count
                let time = await scrollOneScreen()
                onScroll(time, items.count > loaded)
                stalls = items.count > loaded ? 0 : stalls + 1
            }
        }
    }

    private static func loadMore() -> Workload {
        var figures: [String] = []
        return Workload(
            name: "feed.load-more", itemCount: pageSize, samples: 3, clock: .reported,
            extraFigures: { figures },
            prepareAsync: {
                return {
                    let feed = PagedFeed()
                    await Task.yield()
                    var crossing: [UInt64] = []
                    await feed.load(until: 200 * pageSize) { time, loaded in if loaded { crossing.append(time) } }
                    // Each page: the scroll that crossed the threshold and the handler it led to.
                    let handlers = feed.handlerTimes.suffix(crossing.count)
                    let totals = zip(crossing, handlers).map { $0 + $1 }.sorted()
                    func ms(_ value: UInt64) -> String { String(format: "%.3f", Double(value) / 1_000_000) }
                    func at(_ share: Double) -> UInt64 { totals.isEmpty ? 0 : totals[Swift.min(totals.count - 1, Int(Double(totals.count) * share))] }
                    let firstTen = zip(crossing.prefix(10), feed.handlerTimes.prefix(10)).map { $0 + $1 }.sorted()
                    let lastTen = totals.isEmpty ? [] : Array(zip(crossing.suffix(10), handlers.suffix(10)).map { $0 + $1 }.sorted())
                    figures = ["\(totals.count) pages of \(pageSize) to \(feed.items.count) items, server CPU from the crossing to the page "
                               + "mounted: p50 \(ms(at(0.5))) ms, p99 \(ms(at(0.99))) ms, worst \(ms(totals.last ?? 0)) ms (goal p99 ≤ 5 ms); "
                               + "median of the first 10 pages \(ms(firstTen.isEmpty ? 0 : firstTen[firstTen.count / 2])) ms, "
                               + "of the last 10 \(ms(lastTen.isEmpty ? 0 : lastTen[lastTen.count / 2])) ms"]
                    return TimedOutput(output: feed.items.count, nanoseconds: at(0.99))
                }
            })
    }

    private static func memory() -> Workload {
        var figures: [String] = []
        return Workload(
            name: "feed.memory", itemCount: 10_000, samples: 1, clock: .reported,
            extraFigures: { figures },
            prepareAsync: {
                return {
                    let feed = PagedFeed()
                    await Task.yield()
                    var lines: [String] = []
                    let baseline = allocatedBytes()
                    for mark in [100, 1_000, 10_000] {
                        await feed.load(until: mark)
                        let bytes = allocatedBytes() - baseline
                        lines.append("\(feed.items.count) items: \(bytes / 1_024) KiB "
                                     + "(\(bytes / Swift.max(1, feed.items.count)) B per item), "
                                     + "\(feed.list.indexPathsForMountedItems.count) cells mounted, \(feed.list.statistics.cellsCreated) made")
                    }
                    figures = ["resident bytes after scrolling, over the empty feed's: " + lines.joined(separator: "; ")]
                    return TimedOutput(output: feed.items.count, nanoseconds: 0)
                }
            })
    }

    /// The process's resident bytes (the allocator keeps freed pages, so
    /// this only grows: a flat line means nothing new was held).
    private static func allocatedBytes() -> Int { ProcessMemory.residentBytes() }
}
