import Foundation
import Testing
@testable import ViewTree

/// A view that logs the trait changes it hears.
@MainActor
private final class TraitLoggingView: View {
    var log: [String] = []
    var onChange: (() -> Void)?
    static var order: [String] = []

    override func traitCollectionDidChange(_ previous: TraitCollection) {
        log.append("\(previous.colorScheme)→\(traitCollection.colorScheme)")
        TraitLoggingView.order.append(accessibilityIdentifier ?? "?")
        onChange?()
    }
}

@MainActor
@Suite("Traits: collections, text sizes, directions, semantic colours and their propagation", .serialized)
struct TraitCollectionTests {
    @Test("Languages written right to left give a right-to-left direction; script subtags decide")
    func directionFromLanguage() {
        for tag in ["ar", "ar-EG", "he-IL", "fa", "ur-PK", "yi", "ckb", "az-Arab", "pa_Arab"] {
            #expect(UserInterfaceLayoutDirection(language: tag) == .rightToLeft, "\(tag)")
        }
        for tag in ["en", "en-US", "fr-CA", "zh-Hans", "ku-Latn", "", "x-unknown", "arn"] {
            #expect(UserInterfaceLayoutDirection(language: tag) == .leftToRight, "\(tag)")
        }
    }

    @Test("Text scales map to the nearest size category and back; nonsense gives the default")
    func contentSizeCategories() {
        #expect(ContentSizeCategory.large.textScale == 1)
        #expect(ContentSizeCategory(textScale: 1) == .large)
        #expect(ContentSizeCategory(textScale: 1.25) == .extraExtraLarge)   // 21.25 pt: nearest 21
        #expect(ContentSizeCategory(textScale: 0.5) == .extraSmall)
        #expect(ContentSizeCategory(textScale: 4) == .accessibilityExtraExtraExtraLarge)
        for bad in [CGFloat.nan, .infinity, 0, -2] { #expect(ContentSizeCategory(textScale: bad) == .large) }
        for category in ContentSizeCategory.allCases { #expect(ContentSizeCategory(textScale: category.textScale) == category) }
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test("Preferred fonts grow with the text size, keep their weight, never go below 11 points nor past their style's maximum")
    func preferredFonts() {
        #expect(Font.preferred(.body, for: .large) == .system(size: 17))
        #expect(Font.preferred(.headline, for: .extraExtraLarge) == .system(size: 21, weight: .semibold))
        // 34 × 53 / 17 is 106; a large title stops at its maximum, 60, as UIKit's (issue 45).
        #expect(Font.preferred(.largeTitle, for: .accessibilityExtraExtraExtraLarge).size == 60)
        #expect(Font.preferred(.caption2, for: .extraSmall).size == 11)
        for style in Font.TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { Font.preferred(style, for: $0).size }
            #expect(sizes == sizes.sorted(), "\(style) never shrinks as the category grows")
        }
    }

    @Test("Every semantic text colour reads at 4.5:1 or better on every semantic background, in every scheme and contrast")
    func semanticContrast() {
        for scheme in ColorScheme.allCases {
            for contrast in AccessibilityContrast.allCases {
                let traits = TraitCollection(colorScheme: scheme, contrast: contrast)
                for text in SemanticColor.allCases where text.isTextColor {
                    for background in SemanticColor.allCases where background.isBackgroundColor {
                        let ratio = text.resolved(for: traits).contrastRatio(with: background.resolved(for: traits))
                        #expect(ratio >= 4.5, "\(text) on \(background), \(scheme) \(contrast): \(ratio)")
                    }
                }
            }
        }
        #expect(SemanticColor.label.resolved(colorScheme: .dark) == .white)
        #expect(SemanticColor.systemBackground.resolved(colorScheme: .dark) == .black)
        #expect(Color.white.contrastRatio(with: .black) == 21)
    }

    @Test("Display scales are clamped to 0.5...8")
    func displayScale() {
        #expect(TraitCollection(displayScale: .nan).displayScale == 2)
        #expect(TraitCollection(displayScale: 100).displayScale == 8)
        var traits = TraitCollection()
        traits.displayScale = 0
        #expect(traits.displayScale == 0.5)
    }

    @Test("A window's new traits reach every view, parents first; equal traits reach none")
    func propagation() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let parent = TraitLoggingView(frame: .zero)
        parent.accessibilityIdentifier = "parent"
        let child = TraitLoggingView(frame: .zero)
        child.accessibilityIdentifier = "child"
        try parent.addSubview(child)
        try window.rootView.addSubview(parent)
        TraitLoggingView.order = []
        window.traitCollection = TraitCollection(colorScheme: .dark)
        #expect(parent.log == ["light→dark"] && child.log == ["light→dark"])
        #expect(TraitLoggingView.order == ["parent", "child"])
        window.traitCollection = TraitCollection(colorScheme: .dark)
        #expect(parent.log.count == 1, "unchanged traits are not announced")
        #expect(child.traitCollection.colorScheme == .dark)
    }

    @Test("A view entering a window with other traits hears of them; one a parent removes while told is skipped")
    func enteringAndLeaving() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        window.traitCollection = TraitCollection(colorScheme: .dark)
        let view = TraitLoggingView(frame: .zero)
        try window.rootView.addSubview(view)
        #expect(view.log == ["light→dark"])
        #expect(TraitLoggingView(frame: .zero).traitCollection == TraitCollection(), "outside a window: the defaults")

        let parent = TraitLoggingView(frame: .zero)
        let doomed = TraitLoggingView(frame: .zero)
        try parent.addSubview(doomed)
        try window.rootView.addSubview(parent)
        parent.onChange = { doomed.removeFromSuperview() }
        doomed.log = []
        window.traitCollection = TraitCollection(colorScheme: .light)
        #expect(doomed.log.isEmpty && doomed.window == nil)
    }

