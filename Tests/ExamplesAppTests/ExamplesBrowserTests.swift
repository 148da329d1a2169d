import BrowserBackend
import BrowserServer
import BrowserTesting
@testable import ExamplesApp
import Foundation
import Logging
import Testing

/// Every flow of the examples app, in headless Chromium.
@MainActor
@Suite("Examples app in the browser", .serialized, .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct ExamplesBrowserTests {
    func withApp(_ body: (BrowserServer, WebDriver) async throws -> Void) async throws {
        try await ExamplesBrowser.with(catalogDelay: .milliseconds(700)) { server, port, driver in
            try await driver.navigate(to: "http://127.0.0.1:\(port)/")
            try await driver.waitUntil("return !!document.querySelector('[data-ck-identifier=\"home.photos\"]')", "the home screen")
            try await body(server, driver)
        }
    }

    static func shown(_ identifier: String) -> String {
        """
        const el = document.querySelector('[data-ck-identifier="\(identifier)"]');
        if (!el) return false;
        for (let e = el; e; e = e.parentElement) if (e.style && e.style.display === 'none') return false;
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight;
        """
    }

    func tap(_ identifier: String, _ driver: WebDriver) async throws {
        try await ExamplesBrowser.tap(identifier, driver)
    }

    /// Waits until the navigation bar shows `title`.
    func waitForTitle(_ title: String, _ driver: WebDriver) async throws {
        try await driver.waitUntil(
            // Each tab's stack has a title; the hidden tab's panel is not displayed.
            // A screen with a large title shows it in place of the bar's.
            "return [...document.querySelectorAll('[data-ck-identifier=\"navigation.title\"], [data-ck-identifier=\"navigation.large-title\"]')].some((t) => t.offsetParent !== null && t.textContent === \(String(reflecting: title)));",
            "the \(title) screen")
    }

    /// The session's Home tab stack.
    func navigation(_ server: BrowserServer) throws -> NavigationView {
        try #require(tabBar(server).navigationViews.first)
    }

    /// The session's root view: the examples app's tab bar.
    func tabBar(_ server: BrowserServer) throws -> TabBarView {
        try #require(server.sessions.allSessions.first?.contentView as? TabBarView)
    }

    @Test("Photos: a loading indicator, then the photos; a photo opens and back returns to the same place; grid mode")
    func photos() async throws {
        try await withApp { server, driver in
            try await tap("home.photos", driver)
            try await driver.waitUntil(Self.shown("photos.loading"), "the loading indicator")
            try await driver.waitUntil(Self.shown("photo-1"), "the photos")
            #expect(try await driver.execute("return document.querySelector('[data-ck-identifier=\"photos.loading\"]').style.display") as? String == "none")
            let photos = try #require(try navigation(server).screens.last as? PhotosScreen)
            try await driver.wheel(x: 200, y: 500, deltaY: 150)
            try await Task.sleep(for: .milliseconds(300))
            let offset = photos.collectionView.contentOffset
            #expect(offset.y > 0)
            try await tap("photo-6", driver)
            try await driver.waitUntil("""
                const t = document.querySelector('[data-ck-identifier="photo.title"]'); return !!t && t.textContent === 'Spring meadow';
                """, "the detail screen")
            try await tap("navigation.back", driver)
            try await driver.waitUntil(Self.shown("photo-6"), "the list again")
            #expect(photos.collectionView.contentOffset == offset)
            try await tap("navigation.action", driver)
            try await driver.waitUntil("""
                const p = document.querySelector('[data-ck-identifier="photo-2"]'); return !!p && Math.abs(p.getBoundingClientRect().width - 130) < 1;
                """, "the grid")
        }
    }

    @Test("A label taller than its text centers the text vertically, as the raster backend draws it")
    func labelsCenterText() async throws {
        try await withApp { _, driver in
            let offsets = try #require(try await driver.execute("""
                const label = document.querySelector('[data-ck-identifier="navigation.title"]');
                const box = label.getBoundingClientRect(), text = label.querySelector('.ck-text').getBoundingClientRect();
                return [box.height, text.height, (text.top + text.height / 2) - (box.top + box.height / 2), text.width];
                """) as? [Double])
            #expect(offsets[0] > offsets[1] + 10, "the bar's title label is taller than its line")
            #expect(abs(offsets[2]) <= 0.5, "text center \(offsets[2]) px from the label's")
            // The home bar has no buttons: the title has the width to show whole.
            #expect(try await driver.execute(
                "return document.querySelector('[data-ck-identifier=\"navigation.title\"]').textContent") as? String == "ComponentKit for Swift")
        }
    }

    @Test("Animals: swipe a row to delete it, then reorder rows by their handles")
    func animals() async throws {
        try await withApp { server, driver in
            try await tap("home.animals", driver)
            try await driver.waitUntil(Self.shown("animal-Javan rhinoceros"), "the table")
            let animals = try #require(try navigation(server).screens.last as? AnimalsScreen)
            let row = try await driver.center(of: "[data-ck-identifier=\"animal-Javan rhinoceros\"]")
            try await driver.drag(from: (300, row.y), to: (60, row.y))
            try await tap("table.delete", driver)
            // The tap travels through the page and the socket, and the delete is an asynchronous changeset.
            let deleted = ContinuousClock.now + .seconds(5)
            while animals.adapter.state.models[0].map(\.name).contains("Javan rhinoceros"), ContinuousClock.now < deleted {
                try await Task.sleep(for: .milliseconds(50))
            }
            #expect(!animals.adapter.state.models[0].map(\.name).contains("Javan rhinoceros"))
            try await driver.waitUntil("return !(() => { \(Self.shown("animal-Javan rhinoceros")) })();", "the deleted row to leave the page")
            let before = animals.adapter.state.models[0].map(\.name)

            try await tap("navigation.action", driver)
            try await driver.waitUntil(Self.shown("table.reorder"), "the reorder handles")
            // The handle spans x 346–390 of the row; the section index covers 370–390.
            let first = try await driver.center(of: "[data-ck-identifier=\"animal-Amur leopard\"]")
            let third = try await driver.center(of: "[data-ck-identifier=\"animal-Sumatran orangutan\"]")
            try await driver.drag(from: (355, first.y), to: (355, third.y + 10))
            let deadline = ContinuousClock.now + .seconds(5)
            while animals.adapter.state.models[0].map(\.name) == before, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(50))
            }
            let after = animals.adapter.state.models[0].map(\.name)
            #expect(after.firstIndex(of: "Amur leopard") == 2)
            #expect(Set(after) == Set(before))
        }
    }

    @Test("Server-driven: the screen decoded from JSON, with a fallback for the element it cannot show")
    func serverDriven() async throws {
        try await withApp { server, driver in
            try await tap("home.server", driver)
            try await driver.waitUntil("""
                return Array.from(document.querySelectorAll('[data-ck-kind="label"]')).some(e => e.textContent.includes('unknown component "map"'));
                """, "the fallback")
            try await driver.waitUntil("""
                return Array.from(document.querySelectorAll('[data-ck-kind="label"]')).some(e => e.textContent === 'Discover Portugal');
                """, "the decoded elements")
            let screen = try #require(try navigation(server).screens.last as? ServerDrivenScreen)
            #expect(screen.problems.map(\.description) == [#"$.sections[0].elements[2].component: unknown component "map""#])
        }
    }

    /// How many photo cells the page shows.
    static let shownPhotoCount = """
        return [...document.querySelectorAll('[data-ck-identifier^="photo-"]')].filter((el) => {
          for (let e = el; e; e = e.parentElement) if (e.style && e.style.display === 'none') return false;
          return true;
        }).length;
        """

    @Test("Photos search: typing filters the list in the page as you type; clearing shows every photo again")
    func photoSearch() async throws {
        try await withApp { server, driver in
            try await tap("home.photos", driver)
            try await driver.waitUntil(Self.shown("photo-1"), "the photos")
            try await tap("photos.search", driver)
            try await driver.waitUntil("return document.activeElement.matches('[data-ck-identifier=\"photos.search\"] input')",
                                       "the search field to take focus")
            try await driver.type("MOON")
            try await driver.waitUntil("return (() => { \(Self.shownPhotoCount) })() === 1", "one photo left")
            try await driver.waitUntil(Self.shown("photo-10"), "Moonrise")
            let photos = try #require(try navigation(server).screens.last as? PhotosScreen)
            #expect(photos.query == "MOON" && photos.shownPhotos.map(\.title) == ["Moonrise"])
            try await driver.type("x")
            try await driver.waitUntil("return document.body.textContent.includes('No photos match “MOONx”')", "the no-match message")
            // Noted when the page starts an animation: polling for one running
            // can miss a quarter-second fade on a loaded machine.
            _ = try await driver.execute("""
                window.__animated = false;
                const animate = Element.prototype.animate;
                Element.prototype.animate = function (...args) { window.__animated = true; return animate.apply(this, args); };
                return true;
                """)
            for _ in 0..<5 { try await driver.press("Backspace") }
            try await driver.waitUntil("return window.__animated === true", "photos coming back to fade in")
            try await driver.waitUntil("return (() => { \(Self.shownPhotoCount) })() > 4", "every photo back")
            #expect(photos.shownPhotos.count == 12)
        }
    }

    @Test("Photos by Tab: from the search field Tab meets every photo in order, and again from the first once the list scrolled away from it")
    func photosByTab() async throws {
        try await withApp { _, driver in
            try await tap("home.photos", driver)
            try await driver.waitUntil(Self.shown("photo-1"), "the photos")
            let focused = "(document.activeElement.closest('[data-ck-identifier]')?.dataset.ckIdentifier ?? '')"
            for round in 0..<2 {
                // Back to the search field (the list now shows its last rows: the first ones have no cells).
                try await tap("photos.search", driver)
                try await driver.waitUntil("return document.activeElement.matches('[data-ck-identifier=\"photos.search\"] input')",
                                           "the search field to take focus")
                for number in 1...12 {
                    try await driver.press("Tab")
                    try await driver.waitUntil("return \(focused) === 'photo-\(number)'", timeout: .seconds(30), "round \(round): Tab to photo-\(number)")
                }
            }
        }
    }

    @Test("Animals: the Add form by keyboard alone shows its errors, then inserts the animal at the top")
    func addAnimal() async throws {
        try await withApp { server, driver in
            try await tap("home.animals", driver)
            try await driver.waitUntil(Self.shown("animals.add"), "the Add button")
            try await tap("animals.add", driver)
            try await driver.waitUntil(Self.shown("add.name"), "the form")
            try await driver.waitUntil(
                "return window.__ck.focusOrder.some((id) => document.querySelector(`[data-ck-id=\"${id}\"]`)?.dataset.ckIdentifier === 'add.submit')",
                "the form's focus order")
            // The Add button took focus when clicked, so opening the form moved focus into its first field.
            // Keyboard only from here.
            try await driver.waitUntil("return document.activeElement.matches('[data-ck-identifier=\"add.name\"] input')", "the name field")
            try await driver.type("Saola")
            try await driver.press("Tab")
            try await driver.type("pseudoryx nghetinhensis")
            try await driver.press("Enter")
            try await driver.waitUntil(Self.shown("add.species.error"), "the species error")
            try await driver.waitUntil(Self.shown("add.status.error"), "the status error")
            #expect(try await driver.execute(Self.shown("add.name.error")) as? Bool == false)
            try await driver.press("Home")
            try await driver.press("Delete")
            try await driver.type("P")
            try await driver.press("Tab")
            try await driver.press(" ")
            try await driver.waitUntil("return !(() => { \(Self.shown("add.species.error")) })()", "the species error to go")
            try await driver.waitUntil("return !(() => { \(Self.shown("add.status.error")) })()", "the status error to go")
            // A screen reader hears a radio group, and which status is checked.
            let chip = try #require(try await driver.execute("""
                const e = document.querySelector('[data-ck-identifier="add.status.Critically endangered"]');
                return [e.getAttribute('role'), e.getAttribute('aria-checked'), e.textContent];
                """) as? [String])
            #expect(chip == ["radio", "true", "Critically endangered"])
            #expect(try await driver.execute(
                "return document.querySelector('[data-ck-identifier=\"add.status.Vulnerable\"]').getAttribute('aria-checked')") as? String == "false")
            // The statuses are one Tab stop: the next Tab goes on to Add.
            try await driver.press("Tab")
            #expect(try await driver.execute("return document.activeElement.dataset.ckIdentifier") as? String == "add.submit")
            try await driver.press("Enter")
            try await driver.waitUntil(Self.shown("animal-Saola"), "the new row")
            let animals = try #require(try navigation(server).screens.last as? AnimalsScreen)
            #expect(animals.sections.first?.animals.first == Animal(name: "Saola", species: "Pseudoryx nghetinhensis",
                                                                     status: "Critically endangered"))
        }
    }
}
