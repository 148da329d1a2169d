import BrowserBackend
import BrowserTesting
@testable import ExamplesApp
import Foundation
import PangoText
import Testing
import ViewTree

/// The Typography screen in headless Chromium: the app's registered fonts
/// are served and loaded before text is painted, and every label breaks its
/// lines where the server's Pango layout broke them.
@MainActor
@Suite("Typography in the browser", .serialized, .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct TypographyBrowserTests {
    static let size = CGSize(width: 390, height: 844)

    private func withTypography(_ body: (WebDriver) async throws -> Void) async throws {
        try await ExamplesBrowser.with(width: Int(Self.size.width), height: Int(Self.size.height)) { _, port, driver in
            try await driver.navigate(to: "http://127.0.0.1:\(port)/typography")
            try await driver.waitUntil(
                "return [...document.querySelectorAll('.ck-text')].some((t) => t.textContent.startsWith('Caladea is a serif'))",
                "the Typography screen")
            try await driver.waitUntil("return document.fonts.status === 'loaded'", "the fonts to load")
            try await body(driver)
        }
    }

    @Test("The registered faces are served by content hash, loaded with font-display block, and draw their labels")
    func registeredFacesDrawTheText() async throws {
        try await withTypography { driver in
            let faces = try await driver.execute("""
                return [...document.fonts].filter((f) => f.status === 'loaded')
                  .map((f) => [f.family.replace(/"/g, ''), f.style, f.weight, f.display].join('|'))
                """) as? [String] ?? []
            for expected in ["Caladea|normal|1 550|block", "Caladea|italic|551 1000|block", "Lobster Two|italic|1 1000|block",
                             "JetBrains Mono|normal|366 450|block", "JetBrains Mono|normal|651 750|block"] {
                #expect(faces.contains(expected), "loaded faces: \(faces)")
            }
            let sources = try await driver.execute("""
                return performance.getEntriesByType('resource').filter((e) => e.name.includes('/fonts/'))
                  .map((e) => [new URL(e.name).pathname, Math.round(e.responseEnd - e.startTime)])
                """) as? [[Any]] ?? []
            let paths = sources.compactMap { $0.first as? String }
            #expect(paths.contains { $0.range(of: #"^/fonts/[0-9a-f]{16}\.otf$"#, options: .regularExpression) != nil }, "\(paths)")
            let slowest = sources.compactMap { $0.last as? Int }.max() ?? 0
            print("typography: \(paths.count) font files loaded on loopback, the slowest in \(slowest) ms")
            // Which fonts Chromium drew each label with (its platform fonts): the registered ones, and the fallbacks fontconfig gives both backends.
            let title = try await platformFonts(driver, labelStartingWith: "Typography")
            #expect(title == ["Lobster Two"], "\(title)")
            let serif = try await platformFonts(driver, labelStartingWith: "Caladea is")
            #expect(serif == ["Caladea"], "\(serif)")
            let mono = try await platformFonts(driver, labelStartingWith: "let light")
            // Chromium names each face by its own family name (name 1): "JetBrains Mono Light" is the light face.
            #expect(mono.contains("JetBrains Mono") && mono.allSatisfy { $0.hasPrefix("JetBrains Mono") }, "\(mono)")
            #expect(try await platformFonts(driver, labelStartingWith: "日本語").contains("Droid Sans Fallback"))
            // Each text in another script is in its language, for screen readers' voices.
            let languages = try await driver.execute("""
                return [...document.querySelectorAll('[lang]')].filter((e) => e !== document.documentElement)
                  .map((e) => e.getAttribute('lang') + '|' + e.textContent.slice(0, 3))
                """) as? [String] ?? []
            #expect(languages == ["ar|\(TypographyBody.arabic.prefix(3))", "he|\(TypographyBody.hebrew.prefix(3))", "ja|日本語"], "\(languages)")
        }
    }

    @Test("No text is drawn before its face has loaded: the first message that names a registered face waits for it")
    func textWaitsForItsFaces() async throws {
        try await ExamplesBrowser.with(width: Int(Self.size.width), height: Int(Self.size.height)) { _, port, driver in
            // Before the page's own scripts: note, when the title's text first reaches the page, whether its face had loaded.
            _ = try await driver.devTools("Page.enable")
            _ = try await driver.devTools("Page.addScriptToEvaluateOnNewDocument", ["source": """
                window.__firstTitle = null;
                new MutationObserver(function (records, observer) {
                  for (const t of document.querySelectorAll('.ck-text')) {
                    // The screen's title, in Lobster Two (the bar's title says the same in the system font).
                    const style = getComputedStyle(t);
                    if (t.textContent !== 'Typography' || !style.fontFamily.includes('Lobster')) continue;
                    // Not document.fonts.check(), which Chromium answers true while an installed font could draw the text.
                    const faces = [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Lobster Two');
                    window.__firstTitle = [style.fontFamily, faces.length > 0 && faces.every((f) => f.status === 'loaded')];
                    observer.disconnect();
                    return;
                  }
                }).observe(document, { childList: true, subtree: true, characterData: true });
                """])
            try await driver.navigate(to: "http://127.0.0.1:\(port)/typography")
            try await driver.waitUntil("return window.__firstTitle !== null", "the title")
            let first = try await driver.execute("return window.__firstTitle") as? [Any]
            #expect((first?.first as? String)?.contains("Lobster Two") == true, "\(String(describing: first))")
            #expect(first?.last as? Bool == true, "the title's face had not loaded when its text reached the page")
            let waits = try await driver.execute("return window.__ck.fontWaits") as? [Int] ?? []
            #expect(!waits.isEmpty)
            print("typography: the first text waited \(waits) ms for its faces on loopback")
        }
    }

    @Test("Every label has the same lines in the browser as in the server's layout")
    func lineBreaksAgree() async throws {
        let window = await ScreenRenderer.window(for: .typography, size: Self.size, scale: 1, library: try .samples(), traits: TraitCollection())
        // The screens under the top one are hidden, and so are their labels.
        let labels = window.rootView.subtree.compactMap { $0 as? Label }.filter { label in
            !label.text.isEmpty && sequence(first: label as View, next: \.superview).allSatisfy { !$0.isHidden }
        }
        try await withTypography { driver in
            let browser = try await Self.browserLines(driver)
            var compared = 0
            for label in labels {
                let server = Self.serverLines(of: label)
                guard let shown = browser[label.text.string] else { continue }
                compared += 1
                #expect(shown == server, "\(label.text.string.prefix(24))…: browser \(shown), server \(server)")
            }
            #expect(compared >= 6, "labels compared: \(compared) of \(labels.count)")
            // The long word is broken with hyphens on the server, and at the same places in the page.
            let long = browser.first { $0.key.contains("Rindfleisch") }?.value ?? []
            #expect(long.count >= 3, "\(long)")
            let marked = try await driver.execute(
                "return [...document.querySelectorAll('.ck-text')].map((t) => t.textContent).filter((t) => t.includes('Rindfleisch')).map((t) => t.replace(/\\u00ad/g, '|'))") as? [String]
            #expect(marked?.first?.contains("ü|b") == true, "\(marked ?? [])")
        }
    }

    @Test("Tabular digits reach the page: the two amounts are as wide as each other, and as on the server")
    func tabularDigits() async throws {
        try await withTypography { driver in
            let widths = try await driver.execute("""
                return ['typography.figures.1', 'typography.figures.2'].map((id) => {
                  const t = document.querySelector('[data-ck-identifier="' + id + '"] .ck-text');
                  const r = document.createRange(); r.selectNodeContents(t); return r.getBoundingClientRect().width;
                });
                """) as? [Double] ?? []
            #expect(widths.count == 2 && abs(widths[0] - widths[1]) < 0.01, "\(widths)")
            let font = Font(family: ExamplesFonts.serif, size: 17).monospacedDigits()
            let server = PangoTextSystem.shared.measure(TextLayoutRequest(text: "Total 1,111.11", font: font)).size.width
            #expect(abs((widths.first ?? 0) - Double(server)) < 0.1, "browser \(widths), server \(server)")
        }
    }

    @Test("Labels truncated in the head and the middle show the server's text in the page; the tail one the page's own ellipsis")
    func truncation() async throws {
        let window = await ScreenRenderer.window(for: .typography, size: Self.size, scale: 1, library: try .samples(), traits: TraitCollection())
        try await withTypography { driver in
            for name in ["head", "middle", "lines"] {
                let label = try #require(window.rootView.subtree.first { $0.accessibilityIdentifier == "typography.truncated.\(name)" } as? Label)
                let expected = try #require(label.truncatedText(measuredBy: PangoTextSystem.shared)?.string)
                #expect(expected.contains("…") && expected.count < label.text.string.count)
                let shown = try await driver.execute(
                    "return document.querySelector('[data-ck-identifier=\"typography.truncated.\(name)\"] .ck-text').textContent") as? String
                #expect(shown == expected, "\(name): page \(shown ?? "nil"), server \(expected)")
                // Read whole: the shown text is hidden from screen readers, the label's own text read in its place.
                let read = try await driver.execute(
                    "const v = document.querySelector('[data-ck-identifier=\"typography.truncated.\(name)\"]'); const sr = v.querySelector('.ck-sr');"
                    + " return [sr ? sr.textContent : null, v.querySelector('.ck-text').getAttribute('aria-hidden')]") as? [String?]
                #expect(read == [label.text.string, "true"], "\(name): \(String(describing: read))")
            }
            let tail = try await driver.execute(
                "const t = document.querySelector('[data-ck-identifier=\"typography.truncated.tail\"] .ck-text'); return [t.textContent, getComputedStyle(t).textOverflow]") as? [String]
            #expect(tail == [TypographyBody.path, "ellipsis"])
        }
    }

    /// The lines of `label` as the server lays it out: characters grouped by
    /// the line their box is on, in text order, trimmed.
    static func serverLines(of label: Label) -> [String] {
        let layout = PangoTextSystem.shared.layout(label.layoutRequest(maxWidth: label.bounds.width))
        let characters = Array(label.text.string)
        var lines: [String] = []
        var lastMiddle: CGFloat?
        for (index, character) in characters.enumerated() {
            if let box = layout.rects(for: index..<(index + 1)).first {
                if lastMiddle.map({ abs(box.midY - $0) > box.height / 2 }) ?? true {
                    lines.append("")
                    lastMiddle = box.midY
                }
            }
            if !lines.isEmpty { lines[lines.count - 1].append(character) }
        }
        return lines.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    /// Each label's text → its lines as Chromium laid them out, found the
    /// same way from each character's client rectangle.
    static func browserLines(_ driver: WebDriver) async throws -> [String: [String]] {
        let result = try await driver.execute("""
            const out = {};
            for (const t of document.querySelectorAll('.ck-text')) {
              const walker = document.createTreeWalker(t, NodeFilter.SHOW_TEXT);
              const lines = []; let last = null, node;
              while ((node = walker.nextNode())) {
                const s = node.data;
                for (let i = 0; i < s.length;) {
                  const n = s.codePointAt(i) > 0xffff ? 2 : 1;
                  const r = document.createRange(); r.setStart(node, i); r.setEnd(node, i + n);
                  // The last box: a character right after a taken soft hyphen also gets the hyphen's box on the line before.
                  const box = [...r.getClientRects()].filter((q) => q.width > 0).pop();
                  if (box) {
                    const mid = box.top + box.height / 2;
                    if (last === null || Math.abs(mid - last) > box.height / 2) { lines.push(''); last = mid; }
                  }
                  if (lines.length) lines[lines.length - 1] += s.slice(i, i + n);
                  i += n;
                }
              }
              // Soft hyphens mark where the server hyphenated (LabelShownText): not part of the label's text.
              out[t.textContent.replace(/[\\u200b\\u00ad]/g, '')] = lines.map((l) => l.replace(/\\u00ad/g, '').trim()).filter((l) => l.length);
            }
            return out;
            """)
        return result as? [String: [String]] ?? [:]
    }

    /// The families Chromium drew the label whose text starts with `prefix` in.
    private func platformFonts(_ driver: WebDriver, labelStartingWith prefix: String) async throws -> Set<String> {
        _ = try await driver.execute("""
            for (const t of document.querySelectorAll('.ck-text')) t.removeAttribute('data-probe');
            // The last: the navigation bar's title comes before the screen's own heading.
            const t = [...document.querySelectorAll('.ck-text')].filter((t) => t.textContent.startsWith(arguments[0])).pop();
            if (t) t.setAttribute('data-probe', '1');
            return !!t;
            """, [prefix])
        _ = try await driver.devTools("DOM.enable")
        _ = try await driver.devTools("CSS.enable")
        let document = try await driver.devTools("DOM.getDocument", ["depth": 0]) as? [String: Any]
        let root = (document?["root"] as? [String: Any])?["nodeId"] as? Int ?? 0
        let found = try await driver.devTools("DOM.querySelector", ["nodeId": root, "selector": "[data-probe]"]) as? [String: Any]
        guard let node = found?["nodeId"] as? Int, node != 0 else { return [] }
        var families: Set<String> = []
        // The label's own text nodes and its spans': ask for every element under it.
        let all = try await driver.devTools("DOM.querySelectorAll", ["nodeId": node, "selector": "*"]) as? [String: Any]
        for id in [node] + ((all?["nodeIds"] as? [Int]) ?? []) {
            let fonts = try await driver.devTools("CSS.getPlatformFontsForNode", ["nodeId": id]) as? [String: Any]
            for font in fonts?["fonts"] as? [[String: Any]] ?? [] {
                if let name = font["familyName"] as? String { families.insert(name) }
            }
        }
        return families
    }
}
