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
            // Applied now against what is shown: the one diff both checks the new data and finds the way there.
            let staged = try StagedChangeset(from: base, to: sections)
            declaration.requested = sections
            declaration.pending = nil
            applyDeclared(sections, staged: staged, mode: mode)
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

    /// Applies the way from what the queue leads to, to `sections`
    /// (`staged`, when it was already worked out against it).
    private func applyDeclared<SectionID: Hashable & Sendable>(
        _ sections: [DiffSection<SectionID, Model>], staged known: StagedChangeset<Model>? = nil, mode: UpdateMode
    ) {
        let base = declaration.queued as? [DiffSection<SectionID, Model>]
        defer { declaration.queued = sections }
        let changesets: [Changeset<Model>]
        if let known {
            changesets = known.stages
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
