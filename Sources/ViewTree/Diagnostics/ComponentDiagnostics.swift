import Foundation
import Synchronization

/// Where ComponentKit reports mistakes that would otherwise fail silently,
/// such as laying out text with nothing to measure it, or a font family that
/// is neither registered nor installed (drawn in the default family instead).
///
/// It lives in ViewTree, and ComponentKit re-exports it, so that the text
/// systems beneath ComponentKit report through the same channel.
///
/// Each kind of problem is reported once per process (per handler), to
/// standard error unless a handler is set:
///
/// ```swift
/// ComponentDiagnostics.setHandler { problem in logger.warning("\(problem)") }
/// ```
public enum ComponentDiagnostics {
    /// A problem ComponentKit noticed.
    public struct Problem: Sendable, CustomStringConvertible {
        /// Identifies the kind of problem: each kind is reported once.
        public let kind: String
        /// What went wrong, where, and how to fix it.
        public let message: String

        /// A problem of `kind` described by `message`.
        public init(kind: String, message: String) {
            self.kind = kind
            self.message = message
        }

        public var description: String { "ComponentKit: \(message)" }
    }

    private struct State {
        var handler: @Sendable (Problem) -> Void = ComponentDiagnostics.standardErrorHandler
        var reportedKinds: Set<String> = []
    }

    private static let state = Mutex(State())

    /// Sends future problems to `handler` instead of standard error. Kinds
    /// already reported are reported again to the new handler.
    public static func setHandler(_ handler: @escaping @Sendable (Problem) -> Void) {
        state.withLock { $0 = State(handler: handler) }
    }

    /// Reports `problem` unless a problem of its kind was already reported.
    public static func report(_ problem: Problem) {
        let handler = state.withLock { state -> (@Sendable (Problem) -> Void)? in
            state.reportedKinds.insert(problem.kind).inserted ? state.handler : nil
        }
        handler?(problem)
    }

    /// The default handler: writes `warning: ComponentKit: …` to standard error.
    @Sendable public static func standardErrorHandler(_ problem: Problem) {
        FileHandle.standardError.write(Data("warning: \(problem)\n".utf8))
    }
}
