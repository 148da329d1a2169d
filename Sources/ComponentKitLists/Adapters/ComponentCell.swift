import ComponentKit
import Foundation
import ViewTree

/// A list cell that mounts a data source item's layout, as ComponentKit's
/// cells attached with `CKComponentLifecycleManager`.
///
/// Reusing the cell for another item remounts into the same views where
/// the component types match, so scrolling creates few views.
@MainActor
public final class ComponentCell: ListCell {
    /// Mounts the item's layout into the cell.
    public let mounter = ComponentMounter()
    /// The layout currently mounted, if any.
    public private(set) var mountedLayout: Layout?
    /// The identifier of the item currently mounted.
    public private(set) var itemID: Int?
    /// What the last mount did.
    public private(set) var lastMountStatistics = MountStatistics()

    /// Mounts `item` unless it is already mounted as it is.
    func mount<Model>(_ item: DataSourceItem<Model>, boundsAnimation: AnimationTiming? = nil) {
        guard mountedLayout !== item.layout else { return }
        lastMountStatistics = mounter.mount(item.layout, in: self, boundsAnimation: itemID == item.id ? boundsAnimation : nil)
        mountedLayout = item.layout
        itemID = item.id
        item.scopeRoot.invalidateRetiredControllers()
    }
}
