import Foundation
import ViewTree

/// The collection view a container shows its elements in, with container
/// cells for headers and footers too, and a hook run whenever the mounted
/// cells may have changed (scrolling, reloads, batch updates, resizing).
@MainActor
final class ContainerListView: CollectionView {
    var mountedCellsDidChange: (() -> Void)?

    override func supplementaryViewClass(for kind: SupplementaryKind) -> ListCell.Type { ContainerCell.self }

    override func boundsOriginDidChange() {
        super.boundsOriginDidChange()
        mountedCellsDidChange?()
    }

    override func geometryDidChange() {
        super.geometryDidChange()
        mountedCellsDidChange?()
    }
}
