import Foundation
import Testing
@testable import ContainerCollection
@testable import ContainerCollectionExamples

@Suite("Screen decoding: valid screens, refused screens, partial decoding with fallbacks")
struct ScreenDecoderTests {
    private func decode(_ json: String, mapper: (any ComponentMapper)? = nil) throws(ScreenDecodingError) -> Screen {
        try TestEnvironment.decoder(mapper: mapper).decode(Data(json.utf8))
    }

    @Test("The example screen decodes whole: every element made by its factory, no problems")
    func exampleScreen() throws {
        let screen = try decode(ExampleScreen.json)
        #expect(screen.problems.isEmpty)
        #expect(screen.version == 1 && screen.id == "discover" && screen.title == "Discover")
        #expect(screen.layout == .list(spacing: 8))
        #expect(screen.sections.map(\.id) == ["featured", "pictures"])
        #expect(screen.sections[0].header?.summary == "component")
        #expect(screen.sections[0].elements.map(\.summary) == ["image.overlay", "image.stacked", "rail"])
        #expect(screen.sections[0].elements.map(\.id) == ["lisbon", "porto", "trips"])
        #expect(screen.sections[1].elements.map(\.summary) == ["component", "gallery", "heavy"])
        #expect(screen.sections[1].footer?.summary == "component")
        let rail = try #require(screen.sections[0].elements[2].data as? RailData)
        #expect(rail.cards.map(\.title) == ["Sintra", "Cascais", "Évora", "Óbidos"])
        let heavy = try #require(screen.sections[1].elements[2].data as? HeavyResourceData)
        #expect(heavy.pixelWidth == 2048 && heavy.pixelHeight == 1536)
    }

    @Test("A grid screen with its layout; members a newer minor revision adds are ignored")
    func gridScreen() throws {
        let data = try Data(contentsOf: TestEnvironment.fixtures.appendingPathComponent("Screens/grid-mixed.json"))
        let screen = try TestEnvironment.decoder().decode(data)
        #expect(screen.problems.isEmpty)
        #expect(screen.layout == .grid(columns: 2, spacing: 6, insets: EdgeInsets(all: 8)))
        #expect(screen.sections[0].elements.map(\.summary) == ["image.stacked", "image.overlay", "component", "component"])
    }

    @Test("Screens that cannot be used at all are refused with a specific error", arguments: [
        ("[1, 2]", ScreenDecodingError.notAnObject(found: "array")),
        ("\"screen\"", .notAnObject(found: "string")),
        ("{\"sections\": []}", .missingVersion),
        ("{\"version\": \"1\", \"sections\": []}", .invalidVersion(found: "string")),
        ("{\"version\": 1.5, \"sections\": []}", .invalidVersion(found: "1.5")),
        ("{\"version\": 0, \"sections\": []}", .invalidVersion(found: "0")),
        ("{\"version\": -3, \"sections\": []}", .invalidVersion(found: "-3")),
        ("{\"version\": 99999999999999999999999, \"sections\": []}", .invalidVersion(found: "99999999999999999999999")),
    ])
    func refused(json: String, expected: ScreenDecodingError) {
        #expect(throws: expected) { _ = try decode(json) }
    }

