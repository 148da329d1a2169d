import Foundation

extension SampleCatalog {
    /// The command that regenerates every tutorial code file and doc block.
    static let updateCommand = "UPDATE_DOCUMENTATION_SAMPLES=1 swift test --disable-xctest --filter DocumentationSamplesTests"

    /// What a region's tutorial code file holds: its lines, ending in a newline.
    static func fileText(of region: SampleRegion) -> String {
        region.lines.joined(separator: "\n") + "\n"
    }

    /// `@Code` files that name no region, are missing, or differ from their
    /// region; and code files in a catalog's `Resources` no tutorial names.
    func tutorialCodeProblems(root: URL = repository) -> [Problem] {
        let byName = Dictionary(regions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var problems: [Problem] = []
        let code = tutorialReferences.filter { $0.kind != .image }
        for reference in code {
            let argument = reference.kind == .code ? "file" : "previousFile"
            guard let region = byName[reference.resource] else {
                problems.append(Problem(file: reference.file, line: reference.line, message:
                    "`@Code(\(argument): \"\(reference.resource)\")` names no sample region. Put the step's whole file in a file under "
                    + "\(Self.samplesFolder)/Samples/ between `// sample: \(reference.resource)` and `// end-sample`, "
                    + "then run `\(Self.updateCommand)` to write \(reference.codePath)."))
                continue
            }
            guard let shown = try? Self.read(reference.codePath, in: root) else {
                problems.append(Problem(file: reference.file, line: reference.line, message:
                    "`@Code(\(argument): \"\(reference.resource)\")`: \(reference.codePath) is missing. It is generated from region "
                    + "\"\(region.name)\" (\(region.file):\(region.line)): run `\(Self.updateCommand)`."))
                continue
            }
            let expected = Self.fileText(of: region)
            guard shown != expected else { continue }
            let shownLines = shown.components(separatedBy: "\n"), expectedLines = expected.components(separatedBy: "\n")
            let index = zip(shownLines, expectedLines).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
                ?? min(shownLines.count, expectedLines.count)
            let has = index < shownLines.count ? "`\(shownLines[index])`" : "(the file ends)"
            let wants = index < expectedLines.count ? "`\(expectedLines[index])`" : "(the region ends)"
            problems.append(Problem(file: reference.file, line: reference.line, message:
                "`@Code(\(argument): \"\(reference.resource)\")`: \(reference.codePath) is out of date at its line \(index + 1): "
                + "it has \(has), region \"\(region.name)\" (\(region.file):\(region.line)) has \(wants). The file is generated: "
                + "change the sample, then run `\(Self.updateCommand)`."))
        }
        let named = Set(code.map(\.codePath))
        for file in catalogFiles where file.hasSuffix(".swift") && file.contains(".docc/Resources/") && !named.contains(file) {
            problems.append(Problem(file: file, line: 1, message:
                "No tutorial's `@Code` names this file: delete it, or show it in a step."))
        }
        return problems
    }

    /// `@Image(source:)` files the tutorial's catalog does not have. DocC
    /// finds `name.png` as `name.png`, `name@2x.png`, `name~dark.png`…, anywhere in the catalog.
    func tutorialImageProblems() -> [Problem] {
        tutorialReferences.filter { $0.kind == .image }.compactMap { reference in
            let stem = (reference.resource as NSString).deletingPathExtension
            let found = catalogFiles.contains { file in
                guard file.hasPrefix(reference.catalog + "/") else { return false }
                let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
                return name == stem || name.hasPrefix(stem + "@") || name.hasPrefix(stem + "~")
            }
            return found ? nil : Problem(file: reference.file, line: reference.line, message:
                "`@Image(source: \"\(reference.resource)\")`: \(reference.catalog) has no such picture. Tutorial screenshots are "
                + "drawn by the tests that show them (run the tests once to record it), other pictures go in its Resources folder.")
        }
    }

    /// Writes every `@Code` file whose region exists from the region's text.
    /// Returns the files changed.
    func writeTutorialCodeFiles(root: URL = repository) throws -> [String] {
        let byName = Dictionary(regions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var changed: [String] = []
        for reference in tutorialReferences where reference.kind != .image {
            guard let region = byName[reference.resource], !changed.contains(reference.codePath) else { continue }
            let text = Self.fileText(of: region)
            guard (try? Self.read(reference.codePath, in: root)) != text else { continue }
            let url = root.appendingPathComponent(reference.codePath)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            changed.append(reference.codePath)
        }
        return changed
    }
}
