import Foundation
import ViewTree

/// A list cell that shows one child controller's view, filling the cell.
/// When the list takes the cell back for reuse, its controller goes back to
/// the container's pool.
@MainActor
final class ContainerCell: ListCell {
    weak var owner: ContainerCollectionController?
    /// The controller shown.
    var controller: ViewController?
    /// The reuse identifier the controller was made or taken for.
    var controllerReuseIdentifier: String?
    /// Which item, header or footer the cell shows (its size-cache key).
    var itemKey: String?
    /// Whether the cell shows an element, a header or a footer.
    var placement: ItemPlacement = .item
    /// The controller shown last; the pool hands it back to this cell first,
    /// so its view need not move.
    weak var lastController: ViewController?

    override func prepareForReuse() {
        super.prepareForReuse()
        owner?.recycle(self)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.view.frame = bounds
    }
}
