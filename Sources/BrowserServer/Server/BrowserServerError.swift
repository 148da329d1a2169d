/// Why a ``BrowserServer`` cannot run.
public enum BrowserServerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The configuration cannot be served; the text says which value and why.
    case invalidConfiguration(String)
    /// ``BrowserServer/drain(movingSessionsAfter:deadline:)`` cannot run
    /// as asked; the text says why.
    case invalidDrain(String)
    /// The server was drained: it does not serve again (make a new one).
    case drained
    /// Files the page needs are missing from BrowserBackend's resources
    /// (a broken install or a trimmed bundle); the text names them.
    case incompleteInstall(String)

    public var description: String {
        switch self {
        case let .invalidConfiguration(problem): "the browser server's configuration cannot be used: \(problem)"
        case let .invalidDrain(problem): "the browser server cannot drain: \(problem)"
        case .drained: "the browser server was drained and does not serve again; make a new one"
        case let .incompleteInstall(missing):
            "the browser server cannot serve its page: \(missing) missing from BrowserBackend's resources (reinstall or rebuild the package)"
        }
    }
}
