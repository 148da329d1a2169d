import Flexbox
import Foundation

/// A layout conformance corpus (the format of `conformance/SCHEMA.md`):
/// cases of styled node trees with the frames a browser computed for them.
///
/// ```swift
/// let corpus = try ConformanceCorpus(json: data)
/// let report = corpus.run()
/// print(report.summary)   // "1034 passed, 0 failed"
/// ```
public struct ConformanceCorpus: Sendable {
    /// Short name of where the cases come from.
    public var name: String
    /// Largest difference in points that still counts as equal.
    public var tolerance: Double
    /// Pixel grid used for rounding (0: none).
    public var pointScaleFactor: Double
    /// The cases in file order.
    public var cases: [ConformanceCase]

    /// Decodes a corpus from JSON data; throws `ConformanceError` naming the bad field.
    public init(json data: Data) throws {
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ConformanceError(message: "corpus: top level is not an object")
        }
        name = object["corpus"] as? String ?? "corpus"
        tolerance = (object["tolerance"] as? NSNumber)?.doubleValue ?? 0.01
        pointScaleFactor = (object["pointScaleFactor"] as? NSNumber)?.doubleValue ?? 1
        guard let rawCases = object["cases"] as? [[String: Any]] else {
            throw ConformanceError(message: "corpus: missing cases array")
        }
        cases = try rawCases.enumerated().map { index, raw in
            let caseName = raw["name"] as? String ?? "case \(index)"
            guard let root = raw["root"] as? [String: Any] else {
                throw ConformanceError(message: "\(caseName): missing root")
            }
            let direction = LayoutDirection(rawValue: raw["direction"] as? String ?? "ltr") ?? .ltr
            return ConformanceCase(
                name: caseName, direction: direction, root: try ConformanceNode(json: root, path: caseName))
        }
    }

    /// Runs every case and collects the failures.
    public func run() -> ConformanceReport {
        var report = ConformanceReport()
        for testCase in cases {
            if let failure = testCase.check(tolerance: tolerance, pointScaleFactor: pointScaleFactor) {
                report.failures.append(failure)
            } else {
                report.passed += 1
            }
        }
        return report
    }
}

/// A malformed corpus file.
public struct ConformanceError: Error, CustomStringConvertible, Sendable {
    /// What was wrong and where.
    public var message: String
    /// The message.
    public var description: String { message }
}
