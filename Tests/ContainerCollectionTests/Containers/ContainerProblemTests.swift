import Foundation
import Testing
@testable import ContainerCollection

/// Issue 25: a rejected element built in code read only "⚠ ProbeFactory
/// rejected its data", was reported nowhere, and `sections` returned the
/// fallback instead of what was given.
@MainActor
@Suite("Container: elements built in code that their factory rejects")
struct ContainerProblemTests {
    @Test("The fallback names the factory, the reason, the place and the identity; problems list it; sections stay as given")
    func rejectedElement() throws {
        let harness = try ContainerHarness(size: CGSize(width: 300, height: 400))
        let given = [harness.element("a"), harness.element("b", valid: false), harness.element("c")]
        try harness.container.update(sections: [ContainerSection(id: "feed", elements: given)])

        #expect(harness.container.problems.map(\.description) == [
            #"$.sections[0].elements[1]: the data is not valid for component "ProbeFactory": the probe was made invalid"#,
        ])
        let shown = try #require(harness.container.sections.first?.elements)
        #expect(shown.map { ($0.data as? ProbeData)?.name } == ["a", "b", "c"])
        let fallback = try #require(harness.container.items[0][1].element.data as? FallbackData)
        #expect(fallback.reason == "ProbeFactory rejected its data: the probe was made invalid")
        #expect(fallback.location == #"$.sections[0].elements[1] (id "b")"#)

        // Fixed data clears the problem.
        try harness.container.update(sections: [ContainerSection(id: "feed", elements: [harness.element("a"), harness.element("b")])])
        #expect(harness.container.problems.isEmpty)
    }

    @Test("Rejected headers and footers are reported at their place too")
    func rejectedSupplementary() throws {
        let harness = try ContainerHarness(size: CGSize(width: 300, height: 400))
        let section = ContainerSection(id: "feed", header: harness.element("top", valid: false),
                                       elements: [harness.element("a")], footer: harness.element("end", valid: false))
        try harness.container.update(sections: [section])
        #expect(harness.container.problems.map(\.path.description) == ["$.sections[0].header", "$.sections[0].footer"])
    }
}

@MainActor
@Suite("Screens built in code")
struct ScreenInCodeTests {
    @Test("A screen made with Screen's initializer shows like a decoded one: its layout, its sections, no problems")
    func screenFromCode() throws {
        let harness = try ContainerHarness(size: CGSize(width: 300, height: 400))
        let screen = Screen(title: "Today", layout: .grid(columns: 2, spacing: 4), sections: [
            ContainerSection(id: "main", elements: [harness.element("a"), harness.element("b")]),
        ])
        #expect(screen.version == ScreenDecoder.supportedVersion && screen.problems.isEmpty)
        try harness.container.show(screen)
        #expect(harness.container.layout == .grid(columns: 2, spacing: 4))
        #expect(harness.container.sections.first?.elements.count == 2)
        let a = try #require(harness.container.listView.frameForItem(at: [0, 0]))
        let b = try #require(harness.container.listView.frameForItem(at: [0, 1]))
        #expect(a.minY == b.minY && b.minX > a.maxX)
    }
}
