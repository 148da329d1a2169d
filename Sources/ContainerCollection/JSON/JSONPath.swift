import Foundation

/// Where a value sits in a JSON document, written as JSONPath:
/// `$.sections[0].elements[3].data.title`.
///
/// ```swift
/// let path = JSONPath.root.appending(key: "sections").appending(index: 0)
/// path.description   // "$.sections[0]"
/// ```
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step into an object or array.
    public enum Component: Hashable, Sendable {
        /// A member of an object.
        case key(String)
        /// An element of an array.
        case index(Int)
    }

    /// The steps from the document's root.
    public var components: [Component]

    /// A path from its steps.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The document itself: `$`.
    public static let root = JSONPath()

    /// This path followed by an object member.
    public func appending(key: String) -> JSONPath { JSONPath(components + [.key(key)]) }

    /// This path followed by an array element.
    public func appending(index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }

    /// This path followed by `other`'s steps.
    public func appending(_ other: JSONPath) -> JSONPath { JSONPath(components + other.components) }

    /// Whether this path is `other` or inside it.
    public func hasPrefix(_ other: JSONPath) -> Bool {
        components.count >= other.components.count && Array(components.prefix(other.components.count)) == other.components
    }

    public var description: String {
        var text = "$"
        for component in components {
            switch component {
            case let .index(index):
                text += "[\(index)]"
            case let .key(key) where Self.isPlainName(key):
                text += ".\(key)"
            case let .key(key):
                let escaped = key.unicodeScalars.map { scalar -> String in
                    switch scalar {
                    case "\"": return "\\\""
                    case "\\": return "\\\\"
                    case _ where scalar.value < 0x20: return "\\u" + String(format: "%04x", scalar.value)
                    default: return String(scalar)
                    }
                }.joined()
                text += "[\"\(escaped)\"]"
            }
        }
        return text
    }

    private static func isPlainName(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else {
            return false
        }
        return key.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }
}
