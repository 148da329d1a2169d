@testable import BrowserBackend
import ComponentKitLists
import BrowserTesting
import Foundation
import RasterBackend

/// The screen the browser tests load: a counter card with a button, a note
/// label and a network image on top, and a 1,000-row list below it.
struct CounterCard: StatefulComponent {
    let note: String
    let imageURL: URL?
    let downloader: ServerImageDownloader

    func initialState() -> Int { 0 }
    func body(state: Int, scope: Scope<Int>) -> some Component {
        InsetComponent(insets: EdgeInsets(all: 16), child: StackComponent(axis: .vertical, spacing: 8, alignItems: .flexStart) {
            LabelComponent(AttributedText("Count: \(state)"), font: .system(size: 20, weight: .bold),
                           attributes: [.accessibilityIdentifier("count")])
            ButtonComponent(title: "Tap", action: ControlAction("tap") { scope.updateState(mode: .synchronous) { $0 += 1 } },
                            attributes: [.accessibilityIdentifier("tap")])
            LabelComponent(AttributedText(note), numberOfLines: 2, attributes: [.accessibilityIdentifier("note")])
            NetworkImageComponent(url: imageURL, downloader: downloader,
                                  placeholder: Image.filled(with: Color(white: 0.8), size: CGSize(width: 40, height: 40)),
                                  size: ComponentSize(width: 40, height: 40))
        })
    }
}

/// A list row.
struct SampleRow: CompositeComponent {
    let index: Int
    var body: some Component {
        InsetComponent(
            view: ViewConfiguration(View.self, [.backgroundColor(index % 2 == 0 ? .white : Color(white: 0.95)),
                                                .accessibilityIdentifier("row-\(index)")]),
            insets: EdgeInsets(horizontal: 16, vertical: 12),
            child: LabelComponent(AttributedText("Row \(index)"), font: .system(size: 15)))
    }
}

/// The session's content: the counter card over the list, both resized
/// with the viewport.
@MainActor
final class SampleRootView: View {
    static let cardHeight: CGFloat = 200
    let card: HostingView<Int, Void>
    let list = CollectionView()
    let rows: CollectionViewDataSource<Int, Void>

    let includesList: Bool

    init(note: String = "Hello from the server", imageURL: URL? = nil, includesList: Bool = true) {
        self.includesList = includesList
        let downloader = ServerImageDownloader(allowedHosts: ["127.0.0.1"])
        let context = LayoutContext(textMeasurer: PangoTextSystem.shared, pointScale: 1)
        card = HostingView(
            provider: ComponentProvider<Int, Void> { _, _ in CounterCard(note: note, imageURL: imageURL, downloader: downloader) },
            sizeRangeProvider: .flexibleHeight, context: (), layoutContext: context)
        rows = CollectionViewDataSource(collectionView: list, configuration: Self.rowConfiguration(width: 390, context: context))
        super.init(frame: .zero)
        try? addSubview(card)
        card.update(model: 0)
        guard includesList else { return }
        try? addSubview(list)
        var changeset = Changeset<Int>(insertedSections: [0])
        for index in 0..<1_000 { changeset.insertedItems[[0, index]] = index }
        try? rows.apply(changeset, mode: .synchronous)
    }

    required init(frame: CGRect) {
        fatalError("made by the tests with init(note:imageURL:)")
    }

    static func rowConfiguration(width: CGFloat, context: LayoutContext) -> DataSourceConfiguration<Int, Void> {
        DataSourceConfiguration(provider: rowProvider, context: (), sizeRange: .flexibleHeight(width: width), layoutContext: context)
    }

    static let rowProvider = ComponentProvider<Int, Void> { index, _ in SampleRow(index: index) }

    override func layoutSubviews() {
        card.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Self.cardHeight)
        guard includesList else { return }
        list.frame = CGRect(x: 0, y: Self.cardHeight, width: bounds.width, height: Swift.max(0, bounds.height - Self.cardHeight))
        let configuration = rows.state.configuration
        if configuration.sizeRange.max.width != bounds.width {
            rows.updateConfiguration(Self.rowConfiguration(width: bounds.width, context: configuration.layoutContext))
        }
    }
}
