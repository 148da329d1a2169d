import Foundation
import SnapshotTesting
import Testing
@testable import ComponentSnapshotTesting

@MainActor
@Suite("Record modes and environment", .serialized)
struct RecordModeTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
    let swatch = ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.red)]), size: ComponentSize(width: 4, height: 4))
    let other = ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.blue)]), size: ComponentSize(width: 4, height: 4))

    func verify(_ component: ViewComponent, _ record: SnapshotTestingConfiguration.Record) -> String? {
        verifySnapshot(of: component, as: .image(sizeRange: .unconstrained, scale: 1), named: "swatch", record: record,
                       snapshotDirectory: directory.path, testName: "recordModes")
    }

    var referenceFiles: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    }

    @Test("never fails without writing; missing records once; all re-records; failed records on failure")
    func recordModes() throws {
        let never = try #require(verify(swatch, .never))
        #expect(never.contains("No reference was found on disk. New snapshot was not recorded"))
        #expect(referenceFiles.isEmpty)

        let missing = try #require(verify(swatch, .missing))
        #expect(missing.contains("Automatically recorded snapshot"))
        #expect(referenceFiles == ["recordModes.swatch.w0-inf_h0-inf@1x.\(PangoTextSystem.fontSetTag).png"])
        #expect(verify(swatch, .missing) == nil)
        #expect(verify(swatch, .never) == nil)

        let mismatch = try #require(verify(other, .never))
        #expect(mismatch.contains("16 of 16 pixels differ"))
        let failed = try #require(verify(other, .failed))
        #expect(failed.contains("A new snapshot was automatically recorded"))
        #expect(verify(other, .never) == nil)

        let all = try #require(verify(swatch, .all))
        #expect(all.contains("Record mode is on"))
        #expect(verify(swatch, .never) == nil)
    }

    @Test("CI never records unless told; the reference folder follows its variable")
    func environment() {
        #expect(ComponentSnapshotEnvironment.recordMode(explicit: nil, environment: ["CI": "true"]) == .never)
        #expect(ComponentSnapshotEnvironment.recordMode(explicit: .all, environment: ["CI": "true"]) == .all)
        #expect(ComponentSnapshotEnvironment.recordMode(explicit: nil, environment: ["CI": "false"]) == nil)
        #expect(ComponentSnapshotEnvironment.recordMode(explicit: nil, environment: [:]) == nil)
        #expect(ComponentSnapshotEnvironment.referenceDirectory(for: "/src/Tests/CardTests.swift", environment: [:]) == nil)
        #expect(ComponentSnapshotEnvironment.referenceDirectory(
            for: "/src/Tests/CardTests.swift", environment: ["COMPONENT_SNAPSHOT_REFERENCE_DIR": "/refs"]) == "/refs/CardTests")
    }

    @Test("File names say the size range, scale and font set")
    func fileNames() {
        #expect(SnapshotRendering.tag(.exactly(CGSize(width: 390, height: 844))) == "390x844")
        #expect(SnapshotRendering.tag(.flexibleHeight(width: 390)) == "w390_h0-inf")
        #expect(SnapshotRendering.scaleTag(3) == "3x")
        #expect(PangoTextSystem.fontSetTag.hasPrefix("dejavu-2."))
    }

    @Test("A view's snapshot says `view` where a component's says its size range, with no empty segment")
    func viewFileNames() {
        let fonts = PangoTextSystem.fontSetTag
        #expect(Snapshotting<View, Image>.image(scale: 2).pathExtension == "view@2x.\(fonts).png")
        #expect(Snapshotting<ViewComponent, Image>.image(sizeRange: .flexibleHeight(width: 390)).pathExtension
            == "w390_h0-inf@2x.\(fonts).png")

        let window = Window(size: CGSize(width: 4, height: 4))
        window.rootView.backgroundColor = .red
        #expect(verifySnapshot(of: window.rootView, as: .image(scale: 1), record: .missing,
                               snapshotDirectory: directory.path, testName: "testScreen") != nil)
        #expect(referenceFiles == ["testScreen.1.view@1x.\(fonts).png"])
    }
}
