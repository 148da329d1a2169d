import ComponentKit
import Foundation
import ViewTree

/// A list cell that mounts a data source item's layout, as ComponentKit's
/// cells attached with `CKComponentLifecycleManager`.
///
/// Reusing the cell for another item remounts into the same views where
/// the component types match, so scrolling creates few views. While the
/// item is selected or highlighted the cell shows the item's component made
/// in that ``ListItemState``.
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
    /// The state the mounted layout was made in.
    public private(set) var mountedItemState = ListItemState.normal
    /// How many times the cell mounted a layout made for a selected or
    /// highlighted state (for tests: restyling stays cheap).
    public private(set) var restyleCount = 0

    /// The prepared layout a restyled one was made from.
    private var restyledFrom: Layout?
    /// The prepared layout whose component was found not to read its state.
    private var ignoresStateLayout: Layout?
    /// Called when the item's selected or highlighted state changed.
    var onItemStateChange: (@MainActor (ComponentCell) -> Void)?
    /// The mounted item's root, whose context handler (the data source's
    /// `actionResponder`) hears actions sent to the host from inside.
    private weak var mountedScopeRoot: ScopeRoot?

    /// The item's state, as the list last set it.
    public var itemState: ListItemState { ListItemState(isSelected: isSelected, isHighlighted: isHighlighted) }

    /// Tells the adapter, which restyles the cell.
    override public func itemStateDidChange() {
        super.itemStateDidChange()
        onItemStateChange?(self)
    }

    /// Mounts `item` unless it is already mounted as it is.
    func mount<Model>(_ item: DataSourceItem<Model>, boundsAnimation: AnimationTiming? = nil) {
        guard mountedLayout !== item.layout else { return }
        mount(item.layout, of: item, boundsAnimation: boundsAnimation)
        mountedItemState = .normal
        restyledFrom = nil
    }

    /// Whether `layout`, made for `state` from `item`'s prepared layout, is what the cell shows.
    func shows<Model>(_ state: ListItemState, of item: DataSourceItem<Model>) -> Bool {
        itemID == item.id && mountedItemState == state && (state == .normal ? mountedLayout === item.layout : restyledFrom === item.layout)
    }

    /// Whether `item`'s prepared component was found not to read its state.
    func isKnownToIgnoreState<Model>(_ item: DataSourceItem<Model>) -> Bool { ignoresStateLayout === item.layout }

    func noteIgnoresState<Model>(_ item: DataSourceItem<Model>) { ignoresStateLayout = item.layout }

    /// Mounts `layout`, made for `state` from `item`.
    func mountRestyled<Model>(_ layout: Layout, in state: ListItemState, of item: DataSourceItem<Model>) {
        mount(layout, of: item, boundsAnimation: nil)
        mountedItemState = state
        restyledFrom = item.layout
        restyleCount += 1
    }

    private func mount<Model>(_ layout: Layout, of item: DataSourceItem<Model>, boundsAnimation: AnimationTiming?) {
        lastMountStatistics = mounter.mount(layout, in: self, boundsAnimation: itemID == item.id ? boundsAnimation : nil,
                                            scopeRoot: item.scopeRoot)
        mountedLayout = layout
        itemID = item.id
        mountedScopeRoot = item.scopeRoot
        item.scopeRoot.invalidateRetiredControllers()
    }
}

extension ComponentCell: ActionHosting {
    /// The mounted item's scope root.
    package var hostedScopeRoot: ScopeRoot? { mountedScopeRoot }
}
