import ComponentSnapshotTesting
import Foundation
import RasterBackend
import Testing
import ViewTree

/// Compares rendered pixels with PNGs committed under `References/`.
///
/// A missing reference is recorded (and the test fails, asking for a rerun)
/// unless `CI` is set, where it only fails. `RECORD_REFERENCES=1` re-records
/// every reference the run touches.
enum ReferenceImages {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("References")

    static func expectMatch(
        _ image: Image, named name: String, channelTolerance: Int = 2,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let environment = ProcessInfo.processInfo.environment
        let url = directory.appendingPathComponent("\(name).png")
        let recordAll = environment["RECORD_REFERENCES"] == "1"
        let exists = FileManager.default.fileExists(atPath: url.path)
        if recordAll || !exists {
            if !recordAll, environment["CI"] != nil {
                Issue.record("missing reference \(url.path); CI never records", sourceLocation: sourceLocation)
                return
            }
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try ImageCodec.pngData(of: image).write(to: url)
            } catch {
                Issue.record("could not record \(url.path): \(error)", sourceLocation: sourceLocation)
                return
            }
            Issue.record("recorded reference \(url.lastPathComponent); check it and rerun", sourceLocation: sourceLocation)
            return
        }
        do {
            let reference = try ImageCodec.decode(Data(contentsOf: url), scale: image.scale)
            if let problem = difference(image, reference, channelTolerance: channelTolerance) {
                Issue.record("\(name): \(problem)", sourceLocation: sourceLocation)
            }
        } catch {
            Issue.record("could not read reference \(url.path): \(error)", sourceLocation: sourceLocation)
        }
    }

    /// A description of how `image` differs from `reference`, or nil if every
    /// channel of every pixel is within `channelTolerance`.
    static func difference(_ image: Image, _ reference: Image, channelTolerance: Int) -> String? {
        let comparison = ImageComparison.compare(reference, image, channelTolerance: channelTolerance)
        if let sizes = comparison.sizeMismatch {
            return "size \(sizes.actual.width)×\(sizes.actual.height) differs from the reference's \(sizes.reference.width)×\(sizes.reference.height)"
        }
        let differing = comparison.differingPixels
        return differing == 0 ? nil : "\(differing) pixels differ by more than \(channelTolerance) (worst channel delta \(comparison.worstChannelDelta))"
    }
}
