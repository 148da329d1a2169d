import Flexbox
/// A failing case: where it first differs, or the error that stopped it.
public struct ConformanceFailure: Sendable, CustomStringConvertible {
    /// The case's name.
    public var caseName: String
    /// Child indices from the root to the first differing node.
    public var path: String
    /// The frame the corpus expects.
    public var expected: FlexRect?
    /// The frame the engine computed.
    public var actual: FlexRect?
    /// Why the case could not be laid out, if it could not.
    public var error: String?

    /// `name: path expected {…} actual {…}`.
    public var description: String {
        if let error { return "\(caseName): \(error)" }
        return "\(caseName): \(path) expected \(expected.map(\.description) ?? "-") actual \(actual.map(\.description) ?? "-")"
    }
}
