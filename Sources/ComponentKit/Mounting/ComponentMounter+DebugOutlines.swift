import Foundation
import ViewTree

/// Debug outlines (``Window/showsDebugOutlines``): every component of the
/// mounted layout, layout-only ones included, outlined on the view it is
/// mounted in, with its type and scope path.
extension ComponentMounter: DebugOutlineProviding {
    /// Remembers what `container` shows and, while its window shows debug
    /// outlines, outlines it. Without debug mode this is a dictionary write
    /// and a flag read per mount.
    func noteMounted(_ layout: Layout, in container: View) {
        rootLayouts[container.id] = layout
        if container.debugOutlineProvider !== self { container.debugOutlineProvider = self }
        if container.window?.showsDebugOutlines == true { refreshDebugOutlines(in: container) }
    }

    /// Outlines the components last mounted into `view`: each view mounted
    /// for a component gets the outlines of the components placed in it (its
    /// own subviews' and those of layout-only components), in its coordinates.
    public func refreshDebugOutlines(in view: View) {
        guard let root = rootLayouts[view.id] else { return }
        var viewsByLayout: [ObjectIdentifier: View] = [:]
        for candidate in view.subtree {
            if let layout = mountedLayouts[candidate.id] { viewsByLayout[ObjectIdentifier(layout)] = candidate }
        }
        var outlines: [ObjectIdentifier: (view: View, outlines: [DebugOutline])] = [ObjectIdentifier(view): (view, [])]
        collectOutlines(of: root, at: .zero, in: view, scopePath: "", views: viewsByLayout, into: &outlines)
        for (target, made) in outlines.values { target.debugOutlines = made }
    }

    private func collectOutlines(
        of layout: Layout, at origin: CGPoint, in container: View, scopePath: String, views: [ObjectIdentifier: View],
        into outlines: inout [ObjectIdentifier: (view: View, outlines: [DebugOutline])]
    ) {
        var path = scopePath
        if let part = layout.scopeNode?.pathComponent { path = path.isEmpty ? part : path + "/" + part }
        let view = layout.component.viewConfiguration.hasView ? views[ObjectIdentifier(layout)] : nil
        outlines[ObjectIdentifier(container), default: (container, [])].outlines.append(DebugOutline(
            frame: CGRect(origin: origin, size: layout.size), title: String(describing: type(of: layout.component)), detail: path,
            hasView: view != nil))
        // Children of a component with a view sit in that view; the others share their parent's.
        let childContainer = view ?? container
        if let view, outlines[ObjectIdentifier(view)] == nil { outlines[ObjectIdentifier(view)] = (view, []) }
        for child in layout.children {
            let childOrigin = view == nil ? CGPoint(x: origin.x + child.position.x, y: origin.y + child.position.y) : child.position
            collectOutlines(of: child.layout, at: childOrigin, in: childContainer, scopePath: path, views: views, into: &outlines)
        }
    }
}
