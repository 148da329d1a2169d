import Foundation
import Testing

/// The tutorial checks themselves, on a made-up catalog in a temporary folder.
@Suite("Tutorial code files and pictures are checked")
struct TutorialCheckTests {
    static let tutorial = """
        @Tutorial(time: 5) {
            @Steps {
                @Step {
                    A step.
                    @Code(name: "Photo.swift", file: "demo-01-photo.swift")
                }
                @Step {
                    @Code(
                        name: "Photo.swift", file: "demo-02-photo.swift",
                        previousFile: "demo-01-photo.swift") {
                        @Image(source: "demo-screen.png", alt: "A screen (with \\"quotes\\")")
                    }
                }
            }
        }
        """

    /// A catalog made of the tutorial above and the given regions and files.
    func catalog(regions: [SampleRegion], files: [String]) -> SampleCatalog {
        SampleCatalog(
            blocks: [], strayMarkers: [], regions: regions, markerErrors: [], documents: [],
            tutorialReferences: TutorialReference.references(in: Self.tutorial, file: "Sources/Demo/Demo.docc/Tutorials/Demo.tutorial"),
            catalogFiles: files)
    }

    func region(_ name: String, _ lines: [String]) -> SampleRegion {
        SampleRegion(name: name, file: "Samples/Demo.swift", line: 1, lines: lines)
    }

    @Test("@Code and @Image directives are found with their lines and catalog, across lines and past quoted parentheses")
    func parsing() {
        let references = TutorialReference.references(in: Self.tutorial, file: "Sources/Demo/Demo.docc/Tutorials/Demo.tutorial")
        #expect(references.map(\.resource) == ["demo-01-photo.swift", "demo-02-photo.swift", "demo-01-photo.swift", "demo-screen.png"])
        #expect(references.map(\.kind) == [.code, .code, .previousCode, .image])
        #expect(references.map(\.line) == [5, 8, 8, 11])
        #expect(references.allSatisfy { $0.catalog == "Sources/Demo/Demo.docc" })
        #expect(references[0].codePath == "Sources/Demo/Demo.docc/Resources/demo-01-photo.swift")
    }

    @Test("A missing, stale or unknown code file fails; writing the files fixes all but the unknown region")
    func codeFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tutorial-check-\(UUID().uuidString)")
        let resources = root.appendingPathComponent("Sources/Demo/Demo.docc/Resources")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try "struct Photo {}\n".write(to: resources.appendingPathComponent("demo-01-photo.swift"), atomically: true, encoding: .utf8)
        try "old\n".write(to: resources.appendingPathComponent("demo-00-old.swift"), atomically: true, encoding: .utf8)
        let files = ["Sources/Demo/Demo.docc/Resources/demo-01-photo.swift", "Sources/Demo/Demo.docc/Resources/demo-00-old.swift"]
        let catalog = catalog(regions: [region("demo-01-photo.swift", ["struct Photo {", "    let id: Int", "}"])], files: files)

        let problems = catalog.tutorialCodeProblems(root: root).map(\.description)
        #expect(problems.count == 4)
        #expect(problems[0].contains("out of date at its line 1: it has `struct Photo {}`, region \"demo-01-photo.swift\""))
        #expect(problems[1].contains("`@Code(file: \"demo-02-photo.swift\")` names no sample region"))
        #expect(problems[2].contains("out of date"))   // the same file, as `previousFile:`
        #expect(problems[3].hasPrefix("Sources/Demo/Demo.docc/Resources/demo-00-old.swift:1: No tutorial's `@Code` names this file"))

        #expect(try catalog.writeTutorialCodeFiles(root: root) == ["Sources/Demo/Demo.docc/Resources/demo-01-photo.swift"])
        let written = try String(contentsOf: resources.appendingPathComponent("demo-01-photo.swift"), encoding: .utf8)
        #expect(written == "struct Photo {\n    let id: Int\n}\n")
        #expect(catalog.tutorialCodeProblems(root: root).count == 2)

        try FileManager.default.removeItem(at: resources.appendingPathComponent("demo-01-photo.swift"))
        #expect(catalog.tutorialCodeProblems(root: root).first?.description.contains("demo-01-photo.swift is missing") == true)
    }

    @Test("A picture is found as NAME.png or NAME@2x.png anywhere in its catalog, and nowhere else")
    func pictures() {
        #expect(catalog(regions: [], files: ["Sources/Demo/Demo.docc/Resources/demo-screen@2x.png"]).tutorialImageProblems().isEmpty)
        #expect(catalog(regions: [], files: ["Sources/Demo/Demo.docc/demo-screen.png"]).tutorialImageProblems().isEmpty)
        let elsewhere = catalog(regions: [], files: ["Sources/Other/Other.docc/Resources/demo-screen@2x.png"]).tutorialImageProblems()
        #expect(elsewhere.map(\.line) == [11])
    }

    @Test("Under CI nothing is recorded; RECORD_REFERENCES and SNAPSHOT_TESTING_RECORD choose otherwise")
    func recordModes() {
        #expect(TutorialScreenshot.recordMode(environment: [:]) == .missing)
        #expect(TutorialScreenshot.recordMode(environment: ["CI": "true"]) == .never)
        #expect(TutorialScreenshot.recordMode(environment: ["CI": "true", "RECORD_REFERENCES": "1"]) == .all)
        #expect(TutorialScreenshot.recordMode(environment: ["SNAPSHOT_TESTING_RECORD": "failed"]) == .failed)
        #expect(TutorialScreenshot.recordMode(environment: ["SNAPSHOT_TESTING_RECORD": "all"]) == .all)
    }
}
