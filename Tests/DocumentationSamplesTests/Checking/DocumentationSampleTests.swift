// Every ```swift block in README.md, Documentation/ and the DocC articles
// (Sources/*/*.docc) is code this test target compiles.
//
// How it works:
// - The code lives in a file under Samples/, between `// sample: NAME` and
//   `// end-sample`. Scaffolding the reader does not need to see (a wrapping
//   function, `return` for a test to check, parameters standing for the
//   article's `photo` or `window`) goes between `// sample-hide` and
//   `// sample-show`. Each shown stretch loses the indentation of the marker
//   that opened it. A sample file imports exactly what its block shows (or,
//   for a fragment, what its article says to import), so a missing import in
//   a doc is a compile error here, as it would be in a reader's file.
// - A test target has its own entry point, so a sample shown as
//   `@main struct App {` is written `struct App {  // sample-main`.
// - In the Markdown, `<!-- sample: NAME -->` goes on the line just before
//   the fence; GitHub and DocC show nothing for it.
// - The tests below fail, naming the file and line, when a Swift block has
//   no marker, a marker names no region, a block's text differs from its
//   region, or a region is shown nowhere.
// - Where a sample does something (lays out, renders, snapshots), a test
//   next to it runs it and checks the result.
//
// To change a sample: edit the Swift file, build, then copy the region into
// the doc, or let the tests do it:
// `UPDATE_DOCUMENTATION_SAMPLES=1 swift test --disable-xctest --filter DocumentationSamplesTests`.
// A manifest fragment cannot be compiled in a target; it lives in
// Fixtures/CounterManifest/Package.swift and is checked with
// `swift package dump-package` (ManifestSampleTests).
//
// DocC tutorials (`.tutorial` files) show whole files instead of blocks:
// `@Code(name: "Photo.swift", file: "photoapp-01-photo.swift")` takes the
// file from the catalog's `Resources/`. That file is generated from the
// region named after it (`// sample: photoapp-01-photo.swift`): the update
// command above writes it, and the tests fail when a `@Code` file names no
// region, is missing or differs from its region, when a code file in a
// catalog's `Resources/` is named by no `@Code`, and when an `@Image` names a
// picture the catalog lacks. A tutorial's steps show successive versions of
// a file, each a region compiled in a namespace of its own (see
// Samples/BuildingThePhotoApp/PhotoAppSteps.swift); its screenshots are
// drawn from that code and compared like snapshot references
// (TutorialScreenshot).

import Foundation
import Testing

@Suite("Documentation samples match the code the tests compile")
struct DocumentationSampleTests {
    let catalog: SampleCatalog

    init() throws {
        catalog = try Self.shared.get()
    }

    /// Read once per run; with `UPDATE_DOCUMENTATION_SAMPLES` set, the regions
    /// are first copied into their blocks (once, before any test compares).
    private static let shared = Result { () throws -> SampleCatalog in
        let catalog = try SampleCatalog.load()
        let update = ProcessInfo.processInfo.environment["UPDATE_DOCUMENTATION_SAMPLES"] ?? ""
        guard !update.isEmpty, update != "0" else { return catalog }
        _ = try catalog.copyRegionsIntoDocuments()
        _ = try catalog.writeTutorialCodeFiles()
        return try SampleCatalog.load()
    }

    @Test("The README and the DocC articles are found, with their Swift blocks")
    func documentsAreFound() {
        #expect(catalog.documents.contains("README.md"))
        #expect(catalog.documents.contains("Sources/ComponentKit/ComponentKit.docc/GettingStarted.md"))
        #expect(catalog.swiftBlocks.count >= 30, "fewer Swift blocks than the docs hold: is the repository root right?")
        #expect(!catalog.regions.isEmpty)
    }

    @Test("Sample markers are well formed on both sides")
    func markersAreWellFormed() {
        report(catalog.markerProblems())
    }

    @Test("Every Swift block names a sample region that exists")
    func everyBlockNamesARegion() {
        report(catalog.unmarkedOrUnknownBlocks())
    }

    @Test("Every Swift block shows its region's code exactly")
    func everyBlockMatchesItsRegion() {
        report(catalog.mismatchedBlocks())
    }

    @Test("Every sample region is shown by some document")
    func everyRegionIsShown() {
        report(catalog.unusedRegions())
    }

    @Test("The tutorials are found, with their code files and pictures")
    func tutorialsAreFound() {
        let tutorial = "Sources/ComponentKit/ComponentKit.docc/Tutorials/BuildingThePhotoApp.tutorial"
        #expect(catalog.tutorialReferences.contains { $0.file == tutorial && $0.kind == .code })
        #expect(catalog.tutorialReferences.contains { $0.file == tutorial && $0.kind == .image })
    }

    @Test("Every tutorial code file is generated from its sample region, and is up to date")
    func tutorialCodeMatchesItsRegion() {
        report(catalog.tutorialCodeProblems())
    }

    @Test("Every tutorial picture is in its catalog")
    func tutorialImagesExist() {
        report(catalog.tutorialImageProblems())
    }

    /// Records one issue per problem, located in the file to fix.
    private func report(_ problems: [SampleCatalog.Problem]) {
        for problem in problems {
            let path = SampleCatalog.repository.appendingPathComponent(problem.file).path
            Issue.record(
                Comment(rawValue: problem.description),
                sourceLocation: SourceLocation(fileID: "ComponentKit/\(problem.file)", filePath: path, line: problem.line, column: 1))
        }
    }
}
