import Foundation
import Testing
import ViewTree

@MainActor
@Suite("Text styles scale with the text size, to a maximum per style; the built-in chrome follows")
struct TextStyleScalingTests {
    @Test("Styles scale as body text does, rounded, and stop at their maximum")
    func stylesAndMaximums() {
        #expect(Font.preferred(.headline, for: .extraExtraLarge) == .system(size: 21, weight: .semibold))
        #expect(Font.preferred(.body, for: .accessibilityExtraExtraExtraLarge).size == 53)
        // 34 × 53 / 17 would be 106: a large title stops at 60, as UIKit's does.
        #expect(Font.preferred(.largeTitle, for: .accessibilityExtraExtraExtraLarge).size == 60)
        #expect(Font.preferred(.caption2, for: .extraSmall).size == 11, "never below 11 points")
        for style in Font.TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { style.size(for: $0) }
            #expect(sizes == sizes.sorted(), "\(style) never shrinks as the text size grows")
            #expect(sizes.last == min(style.maximumSize, (style.defaultSize * 53 / 17).rounded()))
        }
    }

    @Test("FontMetrics scales an app's own values and fonts as a style, with an optional cap")
    func fontMetrics() {
        let body = FontMetrics(forTextStyle: .body)
        #expect(body.scaledValue(for: 17, compatibleWith: .large) == 17)
        #expect(abs(body.scaledValue(for: 8, compatibleWith: .extraExtraLarge) - 8 * 21 / 17) < 1e-9)
        let caladea = Font(family: "Caladea", size: 15, weight: .bold)
        #expect(body.scaledFont(for: caladea, compatibleWith: .extraExtraLarge) == Font(family: "Caladea", size: 19, weight: .bold))
        #expect(body.scaledFont(for: caladea, maximumPointSize: 30, compatibleWith: .accessibilityExtraExtraExtraLarge).size == 30)
        // A title follows its own curve, which stops earlier.
        let title = FontMetrics(forTextStyle: .largeTitle)
        #expect(abs(title.scale(for: .accessibilityExtraExtraExtraLarge) - 60.0 / 34) < 1e-9)
        #expect(body.scaledValue(for: .infinity, compatibleWith: .accessibilityLarge) == .infinity)
    }

    @Test("The navigation bar's title, prompt and buttons grow with the text size, and the bar with them")
    func navigationBar() throws {
        let window = Window(size: CGSize(width: 390, height: 844))
        let navigation = NavigationView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        try window.rootView.addSubview(navigation)
        navigation.push(TestScreen("Home", path: "/"))
        let photos = TestScreen("Photos", path: "/photos")
        navigation.push(photos)
        let bar = navigation.subviews[0]
        let title = try #require(bar.subviews.first { $0.accessibilityIdentifier == "navigation.title" } as? Label)
        let back = try #require(bar.subviews.compactMap { $0 as? Button }.first)
        #expect(title.font.size == 17 && back.titleFont.size == 16 && navigation.currentBarHeight == 52)
        window.traitCollection = TraitCollection(contentSizeCategory: .extraExtraExtraLarge)
        #expect(title.font == .system(size: 23, weight: .semibold))
        #expect(back.titleFont.size == 22)
        #expect(navigation.currentBarHeight == (52 * 23 / 17).rounded())
        #expect(photos.view.frame.minY == navigation.currentBarHeight, "the screen moves down under the taller bar")
        window.traitCollection = TraitCollection(contentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(title.font.size == 28, "the bar's title stops at 28 points")
        window.traitCollection = TraitCollection()
        #expect(title.font.size == 17 && navigation.currentBarHeight == 52)
    }

    @Test("A section header's title follows the text size")
    func sectionHeader() throws {
        let window = Window(size: CGSize(width: 390, height: 844))
        let header = TableHeaderFooterView(frame: CGRect(x: 0, y: 0, width: 390, height: 28))
        try window.rootView.addSubview(header)
        header.title = "Mammals"
        #expect(header.titleLabel.font == .system(size: 13, weight: .semibold))
        window.traitCollection = TraitCollection(contentSizeCategory: .accessibilityMedium)
        #expect(header.titleLabel.font == .system(size: (13 * 28 / 17).rounded(), weight: .semibold))
    }
}
