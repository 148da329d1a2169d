/// What a development build is doing, shown over every page of the app
/// while it serves in development mode: building, failed with the
/// compiler's messages, or built.
public struct DevelopmentStatus: Codable, Sendable, Hashable {
    /// The build's state.
    public enum State: String, Codable, Sendable {
        /// A change was saved and the app is being built.
        case building
        /// The build failed: the app keeps serving the last build that succeeded.
        case failed
        /// The build succeeded (pages hand over to it).
        case succeeded
    }

    /// One message of the compiler.
    public struct Diagnostic: Codable, Sendable, Hashable {
        /// The source file, relative to the package when it is in it.
        public var file: String
        /// The line, from 1.
        public var line: Int
        /// The column, from 1.
        public var column: Int
        /// `error`, `warning` or `note`.
        public var severity: String
        /// The compiler's message.
        public var message: String

        /// A message of `severity` at `file`:`line`:`column`.
        public init(file: String, line: Int, column: Int, severity: String, message: String) {
            self.file = file
            self.line = line
            self.column = column
            self.severity = severity
            self.message = message
        }
    }

    /// The build's state.
    public var state: State
    /// One line: what is happening, or why the build failed.
    public var summary: String
    /// The compiler's messages, errors first (at most ``maximumDiagnostics``).
    public var diagnostics: [Diagnostic]
    /// The compiler's output where it has no file and line (a linker error), trimmed.
    public var output: String

    /// The most diagnostics a status carries.
    public static let maximumDiagnostics = 50
    /// The most characters of ``output`` a status carries.
    public static let maximumOutput = 8_000

    /// A status; `diagnostics` and `output` are trimmed to their maximums.
    public init(state: State, summary: String, diagnostics: [Diagnostic] = [], output: String = "") {
        self.state = state
        self.summary = summary
        self.diagnostics = Array(diagnostics.prefix(Self.maximumDiagnostics))
        self.output = String(output.suffix(Self.maximumOutput))
    }
}
