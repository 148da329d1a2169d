@testable import BrowserBackend
@testable import BrowserTesting
import Foundation
import Testing
import ViewTree

@MainActor
@Suite("Layer styles in headless Chromium: transforms, shadows, gradients, corner radii", .serialized,
       .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct LayerStyleBrowserTests {
    private static func style(_ name: String, _ property: String) -> String {
        "return getComputedStyle(document.querySelector('[data-ck-identifier=\"\(name)\"]')).\(property)"
    }

    private func withPage(_ body: (WebDriver, LayerStyleTestView) async throws -> Void) async throws {
        try await BrowserHarness.with(content: { LayerStyleTestView() }) { harness in
            let driver = try harness.requireDriver()
            try await driver.navigate(to: harness.url)
            try await driver.waitUntil("return !!document.querySelector('[data-ck-identifier=\"corners\"]')", "the page to load")
            let view = try #require(harness.session?.contentView as? LayerStyleTestView)
            try await body(driver, view)
        }
    }

    @Test("A turned bar is drawn upright about its centre, and a click where it shows taps it in its own coordinates")
    func transform() async throws {
        try await withPage { driver, view in
            let transform = try await driver.execute(Self.style("bar", "transform")) as? String
            #expect(transform?.hasPrefix("matrix(") == true, "\(String(describing: transform))")
            #expect(try await driver.execute(Self.style("bar", "transformOrigin")) as? String == "50px 10px", "UIKit's centre anchor")
            let box = try await driver.execute("""
                const r = document.querySelector('[data-ck-identifier="bar"]').getBoundingClientRect();
                return [Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)];
                """) as? [Int]
            #expect(box == [90, 50, 20, 100], "upright, 20 wide and 100 tall, centred where the frame is")
            try await driver.click(x: 100, y: 60)
            try await BrowserHarness.waitForServer { !view.taps.isEmpty }
            let tap = try #require(view.taps.first)
            #expect(abs(tap.x - 10) < 1 && abs(tap.y - 10) < 1, "un-turned: near the bar's left end, \(tap)")
            try await driver.click(x: 60, y: 100)
            try await Task.sleep(for: .milliseconds(200))
            #expect(view.taps.count == 1, "where the unturned frame would be, nothing")
        }
    }

    @Test("Shadows become box-shadow, or a shape under the view for a path; clipping removes them")
    func shadows() async throws {
        try await withPage { driver, view in
            let shadow = try await driver.execute(Self.style("shadowed", "boxShadow")) as? String
            #expect(shadow == "rgba(0, 0, 0, 0.5) 0px 4px 10px 0px", "CSS's blur is twice the radius")
            let path = try await driver.execute("""
                const s = document.querySelector('[data-ck-identifier="pathShadowed"] > .ck-shadow');
                if (!s) return null;
                const c = getComputedStyle(s);
                return [c.left, c.top, c.width, c.height, c.borderRadius, c.boxShadow];
                """) as? [String]
            #expect(path == ["10px", "10px", "40px", "20px", "50%", "rgb(0, 0, 0) 0px 0px 4px 0px"])
            view.shadowed.clipsToBounds = true
            try await driver.waitUntil(Self.style("shadowed", "boxShadow") + " === 'none'", "the clipped view to lose its shadow")
            view.pathShadowed.shadow = .none
            try await driver.waitUntil(
                "return !document.querySelector('[data-ck-identifier=\"pathShadowed\"] > .ck-shadow')", "the path shadow to go")
        }
    }

    @Test("Gradients become CSS gradients placed like Core Animation's, and follow frame changes")
    func gradients() async throws {
        try await withPage { driver, view in
            let linear = try await driver.execute(Self.style("linear", "backgroundImage")) as? String
            #expect(linear == "linear-gradient(rgb(255, 0, 0) 0px, rgb(0, 0, 255) 40px)", "top to bottom (180deg, CSS's default): \(String(describing: linear))")
            let radial = try await driver.execute(Self.style("radial", "backgroundImage")) as? String
            #expect(radial == "radial-gradient(30px 20px at 30px 20px, rgb(255, 255, 255) 0%, rgb(0, 0, 0) 100%)",
                    "\(String(describing: radial))")
            view.linear.frame.size.height = 80
            try await driver.waitUntil(Self.style("linear", "backgroundImage") + ".includes('80px')", "the gradient to stretch")
        }
    }

    @Test("Per-corner radii set each corner of border-radius; animating a transform plays a Web Animation")
    func cornersAndAnimation() async throws {
        try await withPage { driver, view in
            let radii = try await driver.execute("""
                const c = getComputedStyle(document.querySelector('[data-ck-identifier="corners"]'));
                return [c.borderTopLeftRadius, c.borderTopRightRadius, c.borderBottomRightRadius, c.borderBottomLeftRadius];
                """) as? [String]
            #expect(radii == ["12px", "0px", "6px", "3px"])
            view.corners.animate(ViewAnimation(
                from: .transform(.identity), to: .transform(Transform(scaleX: 2, y: 2)), timing: AnimationTiming(duration: 30)))
            try await driver.waitUntil("""
                const el = document.querySelector('[data-ck-identifier="corners"]');
                return el.getAnimations().some((a) => a.effect.getKeyframes().some((k) => k.transform === 'none'));
                """, "a transform animation from the identity")
        }
    }

    @Test("A transform animated from a scale of 0 grows through the sizes between, instead of jumping")
    func growsFromNothing() async throws {
        try await withPage { driver, view in
            view.corners.animate(ViewAnimation(
                from: .transform(Transform(scaleX: 0, y: 0)), to: .transform(.identity), timing: AnimationTiming(duration: 30, curve: .linear)))
            try await driver.waitUntil("""
                return document.querySelector('[data-ck-identifier="corners"]').getAnimations().length > 0;
                """, "the animation to start")
            // Halfway through, the element is drawn at half its size: the keyframes interpolate.
            let scale = try await driver.execute("""
                const el = document.querySelector('[data-ck-identifier="corners"]');
                const animation = el.getAnimations()[0];
                animation.pause();
                animation.currentTime = animation.effect.getTiming().duration / 2;
                return new DOMMatrix(getComputedStyle(el).transform).a;
                """) as? Double
            let halfway = try #require(scale)
            #expect(abs(halfway - 0.5) < 0.05, "the scale halfway is \(halfway)")
        }
    }
}

