import BrowserBackend
import BrowserServer
import BrowserTesting
@testable import ExamplesApp
import Foundation
import Logging
import RasterBackend
import Testing

/// The examples app following the browser's traits in headless Chromium:
/// its colour scheme (emulated through the DevTools protocol), contrast,
/// reduced motion, text size, language, the `dir` URL parameter and the
/// app's own direction switch.
@MainActor
@Suite("Examples app follows the browser's traits", .serialized,
       .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct ExamplesTraitsBrowserTests {
    let app = ExamplesBrowserTests()

    /// A server and a browser; `prepare` runs before the page loads (media
    /// emulation, a language), then the page opens at `path`.
    func withApp(path: String = "/", prepare: (WebDriver) async throws -> Void = { _ in },
                 _ body: (BrowserServer, WebDriver, Int) async throws -> Void) async throws {
        try await ExamplesBrowser.with { server, port, driver in
            try await prepare(driver)
            try await load(path, port: port, driver)
            try await body(server, driver, port)
        }
    }

    func load(_ path: String, port: Int, _ driver: WebDriver) async throws {
        try await driver.navigate(to: "http://127.0.0.1:\(port)\(path)")
        try await driver.waitUntil("return !!document.querySelector('[data-ck-identifier=\"navigation.title\"]') && !!window.__ck.traits",
                                   "the page and its traits")
    }

    /// The mean luma of the viewport (Rec. 709 weights on the sRGB values:
    /// 0 black, 1 white), as the issue measured it.
    func meanLuminance(_ driver: WebDriver) async throws -> Double {
        let image = try ImageCodec.decode(try await driver.screenshot())
        var total = 0.0
        let bytes = image.rgba
        for index in stride(from: 0, to: bytes.count, by: 4) {
            total += 0.2126 * Double(bytes[index]) + 0.7152 * Double(bytes[index + 1]) + 0.0722 * Double(bytes[index + 2])
        }
        return total / 255 / Double(image.pixelWidth * image.pixelHeight)
    }

    /// Waits until the session's window has traits that satisfy `condition`.
    func waitForTraits(_ server: BrowserServer, _ what: String, _ condition: (TraitCollection) -> Bool) async throws {
        for _ in 0..<300 {
            if let session = server.sessions.allSessions.first, condition(session.window.traitCollection) { return }
            try await Task.sleep(for: .milliseconds(20))
        }
        Issue.record("the session's traits never became \(what): \(server.sessions.allSessions.first?.window.traitCollection.description ?? "no session")")
    }

    /// Opens Photos from home and waits until its pictures have arrived.
    func openPhotos(_ driver: WebDriver) async throws {
        try await app.tap("home.photos", driver)
        try await driver.waitUntil(ExamplesBrowserTests.shown("photo-4"), "the photos")
        try await driver.waitUntil("""
            const images = [...document.querySelectorAll('img')].filter((i) => i.getAttribute('src'));
            return images.length >= 4 && images.every((i) => i.complete);
            """, "the photos' pictures")
        // Pictures fade in.
        try await Task.sleep(for: .milliseconds(400))
    }

    @Test("With a dark colour scheme the app is dark from its first frame: home and Photos, against light")
    func darkScheme() async throws {
        var light: [Double] = [], dark: [Double] = []
        for scheme in ["light", "dark"] {
            try await withApp(prepare: { try await $0.emulateMedia(["prefers-color-scheme": scheme]) }) { server, driver, _ in
                #expect(server.sessions.allSessions.first?.window.traitCollection.colorScheme.rawValue == scheme)
                // The page was made for its traits: one reset, no light frame to repaint.
                #expect(try await driver.execute("return window.__ck.resets") as? Int == 1)
                #expect(try await driver.execute("return document.documentElement.style.colorScheme") as? String == scheme)
                let home = try await meanLuminance(driver)
                try await openPhotos(driver)
                let photos = try await meanLuminance(driver)
                if scheme == "light" { light = [home, photos] } else { dark = [home, photos] }
            }
        }
        print("mean luminance light home \(light[0]), photos \(light[1]); dark home \(dark[0]), photos \(dark[1])")
        #expect(light[0] > 0.85 && light[1] > 0.7, "light: \(light)")
        #expect(dark[0] < 0.15 && dark[1] < 0.35, "dark: \(dark)")
    }

    @Test("Switching the browser to dark and back re-renders the open page live, without a reload")
    func liveSchemeSwitch() async throws {
        try await withApp { server, driver, _ in
            try await openPhotos(driver)
            _ = try await driver.execute("window.__notReloaded = true")
            let session = try #require(server.sessions.allSessions.first)
            let before = try await meanLuminance(driver)
            try await driver.emulateMedia(["prefers-color-scheme": "dark"])
            try await driver.waitUntil("return document.documentElement.style.colorScheme === 'dark'", "the page to turn dark")
            try await waitForTraits(server, "dark") { $0.colorScheme == .dark }
            // The server renders again and the page applies it: under a full parallel run that can
            // take seconds, so poll rather than sleep a fixed time.
            var after = try await meanLuminance(driver)
            let deadline = ContinuousClock.now + .seconds(20)
            while after >= 0.35, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(200))
                after = try await meanLuminance(driver)
            }
            #expect(before > 0.7 && after < 0.35, "Photos went from \(before) to \(after)")
            #expect(try await driver.execute("return window.__notReloaded === true") as? Bool == true)
            #expect(server.sessions.allSessions.count == 1 && server.sessions.allSessions.first === session)
            #expect(try await driver.execute("return getComputedStyle(document.body).backgroundColor") as? String == "rgb(0, 0, 0)")
            try await driver.emulateMedia([:])
            try await waitForTraits(server, "light") { $0.colorScheme == .light }
            try await driver.waitUntil("return document.documentElement.style.colorScheme === 'light'", "the page to turn light")
        }
    }

    @Test("Reduced motion, more contrast and a larger text size reach the session's traits and the page")
    func motionContrastAndTextSize() async throws {
        try await withApp { server, driver, _ in
            try await driver.emulateMedia(["prefers-reduced-motion": "reduce", "prefers-contrast": "more"])
            try await waitForTraits(server, "reduced motion and high contrast") { $0.reducesMotion && $0.contrast == .high }
            try await driver.waitUntil("return document.documentElement.classList.contains('ck-reduce-motion')", "reduced motion in the page")
            // The page's own tint (focus rings, untinted buttons) is the high-contrast one the server resolved.
            let tint = try await driver.execute("return document.documentElement.style.getPropertyValue('--ck-tint')") as? String
            #expect(tint == "rgba(0,76,153,1.0)")
            try await driver.setDefaultFontSize(20)
            try await waitForTraits(server, "larger text") { $0.contentSizeCategory == .extraExtraLarge }
            // Home's text grows with it (its hosting view rendered again).
            try await driver.waitUntil("""
                const t = document.querySelector('[data-ck-identifier="home.photos"] .ck-text');
                return !!t && t.style.fontSize === '21px';
                """, "Photos' title at the larger size")
        }
    }

    @Test("A right-to-left language turns the page right to left; ?dir= overrides the language")
    func directionFromLanguageAndParameter() async throws {
        try await withApp(prepare: { driver in
            try await driver.navigate(to: "about:blank")
            try await driver.emulateLanguage("ar-EG")
        }) { server, driver, port in
            #expect(try await driver.execute("return navigator.language") as? String == "ar-EG")
            #expect(try await driver.execute("return document.documentElement.dir") as? String == "rtl")
            #expect(server.sessions.allSessions.first?.window.traitCollection.layoutDirection == .rightToLeft)
            try await load("/animals?dir=ltr", port: port, driver)
            try await driver.waitUntil("return document.documentElement.dir === 'ltr'", "?dir=ltr to win over Arabic")
        }
        try await withApp(path: "/animals?dir=rtl") { server, driver, _ in
            #expect(try await driver.execute("return document.documentElement.dir") as? String == "rtl")
            let session = try #require(server.sessions.allSessions.first)
            #expect(session.browserTraits.layoutDirection == .rightToLeft && session.traitOverrides.layoutDirection == nil)
        }
    }

    @Test("The Animals direction switch, by keyboard, shows the table right to left and back")
    func directionSwitch() async throws {
        try await withApp(path: "/animals") { server, driver, _ in
            let keyboard = ExamplesAccessibilityBrowserTests()
            try await keyboard.activate("Right to left", driver)
            try await driver.waitUntil("return document.documentElement.dir === 'rtl'", "the page to turn right to left")
            let session = try #require(server.sessions.allSessions.first)
            #expect(session.traitOverrides.layoutDirection == .rightToLeft)
            #expect(try await driver.execute("return document.activeElement.getAttribute('aria-pressed')") as? String == "true")
            // A row's name sits at the row's right edge, and Back at the bar's right.
            try await driver.waitUntil("""
                const row = document.querySelector('[data-ck-identifier="animal-Amur leopard"]');
                const name = row && row.querySelector('.ck-text span');
                if (!name) return false;
                return Math.abs(row.getBoundingClientRect().right - 16 - name.getBoundingClientRect().right) < 1.5;
                """, "the name at the row's right")
            let back = try await driver.center(of: "[data-ck-identifier=\"navigation.back\"]")
            #expect(back.x > 250)
            try await keyboard.press("Enter", driver)
            try await driver.waitUntil("return document.documentElement.dir === 'ltr'", "left to right again")
        }
    }
}
