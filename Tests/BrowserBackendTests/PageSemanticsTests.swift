@testable import BrowserBackend
import Foundation
import Testing
import ViewTree

/// The semantics the server derives for the page (roles, names, states,
/// list order) and how a session sends only what changed, context and all.
@MainActor
@Suite("Page semantics: derived on the server, sent when they change")
struct PageSemanticsTests {
    private func attributes(_ list: [PageSemantics.Attribute]) -> [String: String] {
        Dictionary(list.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
    }

    /// A window with `views` in its root, its derivations adopted and its pending transaction taken.
    private func settled(_ views: [View]) throws -> (Window, PageDerivations) {
        let window = Window(size: CGSize(width: 400, height: 400))
        for view in views { try window.rootView.addSubview(view) }
        var derivations = PageDerivations()
        _ = derivations.adopt(window)
        _ = window.takeTransaction()
        return (window, derivations)
    }

    private func changes(_ window: Window, _ derivations: inout PageDerivations, focus: Set<ViewID> = []) -> PageDerivations.Changes {
        derivations.changes(after: window.takeTransaction(), focusChanges: focus, in: window)
    }

    /// Every character 10 points wide, on one line.
    private struct TenPointMeasurer: TextMeasuring {
        func measure(_ request: TextLayoutRequest) -> TextMeasurement {
            TextMeasurement(size: CGSize(width: CGFloat(request.text.characterCount) * 10, height: 20), lineCount: 1,
                            isTruncated: false, firstBaseline: 16, lastBaseline: 16)
        }
    }

    @Test("Controls: a switch is checked or not, sliders, steppers and progress bars carry their numbers; a change sends the record again")
    func controls() throws {
        let toggle = Switch()
        toggle.accessibilityLabel = "Wi-Fi"
        let slider = Slider()
        slider.range = ValueRange(0...10, step: 1)
        slider.value = 4
        let stepper = Stepper()
        stepper.value = 3
        let progress = ProgressView()
        progress.progress = nil
        var (window, derivations) = try settled([toggle, slider, stepper, progress])
        #expect(attributes(toggle.pageSemantics.element) == ["role": "switch", "aria-label": "Wi-Fi", "aria-checked": "false"])
        #expect(attributes(slider.pageSemantics.element) == [
            "role": "slider", "aria-valuetext": "40%", "aria-valuenow": "4", "aria-valuemin": "0", "aria-valuemax": "10",
        ])
        #expect(attributes(stepper.pageSemantics.element)["role"] == "spinbutton")
        #expect(attributes(stepper.pageSemantics.element)["aria-valuenow"] == "3")
        #expect(attributes(progress.pageSemantics.element) == ["role": "progressbar", "aria-label": "In progress"], "indeterminate: no value, the default name")
        toggle.isOn = true
        progress.progress = 0.5
        let sent = changes(window, &derivations)
        #expect(Set(sent.semantics.map(\.id)) == [toggle.id, progress.id])
        #expect(attributes(toggle.pageSemantics.element)["aria-checked"] == "true")
        #expect(attributes(progress.pageSemantics.element)["aria-valuenow"] == "0.5")
        slider.isEnabled = false
        #expect(attributes(changes(window, &derivations).semantics.first?.semantics.element ?? [])["aria-disabled"] == "true")
    }

    @Test("A presented alert is a modal alertdialog labelled by its title; the content behind goes inert on the wire")
    func presentedDialog() throws {
        let content = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        content.setTitle("Open", for: .normal)
        let (window, _) = try settled([content])
        try window.present(Alert(title: "Delete photo?", actions: [AlertAction("Cancel", style: .cancel), AlertAction("Delete", style: .destructive)]))
        let dialog = try #require(window.rootView.subtree.first { $0.accessibilityRole == .alertDialog })
        let title = try #require(window.rootView.subtree.first { $0.accessibilityRole == .heading })
        let semantics = dialog.pageSemantics
        #expect(attributes(semantics.element) == ["role": "alertdialog", "aria-modal": "true"])
        #expect(semantics.references == [PageSemantics.Reference(name: "aria-labelledby", view: title.id)])
        let message = TransactionEncoder.message(for: window.takeTransaction(), images: RecordingImages(),
                                                 derived: PageDerivations.Changes())
        #expect(message.contains("\"inert\":true"))
        #expect(window.presentations.count == 1 && content.isInert)
    }

    @Test("A language is the element's lang attribute, sent when it changes")
    func language() throws {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "שלום"
        var (window, derivations) = try settled([label])
        #expect(attributes(label.pageSemantics.element)["lang"] == nil)
        label.accessibilityLanguage = "he"
        let sent = changes(window, &derivations)
        #expect(sent.semantics.map(\.id) == [label.id])
        #expect(attributes(sent.semantics[0].semantics.element)["lang"] == "he")
        #expect(PageSemantics.Attribute(name: "lang", value: "he").wireName == "lang")
    }

    @Test("A label the page shows truncated in the middle is read whole; when it fits again, as shown; its own accessibility label wins")
    func truncatedLabelsReadWhole() throws {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "abcdefghijklmnopqrst"
        label.numberOfLines = 1
        label.lineBreakMode = .truncateMiddle
        let window = Window(size: CGSize(width: 400, height: 400))
        window.textMeasurer = TenPointMeasurer()
        try window.rootView.addSubview(label)
        var derivations = PageDerivations()
        let adopted = derivations.adopt(window)
        _ = window.takeTransaction()
        #expect(adopted.truncations.first?.shown?.text.string == "abcde…qrst")
        #expect(adopted.semantics.first { $0.id == label.id }?.semantics.spokenText == "abcdefghijklmnopqrst")

        label.frame.size.width = 300
        let fits = changes(window, &derivations)
        #expect(fits.truncations.map(\.id) == [label.id] && fits.truncations.first?.shown == nil)
        let record = try #require(fits.semantics.first { $0.id == label.id })
        #expect(record.semantics.spokenText == nil && record.before?.spokenText == "abcdefghijklmnopqrst")

        label.frame.size.width = 100
        label.accessibilityLabel = "Alphabet"
        let named = changes(window, &derivations)
        #expect(named.semantics.first { $0.id == label.id }?.semantics.spokenText == "Alphabet")
    }

    @Test("Each view's ARIA role is the ARIA form of its Swift role; text inputs and pictures keep their native elements' roles")
    func rolesComeFromViewTree() throws {
        let heading = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        heading.text = "Animals"
        heading.accessibilityTraits = .header
        heading.accessibilityHeadingLevel = 1
        let button = Button(frame: CGRect(x: 0, y: 20, width: 100, height: 40))
        button.setTitle("Save", for: .normal)
        let field = TextField(frame: CGRect(x: 0, y: 60, width: 100, height: 30))
        field.accessibilityLabel = "Name"
        let search = TextField(frame: CGRect(x: 0, y: 90, width: 100, height: 30))
        search.keyboardType = .search
        let photo = ImageView(frame: CGRect(x: 0, y: 120, width: 40, height: 40))
        photo.accessibilityLabel = "A lighthouse"
        let spinner = ActivityIndicator(frame: CGRect(x: 0, y: 160, width: 20, height: 20))
        let (_, _) = try settled([heading, button, field, search, photo, spinner])

        for view in [heading, button, spinner] {
            #expect(attributes(view.pageSemantics.element)["role"] == view.accessibilityRole?.ariaRole, "\(type(of: view))")
            #expect(attributes(view.pageSemantics.element)["aria-label"] == view.accessibilityName, "\(type(of: view))")
        }
        #expect(attributes(heading.pageSemantics.element)["aria-level"] == "1")
        // ARIA requires a level (axe-core calls a heading without one critical): no level of its own reads as 2.
        heading.accessibilityHeadingLevel = 0
        #expect(attributes(heading.pageSemantics.element)["aria-level"] == "2")
        #expect(attributes(spinner.pageSemantics.element)["aria-label"] == "In progress")
        #expect(attributes(field.pageSemantics.element)["role"] == nil)
        #expect(attributes(field.pageSemantics.input) == ["aria-label": "Name"])
        #expect(attributes(search.pageSemantics.input)["role"] == "searchbox")
        #expect(photo.pageSemantics.imageText == "A lighthouse" && attributes(photo.pageSemantics.element)["role"] == nil)
    }

    @Test("A radio group's buttons are radios; when the parent stops being a group, its children are sent again as buttons")
    func radioDependsOnParent() throws {
        let group = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        group.accessibilityContainerType = .radioGroup
        group.accessibilityLabel = "Status"
        let choice = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        choice.setTitle("Endangered", for: .normal)
        choice.isSelected = true
        try group.addSubview(choice)
        var (window, derivations) = try settled([group])
        #expect(attributes(choice.pageSemantics.element)["role"] == "radio")
        #expect(attributes(choice.pageSemantics.element)["aria-checked"] == "true")
        #expect(attributes(group.pageSemantics.element)["role"] == "radiogroup")

        group.accessibilityContainerType = .none
        let sent = changes(window, &derivations)
        #expect(Set(sent.semantics.map(\.id)) == [group.id, choice.id])
        let record = try #require(sent.semantics.first { $0.id == choice.id })
        #expect(attributes(record.semantics.element)["role"] == "button")
        #expect(attributes(record.semantics.element)["aria-pressed"] == "true")
        #expect(attributes(record.semantics.element)["aria-checked"] == nil)
    }

    @Test("Changes that touch no semantics send none; a label's new text renames the element that reads it, and only that")
    func onlyChangesAreSent() throws {
        let row = View(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        row.isAccessibilityElement = true
        let title = Label(frame: CGRect(x: 0, y: 0, width: 150, height: 44))
        title.text = "Lion"
        let subtitle = Label(frame: CGRect(x: 150, y: 0, width: 150, height: 44))
        subtitle.text = "Panthera leo"
        try row.addSubview(title)
        try row.addSubview(subtitle)
        var (window, derivations) = try settled([row])
        #expect(attributes(row.pageSemantics.element)["aria-label"] == "Lion, Panthera leo")
        #expect(attributes(row.pageSemantics.content)["aria-hidden"] == "true")

        row.backgroundColor = .red
        row.frame.origin.y = 10
        title.textColor = .blue
        #expect(changes(window, &derivations).semantics.isEmpty)

        title.text = "Tiger"
        let sent = changes(window, &derivations)
        // The label's own record (it has none: it is read through the row) is not sent; the row's name is.
        #expect(sent.semantics.map(\.id) == [row.id])
        #expect(attributes(sent.semantics[0].semantics.element)["aria-label"] == "Tiger, Panthera leo")

        subtitle.removeFromSuperview()
        let afterRemoval = changes(window, &derivations)
        #expect(afterRemoval.semantics.map(\.id) == [row.id], "the removed view's old parent is named again")
        #expect(attributes(afterRemoval.semantics.first?.semantics.element ?? [])["aria-label"] == "Tiger")
    }

    @Test("A list owns its items in reading order; moving an item's frame sends the list's order again")
    func listOrder() throws {
        let list = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        list.accessibilityContainerType = .list
        list.accessibilityLabel = "Animals"
        let first = ListCell(frame: CGRect(x: 0, y: 100, width: 300, height: 44))
        let second = ListCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        for (index, cell) in [first, second].enumerated() {
            let name = Label(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
            name.text = AttributedText("Animal \(index)")
            try cell.addSubview(name)
            try list.addSubview(cell)
        }
        first.accessibilityListPosition = AccessibilityListPosition(position: 2, of: 12)
        var (window, derivations) = try settled([list])
        #expect(list.pageSemantics.owns == [second.id, first.id])
        #expect(attributes(list.pageSemantics.content)["role"] == "list")
        #expect(attributes(list.pageSemantics.content)["aria-label"] == "Animals")
        #expect(attributes(first.pageSemantics.element)["role"] == "listitem")
        #expect(attributes(first.pageSemantics.element)["aria-posinset"] == "2")
        #expect(attributes(first.pageSemantics.element)["aria-setsize"] == "12")

        first.frame.origin.y = -50
        let sent = changes(window, &derivations)
        #expect(sent.semantics.map(\.id) == [list.id])
        #expect(sent.semantics.first?.semantics.owns == [first.id, second.id])

        second.isHidden = true
        #expect(changes(window, &derivations).semantics.first { $0.id == list.id }?.semantics.owns == [first.id])
    }

    @Test("A list in columns is a grid: its element holds rows of cells by column, its cells are gridcells; a new layout sends rows again")
    func gridRows() throws {
        final class Squares: ListViewDataSource {
            func numberOfSections(in listView: ListView) -> Int { 1 }
            func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int { 4 }
            func listView(_ listView: ListView, sizeForItemAt indexPath: IndexPath) -> CGSize { CGSize(width: 100, height: 100) }
            func listView(_ listView: ListView, cellTypeForItemAt indexPath: IndexPath) -> ListCellType { ListCellType(reuseIdentifier: "square") }
            func listView(_ listView: ListView, configure cell: ListCell, forItemAt indexPath: IndexPath) {
                cell.accessibilityLabel = "Photo \(indexPath[1])"
            }
            func listView(_ listView: ListView, traitCollectionDidChange previous: TraitCollection) {}
        }
        let source = Squares()
        let list = CollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        list.layout = ListLayout(arrangement: .columns(2))
        list.accessibilityLabel = "Photos"
        list.dataSource = source
        var (window, derivations) = try settled([list])
        list.reloadData()
        let cells = (0..<4).compactMap { list.cell(forItemAt: [0, $0]) }
        #expect(cells.count == 4)
        let semantics = list.pageSemantics
        #expect(attributes(semantics.grid) == ["role": "grid", "aria-label": "Photos", "aria-rowcount": "2", "aria-colcount": "2"])
        #expect(attributes(semantics.content)["role"] == nil && semantics.owns == nil)
        #expect(semantics.rows == [PageSemantics.GridRow(index: 1, cells: [cells[0].id, cells[1].id]),
                                   PageSemantics.GridRow(index: 2, cells: [cells[2].id, cells[3].id])])
        #expect(attributes(cells[3].pageSemantics.element)["role"] == "gridcell")
        #expect(attributes(cells[3].pageSemantics.element)["aria-colindex"] == "2")
        #expect(attributes(cells[3].pageSemantics.element)["aria-posinset"] == nil)
        _ = changes(window, &derivations)

        // Three columns: the rows are sent again; one column: a list once more, its rows gone.
        list.layout.arrangement = .columns(3)
        let sent = changes(window, &derivations).semantics.first { $0.id == list.id }?.semantics
        #expect(sent?.rows?.map(\.cells.count) == [3, 1])
        list.layout.arrangement = .columns(1)
        let listed = changes(window, &derivations).semantics.first { $0.id == list.id }?.semantics
        #expect(listed?.rows == nil && listed?.grid.isEmpty == true && attributes(listed?.content ?? [])["role"] == "list")
        withExtendedLifetime(source) {}
    }

    @Test("A view that joins the focus order is derived again: a tap target becomes a button")
    func focusOrderChanges() throws {
        let tile = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let caption = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        caption.text = "Dawn"
        try tile.addSubview(caption)
        var (window, derivations) = try settled([tile])
        #expect(tile.pageSemantics.isEmpty)
        tile.addGestureRecognizer(TapGestureRecognizer())
        let sent = changes(window, &derivations, focus: [tile.id])
        #expect(sent.semantics.map(\.id) == [tile.id])
        #expect(attributes(sent.semantics.first?.semantics.element ?? [])["role"] == "button")
    }

    @Test("States: disabled, expanded, invalid with its message described, shortcuts, live region, hidden")
    func states() throws {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        button.setTitle("More", for: .normal)
        button.isEnabled = false
        button.accessibilityExpanded = false
        let row = View(frame: CGRect(x: 0, y: 40, width: 100, height: 40))
        row.accessibilityLabel = "Lion"
        row.accessibilityHint = "Opens the animal"
        row.accessibilityCustomActions = [AccessibilityCustomAction("Delete", shortcut: KeyShortcut(.delete)) { true }]
        let field = TextField(frame: CGRect(x: 0, y: 80, width: 100, height: 30))
        field.accessibilityErrorMessage = "Enter a name"
        let status = Label(frame: CGRect(x: 0, y: 110, width: 100, height: 20))
        status.text = "3 results"
        status.accessibilityLiveRegion = .polite
        status.accessibilityElementsHidden = true
        _ = try settled([button, row, field, status])

        #expect(attributes(button.pageSemantics.element)["aria-disabled"] == "true")
        #expect(attributes(button.pageSemantics.element)["aria-expanded"] == "false")
        #expect(attributes(row.pageSemantics.element)["aria-keyshortcuts"] == "Delete")
        #expect(attributes(row.pageSemantics.element)["aria-description"] == "Opens the animal. Actions: Delete (Delete)")
        #expect(attributes(field.pageSemantics.input)["aria-invalid"] == "true")
        #expect(attributes(field.pageSemantics.input)["aria-description"] == "Enter a name")
        #expect(attributes(status.pageSemantics.element)["aria-live"] == "polite")
        #expect(attributes(status.pageSemantics.element)["aria-hidden"] == "true")
    }

    @Test("A message carries the changed records under \"sem\", with the page's identifiers")
    func wireFormat() throws {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        button.setTitle("Save", for: .normal)
        var (window, derivations) = try settled([button])
        button.accessibilityHint = "Saves the form"
        let transaction = window.takeTransaction()
        let derived = derivations.changes(after: transaction, focusChanges: [], in: window)
        let text = TransactionEncoder.message(for: transaction, images: RecordingImages(), derived: derived)
        let message = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let records = try #require(message["sem"] as? [[Any]])
        #expect(records.count == 1 && records[0][0] as? Int == Int(button.id.rawValue))
        // The page has the button's record: only the new attribute goes, flagged as a change.
        #expect(records[0].count == 3 && records[0][2] as? Int == 1)
        let record = try #require(records[0][1] as? [String: Any])
        let element = try #require(record["el"] as? [String: String])
        #expect(element == ["description": "Saves the form"], "an ARIA attribute goes without its prefix")
        // The hint itself is not sent as a property: the page has no use for it.
        #expect((message["m"] as? [Any])?.isEmpty == true)
    }

    @Test("A view the page has a record for gets only what changed: new values, null for what went away, flagged 1")
    func changesOnly() throws {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        button.setTitle("Save", for: .normal)
        button.accessibilityHint = "Saves the form"
        let fresh = Button(frame: CGRect(x: 0, y: 50, width: 100, height: 40))
        var (window, derivations) = try settled([button])
        button.accessibilityHint = nil
        button.isEnabled = false
        fresh.setTitle("New", for: .normal)
        try window.rootView.addSubview(fresh)
        let transaction = window.takeTransaction()
        let derived = derivations.changes(after: transaction, focusChanges: [], in: window)
        let text = TransactionEncoder.message(for: transaction, images: RecordingImages(), derived: derived)
        let message = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let records = try #require(message["sem"] as? [[Any]])
        let changed = try #require(records.first { $0[0] as? Int == Int(button.id.rawValue) })
        #expect(changed.count == 3 && changed[2] as? Int == 1)
        let element = try #require((changed[1] as? [String: Any])?["el"] as? [String: Any])
        #expect(element["disabled"] as? String == "true")
        #expect(element["description"] is NSNull)
        #expect(element["role"] == nil && element["label"] == nil, "unchanged attributes are not sent again")
        // A view new to the page gets its whole record.
        let whole = try #require(records.first { $0[0] as? Int == Int(fresh.id.rawValue) })
        #expect(whole.count == 2)
        #expect(((whole[1] as? [String: Any])?["el"] as? [String: String]) == ["role": "button", "label": "New"])
    }
}


