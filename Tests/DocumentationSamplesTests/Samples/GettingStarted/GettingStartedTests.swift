import ComponentKit
import Foundation
import RasterBackend
import Testing

@MainActor
@Suite("Getting started")
struct GettingStartedTests {
    @Test("Step 3 draws the counter to counter.png; a tap counts")
    func picture() async throws {
        let ((window, host, pixels), directory) = try inTemporaryDirectory { try drawCounter() }
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(pixels.pixelWidth == 780 && pixels.pixelHeight == 400)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("counter.png").path))
        #expect(host.subtree.compactMap { $0 as? Label }.map(\.text.string) == ["Tapped 0 times"])

        let button = try #require(host.subtree.compactMap { $0 as? Button }.first)
        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        window.send(PointerEvent(.down, at: center, time: 0))
        window.send(PointerEvent(.up, at: center, time: 0.1))
        await host.waitForPendingUpdate()   // the button's update is asynchronous
        #expect(host.subtree.compactMap { $0 as? Label }.map(\.text.string) == ["Tapped 1 times"])
    }
}
