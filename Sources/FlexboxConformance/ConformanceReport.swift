import Flexbox
/// Pass and fail counts of a corpus run.
public struct ConformanceReport: Sendable {
    /// Cases whose every frame matched.
    public var passed = 0
    /// The cases that did not.
    public var failures: [ConformanceFailure] = []
    /// `N passed, M failed`.
    public var summary: String { "\(passed) passed, \(failures.count) failed" }
}
