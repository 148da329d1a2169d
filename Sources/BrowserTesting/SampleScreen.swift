import BrowserBackend
import BrowserServer
import ComponentKitLists
import Foundation
import RasterBackend

/// The screen the browser tests and benchmarks load: a counter card with a
/// button, a note label and a network image on top.
public struct CounterCard: StatefulComponent {
    let note: String
    let imageURL: URL?
    let downloader: ServerImageDownloader

    /// A card showing `note` and the image at `imageURL`.
    public init(note: String, imageURL: URL?, downloader: ServerImageDownloader) {
        self.note = note
        self.imageURL = imageURL
        self.downloader = downloader
    }

    /// Made once: filling and fingerprinting pixels on every render would cost more than the render.
    static let placeholder = Image.filled(with: Color(white: 0.8), size: CGSize(width: 40, height: 40))

    /// The count starts at zero.
    public func initialState() -> Int { 0 }
    /// The count, a button that adds one, the note and the image.
    public func body(state: Int, scope: Scope<Int>) -> some Component {
        InsetComponent(insets: EdgeInsets(all: 16), child: StackComponent(axis: .vertical, spacing: 8, alignItems: .flexStart) {
            LabelComponent(AttributedText("Count: \(state)"), font: .system(size: 20, weight: .bold),
                           attributes: [.accessibilityIdentifier("count")])
            ButtonComponent(title: "Tap", action: ControlAction("tap") { scope.updateState(mode: .synchronous) { $0 += 1 } },
                            attributes: [.accessibilityIdentifier("tap")])
            LabelComponent(AttributedText(note), numberOfLines: 2, attributes: [.accessibilityIdentifier("note")])
            NetworkImageComponent(url: imageURL, downloader: downloader,
                                  placeholder: Self.placeholder,
                                  size: ComponentSize(width: 40, height: 40))
        })
    }
}

/// A row of the sample list.
public struct SampleRow: CompositeComponent {
    let index: Int
    /// The row's content.
    public var body: some Component {
        InsetComponent(
            view: ViewConfiguration(View.self, [.backgroundColor(index % 2 == 0 ? .white : Color(white: 0.95)),
                                                .accessibilityIdentifier("row-\(index)")]),
            insets: EdgeInsets(horizontal: 16, vertical: 12),
            child: LabelComponent(AttributedText("Row \(index)"), font: .system(size: 15)))
    }
}

/// A session's content for the tests: the counter card over a 1,000-row
/// list (or the card alone), both resized with the viewport.
@MainActor
public final class SampleRootView: View {
    /// The card's height.
    public static let cardHeight: CGFloat = 200
    /// Hosts the counter card.
    public let card: HostingView<Int, Void>
    /// The list under the card, and its rows; nil for the card alone.
    public let list: (view: CollectionView, rows: CollectionViewDataSource<Int, Void>)?

    /// The card with `note` and the image at `imageURL`, over the list if `includesList`.
    public init(note: String = "Hello from the server", imageURL: URL? = nil, includesList: Bool = true) {

        let downloader = ServerImageDownloader(allowedHosts: ["127.0.0.1"])
        let context = LayoutContext(textMeasurer: PangoTextSystem.shared, pointScale: 1)
        card = HostingView(
            provider: ComponentProvider<Int, Void> { _, _ in CounterCard(note: note, imageURL: imageURL, downloader: downloader) },
            sizeRangeProvider: .flexibleHeight, context: (), layoutContext: context)
        if includesList {
            let view = CollectionView()
            list = (view, CollectionViewDataSource(collectionView: view, configuration: Self.rowConfiguration(width: 390, context: context)))
        } else {
            list = nil
        }
        super.init(frame: .zero)
        try? addSubview(card)
        card.update(model: 0)
        guard let (view, rows) = list else { return }
        try? addSubview(view)
        var changeset = Changeset<Int>(insertedSections: [0])
        for index in 0..<1_000 { changeset.insertedItems[[0, index]] = index }
        try? rows.apply(changeset, mode: .synchronous)
    }

    /// Not available: the screen needs its note and image.
    public required init(frame: CGRect) {
        fatalError("SampleRootView is made with init(note:imageURL:includesList:)")
    }

    static func rowConfiguration(width: CGFloat, context: LayoutContext) -> DataSourceConfiguration<Int, Void> {
        DataSourceConfiguration(provider: rowProvider, context: (), sizeRange: .flexibleHeight(width: width), layoutContext: context)
    }

    static let rowProvider = ComponentProvider<Int, Void> { index, _ in SampleRow(index: index) }

    override public func layoutSubviews() {
        card.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Self.cardHeight)
        guard let (view, rows) = list else { return }
        view.frame = CGRect(x: 0, y: Self.cardHeight, width: bounds.width, height: Swift.max(0, bounds.height - Self.cardHeight))
        let configuration = rows.state.configuration
        if configuration.sizeRange.max.width != bounds.width {
            rows.updateConfiguration(Self.rowConfiguration(width: bounds.width, context: configuration.layoutContext))
        }
    }
}

/// The sample counter card (a stateful component) with a text field under
/// it: a session's content for tests that move sessions between servers
/// (handover, durable sessions) and check their count, text and caret.
@MainActor
public final class SampleNoteView: View {
    /// The counter card.
    public let root: SampleRootView
    /// The text field ("Note").
    public let field = TextField(frame: CGRect(x: 16, y: 220, width: 300, height: 32))

    /// The card, noted `note`, with the field under it.
    public init(note: String) {
        root = SampleRootView(note: note, includesList: false)
        super.init(frame: .zero)
        try? addSubview(root)
        try? addSubview(field)
        field.accessibilityLabel = "Note"
    }

    public required init(frame: CGRect) {
        root = SampleRootView(note: "note", includesList: false)
        super.init(frame: frame)
        try? addSubview(root)
        try? addSubview(field)
        field.accessibilityLabel = "Note"
    }

    override public func layoutSubviews() {
        root.frame = CGRect(x: 0, y: 0, width: bounds.width, height: SampleRootView.cardHeight)
    }

    /// The counter card's label ("Count: 3").
    public var count: String? { (subtree.first { $0.accessibilityIdentifier == "count" } as? Label)?.text.string }

    /// The pointer messages of `count` taps on the counter's button, as the page sends them.
    public func tapMessages(_ count: Int) -> [String] {
        guard let button = subtree.first(where: { $0.accessibilityIdentifier == "tap" }) else { return [] }
        let frame = button.convert(button.bounds, to: nil)
        return (0..<count).flatMap { index in
            let time = Double(index + 1) * 100
            return ["down", "up"].enumerated().map { offset, phase in
                #"{"t":"p","ph":"\#(phase)","x":\#(frame.midX),"y":\#(frame.midY),"ms":\#(time + Double(offset) * 50),"id":0}"#
            }
        }
    }
}