extension PageSemanticsTests {
    @Test("Tabs: a tablist of tabs with aria-selected and aria-controls their panels, each a tabpanel labelled by its tab")
    func tabs() throws {
        let tabBar = TabBarView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        tabBar.addTab(TabBarItem(title: "Home", path: "/"), navigation: NavigationView())
        tabBar.addTab(TabBarItem(title: "Inbox", path: "/inbox", badgeValue: "3"), navigation: NavigationView())
        let (window, _) = try settled([tabBar])
        let tabs = window.rootView.subtree.filter { $0.accessibilityRole == .tab }
        let panels = window.rootView.subtree.filter { $0.accessibilityRole == .tabPanel }
        let list = try #require(window.rootView.subtree.first { $0.accessibilityRole == .tabList })
        #expect(tabs.count == 2 && panels.count == 2)
        #expect(attributes(list.pageSemantics.element) == ["role": "tablist", "aria-label": "Tabs"])
        #expect(attributes(tabs[0].pageSemantics.element) == ["role": "tab", "aria-label": "Home", "aria-selected": "true"])
        #expect(attributes(tabs[1].pageSemantics.element) == ["role": "tab", "aria-label": "Inbox, 3", "aria-selected": "false"])
        #expect(tabs[1].pageSemantics.references == [PageSemantics.Reference(name: "aria-controls", view: panels[1].id)])
        #expect(panels[1].pageSemantics.references == [PageSemantics.Reference(name: "aria-labelledby", view: tabs[1].id)])
        #expect(attributes(panels[0].pageSemantics.element) == ["role": "tabpanel"])
    }

