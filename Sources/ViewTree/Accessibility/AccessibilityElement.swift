/// What a screen reader knows of one element: a line of
/// ``View/accessibilityDump()``, and what tests compare with the browser's
/// accessibility tree.
public struct AccessibilityElement: Hashable, Sendable, CustomStringConvertible {
    /// The element's role.
    public var role: AccessibilityRole
    /// Its accessible name; empty when it has none.
    public var name: String
    /// Its value, if it has one.
    public var value: String?
    /// Its hint, if it has one.
    public var hint: String?
    /// Why its value is wrong, if it is (``View/accessibilityErrorMessage``).
    public var errorMessage: String? = nil
    /// The language its text is read in (``View/accessibilityLanguage``), if not the app's.
    public var language: String? = nil
    /// A heading's level, 1...6, or 0.
    public var headingLevel: Int
    /// States a screen reader reads: "selected" ("checked" or "not checked"
    /// for a radio button), "disabled", "expanded", "collapsed", "invalid",
    /// "focused".
    public var states: [String]
    /// A list item's place in its list.
    public var listPosition: AccessibilityListPosition?
    /// Its custom actions, with their shortcuts.
    public var actions: [AccessibilityCustomAction]
    /// How deep it sits among the containers (lists, list items, groups
    /// that are not elements) above it.
    public var depth: Int

    public var description: String {
        var line = String(repeating: "  ", count: depth) + role.rawValue
        if headingLevel > 0 { line += " level \(headingLevel)" }
        if !name.isEmpty { line += " \"\(name)\"" }
        if let value { line += " value=\"\(value)\"" }
        if let listPosition { line += " (\(listPosition))" }
        if !states.isEmpty { line += " [\(states.joined(separator: ", "))]" }
        if let errorMessage { line += " error=\"\(errorMessage)\"" }
        if let language { line += " lang=\(language)" }
        if let hint { line += " hint=\"\(hint)\"" }
        if !actions.isEmpty { line += " actions: " + actions.map(\.description).joined(separator: ", ") }
        return line
    }
}
