import Foundation

/// What assistive technology makes of a view: its role, name, value and
/// states, from its kind, traits and content, as UIKit derives them.
extension View {
    /// The view's role for assistive technology, or nil when it is neither
    /// an element nor a container (a plain layout view, read through).
    ///
    /// Traits come first (a header is a heading whatever its kind), then the
    /// kind: buttons, text inputs, images with a label; then a list's cells
    /// (list items), tap targets (views that take focus to be tapped),
    /// activity indicators and labels; then containers, and views made
    /// elements that read their content as one.
    public var accessibilityRole: AccessibilityRole? {
        let traits = accessibility.traits
        if traits.contains(.header) { return .heading }
        if traits.contains(.link) { return .link }
        if traits.contains(.searchField) { return .searchField }
        if let control = controlAccessibility { return control.role }
        if traits.contains(.adjustable) { return .adjustable }
        if isRadioButton { return .radioButton }
        if traits.contains(.button) { return .button }
        switch Self.kind {
        case .textField, .textView:
            return (self as? TextInputView)?.keyboardType == .search ? .searchField : .textField
        case .button: return .button
        case .image, .drawing: if isAccessibilityElement { return .image }
        default: break
        }
        if traits.contains(.image) { return .image }
        let listType = superview?.accessibility.containerType
        // A grid's cells are cells (selected or not in a selectable grid), whatever else the list is.
        if accessibility.listPosition?.grid != nil { return .gridCell }
        // A list box may own options only (or groups of options): a section's
        // header is an option too, read before its section's items.
        if Self.kind == .cell, listType == .listBox || listType == .multiselectListBox { return .option }
        if accessibility.listPosition != nil || (Self.kind == .cell && listType == .list) {
            return .listItem
        }
        if isTapTarget, accessibility.customActions.isEmpty { return .button }
        if traits.contains(.summary) { return .summary }
        if Self.kind == .activityIndicator { return .progress }
        if traits.contains(.staticText) || Self.kind == .label { return .text }
        switch accessibility.containerType {
        case .list: return isAccessibilityGrid ? .grid : .list
        case .listBox, .multiselectListBox: return isAccessibilityGrid ? .grid : .listBox
        case .semanticGroup: return .group
        case .landmark: return .region
        case .radioGroup: return .radioGroup
        case .dialog: return .dialog
        case .alertDialog: return .alertDialog
        case .tabList: return .tabList
        case .tabPanel: return .tabPanel
        case .none: break
        }
        // A scroller the keyboard reaches is announced when focused: a region when named.
        if isKeyboardScroller { return accessibilityLabel == nil ? .group : .region }
        return isAccessibilityElement ? .group : nil
    }

    /// Whether a screen reader reads this view as one element and not its
    /// subviews: it is an element, or its role reads its content (buttons,
    /// links, headings).
    public var isAccessibilityLeaf: Bool {
        if isAccessibilityElement { return true }
        guard let role = accessibilityRole else { return false }
        switch role {
        case .list, .listItem, .listBox, .option, .region, .radioGroup, .grid, .gridCell, .dialog, .alertDialog, .tabList, .tabPanel: return false
        case .group: return accessibility.containerType == .none
        default: return true
        }
    }

    /// The name a screen reader reads: the label; else the view's own text
    /// (a label's text, a button's title, a text input's placeholder); else,
    /// for an element, its descendants' names joined by ", ".
    public var accessibilityName: String {
        if let label = accessibilityLabel, !label.isEmpty { return label }
        if let own = ownAccessibilityText { return own }
        return isAccessibilityLeaf ? combinedAccessibilityName : ""
    }

    /// The value a screen reader reads after the name: the one set, or a
    /// text input's text (never a secure one's).
    public var accessibilityEffectiveValue: String? {
        if let value = accessibility.value { return value }
        if let text = controlAccessibility?.valueText { return text }
        if let input = self as? TextInputView, !input.isSecureTextEntry, !input.text.isEmpty { return input.text }
        return nil
    }

    /// States read after the role: selected (checked or not checked for a
    /// radio button), disabled, expanded or collapsed, invalid, focused.
    public var accessibilityStates: [String] {
        var states: [String] = []
        let selected = isAccessibilitySelected
        // A radio button always says whether it is checked; other views say only that they are selected.
        if let isOn = controlAccessibility?.isOn {
            states.append(isOn ? "on" : "off")
        } else if isRadioButton {
            states.append(selected ? "checked" : "not checked")
        } else if selected {
            states.append("selected")
        }
        if isAccessibilityDisabled { states.append("disabled") }
        if let expanded = accessibility.expanded { states.append(expanded ? "expanded" : "collapsed") }
        if accessibility.errorMessage != nil { states.append("invalid") }
        if isFirstResponder { states.append("focused") }
        return states
    }

    /// Whether the element is selected: the selected trait, or a selected
    /// ``Button`` (a radio button's checked state).
    public var isAccessibilitySelected: Bool { isRadioChecked }

    /// Whether the element does not respond now: the not-enabled trait, or
    /// a disabled ``Button`` or text input.
    public var isAccessibilityDisabled: Bool {
        accessibility.traits.contains(.notEnabled) || (self as? Button)?.isEnabled == false
            || (self as? TextInputView)?.isEnabled == false || (self as? Control)?.isEnabled == false
    }

    /// Whether the view is a list read as a grid: its layout puts items in
    /// columns in every section, none of which has a header or footer, and
    /// its cells carry their rows and columns
    /// (``AccessibilityListPosition/grid``).
    public var isAccessibilityGrid: Bool { accessibilityGridSize != nil }

    /// Whether the view is a scroller the keyboard reaches (a ``ScrollView``
    /// that ``ScrollView/scrollsByKeyboard``): it takes focus on its own box.
    public var isKeyboardScroller: Bool { (self as? ScrollView)?.scrollsByKeyboard == true }

    /// Whether assistive technology skips the view and its subtree: hidden,
    /// transparent, inert (``View/isInert``), or ``accessibilityElementsHidden``.
    public var isHiddenFromAccessibility: Bool {
        isHidden || alpha <= 0.01 || isInert || accessibility.elementsHidden
    }

    /// A button (or tap target) directly inside a radio group: one of its choices.
    var isRadioButton: Bool {
        guard superview?.accessibility.containerType == .radioGroup else { return false }
        return Self.kind == .button || accessibility.traits.contains(.button) || isTapTarget
    }

    /// A view with an enabled tap recognizer: it takes focus to be tapped.
    var isTapTarget: Bool {
        gestureRecognizers.contains { $0.isEnabled && $0 is TapGestureRecognizer }
    }

    /// Text the view shows of its own, which names it without a label.
    private var ownAccessibilityText: String? {
        let text: String? = switch self {
        case let label as Label: label.text.string
        case let button as Button: button.currentTitle
        case let input as TextInputView: input.placeholder
        case is ActivityIndicator: "In progress"
        default: nil
        }
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    /// The names of the descendants that have one, in tree order, joined by ", ".
    private var combinedAccessibilityName: String {
        var parts: [String] = []
        func visit(_ view: View) {
            for subview in view.subviews where !subview.isHiddenFromAccessibility {
                if let label = subview.accessibilityLabel, !label.isEmpty {
                    parts.append(label)
                } else if let own = subview.ownAccessibilityText {
                    parts.append(own)
                } else {
                    visit(subview)
                }
            }
        }
        visit(self)
        return parts.joined(separator: ", ")
    }
}
