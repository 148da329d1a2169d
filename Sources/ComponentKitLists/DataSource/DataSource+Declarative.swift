import Foundation

/// Declaring what the list shows, as Epoxy's `setSections` and IGListKit's
/// adapter: the app gives the whole new list of identified models; the data
/// source diffs it against what it last declared and applies the changes.
extension DataSource where Model: Diffable {
    /// Shows `sections`: the difference from the sections last declared
    /// (inserts, removals, moves and updates, the fewest moves possible) is
    /// applied as changesets, so rows animate as a changeset's would and
    /// component state follows the items.
    ///
    /// Asynchronously, while earlier changes are still being prepared, the
    /// declaration waits; a later one replaces it, so only the newest is
    /// diffed and applied when the queue drains (coalescing). Synchronously,
    /// everything queued is applied first, then this.
    ///
    /// A data source whose items were not declared (they came from
    /// ``apply(_:mode:userInfo:)``) has them replaced whole the first time.
    ///
    /// ```swift
    /// try feed.dataSource.setSections([
    ///     DiffSection(id: "pinned", elements: pinned),
    ///     DiffSection(id: "recent", elements: recent),
    /// ])
    /// ```
    ///
    /// - Throws: ``DiffError`` when two sections, or two items of the new
    ///   data, share an identity (the error names them); nothing changes
    ///   and nothing is queued.
    public func setSections<SectionID: Hashable & Sendable>(
        _ sections: [DiffSection<SectionID, Model>], mode: UpdateMode = .asynchronous
    ) throws(DiffError) {
        let waits = mode == .asynchronous && (hasPendingChanges || declaration.pending != nil)
        if !waits, let base = declaration.queued as? [DiffSection<SectionID, Model>] {
            // A feed's next page: only new items after the ones shown, checked against the identities kept.
            if let (appended, ids) = appending(to: base, giving: sections) {
                declaration.requested = sections
                declaration.pending = nil
                applyDeclared(sections, changesets: [appended].filter { !$0.isEmpty }, ids: ids, mode: mode)
                return
            }
            // Applied now against what is shown: the one diff both checks the new data and finds the way there.
            let staged = try StagedChangeset(from: base, to: sections)
            declaration.requested = sections
            declaration.pending = nil
            applyDeclared(sections, changesets: staged.stages, mode: mode)
            return
        }
        // Checked now, whatever happens later: a bad declaration is refused at once.
        _ = try StagedChangeset(from: [], to: sections)
        declaration.requested = sections
        if waits {
            declaration.pending = { [weak self] in self?.applyDeclared(sections, mode: .asynchronous) }
            scheduleDeclarationFlush()
            return
        }
        declaration.pending = nil
        applyDeclared(sections, mode: mode)
    }

    /// Shows `items` as one section (identity 0): ``setSections(_:mode:)``
    /// for a flat list.
    public func setItems(_ items: [Model], mode: UpdateMode = .asynchronous) throws(DiffError) {
        try setSections([DiffSection(id: 0, elements: items)], mode: mode)
    }

    /// The sections the latest declaration asked for, if they were declared
    /// with identities of type `SectionID` (shown, or about to be).
    public func declaredSections<SectionID: Hashable & Sendable>(_ type: SectionID.Type = SectionID.self) -> [DiffSection<SectionID, Model>]? {
        declaration.requested as? [DiffSection<SectionID, Model>]
    }

    /// The changeset when `new` only appends to `old`: the same sections in
    /// the same order, each of `old`'s a prefix of its new one with the
    /// same identities and content. Returned with every identity of `new`,
    /// the appended ones checked against `old`'s (kept from the last
    /// append, or gathered once). Nil when anything else changed or an
    /// appended identity repeats: the full diff then finds the way, or
    /// names the duplicate.
    ///
    /// - Complexity: O(n) comparisons of identities and content, but
    ///   hashing only the appended items once `old`'s identities are kept.
    private func appending<SectionID: Hashable & Sendable>(
        to old: [DiffSection<SectionID, Model>], giving new: [DiffSection<SectionID, Model>]
    ) -> (Changeset<Model>, Set<Model.DiffID>)? {
        guard old.count == new.count else { return nil }
        for (before, after) in zip(old, new) {
            guard before.id == after.id, before.elements.count <= after.elements.count else { return nil }
            for index in before.elements.indices {
                let kept = before.elements[index], now = after.elements[index]
                guard kept.diffID == now.diffID, kept.isContentEqual(to: now) else { return nil }
            }
        }
        if declaration.queuedIDs == nil { declaration.queuedIDs = Set(old.lazy.flatMap(\.elements).map(\.diffID)) }
        guard let known = declaration.queuedIDs as? Set<Model.DiffID> else { return nil }
        var changeset = Changeset<Model>()
        var appended = Set<Model.DiffID>()
        for (section, (before, after)) in zip(old, new).enumerated() {
            for index in before.elements.count..<after.elements.count {
                let id = after.elements[index].diffID
                guard !known.contains(id), appended.insert(id).inserted else { return nil }
                changeset.insertedItems[[section, index]] = after.elements[index]
            }
        }
        // Taken out of the declaration first, so adding to it does not copy it.
        declaration.queuedIDs = nil
        var ids = consume known
        ids.formUnion(appended)
        return (changeset, ids)
    }

    /// Applies the way from what the queue leads to, to `sections`
    /// (`changesets`, when they were already worked out against it; `ids`,
    /// every identity in `sections`, when an append kept them).
    private func applyDeclared<SectionID: Hashable & Sendable>(
        _ sections: [DiffSection<SectionID, Model>], changesets known: [Changeset<Model>]? = nil, ids: Set<Model.DiffID>? = nil,
        mode: UpdateMode
    ) {
        let base = declaration.queued as? [DiffSection<SectionID, Model>]
        defer {
            declaration.queued = sections
            declaration.queuedIDs = ids
        }
        let changesets: [Changeset<Model>]
        if let known {
            changesets = known
        } else if let base, let staged = try? StagedChangeset(from: base, to: sections) {
            changesets = staged.stages
        } else {
            changesets = Self.replacement(of: pendingShape, with: sections)
        }
        for changeset in changesets {
            do {
                try apply(changeset, mode: mode)
            } catch {
                // A diff that does not fit what is queued (changesets were
                // applied beside the declarations): replace everything.
                for replacement in Self.replacement(of: pendingShape, with: sections) { try? apply(replacement, mode: mode) }
                return
            }
        }
    }

    private func scheduleDeclarationFlush() {
        guard !declaration.isFlushScheduled else { return }
        declaration.isFlushScheduled = true
        Task { @MainActor [weak self] in
            await self?.waitUntilIdle()
            guard let self else { return }
            declaration.isFlushScheduled = false
            let pending = declaration.pending
            declaration.pending = nil
            pending?()
        }
    }

    /// Changesets that remove every section of `shape` and insert `sections`.
    private static func replacement<SectionID>(of shape: ListShape, with sections: [DiffSection<SectionID, Model>]) -> [Changeset<Model>] {
        let removal = Changeset<Model>.removingEverything(in: shape)
        var insertion = Changeset<Model>(insertedSections: IndexSet(integersIn: 0..<sections.count))
        for (section, content) in sections.enumerated() {
            for (item, model) in content.elements.enumerated() { insertion.insertedItems[[section, item]] = model }
        }
        return [removal, insertion].filter { !$0.isEmpty }
    }
}
