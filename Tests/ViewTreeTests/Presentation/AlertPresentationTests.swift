import Foundation
import Testing
@testable import ViewTree

/// What an alert's actions did, in order.
@MainActor
final class ChoiceLog {
    var entries: [String] = []
}

@MainActor
@Suite("Alerts and action sheets: actions by pointer and keys, fields, refusals as UIKit's")
struct AlertPresentationTests {
    private func resetAlert(_ log: ChoiceLog, preferred: Int? = nil) -> Alert {
        Alert(title: "Reset settings?", message: "Every setting goes back to its default.", actions: [
            AlertAction("Cancel", style: .cancel) { log.entries.append("cancel") },
            AlertAction("Reset", style: .destructive) { log.entries.append("reset") },
        ], preferredActionIndex: preferred)
    }

    @Test("An alert is an alertdialog named by its title; focus starts on Cancel and Escape chooses it")
    func escapeCancels() throws {
        let fixture = try PresentationFixture()
        let log = ChoiceLog()
        #expect(fixture.opener.becomeFirstResponder())
        let alert = try fixture.window.present(resetAlert(log))
        #expect(fixture.window.rootView.accessibilityDump() == """
        alertDialog "Reset settings?"
          heading level 2 "Reset settings?"
          text "Every setting goes back to its default."
          button "Cancel" [focused]
          button "Reset"
        """)
        #expect(fixture.focused == "alert.action.Cancel")
        fixture.press(.escape)
        #expect(log.entries == ["cancel"] && !alert.isPresented && fixture.window.firstResponder === fixture.opener)
    }

    @Test("Return chooses the preferred action wherever focus is; Enter on a focused action chooses that one")
    func returnChoosesPreferred() throws {
        let fixture = try PresentationFixture()
        let log = ChoiceLog()
        try fixture.window.present(resetAlert(log, preferred: 1))
        fixture.press(.enter)   // focus is on Cancel: the focused button takes Enter
        #expect(log.entries == ["cancel"])
        try fixture.window.present(resetAlert(log, preferred: 1))
        fixture.window.firstResponder?.resignFirstResponder()
        fixture.press(.enter)
        #expect(log.entries == ["cancel", "reset"])
        // Without a preferred action and with no single default one, Return chooses nothing.
        let undecided = try fixture.window.present(resetAlert(log))
        fixture.window.firstResponder?.resignFirstResponder()
        fixture.press(.enter)
        #expect(undecided.isPresented && log.entries.count == 2)
    }

    @Test("Two actions sit side by side, Cancel leading (on the right, right to left); three stack, Cancel last")
    func layout() throws {
        let fixture = try PresentationFixture()
        let log = ChoiceLog()
        let alert = try fixture.window.present(resetAlert(log))
        let content = try #require(alert.alertContent)
        #expect(alert.panel.frame.width == 270 && abs(alert.panel.frame.midY - 422) <= 1)
        #expect(content.buttons[0].frame.minX == 0 && content.buttons[1].frame.minX == 135)
        alert.dismiss(animated: false)

        let rtl = try PresentationFixture(traits: TraitCollection(layoutDirection: .rightToLeft))
        let mirrored = try #require(try rtl.window.present(resetAlert(log)).alertContent)
        #expect(mirrored.buttons[0].frame.minX == 135 && mirrored.buttons[1].frame.minX == 0)

        let three = try fixture.window.present(Alert(title: "Share", actions: [
            AlertAction("Cancel", style: .cancel), AlertAction("Copy"), AlertAction("Mail"),
        ]))
        let stacked = try #require(three.alertContent)
        #expect(stacked.buttons[1].frame.minY < stacked.buttons[2].frame.minY && stacked.buttons[2].frame.minY < stacked.buttons[0].frame.minY)
        #expect(stacked.buttons.allSatisfy { $0.frame.width == 270 })
    }

    @Test("Fields: focus starts in the first, Return in it chooses the preferred action with the texts, Escape cancels")
    func fields() throws {
        let fixture = try PresentationFixture()
        let log = ChoiceLog()
        let rename = Alert(title: "Rename", actions: [
            AlertAction("Cancel", style: .cancel) { log.entries.append("cancel") },
            AlertAction("Save", readingFields: { texts in log.entries.append("save \(texts)") }),
        ], textFields: [AlertTextField(placeholder: "Name", text: "Lion")])
        try fixture.window.present(rename)
        let field = try #require(fixture.window.firstResponder as? TextField)
        #expect(field.accessibilityIdentifier == "alert.field.0")
        field.selectedRange = 4..<4
        field.insertText(" King")
        fixture.press(.enter)
        #expect(log.entries == ["save [\"Lion King\"]"])
        try fixture.window.present(rename)
        fixture.press(.escape)
        #expect(log.entries.last == "cancel" && fixture.window.presentations.isEmpty)
    }

    @Test("A click outside an alert does nothing; outside an action sheet it chooses the cancel action")
    func outsideClicks() throws {
        let fixture = try PresentationFixture()
        let log = ChoiceLog()
        let alert = try fixture.window.present(resetAlert(log))
        fixture.tap(at: CGPoint(x: 10, y: 10))
        #expect(alert.isPresented && log.entries.isEmpty)
        alert.dismiss()
        let sheet = Alert(title: nil, style: .actionSheet, actions: [
            AlertAction("Delete", style: .destructive) { log.entries.append("delete") },
            AlertAction("Cancel", style: .cancel) { log.entries.append("cancel") },
        ])
        let presented = try fixture.window.present(sheet)
        let content = try #require(presented.alertContent)
        // The cancel action is alone in the card below the others, at the bottom of the window.
        #expect(content.buttons[1].superview === content.cancelCard && presented.panel.frame.maxY == 836)
        fixture.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries == ["cancel"] && !presented.isPresented)
    }

    @Test("Refused as UIKit refuses: no actions, two cancels, fields in an action sheet, a preferred action it lacks")
    func refusals() throws {
        let fixture = try PresentationFixture()
        let cases: [(Alert, PresentationError)] = [
            (Alert(title: "Empty", actions: []), .alertWithoutActions("\"Empty\"")),
            (Alert(title: "Two", actions: [AlertAction("A", style: .cancel), AlertAction("B", style: .cancel)]), .multipleCancelActions("\"Two\"")),
            (Alert(title: "Sheet", style: .actionSheet, actions: [AlertAction("OK")], textFields: [AlertTextField(placeholder: "x")]),
             .textFieldsInActionSheet("\"Sheet\"")),
            (Alert(title: "Pref", actions: [AlertAction("OK")], preferredActionIndex: 3), .preferredActionOutOfRange(index: 3, count: 1, alert: "\"Pref\"")),
        ]
        for (alert, expected) in cases {
            #expect(throws: expected) { try fixture.window.present(alert) }
        }
        #expect(fixture.window.presentations.isEmpty && !fixture.content.isInert)
    }

    @Test("A second presentation from the content is refused and changes nothing; one from inside the first stacks above it")
    func stacking() throws {
        let fixture = try PresentationFixture()
        let log = ChoiceLog()
        let screen = FormScreen()
        let sheet = try fixture.window.present(screen)
        let focusedBefore = fixture.window.firstResponder
        #expect(throws: PresentationError.alreadyPresenting(presented: "\"About\"", refused: "\"Reset settings?\"")) {
            try fixture.window.present(resetAlert(log))
        }
        #expect(throws: PresentationError.alreadyPresented("\"About\"")) { try screen.button.present(screen) }
        #expect(fixture.window.presentations.count == 1 && fixture.window.firstResponder === focusedBefore)
        // From a view inside the sheet: above it, the sheet now inert; only the alert's controls take focus.
        let alert = try screen.button.present(resetAlert(log))
        #expect(sheet.isInert && fixture.window.presentations.map(\.style) == [.sheet, .alert])
        #expect(fixture.focusOrder == ["alert.action.Cancel", "alert.action.Reset"])
        #expect(throws: PresentationError.alreadyPresenting(presented: "\"Reset settings?\"", refused: "\"Details\"")) {
            try screen.field.present(FormScreen(title: "Details"))
        }
        // Dismissing the sheet dismisses the alert above it.
        sheet.dismiss()
        #expect(!alert.isPresented && fixture.window.presentations.isEmpty && !fixture.content.isInert)
        let detached = Button()
        #expect(throws: PresentationError.notInWindow("Button")) { try detached.present(resetAlert(log)) }
    }

    @Test("A disabled action is dimmed and cannot be chosen")
    func disabledAction() throws {
        let fixture = try PresentationFixture()
        let log = ChoiceLog()
        let alert = try fixture.window.present(Alert(title: "Sign in", actions: [
            AlertAction("Cancel", style: .cancel) { log.entries.append("cancel") },
            AlertAction("Sign In", isEnabled: false) { log.entries.append("sign in") },
        ], preferredActionIndex: 1))
        fixture.window.firstResponder?.resignFirstResponder()
        fixture.press(.enter)
        fixture.tap(try #require(alert.alertContent?.buttons[1]))
        #expect(log.entries.isEmpty && alert.isPresented)
    }
}
