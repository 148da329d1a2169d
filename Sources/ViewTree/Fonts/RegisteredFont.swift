import Foundation

/// One font face an app registered with ``FontRegistry``: what its file says
/// it is, and its bytes, which the browser backend serves to the page.
public struct RegisteredFont: Hashable, Sendable, CustomStringConvertible {
    /// The kind of outlines the file holds.
    public enum Format: String, Hashable, Sendable {
        /// TrueType outlines (`.ttf`).
        case trueType = "ttf"
        /// OpenType with CFF outlines (`.otf`).
        case openType = "otf"
    }

    /// The family name, as a ``Font`` names it: the file's typographic family
    /// (name 16) or, without one, its family (name 1).
    public let family: String
    /// The face's style name, such as "Bold Italic" (name 17 or 2).
    public let styleName: String
    /// The face's weight (the file's `OS/2` weight class).
    public let weight: Font.Weight
    /// Whether the face is italic or oblique.
    public let isItalic: Bool
    /// The outline format.
    public let format: Format
    /// Where the file was read from.
    public let fileURL: URL
    /// The file's contents.
    public let data: Data
    /// A hash of the contents, 16 hexadecimal digits: the name the browser
    /// backend serves the file under, so a changed file gets a new URL.
    public let contentHash: String

    /// The file's name, for messages.
    public var fileName: String { fileURL.lastPathComponent }

    /// The name the file is served under: the content hash and the format's extension.
    public var servedName: String { "\(contentHash).\(format.rawValue)" }

    public var description: String {
        "\(family) \(styleName) (w\(weight.rawValue)\(isItalic ? " italic" : ""), \(fileName))"
    }
}
