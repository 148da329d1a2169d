@testable import BrowserBackend
@testable import BrowserTesting
import Foundation
import Testing
import ViewTree

/// A navigation stack filling the page: a root screen with an "Open"
/// button, and a detail screen with a tinted icon.
@MainActor
final class NavigationTestView: View {
    let navigation = NavigationView()

    final class Root: NavigationScreen {
        let view = View()
        var navigationItem: NavigationItem { NavigationItem(title: "Root", path: "/") }
        init(navigation: NavigationView) {
            view.accessibilityIdentifier = "screen.root"
            let open = Button(frame: CGRect(x: 40, y: 40, width: 120, height: 44))
            open.setTitle("Open", for: .normal)
            open.accessibilityIdentifier = "open"
            open.addTouchUpInsideHandler { [unowned navigation] _ in navigation.push(Detail()) }
            try? view.addSubview(open)
        }
    }

    final class Detail: NavigationScreen {
        let view = View()
        var navigationItem: NavigationItem { NavigationItem(title: "Detail", path: "/detail") }
        init() {
            view.accessibilityIdentifier = "screen.detail"
            // White and opaque: tinted, only the tint shows.
            let image = try? Image(pixelWidth: 4, pixelHeight: 4, rgba: [UInt8](repeating: 255, count: 64))
            let icon = ImageView(image: image, frame: CGRect(x: 40, y: 40, width: 40, height: 40))
            icon.tintColor = Color(red8: 255, green8: 0, blue8: 0)
            icon.accessibilityIdentifier = "icon"
            try? view.addSubview(icon)
        }
    }

    required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        navigation.router = NavigationRouter { [unowned navigation] location in
            let root = NavigationRouter.Step(path: "/") { Root(navigation: navigation) }
            return location.path == "/detail" ? [root, .init(path: "/detail") { Detail() }] : [root]
        }
        try? addSubview(navigation)
        navigation.push(Root(navigation: navigation))
    }

    override func layoutSubviews() {
        navigation.frame = bounds
    }
}

@MainActor
@Suite("Navigation in headless Chromium: sliding pushes and pops, the browser's Back, the back drag, tinted images", .serialized,
       .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct NavigationBrowserTests {
    /// Records every Web Animation the page starts, by the animated element's identifier and its keyframes' `left`.
    static let recordAnimations = """
        window.__slides = [];
        const original = Element.prototype.animate;
        Element.prototype.animate = function (keyframes, timing) {
          window.__slides.push([this.dataset.ckIdentifier || '', keyframes.map((k) => k.left || k.opacity || '').join('>')]);
          return original.call(this, keyframes, timing);
        };
        return true;
        """

    private func withPage(_ body: (WebDriver, NavigationTestView, BrowserHarness) async throws -> Void) async throws {
        try await BrowserHarness.with(content: { NavigationTestView() }) { harness in
            let driver = try harness.requireDriver()
            try await driver.navigate(to: harness.url)
            try await driver.waitUntil("return !!document.querySelector('[data-ck-identifier=\"open\"]')", "the page to load")
            let view = try #require(harness.session?.contentView as? NavigationTestView)
            _ = try await driver.execute(Self.recordAnimations)
            try await body(driver, view, harness)
        }
    }

    private func slides(_ driver: WebDriver) async throws -> [String] {
        (try await driver.execute("return window.__slides.map((s) => s[0] + ' ' + s[1]);") as? [String]) ?? []
    }

    private func displayed(_ identifier: String) -> String {
        "return getComputedStyle(document.querySelector('[data-ck-identifier=\"\(identifier)\"]')).display !== 'none';"
    }

    @Test("A push slides the detail in from the right and the root out to the left; the root ends hidden")
    func pushSlides() async throws {
        try await withPage { driver, view, _ in
            let width = Int(view.bounds.width)
            let point = try await driver.center(of: "[data-ck-identifier=\"open\"]")
            try await driver.click(x: point.x, y: point.y)
            try await driver.waitUntil("return window.__slides.length >= 2", "the slides to start")
            let started = try await slides(driver)
            #expect(started.contains("screen.detail \(width)px>0px"), "\(started)")
            #expect(started.contains("screen.root 0px>-\(width)px"), "\(started)")
            try await driver.waitUntil("return !(() => { \(displayed("screen.root")) })()", "the root to end hidden")
            #expect(try await driver.execute(displayed("screen.detail")) as? Bool == true)
        }
    }

    @Test("The browser's Back slides the root back in from the left and the detail out to the right")
    func browserBackSlides() async throws {
        try await withPage { driver, view, _ in
            let width = Int(view.bounds.width)
            view.navigation.push(NavigationTestView.Detail())
            try await driver.waitUntil("return location.pathname === '/detail'", "the detail's address")
            try await driver.waitUntil("return !(() => { \(displayed("screen.root")) })()", "the push to end")
            _ = try await driver.execute("window.__slides = []; history.back(); return true;")
            try await driver.waitUntil("return window.__slides.length >= 2", "the slides to start")
            let started = try await slides(driver)
            #expect(started.contains("screen.root -\(width)px>0px"), "\(started)")
            #expect(started.contains("screen.detail 0px>\(width)px"), "\(started)")
            try await driver.waitUntil("return !(() => { \(displayed("screen.detail")) })()", "the detail to end hidden")
            #expect(view.navigation.topScreen is NavigationTestView.Root)
        }
    }

    @Test("Dragging from the left edge pops the detail, and the address follows")
    func backDrag() async throws {
        try await withPage { driver, view, _ in
            view.navigation.push(NavigationTestView.Detail(), animated: false)
            try await driver.waitUntil("return location.pathname === '/detail'", "the detail's address")
            try await driver.drag(from: (x: 3, y: 300), to: (x: 300, y: 300), steps: 10)
            try await driver.waitUntil("return location.pathname === '/'", "the root's address")
            #expect(view.navigation.topScreen is NavigationTestView.Root)
            try await driver.waitUntil(displayed("screen.root"), "the root to show")
        }
    }

    @Test("A tinted image shows its shape in the tint: a mask of its picture over a background in the tint")
    func tintedImage() async throws {
        try await withPage { driver, view, _ in
            view.navigation.push(NavigationTestView.Detail(), animated: false)
            try await driver.waitUntil("return !!document.querySelector('[data-ck-identifier=\"icon\"] img')", "the icon")
            let style = try await driver.execute("""
                const c = getComputedStyle(document.querySelector('[data-ck-identifier="icon"] img'));
                return [c.backgroundColor, c.maskImage.startsWith('url('), c.maskSize];
                """) as? [Any]
            #expect(style?[0] as? String == "rgb(255, 0, 0)" && style?[1] as? Bool == true && style?[2] as? String == "100% 100%",
                    "\(String(describing: style))")
            let icon = try #require(view.navigation.topScreen?.view.subviews.first as? ImageView)
            icon.tintColor = nil
            try await driver.waitUntil("""
                return getComputedStyle(document.querySelector('[data-ck-identifier="icon"] img')).maskImage === 'none';
                """, "the tint to go")
        }
    }
}
