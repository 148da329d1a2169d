import BrowserBackend
import BrowserTesting
@testable import ExamplesApp
import Foundation
import Testing
import ViewTree

/// Drawing views in headless Chromium: the Drawing screen's gallery as
/// SVG, placed where the raster backend draws it, and the Populations
/// chart, a view kind the app defines, redrawn for a new width and named
/// for screen readers.
@MainActor
@Suite("Drawing views in the browser", .serialized, .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct ExamplesDrawingBrowserTests {
    let app = ExamplesBrowserTests()

    private func svg(_ identifier: String) -> String {
        "document.querySelector('[data-ck-identifier=\"\(identifier)\"] svg')"
    }

    @Test("Every gallery drawing arrives as SVG: one element per command, text anchored on its position, named as an image")
    func gallery() async throws {
        try await app.withApp { _, driver in
            try await app.tap("home.drawing", driver)
            try await app.waitForTitle("Drawing", driver)
            let entries = try DrawingGallery.entries()
            for entry in entries {
                try await driver.waitUntil("return !!\(svg("drawing.\(entry.title)"))?.firstChild", "the \(entry.title) drawing")
            }
            let roles = try await driver.execute("""
                return [...document.querySelectorAll('[data-ck-kind="drawing"]')].map((e) => e.getAttribute('role') + ':' + e.getAttribute('aria-label'));
                """) as? [String]
            #expect(roles == entries.map { "img:\($0.accessibilityLabel)" })
            // Text anchors: "Middle" centred on x = 50, "End" ending there, "Start" starting there.
            let texts = try await driver.execute("""
                return [...\(svg("drawing.Text")).querySelectorAll('text')].map((t) => { const b = t.getBBox(); return [b.x, b.x + b.width]; });
                """) as? [[Double]]
            let boxes = try #require(texts)
            #expect(boxes.count == 3)
            if boxes.count == 3 {
                #expect(abs(boxes[0][0] - 50) < 1.5, "start: \(boxes[0])")
                #expect(abs((boxes[1][0] + boxes[1][1]) / 2 - 50) < 1.5, "centre: \(boxes[1])")
                #expect(abs(boxes[2][1] - 50) < 1.5, "end: \(boxes[2])")
            }
            // Clips and transforms are nested groups, closed by their restores.
            let clips = try await driver.execute("return \(svg("drawing.Clips")).querySelectorAll('g[clip-path]').length") as? Int
            #expect(clips == 2)
            let gradients = try await driver.execute("return \(svg("drawing.Linear gradient")).querySelectorAll('linearGradient').length") as? Int
            #expect(gradients == 2)
            let image = try await driver.execute("return \(svg("drawing.Image")).querySelector('image').getAttribute('href')") as? String
            #expect(image?.hasPrefix("/img/") == true)
            // Ids are unique in the page, though every drawing numbers its own.
            let duplicates = try await driver.execute("""
                const ids = [...document.querySelectorAll('svg [id]')].map((e) => e.id);
                return ids.length - new Set(ids).size;
                """) as? Int
            #expect(duplicates == 0)
        }
    }

    @Test("The Populations chart is one image whose value reads every bar, drawn for the page's width")
    func populations() async throws {
        try await app.withApp { server, driver in
            try await app.tap("home.populations", driver)
            try await app.waitForTitle("Populations", driver)
            try await driver.waitUntil("return !!\(svg("populations.chart"))?.firstChild", "the chart")
            let name = try await driver.execute(
                "const e = document.querySelector('[data-ck-identifier=\"populations.chart\"]'); return [e.getAttribute('role'), e.getAttribute('aria-label')];"
            ) as? [String]
            #expect(name?.first == "img")
            #expect(name?.last?.hasPrefix("Estimated wild populations, Vaquita: 10, Javan rhinoceros: 76") == true, "\(name ?? [])")
            let bars = try await driver.execute("return \(svg("populations.chart")).querySelectorAll('path[fill^=\"url\"]').length") as? Int
            #expect(bars == PopulationsScreen.estimates.count)
            let width = try await driver.execute("return \(svg("populations.chart")).getBoundingClientRect().width") as? Double
            // A narrower page lays the chart out again; it draws for its new width, so the canvas matches.
            try await driver.setViewport(width: 320, height: 700)
            try await driver.waitUntil(
                "return Math.abs(\(svg("populations.chart")).getBoundingClientRect().width - \((width ?? 0) - 70)) < 1", "the chart to narrow")
            let root = try #require(server.sessions.allSessions.first?.window.rootView)
            let chart = try #require(root.subtree.first { $0.accessibilityIdentifier == "populations.chart" } as? BarChartView)
            #expect(chart.drawing.size.width == chart.bounds.width)
        }
    }
}
