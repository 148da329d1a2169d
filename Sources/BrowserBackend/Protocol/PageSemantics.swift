import JSONWriting
import ViewTree

/// What the page sets on one view's elements for assistive technology:
/// ARIA attributes on the view's element, on its content box (which holds
/// a list's items), on a text input's own element; a picture's text; and
/// the text read in place of a label's own.
///
/// The server derives it (`View.pageSemantics`) from ViewTree's one
/// definition of roles, names and states (``ViewTree/View/accessibilityRole``,
/// ``ViewTree/View/accessibilityName``); the page applies it as it comes and
/// derives nothing. A session sends a view's semantics again only when
/// they changed (``PageDerivations``).
///
/// On the wire, in a message's `"sem"`, each view's record is
/// `[id, {"el": {attribute: value}, "ct": {…}, "in": {…}, "gr": {…}, "alt": text, "sr": text, "rows": […]}]`,
/// parts left out when empty, each attribute under its ``Attribute/wireName``
/// (`"role"`, `"label"` for `aria-label`); the record replaces the view's last one.
/// For a view whose last record the page has, the server sends what
/// changed instead, `[id, changes, 1]` (``writeChanges(from:to:ids:)``):
/// the parts and attributes that changed, `null` for one that went away.
struct PageSemantics: Equatable, Sendable {
    /// One attribute the page sets: `role`, `lang` or an `aria-` attribute.
    struct Attribute: Equatable, Sendable {
        let name: String
        let value: String

        /// The name on the wire: `role`, or an `aria-` attribute's name
        /// without the prefix the page puts back (`posinset`), which every
        /// record would otherwise repeat.
        var wireName: String { name.hasPrefix("aria-") ? String(name.dropFirst(5)) : name }
    }

    /// The record's parts, by their wire names.
    enum Part: String, CaseIterable, Sendable {
        /// Attributes of the view's own element.
        case element = "el"
        /// Attributes of the view's content box (a list's items are in it).
        case content = "ct"
        /// Attributes of a text input's own element.
        case input = "in"
        /// Attributes of a grid's own element, which the page adds to the
        /// view and which holds the grid's rows.
        case grid = "gr"
        /// A picture's text (`alt`).
        case imageText = "alt"
        /// Text read in place of a label's own, which is hidden then.
        case spokenText = "sr"
        /// A grid's rows: `[[rowIndex, "ck-1 ck-2"], …]`, made by the page
        /// as row elements owning those cells, inside the grid's element.
        case rows = "rows"
    }

    /// An attribute whose value is another view's element.
    struct Reference: Equatable, Sendable {
        let name: String
        let view: ViewID
    }

    /// One row of a grid: its index (from 1) and its cells in column order.
    struct GridRow: Equatable, Sendable {
        let index: Int
        let cells: [ViewID]
    }

    /// No attributes: a plain layout view.
    static let none = PageSemantics()

    var element: [Attribute] = []
    var content: [Attribute] = []
    var input: [Attribute] = []
    var grid: [Attribute] = []
    /// A list's items in reading order, owned by its content box (`aria-owns`); nil for a view that is no list.
    var owns: [ViewID]?
    /// Attributes of the element naming other views by their page
    /// identifiers (`aria-labelledby` a dialog's title, `aria-controls` and
    /// `aria-activedescendant` a pop-up button's list and active option).
    var references: [Reference] = []
    /// A grid's rows, which the page makes in the grid's element; nil for a view that is no grid.
    var rows: [GridRow]?
    var imageText: String?
    var spokenText: String?

    var isEmpty: Bool { self == .none }

    /// Writes the record, its view identifiers as the page knows them.
    func write(to json: inout JSONWriter, ids: ViewIDTranslation) {
        json.beginObject()
        func attributes(_ part: Part, _ list: [Attribute], owns: [ViewID]? = nil) {
            guard !list.isEmpty || owns?.isEmpty == false else { return }
            json.key(part.rawValue)
            json.beginObject()
            for attribute in list {
                json.key(attribute.wireName)
                json.string(attribute.value)
            }
            if let owns, !owns.isEmpty {
                json.key("owns")
                json.string(owns.map { "ck-\(ids.client($0).rawValue)" }.joined(separator: " "))
            }
            json.endObject()
        }
        attributes(.element, element + Self.attributes(of: references, ids: ids))
        attributes(.content, content, owns: owns)
        attributes(.input, input)
        attributes(.grid, grid)
        if let imageText {
            json.key(Part.imageText.rawValue)
            json.string(imageText)
        }
        if let spokenText {
            json.key(Part.spokenText.rawValue)
            json.string(spokenText)
        }
        if let rows {
            json.key(Part.rows.rawValue)
            Self.write(rows, to: &json, ids: ids)
        }
        json.endObject()
    }

    /// The references as attributes naming the elements' page identifiers.
    private static func attributes(of references: [Reference], ids: ViewIDTranslation) -> [Attribute] {
        references.map { Attribute(name: $0.name, value: "ck-\(ids.client($0.view).rawValue)") }
    }

    private static func write(_ rows: [GridRow], to json: inout JSONWriter, ids: ViewIDTranslation) {
        json.beginArray()
        for row in rows {
            json.beginArray()
            json.int(row.index)
            json.string(row.cells.map { "ck-\(ids.client($0).rawValue)" }.joined(separator: " "))
            json.endArray()
        }
        json.endArray()
    }

    /// Writes what changed since `before`, the record the page has: each
    /// part with only the attributes whose value changed (`null` for one
    /// removed), and `alt` and `sr` when they changed (`null` when gone).
    /// Parts left out are as they were.
    func writeChanges(from before: PageSemantics, to json: inout JSONWriter, ids: ViewIDTranslation) {
        json.beginObject()
        func owned(_ owns: [ViewID]?) -> [Attribute] {
            guard let owns, !owns.isEmpty else { return [] }
            return [Attribute(name: "aria-owns", value: owns.map { "ck-\(ids.client($0).rawValue)" }.joined(separator: " "))]
        }
        func attributes(_ part: Part, _ now: [Attribute], _ then: [Attribute]) {
            guard now != then else { return }
            var started = false
            func key(_ name: String) {
                if !started {
                    json.key(part.rawValue)
                    json.beginObject()
                    started = true
                }
                json.key(name)
            }
            for attribute in now where !then.contains(attribute) {
                key(attribute.wireName)
                json.string(attribute.value)
            }
            for attribute in then where !now.contains(where: { $0.name == attribute.name }) {
                key(attribute.wireName)
                json.null()
            }
            if started { json.endObject() }
        }
        func text(_ part: Part, _ now: String?, _ then: String?) {
            guard now != then else { return }
            json.key(part.rawValue)
            if let now { json.string(now) } else { json.null() }
        }
        attributes(.element, element + Self.attributes(of: references, ids: ids), before.element + Self.attributes(of: before.references, ids: ids))
        attributes(.content, content + owned(owns), before.content + owned(before.owns))
        attributes(.input, input, before.input)
        attributes(.grid, grid, before.grid)
        text(.imageText, imageText, before.imageText)
        text(.spokenText, spokenText, before.spokenText)
        if rows != before.rows {
            json.key(Part.rows.rawValue)
            if let rows { Self.write(rows, to: &json, ids: ids) } else { json.null() }
        }
        json.endObject()
    }
}
