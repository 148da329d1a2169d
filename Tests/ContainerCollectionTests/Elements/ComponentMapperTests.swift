import Foundation
import Testing
@testable import ContainerCollection
@testable import ContainerCollectionExamples

@Suite("Mapper, factories and elements: registration, lookup, validation, reuse identifiers")
struct ComponentMapperTests {
    @Test("Factories are found by the identifiers they were registered for, exactly")
    func registrationAndLookup() async {
        let mapper = GenericComponentMapper()
        #expect(mapper.factory(for: "text") == nil)
        let text = TextBlockFactory(layoutContext: TestEnvironment.layoutContext)
        mapper.register(factory: text, for: "text")
        mapper.register(factory: text, for: "paragraph")
        #expect(mapper.factory(for: "text") is TextBlockFactory)
        #expect(mapper.factory(for: "paragraph") is TextBlockFactory)
        #expect(mapper.factory(for: "Text") == nil)
        #expect(mapper.factory(for: "text ") == nil)
        #expect(mapper.registeredIDs == ["paragraph", "text"])
        // A later registration replaces an earlier one.
        mapper.register(factory: HeavyResourceFactory(), for: "text")
        #expect(mapper.factory(for: "text") is HeavyResourceFactory)
    }

    @Test("Registration and lookup from many tasks at once")
    func concurrentUse() async {
        let mapper = GenericComponentMapper()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask {
                    mapper.register(factory: HeavyResourceFactory(), for: "id\(index)")
                    _ = mapper.factory(for: "id\(index / 2)")
                }
            }
        }
        #expect(mapper.registeredIDs.count == 200)
    }

    @Test("Factories validate their data")
    func validation() {
        let examples = TestEnvironment.examples
        let url = URL(string: "pattern://gradient/1")
        #expect(examples.image.validComponent(using: ImageTitleData(image: url, title: "Lisbon")).isValid)
        #expect(!examples.image.validComponent(using: ImageTitleData(image: url, title: "  ")).isValid)
        #expect(!examples.image.validComponent(using: TextBlockData(body: "wrong kind")).isValid)
        #expect(examples.text.validComponent(using: TextBlockData(body: "Hello")).isValid)
        #expect(!examples.text.validComponent(using: TextBlockData(title: "Only a title", body: "\n")).isValid)
        #expect(examples.rail.validComponent(using: RailData(cards: [CardData(id: "a", title: "A"), CardData(title: "B")])).isValid)
        #expect(!examples.rail.validComponent(using: RailData(cards: [])).isValid)
        #expect(!examples.rail.validComponent(using: RailData(cards: [CardData(id: "a", title: "A"), CardData(id: "a", title: "B")])).isValid)
        #expect(!examples.rail.validComponent(using: RailData(cards: [CardData(title: "")])).isValid)
        #expect(examples.gallery.validComponent(using: GalleryData(images: [url!])).isValid)
        #expect(!examples.gallery.validComponent(using: GalleryData(columns: 7, images: [url!])).isValid)
        #expect(!examples.gallery.validComponent(using: GalleryData(maxHeight: 10, images: [url!])).isValid)
        #expect(!examples.gallery.validComponent(using: GalleryData(images: [])).isValid)
        #expect(examples.heavy.validComponent(using: HeavyResourceData(caption: "x", pixelWidth: 4_096, pixelHeight: 1)).isValid)
        #expect(!examples.heavy.validComponent(using: HeavyResourceData(caption: "x", pixelWidth: 4_097)).isValid)
        #expect(!examples.heavy.validComponent(using: HeavyResourceData(caption: "x", pixelHeight: 0)).isValid)
        // Rejections say why.
        #expect(examples.image.validComponent(using: ImageTitleData(image: url, title: "  ")) == .invalid("the title is empty"))
        #expect(examples.rail.validComponent(using: RailData(cards: [CardData(title: "")])) == .invalid("card 0: the title is empty"))
        #expect(examples.image.validComponent(using: TextBlockData(body: "x")) == .invalid("expected ImageTitleData, got TextBlockData"))
    }

    @Test("The reuse identifier encodes the variant and the factory's type")
    func variantReuseIdentifiers() {
        let image = TestEnvironment.examples.image
        let stacked = Element(data: ImageTitleData(image: nil, title: "A", variant: .stacked), factory: image)
        let overlay = Element(data: ImageTitleData(image: nil, title: "B", variant: .overlay), factory: image)
        #expect(image.identifyComponent(using: stacked.data) == "image.stacked")
        #expect(image.identifyComponent(using: overlay.data) == "image.overlay")
        #expect(stacked.reuseIdentifier != overlay.reuseIdentifier)
        #expect(stacked.reuseIdentifier.hasSuffix("ImageTitleFactory:image.stacked"))
        // Two factories answering the same identifier still do not share controllers.
        struct Impostor: ComponentFactory {
            func buildComponent(using data: any ComponentData) -> (any ConfigurableComponent)? { nil }
            func identifyComponent(using data: any ComponentData) -> String { "component" }
            func validComponent(using data: any ComponentData) -> ComponentValidation { .valid }
        }
        let text = Element(data: TextBlockData(body: "t"), factory: TestEnvironment.examples.text)
        let impostor = Element(data: TextBlockData(body: "t"), factory: Impostor())
        #expect(impostor.factory.identifyComponent(using: impostor.data) == text.factory.identifyComponent(using: text.data))
        #expect(impostor.reuseIdentifier != text.reuseIdentifier)
    }

    @MainActor
    @Test("Factories build controllers of the data's variant, and nothing for data of another kind")
    func building() throws {
        let image = TestEnvironment.examples.image
        let overlay = try #require(image.buildComponent(using: ImageTitleData(image: nil, title: "A", variant: .overlay)) as? ImageTitleViewController)
        #expect(overlay.variant == .overlay)
        #expect(image.buildComponent(using: TextBlockData(body: "x")) == nil)
        #expect(TestEnvironment.examples.text.buildComponent(using: ImageTitleData(image: nil, title: "A")) == nil)
        #expect(TestEnvironment.examples.text.buildComponent(using: TextBlockData(body: "x")) is ComponentViewController)
    }

    @Test("Elements compare content by equal data of the same factory")
    func contentEquality() {
        let text = TestEnvironment.examples.text
        let a = Element(id: "a", data: TextBlockData(body: "x"), factory: text)
        #expect(a.hasSameContent(as: Element(id: "a", data: TextBlockData(body: "x"), factory: text)))
        #expect(!a.hasSameContent(as: Element(id: "a", data: TextBlockData(body: "y"), factory: text)))
        #expect(!a.hasSameContent(as: Element(id: "a", data: TextBlockData(body: "x"), factory: TestEnvironment.fallback)))
    }

    @Test("A decomposable model turns into elements through the mapper")
    func decomposable() throws {
        struct Profile: Decomposable {
            var name: String
            var photos: [URL]
            func decompose(using mapper: any ComponentMapper) -> [Element] {
                guard let text = mapper.factory(for: "text"), let gallery = mapper.factory(for: "gallery") else { return [] }
                return [Element(data: TextBlockData(title: name, body: "\(photos.count) photos"), factory: text),
                        Element(data: GalleryData(images: photos), factory: gallery)]
            }
        }
        let elements = Profile(name: "Ada", photos: [URL(string: "pattern://gradient/1")!]).decompose(using: TestEnvironment.examples.mapper())
        #expect(elements.map(\.summary) == ["component", "gallery"])
        #expect(Profile(name: "Ada", photos: []).decompose(using: GenericComponentMapper()).isEmpty)
        // A screen document is decomposable too.
        let document = try TestEnvironment.decoder().document(from: Data(ExampleScreen.json.utf8))
        #expect(document.decompose(using: TestEnvironment.examples.mapper()).map(\.summary) == [
            "component", "image.overlay", "image.stacked", "rail", "component", "gallery", "heavy", "component",
        ])
    }
}
