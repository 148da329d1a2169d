import ComponentSnapshotTesting
import Foundation
import Testing

/// The screens a DocC tutorial shows, drawn by tests from the tutorial's own
/// code with the raster backend, and kept in the catalog's `Resources` as
/// `NAME@2x.png`, which DocC shows for `@Image(source: "NAME.png", alt: …)`.
///
/// They are checked like snapshot references: a missing one is recorded
/// (the test fails, asking you to look at it) except under `CI`, where it
/// only fails; one that differs fails, and the drawn image and a diff go to
/// the artifacts folder (`SNAPSHOT_ARTIFACTS`, or the temporary directory).
/// `RECORD_REFERENCES=1` or `SNAPSHOT_TESTING_RECORD=all` re-records every
/// screenshot, `SNAPSHOT_TESTING_RECORD=failed` those that differ.
@MainActor
enum TutorialScreenshot {
    /// The fonts the committed screenshots were drawn with. A machine with
    /// others draws other glyphs; its tests skip the comparison.
    nonisolated static let fontSet = "dejavu-2.37"

    /// Whether this machine draws text as the committed screenshots do.
    nonisolated static var fontsMatch: Bool { PangoTextSystem.fontSetTag == fontSet }

    /// The catalog the screenshots are in.
    static let catalog = "Sources/ComponentKit/ComponentKit.docc"

    /// When a screenshot is written instead of compared.
    enum RecordMode: Equatable {
        case all, failed, missing, never
    }

    /// `RECORD_REFERENCES=1` records all; under `CI` nothing is recorded;
    /// otherwise `SNAPSHOT_TESTING_RECORD` decides (`missing` by default).
    nonisolated static func recordMode(environment: [String: String]) -> RecordMode {
        if environment["RECORD_REFERENCES"] == "1" { return .all }
        if ComponentSnapshotEnvironment.recordMode(explicit: nil, environment: environment) == .never { return .never }
        switch environment["SNAPSHOT_TESTING_RECORD"] {
        case "all": return .all
        case "failed": return .failed
        case "never": return .never
        default: return .missing
        }
    }

    /// Draws `view` at 2× and compares it with `Resources/NAME@2x.png`.
    static func verify(_ view: View, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = SampleCatalog.repository.appendingPathComponent("\(catalog)/Resources/\(name)@2x.png")
        let mode = recordMode(environment: ProcessInfo.processInfo.environment)
        let image: Image
        do {
            image = try RasterRenderer(scale: 2).render(view)
        } catch {
            Issue.record("Could not draw \(name): \(error)", sourceLocation: sourceLocation)
            return
        }
        guard mode != .all, let data = try? Data(contentsOf: url) else {
            if mode == .never {
                Issue.record(Comment(rawValue: "The tutorial screenshot \(url.path) is missing, and CI never records one. "
                                     + "Run the tests without CI set, look at the picture, and commit it."),
                             sourceLocation: sourceLocation)
                return
            }
            record(image, to: url, reason: "recorded", sourceLocation: sourceLocation)
            return
        }
        let reference = (try? ImageCodec.decode(data, scale: 2)) ?? Image.filled(with: .clear, size: CGSize(width: 1, height: 1))
        let comparison = ImageComparison.compare(reference, image, channelTolerance: SnapshotTolerance.default.channelTolerance)
        guard !comparison.matches(.default) else { return }
        if mode == .failed {
            record(image, to: url, reason: "re-recorded", sourceLocation: sourceLocation)
            return
        }
        let artifacts = writeArtifacts(image, diff: comparison.diffImage, named: name)
        let what = comparison.sizeMismatch.map {
            "is \($0.actual.width)×\($0.actual.height) px, the screenshot \($0.reference.width)×\($0.reference.height) px"
        } ?? "differs in \(comparison.differingPixels) pixels (worst channel delta \(comparison.worstChannelDelta))"
        Issue.record(
            Comment(rawValue: "The tutorial's \(name) \(what): \(url.path). Drawn: \(artifacts). If the change is meant, "
                + "re-record with SNAPSHOT_TESTING_RECORD=failed, look at the picture, and commit it."),
            sourceLocation: sourceLocation)
    }

    private static func record(_ image: Image, to url: URL, reason: String, sourceLocation: SourceLocation) {
        do {
            try ImageCodec.pngData(of: image).write(to: url)
            Issue.record("The tutorial screenshot \(url.lastPathComponent) was \(reason): look at it, commit it, and run again.",
                         sourceLocation: sourceLocation)
        } catch {
            Issue.record("Could not write \(url.path): \(error)", sourceLocation: sourceLocation)
        }
    }

    /// Writes the drawn image (and the diff) to the artifacts folder; returns their paths.
    private static func writeArtifacts(_ image: Image, diff: Image?, named name: String) -> String {
        let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
            ?? FileManager.default.temporaryDirectory.path).appendingPathComponent("tutorial-screenshots")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var paths: [String] = []
        for (suffix, picture) in [("failed", Optional(image)), ("diff", diff)] {
            guard let picture, let data = try? ImageCodec.pngData(of: picture) else { continue }
            let url = folder.appendingPathComponent("\(name).\(suffix).png")
            if (try? data.write(to: url)) != nil { paths.append(url.path) }
        }
        return paths.joined(separator: ", ")
    }
}
