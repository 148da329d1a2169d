import Foundation

/// Reads a parsed screen into a ``ScreenDocument``, collecting a problem for
/// every part it cannot use and a default in its place.
struct ScreenReader {
    let limits: ScreenLimits
    let fallback: FallbackFactory
    /// What actions may ask for.
    let actionPolicy: ScreenActionPolicy
    var problems: [ScreenProblem] = []
    /// The document's variables by name, once read (actions check against them).
    var variables: [String: ScreenVariable] = [:]
    private var elementIDs: [String: JSONPath] = [:]
    private var sectionIDs: [String: JSONPath] = [:]
    /// Elements kept so far, against ``ScreenLimits/maximumElements``.
    private var elementCount = 0
    /// Elements the whole document lists (set once the sections are known).
    private var documentElementCount = 0
    private var reportedElementLimit = false

    init(limits: ScreenLimits, fallback: FallbackFactory, actionPolicy: ScreenActionPolicy = .default) {
        self.limits = limits
        self.fallback = fallback
        self.actionPolicy = actionPolicy
    }

    /// The document; throws only for what makes the whole screen unusable.
    mutating func document(from root: JSONValue, supportedVersion: Int) throws(ScreenDecodingError) -> ScreenDocument {
        guard case .object = root else { throw .notAnObject(found: root.typeName) }
        let version = try Self.version(of: root)
        let path = JSONPath.root
        if version > supportedVersion {
            // An older app meets a newer server: it shows what it knows, and each part it does not is a problem below.
            report(path.appending(key: "version"), .newerVersion(found: version, supported: supportedVersion))
        }
        let id = string(root["id"], at: path.appending(key: "id"))
        let title = string(root["title"], at: path.appending(key: "title"))
        let layout = root["layout"].map { self.layout($0, at: path.appending(key: "layout")) } ?? .list()
        // Before the sections: their actions name the variables.
        let declared = variables(root["variables"], at: path.appending(key: "variables"))
        var sections: [ScreenDocument.Section] = []
        if let list = array(root["sections"], at: path.appending(key: "sections"), required: "sections", in: path) {
            documentElementCount = list.prefix(limits.maximumSections).reduce(0) { count, section in
                if case let .array(elements)? = section["elements"] { return count + elements.count }
                return count
            }
            for (index, value) in limited(list, limit: limits.maximumSections, at: path.appending(key: "sections")).enumerated() {
                sections.append(section(value, at: path.appending(key: "sections").appending(index: index)))
            }
        }
        var document = ScreenDocument(version: version, id: id, title: title, layout: layout, sections: sections,
                                      problems: problems, fallback: fallback, limits: limits)
        document.variables = declared
        return document
    }

    private static func version(of root: JSONValue) throws(ScreenDecodingError) -> Int {
        guard let value = root["version"] else { throw .missingVersion }
        guard case let .number(literal) = value else { throw .invalidVersion(found: value.typeName) }
        guard let version = Int(literal), version >= 1 else { throw .invalidVersion(found: literal) }
        return version
    }

    // MARK: - Sections and elements

