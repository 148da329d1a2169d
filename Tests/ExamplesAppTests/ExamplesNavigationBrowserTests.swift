import BrowserBackend
import BrowserTesting
@testable import ExamplesApp
import Foundation
import Testing

/// Screens have URLs: the address bar follows the app, the browser's Back
/// and Forward move it, and a reload or a shared link opens the same screen.
@MainActor
@Suite("Examples app: URLs and the browser's history", .serialized,
       .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct ExamplesNavigationBrowserTests {
    let app = ExamplesBrowserTests()

    func path(_ driver: WebDriver) async throws -> String {
        try await driver.execute("return window.location.pathname + window.location.search") as? String ?? ""
    }

    func waitForPath(_ expected: String, _ driver: WebDriver) async throws {
        try await driver.waitUntil("return window.location.pathname + window.location.search === \(String(reflecting: expected));",
                                   "the address bar to show \(expected)")
    }


    @Test("Opening screens pushes URLs; Back and Forward move the app; the app's own Back returns in the history")
    func historyFollowsTheApp() async throws {
        try await app.withApp { server, driver in
            #expect(try await path(driver) == "/")
            try await app.tap("home.photos", driver)
            try await waitForPath("/photos", driver)
            try await driver.waitUntil(ExamplesBrowserTests.shown("photo-1"), "the photos")
            let photos = try #require(try app.navigation(server).screens.last as? PhotosScreen)
            try await app.tap("photo-1", driver)
            try await waitForPath("/photos/1", driver)
            try await app.waitForTitle("Dawn over the hills", driver)
            #expect(try await driver.execute("return document.title") as? String == "Dawn over the hills – ComponentKit")
            let length = try await driver.execute("return history.length") as? Int

            // The browser's Back: the same Photos screen, not a new one.
            _ = try await driver.execute("history.back()")
            try await waitForPath("/photos", driver)
            try await app.waitForTitle("Photos", driver)
            #expect(try app.navigation(server).screens.last === photos)
            // Forward: the photo again.
            _ = try await driver.execute("history.forward()")
            try await app.waitForTitle("Dawn over the hills", driver)
            #expect(try await path(driver) == "/photos/1")

            // The app's Back goes back in the history rather than adding an entry.
            try await app.tap("navigation.back", driver)
            try await waitForPath("/photos", driver)
            try await app.waitForTitle("Photos", driver)
            #expect(try await driver.execute("return history.length") as? Int == length)
            _ = try await driver.execute("history.forward()")
            try await app.waitForTitle("Dawn over the hills", driver)

            // Grid mode is part of the URL.
            try await app.tap("navigation.back", driver)
            try await app.waitForTitle("Photos", driver)
            try await app.tap("navigation.action", driver)
            try await waitForPath("/photos?layout=grid", driver)
        }
    }

    @Test("A reload or a shared link opens the same screen; an unknown path shows a not-found screen")
    func linksOpenTheirScreens() async throws {
        try await app.withApp { server, driver in
            let base = try #require(try await driver.execute("return window.location.origin") as? String)
            try await driver.navigate(to: base + "/photos/3")
            try await app.waitForTitle("Desert evening", driver)
            #expect(try await path(driver) == "/photos/3")
            // Back from a shared link goes to the list it belongs to.
            try await app.tap("navigation.back", driver)
            try await app.waitForTitle("Photos", driver)
            try await driver.waitUntil(ExamplesBrowserTests.shown("photo-3"), "the photos")
            try await waitForPath("/photos", driver)

            _ = try await driver.execute("location.reload()")
            try await app.waitForTitle("Photos", driver)
            try await driver.waitUntil(ExamplesBrowserTests.shown("photo-1"), "the photos after a reload")

            try await driver.navigate(to: base + "/animals/new")
            try await app.waitForTitle("Add animal", driver)

            try await driver.navigate(to: base + "/photos/999")
            try await app.waitForTitle("No such photo", driver)
            try await driver.waitUntil(ExamplesBrowserTests.shown("photo.missing"), "the missing photo message")

            try await driver.navigate(to: base + "/no/such/screen")
            try await app.waitForTitle("Not found", driver)
            try await driver.waitUntil(ExamplesBrowserTests.shown("notFound.message"), "the not-found message")
            #expect(try await path(driver) == "/no/such/screen")
            try await app.tap("notFound.home", driver)
            try await app.waitForTitle("ComponentKit for Swift", driver)
            try await waitForPath("/", driver)
            _ = server
        }
    }
}
