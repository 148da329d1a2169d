import Foundation

/// Sections as a container holds them: identities checked and given to
/// every element, rejected elements replaced by fallbacks (and reported).
struct ResolvedSections {
    var ids: [String] = []
    var items: [[ContainerItem]] = []
    var headers: [ContainerItem?] = []
    var footers: [ContainerItem?] = []
    /// Elements whose factories rejected their data, by place.
    var problems: [ScreenProblem] = []

    init(_ sections: [ContainerSection], fallback: FallbackFactory) throws(ContainerUpdateError) {
        var sectionIndex: [String: Int] = [:]
        var identities: [String: IndexPath] = [:]
        var occurrences: [String: Int] = [:]
        for (index, section) in sections.enumerated() {
            let sectionPath = JSONPath.root.appending(key: "sections").appending(index: index)
            if let first = sectionIndex[section.id] { throw .duplicateSectionID(section.id, first: first, second: index) }
            sectionIndex[section.id] = index
            var row: [ContainerItem] = []
            for (position, element) in section.elements.enumerated() {
                let identity: String
                if let id = element.id {
                    identity = "id:\(id)"
                    if let first = identities[identity] {
                        throw .duplicateElementID(id, first: first, second: [index, position])
                    }
                } else {
                    // Without an id, elements of one kind are matched in order.
                    let reuse = element.reuseIdentifier
                    identity = "auto:\(reuse)#\(occurrences[reuse, default: 0])"
                    occurrences[reuse, default: 0] += 1
                }
                identities[identity] = [index, position]
                let path = sectionPath.appending(key: "elements").appending(index: position)
                row.append(ContainerItem(element: checked(element, at: path, fallback: fallback), identity: identity))
            }
            ids.append(section.id)
            items.append(row)
            headers.append(section.header.map {
                ContainerItem(element: checked($0, at: sectionPath.appending(key: "header"), fallback: fallback), identity: section.id)
            })
            footers.append(section.footer.map {
                ContainerItem(element: checked($0, at: sectionPath.appending(key: "footer"), fallback: fallback), identity: section.id)
            })
        }
    }

    /// Adds a section of its own at the top, holding one item (the screen's status row).
    mutating func insertSection(_ id: String, holding item: ContainerItem) {
        ids.insert(id, at: 0)
        items.insert([item], at: 0)
        headers.insert(nil, at: 0)
        footers.insert(nil, at: 0)
    }

    /// Adds `item` after the elements of section `id` (a paged section's status row).
    mutating func append(_ item: ContainerItem, toSection id: String) {
        guard let index = ids.firstIndex(of: id) else { return }
        items[index].append(item)
    }

    var diffSections: [DiffSection<String, ContainerItem>] {
        zip(ids, items).map { DiffSection(id: $0, elements: $1) }
    }

    /// The element, or a fallback naming the factory, the reason, and the
    /// element's place and identity if its factory rejects its data.
    private mutating func checked(_ element: Element, at path: JSONPath, fallback: FallbackFactory) -> Element {
        guard case .invalid(let reason) = element.validation else { return element }
        let factory = String(describing: type(of: element.factory))
        problems.append(ScreenProblem(path: path, kind: .rejectedData(component: factory, reason: reason)))
        let location = element.id.map { "\(path) (id \"\($0)\")" } ?? path.description
        return fallback.element(reason: "\(factory) rejected its data: \(reason)", location: location, id: element.id)
    }
}
