import Foundation

extension ContainerCollectionController {
    /// The identity of the screen's status row and its section.
    static let screenStatusID = "screen.status"

    /// Where the paged section `id` is; nil for a section that never had a next page.
    public func pagingState(ofSection id: String) -> PagingState? {
        pagingStates[id]
    }

    /// The URL of section `id`'s next page, if it has one.
    public func nextPage(ofSection id: String) -> URL? {
        givenSections.first { $0.id == id }?.next
    }

    /// Adds a fetched page: the elements of `page`'s section `id` follow
    /// that section's, and its `next` replaces the section's (none: the
    /// section has reached its end). Other sections of the page are added
    /// after the last. The rows already shown stay where they are.
    ///
    /// - Throws: ``ContainerUpdateError`` when the page repeats an identity
    ///   already shown; nothing changes then, and the section shows the
    ///   failure with Retry.
    public func appendPage(_ page: Screen, toSection id: String) throws(ContainerUpdateError) {
        var sections = givenSections
        guard let target = sections.firstIndex(where: { $0.id == id }) else { return }
        let continuing = page.sections.first { $0.id == id }
        sections[target].elements += continuing?.elements ?? []
        sections[target].next = continuing?.next
        sections += page.sections.filter { section in !sections.contains { $0.id == section.id } }
        let before = pagingStates[id]
        pagingStates[id] = sections[target].next == nil ? .end : .idle
        do {
            try update(sections: sections, layout: nil)
        } catch {
            pagingStates[id] = before
            pageDidFail(section: id, reason: "the page repeats an element already shown (\(error))")
            throw error
        }
    }

    /// Fetching section `id`'s next page failed: its last row says why, with Retry.
    public func pageDidFail(section id: String, reason: String) {
        guard pagingStates[id] != nil else { return }
        pagingStates[id] = .failed(reason)
        try? update(sections: givenSections, layout: nil)
    }

    /// Asks the handler for section `id`'s next page unless one is on its way
    /// or there is none. Returns whether it asked.
    @discardableResult
    func requestPage(ofSection id: String, for element: Element?) -> Bool {
        switch pagingStates[id] {
        case .idle?, .failed?: break
        case .loading?: return false
        case .end?, nil:
            refuse(.loadMore(section: id), "section \"\(id)\" has no next page", element)
            return false
        }
        let wasFailed = pagingStates[id] != .idle
        pagingStates[id] = .loading
        guard runOutside(.loadMore(section: id), for: element) else {
            pageDidFail(section: id, reason: "too many requests at once")
            return false
        }
        // A failed row turns back into a loading one (an idle row already looks like one).
        if wasFailed { try? update(sections: givenSections, layout: nil) }
        return true
    }

    /// The section a `load-more` without one means: the last with more to fetch.
    func pagedSection(_ id: String?) -> String? {
        if let id { return id }
        return givenSections.last { section in
            switch pagingStates[section.id] {
            case .idle?, .failed?, .loading?: true
            default: false
            }
        }?.id
    }

    /// Asks for the next page of each idle section whose last row lies in
    /// the mounted range (the visible rect and the working range around
    /// it), by the list's geometry now: a row that an update has just moved
    /// far below keeps its cell until the next layout, and must not count.
    func loadPagesNearTheEnd() {
        guard actionHandler != nil, isViewLoaded else { return }
        let list = listView
        let range = list.bounds.insetBy(dx: -list.workingRange, dy: -list.workingRange)
        for (index, id) in sectionIDs.enumerated() where pagingStates[id] == .idle {
            guard items.indices.contains(index), let last = items[index].last, last.identity == "id:paging:\(id)",
                  let frame = list.frameForItem(at: [index, items[index].count - 1]), frame.intersects(range) else { continue }
            requestPage(ofSection: id, for: nil)
        }
    }

    /// Each section's paging state for the sections about to show: one with
    /// a next page is idle unless fetching or failed; one that was paged and
    /// has none is at its end.
    func updatePagingStates(for sections: [ContainerSection]) {
        var states: [String: PagingState] = [:]
        for section in sections {
            if section.next != nil {
                switch pagingStates[section.id] {
                case .loading?, .failed?: states[section.id] = pagingStates[section.id]
                default: states[section.id] = .idle
                }
            } else if pagingStates[section.id] != nil {
                states[section.id] = .end
            }
        }
        pagingStates = states
    }

    /// The screen's status row above the sections, and each paged section's last row.
    func addStatusRows(to resolved: inout ResolvedSections, for sections: [ContainerSection]) {
        let factory = StatusRowFactory(layoutContext: fallback.layoutContext)
        func item(_ row: StatusRowData, identity: String) -> ContainerItem {
            ContainerItem(element: Element(id: identity, data: row, factory: factory), identity: "id:\(identity)")
        }
        for section in sections {
            guard let state = pagingStates[section.id] else { continue }
            let row = switch state {
            case .idle, .loading: StatusRowData(kind: .loading, message: "Loading more…", section: section.id)
            case let .failed(reason):
                StatusRowData(kind: .failed, message: "Could not load more: \(reason)", retry: .loadMore(section: section.id), section: section.id)
            case .end: StatusRowData(kind: .end, message: "That's everything", section: section.id)
            }
            resolved.append(item(row, identity: "paging:\(section.id)"), toSection: section.id)
        }
        switch screenStatus {
        case nil: break
        case let .loading(message)?:
            resolved.insertSection(Self.screenStatusID, holding: item(StatusRowData(kind: .loading, message: message), identity: Self.screenStatusID))
        case let .failed(message, retry)?:
            resolved.insertSection(Self.screenStatusID, holding: item(StatusRowData(kind: .failed, message: message, retry: retry),
                                                                      identity: Self.screenStatusID))
        }
    }
}
