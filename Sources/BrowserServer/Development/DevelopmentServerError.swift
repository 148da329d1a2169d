/// Why development mode could not do what it was asked.
public enum DevelopmentServerError: Error, Sendable, CustomStringConvertible {
    /// The address is not loopback, and serving beyond it was not asked for.
    case notLoopback(String)
    /// The package folder has no `Package.swift`.
    case notAPackage(String)
    /// The app's executable could not be started, or did not start serving.
    case cannotStart(String, reason: String)
    /// The app's development channel answered `action` with an error.
    case channel(action: String, status: Int, answer: String)
    /// The app's development channel gave no whole answer to `action`:
    /// the connection was refused or closed early, the answer was larger
    /// than a handover may be, or it did not come in time.
    case channelUnanswered(action: String, reason: String)
    /// The build tool could not be run.
    case cannotBuild(String)

    public var description: String {
        switch self {
        case let .notLoopback(host):
            "development mode serves on loopback only, and \(host) is not loopback: it runs whatever code is saved, "
                + "and its pages show source paths and compiler messages; set allowsNonLoopback (examples dev: --allow-non-loopback) "
                + "if every machine that can reach \(host) may see them"
        case let .notAPackage(path):
            "\(path) is not a Swift package (it has no Package.swift): give the folder of the app's package"
        case let .cannotStart(path, reason):
            "the app \(path) did not start serving: \(reason)"
        case let .channel(action, status, answer):
            "the app's development channel answered \(action) with HTTP \(status): \(answer.prefix(300))"
        case let .channelUnanswered(action, reason):
            "the app's development channel gave no answer to \(action): \(reason)"
        case let .cannotBuild(reason):
            "the build could not be run: \(reason)"
        }
    }
}
