/// Why a ``BrowserServer`` cannot run.
public enum BrowserServerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The configuration cannot be served; the text says which value and why.
    case invalidConfiguration(String)

    public var description: String {
        switch self {
        case let .invalidConfiguration(problem): "the browser server's configuration cannot be used: \(problem)"
        }
    }
}
