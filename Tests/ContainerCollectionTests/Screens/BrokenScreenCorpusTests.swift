import Foundation
import Testing
@testable import ContainerCollection

/// The corpus of broken screens in `Fixtures/Broken`: each is decoded and
/// compared with its `.expected.txt` (the outline of what renders and every
/// problem with its path, or the error that refuses it). A missing
/// expectation is written on a developer's machine (the test fails once,
/// asking for a look and a rerun); under CI it fails. Rewrite them with
/// `RECORD_REFERENCES=1`.
@Suite("Broken screens: never a crash, every problem at its path, fallbacks in place")
struct BrokenScreenCorpusTests {
    static let folder = TestEnvironment.fixtures.appendingPathComponent("Broken")

    static var corpus: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test("The corpus covers every kind of breakage the issue names")
    func coverage() {
        #expect(Set(["unknown-components.json", "wrong-types.json", "missing-fields.json", "deep-nesting.json", "too-many.json",
                     "invalid-utf8.json", "invalid-values.json", "newer-version.json",
                     "overflow-numbers.json", "heavy-500-at-4096.json", "galleries-over-limit.json"]).isSubset(of: Set(Self.corpus)))
    }

    @MainActor
    @Test("Each broken screen decodes to its expected outline and problems, and shows", arguments: corpus)
    func brokenScreen(name: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let decoder = TestEnvironment.decoder()
        let actual: String
        var decoded: Screen?
        do {
            let screen = try decoder.decode(data)
            let root = try JSONParser(maximumDepth: decoder.limits.maximumDepth).parse(Array(data))
            let violations = ScreenInvariants.violations(of: screen, parsed: root)
            #expect(violations.isEmpty, "\(name): \(violations.joined(separator: "; "))")
            actual = ScreenInvariants.outline(of: screen)
            decoded = screen
        } catch {
            actual = "refused: \(error)\n"
        }
        try compare(actual, withExpectationFor: name)
        if let decoded { try show(decoded) }
    }

    /// Shows the screen as its first viewer would (controllers configured,
    /// pictures and images loaded near the screen), top and bottom.
    @MainActor
    private func show(_ screen: Screen) throws {
        let container = ContainerCollectionController(layout: screen.layout, fallback: TestEnvironment.fallback)
        try container.show(screen)
        try container.present(in: Window(size: CGSize(width: 390, height: 844)))
        container.layoutIfNeeded()
        container.listView.scroll(to: CGPoint(x: 0, y: container.listView.contentSize.height))
        container.layoutIfNeeded()
    }

    private func compare(_ actual: String, withExpectationFor name: String) throws {
        let url = Self.folder.appendingPathComponent(name.replacingOccurrences(of: ".json", with: ".expected.txt"))
        let environment = ProcessInfo.processInfo.environment
        let record = environment["RECORD_REFERENCES"] == "1"
        let onCI = !(environment["CI"] ?? "").isEmpty
        guard !record, let expected = try? String(contentsOf: url, encoding: .utf8) else {
            if onCI && !record {
                Issue.record("no expectation for \(name) at \(url.path)")
                return
            }
            try actual.write(to: url, atomically: true, encoding: .utf8)
            if !record { Issue.record("recorded the expectation for \(name); look at \(url.lastPathComponent) and run again") }
            return
        }
        #expect(actual == expected, "\(name) decoded differently from \(url.lastPathComponent)")
    }

    @Test("A screen with 150,000 elements (6 MB): the first five hundred shown, the rest reported")
    func hugeArray() throws {
        var json = #"{"version": 1, "sections": [{"id": "huge", "elements": ["#
        json += Array(repeating: #"{"component":"text","data":{"body":"x"}}"#, count: 150_000).joined(separator: ",")
        json += "]}]}"
        let screen = try TestEnvironment.decoder().decode(Data(json.utf8))
        #expect(screen.sections[0].elements.count == 500)
        #expect(screen.problems.map(\.description) == [
            "$.sections[0].elements[500]: 150000 items, more than the limit of 500; the rest were dropped",
        ])
    }
}
