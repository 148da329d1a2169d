import ComponentKit
@testable import ComponentKitLists
import Foundation
import RasterBackend
import Testing
import ViewTree

/// Which links the rows' labels sent.
@MainActor
private final class LinkTaps {
    var links: [TextLink] = []
}

@MainActor
@Suite("A link in a selectable row")
struct LinkInSelectableRowTests {
    @Test("A press on a row's link is the link's; a press beside it selects the row")
    func linkPressIsNotASelection() throws {
        let taps = LinkTaps()
        let window = Window(size: CGSize(width: 320, height: 200))
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        collection.allowsSelection = true
        try window.rootView.addSubview(collection)
        let provider = ComponentProvider<String, Void> { artist, _ in
            LabelComponent(AttributedText("Song by ") + AttributedText(artist, link: TextLink(artist)), font: .system(size: 16),
                           onLinkTap: Action(identity: "artist") { link in taps.links.append(link) })
        }
        let songs = CollectionViewDataSource(
            collectionView: collection,
            configuration: DataSourceConfiguration(provider: provider, context: (), sizeRange: .flexibleHeight(width: 320),
                                                   layoutContext: LayoutContext(textMeasurer: PangoTextSystem.shared, pointScale: 2)))
        try songs.apply(Changeset(insertedSections: [0], insertedItems: [[0, 0]: "Queen"]), mode: .synchronous)
        let label = try #require(songs.cell(forItemAt: [0, 0])?.subtree.compactMap { $0 as? Label }.first)
        let rect = try #require(label.rects(forCharacters: 8..<13).first)
        let onLink = label.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
        window.send(PointerEvent(.down, at: onLink, time: 0))
        window.send(PointerEvent(.up, at: onLink, time: 0.1))
        #expect(taps.links.map { $0.value(as: String.self) } == ["Queen"])
        #expect(collection.indexPathsForSelectedItems.isEmpty, "the link took the press")

        let beside = label.convert(CGPoint(x: 4, y: rect.midY), to: nil)
        window.send(PointerEvent(.down, at: beside, time: 1))
        window.send(PointerEvent(.up, at: beside, time: 1.1))
        #expect(collection.indexPathsForSelectedItems == [[0, 0]])
        #expect(taps.links.count == 1)
    }
}
