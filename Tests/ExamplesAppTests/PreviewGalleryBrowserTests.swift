import BrowserServer
import BrowserTesting
import ComponentKit
@testable import ExamplesApp
import Foundation
import Testing

/// The preview gallery in headless Chromium: every variant of the examples
/// app's previews live in its own frame with its traits, searchable,
/// the raster rendering beside each at a toggle, each preview at its own
/// URL; then axe-core's audit.
@MainActor
@Suite("Preview gallery in the browser", .serialized, .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct PreviewGalleryBrowserTests {
    func configuration() throws -> BrowserServer.Configuration {
        var configuration = BrowserServer.Configuration(port: 0)
        configuration.limits.maximumSessionsPerAddress = 500
        configuration.limits.maximumConnectionsPerAddress = 1_000
        configuration.previewGallery = PreviewGallery(registry: try ExamplePreviews.registry(photos: .samples())) { preview, variant in
            try await MainActor.run { try ExamplePreviews.rasterImage(of: preview, in: variant) }
        }
        return configuration
    }

    /// How many frames show their variant (their page has its tree).
    static let framesShown = "return window.__ckGallery.ready()"

    @Test("Every variant renders live in its frame, with its own traits; search filters; the raster rendering shows beside each")
    func gallery() async throws {
        let registry = try ExamplePreviews.registry(photos: .samples())
        try await ExamplesBrowser.with(configuration: try configuration(), width: 1280, height: 900) { server, port, driver in
            try await driver.navigate(to: "http://127.0.0.1:\(port)/_gallery")
            let frames = try await driver.execute("return document.querySelectorAll('iframe').length") as? Int
            #expect(frames == registry.variantCount && registry.variantCount >= 30)
            try await driver.waitUntil("return window.__ckGallery.ready() === \(registry.variantCount)", timeout: .seconds(60), "every frame's tree")
            #expect(server.sessions.count == registry.variantCount, "a session per variant")

            // A dark variant's frame is dark, and a right-to-left one is right to left.
            let dark = try #require(registry.previews.first { $0.variants.contains { $0.colorScheme == .dark } })
            let darkVariant = try #require(dark.variants.first { $0.colorScheme == .dark })
            let scheme = try await driver.execute("""
                const frame = document.querySelector('iframe[src$="/\(dark.id)/\(darkVariant.id)"]');
                return frame.contentDocument.documentElement.style.colorScheme || frame.contentWindow.getComputedStyle(frame.contentDocument.documentElement).colorScheme;
                """) as? String
            #expect(scheme?.contains("dark") == true, "the dark variant's page is dark: \(scheme ?? "nil")")
            if let rtl = registry.previews.lazy.compactMap({ preview in preview.variants.first { $0.layoutDirection == .rightToLeft }.map { (preview, $0) } }).first {
                let direction = try await driver.execute("""
                    return document.querySelector('iframe[src$="/\(rtl.0.id)/\(rtl.1.id)"]').contentDocument.documentElement.dir;
                    """) as? String
                #expect(direction == "rtl")
            }

            // Searching as one types hides the others.
            _ = try await driver.execute("document.getElementById('ck-gallery-search').focus()")
            try await driver.type("animal")
            let visible = try await driver.execute("return Array.from(document.querySelectorAll('.ck-preview')).filter((s) => !s.hidden).length") as? Int
            #expect(visible == registry.search("animal").count && visible ?? 0 < registry.previews.count)
            #expect(try await driver.execute("return document.getElementById('ck-gallery-count').textContent") as? String
                    == "\(registry.search("animal").count) preview\(registry.search("animal").count == 1 ? "" : "s"), "
                    + "\(registry.search("animal").reduce(0) { $0 + $1.variants.count }) variants")

            // The raster toggle, by keyboard: each visible variant gets its PNG beside it.
            _ = try await driver.execute("document.getElementById('ck-gallery-raster').focus()")
            try await driver.press(" ")
            try await driver.waitUntil("""
                return Array.from(document.querySelectorAll('.ck-preview:not([hidden]) .ck-raster')).every((image) => !image.hidden && image.complete && image.naturalWidth > 0);
                """, timeout: .seconds(60), "the raster renderings")
            let width = try await driver.execute("""
                const image = document.querySelector('.ck-preview:not([hidden]) .ck-raster'); return image.naturalWidth / image.width;
                """) as? Double
            #expect(width == 2, "drawn at twice the points")
            if let folder = ProcessInfo.processInfo.environment["GALLERY_SCREENSHOT"] {
                try await driver.screenshot().write(to: URL(fileURLWithPath: folder + "/gallery.png"))
            }

            try await ExamplesAccessibilityBrowserTests.expectNoSeriousViolations(driver, on: "the gallery")
        }
    }

    @Test("Each preview has its own URL, showing it alone; an unknown one is not found")
    func previewURL() async throws {
        let registry = try ExamplePreviews.registry(photos: .samples())
        let preview = try #require(registry.previews.last)
        try await ExamplesBrowser.with(configuration: try configuration(), width: 1280, height: 900) { _, port, driver in
            try await driver.navigate(to: "http://127.0.0.1:\(port)/_gallery/\(preview.id)")
            #expect(try await driver.execute("return document.querySelectorAll('.ck-preview').length") as? Int == 1)
            #expect(try await driver.execute("return document.querySelector('h2').textContent") as? String == preview.name + (preview.group.map { " " + $0 } ?? ""))
            do {
                try await driver.waitUntil("return window.__ckGallery.ready() === \(preview.variants.count)", timeout: .seconds(30), "its frames")
            } catch {
                let states = try await driver.execute("return Array.from(document.querySelectorAll('iframe')).map((f) => { const c = f.contentWindow.__ck; return c ? [c.connected, c.resets, c.closedReason, c.messages, f.contentDocument.location.href, f.contentDocument.title] : ['no ck', f.contentDocument && f.contentDocument.body && f.contentDocument.body.innerHTML.slice(0, 300)]; })")
                Issue.record("frames: \(String(describing: states))")
                throw error
            }
            let missing = try await RawSocket.blocking { try LoopbackHTTP.get("/_gallery/no-such-preview", port: port) }
            #expect(missing.status == 404)
        }
    }
}
