import Foundation
import Testing
@testable import ViewTree

@Suite("Accessibility: defaults, grouping, dump")
@MainActor
struct AccessibilityTests {
    private func window() -> Window { Window(size: CGSize(width: 400, height: 400)) }

    @Test("Built-in views get UIKit's defaults: buttons named by title, labels as text, images hidden without a label")
    func defaults() throws {
        let window = window()
        let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Hello"
        let button = Button(frame: CGRect(x: 0, y: 20, width: 100, height: 40))
        button.setTitle("Save", for: .normal)
        let decoration = ImageView(frame: CGRect(x: 0, y: 60, width: 40, height: 40))
        let photo = ImageView(frame: CGRect(x: 40, y: 60, width: 40, height: 40))
        photo.accessibilityLabel = "A lighthouse"
        let field = TextField(frame: CGRect(x: 0, y: 100, width: 200, height: 30))
        field.placeholder = "Name"
        let search = TextField(frame: CGRect(x: 0, y: 130, width: 200, height: 30))
        search.placeholder = "Search"
        search.keyboardType = .search
        let spinner = ActivityIndicator(frame: CGRect(x: 0, y: 160, width: 20, height: 20))
        let plain = View(frame: CGRect(x: 0, y: 180, width: 20, height: 20))
        for view in [label, button, decoration, photo, field, search, spinner, plain] { try window.rootView.addSubview(view) }

        #expect(label.isAccessibilityElement && label.accessibilityRole == .text && label.accessibilityName == "Hello")
        #expect(button.isAccessibilityElement && button.accessibilityRole == .button && button.accessibilityName == "Save")
        #expect(!decoration.isAccessibilityElement && decoration.accessibilityRole == nil)
        #expect(photo.accessibilityRole == .image && photo.accessibilityName == "A lighthouse")
        #expect(field.accessibilityRole == .textField && field.accessibilityName == "Name")
        #expect(search.accessibilityRole == .searchField)
        #expect(spinner.accessibilityRole == .progress && spinner.accessibilityName == "In progress")
        #expect(!plain.isAccessibilityElement && plain.accessibilityRole == nil)
        #expect(window.accessibilityDump() == """
            text "Hello"
            button "Save"
            image "A lighthouse"
            textField "Name"
            searchField "Search"
            progress "In progress"
            """)
    }

    @Test("States: selected and disabled buttons, expanded, a text field's value (never a secure one's), focus")
    func states() throws {
        let window = window()
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        button.setTitle("Bold", for: .normal)
        button.isSelected = true
        let off = Button(frame: CGRect(x: 0, y: 40, width: 100, height: 40))
        off.setTitle("Send", for: .normal)
        off.isEnabled = false
        let disclosure = Button(frame: CGRect(x: 0, y: 80, width: 100, height: 40))
        disclosure.setTitle("Details", for: .normal)
        disclosure.accessibilityExpanded = false
        let field = TextField(frame: CGRect(x: 0, y: 120, width: 200, height: 30))
        field.accessibilityLabel = "City"
        field.text = "Lisbon"
        let password = TextField(frame: CGRect(x: 0, y: 150, width: 200, height: 30))
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        password.text = "hunter2"
        for view in [button, off, disclosure, field, password] { try window.rootView.addSubview(view) }
        field.becomeFirstResponder()
        #expect(window.accessibilityDump() == """
            button "Bold" [selected]
            button "Send" [disabled]
            button "Details" [collapsed]
            textField "City" value="Lisbon" [focused]
            textField "Password"
            """)
    }

    @Test("An element reads its descendants as one, in order; hidden parts and decoration are left out")
    func grouping() throws {
        let window = window()
        let card = View(frame: CGRect(x: 0, y: 0, width: 300, height: 80))
        let name = Label(frame: CGRect(x: 0, y: 0, width: 300, height: 20))
        name.text = "Lion"
        let latin = Label(frame: CGRect(x: 0, y: 20, width: 300, height: 20))
        latin.text = "Panthera leo"
        let hiddenNote = Label(frame: CGRect(x: 0, y: 40, width: 300, height: 20))
        hiddenNote.text = "secret"
        hiddenNote.isHidden = true
        let icon = ImageView(frame: CGRect(x: 0, y: 60, width: 20, height: 20))
        let status = Label(frame: CGRect(x: 20, y: 60, width: 100, height: 20))
        status.text = "Vulnerable"
        for view in [name, latin, hiddenNote, icon, status] { try card.addSubview(view) }
        try window.rootView.addSubview(card)

        #expect(window.accessibilityDump() == "text \"Lion\"\ntext \"Panthera leo\"\ntext \"Vulnerable\"")
        card.isAccessibilityElement = true
        card.accessibilityHint = "Opens the species"
        #expect(window.accessibilityDump() == "group \"Lion, Panthera leo, Vulnerable\" hint=\"Opens the species\"")
        card.accessibilityLabel = "Lion"
        #expect(card.accessibilityName == "Lion")
        card.accessibilityElementOverride = nil
        card.accessibilityElementsHidden = true
        #expect(window.accessibilityDump().isEmpty)
    }

    @Test("A tap target is a button named by its content; traits override the kind; headings carry a clamped level")
    func tapTargetsAndTraits() throws {
        let window = window()
        let tile = View(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        tile.addGestureRecognizer(TapGestureRecognizer())
        let title = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        title.text = "Photos"
        let detail = Label(frame: CGRect(x: 0, y: 20, width: 200, height: 20))
        detail.text = "A feed"
        try tile.addSubview(title)
        try tile.addSubview(detail)
        let heading = Label(frame: CGRect(x: 0, y: 60, width: 200, height: 20))
        heading.text = "Section"
        heading.accessibilityTraits = .header
        heading.accessibilityHeadingLevel = 9
        let link = Label(frame: CGRect(x: 0, y: 80, width: 200, height: 20))
        link.text = "Terms"
        link.accessibilityTraits = .link
        for view in [tile, heading, link] { try window.rootView.addSubview(view) }
        #expect(heading.accessibilityHeadingLevel == 6)
        #expect(window.accessibilityDump() == """
            button "Photos, A feed"
            heading level 6 "Section"
            link "Terms"
            """)
        #expect(window.focusOrder.map(\.id) == [tile.id])
    }

    @Test("Accessibility properties are recorded when they change and left out of a create at their defaults")
    func recording() throws {
        let window = window()
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        try window.rootView.addSubview(view)
        guard case let .create(_, _, properties)? = window.takeTransaction().mutations.first(where: {
            if case let .create(id, _, _) = $0 { id == view.id } else { false }
        }) else { Issue.record("no create"); return }
        #expect(!properties.contains { $0.key == "accessibilityTraits" })
        view.accessibilityTraits = [.button, .selected]
        view.accessibilityTraits = [.button, .selected]
        view.accessibilityListPosition = AccessibilityListPosition(position: 9, of: 4)
        #expect(window.takeTransaction().mutations == [
            .set(view.id, .accessibilityTraits([.button, .selected])),
            .set(view.id, .accessibilityListPosition(AccessibilityListPosition(position: 4, of: 4))),
        ])
        #expect(view.recordedProperties.contains(.accessibilityTraits([.button, .selected])))
        #expect(view.resetProperty(forKey: "accessibilityTraits") && view.accessibilityTraits.isEmpty)
        #expect(view.currentValue(forKey: "accessibilityHint") == .accessibilityHint(nil))
    }

    @Test("An error message makes an element invalid: recorded, in the dump with its message, reset with the rest")
    func errorMessage() throws {
        let window = window()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        field.accessibilityLabel = "Name"
        try window.rootView.addSubview(field)
        _ = window.takeTransaction()
        field.accessibilityErrorMessage = "Enter a name"
        #expect(window.takeTransaction().mutations == [.set(field.id, .accessibilityErrorMessage("Enter a name"))])
        #expect(window.accessibilityDump() == "textField \"Name\" [invalid] error=\"Enter a name\"")
        #expect(field.recordedProperties.contains(.accessibilityErrorMessage("Enter a name")))
        #expect(field.resetProperty(forKey: "accessibilityErrorMessage") && field.accessibilityErrorMessage == nil)
        #expect(!window.accessibilityDump().contains("invalid"))
    }

    @Test("A radio group's buttons are radio buttons, checked or not; a button elsewhere stays a button")
    func radioGroup() throws {
        let window = window()
        let group = View(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        group.accessibilityContainerType = .radioGroup
        group.accessibilityLabel = "Size"
        for (index, title) in ["Small", "Large"].enumerated() {
            let button = Button(frame: CGRect(x: CGFloat(index) * 100, y: 0, width: 90, height: 40))
            button.setTitle(title, for: .normal)
            button.isSelected = index == 1
            try group.addSubview(button)
        }
        let outside = Button(frame: CGRect(x: 0, y: 50, width: 90, height: 40))
        outside.setTitle("Done", for: .normal)
        try window.rootView.addSubview(group)
        try window.rootView.addSubview(outside)
        #expect(window.accessibilityDump() == """
            radioGroup "Size"
              radioButton "Small" [not checked]
              radioButton "Large" [checked]
            button "Done"
            """)
        #expect(AccessibilityRole.radioButton.ariaRole == "radio" && AccessibilityRole.radioGroup.ariaRole == "radiogroup")
    }

    @Test("Announcements are recorded for the backend; empty ones are dropped and long ones cut")
    func announcements() {
        let window = window()
        _ = window.takeTransaction()
        window.announce("  12 photos loaded ")
        window.announce("")
        window.announce("quiet", priority: .off)
        window.announce(String(repeating: "x", count: 900), priority: .assertive)
        #expect(window.takeTransaction().mutations == [
            .announce("12 photos loaded", priority: .polite),
            .announce(String(repeating: "x", count: Window.maximumAnnouncementLength), priority: .assertive),
        ])
    }

    @Test("Custom actions make a view a focusable element; their shortcuts run them from it or a view inside it")
    func customActions() throws {
        let window = window()
        let row = View(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let inner = Button(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        inner.setTitle("Star", for: .normal)
        try row.addSubview(inner)
        try window.rootView.addSubview(row)
        var log: [String] = []
        #expect(!row.canBecomeFirstResponder)
        row.accessibilityCustomActions = [
            AccessibilityCustomAction("Delete", shortcut: KeyShortcut(.delete)) { log.append("delete"); return true },
            AccessibilityCustomAction("Move up", shortcut: KeyShortcut(.arrowUp, modifiers: .option)) { log.append("up"); return true },
            AccessibilityCustomAction("Archive") { log.append("archive"); return true },
        ]
        #expect(row.isAccessibilityElement && row.canBecomeFirstResponder)
        #expect(row.accessibilityDump() == "group \"Star\" actions: Delete (Delete), Move up (Alt+ArrowUp), Archive")
        #expect(row.becomeFirstResponder())
        #expect(window.send(KeyEvent(.down, key: .delete)))
        #expect(!window.send(KeyEvent(.down, key: .arrowUp)))
        inner.becomeFirstResponder()
        #expect(window.send(KeyEvent(.down, key: .arrowUp, modifiers: .option)))
        #expect(row.performAccessibilityCustomAction(named: "Archive"))
        #expect(!row.performAccessibilityCustomAction(named: "Nothing"))
        #expect(log == ["delete", "up", "archive"])
        #expect(KeyShortcut("k", modifiers: [.control, .shift]).description == "Control+Shift+k")
        #expect(KeyShortcut("k").matches(KeyEvent(.down, key: "K")))
        row.becomeFirstResponder()
        row.accessibilityCustomActions = []
        #expect(!row.isFirstResponder)
    }

    @Test("An adjustable element takes focus and hears the arrow keys")
    func adjustable() throws {
        final class Stepper: View {
            var value = 5
            override func accessibilityIncrement() { value += 1 }
            override func accessibilityDecrement() { value -= 1 }
        }
        let window = window()
        let stepper = Stepper(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        stepper.accessibilityLabel = "Guests"
        stepper.accessibilityTraits = .adjustable
        try window.rootView.addSubview(stepper)
        #expect(stepper.becomeFirstResponder())
        window.send(KeyEvent(.down, key: .arrowUp))
        window.send(KeyEvent(.down, key: .arrowRight))
        window.send(KeyEvent(.down, key: .arrowDown))
        stepper.accessibilityValue = "\(stepper.value)"
        #expect(stepper.value == 6)
        #expect(window.accessibilityDump() == "adjustable \"Guests\" value=\"6\" [focused]")
    }
}