    @Test("A date picker's field opens a dialog; its calendar's days are grid cells in rows, selected or not, disabled outside its limits")
    func datePicker() throws {
        let picker = DatePicker(frame: CGRect(x: 0, y: 0, width: 300, height: 36))
        picker.date = Date(timeIntervalSince1970: 1_796_049_000)
        picker.minimumDate = Date(timeIntervalSince1970: 1_796_049_000 - 86_400 * 3)
        let (window, _) = try settled([picker])
        let field = try #require(picker.dateField)
        #expect(attributes(field.pageSemantics.element) == ["role": "button", "aria-label": "Date, Nov 30, 2026", "aria-haspopup": "dialog", "aria-expanded": "false"])
        picker.openCalendar()
        let grid = try #require(picker.calendarGrid)
        let semantics = grid.pageSemantics
        #expect(attributes(semantics.grid) == ["role": "grid", "aria-label": "November 2026", "aria-rowcount": "5", "aria-colcount": "7"])
        #expect(semantics.rows?.count == 5 && semantics.rows?.first?.cells.count == 7)
        let cells = grid.subviews.filter { !$0.isHidden }
        #expect(attributes(cells[29].pageSemantics.element)["aria-selected"] == "true")
        #expect(attributes(cells[0].pageSemantics.element)["aria-disabled"] == "true")
        #expect(attributes(cells[0].pageSemantics.element)["aria-selected"] == "false")
        #expect(window.firstResponder === cells[29])
    }
}
