@testable import BrowserBackend
import BrowserTesting
import Foundation
import RasterBackend
import Testing

/// Labels in both writing directions, and a root view with its own
/// background, for the browser's side of traits.
@MainActor
private final class DirectionTestView: View {
    static let labelFrame = CGRect(x: 20, y: 40, width: 300, height: 30)
    /// Hebrew with neutral punctuation, which the direction places.
    static let text = "שלום, עולם!"
    let rightToLeft = Label(frame: labelFrame)
    let leftToRight = Label(frame: labelFrame.offsetBy(dx: 0, dy: 60))

    required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        for (label, direction) in [(rightToLeft, UserInterfaceLayoutDirection.rightToLeft), (leftToRight, .leftToRight)] {
            label.text = AttributedText(Self.text)
            label.font = .system(size: 17)
            label.writingDirection = direction
            label.accessibilityIdentifier = direction == .rightToLeft ? "rtl" : "ltr"
            try? addSubview(label)
        }
    }
}

@MainActor
@Suite("Traits in headless Chromium: label directions, the page's direction and background", .serialized,
       .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct TraitsBrowserTests {
    /// The text's box in the page, character by character: [left, right, width] relative to the label.
    static let textBoxScript = """
        const label = document.querySelector('[data-ck-identifier="' + arguments[0] + '"]');
        const box = label.getBoundingClientRect();
        const text = label.querySelector('.ck-text');
        let left = Infinity, right = -Infinity;
        const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < node.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const r = range.getBoundingClientRect();
            if (r.width === 0) continue;
            left = Math.min(left, r.left - box.left);
            right = Math.max(right, r.right - box.left);
          }
        }
        return [left, right, right - left];
        """

    @Test("A right-to-left label's text sits at its right edge in Chromium, as wide as Pango measured it; a left-to-right one at its left")
    func rightToLeftLabels() async throws {
        try await BrowserHarness.with(content: { DirectionTestView() }) { harness in
            let driver = try harness.requireDriver()
            try await driver.navigate(to: harness.url)
            try await driver.waitUntil("return !!document.querySelector('[data-ck-identifier=\"rtl\"] .ck-text span')", "the labels")
            let session = try #require(harness.session)
            let view = try #require(session.contentView as? DirectionTestView)
            let width = DirectionTestView.labelFrame.width
            let measured = PangoTextSystem.shared.measure(view.rightToLeft.layoutRequest(maxWidth: width)).size.width
            let rtl = try #require(try await driver.execute(Self.textBoxScript, ["rtl"]) as? [Double])
            let ltr = try #require(try await driver.execute(Self.textBoxScript, ["ltr"]) as? [Double])
            #expect(abs(rtl[1] - width) <= 1, "right-to-left text ends at \(rtl[1]) of \(width)")
            #expect(abs(rtl[2] - measured) <= 1, "right-to-left text is \(rtl[2]) wide in the page, \(measured) measured by Pango")
            #expect(abs(ltr[0]) <= 1, "left-to-right text starts at \(ltr[0])")
            #expect(abs(ltr[2] - measured) <= 1)
            #expect(try await driver.execute("""
                return getComputedStyle(document.querySelector('[data-ck-identifier="rtl"] .ck-text')).direction
                """) as? String == "rtl")
            // The page itself stays left to right: the session's traits are.
            #expect(try await driver.execute("return document.documentElement.dir") as? String == "ltr")
        }
    }

    @Test("The app's overrides reach the page: dir, color-scheme and the background around a root view with none")
    func overridesReachThePage() async throws {
        try await BrowserHarness.with(content: { DirectionTestView() }) { harness in
            let driver = try harness.requireDriver()
            try await driver.navigate(to: harness.url)
            try await driver.waitUntil("return !!window.__ck.traits", "the page's traits")
            #expect(try await driver.execute("return getComputedStyle(document.body).backgroundColor") as? String == "rgb(255, 255, 255)")
            let session = try #require(harness.session)
            session.traitOverrides = TraitOverrides(colorScheme: .dark, layoutDirection: .rightToLeft)
            session.flush()
            try await driver.waitUntil("return document.documentElement.dir === 'rtl' && document.documentElement.style.colorScheme === 'dark'",
                                       "the overrides in the page")
            #expect(try await driver.execute("return getComputedStyle(document.body).backgroundColor") as? String == "rgb(0, 0, 0)")
            // The root view's own background, when it has one, is the page's.
            session.window.rootView.backgroundColor = Color(red8: 10, green8: 20, blue8: 30)
            session.flush()
            try await driver.waitUntil("return getComputedStyle(document.body).backgroundColor === 'rgb(10, 20, 30)'", "the root's background")
            // Labels keep their own direction in a right-to-left page.
            #expect(try await driver.execute("""
                return getComputedStyle(document.querySelector('[data-ck-identifier="ltr"] .ck-text')).direction
                """) as? String == "ltr")
        }
    }
}
