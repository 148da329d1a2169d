import Foundation
import Testing

/// One attribute as the sources define it or the article lists it: `isHidden(_:)` for `View`.
private struct AttributeName: Hashable, CustomStringConvertible {
    let signature: String
    let view: String
    var description: String { ".\(signature) (\(view))" }
}

/// The attribute definitions, read from ComponentKit's sources: every
/// `public static func` inside an `extension Attribute` (optionally
/// `where V: SomeView`), split into current and deprecated names.
private struct AttributeDefinitions {
    var current: Set<AttributeName> = []
    var deprecated: Set<AttributeName> = []

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func read() throws -> AttributeDefinitions {
        let sources = repository.appendingPathComponent("Sources/ComponentKit")
        var definitions = AttributeDefinitions()
        let walker = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        for case let url as URL in walker where url.pathExtension == "swift" {
            definitions.add(from: try String(contentsOf: url, encoding: .utf8))
        }
        return definitions
    }

    mutating func add(from source: String) {
        let lines = source.components(separatedBy: "\n")
        var view: String?
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("extension Attribute ") || line.hasPrefix("extension Attribute{") {
                view = line.range(of: "where V: ").map { String(line[$0.upperBound...].prefix { $0.isLetter || $0.isNumber }) } ?? "View"
            } else if line == "}" {
                view = nil
            } else if let view, line.hasPrefix("    public static func ") {
                let rest = lines[index...].joined(separator: "\n").dropFirst("    public static func ".count)
                let name = AttributeName(signature: Self.signature(of: rest), view: view)
                if index > 0, lines[index - 1].contains("@available(*, deprecated") {
                    deprecated.insert(name)
                } else {
                    current.insert(name)
                }
            }
        }
    }

    /// `name(label:label:)` from the text starting at a function's name.
    static func signature(of declaration: Substring) -> String {
        let name = declaration.prefix { $0 != "(" && $0 != "<" }
        guard let open = declaration.firstIndex(of: "(") else { return String(name) }
        var depth = 0, parameters: [String] = [], current = ""
        var previous: Character = " "
        for character in declaration[open...] {
            defer { previous = character }
            switch character {
            case ">" where previous == "-":
                current.append(character)
            case "(", "[", "<":
                depth += 1
                if depth > 1 { current.append(character) }
            case ")", "]", ">":
                depth -= 1
                if depth == 0 {
                    parameters.append(current)
                    return "\(name)(" + parameters.compactMap(label(of:)).map { "\($0):" }.joined() + ")"
                }
                current.append(character)
            case "," where depth == 1:
                parameters.append(current)
                current = ""
            default:
                current.append(character)
            }
        }
        return String(name)
    }

    private static func label(of parameter: String) -> String? {
        let words = parameter.split(separator: ":", maxSplits: 1).first?.split(whereSeparator: \.isWhitespace) ?? []
        return words.first.map(String.init)
    }
}

/// The rows of the article's two tables.
private struct ArticleTables {
    var listed: [AttributeName] = []
    var renamed: [String] = []

    static func read() throws -> ArticleTables {
        let article = AttributeDefinitions.repository.appendingPathComponent("Sources/ComponentKit/ComponentKit.docc/Attributes.md")
        var tables = ArticleTables()
        for line in try String(contentsOf: article, encoding: .utf8).components(separatedBy: "\n") where line.hasPrefix("| `.") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let first = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`."))
            if cells[1].hasPrefix("`.") {
                tables.renamed.append(first)
            } else {
                tables.listed.append(AttributeName(signature: first, view: cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))))
            }
        }
        return tables
    }
}

@Suite("The Attributes article")
struct AttributeArticleTests {
    @Test("The article lists every attribute the sources define, and no other")
    func everyAttributeListed() throws {
        let definitions = try AttributeDefinitions.read()
        let tables = try ArticleTables.read()
        #expect(definitions.current.count > 40, "the definitions were read")
        let missing = definitions.current.subtracting(tables.listed)
        #expect(missing.isEmpty, "add a row to Attributes.md for each of: \(missing.sorted { $0.description < $1.description })")
        let unknown = Set(tables.listed).subtracting(definitions.current)
        #expect(unknown.isEmpty, "Attributes.md lists attributes that do not exist: \(unknown)")
        #expect(tables.listed.count == Set(tables.listed).count, "a row is repeated")
    }

    @Test("Every deprecated name is in the renamed table")
    func everyRenameListed() throws {
        let definitions = try AttributeDefinitions.read()
        let tables = try ArticleTables.read()
        #expect(Set(definitions.deprecated.map(\.signature)) == Set(tables.renamed))
    }

    @Test("Signatures are read with their argument labels")
    func signatures() {
        #expect(AttributeDefinitions.signature(of: "isHidden(_ value: Bool) -> Attribute") == "isHidden(_:)")
        #expect(AttributeDefinitions.signature(of: "title(_ value: String?, for state: ControlState = .normal) -> Attribute")
            == "title(_:for:)")
        #expect(AttributeDefinitions.signature(of: "gesture<R: GestureRecognizer>(_ name: String, _ make: @escaping () -> R, setUp: (R) -> Void = { _ in }, action: Action<R>)")
            == "gesture(_:_:setUp:action:)")
        #expect(AttributeDefinitions.signature(of: "shadow(\n    color: Color = .black, offset: CGSize = CGSize(width: 0, height: 2)\n) -> Attribute")
            == "shadow(color:offset:)")
    }
}
