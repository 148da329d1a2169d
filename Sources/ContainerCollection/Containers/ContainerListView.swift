import Foundation
import ViewTree

/// The collection view a container shows its elements in, with container
/// cells for headers and footers too, a hook run whenever the mounted
/// cells may have changed (scrolling, reloads, batch updates, resizing) and
/// one run after the list took a new size.
@MainActor
final class ContainerListView: CollectionView {
    var mountedCellsDidChange: (() -> Void)?
    var sizeDidChange: (() -> Void)?

    override func boundsSizeDidChange() {
        super.boundsSizeDidChange()
        sizeDidChange?()
    }

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
