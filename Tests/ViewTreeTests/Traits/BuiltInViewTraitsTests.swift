import Foundation
import Testing
@testable import ViewTree

/// Traits as tests set them.
private let dark = TraitCollection(colorScheme: .dark)
private let darkHighContrast = TraitCollection(colorScheme: .dark, contrast: .high)

private func color(_ role: SemanticColor, _ traits: TraitCollection) -> Color { role.resolved(for: traits) }

@MainActor
@Suite("Built-in views follow traits: semantic defaults, explicit colours, resets and the views' own chrome")
struct BuiltInViewTraitsTests {
    @Test("A label's text colour follows the traits until set; a reset (a component no longer setting it) follows them again")
    func labelTextColor() throws {
        let window = Window(size: CGSize(width: 200, height: 100))
        let following = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let fixed = Label(frame: CGRect(x: 0, y: 20, width: 100, height: 20))
        fixed.textColor = .red
        #expect(following.semanticTextColor == .label && fixed.semanticTextColor == nil)
        try window.rootView.addSubview(following)
        try window.rootView.addSubview(fixed)
        _ = window.takeTransaction()

        window.traitCollection = dark
        #expect(following.textColor == .white && fixed.textColor == .red)
        // Only the following label changed. The link highlight follows the label colour, resolved
        // by the backends themselves: nothing to record for it.
        let changes = window.takeTransaction().mutations.compactMap { mutation -> String? in
            guard case let .set(id, property) = mutation else { return nil }
            return "\(id == following.id ? "following" : "fixed").\(property.key)"
        }
        #expect(changes == ["following.textColor"])
        #expect(following.linkHighlightColor == Color(white: 1, alpha: 0.2))
        fixed.linkHighlightColor = .yellow
        #expect(fixed.recordedProperties.contains(.linkHighlightColor(.yellow)))
        #expect(fixed.resetProperty(forKey: "linkHighlightColor") && fixed.linkHighlightColor == Color(white: 1, alpha: 0.2))

        #expect(fixed.resetProperty(forKey: "textColor"))
        #expect(fixed.semanticTextColor == .label && fixed.textColor == .white)
        window.traitCollection = TraitCollection()
        #expect(fixed.textColor == .black && following.textColor == .black)
    }

    @Test("semanticBackgroundColor and semanticBorderColor follow; a fixed colour ends them; views entering a dark window take its colours")
    func semanticBackgroundAndBorder() throws {
        let card = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        card.semanticBackgroundColor = .secondarySystemBackground
        card.semanticBorderColor = .separator
        #expect(card.backgroundColor == color(.secondarySystemBackground, TraitCollection()))
        let window = Window(size: CGSize(width: 100, height: 100))
        window.traitCollection = darkHighContrast
        try window.rootView.addSubview(card)
        #expect(card.backgroundColor == color(.secondarySystemBackground, darkHighContrast))
        #expect(card.borderColor == color(.separator, darkHighContrast))
        // The create the window recorded is followed by the restyle, in the same transaction.
        let sets = window.takeTransaction().mutations.filter { if case .set(card.id, _) = $0 { true } else { false } }
        #expect(sets.count == 2)

        card.backgroundColor = .red
        #expect(card.semanticBackgroundColor == nil && card.semanticBorderColor == .separator)
        window.traitCollection = TraitCollection()
        #expect(card.backgroundColor == .red && card.borderColor == color(.separator, TraitCollection()))
    }

    @Test("Untinted button titles, text inputs, activity indicators follow the traits; explicit colours stay")
    func controls() throws {
        let window = Window(size: CGSize(width: 200, height: 200))
        let button = Button(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        let tinted = Button(frame: CGRect(x: 0, y: 40, width: 80, height: 30))
        tinted.setTitleColor(.orange, for: .normal)
        let field = TextField(frame: CGRect(x: 0, y: 80, width: 100, height: 30))
        let spinner = ActivityIndicator(frame: CGRect(x: 0, y: 120, width: 20, height: 20))
        for view in [button, tinted, field, spinner] as [View] { try window.rootView.addSubview(view) }
        #expect(button.currentTitleColor == color(.tint, TraitCollection()) && spinner.color == color(.secondaryLabel, TraitCollection()))

        window.traitCollection = darkHighContrast
        #expect(button.currentTitleColor == color(.tint, darkHighContrast))
        #expect(tinted.currentTitleColor == .orange)
        button.isEnabled = false
        #expect(button.currentTitleColor == .gray)
        #expect(field.textColor == .white && field.semanticTextColor == .label)
        #expect(spinner.color == color(.secondaryLabel, darkHighContrast))
        spinner.color = .red
        field.resetProperty(forKey: "textColor")
        spinner.resetProperty(forKey: "indicatorColor")
        #expect(spinner.color == color(.secondaryLabel, darkHighContrast) && spinner.semanticColor == .secondaryLabel)
    }

    func table(in window: Window, _ source: HeightsSource) throws -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        table.workingRange = 0
        table.dataSource = source
        table.editingDataSource = source
        try window.rootView.addSubview(table)
        table.reloadData()
        return table
    }

