import Foundation
import Testing
@testable import ViewTree

/// ``ViewProperty/accessibilityReach`` against the accessibility dump: a
/// change that alters what a screen reader reads must record a property
/// that says it reaches semantics, or a backend mirroring them (the
/// browser's) would miss it.
@Suite("View properties: what a change reaches of accessibility semantics")
@MainActor
struct ViewPropertyAccessibilityReachTests {
    @Test("Every change that alters the accessibility dump records a property whose reach is not none")
    func reachCoversWhatScreenReadersRead() throws {
        let window = Window(size: CGSize(width: 400, height: 400))
        let row = View(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        row.isAccessibilityElement = true
        let title = Label(frame: CGRect(x: 0, y: 0, width: 150, height: 44))
        title.text = "Lion"
        try row.addSubview(title)
        let group = View(frame: CGRect(x: 0, y: 50, width: 300, height: 50))
        let choice = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        choice.setTitle("Endangered", for: .normal)
        try group.addSubview(choice)
        let field = TextField(frame: CGRect(x: 0, y: 100, width: 200, height: 30))
        field.placeholder = "Name"
        let list = View(frame: CGRect(x: 0, y: 150, width: 300, height: 200))
        list.accessibilityContainerType = .list
        let first = ListCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        let second = ListCell(frame: CGRect(x: 0, y: 50, width: 300, height: 44))
        for (cell, name) in [(first, "One"), (second, "Two")] {
            cell.accessibilityLabel = name
            try list.addSubview(cell)
        }
        for view in [row, group, field, list] { try window.rootView.addSubview(view) }
        _ = window.takeTransaction()

        let changes: [(String, () -> Void)] = [
            ("a label's text", { title.text = "Tiger" }),
            ("a button's title", { choice.setTitle("Vulnerable", for: .normal) }),
            ("a container type", { group.accessibilityContainerType = .radioGroup }),
            ("a button selected", { choice.isSelected = true }),
            ("a button disabled", { choice.isEnabled = false }),
            ("a placeholder", { field.placeholder = "Your name" }),
            ("a text input's text", { field.text = "Ada" }),
            ("an item's frame", { first.frame.origin.y = 100 }),
            ("a view hidden", { title.isHidden = true }),
            ("a hint", { row.accessibilityHint = "Opens the animal" }),
            ("a colour, which reads the same", { field.textColor = .red }),
        ]
        var altered = 0
        for (what, change) in changes {
            let before = window.accessibilityDump()
            change()
            let recorded = window.takeTransaction().mutations.compactMap { mutation -> ViewProperty? in
                if case let .set(_, property) = mutation { property } else { nil }
            }
            guard window.accessibilityDump() != before else { continue }
            altered += 1
            #expect(recorded.contains { $0.accessibilityReach != .none }, "\(what) changed the dump but recorded only \(recorded.map(\.key))")
        }
        #expect(altered >= 9, "the changes are meant to alter what a screen reader reads")
    }

    @Test("A container type reaches the subviews (their roles depend on it); an item's frame only its list's order")
    func reachKinds() {
        #expect(ViewProperty.accessibilityContainerType(.radioGroup).accessibilityReach == .viewAndSubviews)
        #expect(ViewProperty.frame(.zero).accessibilityReach == .readingOrder)
        #expect(ViewProperty.backgroundColor(nil).accessibilityReach == .none)
        #expect(ViewProperty.accessibilityLabel("Save").accessibilityReach == .view)
    }
}
