import BrowserServer
import BrowserTesting
import Foundation
import Testing

/// Development mode in headless Chromium: the examples app served by a
/// `DevelopmentServer`, a person typing into a form, and a reload that
/// hands the session over to a new process without the page losing the
/// text, its caret, focus or the form's state; a build that fails shows
/// the compiler's message over the page while the old build serves on.
@MainActor
@Suite("Development mode in the browser", .serialized, .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct DevelopmentReloadBrowserTests {
    /// A package folder of its own: a manifest (development mode checks it is a package) and one
    /// source file, which the build-error test breaks and mends.
    func makePackage() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dev-reload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.2\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        try Data("let greeting = \"hello\"\n".utf8).write(to: folder.appendingPathComponent("Sources/App.swift"))
        return folder
    }

    /// Runs `body` with a development server serving the built examples app and a browser; the
    /// "build" is `build` run in the package (the examples executable is built already).
    func withDevelopment(build: [String], _ body: (DevelopmentServer, Int, WebDriver) async throws -> Void) async throws {
        let package = try makePackage()
        defer { try? FileManager.default.removeItem(at: package) }
        var configuration = DevelopmentServer.Configuration(packagePath: package, product: "examples", arguments: ["serve"])
        configuration.port = 0
        configuration.buildCommand = build
        configuration.executable = URL(fileURLWithPath: try ExamplesExecutable.path())
        configuration.showsAppOutput = false
        let server = DevelopmentServer(configuration: configuration, log: { _ in })
        let running = Task { try await server.run() }
        defer { running.cancel() }
        let deadline = ContinuousClock.now + .seconds(60)
        while await server.reloads.isEmpty, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(50)) }
        let port = await server.port
        try #require(await server.appPort != nil, "the first build serves")
        let driver = try await WebDriver.start(width: 390, height: 844)
        do {
            try await body(server, port, driver)
        } catch {
            await driver.quit()
            running.cancel()
            _ = await running.result
            throw error
        }
        await driver.quit()
        running.cancel()
        _ = await running.result
    }

    func waitForReloads(_ count: Int, _ server: DevelopmentServer) async throws {
        let deadline = ContinuousClock.now + .seconds(90)
        while await server.reloads.count < count, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(50)) }
        try #require(await server.reloads.count >= count, "reload \(count) happened")
    }

    /// The name field's input, as an expression.
    static let nameInput = "document.querySelector('[data-ck-identifier=\"add.name\"]')?.querySelector('input')"

    @Test("Type a name, move the caret, press Add: after a reload the page shows the same text, caret, focus and errors, served by the new process")
    func handover() async throws {
        try await withDevelopment(build: ["true"]) { server, port, driver in
            try await driver.navigate(to: "http://127.0.0.1:\(port)/animals/new")
            try await driver.waitUntil(ExamplesBrowserTests.shown("add.submit"), timeout: .seconds(30), "the Add form")
            // Add with an empty scientific name: the form's state now shows its errors.
            try await ExamplesBrowser.tab(to: "add.submit", driver)
            try await driver.press("Enter")
            try await driver.waitUntil(ExamplesBrowserTests.shown("add.species.error"), "the errors")
            try await ExamplesBrowser.tab(to: "add.name", driver)
            try await driver.type("Snow leopurd")
            for _ in 0..<3 { try await driver.press("ArrowLeft") }
            try await driver.waitUntil("return \(Self.nameInput).selectionStart === 9", "the caret after 'Snow leop'")
            try await Task.sleep(for: .milliseconds(300))
            let firstApp = await server.appPort

            server.requestReload()
            try await waitForReloads(2, server)
            let reload = try #require(await server.reloads.last)
            #expect(!reload.failed && reload.sessions == 1 && reload.refusals.isEmpty, "\(reload)")
            #expect(await server.appPort != firstApp, "a new process serves")
            // The page reconnected to the new process and was sent its tree.
            try await driver.waitUntil("return window.__ck.connected && window.__ck.resets >= 2", timeout: .seconds(20), "the page to reconnect")
            try await driver.waitUntil("return \(Self.nameInput)?.value === 'Snow leopurd'", timeout: .seconds(10), "the typed text")
            #expect(try await driver.execute("return \(Self.nameInput).selectionStart") as? Int == 9, "the caret kept its place")
            #expect(try await driver.execute("return document.activeElement === \(Self.nameInput)") as? Bool == true, "focus stayed in the field")
            #expect(try await driver.execute(ExamplesBrowserTests.shown("add.species.error")) as? Bool == true,
                    "the form's state (errors shown after Add) came back")
            #expect(try await driver.execute("return document.querySelector('.ck-dev') === null") as? Bool == true,
                    "nothing was dropped, so no overlay")
            // Typing goes on where the caret was, in the new process.
            try await driver.type("a")
            try await driver.waitUntil("return \(Self.nameInput).value === 'Snow leopaurd'", "typing at the caret")
        }
    }

    @Test("A build that fails shows the compiler's file, line and message over the page, which keeps working; the mended build hides it")
    func buildErrorOverlay() async throws {
        try await withDevelopment(build: ["swiftc", "-typecheck", "Sources/App.swift"]) { server, port, driver in
            try await driver.navigate(to: "http://127.0.0.1:\(port)/animals/new")
            try await driver.waitUntil(ExamplesBrowserTests.shown("add.submit"), timeout: .seconds(30), "the Add form")
            let package = await server.configuration.packagePath
            try Data("let greeting: Int = \"hello\"\n".utf8).write(to: package.appendingPathComponent("Sources/App.swift"))
            try await waitForReloads(2, server)
            #expect(await server.reloads.last?.failed == true)
            try await driver.waitUntil("return !!document.querySelector('.ck-dev-failed')", timeout: .seconds(10), "the overlay")
            let location = try await driver.execute("return document.querySelector('.ck-dev-location').textContent") as? String
            #expect(location == "Sources/App.swift:1:21", "the diagnostic's place, relative to the package")
            let message = try await driver.execute("return document.querySelector('.ck-dev-message').textContent") as? String ?? ""
            #expect(message.contains("cannot convert value of type 'String'"), "the compiler's own words: \(message)")
            #expect(try await driver.execute("return document.querySelector('.ck-dev-summary').getAttribute('role')") as? String == "alert")
            #expect(try await driver.execute("return document.activeElement.closest('.ck-dev') === null") as? Bool == true,
                    "the overlay does not take focus")
            // The old build still serves: typing works.
            try await ExamplesBrowser.tab(to: "add.name", driver)
            try await driver.type("Lynx")
            try await driver.waitUntil("return \(Self.nameInput).value === 'Lynx'", "typing while the build is broken")
            try await ExamplesAccessibilityBrowserTests.expectNoSeriousViolations(driver, on: "the page with the build's overlay shown")
            // By keyboard alone: Tab leaves the app's last stop for the panel (after the app in the document) and
            // reaches Hide, which Enter presses.
            for _ in 0..<40 {
                if try await driver.execute("return document.activeElement.classList.contains('ck-dev-close')") as? Bool == true { break }
                try await driver.press("Tab")
            }
            #expect(try await driver.execute("return document.activeElement.classList.contains('ck-dev-close')") as? Bool == true,
                    "Tab reaches the panel's Hide")
            try await driver.press("Enter")
            try await driver.waitUntil("return document.querySelector('.ck-dev') === null", "Enter on Hide hides the panel")

            try Data("let greeting: String = \"hello\"\n".utf8).write(to: package.appendingPathComponent("Sources/App.swift"))
            try await waitForReloads(3, server)
            #expect(await server.reloads.last?.failed == false)
            try await driver.waitUntil("return document.querySelector('.ck-dev') === null && window.__ck.resets >= 2",
                                       timeout: .seconds(20), "the overlay to go with the new build")
            try await driver.waitUntil("return \(Self.nameInput)?.value === 'Lynx'", timeout: .seconds(10), "the text kept")
        }
    }
}
