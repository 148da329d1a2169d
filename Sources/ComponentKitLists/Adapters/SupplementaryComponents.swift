import ComponentKit
import Foundation
import ViewTree

/// The component headers and footers of an adapter's sections: laid out
/// when the list asks their size (every geometry rebuild), mounted into the
/// list's header and footer views when they are shown.
@MainActor
final class SupplementaryComponents {
    private struct Key: Hashable {
        var kind: SupplementaryKind
        var section: Int
    }

    private var layouts: [Key: Layout] = [:]
    private var mounters: [ObjectIdentifier: ComponentMounter] = [:]

    /// Lays `component` out in `range` and remembers it for the section; nil forgets it.
    func size(of component: (any Component)?, _ kind: SupplementaryKind, inSection section: Int, range: SizeRange,
              context: LayoutContext) -> CGSize? {
        let key = Key(kind: kind, section: section)
        guard let component else {
            layouts[key] = nil
            return nil
        }
        let layout = component.layout(constrainedTo: range, context: context)
        layouts[key] = layout
        return layout.size
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
