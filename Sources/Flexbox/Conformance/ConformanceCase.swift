/// One corpus case: a tree to lay out and the direction to lay it out in.
public struct ConformanceCase: Sendable {
    /// The case's name (`__rtl` marks the right-to-left twin).
    public var name: String
    /// The root's layout direction.
    public var direction: LayoutDirection
    /// The root of the styled tree with expected frames.
    public var root: ConformanceNode

    /// Lays the tree out and returns the first node whose frame differs, if any.
    public func check(tolerance: Double, pointScaleFactor: Double) -> ConformanceFailure? {
        let node: FlexNode
        do {
            node = try root.makeNode()
            try node.calculateLayout(direction: direction, pointScaleFactor: pointScaleFactor)
        } catch {
            return ConformanceFailure(caseName: name, path: "root", expected: nil, actual: nil, error: "\(error)")
        }
        return root.firstMismatch(in: node, path: "root", tolerance: tolerance).map {
            ConformanceFailure(caseName: name, path: $0.path, expected: $0.expected, actual: $0.actual, error: nil)
        }
    }
}

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

/// Pass and fail counts of a corpus run.
public struct ConformanceReport: Sendable {
    /// Cases whose every frame matched.
    public var passed = 0
    /// The cases that did not.
    public var failures: [ConformanceFailure] = []
    /// `N passed, M failed`.
    public var summary: String { "\(passed) passed, \(failures.count) failed" }
}
