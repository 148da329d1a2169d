import ComponentKit
import Foundation
import ViewTree

/// The component headers and footers of an adapter's sections: laid out
/// when the list asks their size (every geometry rebuild), mounted into the
/// list's header and footer views when they are shown.
///
/// Each header and footer renders in a scope root of its own, by kind and
/// section index, so its stateful components keep their state and
/// controllers (a rail its scroll offset) while the section keeps its
/// place; a state update lays the list out again (an empty batch update).
/// A section that goes away takes its roots with it: their controllers are
/// told the scope is gone.
@MainActor
final class SupplementaryComponents {
    private struct Key: Hashable {
        var kind: SupplementaryKind
        var section: Int
    }

    private var layouts: [Key: Layout] = [:]
    private var roots: [Key: ScopeRoot] = [:]
    private var mounters: [ObjectIdentifier: ComponentMounter] = [:]
    /// The highest section with a root, so forgetting sections past the
    /// end costs one comparison when none went away.
    private var highestSection = -1
    /// The list laid out again when a header's or footer's state changes.
    private weak var listView: ListView?

    init(listView: ListView) {
        self.listView = listView
    }

    /// Lays `component` out in `range` and remembers it for the section; nil forgets it.
    func size(of component: (any Component)?, _ kind: SupplementaryKind, inSection section: Int, sectionCount: Int,
              range: SizeRange, context: LayoutContext) -> CGSize? {
        forgetSections(from: sectionCount)
        let key = Key(kind: kind, section: section)
        guard let component else {
            layouts[key] = nil
            // Its controllers are told the scope is gone.
            roots.removeValue(forKey: key)?.invalidate()
            return nil
        }
        let root = roots[key] ?? makeRoot(key, context: context)
        highestSection = max(highestSection, section)
        let layout = root.render(with: context) { scoped in component.layout(constrainedTo: range, context: scoped) }
        layouts[key] = layout
        return layout.size
    }

    private func makeRoot(_ key: Key, context: LayoutContext) -> ScopeRoot {
        let root = ScopeRoot(baseContext: context)
        root.setUpdateListener { [weak self] _ in try? self?.listView?.performBatchUpdates(ListUpdate()) }
        roots[key] = root
        return root
    }

    /// Drops the layouts and roots of sections at `count` and past it (the
    /// list has fewer sections now): they are never asked about again.
    private func forgetSections(from count: Int) {
        guard highestSection >= count else { return }
        for key in roots.keys where key.section >= count { roots.removeValue(forKey: key)?.invalidate() }
        for key in layouts.keys where key.section >= count { layouts[key] = nil }
        highestSection = count - 1
    }

    /// Sections with a scope root now, for tests.
    var rootedSections: Set<Int> { Set(roots.keys.map(\.section)) }

    /// Mounts the section's component into `view`; returns false (after
    /// clearing what a reused view showed) when the section has none.
    @discardableResult
    func mount(into view: ListCell, _ kind: SupplementaryKind, inSection section: Int) -> Bool {
        let layout = layouts[Key(kind: kind, section: section)]
        let mounter = mounters[ObjectIdentifier(view)]
        guard let layout else {
            // A reused view may hold another section's component: mounting nothing hides it.
            mounter?.mount(Layout(component: ViewComponent(), size: .zero), in: view)
            return false
        }
        let made = mounter ?? ComponentMounter()
        mounters[ObjectIdentifier(view)] = made
        made.mount(layout, in: view)
        return true
    }
}
