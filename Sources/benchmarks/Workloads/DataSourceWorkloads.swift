import ComponentKit
import ComponentKitLists
import Foundation

/// Preparing a 10,000-item feed in the data source (one worker, then every
/// core) and scrolling a 10,000-item collection view by one screen; the
/// preparations again with a ``FrameCounters`` listener attached (`+counters`).
@MainActor
enum DataSourceWorkloads {
    static let itemCount = 10_000
    static let cores = ProcessInfo.processInfo.activeProcessorCount

    static var all: [Workload] {
        var scrollFigures: [String] = []
        return [
            prepareSerial(counters: false),
            prepareParallel(counters: false),
            prepareSerial(counters: true),
            prepareParallel(counters: true),
            preparePhases(),
            PreparationCeiling.workload(),
            ReloadWorkload.workload(),
            Workload(
                name: "datasource.scroll", itemCount: 1, samples: 40,
                extraFigures: { scrollFigures },
                prepare: {
                    let window = Window(size: CGSize(width: 390, height: 844))
                    let list = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                    try? window.rootView.addSubview(list)
                    let adapter = CollectionViewDataSource(collectionView: list, configuration: configuration(workers: cores))
                    try? adapter.apply(insertion(), mode: .synchronous)
                    _ = window.takeTransaction()
                    var mutations: [Int] = []
                    return {
                        let next = list.contentOffset.y + 844
                        list.scroll(to: CGPoint(x: 0, y: next > list.maximumContentOffset.y ? 0 : next))
                        let transaction = window.takeTransaction()
                        mutations.append(transaction.mutations.count)
                        let sorted = mutations.sorted()
                        scrollFigures = ["one screen (844 pt) of a 10,000-item feed: median \(sorted[sorted.count / 2]) view mutations, "
                                         + "\(list.indexPathsForMountedItems.count) cells mounted, \(list.statistics.cellsCreated) created in all"]
                        return (adapter, transaction)
                    }
                }),
        ]
    }

    /// 30 samples: on a shared 2-core machine the median of 10 moves by ±5%.
    private static let prepareSamples = 30

    /// Inserting the whole feed into a new data source with one worker.
    private static func prepareSerial(counters: Bool) -> Workload {
        Workload(
            name: "datasource.prepare.serial" + (counters ? "+counters" : ""), itemCount: itemCount, samples: prepareSamples, clock: .wall,
            prepareAsync: {
                let changeset = insertion()
                return { await insert(changeset, workers: 1, counters: counters).state }
            })
    }

    /// Inserting the whole feed with every core. Each sample also runs the
    /// one-worker insertion, before or after in turn, so the speed-up
    /// compares runs made under the same machine load; the timing line is
    /// the parallel runs' alone.
    private static func prepareParallel(counters: Bool) -> Workload {
        var serial: [UInt64] = []
        var parallel: [UInt64] = []
        func median(_ values: [UInt64]) -> Double { Double(BenchmarkRunner.median(values)) }
        return Workload(
            name: "datasource.prepare.parallel" + (counters ? "+counters" : ""), itemCount: itemCount, samples: prepareSamples, clock: .reported,
            extraFigures: {
                guard !serial.isEmpty, median(parallel) > 0 else { return ["cores \(cores)"] }
                return ["cores \(cores), speed-up over one worker \(BenchmarkRunner.format(median(serial) / median(parallel), digits: 2))× "
                        + "(one worker in the same samples: \(BenchmarkRunner.format(median(serial) / 1_000_000, digits: 3)) ms), "
                        + Allocator.name]
            },
            prepareAsync: {
                let changeset = insertion()
                return {
                    let first = parallel.count.isMultiple(of: 2)
                    if first { serial.append(await insert(changeset, workers: 1, counters: counters).nanoseconds) }
                    let run = await insert(changeset, workers: cores, counters: counters)
                    parallel.append(run.nanoseconds)
                    if !first { serial.append(await insert(changeset, workers: 1, counters: counters).nanoseconds) }
                    return TimedOutput(output: run.state, nanoseconds: run.nanoseconds)
                }
            })
    }