    @Test("A newer version is shown as far as this client reads it: a problem at its version, and one per part it does not know")
    func newerVersion() throws {
        let screen = try decode("""
            { "version": 2, "sections": [{ "id": "s", "elements": [
              { "component": "text", "data": { "body": "known" } },
              { "component": "hologram", "data": {} }
            ] }] }
            """)
        #expect(screen.version == 2 && screen.sections[0].elements.map(\.summary) == ["component", "fallback"])
        #expect(screen.problems.map(\.description) == [
            "$.sections[0].elements[1].component: unknown component \"hologram\"",
            "$.version: version 2 is newer than this client, which reads versions up to 1: what it does not know is reported and left out",
        ])
    }

    @Test("Malformed JSON and oversized documents are refused with where and why")
    func syntaxAndSize() throws {
        #expect {
            _ = try decode("{\"version\": 1, \"sections\": [\n  {\"elements\": [}\n]}")
        } throws: { error in
            guard case let .syntax(syntax)? = error as? ScreenDecodingError else { return false }
            return syntax.line == 2 && syntax.path.description == "$.sections[0].elements[0]"
        }
        let decoder = TestEnvironment.decoder(limits: ScreenLimits(maximumByteCount: 64))
        #expect(throws: ScreenDecodingError.tooLarge(byteCount: ExampleScreen.json.utf8.count, limit: 64)) {
            _ = try decoder.decode(Data(ExampleScreen.json.utf8))
        }
    }

    @Test("An unknown component is a fallback reported at its path; the rest renders")
    func unknownComponent() throws {
        let screen = try decode(#"""
        {"version": 1, "sections": [{"elements": [
            {"component": "text", "data": {"body": "before"}},
            {"id": "m", "component": "map", "data": {"lat": 38.7}},
            {"component": "text", "data": {"body": "after"}}
        ]}]}
        """#)
        #expect(screen.problems.map(\.description) == [#"$.sections[0].elements[1].component: unknown component "map""#])
        #expect(screen.sections[0].elements.map(\.summary) == ["component", "fallback", "component"])
        let fallback = try #require(screen.sections[0].elements[1].data as? FallbackData)
        #expect(fallback.reason == #"unknown component "map""# && fallback.location == "$.sections[0].elements[1].component")
        #expect(screen.sections[0].elements[1].id == "m")   // keeps its identity for later diffs
    }

    @Test("A misspelt component name gets a did-you-mean with the closest registered one")
    func didYouMean() throws {
        let screen = try decode(#"""
        {"version": 1, "sections": [{"elements": [
            {"component": "galery", "data": {}},
            {"component": "IMAGE", "data": {}},
            {"component": "weather", "data": {}}
        ]}]}
        """#)
        #expect(screen.problems.map(\.message) == [
            #"unknown component "galery"; did you mean "gallery"?"#,
            #"unknown component "IMAGE"; did you mean "image"?"#,
            #"unknown component "weather""#,
        ])
        #expect(ComponentNameSuggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
    }

    @Test("Invalid data is reported at the member that is wrong, naming what was found")
    func invalidData() throws {
        let screen = try decode(#"""
        {"version": 1, "sections": [{"elements": [
            {"component": "image", "data": {"title": 5}},
            {"component": "image", "data": {"subtitle": "no title"}},
            {"component": "rail", "data": {"cards": [{"title": "ok"}, {"title": null}]}},
            {"component": "image", "data": {"title": "x", "variant": "sideways"}},
            {"component": "image", "data": {"title": "   "}},
            {"component": "gallery", "data": {"images": ["pattern://gradient/1"], "columns": "three"}}
        ]}]}
        """#)
        #expect(screen.problems.map(\.description) == [
            "$.sections[0].elements[0].data.title: expected string, found number",
            #"$.sections[0].elements[1].data: missing required member "title""#,
            "$.sections[0].elements[2].data.cards[1].title: expected string, found null",
            #"$.sections[0].elements[3].data.variant: "sideways" is not a valid Variant"#,
            #"$.sections[0].elements[4].data: the data is not valid for component "image": the title is empty"#,
            "$.sections[0].elements[5].data.columns: expected number, found string",
        ])
        #expect(screen.sections[0].elements.allSatisfy { $0.data is FallbackData })
    }

    @Test("Fallbacks are visible boxes in debug style and take no space in release style")
    func fallbackStyles() throws {
        let context = TestEnvironment.layoutContext
        let visible = FallbackFactory(style: .visible, layoutContext: context)
        let empty = FallbackFactory(style: .empty, layoutContext: context)
        let data = FallbackData(reason: "unknown component \"map\"", location: "$.sections[0].elements[1]")
        let visibleSize = try #require(visible.preferredSize(using: data, fitting: CGSize(width: 300, height: CGFloat.infinity)))
        #expect(visibleSize.width == 300 && visibleSize.height > 30)
        #expect(empty.preferredSize(using: data, fitting: CGSize(width: 300, height: CGFloat.infinity)) == CGSize(width: 300, height: 0))
        #if DEBUG
        #expect(FallbackStyle.default == .visible)
        #else
        #expect(FallbackStyle.default == .empty)
        #endif
        #expect(visible.identifyComponent(using: data) != empty.identifyComponent(using: data))
    }

    @Test("Decoding off the main actor, many screens at once")
    func concurrentDecoding() async throws {
        let decoder = TestEnvironment.decoder()
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 { group.addTask { try decoder.decode(Data(ExampleScreen.json.utf8)).sections.count } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(counts == Array(repeating: 2, count: 8))
    }
}
