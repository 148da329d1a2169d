import Flexbox
import Foundation

/// A layout conformance corpus (the JSON format of `Tests/FlexboxTests/Fixtures/SCHEMA.md`):
/// cases of flex trees with the frames a browser computed for them.
public struct ConformanceCorpus: Sendable {
    /// Where the cases come from.
    public var name: String
    /// Largest difference in points that still counts as equal.
    public var tolerance: Double
    /// The pixel grid frames are rounded to (0: none).
    public var pointScaleFactor: Double
    /// The cases.
    public var cases: [ConformanceCase]

    /// Reads a corpus file.
    ///
    /// - Throws: ``ConformanceError`` naming the JSON path of the first problem.
    public init(contentsOf url: URL) throws {
        let data = try Data(contentsOf: url)
        try self.init(data: data, source: url.lastPathComponent)
    }

    /// Parses corpus JSON.
    public init(data: Data, source: String = "corpus") throws {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw ConformanceError(path: source, message: "not valid JSON: \(error.localizedDescription)")
        }
        guard let root = object as? [String: Any] else { throw ConformanceError(path: source, message: "expected an object") }
        name = root["corpus"] as? String ?? source
        tolerance = (root["tolerance"] as? NSNumber)?.doubleValue ?? 0.01
        pointScaleFactor = (root["pointScaleFactor"] as? NSNumber)?.doubleValue ?? 1
        guard let cases = root["cases"] as? [Any] else { throw ConformanceError(path: "\(source).cases", message: "expected an array") }
        self.cases = try cases.enumerated().map { index, value in
            try ConformanceCase(json: value, path: "\(source).cases[\(index)]")
        }
    }
}

/// A JSON file that does not follow the corpus format.
public struct ConformanceError: Error, CustomStringConvertible {
    /// Where in the JSON the problem is.
    public var path: String
    /// What is wrong.
    public var message: String
    public var description: String { "\(path): \(message)" }
}
