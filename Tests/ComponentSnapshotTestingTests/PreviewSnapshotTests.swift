import Foundation
import SnapshotTesting
import Synchronization
import Testing
@testable import ComponentSnapshotTesting

/// A bar in the label colour (black in light mode, white in dark), or in `color` when given.
private func bar(_ color: Color? = nil) -> ViewComponent {
    ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(color ?? .label)]), size: ComponentSize(width: 8, height: 4))
}

/// Two previews, six variants; with `changed`, the dark 24-point swatch is blue instead.
private func registry(changed: Bool = false) throws -> PreviewRegistry {
    try PreviewRegistry {
        Preview("Swatch", widths: [16, 24]) { variant in
            bar(changed && variant.colorScheme == .dark && variant.width == 24 ? .blue : nil)
        }
        Preview("Bar", group: "Bars", samples: ["Red": Color.red, "Green": Color.green], colorSchemes: [.light]) { color in
            bar(color)
        }
    }
}

/// The comments of the issues a known-issue matcher saw, in order.
private final class IssueLog: Sendable {
    let comments = Mutex<[String]>([])
}

@MainActor
@Suite("Snapshots from previews", .serialized)
struct PreviewSnapshotTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("preview-snapshots-\(UUID().uuidString)")

    var referenceFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    func verify(_ registry: PreviewRegistry, _ record: SnapshotTestingConfiguration.Record) -> [PreviewSnapshotFailure] {
        verifyPreviewSnapshots(registry, record: record, snapshotDirectory: directory.path)
    }

    @Test("Recording writes one PNG per variant, named <preview-id>.<variant-id>, and verifying them passes")
    func recordThenVerify() throws {
        let registry = try registry()
        let recorded = verify(registry, .missing)
        #expect(recorded.count == 6, "a recorded reference is reported, as swift-snapshot-testing does")
        #expect(recorded.allSatisfy { $0.message.contains("Automatically recorded snapshot") })
        let fonts = PangoTextSystem.fontSetTag
        #expect(referenceFiles == [
            "bar.light-ltr-390-large-green.2x.\(fonts).png", "bar.light-ltr-390-large-red.2x.\(fonts).png",
            "swatch.dark-ltr-16-large.2x.\(fonts).png", "swatch.dark-ltr-24-large.2x.\(fonts).png",
            "swatch.light-ltr-16-large.2x.\(fonts).png", "swatch.light-ltr-24-large.2x.\(fonts).png",
        ])
        #expect(verify(registry, .never).isEmpty)
        #expect(verify(registry, .missing).isEmpty, "nothing more is recorded once every reference is there")
        #expect(referenceFiles.count == registry.variantCount)

        // Each variant is drawn at its width and scale 2 with its traits: black bar in light, white in dark.
        let light = try ImageCodec.decode(Data(contentsOf: directory.appendingPathComponent("swatch.light-ltr-24-large.2x.\(fonts).png")))
        let dark = try ImageCodec.decode(Data(contentsOf: directory.appendingPathComponent("swatch.dark-ltr-24-large.2x.\(fonts).png")))
        #expect(light.pixelWidth == 48 && light.pixelHeight == 8)
        #expect(light.pixel(x: 2, y: 2)! == (0, 0, 0, 255) && dark.pixel(x: 2, y: 2)! == (255, 255, 255, 255))
    }

    @Test("Changed pixels fail exactly the variant that changed, naming the preview and the variant")
    func changedVariantFails() throws {
        #expect(verify(try registry(), .missing).count == 6)
        let failures = verify(try registry(changed: true), .never)
        #expect(failures.count == 1)
        let failure = try #require(failures.first)
        #expect(failure.previewName == "Swatch" && failure.previewID == "swatch")
        #expect(failure.variantID == "dark-ltr-24-large" && failure.variantTitle == "Dark, left to right, 24 pt, default text")
        #expect(failure.message.contains("pixels differ"))
        #expect(failure.description.hasPrefix("Preview “Swatch”, variant “Dark, left to right, 24 pt, default text” (swatch.dark-ltr-24-large): "))
        #expect(verify(try registry(), .never).isEmpty, "a failed verification records nothing")
    }

    @Test("assertPreviewSnapshots records one issue per failed variant, each naming its preview and variant")
    func assertionRecordsEachVariant() throws {
        #expect(verify(try registry(), .missing).count == 6)
        // Two variants changed: the dark swatch at 24 points (blue) and a missing reference for the red bar.
        try FileManager.default.removeItem(at: directory.appendingPathComponent("bar.light-ltr-390-large-red.2x.\(PangoTextSystem.fontSetTag).png"))
        let log = IssueLog()
        let changed = try registry(changed: true)
        withKnownIssue {
            assertPreviewSnapshots(changed, record: .never, snapshotDirectory: directory.path)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            log.comments.withLock { $0.append(text) }
            return text.hasPrefix("Preview “")
        }
        let recorded = log.comments.withLock { $0 }
        #expect(recorded.count == 2)
        #expect(recorded.first?.contains("(swatch.dark-ltr-24-large)") == true)
        #expect(recorded.last?.contains("(bar.light-ltr-390-large-red)") == true)
        #expect(recorded.last?.contains("No reference was found on disk") == true)
    }

    @Test("Verify-only (as under CI) fails every missing reference and writes nothing")
    func verifyOnlyWritesNothing() throws {
        let failures = verify(try registry(), .never)
        #expect(failures.map(\.snapshotName) == [
            "swatch.light-ltr-16-large", "swatch.dark-ltr-16-large", "swatch.light-ltr-24-large", "swatch.dark-ltr-24-large",
            "bar.light-ltr-390-large-red", "bar.light-ltr-390-large-green",
        ])
        #expect(failures.allSatisfy { $0.message.contains("No reference was found on disk") })
        #expect(referenceFiles.isEmpty)
    }

    @Test("The variant strategy names files by scale and font set only, and draws at the scale asked")
    func strategy() throws {
        let variant = PreviewVariant(colorScheme: .dark, layoutDirection: .rightToLeft, width: 10)
        #expect(Snapshotting<AnyComponent, Image>.image(variant: variant).pathExtension == "2x.\(PangoTextSystem.fontSetTag).png")
        #expect(Snapshotting<AnyComponent, Image>.image(variant: variant, scale: 3).pathExtension == "3x.\(PangoTextSystem.fontSetTag).png")
        let preview = Preview("Bar", variants: [variant]) { _ in bar() }
        #expect(verifySnapshot(of: try preview.component(for: variant), as: .image(variant: variant, scale: 3), named: variant.id,
                               record: .missing, snapshotDirectory: directory.path, testName: preview.id) != nil)
        let file = directory.appendingPathComponent("bar.dark-rtl-10-large.3x.\(PangoTextSystem.fontSetTag).png")
        let image = try ImageCodec.decode(Data(contentsOf: file))
        #expect(image.pixelWidth == 30 && image.pixelHeight == 12)
    }
}