    private mutating func section(_ value: JSONValue, at path: JSONPath) -> ScreenDocument.Section {
        let fallbackID = path.description
        guard case .object = value else {
            // Keep a place for it, so the screen shows where the broken section was.
            let problem = report(path, typeProblem(expected: "object", found: value))
            let element = ScreenDocument.ElementDescription(component: nil, id: nil, data: .object([]), path: path, problem: problem)
            sectionIDs[fallbackID] = path
            return ScreenDocument.Section(id: fallbackID, header: nil, elements: [element], footer: nil, path: path)
        }
        var id = string(value["id"], at: path.appending(key: "id")) ?? fallbackID
        if let first = sectionIDs[id] {
            report(path.appending(key: "id"), .duplicateID(id, first: first))
            id = fallbackID
        }
        sectionIDs[id] = sectionIDs[id] ?? path.appending(key: "id")
        let header = value["header"].map { element($0, at: path.appending(key: "header"), identified: false) }
        let footer = value["footer"].map { element($0, at: path.appending(key: "footer"), identified: false) }
        var elements: [ScreenDocument.ElementDescription] = []
        let elementsPath = path.appending(key: "elements")
        if let list = array(value["elements"], at: elementsPath, required: "elements", in: path) {
            for (index, item) in limited(list, limit: limits.maximumElementsPerSection, at: elementsPath).enumerated() {
                guard elementCount < limits.maximumElements else {
                    // Reported once, where the first element was dropped.
                    if !reportedElementLimit {
                        reportedElementLimit = true
                        report(elementsPath.appending(index: index),
                               .tooManyElements(limit: limits.maximumElements, count: documentElementCount))
                    }
                    break
                }
                elementCount += 1
                elements.append(element(item, at: elementsPath.appending(index: index), identified: true))
            }
        }
        var section = ScreenDocument.Section(id: id, header: header, elements: elements, footer: footer, path: path)
        section.next = nextPage(value["next"], at: path.appending(key: "next"))
        return section
    }

    /// A section's `next` page: a document URL the policy allows; else reported.
    private mutating func nextPage(_ value: JSONValue?, at path: JSONPath) -> URL? {
        guard let value, let text = string(value, at: path) else { return nil }
        if let refusal = actionPolicy.refusal(ofURL: text) {
            report(path, .invalidValue(refusal + "; the section has no next page"))
            return nil
        }
        return URL(string: text)
    }

    private mutating func element(_ value: JSONValue, at path: JSONPath, identified: Bool) -> ScreenDocument.ElementDescription {
        var description = ScreenDocument.ElementDescription(component: nil, id: nil, data: .object([]), path: path, problem: nil)
        guard case .object = value else {
            description.problem = report(path, typeProblem(expected: "object", found: value))
            return description
        }
        if identified, let id = string(value["id"], at: path.appending(key: "id")) {
            if let first = elementIDs[id] {
                report(path.appending(key: "id"), .duplicateID(id, first: first))
            } else {
                elementIDs[id] = path.appending(key: "id")
                description.id = id
            }
        }
        let componentPath = path.appending(key: "component")
        switch value["component"] {
        case nil:
            description.problem = report(path, .missingField("component"))
        case let .string(component)?:
            description.component = component
        case let other?:
            description.problem = report(componentPath, typeProblem(expected: "string", found: other))
        }
        description.actions = elementActions(value["actions"], at: path.appending(key: "actions"))
        description.bindings = elementBindings(value["bind"], at: path.appending(key: "bind"))
        description.partActions = partActions(value["parts"], at: path.appending(key: "parts"))
        switch value["data"] {
        case nil:
            description.hasData = false
        case let data? where data.members != nil:
            description.data = data
        case let other?:
            let problem = report(path.appending(key: "data"), typeProblem(expected: "object", found: other))
            description.problem = description.problem ?? problem
        }
        return description
    }

    // MARK: - Layout

    private mutating func layout(_ value: JSONValue, at path: JSONPath) -> ContainerLayout {
        guard case .object = value else {
            report(path, typeProblem(expected: "object", found: value))
            return .list()
        }
        let spacing = number(value["spacing"], at: path.appending(key: "spacing"), range: 0...1_000) ?? 0
        let insets = number(value["inset"], at: path.appending(key: "inset"), range: 0...1_000) ?? 0
        let edges = EdgeInsets(all: CGFloat(insets))
        let columns = number(value["columns"], at: path.appending(key: "columns"), range: 1...12, wholeNumber: true) ?? 2
        switch string(value["type"], at: path.appending(key: "type")) {
        case "grid":
            return .grid(columns: Int(columns), spacing: CGFloat(spacing), insets: edges)
        case "list", nil:
            return .list(spacing: CGFloat(spacing), insets: edges)
        case let other?:
            report(path.appending(key: "type"), .invalidValue("layout type \"\(other)\" is not one of \"list\", \"grid\"; a list is used"))
            return .list(spacing: CGFloat(spacing), insets: edges)
        }
    }
}