    /// The serial part of inserting the feed with every core, phase by phase
    /// (the timing line is its median), and how the insertion scales from
    /// one worker to every core. Each sample runs the insertion with one
    /// worker and with every core (in turn first), then once more with
    /// every core and a listener recording the phases: the phases are not
    /// taken from the timed runs, whose items would pay for the listener.
    private static func preparePhases() -> Workload {
        var one: [UInt64] = []
        var all: [UInt64] = []
        var phases: [PreparationPhases] = []
        func milliseconds(_ values: [UInt64]) -> Double { Double(BenchmarkRunner.median(values)) / 1_000_000 }
        return Workload(
            name: "datasource.prepare.phases", itemCount: itemCount, samples: prepareSamples, clock: .reported,
            extraFigures: {
                guard !phases.isEmpty, !one.isEmpty, milliseconds(all) > 0 else { return ["no phases recorded"] }
                let p = PreparationPhases.median(of: phases)
                let t1 = milliseconds(one), tn = milliseconds(all), speedUp = t1 / tn
                let s = p.serial / t1
                // Karp–Flatt: the serial fraction the measured speed-up implies.
                let implied = cores > 1 ? (1 / speedUp - 1 / Double(cores)) / (1 - 1 / Double(cores)) : 0
                let speedUps = [2.0, 4, 8, 16].map { n in format(1 / (s + (1 - s) / n)) + "×" }
                return [
                    "serial phases with \(cores) workers (median ms): validate \(format(p.validation)), plan \(format(p.planning)), "
                        + "start-up hop \(format(p.startup)), start skew \(format(p.startSkew)), finish skew \(format(p.finishSkew)), "
                        + "assemble \(format(p.assembly)), hop back \(format(p.hopBack)), apply \(format(p.apply)), "
                        + "wake-up \(format(p.wakeUp)); shared: placement on worker 0 \(format(p.placement))",
                    "workers-1  \(format(t1, 3)) ms  1.00×",
                    "workers-\(cores)  \(format(tn, 3)) ms  \(format(speedUp))× (paired samples)",
                    "serial fraction s = \(format(p.serial, 3)) / \(format(t1, 3)) ms = \(format(s * 100, 1))% "
                        + "(Karp–Flatt from the speed-up: \(format(implied * 100, 1))%); Amdahl with s: "
                        + "2 cores \(speedUps[0]), 4 \(speedUps[1]), 8 \(speedUps[2]), 16 \(speedUps[3])",
                ]
            },
            prepareAsync: {
                let changeset = insertion()
                return {
                    let oneFirst = all.count.isMultiple(of: 2)
                    if oneFirst { one.append(await insert(changeset, workers: 1).nanoseconds) }
                    all.append(await insert(changeset, workers: cores).nanoseconds)
                    if !oneFirst { one.append(await insert(changeset, workers: 1).nanoseconds) }
                    let (state, sample) = await insertRecordingPhases(changeset, workers: cores)
                    if let sample { phases.append(sample) }
                    return TimedOutput(output: state, nanoseconds: UInt64(Swift.max(0, (sample?.serial ?? 0) * 1_000_000)))
                }
            })
    }

    private static func format(_ value: Double, _ digits: Int = 2) -> String { BenchmarkRunner.format(value, digits: digits) }

    /// Inserts the feed with a listener recording the phases of the change.
    private static func insertRecordingPhases(_ changeset: Changeset<FeedPhoto>, workers: Int) async
        -> (state: DataSourceState<FeedPhoto, Void>, phases: PreparationPhases?)
    {
        // The same check `apply` makes first, timed alone.
        let clock = ContinuousClock()
        let validation = clock.measure { _ = try? changeset.validate(against: ListShape(itemCounts: [])) }
        let recorder = PreparationPhaseRecorder()
        var configuration = configuration(workers: workers)
        configuration.analyticsListeners = [recorder]
        let dataSource = DataSource(configuration: configuration)
        let start = clock.now
        try? dataSource.apply(changeset)
        await dataSource.waitUntilIdle()
        let end = clock.now
        return (dataSource.state, recorder.phases(start: start, validation: validation, end: end))
    }

    /// Inserts the feed into a new data source and waits until it is applied.
    private static func insert(_ changeset: Changeset<FeedPhoto>, workers: Int, counters: Bool = false) async
        -> (state: DataSourceState<FeedPhoto, Void>, nanoseconds: UInt64)
    {
        let start = DispatchTime.now().uptimeNanoseconds
        var configuration = configuration(workers: workers)
        if counters { configuration.analyticsListeners = [FrameCounters()] }
        let dataSource = DataSource(configuration: configuration)
        try? dataSource.apply(changeset)
        await dataSource.waitUntilIdle()
        return (dataSource.state, DispatchTime.now().uptimeNanoseconds - start)
    }

    static func configuration(workers: Int) -> DataSourceConfiguration<FeedPhoto, Void> {
        DataSourceConfiguration(
            provider: ComponentProvider { photo, _ in FeedPhotoCell(photo: photo) }, context: (),
            sizeRange: .flexibleHeight(width: 390), layoutContext: LayoutContext(textMeasurer: FixedAdvanceMeasurer(), pointScale: 2),
            parallelism: workers)
    }

    static func insertion(count: Int = itemCount) -> Changeset<FeedPhoto> {
        var changeset = Changeset<FeedPhoto>(insertedSections: [0])
        for index in 0..<count { changeset.insertedItems[[0, index]] = FeedPhoto(number: index) }
        return changeset
    }
}

/// A photo of the feed, as in seed 000.
struct FeedPhoto: Sendable {
    let id: Int
    let title: String
    let author: String
}

extension FeedPhoto {
    /// The feed's photo number `number`.
    init(number: Int) {
        self.init(id: number, title: "Photo number \(number) of the feed", author: "by photographer \(number % 97)")
    }
}

/// Seed 000's photo cell: a thumbnail beside a title and a subtitle.
struct FeedPhotoCell: CompositeComponent {
    let photo: FeedPhoto
    var body: some Component {
        InsetComponent(insets: EdgeInsets(all: 8), child: StackComponent(axis: .horizontal, spacing: 8, alignItems: .center) {
            ImageComponent(MountWorkloads.thumbnail, size: ComponentSize(width: 48, height: 48))
            StackComponent(axis: .vertical, spacing: 4) {
                LabelComponent(AttributedText(photo.title), font: .system(size: 15, weight: .semibold), numberOfLines: 2)
                LabelComponent(AttributedText(photo.author), font: .system(size: 12), color: Color(white: 0.4))
            }
        })
    }
}
