import ViewTree

/// What the server derives for a session's page and last sent it: each
/// view's semantics (``PageSemantics``) and its picture's placement
/// (``ContentPlacement``), so a transaction carries only what changed.
///
/// Semantics depend on context: a radio button on its parent being a radio
/// group, a list item on its list, an element's name on its descendants'
/// texts, a list's reading order on its items' frames. So a change reaches
/// further than its view, by the property's
/// ``ViewTree/ViewProperty/accessibilityReach``: the view and its ancestors,
/// its subviews too for a container type, its list for an item's frame.
/// Only those views are derived again, and only the ones whose result
/// changed are sent: the common transaction (a frame, a colour, a press)
/// derives a handful of views and sends nothing.
@MainActor
struct PageDerivations {
    /// What one transaction changed: records to send, in the order the views were found.
    struct Changes {
        /// Each view's new semantics and what the page had before (nil: nothing,
        /// so the record is sent whole).
        var semantics: [(id: ViewID, semantics: PageSemantics, before: PageSemantics?)] = []
        var placements: [(id: ViewID, placement: [Double]?)] = []
        /// Labels whose page text the server works out (``LabelShownText``): the text, or nil for their own.
        var truncations: [(id: ViewID, shown: LabelShownText?)] = []

        var isEmpty: Bool { semantics.isEmpty && placements.isEmpty && truncations.isEmpty }
    }

    /// The views' last sent semantics; a view missing has none.
    private var semantics: [ViewID: PageSemantics] = [:]
    /// The last sent placements; a view missing has none.
    private var placements: [ViewID: [Double]] = [:]
    private var truncations: [ViewID: LabelShownText] = [:]
    /// Each view's superview when last seen: a view removed no longer says
    /// where it was, and its old ancestors' names and orders may change.
    private var parents: [ViewID: ViewID] = [:]
    /// Views by identifier, for the mutations' identifiers (the window has
    /// only a search of its whole tree).
    private var index: [ViewID: WeakView] = [:]

    /// Everything derived for `window`'s tree, in tree order, without
    /// remembering it: what a reset carries, or a signature compares.
    static func all(in window: Window) -> Changes {
        var scratch = PageDerivations()
        return scratch.adopt(window)
    }

    /// Derives everything for `window`'s tree and takes it as what the page
    /// has (after a reset, or a wake into the page it shows); returns it in
    /// tree order.
    mutating func adopt(_ window: Window) -> Changes {
        clear()
        var changes = Changes()
        func visit(_ view: View) {
            index[view.id] = WeakView(view: view)
            // The shown text first: a truncated label's semantics read its whole text.
            if let label = view as? Label, let measurer = window.textMeasurer, let shown = LabelShownText.of(label, measuredBy: measurer) {
                truncations[view.id] = shown
                changes.truncations.append((view.id, shown))
            }
            let derived = semantics(of: view)
            if !derived.isEmpty {
                semantics[view.id] = derived
                changes.semantics.append((view.id, derived, nil))
            }
            if let placement = ContentPlacement.placement(of: view) {
                placements[view.id] = placement
                changes.placements.append((view.id, placement))
            }
            for subview in view.subviews {
                parents[subview.id] = view.id
                visit(subview)
            }
        }
        visit(window.rootView)
        return changes
    }

    /// Forgets everything (the session hibernated; its tree is gone).
    mutating func clear() {
        semantics = [:]
        placements = [:]
        truncations = [:]
        parents = [:]
        index = [:]
    }

