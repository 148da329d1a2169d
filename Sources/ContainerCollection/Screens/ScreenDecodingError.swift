/// Why a server screen was refused whole (problems in parts of a screen are
/// ``ScreenProblem``s instead).
///
/// ```swift
/// do { let screen = try decoder.decode(data) } catch {
///     print(error)   // "the screen has no \"version\" member ($.version)"
/// }
/// ```
public enum ScreenDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The document is larger than the limit.
    case tooLarge(byteCount: Int, limit: Int)
    /// The document is not JSON.
    case syntax(JSONSyntaxError)
    /// The document is JSON, but not an object.
    case notAnObject(found: String)
    /// The document has no `version`.
    case missingVersion
    /// `version` is not a positive whole number.
    case invalidVersion(found: String)

    public var description: String {
        switch self {
        case let .tooLarge(byteCount, limit):
            "the screen is \(byteCount) bytes, more than the limit of \(limit)"
        case let .syntax(error):
            "the screen is not valid JSON: \(error)"
        case let .notAnObject(found):
            "the screen must be a JSON object, found \(found)"
        case .missingVersion:
            "the screen has no \"version\" member ($.version)"
        case let .invalidVersion(found):
            "the screen's version must be a positive whole number, found \(found) ($.version)"
        }
    }
}
