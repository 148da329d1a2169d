import Foundation

extension View {
    /// The accessibility elements in this view's subtree, in the order a
    /// screen reader reads them: each element once, containers (lists, list
    /// items, groups of elements) before what they hold.
    ///
    /// Subviews are read in tree order, except a list's or list box's: its cells in
    /// reading order (top to bottom, then left to right; a grid's row by
    /// row, each from its leading column) whatever order reuse left them in, and its other subviews (a section index) after
    /// the list, beside it rather than in it, as the browser shows them.
    public func accessibilityElements() -> [AccessibilityElement] {
        var elements: [AccessibilityElement] = []
        collectAccessibilityElements(into: &elements, depth: 0)
        return elements
    }

    /// What a screen reader would read, one element per line: role, name,
    /// value, list position, states, hint and actions; the contents of
    /// containers indented, and a label's links under it.
    ///
    /// ```
    /// heading level 1 "Animals"
    /// list
    ///   listItem "Lion, Panthera leo" (1 of 12) actions: Delete (Delete)
    /// button "Add animal"
    /// ```
    public func accessibilityDump() -> String {
        accessibilityElements().map(\.description).joined(separator: "\n")
    }

    private func collectAccessibilityElements(into elements: inout [AccessibilityElement], depth: Int) {
        guard !isHiddenFromAccessibility else { return }
        var childDepth = depth
        let role = accessibilityRole
        if let role {
            elements.append(AccessibilityElement(
                role: role, name: accessibilityName, value: accessibilityEffectiveValue, hint: accessibility.hint,
                errorMessage: accessibility.errorMessage, language: accessibility.language, headingLevel: role == .heading ? accessibility.headingLevel : 0, states: accessibilityStates,
                listPosition: accessibility.listPosition, actions: accessibility.customActions, depth: depth))
            if let label = self as? Label {
                // Links in a label are elements of their own, inside its text (the page shows every link as one).
                for link in label.text.links {
                    elements.append(AccessibilityElement(
                        role: .link, name: label.text.substring(in: link.range), value: link.link.webURL?.absoluteString,
                        hint: nil, headingLevel: 0, states: [], listPosition: nil, actions: [], depth: depth + 1))
                }
            }
            if isAccessibilityLeaf { return }
            childDepth += 1
        }
        guard role == .list || role == .listBox || role == .grid else {
            for subview in subviews { subview.collectAccessibilityElements(into: &elements, depth: childDepth) }
            return
        }
        // A grid reads row by row, each from its first column (the leading one, right to left too).
        let cells = role == .grid
            ? subviews.filter { $0.accessibility.listPosition?.grid != nil }.sorted {
                let a = $0.accessibility.listPosition?.grid, b = $1.accessibility.listPosition?.grid
                return (a?.row ?? 0, a?.column ?? 0) < (b?.row ?? 0, b?.column ?? 0)
            }
            : subviews.filter { type(of: $0).kind == .cell }.enumerated().sorted {
                ($0.element.frame.minY, $0.element.frame.minX, $0.offset) < ($1.element.frame.minY, $1.element.frame.minX, $1.offset)
            }.map(\.element)
        for cell in cells { cell.collectAccessibilityElements(into: &elements, depth: childDepth) }
        for subview in subviews where !cells.contains(where: { $0 === subview }) && type(of: subview).kind != .cell {
            subview.collectAccessibilityElements(into: &elements, depth: depth)
        }
    }
}

extension Window {
    /// What a screen reader would read of the whole window (``View/accessibilityDump()``).
    public func accessibilityDump() -> String {
        rootView.accessibilityDump()
    }
}
