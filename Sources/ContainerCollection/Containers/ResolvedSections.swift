import Foundation

/// Sections as a container holds them: identities checked and given to
/// every element, rejected elements replaced by fallbacks.
struct ResolvedSections {
    var ids: [String] = []
    var items: [[ContainerItem]] = []
    var headers: [ContainerItem?] = []
    var footers: [ContainerItem?] = []

    init(_ sections: [ContainerSection], fallback: FallbackFactory) throws(ContainerUpdateError) {
        var sectionIndex: [String: Int] = [:]
        var identities: [String: IndexPath] = [:]
        var occurrences: [String: Int] = [:]
        for (index, section) in sections.enumerated() {
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
                row.append(ContainerItem(element: Self.checked(element, fallback: fallback), identity: identity))
            }
            ids.append(section.id)
            items.append(row)
            headers.append(section.header.map { ContainerItem(element: Self.checked($0, fallback: fallback), identity: section.id) })
            footers.append(section.footer.map { ContainerItem(element: Self.checked($0, fallback: fallback), identity: section.id) })
        }
    }

    var diffSections: [DiffSection<String, ContainerItem>] {
        zip(ids, items).map { DiffSection(id: $0, elements: $1) }
    }

    /// The element, or a fallback if its factory rejects its data.
    private static func checked(_ element: Element, fallback: FallbackFactory) -> Element {
        guard !element.isValid else { return element }
        return fallback.element(reason: "\(type(of: element.factory)) rejected its data", id: element.id)
    }
}
