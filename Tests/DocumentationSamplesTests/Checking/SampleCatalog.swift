import Foundation

/// Every documentation file and sample region of the repository, read from
/// the source tree, and what is wrong between them.
struct SampleCatalog {
    /// Something to fix, at a place in a file.
    struct Problem: CustomStringConvertible {
        /// The file to edit, relative to the repository's root.
        let file: String
        /// The line to look at, from 1.
        let line: Int
        /// What is wrong and what to do.
        let message: String

        var description: String { "\(file):\(line): \(message)" }
    }

    /// The repository's root: three folders above this file.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folder the sample files are in.
    static let samplesFolder = "Tests/DocumentationSamplesTests"

    let blocks: [DocumentedBlock]
    let strayMarkers: [DocumentedBlock.StrayMarker]
    let regions: [SampleRegion]
    let markerErrors: [SampleRegion.MarkerError]
    /// The Markdown files read, relative to the root.
    let documents: [String]
    /// The files DocC tutorials (`Sources/*/*.docc/**/*.tutorial`) take from their catalogs.
    let tutorialReferences: [TutorialReference]
    /// Every file in a DocC catalog, relative to the root.
    let catalogFiles: [String]

    /// Reads README.md, `Documentation/**/*.md`, every DocC catalog's
    /// articles (`Sources/*/*.docc/**/*.md`) and tutorials (`.tutorial`),
    /// and the `.swift` files of the samples folder.
    static func load(from root: URL = repository) throws -> SampleCatalog {
        let inCatalog: (String) -> Bool = { $0.split(separator: "/").contains { $0.hasSuffix(".docc") } }
        let documents = ["README.md"]
            + files(under: root, "Documentation", extension: "md")
            + files(under: root, "Sources", extension: "md").filter(inCatalog)
        let tutorials = files(under: root, "Sources", extension: "tutorial").filter(inCatalog)
        let sampleFiles = files(under: root, samplesFolder, extension: "swift")
        var blocks: [DocumentedBlock] = [], stray: [DocumentedBlock.StrayMarker] = []
        for document in documents {
            let parsed = DocumentedBlock.blocks(in: try read(document, in: root), file: document)
            blocks += parsed.blocks
            stray += parsed.strayMarkers
        }
        var regions: [SampleRegion] = [], errors: [SampleRegion.MarkerError] = []
        for file in sampleFiles {
            let parsed = SampleRegion.regions(in: try read(file, in: root), file: file)
            regions += parsed.regions
            errors += parsed.errors
        }
        let references = try tutorials.flatMap { TutorialReference.references(in: try read($0, in: root), file: $0) }
        return SampleCatalog(blocks: blocks, strayMarkers: stray, regions: regions, markerErrors: errors, documents: documents,
                             tutorialReferences: references, catalogFiles: files(under: root, "Sources", extension: nil).filter(inCatalog))
    }

    /// The Swift blocks (`swift` fences) of the documents.
    var swiftBlocks: [DocumentedBlock] { blocks.filter { $0.language == "swift" } }

    /// Mistakes in the markers themselves, on either side.
    func markerProblems() -> [Problem] {
        var problems = markerErrors.map { Problem(file: $0.file, line: $0.line, message: $0.message) }
        problems += strayMarkers.map {
            Problem(file: $0.file, line: $0.line, message:
                "`<!-- sample: \($0.sample) -->` is not followed by a code block: put it on the line just before the ```swift fence it names, or delete it.")
        }
        for block in blocks where block.sample != nil && block.language != "swift" {
            problems.append(Problem(file: block.file, line: block.line, message:
                "A sample marker precedes a ```\(block.language) block: only ```swift blocks are compiled; delete the marker or make the block Swift."))
        }
        for (name, group) in Dictionary(grouping: regions, by: \.name) where group.count > 1 {
            for region in group.dropFirst() {
                problems.append(Problem(file: region.file, line: region.line, message:
                    "Region \"\(name)\" is also defined at \(group[0].file):\(group[0].line): rename one of them."))
            }
        }
        return problems
    }

