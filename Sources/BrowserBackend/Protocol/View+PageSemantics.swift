import ViewTree

extension View {
    /// What the page sets on this view's elements for assistive technology
    /// (``PageSemantics``): the ARIA form of ``accessibilityRole``,
    /// ``accessibilityName``, its value and states, as UIKit's accessibility
    /// reads them and ``accessibilityDump()`` shows them.
    ///
    /// Text inputs and pictures are native elements (`<input>`, `<img>`)
    /// whose roles the browser knows: they get names, not roles. A list's
    /// role is on its content box, which holds only its items; a list the
    /// keyboard scrolls takes focus on its own box, a region named as the list.
    /// A grid's role is on an element the page adds, holding the rows the
    /// page makes (each owning its cells), so the content box holds no
    /// row-less cells a checker would count against the grid.
    var pageSemantics: PageSemantics {
        var semantics = PageSemantics()
        let role = accessibilityRole
        let input = self as? TextInputView
        let nativePicture = type(of: self).kind == .image && role == .image
        let ariaRole = input != nil || nativePicture ? nil : role?.ariaRole
        let isList = role == .list || role == .listBox || role == .grid
        let label = accessibilityLabel.flatMap { $0.isEmpty ? nil : $0 }
        let value = accessibilityValue.flatMap { $0.isEmpty ? nil : $0 }
        // An element whose parts are read as one: its name joins theirs, and the parts themselves are hidden.
        let readsAsOne = (role == .group || role == .listItem || role == .option || role == .gridCell) && isAccessibilityElement
        var element: [PageSemantics.Attribute] = []
        var content: [PageSemantics.Attribute] = []
        func set(_ name: String, _ value: String?, on list: inout [PageSemantics.Attribute]) {
            if let value { list.append(PageSemantics.Attribute(name: name, value: value)) }
        }
        func withValue(_ name: String?) -> String? {
            guard let value else { return name }
            return name.map { "\($0), \(value)" } ?? value
        }

        // A grid's role is on an element of its own that holds only its rows: the content box holds the cells, which the rows own.
        if role == .grid {
            set("role", ariaRole, on: &semantics.grid)
        } else if isList {
            set("role", ariaRole, on: &content)
        } else {
            set("role", ariaRole, on: &element)
        }
        if readsAsOne { set("aria-hidden", "true", on: &content) }
        if input != nil {
            set("aria-label", label, on: &semantics.input)
            if role == .searchField { set("role", "searchbox", on: &semantics.input) }
        } else if nativePicture {
            semantics.imageText = accessibilityName
        } else if role == .adjustable || role == .slider || role == .progress {
            let name = accessibilityName
            set("aria-label", name.isEmpty ? nil : name, on: &element)
            set("aria-valuetext", accessibilityEffectiveValue.flatMap { $0.isEmpty ? nil : $0 }, on: &element)
            // A control's number and range, which screen readers and the arrow keys' announcements use.
            if let control = controlAccessibility, let now = control.value, let range = control.range {
                set("aria-valuenow", Self.ariaNumber(now), on: &element)
                set("aria-valuemin", Self.ariaNumber(range.lowerBound), on: &element)
                set("aria-valuemax", Self.ariaNumber(range.upperBound), on: &element)
            }
        } else if role == .dialog || role == .alertDialog {
            // A modal dialog, named by its title where it has one (aria-labelledby), else by its label.
            set("aria-modal", "true", on: &element)
            if let title = dialogTitle {
                semantics.references.append(PageSemantics.Reference(name: "aria-labelledby", view: title.id))
            } else {
                set("aria-label", label, on: &element)
            }
        } else if isList {
            if role == .grid, let grid = accessibilityGridSize {
                // The grid holds rows (the page makes them), and each row owns its cells.
                set("aria-label", label, on: &semantics.grid)
                set("aria-rowcount", String(grid.rows), on: &semantics.grid)
                set("aria-colcount", String(grid.columns), on: &semantics.grid)
                semantics.rows = gridRows
            } else {
                set("aria-label", label, on: &content)
                semantics.owns = readingOrder
            }
            if isKeyboardScroller {
                set("role", label == nil ? "group" : "region", on: &element)
                set("aria-label", label, on: &element)
            }
        } else if role == .comboBox {
            // The chosen option is read after the name; the button's own text (a picture of it) is hidden.
            let name = accessibilityName, chosen = accessibilityEffectiveValue.flatMap { $0.isEmpty ? nil : $0 }
            set("aria-label", [name.isEmpty ? nil : name, chosen].compactMap { $0 }.joined(separator: ", "), on: &element)
        } else if ariaRole != nil {
            // A scroller that is no element is named by its label alone: its content stays elements of their own.
            let name = role == .group && !isAccessibilityElement ? label ?? "" : accessibilityName
            set("aria-label", withValue(name.isEmpty ? nil : name), on: &element)
        } else if self is Label, label != nil {
            // Text has no role to carry a label: the label is read instead of the text.
            semantics.spokenText = withValue(label)
        }
        if role == .listBox, accessibilityContainerType == .multiselectListBox {
            set("aria-multiselectable", "true", on: &content)
        }
        if role == .grid, accessibilityContainerType == .multiselectListBox {
            set("aria-multiselectable", "true", on: &semantics.grid)
        }
        // ARIA requires a heading's level; one without its own is read at 2, the level ARIA implies.
        if role == .heading { set("aria-level", String(accessibilityHeadingLevel > 0 ? accessibilityHeadingLevel : 2), on: &element) }
        if role == .listItem || role == .option, let position = accessibilityListPosition {
            set("aria-posinset", String(position.position), on: &element)
            set("aria-setsize", String(position.count), on: &element)
        }
        if role == .gridCell, let place = accessibilityListPosition?.grid {
            set("aria-colindex", String(place.column), on: &element)
        }
        if accessibilityElementsHidden { set("aria-hidden", "true", on: &element) }
        // The element's language, which its parts inherit in the page as in HTML.
        set("lang", accessibilityLanguage, on: &element)
        if accessibilityLiveRegion != .off { set("aria-live", accessibilityLiveRegion.rawValue, on: &element) }
        if let expanded = accessibilityExpanded { set("aria-expanded", expanded ? "true" : "false", on: &element) }
        states(role: role, ariaRole: ariaRole, on: &element)
        set("aria-haspopup", controlAccessibility?.popUp?.rawValue, on: &element)
        for relation in accessibilityRelations {
            semantics.references.append(PageSemantics.Reference(name: relation.kind.rawValue, view: relation.view.id))
        }

        let actions = accessibilityCustomActions
        let shortcuts = actions.compactMap { $0.shortcut?.description }
        if !shortcuts.isEmpty { set("aria-keyshortcuts", shortcuts.joined(separator: " "), on: &element) }
        // An error is read first, with the invalid state (View.accessibilityErrorMessage).
        let error = accessibilityErrorMessage.flatMap { $0.isEmpty ? nil : $0 }
        var described: [String] = []
        if let error { described.append(error) }
        if let hint = accessibilityHint, !hint.isEmpty { described.append(hint) }
        if !actions.isEmpty { described.append("Actions: " + actions.map(\.description).joined(separator: ", ")) }
        let description = described.isEmpty ? nil : described.joined(separator: ". ")
        if input != nil {
            set("aria-invalid", error == nil ? nil : "true", on: &semantics.input)
            set("aria-description", description, on: &semantics.input)
        } else {
            set("aria-invalid", error == nil ? nil : "true", on: &element)
            set("aria-description", description, on: &element)
        }
        semantics.element = element
        semantics.content = content
        return semantics
    }

