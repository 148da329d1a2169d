/// Something wrong in part of a server screen: what, and where (a JSON
/// path). The rest of the screen still renders; the broken element is
/// replaced by a fallback or the broken value by its default.
///
/// ```swift
/// for problem in screen.problems { log.warning("\(problem)") }
/// // $.sections[0].elements[2].component: unknown component "map"
/// ```
public struct ScreenProblem: Hashable, Sendable, CustomStringConvertible, Error {
    /// What kind of problem.
    public enum Kind: Hashable, Sendable {
        /// No factory is registered for the component identifier.
        case unknownComponent(String, didYouMean: String?)
        /// A value has the wrong JSON type.
        case wrongType(expected: String, found: String)
        /// A required member is missing.
        case missingField(String)
        /// The value is of the right type but not acceptable (the reason says why).
        case invalidValue(String)
        /// The parser refused the value (invalid UTF-8, too deep, …).
        case unreadableValue(JSONValueIssue)
        /// The component's factory found the decoded data invalid, for `reason`.
        case rejectedData(component: String, reason: String)
        /// More sections or elements than the limit; the rest were dropped.
        case tooManyItems(limit: Int, count: Int)
        /// An identity used twice; the later one was dropped (the element is matched by position).
        case duplicateID(String, first: JSONPath)
        /// More elements in the whole screen than ``ScreenLimits/maximumElements``; the rest were dropped.
        case tooManyElements(limit: Int, count: Int)
        /// A value of the element's data is over one of the ``ScreenLimits`` (what it is, its value and the limit).
        case overLimit(what: String, value: Int, limit: Int)
        /// The screen is of a newer format version than the client reads:
        /// it is shown as far as the client understands it.
        case newerVersion(found: Int, supported: Int)
    }

    /// Where the problem is.
    public let path: JSONPath
    /// What it is.
    public let kind: Kind

    /// A problem at `path`.
    public init(path: JSONPath, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    /// The problem in words, without the path.
    public var message: String {
        switch kind {
        case let .unknownComponent(id, suggestion):
            "unknown component \"\(id)\"" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
        case let .wrongType(expected, found): "expected \(expected), found \(found)"
        case let .missingField(name): "missing required member \"\(name)\""
        case let .invalidValue(reason): reason
        case let .unreadableValue(issue): "unreadable value: \(issue)"
        case let .rejectedData(component, reason): "the data is not valid for component \"\(component)\": \(reason)"
        case let .tooManyItems(limit, count): "\(count) items, more than the limit of \(limit); the rest were dropped"
        case let .duplicateID(id, first): "identity \"\(id)\" is already used at \(first)"
        case let .tooManyElements(limit, count):
            "\(count) elements in the screen, more than the limit of \(limit); the rest were dropped"
        case let .overLimit(what, value, limit): "\(what): \(value), over the limit of \(limit)"
        case let .newerVersion(found, supported):
            "version \(found) is newer than this client, which reads versions up to \(supported): what it does not know is reported and left out"
        }
    }

    /// The path and the message: `$.sections[0].title: expected string, found number`.
    public var description: String { "\(path): \(message)" }
}
