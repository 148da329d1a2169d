import Foundation
import SnapshotTesting
import Testing
@testable import ComponentSnapshotTesting

@Suite("Image diffing")
struct ImageDiffingTests {
    func image(_ width: Int, _ height: Int, _ fill: (Int, Int) -> [UInt8]) -> Image {
        var bytes: [UInt8] = []
        for y in 0..<height { for x in 0..<width { bytes += fill(x, y) } }
        return try! Image(pixelWidth: width, pixelHeight: height, scale: 1, rgba: bytes)
    }

    var base: Image { image(20, 10) { x, y in [UInt8(x * 10), UInt8(y * 20), 100, 255] } }

    @Test("Identical bytes match at once; a one-pixel change within tolerance passes")
    func withinTolerance() {
        let reference = base
        #expect(Diffing<Image>.componentImage(tolerance: .exact).diffV2(reference, reference) == nil)
        let nudged = image(20, 10) { x, y in x == 3 && y == 4 ? [UInt8(x * 10) + 2, UInt8(y * 20), 100, 255] : [UInt8(x * 10), UInt8(y * 20), 100, 255] }
        #expect(Diffing<Image>.componentImage(tolerance: SnapshotTolerance(channelTolerance: 2)).diffV2(reference, nudged) == nil)
        let moved = image(20, 10) { x, y in x == 3 && y == 4 ? [255, 255, 255, 255] : [UInt8(x * 10), UInt8(y * 20), 100, 255] }
        #expect(Diffing<Image>.componentImage(tolerance: SnapshotTolerance(maximumDifferingFraction: 0.01)).diffV2(reference, moved) == nil,
                "1 of 200 pixels is 0.5%, within 1%")
        #expect(Diffing<Image>.componentImage(tolerance: .exact).diffV2(reference, moved) != nil)
    }

    @Test("A block change fails with counts, fraction, worst delta and three written images")
    func blockChange() throws {
        let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("artifacts-\(UUID().uuidString)")
        setenv("SNAPSHOT_ARTIFACTS", artifacts.path, 1)
        defer { unsetenv("SNAPSHOT_ARTIFACTS") }
        let block = image(20, 10) { x, y in
            (5..<10).contains(x) && (2..<6).contains(y) ? [0, 0, 0, 255] : [UInt8(x * 10), UInt8(y * 20), 100, 255]
        }
        let (message, _) = try #require(Diffing<Image>.componentImage(tolerance: .default).diffV2(base, block))
        #expect(message.contains("20 of 200 pixels differ (10.0000%, allowed 0.0000%) by more than 2 in a channel; worst channel delta 100."))
        let paths = message.split(separator: "\n").compactMap { line -> String? in
            let parts = line.split(separator: ":", maxSplits: 1)
            return parts.count == 2 && ["reference", "failed", "diff"].contains(parts[0]) ? parts[1].trimmingCharacters(in: .whitespaces) : nil
        }
        #expect(paths.count == 3)
        for path in paths {
            #expect(path.hasPrefix(artifacts.path))
            #expect(FileManager.default.fileExists(atPath: path))
        }
        let diff = try ImageCodec.decode(Data(contentsOf: URL(fileURLWithPath: paths[2])))
        #expect(diff.pixel(x: 6, y: 3)! == (255, 0, 255, 255), "differing pixels are magenta")
        #expect(diff.pixel(x: 0, y: 0)!.red != 255)
        #expect(try ImageCodec.decode(Data(contentsOf: URL(fileURLWithPath: paths[1]))) == block)
    }

    @Test("A size mismatch fails clearly, naming both sizes")
    func sizeMismatch() throws {
        let smaller = image(10, 10) { _, _ in [0, 0, 0, 255] }
        let (message, _) = try #require(Diffing<Image>.componentImage().diffV2(base, smaller))
        #expect(message.hasPrefix("Image size 10×10 px differs from the reference's 20×10 px."))
        let comparison = ImageComparison.compare(base, smaller, channelTolerance: 0)
        #expect(comparison.sizeMismatch != nil && !comparison.matches(SnapshotTolerance(maximumDifferingFraction: 1)))
    }

    @Test("Tolerances clamp to their ranges")
    func toleranceClamping() {
        let tolerance = SnapshotTolerance(channelTolerance: 999, maximumDifferingFraction: .nan)
        #expect(tolerance.channelTolerance == 255 && tolerance.maximumDifferingFraction == 0)
    }
}