    /// A dialog's title: its first heading that is shown.
    private var dialogTitle: View? {
        // Breadth first, by index: a sheet holds a whole screen.
        var queue = subviews
        var next = 0
        while next < queue.count {
            let view = queue[next]
            next += 1
            if view.isHiddenFromAccessibility { continue }
            if view.accessibilityRole == .heading { return view }
            queue += view.subviews
        }
        return nil
    }

    /// Selected, checked and disabled, as the role says them: a button is
    /// pressed, a radio button checked or not, an option selected or not,
    /// anything else with a role current.
    private func states(role: AccessibilityRole?, ariaRole: String?, on element: inout [PageSemantics.Attribute]) {
        let selected = isAccessibilitySelected
        func set(_ name: String, _ value: String) { element.append(PageSemantics.Attribute(name: name, value: value)) }
        switch role {
        case .button?: if selected { set("aria-pressed", "true") }
        case .radioButton?: set("aria-checked", selected ? "true" : "false")
        case .switch?: set("aria-checked", controlAccessibility?.isOn == true ? "true" : "false")
        case .option?, .tab?: set("aria-selected", selected ? "true" : "false")
        case .gridCell?:
            // A selectable grid says of every cell whether it is selected.
            let selectable = superview.map { [.listBox, .multiselectListBox].contains($0.accessibilityContainerType) } ?? false
            if selectable || selected { set("aria-selected", selected ? "true" : "false") }
        default: if ariaRole != nil, selected { set("aria-current", "true") }
        }
        if ariaRole != nil, isAccessibilityDisabled { set("aria-disabled", "true") }
    }

    /// `number` as ARIA writes it: whole numbers without a fraction.
    static func ariaNumber(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    /// A grid's rows in order, each with its row index (from 1) and its
    /// cells from the first column (the leading one) on; hidden cells left out.
    private var gridRows: [PageSemantics.GridRow] {
        var rows: [Int: [(column: Int, id: ViewID)]] = [:]
        for subview in subviews where !subview.isHiddenFromAccessibility {
            guard let place = subview.accessibilityListPosition?.grid else { continue }
            rows[place.row, default: []].append((place.column, subview.id))
        }
        return rows.keys.sorted().map { row in
            PageSemantics.GridRow(index: row, cells: rows[row, default: []].sorted { $0.column < $1.column }.map(\.id))
        }
    }

    /// A list's items in reading order (top to bottom, then left to right,
    /// as ``accessibilityElements()`` reads them), whatever order reuse left
    /// their elements in; hidden ones left out.
    private var readingOrder: [ViewID] {
        subviews.enumerated()
            .filter { type(of: $0.element).kind == .cell && !$0.element.isHiddenFromAccessibility }
            .sorted { ($0.element.frame.minY, $0.element.frame.minX, $0.offset) < ($1.element.frame.minY, $1.element.frame.minX, $1.offset) }
            .map(\.element.id)
    }
}
