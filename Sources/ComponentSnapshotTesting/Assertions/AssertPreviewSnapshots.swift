import ComponentKit
import Foundation
import SnapshotTesting
import Testing

/// Records or verifies a reference PNG for every variant of every preview
/// in `registry`, and records one issue per failed variant, naming the
/// preview and the variant: one call covers an app's whole gallery.
///
/// Each variant is drawn with the raster backend as
/// `Snapshotting.image(variant:scale:tolerance:)` draws it
/// (its width, any height, its traits, at `scale`) and kept as
/// `<preview-id>.<variant-id>.<scale>.<font set>.png`, for instance
/// `photo-card.dark-rtl-320-large.2x.dejavu-2.37.png`, in the folder
/// `assertComponentSnapshot(of:as:named:)`
/// uses: `__Snapshots__/<test file name>/` beside the test, or under
/// `COMPONENT_SNAPSHOT_REFERENCE_DIR`. The environment rules are the same:
/// under `CI` nothing is recorded and a missing reference fails; otherwise a
/// missing reference is recorded (and reported once, as
/// swift-snapshot-testing does).
///
/// ```swift
/// @MainActor @Test func previews() throws {
///     assertPreviewSnapshots(try AppPreviews.registry())
/// }
/// ```
///
/// - Parameters:
///   - registry: The previews to draw.
///   - scale: Pixels per point; also the traits' display scale.
///   - tolerance: How much the pixels may differ.
///   - record: The record mode; by default the environment's (see ``ComponentSnapshotEnvironment``).
///   - snapshotDirectory: A folder for the references, instead of the environment's or `__Snapshots__`.
///   - fileID: The calling file's ID, where issues are reported.
///   - filePath: The calling file's path: the references are kept beside it.
///   - line: The line issues are reported at.
///   - column: The column issues are reported at.
@MainActor
public func assertPreviewSnapshots(
    _ registry: PreviewRegistry,
    scale: CGFloat = 2,
    tolerance: SnapshotTolerance = .default,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let failures = verifyPreviewSnapshots(
        registry, scale: scale, tolerance: tolerance, record: record, snapshotDirectory: snapshotDirectory,
        fileID: fileID, file: filePath, line: line, column: column)
    for failure in failures {
        Issue.record(
            Comment(rawValue: failure.description),
            sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    }
}

/// Records or verifies every variant's reference as
/// `assertPreviewSnapshots(_:)`
/// does, and returns the failures instead of recording issues: one per
/// failed variant, in registry order; empty when every variant matched.
@MainActor
public func verifyPreviewSnapshots(
    _ registry: PreviewRegistry,
    scale: CGFloat = 2,
    tolerance: SnapshotTolerance = .default,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> [PreviewSnapshotFailure] {
    let environment = ProcessInfo.processInfo.environment
    let mode = ComponentSnapshotEnvironment.recordMode(explicit: record, environment: environment)
    let directory = snapshotDirectory
        ?? ComponentSnapshotEnvironment.referenceDirectory(for: "\(filePath)", environment: environment)
    var failures: [PreviewSnapshotFailure] = []
    for preview in registry.previews {
        for variant in preview.variants {
            func fail(_ message: String) {
                failures.append(PreviewSnapshotFailure(
                    previewName: preview.name, previewID: preview.id, variantID: variant.id, variantTitle: variant.title,
                    message: message))
            }
            let component: AnyComponent
            do {
                component = try preview.component(for: variant)
            } catch {
                fail(error.description)
                continue
            }
            let message = verifySnapshot(
                of: component, as: .image(variant: variant, scale: scale, tolerance: tolerance), named: variant.id,
                record: mode, snapshotDirectory: directory, fileID: fileID, file: filePath, testName: preview.id,
                line: line, column: column)
            if let message { fail(message) }
        }
    }
    return failures
}
