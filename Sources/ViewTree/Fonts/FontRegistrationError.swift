import Foundation

/// Why a font file was refused by ``FontRegistry``; every case names the file.
///
/// A refused file changes nothing: the registry, fontconfig and the fonts a
/// browser page is served stay as they were.
public enum FontRegistrationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read (missing, a folder, no permission).
    case unreadable(file: String, reason: String)
    /// The file is larger than the registry's limit.
    case tooLarge(file: String, byteCount: Int, limit: Int)
    /// The file does not start as a TrueType or OpenType font does.
    case notAFont(file: String, detail: String)
    /// The file is a font whose tables run past its end, or lacks a table
    /// every font needs.
    case truncated(file: String, detail: String)
    /// The file is a font collection (`.ttc`) or a web font (WOFF, WOFF2):
    /// register the single TrueType or OpenType faces instead.
    case unsupportedFormat(file: String, format: String)
    /// Another file already registered the same family, weight and style.
    case duplicateFace(file: String, family: String, existingFile: String)
    /// A folder or bundle held no `.ttf` or `.otf` file.
    case noFonts(location: String)

    public var description: String {
        switch self {
        case let .unreadable(file, reason): "font file \(file) could not be read: \(reason)"
        case let .tooLarge(file, count, limit): "font file \(file) is \(count) bytes, over the limit of \(limit)"
        case let .notAFont(file, detail): "\(file) is not a TrueType or OpenType font: \(detail)"
        case let .truncated(file, detail): "font file \(file) is damaged or truncated: \(detail)"
        case let .unsupportedFormat(file, format):
            "font file \(file) is a \(format), which is not registered: register its TrueType or OpenType faces"
        case let .duplicateFace(file, family, existing):
            "font file \(file) is a face of \(family) that \(existing) already registered"
        case let .noFonts(location): "\(location) holds no .ttf or .otf font file"
        }
    }
}
