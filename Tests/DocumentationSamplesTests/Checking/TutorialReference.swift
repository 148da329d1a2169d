import Foundation

/// A file a DocC tutorial (`.tutorial`) takes from its catalog: the code of
/// a step, `@Code(name: "PhotosScreen.swift", file: "photoapp-04-photos-screen.swift")`
/// (and its `previousFile:`, if given), or a picture, `@Image(source: "photoapp-list.png", alt: "…")`.
///
/// Code files are generated from the sample region of the same name, so a
/// tutorial shows only code the tests compile:
///
/// ```swift
/// // sample: photoapp-01-photo.swift
/// import Foundation
///
/// struct Photo: Hashable, Sendable, Codable { … }
/// // end-sample
/// ```
///
/// becomes `Resources/photoapp-01-photo.swift` in the catalog of the tutorial
/// that names it.
struct TutorialReference: Equatable {
    /// What the directive does with the file.
    enum Kind: Equatable {
        /// A step's code: `@Code(file:)`.
        case code
        /// The code a step's diff starts from: `@Code(previousFile:)`.
        case previousCode
        /// A picture: `@Image(source:)`.
        case image
    }

    /// The tutorial file, relative to the repository's root.
    let file: String
    /// The directive's line, from 1.
    let line: Int
    let kind: Kind
    /// The file name as the directive writes it.
    let resource: String
    /// The DocC catalog the tutorial is in (`Sources/ComponentKit/ComponentKit.docc`).
    let catalog: String

    /// Where a generated code file goes: the catalog's `Resources` folder.
    var codePath: String { "\(catalog)/Resources/\(resource)" }

    /// The `@Code` and `@Image` directives of a tutorial file, in order.
    static func references(in text: String, file: String) -> [TutorialReference] {
        let catalog = file.split(separator: "/").reduce(into: [Substring]()) { parts, part in
            if parts.last?.hasSuffix(".docc") != true { parts.append(part) }
        }.joined(separator: "/")
        var found: [TutorialReference] = []
        var line = 1
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "\n" { line += 1 }
            guard text[index] == "@", let (name, arguments) = directive(in: text, at: index) else {
                index = text.index(after: index)
                continue
            }
            let values = Self.arguments(arguments)
            let wanted: [(String, Kind)] = name == "Code" ? [("file", .code), ("previousFile", .previousCode)]
                : name == "Image" ? [("source", .image)] : []
            for (label, kind) in wanted {
                if let value = values[label] {
                    found.append(TutorialReference(file: file, line: line, kind: kind, resource: value, catalog: catalog))
                }
            }
            index = text.index(after: index)
        }
        return found
    }

    /// The directive's name and the text between its parentheses, when `@`
    /// at `index` starts `@Code(…)` or `@Image(…)`.
    private static func directive(in text: String, at index: String.Index) -> (String, Substring)? {
        for name in ["Code", "Image"] {
            let opening = "@\(name)("
            guard text[index...].hasPrefix(opening) else { continue }
            let start = text.index(index, offsetBy: opening.count)
            var cursor = start
            var quoted = false
            while cursor < text.endIndex {
                let character = text[cursor]
                if quoted, character == "\\" {
                    cursor = text.index(after: cursor)
                } else if character == "\"" {
                    quoted.toggle()
                } else if !quoted, character == ")" {
                    return (name, text[start..<cursor])
                }
                if cursor < text.endIndex { cursor = text.index(after: cursor) }
            }
        }
        return nil
    }

    /// The `label: "value"` pairs of a directive's arguments.
    private static func arguments(_ text: Substring) -> [String: String] {
        let pattern = #/(\w+)\s*:\s*"((?:[^"\\]|\\.)*)"/#
        var values: [String: String] = [:]
        for match in text.matches(of: pattern) {
            values[String(match.output.1)] = String(match.output.2)
        }
        return values
    }
}
