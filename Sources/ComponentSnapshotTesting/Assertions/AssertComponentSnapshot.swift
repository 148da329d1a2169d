// swift-snapshot-testing is fetched only with the trait on: say so before the
// missing-module error. This stays in the module's first file in path order,
// because the compiler stops at the first file whose import fails.
#if !SnapshotTesting
#error("ComponentSnapshotTesting needs the package trait \"SnapshotTesting\": depend on this package with traits: [\"SnapshotTesting\"] (or with its default traits)")
#endif

import Foundation
import SnapshotTesting
import Testing

/// Asserts a snapshot as `assertSnapshot` does, with FBSnapshotTestCase's
/// environment: references under `COMPONENT_SNAPSHOT_REFERENCE_DIR` when it
/// is set (`<dir>/<test file name>/`), and, when `CI` is set, verify-only
/// (a missing reference fails instead of being recorded).
///
/// ```swift
/// @MainActor @Test func card() {
///     assertComponentSnapshot(of: Card(), as: .image(sizeRange: .flexibleHeight(width: 390)), named: "default")
/// }
/// ```
public func assertComponentSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let environment = ProcessInfo.processInfo.environment
    let mode = ComponentSnapshotEnvironment.recordMode(explicit: record, environment: environment)
    let directory = ComponentSnapshotEnvironment.referenceDirectory(for: "\(filePath)", environment: environment)
    let failure = verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: mode, snapshotDirectory: directory,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    if let failure {
        Issue.record(
            Comment(rawValue: failure),
            sourceLocation: SourceLocation(
                fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    }
}

/// How the environment changes snapshot assertions.
public enum ComponentSnapshotEnvironment {
    /// The variable naming a folder that holds references instead of `__Snapshots__` beside the test.
    public static let referenceDirectoryVariable = "COMPONENT_SNAPSHOT_REFERENCE_DIR"

    /// The record mode: an explicit one wins; under `CI` never record; else
    /// `SNAPSHOT_TESTING_RECORD` or swift-snapshot-testing's default (`missing`).
    public static func recordMode(
        explicit: SnapshotTestingConfiguration.Record?, environment: [String: String]
    ) -> SnapshotTestingConfiguration.Record? {
        if let explicit { return explicit }
        if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .never }
        return nil
    }

    /// The folder for references of the test file at `filePath`, or nil for the default.
    public static func referenceDirectory(for filePath: String, environment: [String: String]) -> String? {
        guard let root = environment[referenceDirectoryVariable], !root.isEmpty else { return nil }
        let name = URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
        return URL(fileURLWithPath: root, isDirectory: true).appendingPathComponent(name).path
    }
}
