import Foundation
import RasterBackend
import SnapshotTesting
import ViewTree

extension Diffing where Value == Image {
    /// Compares images within `tolerance`. On a mismatch it writes the
    /// reference, the failed image and a diff image side by side into the
    /// artifacts folder (`SNAPSHOT_ARTIFACTS`, or the temporary directory)
    /// and describes the difference: pixel count and fraction, worst channel
    /// delta, size mismatch, and the three paths.
    public static func componentImage(tolerance: SnapshotTolerance = .default) -> Diffing<Image> {
        .diff(
            toData: { image in (try? ImageCodec.pngData(of: image)) ?? Data() },
            fromData: { data in
                // An unreadable reference compares as a 1×1 clear image, which fails with a size mismatch.
                (try? ImageCodec.decode(data)) ?? Image.filled(with: .clear, size: CGSize(width: 1, height: 1))
            },
            diffV2: { reference, actual in
                let comparison = ImageComparison.compare(reference, actual, channelTolerance: tolerance.channelTolerance)
                guard !comparison.matches(tolerance) else { return nil }
                let paths = writeArtifacts(reference: reference, actual: actual, diff: comparison.diffImage)
                return (message(comparison, tolerance: tolerance, paths: paths), [])
            })
    }

    static func message(
        _ comparison: ImageComparison, tolerance: SnapshotTolerance, paths: (reference: String, failed: String, diff: String)
    ) -> String {
        var lines: [String] = []
        if let mismatch = comparison.sizeMismatch {
            lines.append(
                "Image size \(mismatch.actual.width)×\(mismatch.actual.height) px differs from the reference's "
                    + "\(mismatch.reference.width)×\(mismatch.reference.height) px.")
        } else {
            let percent = String(format: "%.4f", comparison.differingFraction * 100)
            let allowed = String(format: "%.4f", tolerance.maximumDifferingFraction * 100)
            lines.append(
                "\(comparison.differingPixels) of \(comparison.totalPixels) pixels differ (\(percent)%, allowed \(allowed)%) "
                    + "by more than \(tolerance.channelTolerance) in a channel; worst channel delta \(comparison.worstChannelDelta).")
        }
        lines.append("reference: \(paths.reference)")
        lines.append("failed:    \(paths.failed)")
        lines.append("diff:      \(paths.diff)")
        return lines.joined(separator: "\n")
    }

    /// Writes the three images into a folder named after both images' digests.
    static func writeArtifacts(reference: Image, actual: Image, diff: Image?) -> (reference: String, failed: String, diff: String) {
        let base = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let folder = URL(fileURLWithPath: base, isDirectory: true)
            .appendingPathComponent("ComponentSnapshots")
            .appendingPathComponent(String(reference.fingerprint, radix: 16) + "-" + String(actual.fingerprint, radix: 16))
        let referenceURL = folder.appendingPathComponent("reference.png")
        let failedURL = folder.appendingPathComponent("failed.png")
        let diffURL = folder.appendingPathComponent("diff.png")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try ImageCodec.pngData(of: reference).write(to: referenceURL)
            try ImageCodec.pngData(of: actual).write(to: failedURL)
            // On a size mismatch there is no per-pixel diff: the failed image stands in.
            try ImageCodec.pngData(of: diff ?? actual).write(to: diffURL)
        } catch {
            return ("(not written: \(error))", "(not written)", "(not written)")
        }
        return (referenceURL.path, failedURL.path, diffURL.path)
    }
}
