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
/// place; a state update calls ``onStateUpdate``, and the adapter lays
/// the list out again.
@MainActor
final class SupplementaryComponents {
    private struct Key: Hashable {
        var kind: SupplementaryKind
        var section: Int
    }

    private var layouts: [Key: Layout] = [:]
    private var roots: [Key: ScopeRoot] = [:]
    private var mounters: [ObjectIdentifier: ComponentMounter] = [:]
    /// Called when a header's or footer's component state changed.
    var onStateUpdate: (@MainActor () -> Void)?

    /// Lays `component` out in `range` and remembers it for the section; nil forgets it.
    func size(of component: (any Component)?, _ kind: SupplementaryKind, inSection section: Int, range: SizeRange,
              context: LayoutContext) -> CGSize? {
        let key = Key(kind: kind, section: section)
        guard let component else {
            layouts[key] = nil
            // Its controllers are told the scope is gone.
            roots.removeValue(forKey: key)?.invalidate()
            return nil
        }
        let root = roots[key] ?? makeRoot(key, context: context)
        let layout = root.render(with: context) { scoped in component.layout(constrainedTo: range, context: scoped) }
        layouts[key] = layout
        return layout.size
    }

    private func makeRoot(_ key: Key, context: LayoutContext) -> ScopeRoot {
        let root = ScopeRoot(baseContext: context)
        root.setUpdateListener { [weak self] _ in self?.onStateUpdate?() }
        roots[key] = root
        return root
    }

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