    /// What `transaction` changed of the page's semantics and placements,
    /// `focusChanges` the views that joined or left the focus order (a tap
    /// recognizer added, a scroller that now scrolls by keyboard: changes
    /// of state no property records).
    mutating func changes(after transaction: ViewTransaction, focusChanges: Set<ViewID>, in window: Window) -> Changes {
        var walk = Walk()
        var indexRebuilt = false
        func view(_ id: ViewID) -> View? {
            if let view = index[id]?.view { return view }
            guard !indexRebuilt else { return nil }
            indexRebuilt = true
            for view in window.rootView.subtree { index[view.id] = WeakView(view: view) }
            return index[id]?.view
        }
        for mutation in transaction.mutations {
            switch mutation {
            case let .create(id, kind, _):
                walk.mark(id)
                if kind == .image || kind == .drawing { walk.place(id) }
                if kind == .label { walk.truncate(id) }
            case let .insert(id, parent, _), let .move(id, parent, _):
                if let old = parents[id], old != parent { walk.markUp(from: view(old)) }
                parents[id] = parent
                walk.mark(id)
                walk.markUp(from: view(parent))
            case let .remove(id):
                if let old = parents.removeValue(forKey: id) { walk.markUp(from: view(old)) }
            case let .destroy(id):
                walk.destroyed.insert(id)
                semantics[id] = nil
                placements[id] = nil
                truncations[id] = nil
                parents[id] = nil
                index[id] = nil
            case let .set(id, property):
                Self.changed(property, of: id, view: view, walk: &walk)
            case let .animate(id, animation):
                Self.changed(animation.to, of: id, view: view, walk: &walk)
            case let .setRoot(id):
                walk.mark(id)
            case .announce, .location, .openURL:
                break
            }
        }
        for id in focusChanges { walk.mark(id) }

        var changes = Changes()
        // The shown texts first: a label that starts or stops being truncated is read differently.
        if let measurer = window.textMeasurer {
            for id in walk.truncated where !walk.destroyed.contains(id) {
                guard let label = view(id) as? Label else { continue }
                let shown = LabelShownText.of(label, measuredBy: measurer)
                guard shown != truncations[id] else { continue }
                if shown?.reason == .truncated || truncations[id]?.reason == .truncated { walk.mark(id) }
                truncations[id] = shown
                changes.truncations.append((id, shown))
            }
        }
        for id in walk.order where !walk.destroyed.contains(id) {
            guard let found = view(id) else { continue }
            let derived = semantics(of: found)
            let before = semantics[id]
            guard derived != before ?? .none else { continue }
            semantics[id] = derived.isEmpty ? nil : derived
            changes.semantics.append((id, derived, before))
        }
        for id in walk.placed where !walk.destroyed.contains(id) {
            guard let found = view(id) else { continue }
            let placement = ContentPlacement.placement(of: found)
            guard placement != placements[id] else { continue }
            placements[id] = placement
            changes.placements.append((id, placement))
        }
        return changes
    }

    /// `view`'s semantics as the page applies them. A label the page shows
    /// truncated by the server (``LabelShownText``) is read whole, its own
    /// text spoken in place of the shown one, as VoiceOver reads a
    /// truncated `UILabel`; an accessibility label of its own still wins.
    private func semantics(of view: View) -> PageSemantics {
        var derived = view.pageSemantics
        if derived.spokenText == nil, let label = view as? Label, truncations[view.id]?.reason == .truncated {
            derived.spokenText = label.text.string
        }
        return derived
    }

    /// Marks what a change of `property` on view `id` reaches.
    private static func changed(_ property: ViewProperty, of id: ViewID, view: (ViewID) -> View?, walk: inout Walk) {
        switch property.accessibilityReach {
        case .none:
            break
        case .view:
            walk.markUp(from: view(id))
        case .viewAndSubviews:
            walk.markUp(from: view(id))
            for subview in view(id)?.subviews ?? [] { walk.mark(subview.id) }
        case .readingOrder:
            if let found = view(id), type(of: found).kind == .cell, let list = found.superview { walk.mark(list.id) }
        }
        switch property {
        case .frame, .image, .contentMode, .drawing:
            if let found = view(id), ContentPlacement.places(found) { walk.place(id) }
        default:
            break
        }
        switch property {
        case .frame, .text, .font, .numberOfLines, .lineBreakMode, .textAlignment, .writingDirection:
            if view(id) is Label { walk.truncate(id) }
        default:
            break
        }
    }

    /// The views one transaction reaches, each once, in the order found.
    private struct Walk {
        private(set) var order: [ViewID] = []
        private var marked: Set<ViewID> = []
        /// Views whose ancestors are marked too: a walk up stops at one.
        private var climbed: Set<ViewID> = []
        private(set) var placed: [ViewID] = []
        private var placing: Set<ViewID> = []
        private(set) var truncated: [ViewID] = []
        private var truncating: Set<ViewID> = []
        var destroyed: Set<ViewID> = []

        mutating func mark(_ id: ViewID) {
            if marked.insert(id).inserted { order.append(id) }
        }

        /// Marks `view` and its ancestors.
        @MainActor mutating func markUp(from view: View?) {
            var current = view
            while let found = current, climbed.insert(found.id).inserted {
                mark(found.id)
                current = found.superview
            }
        }

        mutating func place(_ id: ViewID) {
            if placing.insert(id).inserted { placed.append(id) }
        }

        mutating func truncate(_ id: ViewID) {
            if truncating.insert(id).inserted { truncated.append(id) }
        }
    }
}

/// A view the index does not keep alive.
private struct WeakView {
    weak var view: View?
}
