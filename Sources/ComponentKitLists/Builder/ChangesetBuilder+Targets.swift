import Foundation

extension ChangesetBuilder {
    /// Targets one section; for a move, first the source, then (after
    /// `to`) the destination.
    @discardableResult
    public func index(_ index: Int) throws(ChangesetBuilderError) -> ChangesetBuilder {
        try requireTarget(singular: true, kind: "index", sections: true)
        try applySections([index])
        return self
    }

    /// Targets several sections; for a move, sources and then
    /// destinations, matched in ascending order.
    @discardableResult
    public func indexes(_ indexes: IndexSet) throws(ChangesetBuilderError) -> ChangesetBuilder {
        try requireTarget(singular: false, kind: "indexes", sections: true)
        try applySections(Array(indexes))
        return self
    }

    /// Targets one item; for a move, first the source, then (after `to`) the destination.
    @discardableResult
    public func indexPath(_ indexPath: IndexPath) throws(ChangesetBuilderError) -> ChangesetBuilder {
        try requireTarget(singular: true, kind: "indexPath", sections: false)
        try applyItems([indexPath])
        return self
    }

    /// Targets several items; for a move, sources and then destinations, matched in order.
    @discardableResult
    public func indexPaths(_ indexPaths: [IndexPath]) throws(ChangesetBuilderError) -> ChangesetBuilder {
        try requireTarget(singular: false, kind: "indexPaths", sections: false)
        try applyItems(indexPaths)
        return self
    }

    /// The changeset built so far.
    ///
    /// - Throws: ``ChangesetBuilderError/incompleteStatement(_:)`` in the middle of a statement.
    public func build() throws(ChangesetBuilderError) -> Changeset<Model> {
        if let verb {
            let statement = [verb.rawValue, noun?.rawValue, sawAt ? "at" : nil].compactMap { $0 }.joined(separator: " ")
            reset()
            throw .incompleteStatement(statement)
        }
        return changeset
    }

    private func requireTarget(singular: Bool, kind: String, sections: Bool) throws(ChangesetBuilderError) {
        guard let noun, sawAt else {
            reset()
            throw .missingNoun(word: kind)
        }
        let nounIsSections = noun == .section || noun == .sections
        let nounIsSingular = noun == .section || noun == .item
        guard nounIsSections == sections, nounIsSingular == singular else {
            let word = noun.rawValue
            reset()
            throw .numberMismatch(noun: word, target: kind)
        }
    }

    private func applySections(_ indexes: [Int]) throws(ChangesetBuilderError) {
        let verb = verb!
        if verb == .move {
            try moveSections(indexes)
            return
        }
        var target = verb == .insert ? changeset.insertedSections : changeset.removedSections
        for index in indexes {
            guard !target.contains(index) else {
                reset()
                throw .duplicate(verb: verb.rawValue, target: "section \(index)")
            }
            target.insert(index)
        }
        if verb == .insert { changeset.insertedSections = target } else { changeset.removedSections = target }
        reset()
    }

    private func applyItems(_ paths: [IndexPath]) throws(ChangesetBuilderError) {
        let verb = verb!
        if let bad = paths.first(where: { $0.count != 2 }) {
            reset()
            throw .malformedIndexPath(bad)
        }
        guard Set(paths).count == paths.count else {
            reset()
            throw .duplicate(verb: verb.rawValue, target: "an index path")
        }
        switch verb {
        case .insert, .update:
            let models = models ?? []
            guard models.count == paths.count else {
                reset()
                throw .countMismatch(models: models.count, indexPaths: paths.count)
            }
            for (path, model) in zip(paths, models) {
                let exists = verb == .insert ? changeset.insertedItems[path] != nil : changeset.updatedItems[path] != nil
                if exists {
                    reset()
                    throw .duplicate(verb: verb.rawValue, target: "index path \(Array(path))")
                }
                if verb == .insert { changeset.insertedItems[path] = model } else { changeset.updatedItems[path] = model }
            }
            reset()
        case .remove:
            for path in paths where changeset.removedItems.contains(path) {
                reset()
                throw .duplicate(verb: "remove", target: "index path \(Array(path))")
            }
            changeset.removedItems.formUnion(paths)
            reset()
        case .move:
            guard let sources else {
                self.sources = paths
                return
            }
            let moves = try checkedMoves(from: sources, to: paths, isMoved: { changeset.movedItems[$0] != nil },
                                         describe: { "index path \(Array($0))" })
            for (source, destination) in moves { changeset.movedItems[source] = destination }
            reset()
        }
    }

    private func moveSections(_ indexes: [Int]) throws(ChangesetBuilderError) {
        guard let sectionSources else {
            sectionSources = indexes
            return
        }
        let moves = try checkedMoves(from: sectionSources, to: indexes, isMoved: { changeset.movedSections[$0] != nil },
                                     describe: { "section \($0)" })
        for (source, destination) in moves { changeset.movedSections[source] = destination }
        reset()
    }

    /// A move's sources paired with the destinations given after `to`, once
    /// `to` came, the counts match and no source already moves.
    private func checkedMoves<Place>(
        from sources: [Place], to destinations: [Place], isMoved: (Place) -> Bool, describe: (Place) -> String
    ) throws(ChangesetBuilderError) -> Zip2Sequence<[Place], [Place]> {
        guard sawTo else {
            reset()
            throw .misplacedDestination
        }
        guard sources.count == destinations.count else {
            reset()
            throw .countMismatch(models: sources.count, indexPaths: destinations.count)
        }
        if let moved = sources.first(where: isMoved) {
            reset()
            throw .duplicate(verb: "move", target: describe(moved))
        }
        return zip(sources, destinations)
    }

    func reset() {
        verb = nil
        noun = nil
        models = nil
        sawAt = false
        sawTo = false
        sources = nil
        sectionSources = nil
    }
}