    /// Swift blocks without a marker, and markers naming no region.
    func unmarkedOrUnknownBlocks() -> [Problem] {
        let names = Set(regions.map(\.name))
        var problems: [Problem] = []
        for block in swiftBlocks {
            guard let sample = block.sample else {
                problems.append(Problem(file: block.file, line: block.line, message:
                    "This ```swift block names no sample. Put its code in a file under \(Self.samplesFolder)/Samples/ "
                    + "between `// sample: NAME` and `// end-sample` (with any scaffolding it needs around it), "
                    + "then add `<!-- sample: NAME -->` on the line before the fence."))
                continue
            }
            if !names.contains(sample) {
                problems.append(Problem(file: block.file, line: block.line, message:
                    "`<!-- sample: \(sample) -->` names no region. Add `// sample: \(sample)` … `// end-sample` around the code "
                    + "in a file under \(Self.samplesFolder)/Samples/, or correct the name."))
            }
        }
        return problems
    }

    /// Blocks whose text is not their region's.
    func mismatchedBlocks() -> [Problem] {
        let byName = Dictionary(regions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var problems: [Problem] = []
        for block in swiftBlocks {
            guard let name = block.sample, let region = byName[name] else { continue }
            let shown = block.lines.dedented().trimmingBlankEnds()
            guard shown != region.lines else { continue }
            let index = zip(shown, region.lines).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
                ?? min(shown.count, region.lines.count)
            let docLine = index < shown.count ? "`\(shown[index])`" : "(the block ends)"
            let sampleLine = index < region.lines.count ? "`\(region.lines[index])`" : "(the region ends)"
            problems.append(Problem(file: block.file, line: block.line + 1 + index, message:
                "This block differs from region \"\(name)\" (\(region.file):\(region.line)) at its line \(index + 1): "
                + "the doc has \(docLine), the sample has \(sampleLine). Change the sample (it is what the tests compile), "
                + "then copy it into the doc, or run `UPDATE_DOCUMENTATION_SAMPLES=1 swift test --filter DocumentationSamplesTests` "
                + "to copy every region into its blocks."))
        }
        return problems
    }

    /// Regions that no block shows and no tutorial takes as a code file.
    func unusedRegions() -> [Problem] {
        let used = Set(swiftBlocks.compactMap(\.sample) + tutorialReferences.filter { $0.kind != .image }.map(\.resource))
        return regions.filter { !used.contains($0.name) }.map {
            Problem(file: $0.file, line: $0.line, message: $0.name.hasSuffix(".swift")
                ? "Region \"\($0.name)\" is a tutorial's code file that no tutorial shows: name it in a step's "
                    + "`@Code(name: \"…\", file: \"\($0.name)\")`, or delete the region."
                : "Region \"\($0.name)\" is shown by no documentation: put `<!-- sample: \($0.name) -->` before the ```swift block "
                    + "that shows it, or delete the region (keep the code only if a test still needs it).")
        }
    }

    /// Rewrites every marked block whose region exists with the region's
    /// text, keeping the fence's indentation. Returns the files changed.
    func copyRegionsIntoDocuments(root: URL = repository) throws -> [String] {
        let byName = Dictionary(regions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var changed: [String] = []
        for document in documents {
            var lines = try Self.read(document, in: root).components(separatedBy: "\n")
            // From the end, so earlier ranges stay valid.
            let marked = swiftBlocks.filter { $0.file == document }.reversed()
            var edited = false
            for block in marked {
                guard let name = block.sample, let region = byName[name] else { continue }
                let pad = String(repeating: " ", count: block.indentation)
                let replacement = region.lines.map { $0.isEmpty ? "" : pad + $0 }
                if Array(lines[block.contentRange]) != replacement {
                    lines.replaceSubrange(block.contentRange, with: replacement)
                    edited = true
                }
            }
            if edited {
                try lines.joined(separator: "\n").write(to: root.appendingPathComponent(document), atomically: true, encoding: .utf8)
                changed.append(document)
            }
        }
        return changed
    }

    static func read(_ file: String, in root: URL) throws -> String {
        try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    }

    /// Files ending in `.extension` (any file, for nil) under `folder`, relative to `root`, sorted.
    private static func files(under root: URL, _ folder: String, extension: String?) -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var found: [String] = []
        for case let url as URL in walker where `extension`.map({ url.pathExtension == $0 })
            ?? ((try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true) {
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            if !relative.split(separator: "/").contains(where: { $0.hasPrefix(".build") }) { found.append(relative) }
        }
        return found.sorted()
    }
}

extension Array where Element == String {
    /// The lines less the indentation they all share (blank lines aside).
    fileprivate func dedented() -> [String] {
        let shared = filter { !$0.trimmingWhitespace().isEmpty }.map(\.leadingSpaces).min() ?? 0
        return map { String($0.dropFirst(Swift.min(shared, $0.leadingSpaces))) }
    }
}