    @Test("Table chrome takes the traits' colours: separators, headers, index titles, disclosure marks, selection, swipe buttons")
    func tableChrome() throws {
        let source = HeightsSource([[40, 40, 40]])
        source.headerHeight = 28
        source.indexTitles = ["A"]
        let window = Window(size: CGSize(width: 200, height: 200))
        let table = try table(in: window, source)
        table.allowsSelection = true
        let cell = try #require(table.cell(forItemAt: [0, 0]))
        cell.accessoryType = .disclosureIndicator
        try table.selectItem(at: [0, 0], animated: false)
        window.traitCollection = dark

        let separator = try #require(cell.subviews.first { $0.accessibilityIdentifier == "table.separator" })
        #expect(separator.backgroundColor == color(.separator, dark) && table.separatorColor == color(.separator, dark))
        let header = try #require(table.subviews.compactMap { $0 as? TableHeaderFooterView }.first)
        #expect(header.backgroundColor == color(.secondarySystemBackground, dark))
        #expect(header.titleLabel.textColor == color(.secondaryLabel, dark))
        #expect(table.sectionIndexView.titleLabels.first?.textColor == color(.tint, dark))
        let chevron = try #require(cell.subtree.first { $0.accessibilityIdentifier == "table.accessory.disclosure" } as? Label)
        #expect(chevron.textColor == color(.tertiaryLabel, dark) && chevron.text.string == "\u{203A}")
        let selected = try #require(cell.subviews.first { $0.accessibilityIdentifier == "list.selectedBackground" })
        #expect(selected.backgroundColor == color(.fill, dark))

        // An explicit separator colour stays; right to left the chevron points left and headers start on the right.
        table.separatorColor = .red
        window.traitCollection = TraitCollection(layoutDirection: .rightToLeft)
        #expect(separator.backgroundColor == .red)
        #expect(chevron.text.string == "\u{2039}" && header.titleLabel.writingDirection == .rightToLeft)
        #expect(separator.frame.minX == 0 && separator.frame.maxX == 184)
    }

    @Test("Swipe buttons carry their white titles at 4.5:1 or more in every scheme and contrast")
    func swipeColors() {
        let delete = TableSwipeAction(title: "Delete", style: .destructive) { _ in }
        let other = TableSwipeAction(title: "More") { _ in }
        for scheme in ColorScheme.allCases {
            for contrast in AccessibilityContrast.allCases {
                let traits = TraitCollection(colorScheme: scheme, contrast: contrast)
                for action in [delete, other] {
                    #expect(action.backgroundColor(for: traits).contrastRatio(with: .white) >= 4.5, "\(action.title) in \(traits)")
                }
            }
        }
        #expect(delete.backgroundColor(for: dark) == color(.destructive, TraitCollection()))
        #expect(TableSwipeAction(title: "Pin", backgroundColor: .orange) { _ in }.backgroundColor(for: dark) == .orange)
    }

    @Test("The navigation bar and the not-found screen follow the scheme; right to left, Back goes to the right")
    func navigation() throws {
        let window = Window(size: CGSize(width: 300, height: 400))
        let navigation = NavigationView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        try window.rootView.addSubview(navigation)
        navigation.push(NotFoundScreen(location: Location("/a")))
        navigation.push(NotFoundScreen(location: Location("/b")))
        let notFound = try #require(navigation.topScreen as? NotFoundScreen)
        window.traitCollection = dark
        #expect(navigation.bar.backgroundColor == color(.secondarySystemBackground, dark))
        #expect(notFound.view.backgroundColor == color(.systemBackground, dark))
        #expect(navigation.titleLabel.textColor == .white && navigation.backButton.currentTitleColor == color(.tint, dark))
        #expect(navigation.backButton.frame.minX == 4 && navigation.backButton.currentTitle == "‹ Back")

        window.traitCollection = TraitCollection(layoutDirection: .rightToLeft)
        #expect(navigation.backButton.frame.maxX == 296 && navigation.backButton.currentTitle == "› Back")
        #expect(navigation.titleLabel.writingDirection == .rightToLeft)
    }
}
