import ComponentKit
import ComponentKitLists
import Foundation

/// Preparing a 10,000-item feed in the data source (one worker, then every
/// core) and scrolling a 10,000-item collection view by one screen.
@MainActor
enum DataSourceWorkloads {
    static let itemCount = 10_000
    static let cores = ProcessInfo.processInfo.activeProcessorCount

    static var all: [Workload] {
        var scrollFigures: [String] = []
        var medians: [Int: Double] = [:]
        return [
            prepare(name: "datasource.prepare.serial", workers: 1, medians: { medians[1] = $0 }) { [] },
            prepare(name: "datasource.prepare.parallel", workers: cores, medians: { medians[cores] = $0 }) {
                guard let serial = medians[1], let parallel = medians[cores], parallel > 0 else { return ["cores \(cores)"] }
                return ["cores \(cores), speed-up over one worker \(BenchmarkRunner.format(serial / parallel, digits: 2))×"]
            },
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

    /// Inserting the whole feed into a new data source, timed until applied.
    private static func prepare(
        name: String, workers: Int, medians: @escaping @MainActor (Double) -> Void, figures: @escaping @MainActor () -> [String]
    ) -> Workload {
        var durations: [Double] = []
        return Workload(
            // 30 samples: on a shared 2-core machine the median of 10 moves by ±5%.
            name: name, itemCount: itemCount, samples: 30, clock: .wall,
            extraFigures: {
                let sorted = durations.sorted()
                if !sorted.isEmpty { medians(sorted[sorted.count / 2]) }
                return figures()
            },
            prepareAsync: {
                let changeset = insertion()
                return {
                    let start = DispatchTime.now().uptimeNanoseconds
                    let dataSource = DataSource(configuration: configuration(workers: workers))
                    try? dataSource.apply(changeset)
                    await dataSource.waitUntilIdle()
                    durations.append(Double(DispatchTime.now().uptimeNanoseconds - start))
                    return dataSource.state
                }
            })
    }

    static func configuration(workers: Int) -> DataSourceConfiguration<FeedPhoto, Void> {
        DataSourceConfiguration(
            provider: ComponentProvider { photo, _ in FeedPhotoCell(photo: photo) }, context: (),
            sizeRange: .flexibleHeight(width: 390), layoutContext: LayoutContext(textMeasurer: FixedAdvanceMeasurer(), pointScale: 2),
            parallelism: workers)
    }

    static func insertion() -> Changeset<FeedPhoto> {
        var changeset = Changeset<FeedPhoto>(insertedSections: [0])
        for index in 0..<itemCount {
            changeset.insertedItems[[0, index]] = FeedPhoto(
                id: index, title: "Photo number \(index) of the feed", author: "by photographer \(index % 97)")
        }
        return changeset
    }
}

/// A photo of the feed, as in seed 000.
struct FeedPhoto: Sendable {
    let id: Int
    let title: String
    let author: String
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