    @Test("With reduced motion, frame animations jump to their end; fades and hiding slides still animate")
    func reducedMotion() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        try window.rootView.addSubview(view)
        func animations() -> [ViewAnimation] {
            window.takeTransaction().mutations.compactMap { if case let .animate(_, animation) = $0 { animation } else { nil } }
        }
        _ = window.takeTransaction()
        let move = ViewAnimation(from: .frame(view.frame), to: .frame(CGRect(x: 50, y: 0, width: 10, height: 10)), timing: .default)
        #expect(view.animate(move) && animations().count == 1)
        window.traitCollection = TraitCollection(reducesMotion: true)
        let back = ViewAnimation(from: .frame(view.frame), to: .frame(CGRect(x: 0, y: 0, width: 10, height: 10)), timing: .default)
        #expect(view.animate(back) && view.frame.minX == 0)
        #expect(animations().isEmpty, "the move is a plain frame change")
        #expect(view.animate(ViewAnimation(from: .alpha(1), to: .alpha(0.5), timing: .default)) && animations().count == 1)
        let slideOut = ViewAnimation(from: .frame(view.frame), to: .frame(CGRect(x: -10, y: 0, width: 10, height: 10)),
                                     timing: .default, hidesWhenFinished: true)
        #expect(view.animate(slideOut) && animations().count == 1)
    }

    @Test("Right to left, the section index sits on the left and swiping right reveals the trailing actions on the left")
    func rightToLeftTable() throws {
        let window = Window(size: CGSize(width: 200, height: 200))
        let source = HeightsSource([[40, 40, 40]])
        source.indexTitles = ["A", "B"]
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        table.workingRange = 0
        table.dataSource = source
        table.editingDataSource = source
        try window.rootView.addSubview(table)
        table.reloadData()
        table.layoutSubviews()
        let index = try #require(table.subviews.first { $0 is TableSectionIndexView })
        #expect(index.frame.maxX == 200)
        window.traitCollection = TraitCollection(layoutDirection: .rightToLeft)
        #expect(index.frame.minX == 0)

        window.send(PointerEvent(.down, at: CGPoint(x: 50, y: 60), time: 1))
        for step in 1...4 { window.send(PointerEvent(.move, at: CGPoint(x: 50 + 15 * CGFloat(step), y: 60), time: 1 + Double(step) * 0.02)) }
        window.send(PointerEvent(.up, at: CGPoint(x: 110, y: 60), time: 1.1))
        #expect(table.swipeActionsEdge == .trailing && table.rowShowingSwipeActions == [0, 1])
        #expect(table.swipeActionButtons.first?.frame.minX == 0, "Delete sits at the left edge")
        withExtendedLifetime(source) {}
    }
}
